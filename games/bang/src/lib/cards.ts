/** A poker suit, the one a "draw!" reads (RULES.md §8 "Draw!" checks). */
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
/** Every suit, in the order a player is offered them (Handcuffs). */
export const SUITS: readonly Suit[] = ['hearts', 'diamonds', 'clubs', 'spades'];

/** A poker rank, lowest to highest (RULES.md §8 "Draw!" checks). */
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** The border (RULES.md §5 Card types): brown is played and discarded, blue and green stay in play. */
export type CardColor = 'brown' | 'blue' | 'green';

/** The box a playing card comes from. */
export type CardSet = 'base' | 'dodge_city' | 'valley_of_shadows';

type SuitSymbol = '♠' | '♥' | '♦' | '♣';

/** A rank and a suit as printed in the corner, e.g. `'10♦'`, as in RULES.md §18 Deck composition. */
type Face = `${Rank}${SuitSymbol}`;

type Row = readonly [key: string, color: CardColor, faces: readonly Face[]];

// One row per card name, in the order of the tables of RULES.md §18 Deck composition; ids are
// numbered through the rows, as that section says, so reordering a row renumbers every card after it.
const BASE_ROWS = [
  ['bang', 'brown', ['A♠', '2♦', '3♦', '4♦', '5♦', '6♦', '7♦', '8♦', '9♦', '10♦', 'J♦', 'Q♦', 'K♦', 'A♦',
    '2♣', '3♣', '4♣', '5♣', '6♣', '7♣', '8♣', '9♣', 'Q♥', 'K♥', 'A♥']],
  ['missed', 'brown', ['2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '10♣', 'J♣', 'Q♣', 'K♣', 'A♣']],
  ['beer', 'brown', ['6♥', '7♥', '8♥', '9♥', '10♥', 'J♥']],
  ['cat_balou', 'brown', ['K♥', '9♦', '10♦', 'J♦']],
  ['panic', 'brown', ['J♥', 'Q♥', 'A♥', '8♦']],
  ['duel', 'brown', ['J♠', 'Q♦', '8♣']],
  ['general_store', 'brown', ['Q♠', '9♣']],
  ['indians', 'brown', ['K♦', 'A♦']],
  ['stagecoach', 'brown', ['9♠', '9♠']],
  ['wells_fargo', 'brown', ['3♥']],
  ['gatling', 'brown', ['10♥']],
  ['saloon', 'brown', ['5♥']],
  ['barrel', 'blue', ['Q♠', 'K♠']],
  ['dynamite', 'blue', ['2♥']],
  ['jail', 'blue', ['10♠', 'J♠', '4♥']],
  ['mustang', 'blue', ['8♥', '9♥']],
  ['scope', 'blue', ['A♠']],
  ['volcanic', 'blue', ['10♠', '10♣']],
  ['schofield', 'blue', ['K♠', 'J♣', 'Q♣']],
  ['remington', 'blue', ['K♣']],
  ['rev_carabine', 'blue', ['A♣']],
  ['winchester', 'blue', ['8♠']],
] as const satisfies readonly Row[];

// Buffalo Rifle is Q♣ although one source lists 9♣ (RULES.md §19.1 Facts not confirmed by two agreeing
// sources).
const DODGE_CITY_ROWS = [
  ['bang', 'brown', ['8♠', '5♣', '6♣', 'K♣']],
  ['missed', 'brown', ['8♦']],
  ['beer', 'brown', ['6♠', '6♥']],
  ['cat_balou', 'brown', ['8♣']],
  ['panic', 'brown', ['J♥']],
  ['general_store', 'brown', ['A♠']],
  ['indians', 'brown', ['5♦']],
  ['punch', 'brown', ['10♠']],
  ['dodge', 'brown', ['7♦', 'K♥']],
  ['springfield', 'brown', ['K♠']],
  ['rag_time', 'brown', ['9♥']],
  ['brawl', 'brown', ['J♠']],
  ['tequila', 'brown', ['9♣']],
  ['whisky', 'brown', ['Q♥']],
  ['barrel', 'blue', ['A♣']],
  ['dynamite', 'blue', ['10♣']],
  ['mustang', 'blue', ['5♥']],
  ['hideout', 'blue', ['K♦']],
  ['binocular', 'blue', ['10♦']],
  ['remington', 'blue', ['6♦']],
  ['rev_carabine', 'blue', ['5♠']],
  ['bible', 'green', ['10♥']],
  ['canteen', 'green', ['7♥']],
  ['can_can', 'green', ['J♣']],
  ['ten_gallon_hat', 'green', ['J♦']],
  ['conestoga', 'green', ['9♦']],
  ['derringer', 'green', ['7♠']],
  ['buffalo_rifle', 'green', ['Q♣']],
  ['howitzer', 'green', ['9♠']],
  ['pepperbox', 'green', ['A♥']],
  ['iron_plate', 'green', ['A♦', 'Q♠']],
  ['pony_express', 'green', ['Q♦']],
  ['knife', 'green', ['8♥']],
  ['sombrero', 'green', ['7♣']],
] as const satisfies readonly Row[];

// The Valley of Shadows (VALLEY-OF-SHADOWS.md §4 New brown cards, §5 New blue cards), in the order
// of its card list: 10 brown, then 6 blue, the two Ghosts on one row.
const VALLEY_OF_SHADOWS_ROWS = [
  ['aim', 'brown', ['6♣']],
  ['backfire', 'brown', ['Q♣']],
  ['bandidos', 'brown', ['Q♦']],
  ['escape', 'brown', ['3♥']],
  ['fanning', 'brown', ['2♠']],
  ['last_call', 'brown', ['8♦']],
  ['poker', 'brown', ['J♥']],
  ['saved', 'brown', ['5♥']],
  ['tomahawk', 'brown', ['A♦']],
  ['tornado', 'brown', ['A♣']],
  ['bounty', 'blue', ['9♣']],
  ['ghost', 'blue', ['9♠', '10♠']],
  ['lemat', 'blue', ['4♦']],
  ['rattlesnake', 'blue', ['7♥']],
  ['shotgun', 'blue', ['K♠']],
] as const satisfies readonly Row[];

/** A card name, its `key` in RULES.md (§10, §15.4, §18) or VALLEY-OF-SHADOWS.md (§4, §5): every copy of a name shares it. */
export type CardKey = (typeof BASE_ROWS)[number][0] | (typeof DODGE_CITY_ROWS)[number][0] | (typeof VALLEY_OF_SHADOWS_ROWS)[number][0];

/** One physical playing card. */
export interface CardData {
  /** Unique per physical card: `base-001`..`base-080`, `dc-001`..`dc-040`, `vos-001`..`vos-016`. */
  id: string;
  key: CardKey;
  set: CardSet;
  color: CardColor;
  suit: Suit;
  rank: Rank;
  /** Only on weapons: how far the weapon reaches (RULES.md §7 Weapons). */
  range?: number;
}

/** The range of each weapon card (RULES.md §7 Weapons); the built-in Colt .45 (range 1) is not a card. */
export const WEAPON_RANGE: Partial<Record<CardKey, number>> = {
  volcanic: 1,
  schofield: 2,
  remington: 3,
  rev_carabine: 4,
  winchester: 5,
  lemat: 1,
  shotgun: 1,
};

/** Whether cards with this key are weapons (one at most in play; RULES.md §4.2 Phase 2 — play cards). */
export function isWeapon(key: CardKey): boolean {
  return WEAPON_RANGE[key] !== undefined;
}

/** The order of ranks, for "draw!" ranges such as Dynamite's 2–9 (RULES.md §8 "Draw!" checks). */
export const RANK_VALUE: Readonly<Record<Rank, number>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

const SUIT_OF: Readonly<Record<SuitSymbol, Suit>> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };

function expand(set: CardSet, prefix: string, rows: readonly (readonly [CardKey, CardColor, readonly Face[]])[]): CardData[] {
  return rows
    .flatMap(([key, color, faces]) => faces.map((face) => ({ key, color, face })))
    .map(({ key, color, face }, index) => {
      // Every suit symbol is a single UTF-16 unit, so the rank is everything before it.
      const rank = face.slice(0, -1) as Rank;
      const suit = SUIT_OF[face.slice(-1) as SuitSymbol];
      const range = WEAPON_RANGE[key];
      const id = `${prefix}-${String(index + 1).padStart(3, '0')}`;
      return Object.freeze(range === undefined ? { id, key, set, color, suit, rank } : { id, key, set, color, suit, rank, range });
    });
}

/**
 * All 136 playing cards (80 base, 40 Dodge City, 16 The Valley of Shadows), in the order and with
 * the ids of RULES.md §18 Deck composition and of VALLEY-OF-SHADOWS.md's card list.
 */
export const CARDS: readonly CardData[] = Object.freeze([
  ...expand('base', 'base', BASE_ROWS),
  ...expand('dodge_city', 'dc', DODGE_CITY_ROWS),
  ...expand('valley_of_shadows', 'vos', VALLEY_OF_SHADOWS_ROWS),
]);

/** Every card key once, in order of first appearance in {@link CARDS}. */
export const CARD_KEYS: readonly CardKey[] = Object.freeze([...new Set(CARDS.map((data) => data.key))]);

const byId: ReadonlyMap<string, CardData> = new Map(CARDS.map((data) => [data.id, data]));

/** The card with this id; throws for an id that is not a card, since that is always a bug. */
export function card(id: string): CardData {
  const data = byId.get(id);
  if (data === undefined) throw new Error(`Unknown BANG! card id: ${JSON.stringify(id)}`);
  return data;
}

/** The name key of the card with this id (throws like {@link card}). */
export function keyOf(id: string): CardKey {
  return card(id).key;
}

/** Whether a value (e.g. a move argument) is the id of a playing card. */
export function isCardId(value: unknown): value is string {
  return typeof value === 'string' && byId.has(value);
}

/**
 * The ids of every card of these sets, in data order (shuffle them with boardgame.io's `random`),
 * but for the names `without` (The Valley of Shadows without its Ghost cards, VALLEY-OF-SHADOWS.md §8).
 */
export function deckFor(sets: readonly CardSet[], without: readonly CardKey[] = []): string[] {
  return CARDS.filter((data) => sets.includes(data.set) && !without.includes(data.key)).map((data) => data.id);
}
