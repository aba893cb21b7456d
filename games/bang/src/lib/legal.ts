import type { Ctx } from 'boardgame.io';
import type { CardId } from '@parlor/deck';
import { answersAsBang, answersAsMissed, CARD_RULES, playedAs, type PlayArgs } from './card-rules';
import { keyOf } from './cards';
import { abilityOf } from './character-abilities';
import { beerWorks } from './effects';
import { inPlay } from './equipment';
import { inPhaseTwo } from './moves';
import { handOf, isAlive, livingSeats } from './seats';
import type { BangState, Seat } from './state';
import { windows } from './windows';

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface LegalMove {
  move: string;
  args?: unknown[];
}

/** Every pair of two different hand cards, for Sid Ketchum's ability when it may be used. */
function sidPairs(G: BangState, seat: Seat, version?: number): LegalMove[] {
  if (!abilityOf(G, seat).healsByDiscarding) return [];
  const player = G.players[seat]!;
  if (player.life >= player.maxLife) return [];
  const hand = G.zones[handOf(seat)]!;
  const moves: LegalMove[] = [];
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) moves.push({ move: 'heal', args: version === undefined ? [hand[i], hand[j]] : [version, hand[i], hand[j]] });
  }
  return moves;
}

/** The plays of one card in phase 2 with every legal target and choice. */
function playsOf(G: BangState, ctx: Ctx, seat: Seat, card: CardId): LegalMove[] {
  const rule = CARD_RULES[playedAs(G, seat, card)];
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
    .filter((args) => rule.check(G, ctx, seat, args) === undefined)
    .map((args) => ({ move: 'play', args: args.target === undefined ? [card] : args.pick === undefined ? [card, args.target] : [card, args.target, args.pick] }));
}

/** Every legal move of a seat now, answers out of turn included (boardgame.io's `ai.enumerate`). */
export function legalMoves(G: BangState, ctx: Ctx, seat: Seat): LegalMove[] {
  if (G.result !== null || !isAlive(G, seat)) return [];
  const top = windows.top(G);
  if (top) {
    if (!windows.awaiting(G).includes(seat)) return [];
    const version = windows.version(G);
    const hand = G.zones[handOf(seat)]!;
    const each = (move: string, cards: readonly CardId[]) => cards.map((card) => ({ move, args: [version, card] }));
    switch (top.tag) {
      case 'shot': {
        const data = top.data as { shot: { barrels: number } };
        return [
          ...(data.shot.barrels > 0 ? [{ move: 'barrel', args: [version] }] : []),
          ...each('missed', hand.filter((card) => answersAsMissed(G, seat, card))),
          { move: 'takeHit', args: [version] },
          ...sidPairs(G, seat),
        ];
      }
      case 'dying':
        return [
          ...(beerWorks(G, ctx.playOrder) ? each('beer', hand.filter((card) => keyOf(card) === 'beer')) : []),
          ...sidPairs(G, seat, version),
          { move: 'die', args: [version] },
        ];
      case 'indians':
      case 'duel':
        return [...each('bang', hand.filter((card) => answersAsBang(G, seat, card))), { move: 'takeHit', args: [version] }, ...sidPairs(G, seat)];
      case 'store':
        return each('pick', G.zones.store!);
      case 'lucky':
        return each('choose', G.zones.reveal!);
      case 'draw-choice': {
        const choices: unknown[] = ['deck'];
        const character = G.players[seat]!.character;
        if (character === 'pedro_ramirez' && G.zones.discard!.length > 0) choices.push('discard');
        if (character === 'jesse_jones') choices.push(...livingSeats(G, ctx).filter((other) => other !== seat && G.zones[handOf(other)]!.length > 0));
        return choices.map((from) => ({ move: 'drawFrom', args: [version, from] }));
      }
      case 'kit':
        return each('putBack', G.zones[`look:${seat}`]!);
      default:
        return [];
    }
  }
  if (seat !== ctx.currentPlayer) return [];
  const hand = G.zones[handOf(seat)]!;
  if (G.turn.phase === 'discard') return hand.map((card) => ({ move: 'discard', args: [card] }));
  if (!inPhaseTwo(G, seat, ctx.currentPlayer)) return [];
  return [...hand.flatMap((card) => playsOf(G, ctx, seat, card)), ...sidPairs(G, seat), { move: 'endPlay' }];
}
