import type { SqlClient } from './sql-client';

/** One step of the schema's history. Applied once, in order, never edited after release. */
export interface Migration {
  /** Increasing from 1; recorded in the `migrations` table once applied. */
  readonly version: number;
  readonly description: string;
  /** Single statements (PGlite prepares each query, which allows only one command). */
  readonly statements: (schema: string) => readonly string[];
}

// Schema names are spliced into SQL text (identifiers cannot be bound as parameters), so only
// plain lower-case identifiers are accepted: nothing that would need escaping.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Throws unless `schema` is a plain lower-case SQL identifier; returns it quoted. */
export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and underscores.`);
  }
  return `"${schema}"`;
}

/**
 * The schema's history. Listing queries filter on game, finished-or-not and last update and
 * sort by last update, hence the indexes; the partial one serves the lobby's usual question
 * (open, listed matches of one game) without reading finished or private matches. States are
 * only ever stored and read whole, and every move writes one, so they are kept as text (see
 * version 2); SQL never looks inside them.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'matches and their append-only log',
    statements: (s) => [
      `CREATE TABLE ${s}.matches (
        id text PRIMARY KEY,
        game text NOT NULL,
        state json NOT NULL,
        state_id integer NOT NULL,
        initial_state json NOT NULL,
        metadata jsonb NOT NULL,
        metadata_version integer NOT NULL DEFAULT 0,
        gameover jsonb,
        unlisted boolean NOT NULL,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL
      )`,
      `CREATE TABLE ${s}.match_log (
        match_id text NOT NULL REFERENCES ${s}.matches (id) ON DELETE CASCADE,
        state_id integer NOT NULL,
        idx integer NOT NULL,
        entry jsonb NOT NULL,
        PRIMARY KEY (match_id, state_id, idx)
      )`,
      `CREATE INDEX matches_game_updated_idx ON ${s}.matches (game, updated_at DESC)`,
      `CREATE INDEX matches_updated_idx ON ${s}.matches (updated_at DESC)`,
      `CREATE INDEX matches_listed_open_idx ON ${s}.matches (game, updated_at DESC)
        WHERE NOT unlisted AND gameover IS NULL`,
    ],
  },
  {
    // Every move rewrites its match's row, and on the embedded store the cost of that grows with
    // the row's size: with 3 KB states, a state kept as text (not checked as JSON again: the
    // batch that writes it arrives as one JSON document, already parsed by the database) and the
    // initial state kept out of the row (written once, never read back with the state) took a
    // batch of 20 writes from 3.45 to 2.48 ms on PGlite.
    version: 2,
    description: 'states as text, initial states out of the match row',
    statements: (s) => [
      `ALTER TABLE ${s}.matches ALTER COLUMN state TYPE text USING state::text`,
      `ALTER TABLE ${s}.matches ALTER COLUMN initial_state SET STORAGE EXTERNAL`,
    ],
  },
  {
    // The log was a row per entry, each entry parsed into jsonb and checked against the match by
    // a foreign key: per move one more index entry, a jsonb parse and a trigger's lookup, though
    // SQL never looks inside an entry and a log is only ever read whole. A row per move with its
    // entries as the JSON text the server wrote took a PGlite batch of 40 writes from 2.13 to
    // 1.60 ms. The storage now deletes a match's log with the match (see ParlorStorage.wipe).
    version: 3,
    description: 'the log as one row per move, entries as text',
    statements: (s) => [
      `CREATE TABLE ${s}.move_log (
        match_id text NOT NULL,
        state_id integer NOT NULL,
        entries text NOT NULL,
        PRIMARY KEY (match_id, state_id)
      )`,
      `INSERT INTO ${s}.move_log (match_id, state_id, entries)
        SELECT match_id, state_id, jsonb_agg(entry ORDER BY idx)::text FROM ${s}.match_log GROUP BY match_id, state_id`,
      `DROP TABLE ${s}.match_log`,
    ],
  },
  {
    // What a match waits for, with when: a bot's move, a seat's clock, the end of a dropped
    // player's grace period, a board's countdown for an absent seat. Kept with the match so a
    // restart finds them; a process claims a due row for a while (claimed_until) before acting,
    // so of several processes exactly one acts, and a killed one's claim runs out for another.
    // One row per match, seat and kind: a new plan replaces what it changes.
    version: 4,
    description: 'deadlines: what each match waits for, and who is acting on it',
    statements: (s) => [
      `CREATE TABLE ${s}.deadlines (
        match_id text NOT NULL,
        seat text NOT NULL,
        kind text NOT NULL,
        due_at bigint NOT NULL,
        state_id integer NOT NULL,
        episode text NOT NULL,
        claimed_by text,
        claimed_until bigint,
        PRIMARY KEY (match_id, seat, kind)
      )`,
      `CREATE INDEX deadlines_due_idx ON ${s}.deadlines (due_at)`,
    ],
  },
  {
    version: 5,
    description: 'server processes and the seats their sockets hold, for leases on the online flags',
    statements: (s) => [
      `CREATE TABLE ${s}.processes (
        id text PRIMARY KEY,
        seen_at bigint NOT NULL
      )`,
      `CREATE TABLE ${s}.seat_holders (
        match_id text NOT NULL,
        seat text NOT NULL,
        process_id text NOT NULL,
        PRIMARY KEY (match_id, seat, process_id)
      )`,
      `CREATE INDEX seat_holders_process_idx ON ${s}.seat_holders (process_id)`,
    ],
  },
  {
    // The match history lists finished matches by when they ended, which updated_at is not:
    // leaving the room or "play again" changes a finished match's seats, and its update time,
    // long after the last move. finished_at is set by the write that stores the first state
    // with a gameover; older finished matches take their last update as the best known.
    version: 6,
    description: 'when a match finished, for the match history',
    statements: (s) => [
      `ALTER TABLE ${s}.matches ADD COLUMN finished_at bigint`,
      `UPDATE ${s}.matches SET finished_at = updated_at WHERE gameover IS NOT NULL`,
      `CREATE INDEX matches_history_idx ON ${s}.matches (finished_at DESC, id) WHERE gameover IS NOT NULL AND NOT unlisted`,
      `CREATE INDEX matches_game_history_idx ON ${s}.matches (game, finished_at DESC, id) WHERE gameover IS NOT NULL AND NOT unlisted`,
    ],
  },
  {
    // Accounts are optional: a guest's seat has no row here and plays as before. Sessions and
    // passkeys go with their account (ON DELETE CASCADE), and so does a seat's owner: deleting
    // an account leaves its matches whole and replayable, their seats no one's. A session is
    // kept as the hash of its token, so the table alone opens no session. Skills are per game
    // with their ordinal (the shown rating) stored for the leaderboard's index. A match's row
    // in rated_matches is written in the transaction that changes its seats' skills: a result
    // seen twice (a restart, a second process) finds the row and changes nothing. A finished
    // match left unrated gets one too, with the reason, so it is looked at once.
    version: 7,
    description: 'accounts, sessions, passkeys and their challenges, seats owned by accounts, ratings per game',
    statements: (s) => [
      `CREATE TABLE ${s}.accounts (
        id text PRIMARY KEY,
        name text NOT NULL,
        name_key text NOT NULL UNIQUE,
        password_hash text,
        created_at bigint NOT NULL
      )`,
      `CREATE TABLE ${s}.sessions (
        token_hash text PRIMARY KEY,
        account_id text NOT NULL REFERENCES ${s}.accounts (id) ON DELETE CASCADE,
        csrf text NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL
      )`,
      `CREATE INDEX sessions_account_idx ON ${s}.sessions (account_id)`,
      `CREATE TABLE ${s}.passkeys (
        credential_id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES ${s}.accounts (id) ON DELETE CASCADE,
        public_key text NOT NULL,
        counter bigint NOT NULL,
        transports text NOT NULL,
        label text NOT NULL,
        created_at bigint NOT NULL,
        used_at bigint
      )`,
      `CREATE INDEX passkeys_account_idx ON ${s}.passkeys (account_id)`,
      `CREATE TABLE ${s}.seat_owners (
        match_id text NOT NULL,
        seat text NOT NULL,
        account_id text NOT NULL REFERENCES ${s}.accounts (id) ON DELETE CASCADE,
        taken_at bigint NOT NULL,
        placed integer,
        PRIMARY KEY (match_id, seat)
      )`,
      `CREATE INDEX seat_owners_account_idx ON ${s}.seat_owners (account_id, taken_at DESC)`,
      `CREATE TABLE ${s}.skills (
        account_id text NOT NULL REFERENCES ${s}.accounts (id) ON DELETE CASCADE,
        game text NOT NULL,
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        ordinal double precision NOT NULL,
        rated integer NOT NULL,
        won integer NOT NULL,
        updated_at bigint NOT NULL,
        PRIMARY KEY (account_id, game)
      )`,
      `CREATE INDEX skills_leaderboard_idx ON ${s}.skills (game, ordinal DESC, account_id)`,
      // A passkey ceremony's challenge lives from its options to its answer, which another
      // process behind the balancer may receive: it is kept here, and taken (deleted) once.
      `CREATE TABLE ${s}.auth_challenges (
        id text PRIMARY KEY,
        challenge text NOT NULL,
        purpose text NOT NULL,
        account_id text REFERENCES ${s}.accounts (id) ON DELETE CASCADE,
        name text,
        expires_at bigint NOT NULL
      )`,
      `CREATE TABLE ${s}.rated_matches (
        match_id text PRIMARY KEY,
        game text NOT NULL,
        rated_at bigint NOT NULL,
        changes text NOT NULL,
        unrated text
      )`,
    ],
  },
];

// First half of the advisory lock key ("Parl" in ASCII); the second half is the schema's
// hash, so processes migrating different schemas of one database do not wait for each other.
const MIGRATION_LOCK = 0x5061726c;

/**
 * Brings `schema` up to date: creates it if missing and applies the migrations it lacks, all
 * in one transaction holding an advisory lock, so processes starting together against one
 * PostgreSQL apply each step exactly once (the others wait, then find nothing to do).
 * Returns the versions it applied.
 */
export async function migrate(
  client: SqlClient,
  schema: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const s = quoteSchema(schema);
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::integer, hashtext($2::text))', [MIGRATION_LOCK, schema]);
    // Even "IF NOT EXISTS" races on the catalog's unique index, so this too waits for the lock.
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${s}.migrations (
        version integer PRIMARY KEY,
        description text NOT NULL,
        applied_at bigint NOT NULL
      )`,
    );
    const rows = await tx.query<{ version: number }>(`SELECT version FROM ${s}.migrations`);
    const applied = new Set(rows.map((row) => Number(row.version)));
    const missing = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version));
    for (const migration of missing) {
      for (const statement of migration.statements(s)) await tx.query(statement);
      await tx.query(
        `INSERT INTO ${s}.migrations (version, description, applied_at) VALUES ($1::integer, $2::text, $3::bigint)`,
        [migration.version, migration.description, Date.now()],
      );
    }
    return missing.map((m) => m.version);
  });
}
