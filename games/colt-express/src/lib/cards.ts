import { copies, defineCatalog } from '@parlor/deck';

/** A card of the deck. Cards are data; the rules look them up by id. */
export interface Card {
  id: string;
  value: number;
}

/** Two cards of each value from 1 to 12. */
export const cards = defineCatalog<Card>(
  Array.from({ length: 12 }, (_, i) => copies(`card-${i + 1}`, 2).map((id) => ({ id, value: i + 1 }))).flat(),
);

/** The total of a hand. */
export function handValue(hand: readonly string[]): number {
  return hand.reduce((sum, id) => sum + cards.get(id).value, 0);
}
