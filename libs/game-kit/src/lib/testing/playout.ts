import type { Game, LogEntry, State } from 'boardgame.io';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { findLeaks } from '@parlor/hidden-info';
import { decide } from '../bot';
import { clientEvents, type GameModule, type Invariant, type ViewCheck } from '../module';
import { activeSeats, apply, initialState, received, type Action } from './reducer';


/** Options of {@link playout}. */
export interface PlayoutOptions<G> {
  game: Game<G>;
  numPlayers: number;
  setupData?: unknown;
  /** Seeds both the game's PRNG and the driver's choices: the same seed replays the same match. */
  seed: string;
  /** Stop after this many steps (moves or events) even if the match goes on; default 20,000. */
  maxSteps?: number;
  /** Checked on the initial state and after every step. */
  invariants?: Invariant<G>[];
  /**
   * Hidden-information check, run on the initial state and after every step: for every seat
   * and a spectator (`null`), the strings that viewer must not receive. The driver scans what
   * boardgame.io would send that viewer (filtered state, and the step's log entry after
   * redaction) and fails on any of them.
   */
  secrets?: (state: State<G>, viewer: string | null, previous?: State<G>) => ReadonlySet<string>;
  /**
   * Field-by-field checks of what every seat and a spectator received (roles, purse values...),
   * run on the initial state and after every step, on the same payload as `secrets`.
   */
  viewChecks?: ViewCheck<G>[];
  /**
   * The module's `awaited`: checked, on the same payload as `secrets`, to give every seat and a
   * spectator the same seats as the whole state does (the room's header and the boards say
   * whose turn it is from what the viewer received).
   */
  awaited?: (state: State<G>) => string[];
  /** Called after every applied step, e.g. to collect statistics. */
  onStep?: (state: State<G>, action: Action, step: number) => void;
  /** A millisecond clock (`performance.now`): when given, the result says where the time went. */
  clock?: () => number;
  /**
   * Seats the module's bot plays (game-kit's `decide`, from the seat's view) instead of the
   * random driver; the bot's moves go through every check the others do, leaks included.
   */
  bots?: { module: GameModule<G>; seats: readonly string[]; budgetMs?: number };
}

/** Milliseconds spent in each part of a playout (with {@link PlayoutOptions.clock}). */
export interface PlayoutTiming {
  /** Applying moves through boardgame.io's reducer: the rules plus the framework. */
  reducerMs: number;
  /** The game's `ai.enumerate`. */
  enumerateMs: number;
  /** Invariants and hidden-information checks. */
  checksMs: number;
}

/** How a playout went. `failure` is set when a rule of the driver or an invariant broke. */
export interface PlayoutResult {
  seed: string;
  numPlayers: number;
  /** Steps applied. */
  steps: number;
  /** Whether the match reached `ctx.gameover`. */
  ended: boolean;
  gameover?: unknown;
  failure?: { step: number; message: string; action?: Action };
  timing?: PlayoutTiming;
}

/** A seeded generator of the driver's own choices (kept apart from the game's PRNG). */
export function choiceGenerator(seed: string): (count: number) => number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  const rng = xoroshiro128plus(hash | 0);
  return (count) => uniformInt(rng, 0, count - 1);
}

type Enumerated = { move?: string; event?: string; args?: unknown[] };

function describe(action: Action): string {
  return `seat ${action.seat} ${action.event ? 'event ' : ''}${action.name}(${action.args.map((a) => JSON.stringify(a)).join(', ')})`;
}

/**
 * Plays one random match to its end (or the step cap) through boardgame.io's reducer.
 *
 * Unlike boardgame.io's `Simulate`, which only ever moves the first active player, each step
 * picks a seat at random among ALL active seats that have a legal action (so response windows
 * and simultaneous passes are exercised), then one of that seat's actions from `ai.enumerate`.
 * It fails when enumerate offers an action the game rejects, offers an event clients may not
 * send, offers nothing while the match is not over, when a move throws, when an invariant
 * breaks, or when a secret reaches a viewer.
 */
export function playout<G>(options: PlayoutOptions<G>): PlayoutResult {
  const { game, numPlayers, setupData, seed, maxSteps = 20_000, invariants = [], secrets, viewChecks = [], awaited, onStep, clock, bots } = options;
  const enumerate = game.ai?.enumerate;
  const result: PlayoutResult = { seed, numPlayers, steps: 0, ended: false };
  const timing: PlayoutTiming = { reducerMs: 0, enumerateMs: 0, checksMs: 0 };
  if (clock) result.timing = timing;
  const timed = <T>(part: keyof PlayoutTiming, fn: () => T): T => {
    if (!clock) return fn();
    const start = clock();
    try {
      return fn();
    } finally {
      timing[part] += clock() - start;
    }
  };
  if (!enumerate) return { ...result, failure: { step: 0, message: 'the game has no ai.enumerate' } };
  const allowedEvents = new Set(clientEvents(game));
  const pick = choiceGenerator(seed);
  const viewers: (string | null)[] = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];

  const check = (state: State<G>, previous: State<G> | undefined, newLog: LogEntry[]) =>
    timed('checksMs', () => checkState(state, previous, newLog));
  const checkState = (state: State<G>, previous: State<G> | undefined, newLog: LogEntry[]): string | undefined => {
    for (const invariant of invariants) {
      const broken = invariant(state, previous);
      if (broken) return `invariant broken: ${broken}`;
    }
    if (secrets || viewChecks.length > 0 || awaited) {
      const waitedFor = awaited?.(state).join(',');
      for (const viewer of viewers) {
        const hidden = secrets?.(state, viewer, previous) ?? new Set<string>();
        if (hidden.size === 0 && viewChecks.length === 0 && !awaited) continue;
        const seen = received(game, state, newLog, viewer);
        if (awaited) {
          const seenWaitedFor = awaited(seen.state).join(',');
          if (seenWaitedFor !== waitedFor) return `${viewer === null ? 'a spectator' : `seat ${viewer}`} is told the match waits for [${seenWaitedFor}], not [${waitedFor}]`;
        }
        if (hidden.size > 0) {
          // A seat knows the arguments of its own moves, wherever the cards went since.
          const othersLog = seen.log.filter((entry) => entry.action.payload.playerID !== viewer);
          const leaks = [...findLeaks(seen.state.G, hidden, 'G'), ...findLeaks(othersLog, hidden, 'log')];
          if (leaks.length > 0) {
            const where = leaks.slice(0, 3).map((leak) => `${leak.path} = "${leak.found}"`).join(', ');
            return `${viewer === null ? 'a spectator' : `seat ${viewer}`} can see a secret: ${where}`;
          }
        }
        for (const viewCheck of viewChecks) {
          const viewOf = (other: G) => received(game, { ...state, G: other }, [], viewer).state.G;
          const wrong = viewCheck(state, viewer, { G: seen.state.G, log: seen.log, viewOf });
          if (wrong) return `${viewer === null ? 'a spectator' : `seat ${viewer}`}'s view is wrong: ${wrong}`;
        }
      }
    }
    return undefined;
  };

  let state: State<G>;
  try {
    state = initialState(game, numPlayers, setupData, seed);
  } catch (error) {
    return { ...result, failure: { step: 0, message: `setup threw: ${(error as Error).stack ?? error}` } };
  }
  const initialProblem = check(state, undefined, []);
  if (initialProblem) return { ...result, failure: { step: 0, message: initialProblem } };

  while (result.steps < maxSteps) {
    if (state.ctx.gameover !== undefined) {
      return { ...result, ended: true, gameover: state.ctx.gameover };
    }
    const options: Action[][] = [];
    for (const seat of activeSeats(state.ctx)) {
      let listed: Enumerated[];
      try {
        listed = timed('enumerateMs', () => enumerate(state.G, state.ctx, seat) as Enumerated[]);
      } catch (error) {
        return { ...result, failure: { step: result.steps, message: `enumerate threw for seat ${seat}: ${(error as Error).stack ?? error}` } };
      }
      const actions: Action[] = [];
      for (const entry of listed) {
        if (entry.event !== undefined) {
          if (!allowedEvents.has(entry.event)) {
            return { ...result, failure: { step: result.steps, message: `enumerate offered event "${entry.event}", which clients cannot send` } };
          }
          actions.push({ seat, name: entry.event, args: entry.args ?? [], event: true });
        } else if (entry.move !== undefined) {
          actions.push({ seat, name: entry.move, args: entry.args ?? [] });
        }
      }
      if (actions.length > 0) options.push(actions);
    }
    if (options.length === 0) {
      return {
        ...result,
        failure: { step: result.steps, message: `stuck: no legal action for active seats [${activeSeats(state.ctx).join(', ')}]` },
      };
    }
    const seatActions = options[pick(options.length)]!;
    let action = seatActions[pick(seatActions.length)]!;
    let chooser = 'enumerate offered';
    if (bots?.seats.includes(action.seat)) {
      const chosen = decide(bots.module, state, action.seat, { random: () => pick(1_000_000) / 1_000_000, budgetMs: bots.budgetMs ?? 40 });
      if (chosen) action = { seat: action.seat, name: chosen.move, args: chosen.args ?? [] };
      chooser = 'the bot chose';
    }
    let outcome;
    try {
      outcome = timed('reducerMs', () => apply(game, state, action));
    } catch (error) {
      return { ...result, failure: { step: result.steps, action, message: `${describe(action)} threw: ${(error as Error).stack ?? error}` } };
    }
    if (!outcome.ok) {
      return {
        ...result,
        failure: { step: result.steps, action, message: `${chooser} ${describe(action)}, which was rejected: ${outcome.message}` },
      };
    }
    const previous = state;
    state = outcome.state;
    result.steps++;
    const problem = check(state, previous, state.deltalog ?? []);
    if (problem) return { ...result, failure: { step: result.steps, action, message: `after ${describe(action)}: ${problem}` } };
    onStep?.(state, action, result.steps);
  }
  return { ...result, ended: state.ctx.gameover !== undefined, gameover: state.ctx.gameover };
}
