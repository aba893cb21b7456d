// A game for the server's bots and clocks: on your turn, poke another seat (who must answer:
// dodge or take it) or pass; three hits and you are out. The rules' default answer for a seat
// whose time ran out is to take it.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';

export interface TurnerState {
  hits: Record<string, number>;
  /** The seat poked and not yet answering. */
  poked: string | null;
  /** Every move, as `seat:move`, to see who made what. */
  moves: string[];
}

export const turnerManifest = defineManifest({
  id: 'turner',
  title: { en: 'Turner', 'zh-TW': '輪轉' },
  summary: { en: 'A game for tests.', 'zh-TW': '測試用的遊戲。' },
  minPlayers: 2,
  maxPlayers: 4,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
  // The shortest clocks a manifest may have, so that a test can wait them out.
  timeControls: { default: 'off', turnSeconds: { relaxed: 3, normal: 3, fast: 3 }, responseSeconds: { relaxed: 3, normal: 3, fast: 3 } },
});

const LOSING_HITS = 3;

export const turnerGame: Game<TurnerState> = {
  name: 'turner',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(turnerManifest),
  setup: ({ ctx }) => ({ hits: Object.fromEntries(ctx.playOrder.map((seat) => [seat, 0])), poked: null, moves: [] }),
  playerView: ({ G }) => G,
  moves: {
    poke: {
      move: ({ G, ctx, playerID, events }, target: unknown) => {
        if (typeof target !== 'string' || target === playerID || !(target in G.hits)) return INVALID_MOVE;
        G.poked = target;
        G.moves.push(`${playerID}:poke`);
        events.setActivePlayers({ value: { [target]: 'respond' }, maxMoves: 1, revert: true });
        void ctx;
      },
      client: false,
    },
    // Every other seat must answer (dodge or take it), in any order.
    shout: {
      move: ({ G, playerID, events }) => {
        G.moves.push(`${playerID}:shout`);
        events.setActivePlayers({ others: 'respond', maxMoves: 1, revert: true });
      },
      client: false,
    },
    pass: {
      move: ({ G, playerID, events }) => {
        G.moves.push(`${playerID}:pass`);
        events.endTurn();
      },
      client: false,
    },
  },
  turn: {
    stages: {
      respond: {
        moves: {
          dodge: { move: ({ G, playerID }) => void (G.poked = null, G.moves.push(`${playerID}:dodge`)), client: false },
          ouch: {
            move: ({ G, playerID }) => {
              G.hits[playerID] = (G.hits[playerID] ?? 0) + 1;
              G.poked = null;
              G.moves.push(`${playerID}:ouch`);
            },
            client: false,
          },
        },
      },
    },
  },
  endIf: ({ G }) => {
    const out = Object.keys(G.hits).find((seat) => G.hits[seat]! >= LOSING_HITS);
    return out === undefined ? undefined : { loser: out };
  },
  ai: {
    enumerate: (G: TurnerState, ctx, seat: string) => {
      if (ctx.activePlayers?.[seat] === 'respond') return [{ move: 'dodge' }, { move: 'ouch' }];
      if (ctx.activePlayers || seat !== ctx.currentPlayer) return [];
      return [...Object.keys(G.hits).filter((other) => other !== seat).map((other) => ({ move: 'poke', args: [other] })), { move: 'shout' }, { move: 'pass' }];
    },
  },
};

export const turnerModule: GameModule<TurnerState> = {
  game: turnerGame,
  manifest: turnerManifest,
  timeoutMove: (state, seat) => (state.ctx.activePlayers?.[seat] === 'respond' ? { move: 'ouch' } : undefined),
};

/**
 * Turner with turns of its own (the module's `turnOf`), as Colt Express has: a poked seat's
 * answer is its turn, and boardgame.io's current player does not say whose turn it is.
 */
export const ownTurnsModule: GameModule<TurnerState> = {
  game: { ...turnerGame, name: 'turner-own' },
  manifest: { ...turnerManifest, id: 'turner-own', title: { en: 'Turner, own turns', 'zh-TW': '輪轉（自訂回合）' } },
  awaited: ({ G, ctx }) => [G.poked ?? ctx.currentPlayer],
  turnOf: ({ G, ctx }) => G.poked ?? ctx.currentPlayer,
  // Never used for a turn: a turn that runs out is the bot's.
  timeoutMove: () => ({ move: 'ouch' }),
};
