import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { captureFrameworkErrors, initialState } from './reducer';

type FetchOpts = { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean };

/** The smallest synchronous store boardgame.io's Master accepts: one match, in memory. */
class OneMatchStore extends Sync {
  state: State | undefined;
  initial: State | undefined;
  metadata: Server.MatchData | undefined;
  log: LogEntry[] = [];

  override createMatch(_matchID: string, opts: { initialState: State; metadata: Server.MatchData }): void {
    this.initial = opts.initialState;
    this.state = opts.initialState;
    this.metadata = opts.metadata;
  }
  override setState(_matchID: string, state: State, deltalog?: LogEntry[]): void {
    if (deltalog) this.log.push(...deltalog);
    this.state = state;
  }
  override setMetadata(_matchID: string, metadata: Server.MatchData): void {
    this.metadata = metadata;
  }
  override fetch(_matchID: string, opts: FetchOpts) {
    return {
      ...(opts.state ? { state: this.state } : {}),
      ...(opts.metadata ? { metadata: this.metadata } : {}),
      ...(opts.log ? { log: this.log } : {}),
      ...(opts.initialState ? { initialState: this.initial } : {}),
    } as never;
  }
  override wipe(): void {
    this.state = undefined;
  }
  override listMatches(): string[] {
    return this.state ? ['match'] : [];
  }
}

/** A match run through boardgame.io's server-side `Master`, stale-state checks included. */
export interface ServerMatch<G> {
  readonly state: State<G>;
  readonly log: LogEntry[];
  /**
   * Sends a move as `seat`, quoting `stateID` as the client's last seen state (default: the
   * current one). Resolves to whether the move was applied: a move sent from a stale state is
   * dropped unless it is `ignoreStaleStateID`, exactly as on a real server.
   */
  send(seat: string, name: string, args: unknown[], stateID?: number): Promise<boolean>;
}

/**
 * Builds a match behind boardgame.io's real `Master`, for what the reducer alone cannot
 * show: two seats answering from the same state at once (a Nope window), stale clients,
 * redaction of the broadcast log.
 */
export function createServerMatch<G>(options: {
  game: Game<G>;
  numPlayers: number;
  setupData?: unknown;
  seed?: string | number;
}): ServerMatch<G> {
  const { game, numPlayers, setupData, seed = 'parlor' } = options;
  const store = new OneMatchStore();
  const players: Server.MatchData['players'] = {};
  for (let i = 0; i < numPlayers; i++) players[i] = { id: i };
  store.createMatch('match', {
    initialState: initialState(game, numPlayers, setupData, seed),
    metadata: { gameName: game.name ?? 'default', players, createdAt: 0, updatedAt: 0 },
  });
  const master = new Master(game, store, { send: () => undefined, sendAll: () => undefined });

  return {
    get state() {
      return store.state as State<G>;
    },
    get log() {
      return store.log;
    },
    async send(seat, name, args, stateID) {
      const before = store.state!._stateID;
      const action = { type: 'MAKE_MOVE', payload: { type: name, args, playerID: seat } } as const;
      const { value } = captureFrameworkErrors(() =>
        master.onUpdate(action as never, stateID ?? before, 'match', seat),
      );
      await value;
      return store.state!._stateID !== before;
    },
  };
}
