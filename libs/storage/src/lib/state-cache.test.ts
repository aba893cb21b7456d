import { describe, expect, it } from 'vitest';
import { StateCache } from './state-cache';

const v = (id: number) => ({ _stateID: id });

describe('StateCache', () => {
  it('evicts the least recently used match', () => {
    const cache = new StateCache(2);
    cache.remember('a', v(1));
    cache.remember('b', v(1));
    cache.get('a');
    cache.remember('c', v(1));
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.size).toBe(2);
  });

  it('never replaces a state with an older one', () => {
    const cache = new StateCache(4);
    cache.remember('a', v(3));
    cache.remember('a', v(2));
    cache.fill('a', v(1), cache.readToken());
    expect(cache.get('a')).toEqual(v(3));
    cache.remember('a', v(4));
    expect(cache.get('a')).toEqual(v(4));
  });

  it('ignores a database read that raced an invalidation', () => {
    const cache = new StateCache(4);
    const token = cache.readToken();
    cache.forget('a');
    cache.fill('a', v(1), token);
    expect(cache.has('a')).toBe(false);
    cache.fill('a', v(1), cache.readToken());
    expect(cache.get('a')).toEqual(v(1));
  });

  it('caches nothing with capacity 0, and refuses a bad capacity', () => {
    const cache = new StateCache(0);
    cache.remember('a', v(1));
    expect(cache.get('a')).toBeUndefined();
    expect(() => new StateCache(-1)).toThrow(/non-negative/);
    expect(() => new StateCache(1.5)).toThrow(/non-negative/);
  });
});
