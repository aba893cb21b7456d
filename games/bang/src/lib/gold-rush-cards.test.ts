import { describe, expect, it } from 'vitest';
import { CARDS } from './cards';
import { EVENTS } from './events';
import { EQUIPMENT, EQUIPMENT_KEYS, type EquipmentBorder, equipmentCard, type EquipmentKey, equipmentKeyOf, isEquipmentId } from './gold-rush-cards';

// Written here from GOLD-RUSH.md §G6 Equipment cards (24), not read from gold-rush-cards.ts, so a
// slip in either shows up as a difference: border, cost in nuggets and copies of each name.
const EXPECTED: Record<EquipmentKey, { border: EquipmentBorder; cost: number; copies: number }> = {
  shot: { border: 'brown', cost: 1, copies: 3 },
  bottle: { border: 'brown', cost: 2, copies: 3 },
  pardner: { border: 'brown', cost: 2, copies: 3 },
  gold_rush_card: { border: 'brown', cost: 5, copies: 1 },
  rhum: { border: 'brown', cost: 3, copies: 2 },
  union_pacific: { border: 'brown', cost: 4, copies: 1 },
  calumet: { border: 'black', cost: 3, copies: 1 },
  gun_belt: { border: 'black', cost: 2, copies: 1 },
  horseshoe: { border: 'black', cost: 2, copies: 1 },
  pickaxe: { border: 'black', cost: 4, copies: 1 },
  wanted: { border: 'black', cost: 2, copies: 3 },
  gold_pan: { border: 'black', cost: 3, copies: 1 },
  boots: { border: 'black', cost: 3, copies: 1 },
  lucky_charm: { border: 'black', cost: 3, copies: 1 },
  rucksack: { border: 'black', cost: 3, copies: 1 },
};

describe('Gold Rush equipment cards (GOLD-RUSH.md §G6 Equipment cards (24))', () => {
  it('has 24 cards: 13 brown and 11 black', () => {
    expect(EQUIPMENT).toHaveLength(24);
    expect(EQUIPMENT.filter((data) => data.border === 'brown')).toHaveLength(13);
    expect(EQUIPMENT.filter((data) => data.border === 'black')).toHaveLength(11);
  });

  it('has every name with its border, cost and copies', () => {
    const actual: Record<string, { border: EquipmentBorder; cost: number; copies: number }> = {};
    for (const { key, border, cost } of EQUIPMENT) {
      const seen = actual[key];
      if (seen) {
        expect({ key, border, cost }).toEqual({ key, border: seen.border, cost: seen.cost });
        seen.copies += 1;
      } else actual[key] = { border, cost, copies: 1 };
    }
    expect(actual).toEqual(EXPECTED);
    expect(EQUIPMENT_KEYS).toEqual(Object.keys(EXPECTED));
  });

  it('gives each card its own id, none shared with a playing card', () => {
    const ids = EQUIPMENT.map((data) => data.id);
    expect(new Set(ids).size).toBe(24);
    expect(ids[0]).toBe('gr-001');
    expect(ids[23]).toBe('gr-024');
    const playing = new Set(CARDS.map((data) => data.id));
    expect(ids.filter((id) => playing.has(id))).toEqual([]);
  });

  it('never names a card with the bare key of the High Noon event Gold Rush', () => {
    const eventKeys = new Set<string>(EVENTS.map((data) => data.key));
    expect(EQUIPMENT_KEYS.filter((key) => eventKeys.has(key))).toEqual([]);
    expect(EQUIPMENT_KEYS).toContain('gold_rush_card');
  });

  it('looks cards up by id', () => {
    expect(equipmentCard('gr-001')).toEqual({ id: 'gr-001', key: 'shot', border: 'brown', cost: 1 });
    expect(equipmentCard('gr-010')).toEqual({ id: 'gr-010', key: 'gold_rush_card', border: 'brown', cost: 5 });
    expect(equipmentCard('gr-024')).toEqual({ id: 'gr-024', key: 'rucksack', border: 'black', cost: 3 });
    expect(equipmentKeyOf('gr-018')).toBe('wanted');
    expect(() => equipmentCard('gr-025')).toThrow();
    expect(() => equipmentCard('base-001')).toThrow();
    expect(() => equipmentKeyOf('nothing')).toThrow();
  });

  it('tells equipment ids from anything else', () => {
    expect(EQUIPMENT.every((data) => isEquipmentId(data.id))).toBe(true);
    for (const value of ['base-001', 'dc-001', 'gr-000', 'gr-025', 'shot', '', 1, null, undefined, {}]) expect(isEquipmentId(value)).toBe(false);
  });
});
