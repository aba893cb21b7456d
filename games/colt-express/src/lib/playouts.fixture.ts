// Random full matches for the playout tests: 500 per player count (half of them with the
// advanced variant from 3 players up; the 2-player game always uses it), every invariant and
// every seat's and a spectator's received payload (hands, decks, face-down pile cards) checked
// after every step, and every viewer's purse values. Split over files so vitest runs them on
// every core.
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { invariants, purseLeak, secrets } from './checks';
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
        const viewers = [...Array.from({ length: numPlayers }, (_, seat) => String(seat)), null];
        for (let i = 0; i < MATCHES; i++) {
          await breathe();
          const seed = `playout-${numPlayers}-${i}`;
          let leak: string | undefined;
          const result = playout({
            game,
            numPlayers,
            seed,
            setupData: { advanced: i % 2 === 1 },
            invariants,
            secrets,
            onStep: ({ G }) => {
              for (const viewer of viewers) {
                const found = purseLeak(G, viewer);
                if (found !== undefined && leak === undefined) leak = `${viewer === null ? 'a spectator' : `seat ${viewer}`} sees ${found}`;
              }
            },
          });
          expect(result.failure, seed).toBeUndefined();
          expect(leak, seed).toBeUndefined();
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
