// The Valley of Shadows' characters who answer or shoot back (VALLEY-OF-SHADOWS.md §6 Characters (8)):
// Black Flower, Colorado Bill, Henry Block and Mick Defender.
import { moveCard, type CardId } from '@parlor/deck';
import { keyOf } from '../cards';
import { drawCards } from '../engine/actions';
import type { Hooks } from '../engine/hooks';
import { bangCardRefusal, playAsBang, shoot } from '../engine/plays';
import { pushFirst, suitOf } from '../engine/steps';
import { record } from '../history';
import { handOf, livingSeats } from '../seats';
import type { BangState, Seat } from '../state';
import type { CharacterKey } from '../characters';
import type { Ctx } from 'boardgame.io';

/** The Missed! cards Mick Defender may discard to ignore a card (ruling VS-29): a card named Missed!, Dodge or Backfire. */
const MICKS_MISSED = new Set(['missed', 'dodge', 'backfire']);

/** The Clubs cards Black Flower may play as her extra BANG! card at `target` now (ruling VS-23: the suit as the event in effect counts it). */
const flowerCards = (G: BangState, ctx: Ctx, seat: Seat, target: Seat) =>
  G.zones[handOf(seat)]!.filter((card) => suitOf(G, card) === 'clubs' && bangCardRefusal(G, ctx, seat, card, target, { free: true, anyCard: true }) === undefined);

/** Their abilities, keyed by character. */
export const VALLEY_OF_SHADOWS_GUNMEN: Partial<Record<CharacterKey, Hooks>> = {
  // Once in her turn, a Clubs card as an extra BANG! card: it does not use the allowance, it is a BANG! card for everything else (Aim included).
  black_flower: {
    actions: {
      flower: {
        when: 'play',
        perTurn: 1,
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.some((card) => suitOf(G, card) === 'clubs'),
        options: (G, ctx, seat) => {
          const hand = G.zones[handOf(seat)]!;
          return livingSeats(G, ctx).flatMap((target) =>
            flowerCards(G, ctx, seat, target).flatMap((card) => [
              [card, target],
              // With an Aim beside it, its hit takes 2 (§4.1).
              ...hand.filter((aim) => aim !== card && keyOf(aim) === 'aim').slice(0, 1).map((aim) => [card, target, aim]),
            ]),
          );
        },
        targetRefusal: (G, ctx, seat, [card], target) =>
          typeof card !== 'string' || suitOf(G, card) !== 'clubs' ? 'forbidden' : bangCardRefusal(G, ctx, seat, card, target, { free: true, anyCard: true }),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [card, target, aim] = args;
          if (typeof card !== 'string' || typeof target !== 'string' || !flowerCards(G, ctx, seat, target).includes(card)) return false;
          if (aim !== undefined && (typeof aim !== 'string' || aim === card || !G.zones[handOf(seat)]!.includes(aim) || keyOf(aim) !== 'aim')) return false;
          record(G, { kind: 'ability', seat, character: 'black_flower', target });
          if (aim !== undefined) {
            moveToDiscard(G, seat, aim);
            record(G, { kind: 'played', seat, card: 'aim', target });
          }
          playAsBang(context, seat, card, target, { free: true, ...(aim !== undefined ? { damage: 2 } : {}) });
          return true;
        },
      },
    },
  },

  // Each BANG! card he plays: a draw!, and on a Spade no Missed! effect of any kind may answer it (ruling VS-24: Saved! still may).
  colorado_bill: {
    afterPlay: ({ G }, seat) => {
      if (G.steps.some((step) => step.kind === 'shot' && step.shot.source === seat && step.shot.bangCard && step.shot.unavoidable === undefined)) {
        pushFirst(G, { kind: 'check', seat, rule: 'colorado_bill' });
      }
    },
    checks: {
      colorado_bill: {
        meets: (suit) => suit === 'spades',
        good: true,
        outcome: ({ G }, { seat }, spade) => {
          if (!spade) return;
          G.steps = G.steps.map((step) =>
            step.kind === 'shot' && step.shot.source === seat && step.shot.bangCard && step.shot.unavoidable === undefined ? { ...step, shot: { ...step.shot, unavoidable: true } } : step,
          );
        },
      },
    },
  },

  // Whoever takes or discards one of his cards is shot at by him, one BANG! effect per card, at any distance, after what caused it (ruling VS-27).
  henry_block: {
    whenCardTaken: ({ G }, self, by) => shoot(G, self, by, 'henry_block', []),
  },

  // A Missed! card instead of an Escape (ruling VS-29); a Dodge still draws him a card.
  mick_defender: {
    answersAs: (_G, _seat, card, as) => as === 'escape' && MICKS_MISSED.has(keyOf(card)),
    whenAnswered: (context, seat, card, as) => {
      if (as === 'escape' && keyOf(card) === 'dodge') drawCards(context, seat, 1);
    },
  },
};

function moveToDiscard(G: BangState, seat: Seat, card: CardId): void {
  moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
}
