import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { standingsProblems } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { game } from './game';
import { standings } from './standings';
import type { ColtExpressResult, ColtExpressState } from './state';

describe('standings (RULES.md §9)', () => {
  it('places every seat by its final rank, ties shared, over random matches of 2 to 6 players in both variants', () => {
    for (let numPlayers = 2; numPlayers <= 6; numPlayers++) {
      for (const advanced of [false, true]) {
        let last: State<ColtExpressState> | undefined;
        const result = playout({ game, numPlayers, seed: `standings-${numPlayers}-${advanced}`, setupData: { advanced }, onStep: (state) => void (last = state as State<ColtExpressState>) });
        expect(result.failure).toBeUndefined();
        expect(result.ended).toBe(true);
        const outcome = last!.ctx.gameover as ColtExpressResult;
        const teams = standings(last!);
        expect(standingsProblems(teams, numPlayers)).toEqual([]);
        expect(teams.filter((team) => team.rank === 1).flatMap((team) => team.seats).sort()).toEqual([...outcome.winners].sort());
        // A better total never places lower.
        for (const a of outcome.scores) for (const b of outcome.scores) if (a.total > b.total) expect(a.rank).toBeLessThan(b.rank);
      }
    }
  });

  it('refuses a match that is not over', () => {
    let first: State<ColtExpressState> | undefined;
    playout({ game, numPlayers: 3, seed: 'standings-open', maxSteps: 1, onStep: (state) => void (first ??= state as State<ColtExpressState>) });
    expect(() => standings(first!)).toThrow(/not over/);
  });
});
