// What a match waits for, planned from its state and seats (pure: table.ts).
import { describe, expect, it } from 'vitest';
import type { Server as BgioServer, State } from 'boardgame.io';
import { initialState, apply } from '@parlor/game-kit/testing';
import type { PlannedDeadline } from '@parlor/storage';
import { turnerGame, turnerModule, type TurnerState } from '../test/turner-game';
import { waiterModule } from '../test/waiter-game';
import { allSeated, botPlays, hasStarted, planTable, samePlan, tableReport, type TableFields, type TableSeat } from './table';

const options = { now: 1_000_000, graceMs: 60_000, botDelayMs: 800 };

function metadataOf(seats: Partial<TableSeat>[], table: TableFields | undefined = { timeControl: 'normal', startedAt: 1 }): BgioServer.MatchData {
  return {
    gameName: 'turner',
    players: Object.fromEntries(seats.map((seat, id) => [id, { id, ...seat }])),
    createdAt: 0,
    updatedAt: 0,
    ...(table ? { parlor: table } : {}),
  } as BgioServer.MatchData;
}

const person = (name: string, connected = true): Partial<TableSeat> => ({ name, credentials: `c-${name}`, isConnected: connected });
const bot: Partial<TableSeat> = { name: 'Bot', bot: true };

function poked(state: State<TurnerState>, seat: string, target: string): State<TurnerState> {
  const outcome = apply(turnerGame, state, { seat, name: 'poke', args: [target] });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.state;
}

const kinds = (rows: PlannedDeadline[]) => rows.map((row) => `${row.seat}:${row.kind}`).sort();

describe('when a match begins', () => {
  it('begins once every seat is held by a person or a bot; a match from before counts as begun', () => {
    expect(allSeated(metadataOf([person('Ann'), {}]))).toBe(false);
    expect(allSeated(metadataOf([person('Ann'), bot]))).toBe(true);
    expect(hasStarted(metadataOf([person('Ann'), {}], { timeControl: 'off' }))).toBe(false);
    expect(hasStarted(metadataOf([person('Ann'), {}], undefined))).toBe(true);
  });
});

describe('planTable', () => {
  const state = initialState(turnerGame, 3) as State<TurnerState>;

  it('plans nothing while the match waits for players, or once it is over', () => {
    expect(planTable(turnerModule, state, metadataOf([person('Ann'), {}, bot], { timeControl: 'normal' }), [], null, options)).toEqual([]);
    const over = { ...state, ctx: { ...state.ctx, gameover: { loser: '1' } } };
    expect(planTable(turnerModule, over, metadataOf([person('Ann'), person('Bo'), bot]), [], null, options)).toEqual([]);
  });

  it('gives the seat whose turn it is a turn clock, kept for the whole turn, and a seat asked to answer an answer clock', () => {
    const metadata = metadataOf([person('Ann'), person('Bo'), person('Cy')]);
    const first = planTable(turnerModule, state, metadata, [], null, options);
    expect(first).toEqual([{ seat: '0', kind: 'turn', episode: `t${state.ctx.turn}`, stateID: 0, dueAt: options.now + 3000 }]);
    // Seat 0 pokes seat 1: seat 1's answer clock starts; seat 0's turn clock keeps running, due when it was.
    const after = poked(state, '0', '1');
    const second = planTable(turnerModule, after, metadata, first, '0', { ...options, now: options.now + 1000 });
    expect(second).toEqual([first[0], { seat: '1', kind: 'response', episode: `r${after._stateID}`, stateID: after._stateID, dueAt: options.now + 1000 + 3000 }]);
    // Seat 1 answers: seat 0's turn goes on, and its clock with the due time it had (from the plan stored last, not restarted).
    const answered = apply(turnerGame, after, { seat: '1', name: 'dodge', args: [] });
    if (!answered.ok) throw new Error(answered.message);
    const third = planTable(turnerModule, answered.state, metadata, second, '1', { ...options, now: options.now + 2000 });
    expect(third).toEqual(first);
    // Without a clock: nothing.
    expect(planTable(turnerModule, state, metadataOf([person('Ann'), person('Bo'), person('Cy')], { timeControl: 'off', startedAt: 1 }), [], null, options)).toEqual([]);
  });

  it('gives the turn clock to the module’s turn holder (turnOf) when its turns are not boardgame.io’s, a new one when the turn passes', () => {
    // As in Colt Express: boardgame.io's turn never changes; the game says whose turn it is.
    const module = { ...turnerModule, awaited: ({ G }: State<TurnerState>) => [G.poked ?? '0'], turnOf: ({ G }: State<TurnerState>) => G.poked ?? '0' } as typeof turnerModule;
    const metadata = metadataOf([person('Ann'), person('Bo'), person('Cy')]);
    const first = planTable(module, state, metadata, [], null, options);
    expect(first).toEqual([{ seat: '0', kind: 'turn', episode: `h${state._stateID}`, stateID: state._stateID, dueAt: options.now + 3000 }]);
    // Still seat 0's turn a state later: the same clock, due when it was.
    const later = { ...state, _stateID: state._stateID + 1 };
    expect(planTable(module, later, metadata, first, '0', { ...options, now: options.now + 1000 })).toEqual(first);
    // Seat 1 is in a stage, not boardgame.io's current player: still its turn, with a turn clock of its own.
    const after = poked(state, '0', '1');
    const second = planTable(module, after, metadata, first, '0', { ...options, now: options.now + 2000 });
    expect(second).toEqual([{ seat: '1', kind: 'turn', episode: `h${after._stateID}`, stateID: after._stateID, dueAt: options.now + 2000 + 3000 }]);
    // Back to seat 0: a new turn, a new clock.
    const answered = apply(turnerGame, after, { seat: '1', name: 'dodge', args: [] });
    if (!answered.ok) throw new Error(answered.message);
    const third = planTable(module, answered.state, metadata, second, '1', { ...options, now: options.now + 3000 });
    expect(third).toEqual([{ seat: '0', kind: 'turn', episode: `h${answered.state._stateID}`, stateID: answered.state._stateID, dueAt: options.now + 3000 + 3000 }]);
  });

  it('has a bot move for an awaited seat a bot plays: a bot’s, a dropped player’s, the rest of a turn out of time, a seat nobody holds', () => {
    for (const seat0 of [bot, { ...person('Ann', false), standIn: true }, { ...person('Ann'), botTurn: state.ctx.turn }, {}]) {
      const metadata = metadataOf([seat0, person('Bo'), person('Cy')]);
      expect(botPlays(metadata, '0', state.ctx)).toBe(true);
      const rows = planTable(turnerModule, state, metadata, [], null, options);
      expect(rows.filter((row) => row.seat === '0')).toEqual([{ seat: '0', kind: 'act', episode: 's0', stateID: 0, dueAt: options.now + 800 }]);
    }
    // A dropped player who is back plays again (their next move clears the flag).
    expect(botPlays(metadataOf([{ ...person('Ann', true), standIn: true }, person('Bo')]), '0', state.ctx)).toBe(false);
    // The turn after the one that ran out is the player's own again.
    expect(botPlays(metadataOf([{ ...person('Ann'), botTurn: state.ctx.turn - 1 }, person('Bo')]), '0', state.ctx)).toBe(false);
  });

  it('counts a gone player’s grace period from when they went, and stops it once the bot plays for them', () => {
    const metadata = metadataOf([person('Ann'), person('Bo', false), bot]);
    const first = planTable(turnerModule, state, metadata, [], null, options);
    expect(kinds(first)).toEqual(['0:turn', '1:grace']);
    const later = planTable(turnerModule, state, metadata, first, null, { ...options, now: options.now + 30_000 });
    expect(later.find((row) => row.kind === 'grace')!.dueAt).toBe(options.now + 60_000);
    expect(samePlan(first, later)).toBe(true);
    const standIn = metadataOf([person('Ann'), { ...person('Bo', false), standIn: true }, bot]);
    expect(kinds(planTable(turnerModule, state, standIn, first, null, options))).toEqual(['0:turn']);
  });

  it('has a board’s countdown for an absent seat asked to answer (Exploding Kittens’ Nope window), never for a connected one', () => {
    const waiter = initialState(waiterModule.game, 3);
    const asked = apply(waiterModule.game, waiter, { seat: '0', name: 'ask', args: [] });
    if (!asked.ok) throw new Error(asked.message);
    const metadata = metadataOf([person('Ann'), person('Bo'), person('Cy', false)], { timeControl: 'off', startedAt: 1 });
    const rows = planTable(waiterModule, asked.state, metadata, [], '0', options);
    expect(kinds(rows)).toEqual(['2:auto', '2:grace']);
    expect(rows.find((row) => row.kind === 'auto')!.dueAt).toBe(options.now + 300);
  });

  it('reports the clocks people see, not the bots’ moves', () => {
    const metadata = metadataOf([person('Ann'), person('Bo', false), bot]);
    const rows = planTable(turnerModule, state, metadata, [], null, options);
    expect(tableReport('m', metadata, [...rows, { seat: '2', kind: 'act', episode: 's0', stateID: 0, dueAt: 5 }], 42)).toEqual({
      matchID: 'm',
      startedAt: 1,
      timeControl: 'normal',
      host: null,
      serverNow: 42,
      clocks: [
        { seat: '0', kind: 'turn', dueAt: options.now + 3000 },
        { seat: '1', kind: 'grace', dueAt: options.now + 60_000 },
      ],
    });
    // With the match's clock lengths, each clock says how long it runs in all (the clients' bars).
    expect(tableReport('m', metadata, rows, 42, { turn: 3000, response: 2000, grace: 60_000 }).clocks).toEqual([
      { seat: '0', kind: 'turn', dueAt: options.now + 3000, ms: 3000 },
      { seat: '1', kind: 'grace', dueAt: options.now + 60_000, ms: 60_000 },
    ]);
  });
});
