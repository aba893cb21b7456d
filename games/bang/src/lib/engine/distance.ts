import type { Ctx } from 'boardgame.io';
import { inPlayOf, isAlive } from '../seats';
import type { BangState, Seat } from '../state';
import type { DistanceParts } from './hooks';
import { abilityOf, eventHooks, inPlayHooks, inPlayWorks } from './registry';

/** Steps between two living seats the shorter way round, skipping the dead (RULES.md §6.1 Seat distance). */
export function seatDistance(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat, to: Seat): number {
  let a = -1;
  let b = -1;
  let living = 0;
  for (const seat of ctx.playOrder) {
    if (seat === from) a = living;
    else if (seat === to) b = living;
    // A shadow counts only for distances from him (GOLD-RUSH.md §G8).
    else if (!isAlive(G, seat) || G.players[seat]!.shadow) continue;
    living++;
  }
  const steps = Math.abs(a - b);
  return Math.min(steps, living - steps);
}

/** The sum of a distance modifier over a seat's cards in play, while they work. */
function byCards(G: BangState, seat: Seat, effect: 'seen' | 'sees'): number {
  const cards = G.zones[inPlayOf(seat)];
  if (!cards || cards.length === 0 || !inPlayWorks(G, seat)) return 0;
  let total = 0;
  for (const card of cards) total += inPlayHooks(card)?.[effect] ?? 0;
  return total;
}

/**
 * The distance at which `from` sees `to` (RULES.md §6.2 Modifiers): seat distance, +1
 * per Mustang-type effect of the target, -1 per Scope-type effect of the viewer, at least 1. The
 * event in effect may combine the parts its own way (Ambush).
 */
export function distance(G: BangState, ctx: Pick<Ctx, 'playOrder'>, from: Seat, to: Seat): number {
  const parts: DistanceParts = {
    seats: seatDistance(G, ctx, from, to),
    seenByCards: byCards(G, to, 'seen'),
    seenByAbility: abilityOf(G, to).seen ?? 0,
    seesByCards: byCards(G, from, 'sees'),
    seesByAbility: abilityOf(G, from).sees ?? 0,
  };
  const combine = eventHooks(G)?.distance;
  const value = combine ? combine(parts) : parts.seats + parts.seenByCards + parts.seenByAbility - parts.seesByCards - parts.seesByAbility;
  return Math.max(1, value);
}
