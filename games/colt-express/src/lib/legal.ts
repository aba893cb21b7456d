// Every legal move of a seat, for boardgame.io's bots and the playout tests, including each
// choice made while a card resolves (which target, which loot, which direction).
//
// Cards of one kind are interchangeable for the rules: two Move cards of the same bandit do
// the same thing wherever they lie, and every bullet card (whoever fired it) only clogs a
// hand. So a play is listed once per kind of card in hand, and a choice of cards to keep or
// discard once per number of cards of each kind: every distinct outcome is listed, none
// twice, with no cap. The lists stay small in play: a discard offers one choice per number
// of bullets held; a keep the product, over the kinds in hand, of (cards of that kind + 1),
// at most 3^4 x 2^2 = 324 for a basic deck's action cards and 2^11 = 2,048 for a 2-player
// deck's eleven different cards, times (bullets + 1). Random 2-player matches peaked at
// 5,120 choices for a keep (108 on average); 3 and 5 players at about 1,000 (52).
import type { Ctx } from 'boardgame.io';
import { cardInfo, isAction } from './cards';
import { answerVersion, awaits, canDraw, handZone, pendingOptions, phaseOf } from './flow';
import { mayPlayFaceDown } from './moves';
import type { ColtExpressState } from './state';

/** A move with its arguments. */
export interface LegalMove {
  /** The move's name. */
  move: string;
  /** Its arguments. */
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

/**
 * Every choice of cards from `cards`, up to interchangeable cards: for each kind, how many of
 * it (the first ones of that kind in `cards`). Complete: any subset of `cards` is the same
 * choice for the rules as exactly one of these.
 */
export function cardChoices(cards: readonly string[]): string[][] {
  let choices: string[][] = [[]];
  for (const group of byKind(cards)) {
    const next: string[][] = [];
    for (const chosen of choices) for (let n = 0; n <= group.length; n++) next.push(n === 0 ? chosen : [...chosen, ...group.slice(0, n)]);
    choices = next;
  }
  return choices;
}

/** The moves `seat` may make now. */
export function legalMoves(G: ColtExpressState, ctx: Ctx, seat: string): LegalMove[] {
  const phase = phaseOf(G);
  if (ctx.gameover !== undefined || !awaits(G, phase, seat)) return [];
  const hand = G.zones[handZone(seat)]!;
  const version = answerVersion(G);
  switch (phase) {
    case 'place':
      return G.seats[seat]!.map((bandit) => ({ move: 'place', args: [version, bandit] }));
    case 'discard':
      return cardChoices(hand.filter((card) => !isAction(card))).map((cards) => ({ move: 'discardBullets', args: [version, cards] }));
    case 'keep':
      return cardChoices(hand).map((cards) => ({ move: 'keep', args: [version, cards] }));
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
