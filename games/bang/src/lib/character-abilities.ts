// Every character's ability (RULES.md §14), keyed by character: entries of hooks.ts. The
// characters of Dodge City and the Bullet add their entries here.
import { draw, moveAll, moveCard, type CardId } from '@parlor/deck';
import { drawCards, noteReshuffle, randomFromHand } from './actions';
import { keyOf } from './cards';
import type { CharacterKey } from './characters';
import { healWith, offerChoice, suitOf } from './effects';
import type { Hooks } from './hooks';
import { faceOf, makeKnown, record } from './history';
import { handOf, inPlayOf, isAlive, livingSeats } from './seats';
import type { BangState, Seat } from './state';

const lookOf = (seat: Seat) => `look:${seat}`;

/** The count drawn in phase 1, as a number carried by a draw choice. */
const countOf = (data: unknown) => (data as { count: number }).count;

/** Every pair of two different hand cards (Sid Ketchum's ability). */
function pairs(hand: readonly CardId[]): CardId[][] {
  const result: CardId[][] = [];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) result.push([hand[i]!, hand[j]!]);
  return result;
}

/** Whether Sid Ketchum may heal now: two cards to discard and a life to gain. */
const sidMayHeal = (G: BangState, seat: Seat) => G.zones[handOf(seat)]!.length >= 2 && G.players[seat]!.life < G.players[seat]!.maxLife;

/** The characters' abilities, keyed by character. */
export const ABILITIES: Partial<Record<CharacterKey, Hooks>> = {
  bart_cassidy: {
    // One card per life point lost, once the hit is survived (ruling 5).
    whenHit: (context, hit) => void drawCards(context, hit.target, hit.amount),
  },
  black_jack: {
    // Shows the second card; on a Heart or a Diamond he draws one more.
    drawPhase: (context, seat, count) => {
      const drawn = drawCards(context, seat, count);
      const second = drawn[1];
      if (second === undefined) return;
      record(context.G, { kind: 'shown', seat, card: faceOf(second) });
      makeKnown(context.G, second);
      const suit = suitOf(context.G, second);
      if (suit === 'hearts' || suit === 'diamonds') drawCards(context, seat, 1);
    },
  },
  calamity_janet: {
    // BANG! and Missed! are interchangeable, in Duels and against Indians! too (ruling 7).
    playsAs: (_G, _seat, _card, key) => (key === 'missed' ? 'bang' : key),
    answersAs: (_G, _seat, card, as) => (as === 'missed' && keyOf(card) === 'bang') || (as === 'bang' && keyOf(card) === 'missed'),
  },
  el_gringo: {
    // One random card from the responsible player's hand per life point (not for Dynamite).
    whenHit: (context, hit) => {
      const { G } = context;
      if (hit.source === null || hit.source === hit.target || !isAlive(G, hit.source)) return;
      for (let i = 0; i < hit.amount; i++) {
        if (randomFromHand(context, hit.source, handOf(hit.target)) === undefined) break;
        record(G, { kind: 'took', seat: hit.target, from: hit.source, fromHand: true });
      }
    },
  },
  jesse_jones: {
    // The first card may be a random one from another player's hand.
    drawPhase: (context, seat, count) => {
      const { G, ctx } = context;
      const robbable = livingSeats(G, ctx).some((other) => other !== seat && G.zones[handOf(other)]!.length > 0);
      if (!robbable || count < 1) return void drawCards(context, seat, count);
      offerChoice(context, seat, 'jesse_jones', { count });
    },
    choices: {
      jesse_jones: {
        options: (G, ctx, seat) => ['deck', ...livingSeats(G, ctx).filter((other) => other !== seat && G.zones[handOf(other)]!.length > 0)],
        resolve: (context, seat, from, data) => {
          if (from === 'deck') return void drawCards(context, seat, countOf(data));
          if (randomFromHand(context, from, handOf(seat)) !== undefined) record(context.G, { kind: 'took', seat, from, fromHand: true });
          drawCards(context, seat, countOf(data) - 1);
        },
      },
    },
  },
  jourdonnais: { barrels: 1 },
  kit_carlson: {
    // Looks at one card more than he draws and puts one back on top, face down.
    drawPhase: (context, seat, count) => {
      const { G, random } = context;
      noteReshuffle(G, count + 1);
      const looked = draw(G.zones, { from: 'draw', to: lookOf(seat), count: count + 1, refill: { from: 'discard', random } });
      if (looked.length <= count) {
        moveAll(G.zones, lookOf(seat), handOf(seat));
        if (looked.length > 0) record(G, { kind: 'drew', seat, count: looked.length, from: 'deck' });
        return;
      }
      offerChoice(context, seat, 'kit_carlson', { count });
    },
    choices: {
      kit_carlson: {
        options: (G, _ctx, seat) => G.zones[lookOf(seat)]!,
        resolve: (context, seat, returned, data) => {
          const { G } = context;
          moveCard(G.zones, returned, { from: lookOf(seat), to: 'draw', at: 'top' });
          moveAll(G.zones, lookOf(seat), handOf(seat));
          record(G, { kind: 'drew', seat, count: countOf(data), from: 'deck' });
        },
      },
    },
  },
  lucky_duke: { checkCards: () => 2 },
  paul_regret: { seen: 1 },
  pedro_ramirez: {
    // The first card may be the top of the discard pile.
    drawPhase: (context, seat, count) => {
      if (context.G.zones.discard!.length === 0 || count < 1) return void drawCards(context, seat, count);
      offerChoice(context, seat, 'pedro_ramirez', { count });
    },
    choices: {
      pedro_ramirez: {
        options: (G) => (G.zones.discard!.length > 0 ? ['deck', 'discard'] : ['deck']),
        resolve: (context, seat, from, data) => {
          const { G } = context;
          if (from === 'deck') return void drawCards(context, seat, countOf(data));
          const top = G.zones.discard![0]!;
          moveCard(G.zones, top, { from: 'discard', to: handOf(seat) });
          makeKnown(G, top);
          record(G, { kind: 'drew', seat, count: 1, from: 'discard' });
          drawCards(context, seat, countOf(data) - 1);
        },
      },
    },
  },
  rose_doolan: { sees: 1 },
  sid_ketchum: {
    actions: {
      // Any time: two hand cards for one life, never above the maximum; also to avoid elimination (ruling 6).
      heal: {
        when: 'any',
        available: (G, _ctx, seat) => sidMayHeal(G, seat),
        options: (G, _ctx, seat) => (sidMayHeal(G, seat) ? pairs(G.zones[handOf(seat)]!) : []),
        use: ({ G }, seat, [first, second]) => {
          const hand = G.zones[handOf(seat)]!;
          if (!sidMayHeal(G, seat) || first === second || !hand.includes(first as CardId) || !hand.includes(second as CardId)) return false;
          for (const card of [first, second] as CardId[]) {
            moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
            record(G, { kind: 'discarded', seat, card: keyOf(card), reason: 'ability' });
          }
          healWith(G, seat, 1);
          return true;
        },
      },
    },
  },
  slab_the_killer: {
    // Only his BANG! cards need two Missed! effects (Dodge City FAQ).
    missesNeeded: (_G, _shooter, cause, needed) => (cause === 'bang' ? 2 : needed),
  },
  suzy_lafayette: { whenHandEmpty: (context, seat) => void drawCards(context, seat, 1) },
  vulture_sam: {
    whenOtherEliminated: (context, self, dead) => {
      const { G } = context;
      const fromHand = moveAll(G.zones, handOf(dead), handOf(self));
      // What lay in play was seen by everyone; it stays known in his hand.
      const fromPlay = moveAll(G.zones, inPlayOf(dead), handOf(self));
      for (const id of fromPlay) makeKnown(G, id);
      record(G, { kind: 'inherited', seat: self, from: dead, count: fromHand.length + fromPlay.length });
      return true;
    },
  },
  willy_the_kid: { bangAllowance: () => Infinity },
};
