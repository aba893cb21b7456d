import type { Ctx } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { HistoryEntry } from '../index';
import { kindOf, type CardKind } from '../index';

/** Players' names by seat, as the lobby gave them (`matchData`), or "Player n". */
export type SeatNames = (seat: string) => string;

/** Builds the seat-name lookup: "You" for the viewer, the lobby name or "Player n" for the others. */
export function seatNames(t: TFunction, ctx: Ctx, matchData: { id: number; name?: string }[] | undefined, me: string | null): SeatNames {
  return (seat) => {
    if (seat === me) return t('you');
    const name = matchData?.find((player) => String(player.id) === seat)?.name;
    return name ?? t('player', { number: ctx.playOrder.indexOf(seat) + 1 });
  };
}

/** A card title's name in the current locale. */
export const cardName = (t: TFunction, kind: CardKind) => t(`cards.${kind}.name`);

/** The name of a card by id. */
export const nameOf = (t: TFunction, card: string) => cardName(t, kindOf(card));

/** One public history entry as a sentence. */
export function historyLine(t: TFunction, name: SeatNames, entry: HistoryEntry): string {
  const cards = (kinds: CardKind[]) => kinds.map((kind) => cardName(t, kind)).join(' + ');
  switch (entry.kind) {
    case 'played':
      if (entry.named) return t('history.playedNamed', { seat: name(entry.seat), cards: cards(entry.cards), target: name(entry.target!), named: cardName(t, entry.named) });
      if (entry.target) return t('history.playedOn', { seat: name(entry.seat), cards: cards(entry.cards), target: name(entry.target) });
      return t('history.played', { seat: name(entry.seat), cards: cards(entry.cards) });
    case 'noped':
      return t('history.noped', { seat: name(entry.seat) });
    case 'cancelled':
      return t('history.cancelled', { cards: cards(entry.cards) });
    case 'drew':
      return t(entry.bottom ? 'history.drewBottom' : 'history.drew', { seat: name(entry.seat) });
    case 'kitten':
      return t('history.kitten', { seat: name(entry.seat) });
    case 'defused':
      return t('history.defused', { seat: name(entry.seat) });
    case 'exploded':
      return t('history.exploded', { seat: name(entry.seat) });
    case 'attacked':
      return t('history.attacked', { victim: name(entry.victim), count: entry.turns });
    case 'skipped':
      return t('history.skipped', { seat: name(entry.seat) });
    case 'saw':
      return t('history.saw', { seat: name(entry.seat) });
    case 'altered':
      return t('history.altered', { seat: name(entry.seat) });
    case 'shuffled':
      return t('history.shuffled', { seat: name(entry.seat) });
    case 'gave':
      return t('history.gave', { from: name(entry.from), to: name(entry.to) });
    case 'stole':
      return t(entry.got ? 'history.stole' : 'history.stoleNothing', { from: name(entry.from), to: name(entry.to) });
    case 'asked':
      return t(entry.got ? 'history.asked' : 'history.askedNothing', { from: name(entry.from), to: name(entry.to), named: cardName(t, entry.named) });
    case 'took':
      return t('history.took', { seat: name(entry.seat), card: cardName(t, entry.card) });
    case 'no-effect':
      return t('history.noEffect', { target: name(entry.target) });
  }
}
