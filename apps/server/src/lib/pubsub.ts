import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * boardgame.io's GenericPubSub: how a server process tells every process (itself included) that
 * a match changed, so each can update the sockets connected to it.
 */
export interface PubSub<T> {
  publish(channel: string, payload: T): void;
  subscribe(channel: string, callback: (payload: T) => void): void;
  unsubscribeAll(channel: string): void;
  close(): Promise<void>;
}

/** One process: delivers synchronously to local subscribers. */
export class InMemoryPubSub<T> implements PubSub<T> {
  private readonly channels = new Map<string, Set<(payload: T) => void>>();

  publish(channel: string, payload: T): void {
    for (const callback of this.channels.get(channel) ?? []) callback(payload);
  }
  subscribe(channel: string, callback: (payload: T) => void): void {
    const set = this.channels.get(channel) ?? new Set();
    set.add(callback);
    this.channels.set(channel, set);
  }
  unsubscribeAll(channel: string): void {
    this.channels.delete(channel);
  }
  async close(): Promise<void> {
    this.channels.clear();
  }
}

/**
 * Several processes behind a load balancer, through Redis (ioredis): one connection publishes,
 * one subscribes (a subscribing connection can do nothing else). Payloads travel as JSON.
 * The published `@boardgame.io/redis-pubsub` uses the node-redis v3 API and does not work
 * with current clients, hence this one.
 */
export class RedisPubSub<T> implements PubSub<T> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Set<(payload: T) => void>>();

  constructor(url: string, private readonly logger?: Logger) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
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
      connection.on('error', (error: Error) => this.logger?.error({ err: error }, 'redis error'));
    }
  }

  /** Resolves once both connections are ready (rejects if Redis cannot be reached). */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  publish(channel: string, payload: T): void {
    void this.publisher.publish(channel, JSON.stringify(payload)).catch((error: Error) => this.logger?.error({ err: error, channel }, 'publish failed'));
  }
  subscribe(channel: string, callback: (payload: T) => void): void {
    let set = this.callbacks.get(channel);
    if (!set) {
      set = new Set();
      this.callbacks.set(channel, set);
      void this.subscriber.subscribe(channel).catch((error: Error) => this.logger?.error({ err: error, channel }, 'subscribe failed'));
    }
    set.add(callback);
  }
  unsubscribeAll(channel: string): void {
    if (!this.callbacks.delete(channel)) return;
    void this.subscriber.unsubscribe(channel).catch((error: Error) => this.logger?.error({ err: error, channel }, 'unsubscribe failed'));
  }
  async close(): Promise<void> {
    this.callbacks.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
