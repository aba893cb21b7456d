import type { State } from 'boardgame.io';
import type { Standing } from '@parlor/game-kit';
import type { BangResult, BangState, Seat } from './state';

/**
 * How a finished match placed, for ratings: the sides as teams (RULES.md §13 Victory
 * conditions): the Sheriff with his Deputies, the Outlaws together, each Renegade alone, an
 * eliminated Shadow-Renegade with the side he last joined (GOLD-RUSH.md §G8). The winning side
 * places first, every other side shares second place. Where one player wins alone whatever the
 * roles (the 3-player game, Wild West Show's final card), every seat is its own team.
 */
export function standings(state: State<BangState>): Standing[] {
  const { G, ctx } = state;
  const result = ctx.gameover as BangResult | undefined;
  if (result === undefined) throw new Error('standings: the match is not over');
  const won = new Set(result.winners);
  const alone = result.winner === 'target' || result.winner === 'survivor' || G.targets !== null;
  const sideOf = (seat: Seat): string => {
    if (alone) return `seat ${seat}`;
    const role = G.roles[seat];
    if (role === 'sheriff' || role === 'deputy') return 'law';
    if (role === 'outlaw') return 'outlaws';
    const player = G.players[seat];
    return player?.side !== undefined && player.alive !== true ? player.side : `renegade ${seat}`;
  };
  // A side is split by outcome, should some of it win and some not: a team wins or loses whole.
  const teams = new Map<string, Seat[]>();
  for (const seat of ctx.playOrder) {
    const key = `${sideOf(seat)}|${won.has(seat) ? 'won' : 'lost'}`;
    teams.set(key, [...(teams.get(key) ?? []), seat]);
  }
  const winning = [...teams.values()].filter((seats) => won.has(seats[0]!));
  const losing = [...teams.values()].filter((seats) => !won.has(seats[0]!));
  return [...winning.map((seats) => ({ seats, rank: 1 })), ...losing.map((seats) => ({ seats, rank: winning.length + 1 }))];
}
