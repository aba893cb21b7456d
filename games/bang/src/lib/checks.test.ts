// The playout checks must be able to fail: each is shown catching a leak of the kind it guards.
import type { Game } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { playout } from '@parlor/game-kit/testing';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';
import type { BangState } from './state';

describe('the playout checks', () => {
  it('pass the real game', () => {
    const result = playout({ game, numPlayers: 5, seed: 'checks-ok', invariants, secrets, viewChecks });
    expect(result.failure).toBeUndefined();
    expect(result.ended).toBe(true);
  });

  it('catch a hidden role that reaches another seat', () => {
    const leaky: Game<BangState> = {
      ...game,
      playerView: (context) => ({ ...game.playerView!(context), roles: context.G.roles }),
    };
    const result = playout({ game: leaky, numPlayers: 4, seed: 'roles', viewChecks });
    expect(result.failure?.message).toMatch(/view is wrong: the hidden role of seat \d arrives as (outlaw|renegade|deputy)/);
  });

  it('catch a public role that is withheld', () => {
    const shy: Game<BangState> = {
      ...game,
      playerView: (context) => {
        const view = game.playerView!(context);
        return { ...view, roles: Object.fromEntries(Object.keys(view.roles).map((seat) => [seat, null])) };
      },
    };
    const result = playout({ game: shy, numPlayers: 4, seed: 'shy', viewChecks });
    expect(result.failure?.message).toMatch(/view is wrong: the role of seat \d is public but arrives as null/);
  });

  it('catch a hand shown to everyone, without asking the visibility rules', () => {
    const open: Game<BangState> = { ...game, playerView: ({ G }) => G };
    const result = playout({ game: open, numPlayers: 4, seed: 'open', secrets });
    expect(result.failure?.message).toMatch(/can see a secret: G\.zones\./);
  });
});
