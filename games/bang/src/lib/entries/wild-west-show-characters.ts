// Wild West Show's 8 characters (WILD-WEST-SHOW.md §W5 Characters; rulings §W9 4-11), keyed by
// character: entries of engine/hooks.ts, like the older sets' abilities in characters.ts.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { CARDS, card as cardData, keyOf, type CardKey } from '../cards';
import { charactersOf, type CharacterKey, type CharacterSet } from '../characters';
import { drawCards, eliminate, randomFromHand } from '../engine/actions';
import type { CardRule, Context, Hooks, PlayArgs } from '../engine/hooks';
import { abilityEntry, cardEntry, hooksFor } from '../engine/registry';
import { drawFromDeck, offerChoice, pushFirst } from '../engine/steps';
import { inPlay } from '../engine/equipment';
import { aimable, cardTaken } from '../engine/plays';
import { faceOf, makeKnown, record } from '../history';
import { handOf, isAlive, othersInOrder } from '../seats';
import type { BangState, CardFace, Seat } from '../state';

const handOfSeat = (G: BangState, seat: Seat) => G.zones[handOf(seat)]!;

// ---- Greygory Deck (WILD-WEST-SHOW.md §W5.4) ----

/**
 * Characters Greygory Deck never draws: himself, and Vera Custer, whose ability is itself a
 * borrowed one (ruling (this module): with `greygoryAllSets` only; the base game has no such character).
 */
const NEVER_DRAWN: ReadonlySet<CharacterKey> = new Set(['greygory_deck', 'vera_custer']);

/**
 * The characters Greygory Deck draws from: the base game's (or, with `greygoryAllSets`, every set
 * in use) that no player is (living or not) and that are not set aside as New Identity spares.
 * His own two go back first, so he may draw them again (FAQ).
 */
export function greygoryPool(G: BangState): CharacterKey[] {
  const sets: readonly CharacterSet[] = G.options.greygoryAllSets ? G.options.characters : ['base'];
  const taken = new Set<CharacterKey>([...Object.values(G.players).map((player) => player.character), ...Object.values(G.spares)]);
  return charactersOf(sets).filter((key) => !taken.has(key) && !NEVER_DRAWN.has(key));
}

/** Greygory Deck draws two characters at random from the pool. */
function drawCharacters(G: BangState, seat: Seat, shuffle: <T>(items: T[]) => T[]): void {
  const drawn = shuffle(greygoryPool(G)).slice(0, 2);
  G.players[seat] = { ...G.players[seat]!, drawn };
  record(G, { kind: 'characters', seat, characters: drawn });
}

/**
 * The characters whose abilities a seat has through Greygory Deck: his own two, or, for Vera
 * Custer copying him, his current two (WILD-WEST-SHOW.md §W7, ruling); none once nobody is him.
 */
function greygoryKeys(G: BangState, seat: Seat): readonly CharacterKey[] {
  const own = G.players[seat];
  if (own?.character === 'greygory_deck') return own.drawn ?? [];
  return Object.values(G.players).find((player) => player.character === 'greygory_deck')?.drawn ?? [];
}

/** The drawn characters whose abilities replace the phase-1 draw (Kit Carlson, Jesse Jones...). */
const drawingKeys = (G: BangState, seat: Seat) => greygoryKeys(G, seat).filter((key) => abilityEntry(key)?.drawPhase !== undefined);

// ---- Lee Van Kliff (WILD-WEST-SHOW.md §W5.6) ----

/** A card id with this face: every copy of a face has the same effect, and the history named it by face. */
const idOfFace = (face: CardFace): CardId | undefined => CARDS.find((data) => data.key === face.key && data.suit === face.suit && data.rank === face.rank)?.id;

/** The card Lee Van Kliff may repeat now and the rule of its effect, if any: the last one he played, brown, not yet repeated. */
function repeatable(G: BangState): { id: CardId; rule: CardRule; as: CardKey } | undefined {
  const last = G.turn.repeatable;
  if (last === undefined || last.done) return undefined;
  const id = idOfFace(last);
  if (id === undefined || cardData(id).color !== 'brown') return undefined;
  const rule = cardEntry(last.as)?.play;
  return rule ? { id, rule, as: last.as } : undefined;
}

/** The BANG! cards of his hand he may discard for it: under The Sermon, none (still using a BANG! card in his own turn). */
const bangsToDiscard = (G: BangState, seat: Seat) =>
  handOfSeat(G, seat).filter((id) => keyOf(id) === 'bang' && !hooksFor(G, seat).some((hooks) => hooks.refusesAnswer?.(G, seat, id, 'bang')));

/** The state as the repeat's checks see it: a repeated BANG! uses none of the turn's allowance. */
const withoutBangs = (G: BangState): BangState => ({ ...G, turn: { ...G.turn, bangs: 0 } });

/** Every legal aim of a repeated effect: its targets and picks chosen again, checked now. */
function repeatAims(G: BangState, ctx: Ctx, seat: Seat, rule: CardRule): PlayArgs[] {
  const list: PlayArgs[] = [];
  if (rule.targeting === 'none') list.push({});
  else {
    for (const target of aimable(G, ctx, seat, rule)) {
      if (rule.targeting !== 'player-card') list.push({ target });
      else {
        if (handOfSeat(G, target).length > 0) list.push({ target, pick: 'hand' });
        for (const pick of inPlay(G, target)) list.push({ target, pick });
      }
    }
  }
  const checked = withoutBangs(G);
  return list.filter((args) => rule.check(checked, ctx, seat, args) === undefined);
}

/** A repeat's arguments as the move takes them: the BANG! card, then the target and the pick. */
function repeatArgs(bang: CardId, { target, pick }: PlayArgs): unknown[] {
  const args: unknown[] = [bang, target ?? null, pick ?? null];
  while (args.length > 1 && args[args.length - 1] === null) args.pop();
  return args;
}

// ---- Flint Westwood (WILD-WEST-SHOW.md §W5.2) ----

/** The other living players Flint Westwood may trade with: those holding a card. */
const tradePartners = (G: BangState, ctx: Ctx, seat: Seat) => othersInOrder(G, ctx, seat).filter((other) => handOfSeat(G, other).length > 0);

/** Wild West Show's characters' abilities, keyed by character. */
export const WILD_WEST_SHOW_ABILITIES: Partial<Record<CharacterKey, Hooks>> = {
  big_spencer: {
    // Dealt 5 cards, as the Sheriff too (WILD-WEST-SHOW.md §W5.1).
    startingCards: 5,
    // No card named Missed!, and no card as one (Calamity Janet's BANG!, a BANG! under Showdown); a card whose
    // own effect cancels a shot (Dodge) still does.
    refusesAnswer: (_G, _seat, id, as) => as === 'missed' && (keyOf(id) === 'missed' || cardEntry(keyOf(id))?.answers?.missed === undefined),
    // Nor a Missed! card played as something else.
    refuses: (_G, _seat, id) => (keyOf(id) === 'missed' ? 'forbidden' : undefined),
  },
  flint_westwood: {
    actions: {
      // Once a turn: the card he gives is chosen first and handed over only after he has taken two at random (ruling (this module)).
      tradeCards: {
        when: 'play',
        perTurn: 1,
        // The card he gives is seen only by him and the one who gets it.
        secret: true,
        available: (G, ctx, seat) => handOfSeat(G, seat).length > 0 && tradePartners(G, ctx, seat).length > 0,
        options: (G, ctx, seat) => handOfSeat(G, seat).flatMap((id) => tradePartners(G, ctx, seat).map((other) => [id, other])),
        use: (context, seat, args) => {
          const { G, ctx } = context;
          const [given, other] = args;
          if (args.length !== 2 || typeof given !== 'string' || !handOfSeat(G, seat).includes(given) || typeof other !== 'string') return false;
          if (!tradePartners(G, ctx, seat).includes(other)) return false;
          record(G, { kind: 'ability', seat, character: 'flint_westwood', target: other });
          for (let i = 0; i < 2; i++) {
            if (randomFromHand(context, other, handOf(seat)) === undefined) break;
            record(G, { kind: 'took', seat, from: other, fromHand: true });
            cardTaken(context, other, seat);
          }
          moveCard(G.zones, given, { from: handOf(seat), to: handOf(other) });
          record(G, { kind: 'gave', seat, to: other });
          return true;
        },
      },
    },
  },
  // Another player's phase-3 discards come to his hand (the engine asks at each such discard).
  gary_looter: { takesDiscards: (_G, self, discarder) => self !== discarder },
  greygory_deck: {
    abilities: greygoryKeys,
    // His first two at setup, so he has abilities from the first round.
    atSetup: (G, seat, shuffle) => drawCharacters(G, seat, shuffle),
    // After his Dynamite and Jail checks, before phase 1, as Vera Custer chooses; not for Vera copying him.
    turnStart: (G, seat) => (G.players[seat]?.character === 'greygory_deck' ? [{ at: 'beforeDraw', step: { kind: 'effect', seat, rule: 'greygory_deck' } }] : []),
    effects: {
      greygory_deck: (context, seat) => {
        // No longer him (New Identity earlier in this turn's start): nothing to choose.
        if (context.G.players[seat]!.character !== 'greygory_deck') return;
        // Become him by New Identity: nothing drawn yet, so he draws.
        if (context.G.players[seat]!.drawn === undefined) return drawCharacters(context.G, seat, context.random.Shuffle);
        offerChoice(context, seat, 'greygory_deck', {});
      },
    },
    // His phase 1: the drawn ability that replaces it, or one of two, his choice; otherwise from the deck.
    drawPhase: (context, seat, count, looked) => {
      const keys = drawingKeys(context.G, seat);
      if (keys.length === 0) return drawFromDeck(context, seat, count);
      if (keys.length === 1) return abilityEntry(keys[0]!)!.drawPhase!(context, seat, count, looked);
      offerChoice(context, seat, 'greygory_deck_draw', { count, looked });
    },
    choices: {
      greygory_deck: {
        options: () => ['keep', 'redraw'],
        resolve: (context, seat, option) => {
          if (option === 'redraw') drawCharacters(context.G, seat, context.random.Shuffle);
        },
      },
      greygory_deck_draw: {
        options: (G, _ctx, seat) => drawingKeys(G, seat),
        resolve: (context, seat, key, data) => {
          const { count, looked } = data as { count: number; looked: number };
          abilityEntry(key as CharacterKey)!.drawPhase!(context, seat, count, looked);
        },
      },
    },
  },
  john_pain: {
    // Below 6 cards, each "draw!" card that counted comes to his hand once settled (checked card by card).
    whenChecked: ({ G }, self, id) => {
      if (handOfSeat(G, self).length >= 6 || !G.zones.discard!.includes(id)) return;
      moveCard(G.zones, id, { from: 'discard', to: handOf(self) });
      makeKnown(G, id);
      record(G, { kind: 'claimed', seat: self, card: keyOf(id) });
    },
  },
  lee_van_kliff: {
    // The last card played from his hand in his own turn, by face (its id may later be hidden); not one
    // Dorothy Rage ordered him to play in another's turn.
    afterPlay: ({ G }, seat, id, key) => {
      if (seat === G.turn.seat) G.turn = { ...G.turn, repeatable: { ...faceOf(id), as: key } };
    },
    actions: {
      // Discards a BANG! card: the effect of the brown card he has just played again, once, with new targets and no cost.
      repeatCard: {
        when: 'play',
        available: (G, _ctx, seat) => repeatable(G) !== undefined && bangsToDiscard(G, seat).length > 0,
        options: (G, ctx, seat) => {
          const last = repeatable(G);
          if (!last) return [];
          const aims = repeatAims(G, ctx, seat, last.rule);
          return bangsToDiscard(G, seat).flatMap((bang) => aims.map((aim) => repeatArgs(bang, aim)));
        },
        use: (context, seat, args) => repeat(context, seat, args),
      },
    },
  },
  teren_kill: {
    // After the Beer window: a draw! instead of elimination (WILD-WEST-SHOW.md §W5.7).
    lastChance: (_G, hit) => ({ kind: 'check', seat: hit.target, rule: 'teren_kill', hit }),
    checks: {
      teren_kill: {
        meets: (suit) => suit !== 'spades',
        good: true,
        outcome: (context, step, stays) => {
          const { G } = context;
          const hit = step.hit!;
          if (!stays) return eliminate(context, step.seat, hit.source);
          // Life set to 1, however far below; the hit was still survived (Bart Cassidy draws).
          G.players[step.seat] = { ...G.players[step.seat]!, life: 1 };
          record(G, { kind: 'survived', seat: step.seat, life: 1 });
          drawCards(context, step.seat, 1);
          pushFirst(G, { kind: 'after-hit', hit });
        },
      },
    },
  },
  youl_grinner: {
    // Before his phase 1 (after Vera Custer's or Greygory Deck's choice).
    turnStart: (_G, seat) => [{ at: 'beforeDraw', step: { kind: 'effect', seat, rule: 'youl_grinner' } }],
    effects: {
      // His hand size is fixed first; then each living player holding more gives one, clockwise from his left.
      youl_grinner: ({ G, ctx }, seat) => {
        const size = handOfSeat(G, seat).length;
        const givers = othersInOrder(G, ctx, seat).filter((other) => handOfSeat(G, other).length > size);
        pushFirst(G, ...givers.map((giver) => ({ kind: 'effect' as const, seat: giver, rule: 'youl_grinner_give', source: seat })));
      },
      youl_grinner_give: (context, giver, step) => {
        if (step.source === undefined || !isAlive(context.G, step.source) || handOfSeat(context.G, giver).length === 0) return;
        offerChoice(context, giver, 'youl_grinner_give', { target: step.source });
      },
    },
    choices: {
      // The giver chooses the card.
      youl_grinner_give: {
        options: (G, _ctx, seat) => handOfSeat(G, seat),
        resolve: ({ G }, seat, id, data) => {
          // `target`: the board names him as the one the choice is about.
          const { target: to } = data as { target: Seat };
          moveCard(G.zones, id, { from: handOf(seat), to: handOf(to) });
          record(G, { kind: 'gave', seat, to });
        },
      },
    },
  },
};

/** Lee Van Kliff's repeat (see `repeatCard`); false, having changed nothing, when the arguments are not legal now. */
function repeat(context: Context, seat: Seat, args: readonly unknown[]): boolean {
  const { G, ctx } = context;
  const last = repeatable(G);
  const [bang, target, pick] = args;
  if (!last || typeof bang !== 'string' || !bangsToDiscard(G, seat).includes(bang)) return false;
  const given = (value: unknown) => value !== undefined && value !== null;
  const aim: PlayArgs = { ...(given(target) ? { target: target as Seat } : {}), ...(given(pick) ? { pick: pick as PlayArgs['pick'] } : {}) };
  const key = JSON.stringify(repeatArgs(bang, aim));
  if (!repeatAims(G, ctx, seat, last.rule).some((legal) => JSON.stringify(repeatArgs(bang, legal)) === key)) return false;
  moveCard(G.zones, bang, { from: handOf(seat), to: 'discard' });
  record(G, { kind: 'discarded', seat, card: 'bang', reason: 'ability' });
  record(G, { kind: 'repeated', seat, card: last.as, ...(aim.target !== undefined ? { target: aim.target } : {}) });
  G.turn = { ...G.turn, repeatable: { ...G.turn.repeatable!, done: true } };
  // Not a BANG! card played: whatever the effect counts against the allowance is given back.
  const bangs = G.turn.bangs;
  last.rule.resolve(context, seat, last.id, aim);
  G.turn = { ...G.turn, bangs };
  return true;
}
