// What each playing card does, keyed by card (RULES.md §10 Base playing cards; §15.4 Dodge City card
// reference): how it is played in phase 2 (who it may target, why a play is refused, its effect
// once it has left the hand) and what it may answer out of turn. The effects green cards have when
// used from play are their in-play entries (cards-in-play.ts); both are built from the primitives
// of engine/plays.ts.
import type { CardKey } from '../cards';
import { affects, drawCards } from '../engine/actions';
import { inPlay } from '../engine/equipment';
import type { CardEntry, Context } from '../engine/hooks';
import { bangAllowance, beerHeal, beerPlayed, brown, discardPicked, equipment, escapableIn, fireBang, isOther, PICK_EFFECT, pickRule, reachCheck, shootEveryone, shotRule, suitsOf, takeInto } from '../engine/plays';
import { healWith, offerChoice, pushLast } from '../engine/steps';
import { everyoneFrom, handOf, isAlive, livingSeats, othersInOrder } from '../seats';
import type { Seat } from '../state';
import type { CardId } from '@parlor/deck';

/** The players Brawl makes discard: every other living player with a card, clockwise from the player's left. */
const brawlTargets = (context: Context, seat: Seat) =>
  othersInOrder(context.G, context.ctx, seat).filter((other) => context.G.zones[handOf(other)]!.length + inPlay(context.G, other).length > 0);

/** Every playing card's entry, keyed by card. */
export const CARD_RULES: Partial<Record<CardKey, CardEntry>> = {
  bang: {
    play: brown({
      targeting: 'player',
      check: (G, ctx, seat, { target }) => {
        if (!isOther(G, seat, target)) return 'not-a-target';
        if (G.turn.bangs >= bangAllowance(G, seat)) return 'one-bang';
        return reachCheck(G, ctx, seat, target, undefined);
      },
      resolve: (context, seat, card, { target }) => fireBang(context.G, seat, card, target!),
    }),
    // Discarded in a Duel or against Indians!; it does not count as a BANG! played (RULES.md §4.2 Phase 2 — play cards).
    answers: { bang: () => undefined },
  },
  missed: { answers: { missed: () => undefined } },
  beer: {
    // Whoever plays a Beer, the entries that act on it act too (Madam Yto, GOLD-RUSH.md §G7).
    play: brown({
      resolve: (context, seat, card) => {
        healWith(context.G, seat, beerHeal(context.G, context.ctx.playOrder, seat), card);
        beerPlayed(context, seat);
      },
    }),
    // Out of turn only on a lethal hit; with two players left it restores nothing (RULES.md §10.3 Beer; §11.3 Beer and lethal hits).
    answers: {
      beer: (context, seat, card) => {
        healWith(context.G, seat, beerHeal(context.G, context.ctx.playOrder, seat), card);
        beerPlayed(context, seat);
      },
    },
  },
  cat_balou: { play: brown(pickRule('discard', null)) },
  panic: {
    play: brown(pickRule('take', 1)),
    // Every Panic!-like and Cat Balou-like brown card's effect, once its target has let it happen (VALLEY-OF-SHADOWS.md §4.4 Escape).
    effects: {
      [PICK_EFFECT.take]: (context, target, { source, cause, pick, suits }) => takeInto(context, source!, target, pick!, cause!, suits!),
      [PICK_EFFECT.discard]: (context, target, { source, cause, pick, suits }) => discardPicked(context, source!, target, pick!, cause!, suits!),
    },
  },
  duel: {
    play: brown({
      targeting: 'player',
      check: (G, _ctx, seat, { target }) => (isOther(G, seat, target) ? undefined : 'not-a-target'),
      // Apache Kid's ability does not work in a Duel: nothing asks whether it reaches him.
      resolve: (context, seat, _card, { target }) => pushLast(context.G, { kind: 'duel', challenger: seat, target: target!, ...escapableIn(context.G) }),
    }),
  },
  general_store: {
    play: brown({ resolve: (context, seat) => pushLast(context.G, { kind: 'store', order: everyoneFrom(context.G, context.ctx, seat), ...escapableIn(context.G) }) }),
  },
  indians: {
    play: brown({
      resolve: (context, seat, card) =>
        pushLast(context.G, ...othersInOrder(context.G, context.ctx, seat).map((target) => ({ kind: 'indians' as const, source: seat, target, suits: suitsOf(context.G, [card]), ...escapableIn(context.G) }))),
    }),
  },
  stagecoach: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 2) }) },
  wells_fargo: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 3) }) },
  // A BANG! effect on every other player, not a BANG! card: no allowance used, one Missed! each (RULES.md §10.11 Gatling).
  gatling: { play: brown({ resolve: (context, seat, card) => shootEveryone(context, seat, 'gatling', card, { escapable: true }) }) },
  saloon: {
    play: brown({
      resolve: (context) => {
        for (const seat of livingSeats(context.G, context.ctx)) {
          if (context.G.players[seat]!.life < context.G.players[seat]!.maxLife) healWith(context.G, seat, 1);
        }
      },
    }),
  },
  barrel: { play: equipment('barrel') },
  dynamite: { play: equipment('dynamite') },
  jail: { play: equipment('jail', { onOther: true, notOnSheriff: true }) },
  mustang: { play: equipment('mustang') },
  scope: { play: equipment('scope') },
  volcanic: { play: equipment('volcanic') },
  schofield: { play: equipment('schofield') },
  remington: { play: equipment('remington') },
  rev_carabine: { play: equipment('rev_carabine') },
  winchester: { play: equipment('winchester') },

  // ---- Dodge City (RULES.md §15.4 Dodge City card reference) ----
  // Not a BANG! card: a BANG! effect at distance 1, and a BANG! card may still follow.
  punch: { play: brown(shotRule('punch', 1)) },
  // A Missed!, then a card from the deck.
  dodge: { answers: { missed: (context, seat) => void drawCards(context, seat, 1) } },
  springfield: { play: brown({ ...shotRule('springfield', null), discardsAnother: true }) },
  // A Panic! at any distance.
  rag_time: { play: brown({ ...pickRule('take', null), discardsAnother: true }) },
  brawl: {
    // Every other player discards a card, each chosen by the player of the Brawl in turn: a random hand card or one in play.
    play: brown({
      discardsAnother: true,
      resolve: (context, seat, card) =>
        pushLast(context.G, ...brawlTargets(context, seat).map((target) => ({ kind: 'effect' as const, seat: target, rule: 'brawl', source: seat, cause: 'brawl' as const, suits: suitsOf(context.G, [card]), ...escapableIn(context.G) }))),
    }),
    effects: {
      brawl: (context, target, { source }) => {
        const { G } = context;
        // A player who has lost every card since the Brawl was played is passed over (ruling).
        if (G.zones[handOf(target)]!.length + inPlay(G, target).length === 0) return;
        offerChoice(context, source!, 'brawl', { target });
      },
    },
    choices: {
      brawl: {
        options: (G, _ctx, _seat, data) => {
          const { target } = data as { target: Seat };
          return [...(G.zones[handOf(target)]!.length > 0 ? ['hand'] : []), ...inPlay(G, target)];
        },
        // Whether the Brawl reaches the player was asked when his turn to discard came (the effect step).
        resolve: (context, seat, pick, data) => discardPicked(context, seat, (data as { target: Seat }).target, pick as CardId | 'hand', 'brawl', []),
      },
    },
  },
  tequila: {
    // Any player, yourself included, regains a life.
    play: brown({
      targeting: 'anyone',
      discardsAnother: true,
      check: (G, _ctx, _seat, { target }) => (target !== undefined && isAlive(G, target) ? undefined : 'not-a-target'),
      resolve: (context, seat, card, { target }) => {
        if (affects(context.G, target!, seat, 'tequila', suitsOf(context.G, [card]))) healWith(context.G, target!, 1, card);
      },
    }),
  },
  whisky: { play: brown({ discardsAnother: true, resolve: (context, seat, card) => healWith(context.G, seat, 2, card) }) },
  hideout: { play: equipment('hideout') },
  binocular: { play: equipment('binocular') },
  bible: { play: equipment('bible') },
  canteen: { play: equipment('canteen') },
  can_can: { play: equipment('can_can') },
  ten_gallon_hat: { play: equipment('ten_gallon_hat') },
  conestoga: { play: equipment('conestoga') },
  derringer: { play: equipment('derringer') },
  buffalo_rifle: { play: equipment('buffalo_rifle') },
  howitzer: { play: equipment('howitzer') },
  pepperbox: { play: equipment('pepperbox') },
  iron_plate: { play: equipment('iron_plate') },
  pony_express: { play: equipment('pony_express') },
  knife: { play: equipment('knife') },
  sombrero: { play: equipment('sombrero') },
};

