import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { activeSeats, apply, initialState, received, type Outcome } from './reducer';

/** Options of {@link createMatch}. */
export interface MatchOptions<G> {
  game: Game<G>;
  numPlayers: number;
  setupData?: unknown;
  /** The seed of the match's PRNG, so deals and shuffles are the same on every run. */
  seed?: string | number;
  /**
   * The GIVEN of a scenario: change G (and ctx, such as who is current) after setup. Gets
   * plain mutable copies; keep them consistent with the game's own invariants.
   */
  arrange?: (state: { G: G; ctx: Ctx }) => void;
  /** Run the game's `validateSetupData` first, as the lobby does (default true). */
  validate?: boolean;
}

/** Thrown by {@link Match.move} when the game or boardgame.io rejects the move. */
export class MoveRejected extends Error {
  override name = 'MoveRejected';
  constructor(
    readonly seat: string,
    readonly move: string,
    readonly args: unknown[],
    readonly error: string,
    readonly detail: string,
  ) {
    super(`seat ${seat} ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}) was rejected: ${error}\n${detail}`);
  }
}

/** A match driven move by move through boardgame.io's reducer, for scenario tests. */
export interface Match<G> {
  /** The full, unfiltered state (what the server stores). */
  readonly state: State<G>;
  readonly G: G;
  readonly ctx: Ctx;
  /** Every log entry so far, unredacted. */
  readonly log: LogEntry[];
  /** Makes a move as `seat`; throws {@link MoveRejected} if it is rejected. */
  move(seat: string, name: string, ...args: unknown[]): void;
  /**
   * Tries a move as `seat` and reports the outcome. A rejected move is checked to have
   * changed nothing at all.
   */
  attempt(seat: string, name: string, ...args: unknown[]): Outcome<G>;
  /** Sends an event (endTurn, ...) as `seat`, as a client could. */
  event(seat: string, name: string, ...args: unknown[]): Outcome<G>;
  /** The seats that may act now. */
  activeSeats(): string[];
  /** The game's playerView of G for a seat, or `null` for a spectator. */
  view(viewer: string | null): G;
  /** What a socket of `viewer` receives on sync: filtered state and redacted log. */
  received(viewer: string | null): { state: State<G>; log: LogEntry[] };
}

/**
 * Builds a match for a scenario test: set up with a fixed seed, adjusted by `arrange`, then
 * driven move by move as any seat. The state `arrange` gets is the one a client first sees:
 * setup has run and so has the first turn's start (`turn.onBegin`: a game that draws at the
 * start of a turn has drawn), as boardgame.io's initial state always includes it.
 *
 * @example
 * const match = createMatch({ game, numPlayers: 3, seed: 'T1', arrange: ({ G }) => { G.zones.draw.unshift('shuffle-1') } });
 * match.move('0', 'draw');
 * expect(match.G.zones['hand:0']).toContain('shuffle-1');
 */
export function createMatch<G>(options: MatchOptions<G>): Match<G> {
  const { game, numPlayers, setupData, seed = 'parlor', arrange, validate = true } = options;
  if (validate && game.validateSetupData) {
    const problem = game.validateSetupData(setupData, numPlayers);
    if (problem !== undefined) throw new Error(`setup rejected: ${problem}`);
  }
  let state = initialState(game, numPlayers, setupData, seed);
  if (arrange) {
    const G = structuredClone(state.G);
    const ctx = structuredClone(state.ctx);
    arrange({ G, ctx });
    state = { ...state, G, ctx };
  }
  const log: LogEntry[] = [];

  function run(seat: string, name: string, args: unknown[], event: boolean): Outcome<G> {
    const before = JSON.stringify(state);
    const outcome = apply(game, state, { seat, name, args, event });
    if (!outcome.ok) {
      if (JSON.stringify(state) !== before) throw new Error(`rejected ${name} changed the state`);
      return outcome;
    }
    state = outcome.state;
    if (state.deltalog) log.push(...state.deltalog);
    return outcome;
  }

  const match: Match<G> = {
    get state() {
      return state;
    },
    get G() {
      return state.G;
    },
    get ctx() {
      return state.ctx;
    },
    get log() {
      return log;
    },
    move(seat, name, ...args) {
      const outcome = run(seat, name, args, false);
      if (!outcome.ok) throw new MoveRejected(seat, name, args, outcome.error, outcome.message);
    },
    attempt: (seat, name, ...args) => run(seat, name, args, false),
    event: (seat, name, ...args) => run(seat, name, args, true),
    activeSeats: () => activeSeats(state.ctx),
    view: (viewer) => (game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID: viewer }) : state.G),
    received: (viewer) => received(game, state, log, viewer),
  };
  return match;
}
