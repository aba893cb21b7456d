// The path of every move, against a stand-in storage whose writes can be held or lost, so the
// order (stored, then published) and the retries are certain.
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { StaleStateError, type PlannedDeadline } from '@parlor/storage';
import { turnerModule } from '../test/turner-game';
import { gameRuntime, type Published } from './game-runtime';
import { MoveRunner } from './move-runner';
import { MoveStages } from './move-stages';
import type { Action } from './socket-checks';

const runtime = gameRuntime(turnerModule, pino({ level: 'silent' }));
const initial = InitializeGame({ game: turnerModule.game, numPlayers: 2 }) as State;
const metadata = { gameName: 'turner', players: {}, createdAt: 0, updatedAt: 0 } as unknown as BgioServer.MatchData;

const move = (type: string, args: unknown[] = [], playerID = '0'): Action => ({ type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: 'secret-0' } });

/** A storage holding one match; `beatNext` makes the next write lose to a state stored meanwhile by another process. */
function standInStorage() {
  const storage = {
    state: initial,
    writes: [] as { state: State; deltalog?: LogEntry[]; plan?: readonly PlannedDeadline[] }[],
    beatNext: undefined as State | undefined,
    hold: undefined as Promise<void> | undefined,
    async fetch() {
      return { state: storage.state };
    },
    async setState(_matchID: string, state: State, deltalog?: LogEntry[], plan?: readonly PlannedDeadline[]) {
      if (storage.hold) await storage.hold;
      if (storage.beatNext) {
        storage.state = storage.beatNext;
        storage.beatNext = undefined;
        throw new StaleStateError('m1', state._stateID - 1, storage.state._stateID);
      }
      if (state._stateID !== storage.state._stateID + 1) throw new StaleStateError('m1', state._stateID - 1, storage.state._stateID);
      storage.writes.push({ state, deltalog, plan });
      storage.state = state;
    },
  };
  return storage;
}

function runnerOn(storage: ReturnType<typeof standInStorage>, planned?: PlannedDeadline[]) {
  const published: Omit<Published, 'from'>[] = [];
  const runner = new MoveRunner({
    storage: storage as never,
    publish: (_matchID, message) => void published.push(message),
    stages: new MoveStages(),
    table: planned ? { prepare: () => ({ rows: planned, stored: () => ({ begun: true }) as never }) } : undefined,
  });
  return { runner, published };
}

describe('MoveRunner', () => {
  it('stores a move, with its log and without its credentials, before anyone is told of it', async () => {
    const storage = standInStorage();
    let release!: () => void;
    storage.hold = new Promise((resolve) => (release = resolve));
    const { runner, published } = runnerOn(storage);
    const applying = runner.apply(runtime, 'm1', '0', move('poke', ['1']), 0, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published).toEqual([]);
    release();
    const outcome = await applying;
    expect('state' in outcome && outcome.state._stateID).toBe(1);
    expect(storage.writes).toHaveLength(1);
    expect(JSON.stringify(storage.writes[0])).not.toContain('secret-0');
    expect(storage.writes[0]!.deltalog?.[0]?.action.payload.type).toBe('poke');
    expect(published).toHaveLength(1);
    expect(published[0]!.payload.type).toBe('update');
    expect((published[0]!.payload.args[1] as State)._stateID).toBe(1);
  });

  it('refuses, and stores and publishes nothing for, a seat not active, a move not available, an old state and an illegal move', async () => {
    const storage = standInStorage();
    const { runner, published } = runnerOn(storage);
    expect(await runner.apply(runtime, 'm1', '1', move('pass', [], '1'), 0, undefined)).toEqual({ refused: 'seat not active' });
    expect(await runner.apply(runtime, 'm1', '0', move('dodge'), 0, undefined)).toEqual({ refused: 'move not available now' });
    expect(await runner.apply(runtime, 'm1', '0', move('pass'), 3, undefined)).toEqual({ refused: 'sent from state 3, now 0' });
    expect(await runner.apply(runtime, 'm1', '0', move('poke', ['0']), 0, undefined)).toEqual({ refused: 'refused by the rules' });
    expect(storage.writes).toEqual([]);
    expect(published).toEqual([]);
  });

  it('checks a move again on the state another process stored first, and refuses it if it was sent from the old one', async () => {
    const storage = standInStorage();
    const { runner, published } = runnerOn(storage);
    // Another process stored state 1 while this one reduced the move sent from state 0.
    storage.beatNext = { ...initial, _stateID: 1 };
    expect(await runner.apply(runtime, 'm1', '0', move('pass'), 0, undefined)).toEqual({ refused: 'sent from state 0, now 1' });
    expect(storage.writes).toEqual([]);
    expect(published).toEqual([]);
  });

  it('stores the table’s plan with the state when it knows the seats, and sends the table with the update', async () => {
    const storage = standInStorage();
    const plan = [{ seat: '1', kind: 'turn', dueAt: 5, stateID: 1, episode: 'e' }] as unknown as PlannedDeadline[];
    const { runner, published } = runnerOn(storage, plan);
    const outcome = await runner.apply(runtime, 'm1', '0', move('pass'), 0, metadata);
    expect(outcome).toMatchObject({ planned: true });
    expect(storage.writes[0]!.plan).toBe(plan);
    expect(published[0]!.table).toEqual({ begun: true });
    // Without the seats nothing is planned here: the caller plans after the move.
    const second = await runner.apply(runtime, 'm1', '1', move('pass', [], '1'), 1, undefined);
    expect(second).toMatchObject({ planned: false });
    expect(storage.writes[1]!.plan).toBeUndefined();
  });
});
