import type { Game } from 'boardgame.io';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';
import { simulate, type SimulateOptions, type SimulationReport } from './simulate';

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

/** One line: the baseline, and each game report's reducer figure as a share of it. */
export function formatBaseline(baseline: SimulationReport, reports: readonly SimulationReport[] = []): string {
  const rate = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = [
    `framework baseline (a trivial game, ${baseline.numPlayers} players, same run): reducer only ${rate(baseline.reducerMovesPerSecond)} moves/s`,
  ];
  for (const report of reports) {
    const share = report.reducerMovesPerSecond / baseline.reducerMovesPerSecond;
    lines.push(`  ${report.game}, ${report.numPlayers} players: ${Math.round(share * 100)}% of the baseline's reducer rate`);
  }
  return lines.join('\n');
}
