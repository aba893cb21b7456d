/**
 * Runs tasks one at a time per key (per match), in arrival order, and forgets a key once its
 * last task is done, so finished matches leave no entry behind.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every task queued before it for `key`; resolves or rejects with it. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have queued work (for tests and metrics). */
  get size(): number {
    return this.tails.size;
  }

  /** Resolves once every task queued so far (for any key) has finished. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
