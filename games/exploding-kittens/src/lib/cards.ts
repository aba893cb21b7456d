import { copies, defineCatalog, type CardId } from '@parlor/deck';

/** A card title. Two cards with the same kind have the same title (what combos compare). */
export type CardKind =
  | 'exploding_kitten'
  | 'defuse'
  | 'attack'
  | 'targeted_attack'
  | 'skip'
  | 'see_the_future'
  | 'alter_the_future'
  | 'shuffle'
  | 'draw_from_the_bottom'
  | 'favor'
  | 'nope'
  | 'tacocat'
  | 'cattermelon'
  | 'hairy_potato_cat'
  | 'beard_cat'
  | 'rainbow_ralphing_cat'
  | 'feral_cat';

/** What a title is: it decides where the card may be played. */
export type CardCategory = 'kitten' | 'defuse' | 'action' | 'reaction' | 'cat' | 'wild_cat';

/** One title of the Party Pack (RULES.md §1): how many copies carry the paw print and how many do not. */
export interface CardType {
  kind: CardKind;
  category: CardCategory;
  paw: number;
  noPaw: number;
}

/** The Party Pack's 17 titles, 120 cards (the table of RULES.md §1). */
export const CARD_TYPES: readonly CardType[] = [
  { kind: 'exploding_kitten', category: 'kitten', paw: 0, noPaw: 9 },
  { kind: 'defuse', category: 'defuse', paw: 3, noPaw: 7 },
  { kind: 'attack', category: 'action', paw: 2, noPaw: 3 },
  { kind: 'targeted_attack', category: 'action', paw: 2, noPaw: 3 },
  { kind: 'skip', category: 'action', paw: 4, noPaw: 6 },
  { kind: 'see_the_future', category: 'action', paw: 3, noPaw: 3 },
  { kind: 'alter_the_future', category: 'action', paw: 2, noPaw: 4 },
  { kind: 'shuffle', category: 'action', paw: 2, noPaw: 4 },
  { kind: 'draw_from_the_bottom', category: 'action', paw: 3, noPaw: 4 },
  { kind: 'favor', category: 'action', paw: 2, noPaw: 4 },
  { kind: 'nope', category: 'reaction', paw: 4, noPaw: 5 },
  { kind: 'tacocat', category: 'cat', paw: 3, noPaw: 4 },
  { kind: 'cattermelon', category: 'cat', paw: 3, noPaw: 4 },
  { kind: 'hairy_potato_cat', category: 'cat', paw: 3, noPaw: 4 },
  { kind: 'beard_cat', category: 'cat', paw: 3, noPaw: 4 },
  { kind: 'rainbow_ralphing_cat', category: 'cat', paw: 3, noPaw: 4 },
  { kind: 'feral_cat', category: 'wild_cat', paw: 2, noPaw: 4 },
];

/** One physical card. Ids read `<kind>-p<n>` for paw-print cards and `<kind>-<n>` for the others. */
export interface Card {
  id: CardId;
  kind: CardKind;
  paw: boolean;
}

/**
 * Every card of the box. Exploding Kittens carry no paw split (they are set aside before the
 * paw filter, RULES.md §2), so they are all listed as paw-less.
 */
export const cards = defineCatalog<Card>(
  CARD_TYPES.flatMap((type) => [
    ...copies(`${type.kind}-p`, type.paw).map((id) => ({ id: id.replace('-p-', '-p'), kind: type.kind, paw: true })),
    ...copies(type.kind, type.noPaw).map((id) => ({ id, kind: type.kind, paw: false })),
  ]),
);

const typeOf = new Map(CARD_TYPES.map((type) => [type.kind, type]));

/** Every title, in data order. */
export const CARD_KINDS: readonly CardKind[] = CARD_TYPES.map((type) => type.kind);

/** Titles a player can name for a three-of-a-kind (any title a hand can hold). */
export const NAMEABLE_KINDS: readonly CardKind[] = CARD_KINDS.filter((kind) => kind !== 'exploding_kitten');

/** The title of a card. */
export function kindOf(card: CardId): CardKind {
  return cards.get(card).kind;
}

/** The category of a title. */
export function categoryOf(kind: CardKind): CardCategory {
  return typeOf.get(kind)!.category;
}

/** Whether `value` is a title. */
export function isCardKind(value: unknown): value is CardKind {
  return typeof value === 'string' && typeOf.has(value as CardKind);
}

/** Which printings a player count uses (RULES.md §2): paw-print cards for 2-3, the others for 4-7, all for 8-10. */
export function printingFor(numPlayers: number): 'paw' | 'noPaw' | 'all' {
  return numPlayers <= 3 ? 'paw' : numPlayers <= 7 ? 'noPaw' : 'all';
}

/** The deck for a player count, without any Exploding Kitten. */
export function deckFor(numPlayers: number): CardId[] {
  const printing = printingFor(numPlayers);
  return cards.cards
    .filter((card) => card.kind !== 'exploding_kitten' && (printing === 'all' || card.paw === (printing === 'paw')))
    .map((card) => card.id);
}

/** All nine Exploding Kittens. */
export const KITTENS: readonly CardId[] = cards.cards.filter((card) => card.kind === 'exploding_kitten').map((card) => card.id);

/** Every card of a match of `numPlayers`: its deck and all nine kittens (those unused wait in the box). */
export function matchCards(numPlayers: number): CardId[] {
  return [...deckFor(numPlayers), ...KITTENS];
}
