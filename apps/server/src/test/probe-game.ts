// A small game for the server's tests: hidden per-seat secrets, a shuffled deck (so the PRNG
// state exists), a move that throws, and a careless move that writes any key it is given.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type GameModule } from '@parlor/game-kit';
import { defineVisibility, secret, zone } from '@parlor/hidden-info';

export interface ProbeState {
  counter: number;
  secrets: Record<string, string>;
  zones: { deck: string[] };
  bag: Record<string, unknown>;
}

export const probeManifest = defineManifest({
  id: 'probe',
  title: { en: 'Probe', 'zh-TW': '探針' },
  summary: { en: 'A game for tests.', 'zh-TW': '測試用的遊戲。' },
  minPlayers: 2,
  maxPlayers: 4,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [{ key: 'start', type: 'integer', label: { en: 'Start', 'zh-TW': '起始' }, min: 0, max: 10, default: 0 }],
  locales: ['en', 'zh-TW'],
  version: '1',
});

const visibility = defineVisibility<ProbeState>({ zones: { deck: zone.count() }, secrets: { 'secrets.*': secret.owner() } });

export const probeGame: Game<ProbeState> = {
  name: 'probe',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  // No event is open to clients (the module contract, which the server checks at start).
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(probeManifest),
  setup: ({ ctx, random }, setupData?: { start?: number }) => ({
    counter: setupData?.start ?? 0,
    secrets: Object.fromEntries(ctx.playOrder.map((seat) => [seat, `secret-of-${seat}`])),
    zones: { deck: random.Shuffle(['card-a', 'card-b', 'card-c', 'card-d']) },
    bag: {},
  }),
  playerView: visibility.playerView,
  moves: {
    inc: ({ G }) => {
      G.counter++;
    },
    boom: () => {
      throw new TypeError('the probe exploded');
    },
    // Careless on purpose, the pattern that polluted Object.prototype on a stock server
    // (G.x[who][key] = value with who = "__proto__"): the server's argument checks must stop it.
    put: ({ G }, who: string, key: string, value: unknown) => {
      if (typeof who !== 'string' || typeof key !== 'string') return INVALID_MOVE;
      const bag = G.bag as Record<string, Record<string, unknown>>;
      bag[who] ??= {};
      bag[who]![key] = value;
    },
    pass: { move: ({ G }) => void G.counter, ignoreStaleStateID: true, client: false },
  },
  // Short enough that a test can play it to the end (start at 8, two moves).
  endIf: ({ G }) => (G.counter >= 10 ? { winner: '0' } : undefined),
  ai: { enumerate: () => [{ move: 'inc' }] },
};

// The chat is closed while the counter stands at 7 (a game may close it for a while: BANG!'s Gag).
// Seat 0 wins (endIf), the others share second place: enough standings to rate a match.
export const probeModule: GameModule<ProbeState> = {
  game: probeGame,
  manifest: probeManifest,
  chatClosed: (G) => G.counter === 7,
  standings: ({ ctx }) => [
    { seats: ['0'], rank: 1 },
    { seats: ctx.playOrder.filter((seat) => seat !== '0'), rank: 2 },
  ],
};
