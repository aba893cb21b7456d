import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { AccountStore } from './accounts';
import { credentialsMatch } from './credentials';
import { GroupCommit, type BatchObserver } from './group-commit';
import { sqlFor } from './queries';
import type { MatchFilter, Statements } from './queries';
import { migrate, quoteSchema } from './schema';
import { openPgliteClient, openPostgresClient } from './sql-client';
import type { SqlClient, SqlExecutor, SqlParam, SqlRow } from './sql-client';
import { StaleStateError } from './stale-state-error';
import { StateCache } from './state-cache';

/** Where and how {@link ParlorStorage} keeps matches. */
export interface StorageOptions {
  /**
   * A PostgreSQL connection string (`postgres://user@host:5432/db`). When given, matches live
   * in that server and any number of server processes can share it. Takes precedence over
   * `dataDir`.
   */
  databaseUrl?: string;
  /**
   * A folder for the embedded database (PGlite), created if missing; required when
   * `databaseUrl` is not given. PGlite opens it exclusively: one server process only, so
   * scaling out needs PostgreSQL.
   */
  dataDir?: string;
  /** The SQL schema holding every table, created if missing. Default `'parlor'`. */
  schema?: string;
  /** How many matches' latest states to keep in memory, least recently used evicted first. Default 2000; 0 disables. */
  cacheSize?: number;
  /** How many bytes of states (counted as their JSON text) to keep in memory at most. Default 64 MiB. */
  cacheBytes?: number;
  /**
   * Embedded store only: vacuum the tables after this many state writes. Default 2000; 0
   * never (the data folder then grows with every move). PostgreSQL vacuums by itself.
   */
  vacuumEvery?: number;
}

/**
 * Work a match's result brings, done in the transaction that stores the result (see
 * {@link ParlorStorage.setState}): `run` gets the transaction; if it throws, what it wrote is
 * undone, the result is kept, and `failed` hears why.
 */
export interface ResultHook {
  run: (tx: SqlExecutor) => Promise<void>;
  failed: (error: unknown) => void;
}

/** The database engine behind a storage. */
export type StorageBackend = 'postgres' | 'pglite';

export type { MatchFilter };

/** One match of a lobby listing. */
export interface ListedMatch {
  matchID: string;
  /** The match's metadata, current `updatedAt` and `gameover` included, without any seat's credentials. */
  metadata: Server.MatchData;
}

/** A finished match as the history lists it. */
export interface FinishedMatch extends ListedMatch {
  /** When the state with the result was stored (ms since the epoch). */
  finishedAt: number;
  /** Actions played: the final state id. */
  moves: number;
}

/** A stored match as a replay needs it (see {@link ParlorStorage.replaySource}). */
export interface ReplayRecord {
  initialState: State;
  state: State;
  log: LogEntry[];
  /** With the seats' credentials. */
  metadata: Server.MatchData;
  /** When it finished; absent while it is played. */
  finishedAt?: number;
}

/** A request to sit at a match. */
export interface SeatClaim {
  /** The seat wanted; without it, the free seat with the lowest id. */
  playerID?: string;
  /** The player's name (not empty): a seat with a name is taken. */
  name: string;
  /** Stored as the seat's `data` when given. */
  data?: unknown;
  /** The secret the player will quote to act for the seat (not empty). */
  credentials: string;
  /** When given, a match of another game counts as not found. */
  gameName?: string;
  /**
   * What the server changes once the seat is taken (who hosts, whether the match begins): it
   * may edit the seats it is given, after the claim, and returns whether to write them. Written
   * as changeMatch would, but on the claim's own answer, with no read of its own.
   */
  afterwards?: (metadata: Server.MatchData, playerID: string) => boolean;
}

/** What {@link ParlorStorage.claimSeat} did. */
export type ClaimSeatResult =
  /** `metadata`, when the claim had an `afterwards`: the match's seats once both are stored. */
  | { ok: true; playerID: string; metadata?: Server.MatchData }
  | { ok: false; reason: 'match-not-found' | 'seat-not-found' | 'seat-taken' | 'match-full' };

/** One thing a match waits for (see {@link ParlorStorage.planDeadlines}). */
export interface PlannedDeadline {
  /** The seat it concerns. */
  seat: string;
  /** What is due: the server's own names ('act', 'turn', 'response', 'grace', 'auto'). */
  kind: string;
  /** When, in ms since the epoch. */
  dueAt: number;
  /** The state it was planned on: acting on a newer one is the planner's to decide. */
  stateID: number;
  /** Which instance this is (a turn, an answer): the same episode keeps its due time across plans. */
  episode: string;
}

/** A deadline as claimed, with its match. */
export interface Deadline extends PlannedDeadline {
  matchID: string;
  /** The match's metadata when the deadline was claimed (absent if the match is gone, or when not claimed). */
  metadata?: Server.MatchData;
}

/** A deadline as stored, with its claim if someone holds it. */
export interface StoredDeadline extends Deadline {
  claimedBy?: string;
  claimedUntil?: number;
}

/** What {@link ParlorStorage.leaveSeat} did: `'wiped'` when the last named player left and the match was deleted. */
export type LeaveSeatResult = 'left' | 'wiped' | 'match-not-found' | 'seat-not-found' | 'unauthorized';

/** Changes to a seat: the name when given and not empty, the data when not undefined. */
export interface SeatUpdate {
  name?: string;
  data?: unknown;
}

/** What {@link ParlorStorage.updateSeat} did. */
export type UpdateSeatResult = 'updated' | 'match-not-found' | 'seat-not-found' | 'unauthorized';

type Players = Record<string, Server.PlayerMetadata>;

// The metadata JSON as stored: updatedAt and gameover live in their own columns (setState
// keeps them current there), so they are left out of the JSON rather than kept stale in it.
type StoredMetadata = Omit<Server.MatchData, 'updatedAt' | 'gameover'>;

/** What a batch of the storage's held: state writes, connection flags, deadline plans, or reads of whole matches. */
export type BatchKind = 'state' | 'connection' | 'plan' | 'read';

/** One match's state write, as {@link GroupCommit} batches them. */
interface StateWrite {
  key: string;
  state: string;
  stateID: number;
  gameover: string | null;
  updatedAt: number;
  entries: string;
  /** The deadlines of the new state, written with it (see setState). */
  plan?: readonly PlannedDeadline[];
}

/** One seat's connection change, as {@link GroupCommit} batches them (one per match per batch). */
interface ConnectionWrite {
  key: string;
  playerID: string;
  connected: boolean;
  /** The process whose socket it is (PostgreSQL: see setConnection). */
  holder?: string;
}

type Connection = { metadata: Server.MatchData; version: number } | undefined;

/** What the database said about one write: done, or the state id it holds instead. */
interface WriteOutcome {
  written: boolean;
  stored: number | undefined;
}

// PostgreSQL's code for a transaction it aborted to break a deadlock: nothing was written.
const DEADLOCK_DETECTED = '40P01';

// The states kept in memory, at most (as JSON text), whatever their count: a count alone lets
// the cache grow with the size of the games' states. 64 MiB is twenty times what 1,000 paced
// two-player matches of Exploding Kittens held (3.2 MiB, `npm run load`).
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

// A lobby change that keeps losing its compare-and-set to others gives up after this many tries
// (each loss means another change went through, so this takes that many changes at once).
const MAX_METADATA_ATTEMPTS = 100;

interface MatchRow extends SqlRow {
  id: string;
  /** The state's JSON (stored as text). */
  state?: string;
  metadata?: StoredMetadata;
  updated_at?: string | number;
  gameover?: unknown;
  /** Each move's entries, as the text of a JSON array of arrays (see `fetchMatch`). */
  log?: string;
}

// What a lobby operation decided, given the locked metadata (which it may have changed).
interface Decision<T> {
  result: T;
  write?: 'metadata' | 'wipe';
}

const toJson = (value: unknown): string => JSON.stringify(value);
const gameoverParam = (gameover: unknown): string | null =>
  gameover === undefined || gameover === null ? null : toJson(gameover);

/**
 * A batch in match id order. PostgreSQL locks a batch's rows in the order it reaches them,
 * which for these statements (an index lookup per input row) is the input's: batches that
 * overlap then wait for each other instead of deadlocking. Without it, a state batch and a
 * connection batch sharing two matches deadlocked in 4 of 7 saturated load runs of 25 s, each
 * time holding both for PostgreSQL's deadlock_timeout (1 s) before one was aborted.
 */
function byKey<W extends { key: string }>(batch: readonly W[]): W[] {
  return [...batch].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A seat of `players`, only if it is the players' own (a player id like "__proto__" is not). */
function seatOf(players: Players, playerID: string): Server.PlayerMetadata | undefined {
  if (!Object.hasOwn(players, playerID)) return undefined;
  const seat = players[playerID];
  return typeof seat === 'object' && seat !== null ? seat : undefined;
}

function playersOf(metadata: StoredMetadata): Players {
  // boardgame.io types the keys as numbers; JSON (and every caller) uses strings.
  return metadata.players as Players;
}

/** Plans (rows of matches) as the six parallel arrays the deadline statements take. */
function planColumns(plans: readonly { matchID: string; rows: readonly PlannedDeadline[] }[]): SqlParam[] {
  const rows = plans.flatMap((plan) => plan.rows.map((row) => ({ ...row, matchID: plan.matchID })));
  return [
    rows.map((row) => row.matchID),
    rows.map((row) => row.seat),
    rows.map((row) => row.kind),
    rows.map((row) => Math.round(row.dueAt)),
    rows.map((row) => row.stateID),
    rows.map((row) => row.episode),
  ];
}

function withLiveFields(row: MatchRow & { metadata: StoredMetadata }): Server.MatchData {
  const metadata: Server.MatchData = { ...row.metadata, updatedAt: Number(row.updated_at) };
  if (row.gameover !== null && row.gameover !== undefined) metadata.gameover = row.gameover;
  return metadata;
}

function withoutCredentials(metadata: Server.MatchData): Server.MatchData {
  const players: Players = {};
  for (const [id, player] of Object.entries(playersOf(metadata))) {
    const { credentials: _hidden, ...visible } = player;
    players[id] = visible;
  }
  return { ...metadata, players };
}

type Loader = <O extends StorageAPI.FetchOpts>(matchID: string, opts: O) => Promise<StorageAPI.FetchResult<O>>;

/**
 * boardgame.io storage over SQL: PostgreSQL (`databaseUrl`) or embedded PGlite (`dataDir`),
 * one schema and the same SQL for both.
 *
 * State writes are compare-and-set (see {@link ParlorStorage.setState}), the log is only
 * ever appended, and the lobby's seat changes are single atomic operations, so several
 * server processes can share one PostgreSQL database. Call {@link ParlorStorage.connect}
 * (or use {@link openStorage}) before anything else.
 *
 * Use the lobby operations here ({@link ParlorStorage.claimSeat} and the rest) rather than
 * boardgame.io's own lobby router: that router saves seats through `setMetadata`, which this
 * storage deliberately limits to connection status.
 */
export class ParlorStorage extends Async {
  /** The SQL schema holding the tables. */
  readonly schema: string;
  /** The engine chosen by the options. */
  readonly backend: StorageBackend;

  private readonly options: StorageOptions;
  private readonly sqlText: Statements;
  private readonly cache: StateCache<State>;
  private readonly writer: GroupCommit<StateWrite, WriteOutcome>;
  private readonly connections: GroupCommit<ConnectionWrite, Connection>;
  private readonly wholeReads: GroupCommit<{ key: string }, MatchRow | undefined>;
  private readonly plans: GroupCommit<{ key: string; rows: readonly PlannedDeadline[]; stateID: number }, boolean>;
  private client: SqlClient | undefined;
  private opening: Promise<SqlClient> | undefined;
  private readThroughView: StorageAPI.Async | undefined;
  private writesSinceVacuum = 0;
  private batchObservers: ((kind: BatchKind, size: number, ms: number, failed: boolean) => void)[] = [];
  private deadlocks = 0;
  private accountStore: AccountStore | undefined;

  /** Checks the options; opens nothing until {@link ParlorStorage.connect}. */
  constructor(options: StorageOptions) {
    super();
    if (options.databaseUrl === undefined && options.dataDir === undefined) {
      throw new Error('ParlorStorage needs a databaseUrl (PostgreSQL) or a dataDir (embedded PGlite).');
    }
    this.options = { ...options };
    this.schema = options.schema ?? 'parlor';
    quoteSchema(this.schema);
    this.backend = options.databaseUrl !== undefined ? 'postgres' : 'pglite';
    this.sqlText = sqlFor(this.schema);
    this.cache = new StateCache<State>(options.cacheSize ?? 2000, options.cacheBytes ?? DEFAULT_CACHE_BYTES);
    // PGlite runs one statement at a time, but a second batch posted while the first runs
    // keeps its thread busy: with one, it sat idle between batches until the main thread,
    // busy with the games, got round to answering (at 1,000 moves/s a third of the time, while
    // hundreds of writes waited; p50 of a move 189 ms, with two 89 ms). PostgreSQL runs several
    // side by side. A statement costs PGlite's thread 1-1.5 ms of CPU whatever it holds, and
    // each row a few tenths: at 800 moves/s its thread spent 0.94 ms a move with batches as
    // soon as possible, 0.73 with batches at most every 5 ms and 0.63 every 10 ms, CPU the game
    // server shares on a small machine. Every 5 ms is the middle: on a quiet 2-core machine at
    // 1,000 paced moves/s a move spent p50 12 ms inside the server against 16-20 ms with 10 ms
    // (p99 39-53 against 44-59). PostgreSQL, cheaper per statement, goes every 2 ms.
    this.writer = new GroupCommit((batch) => this.writeStates(batch), {
      observe: this.observer('state'),
      maxInFlight: this.backend === 'pglite' ? 2 : 4,
      maxBatch: 200,
      minIntervalMs: this.backend === 'pglite' ? 5 : 2,
    });
    // Sockets come and go in bursts (a match ends, a server restarts and everyone reconnects):
    // their seats' flags are written together too, at most every 20 ms. Nothing waits on these
    // writes but the lobby's seat lights and an absent seat's automatic moves, both counted in
    // seconds; as soon as possible, with matches starting and ending all the time, the
    // embedded database spent a seventh of its time on batches of three.
    this.connections = new GroupCommit((batch) => this.writeConnections(batch), {
      observe: this.observer('connection'),
      maxInFlight: this.backend === 'pglite' ? 1 : 2,
      maxBatch: 200,
      minIntervalMs: 20,
    });
    // And the plans of what matches wait for (every move may change one: a clock, a bot's turn).
    this.plans = new GroupCommit((batch) => this.writePlans(batch), {
      observe: this.observer('plan'),
      maxInFlight: this.backend === 'pglite' ? 1 : 2,
      maxBatch: 200,
      minIntervalMs: this.backend === 'pglite' ? 5 : 2,
    });
    // So are the reads of whole matches their syncs make.
    this.wholeReads = new GroupCommit((batch) => this.readWholeMatches(batch), {
      observe: this.observer('read'),
      maxInFlight: this.backend === 'pglite' ? 1 : 2,
      maxBatch: 100,
    });
  }

  /**
   * Seconds the calling thread spent handing batches to the database (building statements and
   * sending them; see GroupCommit.handOffSeconds), over every kind of batch, since the start.
   */
  get handOffSeconds(): number {
    return this.writer.handOffSeconds + this.connections.handOffSeconds + this.plans.handOffSeconds + this.wholeReads.handOffSeconds;
  }

  private observer(kind: BatchKind): BatchObserver {
    return (size, ms, failed) => {
      for (const listener of this.batchObservers) listener(kind, size, ms, failed);
    };
  }

  /**
   * Calls `listener` after every batch the storage commits (see GroupCommit): state writes,
   * seats' connection flags, plans of deadlines, reads of whole matches. For metrics.
   */
  observeBatches(listener: (kind: BatchKind, size: number, ms: number, failed: boolean) => void): void {
    this.batchObservers.push(listener);
  }

  /** How many match states are kept in memory. */
  get cachedStates(): number {
    return this.cache.size;
  }

  /**
   * Batches PostgreSQL aborted to break a deadlock, and that were run again, since the start.
   * Each one held its writes up for a second (PostgreSQL's deadlock_timeout): it should stay 0.
   */
  get deadlocksRetried(): number {
    return this.deadlocks;
  }

  /** What the states kept in memory count for, in bytes of their JSON text. */
  get cachedStateBytes(): number {
    return this.cache.bytes;
  }

  /**
   * Opens the database (once) and applies any missing migrations. Safe to call again and
   * from several processes at once: later calls find nothing to do.
   */
  override async connect(): Promise<void> {
    this.opening ??= this.openClient().then(
      (client) => (this.client = client),
      (error: unknown) => {
        this.opening = undefined;
        throw error;
      },
    );
    await migrate(await this.opening, this.schema);
  }

  /** Closes the pool or the embedded database and empties the cache. */
  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.client = undefined;
    this.cache.clear();
    if (opening) await (await opening).close();
  }

  // Every state write leaves the row's previous version behind (3-5 KB for a card game's state),
  // and only a VACUUM makes that space reusable: PostgreSQL's autovacuum does it by itself, but
  // PGlite has no background workers. Unvacuumed, the embedded store's folder grew by 260 MB in
  // 80,000 moves; vacuumed every 6,000 moves, by 60 MB, at the same write rate. The VACUUM
  // queues behind the writes already posted and holds the next ones while it runs: 5-14 ms
  // (once 34) every 2,000 writes with 1,000 matches being played, so it runs often and small.
  private afterWrites(count: number): void {
    const every = this.options.vacuumEvery ?? 2000;
    if (this.backend !== 'pglite' || every <= 0) return;
    this.writesSinceVacuum += count;
    if (this.writesSinceVacuum < every) return;
    this.writesSinceVacuum = 0;
    void this.vacuum().catch((error: unknown) => {
      // Closed meanwhile: nothing is left to vacuum for.
      if (this.client !== undefined) console.error('parlor storage: vacuum failed:', error);
    });
  }

  /** Makes the space of replaced states and deleted matches reusable. */
  async vacuum(): Promise<void> {
    const s = quoteSchema(this.schema);
    await this.sql.query(`VACUUM ${s}.matches`);
    await this.sql.query(`VACUUM ${s}.move_log`);
  }

  /** Opens the database the options name. Overridden in tests to share one embedded database. */
  protected openClient(): Promise<SqlClient> {
    const { databaseUrl, dataDir } = this.options;
    if (databaseUrl !== undefined) return Promise.resolve(openPostgresClient(databaseUrl));
    return openPgliteClient(dataDir as string);
  }

  /** Players' accounts, sessions, passkeys, seat owners and ratings, in the same database. */
  get accounts(): AccountStore {
    this.accountStore ??= new AccountStore(() => this.sql, quoteSchema(this.schema));
    return this.accountStore;
  }

  /** The open database; throws before {@link ParlorStorage.connect}. */
  protected get sql(): SqlClient {
    if (!this.client) throw new Error('ParlorStorage is not connected: call connect() first.');
    return this.client;
  }

  /**
   * Stores a new match; throws if `matchID` is taken. The initial state is kept (for replays
   * and audits) but never returned by {@link ParlorStorage.fetch}.
   */
  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { initialState, metadata } = opts;
    const { updatedAt: _live, gameover: _alsoLive, ...stored } = metadata;
    const initialJson = toJson(initialState);
    const rows = await this.sql.query(this.sqlText.insertMatch, [
      matchID,
      metadata.gameName,
      initialJson,
      initialState._stateID,
      initialJson,
      toJson(stored),
      gameoverParam(initialState.ctx.gameover),
      metadata.unlisted === true,
      metadata.createdAt,
      metadata.updatedAt,
    ]);
    if (rows.length === 0) throw new Error(`Match ${matchID} already exists.`);
    this.cache.remember(matchID, initialState, initialJson.length);
  }

  /**
   * Replaces the match's state if, and only if, the stored state is the one `state` was
   * computed from (`_stateID` one less: boardgame.io adds exactly 1 per action), appending
   * `deltalog` to the log and updating `updatedAt` and `gameover` in the same statement.
   *
   * Otherwise nothing is written, the cached state is dropped and {@link StaleStateError} is
   * thrown: another request or process moved first. One exception: boardgame.io's Master
   * saves the state back unchanged after a rejected action (an invalid move keeps its
   * `_stateID` and logs nothing); that write is skipped silently.
   *
   * With `plan`, the match's deadlines become that plan in the same transaction (see
   * {@link ParlorStorage.planDeadlines}): what the new state waits for is stored with it or
   * not at all, and costs no statement of its own.
   */
  override async setState(matchID: string, state: State, deltalog?: LogEntry[], plan?: readonly PlannedDeadline[], onResult?: ResultHook): Promise<void> {
    const entries = deltalog ?? [];
    const json = toJson(state);
    const write: StateWrite = {
      key: matchID,
      state: json,
      stateID: state._stateID,
      gameover: gameoverParam(state.ctx.gameover),
      updatedAt: Date.now(),
      entries: toJson(entries),
      ...(plan ? { plan } : {}),
    };
    // A result with work of its own (its rating) is written apart from the batch, in one
    // transaction with that work; every other write joins the batch.
    const { written, stored } = onResult && state.ctx.gameover !== undefined ? await this.writeResult(write, onResult) : await this.writer.write(write);
    if (written) {
      this.cache.remember(matchID, state, json.length);
      return;
    }
    if (stored === state._stateID && entries.length === 0) return;
    this.cache.forget(matchID);
    throw new StaleStateError(matchID, state._stateID - 1, stored);
  }

  // Writes a match's result and runs its hook in one transaction: the hook sees the result and
  // its log, and what it writes commits with them or not at all. The hook runs in a savepoint,
  // so a failure of its own is undone alone (and reported) while the result is kept: a result
  // is never lost to the work that follows it.
  private async writeResult(write: StateWrite, onResult: ResultHook): Promise<WriteOutcome> {
    const outcome = await this.sql.transaction(async (tx): Promise<WriteOutcome & { failure?: unknown }> => {
      const params: SqlParam[] = [write.key, write.state, write.stateID, write.gameover, write.updatedAt, write.entries];
      if (write.plan) params.push([write.key], ...planColumns([{ matchID: write.key, rows: write.plan }]));
      const text = write.plan ? this.sqlText.writeStates(1, true) : this.sqlText.writeState;
      const rows = await tx.query<{ id: string }>(text, params);
      if (rows.length === 0) {
        const [row] = await tx.query<{ id: string; state_id: number }>(this.sqlText.storedStateIDs, [[write.key]]);
        return { written: false, stored: row === undefined ? undefined : Number(row.state_id) };
      }
      await tx.query('SAVEPOINT result_work');
      try {
        await onResult.run(tx);
        await tx.query('RELEASE SAVEPOINT result_work');
        return { written: true, stored: undefined };
      } catch (failure) {
        await tx.query('ROLLBACK TO SAVEPOINT result_work');
        return { written: true, stored: undefined, failure };
      }
    });
    if (outcome.written) this.afterWrites(1);
    if ('failure' in outcome) onResult.failed(outcome.failure);
    return { written: outcome.written, stored: outcome.stored };
  }

  /** A match's seats and whole log as a transaction sees them (a result's hook reads its match so). */
  async matchWithin(tx: SqlExecutor, matchID: string): Promise<{ metadata: Server.MatchData; log: LogEntry[] } | undefined> {
    const [row] = await tx.query<MatchRow>(this.sqlText.fetchMatch({ state: false, metadata: true, log: true }), [matchID]);
    if (!row?.metadata || row.log === undefined) return undefined;
    return { metadata: withLiveFields({ ...row, metadata: row.metadata }), log: (JSON.parse(row.log) as LogEntry[][]).flat() };
  }

  // Runs a batch statement. Batches (of this process's state and connection writes, and of other
  // processes') each lock their rows in match id order (see byKey), so they cannot deadlock;
  // should PostgreSQL still abort one to break a deadlock, nothing of it was written and it
  // is simply run again.
  private async batchQuery<R extends SqlRow>(text: string, params: readonly SqlParam[]): Promise<R[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.sql.query<R>(text, params);
      } catch (error) {
        if ((error as { code?: string }).code === DEADLOCK_DETECTED && attempt < 3) {
          this.deadlocks++;
          continue;
        }
        throw error;
      }
    }
  }

  // Commits a batch of state writes in one statement (see GroupCommit); a lone write uses the
  // simpler single-match statement, which PGlite runs in half the time.
  private async writeStates(batch: readonly StateWrite[]): Promise<WriteOutcome[]> {
    const sorted = byKey(batch);
    const params: SqlParam[] = sorted.flatMap((w) => [w.key, w.state, w.stateID, w.gameover, w.updatedAt, w.entries]);
    const planned = sorted.filter((w) => w.plan !== undefined);
    if (planned.length > 0) params.push(planned.map((w) => w.key), ...planColumns(planned.map((w) => ({ matchID: w.key, rows: w.plan! }))));
    const text = sorted.length === 1 && planned.length === 0 ? this.sqlText.writeState : this.sqlText.writeStates(sorted.length, planned.length > 0);
    const written = new Set((await this.batchQuery<{ id: string }>(text, params)).map((row) => row.id));
    this.afterWrites(written.size);
    // The rare case: some write lost. Read what is stored instead, to report it.
    const lost = batch.filter((w) => !written.has(w.key)).map((w) => w.key);
    const stored = new Map<string, number>();
    if (lost.length > 0) {
      const rows = await this.sql.query<{ id: string; state_id: number }>(this.sqlText.storedStateIDs, [lost]);
      for (const row of rows) stored.set(row.id, Number(row.state_id));
    }
    return batch.map((w) => ({ written: written.has(w.key), stored: stored.get(w.key) }));
  }

  /**
   * boardgame.io's Master calls this after every move and on every (dis)connection with a
   * whole metadata object it read earlier. Only `players[id].isConnected` is taken from it,
   * merged atomically into the stored metadata: seats, credentials, player data and
   * `nextMatchID` may have changed meanwhile (lobby operations, possibly in another process)
   * and are never overwritten. `updatedAt` and `gameover` are kept by `setState`. Writes
   * nothing when nothing changes.
   */
  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const connected: Record<string, boolean> = {};
    for (const [id, player] of Object.entries(playersOf(metadata))) {
      if (typeof player?.isConnected === 'boolean') connected[id] = player.isConnected;
    }
    if (Object.keys(connected).length === 0) return;
    await this.sql.query(this.sqlText.mergeConnections, [matchID, toJson(connected)]);
  }

  /**
   * Records whether seat `playerID` has a connected client, and resolves to the match's
   * metadata as it then is (credentials included: callers filter what they pass on) with its
   * version, which grows with every metadata change, so of two reports the newer can be told.
   * Undefined for an unknown match or seat. One atomic statement: concurrent changes to other
   * seats, from any process, are kept.
   */
  async setConnection(matchID: string, playerID: string, connected: boolean, holder?: string): Promise<{ metadata: Server.MatchData; version: number } | undefined> {
    return this.connections.write({ key: matchID, playerID, connected, ...(holder === undefined ? {} : { holder }) });
  }

  /**
   * Says process `processID` is alive (PostgreSQL; with the embedded database there is one
   * process and nothing to say). Resolves to true when the storage had no record of it: its
   * first heartbeat, or one so late that its seats were taken for dead and released (the
   * process then marks them connected again).
   */
  async heartbeat(processID: string): Promise<boolean> {
    if (this.backend !== 'postgres') return false;
    const [row] = await this.sql.query<{ inserted: boolean }>(this.sqlText.heartbeat, [processID, Date.now()]);
    return row?.inserted === true;
  }

  /**
   * Releases the seats of processes not heard from for `leaseMs` (SIGKILLed, or cut off): a
   * seat no live process holds is marked disconnected. Resolves to the matches whose seats
   * changed, as setConnection does. Any process may run it, any number at once.
   */
  async releaseDeadProcesses(leaseMs: number): Promise<{ matchID: string; metadata: Server.MatchData; version: number }[]> {
    if (this.backend !== 'postgres') return [];
    const released = [
      ...(await this.sql.query<{ id: string; seat: string }>(this.sqlText.releaseDead, [Date.now() - leaseMs])),
      ...(await this.sql.query<{ id: string; seat: string }>(this.sqlText.releaseOrphans)),
    ];
    if (released.length === 0) return [];
    const stillHeld = new Set(
      (await this.sql.query<{ id: string; seat: string }>(this.sqlText.heldSeats, [released.map((r) => r.id), released.map((r) => r.seat)])).map((r) => `${r.id}\u0000${r.seat}`),
    );
    const gone = released.filter((r) => !stillHeld.has(`${r.id}\u0000${r.seat}`));
    const changed = await Promise.all(gone.map(async (r) => ({ matchID: r.id, result: await this.setConnection(r.id, r.seat, false) })));
    return changed.flatMap(({ matchID, result }) => (result ? [{ matchID, ...result }] : []));
  }

  /**
   * Removes the matches nobody needs any more, with their logs: finished ones last updated
   * before `finishedBefore`, and unfinished ones last updated before `abandonedBefore` with no
   * seat connected (nobody ever joined, or everyone left and nothing happened since). Runs in
   * one process at a time (an advisory lock; another sweeping meanwhile makes this one a no-op,
   * `skipped`), in batches of `batch`; the embedded store then vacuums so the space is reused.
   */
  async sweep(options: { abandonedBefore: number; finishedBefore: number; batch?: number }): Promise<{ abandoned: string[]; finished: string[]; skipped: boolean }> {
    const batch = options.batch ?? 500;
    const abandoned: string[] = [];
    const finished: string[] = [];
    for (;;) {
      const outcome = await this.sql.transaction(async (tx) => {
        if (this.backend === 'postgres') {
          const [lock] = await tx.query<{ locked: boolean }>(this.sqlText.sweepLock, [this.schema]);
          if (!lock?.locked) return undefined;
        }
        return tx.query<{ id: string; finished: boolean }>(this.sqlText.sweep, [options.abandonedBefore, options.finishedBefore, batch]);
      });
      if (outcome === undefined) return { abandoned, finished, skipped: true };
      for (const row of outcome) {
        this.cache.forget(row.id);
        (row.finished ? finished : abandoned).push(row.id);
      }
      if (outcome.length < batch) break;
    }
    if (this.backend === 'pglite' && abandoned.length + finished.length > 0) await this.vacuum();
    return { abandoned, finished, skipped: false };
  }

  /** Forgets a process that stops (its seats were released one by one as its sockets closed). */
  async forgetProcess(processID: string): Promise<void> {
    if (this.backend !== 'postgres') return;
    await this.sql.query(this.sqlText.forgetProcess, [processID]);
  }

  /**
   * Marks every seat of every match disconnected, and resolves to the ids of the matches changed.
   * For a server that is the only one using the database, when it starts: sockets die with the
   * process, so a crash leaves their seats marked connected, and nothing else would ever clear
   * them (a seat's automatic moves wait on that flag). Never while another process serves.
   */
  async disconnectAllSeats(): Promise<string[]> {
    return (await this.sql.query<{ id: string }>(this.sqlText.disconnectAll)).map((row) => row.id);
  }

  // Reads whole matches (state, metadata, log), as syncs ask for them, in one statement; a lone
  // read uses the single-match statement.
  private async readWholeMatches(batch: readonly { key: string }[]): Promise<(MatchRow | undefined)[]> {
    const columns = { state: true, metadata: true, log: true };
    const rows =
      batch.length === 1
        ? await this.sql.query<MatchRow>(this.sqlText.fetchMatch(columns), [batch[0]!.key])
        : await this.sql.query<MatchRow>(this.sqlText.fetchMatches(), [batch.map((read) => read.key)]);
    const byMatch = new Map(rows.map((row) => [row.id, row]));
    return batch.map((read) => byMatch.get(read.key));
  }

  // Commits a batch of connection changes (one per match) in one statement; a lone change uses
  // the single-match statement.
  private async writeConnections(batch: readonly ConnectionWrite[]): Promise<Connection[]> {
    type Row = MatchRow & { metadata: StoredMetadata; metadata_version: number };
    const sorted = this.backend === 'postgres' ? await this.trackHolders(byKey(batch)) : byKey(batch);
    const rows =
      sorted.length === 1
        ? (await this.sql.query<Row>(this.sqlText.setConnection, [sorted[0]!.key, sorted[0]!.playerID, sorted[0]!.connected])).map((row) => ({ ...row, id: sorted[0]!.key }))
        : await this.batchQuery<Row>(this.sqlText.setConnections, [sorted.map((w) => w.key), sorted.map((w) => w.playerID), sorted.map((w) => w.connected)]);
    const byMatch = new Map(rows.map((row) => [row.id, row]));
    return batch.map((w) => {
      const row = byMatch.get(w.key);
      return row ? { metadata: withLiveFields(row), version: Number(row.metadata_version) } : undefined;
    });
  }

  // With PostgreSQL several processes may hold sockets of one seat (two tabs on two processes):
  // each records its holding, and a seat one process lets go stays connected while another
  // still holds it. What a dead process held is released by releaseDeadProcesses.
  private async trackHolders(sorted: ConnectionWrite[]): Promise<ConnectionWrite[]> {
    const held = sorted.filter((w) => w.holder !== undefined);
    if (held.length === 0) return sorted;
    for (const holder of new Set(held.map((w) => w.holder!))) {
      const mine = held.filter((w) => w.holder === holder);
      for (const [connected, statement] of [
        [true, this.sqlText.addHolders],
        [false, this.sqlText.removeHolders],
      ] as const) {
        const writes = mine.filter((w) => w.connected === connected);
        if (writes.length > 0) await this.sql.query(statement, [writes.map((w) => w.key), writes.map((w) => w.playerID), holder]);
      }
    }
    const leaving = held.filter((w) => !w.connected);
    if (leaving.length === 0) return sorted;
    const stillHeld = new Set(
      (await this.sql.query<{ id: string; seat: string }>(this.sqlText.heldSeats, [leaving.map((w) => w.key), leaving.map((w) => w.playerID)])).map(
        (r) => `${r.id}\u0000${r.seat}`,
      ),
    );
    return sorted.map((w) => (!w.connected && stillHeld.has(`${w.key}\u0000${w.playerID}`) ? { ...w, connected: true } : w));
  }

  /**
   * Reads what `opts` asks for; every field is undefined for an unknown match. The state
   * comes from the cache when present (see {@link ParlorStorage.readThrough} for reads that
   * must not trust it). `metadata` is a fresh object each call, with `updatedAt` and
   * `gameover` current. The log is in order.
   *
   * `initialState` is never returned, even when asked for: boardgame.io's Master sends it
   * unfiltered to every client on sync (no playerView applies to it), which would reveal the
   * hidden cards of the deal and the random seed. Clients do not need it to play.
   */
  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.load(matchID, opts, true);
  }

  /** Deletes the match and its log. */
  override async wipe(matchID: string): Promise<void> {
    await this.deleteMatch(this.sqlText.deleteMatch, [matchID]);
    this.cache.forget(matchID);
  }

  // Deletes a match row with `text` (which returns the ids deleted) and then, if it went, its
  // log, in one transaction; resolves to whether the row went. The log has no foreign key to
  // cascade from (see schema version 3), and its deletion must be a statement of its own: see
  // the note on `deleteMatch` in queries.ts.
  private deleteMatch(text: string, params: SqlParam[]): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const deleted = await tx.query(text, params);
      if (deleted.length > 0) {
        await tx.query(this.sqlText.deleteLog, [params[0]!]);
        await tx.query(this.sqlText.deleteDeadlines, [params[0]!]);
        await tx.query(this.sqlText.deleteSeatOwners, [params[0]!]);
      }
      return deleted.length > 0;
    });
  }

  /** Ids of the matches passing the filters, most recently updated first. */
  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const { text, params } = this.sqlText.listing({ columns: 'id', gameName: opts.gameName, where: opts.where });
    const rows = await this.sql.query<{ id: string }>(text, params);
    return rows.map((row) => row.id);
  }

  /**
   * A view of this storage for syncs: its `fetch` always reads the database, the rest is this
   * storage. A client syncing through another process's server may bring it a newer state
   * than this process has cached; a read-through fetch finds it (and refreshes the cache).
   */
  readThrough(): StorageAPI.Async {
    this.readThroughView ??= new ReadThroughStorage(this, (matchID, opts) => this.load(matchID, opts, false));
    return this.readThroughView;
  }

  /** Drops the cached state of a match (for instance when told another process changed it). */
  forget(matchID: string): void {
    this.cache.forget(matchID);
  }

  /**
   * The lobby's listing: listed (not unlisted) matches of `gameName` (all games when
   * undefined) passing the filters, most recently updated first, with their metadata, in one
   * query. Credentials are removed: a listing is public.
   */
  async listMatchData(gameName?: string, where: MatchFilter = {}): Promise<ListedMatch[]> {
    const { text, params } = this.sqlText.listing({
      columns: 'id, metadata, updated_at, gameover',
      gameName,
      where,
      listedOnly: true,
    });
    const rows = await this.sql.query<MatchRow & { metadata: StoredMetadata }>(text, params);
    return rows.map((row) => ({ matchID: row.id, metadata: withoutCredentials(withLiveFields(row)) }));
  }

  /**
   * One page of {@link ParlorStorage.listMatchData}: at most `limit` matches, those after
   * `after` (the `next` of the page before) when given. `next` is absent on the last page.
   * One query: a row more than asked for tells whether another page follows.
   */
  async listMatchPage(
    gameName: string | undefined,
    where: MatchFilter,
    page: { limit: number; after?: { updatedAt: number; matchID: string } },
  ): Promise<{ matches: ListedMatch[]; next?: { updatedAt: number; matchID: string } }> {
    if (!Number.isInteger(page.limit) || page.limit < 1) throw new Error(`listMatchPage needs a positive integer limit, not ${page.limit}.`);
    const { text, params } = this.sqlText.listing({
      columns: 'id, metadata, updated_at, gameover',
      gameName,
      where,
      listedOnly: true,
      limit: page.limit + 1,
      ...(page.after ? { after: { updatedAt: page.after.updatedAt, id: page.after.matchID } } : {}),
    });
    const rows = await this.sql.query<MatchRow & { metadata: StoredMetadata }>(text, params);
    const kept = rows.slice(0, page.limit);
    const matches = kept.map((row) => ({ matchID: row.id, metadata: withoutCredentials(withLiveFields(row)) }));
    const last = kept.at(-1);
    return rows.length > page.limit && last ? { matches, next: { updatedAt: Number(last.updated_at), matchID: last.id } } : { matches };
  }

  /**
   * A page of the match history: finished, listed matches, the latest to end first, of one game
   * (or all), with a seat named `player` (any case) when given. `next`, while more follow, is
   * the place to continue from (pass it back as `after`).
   */
  async historyPage(options: {
    gameName?: string;
    player?: string;
    /** An account: its seats' matches (then `player` is ignored). */
    account?: string;
    limit: number;
    after?: { finishedAt: number; matchID: string };
  }): Promise<{ matches: FinishedMatch[]; next?: { finishedAt: number; matchID: string } }> {
    const { limit, after } = options;
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`historyPage needs a positive integer limit, not ${limit}.`);
    const { text, params } = this.sqlText.history({
      ...(options.gameName !== undefined ? { gameName: options.gameName } : {}),
      ...(options.player !== undefined ? { player: options.player } : {}),
      ...(options.account !== undefined ? { account: options.account } : {}),
      ...(after ? { after: { finishedAt: after.finishedAt, id: after.matchID } } : {}),
      limit: limit + 1,
    });
    const rows = await this.sql.query<MatchRow & { metadata: StoredMetadata; finished_at: string | number; state_id: number }>(text, params);
    const kept = rows.slice(0, limit);
    const matches = kept.map((row) => ({
      matchID: row.id,
      metadata: withoutCredentials(withLiveFields(row)),
      finishedAt: Number(row.finished_at),
      moves: Number(row.state_id),
    }));
    const last = matches.at(-1);
    return rows.length > limit && last ? { matches, next: { finishedAt: last.finishedAt, matchID: last.matchID } } : { matches };
  }

  /**
   * What a replay of the match is rebuilt from: the state setup made, the last state, every log
   * entry in order, and the seats (with credentials: the caller checks a seat's own view with
   * them and must not pass them on). Undefined for an unknown match.
   */
  async replaySource(matchID: string): Promise<ReplayRecord | undefined> {
    const [row] = await this.sql.query<MatchRow & { initial_state: string; state: string; log: string; metadata: StoredMetadata; finished_at: string | number | null }>(
      this.sqlText.replaySource,
      [matchID],
    );
    if (!row) return undefined;
    return {
      initialState: JSON.parse(row.initial_state) as State,
      state: JSON.parse(row.state) as State,
      log: (JSON.parse(row.log) as LogEntry[][]).flat(),
      metadata: withLiveFields(row),
      ...(row.finished_at !== null && row.finished_at !== undefined ? { finishedAt: Number(row.finished_at) } : {}),
    };
  }

  /**
   * An opaque string that changes whenever the lobby's listing of `gameName` with these
   * filters would show something else (see `listingDigest` in queries.ts), and not when a
   * match only moved on. The same in every process sharing the database.
   */
  async lobbyVersion(gameName: string, where: Pick<MatchFilter, 'isGameover'> = {}): Promise<string> {
    const { text, params } = this.sqlText.listingDigest({ gameName, where });
    const [row] = await this.sql.query<{ listed: string | number | bigint; digest: string | number | bigint }>(text, params);
    return `${String(row?.listed ?? 0)}.${String(row?.digest ?? 0)}`;
  }

  /**
   * Seats a player: at `claim.playerID`, or at the free seat with the lowest id. Atomic
   * (the write only happens if the seats are still as read, else it decides again), so
   * concurrent claims, from any number of processes, never get the same seat.
   */
  async claimSeat(matchID: string, claim: SeatClaim): Promise<ClaimSeatResult> {
    if (!claim.name || !claim.credentials) throw new Error('claimSeat needs a non-empty name and credentials.');
    // Joining a named seat is what every lobby client does: one statement instead of a read
    // and a compare-and-set (2 of the 9 statements a new two-seat match cost the embedded
    // database). A refusal goes the general way, which tells why.
    if (claim.playerID !== undefined) {
      const seat = { name: claim.name, credentials: claim.credentials, ...(claim.data === undefined ? {} : { data: claim.data }) };
      const [taken] = await this.sql.query<MatchRow & { metadata: StoredMetadata; metadata_version: number }>(this.sqlText.claimNamedSeat, [
        matchID,
        claim.playerID,
        toJson(seat),
        claim.gameName ?? null,
      ]);
      if (taken) return claim.afterwards ? { ok: true, playerID: claim.playerID, metadata: await this.afterClaim(matchID, taken, claim.playerID, claim.afterwards) } : { ok: true, playerID: claim.playerID };
    }
    const claimed = await this.changeMetadata<ClaimSeatResult>(matchID, claim.gameName, { ok: false, reason: 'match-not-found' }, (metadata) => {
      const players = playersOf(metadata);
      const playerID =
        claim.playerID ??
        Object.keys(players)
          .sort((a, b) => Number(a) - Number(b))
          .find((id) => !seatOf(players, id)?.name);
      if (playerID === undefined) return { result: { ok: false, reason: 'match-full' } };
      const seat = seatOf(players, playerID);
      if (!seat) return { result: { ok: false, reason: 'seat-not-found' } };
      if (seat.name) return { result: { ok: false, reason: 'seat-taken' } };
      seat.name = claim.name;
      seat.credentials = claim.credentials;
      if (claim.data !== undefined) seat.data = claim.data;
      return { result: { ok: true, playerID }, write: 'metadata' };
    });
    if (!claimed.ok || !claim.afterwards) return claimed;
    const metadata = await this.changeAfterClaim(matchID, claimed.playerID, claim.afterwards);
    return metadata ? { ...claimed, metadata } : { ok: false, reason: 'match-not-found' };
  }

  // A claim's `afterwards`, written as changeMatch writes (reading the seats first); the seats as stored then.
  private async changeAfterClaim(matchID: string, playerID: string, afterwards: NonNullable<SeatClaim['afterwards']>): Promise<Server.MatchData | undefined> {
    await this.changeMatch(matchID, (metadata) => ({ result: undefined, write: afterwards(metadata, playerID) }));
    return (await this.fetch(matchID, { metadata: true })).metadata;
  }

  // A named seat was taken (`row`, the match as the claim left it): the claim's `afterwards`
  // is written with the version the claim returned, so that joining costs the claim and at
  // most one write (it was the claim, a read, a write and a read of the seats to tell the
  // players). Another change in between: changeMatch's way, which reads again.
  private async afterClaim(
    matchID: string,
    row: MatchRow & { metadata: StoredMetadata; metadata_version: number },
    playerID: string,
    afterwards: NonNullable<SeatClaim['afterwards']>,
  ): Promise<Server.MatchData> {
    const metadata = row.metadata;
    if (!afterwards(metadata as Server.MatchData, playerID)) return withLiveFields(row);
    const written = await this.sql.query(this.sqlText.replaceMetadata, [matchID, toJson(metadata), row.metadata_version]);
    if (written.length === 1) return withLiveFields(row);
    const after = await this.changeAfterClaim(matchID, playerID, afterwards);
    if (!after) throw new Error(`Match ${matchID} went while its seat was being taken`);
    return after;
  }

  /**
   * Frees a seat (its name and credentials) if `credentials` are the seat's. When no person
   * holds a seat any more (bots aside), deletes the match, as boardgame.io's lobby does.
   */
  async leaveSeat(matchID: string, playerID: string, credentials: string | undefined): Promise<LeaveSeatResult> {
    return this.changeMetadata<LeaveSeatResult>(matchID, undefined, 'match-not-found', (metadata) => {
      const players = playersOf(metadata);
      const seat = seatOf(players, playerID);
      if (!seat) return { result: 'seat-not-found' };
      if (!credentialsMatch(seat.credentials, credentials)) return { result: 'unauthorized' };
      delete seat.name;
      delete seat.credentials;
      // Bots hold seats with names too (the server's `bot` flag): a match goes with its last person.
      return Object.values(players).some((player) => player?.name && !(player as { bot?: boolean }).bot)
        ? { result: 'left', write: 'metadata' }
        : { result: 'wiped', write: 'wipe' };
    });
  }

  /** Renames a seat and/or replaces its data, if `credentials` are the seat's. */
  async updateSeat(
    matchID: string,
    playerID: string,
    credentials: string | undefined,
    update: SeatUpdate,
  ): Promise<UpdateSeatResult> {
    return this.changeMetadata<UpdateSeatResult>(matchID, undefined, 'match-not-found', (metadata) => {
      const seat = seatOf(playersOf(metadata), playerID);
      if (!seat) return { result: 'seat-not-found' };
      if (!credentialsMatch(seat.credentials, credentials)) return { result: 'unauthorized' };
      const rename = typeof update.name === 'string' && update.name !== '';
      if (rename) seat.name = update.name;
      if (update.data !== undefined) seat.data = update.data;
      return { result: 'updated', write: rename || update.data !== undefined ? 'metadata' : undefined };
    });
  }

  /**
   * Records the match that follows `matchID` ("play again") unless one is recorded already:
   * the first writer wins. Resolves to the recorded id (undefined for an unknown match), so
   * players asking at once all end up in the same next match.
   */
  async setNextMatch(matchID: string, nextMatchID: string): Promise<string | undefined> {
    return this.changeMetadata<string | undefined>(matchID, undefined, undefined, (metadata) => {
      if (typeof metadata.nextMatchID === 'string') return { result: metadata.nextMatchID };
      metadata.nextMatchID = nextMatchID;
      return { result: nextMatchID, write: 'metadata' };
    });
  }

  /**
   * Changes a match's metadata as `decide` says (it may edit the object it is given and asks
   * for the write with `write: true`), atomically as the lobby's changes are: on a concurrent
   * change it decides again on what that left. Undefined for an unknown match. For the server's
   * own fields (who plays a seat, when the match began); seats are claimed with claimSeat.
   */
  async changeMatch<T>(matchID: string, decide: (metadata: Server.MatchData) => { result: T; write?: boolean }): Promise<T | undefined> {
    return this.changeMetadata<T | undefined>(matchID, undefined, undefined, (metadata) => {
      const { result, write } = decide(metadata as Server.MatchData);
      return { result, ...(write ? { write: 'metadata' as const } : {}) };
    });
  }

  /** A match's deadlines (see {@link ParlorStorage.planDeadlines}). */
  async deadlinesOf(matchID: string): Promise<StoredDeadline[]> {
    type Row = { seat: string; kind: string; due_at: string | number; state_id: number; episode: string; claimed_by: string | null; claimed_until: string | number | null };
    const rows = await this.sql.query<Row>(this.sqlText.deadlinesOf, [matchID]);
    return rows.map((row) => ({
      matchID,
      seat: row.seat,
      kind: row.kind,
      dueAt: Number(row.due_at),
      stateID: Number(row.state_id),
      episode: row.episode,
      ...(row.claimed_by !== null ? { claimedBy: row.claimed_by, claimedUntil: Number(row.claimed_until) } : {}),
    }));
  }

  /**
   * Sets what a match waits for in state `stateID`, replacing its deadlines in one statement:
   * a row of the same seat and kind that changes loses its claim, rows left out go. Kept with
   * the match (deleted with it), so a restarted server, or another process, finds them.
   * Resolves to false, writing nothing, when the match is no longer in that state (its newer
   * state's plan stands) or is gone. A move's plan is best written with its state (setState).
   */
  async planDeadlines(matchID: string, rows: readonly PlannedDeadline[], stateID: number): Promise<boolean> {
    return this.plans.write({ key: matchID, rows, stateID });
  }

  // Commits a batch of plans (one per match) in one statement.
  private async writePlans(batch: readonly { key: string; rows: readonly PlannedDeadline[]; stateID: number }[]): Promise<boolean[]> {
    const params = [batch.map((plan) => plan.key), ...planColumns(batch.map((plan) => ({ matchID: plan.key, rows: plan.rows }))), batch.map((plan) => plan.stateID)];
    const applied = await this.batchQuery<{ id: string }>(this.sqlText.planDeadlines, params);
    const ids = new Set(applied.map((row) => row.id));
    return batch.map((plan) => ids.has(plan.key));
  }

  /**
   * Claims up to `limit` deadlines due by `now` that nobody holds, for `owner`, until
   * `now + leaseMs`; of processes claiming at once each row goes to one. A holder that dies
   * leaves its rows to whoever claims after the lease. Each comes with its match's metadata as
   * it is now, read in the same statement.
   */
  async claimDeadlines(owner: string, now: number, leaseMs: number, limit: number): Promise<Deadline[]> {
    type Row = { match_id: string; seat: string; kind: string; due_at: string | number; state_id: number; episode: string } & Pick<MatchRow, 'updated_at' | 'gameover'> & { metadata: StoredMetadata | null };
    const rows = await this.sql.query<Row>(this.sqlText.claimDeadlines, [owner, Math.round(now), Math.round(now + leaseMs), limit]);
    return rows.map((row) => ({
      matchID: row.match_id,
      seat: row.seat,
      kind: row.kind,
      dueAt: Number(row.due_at),
      stateID: Number(row.state_id),
      episode: row.episode,
      ...(row.metadata !== null ? { metadata: withLiveFields({ id: row.match_id, updated_at: row.updated_at, gameover: row.gameover, metadata: row.metadata }) } : {}),
    }));
  }

  /** Deletes a deadline `owner` claimed and acted on; false when a new plan replaced it meanwhile. */
  async finishDeadline(deadline: Deadline, owner: string): Promise<boolean> {
    const rows = await this.sql.query(this.sqlText.finishDeadline, [deadline.matchID, deadline.seat, deadline.kind, deadline.episode, owner]);
    return rows.length === 1;
  }

  /** Gives back a claimed deadline, due again at `dueAt` (the holder could not act now). */
  async releaseDeadline(deadline: Deadline, owner: string, dueAt: number): Promise<void> {
    await this.sql.query(this.sqlText.releaseDeadline, [deadline.matchID, deadline.seat, deadline.kind, deadline.episode, owner, Math.round(dueAt)]);
  }

  /** When the earliest deadline of any match is due (ms since the epoch), if there is one. */
  async nextDeadline(): Promise<number | undefined> {
    const [row] = await this.sql.query<{ due_at: string | number | null }>(this.sqlText.nextDeadline);
    return row?.due_at === null || row?.due_at === undefined ? undefined : Number(row.due_at);
  }

  /** Whether `credentials` are those of seat `playerID` (a seat without credentials never authorizes). */
  async authenticate(matchID: string, playerID: string, credentials: string | undefined): Promise<boolean> {
    const [row] = await this.sql.query<{ seat: Server.PlayerMetadata | null }>(this.sqlText.seat, [matchID, playerID]);
    const seat = row?.seat;
    return typeof seat === 'object' && seat !== null && credentialsMatch(seat.credentials, credentials);
  }

  // Runs a lobby change: reads the metadata and its version, lets `decide` inspect (and
  // change) it, then writes or deletes only if the version is unchanged; if another writer got
  // there first, it starts over on what that writer left. No transaction stays open between
  // the read and the write, so nothing else waits on a lobby change (PGlite has one connection).
  private async changeMetadata<T>(
    matchID: string,
    gameName: string | undefined,
    notFound: T,
    decide: (metadata: StoredMetadata) => Decision<T>,
  ): Promise<T> {
    for (let attempt = 0; attempt < MAX_METADATA_ATTEMPTS; attempt++) {
      const [row] = await this.sql.query<{ game: string; metadata: StoredMetadata; metadata_version: number }>(this.sqlText.readMetadata, [matchID]);
      if (!row || (gameName !== undefined && row.game !== gameName)) return notFound;
      const outcome = decide(row.metadata);
      if (outcome.write === undefined) return outcome.result;
      const written =
        outcome.write === 'metadata'
          ? (await this.sql.query(this.sqlText.replaceMetadata, [matchID, toJson(row.metadata), row.metadata_version])).length === 1
          : await this.deleteMatch(this.sqlText.deleteMatchAt, [matchID, row.metadata_version]);
      if (written) {
        if (outcome.write === 'wipe') this.cache.forget(matchID);
        return outcome.result;
      }
    }
    throw new Error(`Match ${matchID}: gave up a lobby change after ${MAX_METADATA_ATTEMPTS} concurrent changes won over it.`);
  }

  private async load<O extends StorageAPI.FetchOpts>(
    matchID: string,
    opts: O,
    useCache: boolean,
  ): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const cached = opts.state && useCache ? this.cache.get(matchID) : undefined;
    const columns = {
      state: opts.state === true && cached === undefined,
      metadata: opts.metadata === true,
      log: opts.log === true,
    };
    if (cached !== undefined) result.state = cached;
    if (columns.state || columns.metadata || columns.log) {
      const token = this.cache.readToken();
      const whole = columns.state && columns.metadata && columns.log;
      const row = whole ? await this.wholeReads.write({ key: matchID }) : (await this.sql.query<MatchRow>(this.sqlText.fetchMatch(columns), [matchID]))[0];
      if (row === undefined) {
        // Deleted, perhaps by another process: whatever this process had cached is gone too.
        if (cached !== undefined) this.cache.forget(matchID);
        return {} as StorageAPI.FetchResult<O>;
      }
      if (row.state !== undefined) {
        const state = JSON.parse(row.state) as State;
        result.state = state;
        this.cache.fill(matchID, state, row.state.length, token);
      }
      if (row.metadata !== undefined) result.metadata = withLiveFields({ ...row, metadata: row.metadata });
      if (row.log !== undefined) result.log = (JSON.parse(row.log) as LogEntry[][]).flat();
    }
    return result as StorageAPI.FetchResult<O>;
  }
}

/** {@link ParlorStorage.readThrough}'s view: fetch from the database, the rest delegated. */
class ReadThroughStorage extends Async {
  constructor(
    private readonly storage: ParlorStorage,
    private readonly load: Loader,
  ) {
    super();
  }

  override connect(): Promise<void> {
    return this.storage.connect();
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    return this.storage.createMatch(matchID, opts);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.storage.setState(matchID, state, deltalog);
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    return this.storage.setMetadata(matchID, metadata);
  }

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.load(matchID, opts);
  }

  override wipe(matchID: string): Promise<void> {
    return this.storage.wipe(matchID);
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.storage.listMatches(opts);
  }
}

/**
 * Opens a storage and brings its schema up to date: PostgreSQL when `databaseUrl` is given,
 * otherwise embedded PGlite in `dataDir`. Close it with {@link ParlorStorage.close}.
 */
export async function openStorage(options: StorageOptions): Promise<ParlorStorage> {
  const storage = new ParlorStorage(options);
  try {
    await storage.connect();
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw error;
  }
  return storage;
}
