/**
 * @packageDocumentation
 * Where Parlor keeps its matches: a boardgame.io `StorageAPI.Async` over SQL.
 *
 * {@link openStorage} opens embedded PGlite in a folder by default (one server process), or
 * PostgreSQL when given a `databaseUrl` (any number of processes). Both use one schema and
 * the same SQL. State writes are compare-and-set ({@link StaleStateError} when another
 * writer won), the log is append-only, recent states are cached in memory, and the lobby's
 * seat changes ({@link ParlorStorage.claimSeat} and the rest) are atomic in SQL. Accounts,
 * their sessions, passkeys, seats and ratings are {@link ParlorStorage.accounts}.
 */
export {
  type StorageOptions,
  type StorageBackend,
  type MatchFilter,
  type ListedMatch,
  type FinishedMatch,
  type ReplayRecord,
  type SeatClaim,
  type ClaimSeatResult,
  type LeaveSeatResult,
  type SeatUpdate,
  type UpdateSeatResult,
  type PlannedDeadline,
  type Deadline,
  type StoredDeadline,
  type BatchKind,
  type ResultHook,
  ParlorStorage,
  openStorage,
} from './lib/parlor-storage';
export {
  type Account,
  type AccountWithPassword,
  type Session,
  type OpenedSession,
  type Passkey,
  type Challenge,
  type Skill,
  type RatingChange,
  type RankedAccount,
  type OwnedSeat,
  type RatedSeat,
  AccountStore,
  nameKey,
} from './lib/accounts';
export { StaleStateError } from './lib/stale-state-error';
export { DataDirError } from './lib/data-dir';
export { credentialsMatch } from './lib/credentials';
export type { SqlExecutor } from './lib/sql-client';
