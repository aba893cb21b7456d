import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { categoryOf, kindOf, NAMEABLE_KINDS, type CardKind } from './cards';
import { futureOf } from './future';
import { isPlayableAlone, SINGLE_PLAYS } from './plays';
import type { ExplodingKittensState, Seat } from './state';
import { livingSeats } from './turns';
import { windows } from './windows';

/** A move and its arguments, as boardgame.io's `ai.enumerate` lists them. */
export interface LegalMove {
  move: string;
  args?: unknown[];
}

/** The seat's cards grouped by title (one id per copy). */
export function byKind(hand: readonly CardId[]): Map<CardKind, CardId[]> {
  const groups = new Map<CardKind, CardId[]>();
  for (const card of hand) {
    const kind = kindOf(card);
    const group = groups.get(kind);
    if (group) group.push(card);
    else groups.set(kind, [card]);
  }
  return groups;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The two- and three-card combos a hand can make, as titles, one per distinct set of titles
 * (copies of a title are interchangeable): same-title pairs and triples, and cats of one kind
 * completed by Feral Cats (RULES.md §9).
 */
export function comboTitles(groups: Map<CardKind, CardId[]>): { pairs: CardKind[][]; triples: CardKind[][] } {
  const pairs: CardKind[][] = [];
  const triples: CardKind[][] = [];
  const ferals = groups.get('feral_cat')?.length ?? 0;
  for (const [kind, ids] of groups) {
    if (ids.length >= 2) pairs.push([kind, kind]);
    if (ids.length >= 3) triples.push([kind, kind, kind]);
    if (categoryOf(kind) !== 'cat') continue;
    if (ferals >= 1) pairs.push([kind, 'feral_cat']);
    if (ferals >= 1 && ids.length >= 2) triples.push([kind, kind, 'feral_cat']);
    if (ferals >= 2) triples.push([kind, 'feral_cat', 'feral_cat']);
  }
  return { pairs, triples };
}

/**
 * Every legal move of `seat` now (one per distinct choice: copies of a title are
 * interchangeable). `ai.enumerate` lists these, and the board uses them to offer only what
 * can be played.
 */
export function legalMoves(G: ExplodingKittensState, ctx: Ctx, seat: Seat): LegalMove[] {
  if (ctx.gameover !== undefined) return [];
  const version = windows.version(G);
  const hand = G.zones[`hand:${seat}`] ?? [];

  if (ctx.activePlayers) {
    switch (ctx.activePlayers[seat]) {
      case 'nope':
        return [
          ...(hand.some((card) => kindOf(card) === 'nope') ? [{ move: 'nope', args: [version] }] : []),
          ...(windows.awaiting(G).includes(seat) ? [{ move: 'pass', args: [version] }] : []),
        ];
      case 'defuse':
        return Array.from({ length: G.zones.draw!.length + 1 }, (_, position) => ({ move: 'reinsert', args: [version, position] }));
      case 'alter': {
        const future = futureOf(G, seat);
        return future.length > 0 ? permutations(future).map((order) => ({ move: 'alter', args: [version, order] })) : [];
      }
      case 'give':
        return [...byKind(hand).values()].map(([card]) => ({ move: 'give', args: [version, card] }));
      case 'pick':
        return [...byKind(G.zones.discard!).keys()].filter((kind) => kind !== 'exploding_kitten').map((kind) => ({ move: 'pick', args: [version, kind] }));
      default:
        return [];
    }
  }

  if (seat !== ctx.currentPlayer) return [];
  const targets = livingSeats(G, ctx).filter((other) => other !== seat);
  const groups = byKind(hand);
  const moves: LegalMove[] = [{ move: 'draw' }];
  for (const kind of groups.keys()) {
    if (!isPlayableAlone(kind)) continue;
    if (SINGLE_PLAYS[kind].target) moves.push(...targets.map((target) => ({ move: 'play', args: [kind, target] })));
    else moves.push({ move: 'play', args: [kind] });
  }
  const { pairs, triples } = comboTitles(groups);
  for (const target of targets) {
    for (const pair of pairs) moves.push({ move: 'combo', args: [pair, target] });
    for (const triple of triples) {
      for (const named of NAMEABLE_KINDS) moves.push({ move: 'combo', args: [triple, target, named] });
    }
  }
  if (G.options.fiveDifferentCombo && groups.size >= 5) {
    for (const kinds of combinations([...groups.keys()], 5)) moves.push({ move: 'combo', args: [kinds] });
  }
  return moves;
}
