import type { Ability } from './abilities';
import { drawCards, randomFromHand } from './actions';
import type { CharacterKey } from './characters';
import { moveAll } from '@parlor/deck';
import { makeKnown, record } from './history';
import { handOf, inPlayOf, isAlive } from './seats';
import type { BangState, Seat } from './state';

/**
 * Every character's ability (RULES.md §14), keyed by character. Characters of the
 * expansions add their entries here.
 */
export const ABILITIES: Partial<Record<CharacterKey, Ability>> = {
  bart_cassidy: {
    // One card per life point lost, once the hit is survived (ruling 5).
    afterHit: (context, hit) => void drawCards(context, hit.target, hit.amount),
  },
  black_jack: { drawPhase: 'black_jack' },
  calamity_janet: { swapsBangAndMissed: true },
  el_gringo: {
    // One random card from the responsible player's hand per life point (not for Dynamite).
    afterHit: (context, hit) => {
      const { G } = context;
      if (hit.source === null || hit.source === hit.target || !isAlive(G, hit.source)) return;
      for (let i = 0; i < hit.amount; i++) {
        if (randomFromHand(context, hit.source, handOf(hit.target)) === undefined) break;
        record(G, { kind: 'took', seat: hit.target, from: hit.source, fromHand: true });
      }
    },
  },
  jesse_jones: { drawPhase: 'jesse_jones' },
  jourdonnais: { passive: { barrels: 1 } },
  kit_carlson: { drawPhase: 'kit_carlson' },
  lucky_duke: { checkCards: 2 },
  paul_regret: { passive: { seen: 1 } },
  pedro_ramirez: { drawPhase: 'pedro_ramirez' },
  rose_doolan: { passive: { sees: 1 } },
  sid_ketchum: { healsByDiscarding: true },
  slab_the_killer: { bangMisses: 2 },
  suzy_lafayette: { whenHandEmpty: (context, seat) => void drawCards(context, seat, 1) },
  vulture_sam: {
    whenOtherEliminated: (context, self, dead) => {
      const { G } = context;
      moveAll(G.zones, handOf(dead), handOf(self));
      // What lay in play was seen by everyone; it stays known in his hand.
      for (const id of moveAll(G.zones, inPlayOf(dead), handOf(self))) makeKnown(G, id);
      return true;
    },
  },
  willy_the_kid: { unlimitedBang: true },
};

const NONE: Ability = {};

/** The ability of the character at a seat. */
export function abilityOf(G: BangState, seat: Seat): Ability {
  const character = G.players[seat]?.character;
  return (character && ABILITIES[character]) || NONE;
}
