import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { MatchBots, Traffic, type StepOutcome } from './bots';
import { histogramWindow, parseMetrics, sum, type Reading, type WindowFigures } from './prometheus';
import { freePort, processStats, startCluster, startProcess as startServerProcess, type LoadedServer } from './processes';

/**
 * Which server is under load: Parlor's with its embedded store or with PostgreSQL, two Parlor
 * processes on PostgreSQL and Redis behind HAProxy (deploy/haproxy.cfg), a stock boardgame.io
 * server (each started for the run), or one already running at `url`.
 */
export type Target = 'embedded' | 'postgres' | 'cluster' | 'stock' | 'running';

/** Options of one load run. */
export interface LoadOptions {
  game: Game;
  target: Target;
  /** Concurrent matches (K). */
  matches: number;
  players: number;
  /** `paced`: each match moves once every `interval` seconds; `saturated`: as fast as answered. */
  mode: 'paced' | 'saturated';
  interval: number;
  /** Seconds measured, after `warmup` seconds (with `botMatches`, on until the bots have moved, up to a minute more). */
  duration: number;
  warmup: number;
  /** For the `postgres` and `cluster` targets. */
  databaseUrl?: string;
  /** For the `cluster` target. */
  redisUrl?: string;
  /** For the `running` target: its address (loopback only) and, to measure it, its process id. */
  url?: string;
  pid?: number;
  /** Write a CPU profile of the server process (a .cpuprofile for Chrome's DevTools) into this folder. */
  profileDir?: string;
  /**
   * Matches of the server's own bots alone played beside the driver's matches (Parlor's
   * targets only): each seat a bot, each ended match replaced by a new one. 0: none.
   */
  botMatches?: number;
  /** The bots' pause before each move (the server's BOT_DELAY_MS), for the targets this run starts. */
  botDelayMs?: number;
}

/** What a run measured. */
export interface LoadReport {
  target: Target;
  mode: LoadOptions['mode'];
  matches: number;
  moves: number;
  /** Matches that ended while measured (each replaced by a new one: created, joined, synced). */
  finished: number;
  /** Moves the server refused (answered with a resync) and moves never answered. */
  refused: number;
  timedOut: number;
  seconds: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Server CPU over the measured seconds, in % of one core (NaN for a running server without a pid). */
  serverCpu: number;
  /** The server's main thread alone (moves, sockets), in % of one core; the rest is other threads (the embedded database's). */
  serverMainCpu: number;
  /** This driver's own CPU over the measured seconds, in % of one core: it shares the machine with the server. */
  driverCpu: number;
  /**
   * JavaScript heap in use per match while the matches ran, KB: the heap's growth from before
   * they opened. (Resident memory, below, also holds fixed costs such as PGlite's database.)
   */
  memoryPerMatchKB: number;
  /** The server's JavaScript heap in use: before, under load, after every match finished and left, MB. */
  heapMB: { before: number; loaded: number; after: number };
  /** Server resident memory: before, under load, after every match finished and left, MB. */
  rssMB: { before: number; loaded: number; after: number };
  /** The states Parlor's server kept in memory (parlor_cache_bytes{cache="states"}): under load and after every client left, MB. */
  stateCacheMB?: { loaded: number; after: number };
  /** Matches the server still tracked after every client left (from /healthz, Parlor only). */
  trackedAfter?: number;
  /** How long the server's event loop was held up while measured (from /metrics, Parlor only; max: a bucket's bound). */
  eventLoopDelayMs?: { p50: number; p99: number; max: number };
  /**
   * The serving thread's time a move in each stage (checks, rules, plan, store, filter, send;
   * from /metrics, Parlor only), ms: over every move the server applied while measured, its
   * bots' and clocks' included. The main thread's whole time a move, less these, is the rest
   * (reading sockets, timers, promises, garbage collection).
   */
  stagesMs?: Record<string, number>;
  /** Statements the storage ran a move, by kind of batch (state, plan, connection, read; from /metrics, Parlor only), and the states a state batch held. */
  storage?: { statementsPerMove: Record<string, number>; statesPerBatch: number; deadlocks: number };
  /** Moves the server made itself while measured (bots, clocks, absent seats) and moves it refused, by reason (Parlor only). */
  server?: { moves: number; refused: Record<string, number> };
  /** Inside the server, from a move's arrival to its broadcast, while measured (from /metrics, Parlor only; max: a bucket's bound). */
  serverMoveMs?: { p50: number; p99: number; max: number };
  /**
   * What each client (a seat's socket) was sent per move while measured: bytes and messages,
   * in all and by event (`update`, `patch`, `parlor:table`, ...).
   */
  perClient: { bytes: number; messages: number; byEvent: Record<string, { bytes: number; messages: number }> };
  /** The server's bot matches played beside (with `botMatches`): how many, their moves while measured, and each decision's time. */
  bots?: { matches: number; finished: number; movesPerSecond: number; decisionMs?: { p50: number; p99: number; max: number } };
}

/** What both servers report at /memory (Parlor: part of /healthz). */
interface Memory {
  rss: number;
  heapUsed: number;
}

// Behind a balancer, each process is asked on its own address, and the figures summed.
const addresses = (server: LoadedServer) => server.parts ?? [server.url];

const heapUsed = async (server: LoadedServer, parlor: boolean): Promise<number> => {
  const replies = await Promise.all(addresses(server).map(async (url) => (await (await fetch(`${url}${parlor ? '/healthz' : '/memory'}`)).json()) as { memory: Memory }));
  return replies.reduce((total, reply) => total + reply.memory.heapUsed, 0);
};

interface Health {
  connections?: { matches?: number };
  memory?: Memory;
}

/** Matches the server (every process of it) still keeps with sockets. */
const trackedMatches = async (server: LoadedServer): Promise<number> => {
  const replies = await Promise.all(addresses(server).map(async (url) => (await (await fetch(`${url}/healthz`)).json()) as Health));
  return replies.reduce((total, reply) => total + (reply.connections?.matches ?? 0), 0);
};

/** Every process's /metrics, summed series by series (counters and histogram buckets add up). */
const readMetrics = async (server: LoadedServer): Promise<Reading> => {
  const readings = await Promise.all(addresses(server).map(async (url) => parseMetrics(await (await fetch(`${url}/metrics`)).text())));
  const total: Reading = new Map();
  for (const reading of readings) for (const [series, value] of reading) total.set(series, (total.get(series) ?? 0) + value);
  return total;
};

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startTarget(options: LoadOptions): Promise<{ server: LoadedServer; cleanup: () => Promise<void> }> {
  if (options.target === 'running') return { server: runningServer(options.url, options.pid), cleanup: async () => undefined };
  const port = String(await freePort());
  const nodeArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const startProcess = (script: string, env: Record<string, string>) => startServerProcess(script, env, nodeArgs);
  if (options.target === 'stock') {
    return { server: await startProcess('tools/load/src/stock-server.ts', { PORT: port, GAME: options.game.name! }), cleanup: async () => undefined };
  }
  // The driver plays every seat from one address, faster than any person.
  const base = { PORT: port, CREATE_PER_MINUTE: '100000', JOIN_PER_MINUTE: '100000', MESSAGES_PER_SECOND: '100000', ...(options.botDelayMs === undefined ? {} : { BOT_DELAY_MS: String(options.botDelayMs) }) };
  // npm start's own entry, unless the game is the trivial baseline, which only the load
  // driver's entry (the same server with that game added) hosts.
  const entry = options.game.name === 'baseline' ? 'tools/load/src/parlor-server.ts' : 'apps/server/src/main.ts';
  if (options.target === 'postgres' || options.target === 'cluster') {
    if (!options.databaseUrl) throw new Error(`the ${options.target} target needs --database-url`);
    const schema = `load_${randomBytes(4).toString('hex')}`;
    const shared = { ...base, DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema };
    let server: LoadedServer;
    if (options.target === 'postgres') server = await startProcess(entry, shared);
    else {
      if (!options.redisUrl) throw new Error('the cluster target needs --redis-url');
      const cluster = { ...shared, REDIS_URL: options.redisUrl, TRUST_PROXY: 'loopback' };
      // One after the other: the first creates the schema.
      const first = await startProcess(entry, { ...cluster, PORT: String(await freePort()) });
      const second = await startProcess(entry, { ...cluster, PORT: String(await freePort()) });
      server = await startCluster([first, second], Number(port));
    }
    return {
      server,
      cleanup: async () => {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-load-'));
  const server = await startProcess(entry, { ...base, DATA_DIR: dataDir });
  return { server, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A server someone else started: loopback only, measured through /proc when its pid is known. */
function runningServer(url: string | undefined, pid: number | undefined): LoadedServer {
  if (!url) throw new Error('the running target needs --url');
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`the load driver only runs against loopback, not ${hostname}`);
  const measured = pid === undefined ? undefined : processStats(pid);
  return {
    url: url.replace(/\/$/, ''),
    pid: pid ?? -1,
    cpuSeconds: () => measured?.cpuSeconds() ?? Number.NaN,
    mainThreadCpuSeconds: () => measured?.mainThreadCpuSeconds() ?? Number.NaN,
    rssBytes: () => measured?.rssBytes() ?? Number.NaN,
    stop: async () => undefined,
  };
}

/**
 * What a run may ask for: the driver is a measuring tool for one machine's loopback, so its
 * load and its length are bounded (a mistyped count must not open a million sockets).
 */
export const LOAD_LIMITS = {
  matches: { min: 1, max: 5000 },
  interval: { min: 0.05, max: 60 },
  duration: { min: 1, max: 600 },
  warmup: { min: 0, max: 120 },
} as const;

/** Why `options` are out of bounds (every reason), or undefined when they are fine. */
export function checkLoadOptions(options: Pick<LoadOptions, 'matches' | 'interval' | 'duration' | 'warmup' | 'players' | 'game' | 'botMatches'>): string | undefined {
  const problems: string[] = [];
  for (const [name, { min, max }] of Object.entries(LOAD_LIMITS)) {
    const value = options[name as keyof typeof LOAD_LIMITS];
    if (!(typeof value === 'number' && value >= min && value <= max)) problems.push(`--${name} must be from ${min} to ${max}, not ${value}`);
  }
  if (!Number.isInteger(options.matches)) problems.push(`--matches must be a whole number, not ${options.matches}`);
  const botMatches = options.botMatches ?? 0;
  if (!(Number.isInteger(botMatches) && botMatches >= 0 && botMatches <= LOAD_LIMITS.matches.max)) problems.push(`--bot-matches must be a whole number from 0 to ${LOAD_LIMITS.matches.max}, not ${botMatches}`);
  const { minPlayers = 2, maxPlayers = 2 } = options.game;
  if (!(Number.isInteger(options.players) && options.players >= minPlayers && options.players <= maxPlayers)) {
    problems.push(`--players must be from ${minPlayers} to ${maxPlayers} for ${options.game.name}, not ${options.players}`);
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/** Starts the target server, drives K bot matches against it, measures, and stops it. */
export async function runLoad(options: LoadOptions, say: (line: string) => void = () => undefined): Promise<LoadReport> {
  const problem = checkLoadOptions(options);
  if (problem) throw new Error(problem);
  if (options.target === 'running') {
    say('running: the server must let this driver create matches: start it with CREATE_PER_MINUTE=100000 JOIN_PER_MINUTE=100000 MESSAGES_PER_SECOND=100000 (the defaults allow 30 matches and 60 seats a minute, 40 messages a second per socket)');
  }
  if ((options.botMatches ?? 0) > 0 && options.target === 'stock') throw new Error('bot matches are played by Parlor\'s server: not on the stock target');
  const { server, cleanup } = await startTarget(options);
  try {
    const parlor = options.target !== 'stock';
    const rssBefore = server.rssBytes();
    const heapBefore = await heapUsed(server, parlor);
    const bots: MatchBots[] = [];
    const traffic = new Traffic();
    const open = async () => MatchBots.start({ url: server.url }, options.game, options.players, traffic);
    say(`${options.target}: opening ${options.matches} matches...`);
    for (let i = 0; i < options.matches; i += 50) {
      const batch = await Promise.allSettled(Array.from({ length: Math.min(50, options.matches - i) }, open));
      for (const result of batch) if (result.status === 'fulfilled') bots.push(result.value);
      const failed = batch.find((result) => result.status === 'rejected');
      if (failed) {
        for (const bot of bots) bot.close();
        throw failed.reason;
      }
    }

    // The server's bot matches beside them: created with every seat a bot, replaced when they end.
    const botGame = options.game.name!;
    const botIDs: string[] = [];
    let botsFinished = 0;
    const createBotMatch = async () => {
      const seats = Array.from({ length: options.players }, (_, seat) => String(seat));
      const response = await fetch(`${server.url}/games/${botGame}/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ numPlayers: options.players, bots: seats }),
      });
      if (!response.ok) throw new Error(`creating a bot match: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { matchID: string }).matchID;
    };
    if ((options.botMatches ?? 0) > 0) {
      say(`${options.target}: opening ${options.botMatches} matches of bots...`);
      for (let i = 0; i < options.botMatches!; i++) botIDs.push(await createBotMatch());
    }

    let measuring = false;
    let running = true;
    // Once a second, one listing of the matches that ended since the last look (asking after
    // each match instead would load the server with a request per bot match and second).
    const botWatch = (async () => {
      let since = Date.now();
      while (running && botIDs.length > 0) {
        await sleep(1000);
        const asked = Date.now();
        // The list is paged (200 at most a page): every page of what ended.
        const ended = new Set<string>();
        for (let after: string | undefined, first = true; first || after !== undefined; first = false) {
          const url = `${server.url}/games/${botGame}?isGameover=true&updatedAfter=${since - 1000}&limit=200${after === undefined ? '' : `&after=${encodeURIComponent(after)}`}`;
          const page = (await (await fetch(url)).json()) as { matches: { matchID: string }[]; next?: string };
          for (const match of page.matches) ended.add(match.matchID);
          after = page.next;
        }
        since = asked;
        for (let i = 0; i < botIDs.length && running; i++) {
          if (!ended.has(botIDs[i]!)) continue;
          if (measuring) botsFinished++;
          botIDs[i] = await createBotMatch();
        }
      }
    })();
    const rtts: number[] = [];
    let refused = 0;
    let timedOut = 0;
    const record = (outcome: StepOutcome) => {
      if (!measuring) return;
      if (outcome.kind === 'moved') rtts.push(outcome.rtt);
      else if (outcome.kind === 'refused') refused++;
      else if (outcome.kind === 'timeout') timedOut++;
    };
    // A finished match is replaced by a new one, so K matches are always in play.
    let finished = 0;
    const renew = async (index: number) => {
      if (measuring) finished++;
      bots[index]!.close();
      bots[index] = await open();
    };
    const loops = bots.map(async (_, index) => {
      if (options.mode === 'paced') await sleep(Math.random() * options.interval * 1000);
      while (running) {
        const started = performance.now();
        if (bots[index]!.over) await renew(index);
        else {
          const outcome = await bots[index]!.step();
          record(outcome);
          // Nobody could act yet (a state still on its way): yield instead of spinning.
          if (outcome.kind === 'idle' && options.mode === 'saturated') await sleep(2);
        }
        if (options.mode === 'paced') await sleep(Math.max(0, options.interval * 1000 - (performance.now() - started)));
      }
    });

    say(`${options.target}: warming up ${options.warmup} s, then measuring ${options.duration} s...`);
    await sleep(options.warmup * 1000);
    // The server's histograms are cumulative: the window is the difference of two readings.
    const metricsBefore = parlor ? await readMetrics(server) : undefined;
    measuring = true;
    traffic.counting = true;
    const cpuStart = server.cpuSeconds();
    const mainStart = server.mainThreadCpuSeconds();
    const driverStart = process.cpuUsage();
    const start = performance.now();
    await sleep(options.duration * 1000);
    // The server's bots are reported once they have moved in the window: on a busy machine a
    // short window may hold none of their moves (their matches ended and are being replaced, their
    // thread waited for a core), and a rate of 0 would say nothing. The window then runs on, up to a minute.
    if (metricsBefore && (options.botMatches ?? 0) > 0) {
      const serverMovesSince = async () => sum(await readMetrics(server), 'parlor_moves_applied_total', { by: 'server' }) - sum(metricsBefore, 'parlor_moves_applied_total', { by: 'server' });
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline && (await serverMovesSince()) === 0) await sleep(250);
    }
    measuring = false;
    traffic.counting = false;
    const seconds = (performance.now() - start) / 1000;
    const cpu = server.cpuSeconds() - cpuStart;
    const mainCpu = server.mainThreadCpuSeconds() - mainStart;
    const driverUsage = process.cpuUsage(driverStart);
    const driverCpu = (100 * (driverUsage.user + driverUsage.system)) / 1e6 / seconds;
    const rssLoaded = server.rssBytes();
    const metricsAfter = parlor ? await readMetrics(server) : undefined;
    const heapLoaded = await heapUsed(server, parlor);
    const window = (name: string) => (metricsBefore && metricsAfter ? histogramWindow(metricsBefore, metricsAfter, name) : undefined);
    const figures = (found: WindowFigures | undefined) => found && { p50: found.p50, p99: found.p99, max: found.max };
    const eventLoopDelayMs = figures(window('parlor_event_loop_delay_seconds'));
    const serverMoveMs = figures(window('parlor_move_duration_seconds'));
    const decisions = window('parlor_bot_decision_seconds');
    const appliedMoves = metricsBefore && metricsAfter ? sum(metricsAfter, 'parlor_moves_applied_total') - sum(metricsBefore, 'parlor_moves_applied_total') : 0;
    const stagesMs =
      metricsBefore && metricsAfter && appliedMoves > 0
        ? Object.fromEntries(
            ['checks', 'rules', 'plan', 'store', 'filter', 'send'].map((stage) => [
              stage,
              (1000 * (sum(metricsAfter, 'parlor_move_stage_seconds_total', { stage }) - sum(metricsBefore, 'parlor_move_stage_seconds_total', { stage }))) / appliedMoves,
            ]),
          )
        : undefined;
    const batches = (kind: string) => (metricsBefore && metricsAfter ? sum(metricsAfter, 'parlor_storage_batch_size_count', { kind }) - sum(metricsBefore, 'parlor_storage_batch_size_count', { kind }) : 0);
    const storage =
      appliedMoves > 0
        ? {
            statementsPerMove: Object.fromEntries(['state', 'plan', 'connection', 'read'].map((kind) => [kind, batches(kind) / appliedMoves])),
            deadlocks: sum(metricsAfter!, 'parlor_storage_deadlocks_total') - sum(metricsBefore!, 'parlor_storage_deadlocks_total'),
            statesPerBatch: batches('state') > 0 ? (sum(metricsAfter!, 'parlor_storage_batch_size_sum', { kind: 'state' }) - sum(metricsBefore!, 'parlor_storage_batch_size_sum', { kind: 'state' })) / batches('state') : 0,
          }
        : undefined;
    const refusedByReason: Record<string, number> = {};
    if (metricsBefore && metricsAfter) {
      for (const reason of ['stale', 'not-active', 'not-available', 'rules', 'over', 'seat-given-up', 'not-found', 'not-begun', 'failed']) {
        const count = sum(metricsAfter, 'parlor_moves_refused_total', { reason }) - sum(metricsBefore, 'parlor_moves_refused_total', { reason });
        if (count > 0) refusedByReason[reason] = count;
      }
    }
    const serverMoves =
      metricsBefore && metricsAfter ? sum(metricsAfter, 'parlor_moves_applied_total', { by: 'server' }) - sum(metricsBefore, 'parlor_moves_applied_total', { by: 'server' }) : 0;
    const botsReport =
      (options.botMatches ?? 0) > 0
        ? {
            matches: options.botMatches!,
            finished: botsFinished,
            movesPerSecond: serverMoves / seconds,
            ...(decisions ? { decisionMs: figures(decisions)! } : {}),
          }
        : undefined;
    running = false;
    await Promise.all([...loops, botWatch]);
    for (const bot of bots) bot.close();
    // Give the server a moment to drop what it kept for matches nobody is connected to: at least
    // 3 s (the memory figures after), and for Parlor until it tracks no match, up to 60 s, so a
    // busy machine's slower disconnects are not read as matches kept for ever.
    const settled = Date.now() + 3000;
    let trackedAfter = parlor ? await trackedMatches(server) : undefined;
    for (const bound = Date.now() + 60_000; parlor && trackedAfter !== 0 && Date.now() < bound; trackedAfter = await trackedMatches(server)) await sleep(250);
    if (Date.now() < settled) await sleep(settled - Date.now());
    const rssAfter = server.rssBytes();
    const heapAfter = await heapUsed(server, parlor);
    const stateCache = (reading: Reading | undefined) => (reading ? sum(reading, 'parlor_cache_bytes', { cache: 'states' }) : 0);
    const stateCacheMB = parlor ? { loaded: stateCache(metricsAfter) / 1024 / 1024, after: stateCache(await readMetrics(server)) / 1024 / 1024 } : undefined;
    const sorted = [...rtts].sort((a, b) => a - b);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
    // A client is one seat's socket: every match has `players` of them.
    const perMoveAndClient = (count: number) => (rtts.length === 0 ? 0 : count / rtts.length / options.players);
    const byEvent = Object.fromEntries([...traffic.byEvent].map(([event, seen]) => [event, { bytes: perMoveAndClient(seen.bytes), messages: perMoveAndClient(seen.messages) }]));
    return {
      target: options.target,
      mode: options.mode,
      matches: options.matches,
      moves: rtts.length,
      finished,
      refused,
      timedOut,
      seconds,
      movesPerSecond: rtts.length / seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      serverCpu: (100 * cpu) / seconds,
      serverMainCpu: (100 * mainCpu) / seconds,
      driverCpu,
      memoryPerMatchKB: Math.max(0, (heapLoaded - heapBefore) / 1024 / options.matches),
      heapMB: { before: mb(heapBefore), loaded: mb(heapLoaded), after: mb(heapAfter) },
      rssMB: { before: mb(rssBefore), loaded: mb(rssLoaded), after: mb(rssAfter) },
      trackedAfter,
      ...(stateCacheMB ? { stateCacheMB } : {}),
      perClient: { bytes: perMoveAndClient(traffic.bytes), messages: perMoveAndClient(traffic.messages), byEvent },
      eventLoopDelayMs,
      serverMoveMs,
      ...(stagesMs ? { stagesMs } : {}),
      ...(storage ? { storage } : {}),
      ...(metricsBefore ? { server: { moves: serverMoves, refused: refusedByReason } } : {}),
      ...(botsReport ? { bots: botsReport } : {}),
    };
  } finally {
    await server.stop();
    await cleanup();
  }
}

/** One report as printed lines. */
export function formatLoad(report: LoadReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  // CPU seconds per move, in ms, from a share of a core over the run.
  const perMove = (cpuPercent: number) => ((cpuPercent * 10 * report.seconds) / report.moves).toFixed(2);
  return [
    `${report.target}, ${report.mode}, ${report.matches} matches: ${report.moves} moves in ${report.seconds.toFixed(1)} s = ${Math.round(report.movesPerSecond)} moves/s (${report.refused} refused, ${report.timedOut} unanswered; ${report.finished} matches ended and were replaced)`,
    `  round trip p50 ${ms(report.p50)}, p99 ${ms(report.p99)}, max ${ms(report.max)}` +
      (report.serverMoveMs ? `; inside the server p50 ${ms(report.serverMoveMs.p50)}, p99 ${ms(report.serverMoveMs.p99)}` : '') +
      (report.eventLoopDelayMs ? `; event loop delay p99 ${ms(report.eventLoopDelayMs.p99)}` : ''),
    `  server CPU ${Number.isNaN(report.serverCpu) ? 'n/a' : `${Math.round(report.serverCpu)}% of a core`}` +
      `${report.moves > 0 && !Number.isNaN(report.serverCpu) ? ` (${perMove(report.serverCpu)} ms a move; main thread ${Math.round(report.serverMainCpu)}%, ${perMove(report.serverMainCpu)} ms a move)` : ''}` +
      `, driver ${Math.round(report.driverCpu)}%; heap ${report.memoryPerMatchKB.toFixed(1)} KB per match` +
      ` (heap ${report.heapMB.before} -> ${report.heapMB.loaded} -> ${report.heapMB.after} MB after all left, RSS ${report.rssMB.before} -> ${report.rssMB.loaded} -> ${report.rssMB.after} MB` +
      `${report.trackedAfter === undefined ? '' : `, ${report.trackedAfter} matches still tracked`}` +
      `${report.stateCacheMB ? `; states cached ${report.stateCacheMB.loaded.toFixed(1)} -> ${report.stateCacheMB.after.toFixed(1)} MB` : ''})`,
    `  sent a client per move: ${Math.round(report.perClient.bytes)} bytes in ${report.perClient.messages.toFixed(2)} messages (` +
      Object.entries(report.perClient.byEvent)
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .map(([event, seen]) => `${event} ${Math.round(seen.bytes)} B in ${seen.messages.toFixed(2)}`)
        .join(', ') +
      ')',
    ...(report.stagesMs
      ? [
          `  a move on the serving thread, by stage: ` +
            Object.entries(report.stagesMs)
              .map(([stage, ms]) => `${stage} ${ms.toFixed(3)}`)
              .join(', ') +
            ` ms (sum ${Object.values(report.stagesMs)
              .reduce((a, b) => a + b, 0)
              .toFixed(3)}; the rest of the main thread's time a move is sockets' reading, timers, promises and garbage collection)`,
        ]
      : []),
    ...(report.storage
      ? [
          `  storage statements a move: ` +
            Object.entries(report.storage.statementsPerMove)
              .map(([kind, count]) => `${kind} ${count.toFixed(3)}`)
              .join(', ') +
            `; ${report.storage.statesPerBatch.toFixed(1)} states a state batch; ${report.storage.deadlocks} deadlocks (each held a batch up a second)`,
        ]
      : []),
    ...(report.server
      ? [
          `  the server's own moves (bots, clocks, absent seats): ${report.server.moves}; moves it refused: ` +
            (Object.entries(report.server.refused)
              .map(([reason, count]) => `${reason} ${count}`)
              .join(', ') || 'none'),
        ]
      : []),
    ...(report.bots
      ? [
          `  beside them ${report.bots.matches} matches of the server's bots: ${Math.round(report.bots.movesPerSecond)} bot moves/s (${report.bots.finished} ended and were replaced)` +
            (report.bots.decisionMs ? `; a decision p50 ${ms(report.bots.decisionMs.p50)}, p99 ${ms(report.bots.decisionMs.p99)}, max ${ms(report.bots.decisionMs.max)} on the bots' thread` : ''),
        ]
      : []),
  ].join('\n');
}
