/**
 * A card's stable id, taken from the game's card data (for example `'bang-25'` or
 * `'ek-defuse-3'`). Ids are unique within a match: two copies of a card have two ids.
 */
export type CardId = string;

/**
 * The name of a zone. Shared zones have a plain name (`'draw'`, `'discard'`); zones that
 * belong to one seat are written `kind:owner` (`'hand:2'`, `'deck:ghost'`), see {@link zoneId}.
 */
export type ZoneId = string;

/**
 * Every zone of a match: a plain JSON record from zone id to the cards in it.
 * Each zone is a stack whose **index 0 is its top**: the next card drawn from a draw pile,
 * the visible card of a discard pile. With `n` cards, position `n` means "under the bottom card".
 */
export type Zones = Record<ZoneId, CardId[]>;

/**
 * Anything that can shuffle: boardgame.io's `random` plugin API satisfies it, so every
 * shuffle goes through the match's seeded PRNG and a seed replays a match exactly.
 */
export interface Shuffler {
  /** Returns a shuffled copy of `items`. */
  Shuffle<T>(items: T[]): T[];
}

/** Thrown when a zone operation is impossible: a programming error, never a player's. */
export class DeckError extends Error {
  override name = 'DeckError';
}

const SEPARATOR = ':';

/**
 * Builds a zone id: `zoneId('hand', '2')` is `'hand:2'`, `zoneId('draw')` is `'draw'`.
 * Owned zones are how {@link ownerOfZone} and libs/hidden-info know whose zone it is.
 */
export function zoneId(kind: string, owner?: string): ZoneId {
  if (kind.includes(SEPARATOR)) throw new DeckError(`zone kind "${kind}" must not contain "${SEPARATOR}"`);
  return owner === undefined ? kind : `${kind}${SEPARATOR}${owner}`;
}

/** Splits a zone id into its kind and owner: `'hand:2'` gives `{ kind: 'hand', owner: '2' }`. */
export function parseZoneId(id: ZoneId): { kind: string; owner?: string } {
  const at = id.indexOf(SEPARATOR);
  return at < 0 ? { kind: id } : { kind: id.slice(0, at), owner: id.slice(at + 1) };
}

/** The owner part of an owned zone id (`'hand:2'` gives `'2'`), or `undefined` for a shared zone. */
export function ownerOfZone(id: ZoneId): string | undefined {
  return parseZoneId(id).owner;
}

/**
 * Creates the zones of a match. Every zone named in `ids` starts empty unless `initial`
 * gives its cards; `initial` may also name further zones.
 */
export function createZones(ids: Iterable<ZoneId>, initial: Partial<Zones> = {}): Zones {
  const zones: Zones = {};
  for (const id of ids) zones[id] = [];
  for (const [id, cards] of Object.entries(initial)) {
    if (cards) zones[id] = [...cards];
  }
  return zones;
}

/** The cards of a zone. Throws for a zone the match does not have (a typo must not pass silently). */
export function cardsIn(zones: Zones, zone: ZoneId): CardId[] {
  const cards = Object.hasOwn(zones, zone) ? zones[zone] : undefined;
  if (!cards) throw new DeckError(`unknown zone "${zone}"`);
  return cards;
}

/** How many cards a zone holds. */
export function size(zones: Zones, zone: ZoneId): number {
  return cardsIn(zones, zone).length;
}

/** The zone that holds `card`, or `undefined` if no zone does. */
export function findCard(zones: Zones, card: CardId): ZoneId | undefined {
  for (const id in zones) {
    if (zones[id]!.includes(card)) return id;
  }
  return undefined;
}

/** Every zone id of a given kind (`zonesOfKind(zones, 'hand')` gives `['hand:0', 'hand:1', ...]`). */
export function zonesOfKind(zones: Zones, kind: string): ZoneId[] {
  return Object.keys(zones).filter((id) => parseZoneId(id).kind === kind);
}
