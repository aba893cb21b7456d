import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient, SqlExecutor } from './sql-client';

/** A player's account as the server shows it (never with its password hash). */
export interface Account {
  id: string;
  /** As the player wrote it at sign-up. */
  name: string;
  createdAt: number;
}

/** An account with what signing in with a password checks. */
export interface AccountWithPassword extends Account {
  /** The stored hash (the server's format), or null for an account with passkeys only. */
  passwordHash: string | null;
}

/** A signed-in browser: the account, and the token its changes must carry against CSRF. */
export interface Session {
  account: Account;
  csrf: string;
  expiresAt: number;
}

/** What a new session gives the browser: its cookie's token (stored only as a hash) and its CSRF token. */
export interface OpenedSession {
  token: string;
  csrf: string;
  expiresAt: number;
}

/** A WebAuthn credential of an account, as `@simplewebauthn/server` needs it back. */
export interface Passkey {
  credentialID: string;
  accountID: string;
  /** The credential's public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** The player's name for it ("phone", "laptop"). */
  label: string;
  createdAt: number;
  usedAt: number | null;
}

/** A passkey ceremony under way: its challenge, what it is for, and for whom. */
export interface Challenge {
  id: string;
  challenge: string;
  purpose: 'sign-up' | 'sign-in' | 'add';
  /** The account adding a passkey. */
  accountID: string | null;
  /** The name a passkey sign-up asked for. */
  name: string | null;
  expiresAt: number;
}

/** A player's skill at one game (OpenSkill's μ and σ, and the ordinal shown as the rating). */
export interface Skill {
  mu: number;
  sigma: number;
  ordinal: number;
}

/** A seat's skill before and after a rated match. */
export interface RatingChange {
  accountID: string;
  seat: string;
  before: Skill | null;
  after: Skill;
}

/** One line of a game's leaderboard. */
export interface RankedAccount extends Skill {
  accountID: string;
  name: string;
  rated: number;
  won: number;
}

/** A seat an account owns, with its match's listing fields. */
export interface OwnedSeat {
  matchID: string;
  game: string;
  seat: string;
  takenAt: number;
  /** Whether the match has ended. */
  finished: boolean;
  updatedAt: number;
}

/** A seat of a match to be rated: its account and where its side placed (0 = first). */
export interface RatedSeat {
  seat: string;
  accountID: string;
  rank: number;
}

/** The key a name is unique by: two names that read alike to a player are one name. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/** The stored form of a session token: a database read alone opens no session. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const token = () => randomBytes(32).toString('base64url');

type AccountRow = {
  id: string;
  name: string;
  created_at: string | number;
  password_hash?: string | null;
};

const accountOf = (row: AccountRow): Account => ({ id: row.id, name: row.name, createdAt: Number(row.created_at) });

type PasskeyRow = {
  credential_id: string;
  account_id: string;
  public_key: string;
  counter: string | number;
  transports: string;
  label: string;
  created_at: string | number;
  used_at: string | number | null;
};

const passkeyOf = (row: PasskeyRow): Passkey => ({
  credentialID: row.credential_id,
  accountID: row.account_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  label: row.label,
  createdAt: Number(row.created_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
});

/**
 * Players' accounts and what hangs on them: sessions, passkeys, the seats they own and their
 * ratings per game. Both backends, the same SQL. Hashing passwords and checking passkeys is
 * the server's; this keeps what they produce.
 */
export class AccountStore {
  constructor(
    private readonly client: () => SqlClient,
    /** The quoted schema name. */
    private readonly s: string,
  ) {}

  private get sql(): SqlClient {
    return this.client();
  }

  /**
   * This store inside a transaction another part of the storage opened (a match's result being
   * written): every query runs in it, and a transaction of its own becomes a savepoint in it,
   * so a failure there is undone alone and the outer transaction goes on.
   */
  within(tx: SqlExecutor): AccountStore {
    const outer = this.client();
    let savepoints = 0;
    const inner: SqlClient = {
      backend: outer.backend,
      query: (text, params) => tx.query(text, params),
      transaction: async (fn) => {
        const name = `accounts_${++savepoints}`;
        await tx.query(`SAVEPOINT ${name}`);
        try {
          const result = await fn(tx);
          await tx.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        }
      },
      close: async () => undefined,
    };
    return new AccountStore(() => inner, this.s);
  }

  /** A new account; 'taken' when another has the same name (see {@link nameKey}). */
  async create(name: string, passwordHash: string | null, now = Date.now()): Promise<Account | 'taken'> {
    const id = randomUUID();
    const rows = await this.sql.query<AccountRow>(
      `INSERT INTO ${this.s}.accounts (id, name, name_key, password_hash, created_at) VALUES ($1::text, $2::text, $3::text, $4::text, $5::bigint)
        ON CONFLICT (name_key) DO NOTHING RETURNING id, name, created_at`,
      [id, name, nameKey(name), passwordHash, now],
    );
    return rows[0] ? accountOf(rows[0]) : 'taken';
  }

  /** The account of that name (any case), with its password hash. */
  async byName(name: string): Promise<AccountWithPassword | undefined> {
    const [row] = await this.sql.query<AccountRow>(`SELECT id, name, created_at, password_hash FROM ${this.s}.accounts WHERE name_key = $1::text`, [nameKey(name)]);
    return row ? { ...accountOf(row), passwordHash: row.password_hash ?? null } : undefined;
  }

  /** The account with that id. */
  async byID(id: string): Promise<AccountWithPassword | undefined> {
    const [row] = await this.sql.query<AccountRow>(`SELECT id, name, created_at, password_hash FROM ${this.s}.accounts WHERE id = $1::text`, [id]);
    return row ? { ...accountOf(row), passwordHash: row.password_hash ?? null } : undefined;
  }

  /** Replaces the password hash (null: passkeys only). */
  async setPassword(accountID: string, passwordHash: string | null): Promise<boolean> {
    const rows = await this.sql.query(`UPDATE ${this.s}.accounts SET password_hash = $2::text WHERE id = $1::text RETURNING id`, [accountID, passwordHash]);
    return rows.length === 1;
  }

  /**
   * Deletes the account with its sessions, passkeys, skills and seat ownerships: its seats in
   * past and current matches belong to no one, the matches themselves stay.
   */
  async delete(accountID: string): Promise<boolean> {
    const rows = await this.sql.query(`DELETE FROM ${this.s}.accounts WHERE id = $1::text RETURNING id`, [accountID]);
    return rows.length === 1;
  }

  /** Opens a session for `ttlMs`; the token goes to the browser's cookie and is stored only as its hash. */
  async openSession(accountID: string, ttlMs: number, now = Date.now()): Promise<OpenedSession> {
    const opened = { token: token(), csrf: token(), expiresAt: now + ttlMs };
    await this.sql.query(
      `INSERT INTO ${this.s}.sessions (token_hash, account_id, csrf, created_at, expires_at) VALUES ($1::text, $2::text, $3::text, $4::bigint, $5::bigint)`,
      [tokenHash(opened.token), accountID, opened.csrf, now, opened.expiresAt],
    );
    return opened;
  }

  /** The live session of that token, with its account; undefined for an unknown, expired or closed one. */
  async session(sessionToken: string, now = Date.now()): Promise<Session | undefined> {
    const [row] = await this.sql.query<AccountRow & { csrf: string; expires_at: string | number }>(
      `SELECT a.id, a.name, a.created_at, s.csrf, s.expires_at FROM ${this.s}.sessions s JOIN ${this.s}.accounts a ON a.id = s.account_id
        WHERE s.token_hash = $1::text AND s.expires_at > $2::bigint`,
      [tokenHash(sessionToken), now],
    );
    return row ? { account: accountOf(row), csrf: row.csrf, expiresAt: Number(row.expires_at) } : undefined;
  }

  /** Closes one session (signing out). */
  async closeSession(sessionToken: string): Promise<void> {
    await this.sql.query(`DELETE FROM ${this.s}.sessions WHERE token_hash = $1::text`, [tokenHash(sessionToken)]);
  }

  /** Closes every session of the account but `keep` (signing out everywhere else; a password changed); returns how many. */
  async closeSessionsOf(accountID: string, keep?: string): Promise<number> {
    const rows = await this.sql.query(`DELETE FROM ${this.s}.sessions WHERE account_id = $1::text AND token_hash <> $2::text RETURNING token_hash`, [accountID, keep === undefined ? '' : tokenHash(keep)]);
    return rows.length;
  }

  /** Forgets sessions that expired before `now`; returns how many. */
  async sweepSessions(now = Date.now()): Promise<number> {
    const rows = await this.sql.query(`DELETE FROM ${this.s}.sessions WHERE expires_at <= $1::bigint RETURNING token_hash`, [now]);
    return rows.length;
  }

  /** Keeps a new passkey of the account; false when that credential is already registered. */
  async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'usedAt'>, now = Date.now()): Promise<boolean> {
    const rows = await this.sql.query(
      `INSERT INTO ${this.s}.passkeys (credential_id, account_id, public_key, counter, transports, label, created_at)
        VALUES ($1::text, $2::text, $3::text, $4::bigint, $5::text, $6::text, $7::bigint) ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
      [passkey.credentialID, passkey.accountID, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports), passkey.label, now],
    );
    return rows.length === 1;
  }

  /** The account's passkeys, oldest first. */
  async passkeysOf(accountID: string): Promise<Passkey[]> {
    const rows = await this.sql.query<PasskeyRow>(`SELECT * FROM ${this.s}.passkeys WHERE account_id = $1::text ORDER BY created_at, credential_id`, [accountID]);
    return rows.map(passkeyOf);
  }

  /** The passkey with that credential id, whoever owns it. */
  async passkey(credentialID: string): Promise<Passkey | undefined> {
    const [row] = await this.sql.query<PasskeyRow>(`SELECT * FROM ${this.s}.passkeys WHERE credential_id = $1::text`, [credentialID]);
    return row ? passkeyOf(row) : undefined;
  }

  /**
   * Records a sign-in with the passkey: its new signature counter, only if it went up (or the
   * authenticator keeps none, 0): false means a cloned authenticator replayed an old count.
   */
  async usePasskey(credentialID: string, counter: number, now = Date.now()): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE ${this.s}.passkeys SET counter = $2::bigint, used_at = $3::bigint WHERE credential_id = $1::text AND (counter < $2::bigint OR $2::bigint = 0) RETURNING credential_id`,
      [credentialID, counter, now],
    );
    return rows.length === 1;
  }

  /** Removes one of the account's passkeys. */
  async removePasskey(accountID: string, credentialID: string): Promise<boolean> {
    const rows = await this.sql.query(`DELETE FROM ${this.s}.passkeys WHERE account_id = $1::text AND credential_id = $2::text RETURNING credential_id`, [accountID, credentialID]);
    return rows.length === 1;
  }

  /** Keeps a ceremony's challenge until its answer comes (or it expires). */
  async saveChallenge(challenge: Challenge): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${this.s}.auth_challenges (id, challenge, purpose, account_id, name, expires_at) VALUES ($1::text, $2::text, $3::text, $4::text, $5::text, $6::bigint)`,
      [challenge.id, challenge.challenge, challenge.purpose, challenge.accountID, challenge.name, challenge.expiresAt],
    );
    // Ceremonies left unanswered go with the next one started.
    await this.sql.query(`DELETE FROM ${this.s}.auth_challenges WHERE expires_at <= $1::bigint`, [Date.now()]);
  }

  /** Takes a ceremony's challenge, once: a second answer with it finds nothing. Expired ones are not given. */
  async takeChallenge(id: string, now = Date.now()): Promise<Challenge | undefined> {
    const [row] = await this.sql.query<{ id: string; challenge: string; purpose: Challenge['purpose']; account_id: string | null; name: string | null; expires_at: string | number }>(
      `DELETE FROM ${this.s}.auth_challenges WHERE id = $1::text RETURNING id, challenge, purpose, account_id, name, expires_at`,
      [id],
    );
    if (!row || Number(row.expires_at) <= now) return undefined;
    return { id: row.id, challenge: row.challenge, purpose: row.purpose, accountID: row.account_id, name: row.name, expiresAt: Number(row.expires_at) };
  }

  /** Makes the account the owner of a seat it took (a seat has one owner; taking it again changes nothing). */
  async ownSeat(matchID: string, seat: string, accountID: string, now = Date.now()): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${this.s}.seat_owners (match_id, seat, account_id, taken_at) VALUES ($1::text, $2::text, $3::text, $4::bigint)
        ON CONFLICT (match_id, seat) DO UPDATE SET account_id = EXCLUDED.account_id, taken_at = EXCLUDED.taken_at
        WHERE ${this.s}.seat_owners.account_id <> EXCLUDED.account_id`,
      [matchID, seat, accountID, now],
    );
  }

  /** The seat is no one's any more (its player left it). */
  async releaseSeat(matchID: string, seat: string): Promise<void> {
    await this.sql.query(`DELETE FROM ${this.s}.seat_owners WHERE match_id = $1::text AND seat = $2::text`, [matchID, seat]);
  }

  /** The owners of a match's seats, by seat. */
  async seatOwners(matchID: string): Promise<Map<string, Account>> {
    const rows = await this.sql.query<AccountRow & { seat: string }>(
      `SELECT o.seat, a.id, a.name, a.created_at FROM ${this.s}.seat_owners o JOIN ${this.s}.accounts a ON a.id = o.account_id WHERE o.match_id = $1::text`,
      [matchID],
    );
    return new Map(rows.map((row) => [row.seat, accountOf(row)]));
  }

  /** The owners of the seats of several matches (a page of history), by match and then by seat: one query, not one a match. */
  async seatOwnersOf(matchIDs: readonly string[]): Promise<Map<string, Map<string, Account>>> {
    const owners = new Map<string, Map<string, Account>>();
    if (matchIDs.length === 0) return owners;
    const rows = await this.sql.query<AccountRow & { seat: string; match_id: string }>(
      `SELECT o.match_id, o.seat, a.id, a.name, a.created_at FROM ${this.s}.seat_owners o JOIN ${this.s}.accounts a ON a.id = o.account_id WHERE o.match_id = ANY($1::text[])`,
      [[...matchIDs]],
    );
    for (const row of rows) {
      let seats = owners.get(row.match_id);
      if (!seats) owners.set(row.match_id, (seats = new Map()));
      seats.set(row.seat, accountOf(row));
    }
    return owners;
  }

  /**
   * The account's seats in matches that still exist, newest first, a page at a time: those in
   * play or finished (`finished`), or both.
   */
  async seatsOf(accountID: string, options: { finished?: boolean; game?: string; limit: number; offset?: number }): Promise<OwnedSeat[]> {
    const rows = await this.sql.query<{ match_id: string; game: string; seat: string; taken_at: string | number; finished: boolean; updated_at: string | number }>(
      `SELECT o.match_id, m.game, o.seat, o.taken_at, (m.gameover IS NOT NULL) AS finished, m.updated_at
        FROM ${this.s}.seat_owners o JOIN ${this.s}.matches m ON m.id = o.match_id
        WHERE o.account_id = $1::text
          AND ($2::boolean IS NULL OR (m.gameover IS NOT NULL) = $2::boolean)
          AND ($3::text IS NULL OR m.game = $3::text)
        ORDER BY o.taken_at DESC, o.match_id, o.seat LIMIT $4::integer OFFSET $5::integer`,
      [accountID, options.finished ?? null, options.game ?? null, options.limit, options.offset ?? 0],
    );
    return rows.map((row) => ({ matchID: row.match_id, game: row.game, seat: row.seat, takenAt: Number(row.taken_at), finished: row.finished, updatedAt: Number(row.updated_at) }));
  }

  /** The account's skill at each game it was rated in, with its counts. */
  async skillsOf(accountID: string): Promise<Map<string, Skill & { rated: number; won: number }>> {
    const rows = await this.sql.query<{ game: string; mu: number; sigma: number; ordinal: number; rated: number; won: number }>(
      `SELECT game, mu, sigma, ordinal, rated, won FROM ${this.s}.skills WHERE account_id = $1::text ORDER BY game`,
      [accountID],
    );
    return new Map(rows.map((row) => [row.game, { mu: Number(row.mu), sigma: Number(row.sigma), ordinal: Number(row.ordinal), rated: Number(row.rated), won: Number(row.won) }]));
  }

  /** A page of a game's leaderboard, best first. */
  async leaderboard(game: string, options: { limit: number; offset?: number }): Promise<RankedAccount[]> {
    const rows = await this.sql.query<AccountRow & { mu: number; sigma: number; ordinal: number; rated: number; won: number; account_id: string }>(
      `SELECT k.account_id, a.name, a.id, a.created_at, k.mu, k.sigma, k.ordinal, k.rated, k.won FROM ${this.s}.skills k JOIN ${this.s}.accounts a ON a.id = k.account_id
        WHERE k.game = $1::text ORDER BY k.ordinal DESC, k.account_id LIMIT $2::integer OFFSET $3::integer`,
      [game, options.limit, options.offset ?? 0],
    );
    return rows.map((row) => ({ accountID: row.account_id, name: row.name, mu: Number(row.mu), sigma: Number(row.sigma), ordinal: Number(row.ordinal), rated: Number(row.rated), won: Number(row.won) }));
  }

  /**
   * Rates a finished match once: in one transaction, marks it rated, reads its seats' skills,
   * lets `rate` compute the new ones and writes them. A match already rated (a result seen
   * again after a restart, or by another process) changes nothing and resolves to undefined.
   */
  async rateMatch(
    matchID: string,
    game: string,
    seats: readonly RatedSeat[],
    rate: (before: ReadonlyMap<string, Skill | null>) => ReadonlyMap<string, Skill>,
    now = Date.now(),
  ): Promise<RatingChange[] | undefined> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO ${this.s}.rated_matches (match_id, game, rated_at, changes) VALUES ($1::text, $2::text, $3::bigint, '[]') ON CONFLICT (match_id) DO NOTHING RETURNING match_id`,
        [matchID, game, now],
      );
      if (claimed.length === 0) return undefined;
      const before = await this.skillsFor(tx, game, seats.map((seat) => seat.accountID));
      const after = rate(before);
      const changes: RatingChange[] = [];
      for (const seat of seats) {
        const skill = after.get(seat.accountID);
        if (!skill) throw new Error(`rateMatch: no new skill for ${seat.accountID}`);
        changes.push({ accountID: seat.accountID, seat: seat.seat, before: before.get(seat.accountID) ?? null, after: skill });
        await tx.query(
          `INSERT INTO ${this.s}.skills (account_id, game, mu, sigma, ordinal, rated, won, updated_at)
            VALUES ($1::text, $2::text, $3::double precision, $4::double precision, $5::double precision, 1, $6::integer, $7::bigint)
            ON CONFLICT (account_id, game) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, ordinal = EXCLUDED.ordinal,
              rated = ${this.s}.skills.rated + 1, won = ${this.s}.skills.won + EXCLUDED.won, updated_at = EXCLUDED.updated_at`,
          [seat.accountID, game, skill.mu, skill.sigma, skill.ordinal, seat.rank === 0 ? 1 : 0, now],
        );
      }
      await tx.query(`UPDATE ${this.s}.rated_matches SET changes = $2::text WHERE match_id = $1::text`, [matchID, JSON.stringify(changes)]);
      return changes;
    });
  }

  /**
   * Finished matches every seat of which an account owns and that are not rated yet, the latest
   * first: a result a process saw but did not rate (killed before it could) is found here.
   */
  async unratedMatches(limit: number): Promise<{ matchID: string; game: string }[]> {
    const rows = await this.sql.query<{ id: string; game: string }>(
      `SELECT m.id, m.game FROM ${this.s}.matches m
        WHERE m.gameover IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${this.s}.rated_matches r WHERE r.match_id = m.id)
          AND (SELECT count(*) FROM ${this.s}.seat_owners o WHERE o.match_id = m.id) = (SELECT count(*) FROM jsonb_object_keys(m.metadata -> 'players'))
        ORDER BY m.finished_at DESC NULLS LAST, m.id LIMIT $1::integer`,
      [limit],
    );
    return rows.map((row) => ({ matchID: row.id, game: row.game }));
  }

  /** Where each owned seat of a finished match placed (1: first), rated or not, for profiles. */
  async recordPlaces(matchID: string, places: ReadonlyMap<string, number>): Promise<void> {
    if (places.size === 0) return;
    await this.sql.query(
      `UPDATE ${this.s}.seat_owners o SET placed = p.placed FROM unnest($2::text[], $3::integer[]) AS p (seat, placed)
        WHERE o.match_id = $1::text AND o.seat = p.seat`,
      [matchID, [...places.keys()], [...places.values()]],
    );
  }

  /** Matches played (finished) and won (placed first) per game by the account, for its profile. */
  async playedOf(accountID: string): Promise<Map<string, { played: number; won: number }>> {
    const rows = await this.sql.query<{ game: string; n: string | number; won: string | number }>(
      `SELECT m.game, count(*) AS n, count(*) FILTER (WHERE o.placed = 1) AS won FROM ${this.s}.seat_owners o JOIN ${this.s}.matches m ON m.id = o.match_id
        WHERE o.account_id = $1::text AND m.gameover IS NOT NULL GROUP BY m.game ORDER BY m.game`,
      [accountID],
    );
    return new Map(rows.map((row) => [row.game, { played: Number(row.n), won: Number(row.won) }]));
  }

  /** Records why a finished match is not rated, once (a match rated meanwhile stays rated). */
  async markUnrated(matchID: string, game: string, reason: string, now = Date.now()): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${this.s}.rated_matches (match_id, game, rated_at, changes, unrated) VALUES ($1::text, $2::text, $3::bigint, '[]', $4::text) ON CONFLICT (match_id) DO NOTHING`,
      [matchID, game, now, reason],
    );
  }

  /** What rating did with a finished match: its changes, or why it was not rated; undefined if it was not looked at yet. */
  async ratingOf(matchID: string): Promise<{ changes: RatingChange[] } | { unrated: string } | undefined> {
    const [row] = await this.sql.query<{ changes: string; unrated: string | null }>(`SELECT changes, unrated FROM ${this.s}.rated_matches WHERE match_id = $1::text`, [matchID]);
    if (!row) return undefined;
    return row.unrated === null ? { changes: JSON.parse(row.changes) as RatingChange[] } : { unrated: row.unrated };
  }

  private async skillsFor(tx: SqlExecutor, game: string, accountIDs: readonly string[]): Promise<Map<string, Skill | null>> {
    const rows = await tx.query<{ account_id: string; mu: number; sigma: number; ordinal: number }>(
      `SELECT account_id, mu, sigma, ordinal FROM ${this.s}.skills WHERE game = $1::text AND account_id = ANY($2::text[]) ORDER BY account_id FOR UPDATE`,
      [game, accountIDs],
    );
    const found = new Map(rows.map((row) => [row.account_id, { mu: Number(row.mu), sigma: Number(row.sigma), ordinal: Number(row.ordinal) }]));
    return new Map(accountIDs.map((id) => [id, found.get(id) ?? null]));
  }
}
