import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createNetServer, isIP, type AddressInfo } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Server as IOServer } from 'socket.io';
import { checkGameModule, type GameModule } from '@parlor/game-kit';
import { openStorage, type ParlorStorage } from '@parlor/storage';
import type { Config } from './config';
import { lobbyErrors, lobbyRouter, requireJsonBody } from './lobby';
import { replayRouter } from './replays';
import { accountRouter } from './accounts-api';
import { RatingKeeper } from './rating-keeper';
import { ratingsRouter } from './ratings-api';
import { InMemoryPubSub, RedisPubSub, type PubSub } from './pubsub';
import { jsonOnlyParser, MESSAGE_LIMIT } from './socket-parser';
import { BotPool } from './bot-pool';
import { TableKeeper } from './table-keeper';
import { Limits } from './limits';
import { Presence } from './presence';
import { Sweeper } from './sweeper';
import { ServerMetrics } from './metrics';
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
  /** Connected sockets, matches with sockets, matches with queued moves, seats with sockets. */
  stats: () => TransportStats;
  /** The Prometheus metrics served at /metrics. */
  metrics: ServerMetrics;
  /** Stops accepting connections and closes storage and pub/sub. */
  close: () => Promise<void>;
}

/**
 * Why the server could not start, naming the configuration variable to fix (when one is to
 * blame) and the reason, for `Parlor cannot start: <variable>: <reason>`.
 */
export class StartError extends Error {
  override name = 'StartError';
  constructor(
    readonly variable: string | undefined,
    readonly reason: string,
  ) {
    super(variable ? `${variable}: ${reason}` : reason);
  }
}

/** An error's own words: a message, else its code, else the messages of the errors it bundles. */
export function describeError(error: unknown): string {
  const { message, code, errors } = (error ?? {}) as { message?: string; code?: string; errors?: unknown[] };
  if (message) return message;
  if (Array.isArray(errors) && errors.length > 0) return [...new Set(errors.map(describeError))].join('; ');
  return code ?? String(error);
}

/** Runs one step of the start; a failure becomes a {@link StartError} blaming `variable`. */
async function step<T>(variable: string, run: () => Promise<T>, explain: (error: unknown) => string = describeError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartError) throw error;
    throw new StartError(variable, explain(error));
  }
}

/** A connection URL without its password, for messages. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

// How long the host name may take to resolve: getaddrinfo can wait on an unreachable name
// server for much longer, which would leave `npm start` silent.
const LOOKUP_TIMEOUT_MS = 5000;

/** The address to listen on for HOST: as given when it is one, else its first address. */
async function resolveHost(host: string): Promise<string> {
  if (isIP(host)) return host;
  let timer: NodeJS.Timeout | undefined;
  try {
    const { address } = await Promise.race([
      lookup(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${LOOKUP_TIMEOUT_MS / 1000} s`)), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    return address;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_NONAME') throw new StartError('HOST', `${host} is not a known host name (use an address of this machine, such as 127.0.0.1 or 0.0.0.0)`);
    throw new StartError('HOST', `${host} cannot be resolved: ${describeError(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fails now, with the reason, if the server could not listen on `address:port`: a port in use
 * or an address of another machine is reported before a database is opened (or created).
 */
async function probeListen(host: string, address: string, port: number): Promise<void> {
  const probe = createNetServer();
  try {
    await new Promise<void>((done, fail) => {
      probe.once('error', fail);
      probe.listen({ port, host: address, exclusive: true }, () => done());
    });
  } catch (error) {
    throw listenError(error, host, port);
  } finally {
    await new Promise((done) => probe.close(done));
  }
}

/** Why listening failed, blaming PORT or HOST. */
function listenError(error: unknown, host: string, port: number): StartError {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return new StartError('PORT', `port ${port} is already in use on ${host} (stop what uses it, or choose another PORT)`);
  if (code === 'EACCES') return new StartError('PORT', `permission denied to listen on port ${port} (ports below 1024 need privileges)`);
  if (code === 'EADDRNOTAVAIL') return new StartError('HOST', `${host} is not an address of this machine`);
  return new StartError('HOST', `cannot listen on ${host}:${port}: ${describeError(error)}`);
}

/** How long a stop waits for moves in flight to be stored and seats marked offline. */
const DRAIN_MS = 10_000;

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
 * What the web client may load: its own scripts, style sheets, icons and socket (same origin;
 * the cards are drawn with inline SVG, styles React sets through the DOM); nothing from another
 * site, and no page may frame it. No upgrade-insecure-requests: a server for a group is often
 * reached over plain HTTP on a home network, where upgrading every request would break it.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Starts the Parlor server: the lobby REST API (boardgame.io's routes), socket.io play for
 * every game, `/api/catalog`, `/healthz` and the web client, all on one port.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const registry = await import('@parlor/registry');
  const modules = options.modules ?? (await registry.loadAllGames());
  // A game still being built is hosted (a match opens by its URL, the tests play it) but the
  // lobby's catalog leaves it out; a game the registry does not know (a test's) is listed.
  const listed = (id: string) => !registry.gameIds.includes(id) || registry.isListed(id);
  // A game that breaks the module contract (player counts, undo, client events) could let
  // players do what the server promises they cannot: it is refused here rather than served.
  for (const module of modules) {
    const problems = checkGameModule(module);
    if (problems.length > 0) throw new StartError(undefined, `the game ${module.manifest.id} breaks the game-module contract: ${problems.join('; ')}`);
  }
  // The cheap checks first: HOST and PORT, then Redis, before opening (or creating) a database.
  const address = await resolveHost(config.host);
  await probeListen(config.host, address, config.port);
  let pubsub: PubSub<never>;
  if (config.redisUrl) {
    const redis = new RedisPubSub<never>(config.redisUrl, logger);
    pubsub = redis;
    try {
      await step('REDIS_URL', () => redis.ready());
    } catch (error) {
      await redis.close();
      throw error;
    }
  } else {
    pubsub = new InMemoryPubSub<never>();
  }
  const storage = await step(
    config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR',
    () =>
      openStorage(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl, schema: config.databaseSchema }
          : { dataDir: resolve(config.dataDir), schema: config.databaseSchema },
      ),
    (error) => (config.databaseUrl ? `cannot use the database at ${withoutPassword(config.databaseUrl)}: ${describeError(error)}` : describeError(error)),
  ).catch(async (error: unknown) => {
    await pubsub.close();
    throw error;
  });
  // The embedded database has one process (its folder is locked), so no seat can be connected
  // before this one listens: seats still marked connected were left so by a crash. With
  // PostgreSQL other processes may be serving those seats; their flags stay as they are.
  let cleared: string[] = [];
  if (storage.backend === 'pglite') {
    cleared = await storage.disconnectAllSeats();
    if (cleared.length > 0) logger.info({ matches: cleared.length }, 'seats the previous run left marked connected are marked disconnected');
  }

  const app = express();
  app.disable('x-powered-by');
  // Behind a balancer, the client's address is in X-Forwarded-For: rate limits and logs use it
  // only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy);
  const limits = new Limits(
    {
      createPerMinute: config.createPerMinute,
      joinPerMinute: config.joinPerMinute,
      chatPerMinute: config.chatPerMinute,
      messagesPerSecond: config.messagesPerSecond,
      signInPerAddress: config.signInPerAddress,
      signInPerAccount: config.signInPerAccount,
    },
    pubsub instanceof RedisPubSub ? pubsub.commands : undefined,
    config.databaseSchema,
  );
  // A forwarded address the server does not believe: said once, since it usually means
  // TRUST_PROXY should name the balancer in front of it.
  let warnedForwarded = false;
  app.use((req, _res, next) => {
    if (!warnedForwarded && config.trustProxy === false && req.headers['x-forwarded-for'] !== undefined) {
      warnedForwarded = true;
      logger.warn({ client: req.ip }, 'a request came with X-Forwarded-For, which is not believed without TRUST_PROXY: behind a balancer, set TRUST_PROXY to its address so that limits and logs see clients');
    }
    next();
  });
  app.use(helmet({ contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } }));
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The client's address as Express sees it (through the proxies TRUST_PROXY names).
      customProps: (req) => ({ client: (req as express.Request).ip }),
      // No headers in the log: a request's carry its session cookie and CSRF token, an answer's
      // the cookie it sets, and a log is read by more people than the database.
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // Browsers: only this server's own pages and the configured origins may use the API.
  app.use((req, res, next) => {
    if (originAllowed(req.headers.origin, req.headers.host, config.origins)) return next();
    res.status(403).json({ error: `origin ${req.headers.origin} is not allowed` });
  });
  app.use(cors({ origin: (origin, callback) => callback(null, origin !== undefined && config.origins.includes(origin)) }));

  const metrics = new ServerMetrics({ connections: () => transport.counts(), cachedStates: () => storage.cachedStates, storageHandOffSeconds: () => storage.handOffSeconds, storageDeadlocks: () => storage.deadlocksRetried });
  metrics.cacheBytes('states', () => storage.cachedStateBytes);
  for (const [name, counters] of limits.memoryCounters()) metrics.cacheBytes(`limits-${name}`, () => counters.bytes);
  storage.observeBatches((kind, size, ms) => {
    metrics.storageBatchSize.observe({ kind }, size);
    metrics.storageBatchSeconds.observe({ kind }, ms / 1000);
  });
  // Liveness for a balancer's health checks: cheap, and reading it changes nothing (figures
  // over time are at /metrics).
  app.get('/healthz', async (req, res) => {
    try {
      await storage.fetch('healthz', { metadata: true });
      // For the load driver's memory figures: only a process started with --expose-gc (never
      // `npm start`) collects its garbage first, so that live memory is measured, not garbage.
      const gc = (globalThis as { gc?: () => void }).gc;
      if (req.query.gc === '1' && typeof gc === 'function') gc();
      res.json({
        status: 'ok',
        games: modules.length,
        storage: storage.backend,
        pubsub: config.redisUrl ? 'redis' : 'memory',
        // Sockets, matches with sockets, matches with moves queued: 0 matches once everyone left.
        connections: transport.counts(),
        memory: (({ rss, heapUsed }) => ({ rss, heapUsed }))(process.memoryUsage()),
      });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  // Prometheus' text format; cumulative, so any number of scrapers may read it.
  app.get('/metrics', async (_req, res, next) => {
    try {
      res.type(metrics.contentType).send(await metrics.read());
    } catch (error) {
      next(error);
    }
  });
  app.get('/api/catalog', (_req, res) => {
    res.json({ games: modules.map((module) => module.manifest).filter((manifest) => listed(manifest.id)) });
  });

  app.use(replayRouter({ modules, storage, logger, metrics }));
  app.use('/auth', requireJsonBody, express.json({ limit: '16kb', strict: true }));
  app.use(ratingsRouter({ storage, modules }));
  app.use(accountRouter({ storage, logger, limits, signUp: config.signUp, sessionMs: config.sessionMs, modules, metrics }));
  app.use('/games', requireJsonBody, express.json({ limit: '16kb', strict: true }));
  app.use(
    lobbyRouter({
      modules,
      storage,
      logger,
      limits,
      onSeatLeft: (matchID) => {
        transport.seatsChanged(matchID);
        keeper.seatsChanged(matchID);
      },
      onSeated: (matchID, metadata) => transport.seatsUpdated(matchID, metadata),
    }),
  );

  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  if (existsSync(join(webRoot, 'index.html'))) {
    // index.html names the current build's scripts: a browser must ask for it again every time
    // (it may keep a copy and revalidate), or after an upgrade it would load scripts that are
    // gone. Vite's hashed files under assets/ never change and are kept for a year.
    app.use(
      express.static(webRoot, {
        index: 'index.html',
        maxAge: '1h',
        setHeaders: (res, path) => {
          if (basename(path) === 'index.html') res.setHeader('Cache-Control', 'no-cache');
          else if (path.startsWith(join(webRoot, 'assets') + '/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // The web client routes in the browser: any other page gets the app.
    app.get(/^(?!\/(games|api|auth|socket\.io|healthz|metrics)(\/|$)).*/, (_req, res) => res.sendFile(join(webRoot, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }));
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
    parser: jsonOnlyParser,
    // A message over MESSAGE_LIMIT (64 KiB) is answered with a parlor:error and its socket
    // closed, unparsed (socket-parser.ts); past this hard cap the engine closes the connection
    // without reading on, and without a word (boardgame.io's default is 1 MB).
    maxHttpBufferSize: 4 * MESSAGE_LIMIT,
    pingInterval: 10_000,
    pingTimeout: 20_000,
    cors: { origin: (origin, callback) => callback(null, origin !== undefined && config.origins.includes(origin)) },
    allowRequest: (req: IncomingMessage, callback) => callback(null, originAllowed(req.headers.origin, req.headers.host, config.origins)),
  });
  // Bots think on a thread of their own, which loads the registry's games; a game the registry
  // does not list (a test's) is decided on this one.
  const registered = new Set(registry.gameIds);
  const pool = new BotPool({
    logger,
    workerGames: new Set(modules.map((module) => module.manifest.id).filter((id) => registered.has(id))),
    observe: (game, ms) => metrics.botDecisionSeconds.observe({ game }, ms / 1000),
  });
  const ratings = new RatingKeeper({ storage, modules, logger, metrics, delayMs: config.testRatingDelayMs });
  const transport = attachTransport({
    io,
    // A result is rated in the transaction that stores it; matchEnded is the net under that
    // (a rating that failed there, or one a test holds back).
    onResult: (matchID, state) => ratings.resultHook(matchID, state),
    matchEnded: (matchID) => ratings.matchEnded(matchID),
    modules,
    storage,
    pubsub,
    logger,
    writeDelayMs: config.testWriteDelayMs,
    metrics,
    limits,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    table: {
      prepare: (...args) => keeper.prepare(...args),
      stateChanged: (...args) => keeper.stateChanged(...args),
      seatsChanged: (...args) => keeper.seatsChanged(...args),
      forget: (matchID) => keeper.forget(matchID),
      report: (matchID, metadata) => keeper.report(matchID, metadata),
    },
  });
  const keeper: TableKeeper = new TableKeeper({
    storage,
    modules: new Map(modules.map((module) => [module.manifest.id, module])),
    pool,
    logger,
    graceMs: config.graceMs,
    botDelayMs: config.botDelayMs,
    move: (matchID, seat, move, stateID, why, metadata) => transport.serverMove(matchID, seat, move, stateID, why, metadata),
    publish: (matchID, report) => transport.publishTable(matchID, report),
    seatsChanged: (matchID, metadata) => transport.seatsUpdated(matchID, metadata),
    leaseMs: config.testLeaseMs,
    holdMs: config.testHoldMs,
  });
  keeper.start();
  // Seats the previous run left connected are gone now: their grace periods start.
  for (const matchID of cleared) keeper.seatsChanged(matchID);
  const presence = new Presence({
    storage,
    processID: transport.processID,
    leaseMs: config.presenceLeaseMs,
    logger,
    released: (matchID, metadata) => transport.seatsUpdated(matchID, metadata),
    reassert: () => transport.reassertSeats(),
  });
  await presence.start();
  const sweeper = new Sweeper({
    storage,
    logger,
    abandonedMs: config.abandonedMs,
    finishedMs: config.finishedMs,
    everyMs: config.sweepMs,
    removed: (matchID, kind) => {
      metrics.matchesSwept.inc({ kind });
      keeper.forget(matchID);
    },
  });
  sweeper.start();
  // Results stored but not rated (a process killed in between) are rated at start and then as
  // often as matches are swept.
  // Expired sessions are forgotten on the same beat.
  const catchUp = () => {
    void ratings.catchUp().catch((error: unknown) => logger.error({ err: error }, 'rating unrated matches failed'));
    void storage.accounts.sweepSessions().catch((error: unknown) => logger.error({ err: error }, 'forgetting expired sessions failed'));
  };
  catchUp();
  const ratingCatchUp = setInterval(catchUp, config.sweepMs);
  ratingCatchUp.unref();

  try {
    await new Promise<void>((done, fail) => {
      httpServer.once('error', fail);
      httpServer.listen(config.port, address, () => done());
    });
  } catch (error) {
    clearInterval(ratingCatchUp);
    await ratings.settle();
    await sweeper.stop();
    await presence.stop();
    await keeper.close();
    await pool.close();
    transport.close();
    metrics.close();
    limits.close();
    await new Promise<void>((done) => void io.close(() => done()));
    await pubsub.close();
    await storage.close();
    throw listenError(error, config.host, config.port);
  }
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  logger.info({ url, games: modules.map((module) => module.game.name), storage: storage.backend }, 'listening');

  return {
    url,
    port,
    storage,
    logger,
    stats: transport.counts,
    metrics,
    close: async () => {
      // Stop taking connections (a balancer's health check fails at once, and sends players
      // elsewhere), then drain: moves in flight are stored and sent, seats go offline, the
      // sockets close, all within DRAIN_MS; then everything else closes.
      const listening = new Promise<void>((done) => httpServer.close(() => done()));
      await keeper.close();
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        transport.drain().then(() => true),
        new Promise<false>((done) => (timer = setTimeout(() => done(false), DRAIN_MS))),
      ]);
      clearTimeout(timer);
      if (!drained) logger.warn({ ms: DRAIN_MS }, 'moves in flight did not finish in time; stopping anyway');
      clearInterval(ratingCatchUp);
      await ratings.settle();
      await sweeper.stop();
      await presence.stop();
      await pool.close();
      transport.close();
      metrics.close();
      limits.close();
      await new Promise<void>((done) => void io.close(() => done()));
      httpServer.closeAllConnections?.();
      await listening;
      await pubsub.close();
      await storage.close();
    },
  };
}
