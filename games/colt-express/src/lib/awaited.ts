import type { State } from 'boardgame.io';
import { windows } from './flow';
import type { ColtExpressState } from './state';

/**
 * The seats the match waits for (the module contract's `awaited`). The whole match is one
 * boardgame.io turn, so `ctx.currentPlayer` never says who acts: the innermost window does
 * (the seat whose Schemin' action or Stealin' card is due, or the seats yet to answer a
 * placement, bullet discard or keep). The windows are public, so every seat and a spectator
 * work out the same seats from what they receive.
 */
export function awaited({ G }: Pick<State<ColtExpressState>, 'G'>): string[] {
  if (G.result !== null) return [];
  return windows.awaiting(G);
}

/**
 * Whose turn it is (the module contract's `turnOf`): the seat whose Schemin' action or
 * Stealin' card is due; nobody's while every listed seat chooses at once (placing bandits,
 * discarding bullets, keeping cards), and nobody's once the match is over. Without it the
 * room would name boardgame.io's current player, which in this game never changes.
 */
export function turnOf({ G }: Pick<State<ColtExpressState>, 'G'>): string | null {
  if (G.result !== null) return null;
  const top = windows.top(G);
  return top?.kind === 'queue' ? (top.items[top.index]?.seat ?? null) : null;
}
