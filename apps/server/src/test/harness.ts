// Starts a real server for a test (embedded database in a temp folder, a free port) and
// talks to it the way clients do: HTTP for the lobby, raw socket.io for play.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { io, type Socket } from 'socket.io-client';
import type { GameModule } from '@parlor/game-kit';
import { readConfig, type Config } from '../lib/config';
import { startServer, type RunningServer } from '../lib/server';
import { probeModule } from './probe-game';

/** The JSON fields lobby replies carry, as the tests read them (all optional: replies differ). */
export interface LobbyReply {
  matchID?: string;
  nextMatchID?: string;
  playerID?: string;
  playerCredentials?: string;
  players?: { id: number; name?: string }[];
  matches?: { matchID: string }[];
  games?: { id: string }[];
  error?: string;
  [field: string]: unknown;
}

export interface TestServer extends RunningServer {
  /** fetch() a path of the server, JSON in and out. */
  api: (path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string>; raw?: string }) => Promise<{ status: number; body: LobbyReply; headers: Headers }>;
  /** A raw socket.io client on a game's namespace. */
  socket: (game: string, options?: { origin?: string }) => Socket;
  stop: () => Promise<void>;
}

export async function startTestServer(
  options: { modules?: GameModule[]; config?: Partial<Config>; env?: Record<string, string>; webRoot?: string; logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-server-'));
  // One address plays every seat of every test: the per-address limits are lifted unless a test sets them (limits.test.ts does).
  const lifted = { joinPerMinute: 100000, chatPerMinute: 100000, messagesPerSecond: 100000 };
  const config = { ...readConfig({ PORT: '0', DATA_DIR: dataDir, ...options.env }), ...lifted, ...options.config };
  // Tests get no web client unless they bring one (the real one may or may not be built).
  const webRoot = options.webRoot ?? join(dataDir, 'no-web-client');
  const server = await startServer({ config, modules: options.modules ?? [probeModule], logger: options.logger ?? pino({ level: 'silent' }), webRoot });
  const sockets: Socket[] = [];
  return {
    ...server,
    api: async (path, init = {}) => {
      const response = await fetch(server.url + path, {
        method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
        headers: { 'content-type': 'application/json', ...init.headers },
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body: body as LobbyReply, headers: response.headers };
    },
    socket: (game, socketOptions = {}) => {
      const socket = io(`${server.url}/${game}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: socketOptions.origin ? { origin: socketOptions.origin } : undefined,
      });
      sockets.push(socket);
      return socket;
    },
    stop: async () => {
      for (const socket of sockets) socket.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The next `event` on a socket, or undefined after `ms` milliseconds. */
export function next<T extends unknown[]>(socket: Socket, event: string, ms = 1500): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      resolve(undefined);
    }, ms);
    const listener = (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args as T);
    };
    socket.once(event, listener);
  });
}

/** Resolves once the socket is connected (or rejects on a refused connection). */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Creates a match of the probe game and seats players; returns ids and credentials. */
export async function probeMatch(server: TestServer, numPlayers = 2, join = numPlayers) {
  const created = await server.api('/games/probe/create', { body: { numPlayers } });
  const matchID = created.body.matchID as string;
  const seats: { playerID: string; credentials: string }[] = [];
  for (let i = 0; i < join; i++) {
    const joined = await server.api(`/games/probe/${matchID}/join`, { body: { playerID: String(i), playerName: `P${i}` } });
    seats.push({ playerID: joined.body.playerID!, credentials: joined.body.playerCredentials! });
  }
  return { matchID, seats };
}

/** A MAKE_MOVE action as boardgame.io's client sends it. */
export const makeMove = (type: string, args: unknown[], playerID: string, credentials?: string) => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID, credentials },
});

/** A pino logger at info level whose JSON lines are kept, parsed, in `lines`. */
export function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}
