// What each playing card does, keyed by card (RULES.md §10 Base playing cards; §15.4 Dodge City card
// reference): how it is played in phase 2 (who it may target, why a play is refused, its effect
// once it has left the hand) and what it may answer out of turn. The effects green cards have when
// used from play are their in-play entries (equipment.ts); they share the helpers here.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { affects, drawCards, randomFromHand } from './actions';
import { card as cardData, keyOf, type CardKey, type Suit } from './cards';
import type { CharacterKey } from './characters';
import { distance } from './distance';
import { beerWorks, healWith, offerChoice, pushLast, suitOf } from './effects';
import { hasInPlay, inPlay, isWeaponCard, rangeOf, weaponOf } from './equipment';
import { eventHooks, hooksFor, inPlayHooks, inPlayWorks, type Answer, type ChoiceRule, type Context, type Hooks, type PlayArgs, type Refusal } from './hooks';
import { makeKnown, record } from './history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, othersInOrder } from './seats';
import type { BangState, Seat, Shot, Source } from './state';

/**
 * How a card chooses what it acts on, for the board and for enumerating moves: nothing, another
 * player, another player and one of his cards (or a random hand card), or any player including
 * oneself (Tequila).
 */
export type Targeting = 'none' | 'player' | 'player-card' | 'anyone';

/** How a card is played in phase 2 (or, for a green card, used from play). */
export interface CardRule {
  targeting: Targeting;
  /** Why the card cannot be played so, or undefined if it can. */
  check: (G: BangState, ctx: Ctx, seat: Seat, args: PlayArgs) => Refusal | undefined;
  /** Its effect, once it has left the hand (brown: to the discard pile; blue: the rule puts it into play). */
  resolve: (context: Context, seat: Seat, card: CardId, args: PlayArgs) => void;
  /** "Discard another card" (RULES.md §15.2 "Discard another card" symbol): playing it also discards one other hand card, named by the play. */
  discardsAnother?: boolean;
}

/** One card's entry. */
export interface CardEntry {
  /** How it is played in phase 2; none for a card that only answers (Missed!). */
  play?: CardRule;
  /** What it may answer out of turn, each with what it does besides being discarded (a Beer heals). */
  answers?: Partial<Record<Answer, (context: Context, seat: Seat, card: CardId) => void>>;
  /** Effects its steps run, by effect id (Brawl's discard for each player). */
  effects?: Hooks['effects'];
  /** Choices it offers, by choice id (Brawl: which card each player discards). */
  choices?: Readonly<Record<string, ChoiceRule>>;
}

/** Whether `target` is a living player other than `seat`. */
export function isOther(G: BangState, seat: Seat, target: Seat | undefined): target is Seat {
  return target !== undefined && target !== seat && isAlive(G, target);
}

/** Checks the card a Panic!-like or Cat Balou-like effect names: a random hand card, or one the target has in play. */
export function checkPick(G: BangState, target: Seat, pick: PlayArgs['pick']): Refusal | undefined {
  if (pick === 'hand') return G.zones[handOf(target)]!.length > 0 ? undefined : 'empty-hand';
  return pick !== undefined && inPlay(G, target).includes(pick) ? undefined : 'not-in-play';
}

/** Moves the picked card of the target: a random hand card or the named card in play. */
function takePicked(context: Context, target: Seat, pick: CardId | 'hand', to: string): CardId | undefined {
  if (pick === 'hand') return randomFromHand(context, target, to);
  moveCard(context.G.zones, pick, { from: inPlayOf(target), to });
  return pick;
}

/** The suits cards count as now (Blessing, Curse): what Apache Kid's immunity reads. */
export function suitsOf(G: BangState, cards: readonly CardId[]): Suit[] {
  return cards.map((id) => suitOf(G, id));
}

/** Cat Balou's effect (also Can Can's, and each of Brawl's discards): the target loses the picked card, unless the card played (`cause`, `suits`) does not reach him. */
export function discardPicked(context: Context, seat: Seat, target: Seat, pick: CardId | 'hand', cause: CardKey, suits: readonly Suit[]): void {
  if (!affects(context.G, target, seat, cause, suits)) return;
  const lost = takePicked(context, target, pick, 'discard');
  record(context.G, { kind: 'lost-card', seat: target, by: seat, fromHand: pick === 'hand', ...(lost ? { card: keyOf(lost) } : {}) });
}

/** Panic!'s effect (also Rag Time's and Conestoga's): the picked card goes to the player's hand, unless the card played (`cause`, `suits`) does not reach the target. */
export function takeInto(context: Context, seat: Seat, target: Seat, pick: CardId | 'hand', cause: CardKey, suits: readonly Suit[]): void {
  if (!affects(context.G, target, seat, cause, suits)) return;
  const taken = takePicked(context, target, pick, handOf(seat));
  if (pick !== 'hand' && taken) makeKnown(context.G, taken);
  // A card taken from a hand stays secret; one taken from play was public.
  record(context.G, { kind: 'took', seat, from: target, fromHand: pick === 'hand', ...(pick !== 'hand' && taken ? { card: keyOf(taken) } : {}) });
}

/** How many BANG! cards the seat may play this turn: one, unless an entry says otherwise (Volcanic, Willy the Kid; RULES.md §4.2 Phase 2 — play cards). */
export function bangAllowance(G: BangState, seat: Seat): number {
  let allowance = 1;
  for (const hooks of hooksFor(G, seat)) if (hooks.bangAllowance) allowance = hooks.bangAllowance(G, seat, allowance);
  return allowance;
}

/** Missed! effects needed against a shot `shooter` fires with `cause` (Slab the Killer's BANG! cards: 2). */
export function missesNeeded(G: BangState, shooter: Seat, cause: CardKey | CharacterKey): number {
  let needed = 1;
  for (const hooks of hooksFor(G, shooter)) if (hooks.missesNeeded) needed = hooks.missesNeeded(G, shooter, cause, needed);
  return needed;
}

/** Barrel draws a target gets against one BANG! effect: one per Barrel source (RULES.md §9 Shots: BANG! and Missed!). */
export function barrelsOf(G: BangState, seat: Seat): number {
  let barrels = 0;
  for (const hooks of hooksFor(G, seat)) barrels += hooks.barrels ?? 0;
  return barrels;
}

/** A BANG! effect of `source` (nobody: null) against `target`, fired by `cause` with cards of `suits`. */
export function shotOf(G: BangState, source: Source, target: Seat, cause: CardKey | CharacterKey, suits: Suit[]): Shot {
  return { source, target, cause, suits, needed: source === null ? 1 : missesNeeded(G, source, cause), misses: 0, barrels: barrelsOf(G, target) };
}

/** Queues a BANG! effect of `source` against `target`, fired by `cause` with cards of `suits` (a BANG! card, Punch, a green gun, Doc Holyday's discards). */
export function shoot(G: BangState, source: Seat, target: Seat, cause: CardKey | CharacterKey, suits: Suit[]): void {
  pushLast(G, { kind: 'shot', shot: shotOf(G, source, target, cause, suits) });
}

/** Queues a BANG! effect against every other living player, clockwise from the player's left (Gatling, Howitzer; ruling: one at a time). */
export function shootEveryone(context: Context, source: Seat, cause: CardKey, card: CardId): void {
  const suits = suitsOf(context.G, [card]);
  for (const target of othersInOrder(context.G, context.ctx, source)) shoot(context.G, source, target, cause, suits);
}

/** Life a Beer restores to a seat now: 1 (Tequila Joe: 2), nothing with two players left (RULES.md §10.3 Beer). */
export function beerHeal(G: BangState, playOrder: readonly Seat[], seat: Seat): number {
  if (!beerWorks(G, playOrder)) return 0;
  let amount = 1;
  for (const hooks of hooksFor(G, seat)) if (hooks.beerHeals) amount = hooks.beerHeals(G, seat, amount);
  return amount;
}

/**
 * Why another player cannot be aimed at by a card reaching `reach`: the weapon's range when
 * undefined (BANG!, Pepperbox), a printed distance (Panic!, Punch, Knife), or (null) any
 * distance (Cat Balou, Springfield, Buffalo Rifle). Undefined when he can.
 */
export function reachCheck(G: BangState, ctx: Ctx, seat: Seat, target: Seat | undefined, reach: number | undefined | null): Refusal | undefined {
  if (!isOther(G, seat, target)) return 'not-a-target';
  if (reach === null) return undefined;
  if (reach === undefined) return distance(G, ctx, seat, target) > rangeOf(G, seat) ? 'out-of-reach' : undefined;
  return distance(G, ctx, seat, target) > reach ? 'too-far' : undefined;
}

/** Why a Panic!-like or Cat Balou-like card reaching `reach` cannot name this player's card (see `reachCheck`, `checkPick`). */
export function pickCheck(G: BangState, ctx: Ctx, seat: Seat, { target, pick }: PlayArgs, reach: number | null): Refusal | undefined {
  return reachCheck(G, ctx, seat, target, reach) ?? checkPick(G, target!, pick);
}

// Green cards' rules (equipment.ts) are written out as objects instead of built with these
// two: the modules import each other, and a rule built by a call at load time could run before
// this module is ready.

/** A rule that shoots one other player at `reach` (see `reachCheck`). */
function shotRule(cause: CardKey, reach: number | undefined | null): CardRule {
  return {
    targeting: 'player',
    check: (G, ctx, seat, { target }) => reachCheck(G, ctx, seat, target, reach),
    resolve: (context, seat, card, { target }) => shoot(context.G, seat, target!, cause, suitsOf(context.G, [card])),
  };
}

/** A Panic!-like (`take`) or Cat Balou-like (`discard`) rule on another player's card at `reach` (see `reachCheck`). */
function pickRule(effect: 'take' | 'discard', reach: number | null): CardRule {
  return {
    targeting: 'player-card',
    check: (G, ctx, seat, args) => pickCheck(G, ctx, seat, args, reach),
    resolve: (context, seat, card, { target, pick }) => (effect === 'take' ? takeInto : discardPicked)(context, seat, target!, pick!, keyOf(card), suitsOf(context.G, [card])),
  };
}

function brown(rule: Omit<CardRule, 'targeting' | 'check'> & Partial<Pick<CardRule, 'targeting' | 'check'>>): CardRule {
  return { targeting: 'none', check: () => undefined, ...rule };
}

/**
 * Blue and green cards go into play in front of their player, or of the target for a card played on
 * others (Jail); one weapon, never two cards of a name (RULES.md §4.2 Phase 2 — play cards). A green card
 * waits until the next turn before it may be used (RULES.md §15.1 Green-bordered cards). A Jail that does
 * not reach its target (Apache Kid) is discarded.
 */
export function equipment(key: CardKey, { onOther = false, notOnSheriff = false } = {}): CardRule {
  return {
    targeting: onOther ? 'player' : 'none',
    check: (G, _ctx, seat, { target }) => {
      const owner = onOther ? target : seat;
      if (onOther && !isOther(G, seat, target)) return 'not-a-target';
      if (notOnSheriff && target === G.sheriff) return 'sheriff';
      const weapon = weaponOf(G, owner!);
      // A new weapon replaces the old one, even another copy of it (a Ruling of RULES.md §4.2 Phase 2 — play cards).
      if (hasInPlay(G, owner!, key) && !(weapon !== undefined && keyOf(weapon) === key)) return 'same-name';
      return undefined;
    },
    resolve: (context, seat, id, { target }) => {
      const { G } = context;
      const owner = onOther ? target! : seat;
      if (owner !== seat && !affects(G, owner, seat, key, suitsOf(G, [id]))) {
        moveCard(G.zones, id, { from: handOf(seat), to: 'discard' });
        return;
      }
      const old = isWeaponCard(id) ? weaponOf(G, owner) : undefined;
      if (old !== undefined) {
        moveCard(G.zones, old, { from: inPlayOf(owner), to: 'discard' });
        record(G, { kind: 'discarded', seat: owner, card: keyOf(old), reason: 'weapon' });
      }
      moveCard(G.zones, id, { from: handOf(seat), to: inPlayOf(owner) });
      if (cardData(id).color === 'green') G.turn = { ...G.turn, fresh: [...G.turn.fresh, id] };
      record(G, { kind: 'equipped', seat, card: key, ...(onOther ? { on: owner } : {}) });
    },
  };
}

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
      resolve: (context, seat, card, { target }) => {
        const { G } = context;
        G.turn = { ...G.turn, bangs: G.turn.bangs + 1 };
        shoot(G, seat, target!, 'bang', suitsOf(G, [card]));
      },
    }),
    // Discarded in a Duel or against Indians!; it does not count as a BANG! played (RULES.md §4.2 Phase 2 — play cards).
    answers: { bang: () => undefined },
  },
  missed: { answers: { missed: () => undefined } },
  beer: {
    play: brown({ resolve: (context, seat, card) => healWith(context.G, seat, beerHeal(context.G, context.ctx.playOrder, seat), card) }),
    // Out of turn only on a lethal hit; with two players left it restores nothing (RULES.md §10.3 Beer; §11.3 Beer and lethal hits).
    answers: { beer: (context, seat, card) => healWith(context.G, seat, beerHeal(context.G, context.ctx.playOrder, seat), card) },
  },
  cat_balou: { play: brown(pickRule('discard', null)) },
  panic: { play: brown(pickRule('take', 1)) },
  duel: {
    play: brown({
      targeting: 'player',
      check: (G, _ctx, seat, { target }) => (isOther(G, seat, target) ? undefined : 'not-a-target'),
      // Apache Kid's ability does not work in a Duel: nothing asks whether it reaches him.
      resolve: (context, seat, _card, { target }) => pushLast(context.G, { kind: 'duel', challenger: seat, target: target! }),
    }),
  },
  general_store: {
    play: brown({ resolve: (context, seat) => pushLast(context.G, { kind: 'store', order: everyoneFrom(context.G, context.ctx, seat) }) }),
  },
  indians: {
    play: brown({
      resolve: (context, seat, card) =>
        pushLast(context.G, ...othersInOrder(context.G, context.ctx, seat).map((target) => ({ kind: 'indians' as const, source: seat, target, suits: suitsOf(context.G, [card]) }))),
    }),
  },
  stagecoach: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 2) }) },
  wells_fargo: { play: brown({ resolve: (context, seat) => void drawCards(context, seat, 3) }) },
  // A BANG! effect on every other player, not a BANG! card: no allowance used, one Missed! each (RULES.md §10.11 Gatling).
  gatling: { play: brown({ resolve: (context, seat, card) => shootEveryone(context, seat, 'gatling', card) }) },
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
        pushLast(context.G, ...brawlTargets(context, seat).map((target) => ({ kind: 'effect' as const, seat: target, rule: 'brawl', source: seat, cause: 'brawl' as const, suits: suitsOf(context.G, [card]) }))),
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

/**
 * Why playing this hand card so is refused: its rule, the other card a "discard another card" card
 * needs (another card of the hand, RULES.md §15.2 "Discard another card" symbol; none for any other card),
 * or an entry forbidding it (an event); undefined if it may be played.
 */
export function refusal(G: BangState, ctx: Ctx, seat: Seat, id: CardId, args: PlayArgs): Refusal | undefined {
  const key = playedAs(G, seat, id);
  const rule = CARD_RULES[key]?.play;
  if (!rule) return 'forbidden';
  if (rule.discardsAnother ? args.extra === undefined || args.extra === id || !G.zones[handOf(seat)]!.includes(args.extra) : args.extra !== undefined) return 'no-other-card';
  const refused = rule.check(G, ctx, seat, args);
  if (refused !== undefined) return refused;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, id, key, args, 'hand');
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}

/**
 * Whether a hand card may be used by a seat as `as` (a Missed!, a BANG! in a Duel, a Beer at 0
 * life; Calamity Janet swaps; ruling: in Duels too), unless the event in effect refuses it.
 */
export function answersAs(G: BangState, seat: Seat, id: CardId, as: Answer): boolean {
  if (eventHooks(G)?.refusesAnswer?.(G, seat, id, as)) return false;
  if (CARD_RULES[keyOf(id)]?.answers?.[as] !== undefined) return true;
  for (const entry of hooksFor(G, seat)) if (entry.answersAs?.(G, seat, id, as)) return true;
  return false;
}

/** What using a card as an answer does besides being discarded (a Beer heals). */
export function answerEffect(context: Context, seat: Seat, id: CardId, as: Answer): void {
  CARD_RULES[keyOf(id)]?.answers?.[as]?.(context, seat, id);
}

/**
 * Whether a card the seat has in play may answer as `as` now by being discarded (a green card with
 * the Missed! symbol, RULES.md §15.1 Green-bordered cards): it must be in play since an earlier turn, and
 * working (not during Belle Star's turn).
 */
export function answersFromPlay(G: BangState, seat: Seat, id: CardId, as: Answer): boolean {
  return inPlay(G, seat).includes(id) && readyToUse(G, id) && inPlayWorks(G, seat) && inPlayHooks(id)?.discardsAs?.[as] !== undefined;
}

/** Whether a green card in play may be used: not on the turn it was put in play (RULES.md §15.1 Green-bordered cards). */
export const readyToUse = (G: BangState, id: CardId): boolean => !G.turn.fresh.includes(id);

/** The rule a card the seat has in play is used under in its phase 2 (a green card), if it may be used now at all. */
export function useRuleOf(G: BangState, seat: Seat, id: CardId): CardRule | undefined {
  if (!inPlay(G, seat).includes(id) || !readyToUse(G, id) || !inPlayWorks(G, seat)) return undefined;
  return inPlayHooks(id)?.use;
}

/** Why using this card in play so is refused (see `refusal`), or undefined if it may be used. */
export function useRefusal(G: BangState, ctx: Ctx, seat: Seat, id: CardId, args: PlayArgs): Refusal | undefined {
  const rule = useRuleOf(G, seat, id);
  if (!rule) return 'forbidden';
  if (args.extra !== undefined) return 'no-other-card';
  const refused = rule.check(G, ctx, seat, args);
  if (refused !== undefined) return refused;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, id, keyOf(id), args, 'play');
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}
