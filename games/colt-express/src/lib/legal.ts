// Every legal move of a seat, for boardgame.io's bots and the playout tests. Cards that are
// the same for the rules (two Move cards of one bandit, any two bullet cards) make the same
// move, so a choice of cards is listed once per combination of such kinds.
import type { Ctx } from 'boardgame.io';
import { cardInfo, isAction } from './cards';
import { actingSeats, canDraw, handZone, pendingOptions } from './flow';
import { mayPlayFaceDown } from './moves';
import type { ColtExpressState } from './state';

/** A move with its arguments. */
export interface LegalMove {
  move: string;
  args?: unknown[];
}

/** What makes cards interchangeable: the bandit and action, or "a bullet". */
function kindOf(card: string): string {
  const info = cardInfo(card);
  return info.type === 'action' ? `${info.bandit}.${info.action}` : 'bullet';
}

/** The cards grouped by kind, in hand order. */
function byKind(cards: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const card of cards) {
    const kind = kindOf(card);
    const group = groups.get(kind);
    if (group) group.push(card);
    else groups.set(kind, [card]);
  }
  return [...groups.values()];
}

/** More combinations than this are listed by a representative set instead. */
const MAX_COMBINATIONS = 4096;

/**
 * Every choice of cards from `cards` up to interchangeable cards: for each kind, how many of
 * it. Hands past {@link MAX_COMBINATIONS} (an advanced hand after many draws) get the
 * choices that differ in one kind: none, all, all of one kind, all but one kind.
 */
export function cardChoices(cards: readonly string[]): string[][] {
  const groups = byKind(cards);
  const total = groups.reduce((product, group) => product * (group.length + 1), 1);
  if (total > MAX_COMBINATIONS) {
    const choices = [[], [...cards], ...groups.map((group) => [...group]), ...groups.map((group) => cards.filter((card) => !group.includes(card)))];
    return choices;
  }
  let choices: string[][] = [[]];
  for (const group of groups) {
    choices = choices.flatMap((chosen) => Array.from({ length: group.length + 1 }, (_, n) => [...chosen, ...group.slice(0, n)]));
  }
  return choices;
}

/** The moves `seat` may make now. */
export function legalMoves(G: ColtExpressState, ctx: Ctx, seat: string): LegalMove[] {
  if (ctx.gameover !== undefined || actingSeats(G)[seat] === undefined) return [];
  const step = G.step;
  const hand = G.zones[handZone(seat)]!;
  switch (step.kind) {
    case 'place':
      return G.seats[seat]!.map((bandit) => ({ move: 'place', args: [bandit] }));
    case 'discard':
      return cardChoices(hand.filter((card) => !isAction(card))).map((cards) => ({ move: 'discardBullets', args: [cards] }));
    case 'keep':
      return cardChoices(hand).map((cards) => ({ move: 'keep', args: [cards] }));
    case 'scheme': {
      const moves: LegalMove[] = [];
      for (const group of byKind(hand.filter(isAction))) {
        const card = group[0]!;
        moves.push({ move: 'play', args: [card] });
        if (mayPlayFaceDown(G, card)) moves.push({ move: 'play', args: [card, true] });
      }
      if (canDraw(G, seat)) moves.push({ move: 'draw' });
      return moves;
    }
    case 'steal':
      return pendingOptions(G).map((option) => ({ move: 'resolve', args: [option] }));
    case 'over':
      return [];
  }
}
