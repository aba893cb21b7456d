// The train and what is on it: where bandits stand, loot moving between bandits and places,
// and the Marshal rule with its neutral bullets (RULES.md §1, §5, §6).
import { moveCard, zoneId } from '@parlor/deck';
import { CHARACTER_KEYS, HOSTAGE_RANSOM, JEWELS, STRONGBOXES } from './data';
import { record } from './history';
import type { Bandit, BanditState, ColtExpressState, Level, Loot, LootChoice, Place } from './state';

/** The part of boardgame.io's `random` the rules use. */
export interface Random {
  Number(): number;
  Shuffle<T>(deck: T[]): T[];
}

/** A uniformly random index below `n` (no draw from the PRNG when there is only one). */
export function randomIndex(random: Random, n: number): number {
  return n <= 1 ? 0 : Math.min(n - 1, Math.floor(random.Number() * n));
}

/**
 * Makes the train's changing parts (bandits, units, purse values) this state's own before a
 * rule changes them. A move runs on a copy of the previous state that shares these parts,
 * frozen (see `copyState` in game.ts): most moves never touch the train, and copying it for
 * each would cost more than the rest of the move. The rules that do change it (a card being
 * resolved, a round's event, the 2-player placement) start by calling this, so no move has to
 * guess beforehand whether the flow will reach them. Parts that are not frozen (setup, a
 * scenario's arranged state, or a part already copied in this move) are left as they are.
 */
export function ownTrain(G: ColtExpressState): void {
  if (Object.isFrozen(G.bandits)) {
    G.bandits = Object.fromEntries(Object.entries(G.bandits).map(([key, bandit]) => [key, { ...bandit, loot: { ...bandit.loot } }]));
  }
  if (Object.isFrozen(G.train)) G.train = G.train.map((unit) => ({ inside: { ...unit.inside }, roof: { ...unit.roof } }));
  if (Object.isFrozen(G.purseValues)) {
    G.purseValues = {
      bandits: Object.fromEntries(Object.entries(G.purseValues.bandits).map(([key, values]) => [key, [...values]])),
      train: Object.fromEntries(Object.entries(G.purseValues.train).map(([key, values]) => [key, [...values]])),
    };
  }
}

/** Index of the locomotive (C). */
export function locomotive(G: ColtExpressState): number {
  return G.train.length - 1;
}

/** Whether `unit` is on the train. */
export function onTrain(G: ColtExpressState, unit: number): boolean {
  return unit >= 0 && unit < G.train.length;
}

/** The bandits in the match, in the fixed character order. */
export function banditsInPlay(G: ColtExpressState): Bandit[] {
  return CHARACTER_KEYS.filter((key) => G.bandits[key] !== undefined);
}

/** The bandit's state (throws for a bandit not in the match). */
export function banditOf(G: ColtExpressState, bandit: Bandit): BanditState {
  const state = G.bandits[bandit];
  if (state === undefined) throw new Error(`${bandit} is not in this match`);
  return state;
}

/** The bandits at one place, in the fixed character order. */
export function banditsAt(G: ColtExpressState, place: Place): Bandit[] {
  return banditsInPlay(G).filter((key) => {
    const state = G.bandits[key]!;
    return state.unit === place.unit && state.level === place.level;
  });
}

/** The key of a place in `purseValues.train`. */
export function placeKey(place: Place): string {
  return `${place.unit}:${place.level}`;
}

/** The loot lying at a place. */
export function lootAt(G: ColtExpressState, place: Place): Loot {
  return G.train[place.unit]![place.level];
}

/** An empty haul. */
export function noLoot(): Loot {
  return { purses: 0, jewels: 0, strongboxes: 0, ransoms: 0 };
}

const FIELD: Record<LootChoice, keyof Loot> = { purse: 'purses', jewel: 'jewels', strongbox: 'strongboxes', ransom: 'ransoms' };

/** The kinds of loot a haul holds, in a fixed order. */
export function lootKinds(loot: Loot): LootChoice[] {
  return (['purse', 'jewel', 'strongbox', 'ransom'] as const).filter((kind) => loot[FIELD[kind]] > 0);
}

/** Where loot is: on a bandit, or lying at a place. */
export type Holder = { bandit: Bandit } | { place: Place };

function lootOf(G: ColtExpressState, holder: Holder): Loot {
  return 'bandit' in holder ? banditOf(G, holder.bandit).loot : lootAt(G, holder.place);
}

function pursesOf(G: ColtExpressState, holder: Holder): number[] {
  if ('bandit' in holder) return (G.purseValues.bandits[holder.bandit] ??= []);
  return (G.purseValues.train[placeKey(holder.place)] ??= []);
}

/**
 * Moves one token of `kind` from one holder to another. Purses are face down, so which one
 * moves is random unless `purseIndex` names it (Marshal's Revenge takes the cheapest).
 */
export function moveLoot(G: ColtExpressState, kind: LootChoice, from: Holder, to: Holder, random: Random, purseIndex?: number): void {
  const source = lootOf(G, from);
  const field = FIELD[kind];
  if (source[field] <= 0) throw new Error(`no ${kind} to move`);
  source[field]--;
  lootOf(G, to)[field]++;
  if (kind === 'purse') {
    const values = pursesOf(G, from);
    const [value] = values.splice(purseIndex ?? randomIndex(random, values.length), 1);
    pursesOf(G, to).push(value!);
  }
}

/** Adds a $250 ransom to a bandit (Hostage-Taking of the Conductor; the bank is unlimited). */
export function giveRansom(G: ColtExpressState, bandit: Bandit): void {
  banditOf(G, bandit).loot.ransoms++;
}

/** A haul's value in dollars, given its purse values. */
export function lootValue(loot: Loot, purses: readonly number[]): number {
  return purses.reduce((sum, value) => sum + value, 0) + loot.jewels * JEWELS.value + loot.strongboxes * STRONGBOXES.value + loot.ransoms * HOSTAGE_RANSOM;
}

/** The deck a bandit's cards and received bullets go to: his seat's. */
export function deckOf(G: ColtExpressState, bandit: Bandit): string {
  return zoneId('deck', banditOf(G, bandit).seat);
}

/** Puts a bullet card on top of the bandit's deck (RULES.md §5 Fire, §6, §10, §11). */
export function receiveBullet(G: ColtExpressState, bandit: Bandit, card: string, from: string): void {
  moveCard(G.zones, card, { from, to: deckOf(G, bandit), at: 'top' });
  banditOf(G, bandit).bulletsReceived++;
}

/**
 * One resolution of neutral bullets (RULES.md §6): each bandit takes one, unless the pile
 * holds fewer than they need, in which case nobody does and the pile leaves the game.
 * Returns whether bullets were handed out.
 */
export function neutralBulletsTo(G: ColtExpressState, bandits: readonly Bandit[]): boolean {
  if (bandits.length === 0) return false;
  const pile = G.zones['neutral']!;
  if (pile.length < bandits.length) {
    for (const card of [...pile]) moveCard(G.zones, card, { from: 'neutral', to: 'box' });
    return false;
  }
  for (const bandit of bandits) receiveBullet(G, bandit, G.zones['neutral']![0]!, 'neutral');
  return true;
}

/** The Marshal rule for bandits inside his unit: up to the roof, one neutral bullet each (one resolution). */
export function flee(G: ColtExpressState, bandits: readonly Bandit[]): void {
  if (bandits.length === 0) return;
  for (const bandit of bandits) banditOf(G, bandit).level = 'roof';
  const bullets = neutralBulletsTo(G, bandits);
  record(G, { kind: 'fled', bandits: [...bandits], bullets });
}

/** Puts a bandit at a place; arriving inside the Marshal's unit sends him up at once. */
export function placeBandit(G: ColtExpressState, bandit: Bandit, unit: number, level: Level): void {
  const state = banditOf(G, bandit);
  state.unit = unit;
  state.level = level;
  if (level === 'inside' && unit === G.marshal) flee(G, [bandit]);
}

/** Moves the Marshal inside `unit`; bandits there flee to the roof (one resolution). */
export function moveMarshal(G: ColtExpressState, unit: number): void {
  G.marshal = unit;
  flee(G, banditsAt(G, { unit, level: 'inside' }));
}
