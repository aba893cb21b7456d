import { quoteSchema } from './schema';
import type { SqlParam } from './sql-client';

/** Which matches a listing returns, as boardgame.io's `listMatches` filters them. */
export interface MatchFilter {
  /** true: only finished matches; false: only matches still being played. */
  isGameover?: boolean;
  /** Only matches last updated strictly before this time (ms since the epoch). */
  updatedBefore?: number;
  /** Only matches last updated strictly after this time (ms since the epoch). */
  updatedAfter?: number;
}

/** Which parts of a match row `fetch` reads. */
export interface FetchColumns {
  state: boolean;
  metadata: boolean;
  log: boolean;
}

/** A statement with its parameters, ready for `SqlExecutor.query`. */
export interface BoundQuery {
  text: string;
  params: SqlParam[];
}

/**
 * How finely a match's last activity (updated_at) follows its moves. Every index of the
 * matches table but the key has updated_at in it, so a move that changed it could not be a HOT
 * update (one PostgreSQL makes in the row's page, touching no index): each move wrote an entry
 * into four indexes and left as many dead ones. Kept to the nearest 30 s, most moves leave it,
 * and every index, alone: a batch of 30 state writes of 1 KB took PGlite 2.2-2.5 ms instead of
 * 3.3-4.6 (4 KB states: about a tenth less). In the whole saturated load that is within the
 * machine's noise (server CPU a move 1.06 against 1.10 ms back to back), but the indexes and
 * the WAL stop growing with every move. The lobby's order and the sweeper's hours do not need
 * it finer; the move that ends a match always sets it, as it sets finished_at.
 */
export const ACTIVITY_GRAIN_MS = 30_000;

/** The updated_at a state write leaves: its own time if the match ended or ACTIVITY_GRAIN_MS passed, else the stored one. */
function activity(at: string, gameover: string): string {
  return `CASE WHEN ${gameover} IS NOT NULL OR ${at} >= m.updated_at + ${ACTIVITY_GRAIN_MS} THEN ${at} ELSE m.updated_at END`;
}

/**
 * Every statement ParlorStorage runs, for tables in `schema`. One text serves both backends;
 * every parameter carries an explicit cast because PGlite, like a prepared statement,
 * infers parameter types from the text alone.
 */
export function sqlFor(schema: string) {
  const s = quoteSchema(schema);
  const matches = `${s}.matches`;
  const log = `${s}.move_log`;

  const deadlines = `${s}.deadlines`;
  const processes = `${s}.processes`;
  const holders = `${s}.seat_holders`;
  const owners = `${s}.seat_owners`;

  // The CTEs that replace the deadlines of the matches the CTE `replanned` lists (column id)
  // with the rows given as six parallel arrays from $first on (match, seat, kind, due time,
  // state id, episode): the rows a match no longer has go, new ones come, and a row that
  // changes (another due time, state or episode) loses its claim, so a process acting on the
  // old one finishes nothing. An unchanged row keeps its claim.
  const replaceDeadlines = (first: number, replanned: string) => {
    const p = (i: number) => `$${first + i}`;
    return `, plan_rows AS (
        SELECT * FROM unnest(${p(0)}::text[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::bigint[], ${p(4)}::integer[], ${p(5)}::text[])
          AS p (match_id, seat, kind, due_at, state_id, episode)
        WHERE p.match_id IN (SELECT id FROM ${replanned})
      ), gone AS (
        DELETE FROM ${deadlines} AS d
        WHERE d.match_id IN (SELECT id FROM ${replanned})
          AND NOT EXISTS (SELECT 1 FROM plan_rows AS p WHERE p.match_id = d.match_id AND p.seat = d.seat AND p.kind = d.kind)
      ), planned AS (
        INSERT INTO ${deadlines} AS d (match_id, seat, kind, due_at, state_id, episode)
        SELECT p.match_id, p.seat, p.kind, p.due_at, p.state_id, p.episode FROM plan_rows AS p
        ON CONFLICT (match_id, seat, kind) DO UPDATE
        SET due_at = EXCLUDED.due_at, state_id = EXCLUDED.state_id, episode = EXCLUDED.episode, claimed_by = NULL, claimed_until = NULL
        WHERE d.due_at <> EXCLUDED.due_at OR d.state_id <> EXCLUDED.state_id OR d.episode <> EXCLUDED.episode
      )`;
  };

  return {
    // ---- Deadlines (see schema version 4 and ParlorStorage.planDeadlines) ----
    deadlinesOf: `
      SELECT seat, kind, due_at, state_id, episode, claimed_by, claimed_until
      FROM ${deadlines} WHERE match_id = $1::text ORDER BY seat, kind`,

    // Replaces the deadlines of the matches $1 (a batch, each once) with the rows given as
    // parallel arrays from $2 on ($2 naming each row's match), in one statement. Each plan was
    // made for a state ($8, each match's state id): a match that has moved on since keeps the
    // plan its newer state got, and is not returned.
    // The matches' rows are locked first, in id order, as a batch of state writes locks them
    // (with their plans) before it touches their deadlines: without it, a plan batch and a
    // state batch replacing the deadlines of the same matches in different orders deadlocked on
    // PostgreSQL, which let one wait a second (deadlock_timeout) before aborting it, a move
    // held up as long (several a minute under a saturated load).
    planDeadlines: `
      WITH replanned AS (
        SELECT m.id FROM ${matches} AS m
        JOIN unnest($1::text[], $8::integer[]) AS x (id, state_id) ON x.id = m.id AND x.state_id = m.state_id
        ORDER BY m.id
        FOR NO KEY UPDATE OF m
      )${replaceDeadlines(2, 'replanned')}
      SELECT id FROM replanned`,

    // Claims up to $4 rows due by $2 that nobody holds (or whose holder's claim ran out) for $1
    // until $3. SKIP LOCKED: two processes claiming at once take different rows. Each comes with
    // its match's metadata, which the holder needs to act: one read for the batch instead of one
    // a deadline.
    claimDeadlines: `
      UPDATE ${deadlines} AS d SET claimed_by = $1::text, claimed_until = $3::bigint
      FROM (
        SELECT match_id, seat, kind FROM ${deadlines}
        WHERE due_at <= $2::bigint AND (claimed_until IS NULL OR claimed_until < $2::bigint)
        ORDER BY due_at LIMIT $4::integer
        FOR UPDATE SKIP LOCKED
      ) AS due
      WHERE d.match_id = due.match_id AND d.seat = due.seat AND d.kind = due.kind
      RETURNING d.match_id, d.seat, d.kind, d.due_at, d.state_id, d.episode,
        (SELECT m.metadata FROM ${matches} AS m WHERE m.id = d.match_id) AS metadata,
        (SELECT m.updated_at FROM ${matches} AS m WHERE m.id = d.match_id) AS updated_at,
        (SELECT m.gameover FROM ${matches} AS m WHERE m.id = d.match_id) AS gameover`,

    // A claimed row is done: deleted if it is still the one claimed (a new plan may have replaced it).
    finishDeadline: `
      DELETE FROM ${deadlines}
      WHERE match_id = $1::text AND seat = $2::text AND kind = $3::text AND episode = $4::text AND claimed_by = $5::text
      RETURNING match_id`,

    // A claimed row given back (the holder could not act now): another process, or a later try, may.
    releaseDeadline: `
      UPDATE ${deadlines} SET claimed_by = NULL, claimed_until = NULL, due_at = $6::bigint
      WHERE match_id = $1::text AND seat = $2::text AND kind = $3::text AND episode = $4::text AND claimed_by = $5::text`,

    nextDeadline: `SELECT min(due_at) AS due_at FROM ${deadlines}`,

    deleteDeadlines: `DELETE FROM ${deadlines} WHERE match_id = $1::text`,
    deleteSeatOwners: `DELETE FROM ${owners} WHERE match_id = $1::text`,

    insertMatch: `
      INSERT INTO ${matches}
        (id, game, state, state_id, initial_state, metadata, gameover, unlisted, created_at, updated_at)
      VALUES ($1::text, $2::text, $3::text, $4::integer, $5::json,
              $6::jsonb, $7::jsonb, $8::boolean, $9::bigint, $10::bigint)
      ON CONFLICT (id) DO NOTHING
      RETURNING id`,

    // Compare-and-set plus log append, for one match (writeState) or a batch of matches
    // (writeStates, for a batch of `rows` matches; see GroupCommit), in one
    // statement, hence one transaction and one round trip. A match's UPDATE only happens while
    // its stored state is the one the new state was computed from; under concurrent writers
    // PostgreSQL re-checks that condition on the row version it waited for, so exactly one
    // writer of a given state wins. The log INSERT reads from the UPDATE, so a losing write
    // appends nothing, and neither does a move that logged nothing. Both return the ids of the
    // matches written.
    writeState: `
      WITH updated AS (
        UPDATE ${matches} AS m
        SET state = $2::text, state_id = $3::integer, gameover = $4::jsonb, updated_at = ${activity('$5::bigint', '$4::jsonb')},
            finished_at = coalesce(m.finished_at, CASE WHEN $4::jsonb IS NOT NULL THEN $5::bigint END)
        WHERE m.id = $1::text AND m.state_id = $3::integer - 1
        RETURNING m.id
      ), appended AS (
        INSERT INTO ${log} (match_id, state_id, entries)
        SELECT u.id, $3::integer, $6::text FROM updated AS u WHERE $6::text <> '[]'
      )
      SELECT id FROM updated`,

    // With `withPlans`, the deadlines of the matches written are replaced in the same statement
    // by the plans given after the states: the match ids with a plan, then the plans' rows as
    // parallel arrays (see replaceDeadlines). A write that loses replaces no plan.
    writeStates(rows: number, withPlans = false): string {
      // The batch's values as parameters, six a row: a state goes in as text and is stored as
      // it came, where a JSON document holding the batch had every state parsed twice (the
      // document checked, then taken apart), which for 6 KB states cost PGlite 0.17 ms a
      // write against 0.10 this way.
      const tuples = Array.from({ length: rows }, (_, row) => {
        const p = (column: number) => `$${row * 6 + column}`;
        return `(${p(1)}::text, ${p(2)}::text, ${p(3)}::integer, ${p(4)}::jsonb, ${p(5)}::bigint, ${p(6)}::text)`;
      });
      return `
      WITH input (id, state, state_id, gameover, updated_at, entries) AS (
        VALUES ${tuples.join(',\n               ')}
      ), updated AS (
        UPDATE ${matches} AS m
        SET state = i.state, state_id = i.state_id, gameover = i.gameover, updated_at = ${activity('i.updated_at', 'i.gameover')},
            finished_at = coalesce(m.finished_at, CASE WHEN i.gameover IS NOT NULL THEN i.updated_at END)
        FROM input AS i
        WHERE m.id = i.id AND m.state_id = i.state_id - 1
        RETURNING m.id
      ), appended AS (
        INSERT INTO ${log} (match_id, state_id, entries)
        SELECT i.id, i.state_id, i.entries
        FROM input AS i
        JOIN updated AS u ON u.id = i.id
        WHERE i.entries <> '[]'
      )${
        withPlans
          ? `, replanned AS (
        SELECT u.id FROM updated AS u WHERE u.id = ANY($${rows * 6 + 1}::text[])
      )${replaceDeadlines(rows * 6 + 2, 'replanned')}`
          : ''
      }
      SELECT id FROM updated`;
    },

    // Why writes failed: the state ids the matches have (a deleted match has no row).
    storedStateIDs: `SELECT id, state_id FROM ${matches} WHERE id = ANY($1::text[])`,

    // Merges only isConnected ($2 maps player id to a boolean) into the stored players, in one
    // statement so a concurrent seat claim is never overwritten: PostgreSQL recomputes the new
    // value from the row version the claim committed. The EXISTS clause skips the write when
    // nothing would change, and leaves out player ids the stored metadata does not have.
    mergeConnections: `
      UPDATE ${matches} AS m
      SET metadata_version = m.metadata_version + 1, metadata = jsonb_set(m.metadata, '{players}', (
        SELECT jsonb_object_agg(
          player.key,
          CASE WHEN patch.value IS NULL THEN player.value
               ELSE jsonb_set(player.value, '{isConnected}', patch.value) END)
        FROM jsonb_each(m.metadata -> 'players') AS player
        LEFT JOIN jsonb_each($2::jsonb) AS patch ON patch.key = player.key))
      WHERE m.id = $1::text
        AND EXISTS (
          SELECT 1 FROM jsonb_each($2::jsonb) AS patch
          WHERE jsonb_typeof(m.metadata -> 'players' -> patch.key) = 'object'
            AND (m.metadata -> 'players' -> patch.key -> 'isConnected') IS DISTINCT FROM patch.value)`,

    // Sets one seat's isConnected ($3) unless it already has that value, and returns the
    // seats as they then are, with their version: from the UPDATE when it wrote, otherwise
    // as read (nothing to change). No row: no such match or seat.
    setConnection: `
      WITH changed AS (
        UPDATE ${matches} AS m
        SET metadata = jsonb_set(m.metadata, ARRAY['players', $2::text, 'isConnected'], to_jsonb($3::boolean)),
            metadata_version = m.metadata_version + 1
        WHERE m.id = $1::text
          AND jsonb_typeof(m.metadata -> 'players' -> $2::text) = 'object'
          AND (m.metadata -> 'players' -> $2::text -> 'isConnected') IS DISTINCT FROM to_jsonb($3::boolean)
        RETURNING m.metadata, m.metadata_version, m.updated_at, m.gameover
      )
      SELECT metadata, metadata_version, updated_at, gameover FROM changed
      UNION ALL
      SELECT metadata, metadata_version, updated_at, gameover FROM ${matches}
      WHERE id = $1::text AND jsonb_typeof(metadata -> 'players' -> $2::text) = 'object' AND NOT EXISTS (SELECT 1 FROM changed)`,

    // setConnection for several matches at once (one seat each; see GroupCommit): $1 match
    // ids, $2 seat ids, $3 flags. Returns one row per known match and seat, changed or not.
    setConnections: `
      WITH input AS (
        SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[]) AS i (id, player, connected)
      ), changed AS (
        UPDATE ${matches} AS m
        SET metadata = jsonb_set(m.metadata, ARRAY['players', i.player, 'isConnected'], to_jsonb(i.connected)),
            metadata_version = m.metadata_version + 1
        FROM input AS i
        WHERE m.id = i.id
          AND jsonb_typeof(m.metadata -> 'players' -> i.player) = 'object'
          AND (m.metadata -> 'players' -> i.player -> 'isConnected') IS DISTINCT FROM to_jsonb(i.connected)
        RETURNING m.id, m.metadata, m.metadata_version, m.updated_at, m.gameover
      )
      SELECT id, metadata, metadata_version, updated_at, gameover FROM changed
      UNION ALL
      SELECT m.id, m.metadata, m.metadata_version, m.updated_at, m.gameover
      FROM ${matches} AS m JOIN input AS i ON i.id = m.id
      WHERE jsonb_typeof(m.metadata -> 'players' -> i.player) = 'object'
        AND NOT EXISTS (SELECT 1 FROM changed AS c WHERE c.id = m.id)`,

    // Seats' holders (see ParlorStorage.setConnection): $1 match ids, $2 seats, $3 the process.
    addHolders: `
      INSERT INTO ${holders} (match_id, seat, process_id)
      SELECT i.id, i.seat, $3::text FROM unnest($1::text[], $2::text[]) AS i (id, seat)
      ON CONFLICT DO NOTHING`,
    removeHolders: `
      DELETE FROM ${holders} AS h USING unnest($1::text[], $2::text[]) AS i (id, seat)
      WHERE h.match_id = i.id AND h.seat = i.seat AND h.process_id = $3::text`,
    // Of the seats given ($1 match ids, $2 seats), those some process still holds.
    heldSeats: `
      SELECT i.id, i.seat FROM unnest($1::text[], $2::text[]) AS i (id, seat)
      WHERE EXISTS (SELECT 1 FROM ${holders} AS h WHERE h.match_id = i.id AND h.seat = i.seat)`,
    // A process says it is alive ($1 id, $2 now); inserted is true when it had no row (its
    // first heartbeat, or its row was taken for dead meanwhile).
    heartbeat: `
      INSERT INTO ${processes} (id, seen_at) VALUES ($1::text, $2::bigint)
      ON CONFLICT (id) DO UPDATE SET seen_at = EXCLUDED.seen_at
      RETURNING (xmax = 0) AS inserted`,
    // Processes not heard from since $1, with the seats they held: both go, and each seat
    // comes back once (DELETE ... RETURNING: two processes sweeping at once split the rows).
    releaseDead: `
      WITH dead AS (
        DELETE FROM ${processes} WHERE seen_at < $1::bigint RETURNING id
      )
      DELETE FROM ${holders} AS h USING dead WHERE h.process_id = dead.id
      RETURNING h.match_id AS id, h.seat`,
    // Seats of processes with no row at all (they died before their first heartbeat was
    // stored, or their row went with an older sweep): released as the dead ones' are.
    releaseOrphans: `
      DELETE FROM ${holders} AS h
      WHERE NOT EXISTS (SELECT 1 FROM ${processes} AS p WHERE p.id = h.process_id)
      RETURNING h.match_id AS id, h.seat`,
    forgetProcess: `DELETE FROM ${processes} WHERE id = $1::text`,

    // Removes up to $3 matches nobody needs, with their logs, deadlines and seat holders:
    // finished ones last updated before $2, and unfinished ones last updated before $1 (no
    // move, join or connection change since) with no seat connected. Returns each removed
    // match's id and whether it had finished.
    sweep: `
      WITH doomed AS (
        SELECT m.id, m.gameover IS NOT NULL AS finished FROM ${matches} AS m
        WHERE (m.gameover IS NOT NULL AND m.updated_at < $2::bigint)
           OR (m.gameover IS NULL AND m.updated_at < $1::bigint
               AND NOT EXISTS (
                 SELECT 1 FROM jsonb_each(m.metadata -> 'players') AS player
                 WHERE jsonb_typeof(player.value) = 'object' AND player.value -> 'isConnected' = 'true'::jsonb))
        ORDER BY m.updated_at
        LIMIT $3::integer
        FOR UPDATE SKIP LOCKED
      ), gone AS (
        DELETE FROM ${matches} AS m USING doomed WHERE m.id = doomed.id RETURNING m.id
      ), logs AS (
        DELETE FROM ${log} AS l USING doomed WHERE l.match_id = doomed.id
      ), plans AS (
        DELETE FROM ${deadlines} AS d USING doomed WHERE d.match_id = doomed.id
      ), held AS (
        DELETE FROM ${holders} AS h USING doomed WHERE h.match_id = doomed.id
      ), owned AS (
        DELETE FROM ${owners} AS o USING doomed WHERE o.match_id = doomed.id
      )
      SELECT doomed.id, doomed.finished FROM doomed JOIN gone ON gone.id = doomed.id`,
    // One sweeper at a time among the processes sharing the database (held to the transaction's end).
    sweepLock: `SELECT pg_try_advisory_xact_lock(1348563554, hashtext($1::text)) AS locked`,

    // Marks every seat of every match disconnected (see ParlorStorage.disconnectAllSeats);
    // returns the ids of the matches changed.
    disconnectAll: `
      UPDATE ${matches} AS m
      SET metadata_version = m.metadata_version + 1, metadata = jsonb_set(m.metadata, '{players}', (
        SELECT jsonb_object_agg(
          player.key,
          CASE WHEN player.value -> 'isConnected' = 'true'::jsonb
               THEN jsonb_set(player.value, '{isConnected}', 'false'::jsonb) ELSE player.value END)
        FROM jsonb_each(m.metadata -> 'players') AS player))
      WHERE EXISTS (
        SELECT 1 FROM jsonb_each(m.metadata -> 'players') AS player
        WHERE jsonb_typeof(player.value) = 'object' AND player.value -> 'isConnected' = 'true'::jsonb)
      RETURNING m.id`,

    // A lobby change reads the metadata with its version, decides, and writes only if the
    // version is still the one it read (compare-and-set, no transaction held open meanwhile).
    readMetadata: `SELECT game, metadata, metadata_version FROM ${matches} WHERE id = $1::text`,
    replaceMetadata: `
      UPDATE ${matches} SET metadata = $2::jsonb, metadata_version = metadata_version + 1
      WHERE id = $1::text AND metadata_version = $3::integer
      RETURNING id`,
    // A claim of a named seat, in one statement: it takes the seat ($3 the fields to set) only
    // while the seat exists and has no name, and PostgreSQL re-checks that on the row version
    // a concurrent claim left, so of two claims one wins. No row: not taken, for a reason the
    // general read-decide-write path then finds out.
    claimNamedSeat: `
      UPDATE ${matches}
      SET metadata = jsonb_set(metadata, ARRAY['players', $2::text], (metadata -> 'players' -> $2::text) || $3::jsonb),
          metadata_version = metadata_version + 1
      WHERE id = $1::text
        AND ($4::text IS NULL OR game = $4::text)
        AND jsonb_typeof(metadata -> 'players' -> $2::text) = 'object'
        AND coalesce(metadata -> 'players' -> $2::text ->> 'name', '') = ''
      RETURNING id, metadata, metadata_version, updated_at, gameover`,
    // A match's log goes after its row, in the same transaction but a statement of its own (see
    // ParlorStorage.deleteMatch): a later statement sees the log rows of every write that the
    // row's deletion waited for, and once the row is gone no write can append to its log.
    deleteMatchAt: `DELETE FROM ${matches} WHERE id = $1::text AND metadata_version = $2::integer RETURNING id`,
    deleteMatch: `DELETE FROM ${matches} WHERE id = $1::text RETURNING id`,
    deleteLog: `DELETE FROM ${log} WHERE match_id = $1::text`,
    seat: `SELECT metadata -> 'players' -> $2::text AS seat FROM ${matches} WHERE id = $1::text`,

    /**
     * Reads one match: only the parts asked for, in one snapshot. The log comes as the text of
     * a JSON array holding each move's array of entries, in order (see parseLog).
     */
    fetchMatch(columns: FetchColumns): string {
      const select = ['m.id'];
      if (columns.state) select.push('m.state');
      if (columns.metadata) select.push('m.metadata', 'm.updated_at', 'm.gameover');
      if (columns.log) {
        select.push(`(
          SELECT '[' || coalesce(string_agg(l.entries, ',' ORDER BY l.state_id), '') || ']'
          FROM ${log} AS l WHERE l.match_id = m.id) AS log`);
      }
      return `SELECT ${select.join(', ')} FROM ${matches} AS m WHERE m.id = $1::text`;
    },

    /** fetchMatch of everything (state, metadata, log) for several matches at once: $1 the ids. */
    fetchMatches(): string {
      return this.fetchMatch({ state: true, metadata: true, log: true }).replace('WHERE m.id = $1::text', 'WHERE m.id = ANY($1::text[])');
    },

    /**
     * Lists matches, most recently updated first (ties by id). Only the conditions in use are
     * written into the text (rather than "$n IS NULL OR ..."), so the planner can match them to
     * an index, the partial one included. With `after` (the last row of the page before), the
     * rows that come after it in that order: a keyset on (updated_at, id), so rows with equal
     * times are neither skipped nor repeated, and a page costs the same however deep it is.
     */
    listing(options: {
      columns: string;
      gameName?: string;
      where?: MatchFilter;
      listedOnly?: boolean;
      after?: { updatedAt: number; id: string };
      limit?: number;
    }): BoundQuery {
      const { columns, limit, after } = options;
      const { conditions, params, bind } = filtering(options);
      if (after !== undefined) {
        const at = bind(after.updatedAt, 'bigint');
        conditions.push(`(updated_at < ${at} OR (updated_at = ${at} AND id > ${bind(after.id, 'text')}))`);
      }
      const filter = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const bounded = limit === undefined ? '' : ` LIMIT ${bind(limit, 'integer')}`;
      return { text: `SELECT ${columns} FROM ${matches} ${filter} ORDER BY updated_at DESC, id${bounded}`, params };
    },

    /**
     * Finished, listed matches, the latest to end first (ties by id), of one game or all, with a
     * seat named `player` (any case) when given; after `after`, the last row of the page before
     * (a keyset, as for the listing). The moves are the final state id: one per action.
     */
    history(options: { gameName?: string; player?: string; account?: string; after?: { finishedAt: number; id: string }; limit: number }): BoundQuery {
      const { conditions, params, bind } = filtering({ gameName: options.gameName, where: { isGameover: true }, listedOnly: true });
      if (options.account !== undefined) {
        // A name that is an account's means the account's seats, not every seat anyone typed it on.
        conditions.push(`EXISTS (SELECT 1 FROM ${owners} AS o WHERE o.match_id = id AND o.account_id = ${bind(options.account, 'text')})`);
      } else if (options.player !== undefined) {
        conditions.push(`EXISTS (SELECT 1 FROM jsonb_each(metadata -> 'players') AS p (seat, info) WHERE lower(p.info ->> 'name') = lower(${bind(options.player, 'text')}))`);
      }
      if (options.after !== undefined) {
        const at = bind(options.after.finishedAt, 'bigint');
        conditions.push(`(finished_at < ${at} OR (finished_at = ${at} AND id > ${bind(options.after.id, 'text')}))`);
      }
      return {
        text: `SELECT id, game, metadata, updated_at, gameover, finished_at, state_id FROM ${matches}
          WHERE ${conditions.join(' AND ')} ORDER BY finished_at DESC, id LIMIT ${bind(options.limit, 'integer')}`,
        params,
      };
    },

    /** What a replay is rebuilt from: the initial and last states, the seats and the whole log (as fetchMatch gives it). */
    replaySource: `
      SELECT m.initial_state::text AS initial_state, m.state, m.metadata, m.updated_at, m.gameover, m.finished_at,
        (SELECT '[' || coalesce(string_agg(l.entries, ',' ORDER BY l.state_id), '') || ']'
         FROM ${log} AS l WHERE l.match_id = m.id) AS log
      FROM ${matches} AS m WHERE m.id = $1::text`,

    /**
     * A digest of what a listing with these filters shows, changing whenever that does: the
     * number of matches, and the sum of a hash of each one's id, metadata version (bumped by
     * every seat, name, bot, online flag and next-match change) and whether it has finished.
     * A move changes none of these (only the state and updated_at), so it leaves the digest
     * alone; a match created, deleted or ending changes it. One aggregate over the rows the
     * listing's index finds, no sort, no metadata read.
     */
    listingDigest(options: { gameName: string; where?: Pick<MatchFilter, 'isGameover'> }): BoundQuery {
      const { conditions, params } = filtering({ ...options, listedOnly: true });
      return {
        text: `
      SELECT count(*) AS listed,
             coalesce(sum(hashtext(id || '/' || metadata_version || '/' || (gameover IS NULL)::text)), 0) AS digest
      FROM ${matches} WHERE ${conditions.join(' AND ')}`,
        params,
      };
    },
  };
}

// The WHERE conditions of a listing's filters, with their parameters; `bind` adds more.
function filtering(options: { gameName?: string; where?: MatchFilter; listedOnly?: boolean }) {
  const { gameName, where = {}, listedOnly = false } = options;
  const conditions: string[] = [];
  const params: SqlParam[] = [];
  const bind = (value: SqlParam, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  if (gameName !== undefined) conditions.push(`game = ${bind(gameName, 'text')}`);
  if (listedOnly) conditions.push('NOT unlisted');
  if (where.isGameover === true) conditions.push('gameover IS NOT NULL');
  if (where.isGameover === false) conditions.push('gameover IS NULL');
  if (where.updatedBefore !== undefined) conditions.push(`updated_at < ${bind(where.updatedBefore, 'bigint')}`);
  if (where.updatedAfter !== undefined) conditions.push(`updated_at > ${bind(where.updatedAfter, 'bigint')}`);
  return { conditions, params, bind };
}

/** The statements of one schema. */
export type Statements = ReturnType<typeof sqlFor>;
