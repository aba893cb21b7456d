import { describe, expect, it } from 'vitest';
import { findCard, zonesOfKind, parseZoneId, zoneId, ownerOfZone, createZones, cardsIn, size, DeckError } from '../index';

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
