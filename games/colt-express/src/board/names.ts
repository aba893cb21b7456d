// How the board words things: units of the train, places, loot, cards, and every line of the
// log, read from one seat's point of view (or a spectator's). Seats are named through libs/ui's
// `readerNames`: "You"/"you"/"your" for the reader's own seat, names for the others, bots in
// the reader's language; a bandit is named with the seat playing him.
import type { TFunction } from 'i18next';
import type { ReaderNames, SeatMention } from '@parlor/ui';
import { backOf, cardInfo, type ActionKind, type ActionOption, type Bandit, type ColtExpressState, type HistoryEntry, type LootChoice, type Place } from '../index';

export const banditName = (t: TFunction, bandit: Bandit) => t(`character.${bandit}.name`);

export const actionName = (t: TFunction, action: ActionKind) => t(`action.${action}.name`);

/** A dollar amount, its thousands grouped the same way in both languages. */
export const money = (t: TFunction, amount: number) => t('money', { amount: amount.toLocaleString('en-US') });

/** The cars are counted from the caboose, which is car 1; the locomotive keeps its name. */
function unitKey(G: Pick<ColtExpressState, 'train'>, unit: number): { key: 'caboose' | 'car' | 'locomotive'; number: number } {
  return { key: unit === G.train.length - 1 ? 'locomotive' : unit === 0 ? 'caboose' : 'car', number: unit + 1 };
}

/** A unit of the train inside a sentence ("the caboose", "car 2"). */
export function unitName(t: TFunction, G: Pick<ColtExpressState, 'train'>, unit: number): string {
  const { key, number } = unitKey(G, unit);
  return t(`train.unit.${key}`, { number });
}

/** A unit of the train as a caption ("Caboose", "Car 2"). */
export function unitTitle(t: TFunction, G: Pick<ColtExpressState, 'train'>, unit: number): string {
  const { key, number } = unitKey(G, unit);
  return t(`train.title.${key}`, { number });
}

/** A unit's short caption under its drawing ("Cab.", "2", "Loco"). */
export function unitShort(t: TFunction, G: Pick<ColtExpressState, 'train'>, unit: number): string {
  const { key, number } = unitKey(G, unit);
  return t(`train.short.${key}`, { number });
}

/** A level of a unit as a label ("Roof of car 2"). */
export const placeTitle = (t: TFunction, G: Pick<ColtExpressState, 'train'>, place: Place) =>
  t(place.level === 'roof' ? 'train.roofOf' : 'train.insideOf', { unit: unitName(t, G, place.unit) });

/** Where a bandit stands, inside a sentence ("on the roof of car 2"). */
export const placePhrase = (t: TFunction, G: Pick<ColtExpressState, 'train'>, place: Place) =>
  t(place.level === 'roof' ? 'train.onRoof' : 'train.inside', { unit: unitName(t, G, place.unit) });

/** One loot token with its article ("a jewel"), for sentences. */
export const lootName = (t: TFunction, loot: LootChoice) => t(`lootOne.${loot}`);

/**
 * A card of the common pile as a seat received it: the card itself, or `back.<bandit>` for a
 * face-down card of someone else, which tells whose card it is but not what it does.
 */
export function pileCard(id: string): { bandit: Bandit; action: ActionKind | null } {
  const back = backOf(id);
  if (back !== undefined) return { bandit: back, action: null };
  const info = cardInfo(id);
  if (info.type !== 'action') throw new Error(`${id} cannot lie in the pile`);
  return { bandit: info.bandit, action: info.action };
}

/** What one Stealin' choice does, as the label of its button (a Punch's: where the victim lands). */
export function optionLabel(t: TFunction, G: ColtExpressState, action: ActionKind, option: ActionOption): string {
  const unit = option.to === undefined ? '' : unitName(t, G, option.to);
  const target = option.target === undefined ? '' : banditName(t, option.target);
  switch (action) {
    case 'move':
      return t('option.move', { unit });
    case 'changeFloor':
      return t('option.changeFloor');
    case 'fire':
      return t('option.fire', { target });
    case 'robbery':
      return t('option.robbery', { loot: lootName(t, option.loot!) });
    case 'marshal':
      return t('option.marshal', { unit });
    case 'punch':
      // The last of a Punch's questions (see PunchPrompt): the victim and loot are chosen by then.
      return t('option.punchInto', { unit });
  }
}

/**
 * A bandit as a sentence names it, through libs/ui's reader names: the seat playing him and
 * his name, "Amy (Ghost)", "You (Ghost)" at a sentence's start, "you (Ghost)" inside one.
 */
export function banditMention(t: TFunction, G: Pick<ColtExpressState, 'bandits'>, bandit: Bandit): SeatMention {
  return { seat: G.bandits[bandit]?.seat, as: banditName(t, bandit) };
}

/** The state a line reads: where the bandits are, who plays them, the train. */
type Scene = Pick<ColtExpressState, 'bandits' | 'train'>;

/** A resolved action card, as a log line. */
function resolvedLine(t: TFunction, G: Scene, names: ReaderNames, entry: Extract<HistoryEntry, { kind: 'resolved' }>): string {
  const who = names.start(banditMention(t, G, entry.bandit));
  const option = entry.option;
  if (!entry.effect || option === null) {
    // Owned: "Your Fire (Ghost) had no effect", "Amy's Fire (Ghost) had no effect".
    const seat = G.bandits[entry.bandit]?.seat;
    const whose = seat === undefined ? banditName(t, entry.bandit) : names.whoseStart(seat);
    return t('history.noEffect', { whose, action: actionName(t, entry.action), bandit: banditName(t, entry.bandit) });
  }
  const unit = option.to === undefined ? '' : unitName(t, G, option.to);
  const target = option.target === undefined ? '' : names.mid(banditMention(t, G, option.target));
  switch (entry.action) {
    case 'move':
      return t('history.move', { who, unit });
    case 'changeFloor':
      return t(entry.at.level === 'roof' ? 'history.climbed' : 'history.climbedDown', { who, unit: unitName(t, G, entry.at.unit) });
    case 'fire':
      return t('history.fire', { who, target });
    case 'robbery':
      return t('history.robbery', { who, loot: lootName(t, option.loot!), place: placePhrase(t, G, entry.at) });
    case 'marshal':
      return t('history.marshal', { who, unit });
    case 'punch': {
      // The victim is addressed as "you" in the rest of the sentence when he is the reader's.
      const context = names.context(option.target === undefined ? undefined : G.bandits[option.target]?.seat);
      if (!option.loot) return t('history.punch', { who, target, unit });
      return t(option.keep ? 'history.punchTake' : 'history.punchDrop', { who, target, unit, loot: lootName(t, option.loot), context });
    }
  }
}

/** The name of a round card from its id in the zones (`round.<id>` or `station.<id>`). */
export function roundCardName(t: TFunction, card: string): string {
  const id = card.slice(card.indexOf('.') + 1);
  return id.endsWith('_no_event') ? t(`roundCard.plain.${id}`) : t(`round.${id}.name`);
}

/**
 * One public history entry as a sentence the reader can take on its own: who (by player and
 * bandit, "You" for the reader's own), did what, where. Spectators read every seat by name.
 */
export function historyLine(t: TFunction, G: Scene, names: ReaderNames, entry: HistoryEntry): string {
  const bandit = (each: Bandit) => banditMention(t, G, each);
  switch (entry.kind) {
    case 'round':
      return t('history.round', { round: entry.round, card: roundCardName(t, entry.card), seat: names.mid(entry.first), context: names.context(entry.first) });
    case 'played':
      return entry.action === null
        ? t('history.playedFaceDown', { who: names.start(bandit(entry.bandit)) })
        : t('history.played', { who: names.start(bandit(entry.bandit)), action: actionName(t, entry.action) });
    case 'drew':
      return t('history.drew', { seat: names.start(entry.seat), count: entry.count });
    case 'passed':
      return t('history.passed', { seat: names.start(entry.seat) });
    case 'resolved':
      return resolvedLine(t, G, names, entry);
    case 'fled':
      return t(entry.bullets ? 'history.fled' : 'history.fledNoBullet', { bandits: names.list(entry.bandits.map(bandit), { start: true }), count: entry.bandits.length });
    case 'event':
      return t('history.event', { event: t(`round.${entry.event}.name`), text: t(`round.${entry.event}.event`) });
    case 'placed':
      return t('history.placed', { seat: names.start(entry.seat), context: names.context(entry.seat) });
  }
}

/** Every line of the log, oldest first, keyed by the entry's number. */
export function historyLines(t: TFunction, G: Scene, names: ReaderNames, entries: readonly HistoryEntry[]): { key: number; text: string }[] {
  return entries.map((entry) => ({ key: entry.n, text: historyLine(t, G, names, entry) }));
}
