// The rate limits on a real server: joining, chat and a socket's messages, each refused with
// words and a code, and the per-address budgets shared between processes through Redis.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { connected, makeMove, next, probeMatch, startTestServer, type TestServer } from '../test/harness';
import { missingServices, TEST_REDIS_URL } from '../test/services';
import { WindowCounters } from './limits';
import type { SocketError } from './transport';

const missingRedis = await missingServices(['redis']);

async function sync(server: TestServer, matchID: string, playerID: string, credentials: string): Promise<{ socket: Socket; stateID: number }> {
  const socket = server.socket('probe');
  await connected(socket);
  const reply = next<[string, { state: State }]>(socket, 'sync', 10_000);
  socket.emit('sync', matchID, playerID, credentials, 2);
  return { socket, stateID: (await reply)![1].state._stateID };
}

function errors(socket: Socket): SocketError[] {
  const seen: SocketError[] = [];
  socket.on('parlor:error', (error: SocketError) => void seen.push(error));
  return seen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(20)) if (Date.now() - start > ms) throw new Error('condition never held');
}

describe('WindowCounters', () => {
  it('counts each key within its window, and from zero in the next', () => {
    const counters = new WindowCounters(60_000);
    expect([1, 2, 3].map(() => counters.hit('a', 1_000).hits)).toEqual([1, 2, 3]);
    expect(counters.hit('b', 1_000).hits).toBe(1);
    expect(counters.hit('a', 60_999)).toEqual({ hits: 4, resetAt: 61_000 });
    expect(counters.hit('a', 61_000)).toEqual({ hits: 1, resetAt: 121_000 });
    counters.undo('a');
    expect(counters.get('a', 61_000)?.hits).toBe(0);
  });

  it('stays within its bound in bytes however many addresses come, dropping the least recently counted', () => {
    const counters = new WindowCounters(60_000, 64 * 1024);
    for (let address = 0; address < 100_000; address++) {
      counters.hit(`2001:db8::${address.toString(16)}`);
      if (address % 1000 === 0) counters.hit('203.0.113.7');
    }
    expect(counters.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(counters.size).toBeGreaterThan(100);
    expect(counters.get('2001:db8::0')).toBeUndefined();
    expect(counters.get('2001:db8::1869f')?.hits).toBe(1);
  });

  it('forgets a key at once, and every ended window when purged', () => {
    const counters = new WindowCounters(50);
    counters.hit('socket-1');
    counters.forget('socket-1');
    expect(counters.size).toBe(0);
    counters.hit('socket-2', Date.now() - 100);
    counters.purge();
    expect(counters.bytes).toBe(0);
  });
});

describe('rate limits on one server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { createPerMinute: 1000, joinPerMinute: 4 } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a seat past JOIN_PER_MINUTE from one address with 429, its words and a code', async () => {
    const statuses: number[] = [];
    let refusal: { error?: string; code?: string } = {};
    for (let i = 0; i < 3; i++) {
      const { matchID } = (await server.api('/games/probe/create', { body: { numPlayers: 2 } })).body as { matchID: string };
      for (const seat of [0, 1]) {
        const reply = await server.api(`/games/probe/${matchID}/join`, { body: { playerID: String(seat), playerName: `P${seat}` } });
        statuses.push(reply.status);
        if (reply.status === 429) refusal = reply.body;
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(refusal.error).toMatch(/too many seats taken: at most 4 a minute/);
    expect(refusal.code).toBe('too-many');
  });

  it('answers messages past MESSAGES_PER_SECOND with too-many and drops them; the socket plays on', async () => {
    const limited = await startTestServer({ config: { createPerMinute: 1000, joinPerMinute: 1000, messagesPerSecond: 5 } });
    try {
      const { matchID, seats } = await probeMatch(limited);
      const a = await sync(limited, matchID, '0', seats[0]!.credentials);
      const seen = errors(a.socket);
      // Twenty moves at once from the same state: the first applies, the next few are stale, the rest are never read.
      for (let i = 0; i < 20; i++) a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), a.stateID, matchID, '0');
      await until(() => seen.filter((error) => error.code === 'too-many').length >= 10);
      expect(seen.find((error) => error.code === 'too-many')).toMatchObject({ event: 'update', message: 'too many messages: at most 5 a second' });
      const counter = async () => (await limited.storage.readThrough().fetch(matchID, { state: true })).state!;
      await until(async () => (await counter()).G.counter === 1);
      // A second later the budget is back: the next move is played.
      await sleep(1100);
      a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), (await counter())._stateID, matchID, '0');
      await until(async () => (await counter()).G.counter === 2);
      a.socket.disconnect();
    } finally {
      await limited.stop();
    }
  });

  it('refuses chat past CHAT_PER_MINUTE from one address, and relays what came before', async () => {
    const chatty = await startTestServer({ config: { chatPerMinute: 2 } });
    const { matchID, seats } = await probeMatch(chatty);
    const a = await sync(chatty, matchID, '0', seats[0]!.credentials);
    const seen = errors(a.socket);
    const heard: unknown[] = [];
    a.socket.on('chat', (_matchID: string, message: unknown) => void heard.push(message));
    for (let i = 0; i < 3; i++) {
      a.socket.emit('chat', matchID, { id: `m${i}`, sender: '0', payload: `hello ${i}` }, seats[0]!.credentials);
      await sleep(250);
    }
    await until(() => seen.some((error) => error.code === 'too-many') && heard.length === 2);
    expect(seen.find((error) => error.code === 'too-many')).toMatchObject({ event: 'chat', message: 'too many chat messages: at most 2 a minute from one address' });
    a.socket.disconnect();
    await chatty.stop();
  });
});

describe.skipIf(missingRedis !== undefined)('rate limits with REDIS_URL', () => {
  it('share one budget per address between the processes of one Parlor, and not with another Parlor', async () => {
    const schema = `limits_${randomBytes(4).toString('hex')}`;
    const env = { REDIS_URL: TEST_REDIS_URL, DATABASE_SCHEMA: schema };
    // Three processes, each preparing its schema: started side by side, and given time on a busy machine.
    const [first, second, other] = await Promise.all([
      startTestServer({ config: { createPerMinute: 2 }, env }),
      startTestServer({ config: { createPerMinute: 2 }, env }),
      startTestServer({ config: { createPerMinute: 2 }, env: { REDIS_URL: TEST_REDIS_URL, DATABASE_SCHEMA: `${schema}_other` } }),
    ]);
    try {
      const create = (server: TestServer) => server.api('/games/probe/create', { body: {} }).then((reply) => reply.status);
      expect([await create(first), await create(second), await create(first), await create(second)]).toEqual([200, 200, 429, 429]);
      expect(await create(other)).toBe(200);
    } finally {
      await Promise.all([first.stop(), second.stop(), other.stop()]);
    }
  }, 300_000);
});
