// Every character's ability (RULES.md §14 Base characters; §15.5 Dodge City characters; §17 Bullet special
// characters), keyed by character: entries of engine/hooks.ts, for the base game, Dodge City and The
// Bullet.
import type { Ctx } from 'boardgame.io';
import { draw, moveAll, moveCard, type CardId } from '@parlor/deck';
import { card as cardData, keyOf } from '../cards';
import type { CharacterKey } from '../characters';
import { drawCards, loseLife, noteReshuffle, randomFromHand } from '../engine/actions';
import { distance } from '../engine/distance';
import { rangeOf } from '../engine/equipment';
import type { Context, Hooks, Refusal } from '../engine/hooks';
import { cardTaken, isOther, shoot, suitsOf } from '../engine/plays';
import { reaches } from '../engine/registry';
import { healWith, offerChoice, pushFirst, pushLast, suitOf } from '../engine/steps';
import { faceOf, makeKnown, record } from '../history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, othersInOrder } from '../seats';
import type { BangState, Seat } from '../state';

const lookOf = (seat: Seat) => `look:${seat}`;

/** The count drawn in phase 1, as a number carried by a draw choice. */
const countOf = (data: unknown) => (data as { count: number }).count;

/** Every pair of two different hand cards (Sid Ketchum's ability). */
function pairs(hand: readonly CardId[]): CardId[][] {
  const result: CardId[][] = [];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) result.push([hand[i]!, hand[j]!]);
  return result;
}

/** The hand cards of a seat, as an action checks its arguments: every one held, none twice. */
function holds(G: BangState, seat: Seat, cards: readonly unknown[]): cards is CardId[] {
  const hand = G.zones[handOf(seat)]!;
  return new Set(cards).size === cards.length && cards.every((id) => hand.includes(id as CardId));
}

/** Discards hand cards used to pay for an ability, in view of everyone. */
function payWith(G: BangState, seat: Seat, cards: readonly CardId[]): void {
  for (const id of cards) {
    moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
    record(G, { kind: 'discarded', seat, card: keyOf(id), reason: 'ability' });
  }
}

/**
 * Why Doc Holyday cannot shoot `target` with these two discards: out of reach, or not reached by
 * them (Apache Kid; ruling: one non-Diamond discard is enough).
 */
function docRefusal(G: BangState, ctx: Ctx, seat: Seat, pair: readonly CardId[], target: Seat): Refusal | undefined {
  if (distance(G, ctx, seat, target) > rangeOf(G, seat)) return 'out-of-reach';
  return reaches(G, target, seat, suitsOf(G, pair)) ? undefined : 'immune';
}

/** The other living players Doc Holyday can shoot with these two discards. */
function docTargets(G: BangState, ctx: Ctx, seat: Seat, pair: readonly CardId[]): Seat[] {
  return othersInOrder(G, ctx, seat).filter((target) => docRefusal(G, ctx, seat, pair, target) === undefined);
}

/** The cards other living players have in play: what Pat Brennan may take (ruling: never his own). */
function othersInPlay(G: BangState, ctx: Ctx, seat: Seat): CardId[] {
  return othersInOrder(G, ctx, seat).flatMap((other) => G.zones[inPlayOf(other)]!);
}

/**
 * Claus "The Saint" hands out the cards he drew: one to each player in `recipients` (his
 * choice, one choice a player), then keeps the rest, `keep` when the pile had enough.
 */
function giveNext(context: Context, seat: Seat, recipients: readonly Seat[], keep: number): void {
  const { G } = context;
  if (recipients.length > 0 && G.zones[lookOf(seat)]!.length > keep) return offerChoice(context, seat, 'claus_the_saint', { recipients, keep });
  moveAll(G.zones, lookOf(seat), handOf(seat));
}

/** Whether Sid Ketchum may heal now: two cards to discard and a life to gain (a shadow has none, GOLD-RUSH.md §G8). */
const sidMayHeal = (G: BangState, seat: Seat) => G.zones[handOf(seat)]!.length >= 2 && G.players[seat]!.life < G.players[seat]!.maxLife && G.players[seat]!.shadow !== true;

/** The characters' abilities, keyed by character. */
export const ABILITIES: Partial<Record<CharacterKey, Hooks>> = {
  bart_cassidy: {
    // One card per life point lost, once the hit is survived (ruling: too late for that hit's Beer).
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
    // BANG! and Missed! are interchangeable (ruling: in Duels and against Indians! too).
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
          if (randomFromHand(context, from, handOf(seat)) !== undefined) {
            record(context.G, { kind: 'took', seat, from, fromHand: true });
            cardTaken(context, from, seat);
          }
          drawCards(context, seat, countOf(data) - 1);
        },
      },
    },
  },
  jourdonnais: { barrels: 1 },
  kit_carlson: {
    // Looks at one card more than he draws and puts one back on top, face down. Under an event
    // that changes how many he takes he still looks at as many (Thirst: looks at three, keeps
    // one and puts the other two back in the order he saw them, author's FAQ; Train Arrival:
    // takes all three).
    drawPhase: (context, seat, count, looked) => {
      const { G, random } = context;
      noteReshuffle(G, looked + 1);
      const seen = draw(G.zones, { from: 'draw', to: lookOf(seat), count: looked + 1, refill: { from: 'discard', random } });
      if (seen.length <= count) {
        moveAll(G.zones, lookOf(seat), handOf(seat));
        if (seen.length > 0) record(G, { kind: 'drew', seat, count: seen.length, from: 'deck' });
        return;
      }
      // One card to put back: he chooses it. More (Thirst): he chooses what he keeps, the rest go back as they lay.
      if (seen.length - count > 1) return offerChoice(context, seat, 'kit_carlson_keep', { count, back: seen.length - count });
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
      kit_carlson_keep: {
        options: (G, _ctx, seat) => G.zones[lookOf(seat)]!,
        resolve: (context, seat, kept, data) => {
          const { G } = context;
          moveCard(G.zones, kept, { from: lookOf(seat), to: handOf(seat) });
          if (G.zones[lookOf(seat)]!.length > (data as { back: number }).back) return offerChoice(context, seat, 'kit_carlson_keep', data);
          // Back on top in the order he saw them (the look zone keeps it): the first card he saw is drawn next.
          for (const id of [...G.zones[lookOf(seat)]!].reverse()) moveCard(G.zones, id, { from: lookOf(seat), to: 'draw', at: 'top' });
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
      // Any time: two hand cards for one life, never above the maximum; also to avoid elimination (ruling: with two players left too).
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
  // Takes every card of each eliminated player (the engine hands them over, see engine/actions.ts).
  vulture_sam: { inheritsCards: true },
  willy_the_kid: { bangAllowance: () => Infinity },

  // ---- Dodge City (RULES.md §15.5 Dodge City characters) ----
  apache_kid: {
    // Cards of Diamonds (as the events make them count) played by others do nothing to him; only
    // effects aimed at him ask, and a Duel never does (ruling: only cards applied to him).
    immuneTo: (_G, _self, _source, suits) => suits.every((suit) => suit === 'diamonds'),
  },
  // During her turn the cards in play of everyone else have no effect; abilities still work (ruling: cards, not abilities).
  belle_star: { disablesInPlay: (G, owner) => owner !== G.turn.seat },
  // One card, and one more per life point he is missing.
  // (At least one: Thirst takes one card from every count, and his is then his wounds; ruling: one at least.)
  bill_noface: { drawCount: (G, seat, count) => count - 1 + G.players[seat]!.maxLife - G.players[seat]!.life },
  chuck_wengam: {
    actions: {
      // On his turn: a life for two cards, as often as he likes, never his last life; nobody is responsible.
      lifeForCards: {
        when: 'play',
        available: (G, _ctx, seat) => G.players[seat]!.life > 1,
        options: (G, _ctx, seat) => (G.players[seat]!.life > 1 ? [[]] : []),
        use: (context, seat, args) => {
          if (args.length > 0 || context.G.players[seat]!.life <= 1) return false;
          record(context.G, { kind: 'ability', seat, character: 'chuck_wengam' });
          // A price he pays of his own will: Saved! cannot make it smaller (ruling VS-13).
          loseLife(context, { target: seat, amount: 1, source: null }, { cost: true });
          drawCards(context, seat, 2);
          return true;
        },
      },
    },
  },
  doc_holyday: {
    actions: {
      // Once a turn: two hand cards for a BANG! effect within reach; not a BANG! card, so no allowance, no Slab (ruling).
      discardToShoot: {
        when: 'play',
        perTurn: 1,
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.length >= 2,
        options: (G, ctx, seat) => pairs(G.zones[handOf(seat)]!).flatMap((pair) => docTargets(G, ctx, seat, pair).map((target) => [...pair, target])),
        targetRefusal: (G, ctx, seat, prefix, target) => docRefusal(G, ctx, seat, prefix as CardId[], target),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [first, second, target] = args;
          if (args.length !== 3 || !holds(G, seat, [first, second]) || typeof target !== 'string' || !isOther(G, seat, target)) return false;
          const pair = [first, second] as CardId[];
          if (!docTargets(G, ctx, seat, pair).includes(target)) return false;
          payWith(G, seat, pair);
          record(G, { kind: 'ability', seat, character: 'doc_holyday', target });
          shoot(G, seat, target, 'doc_holyday', suitsOf(G, pair));
          return true;
        },
      },
    },
  },
  // Any hand card as a Missed!.
  elena_fuente: { answersAs: (_G, _seat, _card, as) => as === 'missed' },
  greg_digger: {
    whenOtherEliminated: ({ G }, self) => {
      if (G.players[self]!.life < G.players[self]!.maxLife) healWith(G, self, 2);
    },
  },
  herb_hunter: { whenOtherEliminated: (context, self) => void drawCards(context, self, 2) },
  jose_delgado: {
    actions: {
      // On his turn, twice at most: a blue card from the hand for two cards from the deck.
      blueForCards: {
        when: 'play',
        perTurn: 2,
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.some((id) => cardData(id).color === 'blue'),
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!.filter((id) => cardData(id).color === 'blue').map((id) => [id]),
        use: (context, seat, args) => {
          const { G } = context;
          if (args.length !== 1 || !holds(G, seat, args) || cardData(args[0]!).color !== 'blue') return false;
          payWith(G, seat, args);
          record(G, { kind: 'ability', seat, character: 'jose_delgado' });
          drawCards(context, seat, 2);
          return true;
        },
      },
    },
  },
  molly_stark: {
    // A card from her hand played or discarded of her own will out of her turn: one from the
    // deck; for a Duel, all of them once it is over.
    whenAnswered: (context, seat, _card, _as, during) => {
      if (seat === context.G.turn.seat) return;
      if (during === 'duel') pushFirst(context.G, { kind: 'effect', seat, rule: 'molly_stark' });
      else drawCards(context, seat, 1);
    },
    effects: { molly_stark: (context, seat) => void drawCards(context, seat, 1) },
    // A card played out of her turn, as Dorothy Rage orders (WILD-WEST-SHOW.md §W6.3): one from the deck.
    afterPlay: (context, seat) => {
      if (seat !== context.G.turn.seat) drawCards(context, seat, 1);
    },
  },
  pat_brennan: {
    // Phase 1: two from the deck, or instead one card another player has in play (ruling: never his own).
    drawPhase: (context, seat, count) => {
      if (othersInPlay(context.G, context.ctx, seat).length === 0) return void drawCards(context, seat, count);
      offerChoice(context, seat, 'pat_brennan', { count });
    },
    choices: {
      pat_brennan: {
        options: (G, ctx, seat) => ['deck', ...othersInPlay(G, ctx, seat)],
        resolve: (context, seat, option, data) => {
          const { G, ctx } = context;
          if (option === 'deck') return void drawCards(context, seat, countOf(data));
          const owner = ctx.playOrder.find((other) => G.zones[inPlayOf(other)]!.includes(option))!;
          moveCard(G.zones, option, { from: inPlayOf(owner), to: handOf(seat) });
          makeKnown(G, option);
          record(G, { kind: 'took', seat, from: owner, fromHand: false, card: keyOf(option) });
          cardTaken(context, owner, seat);
        },
      },
    },
  },
  pixie_pete: { drawCount: (_G, _seat, count) => count + 1 },
  sean_mallory: { handLimit: () => 10 },
  tequila_joe: { beerHeals: (_G, _seat, amount) => amount + 1 },
  vera_custer: {
    // After her Dynamite and Jail checks, before drawing, she takes on another living character's
    // ability until she chooses again (ruling: the Dodge City FAQ's timing).
    borrows: true,
    turnStart: (_G, seat) => [{ at: 'beforeDraw', step: { kind: 'effect', seat, rule: 'vera_custer' } }],
    effects: { vera_custer: (context, seat) => offerChoice(context, seat, 'vera_custer', {}) },
    choices: {
      vera_custer: {
        options: (G, ctx, seat) => livingSeats(G, ctx).filter((other) => other !== seat),
        resolve: ({ G }, seat, other) => {
          const character = G.players[other]!.character;
          G.players[seat] = { ...G.players[seat]!, borrowed: character };
          G.turn = { ...G.turn, uses: { ...G.turn.uses, vera_custer: 1 } };
          record(G, { kind: 'copied', seat, character });
        },
      },
    },
    // A turn that ended before she chose (a failed Jail check) leaves her without an ability until her next one.
    turnEnd: ({ G }, seat) => {
      if (G.turn.uses.vera_custer !== undefined || G.players[seat]!.borrowed === null) return;
      G.players[seat] = { ...G.players[seat]!, borrowed: null };
      record(G, { kind: 'copied', seat, character: null });
    },
  },

  // ---- The Bullet (RULES.md §17 Bullet special characters) ----
  uncle_will: {
    actions: {
      // Once a turn, any hand card played as a General Store.
      asGeneralStore: {
        when: 'play',
        perTurn: 1,
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.length > 0,
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!.map((id) => [id]),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          if (args.length !== 1 || !holds(G, seat, args)) return false;
          const id = args[0]!;
          moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'played', seat, card: keyOf(id), as: 'general_store' });
          pushLast(G, { kind: 'store', order: everyoneFrom(G, ctx, seat) });
          return true;
        },
      },
    },
  },
  johnny_kisch: {
    // Whatever he puts in play, a Jail in front of another player too, sends every other card of that name in play to the
    // discard pile (ruling: Jails he places and green cards too).
    afterPlay: ({ G, ctx }, _seat, id) => {
      if (!ctx.playOrder.some((seat) => G.zones[inPlayOf(seat)]!.includes(id))) return;
      const name = keyOf(id);
      for (const seat of ctx.playOrder) {
        for (const other of G.zones[inPlayOf(seat)]!) {
          if (other === id || keyOf(other) !== name) continue;
          moveCard(G.zones, other, { from: inPlayOf(seat), to: 'discard' });
          record(G, { kind: 'discarded', seat, card: name, reason: 'same-name' });
        }
      }
    },
  },
  claus_the_saint: {
    // Phase 1: one card more than there are living players (ruling: himself included); one to each
    // other player, his choice, and he keeps the rest: the two he would draw (`keep`), or as many
    // as the event in effect makes it.
    drawPhase: (context, seat, keep) => {
      const { G, ctx, random } = context;
      const count = livingSeats(G, ctx).length - 1 + keep;
      noteReshuffle(G, count);
      const drawn = draw(G.zones, { from: 'draw', to: lookOf(seat), count, refill: { from: 'discard', random } });
      if (drawn.length > 0) record(G, { kind: 'drew', seat, count: drawn.length, from: 'deck' });
      giveNext(context, seat, othersInOrder(G, ctx, seat), keep);
    },
    choices: {
      claus_the_saint: {
        options: (G, _ctx, seat) => G.zones[lookOf(seat)]!,
        resolve: (context, seat, id, data) => {
          const { recipients, keep } = data as { recipients: Seat[]; keep: number };
          const [to, ...rest] = recipients;
          moveCard(context.G.zones, id, { from: lookOf(seat), to: handOf(to!) });
          record(context.G, { kind: 'gave', seat, to: to! });
          giveNext(context, seat, rest, keep);
        },
      },
    },
  },
};
