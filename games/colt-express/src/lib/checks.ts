import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant, ViewCheck } from '@parlor/game-kit';
import { actionCards, bulletCards, neutralBullets, roundDeckCards } from './cards';
import { car, purseValues, roundSetFor, STARTING_PURSE_VALUE, STRONGBOXES, type PlayerCount } from './data';
import { seatOrder, windows } from './flow';
import { legalMoves } from './legal';
import type { ColtExpressResult, ColtExpressState, Loot } from './state';
import { banditsInPlay, placeKey } from './train';

/** Every card of a match: each bandit's actions and bullets, the neutral bullets, the round deck's set. */
export function allCards(G: ColtExpressState): string[] {
  const rounds = roundDeckCards(roundSetFor(seatOrder(G).length as PlayerCount));
  return [
    ...banditsInPlay(G).flatMap((bandit) => [...actionCards(bandit, G.teams), ...bulletCards(bandit)]),
    ...neutralBullets(),
    ...rounds.regular,
    ...rounds.stations,
  ];
}

/** Whether `values` uses no purse value more often than the box holds it. */
function fromTheBox(values: readonly number[]): boolean {
  const stock = purseValues();
  for (const value of values) {
    const at = stock.indexOf(value);
    if (at < 0) return false;
    stock.splice(at, 1);
  }
  return true;
}

/** Loot per place and bandit, summed. */
function totals(G: ColtExpressState): Loot & { purseValues: number[] } {
  const sum = { purses: 0, jewels: 0, strongboxes: 0, ransoms: 0, purseValues: [] as number[] };
  const add = (loot: Loot, values: readonly number[], where: string) => {
    if (values.length !== loot.purses) throw new Error(`${where} holds ${loot.purses} purses but ${values.length} values`);
    sum.purses += loot.purses;
    sum.jewels += loot.jewels;
    sum.strongboxes += loot.strongboxes;
    sum.ransoms += loot.ransoms;
    sum.purseValues.push(...values);
  };
  for (const bandit of banditsInPlay(G)) add(G.bandits[bandit]!.loot, G.purseValues.bandits[bandit] ?? [], bandit);
  G.train.forEach((unit, index) => {
    for (const level of ['inside', 'roof'] as const) add(unit[level], G.purseValues.train[placeKey({ unit: index, level })] ?? [], `${index}:${level}`);
  });
  return sum;
}

/**
 * What must hold after every step of every match; the playout tests and `npm run simulate`
 * check each after every move.
 */
export const invariants: Invariant<ColtExpressState>[] = [
  // Every card is in exactly one zone; face-down cards are unresolved pile cards.
  ({ G }) => describeConservation(checkConservation(G.zones, allCards(G))),
  ({ G }) => (G.faceDown.length === G.zones['pile']!.length ? undefined : `${G.faceDown.length} face-down flags for ${G.zones['pile']!.length} pile cards`),
  // Loot is conserved: the bandits' $250 and the cars' loot never leave the train, the
  // strongboxes are on it or waiting, and ransoms only come from the Hostage-Taking.
  ({ G }) => {
    let sum;
    try {
      sum = totals(G);
    } catch (error) {
      return (error as Error).message;
    }
    const purses = banditsInPlay(G).length + G.cars.reduce((n, id) => n + car(id).inside.purse, 0);
    const jewels = G.cars.reduce((n, id) => n + car(id).inside.jewel, 0);
    if (sum.purses !== purses) return `${sum.purses} purses in play, expected ${purses}`;
    if (!fromTheBox(sum.purseValues)) return `purse values ${sum.purseValues.join(', ')} are not from the box`;
    if (sum.jewels !== jewels) return `${sum.jewels} jewels in play, expected ${jewels}`;
    if (sum.strongboxes + G.spareStrongboxes !== STRONGBOXES.count) return `${sum.strongboxes} strongboxes on the train and ${G.spareStrongboxes} off it`;
    const ransomEvent = G.roundCard?.event === 'hostage_conductor' && G.result !== null;
    if (sum.ransoms > 0 && !ransomEvent) return `${sum.ransoms} ransoms before the Hostage-Taking`;
    return undefined;
  },
  // Nobody shares a place with the Marshal, and everyone is on the train.
  ({ G }) => {
    for (const bandit of banditsInPlay(G)) {
      const state = G.bandits[bandit]!;
      if (state.unit < 0 || state.unit >= G.train.length) return `${bandit} is off the train at ${state.unit}`;
      if (state.level === 'inside' && state.unit === G.marshal) return `${bandit} is inside with the Marshal at ${G.marshal}`;
    }
    if (G.marshal < 0 || G.marshal >= G.train.length) return `the Marshal is off the train at ${G.marshal}`;
    return undefined;
  },
  // Bullets: each received bullet card sits in a deck, hand or discard pile, and was counted.
  ({ G }) => {
    const received = banditsInPlay(G).reduce((sum, bandit) => sum + G.bandits[bandit]!.bulletsReceived, 0);
    let held = 0;
    for (const seat of seatOrder(G)) {
      for (const zone of [`deck:${seat}`, `hand:${seat}`, `discard:${seat}`]) {
        held += G.zones[zone]!.filter((card) => card.startsWith('neutral.') || card.includes('.bullet.')).length;
      }
    }
    return received === held ? undefined : `${received} bullets received but ${held} held`;
  },
  // ctx.activePlayers is exactly the seats the open window waits for.
  ({ G, ctx }) => windows.check(G, ctx),
  // The log's lines are numbered one after another, and none a step added is gone already
  // (the server stores what each step added: a dropped line would be missing for good).
  ({ G }, previous) => {
    const numbers = G.history.map((entry) => entry.n);
    if (numbers.some((n, i) => i > 0 && n !== numbers[i - 1]! + 1)) return `history numbers ${numbers.join(',')} are not consecutive`;
    const last = previous?.G.history.at(-1)?.n;
    if (last !== undefined && numbers.length > 0 && numbers.at(-1)! > last && numbers[0]! > last + 1) return `lines ${last + 1} to ${numbers[0]! - 1} were dropped by the step that added them`;
    return undefined;
  },
  // Whoever the match waits for has a legal move; at the end, the ranking follows the scoring rules.
  ({ G, ctx }) => {
    if (ctx.gameover !== undefined) return rankingProblem(G, ctx.gameover as ColtExpressResult);
    const stuck = windows.awaiting(G).find((seat) => legalMoves(G, ctx, seat).length === 0);
    return stuck === undefined ? undefined : `seat ${stuck} must act but has no legal move`;
  },
];

// Dollar values of RULES.md §2 and §9, written here rather than read from data.ts, so that a
// slip in the scoring and its data does not hide itself.
const DOLLARS = { jewel: 500, strongbox: 1000, ransom: 250, gunslinger: 1000 };

const isBulletCard = (card: string) => card.startsWith('neutral.') || /^[a-z]+\.bullet\.\d$/.test(card);

/**
 * The final ranking by RULES.md §9 (§11 for two players), worked out from the cards and loot
 * in G rather than from the counters the rules keep: each seat's loot in dollars, the
 * Gunslinger's $1000 to every seat tied for the most bullet cards fired (never with two
 * players), the fewest bullet cards received breaking ties, seats still tied sharing a rank.
 */
export function rankingByRules(G: ColtExpressState): { seat: string; total: number; gunslinger: boolean; received: number; rank: number }[] {
  const seats = Object.keys(G.seats);
  const zones = Object.entries(G.zones);
  // A bandit has fired the bullet cards of his that are anywhere but his cylinder.
  const fired = (seat: string) =>
    G.seats[seat]!.reduce(
      (sum, bandit) => sum + zones.reduce((n, [zone, cards]) => n + (zone === `cylinder:${bandit}` ? 0 : cards.filter((card) => card.startsWith(`${bandit}.bullet.`)).length), 0),
      0,
    );
  // Every bullet card a seat holds (deck, hand, discard pile) was received by its bandits.
  const received = (seat: string) => [`deck:${seat}`, `hand:${seat}`, `discard:${seat}`].reduce((n, zone) => n + G.zones[zone]!.filter(isBulletCard).length, 0);
  const most = Math.max(...seats.map(fired));
  const rows = seats.map((seat) => {
    const loot = G.seats[seat]!.reduce((sum, bandit) => {
      const { jewels, strongboxes, ransoms } = G.bandits[bandit]!.loot;
      const purses = (G.purseValues.bandits[bandit] ?? []).reduce((total, value) => total + value, 0);
      return sum + purses + jewels * DOLLARS.jewel + strongboxes * DOLLARS.strongbox + ransoms * DOLLARS.ransom;
    }, 0);
    const gunslinger = seats.length > 2 && fired(seat) === most;
    return { seat, total: loot + (gunslinger ? DOLLARS.gunslinger : 0), gunslinger, received: received(seat) };
  });
  return rows.map((row) => ({
    ...row,
    rank: 1 + rows.filter((other) => other.total > row.total || (other.total === row.total && other.received < row.received)).length,
  }));
}

/** Where a match's result differs from {@link rankingByRules}, or undefined. */
function rankingProblem(G: ColtExpressState, result: ColtExpressResult): string | undefined {
  const expected = rankingByRules(G);
  const winners = expected.filter((row) => row.rank === 1).map((row) => row.seat);
  if ([...result.winners].sort().join() !== winners.sort().join()) return `winners ${result.winners.join()} but the rules make ${winners.join()} win`;
  if (result.scores.length !== expected.length) return `${result.scores.length} scores for ${expected.length} seats`;
  for (const row of expected) {
    const score = result.scores.find((each) => each.seat === row.seat);
    if (score === undefined) return `no score for seat ${row.seat}`;
    if (score.total !== row.total || score.rank !== row.rank || score.gunslinger !== row.gunslinger || score.bulletsReceived !== row.received) {
      return `seat ${row.seat} scored ${JSON.stringify(score)} but the rules give ${JSON.stringify(row)}`;
    }
  }
  return undefined;
}

/**
 * The cards a viewer must never receive, worked out from G and RULES.md §12 rather than from
 * the visibility rules it checks: the other seats' hands and decks; the pile's face-down cards
 * played by others, until the one at its head is turned over to be resolved; the round deck,
 * its station card included; and the round cards left out of the game.
 */
export function secrets(state: State<ColtExpressState>, viewer: string | null): Set<string> {
  const { G } = state;
  const hidden = new Set<string>();
  for (const seat of Object.keys(G.seats)) {
    if (seat === viewer) continue;
    for (const card of [...G.zones[`hand:${seat}`]!, ...G.zones[`deck:${seat}`]!]) hidden.add(card);
  }
  const resolving = G.windows.stack.at(-1)?.tag === 'steal';
  G.zones['pile']!.forEach((card, index) => {
    if (!G.faceDown[index] || (index === 0 && resolving)) return;
    const bandit = card.slice(0, card.indexOf('.')) as keyof ColtExpressState['bandits'];
    if (G.bandits[bandit]?.seat !== viewer) hidden.add(card);
  });
  for (const card of G.zones['rounds']!) hidden.add(card);
  for (const card of G.zones['box']!) if (card.startsWith('round.') || card.startsWith('station.')) hidden.add(card);
  return hidden;
}

/** The smallest purse value (RULES.md §2): no other number a seat's move carries comes near it. */
const SMALLEST_PURSE = Math.min(STARTING_PURSE_VALUE, ...purseValues());

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
 * The checks of what each seat and a spectator receive that a list of card ids cannot express
 * (the playouts and `simulate --views` run them): a viewer must receive the same whatever the
 * purse values or placements it may not know are, and no other seat's move it is told about
 * may carry a purse-sized number. The final scores are left out: every seat's total is
 * announced at the end (RULES.md §9).
 */
export const viewChecks: ViewCheck<ColtExpressState>[] = [
  (state, viewer, seen) => {
    const shown = (G: unknown) => JSON.stringify({ ...(G as ColtExpressState), result: null });
    if (shown(seen.G) !== shown(seen.viewOf(otherSecretsChanged(state.G, viewer)))) {
      return 'what it receives changes with the purse values or placements it may not know';
    }
    const told = seen.log.filter((entry) => entry.action.payload.playerID !== viewer);
    const numbers = JSON.stringify(told.map((entry) => entry.action.payload.args)).match(/\d+/g) ?? [];
    const large = numbers.find((number) => Number(number) >= SMALLEST_PURSE);
    return large === undefined ? undefined : `another seat's move carries ${large}`;
  },
];
