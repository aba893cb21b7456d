// Gold Rush's characters (GOLD-RUSH.md §G7 Characters) and the rules of a shadow's turn (§G8
// Shadow-Gunslingers variant), as entries of engine/hooks.ts. Josh McCloud and Pretty Luzena,
// whose abilities are purchases, belong with the equipment's entries.
import type { Ctx } from 'boardgame.io';
import { draw, moveAll, moveCard } from '@parlor/deck';
import { card as cardData, keyOf } from '../cards';
import type { CharacterKey } from '../characters';
import { drawCards, noteReshuffle } from '../engine/actions';
import { distance } from '../engine/distance';
import { rangeOf } from '../engine/equipment';
import type { Hooks, Refusal } from '../engine/hooks';
import { gainNuggets, nuggetsOf, payNuggets } from '../engine/nuggets';
import { isOther, shoot } from '../engine/plays';
import { endShadow } from '../engine/shadows';
import { grantExtraTurn, offerChoice } from '../engine/steps';
import { record } from '../history';
import { handOf, othersInOrder } from '../seats';
import type { BangState, Seat } from '../state';

const lookOf = (seat: Seat) => `look:${seat}`;

/** What Jacky Murieta pays for a BANG! effect, and Raddie Snake for a card (GOLD-RUSH.md §G7). */
export const JACKY_PRICE = 2;
export const RADDIE_PRICE = 1;

/** Why Jacky Murieta cannot shoot `target`: only a player within his reach (GOLD-RUSH.md §G7). */
function jackyRefusal(G: BangState, ctx: Ctx, seat: Seat, target: Seat): Refusal | undefined {
  if (!isOther(G, seat, target)) return 'not-a-target';
  return distance(G, ctx, seat, target) > rangeOf(G, seat) ? 'out-of-reach' : undefined;
}

/** The players Jacky Murieta may shoot now. */
function jackyTargets(G: BangState, ctx: Ctx, seat: Seat): Seat[] {
  if (nuggetsOf(G, seat) < JACKY_PRICE) return [];
  return othersInOrder(G, ctx, seat).filter((target) => jackyRefusal(G, ctx, seat, target) === undefined);
}

/** Whether there is a card to draw at all. */
const cardsLeft = (G: BangState) => G.zones.draw!.length + G.zones.discard!.length > 0;

/** Gold Rush's characters' abilities, keyed by character. */
export const GOLD_RUSH_ABILITIES: Partial<Record<CharacterKey, Hooks>> = {
  don_bell: {
    // At the end of a turn he played to its end he "draws!": a Heart or a Diamond, one more turn.
    // Not after an extra turn of any kind (FAQ, ruling), nor after a shadow's turn, which is not one
    // of his turns in the game; a skipped turn never gets here (turnEndSteps follow phase 3 only).
    turnEndSteps: (G, seat) => (G.turn.extra || G.players[seat]!.shadow ? [] : [{ kind: 'check', seat, rule: 'don_bell' }]),
    checks: {
      don_bell: {
        meets: (suit) => suit === 'hearts' || suit === 'diamonds',
        good: true,
        outcome: ({ G }, _step, met) => {
          if (met) grantExtraTurn(G);
        },
      },
    },
  },
  dutch_will: {
    // Draws what phase 1 gives him, discards exactly one of them, his choice, and takes 1 nugget
    // whatever the count (ruling: Thirst leaves him none; a Pickaxe's card comes after).
    drawPhase: (context, seat, count) => {
      const { G, random } = context;
      noteReshuffle(G, count);
      const seen = count > 0 ? draw(G.zones, { from: 'draw', to: lookOf(seat), count, refill: { from: 'discard', random } }) : [];
      if (seen.length > 0) record(G, { kind: 'drew', seat, count: seen.length, from: 'deck' });
      if (seen.length > 1) return offerChoice(context, seat, 'dutch_will', {});
      if (seen.length === 1) dutchDiscards(G, seat, seen[0]!);
      gainNuggets(G, seat, 1, 'ability');
    },
    choices: {
      dutch_will: {
        options: (G, _ctx, seat) => G.zones[lookOf(seat)]!,
        resolve: ({ G }, seat, discarded) => {
          dutchDiscards(G, seat, discarded);
          gainNuggets(G, seat, 1, 'ability');
        },
      },
    },
  },
  jacky_murieta: {
    actions: {
      // In his turn, as often as he can pay: 2 nuggets for a BANG! effect within reach. Not a BANG!
      // card: no allowance, no Slab's second Missed!, not refused by The Sermon (ruling).
      nuggetShot: {
        when: 'play',
        available: (G, ctx, seat) => jackyTargets(G, ctx, seat).length > 0,
        options: (G, ctx, seat) => jackyTargets(G, ctx, seat).map((target) => [target]),
        targetRefusal: (G, ctx, seat, _prefix, target) => jackyRefusal(G, ctx, seat, target),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [target] = args;
          if (args.length !== 1 || typeof target !== 'string' || !jackyTargets(G, ctx, seat).includes(target)) return false;
          payNuggets(G, seat, JACKY_PRICE, 'ability');
          record(G, { kind: 'ability', seat, character: 'jacky_murieta', target });
          shoot(G, seat, target, 'jacky_murieta', []);
          return true;
        },
      },
    },
  },
  madam_yto: {
    // Whenever anyone plays a Beer, she herself included, to heal (even nobody, two players left) or to sell it.
    whenBeerPlayed: (context, self) => void drawCards(context, self, 1),
  },
  raddie_snake: {
    actions: {
      // In his turn, twice at most: 1 nugget for a card from the deck (apart from a Gold Pan's uses).
      nuggetDraw: {
        when: 'play',
        perTurn: 2,
        available: (G, _ctx, seat) => nuggetsOf(G, seat) >= RADDIE_PRICE && cardsLeft(G),
        options: (G, _ctx, seat) => (nuggetsOf(G, seat) >= RADDIE_PRICE && cardsLeft(G) ? [[]] : []),
        use: (context, seat, args) => {
          const { G } = context;
          if (args.length > 0 || !cardsLeft(G) || !payNuggets(G, seat, RADDIE_PRICE, 'ability')) return false;
          record(G, { kind: 'ability', seat, character: 'raddie_snake' });
          drawCards(context, seat, 1);
          return true;
        },
      },
    },
  },
  simeon_picos: {
    // A nugget from the heap for each life point he loses, once he has survived the hit (ruling: as
    // a Lucky Charm, nothing for the point that eliminates him; with one, 2 a point).
    whenHit: ({ G }, hit) => gainNuggets(G, hit.target, hit.amount, 'ability'),
  },
};

/** Dutch Will's discard from the cards he drew; the others go to his hand. */
function dutchDiscards(G: BangState, seat: Seat, discarded: string): void {
  moveCard(G.zones, discarded, { from: lookOf(seat), to: 'discard' });
  moveAll(G.zones, lookOf(seat), handOf(seat));
  record(G, { kind: 'discarded', seat, card: keyOf(discarded), reason: 'ability' });
}

/**
 * A shadow's turn (GOLD-RUSH.md §G8; Ruling (this module)): brown cards only, never aimed at
 * himself; no hand limit, his whole hand being discarded as the turn ends; no effect of another
 * player's touches him (nobody else acts in his turn, but an event's or a card's effect aimed at
 * every player would).
 */
export const SHADOW_RULES: Hooks = {
  // Phase 1 draws 2 whatever his ability says of the number (Bill Noface, Pixie Pete); an ability
  // that draws it another way (Kit Carlson, Dutch Will...) still does, for a count of 2; an event's
  // adjustment (Thirst) applies as for anyone (Ruling (this module), GOLD-RUSH.md §G8). Last in his
  // entries, this fixes the count the others chained before it.
  drawCount: () => 2,
  refuses: (G, _seat, card, _key, args) => {
    if (cardData(card).color !== 'brown') return 'forbidden';
    return args.target !== undefined && G.players[args.target]?.shadow ? 'not-a-target' : undefined;
  },
  immuneTo: () => true,
  handLimit: () => Infinity,
  turnEnd: (context, seat) => endShadow(context, seat),
};
