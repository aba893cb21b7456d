// The moves a board makes by itself (GameModule.autoMoves), made by the server for a seat
// nobody is connected to, so one player who left cannot hold up a match.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { connected, makeMove, next, startTestServer, type TestServer } from '../test/harness';
import { WAITER_COUNTDOWN_MS, waiterModule, type WaiterState } from '../test/waiter-game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [waiterModule] });
});
afterAll(async () => {
  await server.stop();
});

type Update = [string, State<WaiterState>];

async function waiterMatch(numPlayers: number) {
  const matchID = (await server.api('/games/waiter/create', { body: { numPlayers } })).body.matchID!;
  const credentials: string[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    credentials.push((await server.api(`/games/waiter/${matchID}/join`, { body: { playerID: String(seat), playerName: `P${seat}` } })).body.playerCredentials!);
  }
  return { matchID, credentials };
}

/** A socket synced to a seat, with every state it is sent from then on. */
async function seat(matchID: string, playerID: string, credentials: string) {
  const socket: Socket = server.socket('waiter');
  await connected(socket);
  const states: State<WaiterState>[] = [];
  // The seats as last told to this socket: who is connected.
  let seats: { id: number; isConnected?: boolean }[] = [];
  // Generous: the server reads the match from its database's thread before it answers.
  const synced = next<[string, { state: State<WaiterState>; filteredMetadata: typeof seats }]>(socket, 'sync', 20_000);
  socket.on('update', (...[, state]: Update) => void states.push(state));
  socket.on('matchData', (_matchID: string, players: typeof seats) => void (seats = players));
  socket.emit('sync', matchID, playerID, credentials, 2);
  const info = (await synced)![1];
  states.push(info.state);
  seats = info.filteredMetadata;
  const online = () => seats.filter((player) => player.isConnected === true).map((player) => String(player.id));
  return { socket, states, latest: () => states.at(-1)!, online };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms = 20_000, what = 'the condition'): Promise<void> {
  for (const start = Date.now(); !check(); await sleep(10)) {
    if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
  }
}

const storedMoves = async (matchID: string) => {
  const { log } = await server.storage.readThrough().fetch(matchID, { log: true });
  // Only the moves: each answer's endStage is logged as an event of its own.
  return log!.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => `${entry.action.payload.playerID}:${entry.action.payload.type}`);
};

describe('automatic moves for absent seats', () => {
  it('makes the move of a seat nobody is connected to once its countdown ends, never of a connected one', async () => {
    const { matchID, credentials } = await waiterMatch(3);
    const host = await seat(matchID, '0', credentials[0]!);
    const present = await seat(matchID, '1', credentials[1]!);
    // A seat is recorded as connected a moment after its sync is answered; the server treats it
    // as absent until then, so ask only once both are (the server tells every socket).
    await until(() => host.online().join() === '0,1', 20_000, 'seats 0 and 1 being recorded as connected');
    // Seat 2 joined but never connects. The countdown starts when the server makes the move,
    // which the update reaches this socket after (stored first, on a busy machine well after):
    // it is timed from the sending of the move, which is never later.
    const asked = Date.now();
    host.socket.emit('update', makeMove('ask', [], '0', credentials[0]), host.latest()._stateID, matchID, '0');
    await until(() => host.latest().G.waiting.length === 2);
    await until(() => host.latest().G.answered.includes('2'));
    expect(Date.now() - asked).toBeGreaterThanOrEqual(WAITER_COUNTDOWN_MS - 20);
    // Seat 1 is connected: its own board answers, not the server, however long it waits.
    await sleep(WAITER_COUNTDOWN_MS * 3);
    expect(host.latest().G).toEqual({ waiting: ['1'], answered: ['2'] });
    expect(present.latest().G.waiting).toEqual(['1']);

    // Seat 1 leaves: its countdown starts, and then the server answers for it too.
    present.socket.close();
    await until(() => host.latest().G.waiting.length === 0);
    expect(host.latest().G.answered).toEqual(['2', '1']);
    expect(await storedMoves(matchID)).toEqual(['0:ask', '2:answer', '1:answer']);
    // Nothing more is due: no further move is made.
    await sleep(WAITER_COUNTDOWN_MS * 2);
    expect(await storedMoves(matchID)).toHaveLength(3);
  });

  it('answers for every absent seat at once, and a seat that answered itself is left alone', async () => {
    const { matchID, credentials } = await waiterMatch(4);
    const host = await seat(matchID, '0', credentials[0]!);
    const quick = await seat(matchID, '3', credentials[3]!);
    await until(() => host.online().join() === '0,3', 20_000, 'seats 0 and 3 being recorded as connected');
    host.socket.emit('update', makeMove('ask', [], '0', credentials[0]), host.latest()._stateID, matchID, '0');
    await until(() => quick.latest().G.waiting.length === 3);
    quick.socket.emit('update', makeMove('answer', [], '3', credentials[3]), quick.latest()._stateID, matchID, '3');
    await until(() => host.latest().G.answered.length === 3);
    expect(host.latest().G.answered[0]).toBe('3');
    expect(host.latest().G.answered.slice(1).sort()).toEqual(['1', '2']);
    expect((await storedMoves(matchID)).filter((move) => move.startsWith('3:'))).toEqual(['3:answer']);
  });

  it('keeps counting down when everyone leaves: the countdown is stored with the match, not with its sockets', async () => {
    const { matchID, credentials } = await waiterMatch(2);
    const first = await seat(matchID, '0', credentials[0]!);
    first.socket.emit('update', makeMove('ask', [], '0', credentials[0]), first.latest()._stateID, matchID, '0');
    await until(() => first.latest().G.waiting.length === 1);
    // The countdown is planned with the move, or just after it when the server did not yet know
    // the match's plan: wait for it to be stored.
    let deadlines = await server.storage.deadlinesOf(matchID);
    for (const start = Date.now(); !deadlines.some((deadline) => deadline.seat === '1' && deadline.kind === 'auto'); await sleep(20)) {
      if (Date.now() - start > 20_000) throw new Error(`seat 1's countdown was not stored within 20 s (${JSON.stringify(deadlines)})`);
      deadlines = await server.storage.deadlinesOf(matchID);
    }
    expect(deadlines.map((deadline) => [deadline.seat, deadline.kind])).toContainEqual(['1', 'auto']);
    // Everyone leaves before the countdown ends: nobody is there, and the match goes on all the same.
    first.socket.close();
    const start = Date.now();
    for (;;) {
      if ((await storedMoves(matchID)).length === 2) break;
      if (Date.now() - start > 10_000) throw new Error('the absent seat never answered');
      await sleep(20);
    }
    expect(await storedMoves(matchID)).toEqual(['0:ask', '1:answer']);
  });

  it('goes on after a crash: a restarted embedded server knows no seat is connected yet', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-auto-moves-'));
    const first = await startTestServer({ modules: [waiterModule], env: { DATA_DIR: dataDir } });
    let second: TestServer | undefined;
    try {
      const matchID = (await first.api('/games/waiter/create', { body: { numPlayers: 2 } })).body.matchID!;
      const joined = [];
      for (const playerID of ['0', '1']) joined.push((await first.api(`/games/waiter/${matchID}/join`, { body: { playerID, playerName: `P${playerID}` } })).body.playerCredentials!);
      // As a crash leaves it: seat 1 still marked connected, its socket gone with the process.
      await first.storage.setConnection(matchID, '1', true);
      await first.stop();

      second = await startTestServer({ modules: [waiterModule], env: { DATA_DIR: dataDir } });
      const { metadata } = await second.storage.fetch(matchID, { metadata: true });
      expect(Object.values(metadata!.players).map((player) => player.isConnected === true)).toEqual([false, false]);
      const socket = second.socket('waiter');
      await connected(socket);
      const synced = next<[string, { state: State<WaiterState> }]>(socket, 'sync', 20_000);
      socket.emit('sync', matchID, '0', joined[0], 2);
      const { state } = (await synced)![1];
      const answered = new Promise<void>((resolve) => socket.on('update', (...[, update]: Update) => update.G.answered.includes('1') && resolve()));
      socket.emit('update', makeMove('ask', [], '0', joined[0]), state._stateID, matchID, '0');
      await answered;
    } finally {
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
