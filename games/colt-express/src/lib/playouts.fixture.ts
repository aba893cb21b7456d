// Random full matches for the playout tests: 500 per player count (half of them with the
// advanced variant from 3 players up; the 2-player game always uses it). After every step:
// every invariant, including the final ranking worked out again from the scoring rules; the
// cards each seat and a spectator must not see (worked out from G, see `secrets`) looked for
// in what each of them receives (state and log); and the purse values and pending placements
// they must not know, which must make no difference to what they receive. Split over files so
// vitest runs them on every core.
import type { Game, LogEntry, State } from 'boardgame.io';
import { expect, it } from 'vitest';
import { breathe, playout, received } from '@parlor/game-kit/testing';
import { invariants, secrets } from './checks';
import { game } from './game';
import type { ColtExpressResult, ColtExpressState } from './state';

/** Matches per player count (the issue asks for 500). */
export const MATCHES = 500;

/** The smallest purse value (RULES.md §2): no other number a seat's move carries comes near it. */
const SMALLEST_PURSE = 250;

/**
 * G with every secret number or choice `viewer` may not know changed: the values of the
 * purses its bandits do not hold (on other bandits, or lying on the train, dropped ones
 * included), and, while the 2-player placement is under way, the other seats' choices.
 */
function otherSecretsChanged(G: ColtExpressState, viewer: string | null): ColtExpressState {
  const mine = new Set<string>(viewer === null ? [] : G.seats[viewer]);
  const changed = (values: number[]) => values.map((value) => value + 1);
  const placing = Object.values(G.placements).includes(null);
  return {
    ...G,
    purseValues: {
      bandits: Object.fromEntries(Object.entries(G.purseValues.bandits).map(([bandit, values]) => [bandit, mine.has(bandit) ? values : changed(values)])),
      train: Object.fromEntries(Object.entries(G.purseValues.train).map(([place, values]) => [place, changed(values)])),
    },
    placements: Object.fromEntries(
      Object.entries(G.placements).map(([seat, chosen]) => [seat, !placing || seat === viewer || chosen === null ? chosen : G.seats[seat]!.find((bandit) => bandit !== chosen)!]),
    ),
  };
}

/**
 * How `viewer` could learn a purse value or a placement it may not know from what it is sent,
 * or undefined: its state must be the same whatever they are, and no other seat's move it is
 * told about may carry a purse-sized number. The final scores are left out: every seat's
 * total is announced at the end (RULES.md §9).
 */
export function secretNumberLeak(
  state: State<ColtExpressState>,
  log: LogEntry[],
  viewer: string | null,
  rules: Game<ColtExpressState> = game,
): string | undefined {
  const seen = (G: ColtExpressState) => JSON.stringify({ ...received(rules, { ...state, G }, log, viewer).state.G, result: null });
  if (seen(state.G) !== seen(otherSecretsChanged(state.G, viewer))) return 'what it receives changes with the purse values or placements it may not know';
  const told = received(rules, state, log, viewer).log.filter((entry) => entry.action.payload.playerID !== viewer);
  const numbers = JSON.stringify(told.map((entry) => entry.action.payload.args)).match(/\d+/g) ?? [];
  const large = numbers.find((number) => Number(number) >= SMALLEST_PURSE);
  return large === undefined ? undefined : `another seat's move carries ${large}`;
}

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
            onStep: (state, _action, step) => {
              for (const viewer of viewers) {
                const found = leak === undefined ? secretNumberLeak(state, state.deltalog ?? [], viewer) : undefined;
                if (found !== undefined) leak = `step ${step}: ${viewer === null ? 'a spectator' : `seat ${viewer}`}: ${found}`;
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
