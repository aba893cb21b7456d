// A game for the server's automatic moves: one move asks every other seat to answer, and each
// seat's board (had it one) answers by itself after a short countdown.
import type { Game } from 'boardgame.io';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';

export interface WaiterState {
  /** The seats asked who have not answered yet. */
  waiting: string[];
  /** The seats that answered, in order. */
  answered: string[];
}

/** The countdown of the waiter's boards: short, so a test can wait it out. */
export const WAITER_COUNTDOWN_MS = 300;

const waiterManifest = defineManifest({
  id: 'waiter',
  title: { en: 'Waiter', 'zh-TW': '等候' },
  summary: { en: 'A game for tests.', 'zh-TW': '測試用的遊戲。' },
  minPlayers: 2,
  maxPlayers: 4,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

export const waiterGame: Game<WaiterState> = {
  name: 'waiter',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(waiterManifest),
  setup: () => ({ waiting: [], answered: [] }),
  playerView: ({ G }) => G,
  moves: {
    ask: {
      move: ({ G, ctx, events }) => {
        G.waiting = ctx.playOrder.filter((seat) => seat !== ctx.currentPlayer);
        events.setActivePlayers({ others: 'answer' });
      },
      client: false,
    },
  },
  turn: {
    stages: {
      answer: {
        moves: {
          answer: {
            move: ({ G, playerID, events }) => {
              G.waiting = G.waiting.filter((seat) => seat !== playerID);
              G.answered.push(playerID);
              events.endStage();
            },
            client: false,
          },
        },
      },
    },
  },
  ai: { enumerate: () => [] },
};

export const waiterModule: GameModule<WaiterState> = {
  game: waiterGame,
  manifest: waiterManifest,
  autoMoves: ({ G }) => G.waiting.map((playerID) => ({ playerID, move: 'answer', args: [], afterMs: WAITER_COUNTDOWN_MS })),
};
