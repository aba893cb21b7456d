import type { State } from 'boardgame.io';
import type { Standing } from '@parlor/game-kit';
import type { ExplodingKittensResult, ExplodingKittensState } from './state';

/**
 * How a finished match placed, for ratings: the last seat standing first, then the others in the
 * reverse of the order they exploded (the first to explode places last).
 */
export function standings(state: State<ExplodingKittensState>): Standing[] {
  const result = state.ctx.gameover as ExplodingKittensResult | undefined;
  if (result === undefined) throw new Error('standings: the match is not over');
  const order = [result.winner, ...[...state.G.out].reverse()];
  return order.map((seat, index) => ({ seats: [seat], rank: index + 1 }));
}
