import { describe, expect, it } from 'vitest';
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { NO_CLIENT_EVENTS } from '@parlor/game-kit';
import { createMatch, createServerMatch, playout } from '@parlor/game-kit/testing';
import { defineStandingStage } from './standing';
import { createWindows, defineWindows, responseMove, type WindowContext, type WindowsState } from './windows';

// A small game: on his turn a player shoots someone, who dodges or takes the hit; seat 3 is a
// medic who may, at any time, spend a bandage to heal himself while below full health.
interface State {
  life: Record<string, number>;
  bandages: number;
  log: string[];
  windows: WindowsState;
}

const MEDIC = '3';
const MAX = 4;

const windows = defineWindows<State, { shot: { kind: 'queue'; data: { from: string } } }>({
  state: (G) => G.windows,
  handlers: {
    shot: {
      onClose: ({ G }, window) => {
        const target = window.lastSeat!;
        if (window.closedBy === 'pass') G.life[target] = G.life[target]! - 1;
        G.log.push(`${target} ${window.closedBy === 'pass' ? 'hit' : 'dodged'}`);
      },
    },
  },
});

const mayHeal = (G: State) => G.bandages > 0 && G.life[MEDIC]! < MAX;
const standing = defineStandingStage<State>({ stage: 'anytime', seats: (G) => (mayHeal(G) ? [MEDIC] : []) });

const heal = {
  move: ({ G, playerID }: WindowContext<State>) => {
    if (playerID !== MEDIC || !mayHeal(G)) return INVALID_MOVE;
    G.bandages--;
    G.life[MEDIC] = G.life[MEDIC]! + 1;
    G.log.push('medic healed');
  },
  ignoreStaleStateID: true,
};

const game: Game<State> = {
  name: 'standing-test',
  events: NO_CLIENT_EVENTS,
  setup: ({ ctx }) => ({
    life: Object.fromEntries(ctx.playOrder.map((seat) => [seat, seat === MEDIC ? 2 : MAX])),
    bandages: 2,
    log: [],
    windows: createWindows(),
  }),
  turn: {
    onBegin: standing.wrap((context: WindowContext<State>) => {
      windows.reset(context.G);
    }),
    stages: {
      respond: {
        moves: standing.wrapMoves({
          dodge: responseMove((context, version: unknown) => windows.respond(context, version)),
          take: responseMove((context, version: unknown) => windows.pass(context, version)),
          heal,
        }),
      },
      anytime: { moves: standing.wrapMoves({ heal }) },
    },
  },
  moves: standing.wrapMoves({
    shoot: (context: WindowContext<State>, target: unknown) => {
      const { G, playerID } = context;
      if (typeof target !== 'string' || target === playerID || !(target in G.life)) return INVALID_MOVE;
      windows.open(context, { kind: 'queue', tag: 'shot', data: { from: playerID! }, items: [{ seat: target, stage: 'respond' }] });
    },
    pass: ({ events }: WindowContext<State>) => events.endTurn(),
    heal,
  }),
  endIf: ({ G }) => (Object.values(G.life).some((life) => life <= 0) ? { over: true } : undefined),
  ai: {
    enumerate: (G: State, ctx: Ctx, seat: string) => {
      const stage = ctx.activePlayers?.[seat];
      const heals = seat === MEDIC && mayHeal(G) ? [{ move: 'heal' }] : [];
      if (stage === 'anytime') return heals;
      if (stage === 'respond') return [{ move: 'dodge', args: [G.windows.version] }, { move: 'take', args: [G.windows.version] }, ...heals];
      if (seat !== ctx.currentPlayer) return [];
      return [...ctx.playOrder.filter((other) => other !== seat).map((other) => ({ move: 'shoot', args: [other] })), { move: 'pass' }, ...heals];
    },
  },
};

const check = (state: { G: State; ctx: Ctx }) => standing.check(state.G, state.ctx) ?? windows.check(state.G, standing.withoutStanding(state.ctx));

describe('a standing stage (acting at any time)', () => {
  it('makes the standing seat active beside the current player from the start of the turn', () => {
    const match = createMatch({ game, numPlayers: 4 });
    expect(match.ctx.activePlayers).toEqual({ '0': null, '3': 'anytime' });
    expect(check(match)).toBeUndefined();
  });

  it('lets the standing seat act while a window waits for another seat, without moving the window on', () => {
    const match = createMatch({ game, numPlayers: 4 });
    match.move('0', 'shoot', '1');
    expect(match.ctx.activePlayers).toEqual({ '1': 'respond', '3': 'anytime' });
    const version = match.G.windows.version;
    match.move('3', 'heal');
    expect(match.G.life[MEDIC]).toBe(3);
    expect(match.G.windows.version).toBe(version);
    expect(match.G.windows.stack.map((window) => window.tag)).toEqual(['shot']);
    expect(match.ctx.activePlayers).toEqual({ '1': 'respond', '3': 'anytime' });
    // The awaited answer, quoting the version from before the heal, still counts.
    match.move('1', 'take', version);
    expect(match.G.log).toEqual(['medic healed', '1 hit']);
    expect(match.ctx.activePlayers).toEqual({ '0': null, '3': 'anytime' });
    expect(check(match)).toBeUndefined();
  });

  it('sets the active players and ends the turn without recording a stack, and leaves the stack trace limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const match = createMatch({ game, numPlayers: 4 });
    match.move('0', 'shoot', '1');
    match.move('1', 'take', match.G.windows.version);
    match.move('0', 'pass');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.ctx.activePlayers).toEqual({ '1': null, '3': 'anytime' });
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('here').stack).toContain('standing.test.ts');
  });

  it('leaves a standing seat that a window waits for in the window’s stage', () => {
    const match = createMatch({ game, numPlayers: 4 });
    match.move('0', 'shoot', MEDIC);
    expect(match.ctx.activePlayers).toEqual({ '3': 'respond' });
    match.move('3', 'heal');
    expect(match.ctx.activePlayers).toEqual({ '3': 'respond' });
    match.move('3', 'dodge', match.G.windows.version);
    expect(match.ctx.activePlayers).toEqual({ '0': null, '3': 'anytime' });
  });

  it('drops the seat once it may no longer act, and refuses its moves then', () => {
    const match = createMatch({ game, numPlayers: 4 });
    match.move('3', 'heal');
    expect(match.ctx.activePlayers).toEqual({ '0': null, '3': 'anytime' });
    match.move('3', 'heal');
    expect(match.G.life[MEDIC]).toBe(MAX);
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.attempt('3', 'heal')).toMatchObject({ ok: false, error: 'action/inactive_player' });
    expect(check(match)).toBeUndefined();
  });

  it('keeps standing on the next turns, and on the standing seat’s own turn acts through the turn’s moves', () => {
    const match = createMatch({ game, numPlayers: 4 });
    match.move('0', 'pass');
    expect(match.ctx.activePlayers).toEqual({ '1': null, '3': 'anytime' });
    match.move('1', 'pass');
    match.move('2', 'pass');
    expect(match.ctx.currentPlayer).toBe(MEDIC);
    expect(match.ctx.activePlayers).toBeNull();
    match.move('3', 'heal');
    expect(match.G.life[MEDIC]).toBe(3);
  });

  it('reports active players that leave out a standing seat, or keep one that may not act', () => {
    const match = createMatch({ game, numPlayers: 4 });
    expect(standing.check(match.G, { ...match.ctx, activePlayers: null })).toMatch(/expected active players/);
    expect(standing.check({ ...match.G, bandages: 0 }, match.ctx)).toMatch(/expected active players/);
    expect(standing.withoutStanding(match.ctx).activePlayers).toBeNull();
  });

  it('keeps both a standing move and an answer sent from the same state on the server', async () => {
    const server = createServerMatch({ game, numPlayers: 4 });
    expect(await server.send('0', 'shoot', ['1'])).toBe(true);
    const stateID = server.state._stateID;
    const version = server.state.G.windows.version;
    expect(await server.send('3', 'heal', [], stateID)).toBe(true);
    expect(await server.send('1', 'dodge', [version], stateID)).toBe(true);
    expect(server.state.G.log).toEqual(['medic healed', '1 dodged']);
    expect(server.state.ctx.activePlayers).toEqual({ '0': null, '3': 'anytime' });
  });

  it('is exercised by random playouts, which pick among every active seat', () => {
    let heals = 0;
    for (let i = 0; i < 20; i++) {
      const result = playout({
        game,
        numPlayers: 4,
        seed: `standing-${i}`,
        maxSteps: 400,
        invariants: [check],
        onStep: (_state, action) => void (action.name === 'heal' && action.seat === MEDIC && heals++),
      });
      expect(result.failure).toBeUndefined();
    }
    expect(heals).toBeGreaterThan(0);
  });
});
