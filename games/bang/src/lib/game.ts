import type { Game } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { copyWindows, skippingTurnOrder } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { advance, turnStartSteps } from './effects';
import { record } from './history';
import { legalMoves } from './legal';
import { stages, turnMoves } from './moves';
import { setupMatch } from './setup';
import type { BangResult, BangState } from './state';
import { visibility } from './visibility';
import { windows } from './windows';

/**
 * What a move may change, copied before it runs (see `withPlainState`): the root, which zones
 * hold which arrays (libs/deck replaces zone arrays), the players record (entries are replaced,
 * never edited) and the windows (answers edit the pending window's data).
 */
export function copyState(G: BangState): BangState {
  return { ...G, zones: { ...G.zones }, players: { ...G.players }, windows: copyWindows(G.windows) };
}

const rules: Game<BangState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: (context, setupData) => setupMatch(context, setupData),
  playerView: visibility.playerView,
  turn: {
    // The Sheriff plays first; eliminated seats are passed over (RULES.md §3.2, §11.4).
    order: skippingTurnOrder<BangState>({
      isOut: (G, seat) => G.players[seat]?.alive !== true,
      first: ({ G, ctx }) => G.sheriff ?? ctx.playOrder[0]!,
    }),
    // Start of turn (RULES.md §4.0): Dynamite before Jail, then phase 1.
    onBegin: (context) => {
      const { G, ctx } = context;
      const seat = ctx.currentPlayer;
      windows.reset(G);
      G.turn = { phase: 'start', bangs: 0 };
      record(G, { kind: 'turn', seat });
      G.steps = turnStartSteps(seat);
      advance(context);
    },
    stages,
  },
  moves: turnMoves,
  endIf: ({ G }): BangResult | undefined => G.result ?? undefined,
  ai: { enumerate: legalMoves },
};

/** BANG!, the base game for 4-7 players: the boardgame.io game (shared/rules/bang/RULES.md). */
export const game = withPlainState(rules, copyState);
