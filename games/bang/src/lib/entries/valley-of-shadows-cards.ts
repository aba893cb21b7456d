// The Valley of Shadows' cards that need no mechanism of their own (VALLEY-OF-SHADOWS.md §4 New brown
// cards, §5 New blue cards): how each is played, and what the blue ones do in play. The cards that
// answer out of turn or change how a play is made (Escape, Backfire, Saved!, Aim, Fanning, Ghost,
// LeMat) are in valley-of-shadows-answers.ts.
import { moveCard, type CardId } from '@parlor/deck';
import { card as cardData, keyOf, type CardKey } from '../cards';
import { affects, drawCards, loseLife } from '../engine/actions';
import { hasInPlay } from '../engine/equipment';
import type { CardEntry, CardRule, Context, Hooks } from '../engine/hooks';
import { brown, equipment, isOther, shotRule, suitsOf } from '../engine/plays';
import { healWith, offerChoice, pushLast } from '../engine/steps';
import { faceOf, makeKnown, record } from '../history';
import { everyoneFrom, handOf, inPlayOf, isAlive, othersInOrder } from '../seats';
import type { BangState, Seat } from '../state';

const lookOf = (seat: Seat) => `look:${seat}`;

/** Who made a player discard, as a choice carries it. */
const byOf = (data: unknown) => (data as { by: Seat }).by;

/**
 * A player discards a card of his own hand because of a card `by` played (Bandidos, Tornado, Poker,
 * Shotgun). He discards it himself, so nothing acts as if `by` had taken or discarded one of his
 * cards (Henry Block: rulings VS-6, VS-11), nor as if he had answered of his own will (Molly Stark,
 * ruling VS-6).
 */
function discardOwn(G: BangState, seat: Seat, card: CardId, by: Seat): void {
  moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
  record(G, { kind: 'lost-card', seat, by, card: keyOf(card), fromHand: true });
}


/**
 * A blue card put in play in front of a player chosen by whoever plays it, at any distance, never
 * beside a card of the same name (RULES.md §4.2): anyone, himself included, for Bounty (ruling
 * VS-15); another player only for Rattlesnake (ruling VS-21). A card that does not reach the
 * chosen player (an immunity) is discarded, as a Jail is.
 */
function inFrontOf(key: CardKey, { self }: { self: boolean }): CardRule {
  return {
    targeting: self ? 'anyone' : 'player',
    check: (G, _ctx, seat, { target }) => {
      if (!(isOther(G, seat, target) || (self && target === seat))) return 'not-a-target';
      return hasInPlay(G, target!, key) ? 'same-name' : undefined;
    },
    resolve: (context, seat, id, { target }) => {
      const { G } = context;
      const owner = target!;
      if (owner !== seat && !affects(G, owner, seat, key, suitsOf(G, [id]))) {
        moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
        return;
      }
      moveCard(G.zones, id, { from: handOf(seat), to: inPlayOf(owner) });
      record(G, { kind: 'equipped', seat, card: key, ...(owner !== seat ? { on: owner } : {}) });
    },
  };
}

/** The cards the players put face down for a Poker, with whose each is: their `look` zones, clockwise from the Poker player's left. */
function pokerStakes(context: Context, player: Seat): { seat: Seat; card: CardId }[] {
  const { G, ctx } = context;
  return othersInOrder(G, ctx, player).flatMap((seat) => (G.zones[lookOf(seat)] ?? []).map((card) => ({ seat, card })));
}

/** What the Poker player is offered to take: the revealed cards still face up, by whose they were. */
interface PokerPot {
  owners: Record<CardId, Seat>;
  taken: number;
}

/** The revealed Poker cards not taken go to the discard pile, each as its owner's discard (ruling VS-11). */
function discardPot(G: BangState, player: Seat, pot: PokerPot): void {
  for (const [card, owner] of Object.entries(pot.owners)) {
    if (G.zones.reveal!.includes(card)) {
      moveCard(G.zones, card, { from: 'reveal', to: 'discard' });
      record(G, { kind: 'lost-card', seat: owner, by: player, card: keyOf(card), fromHand: true });
    }
  }
}

/** How each of these cards is played, keyed by card. */
export const VALLEY_OF_SHADOWS_CARDS: Partial<Record<CardKey, CardEntry>> = {
  // Not a Beer (§4.6): only played in phase 2, it heals 1 with two players left, under The
  // Reverend, for Tequila Joe too, and Lemonade Jim does not hear of it.
  last_call: { play: brown({ resolve: (context, seat, card) => healWith(context.G, seat, 1, card) }) },

  // A BANG! effect at distance 2 (weapons do not count, Mustang and Scope do), not a BANG! card: no allowance (§4.9).
  tomahawk: { play: brown(shotRule('tomahawk', 2)) },

  // Every player, clockwise from the player himself, discards a hand card of his choice if he has
  // one, then draws 2 (§4.10). A player who escapes it neither discards nor draws.
  tornado: {
    play: brown({
      resolve: (context, seat, card) => {
        const { G, ctx } = context;
        const suits = suitsOf(G, [card]);
        pushLast(
          G,
          ...everyoneFrom(G, ctx, seat).map((player) => ({
            kind: 'effect' as const,
            seat: player,
            rule: 'tornado',
            source: seat,
            cause: 'tornado' as const,
            suits,
            ...(player !== seat ? { escapable: true as const } : {}),
          })),
        );
      },
    }),
    effects: {
      tornado: (context, seat, { source }) => {
        // With one card or none there is nothing to choose: he draws at once.
        const hand = context.G.zones[handOf(seat)]!;
        if (hand.length >= 2) return offerChoice(context, seat, 'tornado', { by: source! });
        if (hand.length === 1) discardOwn(context.G, seat, hand[0]!, source!);
        drawCards(context, seat, 2);
      },
    },
    choices: {
      tornado: {
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!,
        resolve: (context, seat, card, data) => {
          discardOwn(context.G, seat, card, byOf(data));
          drawCards(context, seat, 2);
        },
      },
    },
  },

  // Every other player, clockwise, discards 2 hand cards (his only one if he holds one) or loses 1
  // life, his choice; with none he loses the life (§4.3). The player of the Bandidos is
  // responsible for it; Apache Kid is immune to the Diamond.
  bandidos: {
    play: brown({
      resolve: (context, seat, card) => {
        const { G, ctx } = context;
        const suits = suitsOf(G, [card]);
        pushLast(G, ...othersInOrder(G, ctx, seat).map((target) => ({ kind: 'effect' as const, seat: target, rule: 'bandidos', source: seat, cause: 'bandidos' as const, suits, escapable: true as const })));
      },
    }),
    effects: {
      bandidos: (context, seat, { source }) => {
        if (context.G.zones[handOf(seat)]!.length === 0) return loseLife(context, { target: seat, amount: 1, source: source! });
        offerChoice(context, seat, 'bandidos', { by: source! });
      },
    },
    choices: {
      // 'life', or the first card he discards; a second one follows if he held two or more.
      bandidos: {
        options: (G, _ctx, seat) => ['life', ...G.zones[handOf(seat)]!],
        resolve: (context, seat, option, data) => {
          const { G } = context;
          const by = byOf(data);
          if (option === 'life') return loseLife(context, { target: seat, amount: 1, source: by });
          const two = G.zones[handOf(seat)]!.length >= 2;
          discardOwn(G, seat, option, by);
          if (two) offerChoice(context, seat, 'bandidos_second', data);
        },
      },
      bandidos_second: {
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!,
        resolve: (context, seat, card, data) => discardOwn(context.G, seat, card, byOf(data)),
      },
    },
  },

  // Every other player with a hand card puts one of his choice face down; they are revealed
  // together: an Ace among them and all are discarded, otherwise the player takes up to 2 and the
  // rest are discarded (§4.7). A face-down card lies in its owner's `look` zone, which only he
  // sees, and the move that chose it is redacted for the others. Each player discards his own
  // card and the player picks from those (ruling VS-11): nothing is taken from anyone.
  poker: {
    play: brown({
      resolve: (context, seat, card) => {
        const { G, ctx } = context;
        const suits = suitsOf(G, [card]);
        pushLast(
          G,
          ...othersInOrder(G, ctx, seat).map((other) => ({ kind: 'effect' as const, seat: other, rule: 'poker', source: seat, cause: 'poker' as const, suits, escapable: true as const })),
          { kind: 'effect', seat, rule: 'poker_reveal' },
        );
      },
    }),
    effects: {
      poker: (context, seat, { source }) => {
        const { G } = context;
        const hand = G.zones[handOf(seat)]!;
        if (hand.length === 1) moveCard(G.zones, hand[0]!, { from: handOf(seat), to: lookOf(seat) });
        // Who played the Poker, for the prompt.
        else if (hand.length > 1) offerChoice(context, seat, 'poker', { by: source! });
      },
      poker_reveal: (context, player) => {
        const { G } = context;
        const stakes = pokerStakes(context, player);
        if (stakes.length === 0) return;
        for (const { seat, card } of stakes) {
          moveCard(G.zones, card, { from: lookOf(seat), to: 'reveal', at: 'bottom' });
          record(G, { kind: 'shown', seat, card: faceOf(card) });
        }
        const pot: PokerPot = { owners: Object.fromEntries(stakes.map(({ seat, card }) => [card, seat])), taken: 0 };
        // The rank counts, whatever suit an event makes the card count as.
        if (stakes.some(({ card }) => cardData(card).rank === 'A')) return discardPot(G, player, pot);
        offerChoice(context, player, 'poker_take', pot);
      },
    },
    choices: {
      poker: {
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!,
        resolve: (context, seat, card) => moveCard(context.G.zones, card, { from: handOf(seat), to: lookOf(seat) }),
      },
      // A revealed card to take, or 'done' to leave the rest to the discard pile.
      poker_take: {
        options: (G, _ctx, _seat, data) => [...Object.keys((data as PokerPot).owners).filter((card) => G.zones.reveal!.includes(card)), 'done'],
        resolve: (context, player, option, data) => {
          const { G } = context;
          const pot = data as PokerPot;
          if (option !== 'done') {
            moveCard(G.zones, option, { from: 'reveal', to: handOf(player) });
            // Everyone saw it revealed.
            makeKnown(G, option);
            record(G, { kind: 'took', seat: player, from: pot.owners[option]!, card: keyOf(option), fromHand: false });
            const next = { ...pot, taken: pot.taken + 1 };
            if (next.taken < 2 && Object.keys(pot.owners).some((card) => G.zones.reveal!.includes(card))) return offerChoice(context, player, 'poker_take', next);
          }
          discardPot(G, player, pot);
        },
      },
    },
  },

  // Blue cards put in play in front of a chosen player, at any distance (§5.1 ruling VS-15, §5.4 ruling VS-21).
  bounty: { play: inFrontOf('bounty', { self: true }) },
  rattlesnake: { play: inFrontOf('rattlesnake', { self: false }) },
  // A weapon: it replaces the one in play (RULES.md §4.2).
  shotgun: { play: equipment('shotgun') },
};

/** What the blue ones among them do while in play, keyed by card. */
export const VALLEY_OF_SHADOWS_IN_PLAY: Partial<Record<CardKey, Hooks>> = {
  // Whoever makes its holder lose life with a BANG! card draws 1, once a hit whatever it took; not
  // the holder himself (§5.1). At the loss itself: a lethal hit is a loss of life too, and unlike
  // Shotgun's (ruling VS-22) nothing says the holder must survive it.
  bounty: {
    whenLifeLost: (context, { target, source, bangCard }) => {
      if (!bangCard || source === null || source === target || !isAlive(context.G, source)) return;
      drawCards(context, source, 1);
    },
  },

  // At the start of its holder's turn, after the Dynamite and the Bomb, before the Jail (ruling
  // VS-2): a "draw!", and on a Spade he loses 1 life, nobody responsible. It stays in play (§5.4).
  rattlesnake: {
    turnStart: (_G, seat, card) => [{ at: 'rattlesnake', step: { kind: 'check', seat, rule: 'rattlesnake', card } }],
    checks: {
      rattlesnake: {
        meets: (suit) => suit === 'spades',
        good: false,
        outcome: (context, { seat }, bitten) => {
          if (bitten) loseLife(context, { target: seat, amount: 1, source: null });
        },
      },
    },
  },

  // A weapon of range 1. Whoever a BANG! card of its owner's hits discards a hand card of his
  // choice, once he has survived the hit (§5.5, ruling VS-22).
  shotgun: {
    range: 1,
    whenHitOther: (context, self, { target, bangCard }) => {
      const hand = context.G.zones[handOf(target)]!;
      if (!bangCard || hand.length === 0) return;
      // A single card is his only choice.
      if (hand.length === 1) discardOwn(context.G, target, hand[0]!, self);
      else offerChoice(context, target, 'shotgun', { by: self });
    },
    choices: {
      shotgun: {
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!,
        resolve: (context, seat, card, data) => discardOwn(context.G, seat, card, byOf(data)),
      },
    },
  },
};
