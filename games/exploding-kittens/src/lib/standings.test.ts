import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { standingsProblems } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { game } from './game';
import { standings } from './standings';
import type { ExplodingKittensResult, ExplodingKittensState } from './state';

describe('standings', () => {
  it('places the last seat standing first and the others in the reverse of the order they exploded, 2 to 10 players', () => {
    for (let numPlayers = 2; numPlayers <= 10; numPlayers++) {
      let last: State<ExplodingKittensState> | undefined;
      const result = playout({ game, numPlayers, seed: `standings-${numPlayers}`, onStep: (state) => void (last = state as State<ExplodingKittensState>) });
      expect(result.failure).toBeUndefined();
      expect(result.ended).toBe(true);
      const teams = standings(last!);
      expect(standingsProblems(teams, numPlayers)).toEqual([]);
      expect(teams[0]).toEqual({ seats: [(last!.ctx.gameover as ExplodingKittensResult).winner], rank: 1 });
      // The first seat to explode places last.
      expect(teams.at(-1)).toEqual({ seats: [last!.G.out[0]], rank: numPlayers });
    }
  });

  it('refuses a match that is not over', () => {
    let first: State<ExplodingKittensState> | undefined;
    playout({ game, numPlayers: 3, seed: 'standings-open', maxSteps: 1, onStep: (state) => void (first ??= state as State<ExplodingKittensState>) });
    expect(() => standings(first!)).toThrow(/not over/);
  });
});
