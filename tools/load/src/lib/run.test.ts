// Small real runs of the load driver: it starts the servers, drives bots over socket.io,
// measures, and stops everything. Figures are checked for sense, never for speed.
import { describe, expect, it } from 'vitest';
import { loadGame } from '@parlor/registry';
import { formatLoad, runLoad, type LoadOptions } from './run';

const { game } = await loadGame('exploding-kittens');
const base: Omit<LoadOptions, 'target' | 'mode'> = { game, matches: 4, players: 2, interval: 0.25, duration: 2, warmup: 1 };

describe('runLoad', () => {
  it('paces matches against the embedded server, and every match leaves the server when its players go', async () => {
    const report = await runLoad({ ...base, target: 'embedded', mode: 'paced' });
    // 4 matches, a move every 0.25 s each, for 2 s: about 32 moves.
    expect(report.moves).toBeGreaterThan(16);
    expect(report.moves).toBeLessThan(48);
    expect(report.refused + report.timedOut).toBe(0);
    expect(report.p50).toBeGreaterThan(0);
    expect(report.p99).toBeGreaterThanOrEqual(report.p50);
    expect(report.serverCpu).toBeGreaterThan(0);
    expect(report.serverMoveMs?.p99).toBeGreaterThan(0);
    expect(report.trackedAfter).toBe(0);
    const text = formatLoad(report);
    expect(text).toContain('embedded, paced, 4 matches');
    expect(text).toMatch(/p99 \d+\.\d ms/);
  }, 60_000);

  it('saturates a stock boardgame.io server with the same game', async () => {
    const report = await runLoad({ ...base, target: 'stock', mode: 'saturated' });
    expect(report.moves).toBeGreaterThan(40);
    expect(report.refused + report.timedOut).toBe(0);
    expect(report.trackedAfter).toBeUndefined();
  }, 60_000);

  it('refuses to load anything but loopback', async () => {
    await expect(runLoad({ ...base, target: 'running', mode: 'paced', url: 'http://192.0.2.1:8000' })).rejects.toThrow(/only runs against loopback/);
    await expect(runLoad({ ...base, target: 'running', mode: 'paced' })).rejects.toThrow(/needs --url/);
  });
});
