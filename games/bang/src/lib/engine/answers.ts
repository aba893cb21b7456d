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
 * Whether it could answer so is asked first: most cards of a hand cannot, and the refusals are
 * asked of every entry (the scans for an Escape or a Saved! ask it of every card of every hand).
 */
export function answersAs(G: BangState, seat: Seat, id: CardId, as: Answer): boolean {
  const entries = hooksFor(G, seat);
  if (cardEntry(keyOf(id))?.answers?.[as] === undefined && !entries.some((entry) => entry.answersAs?.(G, seat, id, as))) return false;
  // The events and, since Big Spencer (WILD-WEST-SHOW.md §W5.1), the player's own entries may refuse.
  for (const entry of entries) if (entry.refusesAnswer?.(G, seat, id, as)) return false;
  return true;
}

/**
 * Whether the match holds what reads the marks steps and shots carry for The Valley of Shadows
 * (`escapable`: Escape, Mick Defender; `Shot.bangCard`, `answeredBy`: Aim, Bounty, Shotgun, Colorado
 * Bill, Backfire) and the cards that answer another's loss (Saved!). Without its cards and characters
 * the marks are left off and nobody is asked, so that such a match goes through exactly the states
 * it always did (options-off.test.ts holds every older setting to that).
 */
export function readsMarks(G: BangState): boolean {
  return G.options.sets.includes('valley_of_shadows') || G.options.characters.includes('valley_of_shadows');
}
