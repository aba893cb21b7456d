import type { Ctx } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { HistoryEntry, PendingPlay } from '../index';
import { kindOf, playedKinds, type CardKind } from '../index';

/**
 * How a sentence names a seat, from the reader's point of view: the reader's own seat is
 * "You" at the start of a sentence and "you" inside one ("Bob gave you a card"), every other
 * seat its lobby name. A spectator reads names only. Traditional Chinese has no case: 你.
 */
export interface SeatNames {
  /** At the start of a sentence: "You", "Amy". */
  start(seat: string): string;
  /** Inside a sentence: "you", "Amy". */
  mid(seat: string): string;
  /** Whose, at the start of a sentence: "Your", "Amy's". */
  whoseStart(seat: string): string;
  /** Whose, inside a sentence: "your", "Amy's". */
  whose(seat: string): string;
  /** Several seats inside a sentence, joined as the language joins them: "Ben, Chen and you". */
  list(seats: readonly string[]): string;
  /** The seat's own name, even for the reader (the lobby name or "Player n"). */
  plain(seat: string): string;
}

/** The names of the seats as `me` (`null`: a spectator) reads them, in the board's language. */
export function seatNames(t: TFunction, ctx: Ctx, matchData: { id: number; name?: string }[] | undefined, me: string | null, language = 'en'): SeatNames {
  const plain = (seat: string) => matchData?.find((player) => String(player.id) === seat)?.name ?? t('player', { number: ctx.playOrder.indexOf(seat) + 1 });
  const mid = (seat: string) => (seat === me ? t('youMid') : plain(seat));
  let format: Intl.ListFormat;
  try {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
  } catch {
    format = new Intl.ListFormat('en', { type: 'conjunction' });
  }
  return {
    start: (seat) => (seat === me ? t('you') : plain(seat)),
    mid,
    whoseStart: (seat) => (seat === me ? t('yourStart') : t('whose', { name: plain(seat) })),
    whose: (seat) => (seat === me ? t('your') : t('whose', { name: plain(seat) })),
    list: (seats) => format.format(seats.map(mid)),
    plain,
  };
}

/** A card title's name in the current locale. */
export const cardName = (t: TFunction, kind: CardKind) => t(`cards.${kind}.name`);

/** The name of a card by id. */
export const nameOf = (t: TFunction, card: string) => cardName(t, kindOf(card));

/** Several titles as one phrase: "Tacocat + Tacocat". */
export const cardsPhrase = (t: TFunction, kinds: readonly CardKind[]) => kinds.map((kind) => cardName(t, kind)).join(' + ');

/** One public history entry as a sentence that reads on its own, from the reader's point of view. */
export function historyLine(t: TFunction, name: SeatNames, entry: HistoryEntry): string {
  const cards = (kinds: CardKind[]) => cardsPhrase(t, kinds);
  switch (entry.kind) {
    case 'played':
      if (entry.named) return t('history.playedNamed', { seat: name.start(entry.seat), cards: cards(entry.cards), target: name.mid(entry.target!), named: cardName(t, entry.named) });
      if (entry.target) return t('history.playedOn', { seat: name.start(entry.seat), cards: cards(entry.cards), target: name.mid(entry.target) });
      return t('history.played', { seat: name.start(entry.seat), cards: cards(entry.cards) });
    case 'noped':
      return t('history.noped', { seat: name.start(entry.seat), whose: name.whose(entry.on.seat), cards: cards(entry.on.cards) });
    case 'cancelled':
      return t('history.cancelled', { whose: name.whoseStart(entry.seat), cards: cards(entry.cards) });
    case 'drew':
      return t(entry.bottom ? 'history.drewBottom' : 'history.drew', { seat: name.start(entry.seat) });
    case 'kitten':
      return t('history.kitten', { seat: name.start(entry.seat) });
    case 'defused':
      return t('history.defused', { seat: name.start(entry.seat) });
    case 'exploded':
      return t('history.exploded', { seat: name.start(entry.seat) });
    case 'attacked':
      return t('history.attacked', { victim: name.start(entry.victim), seat: name.mid(entry.seat), count: entry.turns });
    case 'skipped':
      return t('history.skipped', { seat: name.start(entry.seat) });
    case 'saw':
      return t('history.saw', { seat: name.start(entry.seat), count: entry.count });
    case 'altered':
      return t('history.altered', { seat: name.start(entry.seat), count: entry.count });
    case 'shuffled':
      return t('history.shuffled', { seat: name.start(entry.seat) });
    case 'gave':
      return t('history.gave', { from: name.start(entry.from), to: name.mid(entry.to) });
    case 'stole':
      return t(entry.got ? 'history.stole' : 'history.stoleNothing', { from: name.mid(entry.from), to: name.start(entry.to) });
    case 'asked':
      return t(entry.got ? 'history.asked' : 'history.askedNothing', { from: name.start(entry.from), to: name.mid(entry.to), named: cardName(t, entry.named) });
    case 'took':
      return t('history.took', { seat: name.start(entry.seat), card: cardName(t, entry.card) });
    case 'no-effect':
      return t('history.noEffect', { whose: name.whoseStart(entry.seat), target: name.mid(entry.target) });
  }
}

/** A play waiting in its Nope window, said as its history line says it ("Amy played Favor on you."). */
export function playLine(t: TFunction, name: SeatNames, play: PendingPlay): string {
  return historyLine(t, name, {
    n: -1,
    kind: 'played',
    seat: play.seat,
    cards: playedKinds(play),
    ...('target' in play && play.target !== undefined ? { target: play.target } : {}),
    ...(play.type === 'triple' ? { named: play.named } : {}),
  });
}
