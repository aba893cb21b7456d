import type { Ctx, FnContext, TurnOrderConfig } from 'boardgame.io';
import type { Seat } from './windows';

/** Clockwise (+1, increasing seat order) or counterclockwise (-1). */
export type Direction = 1 | -1;

/** Options of {@link seatsInOrder}. */
export interface SeatsInOrderOptions {
  /** The seat to count from. */
  from: Seat;
  /** Include `from` itself first (default false: start with the seat after it). */
  includeFrom?: boolean;
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
        nextSeat(ctx.playOrder, ctx.currentPlayer, {
          direction: options.direction?.(G, ctx) ?? 1,
          skip: (seat) => options.isOut(G, seat),
        }),
      ),
  };
}

/** One turn of a schedule: who acts, and what the game wants to remember about that turn. */
export interface ScheduleEntry<I = unknown> {
  seat: Seat;
  info?: I;
}

/**
 * A planned sequence of turns kept in G: a planning phase whose order is not simply "each
 * seat once" (Colt Express: clockwise, two consecutive actions at a speed-up, counterclockwise
 * at a switching symbol). `cursor` is the entry being played.
 */
export interface Schedule<I = unknown> {
  entries: ScheduleEntry<I>[];
  cursor: number;
}

/** A schedule starting at its first entry. */
export function createSchedule<I>(entries: ScheduleEntry<I>[]): Schedule<I> {
  return { entries: entries.map((entry) => ({ ...entry })), cursor: 0 };
}

/** The entry being played, if the schedule is not finished. */
export function currentEntry<I>(schedule: Schedule<I>): ScheduleEntry<I> | undefined {
  return schedule.entries[schedule.cursor];
}

/**
 * A boardgame.io turn order that plays a {@link Schedule} kept in G: one turn per entry, in
 * order, then the phase ends (go on to the resolution phase with the phase's `next`). Fill the
 * schedule before the phase starts (or in its `onBegin`) and call {@link advanceSchedule} in
 * the phase's `turn.onEnd`.
 */
export function scheduleTurnOrder<G>(select: (G: G) => Schedule): TurnOrderConfig<G> {
  const position = (ctx: Ctx, seat: Seat) => {
    const at = ctx.playOrder.indexOf(seat);
    if (at < 0) throw new Error(`scheduled seat "${seat}" is not in the play order`);
    return at;
  };
  return {
    first: ({ G, ctx }) => {
      const entry = currentEntry(select(G));
      if (!entry) throw new Error('the schedule is empty');
      return position(ctx, entry.seat);
    },
    next: ({ G, ctx }) => {
      const entry = currentEntry(select(G));
      return entry ? position(ctx, entry.seat) : undefined;
    },
  };
}

/** Moves a schedule to its next entry; call it from the scheduled phase's `turn.onEnd`. */
export function advanceSchedule(schedule: Schedule): void {
  if (schedule.cursor < schedule.entries.length) schedule.cursor++;
}
