import { isIP } from 'node:net';
import { z } from 'zod';

/** The server's configuration, read from the environment and checked at start. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (used without DATABASE_URL). */
  dataDir: string;
  databaseUrl?: string;
  /** The schema Parlor's tables live in (PostgreSQL and the embedded database alike). */
  databaseSchema: string;
  redisUrl?: string;
  /** Origins allowed besides the server's own (browsers on other sites, a dev server). */
  origins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Matches one client address may create per minute. */
  createPerMinute: number;
  /** Seats one client address may take per minute. */
  joinPerMinute: number;
  /** Chat messages one client address may send per minute. */
  chatPerMinute: number;
  /** Messages (syncs, moves, chat) one socket may send per second. */
  messagesPerSecond: number;
  /**
   * Express's `trust proxy`: which proxies in front of the server to believe about the client's
   * address (X-Forwarded-For), so that rate limits and logs see clients, not the balancer.
   * false: none (the default); a number: that many hops; a list of addresses, subnets or
   * Express's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: boolean | number | string[];
  /** How long a seat's player may be gone (no socket) before the bot plays for them, in ms. */
  graceMs: number;
  /** How long a bot waits before each move, in ms, so that people can follow what it does. */
  botDelayMs: number;
  /**
   * For tests only: milliseconds every state write waits after the move was computed, so that
   * two processes reliably race for the same match and the compare-and-set decides.
   */
  testWriteDelayMs: number;
  /** For tests only: how long a process's claim on a deadline holds (see TableKeeper), in ms. */
  testLeaseMs: number;
  /** For tests only: how long a process waits after claiming a deadline before acting on it, in ms (to be killed meanwhile). */
  testHoldMs: number;
  /** How long a process not heard from still holds its seats' online flags, in ms (PostgreSQL). */
  presenceLeaseMs: number;
  /** An unfinished match nobody is connected to and unchanged this long is removed, in ms. */
  abandonedMs: number;
  /** A finished match is kept this long after its end, in ms. */
  finishedMs: number;
  /** How often matches are swept, in ms. */
  sweepMs: number;
  /** For tests only: how long a finished match waits before it is rated, in ms (to stop the process meanwhile). */
  testRatingDelayMs: number;
  /** Whether new accounts may be made here (an operator's server for a known group turns it off). */
  signUp: boolean;
  /** How long a session lasts from sign-in, in ms. */
  sessionMs: number;
  /** Sign-in attempts one client address may make per 15 minutes. */
  signInPerAddress: number;
  /** Sign-in attempts on one account name per 15 minutes, from anywhere. */
  signInPerAccount: number;
}

/** The URL, or undefined when `value` is not one (zod runs refinements even after `.url()` failed). */
const urlOf = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

const origin = z
  .string()
  .refine((value) => {
    const url = urlOf(value);
    return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  }, 'must be an origin such as https://games.example.org (scheme, host, optional port, nothing else)')
  .transform((value) => urlOf(value)!.origin);

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:$/.test(urlOf(value)?.protocol ?? ''), 'must be a postgres:// or postgresql:// URL');

const redisUrl = z.string().refine((value) => /^rediss?:$/.test(urlOf(value)?.protocol ?? ''), 'must be a redis:// or rediss:// URL');

// A DNS name: dot-separated labels of letters, digits and inner hyphens (RFC 1123).
const HOST_NAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

const host = z
  .string()
  .refine(
    (value) => isIP(value) !== 0 || HOST_NAME.test(value),
    'must be an address of this machine (127.0.0.1, 0.0.0.0, ::) or a host name, without scheme or port',
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY list: an address, an address/prefix, or one of Express's names. */
function proxyEntry(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .default('false')
  .transform((value) => value.trim())
  .refine(
    (value) => /^(true|false|\d{1,2})$/.test(value) || value.split(',').every((item) => proxyEntry(item.trim())),
    'must be false, true, a number of proxies (1), or addresses and subnets separated by commas (127.0.0.1, 10.0.0.0/8, loopback)',
  )
  .transform((value): boolean | number | string[] =>
    value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value.split(',').map((item) => item.trim()),
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: host.default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (letters, digits, _)')
    .default('parlor'),
  REDIS_URL: redisUrl.optional(),
  ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(origin)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CREATE_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  JOIN_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  CHAT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(100000).default(40),
  TRUST_PROXY: trustProxy,
  GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(800),
  PARLOR_TEST_WRITE_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(0),
  PARLOR_TEST_LEASE_MS: z.coerce.number().int().min(100).max(600000).default(15000),
  PARLOR_TEST_HOLD_MS: z.coerce.number().int().min(0).max(600000).default(0),
  ABANDONED_HOURS: z.coerce.number().positive().max(100000).default(24),
  FINISHED_DAYS: z.coerce.number().positive().max(100000).default(30),
  SWEEP_MINUTES: z.coerce.number().positive().max(10000).default(10),
  PARLOR_TEST_PRESENCE_MS: z.coerce.number().int().min(500).max(600000).default(10000),
  PARLOR_TEST_RATING_DELAY_MS: z.coerce.number().int().min(0).max(600000).default(0),
  SIGN_UP: z.enum(['on', 'off']).default('on'),
  SESSION_DAYS: z.coerce.number().positive().max(3650).default(30),
  SIGNIN_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(30),
  SIGNIN_PER_ACCOUNT: z.coerce.number().int().min(1).max(100000).default(10),
});

/** A configuration problem, with a message fit to print as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks the configuration from environment variables. Empty values count as unset.
 * Throws {@link ConfigError} naming every bad variable and what it must be.
 */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`invalid configuration:\n${problems.join('\n')}`);
  }
  const c = result.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    databaseSchema: c.DATABASE_SCHEMA,
    redisUrl: c.REDIS_URL,
    origins: c.ORIGINS,
    logLevel: c.LOG_LEVEL,
    createPerMinute: c.CREATE_PER_MINUTE,
    joinPerMinute: c.JOIN_PER_MINUTE,
    chatPerMinute: c.CHAT_PER_MINUTE,
    messagesPerSecond: c.MESSAGES_PER_SECOND,
    trustProxy: c.TRUST_PROXY,
    graceMs: c.GRACE_SECONDS * 1000,
    botDelayMs: c.BOT_DELAY_MS,
    testWriteDelayMs: c.PARLOR_TEST_WRITE_DELAY_MS,
    testLeaseMs: c.PARLOR_TEST_LEASE_MS,
    testHoldMs: c.PARLOR_TEST_HOLD_MS,
    presenceLeaseMs: c.PARLOR_TEST_PRESENCE_MS,
    abandonedMs: Math.round(c.ABANDONED_HOURS * 3600_000),
    finishedMs: Math.round(c.FINISHED_DAYS * 86_400_000),
    sweepMs: Math.max(100, Math.round(c.SWEEP_MINUTES * 60_000)),
    testRatingDelayMs: c.PARLOR_TEST_RATING_DELAY_MS,
    signUp: c.SIGN_UP === 'on',
    sessionMs: Math.round(c.SESSION_DAYS * 86_400_000),
    signInPerAddress: c.SIGNIN_PER_ADDRESS,
    signInPerAccount: c.SIGNIN_PER_ACCOUNT,
  };
}
