// The Valley of Shadows' cards that answer out of turn or change how a play is made
// (VALLEY-OF-SHADOWS.md §4 New brown cards, §5 New blue cards): Escape, Backfire, Saved!, Aim,
// Fanning, Ghost and LeMat.
import { moveCard, type CardId } from '@parlor/deck';
import { keyOf, type CardKey, type Suit } from '../cards';
import { distance } from '../engine/distance';
import type { CardEntry, Hooks } from '../engine/hooks';
import { bangAllowance, bangCardRefusal, brown, cardTaken, equipment, fireBang, isOther, playAsBang, reachCheck, shoot, shotOf, suitsOf } from '../engine/plays';
import { drawCards, randomFromHand } from '../engine/actions';
import { offerChoice, pushFirst } from '../engine/steps';
import { record } from '../history';
import { handOf, inPlayOf, isAlive, livingSeats } from '../seats';
import type { BangState, Seat } from '../state';

/**
 * The players Fanning's second shot may go to (§4.5, ruling VS-9): at distance 1 or less from its
 * first target, that target seeing, neither him nor the shooter.
 */
function fanningSeconds(G: BangState, ctx: { playOrder: string[] }, shooter: Seat, first: Seat): Seat[] {
  return livingSeats(G, ctx).filter((seat) => seat !== shooter && seat !== first && distance(G, ctx, first, seat) <= 1);
}

/** How each of these cards is played or answers, keyed by card. */
export const VALLEY_OF_SHADOWS_ANSWERS: Partial<Record<CardKey, CardEntry>> = {
  // Played only out of turn, as the answer to a brown card other than a BANG! card (§4.4; the engine asks first, ruling VS-8).
  escape: { answers: { escape: () => undefined } },

  // A Missed! card, which then shoots back at whoever fired the shot, once it is cancelled (§4.2,
  // rulings VS-4, VS-5): at any distance, not a BANG! card, and nothing can escape it (VS-7).
  backfire: {
    answers: { missed: () => undefined },
    whenShotCancelled: (context, answerer, shot) => {
      const { G } = context;
      if (shot.source === null || !isAlive(G, shot.source) || !isAlive(G, answerer)) return;
      record(G, { kind: 'used', seat: answerer, card: 'backfire', target: shot.source });
      pushFirst(G, { kind: 'shot', shot: shotOf(G, answerer, shot.source, 'backfire', []) });
    },
  },

  // Another player's loss of life 1 smaller (§4.8; the engine asks, ruling VS-14); then, if he is still
  // in the game, 2 cards from the deck or 2 at random from his hand, which is taking his cards (Henry Block).
  saved: {
    answers: { saved: () => undefined },
    savedEffect: 'saved',
    effects: {
      saved: (context, saver, { target }) => {
        if (!isAlive(context.G, target!) || !isAlive(context.G, saver)) return;
        offerChoice(context, saver, 'saved', { target });
      },
    },
    choices: {
      saved: {
        options: (G, _ctx, _seat, data) => {
          const { target } = data as { target: Seat };
          return ['deck', ...(G.zones[handOf(target)]!.length > 0 ? [target] : [])];
        },
        resolve: (context, saver, option, data) => {
          if (option === 'deck') return void drawCards(context, saver, 2);
          const { target } = data as { target: Seat };
          for (let i = 0; i < 2; i++) {
            if (randomFromHand(context, target, handOf(saver)) === undefined) break;
            record(context.G, { kind: 'took', seat: saver, from: target, fromHand: true });
            cardTaken(context, target, saver);
          }
        },
      },
    },
  },

  // In front of an eliminated player, who comes back at 0 life for as long as it stays there (§5.2, rulings VS-16 to VS-19).
  ghost: {
    play: {
      targeting: 'eliminated',
      check: (G, ctx, seat, { target }) => {
        const player = target === undefined ? undefined : G.players[target];
        if (target === seat || player === undefined || !ctx.playOrder.includes(target!) || player.alive) return 'not-a-target';
        return undefined;
      },
      resolve: (context, seat, card, { target }) => {
        const { G } = context;
        moveCard(G.zones, card, { from: handOf(seat), to: inPlayOf(target!) });
        record(G, { kind: 'equipped', seat, card: 'ghost', on: target! });
        G.players[target!] = { ...G.players[target!]!, alive: true, life: 0, ghosted: true };
        record(G, { kind: 'returned', seat: target!, as: 'ghost-card' });
      },
    },
  },

  // A weapon: it replaces the one in play (its own rules are its in-play entry below).
  lemat: { play: equipment('lemat') },

  // Played with a BANG! card (or a card played as one) as one play: that BANG! takes 2 life in one hit (§4.1, ruling VS-3).
  aim: {
    play: brown({
      targeting: 'player',
      joins: true,
      check: (G, ctx, seat, { target, extra }) => bangCardRefusal(G, ctx, seat, extra!, target),
      resolve: (context, seat, _card, { target, extra }) => {
        const { G } = context;
        const bang: CardId = extra!;
        moveCard(G.zones, bang, { from: handOf(seat), to: 'discard' });
        record(G, { kind: 'played', seat, card: keyOf(bang), target: target!, ...(keyOf(bang) !== 'bang' ? { as: 'bang' as const } : {}) });
        fireBang(G, seat, bang, target!, { damage: 2 });
      },
    }),
  },

  // The turn's one BANG!, not a BANG! card: a shot at a player in reach and one at a player next to him (§4.5, rulings VS-9, VS-10).
  fanning: {
    play: brown({
      targeting: 'player',
      usesBangAllowance: true,
      check: (G, ctx, seat, { target }) => {
        if (!isOther(G, seat, target)) return 'not-a-target';
        if (G.turn.bangs >= bangAllowance(G, seat)) return 'one-bang';
        return reachCheck(G, ctx, seat, target, undefined);
      },
      resolve: (context, seat, card, { target }) => {
        const { G, ctx } = context;
        G.turn = { ...G.turn, bangs: G.turn.bangs + 1 };
        const suits = suitsOf(G, [card]);
        shoot(G, seat, target!, 'fanning', suits, { escapable: true });
        // The second shot comes whatever becomes of the first.
        if (fanningSeconds(G, ctx, seat, target!).length > 0) offerChoice(context, seat, 'fanning', { first: target!, suits });
      },
    }),
    choices: {
      fanning: {
        options: (G, ctx, seat, data) => fanningSeconds(G, ctx, seat, (data as { first: Seat }).first),
        resolve: (context, seat, second, data) => shoot(context.G, seat, second, 'fanning', (data as { suits: Suit[] }).suits, { escapable: true }),
      },
    },
  },
};

/** What the blue ones among them do while in play, keyed by card. */
export const VALLEY_OF_SHADOWS_ANSWERS_IN_PLAY: Partial<Record<CardKey, Hooks>> = {
  ghost: { keepsInGame: true },
  // A weapon of range 1 that lets its owner play any hand card as a BANG! card during his turn
  // (§5.3, ruling VS-20): also in a Duel on his own turn, never out of it.
  lemat: {
    range: 1,
    countsAsBang: (G, seat) => G.turn.seat === seat,
    answersAs: (G, seat, _card, as) => as === 'bang' && G.turn.seat === seat,
    actions: {
      lemat: {
        when: 'play',
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.length > 0,
        options: (G, ctx, seat) =>
          G.zones[handOf(seat)]!.flatMap((card) => livingSeats(G, ctx).filter((target) => bangCardRefusal(G, ctx, seat, card, target) === undefined).map((target) => [card, target])),
        targetRefusal: (G, ctx, seat, [card], target) => (typeof card === 'string' ? bangCardRefusal(G, ctx, seat, card, target) : 'forbidden'),
        use: (context, seat, [card, target]) => {
          const { G, ctx } = context;
          if (typeof card !== 'string' || typeof target !== 'string' || bangCardRefusal(G, ctx, seat, card, target) !== undefined) return false;
          playAsBang(context, seat, card, target);
          return true;
        },
      },
    },
  },
};
