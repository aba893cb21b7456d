// How cards are played and answered, for the entries and the turn code: the checks a play must
// pass (reach, picks, the "discard another card" cost, what entries refuse), the shots, picks and
// Beer healing cards are made of, the rule a card is played or used under now, and answering
// with a card out of turn (RULES.md §4.2 Phase 2 — play cards; §9 Shots: BANG! and Missed!;
// §15.1 Green-bordered cards). A card's own effect is its entry (src/lib/entries).
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { affects, randomFromHand, settleEmptyHands } from './actions';
import { card as cardData, keyOf, type CardKey, type Suit } from '../cards';
import type { CharacterKey } from '../characters';
import { distance } from './distance';
import { beerWorks, pushLast, suitOf } from './steps';
import { hasInPlay, inPlay, isWeaponCard, weaponOf, rangeOf } from './equipment';
import { cardEntry, hooksFor, inPlayHooks, inPlayWorks } from './registry';
import type { AbilityAction, Answer, CardRule, Context, PlayArgs, Refusal } from './hooks';
import { makeKnown, record } from '../history';
import { everyoneFrom, handOf, inPlayOf, isAlive, livingSeats, othersInOrder } from '../seats';
import type { BangState, Seat, Shot, Source } from '../state';
import { windows, type Windows } from './windows';
import { answersAs, readsMarks } from './answers';

export { answersAs, readsMarks } from './answers';

/** Whether `target` is a living player other than `seat` (never a shadow: nothing may target him, GOLD-RUSH.md §G8). */
export function isOther(G: BangState, seat: Seat, target: Seat | undefined): target is Seat {
  return target !== undefined && target !== seat && isAlive(G, target) && G.players[target]!.shadow !== true;
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
  if (lost) cardTaken(context, target, seat);
}

/** Panic!'s effect (also Rag Time's and Conestoga's): the picked card goes to the player's hand, unless the card played (`cause`, `suits`) does not reach the target. */
export function takeInto(context: Context, seat: Seat, target: Seat, pick: CardId | 'hand', cause: CardKey, suits: readonly Suit[]): void {
  if (!affects(context.G, target, seat, cause, suits)) return;
  const taken = takePicked(context, target, pick, handOf(seat));
  if (pick !== 'hand' && taken) makeKnown(context.G, taken);
  // A card taken from a hand stays secret; one taken from play was public.
  record(context.G, { kind: 'took', seat, from: target, fromHand: pick === 'hand', ...(pick !== 'hand' && taken ? { card: keyOf(taken) } : {}) });
  if (taken) cardTaken(context, target, seat);
}

/** One of `owner`'s cards was taken or discarded by `by`, by a card or ability he used: the owner's entries may act (Henry Block, VALLEY-OF-SHADOWS.md §6). */
export function cardTaken(context: Context, owner: Seat, by: Seat): void {
  if (owner === by || !isAlive(context.G, owner)) return;
  for (const hooks of hooksFor(context.G, owner)) hooks.whenCardTaken?.(context, owner, by);
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

/** How a shot was fired, besides who fired it at whom with what. */
export interface ShotOptions {
  /** A brown card other than a BANG! card fired it: its target may first escape it (VALLEY-OF-SHADOWS.md §4.4 Escape). */
  escapable?: boolean;
  /** What the shot carries beyond the usual (a BANG! card's mark, Aim's 2 damage). */
  shot?: Pick<Shot, 'bangCard' | 'damage'>;
}

/** The mark of a step a brown card other than a BANG! card aims at a player: he may escape it first (see `readsMarks`). */
export const escapableIn = (G: BangState): { escapable?: true } => (readsMarks(G) ? { escapable: true } : {});

/** Queues a BANG! effect of `source` against `target`, fired by `cause` with cards of `suits` (a BANG! card, Punch, a green gun, Doc Holyday's discards). */
export function shoot(G: BangState, source: Seat, target: Seat, cause: CardKey | CharacterKey, suits: Suit[], { escapable = false, shot = {} }: ShotOptions = {}): void {
  if (!readsMarks(G)) return pushLast(G, { kind: 'shot', shot: shotOf(G, source, target, cause, suits) });
  pushLast(G, { kind: 'shot', shot: { ...shotOf(G, source, target, cause, suits), ...shot }, ...(escapable ? { escapable: true as const } : {}) });
}

/**
 * Fires a BANG! card at `target` (also a card played as one: LeMat, Black Flower, Calamity Janet): it
 * uses the turn's allowance unless `free` (Black Flower's extra one), and its shot is marked as a
 * BANG! card's, which Aim, Bounty and Shotgun read (VALLEY-OF-SHADOWS.md, conventions). Aim makes it
 * take `damage` 2.
 */
export function fireBang(G: BangState, seat: Seat, card: CardId, target: Seat, { free = false, damage }: { free?: boolean; damage?: number } = {}): void {
  if (!free) G.turn = { ...G.turn, bangs: G.turn.bangs + 1 };
  shoot(G, seat, target, 'bang', suitsOf(G, [card]), { shot: { bangCard: true, ...(damage !== undefined ? { damage } : {}) } });
}

/** Whether a hand card is a BANG! card as the seat would play it: named so, played as one (Calamity Janet), or let count as one (LeMat). */
export function isBangCard(G: BangState, seat: Seat, card: CardId): boolean {
  return playedAs(G, seat, card) === 'bang' || countsAsBang(G, seat, card);
}

/** Whether an entry lets the seat play this hand card as a BANG! card besides what it is (LeMat). */
export function countsAsBang(G: BangState, seat: Seat, card: CardId): boolean {
  for (const hooks of hooksFor(G, seat)) if (hooks.countsAsBang?.(G, seat, card)) return true;
  return false;
}

/**
 * Why this hand card cannot be played now as a BANG! card at `target` (by Aim's side, LeMat,
 * Black Flower): it must be one, or an entry let it count as one, unless the caller's own rule makes
 * it one (`anyCard`: Black Flower's Clubs); the BANG!'s own checks apply (the allowance unless
 * `free`, reach), and whatever forbids a BANG! card forbids it (The Sermon, Handcuffs on its suit).
 */
export function bangCardRefusal(G: BangState, ctx: Ctx, seat: Seat, card: CardId, target: Seat | undefined, { free = false, anyCard = false } = {}): Refusal | undefined {
  if (!G.zones[handOf(seat)]!.includes(card)) return 'forbidden';
  if (!anyCard && playedAs(G, seat, card) !== 'bang' && !countsAsBang(G, seat, card)) return 'forbidden';
  if (!isOther(G, seat, target)) return 'not-a-target';
  if (!free && G.turn.bangs >= bangAllowance(G, seat)) return 'one-bang';
  const far = reachCheck(G, ctx, seat, target, undefined);
  if (far !== undefined) return far;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, card, 'bang', { target }, 'hand');
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}

/**
 * Plays a hand card as a BANG! card by an entry's own action (LeMat, Black Flower): as the play move
 * does, the card is discarded and named, the player's entries act before and after it (Colorado
 * Bill's draw!), and it counts as a card played.
 */
export function playAsBang(context: Context, seat: Seat, card: CardId, target: Seat, options: { free?: boolean; damage?: number } = {}): void {
  const { G } = context;
  moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
  record(G, { kind: 'played', seat, card: keyOf(card), target, ...(keyOf(card) !== 'bang' ? { as: 'bang' as const } : {}) });
  settleEmptyHands(context);
  for (const hooks of hooksFor(G, seat)) hooks.beforePlay?.(context, seat, card, 'bang', { target });
  fireBang(G, seat, card, target, options);
  countPlayed(G);
  for (const hooks of hooksFor(G, seat)) hooks.afterPlay?.(context, seat, card, 'bang', { target });
}

/** Queues a BANG! effect against every other living player, clockwise from the player's left (Gatling, Howitzer; ruling: one at a time). */
export function shootEveryone(context: Context, source: Seat, cause: CardKey, card: CardId, options: ShotOptions = {}): void {
  const suits = suitsOf(context.G, [card]);
  for (const target of othersInOrder(context.G, context.ctx, source)) shoot(context.G, source, target, cause, suits, options);
}

/**
 * Whether a seat holds a card it may discard to ignore a brown card other than a BANG! card now
 * (VALLEY-OF-SHADOWS.md §4.4 Escape; Mick Defender): without one, nothing waits for him to decide.
 */
export function canEscape(G: BangState, seat: Seat): boolean {
  const hand = G.zones[handOf(seat)]!;
  for (let i = 0; i < hand.length; i++) if (answersAs(G, seat, hand[i]!, 'escape')) return true;
  return false;
}

/** Life a Beer restores to a seat now: 1 (Tequila Joe: 2), nothing with two players left (RULES.md §10.3 Beer). */
export function beerHeal(G: BangState, playOrder: readonly Seat[], seat: Seat): number {
  if (!beerWorks(G, playOrder)) return 0;
  let amount = 1;
  for (const hooks of hooksFor(G, seat)) if (hooks.beerHeals) amount = hooks.beerHeals(G, seat, amount);
  return amount;
}

/**
 * A Beer was played, to heal or to be sold (GOLD-RUSH.md §G4.3 Sell a Beer): the entries that act
 * whenever anyone plays one act, clockwise from the drinker (Madam Yto).
 */
export function beerPlayed(context: Context, drinker: Seat): void {
  const { G, ctx } = context;
  for (const seat of everyoneFrom(G, ctx, drinker)) for (const hooks of hooksFor(G, seat)) hooks.whenBeerPlayed?.(context, seat, drinker);
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

/** A brown card's rule that shoots one other player at `reach` (see `reachCheck`); its target may escape it. */
export function shotRule(cause: CardKey, reach: number | undefined | null): CardRule {
  return {
    targeting: 'player',
    check: (G, ctx, seat, { target }) => reachCheck(G, ctx, seat, target, reach),
    resolve: (context, seat, card, { target }) => shoot(context.G, seat, target!, cause, suitsOf(context.G, [card]), { escapable: true }),
  };
}

/** The effect ids of a Panic!-like and a Cat Balou-like card's effect on its target once he has let it happen (see `pickRule`). */
export const PICK_EFFECT = { take: 'pick-take', discard: 'pick-discard' } as const;

/**
 * A brown Panic!-like (`take`) or Cat Balou-like (`discard`) rule on another player's card at
 * `reach` (see `reachCheck`). It acts at once, unless its target holds an Escape: it then waits
 * for him as a step (effects `PICK_EFFECT`, in the Panic! entry).
 */
export function pickRule(effect: 'take' | 'discard', reach: number | null): CardRule {
  return {
    targeting: 'player-card',
    check: (G, ctx, seat, args) => pickCheck(G, ctx, seat, args, reach),
    resolve: (context, seat, card, { target, pick }) => {
      const { G } = context;
      const suits = suitsOf(G, [card]);
      if (!canEscape(G, target!)) return (effect === 'take' ? takeInto : discardPicked)(context, seat, target!, pick!, keyOf(card), suits);
      pushLast(G, { kind: 'effect', seat: target!, rule: PICK_EFFECT[effect], source: seat, cause: keyOf(card), suits, pick: pick!, escapable: true });
    },
  };
}

/**
 * The players a card rule may name as its target, before its own check: every other living player,
 * any living player with `anyone` (Tequila), or an eliminated one with `eliminated` (Ghost,
 * VALLEY-OF-SHADOWS.md §5.2); none for a card without a target.
 */
export function aimable(G: BangState, ctx: Pick<Ctx, 'playOrder'>, seat: Seat, rule: Pick<CardRule, 'targeting'>): Seat[] {
  switch (rule.targeting) {
    case 'none':
      return [];
    case 'eliminated':
      return ctx.playOrder.filter((other) => !isAlive(G, other));
    case 'anyone':
      return livingSeats(G, ctx);
    default:
      return livingSeats(G, ctx).filter((other) => other !== seat);
  }
}

/** A brown card's rule: no target and nothing to check unless given. */
export function brown(rule: Omit<CardRule, 'targeting' | 'check'> & Partial<Pick<CardRule, 'targeting' | 'check'>>): CardRule {
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

/** The card a hand card is played as by a seat (Calamity Janet plays a Missed! as a BANG!). */
export function playedAs(G: BangState, seat: Seat, id: CardId): CardKey {
  let key = keyOf(id);
  for (const hooks of hooksFor(G, seat)) if (hooks.playsAs) key = hooks.playsAs(G, seat, id, key);
  return key;
}

/** The rule a hand card is played under in phase 2, if it can be played at all. */
export function playRuleOf(G: BangState, seat: Seat, id: CardId): CardRule | undefined {
  return cardEntry(playedAs(G, seat, id))?.play;
}

/**
 * Why playing this hand card so is refused: its rule, the other card a "discard another card" card
 * needs (another card of the hand, RULES.md §15.2 "Discard another card" symbol; none for any other card),
 * or an entry forbidding it (an event); undefined if it may be played.
 */
export function refusal(G: BangState, ctx: Ctx, seat: Seat, id: CardId, args: PlayArgs): Refusal | undefined {
  const key = playedAs(G, seat, id);
  const rule = cardEntry(key)?.play;
  if (!rule) return 'forbidden';
  if (rule.discardsAnother || rule.joins ? args.extra === undefined || args.extra === id || !G.zones[handOf(seat)]!.includes(args.extra) : args.extra !== undefined) return 'no-other-card';
  const refused = rule.check(G, ctx, seat, args);
  if (refused !== undefined) return refused;
  for (const hooks of hooksFor(G, seat)) {
    const forbidden = hooks.refuses?.(G, seat, id, key, args, 'hand');
    if (forbidden !== undefined) return forbidden;
  }
  return undefined;
}

/** What using a card as an answer does besides being discarded (a Beer heals). */
export function answerEffect(context: Context, seat: Seat, id: CardId, as: Answer): void {
  cardEntry(keyOf(id))?.answers?.[as]?.(context, seat, id);
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

/** Whether the seat may act in phase 2 now: its turn, phase 2, nothing pending. */
export const inPhaseTwo = (G: BangState, seat: Seat, currentPlayer: Seat) =>
  seat === currentPlayer && G.turn.phase === 'play' && windows.top(G) === undefined && G.result === null;

/** Whether an action with a per-turn limit (Doc Holyday, Jose Delgado, Uncle Will) has uses left this turn. */
export const usesLeft = (G: BangState, name: string, action: AbilityAction) => action.perTurn === undefined || (G.turn.uses[name] ?? 0) < action.perTurn;

/** The seat's action of this name (from its ability), if it has one now. */
export function actionOf(G: BangState, seat: Seat, name: string): AbilityAction | undefined {
  for (const hooks of hooksFor(G, seat)) {
    const action = hooks.actions?.[name];
    if (action) return action;
  }
  return undefined;
}

/**
 * Discards a hand card as an answer of kind `as` in the window `during` (a Missed!, a BANG!, a
 * Beer): Suzy Lafayette's draw, the card's effect, then what the player's entries do after an
 * answer (Molly Stark).
 */
export function answerWith(context: Context, seat: Seat, card: CardId, as: Answer, during: keyof Windows): void {
  const { G } = context;
  moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
  if (as === 'missed') record(G, { kind: 'missed', seat, card: keyOf(card) });
  else if (as === 'beer') record(G, { kind: 'played', seat, card: keyOf(card) });
  // The escape and save moves say what the card answered, which only their windows know.
  else if (as !== 'escape' && as !== 'saved') record(G, { kind: 'discarded', seat, card: keyOf(card), reason: during === 'duel' ? 'duel' : 'indians' });
  // Right after the card left the hand, before anything else (ruling: Suzy Lafayette draws at any time).
  settleEmptyHands(context);
  answerEffect(context, seat, card, as);
  for (const hooks of hooksFor(G, seat)) hooks.whenAnswered?.(context, seat, card, as, during);
}

/**
 * Counts a card played in the current turn (WILD-WEST-SHOW.md §W6.7 Miss Susanna: a card played from
 * the hand, a green card used from play, a Beer sold); only in matches that keep the count.
 */
export function countPlayed(G: BangState): void {
  if (G.turn.played !== undefined) G.turn = { ...G.turn, played: G.turn.played + 1 };
}
