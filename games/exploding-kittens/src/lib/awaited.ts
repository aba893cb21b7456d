import type { State } from 'boardgame.io';
import type { ExplodingKittensState, Seat } from './state';
import { windows } from './windows';

/**
 * The seats the game waits for (the module contract's `awaited`): those the open window still
 * asks, or the player whose turn it is. In a Nope window every other living seat is active
 * (it may Nope at any time, even after letting the play happen), but only the seats that have
 * not passed since the last play are waited for: the window closes when they all have. The
 * window stack is public, so every seat's view and a spectator's give the same answer.
 */
export function awaited({ G, ctx }: Pick<State<ExplodingKittensState>, 'G' | 'ctx'>): Seat[] {
  if (ctx.gameover !== undefined) return [];
  return windows.top(G) !== undefined ? windows.awaiting(G) : [ctx.currentPlayer];
}
