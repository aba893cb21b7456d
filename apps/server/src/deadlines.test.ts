// What a match waits for is kept with it: a bot's move planned before a SIGKILL is made after the
// restart; of two processes sharing PostgreSQL and Redis each deadline is acted on by exactly
// one; and a process killed while holding one leaves it to the other.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '@parlor/storage';
import { freePort, postJson, startServerProcess, type ServerProcess } from './test/processes';
import { dropSchema, missingServices, TEST_DATABASE_URL, TEST_REDIS_URL } from './test/services';

const GAME = 'exploding-kittens';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it gives a value, for at most `ms` (generous: the machine may be busy). */
async function until<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  for (const start = Date.now(); ; await sleep(100)) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
  }
}

/** The match as the lobby shows it. */
async function lobbyMatch(server: ServerProcess, matchID: string) {
  const response = await fetch(`${server.url}/games/${GAME}/${matchID}`);
  return (await response.json()) as { gameover?: unknown; players: { bot?: boolean }[] };
}

/** The JSON log lines a process printed. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}

describe('deadlines on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-deadlines-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survive a SIGKILL: a match of bots planned before it plays on to its end after the restart', async () => {
    const port = String(await freePort());
    // The bots' first move is 5 s away when the process dies: only the stored deadline can bring it.
    server = await startServerProcess({ PORT: port, DATA_DIR: dataDir, BOT_DELAY_MS: '5000' });
    const { matchID } = await postJson(`${server.url}/games/${GAME}/create`, { numPlayers: 2, bots: ['0', '1'] });
    // The process plans the bots' first move after it answers the creation: kill it only once
    // that plan is stored (this match's is the only plan a fresh process writes).
    await until(
      async () => {
        const metrics = await (await fetch(`${server!.url}/metrics`)).text();
        return Number(/^parlor_storage_batch_size_count\{kind="plan"\} (\d+)/m.exec(metrics)?.[1] ?? 0) > 0 ? true : undefined;
      },
      60_000,
      'the bots’ first move being stored as planned',
    );
    await server.stop('SIGKILL');
    server = await startServerProcess({ PORT: port, DATA_DIR: dataDir, BOT_DELAY_MS: '0' });
    const over = await until(async () => (await lobbyMatch(server!, matchID!)).gameover, 150_000, 'the match of bots ending');
    expect(over).toBeDefined();
    expect((await lobbyMatch(server, matchID!)).players.every((player) => player.bot)).toBe(true);
  }, 200_000);
});

const missing = await missingServices(['postgres', 'redis']);

describe.skipIf(missing !== undefined)('deadlines with two processes sharing PostgreSQL and Redis', () => {
  const schema = `deadlines_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    PORT: '0',
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'info',
    BOT_DELAY_MS: '50',
    ...extra,
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await dropSchema(schema);
  });

  it('each deadline is acted on by exactly one process', async () => {
    // Every line is read: each process keeps all it prints (some hundreds of KB), since lines
    // trimmed from one process's output leave a gap in the middle of a match's merged log.
    const a = await startServerProcess(env(), { keptOutput: 32 * 1024 * 1024 });
    servers.push(a);
    const b = await startServerProcess(env(), { keptOutput: 32 * 1024 * 1024 });
    servers.push(b);
    const storage = await openStorage({ databaseUrl: TEST_DATABASE_URL, schema });
    try {
      // Matches of bots alone, created on both: each process plans the moves of the matches it writes.
      const matches: string[] = [];
      for (let i = 0; i < 4; i++) matches.push((await postJson(`${(i % 2 ? b : a).url}/games/${GAME}/create`, { numPlayers: 3, bots: ['0', '1', '2'] })).matchID!);
      const acted = () => [...logLines(a), ...logLines(b)].filter((line) => line.by === 'act' && matches.includes(line.matchID as string));
      for (const matchID of matches) {
        await until(async () => ((await storage.readThrough().fetch(matchID, { metadata: true })).metadata?.gameover as unknown) ?? undefined, 150_000, `match ${matchID} ending`);
        // A process logs a move after storing it: on a busy machine the last line can come after
        // the stored end, so wait for it rather than read the logs at once.
        const { state } = await storage.readThrough().fetch(matchID, { state: true });
        await until(async () => (acted().some((line) => line.matchID === matchID && Number(line.stateID) === state!._stateID) ? true : undefined), 30_000, `the log line of match ${matchID}'s last move`);
      }
      const made = acted();
      const states = made.map((line) => `${String(line.matchID)}@${String(line.stateID)}`);
      // Every bot move made once, by one of the two: no state was reached twice, nothing was refused.
      expect(states.length).toBeGreaterThan(20);
      expect(new Set(states).size).toBe(states.length);
      expect([...logLines(a), ...logLines(b)].filter((line) => line.event === 'refuse' && line.deadline !== undefined)).toEqual([]);
      for (const matchID of matches) {
        const { state } = await storage.readThrough().fetch(matchID, { state: true });
        const mine = made.filter((line) => line.matchID === matchID).map((line) => Number(line.stateID)).sort((x, y) => x - y);
        // The log lines of a match cover its states one by one (its first state is setup's, made by no bot).
        expect(mine.at(-1)).toBe(state!._stateID);
        expect(mine).toEqual(mine.map((_, i) => i + 1));
      }
    } finally {
      await storage.close();
      // The next test's processes are the only ones on this schema.
      await Promise.all([a.stop(), b.stop()]);
      servers.length = 0;
    }
  }, 300_000);

  it('a process killed while holding a deadline leaves it to the other once its claim runs out', async () => {
    // A claims deadlines for 3 s and then sits on them for a minute (a test setting): it is
    // killed meanwhile. B has run all along.
    const holder = await startServerProcess(env({ PARLOR_TEST_HOLD_MS: '60000', PARLOR_TEST_LEASE_MS: '3000' }));
    servers.push(holder);
    const { matchID } = await postJson(`${holder.url}/games/${GAME}/create`, { numPlayers: 2, bots: ['0', '1'] });
    await until(async () => (logLines(holder).some((line) => line.event === 'holding' && line.matchID === matchID) ? true : undefined), 60_000, 'the first process claiming the bot’s move');
    const other = await startServerProcess(env({ PARLOR_TEST_LEASE_MS: '3000' }));
    servers.push(other);
    await holder.stop('SIGKILL');
    const storage = await openStorage({ databaseUrl: TEST_DATABASE_URL, schema });
    try {
      const moved = await until(
        async () => {
          const { state } = await storage.readThrough().fetch(matchID!, { state: true });
          return state && state._stateID > 0 ? state._stateID : undefined;
        },
        60_000,
        'the other process making the held move',
      );
      expect(moved).toBeGreaterThan(0);
      // Its log line follows the stored move (a process writes it after storing): wait for it.
      await until(async () => (logLines(other).some((line) => line.by === 'act' && line.matchID === matchID) ? true : undefined), 30_000, 'the other process logging the move it made');
    } finally {
      await storage.close();
    }
  }, 200_000);
});
