import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { createZones, draw, shuffle, zoneId } from '@parlor/deck';
import { NO_CLIENT_EVENTS, resolveSetupData, validateSetupWith } from '@parlor/game-kit';
import { skippingTurnOrder } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { cards, handValue } from './cards';
import type { ColtExpressResult, ColtExpressState } from './state';
import { visibility } from './visibility';

const hand = (seat: string) => zoneId('hand', seat);

const hasStopped = (G: ColtExpressState, seat: string) => G.stopped.includes(seat);

function stop(G: ColtExpressState, ctx: Ctx, seat: string): void {
  G.stopped.push(seat);
  if (G.stopped.length === ctx.numPlayers) G.revealed = true;
}

/** The result once every hand is revealed. */
export function result(G: ColtExpressState, ctx: Ctx): ColtExpressResult {
  const totals = Object.fromEntries(ctx.playOrder.map((seat) => [seat, handValue(G.zones[hand(seat)]!)]));
  const standing = ctx.playOrder.filter((seat) => totals[seat]! <= G.target);
  const best = Math.max(...standing.map((seat) => totals[seat]!));
  return { winners: standing.filter((seat) => totals[seat] === best), totals };
}

/** The moves each seat may make now (boardgame.io's bots and the playout tests use it). */
export function legalMoves(G: ColtExpressState, ctx: Ctx, seat: string): { move: string; args?: unknown[] }[] {
  if (ctx.gameover !== undefined || seat !== ctx.currentPlayer || hasStopped(G, seat)) return [];
  return [...(G.zones.draw!.length > 0 ? [{ move: 'draw' }] : []), { move: 'stop' }];
}

export const game: Game<ColtExpressState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),

  setup: ({ ctx, random }, setupData) => {
    const { target } = resolveSetupData(manifest, setupData);
    const zones = createZones(ctx.playOrder.map(hand), { draw: [...cards.ids] });
    shuffle(zones, 'draw', random);
    return { zones, target: target as number, stopped: [], revealed: false };
  },

  playerView: visibility.playerView,

  turn: {
    order: skippingTurnOrder({ isOut: hasStopped }),
  },

  moves: {
    // Reads the hidden pile, so it never runs optimistically on a client.
    draw: {
      move: ({ G, ctx, playerID, events }) => {
        if (hasStopped(G, playerID) || G.zones.draw!.length === 0) return INVALID_MOVE;
        draw(G.zones, { from: 'draw', to: hand(playerID) });
        // Going over the target ends that seat's drawing.
        if (handValue(G.zones[hand(playerID)]!) > G.target) stop(G, ctx, playerID);
        events.endTurn();
      },
      client: false,
    },
    stop: ({ G, ctx, playerID, events }) => {
      if (hasStopped(G, playerID)) return INVALID_MOVE;
      stop(G, ctx, playerID);
      events.endTurn();
    },
  },

  endIf: ({ G, ctx }) => (G.revealed ? result(G, ctx) : undefined),

  ai: { enumerate: (G, ctx, seat) => legalMoves(G, ctx, seat) },
};
