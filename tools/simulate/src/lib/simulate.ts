import type { GameModule } from '@parlor/game-kit';
import type { Game } from 'boardgame.io';
import { apply, initialState, playout, type Action, type PlayoutResult } from '@parlor/game-kit/testing';

/** Options of {@link simulate}. */
export interface SimulateOptions {
  /** Matches to play. */
  matches: number;
  /** Seats in every match. */
  numPlayers: number;
  /** Base seed: match i plays with seed `${seed}-${i}`, or `seed` itself when there is one match. */
  seed: string;
  /** The match options (`setupData`), as the lobby would send them. */
  setupData?: unknown;
  /** Step cap per match (the playout driver's default when absent). */
  maxSteps?: number;
  /**
   * Also check every seat's and a spectator's received payload after every step (slower):
   * the module's `secrets` and `viewChecks`.
   */
  views?: boolean;
  /** A millisecond clock; default `performance.now`. */
  clock?: () => number;
  /** When given, each match's moves are added to it, to be replayed (see `replay`). */
  recorded?: Recorded[];
}

/** The moves of one match as they were played. */
export interface Recorded {
  seed: string;
  actions: Action[];
}

/** What a batch of matches measured. */
export interface SimulationReport {
  /** The game's manifest id. */
  game: string;
  /** Seats in every match. */
  numPlayers: number;
  /** Matches played. */
  matches: number;
  /** Matches that reached a game over. */
  ended: number;
  /** Matches stopped by the step cap. */
  capped: number;
  /** Every failed match: the seed that replays it, the step and what broke. */
  failures: { seed: string; step: number; message: string }[];
  /** Steps applied across all matches. */
  moves: number;
  /** Wall-clock seconds for the whole batch, checks included. */
  seconds: number;
  /** Matches per wall-clock second. */
  matchesPerSecond: number;
  /** Steps per wall-clock second, checks and enumeration included. */
  movesPerSecond: number;
  /** Average steps per match. */
  meanMovesPerMatch: number;
  /** Moves per second counting only the time in boardgame.io's reducer (rules plus framework). */
  reducerMovesPerSecond: number;
  /** Share of the time spent in `ai.enumerate` and in the checks. */
  share: { reducer: number; enumerate: number; checks: number };
  /**
   * Moves per second when the matches' moves are replayed through boardgame.io's reducer and
   * nothing else, as a server applies them (see `replay`); set by `--baseline`.
   */
  replayMovesPerSecond?: number;
}

/** The seed of match `index` of a batch. */
export function matchSeed(seed: string, matches: number, index: number): string {
  return matches === 1 ? seed : `${seed}-${index}`;
}

/**
 * Plays a batch of random matches of one game with the playout driver, checking the game's
 * invariants (and, with `views`, its hidden information) after every step.
 */
export function simulate(module: GameModule, options: SimulateOptions): SimulationReport {
  const clock = options.clock ?? (() => performance.now());
  const results: PlayoutResult[] = [];
  const start = clock();
  for (let i = 0; i < options.matches; i++) {
    const seed = matchSeed(options.seed, options.matches, i);
    const actions: Action[] = [];
    const result = playout({
        game: module.game,
        numPlayers: options.numPlayers,
        setupData: options.setupData,
        seed,
        maxSteps: options.maxSteps,
        invariants: module.invariants,
        secrets: options.views ? module.secrets : undefined,
        viewChecks: options.views ? module.viewChecks : undefined,
        clock,
        ...(options.recorded ? { onStep: (_state: unknown, action: Action) => void actions.push(action) } : {}),
      });
    results.push(result);
    options.recorded?.push({ seed, actions });
  }
  return summarize(module.manifest.id, options, results, Math.max((clock() - start) / 1000, 1e-9));
}

/**
 * Replays recorded matches through boardgame.io's reducer alone, as a server applies moves:
 * no `ai.enumerate` and no checks between them, which inside a playout cost the reducer its
 * warm caches (a rules-heavy game's reducer measured 0.74 of the trivial game's inside
 * playouts and 0.88 replayed, in the same minutes). Only the moves are timed, not the setup.
 * `afterMatch` gets the time spent so far, in ms.
 */
export function replay(
  game: Game,
  options: Pick<SimulateOptions, 'numPlayers' | 'setupData' | 'clock'>,
  recorded: readonly Recorded[],
  afterMatch?: (ms: number) => void,
): { moves: number; ms: number } {
  const clock = options.clock ?? (() => performance.now());
  let moves = 0;
  let ms = 0;
  for (const { seed, actions } of recorded) {
    let state = initialState(game, options.numPlayers, options.setupData, seed);
    const start = clock();
    for (const action of actions) {
      const outcome = apply(game, state, action);
      if (!outcome.ok) throw new Error(`replay of ${seed} diverged at move ${moves}: ${outcome.message}`);
      state = outcome.state;
    }
    ms += clock() - start;
    moves += actions.length;
    afterMatch?.(ms);
  }
  return { moves, ms };
}

/** The report of a batch of playouts that took `seconds` in all. */
export function summarize(game: string, options: Pick<SimulateOptions, 'matches' | 'numPlayers'>, results: readonly PlayoutResult[], seconds: number): SimulationReport {
  const moves = results.reduce((sum, r) => sum + r.steps, 0);
  const sum = (part: 'reducerMs' | 'enumerateMs' | 'checksMs') => results.reduce((total, r) => total + (r.timing?.[part] ?? 0), 0);
  const [reducerMs, enumerateMs, checksMs] = [sum('reducerMs'), sum('enumerateMs'), sum('checksMs')];
  const measured = Math.max(reducerMs + enumerateMs + checksMs, 1e-9);
  return {
    game,
    numPlayers: options.numPlayers,
    matches: options.matches,
    ended: results.filter((r) => r.ended && !r.failure).length,
    capped: results.filter((r) => !r.ended && !r.failure).length,
    failures: results.filter((r) => r.failure).map((r) => ({ seed: r.seed, step: r.failure!.step, message: r.failure!.message })),
    moves,
    seconds,
    matchesPerSecond: options.matches / seconds,
    movesPerSecond: moves / seconds,
    meanMovesPerMatch: options.matches ? moves / options.matches : 0,
    reducerMovesPerSecond: moves / Math.max(reducerMs / 1000, 1e-9),
    share: { reducer: reducerMs / measured, enumerate: enumerateMs / measured, checks: checksMs / measured },
  };
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** A report as the command line prints it, with a command that replays each failure. */
export function formatReport(report: SimulationReport, options: Pick<SimulateOptions, 'maxSteps' | 'views'> = {}): string {
  const lines = [
    `${report.game}, ${report.numPlayers} players: ${report.matches} matches in ${number(report.seconds, 2)} s`,
    `  matches/s ${number(report.matchesPerSecond, 1)}   moves/s ${number(report.movesPerSecond)}   mean moves/match ${number(report.meanMovesPerMatch, 1)}`,
    `  reducer only: ${number(report.reducerMovesPerSecond)} moves/s   time: reducer ${percent(report.share.reducer)}, enumerate ${percent(report.share.enumerate)}, checks ${percent(report.share.checks)}`,
    ...(report.replayMovesPerSecond === undefined ? [] : [`  replayed through the reducer alone: ${number(report.replayMovesPerSecond)} moves/s`]),
    `  ended ${report.ended}, stopped at the step cap ${report.capped}, failed ${report.failures.length}`,
  ];
  const extra = `${options.maxSteps ? ` --max-steps ${options.maxSteps}` : ''}${options.views ? ' --views' : ''}`;
  for (const failure of report.failures) {
    lines.push(`  FAILED seed ${failure.seed} at step ${failure.step}: ${failure.message}`);
    lines.push(`    replay: npm run simulate -- ${report.game} --players ${report.numPlayers} --matches 1 --seed ${failure.seed}${extra}`);
  }
  return lines.join('\n');
}
