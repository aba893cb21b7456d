// Two Parlor processes on one PostgreSQL and one Redis behind HAProxy, configured with
// deploy/haproxy.cfg as an operator runs it. Players of every game play through the balancer
// with boardgame.io's own clients; one process is SIGKILLed mid-match; its players reconnect
// through the balancer to the other and play on, with no move lost and every seat shown online.
// Seats whose sockets died with the process, and never come back, are shown offline within
// seconds (their process's lease runs out), so the bot can stand in for them. An account's
// session made through the balancer opens on either process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadAllGames } from '@parlor/registry';
import { openStorage, type ParlorStorage } from '@parlor/storage';
import { freePort, postJson, startServerProcess, type ServerProcess } from './test/processes';
import { dropSchema, HAPROXY, missingHaproxy, missingServices, TEST_DATABASE_URL, TEST_REDIS_URL } from './test/services';

const missing = (await missingServices(['postgres', 'redis'])) ?? missingHaproxy();
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const modules = await loadAllGames();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, what: string | (() => string), ms = 60_000): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(50)) {
    if (Date.now() - start > ms) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${ms / 1000} s`);
  }
}

type BgioClient = ReturnType<typeof Client>;

/** A person at a table: boardgame.io's client, and the newest state id the server sent it. */
interface Player {
  game: Game;
  matchID: string;
  seat: string;
  client: BgioClient;
  /** The newest state id an update or sync from the server carried. */
  shown: number;
  /** How many syncs it received: one more after each reconnection. */
  syncs: number;
}

/** boardgame.io's client over socket.io to `server`, WebSocket only (a browser keeps the balancer's cookie for polling; Node keeps none). */
function connect(server: string, game: Game, matchID: string, seat: string, credentials: string): Player {
  const client = Client({
    game,
    matchID,
    playerID: seat,
    credentials,
    debug: false,
    multiplayer: SocketIO({ server, socketOpts: { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 500 } }),
  });
  client.start();
  const player: Player = { game, matchID, seat, client, shown: -1, syncs: 0 };
  // What the server itself said, apart from the client's own optimistic steps.
  const socket = (client as unknown as { transport: { socket: { on: (event: string, listener: (...args: unknown[]) => void) => void } } }).transport.socket;
  socket.on('sync', (_matchID, info) => {
    player.syncs++;
    player.shown = Math.max(player.shown, (info as { state: { _stateID: number } }).state._stateID);
  });
  socket.on('update', (_matchID, state) => {
    player.shown = Math.max(player.shown, (state as { _stateID: number })._stateID);
  });
  socket.on('patch', (_matchID, _previous, next) => {
    if (typeof next === 'number') player.shown = Math.max(player.shown, next);
  });
  return player;
}

/** One legal move for the player's seat in the state it sees, if it may act. */
function choose(player: Player): { move: string; args?: unknown[] } | undefined {
  const state = player.client.getState();
  if (!state || !state.isActive || state.ctx.gameover !== undefined || !state.isConnected) return undefined;
  const moves = player.game.ai!.enumerate(state.G, state.ctx, player.seat) as { move: string; args?: unknown[] }[];
  return moves.length > 0 ? moves[Math.floor(Math.random() * moves.length)] : undefined;
}

describe.skipIf(missing !== undefined)('several processes behind HAProxy (deploy/haproxy.cfg)', () => {
  const schema = `cluster_${randomBytes(4).toString('hex')}`;
  const processes: ServerProcess[] = [];
  let balancer: ChildProcess | undefined;
  let balancerOutput = '';
  let storage: ParlorStorage;
  const players: Player[] = [];
  let url = '';

  beforeAll(async () => {
    const env = {
      PORT: '0',
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL: TEST_REDIS_URL,
      TRUST_PROXY: 'loopback',
      // Nobody's seat is played by the bot while the test looks: a seat offline shows in its flag.
      GRACE_SECONDS: '900',
      // The lease of a process's seats, short so that the test sees it run out.
      PARLOR_TEST_PRESENCE_MS: '3000',
    };
    // One after the other: the first migrates the schema.
    processes.push(await startServerProcess(env));
    processes.push(await startServerProcess(env));
    const port = await freePort();
    balancer = spawn(HAPROXY, ['-db', '-f', join(repoRoot, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        PARLOR_BIND: `127.0.0.1:${port}`,
        PARLOR_SERVER_1: new URL(processes[0]!.url).host,
        PARLOR_SERVER_2: new URL(processes[1]!.url).host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    balancer.stdout!.on('data', (chunk: Buffer) => (balancerOutput = (balancerOutput + chunk.toString()).slice(-20_000)));
    balancer.stderr!.on('data', (chunk: Buffer) => (balancerOutput = (balancerOutput + chunk.toString()).slice(-20_000)));
    storage = await openStorage({ databaseUrl: TEST_DATABASE_URL, schema });
    url = `http://127.0.0.1:${port}`;
    // Both processes in service: each answers (the balancer's cookie says which one did).
    const answered = new Set<string>();
    await until(async () => {
      const response = await fetch(`${url}/healthz`).catch(() => undefined);
      const cookie = response?.headers.get('set-cookie') ?? '';
      const server = /PARLOR_SERVER=(\w+)/.exec(cookie)?.[1];
      if (response?.status === 200 && server) answered.add(server);
      return answered.size === 2;
    }, () => `both processes in service behind HAProxy (its output: ${balancerOutput})`);
  }, 300_000);

  afterAll(async () => {
    for (const player of players) player.client.stop();
    balancer?.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.stop('SIGKILL')));
    await storage?.close();
    await dropSchema(schema);
  });

  it('signs up through the balancer into a session every process opens', async () => {
    const made = await fetch(`${url}/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Clustered${randomBytes(3).toString('hex')}`, password: 'one session, two processes' }) });
    expect(made.status).toBe(201);
    const session = /parlor_session=([^;]+)/.exec(made.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    for (const server of processes) {
      const answer = (await (await fetch(`${server.url}/auth/session`, { headers: { cookie: `parlor_session=${session}` } })).json()) as { account: { name: string } | null };
      expect(answer.account?.name, server.url).toMatch(/^Clustered/);
    }
  }, 60_000);

  it('plays every game through the balancer; a SIGKILLed process’s players play on through the other, no move lost, no seat wrongly offline', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];

    // The balancer keeps Parlor's own ports to itself: metrics are for the operator.
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${a.url}/metrics`)).status).toBe(200);

    // A match of every game, every seat a person, through the balancer.
    const matches: { module: (typeof modules)[number]; matchID: string; seats: Player[] }[] = [];
    for (const module of modules) {
      const game = module.game;
      const numPlayers = module.manifest.minPlayers;
      const { matchID } = await postJson(`${url}/games/${game.name}/create`, { numPlayers });
      const seats: Player[] = [];
      for (let seat = 0; seat < numPlayers; seat++) {
        const { playerCredentials } = await postJson(`${url}/games/${game.name}/${matchID}/join`, { playerID: String(seat), playerName: `P${seat}` });
        seats.push(connect(url, game, matchID!, String(seat), playerCredentials!));
      }
      players.push(...seats);
      matches.push({ module, matchID: matchID!, seats });
    }
    // And one whose players are on process a directly, and will not come back after it dies.
    const lonelyGame = modules.find((module) => module.manifest.id === 'exploding-kittens')!.game;
    const { matchID: lonelyID } = await postJson(`${a.url}/games/${lonelyGame.name}/create`, { numPlayers: 2 });
    const lonely: Player[] = [];
    for (const seat of ['0', '1']) {
      const { playerCredentials } = await postJson(`${a.url}/games/${lonelyGame.name}/${lonelyID}/join`, { playerID: seat, playerName: `L${seat}` });
      lonely.push(connect(a.url, lonelyGame, lonelyID!, seat, playerCredentials!));
    }
    players.push(...lonely);
    await until(() => players.every((player) => player.syncs > 0), 'every player synced');

    // Everyone plays whatever is legal, as soon as they may.
    let playing = true;
    const play = async (player: Player) => {
      while (playing) {
        const move = choose(player);
        if (move) {
          const before = player.shown;
          player.client.moves[move.move]!(...(move.args ?? []));
          // Until the server answers (or the connection is gone and comes back).
          for (const start = Date.now(); playing && player.shown === before && Date.now() - start < 3000; ) await sleep(10);
        } else await sleep(20);
      }
    };
    const loops = players.filter((player) => !lonely.includes(player)).map(play);
    const progress = () => matches.map(({ seats }) => Math.max(...seats.map((player) => player.shown)));
    await until(() => progress().every((shown) => shown >= 6), () => `every match a few moves in (${progress().join(', ')})`, 120_000);

    // Both processes hold players through the balancer.
    const clientsOn = async (server: ServerProcess) => ((await (await fetch(`${server.url}/healthz`)).json()) as { connections: { clients: number } }).connections.clients;
    expect(await clientsOn(a)).toBeGreaterThan(lonely.length);
    expect(await clientsOn(b)).toBeGreaterThan(0);

    // Process a dies mid-match.
    const syncsBefore = players.map((player) => player.syncs);
    await a.stop('SIGKILL');
    const shownAtKill = matches.map(({ seats }) => Math.max(...seats.map((player) => player.shown)));

    // Its players reconnect through the balancer to b (a sync each), and every match plays on.
    const movedOn = () => matches.every(({ seats }, i) => seats.some((player) => player.shown >= shownAtKill[i]! + 4) || seats[0]!.client.getState()?.ctx.gameover !== undefined);
    await until(movedOn, () => `every match moving on after the kill (${progress().join(', ')} from ${shownAtKill.join(', ')})`, 120_000);
    const resynced = players.filter((player, i) => !lonely.includes(player) && player.syncs > syncsBefore[i]!);
    expect(resynced.length, 'players of the killed process came back through the balancer').toBeGreaterThan(0);
    playing = false;
    await Promise.all(loops);

    for (const { module, matchID, seats } of matches) {
      const name = module.manifest.id;
      const { state, log, metadata } = await storage.readThrough().fetch(matchID, { state: true, log: true, metadata: true });
      // No move any client was shown is lost, and the log has every move, without a gap.
      expect(state!._stateID, name).toBeGreaterThanOrEqual(Math.max(...seats.map((player) => player.shown)));
      const moves = log!.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry._stateID);
      expect(moves, name).toEqual(moves.map((_, i) => i));
      // Every seat is connected (on b now), and shown so, to the seats themselves too. A seat's
      // flag is stored after its sync is answered, and a seat not yet back may still be
      // reconnecting: wait for the stored flags rather than read them once.
      let connected = Object.values(metadata!.players).map((player) => player.isConnected);
      await until(
        async () => {
          const { metadata: now } = await storage.readThrough().fetch(matchID, { metadata: true });
          connected = Object.values(now!.players).map((player) => player.isConnected);
          return connected.every((flag) => flag === true);
        },
        () => `${name}: every seat stored as connected (${connected.join(', ')})`,
        30_000,
      );
      expect(connected, name).toEqual(seats.map(() => true));
      await until(() => seats.every((player) => player.client.matchData?.every((seat) => seat.isConnected === true) === true), `${name}: every seat shown online to its players`, 30_000);
    }

    // The lonely seats died with process a and never came back: once its lease runs out (3 s
    // here), b marks them offline, so that their grace periods run and a bot may stand in.
    await until(async () => {
      const { metadata } = await storage.readThrough().fetch(lonelyID!, { metadata: true });
      return Object.values(metadata!.players).every((player) => player.isConnected === false);
    }, 'the seats held only by the killed process shown offline', 30_000);
  }, 600_000);
});
