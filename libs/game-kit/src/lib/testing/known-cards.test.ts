// The playout's secret checks with libs/hidden-info's knowledge: a card a seat saw is visible
// to that seat only, and a game that shows it to anyone else fails the playout.
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { copies, createZones, draw, shuffle, type Zones } from '@parlor/deck';
import { defineVisibility, knownBy, learn, prune, zone, type Knowledge, type Visibility } from '@parlor/hidden-info';
import { createMatch, playout } from '../../testing';

interface PeekState {
  zones: Zones;
  known: Knowledge;
  /** A public note of the last card peeked at: the broken variant writes the id here. */
  note: string | null;
}

const CARDS = copies('p', 8);
const declared = defineVisibility<PeekState>({ zones: { draw: zone.count(), hand: zone.owner() }, knowledge: 'known' });

/** On its turn a seat peeks at the top of the pile (once) or takes it; the match ends with the pile. */
function peekGame(visibility: Visibility<PeekState>, leaky = false): Game<PeekState> {
  return {
    name: 'peek',
    minPlayers: 2,
    maxPlayers: 3,
    setup: ({ ctx, random }) => {
      const zones = createZones(ctx.playOrder.map((seat) => `hand:${seat}`), { draw: CARDS });
      shuffle(zones, 'draw', random);
      return { zones, known: [], note: null };
    },
    playerView: visibility.playerView,
    moves: {
      peek: {
        move: ({ G, playerID }) => {
          const [top] = G.zones.draw!;
          if (top === undefined || knownBy(G.known, G.zones, playerID, 'draw').includes(top)) return INVALID_MOVE;
          G.known = learn(G.known, G.zones, playerID, top);
          if (leaky) G.note = top;
        },
        client: false,
      },
      take: {
        move: ({ G, playerID, events }) => {
          draw(G.zones, { from: 'draw', to: `hand:${playerID}` });
          G.known = prune(G.known, G.zones);
          events.endTurn();
        },
        client: false,
      },
    },
    endIf: ({ G }) => (G.zones.draw!.length === 0 ? { done: true } : undefined),
    ai: {
      enumerate: (G, ctx, seat) => {
        const [top] = G.zones.draw!;
        const peeked = top !== undefined && knownBy(G.known, G.zones, seat, 'draw').includes(top);
        return [...(peeked ? [] : [{ move: 'peek' }]), { move: 'take' }];
      },
    },
  };
}

const secretsOf = (visibility: Visibility<PeekState>) => (state: { G: PeekState }, viewer: string | null) => visibility.hiddenCards(state.G, viewer);

describe('playouts of a game with knowledge', () => {
  it('pass when only the seat that peeked sees the card, and only while it stays', () => {
    const match = createMatch({ game: peekGame(declared), numPlayers: 3, seed: 'peek' });
    match.move('0', 'peek');
    const top = match.G.zones.draw![0]!;
    expect(match.view('0').zones.draw![0]).toBe(top);
    expect(match.view('1').zones.draw![0]).not.toBe(top);
    match.move('0', 'take');
    expect(match.G.known).toEqual([]);
    for (let i = 0; i < 20; i++) {
      const result = playout({ game: peekGame(declared), numPlayers: 3, seed: `peek-${i}`, secrets: secretsOf(declared) });
      expect(result.failure).toBeUndefined();
      expect(result.ended).toBe(true);
    }
  });

  it('fail when the knowledge is kept in G without being declared', () => {
    const undeclared = defineVisibility<PeekState>({ zones: { draw: zone.count(), hand: zone.owner() } });
    const result = playout({ game: peekGame(undeclared), numPlayers: 2, seed: 'undeclared', secrets: secretsOf(undeclared) });
    expect(result.failure?.message).toMatch(/can see a secret: G\.known\[0\]\.(card|above|below)/);
  });

  it('fail when a known card reaches a seat that does not know it', () => {
    const result = playout({ game: peekGame(declared, true), numPlayers: 2, seed: 'leaky', secrets: secretsOf(declared) });
    expect(result.failure?.message).toMatch(/seat \d can see a secret: G\.note/);
  });
});
