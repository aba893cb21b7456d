// Two server processes on two ports, sharing PostgreSQL and Redis, as behind a load balancer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '@parlor/registry';
import { openStorage, type ParlorStorage } from '@parlor/storage';
import { dropSchema, missingServices, TEST_DATABASE_URL, TEST_REDIS_URL } from './test/services';
import { postJson, startServerProcess, type ServerProcess } from './test/processes';
import { SeatClient } from './test/seat-client';

const missing = await missingServices(['postgres', 'redis']);

/** Resolves once `check` holds (polled), or after `ms` milliseconds. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  for (const start = Date.now(); !check() && Date.now() - start < ms; ) await new Promise((resolve) => setTimeout(resolve, 10));
}
const { game } = await loadGame('exploding-kittens');

describe.skipIf(missing !== undefined)('two server processes sharing PostgreSQL and Redis', () => {
  const schema = `scale_${randomBytes(4).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let storage: ParlorStorage;
  const seats: SeatClient[] = [];

  beforeAll(async () => {
    // Every state write waits 50 ms after its move was computed, so two processes sent the same
    // move at once both read the old state first: only the compare-and-set can decide.
    const env = { PORT: '0', DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, PARLOR_TEST_WRITE_DELAY_MS: '50' };
    // One after the other: the first migrates the schema (concurrent starts are covered by libs/storage).
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    storage = await openStorage({ databaseUrl: TEST_DATABASE_URL, schema });
  }, 60_000);

  afterAll(async () => {
    for (const seat of seats) seat.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await storage?.close();
    await dropSchema(schema);
  });

  const post = (server: ServerProcess, path: string, body: unknown) => postJson(server.url + path, body);

  /** A 2-player match created on `a`, seat 0 joined on `a` and seat 1 on `b`. */
  const match = async () => {
    const matchID = (await post(a, '/games/exploding-kittens/create', { numPlayers: 2 })).matchID!;
    const zero = await post(a, `/games/exploding-kittens/${matchID}/join`, { playerID: '0', playerName: 'A' });
    const one = await post(b, `/games/exploding-kittens/${matchID}/join`, { playerID: '1', playerName: 'B' });
    return { matchID, credentials: [zero.playerCredentials as string, one.playerCredentials as string] };
  };

  const seat = (server: ServerProcess, matchID: string, playerID: string, credentials: string) => {
    const client = new SeatClient(server.url, game, matchID, playerID, credentials);
    seats.push(client);
    return client;
  };

  it('lets players connected to different processes play one match, each seeing every move', async () => {
    // Two-player matches can end after a few moves: play new ones until 40 moves were seen.
    let total = 0;
    while (total < 40) {
      const { matchID, credentials } = await match();
      const players = [seat(a, matchID, '0', credentials[0]!), seat(b, matchID, '1', credentials[1]!)];
      await Promise.all(players.map((player) => player.until(() => true)));
      for (let moves = 0; moves < 40; moves++) {
        const current = players.find((player) => player.active);
        if (!current) break;
        const stateID = current.state!._stateID;
        current.send(current.moves()[0]!);
        await Promise.all(players.map((player) => player.until((state) => state._stateID > stateID)));
      }
      const [zero, one] = players as [SeatClient, SeatClient];
      // Each saw every move, in order, with nothing missing.
      expect(one.shown).toEqual(zero.shown);
      expect(zero.shown).toEqual(zero.shown.map((_, i) => zero.shown[0]! + i));
      expect(zero.state!._stateID).toBe(one.state!._stateID);
      total += zero.shown.length;
    }
  }, 60_000);

  it('serialises conflicting moves sent to both processes at once: one applies, the other is refused and resynced, the log has no gap', async () => {
    let conflicts = 0;
    while (conflicts < 20) {
      const { matchID, credentials } = await match();
      // Each seat is connected to both processes, and sends every move through both at once.
      const pairs = ['0', '1'].map((playerID) => [a, b].map((server) => seat(server, matchID, playerID, credentials[Number(playerID)]!)));
      const everyone = pairs.flat();
      for (;;) {
        const settled = await Promise.all(everyone.map((client) => client.until(() => true)));
        const before = Math.max(...settled.map((state) => state._stateID));
        await Promise.all(everyone.map((client) => client.until((state) => state._stateID === before)));
        const pair = pairs.find(([onA]) => onA!.active);
        if (!pair) break;
        const [onA, onB] = pair as [SeatClient, SeatClient];
        const syncs = onA.syncs + onB.syncs;
        const move = onA.moves()[0]!;
        onA.send(move, before);
        onB.send(move, before);
        await Promise.all(everyone.map((client) => client.until((state) => state._stateID > before)));
        // The refused copy is answered with a resync of the socket that sent it.
        // (Generous: the refused copy's process reads the stored state before it resyncs.)
        await eventually(() => onA.syncs + onB.syncs > syncs, 30_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(onA.syncs + onB.syncs).toBe(syncs + 1);
        expect(everyone.map((client) => client.state!._stateID)).toEqual(everyone.map(() => before + 1));
        conflicts++;
      }
      const { state, log } = await storage.readThrough().fetch(matchID, { state: true, log: true });
      const moves = log!.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry._stateID);
      // One stored move per state: none lost, none applied twice.
      expect(moves).toEqual(moves.map((_, i) => i));
      expect(moves).toHaveLength(state!._stateID);
      for (const client of everyone) client.close();
    }
  }, 120_000);
});
