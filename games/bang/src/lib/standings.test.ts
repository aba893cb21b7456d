import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { type Standing, standingsProblems } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { game } from './game';
import { everyOption } from './every-option.fixture';
import { standings } from './standings';
import type { BangResult, BangState } from './state';

/** The last state of a seeded random match. */
function finished(numPlayers: number, seed: string, setupData?: unknown): State<BangState> {
  let last: State<BangState> | undefined;
  const result = playout({ game, numPlayers, seed, setupData, onStep: (state) => void (last = state as State<BangState>) });
  expect(result.failure).toBeUndefined();
  expect(result.ended, `${seed} ended`).toBe(true);
  return last!;
}

describe('standings (RULES.md §13 Victory conditions)', () => {
  it('puts the winning side first and every other side second, each side one team, over random matches of 3 to 8 players', () => {
    const outcomes = new Set<string>();
    for (let numPlayers = 3; numPlayers <= 8; numPlayers++) {
      for (const [index, setupData] of [undefined, everyOption(numPlayers)].entries()) {
        for (let round = 0; round < 3; round++) {
          const state = finished(numPlayers, `standings-${numPlayers}-${index}-${round}`, setupData);
          const result = state.ctx.gameover as BangResult;
          const teams = standings(state);
          outcomes.add(result.winner);
          expect(standingsProblems(teams, numPlayers)).toEqual([]);
          // Exactly the winners place first.
          expect(teams.filter((team) => team.rank === 1).flatMap((team) => team.seats).sort()).toEqual([...result.winners].sort());
          for (const team of teams) {
            const roles = new Set(team.seats.map((seat) => state.G.roles[seat]));
            if (state.G.targets !== null || result.winner === 'survivor') expect(team.seats).toHaveLength(1);
            // Outlaws play together, the law together, a Renegade alone unless a shadow joined a side.
            else if (roles.has('outlaw')) expect([...roles].every((role) => role === 'outlaw' || role === 'renegade')).toBe(true);
            else if (roles.has('sheriff') || roles.has('deputy')) expect([...roles].every((role) => role !== 'outlaw')).toBe(true);
            else expect(team.seats).toHaveLength(1);
          }
        }
      }
    }
    // The law, the Outlaws and a lone winner all occurred.
    expect(outcomes.has('law') && outcomes.has('outlaws')).toBe(true);
  });

  it('makes the law one team and places the Outlaws and the Renegade second when the law wins', () => {
    const base = finished(7, 'standings-law');
    const law = base.ctx.playOrder.filter((seat) => base.G.roles[seat] === 'sheriff' || base.G.roles[seat] === 'deputy');
    const outlaws = base.ctx.playOrder.filter((seat) => base.G.roles[seat] === 'outlaw');
    const renegade = base.ctx.playOrder.filter((seat) => base.G.roles[seat] === 'renegade');
    const lawWins = { ...base, ctx: { ...base.ctx, gameover: { winner: 'law', winners: law } satisfies BangResult } };
    const byPlace = (teams: Standing[]) => [...teams].sort((a, b) => a.rank - b.rank || Number(a.seats[0]) - Number(b.seats[0]));
    expect(law.length).toBe(3);
    expect(byPlace(standings(lawWins))).toEqual(
      byPlace([
        { seats: law, rank: 1 },
        { seats: outlaws, rank: 2 },
        { seats: renegade, rank: 2 },
      ]),
    );
  });

  it('refuses a match that is not over', () => {
    const state = finished(4, 'standings-open');
    expect(() => standings({ ...state, ctx: { ...state.ctx, gameover: undefined } })).toThrow(/not over/);
  });
});
