import type { Ctx } from 'boardgame.io';
import { moveAll, moveCard, type CardId } from '@parlor/deck';
import { nextSeat, type WindowContext } from '@parlor/turn-phases';
import { futureForgotten } from './future';
import type { ExplodingKittensState, HistoryEntry, Notice, Seat } from './state';

/** The context of a move or hook of this game. */
export type Context = WindowContext<ExplodingKittensState>;

/** How many public history entries the state keeps. */
export const HISTORY_LENGTH = 24;

type WithoutNumber<T> = T extends unknown ? Omit<T, 'n'> : never;

/** The seats a history entry is about. */
export function seatsOf(entry: WithoutNumber<HistoryEntry>): Seat[] {
  switch (entry.kind) {
    case 'played':
      return entry.target === undefined ? [entry.seat] : [entry.seat, entry.target];
    case 'noped':
      return [entry.seat, entry.on.seat];
    case 'attacked':
      return [entry.seat, entry.victim];
    case 'no-effect':
      return [entry.seat, entry.target];
    case 'gave':
    case 'stole':
    case 'asked':
      return [entry.from, entry.to];
    default:
      return [entry.seat];
  }
}

/**
 * Adds a public history entry, numbered one after the other from 0 (the module contract's
 * `history`). The history is a ring of {@link HISTORY_LENGTH} slots, entry `n` in slot
 * `n % HISTORY_LENGTH`: adding one writes one slot, where trimming a growing list would read
 * every entry through the move's draft. A seat's private notice is about its hand before
 * this event: the event makes it stale, so it is cleared (a move notifies after recording).
 */
export function record(G: ExplodingKittensState, entry: WithoutNumber<HistoryEntry>): void {
  const n = G.historyCount++;
  G.history[n % HISTORY_LENGTH] = { ...entry, n } as HistoryEntry;
  for (const seat of seatsOf(entry)) if (G.notices[seat]) G.notices[seat] = null;
}

/** The history, oldest first. */
export function historyInOrder(G: Pick<ExplodingKittensState, 'history'>): HistoryEntry[] {
  return G.history.filter((entry): entry is HistoryEntry => entry !== null).sort((a, b) => a.n - b.n);
}

/**
 * The module contract's `history`: the public entries G still holds, oldest first, numbered
 * one after the other. The server stores those each action adds with its log entry, and the
 * board reads the whole match's with `completeHistory(log, history(G))`.
 */
export const history = historyInOrder;

/** Tells one seat privately what happened to its hand (after the public entry of the same event). */
export function notify(G: ExplodingKittensState, seat: Seat, notice: Notice): void {
  G.notices[seat] = notice;
}

/** Tells giver and receiver which card went from one hand to the other: taken (`lost`) or `gave` for a Favor. */
export function notifyTransfer(G: ExplodingKittensState, card: CardId, from: Seat, to: Seat, how: 'lost' | 'gave' = 'lost'): void {
  notify(G, to, { kind: 'received', card, from });
  notify(G, from, { kind: how, card, to });
}

/** Whether a seat has not exploded. */
export function isAlive(G: ExplodingKittensState, seat: Seat): boolean {
  return !G.out.includes(seat);
}

/** The living seats, in seat order. */
export function livingSeats(G: ExplodingKittensState, ctx: Ctx): Seat[] {
  return ctx.playOrder.filter((seat) => isAlive(G, seat));
}

/** The next living seat clockwise after `seat`. */
export function nextLiving(G: ExplodingKittensState, ctx: Ctx, seat: Seat): Seat {
  const next = nextSeat(ctx.playOrder, seat, { skip: (other) => !isAlive(G, other) });
  if (next === undefined) throw new Error('no other living seat');
  return next;
}

/** Whether `target` may be chosen by `seat` (Favor, Targeted Attack, combos): another living seat. */
export function isOtherLivingSeat(G: ExplodingKittensState, ctx: Ctx, seat: Seat, target: unknown): target is Seat {
  return typeof target === 'string' && target !== seat && ctx.playOrder.includes(target) && isAlive(G, target);
}

/** Gives the play to `seat` with `turns` turns owed (RULES.md §4, §7). */
export function passTurn(context: Context, seat: Seat, turns: number, attacked: boolean): void {
  const { G, events } = context;
  G.turnsLeft = turns;
  G.attacked = attacked;
  events.endTurn({ next: seat });
}

/**
 * Ends one turn of the current player (a draw, a Skip, a defused kitten): if turns are still
 * owed the same player starts another one at once, else play passes clockwise with a single
 * unattacked turn (RULES.md §4).
 */
export function endOneTurn(context: Context): void {
  const { G, ctx } = context;
  G.turnsLeft -= 1;
  if (G.turnsLeft > 0) return;
  passTurn(context, nextLiving(G, ctx, ctx.currentPlayer), 1, false);
}

/**
 * Attack arithmetic (RULES.md §7): the attacker's remaining turns end; the victim owes 2, or
 * the attacker's unfinished turns plus 2 when the attacker was attacked.
 */
export function attack(context: Context, attacker: Seat, victim: Seat): void {
  const { G } = context;
  const turns = G.attacked ? G.turnsLeft + 2 : 2;
  record(G, { kind: 'attacked', seat: attacker, victim, turns });
  passTurn(context, victim, turns, true);
}

/**
 * A seat explodes (RULES.md §8): its hand and the kitten go face up to the discard pile, its
 * leftover turns are lost and play passes with a normal single turn. The last living seat wins.
 */
export function explode(context: Context, seat: Seat, kitten: CardId): void {
  const { G, ctx } = context;
  moveAll(G.zones, `hand:${seat}`, 'discard');
  moveCard(G.zones, kitten, { from: 'exploding', to: 'discard' });
  G.out.push(seat);
  // What the exploded seat saw of the pile is of no use to it any more.
  futureForgotten(G);
  record(G, { kind: 'exploded', seat });
  if (livingSeats(G, ctx).length > 1) passTurn(context, nextLiving(G, ctx, seat), 1, false);
}
