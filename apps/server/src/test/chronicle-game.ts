// A game for the server's history log: each move records public history entries, the turn's
// start records one more (a hook, not a move), and G keeps only the latest three.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';

export interface ChronicleEntry {
  n: number;
  text: string;
}

export interface ChronicleState {
  history: ChronicleEntry[];
  count: number;
}

/** How many entries G keeps: fewer than a match records, so the log must carry the rest. */
export const CHRONICLE_KEPT = 3;

const manifest = defineManifest({
  id: 'chronicle',
  title: { en: 'Chronicle', 'zh-TW': '紀事' },
  summary: { en: 'A game for tests.', 'zh-TW': '測試用的遊戲。' },
  minPlayers: 2,
  maxPlayers: 2,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

function record(G: ChronicleState, text: string): void {
  G.history.push({ n: G.count++, text });
  if (G.history.length > CHRONICLE_KEPT) G.history.splice(0, G.history.length - CHRONICLE_KEPT);
}

export const chronicleGame: Game<ChronicleState> = {
  name: 'chronicle',
  minPlayers: 2,
  maxPlayers: 2,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: () => ({ history: [], count: 0 }),
  playerView: ({ G }) => G,
  turn: {
    onBegin: ({ G, ctx }) => record(G, `turn of ${ctx.currentPlayer}`),
  },
  moves: {
    tell: {
      move: ({ G, playerID }, times: unknown) => {
        if (typeof times !== 'number' || times < 1 || times > CHRONICLE_KEPT) return INVALID_MOVE;
        for (let i = 0; i < times; i++) record(G, `${playerID} told ${i + 1}`);
      },
      client: false,
    },
    pass: { move: ({ events }) => events.endTurn(), client: false },
  },
  ai: { enumerate: () => [{ move: 'pass', args: [] }] },
};

export const chronicleModule: GameModule<ChronicleState> = {
  game: chronicleGame,
  manifest,
  history: (G) => G.history,
};
