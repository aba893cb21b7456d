import type { Game } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { manifest } from '../manifest';
import { legalMoves } from './legal';
import { activate, moves } from './moves';
import { setupMatch } from './setup';
import type { ColtExpressResult, ColtExpressState } from './state';
import { visibility } from './visibility';

/**
 * What a move may change, copied before it runs (see `withPlainState`): everything but the
 * zone arrays, which libs/deck replaces rather than edits. The state is small, so a full
 * copy of the rest costs little.
 */
export function copyState(G: ColtExpressState): ColtExpressState {
  return {
    ...G,
    zones: { ...G.zones },
    faceDown: [...G.faceDown],
    bandits: Object.fromEntries(Object.entries(G.bandits).map(([key, bandit]) => [key, { ...bandit, loot: { ...bandit.loot } }])),
    train: G.train.map((unit) => ({ inside: { ...unit.inside }, roof: { ...unit.roof } })),
    purseValues: {
      bandits: Object.fromEntries(Object.entries(G.purseValues.bandits).map(([key, values]) => [key, [...values]])),
      train: Object.fromEntries(Object.entries(G.purseValues.train).map(([key, values]) => [key, [...values]])),
    },
    roundCard: G.roundCard,
    step: G.step.kind === 'scheme' ? { ...G.step } : 'pending' in G.step ? { ...G.step, pending: [...G.step.pending] } : G.step,
    placements: { ...G.placements },
    history: [...G.history],
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
  // The whole match is one boardgame.io turn: the rules keep their own rounds and order in G
  // and make active exactly the seats they wait for.
  turn: { onBegin: (context) => activate(context) },
  moves,
  endIf: ({ G }): ColtExpressResult | undefined => G.result ?? undefined,
  ai: { enumerate: legalMoves },
};

/** Colt Express, the base game for 2-6 players: the boardgame.io game (shared/rules/colt-express/RULES.md). */
export const game = withPlainState(rules, copyState);
