import type { Game } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { copyWindows } from '@parlor/turn-phases';
import { manifest } from '../manifest';
import { legalMoves } from './legal';
import { beginMatch } from './flow';
import { keptHistory } from './history';
import { moves } from './moves';
import { setupMatch } from './setup';
import type { ColtExpressResult, ColtExpressState } from './state';
import { visibility } from './visibility';

/**
 * What a move or hook may change, copied before it runs (see `withPlainState`). Zone arrays are
 * shared (libs/deck replaces rather than edits them). The train, bandits and purse values stay
 * shared too: most moves never reach them, and copying them for every move (then freezing
 * the copies) would cost as much as the rest of a Schemin' move; the rules that change them
 * copy them first (`ownTrain`). Anything
 * else changed without a copy throws on the frozen original. The history is cut to its latest
 * lines here, as the action starts, so that every line the action adds stays in G for the
 * server to store (lib/history.ts).
 */
export function copyState(G: ColtExpressState): ColtExpressState {
  return {
    ...G,
    zones: { ...G.zones },
    faceDown: [...G.faceDown],
    history: keptHistory(G.history),
    windows: copyWindows(G.windows),
  };
}

const rules: Game<ColtExpressState> = {
  name: manifest.id,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: (context, setupData) => setupMatch(context, setupData),
  playerView: visibility.playerView,
  // The whole match is one boardgame.io turn: the rules keep their own rounds in G, and their
  // windows (libs/turn-phases) make active exactly the seats they wait for.
  turn: { onBegin: (context) => beginMatch(context) },
  moves,
  endIf: ({ G }): ColtExpressResult | undefined => G.result ?? undefined,
  ai: { enumerate: legalMoves },
};

/** Colt Express, the base game for 2-6 players: the boardgame.io game of the rules in this package's RULES.md. */
export const game = withPlainState(rules, copyState);
