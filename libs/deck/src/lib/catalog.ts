import { DeckError, type CardId } from './zones';

/** Card data looked up by id: the game's own TypeScript data file turned into a lookup. */
export interface CardCatalog<T extends { id: CardId }> {
  /** Every card id, in data order. */
  readonly ids: readonly CardId[];
  /** Every card, in data order. */
  readonly cards: readonly T[];
  /** The card with this id; throws for an unknown id. */
  get(id: CardId): T;
  /** Whether `id` is a card of this catalog (use it to validate a player's input). */
  has(id: unknown): id is CardId;
}

/**
 * Builds a {@link CardCatalog} from card data. Throws if two cards share an id, so a data
 * mistake fails at load time rather than during a match.
 */
export function defineCatalog<T extends { id: CardId }>(cards: readonly T[]): CardCatalog<T> {
  const byId = new Map<CardId, T>();
  for (const card of cards) {
    if (byId.has(card.id)) throw new DeckError(`duplicate card id "${card.id}"`);
    byId.set(card.id, card);
  }
  const ids = cards.map((card) => card.id);
  return {
    ids,
    cards,
    get(id) {
      const card = byId.get(id);
      if (!card) throw new DeckError(`unknown card "${id}"`);
      return card;
    },
    has(id: unknown): id is CardId {
      return typeof id === 'string' && byId.has(id);
    },
  };
}

/**
 * Expands "N copies of a card" into distinct ids: `copies('skip', 3)` gives
 * `['skip-1', 'skip-2', 'skip-3']`. Numbering starts at `from` (default 1), so a second
 * printing of the same card can continue the sequence.
 */
export function copies(prefix: string, count: number, from = 1): CardId[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${from + i}`);
}
