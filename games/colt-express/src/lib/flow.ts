// The shape of a game (RULES.md §4, §10): five rounds of Schemin' then Stealin', each ended
// by its round card's event. The flow runs everything that needs no decision by itself (round
// set-up, a seat with nothing to do, a card with at most one way to resolve, events) and stops
// where a seat must choose; `actingSeats` says who that is.
import { draw, moveAll, moveCard, refillIfEmpty, shuffle, zoneId } from '@parlor/deck';
import { nextSeat, seatsInOrder } from '@parlor/turn-phases';
import { ACTIONS } from './actions';
import { cardInfo, isAction, roundCardInfo } from './cards';
import { DRAW_INSTEAD_OF_PLAY, handSizeFor, ROUNDS, roundSetFor, type ActionKind, type PlayerCount } from './data';
import { EVENTS } from './events';
import { record } from './history';
import { score } from './scoring';
import type { ActionOption, Bandit, ColtExpressState } from './state';
import { banditOf, type Random } from './train';

export const handZone = (seat: string) => zoneId('hand', seat);
export const deckZone = (seat: string) => zoneId('deck', seat);
export const discardZone = (seat: string) => zoneId('discard', seat);

/** The seats in play order ('0', '1', ...). */
export function seatOrder(G: ColtExpressState): string[] {
  return Object.keys(G.seats);
}

/** The hand a seat draws (refills) to: 7 if one of its bandits is Doc. */
export function handSizeOf(G: ColtExpressState, seat: string): number {
  return Math.max(...G.seats[seat]!.map(handSizeFor));
}

/** The seat that plays a card (the seat of the bandit it belongs to). */
export function ownerOf(G: ColtExpressState, card: string): string {
  const info = cardInfo(card);
  if (info.type === 'neutral') throw new Error(`${card} belongs to nobody`);
  return banditOf(G, info.bandit).seat;
}

/**
 * Draws up to `count` cards one at a time. In the advanced variant an empty deck is first
 * rebuilt from the shuffled discard pile (RULES.md §10); otherwise a short deck gives what it
 * has (ruling). Returns how many were drawn.
 */
export function drawCards(G: ColtExpressState, seat: string, count: number, random: Random): number {
  let drawn = 0;
  for (; drawn < count; drawn++) {
    if (G.advanced) refillIfEmpty(G.zones, deckZone(seat), { from: discardZone(seat), random });
    if (draw(G.zones, { from: deckZone(seat), to: handZone(seat) }).length === 0) break;
  }
  return drawn;
}

/** Whether the seat can draw in the Schemin' phase. */
export function canDraw(G: ColtExpressState, seat: string): boolean {
  return G.zones[deckZone(seat)]!.length > 0 || (G.advanced && G.zones[discardZone(seat)]!.length > 0);
}

/** Whether the seat can play: it holds an action card (bullets can never be played). */
export function canPlay(G: ColtExpressState, seat: string): boolean {
  return G.zones[handZone(seat)]!.some(isAction);
}

function bulletsInHand(G: ColtExpressState, seat: string): boolean {
  return G.zones[handZone(seat)]!.some((card) => !isAction(card));
}

/** Reveals the next round card and deals the hands (RULES.md §4 start of round, §10). */
export function startRound(G: ColtExpressState, random: Random): void {
  G.round++;
  const card = G.zones['rounds']![0]!;
  moveCard(G.zones, card, { from: 'rounds', to: 'shown', at: 'bottom' });
  const info = roundCardInfo(card, roundSetFor(seatOrder(G).length as PlayerCount));
  G.roundCard = { card, turns: [...info.turns], event: info.event };
  record(G, { kind: 'round', round: G.round, card, first: G.first });
  for (const seat of seatOrder(G)) {
    if (G.advanced) {
      drawCards(G, seat, Math.max(0, handSizeOf(G, seat) - G.zones[handZone(seat)]!.length), random);
    } else {
      shuffle(G.zones, deckZone(seat), random);
      drawCards(G, seat, handSizeOf(G, seat), random);
    }
  }
  const pending = G.advanced ? seatOrder(G).filter((seat) => bulletsInHand(G, seat)) : [];
  if (pending.length > 0) G.step = { kind: 'discard', pending };
  else beginTurn(G, 0);
}

/** Starts turn `turn` of the round card: its order and how many actions each seat takes. */
function beginTurn(G: ColtExpressState, turn: number): void {
  const symbol = G.roundCard!.turns[turn]!;
  const order = seatsInOrder(seatOrder(G), { from: G.first, includeFrom: true, direction: symbol === 'switching' ? -1 : 1 });
  G.step = { kind: 'scheme', turn, order, at: 0, left: symbol === 'speedUp' ? 2 : 1 };
}

/** After a Schemin' action: the same seat again at a speed-up, else the next seat or turn. */
export function afterSchemeAction(G: ColtExpressState): void {
  const step = G.step;
  if (step.kind !== 'scheme') throw new Error('not in the Schemin’ phase');
  step.left--;
  if (step.left > 0) return;
  step.at++;
  step.left = G.roundCard!.turns[step.turn] === 'speedUp' ? 2 : 1;
  if (step.at < step.order.length) return;
  if (step.turn + 1 < G.roundCard!.turns.length) beginTurn(G, step.turn + 1);
  else endScheme(G);
}

/** End of Schemin': hands back on the decks, or (advanced) each seat chooses what to keep. */
function endScheme(G: ColtExpressState): void {
  if (!G.advanced) {
    for (const seat of seatOrder(G)) moveAll(G.zones, handZone(seat), deckZone(seat), { at: 'top' });
    G.step = { kind: 'steal' };
    return;
  }
  const pending = seatOrder(G).filter((seat) => G.zones[handZone(seat)]!.length > 0);
  G.step = pending.length > 0 ? { kind: 'keep', pending } : { kind: 'steal' };
}

/** After the last seat answered a simultaneous step. */
export function afterSimultaneous(G: ColtExpressState, random: Random): void {
  const step = G.step;
  if (step.kind === 'place') startRound(G, random);
  else if (step.kind === 'discard') beginTurn(G, 0);
  else if (step.kind === 'keep') G.step = { kind: 'steal' };
}

/** The card being resolved, its bandit and action. */
export function cardUp(G: ColtExpressState): { card: string; bandit: Bandit; action: ActionKind } | undefined {
  const card = G.zones['pile']![0];
  if (card === undefined) return undefined;
  const info = cardInfo(card);
  if (info.type !== 'action') throw new Error(`${card} cannot be in the pile`);
  return { card, bandit: info.bandit, action: info.action };
}

/** The choices the card being resolved offers its owner. */
export function pendingOptions(G: ColtExpressState): ActionOption[] {
  const up = cardUp(G);
  return up === undefined ? [] : ACTIONS[up.action].options(G, up.bandit);
}

/** Resolves the first card of the pile with `option` (null: no effect) and returns it to its owner. */
export function resolveCard(G: ColtExpressState, option: ActionOption | null, random: Random): void {
  const up = cardUp(G)!;
  const seat = banditOf(G, up.bandit).seat;
  G.faceDown.shift();
  if (option !== null) ACTIONS[up.action].perform(G, up.bandit, option, random);
  const { unit, level } = banditOf(G, up.bandit);
  record(G, { kind: 'resolved', bandit: up.bandit, action: up.action, option, effect: option !== null, at: { unit, level } });
  // Basic game: back into its owner's deck (under it, so bullets received stay on top; the deck
  // is shuffled before the next round anyway); advanced: face up on his discard pile.
  if (G.advanced) moveCard(G.zones, up.card, { from: 'pile', to: discardZone(seat), at: 'top' });
  else moveCard(G.zones, up.card, { from: 'pile', to: deckZone(seat), at: 'bottom' });
}

/** After the pile is resolved: the round's event, then the next round or the end (RULES.md §4, §9). */
function endRound(G: ColtExpressState, random: Random): void {
  const event = G.roundCard?.event ?? null;
  if (event !== null) {
    EVENTS[event](G, random);
    record(G, { kind: 'event', event });
  }
  if (G.round >= ROUNDS) {
    G.result = score(G);
    G.step = { kind: 'over' };
    return;
  }
  G.first = nextSeat(seatOrder(G), G.first)!;
  startRound(G, random);
}

/** Runs the match on until a seat has a decision to make, or the game is over. */
export function advance(G: ColtExpressState, random: Random): void {
  for (;;) {
    const step = G.step;
    if (step.kind === 'scheme') {
      const seat = step.order[step.at]!;
      if (canPlay(G, seat) || canDraw(G, seat)) return;
      // Nothing to play and nothing to draw: the seat passes this action (ruling).
      record(G, { kind: 'passed', seat });
      afterSchemeAction(G);
    } else if (step.kind === 'steal') {
      if (G.zones['pile']!.length === 0) {
        endRound(G, random);
        continue;
      }
      const options = pendingOptions(G);
      if (options.length > 1) return;
      resolveCard(G, options[0] ?? null, random);
    } else {
      return;
    }
  }
}

/** The seats that must act now, and what they are doing (the boardgame.io stage name). */
export function actingSeats(G: ColtExpressState): Record<string, string> {
  const step = G.step;
  switch (step.kind) {
    case 'place':
    case 'discard':
    case 'keep':
      return Object.fromEntries(step.pending.map((seat) => [seat, step.kind]));
    case 'scheme':
      return { [step.order[step.at]!]: 'scheme' };
    case 'steal': {
      const up = cardUp(G);
      return up ? { [banditOf(G, up.bandit).seat]: 'resolve' } : {};
    }
    case 'over':
      return {};
  }
}

/** Cards drawn instead of playing (RULES.md §4). */
export const DRAW_COUNT = DRAW_INSTEAD_OF_PLAY;
