import type { CardId } from '@parlor/deck';
import { forget, knownBy, learn, prune } from '@parlor/hidden-info';
import type { ExplodingKittensState, Seat } from './state';

// What See or Alter the Future showed is libs/hidden-info's knowledge in `G.known`: its seat
// sees those cards in the draw pile, nobody else, for as long as each stays where it was. A card
// taken from the pile is forgotten by itself, and the others stay known (a card drawn from the
// top or the bottom does not move them); a card put among them makes them unknown unless their
// seat put it there and so knows where it went. A shuffle makes the pile unknown again. The
// `future` invariant of checks.ts holds it to the top of the pile after every move.

/** The top of the draw pile as `seat` knows it, top first: on the true state and on that seat's view alike. */
export function futureOf(G: ExplodingKittensState, seat: Seat): CardId[] {
  return G.known.length === 0 ? [] : knownBy(G.known, G.zones, seat, 'draw');
}

/** `seat` looks at the top `count` cards (See or Alter the Future): what it knew before is replaced. */
export function showFuture(G: ExplodingKittensState, seat: Seat, count: number): void {
  G.known = learn([], G.zones, seat, G.zones.draw!.slice(0, count));
}

/** Cards left the pile (a draw from the top or the bottom): what they were is no longer known there. */
export function futureDrawn(G: ExplodingKittensState): void {
  if (G.known.length > 0) G.known = prune(G.known, G.zones);
}

/**
 * `seat` put `card` back into the pile at `at` (a defused kitten), having known `before` on top
 * of it: it knows where, so a card put among or right under the known ones joins them; one put
 * further down changes nothing they show.
 */
export function futureInserted(G: ExplodingKittensState, seat: Seat, before: readonly CardId[], card: CardId, at: number): void {
  if (before.length === 0 || at > before.length) return;
  G.known = learn(G.known, G.zones, seat, [...before, card]);
}

/** `seat` put the cards it knows back on top in `order` (Alter the Future): it knows them in their new places. */
export function futureReordered(G: ExplodingKittensState, seat: Seat, order: readonly CardId[]): void {
  G.known = learn(G.known, G.zones, seat, order);
}

/** The pile was shuffled, or the seat that knew its top has no use for it any more: nobody knows it. */
export function futureForgotten(G: ExplodingKittensState): void {
  if (G.known.length > 0) G.known = forget(G.known, {});
}
