// Random full matches for the playout tests: 500 per player count (half of them with the
// advanced variant from 3 players up; the 2-player game always uses it). After every step:
// every invariant, including the final ranking worked out again from the scoring rules; the
// cards each seat and a spectator must not see (worked out from G, see `secrets`) looked for
// in what each of them receives (state and log); the purse values and pending placements
// they must not know, which must make no difference to what they receive; and the seats the
// match waits for, the same from every view. Split over files so
// vitest runs them on every core.
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { awaited } from './awaited';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';
import type { ColtExpressResult } from './state';

/** Matches per player count (the issue asks for 500). */
export const MATCHES = 500;

/** Registers one test per player count. */
export function playoutsFor(counts: number[]): void {
  for (const numPlayers of counts) {
    it(
      `plays ${MATCHES} random matches of ${numPlayers} players to a ranking, checking every invariant, hidden card and purse value after each step`,
      async () => {
        const winners = new Set<string>();
        for (let i = 0; i < MATCHES; i++) {
          await breathe();
          const seed = `playout-${numPlayers}-${i}`;
          const result = playout({
            game,
            numPlayers,
            seed,
            setupData: { advanced: i % 2 === 1 },
            invariants,
            secrets,
            viewChecks,
            awaited,
          });
          expect(result.failure, seed).toBeUndefined();
          expect(result.ended, seed).toBe(true);
          for (const winner of (result.gameover as ColtExpressResult).winners) winners.add(winner);
        }
        // Random play lets every seat win sometimes; a seat that never wins would point at a bias.
        expect(winners.size).toBe(numPlayers);
      },
      15 * 60_000,
    );
  }
}
