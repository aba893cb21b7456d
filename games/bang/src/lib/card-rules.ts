// What each playing card does, keyed by card (RULES.md §10): how it is played in phase 2 (who
// it may target, why a play is refused, its effect once it has left the hand) and what it
// may answer out of turn. Dodge City's cards add entries; the moves stay the same.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { drawCards, randomFromHand } from './actions';
import { keyOf, type CardKey } from './cards';
import { distance } from './distance';
import { beerWorks, healWith, pushLast } from './effects';
import { hasInPlay, inPlay, isWeaponCard, rangeOf, weaponOf } from './equipment';
import { hooksFor, type Answer, type Context, type PlayArgs, type Refusal } from './hooks';
import { makeKnown, record } from './history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, othersInOrder } from './seats';
import type { BangState, Seat } from './state';

/** How a card chooses what it acts on, for the board and for enumerating moves. */
export type Targeting = 'none' | 'player' | 'player-card';

/** How a card is played in phase 2. */
export interface CardRule {
  targeting: Targeting;
  /** Why the card cannot be played so, or undefined if it can. */
  check: (G: BangState, ctx: Ctx, seat: Seat, args: PlayArgs) => Refusal | undefined;
  /** Its effect, once it has left the hand (brown: to the discard pile; blue: the rule puts it into play). */
  resolve: (context: Context, seat: Seat, card: CardId, args: PlayArgs) => void;
}

/** One card's entry. */
export interface CardEntry {
  /** How it is played in phase 2; none for a card that only answers (Missed!). */
  play?: CardRule;
  /** What it may answer out of turn, each with what it does besides being discarded (a Beer heals). */
  answers?: Partial<Record<Answer, (context: Context, seat: Seat, card: CardId) => void>>;
}

const other = (G: BangState, seat: Seat, target: Seat | undefined): target is Seat =>
  target !== undefined && target !== seat && isAlive(G, target);

/** Checks the card a Panic! or Cat Balou names: a random hand card, or one the target has in play. */
function checkPick(G: BangState, target: Seat, pick: PlayArgs['pick']): Refusal | undefined {
  if (pick === 'hand') return G.zones[handOf(target)]!.length > 0 ? undefined : 'empty-hand';
  return pick !== undefined && inPlay(G, target).includes(pick) ? undefined : 'not-in-play';
}

/** Moves the picked card of the target: a random hand card or the named card in play. */
function takePicked(context: Context, target: Seat, pick: CardId | 'hand', to: string): CardId | undefined {
  if (pick === 'hand') return randomFromHand(context, target, to);
  moveCard(context.G.zones, pick, { from: inPlayOf(target), to });
  return pick;
}

/** How many BANG! cards the seat may play this turn: one, unless an entry says otherwise (Volcanic, Willy the Kid; RULES.md §4.2). */
export function bangAllowance(G: BangState, seat: Seat): number {
  let allowance = 1;
  for (const hooks of hooksFor(G, seat)) if (hooks.bangAllowance) allowance = hooks.bangAllowance(G, seat, allowance);
  return allowance;
}

/** Missed! effects needed against a shot `shooter` fires with `cause` (Slab the Killer's BANG! cards: 2). */
export function missesNeeded(G: BangState, shooter: Seat, cause: CardKey): number {
  let needed = 1;
  for (const hooks of hooksFor(G, shooter)) if (hooks.missesNeeded) needed = hooks.missesNeeded(G, shooter, cause, needed);
  return needed;
}

/** Barrel draws a target gets against one BANG! effect: one per Barrel source (RULES.md §9). */
export function barrelsOf(G: BangState, seat: Seat): number {
  let barrels = 0;
  for (const hooks of hooksFor(G, seat)) barrels += hooks.barrels ?? 0;
  return barrels;
}

const brown = (rule: Omit<CardRule, 'targeting' | 'check'> & Partial<Pick<CardRule, 'targeting' | 'check'>>): CardRule => ({
  targeting: 'none',
  check: () => undefined,
  ...rule,
});

/**
 * Blue cards go into play in front of their player, or of the target for a card played on
 * others (Jail); one weapon, never two cards of a name (RULES.md §4.2).
 */
export function equipment(key: CardKey, { onOther = false, notOnSheriff = false } = {}): CardRule {
  return {
    targeting: onOther ? 'player' : 'none',
    check: (G, _ctx, seat, { target }) => {
      const owner = onOther ? target : seat;
      if (onOther && !other(G, seat, target)) return 'not-a-target';
      if (notOnSheriff && target === G.sheriff) return 'sheriff';
      const weapon = weaponOf(G, owner!);
      // A new weapon replaces the old one, even another copy of it (ruling under §4.2).
      if (hasInPlay(G, owner!, key) && !(weapon !== undefined && keyOf(weapon) === key)) return 'same-name';
      return undefined;
    },
    resolve: (context, seat, id, { target }) => {
      const { G } = context;
      const owner = onOther ? target! : seat;
      const old = isWeaponCard(id) ? weaponOf(G, owner) : undefined;
      if (old !== undefined) {
        moveCard(G.zones, old, { from: inPlayOf(owner), to: 'discard' });
        record(G, { kind: 'discarded', seat: owner, card: keyOf(old), reason: 'weapon' });
      }
      moveCard(G.zones, id, { from: handOf(seat), to: inPlayOf(owner) });
      record(G, { kind: 'equipped', seat, card: key, ...(onOther ? { on: owner } : {}) });
    },
  };
}

/** Every playing card's entry, keyed by card. */
export const CARD_RULES: Partial<Record<CardKey, CardEntry>> = {
  bang: {
    play: brown({
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
        pushLast(G, { kind: 'shot', shot: { source: seat, target: target!, cause: 'bang', needed: missesNeeded(G, seat, 'bang'), misses: 0, barrels: barrelsOf(G, target!) } });
      },
    }),
    // Discarded in a Duel or against Indians!; it does not count as a BANG! played (RULES.md §4.2).
    answers: { bang: () => undefined },
  },
  missed: { answers: { missed: () => undefined } },
  beer: {
    play: brown({ resolve: (context, seat, card) => healWith(context.G, seat, beerWorks(context.G, context.ctx.playOrder) ? 1 : 0, card) }),
    // Out of turn only on a lethal hit; with two players left it restores nothing (RULES.md §10.3, §11.3).
    answers: { beer: (context, seat, card) => healWith(context.G, seat, beerWorks(context.G, context.ctx.playOrder) ? 1 : 0, card) },
  },
  cat_balou: {
    play: brown({
      targeting: 'player-card',
      check: (G, _ctx, seat, { target, pick }) => (other(G, seat, target) ? checkPick(G, target, pick) : 'not-a-target'),
      resolve: (context, seat, _card, { target, pick }) => {
        const lost = takePicked(context, target!, pick!, 'discard');
        record(context.G, { kind: 'lost-card', seat: target!, by: seat, fromHand: pick === 'hand', ...(lost ? { card: keyOf(lost) } : {}) });
      },
    }),
  },
  panic: {
    play: brown({
      targeting: 'player-card',
      check: (G, ctx, seat, { target, pick }) => {
        if (!other(G, seat, target)) return 'not-a-target';
        if (distance(G, ctx, seat, target) > 1) return 'too-far';
        return checkPick(G, target, pick);
      },
      resolve: (context, seat, _card, { target, pick }) => {
        const taken = takePicked(context, target!, pick!, handOf(seat));
        if (pick !== 'hand' && taken) makeKnown(context.G, taken);
        // A card taken from a hand stays secret; one taken from play was public.
        record(context.G, { kind: 'took', seat, from: target!, fromHand: pick === 'hand', ...(pick !== 'hand' && taken ? { card: keyOf(taken) } : {}) });
      },
    }),
  },
  duel: {
    play: brown({
      targeting: 'player',
      check: (G, _ctx, seat, { target }) => (other(G, seat, target) ? undefined : 'not-a-target'),
      resolve: (context, seat, _card, { target }) => pushLast(context.G, { kind: 'duel', challenger: seat, target: target! }),
    }),
  },
  general_store: {
    play: brown({ resolve: (context, seat) => pushLast(context.G, { kind: 'store', order: everyoneFrom(context.G, context.ctx, seat) }) }),
  },
  indians: {
    play: brown({
      resolve: (context, seat) =>
        pushLast(context.G, ...othersInOrder(context.G, context.ctx, seat).map((target) => ({ kind: 'indians' as const, source: seat, target }))),
    }),
  },
  stagecoach: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 2) }) },
  wells_fargo: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 3) }) },
  gatling: {
    // A BANG! effect on every other player, not a BANG! card: no allowance used, one Missed! each (RULES.md §10.11).
    play: brown({
      resolve: (context, seat) =>
        pushLast(
          context.G,
          ...othersInOrder(context.G, context.ctx, seat).map((target) => ({
            kind: 'shot' as const,
            shot: { source: seat, target, cause: 'gatling' as const, needed: missesNeeded(context.G, seat, 'gatling'), misses: 0, barrels: barrelsOf(context.G, target) },
          })),
        ),
    }),
  },
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
};

/** The card a hand card is played as by a seat (Calamity Janet plays a Missed! as a BANG!). */
export function playedAs(G: BangState, seat: Seat, id: CardId): CardKey {
  let key = keyOf(id);
  for (const hooks of hooksFor(G, seat)) if (hooks.playsAs) key = hooks.playsAs(G, seat, id, key);
  return key;
}

/** The rule a hand card is played under in phase 2, if it can be played at all. */
export function playRuleOf(G: BangState, seat: Seat, id: CardId): CardRule | undefined {
  return CARD_RULES[playedAs(G, seat, id)]?.play;
}

/** Why playing this hand card so is refused: its rule, or an entry forbidding it (an event), or undefined if it may be played. */
export function refusal(G: BangState, ctx: Ctx, seat: Seat, id: CardId, args: PlayArgs): Refusal | undefined {
  const key = playedAs(G, seat, id);
  const rule = CARD_RULES[key]?.play;
  if (!rule) return 'forbidden';
  const refused = rule.check(G, ctx, seat, args);
  if (refused !== undefined) return refused;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, id, key, args);
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}

/** Whether a hand card may be used by a seat as `as` (a Missed!, a BANG! in a Duel, a Beer at 0 life; Calamity Janet swaps, ruling 7). */
export function answersAs(G: BangState, seat: Seat, id: CardId, as: Answer): boolean {
  if (CARD_RULES[keyOf(id)]?.answers?.[as] !== undefined) return true;
  for (const hooks of hooksFor(G, seat)) if (hooks.answersAs?.(G, seat, id, as)) return true;
  return false;
}

/** What using a card as an answer does besides being discarded (a Beer heals). */
export function answerEffect(context: Context, seat: Seat, id: CardId, as: Answer): void {
  CARD_RULES[keyOf(id)]?.answers?.[as]?.(context, seat, id);
}
