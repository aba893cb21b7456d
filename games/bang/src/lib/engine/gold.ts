// Gold Rush's equipment deck, market and black equipment (GOLD-RUSH.md §G2 Setup changes, §G4, §G5):
// the small state changes the equipment entries and the elimination are made of. The deck is the
// zone `equipment` (top first), its face-up cards at the bottom listed in `G.gold.faceUp`; the
// market is the zone `market`; a player's black equipment lies in `gear:<seat>`.
import { moveCard, type CardId } from '@parlor/deck';
import { equipmentCard, equipmentKeyOf, type EquipmentKey } from '../gold-rush-cards';
import { record } from '../history';
import { gearOf } from '../seats';
import type { BangState, Seat } from '../state';
import type { Context } from './hooks';
import { keepsNuggetsWhenOut } from './nuggets';

/** The equipment deck's zone. */
export const EQUIPMENT_DECK = 'equipment';
/** The market's zone: up to three face-up cards. */
export const MARKET = 'market';
/** Where the card Josh McCloud took lies, face up, while he chooses how to use it. */
export const EQUIPMENT_HELD = 'equipment-held';

/** The black equipment lying in front of a seat. */
export const gearIn = (G: BangState, seat: Seat): readonly CardId[] => G.zones[gearOf(seat)] ?? [];

/** Whether a seat has a black card of this name in front of him (the name rule of §G4.1). */
export const hasGear = (G: BangState, seat: Seat, key: EquipmentKey): boolean => gearIn(G, seat).some((id) => equipmentKeyOf(id) === key);

/**
 * Puts an equipment card face up under the equipment deck (a used brown card, a removed black
 * one): everyone knows it is there.
 */
export function underDeck(G: BangState, card: CardId, from: string): void {
  moveCard(G.zones, card, { from, to: EQUIPMENT_DECK, at: 'bottom' });
  G.gold = { ...G.gold!, faceUp: [...G.gold!.faceUp, card] };
}

/**
 * Takes the top card of the equipment deck into `to`, or nothing when the deck is empty. Ruling
 * (§G4.1): when that card lies face up (already used), the whole deck is first shuffled face down.
 */
export function drawEquipment(context: Context, to: string): CardId | undefined {
  const { G, random } = context;
  const deck = G.zones[EQUIPMENT_DECK]!;
  if (deck.length === 0) return undefined;
  if (G.gold!.faceUp.includes(deck[0]!)) {
    G.zones[EQUIPMENT_DECK] = random.Shuffle([...deck]);
    G.gold = { ...G.gold!, faceUp: [] };
  }
  const card = G.zones[EQUIPMENT_DECK]![0]!;
  moveCard(G.zones, card, { from: EQUIPMENT_DECK, to, at: 'bottom' });
  return card;
}

/** Fills the market's empty places from the equipment deck (an empty deck leaves a place empty, ruling). */
export function refillMarket(context: Context): void {
  while (context.G.zones[MARKET]!.length < 3) if (drawEquipment(context, MARKET) === undefined) return;
}

/** Sends one black card in front of `seat` face up under the equipment deck, saying why. */
export function loseGear(G: BangState, seat: Seat, card: CardId, reason: 'removed' | 'eliminated' | 'penalty' | 'same-name' | 'event', by?: Seat): void {
  underDeck(G, card, gearOf(seat));
  record(G, { kind: 'gear-lost', seat, card: equipmentKeyOf(card), reason, ...(by !== undefined ? { by } : {}) });
}

/** Sends every black card in front of `seat` under the equipment deck (§G5: his elimination, the Sheriff's penalty). */
export function loseAllGear(G: BangState, seat: Seat, reason: 'eliminated' | 'penalty' | 'event'): void {
  if (G.gold === undefined) return;
  for (const card of [...gearIn(G, seat)]) loseGear(G, seat, card, reason);
}

/**
 * An eliminated player's nuggets go back to the heap (§G5), except under the Shadow-Gunslingers
 * variant (§G8), where he keeps them to spend in his shadow turns.
 */
export function returnNuggetsOnElimination(G: BangState, seat: Seat): void {
  const player = G.players[seat]!;
  if (player.nuggets === undefined || player.nuggets === 0 || keepsNuggetsWhenOut(G)) return;
  G.players[seat] = { ...player, nuggets: 0 };
  record(G, { kind: 'nuggets', seat, amount: -player.nuggets, reason: 'eliminated' });
}

/** Everything Gold Rush takes from an eliminated player (§G5): his black equipment and his nuggets. Vulture Sam takes neither. */
export function leaveGold(G: BangState, seat: Seat): void {
  if (G.gold === undefined) return;
  loseAllGear(G, seat, 'eliminated');
  returnNuggetsOnElimination(G, seat);
}

/** The price of an equipment card. */
export const priceOf = (card: CardId): number => equipmentCard(card).cost;
