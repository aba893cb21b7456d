import type { State } from 'boardgame.io';
import type { Standing } from '@parlor/game-kit';
import type { ColtExpressResult, ColtExpressState } from './state';

/**
 * How a finished match placed, for ratings: each seat by its rank at the end of the game
 * (RULES.md §9: loot with the Gunslinger's award, then the fewest bullet cards received; seats
 * still tied share the rank), as `score` ranked them. A seat playing two bandits (the 2-player
 * team game) is still one player.
 */
export function standings(state: State<ColtExpressState>): Standing[] {
  const result = state.ctx.gameover as ColtExpressResult | undefined;
  if (result === undefined) throw new Error('standings: the match is not over');
  return result.scores.map((score) => ({ seats: [score.seat], rank: score.rank }));
}
