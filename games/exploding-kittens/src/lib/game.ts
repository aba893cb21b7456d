import type { Game } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { copyWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { futureForgotten } from './future';
import { legalMoves } from './legal';
import { stages, turnMoves } from './moves';
import { setupMatch } from './setup';
import type { ExplodingKittensResult, ExplodingKittensState } from './state';
import { livingSeats, nextLiving } from './turns';
import { visibility } from './visibility';
import { windows } from './windows';

/**
 * What a move may change, copied before it runs (see `withPlainState`): the root's scalars,
 * which zones hold which arrays (libs/deck replaces zone arrays rather than editing them), the
 * windows, notices, history slots and the list of exploded seats.
 */
export function copyState(G: ExplodingKittensState): ExplodingKittensState {
  return {
    ...G,
    zones: { ...G.zones },
    windows: copyWindows(G.windows),
    notices: { ...G.notices },
    history: [...G.history],
    out: [...G.out],
  };
}

const rules: Game<ExplodingKittensState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: setupMatch,
  playerView: visibility.playerView,
  turn: {
    order: {
      first: ({ G, ctx }) => ctx.playOrder.indexOf(G.firstPlayer),
      next: ({ G, ctx }) => ctx.playOrder.indexOf(nextLiving(G, ctx, ctx.currentPlayer)),
    },
    onBegin: ({ G }) => {
      windows.reset(G);
      futureForgotten(G);
    },
    stages,
  },
  moves: turnMoves,
  endIf: ({ G, ctx }): ExplodingKittensResult | undefined => {
    const living = livingSeats(G, ctx);
    return living.length === 1 ? { winner: living[0]! } : undefined;
  },
  ai: { enumerate: legalMoves },
};

/** Exploding Kittens, Party Pack: the boardgame.io game of the rules in this package's RULES.md. */
export const game = withPlainState(rules, copyState);
