// Small engine primitives every entry may use: queueing steps, the suit a card counts as, asking a
// seat to choose, resolving a "draw!", regaining life, ending a turn, and phase 1 without the event.
// They change G in place and find the entries through registry.ts.
import { type CardId } from '@parlor/deck';
import { drawCards, heal } from './actions';
import { card, keyOf, type Suit } from '../cards';
import { eventHooks, checkRule, hooksFor } from './registry';
import type { Context } from './hooks';
import { faceOf, record } from '../history';
import { isAlive } from '../seats';
import type { BangState, CheckStep, Seat, Step } from '../state';
import { windows } from './windows';

/** The suit a card counts as: its own, unless the event in effect says otherwise (Blessing, Curse; RULES.md §8 "Draw!" checks). */
export function suitOf(G: BangState, id: CardId): Suit {
  const suit = card(id).suit;
  const event = eventHooks(G);
  return event?.suit ? event.suit(G, id, suit) : suit;
}

/** Queues steps to resolve before anything already pending. */
export function pushFirst(G: BangState, ...steps: Step[]): void {
  G.steps = [...steps, ...G.steps];
}

/** Queues steps to resolve after everything already pending. */
export function pushLast(G: BangState, ...steps: Step[]): void {
  G.steps = [...G.steps, ...steps];
}

/** Ends the current turn (phase 3 done, a failed Jail check, or the player eliminated), letting the player's entries act at its end. */
export function finishTurn(context: Context): void {
  const { G } = context;
  const seat = G.turn.seat;
  G.turn = { ...G.turn, phase: 'over' };
  if (isAlive(G, seat)) for (const hooks of hooksFor(G, seat)) hooks.turnEnd?.(context, seat);
  context.events.endTurn();
}

/**
 * The player whose turn it is plays one more turn once this one ends (Vendetta, Don Bell). Each
 * source adds one, played one after the other (GOLD-RUSH.md §G7 Don Bell): a second one is owed
 * in `TurnState.more`.
 */
export function grantExtraTurn(G: BangState): void {
  G.turn = G.turn.again === true ? { ...G.turn, more: (G.turn.more ?? 0) + 1 } : { ...G.turn, again: true };
}

/**
 * Phase 1 as the player's ability and cards have it, leaving out the event in effect: what an
 * event that only offers a way out of phase 1 (Hard Liquor) does when the player declines it.
 */
export function ownPhaseOne(context: Context, seat: Seat, count: number, looked: number): void {
  const event = eventHooks(context.G);
  const custom = hooksFor(context.G, seat).find((hooks) => hooks !== event && hooks.drawPhase !== undefined)?.drawPhase;
  if (custom) custom(context, seat, count, looked);
  else drawFromDeck(context, seat, count);
}

/** Phase 1 without an entry of its own: the top cards of the draw pile. */
export function drawFromDeck(context: Context, seat: Seat, count: number): void {
  if (count > 0) drawCards(context, seat, count);
}

/** Whether a Beer would restore life now: not with only two players left (RULES.md §10.3 Beer; a shadow is not one, GOLD-RUSH.md §G8). */
export function beerWorks(G: BangState, playOrder: readonly Seat[]): boolean {
  let living = 0;
  for (const seat of playOrder) if (isAlive(G, seat) && G.players[seat]!.shadow !== true) living++;
  return living > 2;
}

/** Asks a seat to make a choice (see `ChoiceRule`); `data` is handed back to the rule. */
export function offerChoice(context: Context, seat: Seat, id: string, data: unknown): void {
  windows.open(context, { kind: 'queue', tag: 'choice', data: { seat, id, data }, items: [{ seat, stage: 'choice' }] });
}

/** Applies the card that counts for a "draw!" (none when both piles were empty: no requirement is met). */
export function resolveCheck(context: Context, step: CheckStep, flipped: CardId | undefined): void {
  const rule = checkRule(step.rule);
  const met = flipped !== undefined && rule.meets(suitOf(context.G, flipped), card(flipped).rank);
  record(context.G, { kind: 'check', ...(step.nobodys ? {} : { seat: step.seat }), ...(flipped ? { card: faceOf(flipped) } : {}), purpose: step.rule, success: met === rule.good });
  rule.outcome(context, step, met);
  if (flipped !== undefined) checked(context, flipped);
}

/**
 * A "draw!" card once its draw! is settled, on the discard pile: it may go to a hand instead
 * (John Pain, WILD-WEST-SHOW.md §W5.5), whichever card asked for the draw! (a check, the Rhum).
 */
export function checked(context: Context, flipped: CardId): void {
  for (const seat of context.ctx.playOrder) {
    if (!isAlive(context.G, seat)) continue;
    for (const hooks of hooksFor(context.G, seat)) hooks.whenChecked?.(context, seat, flipped);
  }
}

/** Regains life from a card or ability and records it. */
export function healWith(G: BangState, seat: Seat, amount: number, used?: CardId): void {
  const gained = heal(G, seat, amount);
  record(G, { kind: 'healed', seat, amount: gained, life: G.players[seat]!.life, ...(used ? { card: keyOf(used) } : {}) });
}

