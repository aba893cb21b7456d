import { describe, expect, it } from 'vitest';
import { StateCache } from './state-cache';

const v = (id: number) => ({ _stateID: id });

describe('StateCache', () => {
  it('evicts the least recently used match', () => {
    const cache = new StateCache(2);
    cache.remember('a', v(1), 10);
    cache.remember('b', v(1), 10);
    cache.get('a');
    cache.remember('c', v(1), 10);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.size).toBe(2);
  });

  it('never replaces a state with an older one', () => {
    const cache = new StateCache(4);
    cache.remember('a', v(3), 10);
    cache.remember('a', v(2), 10);
    cache.fill('a', v(1), 10, cache.readToken());
    expect(cache.get('a')).toEqual(v(3));
    cache.remember('a', v(4), 10);
    expect(cache.get('a')).toEqual(v(4));
  });

  it('ignores a database read that raced an invalidation', () => {
    const cache = new StateCache(4);
    const token = cache.readToken();
    cache.forget('a');
    cache.fill('a', v(1), 10, token);
    expect(cache.has('a')).toBe(false);
    cache.fill('a', v(1), 10, cache.readToken());
    expect(cache.get('a')).toEqual(v(1));
  });

  it('caches nothing with capacity 0, and refuses a bad capacity', () => {
    const cache = new StateCache(0);
    cache.remember('a', v(1), 10);
    expect(cache.get('a')).toBeUndefined();
    expect(() => new StateCache(-1)).toThrow(/non-negative/);
    expect(() => new StateCache(1.5)).toThrow(/non-negative/);
    expect(() => new StateCache(1, -1)).toThrow(/negative/);
  });

  it('keeps the states within their bytes, least recently used evicted first, and counts them', () => {
    const cache = new StateCache(100, 250);
    cache.remember('a', v(1), 100);
    cache.remember('b', v(1), 100);
    expect(cache.bytes).toBe(200);
    cache.get('a');
    // 300 bytes would be over: the least recently used (b) goes.
    cache.remember('c', v(1), 100);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(200);
    // A newer, bigger state of a cached match replaces it, counted anew: 250 bytes fit.
    cache.remember('a', v(2), 150);
    expect([cache.has('a'), cache.has('c')]).toEqual([true, true]);
    expect(cache.bytes).toBe(250);
    // One more byte would not: the least recently used goes.
    cache.remember('c', v(2), 101);
    expect([cache.has('a'), cache.has('c')]).toEqual([false, true]);
    expect(cache.bytes).toBe(101);
    // A state bigger than the whole budget is not kept, and takes its older state with it.
    cache.remember('c', v(3), 300);
    expect(cache.has('c')).toBe(false);
    expect(cache.bytes).toBe(0);
    cache.remember('d', v(1), 50);
    cache.forget('d');
    expect(cache.bytes).toBe(0);
  });
});
