// What the blue and green cards do while they are in play (RULES.md §6 Distance and reach; §7 Weapons; §10 Base
// playing cards, Blue; Dodge City card reference), keyed by card: entries of engine/hooks.ts. Putting one
// into play is its play rule (playing-cards.ts). A green card's entry says how it is used by
// discarding it from play: in its owner's phase 2 (`use`) or, with the Missed! symbol, against a
// shot (`discardsAs`); the engine makes it wait a turn first.
import { type CardKey, RANK_VALUE } from '../cards';
import { drawCards, loseLife } from '../engine/actions';
import { hasInPlay } from '../engine/equipment';
import type { CardRule, Hooks } from '../engine/hooks';
import { discardPicked, pickCheck, reachCheck, shoot, shootEveryone, suitsOf, takeInto } from '../engine/plays';
import { finishTurn, healWith } from '../engine/steps';
import { record } from '../history';
import { inPlayOf, nextLiving } from '../seats';
import { moveCard } from '@parlor/deck';

/** The cards in play, keyed by card. */
export const IN_PLAY: Partial<Record<CardKey, Hooks>> = {
  barrel: { barrels: 1 },
  dynamite: {
    // Checked at the start of its holder's turn, before the Jail (RULES.md §4.0 Start of turn; §10.13 Dynamite).
    turnStart: (_G, seat, card) => [{ at: 'dynamite', step: { kind: 'check', seat, rule: 'dynamite', card } }],
    checks: {
      dynamite: {
        // It explodes on Spades 2-9, inclusive.
        meets: (suit, rank) => suit === 'spades' && RANK_VALUE[rank] >= 2 && RANK_VALUE[rank] <= 9,
        good: false,
        outcome: (context, { seat, card }, exploded) => {
          const { G, ctx } = context;
          if (exploded) {
            moveCard(G.zones, card!, { from: inPlayOf(seat), to: 'discard' });
            record(G, { kind: 'exploded', seat });
            loseLife(context, { target: seat, amount: 3, source: null });
            return;
          }
          // To the first player on the left without a Dynamite; if nobody qualifies it stays (RULES.md §10.13 Dynamite).
          let next = nextLiving(G, ctx, seat);
          while (next !== undefined && next !== seat && hasInPlay(G, next, 'dynamite')) next = nextLiving(G, ctx, next);
          if (next === undefined || next === seat) return;
          moveCard(G.zones, card!, { from: inPlayOf(seat), to: inPlayOf(next) });
          record(G, { kind: 'dynamite-passed', from: seat, to: next });
        },
      },
    },
  },
  jail: {
    turnStart: (_G, seat, card) => [{ at: 'jail', step: { kind: 'check', seat, rule: 'jail', card } }],
    checks: {
      jail: {
        // A Heart sets him free.
        meets: (suit) => suit === 'hearts',
        good: true,
        outcome: (context, { seat, card }, free) => {
          const { G } = context;
          moveCard(G.zones, card!, { from: inPlayOf(seat), to: 'discard' });
          if (free) return;
          // A failed Jail check skips the whole turn, phase 3 included (ruling: no draw, no play, no discard).
          record(G, { kind: 'skipped', seat });
          G.steps = [];
          finishTurn(context);
        },
      },
    },
  },
  mustang: { seen: 1 },
  scope: { sees: 1 },
  volcanic: { range: 1, bangAllowance: () => Infinity },
  schofield: { range: 2 },
  remington: { range: 3 },
  rev_carabine: { range: 4 },
  winchester: { range: 5 },

  // ---- Dodge City ----
  hideout: { seen: 1 },
  binocular: { sees: 1 },
  // Green, with the Missed! symbol: usable against a shot, also out of turn.
  bible: { discardsAs: { missed: (context, seat) => void drawCards(context, seat, 1) } },
  iron_plate: { discardsAs: { missed: () => undefined } },
  sombrero: { discardsAs: { missed: () => undefined } },
  ten_gallon_hat: { discardsAs: { missed: () => undefined } },
  // Green, in the owner's phase 2 only. Those with a BANG! symbol shoot without using the BANG! allowance.
  canteen: { use: { targeting: 'none', check: () => undefined, resolve: (context, seat, card) => healWith(context.G, seat, 1, card) } },
  // A Cat Balou on any player.
  can_can: {
    use: {
      targeting: 'player-card',
      check: (G, ctx, seat, args) => pickCheck(G, ctx, seat, args, null),
      resolve: (context, seat, card, { target, pick }) => discardPicked(context, seat, target!, pick!, 'can_can', suitsOf(context.G, [card])),
    },
  },
  // A Panic! at any distance.
  conestoga: {
    use: {
      targeting: 'player-card',
      check: (G, ctx, seat, args) => pickCheck(G, ctx, seat, args, null),
      resolve: (context, seat, card, { target, pick }) => takeInto(context, seat, target!, pick!, 'conestoga', suitsOf(context.G, [card])),
    },
  },
  // A shot at distance 1, then a card from the deck.
  derringer: {
    use: {
      targeting: 'player',
      check: (G, ctx, seat, { target }) => reachCheck(G, ctx, seat, target, 1),
      resolve: (context, seat, card, { target }) => {
        shoot(context.G, seat, target!, 'derringer', suitsOf(context.G, [card]));
        drawCards(context, seat, 1);
      },
    },
  },
  knife: { use: gun('knife', 1) },
  pepperbox: { use: gun('pepperbox', undefined) },
  buffalo_rifle: { use: gun('buffalo_rifle', null) },
  // A Gatling.
  howitzer: { use: { targeting: 'none', check: () => undefined, resolve: (context, seat, card) => shootEveryone(context, seat, 'howitzer', card) } },
  pony_express: { use: { targeting: 'none', check: () => undefined, resolve: (context, seat) => void drawCards(context, seat, 3) } },
};

/** A green gun: a shot at one other player at `reach` (see `reachCheck`), made when used. */
function gun(cause: CardKey, reach: number | undefined | null): CardRule {
  return {
    targeting: 'player',
    check: (G, ctx, seat, { target }) => reachCheck(G, ctx, seat, target, reach),
    resolve: (context, seat, card, { target }) => shoot(context.G, seat, target!, cause, suitsOf(context.G, [card])),
  };
}
