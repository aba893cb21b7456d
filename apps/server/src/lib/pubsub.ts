import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How a server process tells every process (itself included) that a match changed, so each can
 * update the sockets connected to it: boardgame.io's GenericPubSub, with a subscription one
 * can wait for.
 */
export interface PubSub<T> {
  publish(channel: string, payload: T): void;
  /** Resolves once messages published to `channel` from then on reach `callback`. */
  subscribe(channel: string, callback: (payload: T) => void): Promise<void>;
  unsubscribeAll(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** One process: delivers synchronously to local subscribers. */
export class InMemoryPubSub<T> implements PubSub<T> {
  private readonly channels = new Map<string, Set<(payload: T) => void>>();

  publish(channel: string, payload: T): void {
    for (const callback of this.channels.get(channel) ?? []) callback(payload);
  }
  async subscribe(channel: string, callback: (payload: T) => void): Promise<void> {
    const set = this.channels.get(channel) ?? new Set();
    set.add(callback);
    this.channels.set(channel, set);
  }
  async unsubscribeAll(channel: string): Promise<void> {
    this.channels.delete(channel);
  }
  async close(): Promise<void> {
    this.channels.clear();
  }
}

/** How long {@link RedisPubSub.ready} waits for Redis at start. */
const READY_TIMEOUT_MS = 10_000;

/**
 * Several processes behind a load balancer, through Redis (ioredis): one connection publishes,
 * one subscribes (a subscribing connection can do nothing else). Payloads travel as JSON.
 * The published `@boardgame.io/redis-pubsub` uses the node-redis v3 API and does not work
 * with current clients, hence this one. Once connected, a lost connection is retried for as
 * long as it takes (ioredis re-subscribes by itself).
 */
export class RedisPubSub<T> implements PubSub<T> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Set<(payload: T) => void>>();
  // Subscriptions under way, so a second subscriber to a channel waits for the same one.
  private readonly subscribing = new Map<string, Promise<void>>();
  private lastError: Error | undefined;

  /** The connection that publishes, for other commands (the shared rate limits): never the subscribing one. */
  get commands(): Redis {
    return this.publisher;
  }

  constructor(
    private readonly url: string,
    private readonly logger?: Logger,
  ) {
    const options = { lazyConnect: true, connectTimeout: READY_TIMEOUT_MS, maxRetriesPerRequest: 3 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.subscriber.on('message', (channel: string, message: string) => {
      const callbacks = this.callbacks.get(channel);
      if (!callbacks) return;
      let payload: T;
      try {
        payload = JSON.parse(message) as T;
      } catch {
        this.logger?.error({ channel }, 'unreadable pub/sub message');
        return;
      }
      for (const callback of callbacks) callback(payload);
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => {
        this.lastError = error;
        this.logger?.error({ err: error }, 'redis error');
      });
    }
  }

  /**
   * Connects both connections. Rejects, with the reason Redis gave, if they are not ready
   * within 10 s: an unreachable Redis stops the start instead of being retried for ever.
   */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from ${redactedUrl(this.url)} within ${READY_TIMEOUT_MS / 1000} s${this.reason()}`)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all([this.connect(this.publisher), this.connect(this.subscriber)]), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async connect(connection: Redis): Promise<void> {
    try {
      await connection.connect();
      await connection.ping();
    } catch (error) {
      // ioredis rejects with "Connection is closed."; the cause came as an error event.
      throw new Error(`cannot reach ${redactedUrl(this.url)}${this.reason() || `: ${(error as Error).message}`}`, { cause: error });
    }
  }

  private reason(): string {
    const error = this.lastError as (Error & { code?: string }) | undefined;
    if (!error) return '';
    return `: ${error.message || error.code || String(error)}`;
  }

  publish(channel: string, payload: T): void {
    void this.publisher.publish(channel, JSON.stringify(payload)).catch((error: Error) => this.logger?.error({ err: error, channel }, 'publish failed'));
  }

  subscribe(channel: string, callback: (payload: T) => void): Promise<void> {
    let set = this.callbacks.get(channel);
    if (!set) {
      set = new Set();
      this.callbacks.set(channel, set);
      const subscribed = this.subscriber.subscribe(channel).then(
        () => undefined,
        (error: Error) => {
          if (this.callbacks.get(channel) === set) this.callbacks.delete(channel);
          throw error;
        },
      );
      this.subscribing.set(channel, subscribed);
      void subscribed.finally(() => {
        if (this.subscribing.get(channel) === subscribed) this.subscribing.delete(channel);
      }).catch(() => undefined);
    }
    set.add(callback);
    return this.subscribing.get(channel) ?? Promise.resolve();
  }

  async unsubscribeAll(channel: string): Promise<void> {
    if (!this.callbacks.delete(channel)) return;
    this.subscribing.delete(channel);
    await this.subscriber.unsubscribe(channel).catch((error: Error) => this.logger?.error({ err: error, channel }, 'unsubscribe failed'));
  }

  async close(): Promise<void> {
    this.callbacks.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** A Redis URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'Redis';
  }
}
