// Round and train-station events, resolved after the Stealin' phase (RULES.md §7), one small
// function each, keyed by the event id of RULES.md §7's round-card tables.
import type { CardEvent } from './data';
import type { ColtExpressState } from './state';
import {
  banditOf,
  banditsAt,
  banditsInPlay,
  giveRansom,
  locomotive,
  moveLoot,
  moveMarshal,
  neutralBulletsTo,
  type Random,
} from './train';

/** What an event does to the match. */
export type EventRule = (G: ColtExpressState, random: Random) => void;

export const EVENTS: Readonly<Record<CardEvent, EventRule>> = {
  // Bandits on the Marshal's roof take a neutral bullet; then he moves one unit toward the
  // caboose, and whoever is inside there flees (a separate resolution, ruling).
  angry_marshal: (G) => {
    neutralBulletsTo(G, banditsAt(G, { unit: G.marshal, level: 'roof' }));
    if (G.marshal > 0) moveMarshal(G, G.marshal - 1);
  },
  swivel_arm: (G) => {
    for (const bandit of banditsInPlay(G)) if (G.bandits[bandit]!.level === 'roof') G.bandits[bandit]!.unit = 0;
  },
  braking: (G) => {
    const front = locomotive(G);
    for (const bandit of banditsInPlay(G)) {
      const state = G.bandits[bandit]!;
      if (state.level === 'roof' && state.unit < front) state.unit++;
    }
  },
  take_it_all: (G) => {
    if (G.spareStrongboxes > 0) {
      G.spareStrongboxes--;
      G.train[G.marshal]!.inside.strongboxes++;
    }
  },
  // Every bandit inside any unit, as one resolution (the shortage rule counts the whole group).
  passengers_rebellion: (G) => {
    neutralBulletsTo(
      G,
      banditsInPlay(G).filter((bandit) => G.bandits[bandit]!.level === 'inside'),
    );
  },
  // The cheapest purse of each bandit on the Marshal's roof drops on that roof (ruling).
  marshals_revenge: (G, random) => {
    for (const bandit of banditsAt(G, { unit: G.marshal, level: 'roof' })) {
      const values = G.purseValues.bandits[bandit] ?? [];
      if (values.length === 0) continue;
      const cheapest = values.indexOf(Math.min(...values));
      moveLoot(G, 'purse', { bandit }, { place: { unit: G.marshal, level: 'roof' } }, random, cheapest);
    }
  },
  // A bandit alone in his place takes one purse lying there, at random (ruling: automatic).
  pickpocketing: (G, random) => {
    for (const bandit of banditsInPlay(G)) {
      const state = banditOf(G, bandit);
      const place = { unit: state.unit, level: state.level };
      if (banditsAt(G, place).length === 1 && G.train[state.unit]![state.level].purses > 0) {
        moveLoot(G, 'purse', { place }, { bandit }, random);
      }
    }
  },
  hostage_conductor: (G) => {
    for (const bandit of banditsInPlay(G)) if (G.bandits[bandit]!.unit === locomotive(G)) giveRansom(G, bandit);
  },
};
