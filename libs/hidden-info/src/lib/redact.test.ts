import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, getFilterPlayerView } from 'boardgame.io/internal';
import type { Zones } from '@parlor/deck';
import { defineVisibility, findLeaks, redactedMove, zone } from '../index';

interface State {
  zones: Zones;
}

const visibility = defineVisibility<State>({ zones: { hand: zone.owner(), draw: zone.count() } });

// A Favor-like move: seat 0 gives a card of its choice to seat 1. The card id is a secret
// argument: seat 2 and spectators must not learn it from the log either.
const game: Game<State> = {
  name: 'redact-probe',
  disableUndo: true,
  setup: () => ({ zones: { 'hand:0': ['nope-1', 'skip-1'], 'hand:1': [], 'hand:2': [], draw: ['kitten-1'] } }),
  playerView: visibility.playerView,
  moves: {
    give: redactedMove<State>(({ G }, card: string) => {
      G.zones['hand:0'] = G.zones['hand:0']!.filter((c) => c !== card);
      G.zones['hand:1']!.push(card);
    }),
  },
};

function afterGive() {
  const reducer = CreateGameReducer({ game });
  const initial = InitializeGame({ game, numPlayers: 3 });
  const state = reducer(initial, {
    type: 'MAKE_MOVE',
    payload: { type: 'give', args: ['nope-1'], playerID: '0' },
  });
  return state;
}

describe('redactedMove', () => {
  it('builds a long-form move that is redacted and never runs on a client', () => {
    const move = redactedMove<State>(() => undefined, { ignoreStaleStateID: true });
    expect(move).toMatchObject({ redact: true, client: false, ignoreStaleStateID: true });
    expect(typeof move.move).toBe('function');
  });

  it('keeps a long-form move’s own options', () => {
    expect(redactedMove<State>({ move: () => undefined, noLimit: true })).toMatchObject({ noLimit: true, redact: true });
  });

  it("hides the given card from third seats and spectators in both state and log, through boardgame.io's own filter", () => {
    const state = afterGive();
    const filter = getFilterPlayerView(game);
    const payloadFor = (playerID: string | null) =>
      filter(playerID, { type: 'update', args: ['m1', state] } as Parameters<typeof filter>[1]);

    // The giver and the receiver know the card.
    expect(JSON.stringify(payloadFor('0'))).toContain('nope-1');
    expect(JSON.stringify(payloadFor('1'))).toContain('nope-1');
    // The third seat and a spectator see neither the card in state nor the argument in the log.
    for (const viewer of ['2', null]) {
      expect(findLeaks(payloadFor(viewer), new Set(['nope-1', 'skip-1', 'kitten-1']))).toEqual([]);
    }
  });
});
