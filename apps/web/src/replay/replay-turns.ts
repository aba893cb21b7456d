import type { State } from 'boardgame.io';
import { turnHolder, type GameModule } from '@parlor/game-kit';
import type { ReplayTurn } from '@parlor/ui';
import type { ReplayStep } from '../lib/lobby-api';

/**
 * Where each turn of a replay starts, numbered from 1, with whose turn it is. A turn starts
 * where boardgame.io's `ctx.turn` changes, and also where the game's own account of whose
 * turn it is (`turnOf`) passes to another seat: Colt Express plays its whole match as one
 * boardgame.io turn, and its players count a turn for each seat's Schemin' action.
 */
export function replayTurns(steps: readonly ReplayStep[], rules: Pick<GameModule, 'turnOf'>, name: (seat: string) => string): ReplayTurn[] {
  const turns: ReplayTurn[] = [];
  let lastTurn: number | undefined;
  let lastHolder: string | null = null;
  steps.forEach((step, move) => {
    const state = step.state as unknown as State;
    // The final step ends the match: it belongs to the turn it ended.
    if (state.ctx.gameover !== undefined && move > 0) return;
    const holder = turnHolder(rules, state);
    const begins = move === 0 || state.ctx.turn !== lastTurn || (holder !== null && holder !== lastHolder);
    if (begins) turns.push({ move, number: turns.length + 1, ...(holder === null ? {} : { player: name(holder) }) });
    lastTurn = state.ctx.turn;
    if (holder !== null) lastHolder = holder;
  });
  return turns;
}
