// The event stack in play (RULES.md §16.2 Revealing): a round begins at the turn of the Sheriff (with
// three players, the Deputy: a ruling), and from the second round on the top card of the stack
// is revealed just before that turn, covering the event in effect; the final card stays in
// effect to the end of the game. What an event does is its entry in entries/events.ts.
import type { Ctx } from 'boardgame.io';
import type { Context } from './engine/hooks';
import { eventHooks } from './engine/registry';
import { record } from './history';
import { isAlive, nextLiving } from './seats';
import { firstPlayer } from './setup';
import type { BangState, Seat } from './state';

/**
 * The seat whose turn begins a round: the one who played first (the Sheriff, or the Deputy with
 * three players), or, once the Deputy of a 3-player game is out, the next living seat on his
 * left (a ruling: the rules name no one else).
 */
export function roundLeader(G: BangState, ctx: Pick<Ctx, 'playOrder'>): Seat | undefined {
  const first = firstPlayer(G, ctx.playOrder);
  return isAlive(G, first) ? first : nextLiving(G, ctx, first);
}

/**
 * At the start of `seat`'s turn, before any of its start-of-turn steps: if it begins a round, counts
 * the round and, from the second on, reveals the next event, whose "when this enters play" effect
 * (The Daltons, The Doctor, Russian Roulette) is queued first.
 */
export function beginRound(context: Context, seat: Seat): void {
  const { G, ctx } = context;
  const deck = G.eventDeck;
  if (deck === null || seat !== roundLeader(G, ctx)) return;
  const rounds = deck.rounds + 1;
  G.eventDeck = { ...deck, rounds };
  if (rounds < 2 || deck.next === null) return;
  const [next = null, ...rest] = deck.rest;
  G.event = deck.next;
  G.eventDeck = { ...G.eventDeck, next, rest, left: deck.left - 1 };
  record(G, { kind: 'event', event: deck.next });
  eventHooks(G)?.onReveal?.(context);
}
