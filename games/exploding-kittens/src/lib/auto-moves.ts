import type { State } from 'boardgame.io';
import type { AutoMove } from '@parlor/game-kit';
import type { ExplodingKittensState } from './state';
import { windows } from './windows';

/**
 * Seconds before a seat that has not answered a Nope window lets the play happen (RULES.md §6,
 * digital ruling): the same for every seat, so the timing of a pass reveals nothing. The board
 * shows it as a countdown; the server waits as long before passing for a seat nobody plays.
 */
export const NOPE_SECONDS = 8;

/**
 * The passes the boards of the seats a Nope window waits on make when its countdown ends. The
 * other windows are choices (where a defused kitten goes, which card to give): the board
 * never makes those by itself, so neither does the server.
 */
export function autoMoves(state: State<ExplodingKittensState>): AutoMove[] {
  if (state.ctx.gameover !== undefined || windows.top(state.G)?.tag !== 'nope') return [];
  const version = windows.version(state.G);
  return windows.awaiting(state.G).map((playerID) => ({ playerID, move: 'pass', args: [version], afterMs: NOPE_SECONDS * 1000 }));
}
