import { describe, expect, it } from 'vitest';
import { checkPlainData, MOVE_ARG_LIMITS } from './args';

describe('checkPlainData', () => {
  it('accepts what card games send', () => {
    expect(checkPlainData([], MOVE_ARG_LIMITS)).toBeUndefined();
    expect(checkPlainData(['skip-3', '2'], MOVE_ARG_LIMITS)).toBeUndefined();
    expect(checkPlainData([[1, 2, 3], { direction: 'left', n: 2, ok: true, none: null }], MOVE_ARG_LIMITS)).toBeUndefined();
  });

  it.each([
    ['a __proto__ key', JSON.parse('[{"__proto__":{"polluted":true}}]'), /__proto__/],
    ['a constructor key', [{ constructor: { prototype: 1 } }], /constructor/],
    ['a prototype key', [{ prototype: 1 }], /prototype/],
    ['__proto__ as a value', ['__proto__', 'polluted'], /"__proto__" is not allowed/],
    ['constructor as a value', ['constructor'], /"constructor" is not allowed/],
    ['a long string', ['x'.repeat(300)], /longer than 256/],
    ['a long array', [Array.from({ length: 200 }, () => 1)], /longer than 128/],
    ['deep nesting', [[[[[[[['deep']]]]]]]], /deeply nested/],
    ['a huge payload', Array.from({ length: 100 }, () => 'y'.repeat(200)), /larger than 4096/],
    ['infinity', [Number.POSITIVE_INFINITY], /finite/],
    ['NaN', [Number.NaN], /finite/],
    ['a date', [new Date()], /plain JSON/],
    ['a function', [() => 1], /plain JSON/],
    ['an object with another prototype', [Object.create({ inherited: 1 })], /plain JSON/],
    ['too many keys', [Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]))], /more than 32 keys/],
  ])('refuses %s', (_what, value, reason) => {
    expect(checkPlainData(value, MOVE_ARG_LIMITS)).toMatch(reason);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
