import { MessageChannel, Worker } from 'node:worker_threads';
import pg from 'pg';
import { lockDataDir, prepareDataDir } from './data-dir';

/** A value bound to a `$n` placeholder. JSON goes in as text and is cast with `::jsonb`; a list binds as an SQL array. */
export type SqlParam = string | number | boolean | null | readonly (string | number | boolean | null)[];

/** One result row, keyed by column name. */
export type SqlRow = Record<string, unknown>;

/** Runs one statement. Both backends speak the same SQL, so callers never branch on the backend. */
export interface SqlExecutor {
  /**
   * Runs `text` with `params` bound to `$1..$n` and resolves to the rows it returned. The row
   * type is the caller's claim about its own SELECT list; nothing checks it at run time.
   */
  query<R extends SqlRow = SqlRow>(text: string, params?: readonly SqlParam[]): Promise<R[]>;
}

/** A connection (pool) to one database: the only thing ParlorStorage knows about its backend. */
export interface SqlClient extends SqlExecutor {
  /** Which engine answers: reported by the storage, never used to pick SQL. */
  readonly backend: 'postgres' | 'pglite';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`: the PGlite client is one connection, and a query sent outside the
   * transaction would wait for the transaction to end, which waits for that query.
   */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Releases the connections (or the embedded database). */
  close(): Promise<void>;
}

// How long opening a connection to PostgreSQL may take: an unreachable server then fails the
// start (or a request) with a reason instead of hanging on the operating system's TCP timeout.
const CONNECT_TIMEOUT_MS = 10_000;

/** A PostgreSQL server reached through a `pg` pool: what several server processes share. */
export function openPostgresClient(databaseUrl: string): SqlClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A pooled connection that dies while idle (server restart, network cut) is reported here.
  // The pool has already thrown it away and the next query opens a new one; without a
  // listener, Node would treat the event as an uncaught error and end the process.
  pool.on('error', () => undefined);

  const executorOf = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<R extends SqlRow = SqlRow>(text: string, params: readonly SqlParam[] = []) {
      const result = await client.query(text, [...params]);
      return result.rows as R[];
    },
  });

  return {
    backend: 'postgres',
    ...executorOf(pool),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(executorOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back must not go back into the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** What the PGlite worker answers to a statement (see pglite-worker.mjs). */
type WorkerReply = { id: number; rows: SqlRow[] } | { id: number; error: { message: string; code?: string; detail?: string } };

/** An error the embedded database reported, with PostgreSQL's error code when it gave one. */
export class SqlError extends Error {
  override name = 'SqlError';
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * An embedded PostgreSQL (PGlite, WebAssembly) persisted in `dataDir`, created if missing,
 * running on a worker thread: PGlite executes a statement synchronously, which on the main
 * thread would hold up every match while it writes. One process only: the folder is locked
 * (see lockDataDir) and a second process is refused with a DataDirError, so running several
 * server processes (scale-out) needs a PostgreSQL server instead.
 */
export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  prepareDataDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    let opened = await startPgliteWorker(dataDir);
    // Creating a database (initdb) leaves about 500 MB of PGlite's memory in use for good; a
    // thread that only opens it does not. So a new database is opened again on a fresh thread.
    if (opened.created) {
      await opened.client.close();
      opened = await startPgliteWorker(dataDir);
    }
    const { client } = opened;
    return {
      ...client,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startPgliteWorker(dataDir: string): Promise<{ client: SqlClient; created: boolean }> {
  // Answers come on a port of their own, from the worker's flusher thread, once what each
  // statement wrote is on disk (see pglite-flusher.mjs).
  const { port1: replies, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, replies: port2 },
    transferList: [port2],
    // The worker is plain JavaScript: no loader flags (tsx, a test runner's) need to follow it.
    execArgv: [],
  });
  const waiting = new Map<number, { resolve: (rows: SqlRow[]) => void; reject: (error: Error) => void }>();
  let nextID = 0;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    replies.close();
  };
  const created = await new Promise<boolean>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; created?: boolean; error?: { message: string } }) =>
      message.ready ? resolve(message.created === true) : reject(new Error(`the embedded database in ${dataDir} did not open: ${message.error?.message}`)),
    );
    worker.once('error', reject);
  }).catch((error: unknown) => {
    replies.close();
    throw error;
  });
  // The id of the close statement, once posted: the worker's exit after it is the expected end.
  let closeID: number | undefined;
  replies.on('message', (reply: WorkerReply | { fatal: string }) => {
    if ('fatal' in reply) return failAll(new Error(reply.fatal));
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('error' in reply) pending.reject(new SqlError(reply.error.message, reply.error.code, reply.error.detail));
    else pending.resolve(reply.rows);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    // A clean exit after close: its answer may still be on its way on the other port.
    const closing = closeID !== undefined ? waiting.get(closeID) : undefined;
    if (closing && code === 0) {
      waiting.delete(closeID!);
      closing.resolve([]);
    }
    failAll(new Error(`the embedded database thread stopped (exit code ${code})`));
  });

  const post = (message: { text: string; params: readonly SqlParam[] } | { close: true }): Promise<SqlRow[]> => {
    if (failure) return Promise.reject(failure);
    const id = nextID++;
    if ('close' in message) closeID = id;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  };
  const direct: SqlExecutor = {
    query: <R extends SqlRow = SqlRow>(text: string, params: readonly SqlParam[] = []) => post({ text, params }) as Promise<R[]>,
  };

  // One connection, and the worker runs statements in the order posted: a statement posted
  // while a transaction is open would run inside it. So while one is open, statements from
  // outside wait for it to end; otherwise they are posted at once, keeping the worker busy.
  // (The check and the post happen without an await between them.)
  let transactionOver: Promise<void> | undefined;

  const client: SqlClient = {
    backend: 'pglite',
    query: async <R extends SqlRow = SqlRow>(text: string, params?: readonly SqlParam[]) => {
      while (transactionOver) await transactionOver;
      return direct.query<R>(text, params);
    },
    transaction: async (fn) => {
      while (transactionOver) await transactionOver;
      let over!: () => void;
      transactionOver = new Promise((resolve) => (over = resolve));
      try {
        await direct.query('BEGIN');
        try {
          const result = await fn(direct);
          await direct.query('COMMIT');
          return result;
        } catch (error) {
          await direct.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        transactionOver = undefined;
        over();
      }
    },
    close: async () => {
      if (failure) return;
      while (transactionOver) await transactionOver;
      await post({ close: true });
      await worker.terminate();
    },
  };
  return { client, created };
}
