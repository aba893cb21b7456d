import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { answersAs, playRuleOf, refusal } from './card-rules';
import { choiceRule } from './effects';
import { inPlay } from './equipment';
import { hooksFor, type PlayArgs } from './hooks';
import { ANYTIME, inPhaseTwo } from './moves';
import { handOf, isAlive, livingSeats } from './seats';
import type { BangState, Seat } from './state';
import { windows, type Windows } from './windows';

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface LegalMove {
  move: string;
  args?: unknown[];
}

/** The seat's actions it may use now, with every legal list of arguments: `any` ones, or also `play` ones in phase 2. */
function actionsOf(G: BangState, ctx: Ctx, seat: Seat, inPhase2: boolean): LegalMove[] {
  const moves: LegalMove[] = [];
  const seen = new Set<string>();
  for (const hooks of hooksFor(G, seat)) {
    if (!hooks.actions) continue;
    for (const [name, action] of Object.entries(hooks.actions)) {
      // The first entry naming an action is the one the move uses.
      if (seen.has(name)) continue;
      seen.add(name);
      if (action.when === 'play' && !inPhase2) continue;
      if (!action.available(G, ctx, seat)) continue;
      for (const args of action.options(G, ctx, seat)) moves.push({ move: name, args });
    }
  }
  return moves;
}

/** Every legal way to play a card in phase 2: each target and choice, with the reason each other one is refused left out. */
export function playsOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): LegalMove[] {
  const rule = playRuleOf(G, seat, card);
  if (!rule) return [];
  const candidates: PlayArgs[] = [];
  if (rule.targeting === 'none') candidates.push({});
  else {
    for (const target of livingSeats(G, ctx)) {
      if (target === seat) continue;
      if (rule.targeting === 'player') candidates.push({ target });
      else {
        if (G.zones[handOf(target)]!.length > 0) candidates.push({ target, pick: 'hand' });
        for (const pick of inPlay(G, target)) candidates.push({ target, pick });
      }
    }
  }
  return candidates
    .filter((args) => refusal(G, ctx, seat, card, args) === undefined)
    .map((args) => ({ move: 'play', args: args.target === undefined ? [card] : args.pick === undefined ? [card, args.target] : [card, args.target, args.pick] }));
}

/** The answers a seat the innermost window waits for may give. */
function answers(G: BangState, ctx: Ctx, seat: Seat): LegalMove[] {
  const top = windows.top(G)!;
  const version = windows.version(G);
  const hand = G.zones[handOf(seat)]!;
  const each = (move: string, options: readonly string[]) => options.map((option) => ({ move, args: [version, option] }));
  switch (top.tag as keyof Windows) {
    case 'shot': {
      const { shot } = top.data as Windows['shot']['data'];
      return [
        ...(shot.barrels > 0 ? [{ move: 'barrel', args: [version] }] : []),
        ...each('missed', hand.filter((card) => answersAs(G, seat, card, 'missed'))),
        { move: 'takeHit', args: [version] },
      ];
    }
    case 'dying':
      return [...each('beer', hand.filter((card) => answersAs(G, seat, card, 'beer'))), { move: 'die', args: [version] }];
    case 'indians':
    case 'duel':
      return [...each('bang', hand.filter((card) => answersAs(G, seat, card, 'bang'))), { move: 'takeHit', args: [version] }];
    case 'store':
      return each('pick', G.zones.store!);
    case 'choice': {
      const { id, data } = top.data as Windows['choice']['data'];
      return each('choose', choiceRule(id).options(G, ctx, seat, data));
    }
  }
}

/**
 * Every legal move of a seat now (boardgame.io's `ai.enumerate`): answers to the window that
 * waits for it, its actions usable at any time (also while it stands by in the `anytime`
 * stage), and on its own turn the plays of phase 2 or the discards of phase 3.
 */
export function legalMoves(G: BangState, ctx: Ctx, seat: Seat): LegalMove[] {
  if (G.result !== null || !isAlive(G, seat)) return [];
  const active = ctx.activePlayers;
  if (active ? !(seat in active) : seat !== ctx.currentPlayer) return [];
  const stage = active?.[seat] ?? null;
  if (stage === ANYTIME) return actionsOf(G, ctx, seat, false);
  if (stage !== null) return windows.awaiting(G).includes(seat) ? [...answers(G, ctx, seat), ...actionsOf(G, ctx, seat, false)] : [];
  if (seat !== ctx.currentPlayer || windows.top(G) !== undefined) return [];
  if (G.turn.phase === 'discard') return [...G.zones[handOf(seat)]!.map((card) => ({ move: 'discard', args: [card] })), ...actionsOf(G, ctx, seat, false)];
  if (!inPhaseTwo(G, seat, ctx.currentPlayer)) return [];
  return [...G.zones[handOf(seat)]!.flatMap((card) => playsOf(G, ctx, seat, card)), ...actionsOf(G, ctx, seat, true), { move: 'endPlay' }];
}
