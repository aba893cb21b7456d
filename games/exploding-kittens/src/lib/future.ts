import type { CardId } from '@parlor/deck';
import type { ExplodingKittensState, Seat } from './state';

// `G.future` is what its seat knows of the top of the draw pile, top first. It stays for as
// long as it is true: the pile changing elsewhere (a card drawn from the bottom, a kitten put
// back below the known cards) leaves it as it is, and a card taken from it or put into it
// updates it. Only a shuffle makes it unknown again. The `future` invariant of checks.ts holds
// it to the pile after every move. The arrays are replaced, never edited: the previous state
// is frozen.

/** `seat` looks at the top `count` cards (See or Alter the Future). */
export function showFuture(G: ExplodingKittensState, seat: Seat, count: number): void {
  G.future = { seat, cards: G.zones.draw!.slice(0, count) };
}

/** A card left the pile, from the top or the bottom: it is no longer part of what is known. */
export function futureDrawn(G: ExplodingKittensState, card: CardId): void {
  if (G.future === null || !G.future.cards.includes(card)) return;
  const cards = G.future.cards.filter((known) => known !== card);
  G.future = cards.length > 0 ? { seat: G.future.seat, cards } : null;
}

/**
 * `seat` put `card` back into the pile at `at` (a defused kitten): it knows where, so a card
 * put among or right under the known ones joins them; one put further down changes nothing
 * they show.
 */
export function futureInserted(G: ExplodingKittensState, seat: Seat, card: CardId, at: number): void {
  if (G.future?.seat !== seat || at > G.future.cards.length) return;
  G.future = { seat, cards: [...G.future.cards.slice(0, at), card, ...G.future.cards.slice(at)] };
}

/** The pile was shuffled: nobody knows its top any more. */
export function futureForgotten(G: ExplodingKittensState): void {
  if (G.future !== null) G.future = null;
}
