import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant } from '@parlor/game-kit';
import { actionCards, bulletCards, neutralBullets, roundDeckCards } from './cards';
import { car, purseValues, roundSetFor, STRONGBOXES, type PlayerCount } from './data';
import { actingSeats, seatOrder } from './flow';
import { legalMoves } from './legal';
import { score } from './scoring';
import type { ColtExpressState, Loot } from './state';
import { banditsInPlay, placeKey } from './train';
import { visibility } from './visibility';

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
    const ransomEvent = G.roundCard?.event === 'hostage_conductor' && G.step.kind === 'over';
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
  // Whoever the match waits for has a legal move; at the end, the ranking follows the scoring rules.
  ({ G, ctx }) => {
    if (ctx.gameover !== undefined) {
      const expected = score(G);
      return JSON.stringify(ctx.gameover) === JSON.stringify(expected) ? undefined : 'the result is not the scoring rules’ ranking';
    }
    const stuck = Object.keys(actingSeats(G)).find((seat) => legalMoves(G, ctx, seat).length === 0);
    return stuck === undefined ? undefined : `seat ${stuck} must act but has no legal move`;
  },
];

/** The cards a viewer must never receive: everything in zones it may not see. */
export const secrets = (state: State<ColtExpressState>, viewer: string | null) => visibility.hiddenCards(state.G, viewer);

/**
 * Purse values a viewer was sent but may not know: any on the train, and any of a bandit
 * the viewer does not play. Returns a description of the first, or undefined.
 */
export function purseLeak(G: ColtExpressState, viewer: string | null): string | undefined {
  const seen = visibility.view(G, viewer).purseValues;
  if (seen.train !== null) return 'the train’s purse values';
  for (const bandit of banditsInPlay(G)) {
    const values = seen.bandits[bandit];
    if (G.bandits[bandit]!.seat !== viewer && values !== null && values !== undefined) return `${bandit}'s purse values`;
  }
  return undefined;
}
