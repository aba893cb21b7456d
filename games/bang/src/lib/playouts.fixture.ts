// Random full matches for the playout tests: a sample for every player count from 3 to 8, with
// Dodge City off and on (The Bullet's characters always in the pool), checking every
// invariant, every seat's and a spectator's received payload (hands, the deck, Kit Carlson's
// and Claus's looks), every viewer's roles (the module's view checks) and that every viewer is
// told the same seats are awaited (the room's header and the board say it) after every step.
// The long runs (200 matches a setting) are `npm run simulate` (see the README). Split over
// three files so that vitest can run them side by side.
import { expect, it } from 'vitest';
import { breathe, playout, type PlayoutOptions } from '@parlor/game-kit/testing';
import { awaited } from './awaited';
import { invariants, secrets, viewChecks } from './checks';
import { windows, type Windows } from './engine/windows';
import { game } from './game';
import type { BangResult, BangState } from './state';

/** Matches per player count and setting. */
export const MATCHES = 120;

/** The settings each player count is played with. */
export const SETTINGS = [
  { dodgeCity: false, bulletCharacters: true },
  { dodgeCity: true, bulletCharacters: true },
] as const;

/** Registers one test per player count and setting. */
export function playoutsFor(counts: number[]): void {
  for (const numPlayers of counts) {
    for (const setupData of SETTINGS) {
      it(
        `plays ${MATCHES} random matches of ${numPlayers} players${setupData.dodgeCity ? ' with Dodge City' : ''} to a result, checking every invariant, hidden card and role after each step`,
        async () => {
          const sides = new Set<string>();
          // What the engine's less common paths did, to show the sample reaches them.
          const seen = new Map<string, number>();
          const note = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
          for (let i = 0; i < MATCHES; i++) {
            await breathe();
            const seed = `playout-${numPlayers}-${setupData.dodgeCity ? 'dc' : 'base'}-${i}`;
            let lines = 0;
            const result = playout({
              game,
              numPlayers,
              seed,
              setupData,
              invariants,
              secrets,
              viewChecks,
              awaited,
              onStep: ({ G, ctx }, action) => {
                if (action.name === 'heal' && action.seat !== ctx.currentPlayer) note('heal out of turn');
                if (['use', 'lifeForCards', 'discardToShoot', 'blueForCards', 'asGeneralStore'].includes(action.name)) note(action.name);
                if (action.name === 'play' && (action.args?.length ?? 0) === 4) note('costs another card');
                const top = windows.top(G);
                if (top?.tag === 'choice') note(`choice ${(top.data as Windows['choice']['data']).id}`);
                for (const entry of G.history) {
                  if (entry.n < lines) continue;
                  if (entry.kind === 'missed' && entry.fromPlay) note('missed from play');
                  if (entry.kind === 'unaffected') note('unaffected');
                }
                lines = G.historyCount;
              },
            });
            expect(result.failure, seed).toBeUndefined();
            expect(result.ended, seed).toBe(true);
            sides.add((result.gameover as BangResult).winner);
          }
          // Random play lets every side win sometimes; a side that never wins would point at a bias.
          expect([...sides].sort()).toEqual(numPlayers === 3 ? ['survivor', 'target'] : ['law', 'outlaws', 'renegade']);
          expect(seen.get('heal out of turn') ?? 0).toBeGreaterThan(0);
          if (setupData.dodgeCity) {
            const paths = ['use', 'missed from play', 'costs another card', 'unaffected', 'lifeForCards', 'discardToShoot', 'blueForCards', 'asGeneralStore'];
            for (const what of [...paths, 'choice brawl', 'choice vera_custer', 'choice pat_brennan', 'choice claus_the_saint']) {
              expect(seen.get(what) ?? 0, `${what} never came up`).toBeGreaterThan(0);
            }
          }
        },
        15 * 60_000,
      );
    }
  }
}

/** One match of {@link playMatches}: its players, seed and options. */
export interface MatchPlan {
  numPlayers: number;
  seed: string;
  setupData: Record<string, unknown>;
}

type StepObserver = NonNullable<PlayoutOptions<BangState>['onStep']>;

/**
 * Plays `count` random matches to a result, the i-th as `plan(i)` says, checking every invariant,
 * every seat's and a spectator's payload and view, and that every viewer is told the same seats
 * are awaited, after every step; `onStep` sees each step, for what a test asks of the sample.
 * Each option's playout file states only its settings and what its sample must reach.
 */
export async function playMatches(count: number, plan: (i: number) => MatchPlan, onStep?: StepObserver): Promise<void> {
  for (let i = 0; i < count; i++) {
    await breathe();
    const { numPlayers, seed, setupData } = plan(i);
    const result = playout({ game, numPlayers, seed, setupData, invariants, secrets, viewChecks, awaited, ...(onStep ? { onStep } : {}) });
    expect(result.failure, `${seed}: ${JSON.stringify(result.failure)}`).toBeUndefined();
    expect(result.ended, seed).toBe(true);
  }
}
