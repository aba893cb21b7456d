import { describe, expect, it } from 'vitest';
import { checkGameModule } from '@parlor/game-kit';
import { BASELINE_MOVES_PER_MATCH, BaselineSampler, baselineModule, formatBaseline, frameworkBaseline } from './baseline';
import { run } from './run';

describe('framework baseline', () => {
  it('is a well-formed game module', () => {
    expect(checkGameModule(baselineModule)).toEqual([]);
  });

  it('plays every match through the reducer to its end, the same way simulate does', () => {
    let now = 0;
    const report = frameworkBaseline({ matches: 30, numPlayers: 3, clock: () => (now += 0.25) });
    expect(report).toMatchObject({ game: 'baseline', numPlayers: 3, matches: 30, ended: 30, capped: 0, failures: [] });
    expect(report.moves).toBe(30 * BASELINE_MOVES_PER_MATCH);
    expect(report.reducerMovesPerSecond).toBeGreaterThan(0);
  });

  it("gives each game's reducer rate as a share of the baseline's", () => {
    const baseline = { ...frameworkBaseline({ matches: 2 }), reducerMovesPerSecond: 10_000 };
    const game = { ...baseline, game: 'bang', numPlayers: 4, reducerMovesPerSecond: 8_000 };
    const text = formatBaseline(baseline, [game]);
    expect(text).toContain('reducer only 10,000 moves/s');
    expect(text).toContain('bang, 4 players: 80% of the baseline');
  });

  it('times the baseline between a game\'s matches until its reducer time has caught up with the game\'s', () => {
    let now = 0;
    const sampler = new BaselineSampler({ clock: () => (now += 0.5) });
    sampler.catchUp(0);
    expect(sampler.report().matches).toBe(0);
    sampler.catchUp(40);
    const first = sampler.report();
    expect(first.matches).toBeGreaterThan(0);
    expect(first.moves / first.reducerMovesPerSecond).toBeGreaterThanOrEqual(0.04);
    sampler.catchUp(40);
    expect(sampler.report().matches).toBe(first.matches);
    // Each game report is compared with its own baseline.
    const game = { ...first, game: 'bang', numPlayers: 8, reducerMovesPerSecond: first.reducerMovesPerSecond * 0.9 };
    expect(formatBaseline(first, [game], [first])).toContain('bang, 8 players: 90% of the baseline');
  });

  it('runs from the command line alone and after games', async () => {
    const alone: string[] = [];
    expect(await run(['--baseline', '--matches', '20'], (line) => alone.push(line))).toBe(0);
    expect(alone.join('\n')).toMatch(/^framework baseline \(a trivial game, 4 players, same run\): reducer only [\d,]+ moves\/s$/);

    const json: string[] = [];
    expect(await run(['--baseline', '--json', '--matches', '20'], (line) => json.push(line))).toBe(0);
    expect(JSON.parse(json.join('\n'))).toMatchObject({ baseline: { game: 'baseline', ended: 20 } });

    const after: string[] = [];
    expect(await run(['exploding-kittens', '--players', '2', '--matches', '2', '--baseline'], (line) => after.push(line))).toBe(0);
    expect(after.join('\n')).toMatch(
      /exploding-kittens, 2 players: 2 matches[\s\S]*framework baseline[\s\S]*exploding-kittens, 2 players: \d+% of the baseline's reducer rate \(baseline timed between its matches: [\d,]+ moves\/s\)/,
    );

    const unknown: string[] = [];
    expect(await run(['count-to-nowhere', '--baseline'], (line) => unknown.push(line))).toBe(2);
    expect(unknown.join('\n')).not.toContain('framework baseline');
  });
});
