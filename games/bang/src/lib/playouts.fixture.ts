// Random full matches for the playout tests: 500 per player count, every invariant, every
// seat's and a spectator's received payload (hands, the deck, Kit Carlson's look) and every
// viewer's roles (the module's view checks) after every step. Sid Ketchum's heal out of turn must come up. Split over two files so vitest can run them in parallel.
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';
import type { BangResult } from './state';

/** Matches per player count (the issue asks for 500). */
export const MATCHES = 500;

/** Registers one test per player count. */
export function playoutsFor(counts: number[]): void {
  for (const numPlayers of counts) {
    it(
      `plays ${MATCHES} random matches of ${numPlayers} players to a result, checking every invariant, hidden card and role after each step`,
      async () => {
        const sides = new Set<string>();
        // Sid Ketchum's heal made by a seat whose turn it is not: the standing stage at work.
        let healsOutOfTurn = 0;
        for (let i = 0; i < MATCHES; i++) {
          await breathe();
          const seed = `playout-${numPlayers}-${i}`;
          const result = playout({
            game,
            numPlayers,
            seed,
            invariants,
            secrets,
            viewChecks,
            onStep: ({ ctx }, action) => {
              if (action.name === 'heal' && action.seat !== ctx.currentPlayer) healsOutOfTurn++;
            },
          });
          expect(result.failure, seed).toBeUndefined();
          expect(result.ended, seed).toBe(true);
          sides.add((result.gameover as BangResult).winner);
        }
        // Random play lets every side win sometimes; a side that never wins would point at a bias.
        expect([...sides].sort()).toEqual(['law', 'outlaws', 'renegade']);
        expect(healsOutOfTurn).toBeGreaterThan(0);
      },
      15 * 60_000,
    );
  }
}
