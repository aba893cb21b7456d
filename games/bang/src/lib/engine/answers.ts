// Whether a hand card may answer as something (a Missed!, a Beer, an Escape, a Saved!): asked by the
// plays, the moves and, before a loss of life, by actions.ts, which sits below plays.ts.
import type { CardId } from '@parlor/deck';
import { keyOf } from '../cards';
import type { BangState, Seat } from '../state';
import type { Answer } from './hooks';
import { cardEntry, hooksFor } from './registry';

/**
 * Whether a hand card may be used by a seat as `as` (a Missed!, a BANG! in a Duel, a Beer at 0
 * life; Calamity Janet swaps; ruling: in Duels too), unless the event in effect refuses it.
 */
export function answersAs(G: BangState, seat: Seat, id: CardId, as: Answer): boolean {
  const entries = hooksFor(G, seat);
  // The events and, since Big Spencer (WILD-WEST-SHOW.md §W5.1), the player's own entries may refuse.
  for (const entry of entries) if (entry.refusesAnswer?.(G, seat, id, as)) return false;
  if (cardEntry(keyOf(id))?.answers?.[as] !== undefined) return true;
  for (const entry of entries) if (entry.answersAs?.(G, seat, id, as)) return true;
  return false;
}

