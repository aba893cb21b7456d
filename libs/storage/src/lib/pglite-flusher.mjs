// The embedded database's flusher thread (see pglite-worker.mjs): it flushes the WAL files each
// statement wrote and only then passes the statement's answer on to the server, so nothing is
// reported stored before it is on disk. It has a thread of its own because the database's
// thread is busy running the next statement meanwhile, synchronously: a flush finished there
// would wait for that statement before its answer could go (with Exploding Kittens' batches,
// 0.60x stock's moves/s against 0.65x flushing in line).
//
// Messages from the database thread, in statement order: { reply, paths } (an answer and the
// WAL files to flush first), { id, flushes } (report the flushes done, the database thread's
// own `flushes` added) and { reply, paths, last: true } (the answer to close; then stop).
// Whatever has queued up when a flush starts goes with it: one flush covers them all.
import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';

const from = parentPort;
if (!from) throw new Error('pglite-flusher.mjs runs as a worker thread');
/** @type {import('node:worker_threads').MessagePort} */
const replies = workerData.replies;
let flushes = 0;

/** Flushes one WAL file; a segment PostgreSQL has since renamed or removed has nothing left to flush. */
function flush(path) {
  let fd;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (error?.code === 'ENOENT') return;
    throw error;
  }
  try {
    fdatasyncSync(fd);
    flushes++;
  } finally {
    closeSync(fd);
  }
}

from.on('message', (first) => {
  const batch = [first];
  for (let next = receiveMessageOnPort(from); next; next = receiveMessageOnPort(from)) batch.push(next.message);
  try {
    for (const path of new Set(batch.flatMap((item) => item.paths ?? []))) flush(path);
  } catch (error) {
    // Commits that may not be on disk are written where PostgreSQL cannot take them back: as
    // PostgreSQL itself does, stop rather than go on. The server fails every statement.
    replies.postMessage({ fatal: `the embedded database could not flush its log to disk: ${error instanceof Error ? error.message : String(error)}` });
    process.exit(1);
  }
  for (const item of batch) {
    if (item.flushes !== undefined) replies.postMessage({ id: item.id, rows: [{ flushes: item.flushes + flushes }] });
    else replies.postMessage(item.reply);
    if (item.last) {
      replies.close();
      from.close();
    }
  }
});
