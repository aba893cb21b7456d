import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingServices, TEST_REDIS_URL } from '../test/services';
import { InMemoryPubSub, RedisPubSub } from './pubsub';

const missing = await missingServices(['redis']);

/** Resolves once `check` holds (polled); rejects after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  for (const start = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - start > ms) throw new Error('condition never held');
  }
}

describe('InMemoryPubSub', () => {
  it('delivers to every subscriber of a channel until it is unsubscribed', async () => {
    const pubsub = new InMemoryPubSub<number>();
    const heard: number[] = [];
    await pubsub.subscribe('a', (n) => heard.push(n));
    await pubsub.subscribe('a', (n) => heard.push(n * 10));
    pubsub.publish('a', 1);
    pubsub.publish('b', 2);
    await pubsub.unsubscribeAll('a');
    pubsub.publish('a', 3);
    expect(heard).toEqual([1, 10]);
  });
});

describe.skipIf(missing !== undefined)('RedisPubSub', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  let listener: RedisPubSub<number>;
  let speaker: RedisPubSub<number>;
  beforeAll(async () => {
    listener = new RedisPubSub<number>(TEST_REDIS_URL);
    speaker = new RedisPubSub<number>(TEST_REDIS_URL);
    await Promise.all([listener.ready(), speaker.ready()]);
  });
  afterAll(async () => {
    await Promise.all([listener?.close(), speaker?.close()]);
  });

  it('resolves a subscription only once what is published from then on arrives', async () => {
    // Published by another connection the moment each subscription resolves: had it resolved
    // before Redis confirmed it, some of these would be published to nobody and lost.
    const heard = new Set<number>();
    for (let i = 0; i < 50; i++) {
      await listener.subscribe(`${prefix}${i}`, (n) => heard.add(n));
      speaker.publish(`${prefix}${i}`, i);
    }
    await until(() => heard.size === 50);
  });

  it('makes a second subscriber to a channel wait for the same subscription', async () => {
    const heard: string[] = [];
    const first = listener.subscribe(`${prefix}shared`, () => heard.push('first'));
    const second = listener.subscribe(`${prefix}shared`, () => heard.push('second'));
    await second;
    speaker.publish(`${prefix}shared`, 1);
    await first;
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['first', 'second']);
    await listener.unsubscribeAll(`${prefix}shared`);
  });

  it('refuses to start against a Redis that is not there, saying why', async () => {
    const nowhere = new RedisPubSub<number>('redis://:secret@127.0.0.1:1');
    try {
      await expect(nowhere.ready()).rejects.toThrow(/cannot reach redis:\/\/:\*\*\*@127\.0\.0\.1:1.*ECONNREFUSED/);
    } finally {
      await nowhere.close();
    }
  });
});
