import { describe, expect, it } from 'vitest';
import { checkConservation, describeConservation, defineCatalog, copies, findCard, zonesOfKind, parseZoneId, zoneId, ownerOfZone, createZones, cardsIn, size, DeckError } from '../index';

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

describe('zone ids', () => {
  it('builds and parses owned and shared zone ids', () => {
    expect(zoneId('hand', '2')).toBe('hand:2');
    expect(zoneId('draw')).toBe('draw');
    expect(parseZoneId('deck:ghost')).toEqual({ kind: 'deck', owner: 'ghost' });
    expect(parseZoneId('discard')).toEqual({ kind: 'discard' });
    expect(ownerOfZone('hand:0')).toBe('0');
    expect(ownerOfZone('draw')).toBeUndefined();
    expect(() => zoneId('a:b')).toThrow(DeckError);
  });

  it('finds zones and cards', () => {
    const zones = createZones(['hand:0', 'hand:1', 'draw'], { draw: ['x'] });
    expect(zonesOfKind(zones, 'hand')).toEqual(['hand:0', 'hand:1']);
    expect(findCard(zones, 'x')).toBe('draw');
    expect(findCard(zones, 'y')).toBeUndefined();
    expect(size(zones, 'draw')).toBe(1);
    expect(() => cardsIn(zones, 'hand:9')).toThrow(/unknown zone "hand:9"/);
    // Prototype members are not zones.
    expect(() => cardsIn(zones, 'constructor')).toThrow(DeckError);
  });
});

describe('defineCatalog', () => {
  const catalog = defineCatalog([
    { id: 'bang-1', name: 'BANG!' },
    { id: 'missed-1', name: 'Missed!' },
  ]);

  it('looks cards up by id and validates input', () => {
    expect(catalog.ids).toEqual(['bang-1', 'missed-1']);
    expect(catalog.get('missed-1').name).toBe('Missed!');
    expect(catalog.has('bang-1')).toBe(true);
    expect(catalog.has('toString')).toBe(false);
    expect(catalog.has(3)).toBe(false);
    expect(() => catalog.get('nope')).toThrow(/unknown card/);
  });

  it('rejects duplicate ids at load time', () => {
    expect(() => defineCatalog([{ id: 'a' }, { id: 'a' }])).toThrow(/duplicate card id "a"/);
  });

  it('numbers copies', () => {
    expect(copies('skip', 3)).toEqual(['skip-1', 'skip-2', 'skip-3']);
    expect(copies('skip', 2, 4)).toEqual(['skip-4', 'skip-5']);
  });
});
