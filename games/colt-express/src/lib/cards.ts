// Card ids. A card's id says whose it is and what it is, so the rules never need a lookup
// table: `<bandit>.<action>.<n>` (action cards), `<bandit>.bullet.<1-6>` (a bandit's bullet
// cards), `neutral.<n>` (the Marshal's bullets), `round.<id>` and `station.<id>` (round deck).
import {
  ACTION_DECK,
  ACTION_KINDS,
  BULLET_VALUES,
  NEUTRAL_BULLETS,
  ROUND_CARDS,
  STATION_CARDS,
  type ActionKind,
  type CardEvent,
  type CharacterKey,
  type TurnSymbol,
} from './data';
import type { Bandit } from './state';

/** What other seats receive for a face-down pile card: its back, in its bandit's colour. */
export function cardBack(bandit: Bandit): string {
  return `back.${bandit}`;
}

/** The bandit whose back a received pile card shows, or undefined if it is face up. */
export function backOf(card: string): Bandit | undefined {
  return card.startsWith('back.') ? (card.slice('back.'.length) as Bandit) : undefined;
}

/** What a player card is. */
export type CardInfo =
  | { type: 'action'; bandit: Bandit; action: ActionKind }
  | { type: 'bullet'; bandit: Bandit; value: number }
  | { type: 'neutral' };

const parsed = new Map<string, CardInfo>();

/** What the card with this id is. Throws for an id that is not a player card. */
export function cardInfo(card: string): CardInfo {
  let info = parsed.get(card);
  if (info === undefined) {
    const [owner, kind, n] = card.split('.');
    if (owner === 'neutral') info = { type: 'neutral' };
    else if (kind === 'bullet') info = { type: 'bullet', bandit: owner as Bandit, value: Number(n) };
    else if ((ACTION_KINDS as readonly string[]).includes(kind!)) info = { type: 'action', bandit: owner as Bandit, action: kind as ActionKind };
    else throw new Error(`"${card}" is not a Colt Express card`);
    parsed.set(card, info);
  }
  return info;
}

/** Whether the card is an action card (bullets can never be played). */
export function isAction(card: string): boolean {
  return cardInfo(card).type === 'action';
}

/** The action cards of one bandit: 10 in the basic game, one of each action in the 2-player game. */
export function actionCards(bandit: CharacterKey, onePerAction = false): string[] {
  return ACTION_KINDS.flatMap((action) =>
    Array.from({ length: onePerAction ? 1 : ACTION_DECK[action] }, (_, i) => `${bandit}.${action}.${i + 1}`),
  );
}

/** A bandit's six bullet cards, the one handed out first (6 bullets printed) first. */
export function bulletCards(bandit: CharacterKey): string[] {
  return [...BULLET_VALUES].reverse().map((value) => `${bandit}.bullet.${value}`);
}

/** The Marshal's 13 neutral bullets. */
export function neutralBullets(): string[] {
  return Array.from({ length: NEUTRAL_BULLETS }, (_, i) => `neutral.${i + 1}`);
}

/** A round or station card, from its id in the zones. */
export interface RoundCardInfo {
  station: boolean;
  id: string;
  turns: readonly TurnSymbol[];
  event: CardEvent | null;
}

/** The round or station card with this zone id, for the given round set. */
export function roundCardInfo(card: string, set: '2-4' | '5-6'): RoundCardInfo {
  const [kind, id] = card.split('.');
  if (kind === 'station') {
    const found = STATION_CARDS.find((data) => data.id === id);
    if (found) return { station: true, id: found.id, turns: found.turns, event: found.event };
  } else if (kind === 'round') {
    const found = ROUND_CARDS[set].find((data) => data.id === id);
    if (found) return { station: false, id: found.id, turns: found.turns, event: found.event };
  }
  throw new Error(`"${card}" is not a round card`);
}

/** Every round-deck card id (regular cards of one set, then the station cards). */
export function roundDeckCards(set: '2-4' | '5-6'): { regular: string[]; stations: string[] } {
  return {
    regular: ROUND_CARDS[set].map((data) => `round.${data.id}`),
    stations: STATION_CARDS.map((data) => `station.${data.id}`),
  };
}
