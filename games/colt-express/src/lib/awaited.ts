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
