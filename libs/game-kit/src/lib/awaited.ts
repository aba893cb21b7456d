import type { State } from 'boardgame.io';
import type { GameModule } from './module';

/**
 * The seats a match waits for now: the module's own `awaited`, else every seat boardgame.io
 * lets act (`ctx.activePlayers`, or the current player). The server runs its clocks and bots
 * from it, and the room's header and the boards say whose turn it is from it, so they agree.
 * A module's `awaited` must give the same answer on any seat's view as on the whole state.
 */
export function awaitedSeats(module: Pick<GameModule, 'awaited'>, state: State): string[] {
  if (state.ctx.gameover !== undefined) return [];
  if (module.awaited) return module.awaited(state);
  const { ctx } = state;
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/** Whose turn it is as the game's players say it (the module's `turnOf`, else the current player); null once over. */
export function turnHolder(module: Pick<GameModule, 'turnOf'>, state: State): string | null {
  if (state.ctx.gameover !== undefined) return null;
  return module.turnOf ? module.turnOf(state) : state.ctx.currentPlayer;
}
