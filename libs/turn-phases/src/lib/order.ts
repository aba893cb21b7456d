import type { Ctx, FnContext, TurnOrderConfig } from 'boardgame.io';
import type { QueueItem, Seat } from './windows';

/** Clockwise (+1, increasing seat order) or counterclockwise (-1). */
export type Direction = 1 | -1;

/** Options of {@link seatsInOrder}. */
export interface SeatsInOrderOptions {
  /** The seat to count from. */
  from: Seat;
  /** Include `from` itself first (default false: start with the seat after it). */
  includeFrom?: boolean;
  /** Which way to go around (default clockwise). */
  direction?: Direction;
  /** Seats to leave out (eliminated players). */
  skip?: (seat: Seat) => boolean;
}

/**
 * The seats of `playOrder` going around from `from`: "each other player in turn" for
 * Indians!, Gatling and the General Store, skipping eliminated seats.
 */
export function seatsInOrder(playOrder: readonly Seat[], options: SeatsInOrderOptions): Seat[] {
  const { from, includeFrom = false, direction = 1, skip } = options;
  const start = playOrder.indexOf(from);
  if (start < 0) throw new Error(`seat "${from}" is not in the play order`);
  const n = playOrder.length;
  const seats: Seat[] = [];
  for (let step = includeFrom ? 0 : 1; step < n; step++) {
    const seat = playOrder[(((start + direction * step) % n) + n) % n]!;
    if (!skip?.(seat)) seats.push(seat);
  }
  return seats;
}

/** The next seat after `from` that is not skipped, or `undefined` if there is none. */
export function nextSeat(playOrder: readonly Seat[], from: Seat, options: Omit<SeatsInOrderOptions, 'from' | 'includeFrom'> = {}): Seat | undefined {
  return seatsInOrder(playOrder, { ...options, from })[0];
}

/**
 * A boardgame.io turn order that passes over eliminated seats and may run either way
 * (`pass({ remove: true })` only ever removes the current player, so games with elimination
 * out of turn need this). Play ends the phase when nobody is left to play.
 */
export function skippingTurnOrder<G>(options: {
  /** Whether a seat is out of the game. */
  isOut: (G: G, seat: Seat) => boolean;
  /** Who plays first (default: the first seat of the play order that is not out). */
  first?: (context: FnContext<G>) => Seat;
  /** The direction of play now (Gold Rush reverses it for a round); default clockwise. */
  direction?: (G: G, ctx: Ctx) => Direction;
  /** Whether the player whose turn ends plays another one at once (an extra turn: Vendetta). */
  again?: (G: G, ctx: Ctx) => boolean;
}): TurnOrderConfig<G> {
  const position = (ctx: Ctx, seat: Seat | undefined) => (seat === undefined ? undefined : ctx.playOrder.indexOf(seat));
  return {
    first: (context) => {
      const { G, ctx } = context;
      const chosen = options.first?.(context) ?? ctx.playOrder.find((seat) => !options.isOut(G, seat));
      const at = position(ctx, chosen);
      if (at === undefined || at < 0) throw new Error('no seat can play first');
      return at;
    },
    next: ({ G, ctx }) =>
      position(
        ctx,
        options.again?.(G, ctx)
          ? ctx.currentPlayer
          : nextSeat(ctx.playOrder, ctx.currentPlayer, {
              direction: options.direction?.(G, ctx) ?? 1,
              skip: (seat) => options.isOut(G, seat),
            }),
      ),
  };
}

/** One turn of a planning phase, as a round card prints it. */
export interface PlanningTurn {
  /** Which way the turn goes around the table from the first seat (default clockwise). */
  direction?: Direction;
  /** Actions each seat takes in a row before the next seat acts (default 1; 2 at a speed-up). */
  actions?: number;
}

/** Where one queue item of a planning phase stands in the plan (its `data`). */
export interface PlannedAction {
  /** The turn it belongs to: an index into the plan's turns. */
  turn: number;
  /** Which of the seat's consecutive actions of that turn it is, from 0. */
  action: number;
  /** How many actions in a row the seat takes on that turn. */
  actions: number;
}

/** Options of {@link planTurns}. */
export interface PlanTurnsOptions {
  /** The seat that acts first on every turn. */
  first: Seat;
  /** The stage each item's seat acts in. */
  stage: string;
  /** The turns of the phase, in order (a round card's symbols). */
  turns: readonly PlanningTurn[];
  /** Seats left out of the plan (eliminated players). */
  skip?: (seat: Seat) => boolean;
}

/**
 * The queue items of a planning phase whose order is more than "each seat once" (Colt
 * Express' Schemin': every turn starts with the first player and goes clockwise, or
 * counterclockwise at a switch, each seat taking two actions in a row at a speed-up). Open
 * them as a queue window; its handler's `settle` can pass a seat that has nothing to do, and
 * its `onClose` starts the resolution phase (often another queue, one item per planned card).
 */
export function planTurns(playOrder: readonly Seat[], options: PlanTurnsOptions): QueueItem<PlannedAction>[] {
  const { first, stage, turns, skip } = options;
  const items: QueueItem<PlannedAction>[] = [];
  turns.forEach((planned, turn) => {
    const actions = planned.actions ?? 1;
    if (!Number.isInteger(actions) || actions < 1) throw new Error(`a turn needs at least one action each, not ${actions}`);
    for (const seat of seatsInOrder(playOrder, { from: first, includeFrom: true, direction: planned.direction ?? 1, skip })) {
      for (let action = 0; action < actions; action++) items.push({ seat, stage, data: { turn, action, actions } });
    }
  });
  return items;
}
