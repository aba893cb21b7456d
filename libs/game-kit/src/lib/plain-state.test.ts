import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { copyJson, withPlainState } from '../index';
import { createMatch, playout } from '../testing';
import { raceGame, type RaceState } from './testing/race-game.fixture';

const copyRace = (G: RaceState): RaceState => ({ ...G, zones: { ...G.zones }, ready: [...G.ready] });

describe('withPlainState', () => {
  const fast = withPlainState(raceGame, copyRace);

  it('plays exactly the same matches as the Immer-drafted game', () => {
    const trace = (game: Game<RaceState>, seed: string) => {
      const steps: string[] = [];
      const result = playout({ game, numPlayers: 3, seed, onStep: (state, action) => steps.push(`${action.seat}:${action.name}:${JSON.stringify(state.G)}`) });
      expect(result.failure).toBeUndefined();
      return steps;
    };
    for (const seed of ['a', 'b', 'c']) expect(trace(fast, seed)).toEqual(trace(raceGame, seed));
  });

  it('hands moves and hooks plain objects, not Immer proxies', () => {
    const seen: boolean[] = [];
    const probe = withPlainState<RaceState>(
      {
        ...raceGame,
        phases: {
          ...raceGame.phases,
          ready: {
            ...raceGame.phases!.ready!,
            turn: { ...raceGame.phases!.ready!.turn, onBegin: ({ G }) => void seen.push(types.isProxy(G) || types.isProxy(G.zones)) },
            moves: { ready: ({ G }) => void seen.push(types.isProxy(G) || types.isProxy(G.zones)) },
          },
        },
      },
      copyRace,
    );
    const match = createMatch({ game: probe, numPlayers: 2 });
    match.move('0', 'ready');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((proxied) => proxied === false)).toBe(true);
  });

  it('keeps every state deeply frozen, so earlier states cannot change', () => {
    const match = createMatch({ game: fast, numPlayers: 2 });
    match.move('0', 'ready');
    const before = match.state;
    match.move('1', 'ready');
    match.move('0', 'draw');
    expect(Object.isFrozen(match.G)).toBe(true);
    expect(Object.isFrozen(match.G.zones)).toBe(true);
    expect(Object.isFrozen(match.G.zones['hand:0'])).toBe(true);
    expect(before.G.zones['hand:0']).toEqual([]);
    expect(before.G.ready).toEqual(['0']);
  });

  it('makes a move that changes something its copy did not copy throw, changing nothing', () => {
    const careless = withPlainState(raceGame, (G) => ({ ...G })); // does not copy `ready`
    const match = createMatch({ game: careless, numPlayers: 2 });
    // Even the state setup returned is frozen before the first move runs on it.
    expect(() => match.attempt('0', 'ready')).toThrow(/not extensible/);
    expect(match.G.ready).toEqual([]);
  });

  it('in production freezes only the root of each state, and still plays the same match', async () => {
    // The module reads NODE_ENV once, as it loads: load a fresh copy under production.
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      const production = (await import('./plain-state')).withPlainState(raceGame, copyRace);
      const match = createMatch({ game: production, numPlayers: 2 });
      const reference = createMatch({ game: fast, numPlayers: 2 });
      for (const [seat, move] of [['0', 'ready'], ['1', 'ready'], ['0', 'draw']] as const) {
        match.move(seat, move);
        reference.move(seat, move);
        expect(match.G).toEqual(reference.G);
      }
      expect(Object.isFrozen(match.G)).toBe(true);
      expect(Object.isFrozen(match.G.zones)).toBe(false);
      // A careless copy is not caught there: that is what the tests, outside production, are for.
      const careless = createMatch({ game: (await import('./plain-state')).withPlainState(raceGame, (G) => ({ ...G })), numPlayers: 2 });
      expect(() => careless.move('0', 'ready')).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('rejects INVALID_MOVE as before', () => {
    const match = createMatch({ game: fast, numPlayers: 2 });
    match.move('0', 'ready');
    match.move('1', 'ready');
    expect(match.attempt('0', 'give', 'no-such-card')).toMatchObject({ ok: false, error: 'action/invalid_move' });
    const refusing = withPlainState<RaceState>({ ...raceGame, moves: { no: () => INVALID_MOVE } }, copyRace);
    expect(createMatch({ game: refusing, numPlayers: 2, validate: false }).attempt('0', 'no')).toMatchObject({ ok: false });
  });
});

describe('copyJson', () => {
  it('copies deeply and safely', () => {
    const original = JSON.parse('{"a":[1,{"b":2}],"__proto__":{"polluted":true}}');
    const copy = copyJson(original);
    expect(copy).toEqual(original);
    expect(copy.a).not.toBe(original.a);
    expect(copy.a[1]).not.toBe(original.a[1]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
