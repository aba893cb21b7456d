import type { Ctx } from 'boardgame.io';
import { passive } from './equipment';
import { isAlive } from './seats';
import type { BangState, Seat } from './state';

/** Steps between two living seats the shorter way round, counting only living seats (RULES.md §6.1). */
export function seatDistance(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat, to: Seat): number {
  const living = ctx.playOrder.filter((seat) => isAlive(G, seat) || seat === from || seat === to);
  const a = living.indexOf(from);
  const b = living.indexOf(to);
  const steps = Math.abs(a - b);
  return Math.min(steps, living.length - steps);
}

/** The distance at which `from` sees `to`: seat distance, +1 per Mustang-type, -1 per Scope-type, at least 1 (RULES.md §6.2). */
export function distance(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat, to: Seat): number {
  return Math.max(1, seatDistance(G, ctx, from, to) + passive(G, to, 'seen') - passive(G, from, 'sees'));
}
