import type { State } from 'boardgame.io';
import { windows } from './engine/windows';
import type { BangState, Seat } from './state';

/**
 * The seats the game waits for (the module contract's `awaited`): those the innermost window
 * asks, or the player whose turn it is. A seat standing by in the `anytime` stage (Sid
 * Ketchum with a heal ready) may act but is never waited for: no clock runs for it.
 */
export function awaited({ G, ctx }: State<BangState>): Seat[] {
  if (G.result !== null) return [];
  return windows.top(G) !== undefined ? windows.awaiting(G) : [ctx.currentPlayer];
}
