// Random full matches for the playout tests: 500 per player count, every invariant and every
// seat's and a spectator's received payload checked after every step. Split over several test
// files so that vitest runs them on every core.
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { invariants, secrets } from './checks';
import { game } from './game';

/** Matches per player count (the issue asks for 500). */
export const MATCHES = 500;

/** Registers one test per player count. */
export function playoutsFor(counts: number[]): void {
  for (const numPlayers of counts) {
    it(
      `plays ${MATCHES} random matches of ${numPlayers} players to one winner, checking every invariant and every view after each step`,
      async () => {
        const winners = new Set<string>();
        for (let i = 0; i < MATCHES; i++) {
          await breathe();
          const result = playout({ game, numPlayers, seed: `playout-${numPlayers}-${i}`, invariants, secrets });
          expect(result.failure, `seed playout-${numPlayers}-${i}`).toBeUndefined();
          expect(result.ended).toBe(true);
          winners.add((result.gameover as { winner: string }).winner);
        }
        // Random play lets every seat win sometimes; a seat that never wins would point at a bias.
        expect(winners.size).toBe(numPlayers);
      },
      15 * 60_000,
    );
  }
}
