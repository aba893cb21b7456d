import type { Game } from 'boardgame.io';
import { NO_CLIENT_EVENTS, validateSetupWith, withPlainState } from '@parlor/game-kit';
import { manifest } from '../manifest';
import { legalMoves } from './legal';
import { activate, moves } from './moves';
import { setupMatch } from './setup';
import type { ColtExpressResult, ColtExpressState } from './state';
import { visibility } from './visibility';

/**
 * Whether the next move may reach the train: bandits, loot, purses, the Marshal. Only the
 * Stealin' phase (and the 2-player placement) change them, and a Schemin' move reaches it only
 * when it is the round's last action, or an advanced keep when it is the last one pending.
 */
function mayTouchTrain(G: ColtExpressState): boolean {
  const step = G.step;
  if (step.kind !== 'scheme') return step.kind !== 'discard';
  return step.turn === G.roundCard!.turns.length - 1 && step.at === step.order.length - 1 && step.left === 1;
}

/**
 * What a move may change, copied before it runs (see `withPlainState`). Zone arrays are
 * shared (libs/deck replaces rather than edits them); the train, bandits and purse values are
 * copied only when the move can reach them (most Schemin' moves cannot), since boardgame.io's
 * Immer walks every new object a move returns. A wrong guess throws on the frozen original.
 */
export function copyState(G: ColtExpressState): ColtExpressState {
  const copy: ColtExpressState = {
    ...G,
    zones: { ...G.zones },
    faceDown: [...G.faceDown],
    step: G.step.kind === 'scheme' ? { ...G.step } : 'pending' in G.step ? { ...G.step, pending: [...G.step.pending] } : G.step,
    history: [...G.history],
  };
  if (mayTouchTrain(G)) {
    copy.bandits = Object.fromEntries(Object.entries(G.bandits).map(([key, bandit]) => [key, { ...bandit, loot: { ...bandit.loot } }]));
    copy.train = G.train.map((unit) => ({ inside: { ...unit.inside }, roof: { ...unit.roof } }));
    copy.purseValues = {
      bandits: Object.fromEntries(Object.entries(G.purseValues.bandits).map(([key, values]) => [key, [...values]])),
      train: Object.fromEntries(Object.entries(G.purseValues.train).map(([key, values]) => [key, [...values]])),
    };
    copy.placements = { ...G.placements };
  }
  return copy;
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
