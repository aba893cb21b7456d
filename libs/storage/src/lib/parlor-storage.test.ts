import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { InitializeGame } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import {
  REQUIRE_SERVICES,
  TEST_DATABASE_URL,
  pgliteBackend,
  postgresBackend,
  probePostgres,
  randomSchema,
} from './backends.fixture';
import type { Backend, TestStorage } from './backends.fixture';
import type { ParlorStorage } from './parlor-storage';
import { sqlFor, type BoundQuery } from './queries';
import { MIGRATIONS, migrate } from './schema';
import { StaleStateError } from './stale-state-error';

interface Counter {
  count: number;
}

// The smallest game that moves: every "add" is one action, one log entry, one _stateID.
const counterGame: Game<Counter> = {
  name: 'counter',
  setup: () => ({ count: 0 }),
  moves: {
    add: ({ G }) => {
      G.count += 1;
    },
    refuse: () => INVALID_MOVE,
  },
  endIf: ({ G }) => (G.count >= 3 ? { winner: '0' } : undefined),
};

const newID = (label: string) => `${label}-${randomUUID()}`;

function metadataFor(gameName: string, numPlayers: number, extra: Partial<Server.MatchData> = {}): Server.MatchData {
  const players: Server.MatchData['players'] = {};
  for (let id = 0; id < numPlayers; id++) players[id] = { id };
  return { gameName, players, unlisted: false, createdAt: 1_000, updatedAt: 1_000, ...extra };
}

function initialState(numPlayers = 2): State<Counter> {
  return InitializeGame({ game: counterGame, numPlayers }) as State<Counter>;
}

function logEntry(stateID: number, move: string): LogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: '0' } },
    _stateID: stateID,
    turn: 1,
    phase: 'default',
  };
}

/** The state one action after `state`, as boardgame.io would compute it, with its log entries. */
function advance(state: State<Counter>, moves: string[] = ['add']): { state: State<Counter>; deltalog: LogEntry[] } {
  const next = { ...state, G: { count: state.G.count + 1 }, _stateID: state._stateID + 1 };
  return { state: next, deltalog: moves.map((move) => logEntry(state._stateID, move)) };
}

async function createCounterMatch(storage: ParlorStorage, options: { numPlayers?: number; gameName?: string } = {}) {
  const matchID = newID('match');
  const state = initialState(options.numPlayers ?? 2);
  await storage.createMatch(matchID, {
    initialState: state,
    metadata: metadataFor(options.gameName ?? 'counter', options.numPlayers ?? 2),
  });
  return { matchID, state };
}

// The stored log as [state id, position among that move's entries] pairs, one per entry.
async function storedLog(storage: TestStorage, matchID: string) {
  const rows = await storage.db.query<{ state_id: number; entries: string }>(
    `SELECT state_id, entries FROM "${storage.schema}".move_log WHERE match_id = $1::text ORDER BY state_id`,
    [matchID],
  );
  return rows.flatMap((row) => (JSON.parse(row.entries) as unknown[]).map((_, idx) => [Number(row.state_id), idx]));
}

// xmin is the id of the transaction that last wrote a row: unchanged means not rewritten.
async function rowVersion(storage: TestStorage, matchID: string): Promise<string> {
  const [row] = await storage.db.query<{ version: string }>(
    `SELECT xmin::text AS version FROM "${storage.schema}".matches WHERE id = $1::text`,
    [matchID],
  );
  return row?.version ?? 'missing';
}

const postgresProblem = await probePostgres(TEST_DATABASE_URL);
const backends: Backend[] = [pgliteBackend(), postgresBackend(TEST_DATABASE_URL, postgresProblem)];
for (const backend of backends) {
  if (backend.unavailable !== undefined && !REQUIRE_SERVICES) {
    console.warn(
      `[@parlor/storage] ${backend.name} tests skipped: ${backend.unavailable}. ` +
        'With PARLOR_REQUIRE_SERVICES=1 (as in CI) they fail instead.',
    );
  }
}

describe.each(backends)('ParlorStorage on $name', (backend) => {
  const skipped = backend.unavailable !== undefined && !REQUIRE_SERVICES;

  describe.skipIf(skipped)(skipped ? `skipped: ${backend.unavailable}` : 'storage API', () => {
    const schema = randomSchema();
    // Two storages on one database: like two server processes, each with its own cache.
    let storage: TestStorage;
    let peer: TestStorage;

    beforeAll(async () => {
      storage = await backend.open(schema);
      peer = await backend.open(schema);
    });

    afterAll(async () => {
      await backend.cleanup();
    });

    describe('migrations', () => {
      it('records each migration once, and a second connect applies nothing', async () => {
        await storage.connect();
        expect(await migrate(storage.db, schema)).toEqual([]);
        const rows = await storage.db.query<{ version: number }>(`SELECT version FROM "${schema}".migrations`);
        expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));
      });

      it('lets several instances migrate a new schema at the same time', async () => {
        const fresh = randomSchema('parlor_race');
        const instances = await Promise.all([backend.open(fresh), backend.open(fresh), backend.open(fresh)]);
        const [first] = instances;
        const rows = await first!.db.query<{ version: number }>(`SELECT version FROM "${fresh}".migrations`);
        expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));
        // And the schema works.
        const { matchID } = await createCounterMatch(first!);
        expect((await instances[2]!.fetch(matchID, { metadata: true })).metadata?.gameName).toBe('counter');
      });

      it('keeps the matches and logs of a schema made before states were text, and plays them on', async () => {
        const older = randomSchema('parlor_v1');
        const target = await backend.open(randomSchema());
        // A schema as version 1 made it, with a match stored then (its state as json) after two
        // moves, the second of which logged two entries (a row per entry, then).
        expect(await migrate(target.db, older, MIGRATIONS.slice(0, 1))).toEqual([1]);
        const first = advance(initialState(2));
        const second = advance(first.state, ['add', 'draw']);
        const state = second.state;
        await target.db.query(
          `INSERT INTO "${older}".matches (id, game, state, state_id, initial_state, metadata, unlisted, created_at, updated_at)
           VALUES ('kept', 'counter', $1::json, 2, $1::json, $2::jsonb, false, 0, 0)`,
          [JSON.stringify(state), JSON.stringify(metadataFor('counter', 2))],
        );
        const oldLog = [...first.deltalog.map((entry) => [1, entry] as const), ...second.deltalog.map((entry) => [2, entry] as const)];
        for (const [i, [stateID, entry]] of oldLog.entries()) {
          await target.db.query(
            `INSERT INTO "${older}".match_log (match_id, state_id, idx, entry) VALUES ('kept', $1::integer, $2::integer, $3::jsonb)`,
            [stateID, stateID === 1 ? 0 : i - 1, JSON.stringify(entry)],
          );
        }
        const upgraded = await backend.open(older);
        const rows = await upgraded.db.query<{ version: number }>(`SELECT version FROM "${older}".migrations`);
        expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));
        expect(await upgraded.readThrough().fetch('kept', { state: true, log: true })).toEqual({
          state,
          log: [...first.deltalog, ...second.deltalog],
        });
        const third = advance(state);
        await upgraded.setState('kept', third.state, third.deltalog);
        expect(await upgraded.readThrough().fetch('kept', { state: true, log: true })).toEqual({
          state: third.state,
          log: [...first.deltalog, ...second.deltalog, ...third.deltalog],
        });
        expect(await storedLog(upgraded, 'kept')).toEqual([[1, 0], [2, 0], [2, 1], [3, 0]]);
      });

      it('creates the listing indexes', async () => {
        const rows = await storage.db.query<{ indexname: string }>(
          'SELECT indexname FROM pg_indexes WHERE schemaname = $1::text',
          [schema],
        );
        expect(rows.map((row) => row.indexname)).toEqual(
          expect.arrayContaining(['matches_game_updated_idx', 'matches_updated_idx', 'matches_listed_open_idx']),
        );
      });
    });

    describe('createMatch and fetch', () => {
      it('round-trips state, metadata and an empty log', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const fetched = await peer.fetch(matchID, { state: true, metadata: true, log: true });
        expect(fetched.state).toEqual(JSON.parse(JSON.stringify(state)));
        expect(fetched.metadata).toEqual(metadataFor('counter', 2));
        expect(fetched.log).toEqual([]);
      });

      it('never returns the initial state', async () => {
        const { matchID } = await createCounterMatch(storage);
        const all = { state: true, metadata: true, log: true, initialState: true } as const;
        expect((await storage.fetch(matchID, all)).initialState).toBeUndefined();
        expect((await peer.readThrough().fetch(matchID, all)).initialState).toBeUndefined();
        // It is stored, though, for replays.
        const [row] = await storage.db.query(`SELECT initial_state FROM "${schema}".matches WHERE id = $1::text`, [
          matchID,
        ]);
        expect(row?.['initial_state']).toMatchObject({ _stateID: 0, G: { count: 0 } });
      });

      it('returns nothing for an unknown match', async () => {
        const fetched = await storage.fetch('no-such-match', { state: true, metadata: true, log: true });
        expect(fetched).toEqual({});
      });

      it('refuses a match id that exists', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        await expect(
          peer.createMatch(matchID, { initialState: state, metadata: metadataFor('other', 2) }),
        ).rejects.toThrow(/already exists/);
        expect((await peer.fetch(matchID, { metadata: true })).metadata?.gameName).toBe('counter');
      });

      it('returns a fresh metadata object on every call', async () => {
        const { matchID } = await createCounterMatch(storage);
        const first = await storage.fetch(matchID, { metadata: true });
        first.metadata.players[0]!.name = 'mutated';
        const second = await storage.fetch(matchID, { metadata: true });
        expect(second.metadata).not.toBe(first.metadata);
        expect(second.metadata.players[0]!.name).toBeUndefined();
      });
    });

    describe('setState', () => {
      it('appends the log of every move in order, with no gaps', async () => {
        const created = await createCounterMatch(storage);
        const { matchID } = created;
        let { state } = created;
        const expected: LogEntry[] = [];
        const shapes = [['add'], ['add', 'draw'], ['add'], ['add', 'draw', 'discard'], ['add']];
        for (const moves of shapes) {
          const step = advance(state, moves);
          await storage.setState(matchID, step.state, step.deltalog);
          expected.push(...step.deltalog);
          state = step.state;
        }
        const fetched = await peer.fetch(matchID, { state: true, log: true });
        expect(fetched.log).toEqual(expected);
        expect(fetched.state._stateID).toBe(5);
        expect((await storedLog(storage, matchID)).map(([stateID]) => stateID)).toEqual([
          1, 2, 2, 3, 4, 4, 4, 5,
        ]);
      });

      it('updates updatedAt and gameover', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const before = Date.now();
        const over = { ...advance(state).state, ctx: { ...state.ctx, gameover: { winner: '1' } } };
        await storage.setState(matchID, over, []);
        const { metadata } = await peer.fetch(matchID, { metadata: true });
        expect(metadata.updatedAt).toBeGreaterThanOrEqual(before);
        expect(metadata.gameover).toEqual({ winner: '1' });
      });

      it('keeps the last activity to the nearest 30 s, so most moves touch no index, and sets it when the match ends', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const first = advance(state);
        const before = Date.now();
        await storage.setState(matchID, first.state, first.deltalog);
        const active = (await peer.fetch(matchID, { metadata: true })).metadata.updatedAt;
        expect(active).toBeGreaterThanOrEqual(before);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const second = advance(first.state);
        await storage.setState(matchID, second.state, second.deltalog);
        expect((await peer.fetch(matchID, { metadata: true })).metadata.updatedAt).toBe(active);
        // Its last move is always on time: it is when the match finished.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const over = { ...advance(second.state).state, ctx: { ...second.state.ctx, gameover: { winner: '1' } } };
        await storage.setState(matchID, over, []);
        expect((await peer.fetch(matchID, { metadata: true })).metadata.updatedAt).toBeGreaterThan(active);
      });

      it('rejects a stale write with StaleStateError and changes nothing', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const first = advance(state);
        await storage.setState(matchID, first.state, first.deltalog);
        const versionBefore = await rowVersion(storage, matchID);

        // Computed from state 0 again, while state 1 is stored.
        const stale = advance(state, ['add', 'other']);
        const error = await storage.setState(matchID, stale.state, stale.deltalog).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StaleStateError);
        expect(error).toMatchObject({ matchID, expected: 0, actual: 1 });
        // A jump over a state is as stale.
        const jump = advance(advance(first.state).state);
        await expect(storage.setState(matchID, jump.state, jump.deltalog)).rejects.toMatchObject({
          expected: 2,
          actual: 1,
        });

        expect(await rowVersion(storage, matchID)).toBe(versionBefore);
        const fetched = await peer.fetch(matchID, { state: true, log: true });
        expect(fetched.state).toEqual(JSON.parse(JSON.stringify(first.state)));
        expect(fetched.log).toEqual(first.deltalog);
      });

      it('wipes a match with its whole log, even while another process writes to it', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const first = advance(state);
        await storage.setState(matchID, first.state, first.deltalog);
        const second = advance(first.state, ['add', 'draw']);
        // Whichever goes first, no log row may outlive the match.
        await Promise.allSettled([storage.setState(matchID, second.state, second.deltalog), peer.wipe(matchID)]);
        expect(await peer.fetch(matchID, { state: true, log: true })).toEqual({});
        expect(await storedLog(storage, matchID)).toEqual([]);
      });

      it('reports a write to a deleted match as stale', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        await peer.wipe(matchID);
        const step = advance(state);
        await expect(storage.setState(matchID, step.state, step.deltalog)).rejects.toMatchObject({
          name: 'StaleStateError',
          actual: undefined,
        });
        expect(await storage.fetch(matchID, { state: true })).toEqual({});
      });

      it('skips the unchanged save boardgame.io makes after a rejected action', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const versionBefore = await rowVersion(storage, matchID);
        await storage.setState(matchID, state, []);
        expect(await rowVersion(storage, matchID)).toBe(versionBefore);
      });

      it('lets exactly one of two processes win a conflicting write; the loser then sees the winner', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        // Both processes hold state 0 in their caches.
        expect((await peer.fetch(matchID, { state: true })).state._stateID).toBe(0);
        const mine = advance(state, ['mine']);
        const theirs = advance(state, ['theirs']);
        const outcomes = await Promise.allSettled([
          storage.setState(matchID, mine.state, mine.deltalog),
          peer.setState(matchID, theirs.state, theirs.deltalog),
        ]);
        const won = outcomes.map((outcome) => outcome.status === 'fulfilled');
        expect(won.filter(Boolean)).toHaveLength(1);
        const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
        expect(rejected?.reason).toBeInstanceOf(StaleStateError);

        const winner = won[0] ? mine : theirs;
        const loser = won[0] ? peer : storage;
        const seen = await loser.fetch(matchID, { state: true, log: true });
        expect(seen.state).toEqual(JSON.parse(JSON.stringify(winner.state)));
        expect(seen.log).toEqual(winner.deltalog);
      });

      it('serves the cached state until forgotten, and readThrough reads past the cache', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const one = advance(state);
        await peer.setState(matchID, one.state, one.deltalog);

        // This process still caches state 0 from createMatch: fast, but stale.
        expect((await storage.fetch(matchID, { state: true })).state._stateID).toBe(0);
        expect((await storage.readThrough().fetch(matchID, { state: true })).state._stateID).toBe(1);
        // The read-through refreshed the cache.
        expect((await storage.fetch(matchID, { state: true })).state._stateID).toBe(1);

        const two = advance(one.state);
        await peer.setState(matchID, two.state, two.deltalog);
        storage.forget(matchID);
        expect((await storage.fetch(matchID, { state: true })).state._stateID).toBe(2);
      });

      it('commits concurrent writes of many matches in few statements, each judged on its own', async () => {
        const created = await Promise.all(Array.from({ length: 30 }, () => createCounterMatch(storage)));
        const statements = vi.spyOn(storage.db, 'query');
        try {
          // Every match moves at once; one of them is written from a state that is not stored.
          const writes = created.map(({ matchID, state }, i) => {
            const step = i === 7 ? advance(advance(state).state) : advance(state, ['add', `m${i}`]);
            return storage.setState(matchID, step.state, step.deltalog);
          });
          const outcomes = await Promise.allSettled(writes);
          expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
          expect(outcomes[7]).toMatchObject({ status: 'rejected', reason: { name: 'StaleStateError', expected: 1, actual: 0 } });
          // Made in one turn of the event loop, they went in one statement; then one read
          // found out what the losing write lost to.
          const sql = sqlFor(schema);
          expect(statements.mock.calls.map(([text]) => text)).toEqual([sql.writeStates(30), sql.storedStateIDs]);
        } finally {
          statements.mockRestore();
        }
        for (const [i, { matchID }] of created.entries()) {
          const { state, log } = await peer.fetch(matchID, { state: true, log: true });
          if (i === 7) {
            expect(state._stateID).toBe(0);
            expect(log).toEqual([]);
          } else {
            expect(state._stateID).toBe(1);
            expect(log!.map((entry) => entry.action.payload.type)).toEqual(['add', `m${i}`]);
          }
        }
      });

      it('reads the whole matches syncs ask for at once in one statement, each its own', async () => {
        const created = await Promise.all(Array.from({ length: 8 }, () => createCounterMatch(storage)));
        for (const [i, { matchID, state }] of created.entries()) {
          if (i % 2 === 0) continue;
          const step = advance(state, ['add', `m${i}`]);
          await storage.setState(matchID, step.state, step.deltalog);
        }
        const statements = vi.spyOn(storage.db, 'query');
        let reads;
        try {
          reads = await Promise.all([
            ...created.map(({ matchID }) => storage.readThrough().fetch(matchID, { state: true, metadata: true, log: true })),
            storage.readThrough().fetch('no-such-match', { state: true, metadata: true, log: true }),
          ]);
          expect(statements.mock.calls.map(([text]) => text)).toEqual([sqlFor(schema).fetchMatches()]);
        } finally {
          statements.mockRestore();
        }
        expect(reads.at(-1)).toEqual({});
        for (const [i, { matchID }] of created.entries()) {
          const read = reads[i]!;
          expect(read.state!._stateID).toBe(i % 2);
          expect(read.log!.map((entry) => entry.action.payload.type)).toEqual(i % 2 ? ['add', `m${i}`] : []);
          expect(read.metadata!.gameName).toBe((await peer.fetch(matchID, { metadata: true })).metadata.gameName);
        }
      });

      it('works without a cache', async () => {
        const uncached = await backend.open(schema, { cacheSize: 0 });
        const { matchID, state } = await createCounterMatch(uncached);
        const one = advance(state);
        await uncached.setState(matchID, one.state, one.deltalog);
        const two = advance(one.state);
        await peer.setState(matchID, two.state, two.deltalog);
        expect((await uncached.fetch(matchID, { state: true })).state._stateID).toBe(2);
      });
    });

    describe('setConnection', () => {
      it('sets one seat’s flag and reports the seats as they then are, with a growing version', async () => {
        const { matchID } = await createCounterMatch(storage);
        const first = await storage.setConnection(matchID, '0', true);
        expect(first!.metadata.players[0]).toEqual({ id: 0, isConnected: true });
        expect(first!.metadata.players[1]).toEqual({ id: 1 });
        // A seat claimed in another process meanwhile is kept, and counts as a change.
        await peer.claimSeat(matchID, { playerID: '1', name: 'Bo', credentials: 'secret' });
        const second = await storage.setConnection(matchID, '1', true);
        expect(second!.metadata.players[1]).toEqual({ id: 1, name: 'Bo', credentials: 'secret', isConnected: true });
        expect(second!.metadata.players[0]!.isConnected).toBe(true);
        expect(second!.version).toBeGreaterThan(first!.version + 1);
        // Nothing to change: the same seats and version, and the row is not rewritten.
        const versionBefore = await rowVersion(storage, matchID);
        const again = await storage.setConnection(matchID, '1', true);
        expect(again).toEqual(second);
        expect(await rowVersion(storage, matchID)).toBe(versionBefore);
        const off = await storage.setConnection(matchID, '0', false);
        expect(off!.metadata.players[0]!.isConnected).toBe(false);
        expect(off!.version).toBe(second!.version + 1);
      });

      it('marks every seat disconnected at once (a lone server starting after a crash), leaving the rest as it was', async () => {
        const own = await backend.open(randomSchema());
        const [a, b, idle] = await Promise.all([createCounterMatch(own), createCounterMatch(own), createCounterMatch(own)]);
        await own.claimSeat(a!.matchID, { playerID: '1', name: 'Bo', credentials: 'secret' });
        await own.setConnection(a!.matchID, '0', true);
        await own.setConnection(a!.matchID, '1', true);
        const before = await own.setConnection(b!.matchID, '1', true);
        await own.setConnection(b!.matchID, '0', false);
        const idleVersion = await rowVersion(own, idle!.matchID);
        expect((await own.disconnectAllSeats()).sort()).toEqual([a!.matchID, b!.matchID].sort());
        const seats = async (matchID: string) => (await own.fetch(matchID, { metadata: true })).metadata!.players;
        expect(await seats(a!.matchID)).toEqual({ 0: { id: 0, isConnected: false }, 1: { id: 1, name: 'Bo', credentials: 'secret', isConnected: false } });
        expect(await seats(b!.matchID)).toEqual({ 0: { id: 0, isConnected: false }, 1: { id: 1, isConnected: false } });
        // Its version moved on, so a report from before is known to be older.
        expect((await own.setConnection(b!.matchID, '1', true))!.version).toBeGreaterThan(before!.version + 2);
        // A match with no connected seat is not rewritten.
        expect(await rowVersion(own, idle!.matchID)).toBe(idleVersion);
        expect(await own.disconnectAllSeats()).toEqual([b!.matchID]);
      });

      it('writes the changes of many matches made at once in one statement, each reported on its own', async () => {
        const created = await Promise.all(Array.from({ length: 12 }, () => createCounterMatch(storage)));
        const before = await storage.setConnection(created[3]!.matchID, '1', true);
        const statements = vi.spyOn(storage.db, 'query');
        let reports;
        try {
          reports = await Promise.all([
            ...created.map(({ matchID }) => storage.setConnection(matchID, '1', true)),
            storage.setConnection('no-such-match', '0', true),
          ]);
          expect(statements.mock.calls.map(([text]) => text)).toEqual([sqlFor(schema).setConnections]);
        } finally {
          statements.mockRestore();
        }
        expect(reports.at(-1)).toBeUndefined();
        for (const [i, { matchID }] of created.entries()) {
          const { metadata } = await peer.fetch(matchID, { metadata: true });
          expect(metadata.players[1]!.isConnected).toBe(true);
          expect(reports[i]!.metadata.players[1]).toEqual({ id: 1, isConnected: true });
          expect(reports[i]!.metadata.gameName).toBe(metadata.gameName);
        }
        // The one already connected was not rewritten: its version is unchanged.
        expect(reports[3]!.version).toBe(before!.version);
        const again = await storage.setConnection(created[3]!.matchID, '1', true);
        expect(again!.version).toBe(reports[3]!.version);
        // Two changes of one match never share a statement: both are kept.
        const [zero, one] = await Promise.all([storage.setConnection(created[0]!.matchID, '0', true), storage.setConnection(created[0]!.matchID, '1', false)]);
        expect(one!.version).toBe(zero!.version + 1);
        expect(one!.metadata.players[0]!.isConnected).toBe(true);
        expect(one!.metadata.players[1]!.isConnected).toBe(false);
      });

      it('reports nothing for an unknown match or seat, and writes nothing', async () => {
        const { matchID } = await createCounterMatch(storage);
        expect(await storage.setConnection('no-such-match', '0', true)).toBeUndefined();
        expect(await storage.setConnection(matchID, '7', true)).toBeUndefined();
        expect(await storage.setConnection(matchID, '__proto__', true)).toBeUndefined();
        const { metadata } = await peer.fetch(matchID, { metadata: true });
        expect(Object.keys(metadata.players)).toEqual(['0', '1']);
      });
    });

    describe('setMetadata', () => {
      it('merges only isConnected, never clobbering a seat claimed meanwhile', async () => {
        const { matchID } = await createCounterMatch(storage);
        // The Master read the metadata before the lobby (another process) seated a player.
        const { metadata: earlier } = await storage.fetch(matchID, { metadata: true });
        expect(await peer.claimSeat(matchID, { playerID: '1', name: 'Bo', credentials: 'secret', data: { a: 1 } })).toEqual(
          { ok: true, playerID: '1' },
        );
        expect(await peer.setNextMatch(matchID, 'next-1')).toBe('next-1');

        earlier.players[0]!.isConnected = true;
        earlier.players[1]!.isConnected = true;
        earlier.updatedAt = 5;
        await storage.setMetadata(matchID, earlier);

        const { metadata } = await peer.fetch(matchID, { metadata: true });
        expect(metadata.players[0]).toEqual({ id: 0, isConnected: true });
        expect(metadata.players[1]).toEqual({ id: 1, name: 'Bo', credentials: 'secret', data: { a: 1 }, isConnected: true });
        expect(metadata.nextMatchID).toBe('next-1');
        expect(metadata.updatedAt).not.toBe(5);
      });

      it('keeps every claim when claims and connection changes interleave', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 6 });
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        const writes: Promise<unknown>[] = [];
        for (let seat = 0; seat < 6; seat++) {
          writes.push(peer.claimSeat(matchID, { playerID: String(seat), name: `p${seat}`, credentials: `c${seat}` }));
          const snapshot = structuredClone(metadata);
          snapshot.players[seat]!.isConnected = true;
          writes.push(storage.setMetadata(matchID, snapshot));
        }
        await Promise.all(writes);
        const { metadata: stored } = await storage.fetch(matchID, { metadata: true });
        for (let seat = 0; seat < 6; seat++) {
          expect(stored.players[seat]).toEqual({ id: seat, name: `p${seat}`, credentials: `c${seat}`, isConnected: true });
        }
      });

      it('writes nothing when nothing changes, and ignores unknown players', async () => {
        const { matchID } = await createCounterMatch(storage);
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        metadata.players[0]!.isConnected = false;
        await storage.setMetadata(matchID, metadata);
        const version = await rowVersion(storage, matchID);

        await storage.setMetadata(matchID, metadata);
        await storage.setMetadata(matchID, { ...metadata, players: { 7: { id: 7, isConnected: true } } });
        await storage.setMetadata(matchID, metadataFor('counter', 2));
        expect(await rowVersion(storage, matchID)).toBe(version);
        expect((await storage.fetch(matchID, { metadata: true })).metadata.players).toEqual({
          0: { id: 0, isConnected: false },
          1: { id: 1 },
        });
      });
    });

    describe('seats', () => {
      it('gives one seat to exactly one of 20 concurrent claims', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 4 });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? storage : peer).claimSeat(matchID, { playerID: '2', name: `p${i}`, credentials: `c${i}` }),
          ),
        );
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        expect(results.filter((result) => !result.ok && result.reason === 'seat-taken')).toHaveLength(19);
      });

      it('fills a 4-seat match with 4 of 20 concurrent claims without a seat, all different', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 4 });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? storage : peer).claimSeat(matchID, { name: `p${i}`, credentials: `c${i}` }),
          ),
        );
        const seats = results.flatMap((result) => (result.ok ? [result.playerID] : []));
        expect(seats.sort()).toEqual(['0', '1', '2', '3']);
        expect(results.filter((result) => !result.ok && result.reason === 'match-full')).toHaveLength(16);
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        expect(Object.values(metadata.players).map((player) => player.name)).not.toContain(undefined);
      });

      it('takes the lowest free seat in numeric order, and explains refusals', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 12 });
        for (let seat = 0; seat < 10; seat++) {
          if (seat === 2) continue;
          await storage.claimSeat(matchID, { playerID: String(seat), name: `p${seat}`, credentials: 'c' });
        }
        expect(await storage.claimSeat(matchID, { name: 'a', credentials: 'c' })).toEqual({ ok: true, playerID: '2' });
        // "10" sorts before "2" as text; seats go by number.
        expect(await storage.claimSeat(matchID, { name: 'b', credentials: 'c' })).toEqual({ ok: true, playerID: '10' });
        expect(await storage.claimSeat(matchID, { playerID: '2', name: 'c', credentials: 'c' })).toEqual({
          ok: false,
          reason: 'seat-taken',
        });
        expect(await storage.claimSeat(matchID, { playerID: '12', name: 'c', credentials: 'c' })).toEqual({
          ok: false,
          reason: 'seat-not-found',
        });
        expect(await storage.claimSeat(matchID, { playerID: '__proto__', name: 'c', credentials: 'c' })).toEqual({
          ok: false,
          reason: 'seat-not-found',
        });
        expect(await storage.claimSeat('no-such-match', { name: 'c', credentials: 'c' })).toEqual({
          ok: false,
          reason: 'match-not-found',
        });
        // A match of another game is not found; of this game, it is.
        expect(await storage.claimSeat(matchID, { name: 'c', credentials: 'c', gameName: 'chess' })).toEqual({
          ok: false,
          reason: 'match-not-found',
        });
        expect(await storage.claimSeat(matchID, { playerID: '11', name: 'c', credentials: 'c', gameName: 'chess' })).toEqual({
          ok: false,
          reason: 'match-not-found',
        });
        expect(await storage.claimSeat(matchID, { name: 'c', credentials: 'c', gameName: 'counter' })).toEqual({ ok: true, playerID: '11' });
        // A seat whose name was left empty is free.
        await storage.db.query(
          `UPDATE "${storage.schema}".matches SET metadata = jsonb_set(metadata, '{players,11,name}', '""'::jsonb) WHERE id = $1::text`,
          [matchID],
        );
        expect(await peer.claimSeat(matchID, { playerID: '11', name: 'd', credentials: 'e', gameName: 'counter' })).toEqual({ ok: true, playerID: '11' });
        expect((await peer.fetch(matchID, { metadata: true })).metadata.players[11]).toMatchObject({ name: 'd', credentials: 'e' });
        await expect(storage.claimSeat(matchID, { name: '', credentials: 'c' })).rejects.toThrow(/non-empty/);
      });

      it('writes what follows a claim (afterwards) with it, and answers with the seats as stored', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 3 });
        const host = (metadata: { players: Record<string, { name?: string }> } & { host?: string }, playerID: string) => {
          if (metadata.host !== undefined) return false;
          metadata.host = playerID;
          return true;
        };
        // A named seat, and the first free one: each tells the seats as stored, host included.
        const named = await storage.claimSeat(matchID, { playerID: '1', name: 'Ann', credentials: 'a', afterwards: host as never });
        expect(named).toMatchObject({ ok: true, playerID: '1', metadata: { host: '1', players: { 1: { name: 'Ann' } } } });
        const first = await peer.claimSeat(matchID, { name: 'Bo', credentials: 'b', afterwards: host as never });
        expect(first).toMatchObject({ ok: true, playerID: '0', metadata: { host: '1', players: { 0: { name: 'Bo' }, 1: { name: 'Ann' } } } });
        // Nothing to write afterwards: the claim's own answer.
        const third = await storage.claimSeat(matchID, { playerID: '2', name: 'Cy', credentials: 'c', afterwards: () => false });
        expect(third).toMatchObject({ ok: true, playerID: '2', metadata: { players: { 2: { name: 'Cy' } } } });
        const stored = (await peer.fetch(matchID, { metadata: true })).metadata as { host?: string; updatedAt: number };
        expect(stored.host).toBe('1');
        expect(third.ok && third.metadata).toEqual(stored);
        // A refused claim runs nothing afterwards.
        let ran = false;
        expect(await storage.claimSeat(matchID, { playerID: '2', name: 'Di', credentials: 'd', afterwards: () => (ran = true) })).toEqual({ ok: false, reason: 'seat-taken' });
        expect(ran).toBe(false);
      });

      it('checks credentials to leave, update and authenticate', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 3 });
        await storage.claimSeat(matchID, { playerID: '0', name: 'Ann', credentials: 'ann-secret' });
        await storage.claimSeat(matchID, { playerID: '1', name: 'Bo', credentials: 'bo-secret' });

        for (const wrong of ['bo-secret', 'ann-secre', '', undefined]) {
          expect(await peer.authenticate(matchID, '0', wrong)).toBe(false);
          expect(await peer.leaveSeat(matchID, '0', wrong)).toBe('unauthorized');
          expect(await peer.updateSeat(matchID, '0', wrong, { name: 'Eve' })).toBe('unauthorized');
        }
        // Seat 2 was never claimed: it has no credentials, and nothing opens it.
        expect(await peer.authenticate(matchID, '2', '')).toBe(false);
        expect(await peer.authenticate(matchID, '2', undefined)).toBe(false);
        expect(await peer.updateSeat(matchID, '2', '', { name: 'Eve' })).toBe('unauthorized');
        expect(await peer.leaveSeat(matchID, '9', 'ann-secret')).toBe('seat-not-found');
        expect(await peer.updateSeat(matchID, '9', 'ann-secret', { name: 'x' })).toBe('seat-not-found');
        expect(await peer.leaveSeat('no-such-match', '0', 'ann-secret')).toBe('match-not-found');
        expect(await peer.updateSeat('no-such-match', '0', 'ann-secret', { name: 'x' })).toBe('match-not-found');
        expect(await peer.authenticate('no-such-match', '0', 'ann-secret')).toBe(false);

        expect(await peer.authenticate(matchID, '0', 'ann-secret')).toBe(true);
        expect(await peer.updateSeat(matchID, '0', 'ann-secret', { name: 'Anna', data: { avatar: 3 } })).toBe('updated');
        expect(await peer.updateSeat(matchID, '0', 'ann-secret', { name: '' })).toBe('updated');
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        expect(metadata.players[0]).toEqual({ id: 0, name: 'Anna', credentials: 'ann-secret', data: { avatar: 3 } });

        expect(await peer.leaveSeat(matchID, '0', 'ann-secret')).toBe('left');
        const after = await storage.fetch(matchID, { metadata: true });
        expect(after.metadata.players[0]).toEqual({ id: 0, data: { avatar: 3 } });
        expect(await peer.authenticate(matchID, '0', 'ann-secret')).toBe(false);
        // The freed seat can be claimed again.
        expect(await storage.claimSeat(matchID, { name: 'Cy', credentials: 'cy' })).toEqual({ ok: true, playerID: '0' });
      });

      it('deletes the match, log included, when the last player leaves', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        await storage.claimSeat(matchID, { playerID: '0', name: 'Ann', credentials: 'a' });
        await storage.claimSeat(matchID, { playerID: '1', name: 'Bo', credentials: 'b' });
        const step = advance(state);
        await storage.setState(matchID, step.state, step.deltalog);

        expect(await peer.leaveSeat(matchID, '1', 'b')).toBe('left');
        expect(await peer.leaveSeat(matchID, '0', 'a')).toBe('wiped');
        expect(await peer.fetch(matchID, { state: true, metadata: true })).toEqual({});
        // The other process had the state cached; the row is gone, so it forgets it too.
        expect(await storage.fetch(matchID, { state: true, metadata: true })).toEqual({});
        expect(await storedLog(storage, matchID)).toEqual([]);
      });

      it('lets the first play-again request choose the next match', async () => {
        const { matchID } = await createCounterMatch(storage);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? storage : peer).setNextMatch(matchID, `next-${i}`)),
        );
        expect(new Set(answers).size).toBe(1);
        expect((await storage.fetch(matchID, { metadata: true })).metadata.nextMatchID).toBe(answers[0]);
        expect(await storage.setNextMatch(matchID, 'late')).toBe(answers[0]);
        expect(await storage.setNextMatch('no-such-match', 'x')).toBeUndefined();
      });
    });

    describe('deadlines', () => {
      const planned = (seat: string, kind: string, dueAt: number, stateID = 0, episode = 'e') => ({ seat, kind, dueAt, stateID, episode });

      it('replaces a match’s plan: rows left out go, a changed row loses its claim, an unchanged one keeps it', async () => {
        const { matchID } = await createCounterMatch(storage);
        const now = Date.now();
        await storage.planDeadlines(matchID, [planned('0', 'turn', now - 10), planned('1', 'grace', now + 60_000)], 0);
        expect((await peer.deadlinesOf(matchID)).map((d) => [d.seat, d.kind])).toEqual([
          ['0', 'turn'],
          ['1', 'grace'],
        ]);
        const claimed = (await storage.claimDeadlines('A', now, 5000, 100)).filter((d) => d.matchID === matchID);
        // With the match's metadata as a fetch gives it, so the holder need not read it again.
        const { metadata } = await peer.fetch(matchID, { metadata: true });
        expect(claimed).toEqual([{ matchID, seat: '0', kind: 'turn', dueAt: now - 10, stateID: 0, episode: 'e', metadata }]);
        // The same row again: still claimed by A.
        await peer.planDeadlines(matchID, [planned('0', 'turn', now - 10), planned('1', 'grace', now + 60_000)], 0);
        expect((await storage.deadlinesOf(matchID))[0]).toMatchObject({ claimedBy: 'A' });
        // Changed: the claim goes, and A can no longer finish it.
        await peer.planDeadlines(matchID, [planned('0', 'turn', now - 5, 1, 'f')], 0);
        expect(await storage.deadlinesOf(matchID)).toEqual([{ matchID, seat: '0', kind: 'turn', dueAt: now - 5, stateID: 1, episode: 'f' }]);
        expect(await storage.finishDeadline(claimed[0]!, 'A')).toBe(false);
        const again = (await peer.claimDeadlines('B', now, 5000, 100)).filter((d) => d.matchID === matchID);
        expect(await peer.finishDeadline(again[0]!, 'B')).toBe(true);
        expect(await storage.deadlinesOf(matchID)).toEqual([]);
        await storage.planDeadlines(matchID, [], 0);
        expect(await storage.deadlinesOf(matchID)).toEqual([]);
      });

      it('keeps the plan of a newer state: a plan made for an older one is not written', async () => {
        const { matchID, state } = await createCounterMatch(storage);
        const { state: next, deltalog } = advance(state);
        await storage.setState(matchID, next, deltalog, [planned('1', 'turn', 5000, 1, 't2')]);
        expect(await peer.planDeadlines(matchID, [planned('0', 'turn', 4000, 0, 't1')], 0)).toBe(false);
        expect(await peer.planDeadlines('no-such-match', [planned('0', 'turn', 4000, 0, 't1')], 0)).toBe(false);
        expect((await storage.deadlinesOf(matchID)).map((d) => d.episode)).toEqual(['t2']);
        expect(await peer.planDeadlines(matchID, [planned('1', 'turn', 6000, 1, 't2')], 1)).toBe(true);
        expect((await storage.deadlinesOf(matchID)).map((d) => d.dueAt)).toEqual([6000]);
      });

      it('is written with its state, in the same statement, or not at all when the write loses', async () => {
        const created = await Promise.all(Array.from({ length: 6 }, () => createCounterMatch(storage)));
        for (const { matchID } of created) await storage.planDeadlines(matchID, [planned('0', 'grace', 9000)], 0);
        const statements = vi.spyOn(storage.db, 'query');
        try {
          // Half of them with a plan, in one batch; the plan replaces the old one.
          await Promise.all(
            created.map(({ matchID, state }, i) => {
              const { state: next, deltalog } = advance(state);
              return storage.setState(matchID, next, deltalog, i % 2 ? [planned('1', 'act', 1000 + i, 1, 's1')] : undefined);
            }),
          );
          expect(statements.mock.calls.length).toBeLessThanOrEqual(2);
        } finally {
          statements.mockRestore();
        }
        for (const [i, { matchID }] of created.entries()) {
          expect((await peer.deadlinesOf(matchID)).map((d) => [d.seat, d.kind, d.dueAt])).toEqual(i % 2 ? [['1', 'act', 1000 + i]] : [['0', 'grace', 9000]]);
        }
        // A write from a state that is no longer the match's changes neither state nor plan.
        const { matchID, state } = created[0]!;
        const stale = advance(state);
        await expect(peer.setState(matchID, stale.state, stale.deltalog, [planned('0', 'turn', 1, 1, 'x')])).rejects.toThrow(StaleStateError);
        expect((await peer.deadlinesOf(matchID)).map((d) => d.kind)).toEqual(['grace']);
        // A lone write with a plan.
        const { state: third } = advance(advance(state).state);
        await storage.setState(matchID, third, [], []);
        expect(await peer.deadlinesOf(matchID)).toEqual([]);
      });

      it('gives each due row to exactly one of two processes claiming at once; a claim that ran out goes to the other', async () => {
        const { matchID } = await createCounterMatch(storage, { numPlayers: 8 });
        const now = Date.now();
        await storage.planDeadlines(matchID, Array.from({ length: 8 }, (_, seat) => planned(String(seat), 'act', now - 1)), 0);
        const [a, b] = await Promise.all([storage.claimDeadlines('A', now, 1000, 100), peer.claimDeadlines('B', now, 1000, 100)]);
        const mine = (list: typeof a) => list.filter((d) => d.matchID === matchID).map((d) => d.seat);
        expect([...mine(a), ...mine(b)].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
        expect(mine(a).filter((seat) => mine(b).includes(seat))).toEqual([]);
        // Nothing is left to claim while the claims hold...
        expect(mine(await peer.claimDeadlines('C', now + 500, 1000, 100))).toEqual([]);
        // ...and once they run out (A and B died), everything is C's.
        expect(mine(await peer.claimDeadlines('C', now + 1500, 1000, 100)).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
        // A released row is due again when it says.
        const row = (await storage.deadlinesOf(matchID))[0]!;
        await storage.releaseDeadline(row, 'C', now + 10_000);
        expect(mine(await storage.claimDeadlines('D', now + 2600, 1000, 100))).not.toContain(row.seat);
        expect(await storage.nextDeadline()).toBeLessThanOrEqual(now + 10_000);
      });

      it('writes the plans of many matches made at once in few statements, each its own', async () => {
        const created = await Promise.all(Array.from({ length: 10 }, () => createCounterMatch(storage)));
        const statements = vi.spyOn(storage.db, 'query');
        try {
          await Promise.all(created.map(({ matchID }, i) => storage.planDeadlines(matchID, [planned('0', 'turn', 1000 + i), planned('1', 'grace', 2000 + i)], 0)));
          expect(statements.mock.calls.length).toBeLessThanOrEqual(3);
        } finally {
          statements.mockRestore();
        }
        for (const [i, { matchID }] of created.entries()) expect((await peer.deadlinesOf(matchID)).map((d) => d.dueAt)).toEqual([1000 + i, 2000 + i]);
      });

      it('never deadlocks a batch of plans against a batch of moves with their plans, over the same matches', async () => {
        // Two processes: one makes moves (each state with its plan, in batches), the other
        // plans the same matches again (in batches of its own), as a table keeper does after a
        // seat change. Replacing the same matches' deadlines in different orders deadlocked.
        const created = await Promise.all(Array.from({ length: 12 }, () => createCounterMatch(storage)));
        const states = created.map(({ state }) => state);
        const before = storage.deadlocksRetried + peer.deadlocksRetried;
        for (let round = 0; round < 15; round++) {
          const moves = created.map(async ({ matchID }, i) => {
            const { state: next, deltalog } = advance(states[i]!);
            states[i] = next;
            await storage.setState(matchID, next, deltalog, [planned('0', 'turn', 1000 + round, next._stateID, `t${round}`), planned('1', 'grace', 2000 + round, next._stateID, 'g')]);
          });
          // Planned for the state each match just left or now has: some are written, some are not.
          const plans = [...created]
            .reverse()
            .map(({ matchID }, i) => peer.planDeadlines(matchID, [planned('1', 'turn', 3000 + round, round, `p${round}`), planned('0', 'grace', 4000, round, 'g')], states[created.length - 1 - i]!._stateID - (i % 2)));
          await Promise.all([...moves, ...plans]);
        }
        expect(storage.deadlocksRetried + peer.deadlocksRetried - before).toBe(0);
      });

      it('goes with its match', async () => {
        const { matchID } = await createCounterMatch(storage);
        await storage.planDeadlines(matchID, [planned('0', 'turn', Date.now())], 0);
        await storage.wipe(matchID);
        expect(await peer.deadlinesOf(matchID)).toEqual([]);
      });
    });

    describe('changeMatch', () => {
      it('changes the server’s own fields atomically, and writes only when asked', async () => {
        const { matchID } = await createCounterMatch(storage);
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 ? storage : peer).changeMatch(matchID, (metadata) => {
              const table = ((metadata as unknown as { parlor?: { count: number } }).parlor ??= { count: 0 });
              table.count += 1;
              return { result: table.count, write: true };
            }),
          ),
        );
        expect([...results].sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(await storage.changeMatch(matchID, (metadata) => ({ result: (metadata as unknown as { parlor: { count: number } }).parlor.count }))).toBe(10);
        expect(await storage.changeMatch('no-such-match', () => ({ result: 1, write: true }))).toBeUndefined();
      });
    });

    describe('sweep', () => {
      it('removes finished matches and abandoned ones with their logs, keeps the rest, and runs in one process at a time', async () => {
        const own = randomSchema('parlor_sweep');
        const first = await backend.open(own);
        const second = await backend.open(own);
        const create = async (label: string, updatedAt: number, extra: Partial<Server.MatchData> = {}, over?: unknown) => {
          const id = newID(label);
          const state = initialState();
          const initial = over === undefined ? state : { ...state, ctx: { ...state.ctx, gameover: over } };
          await first.createMatch(id, { initialState: initial, metadata: metadataFor('counter', 2, { updatedAt, ...extra }) });
          return id;
        };
        const day = 24 * 3600_000;
        const now = 100 * day;
        const ids = {
          nobodyJoined: await create('nobody', now - 2 * day),
          everyoneLeft: await create('left', now - 2 * day),
          someoneHere: await create('here', now - 2 * day),
          recent: await create('recent', now - 3600_000),
          finishedLongAgo: await create('finished-old', now - 40 * day, {}, { winner: '0' }),
          finishedRecently: await create('finished-new', now - 2 * day, {}, { winner: '0' }),
        };
        await first.claimSeat(ids.everyoneLeft, { playerID: '0', name: 'Ann', credentials: 'c' });
        await first.claimSeat(ids.someoneHere, { playerID: '0', name: 'Bo', credentials: 'c' });
        await first.setConnection(ids.someoneHere, '0', true);
        // A move of the match everyone left: its log goes with it.
        const { state } = await first.fetch(ids.everyoneLeft, { state: true });
        await first.setState(ids.everyoneLeft, { ...state!, _stateID: 1 }, [{ action: { type: 'MAKE_MOVE', payload: { type: 'inc', args: [], playerID: '0' } }, _stateID: 0, turn: 1, phase: '' }]);
        // The update times above are what the test says; the writes just now moved two of them on.
        await first.db.query(`UPDATE "${own}".matches SET updated_at = $1::bigint WHERE id = ANY($2::text[])`, [now - 2 * day, [ids.everyoneLeft, ids.someoneHere]]);

        const options = { abandonedBefore: now - day, finishedBefore: now - 30 * day, batch: 2 };
        const [a, b] = await Promise.all([first.sweep(options), second.sweep(options)]);
        // Two at once: one sweeps (or they split the work), and no match is counted twice.
        const abandoned = [a, b].flatMap((outcome) => outcome.abandoned).sort();
        const finished = [a, b].flatMap((outcome) => outcome.finished);
        expect(abandoned).toEqual([ids.nobodyJoined, ids.everyoneLeft].sort());
        expect(finished).toEqual([ids.finishedLongAgo]);
        for (const id of [ids.nobodyJoined, ids.everyoneLeft, ids.finishedLongAgo]) {
          expect((await second.fetch(id, { state: true, metadata: true, log: true })).metadata, id).toBeUndefined();
        }
        const logRows = await first.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${own}".move_log WHERE match_id = $1::text`, [ids.everyoneLeft]);
        expect(Number(logRows[0]!.n)).toBe(0);
        for (const id of [ids.someoneHere, ids.recent, ids.finishedRecently]) expect((await second.fetch(id, { metadata: true })).metadata, id).toBeDefined();
        // Nothing more to do the second time.
        expect(await first.sweep(options)).toEqual({ abandoned: [], finished: [], skipped: false });
      });
    });

    describe('listing', () => {
      const game = `listing-${randomUUID().slice(0, 8)}`;
      const ids = { old: '', unlisted: '', finished: '', otherGame: '' };

      beforeAll(async () => {
        const create = async (id: string, gameName: string, updatedAt: number, extra: Partial<Server.MatchData>, over?: unknown) => {
          const state = initialState();
          const initial = over === undefined ? state : { ...state, ctx: { ...state.ctx, gameover: over } };
          await storage.createMatch(id, { initialState: initial, metadata: metadataFor(gameName, 2, { updatedAt, ...extra }) });
          return id;
        };
        ids.old = await create(newID('old'), game, 1_000, {});
        ids.unlisted = await create(newID('unlisted'), game, 2_000, { unlisted: true });
        ids.finished = await create(newID('finished'), game, 3_000, {}, { winner: '0' });
        ids.otherGame = await create(newID('other'), `${game}-b`, 2_500, {});
        await storage.claimSeat(ids.old, { playerID: '0', name: 'Ann', credentials: 'hidden' });
      });

      it('filters listMatches by game, gameover and update time, newest first', async () => {
        expect(await peer.listMatches({ gameName: game })).toEqual([ids.finished, ids.unlisted, ids.old]);
        expect(await peer.listMatches({ gameName: game, where: { isGameover: true } })).toEqual([ids.finished]);
        expect(await peer.listMatches({ gameName: game, where: { isGameover: false } })).toEqual([ids.unlisted, ids.old]);
        expect(await peer.listMatches({ gameName: game, where: { updatedBefore: 2_000 } })).toEqual([ids.old]);
        expect(await peer.listMatches({ gameName: game, where: { updatedAfter: 2_000 } })).toEqual([ids.finished]);
        expect(
          await peer.listMatches({ gameName: game, where: { updatedAfter: 999, updatedBefore: 3_000, isGameover: false } }),
        ).toEqual([ids.unlisted, ids.old]);
        const everything = await peer.listMatches();
        expect(everything).toEqual(expect.arrayContaining(Object.values(ids)));
        expect(everything.indexOf(ids.otherGame)).toBeLessThan(everything.indexOf(ids.unlisted));
      });

      it('lists only listed matches with their metadata, without credentials', async () => {
        const listed = await peer.listMatchData(game);
        expect(listed.map((match) => match.matchID)).toEqual([ids.finished, ids.old]);
        expect(listed[0]?.metadata.gameover).toEqual({ winner: '0' });
        expect(listed[1]?.metadata).toEqual({
          ...metadataFor(game, 2),
          players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1 } },
        });
        expect((await peer.listMatchData(game, { isGameover: false })).map((match) => match.matchID)).toEqual([ids.old]);
        expect((await peer.listMatchData(game, { updatedAfter: 1_000 })).map((match) => match.matchID)).toEqual([
          ids.finished,
        ]);
        expect(await peer.listMatchData('no-such-game')).toEqual([]);
      });

      it('answers listings from the indexes', async () => {
        const sql = sqlFor(schema);
        const plans = await storage.db.transaction(async (tx) => {
          // With a handful of rows a sequential scan is cheaper; forbid it to see what the
          // planner can use at scale.
          await tx.query('SET LOCAL enable_seqscan = off');
          const explain = async (query: BoundQuery) =>
            (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.text}`, query.params))
              .map((row) => row['QUERY PLAN'])
              .join('\n');
          return {
            lobby: await explain(
              sql.listing({ columns: 'id', gameName: game, where: { isGameover: false }, listedOnly: true }),
            ),
            byGame: await explain(sql.listing({ columns: 'id', gameName: game, where: { isGameover: true } })),
            stale: await explain(sql.listing({ columns: 'id', where: { updatedBefore: 5_000 } })),
            // A later page of the lobby, and the version open lobby pages ask for every few seconds.
            lobbyPage: await explain(
              sql.listing({ columns: 'id', gameName: game, where: { isGameover: false }, listedOnly: true, limit: 101, after: { updatedAt: 5_000, id: 'x' } }),
            ),
            version: await explain(sql.listingDigest({ gameName: game, where: { isGameover: false } })),
            // The match history: of a game, of every game, a later page.
            history: await explain(sql.history({ gameName: game, limit: 21 })),
            historyAll: await explain(sql.history({ limit: 21, after: { finishedAt: 5_000, id: 'x' } })),
            historyOfPlayer: await explain(sql.history({ gameName: game, player: 'Ann', limit: 21 })),
          };
        });
        expect(plans.history).toContain('matches_game_history_idx');
        expect(plans.historyAll).toContain('matches_history_idx');
        expect(plans.historyOfPlayer).toContain('matches_game_history_idx');
        expect(plans.lobby).toContain('matches_listed_open_idx');
        expect(plans.lobbyPage).toContain('matches_listed_open_idx');
        expect(plans.lobbyPage).toContain('Limit');
        expect(plans.version).toContain('matches_listed_open_idx');
        expect(plans.byGame).toContain('matches_game_updated_idx');
        expect(plans.stale).toContain('matches_updated_idx');
      });

      it('pages through a listing, matches updated at the same time neither skipped nor repeated', async () => {
        const paged = `${game}-paged`;
        const times = [5_000, 4_000, 4_000, 4_000, 3_000, 3_000, 1_000];
        const listed: { id: string; updatedAt: number }[] = [];
        for (const updatedAt of times) {
          const id = newID('paged');
          await storage.createMatch(id, { initialState: initialState(), metadata: metadataFor(paged, 2, { updatedAt }) });
          listed.push({ id, updatedAt });
        }
        // Neither of these is on any page of the open, listed matches.
        await storage.createMatch(newID('hidden'), { initialState: initialState(), metadata: metadataFor(paged, 2, { updatedAt: 4_000, unlisted: true }) });
        const over = initialState();
        await storage.createMatch(newID('over'), { initialState: { ...over, ctx: { ...over.ctx, gameover: { winner: '0' } } }, metadata: metadataFor(paged, 2, { updatedAt: 4_000 }) });
        const expected = listed.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1)).map((match) => match.id);

        const pages: string[][] = [];
        let after: { updatedAt: number; matchID: string } | undefined;
        do {
          const page = await peer.listMatchPage(paged, { isGameover: false }, { limit: 3, ...(after ? { after } : {}) });
          pages.push(page.matches.map((match) => match.matchID));
          after = page.next;
          expect(pages.length).toBeLessThan(10);
        } while (after !== undefined);
        expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
        expect(pages.flat()).toEqual(expected);

        // A page that holds exactly what is left is the last: no cursor to an empty page.
        expect((await peer.listMatchPage(paged, { isGameover: false }, { limit: 7 })).next).toBeUndefined();
        const first = await peer.listMatchPage(paged, { isGameover: false }, { limit: 6 });
        expect(first.next).toEqual({ updatedAt: 3_000, matchID: expected[5] });
        expect((await peer.listMatchPage(paged, { isGameover: false }, { limit: 6, after: first.next! })).matches.map((match) => match.matchID)).toEqual([expected[6]]);
        // The other filters still apply on every page.
        expect((await peer.listMatchPage(paged, { isGameover: false, updatedBefore: 4_000 }, { limit: 2 })).matches.map((match) => match.matchID)).toEqual(expected.slice(4, 6));
        expect((await peer.listMatchPage(paged, {}, { limit: 50 })).matches).toHaveLength(8);
        await expect(peer.listMatchPage(paged, {}, { limit: 0 })).rejects.toThrow(/positive integer limit/);
      });

      it('versions a lobby listing: changed by whatever it shows, not by moves', async () => {
        const versioned = `${game}-versioned`;
        const open = () => storage.lobbyVersion(versioned, { isGameover: false });
        const seen = new Set<string>();
        // Each step's version, checked against every earlier one: a change never comes back to an old value here.
        const changed = async () => {
          const version = await open();
          expect(seen.has(version), `version ${version} seen before`).toBe(false);
          seen.add(version);
          return version;
        };
        await changed();
        const { matchID, state } = await createCounterMatch(storage, { gameName: versioned, numPlayers: 3 });
        let version = await changed();

        // A move: new state and update time, same listing.
        const moved = advance(state);
        await storage.setState(matchID, moved.state, moved.deltalog);
        expect(await open()).toBe(version);
        // Every process computes the same version from the database.
        expect(await peer.lobbyVersion(versioned, { isGameover: false })).toBe(version);

        // Nor do matches it does not show: unlisted, or of another game.
        await storage.createMatch(newID('unlisted'), { initialState: initialState(), metadata: metadataFor(versioned, 2, { unlisted: true }) });
        await createCounterMatch(storage, { gameName: `${versioned}-other` });
        expect(await open()).toBe(version);

        await storage.claimSeat(matchID, { playerID: '0', name: 'Ann', credentials: 'ann' });
        await changed();
        await storage.claimSeat(matchID, { playerID: '1', name: 'Bo', credentials: 'bo' });
        await changed();
        await storage.setConnection(matchID, '0', true);
        version = await changed();
        // The same flag again writes nothing.
        await storage.setConnection(matchID, '0', true);
        expect(await open()).toBe(version);
        await storage.updateSeat(matchID, '1', 'bo', { name: 'Bob' });
        await changed();
        await storage.changeMatch(matchID, (metadata) => {
          Object.assign(metadata.players[2]!, { name: 'Bot 3', bot: true });
          return { result: undefined, write: true };
        });
        await changed();
        await storage.leaveSeat(matchID, '1', 'bo');
        version = await changed();

        // A match replaced by another: as many matches as before, still another version.
        const { matchID: second } = await createCounterMatch(storage, { gameName: versioned });
        await changed();
        await storage.wipe(second);
        expect(await open()).toBe(version);
        await createCounterMatch(storage, { gameName: versioned });
        await changed();

        // The match ends: it leaves the open matches, and the listing of all changes too.
        const all = await storage.lobbyVersion(versioned);
        const ended = advance(moved.state);
        await storage.setState(matchID, { ...ended.state, ctx: { ...ended.state.ctx, gameover: { winner: '0' } } }, ended.deltalog);
        await changed();
        expect(await storage.lobbyVersion(versioned)).not.toBe(all);
        expect(await storage.lobbyVersion('no-such-game')).toBe(await storage.lobbyVersion('no-such-game-either'));
      });
    });

    describe('history and replays', () => {
      // Plays a counter match to its end (three adds) at the given clock, with named seats.
      const finish = async (gameName: string, names: string[], at: number, options: { unlisted?: boolean } = {}) => {
        const matchID = newID('history');
        const initial = initialState(names.length);
        let state = initial;
        await storage.createMatch(matchID, { initialState: initial, metadata: metadataFor(gameName, names.length, { unlisted: options.unlisted ?? false }) });
        for (const [seat, name] of names.entries()) await storage.claimSeat(matchID, { playerID: String(seat), name, credentials: `secret-${seat}` });
        const log: LogEntry[] = [];
        const now = vi.spyOn(Date, 'now').mockReturnValue(at);
        try {
          for (let step = 0; step < 3; step++) {
            const next = advance(state);
            state = step === 2 ? { ...next.state, ctx: { ...next.state.ctx, gameover: { winner: '0' } } } : next.state;
            log.push(...next.deltalog);
            await storage.setState(matchID, state, next.deltalog);
          }
        } finally {
          now.mockRestore();
        }
        return { matchID, initial, state, log };
      };

      it('lists finished, listed matches by when they ended, pages by a keyset, filters by game and by a player named in any case', async () => {
        const game = `history-${randomUUID().slice(0, 8)}`;
        const a = await finish(game, ['Ada', 'Bo'], 30_000);
        const b = await finish(game, ['Cy', 'ada'], 20_000);
        const c = await finish(game, ['Dee', 'Eve'], 20_000);
        const other = await finish(`${game}-b`, ['Ada', 'Fay'], 40_000);
        await finish(game, ['Ada', 'Gus'], 50_000, { unlisted: true });
        await createCounterMatch(storage, { gameName: game });
        // Seats change after the end (the players leave the room): the history's order stays the end's.
        await storage.setConnection(c.matchID, '0', false);

        const tied = [b.matchID, c.matchID].sort();
        const first = await peer.historyPage({ gameName: game, limit: 2 });
        expect(first.matches.map((match) => match.matchID)).toEqual([a.matchID, tied[0]]);
        expect(first.matches[0]).toMatchObject({ finishedAt: 30_000, moves: 3, metadata: { gameName: game, gameover: { winner: '0' } } });
        expect(JSON.stringify(first.matches)).not.toContain('secret-');
        expect(first.next).toEqual({ finishedAt: 20_000, matchID: tied[0] });
        const second = await peer.historyPage({ gameName: game, limit: 2, after: first.next! });
        expect(second.matches.map((match) => match.matchID)).toEqual([tied[1]]);
        expect(second.next).toBeUndefined();

        expect((await peer.historyPage({ gameName: game, player: 'ADA', limit: 10 })).matches.map((match) => match.matchID)).toEqual([a.matchID, b.matchID]);
        const everywhere = (await peer.historyPage({ player: 'ada', limit: 200 })).matches.map((match) => match.matchID);
        expect(everywhere.slice(0, 1)).toEqual([other.matchID]);
        expect(everywhere).toEqual(expect.arrayContaining([a.matchID, b.matchID]));
        expect((await peer.historyPage({ gameName: game, player: 'Nobody', limit: 10 })).matches).toEqual([]);
        await expect(peer.historyPage({ limit: 0 })).rejects.toThrow(/positive integer limit/);
      });

      it('reads what a replay is rebuilt from: the initial and last states, the whole log in order, the seats', async () => {
        const game = `replay-${randomUUID().slice(0, 8)}`;
        const { matchID, initial, state, log } = await finish(game, ['Ada', 'Bo'], 60_000);
        const source = await peer.replaySource(matchID);
        expect(source).toMatchObject({ finishedAt: 60_000, metadata: { gameName: game } });
        expect(source!.initialState).toEqual(JSON.parse(JSON.stringify(initial)));
        expect(source!.state).toEqual(JSON.parse(JSON.stringify(state)));
        expect(source!.log).toEqual(log);
        expect(source!.metadata.players[0]!.credentials).toBe('secret-0');
        const playing = await createCounterMatch(storage, { gameName: game });
        expect((await peer.replaySource(playing.matchID))?.finishedAt).toBeUndefined();
        expect(await peer.replaySource('no-such-match')).toBeUndefined();
      });
    });

    describe('persistence', () => {
      it('finds a match again after closing and reopening', async () => {
        const durable = randomSchema('parlor_durable');
        const first = await backend.openStandalone(durable);
        const { matchID, state } = await createCounterMatch(first);
        const step = advance(state);
        await first.setState(matchID, step.state, step.deltalog);
        await first.close();

        const reopened = await backend.openStandalone(durable);
        const fetched = await reopened.fetch(matchID, { state: true, metadata: true, log: true });
        expect(fetched.state._stateID).toBe(1);
        expect(fetched.metadata.gameName).toBe('counter');
        expect(fetched.log).toEqual(step.deltalog);
        await reopened.close();
      });
    });

    describe("boardgame.io's Master", () => {
      it('plays moves over this storage, one log entry per move', async () => {
        const matchID = newID('master');
        const sent: { type: string; args: unknown[] }[] = [];
        const transport = {
          send: (data: { type: string; args: unknown[] }) => void sent.push(data),
          sendAll: (data: { type: string; args: unknown[] }) => void sent.push(data),
        };
        // The server syncs through the read-through view and plays through the cached storage.
        const syncMaster = new Master(counterGame, storage.readThrough(), transport);
        const master = new Master(counterGame, storage, transport);
        const move = (type: string) => ({ type: 'MAKE_MOVE' as const, payload: { type, args: [], playerID: '0', credentials: '' } });

        // The first sync creates the match on demand. The Master then sends the initial state
        // it has just made itself, hidden cards and seed included: that one is out of this
        // storage's hands, so the server should create matches through its lobby first.
        expect(await syncMaster.onSync(matchID, '0', undefined, 2)).toBeUndefined();
        sent.length = 0;
        // Every later sync gets its data from the storage: no initial state.
        expect(await syncMaster.onSync(matchID, '1', undefined, 2)).toBeUndefined();
        const sync = sent.find((data) => data.type === 'sync');
        expect(sync?.args[1]).toMatchObject({ initialState: undefined, log: [], state: { _stateID: 0 } });

        expect(await master.onUpdate(move('add'), 0, matchID, '0')).toBeUndefined();
        expect((await peer.fetch(matchID, { log: true })).log).toHaveLength(1);
        expect(await master.onUpdate(move('add'), 1, matchID, '0')).toBeUndefined();
        const after = await peer.fetch(matchID, { state: true, log: true, metadata: true });
        expect(after.log).toHaveLength(2);
        expect(after.log.map((entry) => entry.action.payload.type)).toEqual(['add', 'add']);
        expect(after.state.G).toEqual({ count: 2 });
        expect(after.state._stateID).toBe(2);

        // A rejected move is saved back unchanged by the Master: no error, no log entry.
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          await master.onUpdate(move('refuse'), 2, matchID, '0');
          expect(logged).toHaveBeenCalledWith('ERROR:', expect.stringContaining('invalid move: refuse'));
        } finally {
          logged.mockRestore();
        }
        expect((await peer.fetch(matchID, { log: true })).log).toHaveLength(2);

        await master.onConnectionChange(matchID, '1', undefined, true);
        expect((await peer.fetch(matchID, { metadata: true })).metadata.players[1]?.isConnected).toBe(true);

        await master.onUpdate(move('add'), 2, matchID, '0');
        expect(await peer.listMatches({ gameName: 'counter', where: { isGameover: true } })).toContain(matchID);
        expect((await peer.fetch(matchID, { metadata: true })).metadata.gameover).toEqual({ winner: '0' });
      });
    });
  });
});
