import { describe, expect, it } from 'vitest';
import { findLeaks } from '../index';

describe('findLeaks', () => {
  it('finds secrets as values and as keys, with their paths', () => {
    const leaks = findLeaks({ a: ['x', { b: 'secret' }], secret: 1, log: [{ args: ['secret'] }] }, new Set(['secret']));
    expect(leaks).toEqual([
      { path: '$.a[1].b', found: 'secret' },
      { path: '$ (key)', found: 'secret' },
      { path: '$.log[0].args[0]', found: 'secret' },
    ]);
  });

  it('finds nothing when there is nothing to hide', () => {
    expect(findLeaks({ a: 'x' }, new Set())).toEqual([]);
  });
});
