import type { Ctx } from 'boardgame.io';
import { nextSeat, seatsInOrder } from '@parlor/turn-phases';
import type { BangState, Seat } from './state';

/** Whether a seat is still in the game. */
export const isAlive = (G: BangState, seat: Seat): boolean => G.players[seat]?.alive === true;

/** The living seats in seat order. */
export function livingSeats(G: BangState, ctx: Pick<Ctx, 'playOrder'>): Seat[] {
  return ctx.playOrder.filter((seat) => isAlive(G, seat));
}

/**
 * The other living seats clockwise from `from`'s left: the order in which Gatling,
 * Indians! and the like resolve (RULES.md §11.5 Several eliminations from one card).
 */
export function othersInOrder(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat): Seat[] {
  return seatsInOrder(ctx.playOrder, { from, skip: (seat) => !isAlive(G, seat) });
}

/** Every living seat clockwise starting with `from` (General Store). */
export function everyoneFrom(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat): Seat[] {
  return seatsInOrder(ctx.playOrder, { from, includeFrom: true, skip: (seat) => !isAlive(G, seat) });
}

/** The next living seat on the left of `from`. */
export function nextLiving(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat): Seat | undefined {
  return nextSeat(ctx.playOrder, from, { skip: (seat) => !isAlive(G, seat) });
}

/** The zone of a seat's hand. */
export const handOf = (seat: Seat) => `hand:${seat}`;
/** The zone of the cards a seat has in play. */
export const inPlayOf = (seat: Seat) => `play:${seat}`;
