import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from 'cors';
import express from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Server as IOServer } from 'socket.io';
import type { GameModule } from '@parlor/game-kit';
import { openStorage, type ParlorStorage } from '@parlor/storage';
import type { Config } from './config';
import { lobbyErrors, lobbyRouter } from './lobby';
import { InMemoryPubSub, RedisPubSub, type PubSub } from './pubsub';
import { attachTransport, type TransportStats } from './transport';

/** Options of {@link startServer}. */
export interface ServerOptions {
  config: Config;
  /** The games to host; default: every game of `@parlor/registry`. */
  modules?: GameModule[];
  logger?: Logger;
  /** The built web client to serve; default: apps/web/dist when it exists. */
  webRoot?: string;
}

/** A running server. */
export interface RunningServer {
  /** `http://host:port` it listens on. */
  url: string;
  port: number;
  storage: ParlorStorage;
  logger: Logger;
  /** Connected sockets, matches with sockets, matches with queued moves. */
  stats: () => TransportStats;
  /** Stops accepting connections and closes storage and pub/sub. */
  close: () => Promise<void>;
}

const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'dist');

/** Whether a browser origin may talk to this server: its own origin or one listed in ORIGINS. */
function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  // Requests without an Origin header do not come from a page in a browser.
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page at / when the web client has not been built. */
function placeholderPage(modules: GameModule[]): string {
  const games = modules.map((module) => `<li>${escapeHtml(module.manifest.title.en)}: ${escapeHtml(module.manifest.summary.en)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parlor</title></head><body>
<h1>Parlor is running</h1><p>The web client has not been built, so there is no lobby page yet. The server hosts:</p>
<ul>${games}</ul><p>The lobby API is at <a href="/games">/games</a>, the catalog at <a href="/api/catalog">/api/catalog</a>.</p>
</body></html>`;
}

/**
 * Starts the Parlor server: the lobby REST API (boardgame.io's routes), socket.io play for
 * every game, `/api/catalog`, `/healthz` and the web client, all on one port.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const modules = options.modules ?? (await (await import('@parlor/registry')).loadAllGames());
  const storage = await openStorage(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema }
      : { dataDir: resolve(config.dataDir), schema: config.databaseSchema },
  );
  let pubsub: PubSub<never>;
  if (config.redisUrl) {
    const redis = new RedisPubSub<never>(config.redisUrl, logger);
    await redis.ready();
    pubsub = redis;
  } else {
    pubsub = new InMemoryPubSub<never>();
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(pinoHttp({ logger, customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info') }));

  // Browsers: only this server's own pages and the configured origins may use the API.
  app.use((req, res, next) => {
    if (originAllowed(req.headers.origin, req.headers.host, config.origins)) return next();
    res.status(403).json({ error: `origin ${req.headers.origin} is not allowed` });
  });
  app.use(cors({ origin: (origin, callback) => callback(null, origin !== undefined && config.origins.includes(origin)) }));

  // How long the event loop was held up (every move waits on it): since the last /healthz.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.get('/healthz', async (_req, res) => {
    try {
      await storage.fetch('healthz', { metadata: true });
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      const eventLoopDelayMs = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
      loopDelay.reset();
      res.json({
        status: 'ok',
        games: modules.length,
        storage: storage.backend,
        pubsub: config.redisUrl ? 'redis' : 'memory',
        // Sockets, matches with sockets, matches with moves queued: 0 matches once everyone left.
        connections: transport.stats(),
        eventLoopDelayMs,
        memory: (({ rss, heapUsed }) => ({ rss, heapUsed }))(process.memoryUsage()),
      });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.get('/api/catalog', (_req, res) => {
    res.json({ games: modules.map((module) => module.manifest) });
  });

  app.use('/games', express.json({ limit: '16kb', strict: true }));
  app.use(lobbyRouter({ modules, storage, logger, createPerMinute: config.createPerMinute, onSeatLeft: (matchID) => transport.seatsChanged(matchID) }));

  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  if (existsSync(join(webRoot, 'index.html'))) {
    app.use(express.static(webRoot, { index: 'index.html', maxAge: '1h' }));
    // The web client routes in the browser: any other page gets the app.
    app.get(/^(?!\/(games|api|socket\.io|healthz)(\/|$)).*/, (_req, res) => res.sendFile(join(webRoot, 'index.html')));
  } else {
    // Without a built web client, whoever opens the URL still learns what is running.
    app.get('/', (_req, res) => {
      res.type('html').send(placeholderPage(modules));
    });
  }
  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(lobbyErrors(logger));

  const httpServer = createServer(app);
  const io = new IOServer(httpServer, {
    serveClient: false,
    // Socket.io drops a connection whose message exceeds this (boardgame.io's default is 1 MB).
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 10_000,
    pingTimeout: 20_000,
    cors: { origin: (origin, callback) => callback(null, origin !== undefined && config.origins.includes(origin)) },
    allowRequest: (req: IncomingMessage, callback) => callback(null, originAllowed(req.headers.origin, req.headers.host, config.origins)),
  });
  const transport = attachTransport({
    io,
    games: modules.map((module) => module.game),
    storage,
    pubsub,
    logger,
    writeDelayMs: config.testWriteDelayMs,
  });

  await new Promise<void>((done, fail) => {
    httpServer.once('error', fail);
    httpServer.listen(config.port, config.host, () => done());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  logger.info({ url, games: modules.map((module) => module.game.name), storage: storage.backend }, 'listening');

  return {
    url,
    port,
    storage,
    logger,
    stats: transport.stats,
    close: async () => {
      transport.close();
      loopDelay.disable();
      await new Promise<void>((done) => void io.close(() => done()));
      httpServer.closeAllConnections?.();
      await new Promise<void>((done) => httpServer.close(() => done()));
      await pubsub.close();
      await storage.close();
    },
  };
}
