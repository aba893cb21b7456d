import type { Ctx } from 'boardgame.io';
import { nextSeat, seatsInOrder } from '@parlor/turn-phases';
import type { BangState, Seat } from './state';

/**
 * The context as the table sits now: the play order replaced by the seating once Lady Rose of Texas
 * has moved anyone (WILD-WEST-SHOW.md §W6.6), for turns, distances and every "clockwise".
 */
export function seated<C extends Pick<Ctx, 'playOrder'>>(G: Pick<BangState, 'show'>, ctx: C): C {
  const seating = G.show?.seating;
  return seating === undefined ? ctx : { ...ctx, playOrder: seating };
}

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

// A seat's zone names are looked up hundreds of times a move: made once per seat, they are the
// same strings each time, which reading G.zones with is several times faster than with a new one.
const zoneNames = (prefix: string) => Array.from({ length: 8 }, (_, seat) => `${prefix}:${seat}`);
const HANDS = zoneNames('hand');
const IN_PLAY = zoneNames('play');
const GEAR = zoneNames('gear');

/** The zone of a seat's hand. */
export const handOf = (seat: Seat): string => HANDS[seat as unknown as number] ?? `hand:${seat}`;
/** The zone of the cards a seat has in play. */
export const inPlayOf = (seat: Seat): string => IN_PLAY[seat as unknown as number] ?? `play:${seat}`;

/** The zone of the black Gold Rush equipment in front of a seat (GOLD-RUSH.md §G4.1 Buy equipment): not a card in play. */
export const gearOf = (seat: Seat): string => GEAR[seat as unknown as number] ?? `gear:${seat}`;
