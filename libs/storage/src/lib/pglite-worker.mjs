// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs each
// statement synchronously, so on the server's main thread every write would stop the games.
// Here it runs beside them, on another core. Plain JavaScript, because a worker thread is
// started by Node itself, without the TypeScript loader the rest of the code runs under.
//
// Protocol (see sql-client.ts): the parent posts { id, text, params } and gets back
// { id, rows } or { id, error: { message, code } }; { id, close: true } closes the database;
// { id, flushes: true } gets back { id, rows: [{ flushes }] }, the fsyncs done so far.
// Statements run one at a time, in the order they were posted. Answers do not come from this
// thread but from its flusher (pglite-flusher.mjs), through workerData.replies, in order,
// once what the statement wrote is on disk; only { ready, created } comes from here.
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, parentPort, workerData } from 'node:worker_threads';
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

// PGlite starts PostgreSQL with -F (fsync off), and on Node its file system layer
// (Emscripten's NODEFS) has no fsync and a no-op fdatasync: committed data reached the
// operating system but never had to reach the disk (200 commits: 1,350 writes and not one
// fsync under strace). A killed process lost nothing, but a power cut could lose commits and
// leave the database unable to open. So PostgreSQL runs with fsync on, flushing its WAL with
// fsync() (fdatasync stays a no-op), and NODEFS is given the fsync it lacks.
const START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
const PGDATA = PGlite.paths?.PGDATA ?? '/pglite/data';
// A WAL segment's name: 24 hexadecimal digits (a new one is written as xlogtemp.N first).
const WAL_SEGMENT = new RegExp(`^${PGDATA}/pg_wal/[0-9A-F]{24}$`);

// A commit's flush of the WAL (0.1-0.3 ms at p50, 1-3 ms at p99 here) does not hold up the
// database: the WAL files PostgreSQL asks to flush are noted and handed with the statement's
// answer to the flusher thread, which flushes them and then posts the answer, after every
// earlier one. So nothing is reported stored, and no read shows anything, before it is
// durable, while the next statement already runs. Saturated, on the trivial game, the
// embedded store made 0.77-0.82x stock's moves/s unflushed and 0.66-0.67x flushing in line
// (more commits than moves: a match's creation, seats and connections).
// Every other flush (a new segment before its rename, data files and the control file at
// checkpoints) stays in line, after every WAL file noted since the last one, as PostgreSQL
// orders them. The one order this loosens: a data page PostgreSQL evicts from its buffers
// reaches the operating system before the WAL it waited for is flushed, a few ms later; the
// kernel writes such a page back after seconds (and only a checkpoint flushes it), so a power
// cut would have to fall inside those ms and the kernel write early. A segment PostgreSQL
// renames or removes (at a checkpoint, once it is flushed in line and no longer needed) may
// be gone by the time its flush runs: nothing is left to flush then.
const walToFlush = new Set();
let walSinceInlineFlush = new Set();

// Flushes done, reported to the tests.
let flushes = 0;

/** The file `stream` is, in the data folder on disk. */
function diskPath(stream) {
  if (typeof stream.path !== 'string' || !stream.path.startsWith(`${PGDATA}/`)) {
    throw new Error(`the embedded database asked to flush ${stream.path}, outside its data folder`);
  }
  return join(workerData.dataDir, stream.path.slice(PGDATA.length + 1));
}

/** Gives the database's files (Emscripten's NODEFS nodes) a real fsync. */
function installFsync(database) {
  const node = database.Module?.FS?.lookupPath?.(`${PGDATA}/PG_VERSION`)?.node;
  if (!node?.stream_ops) throw new Error('cannot make the embedded database durable: PGlite no longer exposes its file system as expected');
  node.stream_ops.fsync = (stream) => {
    const path = diskPath(stream);
    if (WAL_SEGMENT.test(stream.path)) {
      walToFlush.add(path);
      walSinceInlineFlush.add(path);
      return 0;
    }
    for (const wal of walSinceInlineFlush) syncFile(wal, { mayBeGone: true });
    walSinceInlineFlush = new Set();
    fsyncSync(stream.nfd);
    flushes++;
    return 0;
  };
}

/**
 * Flushes every file and folder of the data folder. Whatever PostgreSQL wrote while opening it
 * (crash recovery and its checkpoint) went through before installFsync, unflushed; this is
 * PostgreSQL's own start-up sync (recovery_init_sync_method) done once the flush exists.
 */
function syncTree(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) syncTree(join(path, entry.name));
    else if (entry.isFile()) syncFile(join(path, entry.name));
  }
  syncFile(path);
}

function syncFile(path, { mayBeGone = false } = {}) {
  let fd;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (mayBeGone && error?.code === 'ENOENT') return;
    throw error;
  }
  try {
    fsyncSync(fd);
    flushes++;
  } finally {
    closeSync(fd);
  }
}

let db;
try {
  // The folder exists: the parent thread created, checked and locked it.
  const created = !existsSync(join(workerData.dataDir, 'PG_VERSION'));
  db = await PGlite.create(workerData.dataDir, { startParams: START_PARAMS });
  installFsync(db);
  syncTree(workerData.dataDir);
  await db.exec(SESSION_SETTINGS);
  port.postMessage({ ready: true, created });
} catch (error) {
  port.postMessage({ ready: false, error: { message: error instanceof Error ? error.message : String(error) } });
  process.exit(1);
}

const flusher = new Worker(new URL('./pglite-flusher.mjs', import.meta.url), {
  workerData: { replies: workerData.replies },
  transferList: [workerData.replies],
  execArgv: [],
});
// Without the flusher no answer can go: this thread stops too, and the server fails them all.
flusher.on('error', (error) => {
  console.error('parlor storage: the embedded database flusher failed:', error);
  process.exit(1);
});
flusher.on('exit', (code) => {
  if (code !== 0) process.exit(1);
});

/** Hands `message` to the flusher with the WAL files written since the last one. */
function answerWhenDurable(message) {
  flusher.postMessage({ ...message, paths: [...walToFlush] });
  walToFlush.clear();
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
    if (message.flushes) {
      flusher.postMessage({ id: message.id, flushes });
      return;
    }
    if (message.close) {
      closed = true;
      clearInterval(checkpoints);
      await db.close();
      const flusherDone = new Promise((resolve) => flusher.once('exit', resolve));
      answerWhenDurable({ reply: { id: message.id, rows: [] }, last: true });
      await flusherDone;
      port.close();
      return;
    }
    let reply;
    try {
      const result = await db.query(message.text, message.params);
      reply = { id: message.id, rows: result.rows };
    } catch (error) {
      const { message: text, code, detail } = /** @type {{ message?: string; code?: string; detail?: string }} */ (error);
      reply = { id: message.id, error: { message: text ?? String(error), code, detail } };
    }
    answerWhenDurable({ reply });
  });
});
