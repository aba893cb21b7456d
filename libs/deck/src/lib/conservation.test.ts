import { describe, expect, it } from 'vitest';
import { checkConservation, describeConservation } from '../index';

describe('checkConservation', () => {
  const all = ['a', 'b', 'c', 'd'];

  it('passes when every card is in exactly one zone', () => {
    const report = checkConservation({ draw: ['a', 'b'], 'hand:0': ['c'], box: ['d'] }, all);
    expect(report).toEqual({ ok: true, duplicates: [], missing: [], unexpected: [] });
    expect(describeConservation(report)).toBeUndefined();
  });

  it('finds a copied card, a lost card and an invented card', () => {
    const report = checkConservation({ draw: ['a', 'b', 'b'], 'hand:0': ['a', 'zz'] }, all);
    expect(report.ok).toBe(false);
    expect(report.duplicates).toEqual([
      { card: 'a', zones: ['draw', 'hand:0'] },
      { card: 'b', zones: ['draw', 'draw'] },
    ]);
    expect(report.missing).toEqual(['c', 'd']);
    expect(report.unexpected).toEqual([{ card: 'zz', zone: 'hand:0' }]);
    expect(describeConservation(report)).toMatch(/a \(draw, hand:0\).*missing: c, d.*zz in hand:0/);
  });
});
