/**
 * Gold Rush's equipment border (GOLD-RUSH.md §G6 Equipment cards (24)): brown takes effect once
 * and goes to the bottom of the equipment deck; black stays in play in front of a player.
 */
export type EquipmentBorder = 'brown' | 'black';

// One row per card name, in the order of GOLD-RUSH.md §G6 Equipment cards (24): key, border, cost
// in nuggets, copies. Ids are numbered through the rows, so reordering a row renumbers every card
// after it. The big brown card is `gold_rush_card`, never the bare `gold_rush`: that key is the
// High Noon event (GOLD-RUSH.md, name clash note at the top).
const ROWS = [
  ['shot', 'brown', 1, 3],
  ['bottle', 'brown', 2, 3],
  ['pardner', 'brown', 2, 3],
  ['gold_rush_card', 'brown', 5, 1],
  ['rhum', 'brown', 3, 2],
  ['union_pacific', 'brown', 4, 1],

  ['calumet', 'black', 3, 1],
  ['gun_belt', 'black', 2, 1],
  ['horseshoe', 'black', 2, 1],
  ['pickaxe', 'black', 4, 1],
  ['wanted', 'black', 2, 3],
  ['gold_pan', 'black', 3, 1],
  ['boots', 'black', 3, 1],
  ['lucky_charm', 'black', 3, 1],
  ['rucksack', 'black', 3, 1],
] as const satisfies readonly (readonly [key: string, border: EquipmentBorder, cost: number, copies: number])[];

/** An equipment card name, its `key` in GOLD-RUSH.md §G6: every copy of a name shares it. */
export type EquipmentKey = (typeof ROWS)[number][0];

/** One physical Gold Rush equipment card. It has no suit or rank: it never enters the playing deck (§G1 Components). */
export interface EquipmentData {
  /** Unique per physical card, `gr-001`..`gr-024`; never the id of a playing card (`base-…`, `dc-…`). */
  id: string;
  key: EquipmentKey;
  border: EquipmentBorder;
  /** What it costs to buy, in gold nuggets. */
  cost: number;
}

/** Every equipment card key once, in the order of GOLD-RUSH.md §G6. */
export const EQUIPMENT_KEYS: readonly EquipmentKey[] = Object.freeze(ROWS.map(([key]) => key));

/** All 24 equipment cards (13 brown, 11 black), in the order and with the ids of GOLD-RUSH.md §G6. */
export const EQUIPMENT: readonly EquipmentData[] = Object.freeze(
  ROWS.flatMap(([key, border, cost, copies]) => Array.from({ length: copies }, () => ({ key, border, cost }))).map(
    (data, index): EquipmentData => Object.freeze({ id: `gr-${String(index + 1).padStart(3, '0')}`, ...data }),
  ),
);

const byId: ReadonlyMap<string, EquipmentData> = new Map(EQUIPMENT.map((data) => [data.id, data]));

/** The equipment card with this id; throws for an unknown id (e.g. from an unchecked move argument). */
export function equipmentCard(id: string): EquipmentData {
  const data = byId.get(id);
  if (data === undefined) throw new Error(`Unknown Gold Rush equipment card: ${JSON.stringify(id)}`);
  return data;
}

/** The name of the equipment card with this id; throws for an unknown id. */
export function equipmentKeyOf(id: string): EquipmentKey {
  return equipmentCard(id).key;
}

/** Whether a value is the id of an equipment card (a move argument is checked with it before use). */
export function isEquipmentId(value: unknown): value is string {
  return typeof value === 'string' && byId.has(value);
}
