import type { Game } from 'boardgame.io';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';
import { playout, type PlayoutResult } from '@parlor/game-kit/testing';
import { simulate, summarize, type SimulateOptions, type SimulationReport } from './simulate';

// The speed goals compare a game's reducer figure with what boardgame.io alone costs "here",
// but one machine gives figures a third apart from one hour to the next. Measuring the
// framework on a game with no rules to speak of, in the same run and the same way, turns an
// absolute figure into a comparison that holds: rules cost = 1/game - 1/baseline per move.

const manifest = defineManifest({
  id: 'baseline',
  title: { en: 'Framework baseline', 'zh-TW': '框架基準' },
  summary: { en: 'One move that adds one and ends the turn.', 'zh-TW': '一個加一並結束回合的動作。' },
  minPlayers: 2,
  maxPlayers: 10,
  playingTime: { min: 1, max: 1 },
  tags: ['benchmark'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

/** How many moves a baseline match lasts. */
export const BASELINE_MOVES_PER_MATCH = 50;

const game: Game<{ count: number }> = {
  name: 'baseline',
  minPlayers: 2,
  maxPlayers: 10,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: () => ({ count: 0 }),
  // Nothing is hidden: every seat sees the count.
  playerView: ({ G }) => G,
  moves: {
    add: ({ G, events }) => {
      G.count += 1;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.count >= BASELINE_MOVES_PER_MATCH ? { winner: '0' } : undefined),
  ai: { enumerate: () => [{ move: 'add', args: [] }] },
};

/** The trivial game the baseline plays: a counter, one move that adds one and ends the turn. */
export const baselineModule: GameModule<{ count: number }> = { game, manifest };

/**
 * Plays `matches` matches of the trivial game through the same driver and timing as
 * {@link simulate}: its `reducerMovesPerSecond` is what boardgame.io's reducer does on this
 * machine right now with no rules to run.
 */
export function frameworkBaseline(options: Pick<SimulateOptions, 'clock'> & { matches?: number; numPlayers?: number } = {}): SimulationReport {
  return simulate(baselineModule, { matches: options.matches ?? 2000, numPlayers: options.numPlayers ?? 4, seed: 'baseline', clock: options.clock });
}

/**
 * Baseline matches played between a game's replayed matches (`replay`'s `afterMatch`): after
 * each one it plays trivial matches until its reducer time has caught up with the game's, so
 * the two are timed side by side, under whatever else the machine is doing meanwhile. (Timing
 * the baseline after the game instead gave shares from 46% to 113% for one game within minutes
 * on a busy machine.)
 */
export class BaselineSampler {
  private readonly results: PlayoutResult[] = [];
  private reducerMs = 0;
  private readonly started: number;

  constructor(private readonly options: Pick<SimulateOptions, 'clock'> & { numPlayers?: number } = {}) {
    this.started = this.clock();
  }

  private clock(): number {
    return (this.options.clock ?? (() => performance.now()))();
  }

  /** Plays baseline matches until the baseline's reducer time reaches `reducerMs`. */
  catchUp(reducerMs: number): void {
    while (this.reducerMs < reducerMs) {
      const result = playout({ game, numPlayers: this.numPlayers, seed: `baseline-${this.results.length}`, clock: () => this.clock() });
      this.results.push(result);
      // A clock that stands still would never catch up: every match counts at least a little.
      this.reducerMs += Math.max(result.timing?.reducerMs ?? 0, 1e-6);
    }
  }

  private get numPlayers(): number {
    return this.options.numPlayers ?? 4;
  }

  /** What the baseline matches played so far measured. */
  report(): SimulationReport {
    return summarize(manifest.id, { matches: this.results.length, numPlayers: this.numPlayers }, this.results, Math.max((this.clock() - this.started) / 1000, 1e-9));
  }
}

/**
 * The baseline line, and each game report's reducer figure (replayed when it was) as a share of
 * a baseline: its own (`baselines[i]`, timed between its matches) when given, the one baseline
 * otherwise.
 */
export function formatBaseline(baseline: SimulationReport, reports: readonly SimulationReport[] = [], baselines: readonly SimulationReport[] = []): string {
  const rate = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = [
    `framework baseline (a trivial game, ${baseline.numPlayers} players, same run): reducer only ${rate(baseline.reducerMovesPerSecond)} moves/s`,
  ];
  reports.forEach((report, index) => {
    const own = baselines[index];
    const share = (report.replayMovesPerSecond ?? report.reducerMovesPerSecond) / (own ?? baseline).reducerMovesPerSecond;
    const timed = own ? ` (baseline timed between its matches: ${rate(own.reducerMovesPerSecond)} moves/s)` : '';
    lines.push(`  ${report.game}, ${report.numPlayers} players: ${Math.round(share * 100)}% of the baseline's reducer rate${timed}`);
  });
  return lines.join('\n');
}

/** The baseline of several samplers' matches together: their moves over their reducer time. */
export function combined(baselines: readonly SimulationReport[]): SimulationReport {
  const moves = baselines.reduce((sum, report) => sum + report.moves, 0);
  const reducerSeconds = baselines.reduce((sum, report) => sum + report.moves / report.reducerMovesPerSecond, 0);
  const matches = baselines.reduce((sum, report) => sum + report.matches, 0);
  return { ...baselines[0]!, matches, moves, ended: matches, reducerMovesPerSecond: moves / Math.max(reducerSeconds, 1e-9) };
}
