// Sentences of the log and of prompts, worded for one reader: seats are named through libs/ui's
// readerNames ("You"/"you"/"your" for the reader's own seat, bots in the reader's language).
import type { TFunction } from 'i18next';
import type { ReaderNames } from '@parlor/ui';
import type { HistoryEntry, PendingPlay } from '../index';
import { kindOf, playedKinds, type CardKind } from '../index';

/** A card title's name in the current locale. */
export const cardName = (t: TFunction, kind: CardKind) => t(`cards.${kind}.name`);

/** The name of a card by id. */
export const nameOf = (t: TFunction, card: string) => cardName(t, kindOf(card));

/** Several titles as one phrase: "Tacocat + Tacocat". */
export const cardsPhrase = (t: TFunction, kinds: readonly CardKind[]) => kinds.map((kind) => cardName(t, kind)).join(' + ');

/** One public history entry as a sentence that reads on its own, from the reader's point of view. */
export function historyLine(t: TFunction, name: ReaderNames, entry: HistoryEntry): string {
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
      return entry.got ? t('history.stole', { whose: name.whose(entry.from), to: name.start(entry.to) }) : t('history.stoleNothing', { from: name.mid(entry.from), to: name.start(entry.to) });
    case 'asked':
      return t(entry.got ? 'history.asked' : 'history.askedNothing', { from: name.start(entry.from), to: name.mid(entry.to), named: cardName(t, entry.named) });
    case 'took':
      return t('history.took', { seat: name.start(entry.seat), card: cardName(t, entry.card) });
    case 'no-effect':
      return t('history.noEffect', { whose: name.whoseStart(entry.seat), target: name.mid(entry.target) });
  }
}

/** A play waiting in its Nope window, said as its history line says it ("Amy played Favor on you."). */
export function playLine(t: TFunction, name: ReaderNames, play: PendingPlay): string {
  return historyLine(t, name, {
    n: -1,
    kind: 'played',
    seat: play.seat,
    cards: playedKinds(play),
    ...('target' in play && play.target !== undefined ? { target: play.target } : {}),
    ...(play.type === 'triple' ? { named: play.named } : {}),
  });
}
