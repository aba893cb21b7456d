/** Told of a committed batch: how many writes it held, how long it took (ms), whether it failed. */
export type BatchObserver = (size: number, ms: number, failed: boolean) => void;

/**
 * Group commit: writes that arrive while earlier ones are being committed wait and then go
 * to the database together, as one statement.
 *
 * A statement and its commit cost far more than one more row in it, on PGlite (one thread,
 * WebAssembly) most of all: writing the states of 20 matches in one statement costs about a
 * sixth per match of writing them one by one. A batch leaves at the end of the current turn
 * of the event loop (setImmediate), so it holds every write made while handling the messages
 * that arrived together; PGlite runs a statement synchronously, so without that wait no
 * write would ever find another queued behind it. Under load, more batches form from the
 * writes that queue up while one is in flight.
 *
 * One batch never holds two writes for the same key, and a key is never in two batches in
 * flight: a later write for it waits for the next batch, so writes to one key stay in order.
 *
 * With `minIntervalMs`, a batch starts at least that long after the one before it (a write
 * after a quiet spell still goes at once). A database thread that is always busy committing
 * tiny batches costs far more CPU than one that commits a few ms' worth at a time, and on a
 * small machine that CPU is taken from the game server and its players.
 */
export class GroupCommit<W extends { readonly key: string }, R> {
  private readonly queue: { write: W; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private lastStart = Number.NEGATIVE_INFINITY;
  private handOff = 0;

  /**
   * @param commit - writes a batch in one go; resolves with one result per write, in order.
   * @param options.maxInFlight - batches committing at once (1 for a single-threaded engine).
   * @param options.maxBatch - writes per batch at most.
   * @param options.minIntervalMs - least time from one batch's start to the next's (default 0).
   * @param options.observe - told of every batch once it committed (or failed): its size and how long it took, in ms.
   */
  constructor(
    private readonly commit: (batch: readonly W[]) => Promise<readonly R[]>,
    private readonly options: { maxInFlight: number; maxBatch: number; minIntervalMs?: number; observe?: BatchObserver },
  ) {
    if (!(options.maxInFlight >= 1 && options.maxBatch >= 1)) throw new Error('maxInFlight and maxBatch must be at least 1');
    if (!((options.minIntervalMs ?? 0) >= 0)) throw new Error('minIntervalMs must not be negative');
  }

  /** Queues a write; resolves with its result once its batch committed, rejects if the batch failed. */
  write(write: W): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.pump();
    };
    const wait = this.lastStart + (this.options.minIntervalMs ?? 0) - performance.now();
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  /**
   * Seconds this thread spent handing batches over (building each statement and sending it to
   * the database, up to the wait for its answer), since the start: what the writes cost the
   * thread that makes them, besides the database's own time.
   */
  get handOffSeconds(): number {
    return this.handOff;
  }

  /** Writes queued or committing. */
  get pending(): number {
    return this.queue.length + this.busyKeys.size;
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      // Two batches in flight at once (maxInFlight above 1) also keep the interval.
      if (this.lastStart + (this.options.minIntervalMs ?? 0) > performance.now()) {
        this.schedule();
        return;
      }
      const batch: typeof this.queue = [];
      const keys = new Set<string>();
      for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatch; ) {
        const item = this.queue[i]!;
        const key = item.write.key;
        if (keys.has(key) || this.busyKeys.has(key)) {
          i++;
          continue;
        }
        keys.add(key);
        batch.push(item);
        this.queue.splice(i, 1);
      }
      // Everything queued is for keys already committing: it goes when they are done.
      if (batch.length === 0) return;
      for (const key of keys) this.busyKeys.add(key);
      this.inFlight++;
      this.lastStart = performance.now();
      void this.run(batch, keys);
    }
  }

  private async run(batch: typeof this.queue, keys: Set<string>): Promise<void> {
    const started = performance.now();
    let failed = false;
    try {
      const committing = this.commit(batch.map((item) => item.write));
      this.handOff += (performance.now() - started) / 1000;
      const results = await committing;
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} writes gave ${results.length} results`);
      batch.forEach((item, i) => item.resolve(results[i]!));
    } catch (error) {
      failed = true;
      for (const item of batch) item.reject(error);
    } finally {
      try {
        this.options.observe?.(batch.length, performance.now() - started, failed);
      } catch {
        // An observer's failure is its own: the batch is done either way.
      }
      for (const key of keys) this.busyKeys.delete(key);
      this.inFlight--;
      this.schedule();
    }
  }
}
