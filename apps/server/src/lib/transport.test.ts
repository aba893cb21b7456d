// The socket side, attacked through raw socket.io clients, and played with boardgame.io's own client.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { LogEntry, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { capturingLogger, connected, makeMove, next, probeMatch, startTestServer, type TestServer } from '../test/harness';
import { installLastResort } from './last-resort';
import { probeGame } from '../test/probe-game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { origins: ['https://friends.example.org'] } });
});
afterAll(async () => {
  await server.stop();
});

type SyncInfo = { state: Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>; initialState?: unknown; log: LogEntry[] };

/** How long an answer the server owes may take: generous, the machine may be busy. */
const ANSWER_MS = 20_000;

/**
 * A socket synced to a seat (or as a spectator): resolves with the sync it received, or with
 * none once the server refused it (its answer, rather than a set time without one).
 */
async function sync(matchID: string, playerID: string | null, credentials?: string): Promise<{ socket: Socket; info: SyncInfo | undefined }> {
  const socket = server.socket('probe');
  await connected(socket);
  const reply = next<[string, SyncInfo]>(socket, 'sync', ANSWER_MS);
  const refused = next<[{ event: string }]>(socket, 'parlor:error', ANSWER_MS);
  socket.emit('sync', matchID, playerID, credentials, 2);
  const answer = await Promise.race([reply.then((synced) => ({ synced })), refused.then((error) => ({ error }))]);
  if ('error' in answer && answer.error === undefined) throw new Error(`the server did not answer a sync within ${ANSWER_MS / 1000} s`);
  return { socket, info: 'synced' in answer ? answer.synced?.[1] : undefined };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds (polled every 10 ms); rejects after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'the condition'): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(10)) {
    if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
  }
}

/** Every `event` a socket receives from now on. */
function collect<T extends unknown[]>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (...args: unknown[]) => void seen.push(args as T));
  return seen;
}

/** Whether each seat is recorded as connected. */
const connectedSeats = async (matchID: string) => {
  const { metadata } = await server.storage.readThrough().fetch(matchID, { metadata: true });
  return Object.values(metadata!.players).map((player) => player.isConnected === true);
};

const counter = async (matchID: string) => (await server.storage.readThrough().fetch(matchID, { state: true })).state?.G.counter;

describe('what a socket receives', () => {
  it('never carries the initial state, the PRNG state or another seat’s secrets', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { info } = await sync(matchID, '0', seats[0]!.credentials);
    expect(info).toBeDefined();
    const text = JSON.stringify(info);
    expect(info!.initialState).toBeUndefined();
    expect(text).not.toMatch(/prngstate|"seed"/);
    expect(info!.state.G.secrets).toEqual({ '0': 'secret-of-0', '1': null });
    expect(info!.state.G.zones.deck).toEqual(['?', '?', '?', '?']);
    expect(text).not.toContain('secret-of-1');
    const spectator = await sync(matchID, null);
    expect(spectator.info!.state.G.secrets).toEqual({ '0': null, '1': null });
  });

  it('sends a move to everyone only after it is stored', async () => {
    const { matchID, seats } = await probeMatch(server);
    const a = await sync(matchID, '0', seats[0]!.credentials);
    const b = await sync(matchID, '1', seats[1]!.credentials);
    // The state write is held until released: a server that broadcast first would be caught
    // with the write still pending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = false;
    const write = server.storage.setState.bind(server.storage);
    const setState = vi.spyOn(server.storage, 'setState').mockImplementation(async (...args) => {
      await held;
      await write(...args);
      written = true;
    });
    try {
      const seen = next<[string, Pick<State, 'G' | '_stateID'>]>(b.socket, 'update', 10_000).then((update) => ({ update, written }));
      a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), a.info!.state._stateID, matchID, '0');
      await until(() => setState.mock.calls.length > 0);
      // Time to broadcast, if the server were going to before the write completes.
      await sleep(300);
      release();
      const { update, written: writtenWhenSeen } = await seen;
      expect(writtenWhenSeen).toBe(true);
      const [, state] = update!;
      expect(state.G.counter).toBe(1);
      expect(await counter(matchID)).toBe(1);
      expect(state.G.secrets).toEqual({ '0': null, '1': 'secret-of-1' });
    } finally {
      release();
      setState.mockRestore();
    }
  });
});

afterAll(() => {
  // Only a broken build pollutes; keep that from spilling into other test files.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('refusals', () => {
  it('refuses a sync for an unknown match and creates nothing', async () => {
    const { info } = await sync('ghost-match', '0', 'whatever');
    expect(info).toBeUndefined();
    expect((await server.api('/games/probe/ghost-match')).status).toBe(404);
    expect((await sync('ghost-match', null)).info).toBeUndefined();
  });

  it('answers every refused sync with a parlor:error saying why', async () => {
    const { matchID, seats } = await probeMatch(server);
    const attempts: [unknown[], string][] = [
      [['ghost-match', null, undefined], 'unknown-match'],
      [[matchID, '1', seats[0]!.credentials], 'unauthorized'],
      [[matchID, '7', seats[0]!.credentials], 'unauthorized'],
      [['../etc/passwd', '0', 'x'], 'bad-request'],
      [[matchID, '__proto__', 'x'], 'bad-request'],
      [[{ $ne: 1 }, '0', 'x'], 'bad-request'],
    ];
    for (const [args, code] of attempts) {
      const socket = server.socket('probe');
      await connected(socket);
      const error = next<[{ event: string; code: string; message: string }]>(socket, 'parlor:error', ANSWER_MS);
      const synced = next(socket, 'sync', 300);
      socket.emit('sync', ...args, 2);
      expect((await error)?.[0], JSON.stringify(args)).toMatchObject({ event: 'sync', code, message: expect.any(String) });
      expect(await synced).toBeUndefined();
    }
  });

  it('refuses moves without valid credentials, even before anyone joined', async () => {
    const { matchID } = await probeMatch(server, 2, 0);
    // Each move is answered with a refusal: the counter is read once all three were, not after a set time.
    const answered: Promise<unknown>[] = [];
    const unjoined = await sync(matchID, '0');
    expect(unjoined.info).toBeUndefined();
    answered.push(next(unjoined.socket, 'parlor:error', ANSWER_MS));
    unjoined.socket.emit('update', makeMove('inc', [], '0'), 0, matchID, '0');
    const seatOne = (await server.api(`/games/probe/${matchID}/join`, { body: { playerID: '1', playerName: 'B' } })).body;
    const impostor = await sync(matchID, '0', seatOne.playerCredentials);
    expect(impostor.info).toBeUndefined();
    answered.push(next(impostor.socket, 'parlor:error', ANSWER_MS));
    impostor.socket.emit('update', makeMove('inc', [], '0', seatOne.playerCredentials), 0, matchID, '0');
    const spectator = await sync(matchID, null);
    answered.push(next(spectator.socket, 'parlor:error', ANSWER_MS));
    spectator.socket.emit('update', makeMove('inc', [], '0'), 0, matchID, '0');
    if ((await Promise.all(answered)).includes(undefined)) throw new Error(`a move was not answered within ${ANSWER_MS / 1000} s`);
    expect(await counter(matchID)).toBe(0);
  });

  it('drops the socket of a seat given up in the lobby: its old credentials move nothing', async () => {
    const { matchID, seats } = await probeMatch(server);
    const stayer = await sync(matchID, '0', seats[0]!.credentials);
    const leaver = await sync(matchID, '1', seats[1]!.credentials);
    const dropped = new Promise<string>((resolve) => leaver.socket.once('disconnect', (reason) => resolve(reason)));
    const left = await server.api(`/games/probe/${matchID}/leave`, { body: { playerID: '1', credentials: seats[1]!.credentials } });
    expect(left.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    // Syncing with the old credentials again is refused, and so is a move sent with them.
    const again = await sync(matchID, '1', seats[1]!.credentials);
    expect(again.info).toBeUndefined();
    const answered = next(again.socket, 'parlor:error', ANSWER_MS);
    again.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '1', credentials: seats[1]!.credentials } }, 0, matchID, '1');
    if ((await answered) === undefined) throw new Error(`the move with the old credentials was not answered within ${ANSWER_MS / 1000} s`);
    expect((await server.storage.readThrough().fetch(matchID, { state: true })).state!._stateID).toBe(0);
    // The seat that stayed plays on.
    expect(stayer.socket.connected).toBe(true);
    const seen = next<[string, Pick<State, 'G'>]>(stayer.socket, 'update', ANSWER_MS);
    stayer.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), 0, matchID, '0');
    expect((await seen)?.[1].G.counter).toBe(1);
  });

  it('accepts only moves: no event, no undo', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket, info } = await sync(matchID, '0', seats[0]!.credentials);
    const credentials = seats[0]!.credentials;
    const refusals = collect(socket, 'parlor:error');
    for (const action of [
      { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winner: '0' }], playerID: '0', credentials } },
      { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0', credentials } },
      { type: 'GAME_EVENT', payload: { type: 'setActivePlayers', args: [['0', '1']], playerID: '0', credentials } },
      { type: 'UNDO', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'REDO', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'RESET', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'PATCH', payload: { type: 'inc', args: [], playerID: '0', credentials } },
    ]) {
      socket.emit('update', action, info!.state._stateID, matchID, '0');
    }
    // The state is read once the server answered every one of them, not after a set time.
    await until(() => refusals.length >= 7, ANSWER_MS, 'an answer to each of the seven actions');
    const { state } = await server.storage.readThrough().fetch(matchID, { state: true });
    expect(state!.ctx.gameover).toBeUndefined();
    expect(state!._stateID).toBe(info!.state._stateID);
    expect(state!.ctx.currentPlayer).toBe('0');
    // A move still goes through.
    const update = next<[string, { G: { counter: number } }]>(socket, 'update', ANSWER_MS);
    socket.emit('update', makeMove('inc', [], '0', credentials), info!.state._stateID, matchID, '0');
    expect((await update)![1].G.counter).toBe(1);
  });

  it('refuses prototype move names, throwing moves and polluting arguments, and keeps serving every match', async () => {
    const victim = await probeMatch(server);
    const bystander = await probeMatch(server);
    const v = await sync(victim.matchID, '0', victim.seats[0]!.credentials);
    const b = await sync(bystander.matchID, '0', bystander.seats[0]!.credentials);
    const credentials = victim.seats[0]!.credentials;
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      v.socket.emit('update', makeMove(name, [], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    }
    v.socket.emit('update', makeMove('put', ['__proto__', 'polluted', true], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    v.socket.emit('update', makeMove('put', ['constructor', 'prototype', true], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    v.socket.emit(
      'update',
      JSON.parse(`{"type":"MAKE_MOVE","payload":{"type":"put","args":["a","b",{"__proto__":{"polluted":true}}],"playerID":"0","credentials":"${credentials}"}}`),
      v.info!.state._stateID,
      victim.matchID,
      '0',
    );
    v.socket.emit('update', makeMove('put', ['big', 'value', 'x'.repeat(5000)], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    // A move that throws is refused and its seat gets the current state back.
    const resync = next<[string, SyncInfo]>(v.socket, 'sync', ANSWER_MS);
    v.socket.emit('update', makeMove('boom', [], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    expect((await resync)![1].state._stateID).toBe(v.info!.state._stateID);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Everything else goes on.
    const moved = next<[string, { G: { counter: number } }]>(b.socket, 'update', ANSWER_MS);
    b.socket.emit('update', makeMove('inc', [], '0', bystander.seats[0]!.credentials), b.info!.state._stateID, bystander.matchID, '0');
    expect((await moved)![1].G.counter).toBe(1);
    expect((await server.api('/healthz')).status).toBe(200);
    const { state } = await server.storage.readThrough().fetch(victim.matchID, { state: true });
    // Nothing any of those moves wanted to write was written.
    expect(state!.G).toMatchObject({ counter: 0, bag: {} });
    expect(state!._stateID).toBe(v.info!.state._stateID);
  });

  it('tells a socket that sends a message over 64 KB why, then disconnects it; a message past the hard cap is cut off too', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket } = await sync(matchID, '0', seats[0]!.credentials);
    const told: { event: string; code: string; message: string }[] = [];
    socket.on('parlor:error', (error) => void told.push(error));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('update', makeMove('put', ['k', 'x'.repeat(70_000)], '0', seats[0]!.credentials), 0, matchID, '0');
    await closed;
    expect(told).toEqual([{ event: 'message', code: 'too-large', message: expect.stringMatching(/over the limit of 65536/) }]);
    expect(await counter(matchID)).toBe(0);
    // Past 256 KiB the connection is closed before the message is read at all.
    const second = await sync(matchID, '0', seats[0]!.credentials);
    const cut = new Promise((resolve) => second.socket.once('disconnect', resolve));
    second.socket.emit('update', makeMove('put', ['k', 'x'.repeat(300_000)], '0', seats[0]!.credentials), 0, matchID, '0');
    await cut;
    expect(await counter(matchID)).toBe(0);
  });

  it('answers a move sent from an old state with the current one', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket, info } = await sync(matchID, '0', seats[0]!.credentials);
    const first = next(socket, 'update', ANSWER_MS);
    socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), info!.state._stateID, matchID, '0');
    await first;
    const resync = next<[string, SyncInfo]>(socket, 'sync', ANSWER_MS);
    socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), info!.state._stateID, matchID, '0');
    expect((await resync)![1].state.G.counter).toBe(1);
    expect(await counter(matchID)).toBe(1);
  });

  it('relays chat from a seat under its own name only', async () => {
    const { matchID, seats } = await probeMatch(server);
    const a = await sync(matchID, '0', seats[0]!.credentials);
    const b = await sync(matchID, '1', seats[1]!.credentials);
    const heard = next<[string, { sender: string; payload: unknown }]>(b.socket, 'chat', ANSWER_MS);
    a.socket.emit('chat', matchID, { id: 'm1', sender: '0', payload: 'hello' }, seats[0]!.credentials);
    expect((await heard)![1]).toMatchObject({ sender: '0', payload: 'hello' });
    const forged = next(b.socket, 'chat', 400);
    a.socket.emit('chat', matchID, { id: 'm2', sender: '1', payload: 'I am B' }, seats[0]!.credentials);
    a.socket.emit('chat', matchID, { id: 'm3', sender: '0', payload: 'x'.repeat(600) }, seats[0]!.credentials);
    expect(await forged).toBeUndefined();
  });

  it('refuses chat while the game says the chat is closed (its chatClosed)', async () => {
    const created = await server.api('/games/probe/create', { body: { numPlayers: 2, setupData: { start: 7 } } });
    const matchID = created.body.matchID as string;
    const seats = [];
    for (const playerID of ['0', '1']) {
      const joined = await server.api(`/games/probe/${matchID}/join`, { body: { playerID, playerName: `P${playerID}` } });
      seats.push({ credentials: joined.body.playerCredentials! });
    }
    const a = await sync(matchID, '0', seats[0]!.credentials);
    const b = await sync(matchID, '1', seats[1]!.credentials);
    const refused = next<[{ event: string; code: string }]>(a.socket, 'parlor:error', ANSWER_MS);
    const heard = next(b.socket, 'chat', 1_000);
    a.socket.emit('chat', matchID, { id: 'g1', sender: '0', payload: 'psst' }, seats[0]!.credentials);
    expect((await refused)?.[0]).toMatchObject({ event: 'chat', code: 'chat-closed' });
    expect(await heard).toBeUndefined();
  });
});

describe('seat connections', () => {
  it('keeps a seat connected while any of its sockets is (two tabs), and offline once none is', async () => {
    const { matchID, seats } = await probeMatch(server);
    const observer = await sync(matchID, '1', seats[1]!.credentials);
    const reports = collect<[string, { id: number; isConnected?: boolean }[]]>(observer.socket, 'matchData');
    const tab1 = await sync(matchID, '0', seats[0]!.credentials);
    const tab2 = await sync(matchID, '0', seats[0]!.credentials);
    await until(async () => (await connectedSeats(matchID)).join() === 'true,true');
    const clients = server.stats().clients;
    tab1.socket.close();
    await until(() => server.stats().clients === clients - 1);
    await sleep(300);
    // The other tab is still there: the seat stays online, and nobody was told otherwise.
    expect(await connectedSeats(matchID)).toEqual([true, true]);
    expect(reports.some(([, players]) => players[0]!.isConnected === false)).toBe(false);
    tab2.socket.close();
    await until(async () => (await connectedSeats(matchID)).join() === 'false,true');
    await until(() => reports.some(([, players]) => players[0]!.isConnected === false));
  });

  it('moves the connection with a socket that syncs to another seat, and keeps it when it syncs the same seat again', async () => {
    const { matchID, seats } = await probeMatch(server);
    const watcher = await sync(matchID, null);
    const reports = collect<[string, { id: number; isConnected?: boolean }[]]>(watcher.socket, 'matchData');
    const switcher = await sync(matchID, '0', seats[0]!.credentials);
    await until(async () => (await connectedSeats(matchID)).join() === 'true,false');
    // The same seat again (as boardgame.io's client does after reconnecting): no flicker.
    const again = next(switcher.socket, 'sync', ANSWER_MS);
    switcher.socket.emit('sync', matchID, '0', seats[0]!.credentials, 2);
    expect(await again).toBeDefined();
    await sleep(300);
    expect(reports.some(([, players]) => players[0]!.isConnected === false)).toBe(false);
    // Another seat: the first goes offline, the second online.
    const moved = next(switcher.socket, 'sync', ANSWER_MS);
    switcher.socket.emit('sync', matchID, '1', seats[1]!.credentials, 2);
    expect(await moved).toBeDefined();
    await until(async () => (await connectedSeats(matchID)).join() === 'false,true');
    // A sync to a match it may not enter leaves the old seat too.
    const refused = next(switcher.socket, 'parlor:error', ANSWER_MS);
    switcher.socket.emit('sync', 'ghost-match', '0', 'nope', 2);
    expect(await refused).toBeDefined();
    await until(async () => (await connectedSeats(matchID)).join() === 'false,false');
  });
});

describe('failures', () => {
  it('keeps serving every match when a chat message fails in storage', async () => {
    const troubled = await probeMatch(server);
    const bystander = await probeMatch(server);
    const a = await sync(troubled.matchID, '0', troubled.seats[0]!.credentials);
    const b = await sync(bystander.matchID, '0', bystander.seats[0]!.credentials);
    const authenticate = vi.spyOn(server.storage, 'authenticate').mockRejectedValueOnce(new Error('the disk is on fire'));
    try {
      const error = next<[{ event: string; code: string }]>(a.socket, 'parlor:error', ANSWER_MS);
      a.socket.emit('chat', troubled.matchID, { id: 'c1', sender: '0', payload: 'hello' }, troubled.seats[0]!.credentials);
      expect((await error)?.[0]).toMatchObject({ event: 'chat', code: 'server-error' });
    } finally {
      authenticate.mockRestore();
    }
    // The process serves on: the other match moves, and the same chat works once storage does.
    const moved = next<[string, { G: { counter: number } }]>(b.socket, 'update', ANSWER_MS);
    b.socket.emit('update', makeMove('inc', [], '0', bystander.seats[0]!.credentials), b.info!.state._stateID, bystander.matchID, '0');
    expect((await moved)![1].G.counter).toBe(1);
    const heard = next<[string, { payload: unknown }]>(a.socket, 'chat', ANSWER_MS);
    a.socket.emit('chat', troubled.matchID, { id: 'c2', sender: '0', payload: 'again' }, troubled.seats[0]!.credentials);
    expect((await heard)![1].payload).toBe('again');
  });

  it('logs a promise nobody handled and keeps the process alive', async () => {
    const { logger, lines } = capturingLogger();
    const remove = installLastResort(logger);
    try {
      // What Node does with a rejection that has no handler, done by hand.
      process.emit('unhandledRejection', new Error('forgotten'), Promise.resolve());
      expect(lines).toEqual([expect.objectContaining({ level: 50, event: 'unhandledRejection', err: expect.objectContaining({ message: 'forgotten' }) })]);
      expect((await server.api('/healthz')).status).toBe(200);
    } finally {
      remove();
    }
  });
});

describe('match event log', () => {
  it('writes one info line per match event: create, join, connect, move applied and refused, game over, disconnect, leave', async () => {
    const { logger, lines } = capturingLogger();
    const logged = await startTestServer({ logger });
    try {
      const created = await logged.api('/games/probe/create', { body: { numPlayers: 2, setupData: { start: 8 } } });
      const matchID = created.body.matchID!;
      const join = async (playerID: string) => (await logged.api(`/games/probe/${matchID}/join`, { body: { playerID, playerName: `P${playerID}` } })).body.playerCredentials!;
      const credentials = [await join('0'), await join('1')];
      const socket = logged.socket('probe');
      await connected(socket);
      const synced = next<[string, SyncInfo]>(socket, 'sync', ANSWER_MS);
      socket.emit('sync', matchID, '0', credentials[0], 2);
      const stateID = (await synced)![1].state._stateID;
      // Refused by the rules (put wants strings), then applied, then the winning move.
      const resynced = next(socket, 'sync', ANSWER_MS);
      socket.emit('update', makeMove('put', [1, 2, 3], '0', credentials[0]), stateID, matchID, '0');
      await resynced;
      for (let i = 0; i < 2; i++) {
        const moved = next(socket, 'update', ANSWER_MS);
        socket.emit('update', makeMove('inc', [], '0', credentials[0]), stateID + i, matchID, '0');
        await moved;
      }
      socket.close();
      await until(() => lines.some((line) => line.event === 'disconnect'));
      await logged.api(`/games/probe/${matchID}/leave`, { body: { playerID: '1', credentials: credentials[1] } });
      const events = lines.filter((line) => line.matchID === matchID && line.event !== undefined);
      for (const line of events) expect(line).toMatchObject({ level: 30, msg: expect.any(String), time: expect.any(Number) });
      expect(events.map((line) => line.event)).toEqual(['create', 'join', 'join', 'connect', 'refuse', 'move', 'move', 'gameover', 'disconnect', 'leave']);
      expect(events.find((line) => line.event === 'refuse')).toMatchObject({ seat: '0', move: 'put', reason: 'refused by the rules' });
      expect(events.filter((line) => line.event === 'move')).toEqual([
        expect.objectContaining({ seat: '0', move: 'inc', stateID: stateID + 1 }),
        expect.objectContaining({ seat: '0', move: 'inc', stateID: stateID + 2 }),
      ]);
      expect(events.find((line) => line.event === 'gameover')).toMatchObject({ gameover: { winner: '0' } });
      // Nothing secret in the log: no credentials anywhere.
      expect(JSON.stringify(lines)).not.toContain(credentials[0]!);
    } finally {
      await logged.stop();
    }
  });
});

describe('origins', () => {
  it('refuses socket connections from pages of other origins', async () => {
    const stranger = server.socket('probe', { origin: 'https://evil.example.com' });
    await expect(connected(stranger)).rejects.toThrow();
    const friend = server.socket('probe', { origin: 'https://friends.example.org' });
    await expect(connected(friend)).resolves.toBeUndefined();
  });
});

describe('boardgame.io’s own client', () => {
  it('plays a match through the server', async () => {
    const { matchID, seats } = await probeMatch(server);
    const clients = seats.map(({ playerID, credentials }) =>
      Client({ game: probeGame, multiplayer: SocketIO({ server: server.url }), matchID, playerID, credentials, debug: false }),
    );
    for (const client of clients) client.start();
    const running = new Set(clients);
    const stop = (client: (typeof clients)[number]) => {
      if (running.delete(client)) client.stop();
    };
    // Generous: each step is a round trip through the server and its database's thread.
    const until = (check: () => boolean, what: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          clearInterval(poll);
          reject(new Error(`${what}: not within 30 s`));
        }, 30_000);
        const poll = setInterval(() => {
          if (check()) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve();
          }
        }, 20);
      });
    try {
      await until(() => clients.every((client) => client.getState() !== null && client.getState()!.G !== undefined), 'both clients synced');
      clients[0]!.moves.inc!();
      await until(() => clients.every((client) => client.getState()!.G.counter === 1), 'both clients shown the move');
      expect(clients[1]!.getState()!.G.secrets).toEqual({ '0': null, '1': 'secret-of-1' });
      await until(() => clients[1]!.matchData?.every((player) => player.isConnected) === true, 'seat 1 told both seats are online');
      // Seat 0 leaves: seat 1 is told, and the stored seats agree.
      stop(clients[0]!);
      await until(() => clients[1]!.matchData?.[0]?.isConnected === false, 'seat 1 told seat 0 went offline');
      expect(clients[1]!.matchData?.map((player) => player.isConnected)).toEqual([false, true]);
      const { metadata } = await server.storage.fetch(matchID, { metadata: true });
      expect([metadata!.players[0]!.isConnected, metadata!.players[1]!.isConnected]).toEqual([false, true]);
    } finally {
      for (const client of clients) stop(client);
    }
  });
});
