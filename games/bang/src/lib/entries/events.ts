// What each event card does while it is in effect (RULES.md §16 High Noon and A Fistful of Cards), keyed
// by event: entries of the same shape as abilities and cards in play (engine/hooks.ts). The event in
// effect is the first entry asked for every player (`BangState.event`); in the base game there is
// none. The stack that reveals them is event-deck.ts.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { card as cardData, keyOf, type Suit, SUITS } from '../cards';
import { character } from '../characters';
import { discardAll, drawCards, loseLife, turnOver, victory } from '../engine/actions';
import { inPlay } from '../engine/equipment';
import { loseAllGear } from '../engine/gold';
import type { Context, Hooks } from '../engine/hooks';
import { answersAs, answerWith, bangAllowance, cardTaken, isBangCard, isOther, reachCheck, shotOf, suitsOf } from '../engine/plays';
import { cardEntry, reaches } from '../engine/registry';
import { healWith, offerChoice, ownPhaseOne, pushFirst, pushLast } from '../engine/steps';
import type { EventKey } from '../events';
import { faceOf, makeKnown, record } from '../history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, nextLiving } from '../seats';
import type { BangState, Seat } from '../state';

/** The blue cards a player has in play (The Daltons: Jail and Dynamite count, green cards do not). */
const blueInPlay = (G: BangState, seat: Seat): CardId[] => G.zones[inPlayOf(seat)]!.filter((id) => cardData(id).color === 'blue');

/** Discards a card a player has in play because of the event (The Daltons). */
function discardFromPlay(G: BangState, seat: Seat, id: CardId): void {
  moveCard(G.zones, id, { from: inPlayOf(seat), to: 'discard' });
  record(G, { kind: 'discarded', seat, card: keyOf(id), reason: 'event' });
}

/** The hand cards a player may discard as a Missed! (Russian Roulette: Calamity Janet's BANG!, Elena Fuente's any card, Dodge). */
const missedCards = (G: BangState, seat: Seat): CardId[] => G.zones[handOf(seat)]!.filter((id) => answersAs(G, seat, id, 'missed'));

/** Russian Roulette comes to `seat`: a Missed! and it goes on to the next living player, or two lives lost and it stops. */
function roulette(context: Context, seat: Seat): void {
  if (missedCards(context.G, seat).length === 0) return loseLife(context, { target: seat, amount: 2, source: null });
  offerChoice(context, seat, 'russian_roulette', {});
}

/** Every pair of two different BANG! cards (as the player plays them; LeMat's any card, VALLEY-OF-SHADOWS.md §7.2) in a hand: Sniper's. */
function bangPairs(G: BangState, seat: Seat): CardId[][] {
  const bangs = G.zones[handOf(seat)]!.filter((id) => isBangCard(G, seat, id));
  const pairs: CardId[][] = [];
  for (let i = 0; i < bangs.length; i++) for (let j = i + 1; j < bangs.length; j++) pairs.push([bangs[i]!, bangs[j]!]);
  return pairs;
}

/** Whether the arguments name different BANG! cards of the player's hand. */
function holdsBangs(G: BangState, seat: Seat, cards: readonly unknown[]): cards is CardId[] {
  const hand = G.zones[handOf(seat)]!;
  return new Set(cards).size === cards.length && cards.every((id) => hand.includes(id as CardId) && isBangCard(G, seat, id as CardId));
}

/** Every card another living player has in play, with its owner: what Ricochet may aim at. */
const othersCards = (G: BangState, ctx: Pick<Ctx, 'playOrder'>, seat: Seat): [Seat, CardId][] =>
  livingSeats(G, ctx).flatMap((owner) => (owner === seat ? [] : inPlay(G, owner).map((id): [Seat, CardId] => [owner, id])));

/** The turn of an eliminated player under Ghost Town: in the game as a ghost until it ends. */
function ghostTurn(context: Context, seat: Seat): void {
  const { G } = context;
  G.players[seat] = { ...G.players[seat]!, alive: true, ghost: true, life: 0 };
  record(G, { kind: 'returned', seat, as: 'ghost' });
}

/** A ghost's turn is over: out of the game again, his cards discarded, no reward or penalty; the game may end (ruling). */
function fade(context: Context, seat: Seat): void {
  const { G, ctx } = context;
  const { ghost: _gone, ...player } = G.players[seat]!;
  discardAll(G, seat);
  // His black equipment too (GOLD-RUSH.md §G9 Interactions with the other expansions).
  loseAllGear(G, seat, 'eliminated');
  G.players[seat] = { ...player, alive: false, life: 0 };
  record(G, { kind: 'faded', seat });
  G.result = victory(G, ctx.playOrder);
}

/** Whether a player may regain a life (Hard Liquor, Blood Brothers): only below his maximum. */
const wounded = (G: BangState, seat: Seat) => G.players[seat]!.life < G.players[seat]!.maxLife;

/** The rules of each event card, keyed by event. */
export const EVENT_RULES: Partial<Record<EventKey, Hooks>> = {
  // ---- High Noon ----
  // Every card counts as a Heart, or a Spade, rank unchanged: draw! checks, Apache Kid's Diamonds, Black Jack's card.
  blessing: { suit: () => 'hearts' },
  curse: { suit: () => 'spades' },
  // No character has an ability; the Sheriff's extra life is his role's, and maximum life stays (ruling).
  hangover: { disablesAbilities: true },
  // Every eliminated player plays a turn at his seat as a ghost: three cards in phase 1, no elimination, in the game for
  // victory until the turn ends (FAQ); then he is out again, his cards discarded, nobody rewarded (ruling).
  ghost_town: {
    outTurn: { plays: () => true, begin: ghostTurn },
    drawCount: (G, seat, count) => (G.players[seat]!.ghost ? count + 1 : count),
    // Everything he holds is discarded when the turn ends: phase 3 would only discard it sooner.
    handLimit: (G, seat, limit) => (G.players[seat]!.ghost ? Infinity : limit),
    turnEnd: (context, seat) => {
      if (context.G.players[seat]!.ghost) fade(context, seat);
    },
  },
  // Turns go counter-clockwise for the round, from the Sheriff; Dynamite, General Store and Gatling still go clockwise.
  gold_rush: { counterClockwise: true },
  // The final card: a life at the start of every turn, before anything else, nobody responsible (a Beer may save him).
  high_noon: {
    turnStart: (_G, seat) => [{ at: 'event', step: { kind: 'effect', seat, rule: 'high_noon' } }],
    effects: { high_noon: (context, seat) => loseLife(context, { target: seat, amount: 1, source: null }) },
  },
  shootout: { bangAllowance: (_G, _seat, allowance) => allowance + 1 },
  // On reveal, from the Sheriff clockwise, each player with blue cards in play (Jail and Dynamite too, FAQ) discards one of them, his choice.
  the_daltons: {
    onReveal: ({ G, ctx }) =>
      pushLast(G, ...everyoneFrom(G, ctx, G.turn.seat).filter((seat) => blueInPlay(G, seat).length > 0).map((seat) => ({ kind: 'effect' as const, seat, rule: 'the_daltons' }))),
    effects: {
      the_daltons: (context, seat) => {
        const blue = blueInPlay(context.G, seat);
        if (blue.length === 1) discardFromPlay(context.G, seat, blue[0]!);
        else if (blue.length > 1) offerChoice(context, seat, 'the_daltons', {});
      },
    },
    choices: {
      the_daltons: {
        options: (G, _ctx, seat) => blueInPlay(G, seat),
        resolve: ({ G }, seat, id) => discardFromPlay(G, seat, id as CardId),
      },
    },
  },
  // On reveal, the living players with the least life regain one, never above their maximum.
  the_doctor: {
    onReveal: ({ G, ctx }) => {
      const living = livingSeats(G, ctx);
      const least = Math.min(...living.map((seat) => G.players[seat]!.life));
      for (const seat of living) {
        const player = G.players[seat]!;
        if (player.life === least && player.life < player.maxLife) healWith(G, seat, 1);
      }
    },
  },
  // No Beer, not even against a lethal hit; Saloon, Tequila, Whisky and Canteen are not Beers (FAQ).
  the_reverend: {
    refuses: (_G, _seat, _card, key) => (key === 'beer' ? 'event' : undefined),
    refusesAnswer: (_G, _seat, _card, as) => as === 'beer',
  },
  // No BANG! card on one's own turn, played, used as another card or answered with (a Duel he
  // started: he can only lose it), and nothing played as a BANG! (Calamity Janet's Missed!). Other
  // cards with the BANG! symbol, Doc Holyday's ability and BANG! cards out of turn are allowed (FAQ, ruling).
  the_sermon: {
    // What uses the BANG! allowance without being a BANG! card is forbidden too (Fanning, ruling VS-10 of VALLEY-OF-SHADOWS.md §4.5).
    refuses: (G, seat, card, key, _args, from) =>
      from === 'hand' && seat === G.turn.seat && (key === 'bang' || keyOf(card) === 'bang' || cardEntry(key)?.play?.usesBangAllowance === true) ? 'event' : undefined,
    refusesAnswer: (G, seat, card, as) => seat === G.turn.seat && (as === 'bang' || keyOf(card) === 'bang'),
  },
  // After phase 1 the player names a suit; for the rest of his turn he plays, uses and answers with cards of that suit
  // only, by their printed suit, green cards used from play included (ruling).
  handcuffs: {
    turnStart: (_G, seat) => [{ at: 'afterDraw', step: { kind: 'effect', seat, rule: 'handcuffs' } }],
    effects: { handcuffs: (context, seat) => offerChoice(context, seat, 'handcuffs', {}) },
    choices: {
      handcuffs: {
        options: () => SUITS,
        resolve: ({ G }, _seat, suit) => {
          G.turn = { ...G.turn, suit: suit as Suit };
        },
      },
    },
    refuses: (G, seat, card) => (seat === G.turn.seat && G.turn.suit !== undefined && cardData(card).suit !== G.turn.suit ? 'event' : undefined),
    refusesAnswer: (G, seat, card) => seat === G.turn.seat && G.turn.suit !== undefined && cardData(card).suit !== G.turn.suit,
  },
  // At the start of his turn a player may switch, for the rest of the game, to his spare character (the one dealt face down
  // to track his life), at 2 life; hand and cards in play stay, the maximum is the new character's (+1 for the Sheriff).
  new_identity: {
    turnStart: (G, seat) => (G.spares[seat] === undefined ? [] : [{ at: 'event', step: { kind: 'effect', seat, rule: 'new_identity' } }]),
    effects: {
      new_identity: (context, seat) => {
        if (context.G.spares[seat] !== undefined) offerChoice(context, seat, 'new_identity', {});
      },
    },
    choices: {
      new_identity: {
        options: () => ['keep', 'switch'],
        resolve: ({ G }, seat, option) => {
          const spare = G.spares[seat];
          if (option !== 'switch' || spare === undefined) return;
          const { [seat]: _used, ...others } = G.spares;
          G.spares = others;
          // Greygory Deck's drawn characters go back to the pool with him (WILD-WEST-SHOW.md §W7).
          const { borrowed: _lost, drawn: _returned, ...player } = G.players[seat]!;
          const maxLife = character(spare).life + (G.roles[seat] === 'sheriff' ? 1 : 0);
          // A ghost stays at 0 life (ruling VS-33 of VALLEY-OF-SHADOWS.md §7.2).
          G.players[seat] = { ...player, character: spare, life: player.ghosted ? 0 : Math.min(2, maxLife), maxLife };
          record(G, { kind: 'identity', seat, character: spare });
        },
      },
    },
  },
  // Phase 1 takes one card fewer (at least one: Pixie Pete two, Bill Noface his wounds; Kit Carlson looks at three and keeps one).
  thirst: { drawAdjust: -1 },
  // One card more at the end of phase 1 (Kit Carlson takes all three he looks at).
  train_arrival: { drawAdjust: 1 },

  // (A Fistful of Cards) At the end of his turn played to its end, a player draws!: on a Heart he plays another turn at once, which earns none.
  vendetta: {
    turnEndSteps: (G, seat) => (G.turn.extra ? [] : [{ kind: 'check', seat, rule: 'vendetta' }]),
    checks: {
      vendetta: {
        meets: (suit) => suit === 'hearts',
        good: true,
        outcome: ({ G }, _step, again) => {
          if (again) G.turn = { ...G.turn, again: true };
        },
      },
    },
  },

  // ---- A Fistful of Cards ----
  // The final card: at the start of his turn a player is the target of a BANG! for each card in his hand then, fired by
  // nobody; each is answered as usual (ruling: the count is fixed when the turn starts).
  a_fistful_of_cards: {
    turnStart: (_G, seat) => [{ at: 'event', step: { kind: 'effect', seat, rule: 'a_fistful_of_cards' } }],
    effects: {
      a_fistful_of_cards: ({ G }, seat) =>
        pushFirst(G, ...G.zones[handOf(seat)]!.map(() => ({ kind: 'shot' as const, shot: shotOf(G, null, seat, 'bang', []) }))),
    },
  },
  // Every base distance is 1; only cards in play change it, not abilities (ruling: Paul Regret, Rose Doolan).
  ambush: { distance: (parts) => 1 + parts.seenByCards - parts.seesByCards },
  // When the first player eliminated comes up, he is back in the game for good: two lives and two cards, same role and
  // character (ruling), then his turn as usual.
  dead_man: {
    outTurn: {
      plays: (G, seat) => seat === G.firstOut && G.players[seat]!.returned === undefined,
      begin: (context, seat) => {
        const { G } = context;
        G.players[seat] = { ...G.players[seat]!, alive: true, returned: true, life: 2 };
        record(G, { kind: 'returned', seat, as: 'alive' });
        drawCards(context, seat, 2);
      },
    },
  },
  // At the start of his turn a player may lose a life (never his last) to give one to another player (below his maximum).
  blood_brothers: {
    turnStart: (_G, seat) => [{ at: 'event', step: { kind: 'effect', seat, rule: 'blood_brothers' } }],
    effects: {
      blood_brothers: (context, seat) => {
        if (context.G.players[seat]!.life > 1 && livingSeats(context.G, context.ctx).some((other) => other !== seat && wounded(context.G, other))) offerChoice(context, seat, 'blood_brothers', {});
      },
    },
    choices: {
      blood_brothers: {
        options: (G, ctx, seat) => ['keep', ...livingSeats(G, ctx).filter((other) => other !== seat && wounded(G, other))],
        resolve: (context, seat, to) => {
          if (to === 'keep') return;
          // Given before the loss's own consequences (Bart Cassidy's card) resolve; a price paid of his own will, which Saved! cannot make smaller (ruling VS-13).
          loseLife(context, { target: seat, amount: 1, source: null }, { cost: true });
          healWith(context.G, to, 1);
        },
      },
    },
  },
  // A player below his maximum may skip his whole phase 1 to regain a life.
  hard_liquor: {
    drawPhase: (context, seat, count, looked) => {
      if (!wounded(context.G, seat)) return ownPhaseOne(context, seat, count, looked);
      offerChoice(context, seat, 'hard_liquor', { count, looked });
    },
    choices: {
      hard_liquor: {
        options: () => ['draw', 'heal'],
        resolve: (context, seat, option, data) => {
          if (option === 'heal') {
            // Only a Pickaxe reads it (GOLD-RUSH.md §G6): set in a match with the equipment only.
            if (context.G.gold) context.G.turn = { ...context.G.turn, noPhaseOne: true };
            return healWith(context.G, seat, 1);
          }
          const { count, looked } = data as { count: number; looked: number };
          ownPhaseOne(context, seat, count, looked);
        },
      },
    },
  },
  // Phase 1 draws from the deck and shows the second card drawn; phase 2 may not end while that card can be played. The
  // card says how phase 1 goes, so abilities that draw another way are not used (ruling, as for Peyote); those that change
  // how many cards are drawn still count.
  law_of_the_west: {
    drawPhase: (context, seat, count) => {
      const { G } = context;
      const second = drawCards(context, seat, count)[1];
      if (second === undefined) return;
      record(G, { kind: 'shown', seat, card: faceOf(second) });
      makeKnown(G, second);
      G.turn = { ...G.turn, mustPlay: second };
    },
  },
  // Cards in play have no effect: the Colt .45 only, no Barrel, no distance changes, no green card used; Jail and Dynamite
  // are not checked and stay where they are (ruling).
  lasso: { disablesInPlay: () => true },
  // At the end of phase 1, once, a player may discard any number of hand cards and draw as many (ruling: end of phase 1).
  ranch: {
    turnStart: (_G, seat) => [{ at: 'afterDraw', step: { kind: 'effect', seat, rule: 'ranch' } }],
    effects: {
      ranch: (context, seat) => {
        if (context.G.zones[handOf(seat)]!.length > 0) offerChoice(context, seat, 'ranch', { discarded: 0 });
      },
    },
    choices: {
      ranch: {
        // One card at a time, then `done`.
        options: (G, _ctx, seat) => ['done', ...G.zones[handOf(seat)]!],
        resolve: (context, seat, option, data) => {
          const { G } = context;
          const { discarded } = data as { discarded: number };
          if (option === 'done') {
            if (discarded > 0) drawCards(context, seat, discarded);
            return;
          }
          moveCard(G.zones, option, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'discarded', seat, card: keyOf(option), reason: 'event' });
          if (G.zones[handOf(seat)]!.length > 0) offerChoice(context, seat, 'ranch', { discarded: discarded + 1 });
          else drawCards(context, seat, discarded + 1);
        },
      },
    },
  },
  // On reveal, from the Sheriff clockwise and round again, each player discards a Missed! until one cannot or will not: he
  // loses two lives, nobody responsible, and it stops. Cards used as a Missed! from the hand count; Barrels and green cards do not.
  russian_roulette: {
    onReveal: ({ G }) => pushLast(G, { kind: 'effect', seat: G.turn.seat, rule: 'russian_roulette' }),
    effects: { russian_roulette: (context, seat) => roulette(context, seat) },
    choices: {
      russian_roulette: {
        options: (G, _ctx, seat) => ['hit', ...missedCards(G, seat)],
        resolve: (context, seat, option) => {
          const { G, ctx } = context;
          if (option === 'hit') return loseLife(context, { target: seat, amount: 2, source: null });
          answerWith(context, seat, option, 'missed', 'choice');
          const next = nextLiving(G, ctx, seat);
          if (next !== undefined && isAlive(G, next)) pushFirst(G, { kind: 'effect', seat: next, rule: 'russian_roulette' });
        },
      },
    },
  },
  // Phase 1 draws from the top of the discard pile as far as it goes, then the deck; a player who drew from the discards
  // puts his phase-3 discards face down on top of the deck (ruling: only then). Phase-1 abilities are not used.
  abandoned_mine: {
    drawPhase: (context, seat, count) => {
      const { G } = context;
      const fromDiscard = Math.min(count, G.zones.discard!.length);
      for (let i = 0; i < fromDiscard; i++) {
        const top = G.zones.discard![0]!;
        moveCard(G.zones, top, { from: 'discard', to: handOf(seat) });
        makeKnown(G, top);
      }
      if (fromDiscard > 0) {
        record(G, { kind: 'drew', seat, count: fromDiscard, from: 'discard' });
        G.turn = { ...G.turn, buries: true };
      }
      if (count > fromDiscard) drawCards(context, seat, count - fromDiscard);
    },
  },
  // Instead of phase 1 a player guesses red or black and turns over the top card: right, he keeps it and may go on; wrong,
  // it is discarded and phase 1 is over. Phase-1 abilities are not used (ruling).
  peyote: {
    drawPhase: (context, seat) => offerChoice(context, seat, 'peyote', { kept: 0 }),
    choices: {
      peyote: {
        options: (_G, _ctx, _seat, data) => ['red', 'black', ...((data as { kept: number }).kept > 0 ? ['stop'] : [])],
        resolve: (context, seat, guess, data) => {
          const { G } = context;
          if (guess === 'stop') return;
          const flipped = turnOver(context, 'reveal');
          const suit = flipped === undefined ? undefined : cardData(flipped).suit;
          const right = suit !== undefined && (suit === 'hearts' || suit === 'diamonds') === (guess === 'red');
          record(G, { kind: 'guessed', seat, guess: guess as 'red' | 'black', right, ...(flipped ? { card: faceOf(flipped) } : {}) });
          if (flipped === undefined) return;
          if (!right) return void moveCard(G.zones, flipped, { from: 'reveal', to: 'discard', at: 'top' });
          moveCard(G.zones, flipped, { from: 'reveal', to: handOf(seat) });
          makeKnown(G, flipped);
          offerChoice(context, seat, 'peyote', { kept: (data as { kept: number }).kept + 1 });
        },
      },
    },
  },
  // In his phase 2 a player may discard a BANG! card against a card in play in front of another player, any distance, as
  // often as he has them, not as a BANG! played; the card is discarded unless its owner plays a Missed! (no Barrel).
  ricochet: {
    actions: {
      ricochet: {
        when: 'play',
        available: (G, ctx, seat) => othersCards(G, ctx, seat).length > 0 && G.zones[handOf(seat)]!.some((id) => isBangCard(G, seat, id)),
        options: (G, ctx, seat) =>
          G.zones[handOf(seat)]!.filter((id) => isBangCard(G, seat, id)).flatMap((bang) => othersCards(G, ctx, seat).map(([, id]) => [bang, id])),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [bang, aimed] = args;
          if (args.length !== 2 || !holdsBangs(G, seat, [bang])) return false;
          const owner = othersCards(G, ctx, seat).find(([, id]) => id === aimed)?.[0];
          if (owner === undefined) return false;
          moveCard(G.zones, bang as CardId, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'played', seat, card: keyOf(bang as CardId), target: owner });
          // Apache Kid: a Diamond does nothing to his cards.
          if (!reaches(G, owner, seat, suitsOf(G, [bang as CardId]))) {
            record(G, { kind: 'unaffected', seat: owner, by: seat, card: 'bang' });
            return true;
          }
          offerChoice(context, owner, 'ricochet', { card: aimed });
          return true;
        },
      },
    },
    choices: {
      ricochet: {
        options: (G, _ctx, seat) => ['lose', ...missedCards(G, seat)],
        resolve: (context, seat, option, data) => {
          const { card } = data as { card: CardId };
          if (option !== 'lose') return answerWith(context, seat, option, 'missed', 'choice');
          if (!context.G.zones[inPlayOf(seat)]!.includes(card)) return;
          discardFromPlay(context.G, seat, card);
          // The card was shot at by the player whose phase 2 it is (Henry Block shoots him).
          cardTaken(context, seat, context.G.turn.seat);
        },
      },
    },
  },
  // In his phase 2 a player may discard two BANG! cards together against one player within reach: a BANG! played (it uses
  // the turn's allowance) that only two Missed! effects cancel; a good Barrel draw is one of them (ruling).
  sniper: {
    actions: {
      sniper: {
        when: 'play',
        available: (G, _ctx, seat) => G.turn.bangs < bangAllowance(G, seat) && bangPairs(G, seat).length > 0,
        options: (G, ctx, seat) =>
          G.turn.bangs < bangAllowance(G, seat)
            ? bangPairs(G, seat).flatMap((pair) => livingSeats(G, ctx).filter((target) => reachCheck(G, ctx, seat, target, undefined) === undefined).map((target) => [...pair, target]))
            : [],
        targetRefusal: (G, ctx, seat, _prefix, target) => reachCheck(G, ctx, seat, target, undefined),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [first, second, target] = args;
          if (args.length !== 3 || first === second || !holdsBangs(G, seat, [first, second]) || typeof target !== 'string' || !isOther(G, seat, target)) return false;
          if (G.turn.bangs >= bangAllowance(G, seat) || reachCheck(G, ctx, seat, target, undefined) !== undefined) return false;
          const pair = [first, second] as CardId[];
          for (const id of pair) moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'played', seat, card: 'bang', target });
          G.turn = { ...G.turn, bangs: G.turn.bangs + 1 };
          pushLast(G, { kind: 'shot', shot: { ...shotOf(G, seat, target, 'bang', suitsOf(G, pair)), needed: 2 } });
          return true;
        },
      },
    },
  },
  // No card is put in play, in front of anyone; cards already there keep working and green ones may still be used (ruling).
  the_judge: { refuses: (_G, _seat, card, _key, _args, from) => (from === 'hand' && cardData(card).color !== 'brown' ? 'event' : undefined) },
};
