import type { CardId } from '@parlor/deck';
import type { Passive } from './abilities';
import { abilityOf } from './character-abilities';
import { keyOf, type CardKey } from './cards';
import { inPlayOf } from './seats';
import type { BangState, Seat } from './state';

/** What a blue card does while in play (RULES.md §6-§7, §10.13-§10.18). */
export interface Equipment extends Passive {
  /** A weapon and its range; only one weapon may be in play. */
  range?: number;
  /** Any number of BANG! cards per turn (Volcanic). */
  unlimitedBang?: boolean;
  /** Played in front of another player (Jail). */
  onOther?: boolean;
}

/** The blue cards of the base game, keyed by card. Dodge City's blue and green cards add entries. */
export const EQUIPMENT: Partial<Record<CardKey, Equipment>> = {
  barrel: { barrels: 1 },
  dynamite: {},
  jail: { onOther: true },
  mustang: { seen: 1 },
  scope: { sees: 1 },
  volcanic: { range: 1, unlimitedBang: true },
  schofield: { range: 2 },
  remington: { range: 3 },
  rev_carabine: { range: 4 },
  winchester: { range: 5 },
};

/** Whether a card is a weapon. */
export const isWeaponCard = (card: CardId) => EQUIPMENT[keyOf(card)]?.range !== undefined;

/** The cards a seat has in play. */
export const inPlay = (G: BangState, seat: Seat): readonly CardId[] => G.zones[inPlayOf(seat)] ?? [];

/** Whether a seat has a card of this name in play. */
export const hasInPlay = (G: BangState, seat: Seat, key: CardKey) => inPlay(G, seat).some((card) => keyOf(card) === key);

/** The sum of a passive effect over a seat's cards in play and its ability. */
export function passive(G: BangState, seat: Seat, effect: keyof Passive): number {
  let total = abilityOf(G, seat).passive?.[effect] ?? 0;
  for (const card of inPlay(G, seat)) total += EQUIPMENT[keyOf(card)]?.[effect] ?? 0;
  return total;
}

/** The weapon a seat has in play, if any. */
export const weaponOf = (G: BangState, seat: Seat): CardId | undefined => inPlay(G, seat).find(isWeaponCard);

/** The range of a seat's weapon: the built-in Colt .45 reaches 1. */
export function rangeOf(G: BangState, seat: Seat): number {
  const weapon = weaponOf(G, seat);
  return weapon === undefined ? 1 : EQUIPMENT[keyOf(weapon)]!.range!;
}
