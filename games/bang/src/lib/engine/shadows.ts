// The Shadow-Gunslingers variant (GOLD-RUSH.md §G8 Shadow-Gunslingers variant): an eliminated
// player plays a turn as a shadow when his seat comes round. Like a ghost of Ghost Town, a shadow is
// in the game (`alive`) for his own turn only, with `Player.shadow` set; what he may do then is the
// shadow entry's (src/lib/entries/gold-rush-characters.ts), added to his entries while he is one.
// This module holds what the turn order needs: who plays as a shadow, bringing him in, the side a
// Shadow-Renegade joins, and taking him out again. It imports no entry.
import { moveAll } from '@parlor/deck';
import { record } from '../history';
import { handOf } from '../seats';
import type { BangState, Seat } from '../state';
import type { Context } from './hooks';

/** Whether a seat is a shadow playing his turn now. */
export const isShadow = (G: BangState, seat: Seat): boolean => G.players[seat]?.shadow === true;

/**
 * Whether shadows play at all now: under the variant, in a 4-8 player game that is not over, until
 * only the Sheriff and the Renegade (or Renegades) are left alive (ruling: no shadows in the final duel).
 */
export function shadowsPlay(G: BangState): boolean {
  if (G.options.shadowGunslingers !== true || G.targets !== null || G.result !== null) return false;
  return Object.entries(G.players).some(([seat, player]) => player.alive && player.shadow !== true && G.roles[seat] !== 'sheriff' && G.roles[seat] !== 'renegade');
}

/** Whether an eliminated seat plays its coming turn as a shadow. */
export function playsAsShadow(G: BangState, seat: Seat): boolean {
  const player = G.players[seat];
  return player !== undefined && !player.alive && player.ghost !== true && shadowsPlay(G);
}

/**
 * The side an eliminated Shadow-Renegade joins: the one with more eliminated members, dead Deputies
 * against dead Outlaws; a tie puts him with the Outlaws (Ruling (this module), GOLD-RUSH.md §G8).
 */
export function shadowSide(G: BangState): 'law' | 'outlaws' {
  let deputies = 0;
  let outlaws = 0;
  for (const [seat, player] of Object.entries(G.players)) {
    if (player.alive) continue;
    if (G.roles[seat] === 'deputy') deputies++;
    else if (G.roles[seat] === 'outlaw') outlaws++;
  }
  return deputies > outlaws ? 'law' : 'outlaws';
}

/** An eliminated seat comes in as a shadow for his turn; a Shadow-Renegade first joins a side. */
export function beginShadow({ G }: Context, seat: Seat): void {
  G.players[seat] = { ...G.players[seat]!, alive: true, shadow: true };
  record(G, { kind: 'returned', seat, as: 'shadow' });
  if (G.roles[seat] === 'renegade') {
    const side = shadowSide(G);
    G.players[seat] = { ...G.players[seat]!, side };
    record(G, { kind: 'joined', seat, side });
  }
}

/**
 * A shadow's turn is over: his hand is discarded (not a phase-3 discard: Gary Looter takes none of
 * it) and he is out again. He holds nothing in play: he could put nothing there.
 */
export function endShadow({ G }: Context, seat: Seat): void {
  const { shadow: _gone, ...player } = G.players[seat]!;
  moveAll(G.zones, handOf(seat), 'discard');
  G.players[seat] = { ...player, alive: false };
  record(G, { kind: 'faded', seat, shadow: true });
}
