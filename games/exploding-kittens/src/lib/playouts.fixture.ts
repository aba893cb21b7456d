// Random full matches for the playout tests: 500 per player count, every invariant and every
// seat's and a spectator's received payload checked after every step. Split over several test
// files so that vitest runs them on every core.
import type { LogEntry, State } from 'boardgame.io';
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { awaited } from './awaited';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';
import type { ExplodingKittensState } from './state';
import { logWatch, syncProblems, viewersOf } from './views.fixture';

/** Matches per player count (the issue asks for 500). */
export const MATCHES = 500;

/** One match in this many plays with the optional five-different combo on (manifest setup option). */
export const FIVE_DIFFERENT_EVERY = 4;

/** Registers one test per player count. */
export function playoutsFor(counts: number[]): void {
  for (const numPlayers of counts) {
    it(
      `plays ${MATCHES} random matches of ${numPlayers} players to one winner (one in ${FIVE_DIFFERENT_EVERY} with the five-different combo), checking every invariant and every view after each step`,
      async () => {
        const winners = new Set<string>();
        let fiveDifferentPlayed = 0;
        for (let i = 0; i < MATCHES; i++) {
          await breathe();
          const seed = `playout-${numPlayers}-${i}`;
          const fiveDifferentCombo = i % FIVE_DIFFERENT_EVERY === FIVE_DIFFERENT_EVERY - 1;
          // Beyond the driver's own checks: secret arguments and the whole log as a re-syncing client gets it.
          const watch = logWatch(numPlayers);
          const log: LogEntry[] = [];
          let last: State<ExplodingKittensState> | undefined;
          let leak: string | undefined;
          const result = playout({
            game,
            numPlayers,
            setupData: { fiveDifferentCombo },
            seed,
            invariants,
            secrets,
            viewChecks,
            // Every seat and a spectator must be told the same seats are awaited as the whole state says.
            awaited,
            onStep: (state, action, step) => {
              last = state;
              log.push(...(state.deltalog ?? []));
              if (action.name === 'combo' && (action.args[0] as unknown[]).length === 5) fiveDifferentPlayed++;
              leak ??= ((problem) => problem && `step ${step}: ${problem}`)(watch.step(state));
            },
          });
          expect(result.failure, `seed ${seed}`).toBeUndefined();
          expect(leak, `seed ${seed}`).toBeUndefined();
          expect(result.ended).toBe(true);
          const end = viewersOf(numPlayers).flatMap((viewer) => syncProblems(last!, log, viewer));
          expect(end, `seed ${seed}: the final sync`).toEqual([]);
          winners.add((result.gameover as { winner: string }).winner);
        }
        // Random play lets every seat win sometimes; a seat that never wins would point at a bias.
        expect(winners.size).toBe(numPlayers);
        // The option is on in some matches, and random play then uses it.
        expect(fiveDifferentPlayed).toBeGreaterThan(0);
      },
      // Generous: the machine these run on is shared, and a busy one plays several times slower.
      30 * 60_000,
    );
  }
}
