// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs each
// statement synchronously, so on the server's main thread every write would stop the games.
// Here it runs beside them, on another core. Plain JavaScript, because a worker thread is
// started by Node itself, without the TypeScript loader the rest of the code runs under.
//
// Protocol (see sql-client.ts): the parent posts { id, text, params } and gets back
// { id, rows } or { id, error: { message, code } }; { id, close: true } closes the database.
// Statements run one at a time, in the order they were posted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

// A new 16 MB WAL segment is filled with zeros before use by default: through PGlite's file
// system layer that stops every statement for 20-45 ms, every few thousand moves. Without
// it the file is only extended (PostgreSQL recommends off on copy-on-write file systems).
const SESSION_SETTINGS = 'SET wal_init_zero = off';

// PGlite has no checkpointer process: left alone, the WAL grows to max_wal_size (1 GB) and
// then one statement stalls for a checkpoint of everything, and a restart replays it all.
// A checkpoint between statements every minute keeps each one, and the WAL, small.
const CHECKPOINT_EVERY_MS = 60_000;

let db;
try {
  // The folder exists: the parent thread created, checked and locked it.
  const created = !existsSync(join(workerData.dataDir, 'PG_VERSION'));
  db = await PGlite.create(workerData.dataDir);
  await db.exec(SESSION_SETTINGS);
  port.postMessage({ ready: true, created });
} catch (error) {
  port.postMessage({ ready: false, error: { message: error instanceof Error ? error.message : String(error) } });
  process.exit(1);
}

let chain = Promise.resolve();
let closed = false;
const checkpoints = setInterval(() => {
  chain = chain.then(async () => {
    if (closed) return;
    try {
      await db.exec('CHECKPOINT');
    } catch (error) {
      console.error('parlor storage: checkpoint failed:', error);
    }
  });
}, CHECKPOINT_EVERY_MS);
checkpoints.unref();

port.on('message', (message) => {
  chain = chain.then(async () => {
    if (message.close) {
      closed = true;
      clearInterval(checkpoints);
      await db.close();
      port.postMessage({ id: message.id, rows: [] });
      port.close();
      return;
    }
    try {
      const result = await db.query(message.text, message.params);
      port.postMessage({ id: message.id, rows: result.rows });
    } catch (error) {
      const { message: text, code, detail } = /** @type {{ message?: string; code?: string; detail?: string }} */ (error);
      port.postMessage({ id: message.id, error: { message: text ?? String(error), code, detail } });
    }
  });
});
