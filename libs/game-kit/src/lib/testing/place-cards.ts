import type { CardId, ZoneId, Zones } from '@parlor/deck';

// Building a scenario's GIVEN ("seat 1 holds two Nopes, a kitten is on top of the pile") by
// moving cards that the setup dealt, never by writing new ids into zones: every card stays in
// exactly one zone, so the game's conservation invariant keeps holding and the scenario plays
// with the match's real cards. Cards are named by kind (the title the rules speak of) because
// a scenario does not care which copy it gets.

/** Thrown when a scenario asks for more cards of a kind than the match has free. */
export class NotEnoughCards extends Error {
  override name = 'NotEnoughCards';
}

/** Cards to put into one zone. */
export interface CardsInZone {
  zone: ZoneId;
  /** The cards, in order: the first ends up top-most of the block. Kinds unless `named` says ids. */
  cards: readonly string[];
  /** Whether `cards` are kinds (default: any free copy of each) or exact card ids. */
  named?: 'kind' | 'id';
  /**
   * Where the block goes: `'top'` (default), `'bottom'`, or a position counted once the cards
   * have left their zones (0 is the top).
   */
  at?: 'top' | 'bottom' | number;
  /** The zone then holds exactly these cards (and any placed into it earlier in the same call): the others go to `rest`. */
  only?: boolean;
}

/** How {@link placeCards} and {@link takeCards} find cards. */
export interface TakeOptions {
  /** The kind of a card id (the game's `kindOf`). */
  kindOf: (card: CardId) => string;
  /**
   * Zones to take cards from first, in order (the draw pile, so that hands keep what they were
   * dealt); then every other zone, in the record's order.
   */
  from?: readonly ZoneId[];
}

/** Options of {@link placeCards}. */
export interface PlaceCardsOptions extends TakeOptions {
  /** Where the cards a zone with `only` held go, at the bottom (usually the draw pile). */
  rest?: ZoneId;
}

function zoneOrder(zones: Zones, from: readonly ZoneId[] = []): ZoneId[] {
  for (const zone of from) if (!Object.hasOwn(zones, zone)) throw new Error(`unknown zone "${zone}"`);
  return [...from, ...Object.keys(zones).filter((zone) => !from.includes(zone))];
}

function zoneOf(zones: Zones, card: CardId): ZoneId | undefined {
  return Object.keys(zones).find((zone) => zones[zone]!.includes(card));
}

/**
 * `count` cards of `kind` from the zones, the zones of `from` first, leaving out `except`.
 * Moves nothing. Throws {@link NotEnoughCards} when the match has fewer.
 */
export function takeCards(zones: Zones, kind: string, count: number, options: TakeOptions & { except?: ReadonlySet<CardId> }): CardId[] {
  const { kindOf, from, except } = options;
  const all = zoneOrder(zones, from).flatMap((zone) => zones[zone]!.filter((card) => kindOf(card) === kind));
  const free = all.filter((card) => !except?.has(card));
  if (free.length < count) {
    const taken = all.length - free.length;
    throw new NotEnoughCards(
      `not enough "${kind}" cards: wanted ${count}, the match has ${all.length}` + (taken > 0 ? ` (${taken} placed already)` : ''),
    );
  }
  return free.slice(0, count);
}

/**
 * Puts cards into zones at given positions, taking each from wherever it is, in the order of
 * `placements` (a card placed by one is not taken again by a later one). Every card stays in
 * exactly one zone, so `checkConservation` holds afterwards as it did before. Changes `zones`
 * in place (give it the G of `createMatch`'s `arrange`) and returns the ids placed, per placement.
 *
 * @example
 * arrange: ({ G }) => placeCards(G.zones, [
 *   { zone: 'hand:1', cards: ['nope', 'nope', 'defuse'], only: true },
 *   { zone: 'draw', cards: ['exploding_kitten'] },
 * ], { kindOf, from: ['draw'], rest: 'draw' })
 */
export function placeCards(zones: Zones, placements: readonly CardsInZone[], options: PlaceCardsOptions): CardId[][] {
  const placed = new Set<CardId>();
  return placements.map((placement) => {
    const { zone, cards, named = 'kind', at = 'top', only = false } = placement;
    if (!Object.hasOwn(zones, zone)) throw new Error(`unknown zone "${zone}"`);
    let ids: CardId[];
    if (named === 'id') {
      ids = [...cards];
      for (const card of ids) {
        if (placed.has(card) || ids.indexOf(card) !== ids.lastIndexOf(card)) throw new Error(`card "${card}" is placed twice`);
        if (zoneOf(zones, card) === undefined) throw new Error(`card "${card}" is in no zone`);
      }
    } else {
      const chosen = new Set(placed);
      ids = cards.map((kind) => {
        const [card] = takeCards(zones, kind, 1, { ...options, except: chosen });
        chosen.add(card!);
        return card!;
      });
    }
    for (const card of ids) placed.add(card);
    const moving = new Set(ids);
    for (const id of Object.keys(zones)) {
      if (zones[id]!.some((card) => moving.has(card))) zones[id] = zones[id]!.filter((card) => !moving.has(card));
    }
    if (only) {
      const rest = options.rest;
      if (rest === undefined || rest === zone || !Object.hasOwn(zones, rest)) {
        throw new Error(`placing only these cards in "${zone}" needs another zone as \`rest\` for the cards it held`);
      }
      const pushedOut = zones[zone]!.filter((card) => !placed.has(card));
      zones[zone] = zones[zone]!.filter((card) => placed.has(card));
      zones[rest] = [...zones[rest]!, ...pushedOut];
    }
    const target = zones[zone]!;
    const index = at === 'top' ? 0 : at === 'bottom' ? target.length : at;
    if (!Number.isInteger(index) || index < 0 || index > target.length) throw new Error(`position ${at} is outside 0..${target.length} of "${zone}"`);
    zones[zone] = [...target.slice(0, index), ...ids, ...target.slice(index)];
    return ids;
  });
}
