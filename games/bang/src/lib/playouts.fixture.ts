// Random full matches for the playout tests: 500 per player count, every invariant, every
// seat's and a spectator's received payload (hands, the deck, Kit Carlson's look) and every
// viewer's roles checked after every step. Sid Ketchum's heal out of turn must come up. Split over two files so vitest can run them in parallel.
import { expect, it } from 'vitest';
import { breathe, playout } from '@parlor/game-kit/testing';
import { invariants, secrets } from './checks';
import { game } from './game';
import type { BangResult } from './state';
import { visibility } from './visibility';

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
          let roleLeak: string | undefined;
          const result = playout({
            game,
            numPlayers,
            seed,
            invariants,
            secrets,
            onStep: ({ G, ctx }, action) => {
              if (action.name === 'heal' && action.seat !== ctx.currentPlayer) healsOutOfTurn++;
              // A role is seen by its owner, and by everyone once it is the Sheriff's, its owner is out or the game is over.
              for (const viewer of [...Array.from({ length: numPlayers }, (_, s) => String(s)), null]) {
                const seen = visibility.view(G, viewer).roles;
                for (const [seat, role] of Object.entries(seen)) {
                  const public_ = seat === G.sheriff || !G.players[seat]!.alive || G.result !== null;
                  const expected = public_ || seat === viewer ? G.roles[seat] : null;
                  if (role !== expected && roleLeak === undefined) roleLeak = `viewer ${viewer} sees role ${String(role)} of seat ${seat}`;
                }
              }
            },
          });
          expect(result.failure, seed).toBeUndefined();
          expect(roleLeak, seed).toBeUndefined();
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
