// The embedded database's thread: what it promises beyond running statements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'parlor-worker-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Reply = { id: number; rows?: Record<string, unknown>[]; error?: { message: string } };

/** Starts the worker on `dir` and resolves once its database is open, with a way to talk to it. */
async function startWorker(dir: string) {
  // Answers come from the worker's flusher thread, on a port of their own.
  const { port1: replies, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: dir, replies: port2 },
    transferList: [port2],
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: { message: string } }) =>
      message.ready ? resolve() : reject(new Error(message.error?.message)),
    );
    worker.once('error', reject);
  });
  let nextID = 0;
  const send = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const id = nextID++;
      const listen = (reply: Reply) => {
        if (reply.id !== id) return;
        replies.off('message', listen);
        if (reply.error) reject(new Error(reply.error.message));
        else resolve(reply.rows ?? []);
      };
      replies.on('message', listen);
      worker.postMessage({ id, ...message });
    });
  return {
    query: (text: string, params: unknown[] = []) => send({ text, params }),
    flushes: async () => Number((await send({ flushes: true }))[0]!.flushes),
    close: async () => {
      await send({ close: true });
      replies.close();
    },
  };
}

describe('the embedded database thread', () => {
  it('flushes every commit to the disk, so a power cut cannot take back a stored move', async () => {
    const db = await startWorker(dataDir);
    try {
      // PGlite's default is fsync off; the thread turns it on, flushing the WAL with fsync().
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
      await db.query('CREATE TABLE moves (n integer)');
      const before = await db.flushes();
      for (let n = 0; n < 5; n++) await db.query('INSERT INTO moves VALUES ($1::integer)', [n]);
      // At least one real fsync per commit: PostgreSQL's, through the file system layer.
      expect((await db.flushes()) - before).toBeGreaterThanOrEqual(5);
      // A read commits nothing and flushes nothing.
      const afterWrites = await db.flushes();
      expect(await db.query('SELECT count(*)::integer AS n FROM moves')).toEqual([{ n: 5 }]);
      expect(await db.flushes()).toBe(afterWrites);
    } finally {
      await db.close();
    }
  });

  it('opens again what it flushed', async () => {
    const db = await startWorker(dataDir);
    try {
      expect(await db.query('SELECT count(*)::integer AS n FROM moves')).toEqual([{ n: 5 }]);
    } finally {
      await db.close();
    }
  });
});
