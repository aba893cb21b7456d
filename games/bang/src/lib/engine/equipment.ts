// What a seat has in play, its weapon and its reach (RULES.md §7 Weapons).
import type { CardId } from '@parlor/deck';
import { keyOf, type CardKey } from '../cards';
import { inPlayHooks, inPlayWorks } from './registry';
import { inPlayOf } from '../seats';
import type { BangState, Seat } from '../state';

/** Whether a card is a weapon. */
export const isWeaponCard = (card: CardId) => inPlayHooks(card)?.range !== undefined;

/** The cards a seat has in play. */
export const inPlay = (G: BangState, seat: Seat): readonly CardId[] => G.zones[inPlayOf(seat)] ?? [];

/** Whether a seat has a card of this name in play. */
export const hasInPlay = (G: BangState, seat: Seat, key: CardKey) => inPlay(G, seat).some((card) => keyOf(card) === key);

/** The weapon a seat has in play, if any. */
export const weaponOf = (G: BangState, seat: Seat): CardId | undefined => inPlay(G, seat).find(isWeaponCard);

/** The range of a seat's weapon while it works; the built-in Colt .45 reaches 1 (RULES.md §7 Weapons). */
export function rangeOf(G: BangState, seat: Seat): number {
  const weapon = weaponOf(G, seat);
  if (weapon === undefined || !inPlayWorks(G, seat)) return 1;
  return inPlayHooks(weapon)!.range!;
}
