import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { rateLimit, type IncrementResponse, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { RedisStore } from 'rate-limit-redis';
import { RateLimiterRedis } from 'rate-limiter-flexible';

/** How much one client may do (see the README's "Limits"). */
export interface LimitSettings {
  /** Matches one client address may create per minute (CREATE_PER_MINUTE). */
  createPerMinute: number;
  /** Seats one client address may take per minute (JOIN_PER_MINUTE). */
  joinPerMinute: number;
  /** Chat messages one client address may send per minute (CHAT_PER_MINUTE). */
  chatPerMinute: number;
  /** Messages (moves, syncs, chat) one socket may send per second (MESSAGES_PER_SECOND). */
  messagesPerSecond: number;
  /** Sign-in attempts per client address per 15 minutes (SIGNIN_PER_ADDRESS). */
  signInPerAddress?: number;
  /** Sign-in attempts per account name per 15 minutes, from any address (SIGNIN_PER_ACCOUNT). */
  signInPerAccount?: number;
}

/** The window of the sign-in limits. */
const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * What one counter is taken to cost in memory besides its key's characters (two bytes each):
 * the cache's entry and links, the count and the window's end. Counted against
 * {@link WindowCounters}' bound, so the bound holds for keys of any length.
 */
const COUNTER_BYTES = 120;

/** How much memory each kind of counter may take, at most, in a process (four kinds). */
const DEFAULT_COUNTER_BYTES = 4 * 1024 * 1024;

/**
 * Counts per key (a client address, a socket) in fixed windows, in memory, within a bound in
 * bytes: the least recently counted keys go first when it is reached, and start again from
 * zero if they come back. A key's count goes with its window, so what stays is at most the
 * keys of one window. The libraries' own memory stores grow with every address seen in a window
 * and report no size; these are bounded, and their size is in /metrics.
 */
export class WindowCounters {
  private readonly counts: LRUCache<string, { hits: number; resetAt: number }>;

  constructor(
    readonly windowMs: number,
    maxBytes: number = DEFAULT_COUNTER_BYTES,
  ) {
    this.counts = new LRUCache({ maxSize: maxBytes, sizeCalculation: (_count, key) => COUNTER_BYTES + key.length * 2 });
  }

  /** Counts one more for `key`: its count in this window, and when the window ends. */
  hit(key: string, now = Date.now()): { hits: number; resetAt: number } {
    const count = this.counts.get(key);
    if (count && count.resetAt > now) {
      count.hits++;
      return count;
    }
    const fresh = { hits: 1, resetAt: now + this.windowMs };
    this.counts.set(key, fresh);
    return fresh;
  }

  /** Takes back one of `key`'s hits (a request that turned out not to count). */
  undo(key: string): void {
    const count = this.counts.get(key);
    if (count && count.hits > 0) count.hits--;
  }

  get(key: string, now = Date.now()): { hits: number; resetAt: number } | undefined {
    const count = this.counts.get(key);
    return count && count.resetAt > now ? count : undefined;
  }

  forget(key: string): void {
    this.counts.delete(key);
  }

  /** Drops the counts whose window has ended. */
  purge(now = Date.now()): void {
    const ended: string[] = [];
    for (const [key, count] of this.counts.entries()) if (count.resetAt <= now) ended.push(key);
    for (const key of ended) this.counts.delete(key);
  }

  /** Keys counted. */
  get size(): number {
    return this.counts.size;
  }

  /** Bytes counted against the bound. */
  get bytes(): number {
    return this.counts.calculatedSize;
  }
}

/** express-rate-limit's store over {@link WindowCounters}: its in-memory store, bounded. */
class BoundedStore implements Store {
  readonly localKeys = true;

  constructor(private readonly counters: WindowCounters) {}

  increment(key: string): IncrementResponse {
    const { hits, resetAt } = this.counters.hit(key);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  get(key: string): IncrementResponse | undefined {
    const count = this.counters.get(key);
    return count && { totalHits: count.hits, resetTime: new Date(count.resetAt) };
  }

  decrement(key: string): void {
    this.counters.undo(key);
  }

  resetKey(key: string): void {
    this.counters.forget(key);
  }
}


/**
 * The rate limits of one server. Limits per client address (creating, joining, chatting) are
 * kept in Redis when the server has it, so every process behind a balancer counts against one
 * budget; without it, in memory. The limit per socket is in memory: a socket lives in one
 * process.
 */
export class Limits {
  private readonly chat: RateLimiterRedis | WindowCounters;
  // Sign-in attempts, by address and by account name: guessing one account's password from
  // many addresses meets the second, trying many names from one address the first.
  private readonly signIns: Record<'address' | 'name', { limit: number; counter: RateLimiterRedis | WindowCounters }>;
  private readonly messages: WindowCounters;
  // Counts of the lobby's limits kept in this process (none with Redis).
  private readonly lobby = new Map<string, WindowCounters>();
  private readonly prefix: string;
  private readonly purging: NodeJS.Timeout;

  /**
   * @param namespace - what the Redis keys are named after (the database schema): processes of
   *   one Parlor share their budgets, two Parlors on one Redis do not.
   */
  constructor(
    readonly settings: LimitSettings,
    private readonly redis?: Redis,
    namespace = 'parlor',
  ) {
    this.prefix = `parlor:limit:${namespace}:`;
    this.chat = redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${this.prefix}chat`, points: settings.chatPerMinute, duration: 60 })
      : new WindowCounters(60_000);
    this.messages = new WindowCounters(1_000);
    const signInCounter = (name: string, limit: number) => ({
      limit,
      counter: redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${this.prefix}signin-${name}`, points: limit, duration: SIGN_IN_WINDOW_MS / 1000 }) : new WindowCounters(SIGN_IN_WINDOW_MS),
    });
    this.signIns = { address: signInCounter('address', settings.signInPerAddress ?? 30), name: signInCounter('name', settings.signInPerAccount ?? 10) };
    if (!redis) for (const name of ['create', 'join']) this.lobby.set(name, new WindowCounters(60_000));
    // Ended windows would otherwise stay until their keys come back or the bound pushes them out.
    this.purging = setInterval(() => {
      for (const counters of this.memoryCounters().values()) counters.purge();
    }, 10_000);
    this.purging.unref();
  }

  /** The counters kept in this process's memory, by limit: their bytes go to /metrics. */
  memoryCounters(): ReadonlyMap<string, WindowCounters> {
    const kept = new Map(this.lobby);
    if (this.chat instanceof WindowCounters) kept.set('chat', this.chat);
    for (const [name, { counter }] of Object.entries(this.signIns)) if (counter instanceof WindowCounters) kept.set(`signin-${name}`, counter);
    kept.set('messages', this.messages);
    return kept;
  }

  /** Stops the purging of ended windows. */
  close(): void {
    clearInterval(this.purging);
  }

  /** Express middleware for a lobby action, `perMinute` per client address, refused with 429 and `what` in its words. */
  private http(name: string, perMinute: number, what: string): RequestHandler {
    const redis = this.redis;
    return rateLimit({
      windowMs: 60_000,
      limit: perMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: { error: `too many ${what}: at most ${perMinute} a minute from one address; try again in a minute`, code: 'too-many' },
      // The server logs a forwarded header it does not trust itself (see TRUST_PROXY).
      validate: { xForwardedForHeader: false },
      store: redis
        ? new RedisStore({ prefix: `${this.prefix}${name}:`, sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never })
        : new BoundedStore(this.lobby.get(name)!),
    });
  }

  readonly creation = (): RequestHandler => this.http('create', this.settings.createPerMinute, 'matches created');
  readonly joining = (): RequestHandler => this.http('join', this.settings.joinPerMinute, 'seats taken');

  /** Whether `address` may send one more chat message now; counts it if so. */
  chatAllowed(address: string): Promise<boolean> {
    if (this.chat instanceof WindowCounters) return Promise.resolve(this.chat.hit(address).hits <= this.settings.chatPerMinute);
    return this.chat.consume(address).then(
      () => true,
      (rejection: unknown) => {
        // A Redis failure lets the message through: chat must not stop when Redis hiccups.
        if (rejection instanceof Error) return true;
        return false;
      },
    );
  }

  /**
   * Counts a sign-in attempt from `address` on the name `nameKey`; resolves to the seconds to
   * wait when either is over its limit, undefined when the attempt may go on. Unknown names
   * count like known ones, so the limit tells nothing about which names exist. Unlike chat,
   * a Redis failure refuses: guessing passwords must not get easier when Redis hiccups.
   */
  async signInWait(address: string, nameKey: string): Promise<number | undefined> {
    let wait = 0;
    for (const [kind, key] of [['address', address], ['name', nameKey]] as const) {
      const { limit, counter } = this.signIns[kind];
      if (counter instanceof WindowCounters) {
        const { hits, resetAt } = counter.hit(key);
        if (hits > limit) wait = Math.max(wait, Math.ceil((resetAt - Date.now()) / 1000));
        continue;
      }
      try {
        await counter.consume(key);
      } catch (rejection) {
        const retry = (rejection as { msBeforeNext?: number }).msBeforeNext;
        wait = Math.max(wait, retry === undefined ? SIGN_IN_WINDOW_MS / 1000 : Math.ceil(retry / 1000));
      }
    }
    return wait > 0 ? wait : undefined;
  }

  /** A right password: the name's failed attempts are forgotten (the address's still count). */
  async signedIn(nameKey: string): Promise<void> {
    const { counter } = this.signIns.name;
    if (counter instanceof WindowCounters) counter.forget(nameKey);
    else await counter.delete(nameKey).catch(() => undefined);
  }

  /** Whether the socket may send one more message this second; counts it if so. */
  messageAllowed(socketID: string): boolean {
    return this.messages.hit(socketID).hits <= this.settings.messagesPerSecond;
  }

  /** Forgets a socket's count once it is gone. */
  forgetSocket(socketID: string): void {
    this.messages.forget(socketID);
  }
}

/**
 * A socket's client address, as Express finds a request's: its connection's peer, or the
 * address forwarded by the proxies `trust` (Express's compiled `trust proxy fn`) believes.
 */
export function socketAddress(request: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  try {
    return proxyAddr(request, trust);
  } catch {
    return request.socket.remoteAddress ?? 'unknown';
  }
}
