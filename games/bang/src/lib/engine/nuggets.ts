// Gold nuggets (GOLD-RUSH.md §G3 Earning nuggets): public counts on each player, taken from and
// returned to a heap the engine treats as unlimited (§G1 Components). Only a match with Gold
// Rush's equipment has them (`Player.nuggets` is absent otherwise).
import { record } from '../history';
import type { BangState, NuggetReason, Seat } from '../state';

/** A seat's nuggets: 0 when the match has none. */
export const nuggetsOf = (G: BangState, seat: Seat): number => G.players[seat]?.nuggets ?? 0;

/** Takes nuggets from the heap (a wound caused, a Beer sold, an ability or equipment). Nothing happens in a match without nuggets. */
export function gainNuggets(G: BangState, seat: Seat, amount: number, reason: NuggetReason): void {
  const player = G.players[seat];
  if (player?.nuggets === undefined || amount <= 0) return;
  G.players[seat] = { ...player, nuggets: player.nuggets + amount };
  record(G, { kind: 'nuggets', seat, amount, reason });
}

/**
 * Whether an eliminated player keeps his nuggets: only under Shadow-Gunslingers, where he may
 * still spend them in his shadow turns (GOLD-RUSH.md §G5 Elimination, rewards, penalties; §G8).
 */
export const keepsNuggetsWhenOut = (G: BangState): boolean => G.options.shadowGunslingers === true;

/** Returns nuggets to the heap if the seat has that many; false, changing nothing, if not (a player never goes below 0). */
export function payNuggets(G: BangState, seat: Seat, amount: number, reason: NuggetReason): boolean {
  const player = G.players[seat];
  if (player?.nuggets === undefined || amount < 0 || player.nuggets < amount) return false;
  if (amount === 0) return true;
  G.players[seat] = { ...player, nuggets: player.nuggets - amount };
  record(G, { kind: 'nuggets', seat, amount: -amount, reason });
  return true;
}
