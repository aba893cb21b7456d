import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import proxyAddr from 'proxy-addr';
import { RedisStore } from 'rate-limit-redis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
}


/**
 * The rate limits of one server. Limits per client address (creating, joining, chatting) are
 * kept in Redis when the server has it, so every process behind a balancer counts against one
 * budget; without it, in memory. The limit per socket is in memory: a socket lives in one
 * process.
 */
export class Limits {
  private readonly chat: RateLimiterAbstract;
  private readonly messages: RateLimiterMemory;
  private readonly prefix: string;

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
      : new RateLimiterMemory({ keyPrefix: 'chat', points: settings.chatPerMinute, duration: 60 });
    this.messages = new RateLimiterMemory({ keyPrefix: 'messages', points: settings.messagesPerSecond, duration: 1 });
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
      ...(redis
        ? { store: new RedisStore({ prefix: `${this.prefix}${name}:`, sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never }) }
        : {}),
    });
  }

  readonly creation = (): RequestHandler => this.http('create', this.settings.createPerMinute, 'matches created');
  readonly joining = (): RequestHandler => this.http('join', this.settings.joinPerMinute, 'seats taken');

  /** Whether `address` may send one more chat message now; counts it if so. */
  chatAllowed(address: string): Promise<boolean> {
    return this.chat.consume(address).then(
      () => true,
      (rejection: unknown) => {
        // A Redis failure lets the message through: chat must not stop when Redis hiccups.
        if (rejection instanceof Error) return true;
        return false;
      },
    );
  }

  /** Whether the socket may send one more message this second; counts it if so. */
  messageAllowed(socketID: string): Promise<boolean> {
    return this.messages.consume(socketID).then(
      () => true,
      () => false,
    );
  }

  /** Forgets a socket's count once it is gone. */
  forgetSocket(socketID: string): void {
    void this.messages.delete(socketID);
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
