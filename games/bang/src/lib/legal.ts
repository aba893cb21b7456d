import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { inPlay } from './engine/equipment';
import type { CardRule, PlayArgs } from './engine/hooks';
import { aimable, answersAs, answersFromPlay, inPhaseTwo, playRuleOf, refusal, useRefusal, useRuleOf, usesLeft } from './engine/plays';
import { choiceRule, hooksFor } from './engine/registry';
import { ANYTIME, windows, type Windows } from './engine/windows';
import { handOf, isAlive } from './seats';
import type { BangState, Seat } from './state';

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
      if (!usesLeft(G, name, action) || !action.available(G, ctx, seat)) continue;
      for (const args of action.options(G, ctx, seat)) moves.push({ move: name, args });
    }
  }
  return moves;
}

/** The targets and picks a card rule may name, before its checks: each other player (or anyone), and each of their cards. */
function candidates(G: BangState, ctx: Ctx, seat: Seat, rule: CardRule): PlayArgs[] {
  if (rule.targeting === 'none') return [{}];
  const list: PlayArgs[] = [];
  for (const target of aimable(G, ctx, seat, rule)) {
    if (rule.targeting !== 'player-card') list.push({ target });
    else {
      if (G.zones[handOf(target)]!.length > 0) list.push({ target, pick: 'hand' });
      for (const pick of inPlay(G, target)) list.push({ target, pick });
    }
  }
  return list;
}

/** A play's or a use's arguments as the move takes them: the card, then target, pick and the other card, `null` where one is absent before a later one. */
function argsOf(card: CardId, { target, pick, extra }: PlayArgs): unknown[] {
  const args: unknown[] = [card, target ?? null, pick ?? null, extra ?? null];
  while (args.length > 1 && args[args.length - 1] === null) args.pop();
  return args;
}

/**
 * Every legal way to play a card in phase 2: each target and choice, and for a "discard
 * another card" card each other hand card it may cost, with every refused one left out.
 */
export function playsOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): LegalMove[] {
  const rule = playRuleOf(G, seat, card);
  if (!rule) return [];
  let list = candidates(G, ctx, seat, rule);
  if (rule.discardsAnother || rule.joins) list = list.flatMap((args) => G.zones[handOf(seat)]!.filter((extra) => extra !== card).map((extra) => ({ ...args, extra })));
  return list.filter((args) => refusal(G, ctx, seat, card, args) === undefined).map((args) => ({ move: 'play', args: argsOf(card, args) }));
}

/** Every legal way to use a green card the seat has in play, in its phase 2 (RULES.md §15.1 Green-bordered cards). */
export function usesOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): LegalMove[] {
  const rule = useRuleOf(G, seat, card);
  if (!rule) return [];
  return candidates(G, ctx, seat, rule)
    .filter((args) => useRefusal(G, ctx, seat, card, args) === undefined)
    .map((args) => ({ move: 'use', args: argsOf(card, args) }));
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
      // Colorado Bill's Spade: no Missed! effect of any kind (VALLEY-OF-SHADOWS.md §6).
      if (shot.unavoidable) return [{ move: 'takeHit', args: [version] }];
      return [
        ...(shot.barrels > 0 ? [{ move: 'barrel', args: [version] }] : []),
        ...each('missed', hand.filter((card) => answersAs(G, seat, card, 'missed'))),
        ...each('missed', inPlay(G, seat).filter((card) => answersFromPlay(G, seat, card, 'missed'))),
        { move: 'takeHit', args: [version] },
      ];
    }
    case 'dying':
      return [...each('beer', hand.filter((card) => answersAs(G, seat, card, 'beer'))), { move: 'die', args: [version] }];
    case 'indians':
    case 'duel':
      return [...each('bang', hand.filter((card) => answersAs(G, seat, card, 'bang'))), { move: 'takeHit', args: [version] }];
    case 'saved':
      return [...each('save', hand.filter((card) => answersAs(G, seat, card, 'saved'))), { move: 'decline', args: [version] }];
    case 'escape':
      return [...each('escape', hand.filter((card) => answersAs(G, seat, card, 'escape'))), { move: 'allow', args: [version] }];
    case 'store':
      return each('pick', G.zones.store!);
    case 'choice': {
      const { id, data } = top.data as Windows['choice']['data'];
      return each('choose', choiceRule(id).options(G, ctx, seat, data));
    }
  }
}

/**
 * Whether phase 2 may not end yet: the card shown under Law of the West is still in the hand and
 * may be played now, so it must be.
 */
export function mustPlayFirst(G: BangState, ctx: Ctx, seat: Seat): boolean {
  const card = G.turn.mustPlay;
  return card !== undefined && G.zones[handOf(seat)]!.includes(card) && playsOf(G, ctx, seat, card).length > 0;
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
  return [
    ...G.zones[handOf(seat)]!.flatMap((card) => playsOf(G, ctx, seat, card)),
    ...inPlay(G, seat).flatMap((card) => usesOf(G, ctx, seat, card)),
    ...actionsOf(G, ctx, seat, true),
    ...(mustPlayFirst(G, ctx, seat) ? [] : [{ move: 'endPlay' }]),
  ];
}
