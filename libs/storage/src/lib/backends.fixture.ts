import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ParlorStorage, openStorage } from './parlor-storage';
import type { StorageOptions } from './parlor-storage';
import { openPgliteClient } from './sql-client';
import type { SqlClient } from './sql-client';

/** The PostgreSQL the tests use: `PARLOR_TEST_DATABASE_URL`, or the local one. */
export const TEST_DATABASE_URL = process.env['PARLOR_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

/** CI sets `PARLOR_REQUIRE_SERVICES=1`: a missing PostgreSQL then fails the tests instead of skipping them. */
export const REQUIRE_SERVICES = process.env['PARLOR_REQUIRE_SERVICES'] === '1';

/** A schema name no other test run uses. */
export function randomSchema(prefix = 'parlor_test'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Tries once to reach PostgreSQL at `url`; resolves to why it failed, or undefined if it answered. */
export async function probePostgres(url: string, timeoutMs = 2000): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    // A refused connection to "localhost" is an AggregateError with an empty message.
    const { message, code } = error as { message?: string; code?: string };
    return message || code || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A storage that can share another's database, and lets tests run raw SQL on it. */
export class TestStorage extends ParlorStorage {
  constructor(
    options: StorageOptions,
    private readonly shared?: SqlClient,
  ) {
    super(options);
  }

  /** The storage's database, for checks its API does not offer. */
  get db(): SqlClient {
    return this.sql;
  }

  protected override openClient(): Promise<SqlClient> {
    // The owner of a shared database closes it; a sharer only lets go.
    if (this.shared) return Promise.resolve({ ...this.shared, close: async () => undefined });
    return super.openClient();
  }
}

/** One database engine the suite runs against. */
export interface Backend {
  readonly name: 'pglite' | 'postgres';
  /** Why this backend cannot run here; undefined when it can. */
  readonly unavailable: string | undefined;
  /**
   * A connected storage on `schema`, as one server process would have. Two of them on one
   * schema behave like two processes: separate caches, one database (for PGlite, which one
   * process opens exclusively, they share that process's database).
   */
  open(schema: string, options?: Pick<StorageOptions, 'cacheSize' | 'vacuumEvery'>): Promise<TestStorage>;
  /** A storage opened by `openStorage` itself, on a database of its own for PGlite, persisted across opens. */
  openStandalone(schema: string): Promise<ParlorStorage>;
  /** Closes every storage it opened and removes all it created (schemas, folders). */
  cleanup(): Promise<void>;
}

/** Embedded PGlite in temporary folders. */
export function pgliteBackend(): Backend {
  const folders: string[] = [];
  const storages: ParlorStorage[] = [];
  let standaloneDir: string | undefined;
  let shared: Promise<{ client: SqlClient; dataDir: string }> | undefined;

  const folder = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parlor-storage-'));
    folders.push(dir);
    return dir;
  };

  return {
    name: 'pglite',
    unavailable: undefined,
    async open(schema, options = {}) {
      shared ??= folder().then(async (dataDir) => ({ client: await openPgliteClient(dataDir), dataDir }));
      const { client, dataDir } = await shared;
      const storage = new TestStorage({ dataDir, schema, ...options }, client);
      storages.push(storage);
      await storage.connect();
      return storage;
    },
    async openStandalone(schema) {
      standaloneDir ??= await folder();
      const storage = await openStorage({ dataDir: join(standaloneDir, 'nested', 'db'), schema });
      storages.push(storage);
      return storage;
    },
    async cleanup() {
      await Promise.all(storages.map((storage) => storage.close()));
      if (shared) await (await shared).client.close();
      await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** The PostgreSQL server at `url`; `unavailable` is the probe's answer. */
export function postgresBackend(url: string, unavailable: string | undefined): Backend {
  const storages: ParlorStorage[] = [];
  const schemas = new Set<string>();
  const where = (() => {
    try {
      const parsed = new URL(url);
      return `${parsed.host}${parsed.pathname}`;
    } catch {
      return 'the configured URL';
    }
  })();
  const reason =
    unavailable === undefined
      ? undefined
      : `PostgreSQL unreachable at ${where} (${unavailable}); set PARLOR_TEST_DATABASE_URL to point at one`;

  const ensureReachable = () => {
    if (reason !== undefined) {
      throw new Error(`${reason}. PARLOR_REQUIRE_SERVICES=1 requires it.`);
    }
  };

  return {
    name: 'postgres',
    unavailable: reason,
    async open(schema, options = {}) {
      ensureReachable();
      schemas.add(schema);
      const storage = new TestStorage({ databaseUrl: url, schema, ...options });
      storages.push(storage);
      await storage.connect();
      return storage;
    },
    async openStandalone(schema) {
      ensureReachable();
      schemas.add(schema);
      const storage = await openStorage({ databaseUrl: url, schema });
      storages.push(storage);
      return storage;
    },
    async cleanup() {
      await Promise.all(storages.map((storage) => storage.close()));
      if (schemas.size === 0) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
