// The socket side, attacked through raw socket.io clients, and played with boardgame.io's own client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { LogEntry, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { connected, makeMove, next, probeMatch, startTestServer, type TestServer } from '../test/harness';
import { probeGame } from '../test/probe-game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { origins: ['https://friends.example.org'] } });
});
afterAll(async () => {
  await server.stop();
});

type SyncInfo = { state: Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>; initialState?: unknown; log: LogEntry[] };

/** A socket synced to a seat (or as a spectator): resolves with the sync it received. */
async function sync(matchID: string, playerID: string | null, credentials?: string): Promise<{ socket: Socket; info: SyncInfo | undefined }> {
  const socket = server.socket('probe');
  await connected(socket);
  const reply = next<[string, SyncInfo]>(socket, 'sync');
  socket.emit('sync', matchID, playerID, credentials, 2);
  return { socket, info: (await reply)?.[1] };
}

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
    const seen = next<[string, Pick<State, 'G' | '_stateID'>]>(b.socket, 'update');
    const storedWhenSeen = seen.then(async () => counter(matchID));
    a.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), a.info!.state._stateID, matchID, '0');
    const [, state] = (await seen)!;
    expect(state.G.counter).toBe(1);
    expect(await storedWhenSeen).toBe(1);
    expect(state.G.secrets).toEqual({ '0': null, '1': 'secret-of-1' });
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

  it('refuses moves without valid credentials, even before anyone joined', async () => {
    const { matchID } = await probeMatch(server, 2, 0);
    const unjoined = await sync(matchID, '0');
    expect(unjoined.info).toBeUndefined();
    unjoined.socket.emit('update', makeMove('inc', [], '0'), 0, matchID, '0');
    const seatOne = (await server.api(`/games/probe/${matchID}/join`, { body: { playerID: '1', playerName: 'B' } })).body;
    const impostor = await sync(matchID, '0', seatOne.playerCredentials);
    expect(impostor.info).toBeUndefined();
    impostor.socket.emit('update', makeMove('inc', [], '0', seatOne.playerCredentials), 0, matchID, '0');
    const spectator = await sync(matchID, null);
    spectator.socket.emit('update', makeMove('inc', [], '0'), 0, matchID, '0');
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    again.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '1', credentials: seats[1]!.credentials } }, 0, matchID, '1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await server.storage.readThrough().fetch(matchID, { state: true })).state!._stateID).toBe(0);
    // The seat that stayed plays on.
    expect(stayer.socket.connected).toBe(true);
    const seen = next<[string, Pick<State, 'G'>]>(stayer.socket, 'update');
    stayer.socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), 0, matchID, '0');
    expect((await seen)?.[1].G.counter).toBe(1);
  });

  it('accepts only moves and the events the game enables', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket, info } = await sync(matchID, '0', seats[0]!.credentials);
    const credentials = seats[0]!.credentials;
    for (const action of [
      { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winner: '0' }], playerID: '0', credentials } },
      { type: 'UNDO', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'REDO', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'RESET', payload: { type: 'inc', args: [], playerID: '0', credentials } },
      { type: 'PATCH', payload: { type: 'inc', args: [], playerID: '0', credentials } },
    ]) {
      socket.emit('update', action, info!.state._stateID, matchID, '0');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { state } = await server.storage.readThrough().fetch(matchID, { state: true });
    expect(state!.ctx.gameover).toBeUndefined();
    expect(state!._stateID).toBe(info!.state._stateID);
    // endTurn is enabled for this game and goes through.
    const update = next<[string, { ctx: { currentPlayer: string } }]>(socket, 'update');
    socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0', credentials } }, info!.state._stateID, matchID, '0');
    expect((await update)![1].ctx.currentPlayer).toBe('1');
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
    const resync = next<[string, SyncInfo]>(v.socket, 'sync');
    v.socket.emit('update', makeMove('boom', [], '0', credentials), v.info!.state._stateID, victim.matchID, '0');
    expect((await resync)![1].state._stateID).toBe(v.info!.state._stateID);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Everything else goes on.
    const moved = next<[string, { G: { counter: number } }]>(b.socket, 'update');
    b.socket.emit('update', makeMove('inc', [], '0', bystander.seats[0]!.credentials), b.info!.state._stateID, bystander.matchID, '0');
    expect((await moved)![1].G.counter).toBe(1);
    expect((await server.api('/healthz')).status).toBe(200);
    const { state } = await server.storage.readThrough().fetch(victim.matchID, { state: true });
    // Nothing any of those moves wanted to write was written.
    expect(state!.G).toMatchObject({ counter: 0, bag: {} });
    expect(state!._stateID).toBe(v.info!.state._stateID);
  });

  it('disconnects a socket that sends a message over 64 KB', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket } = await sync(matchID, '0', seats[0]!.credentials);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('update', makeMove('put', ['k', 'x'.repeat(70_000)], '0', seats[0]!.credentials), 0, matchID, '0');
    await closed;
    expect(await counter(matchID)).toBe(0);
  });

  it('answers a move sent from an old state with the current one', async () => {
    const { matchID, seats } = await probeMatch(server);
    const { socket, info } = await sync(matchID, '0', seats[0]!.credentials);
    const first = next(socket, 'update');
    socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), info!.state._stateID, matchID, '0');
    await first;
    const resync = next<[string, SyncInfo]>(socket, 'sync');
    socket.emit('update', makeMove('inc', [], '0', seats[0]!.credentials), info!.state._stateID, matchID, '0');
    expect((await resync)![1].state.G.counter).toBe(1);
    expect(await counter(matchID)).toBe(1);
  });

  it('relays chat from a seat under its own name only', async () => {
    const { matchID, seats } = await probeMatch(server);
    const a = await sync(matchID, '0', seats[0]!.credentials);
    const b = await sync(matchID, '1', seats[1]!.credentials);
    const heard = next<[string, { sender: string; payload: unknown }]>(b.socket, 'chat');
    a.socket.emit('chat', matchID, { id: 'm1', sender: '0', payload: 'hello' }, seats[0]!.credentials);
    expect((await heard)![1]).toMatchObject({ sender: '0', payload: 'hello' });
    const forged = next(b.socket, 'chat', 400);
    a.socket.emit('chat', matchID, { id: 'm2', sender: '1', payload: 'I am B' }, seats[0]!.credentials);
    a.socket.emit('chat', matchID, { id: 'm3', sender: '0', payload: 'x'.repeat(600) }, seats[0]!.credentials);
    expect(await forged).toBeUndefined();
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
    const until = (check: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out')), 3000);
        const poll = setInterval(() => {
          if (check()) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve();
          }
        }, 20);
      });
    try {
      await until(() => clients.every((client) => client.getState() !== null && client.getState()!.G !== undefined));
      clients[0]!.moves.inc!();
      await until(() => clients.every((client) => client.getState()!.G.counter === 1));
      expect(clients[1]!.getState()!.G.secrets).toEqual({ '0': null, '1': 'secret-of-1' });
      await until(() => clients[1]!.matchData?.every((player) => player.isConnected) === true);
      // Seat 0 leaves: seat 1 is told, and the stored seats agree.
      stop(clients[0]!);
      await until(() => clients[1]!.matchData?.[0]?.isConnected === false);
      expect(clients[1]!.matchData?.map((player) => player.isConnected)).toEqual([false, true]);
      const { metadata } = await server.storage.fetch(matchID, { metadata: true });
      expect([metadata!.players[0]!.isConnected, metadata!.players[1]!.isConnected]).toEqual([false, true]);
    } finally {
      for (const client of clients) stop(client);
    }
  });
});
