// What each playing card does when played in phase 2, keyed by card (RULES.md §10). A card's
// rule says whether it can be played now with the given target and choice, and resolves it
// once it has left the hand. Dodge City's cards add entries; the play move stays the same.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import type { Context } from './abilities';
import { drawCards, randomFromHand } from './actions';
import { keyOf, type CardKey } from './cards';
import { abilityOf } from './character-abilities';
import { distance } from './distance';
import { beerWorks, healWith, pushLast } from './effects';
import { EQUIPMENT, hasInPlay, inPlay, passive, rangeOf, weaponOf } from './equipment';
import { makeKnown, record } from './history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, othersInOrder } from './seats';
import type { BangState, Seat } from './state';

/** What a play names besides the card: a target player, and for Panic!/Cat Balou which card ('hand' = a random hand card). */
export interface PlayArgs {
  target?: Seat;
  pick?: CardId | 'hand';
}

/** How a card chooses what it acts on, for the board and for enumerating moves. */
export type Targeting = 'none' | 'player' | 'player-card';

/** Why a card cannot be played so; the board explains each in words (locale `board.why.<reason>`). */
export type Refusal = 'not-a-target' | 'sheriff' | 'same-name' | 'one-bang' | 'out-of-reach' | 'too-far' | 'empty-hand' | 'not-in-play';

/** The rule of one card. */
export interface CardRule {
  targeting: Targeting;
  /** Why the card cannot be played so, or undefined if it can. */
  check: (G: BangState, ctx: Ctx, seat: Seat, args: PlayArgs) => Refusal | undefined;
  /** Its effect, after it left the hand (brown: to the discard pile; blue: into play). */
  resolve: (context: Context, seat: Seat, card: CardId, args: PlayArgs) => void;
}

const other = (G: BangState, seat: Seat, target: Seat | undefined): target is Seat =>
  target !== undefined && target !== seat && isAlive(G, target);

/** Checks the card a Panic! or Cat Balou names: a random hand card, or one the target has in play. */
function checkPick(G: BangState, target: Seat, pick: PlayArgs['pick']): Refusal | undefined {
  if (pick === 'hand') return G.zones[handOf(target)]!.length > 0 ? undefined : 'empty-hand';
  return pick !== undefined && inPlay(G, target).includes(pick) ? undefined : 'not-in-play';
}

/** Moves the picked card of the target: a random hand card or the named card in play. */
function takePicked(context: Context, seat: Seat, target: Seat, pick: CardId | 'hand', to: string): CardId | undefined {
  if (pick === 'hand') return randomFromHand(context, target, to);
  moveCard(context.G.zones, pick, { from: inPlayOf(target), to });
  return pick;
}

/** How many BANG! cards the seat may play this turn: one, unless Volcanic or Willy the Kid (RULES.md §4.2). */
export function bangAllowance(G: BangState, seat: Seat): number {
  if (abilityOf(G, seat).unlimitedBang) return Infinity;
  if (inPlay(G, seat).some((id) => EQUIPMENT[keyOf(id)]?.unlimitedBang)) return Infinity;
  return 1;
}

const brown = (rule: Omit<CardRule, 'targeting' | 'check'> & Partial<Pick<CardRule, 'targeting' | 'check'>>): CardRule => ({
  targeting: 'none',
  check: () => undefined,
  ...rule,
});

/** Blue cards go in front of their player (Jail: of the target); one weapon, never two of a name (RULES.md §4.2). */
function equipment(key: CardKey): CardRule {
  const onOther = EQUIPMENT[key]?.onOther === true;
  const weapon = EQUIPMENT[key]?.range !== undefined;
  return {
    targeting: onOther ? 'player' : 'none',
    check: (G, _ctx, seat, { target }) => {
      const owner = onOther ? target : seat;
      if (onOther) {
        if (!other(G, seat, target)) return 'not-a-target';
        if (key === 'jail' && target === G.sheriff) return 'sheriff';
      }
      // A new weapon replaces the old one, even another copy of it (ruling under §4.2).
      if (!weapon && hasInPlay(G, owner!, key)) return 'same-name';
      return undefined;
    },
    resolve: (context, seat, id, { target }) => {
      const { G } = context;
      const owner = onOther ? target! : seat;
      const old = weapon ? weaponOf(G, owner) : undefined;
      if (old !== undefined) {
        moveCard(G.zones, old, { from: inPlayOf(owner), to: 'discard' });
        record(G, { kind: 'discarded', seat: owner, card: keyOf(old), reason: 'weapon' });
      }
      moveCard(G.zones, id, { from: handOf(seat), to: inPlayOf(owner) });
      record(G, { kind: 'equipped', seat, card: key, ...(onOther ? { on: owner } : {}) });
    },
  };
}

/** Every card that can be played in phase 2. Missed! is missing on purpose: it only answers shots. */
export const CARD_RULES: Partial<Record<CardKey, CardRule>> = {
  bang: brown({
    targeting: 'player',
    check: (G, ctx, seat, { target }) => {
      if (!other(G, seat, target)) return 'not-a-target';
      if (G.turn.bangs >= bangAllowance(G, seat)) return 'one-bang';
      if (distance(G, ctx, seat, target) > rangeOf(G, seat)) return 'out-of-reach';
      return undefined;
    },
    resolve: (context, seat, _card, { target }) => {
      const { G } = context;
      G.turn = { ...G.turn, bangs: G.turn.bangs + 1 };
      const needed = abilityOf(G, seat).bangMisses ?? 1;
      pushLast(G, { kind: 'shot', shot: { source: seat, target: target!, cause: 'bang', needed, misses: 0, barrels: barrelsOf(G, target!) } });
    },
  }),
  beer: brown({
    resolve: (context, seat, card) => healWith(context.G, seat, beerWorks(context.G, context.ctx.playOrder) ? 1 : 0, card),
  }),
  cat_balou: brown({
    targeting: 'player-card',
    check: (G, _ctx, seat, { target, pick }) => {
      if (!other(G, seat, target)) return 'not-a-target';
      return checkPick(G, target, pick);
    },
    resolve: (context, seat, _card, { target, pick }) => {
      const lost = takePicked(context, seat, target!, pick!, 'discard');
      record(context.G, { kind: 'lost-card', seat: target!, by: seat, fromHand: pick === 'hand', ...(lost ? { card: keyOf(lost) } : {}) });
    },
  }),
  panic: brown({
    targeting: 'player-card',
    check: (G, ctx, seat, { target, pick }) => {
      if (!other(G, seat, target)) return 'not-a-target';
      if (distance(G, ctx, seat, target) > 1) return 'too-far';
      return checkPick(G, target, pick);
    },
    resolve: (context, seat, _card, { target, pick }) => {
      const taken = takePicked(context, seat, target!, pick!, handOf(seat));
      if (pick !== 'hand' && taken) makeKnown(context.G, taken);
      // A card taken from a hand stays secret; one taken from play was public.
      record(context.G, { kind: 'took', seat, from: target!, fromHand: pick === 'hand', ...(pick !== 'hand' && taken ? { card: keyOf(taken) } : {}) });
    },
  }),
  duel: brown({
    targeting: 'player',
    check: (G, _ctx, seat, { target }) => (other(G, seat, target) ? undefined : 'not-a-target'),
    resolve: (context, seat, _card, { target }) => pushLast(context.G, { kind: 'duel', challenger: seat, target: target! }),
  }),
  general_store: brown({
    resolve: (context, seat) => pushLast(context.G, { kind: 'store', order: everyoneFrom(context.G, context.ctx, seat) }),
  }),
  indians: brown({
    resolve: (context, seat) =>
      pushLast(context.G, ...othersInOrder(context.G, context.ctx, seat).map((target) => ({ kind: 'indians' as const, source: seat, target }))),
  }),
  stagecoach: brown({ resolve: (context, seat) => void drawCards(context, seat, 2) }),
  wells_fargo: brown({ resolve: (context, seat) => void drawCards(context, seat, 3) }),
  gatling: brown({
    // A BANG! effect on every other player, not a BANG! card: no allowance used, one Missed! each (RULES.md §10.11).
    resolve: (context, seat) =>
      pushLast(
        context.G,
        ...othersInOrder(context.G, context.ctx, seat).map((target) => ({
          kind: 'shot' as const,
          shot: { source: seat, target, cause: 'gatling' as const, needed: 1, misses: 0, barrels: barrelsOf(context.G, target) },
        })),
      ),
  }),
  saloon: brown({
    resolve: (context) => {
      for (const seat of livingSeats(context.G, context.ctx)) {
        if (context.G.players[seat]!.life < context.G.players[seat]!.maxLife) healWith(context.G, seat, 1);
      }
    },
  }),
  barrel: equipment('barrel'),
  dynamite: equipment('dynamite'),
  jail: equipment('jail'),
  mustang: equipment('mustang'),
  scope: equipment('scope'),
  volcanic: equipment('volcanic'),
  schofield: equipment('schofield'),
  remington: equipment('remington'),
  rev_carabine: equipment('rev_carabine'),
  winchester: equipment('winchester'),
};

/** Barrel draws a target gets against one BANG! effect: one per Barrel source (RULES.md §9). */
export const barrelsOf = (G: BangState, seat: Seat): number => passive(G, seat, 'barrels');

/** The rule a card is played under by a seat: Calamity Janet plays Missed! as BANG!. */
export function playedAs(G: BangState, seat: Seat, id: CardId): CardKey {
  const key = keyOf(id);
  return key === 'missed' && abilityOf(G, seat).swapsBangAndMissed ? 'bang' : key;
}

/** Whether a card can answer as a Missed! for a seat (Calamity Janet: BANG! too). */
export function answersAsMissed(G: BangState, seat: Seat, id: CardId): boolean {
  const key = keyOf(id);
  return key === 'missed' || (key === 'bang' && abilityOf(G, seat).swapsBangAndMissed === true);
}

/** Whether a card can be discarded as a BANG! in a Duel or against Indians! (Calamity Janet: Missed! too, ruling 7). */
export function answersAsBang(G: BangState, seat: Seat, id: CardId): boolean {
  const key = keyOf(id);
  return key === 'bang' || (key === 'missed' && abilityOf(G, seat).swapsBangAndMissed === true);
}
