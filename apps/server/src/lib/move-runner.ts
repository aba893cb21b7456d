import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import { StaleStateError, type ParlorStorage, type ResultHook } from '@parlor/storage';
import type { GameRuntime, Payload, Published } from './game-runtime';
import { withAddedHistory } from './history-log';
import type { MoveStages } from './move-stages';
import type { Action } from './socket-checks';
import type { TableHooks } from './transport';

export interface MoveRunnerOptions {
  storage: Pick<ParlorStorage, 'fetch' | 'setState'>;
  /** Tells every socket of the match, in every process. */
  publish: (matchID: string, message: Omit<Published, 'from'>) => void;
  /** Where each stage's time is counted. */
  stages: MoveStages;
  /** The table keeper, to plan each new state; none: nothing is planned. */
  table?: Pick<TableHooks, 'prepare'>;
  /** How often a move beaten by another process's write is tried again on the newer state. */
  retries?: number;
  /** For tests only: delay every state write by this many ms. */
  writeDelayMs?: number;
  /** The work a match's result brings (its rating), done in the transaction that stores it; none: none. */
  onResult?: (matchID: string, state: State) => ResultHook | undefined;
}

/** A move applied (its new state, and whether its plan was stored with it), or why it was refused. */
export type MoveOutcome = { state: State; planned: boolean } | { refused: string };

/**
 * Runs actions as boardgame.io's Master.onUpdate does (seat active, move available, state id
 * current unless the move ignores it, reducer), then stores the new state and only then
 * broadcasts it, so no client ever sees a move a crash could lose. The caller holds the
 * match's move lock.
 */
export class MoveRunner {
  private readonly retries: number;

  constructor(private readonly options: MoveRunnerOptions) {
    this.retries = options.retries ?? 3;
  }

  /**
   * Applies `action` for `playerID`, sent from state `stateID`. Given the match's seats, the
   * table keeper's plan of the new state is stored with it (`planned` is then true);
   * otherwise the caller has the keeper plan after the move.
   */
  async apply(
    runtime: GameRuntime,
    matchID: string,
    playerID: string,
    action: Action,
    stateID: number,
    metadata: BgioServer.MatchData | undefined,
    byServer = false,
  ): Promise<MoveOutcome> {
    const { storage, stages, table, writeDelayMs = 0 } = this.options;
    const { game, reducer } = runtime;
    const { credentials: _secret, ...payload } = action.payload;
    const stripped = { type: action.type, payload };
    for (let attempt = 0; ; attempt++) {
      const { state } = await storage.fetch(matchID, { state: true });
      if (!state) return { refused: 'match not found' };
      const checking = performance.now();
      // A move sent before the match ended (two seats answering at once, a bot's deadline) came
      // from an old state: said so, as for any stale move, rather than as one sent after the end.
      if (state.ctx.gameover !== undefined) return { refused: state._stateID === stateID ? 'match is over' : `sent from state ${stateID}, now ${state._stateID}` };
      if (!game.flow.isPlayerActive(state.G, state.ctx, playerID)) return { refused: 'seat not active' };
      const move = action.type === 'MAKE_MOVE' ? game.flow.getMove(state.ctx, payload.type, playerID) : null;
      if (action.type === 'MAKE_MOVE' && !move) return { refused: 'move not available now' };
      const ignoresStateID = typeof move === 'object' && move !== null && (move as { ignoreStaleStateID?: boolean }).ignoreStaleStateID === true;
      if (state._stateID !== stateID && !ignoresStateID) return { refused: `sent from state ${stateID}, now ${state._stateID}` };
      const reducing = stages.add('checks', checking);
      const reduced = reducer(state, stripped);
      if (reduced.transients !== undefined || reduced._stateID !== state._stateID + 1) return { refused: 'refused by the rules' };
      // A move the server made for the seat (its bot, its clock) says so in the log: a match is
      // rated only if no seat was played that way for more than a quarter of its moves.
      if (byServer) for (const entry of reduced.deltalog ?? []) if (entry.action.type === 'MAKE_MOVE') (entry as LogEntry & { byServer?: true }).byServer = true;
      const next = withAddedHistory(state, reduced, runtime.history);
      const { deltalog, ...stored } = next;
      const planning = stages.add('rules', reducing);
      const plan = metadata && table?.prepare(matchID, next, metadata, playerID);
      stages.add('plan', planning);
      try {
        if (writeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, writeDelayMs));
        const storing = performance.now();
        const hook = next.ctx.gameover !== undefined ? this.options.onResult?.(matchID, stored as State) : undefined;
        const written = storage.setState(matchID, stored as State, deltalog, plan?.rows, hook);
        stages.add('store', storing);
        await written;
      } catch (error) {
        // Another process stored a newer state first: the checks run again on it (a move sent
        // from the old state is then refused by its state id).
        if (error instanceof StaleStateError && attempt < this.retries) continue;
        throw error;
      }
      const update: Payload = game.deltaState ? { type: 'patch', args: [matchID, state._stateID, state, next] } : { type: 'update', args: [matchID, next] };
      const changedTable = plan && stages.time('plan', plan.stored);
      this.options.publish(matchID, { payload: update, ...(changedTable ? { table: changedTable } : {}) });
      return { state: next, planned: plan !== undefined };
    }
  }
}
