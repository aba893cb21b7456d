// The table keeper's planning against a storage that answers as a busy one can: a plan made for
// a state the match has already left. Driven through a stand-in storage, so the race is certain.
import type { Server as BgioServer, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ParlorStorage, PlannedDeadline } from '@parlor/storage';
import { turnerModule } from '../test/turner-game';
import type { BotPool } from './bot-pool';
import { TableKeeper } from './table-keeper';

const metadata = {
  gameName: turnerModule.game.name!,
  players: { 0: { id: 0, name: 'Ann', isConnected: true }, 1: { id: 1, name: 'Bo', isConnected: true } },
  parlor: { startedAt: 1, timeControl: 'fast' },
  createdAt: 0,
  updatedAt: 0,
} as unknown as BgioServer.MatchData;

const initial = InitializeGame({ game: turnerModule.game, numPlayers: 2 }) as State;
const at = (stateID: number): State => ({ ...initial, _stateID: stateID });

/** A storage whose newest state is `newest`, and whose plan writes lose while the plan is for an older state. */
function busyStorage() {
  const storage = {
    newest: at(5),
    planned: [] as number[],
    async fetch() {
      return { state: storage.newest, metadata };
    },
    async deadlinesOf() {
      return [];
    },
    async planDeadlines(_matchID: string, _rows: readonly PlannedDeadline[], stateID: number) {
      storage.planned.push(stateID);
      return stateID === storage.newest._stateID;
    },
  };
  return storage;
}

function keeperOn(storage: ReturnType<typeof busyStorage>) {
  return new TableKeeper({
    storage: storage as unknown as ParlorStorage,
    modules: new Map([[turnerModule.game.name!, turnerModule]]),
    pool: {} as BotPool,
    logger: pino({ level: 'silent' }),
    graceMs: 60_000,
    botDelayMs: 0,
    move: async () => ({ refused: 'not in this test' }),
    publish: () => undefined,
    seatsChanged: () => undefined,
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('TableKeeper planning', () => {
  it('plans again on the newest state when the match moved on meanwhile, so the next move carries its plan', async () => {
    const storage = busyStorage();
    const keeper = keeperOn(storage);
    // Planned for state 4, but state 5 was stored meanwhile (its move made without a plan).
    keeper.stateChanged('m', at(4), metadata, '0');
    await expect.poll(() => storage.planned, { timeout: 10_000 }).toEqual([4, 5]);
    // The plan is known again: the next move's plan is made before its write, to go with it.
    expect(keeper.prepare('m', at(6), metadata, '1')).toBeDefined();
    await keeper.close();
  });

  it('gives up, and plans the next move after its write, when the match keeps moving on', async () => {
    const storage = busyStorage();
    const keeper = keeperOn(storage);
    // Every state it finds has been left by the time its plan is written.
    const planDeadlines = storage.planDeadlines;
    storage.planDeadlines = async (matchID, rows, stateID) => {
      storage.newest = at(storage.newest._stateID + 1);
      return planDeadlines(matchID, rows, stateID);
    };
    keeper.stateChanged('m', at(4), metadata, '0');
    await expect.poll(() => storage.planned.length, { timeout: 10_000 }).toBe(4);
    await settled();
    expect(storage.planned).toEqual([4, 6, 7, 8]);
    expect(keeper.prepare('m', at(20), metadata, '1')).toBeUndefined();
    await keeper.close();
  });
});
