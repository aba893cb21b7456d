// Small real runs of the load driver: it starts the servers, drives bots over socket.io,
// measures, and stops everything. Only correctness is checked (moves made, none refused or
// lost, figures printed): how fast is for the benchmark to print, never for a test to assert.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame } from '@parlor/registry';
import { baselineModule, BASELINE_MOVES_PER_MATCH } from '@parlor/simulate';
import { freePort, startProcess } from './processes';
import { checkLoadOptions, formatLoad, runLoad, type LoadOptions } from './run';

const { game } = await loadGame('exploding-kittens');
const DATABASE_URL = process.env.PARLOR_TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.PARLOR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the cluster target cannot run here (PostgreSQL, Redis or HAProxy missing), or undefined. */
async function clusterMissing(): Promise<string | undefined> {
  if (spawnSync(existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy', ['-v']).status !== 0) return 'HAProxy is not installed (apt-get install -y haproxy)';
  const reachable = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, timeout: 2000 }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false)).on('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
  if (!(await reachable(Number(new URL(DATABASE_URL).port || 5432)))) return `PostgreSQL at ${DATABASE_URL} is not reachable`;
  if (!(await reachable(Number(new URL(REDIS_URL).port || 6379)))) return `Redis at ${REDIS_URL} is not reachable`;
  return undefined;
}
const missingForCluster = await clusterMissing();
if (missingForCluster !== undefined) {
  if (process.env.PARLOR_REQUIRE_SERVICES === '1') throw new Error(`required by PARLOR_REQUIRE_SERVICES=1: ${missingForCluster}`);
  console.warn(`SKIPPING the cluster target: ${missingForCluster}`);
}
const base: Omit<LoadOptions, 'target' | 'mode'> = { game, matches: 4, players: 2, interval: 0.25, duration: 2, warmup: 1 };

describe('runLoad', () => {
  it('paces matches against the embedded server, and every match leaves the server when its players go', async () => {
    const report = await runLoad({ ...base, target: 'embedded', mode: 'paced' });
    expect(report.moves).toBeGreaterThan(0);
    expect(report.refused + report.timedOut).toBe(0);
    expect(report.p50).toBeGreaterThan(0);
    expect(report.p99).toBeGreaterThanOrEqual(report.p50);
    expect(report.serverCpu).toBeGreaterThan(0);
    expect(report.serverMoveMs?.p99).toBeGreaterThan(0);
    expect(report.trackedAfter).toBe(0);
    const text = formatLoad(report);
    expect(text).toContain('embedded, paced, 4 matches');
    expect(text).toMatch(/\d+ moves in \d+\.\d s = \d+ moves\/s \(0 refused, 0 unanswered; \d+ matches ended and were replaced\)/);
    expect(text).toMatch(/p99 \d+\.\d ms/);
    expect(text).toMatch(/server CPU \d+% of a core \(\d+\.\d\d ms a move; main thread \d+%, \d+\.\d\d ms a move\), driver \d+%/);
    expect(report.serverMainCpu).toBeGreaterThan(0);
    // What a client is sent a move, and where the serving thread's time went.
    expect(report.perClient.bytes).toBeGreaterThan(0);
    expect(report.perClient.byEvent.update?.messages).toBeGreaterThan(0);
    expect(report.stagesMs?.rules).toBeGreaterThan(0);
    expect(report.stagesMs?.send).toBeGreaterThan(0);
    expect(report.storage?.statementsPerMove.state).toBeGreaterThan(0);
    expect(text).toMatch(/sent a client per move: \d+ bytes in \d+\.\d\d messages \(update \d+ B in \d+\.\d\d/);
    expect(text).toMatch(/a move on the serving thread, by stage: checks \d+\.\d{3}, rules \d+\.\d{3}, plan \d+\.\d{3}, store \d+\.\d{3}, filter \d+\.\d{3}, send \d+\.\d{3} ms/);
    expect(text).toMatch(/states cached \d+\.\d -> \d+\.\d MB/);
  });

  it.skipIf(missingForCluster !== undefined)('loads two processes behind HAProxy (the cluster target) as one, reading each process’s metrics', async () => {
    const report = await runLoad({ ...base, target: 'cluster', mode: 'paced', databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
    expect(report.moves).toBeGreaterThan(0);
    expect(report.refused + report.timedOut).toBe(0);
    // Summed over both processes, read on their own ports (the balancer serves no /metrics).
    expect(report.serverMoveMs?.p99).toBeGreaterThan(0);
    expect(report.trackedAfter).toBe(0);
    expect(formatLoad(report)).toContain('cluster, paced, 4 matches');
  });

  it('keeps matches of the server’s own bots in play beside the paced ones, and reports them', async () => {
    const report = await runLoad({ ...base, target: 'embedded', mode: 'paced', duration: 3, botMatches: 3, botDelayMs: 0 });
    expect(report.moves).toBeGreaterThan(0);
    expect(report.refused + report.timedOut).toBe(0);
    expect(report.bots).toMatchObject({ matches: 3 });
    expect(report.bots!.movesPerSecond).toBeGreaterThan(0);
    expect(report.bots!.decisionMs?.p99).toBeGreaterThan(0);
    expect(formatLoad(report)).toMatch(/beside them 3 matches of the server's bots: \d+ bot moves\/s \(\d+ ended and were replaced\); a decision p50 \d+\.\d ms, p99 \d+\.\d ms/);
    await expect(runLoad({ ...base, target: 'stock', mode: 'paced', botMatches: 1 })).rejects.toThrow(/Parlor/);
  });

  it('saturates a stock boardgame.io server with the same game', async () => {
    const report = await runLoad({ ...base, target: 'stock', mode: 'saturated' });
    expect(report.moves).toBeGreaterThan(0);
    expect(report.refused + report.timedOut).toBe(0);
    expect(report.trackedAfter).toBeUndefined();
    expect(formatLoad(report)).toContain('stock, saturated, 4 matches');
  });

  it('plays the trivial baseline game on Parlor’s server and on a stock one, to measure the platform alone', async () => {
    for (const target of ['embedded', 'stock'] as const) {
      // One match at a time, so that more moves than a match holds means one ended and was
      // replaced within the run, however few moves a busy machine manages (spread over four
      // matches, they may all still be in play).
      const report = await runLoad({ ...base, game: baselineModule.game, target, mode: 'saturated', matches: 1, duration: 4 });
      expect(report.refused + report.timedOut, target).toBe(0);
      expect(report.moves, target).toBeGreaterThan(BASELINE_MOVES_PER_MATCH);
      expect(report.finished, target).toBeGreaterThan(0);
    }
  });

  it('refuses to load anything but loopback', async () => {
    await expect(runLoad({ ...base, target: 'running', mode: 'paced', url: 'http://192.0.2.1:8000' })).rejects.toThrow(/only runs against loopback/);
    await expect(runLoad({ ...base, target: 'running', mode: 'paced' })).rejects.toThrow(/needs --url/);
  });

  it('says how to start a running server whose creation limit stops the run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-load-test-'));
    const port = await freePort();
    const server = await startProcess('apps/server/src/main.ts', { PORT: String(port), DATA_DIR: dataDir, CREATE_PER_MINUTE: '2' });
    try {
      const lines: string[] = [];
      await expect(runLoad({ ...base, target: 'running', mode: 'paced', url: server.url, pid: server.pid }, (line) => lines.push(line))).rejects.toThrow(
        /refuses to create more matches or seats .*start it with CREATE_PER_MINUTE=100000/,
      );
      expect(lines.join('\n')).toMatch(/start it with CREATE_PER_MINUTE=100000/);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is bounded in count and time', async () => {
    expect(checkLoadOptions(base)).toBeUndefined();
    expect(checkLoadOptions({ ...base, matches: 100_000 })).toMatch(/--matches must be from 1 to 5000/);
    expect(checkLoadOptions({ ...base, duration: 86_400, warmup: -1 })).toMatch(/--duration must be from 1 to 600.*--warmup must be from 0 to 120/);
    expect(checkLoadOptions({ ...base, interval: 0 })).toMatch(/--interval/);
    expect(checkLoadOptions({ ...base, matches: 2.5 })).toMatch(/whole number/);
    expect(checkLoadOptions({ ...base, players: 99 })).toMatch(/--players must be from 2 to 10/);
    expect(checkLoadOptions({ ...base, botMatches: -1 })).toMatch(/--bot-matches/);
    await expect(runLoad({ ...base, target: 'stock', mode: 'paced', matches: 1_000_000 })).rejects.toThrow(/--matches/);
  });
});

describe('the stock server', () => {
  // An address of this machine other than loopback, if it has one.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.skipIf(outside === undefined)('listens on loopback only', async () => {
    const port = await freePort();
    const stock = await startProcess('tools/load/src/stock-server.ts', { PORT: String(port), GAME: 'exploding-kittens' });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/games`)).status).toBe(200);
      await expect(fetch(`http://${outside}:${port}/games`)).rejects.toThrow();
    } finally {
      await stock.stop();
    }
  });
});
