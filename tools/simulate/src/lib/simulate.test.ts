import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';
import { formatReport, matchSeed, simulate } from '../index';
import { replay, type Recorded } from './simulate';
import { run } from './run';

interface Count {
  total: number;
}

const manifest = defineManifest({
  id: 'count-to-ten',
  title: { en: 'Count to ten', 'zh-TW': '數到十' },
  summary: { en: 'Add one or two.', 'zh-TW': '加一或加二。' },
  minPlayers: 2,
  maxPlayers: 3,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

const game: Game<Count> = {
  name: 'count-to-ten',
  minPlayers: 2,
  maxPlayers: 3,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: () => ({ total: 0 }),
  playerView: ({ G }) => G,
  moves: {
    add: ({ G, events }, n: number) => {
      G.total += n;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.total >= 10 ? { total: G.total } : undefined),
  ai: { enumerate: () => [{ move: 'add', args: [1] }, { move: 'add', args: [2] }] },
};

/** An invariant that some random matches break: the total may never be exactly 7. */
const module: GameModule<Count> = {
  game,
  manifest,
  invariants: [({ G }) => (G.total === 7 ? 'the total reached 7' : undefined)],
};

describe('simulate', () => {
  it('plays the batch and measures it', () => {
    let now = 0;
    const report = simulate({ ...module, invariants: [] }, { matches: 20, numPlayers: 2, seed: 's', clock: () => (now += 0.5) });
    expect(report).toMatchObject({ game: 'count-to-ten', numPlayers: 2, matches: 20, ended: 20, capped: 0, failures: [] });
    expect(report.meanMovesPerMatch).toBeGreaterThanOrEqual(5);
    expect(report.meanMovesPerMatch).toBeLessThanOrEqual(10);
    expect(report.movesPerSecond).toBeCloseTo(report.moves / report.seconds);
    expect(report.share.reducer + report.share.enumerate + report.share.checks).toBeCloseTo(1);
  });

  it('reports each failing match with the seed that replays it', () => {
    const report = simulate(module, { matches: 30, numPlayers: 2, seed: 'bad' });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures.length).toBeLessThan(30);
    const [first] = report.failures;
    expect(first!.message).toMatch(/invariant broken: the total reached 7/);
    // Replaying that one seed fails the same way at the same step.
    const replay = simulate(module, { matches: 1, numPlayers: 2, seed: first!.seed });
    expect(replay.failures).toEqual([first]);
    expect(formatReport(report)).toContain(`replay: npm run simulate -- count-to-ten --players 2 --matches 1 --seed ${first!.seed}`);
  });

  it('stops matches at the step cap', () => {
    const report = simulate({ ...module, invariants: [] }, { matches: 3, numPlayers: 3, seed: 'cap', maxSteps: 2 });
    expect(report).toMatchObject({ ended: 0, capped: 3, moves: 6 });
  });

  it('names seeds so that a single match replays its own seed', () => {
    expect(matchSeed('x', 1, 0)).toBe('x');
    expect(matchSeed('x', 5, 3)).toBe('x-3');
  });
});

describe('the command line', () => {
  const lines: string[] = [];
  const write = (line: string) => void lines.push(line);

  it('rejects bad numbers and bad JSON with a message', async () => {
    expect(await run(['--matches', 'zero', 'x'], write)).toBe(2);
    expect(lines.at(-1)).toMatch(/--matches must be a positive integer/);
    expect(await run(['--max-steps', '-3', 'x'], write)).toBe(2);
    expect(await run(['--setup', '{nope', 'x'], write)).toBe(2);
    expect(lines.at(-1)).toMatch(/--setup is not valid JSON/);
    expect(await run(['--bogus'], write)).toBe(2);
  });

  it('refuses a game that is not registered', async () => {
    expect(await run(['no-such-game'], write)).toBe(2);
    expect(lines.at(-1)).toMatch(/no game "no-such-game" is registered/);
  });
});

describe('replay', () => {
  it('replays every recorded move through the reducer alone, reaching the same ends', () => {
    const recorded: Recorded[] = [];
    const report = simulate({ ...module, invariants: [] }, { matches: 12, numPlayers: 3, seed: 'replay', recorded });
    expect(recorded).toHaveLength(12);
    const times: number[] = [];
    const replayed = replay(game as Game, { numPlayers: 3 }, recorded, (ms) => times.push(ms));
    expect(replayed.moves).toBe(report.moves);
    expect(times).toHaveLength(12);
    // A recorded move that no longer applies (the rules changed under it) is an error, not a silent skip.
    const broken = [{ seed: recorded[0]!.seed, actions: [{ seat: '1', name: 'add', args: [1] }] }];
    expect(() => replay(game as Game, { numPlayers: 3 }, broken)).toThrow(/diverged/);
  });
});
