import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit } from './group-commit';

interface Write {
  key: string;
  value: number;
}

/** A commit function that records its batches and finishes each when told to. */
function controlledCommit() {
  const batches: Write[][] = [];
  const finishers: { finish: () => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostRunning = 0;
  const commit = (batch: readonly Write[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push([...batch]);
      running++;
      mostRunning = Math.max(mostRunning, running);
      finishers.push({
        finish: () => {
          running--;
          resolve(batch.map((write) => write.value * 10));
        },
        fail: (error) => {
          running--;
          reject(error);
        },
      });
    });
  return { batches, finishers, commit, mostRunning: () => mostRunning };
}

// Lets the event loop turn (a batch leaves on setImmediate) and pending promises settle.
const tick = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('GroupCommit', () => {
  it('sends a lone write on the next turn of the event loop and answers it with its result', async () => {
    const { batches, finishers, commit } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 1, maxBatch: 10 });
    const result = group.write({ key: 'a', value: 1 });
    expect(batches).toEqual([]);
    await tick();
    expect(batches).toEqual([[{ key: 'a', value: 1 }]]);
    finishers[0]!.finish();
    expect(await result).toBe(10);
    expect(group.pending).toBe(0);
  });

  it('batches the writes made in one turn of the event loop', async () => {
    const { batches, finishers, commit } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 1, maxBatch: 10 });
    const writes = ['a', 'b', 'c'].map((key, i) => group.write({ key, value: i + 1 }));
    await tick();
    expect(batches).toEqual([[{ key: 'a', value: 1 }, { key: 'b', value: 2 }, { key: 'c', value: 3 }]]);
    finishers[0]!.finish();
    expect(await Promise.all(writes)).toEqual([10, 20, 30]);
  });

  it('batches the writes that arrive while one is committing', async () => {
    const { batches, finishers, commit } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 1, maxBatch: 10 });
    const first = group.write({ key: 'a', value: 1 });
    await tick();
    const later = ['b', 'c', 'd'].map((key, i) => group.write({ key, value: i + 2 }));
    await tick();
    expect(batches).toHaveLength(1);
    expect(group.pending).toBe(4);
    finishers[0]!.finish();
    await first;
    await tick();
    expect(batches[1]!.map((write) => write.key)).toEqual(['b', 'c', 'd']);
    finishers[1]!.finish();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('never puts two writes for one key in a batch, or a key in two batches at once, and keeps their order', async () => {
    const { batches, finishers, commit, mostRunning } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 3, maxBatch: 10 });
    const results = [group.write({ key: 'a', value: 1 })];
    await tick();
    results.push(group.write({ key: 'a', value: 2 }), group.write({ key: 'b', value: 3 }), group.write({ key: 'a', value: 4 }));
    await tick();
    // 'a' is committing: its later writes wait, 'b' goes in a second batch at once.
    expect(batches).toEqual([[{ key: 'a', value: 1 }], [{ key: 'b', value: 3 }]]);
    finishers[0]!.finish();
    await tick();
    expect(batches[2]).toEqual([{ key: 'a', value: 2 }]);
    finishers[2]!.finish();
    await tick();
    expect(batches[3]).toEqual([{ key: 'a', value: 4 }]);
    finishers[1]!.finish();
    finishers[3]!.finish();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    expect(mostRunning()).toBeLessThanOrEqual(3);
  });

  it('caps batches at maxBatch and batches in flight at maxInFlight', async () => {
    const { batches, finishers, commit, mostRunning } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 2, maxBatch: 3 });
    const results = Array.from({ length: 10 }, (_, i) => group.write({ key: `k${i}`, value: i }));
    await tick();
    // Two batches of three left; the other four writes wait for a slot.
    expect(batches.map((batch) => batch.length)).toEqual([3, 3]);
    while (finishers.some((_, i) => i < batches.length)) {
      const next = finishers.shift();
      if (!next) break;
      next.finish();
      await tick();
    }
    await Promise.all(results);
    expect(batches.flat().map((write) => write.value).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(3);
    expect(mostRunning()).toBe(2);
  });

  it('rejects the writes of a failed batch only, and goes on with the next', async () => {
    const { finishers, commit } = controlledCommit();
    const group = new GroupCommit<Write, number>(commit, { maxInFlight: 1, maxBatch: 10 });
    const failing = group.write({ key: 'a', value: 1 });
    await tick();
    const next = group.write({ key: 'b', value: 2 });
    await tick();
    finishers[0]!.fail(new Error('disk full'));
    await expect(failing).rejects.toThrow('disk full');
    await tick();
    finishers[1]!.finish();
    expect(await next).toBe(20);
  });

  it('rejects writes whose batch returned the wrong number of results', async () => {
    const group = new GroupCommit<Write, number>(async () => [1], { maxInFlight: 1, maxBatch: 10 });
    const first = group.write({ key: 'a', value: 1 });
    await tick();
    const both = [group.write({ key: 'b', value: 2 }), group.write({ key: 'c', value: 3 })];
    expect(await first).toBe(1);
    for (const result of both) await expect(result).rejects.toThrow('a batch of 2 writes gave 1 results');
  });

  it('counts the time a commit holds the calling thread before it waits, not the wait', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    let answer: (() => void) | undefined;
    const group = new GroupCommit<Write, number>(
      async (batch) => {
        busy(30);
        await new Promise<void>((resolve) => (answer = resolve));
        return batch.map(() => 0);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const written = group.write({ key: 'a', value: 1 });
    await tick();
    const handedOver = group.handOffSeconds;
    expect(handedOver).toBeGreaterThanOrEqual(0.03);
    // However long the database takes, the thread was not held meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer!();
    await written;
    expect(group.handOffSeconds).toBe(handedOver);
  });

  it('refuses limits below 1', () => {
    expect(() => new GroupCommit<Write, number>(async () => [], { maxInFlight: 0, maxBatch: 1 })).toThrow();
    expect(() => new GroupCommit<Write, number>(async () => [], { maxInFlight: 1, maxBatch: 1, minIntervalMs: -1 })).toThrow();
  });

  describe('with a minimum interval between batches', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    // Turns the faked event loop: immediates, then settled promises.
    const turn = async () => {
      for (let i = 0; i < 3; i++) {
        vi.advanceTimersByTime(0);
        await Promise.resolve();
      }
    };

    it('sends a write after a quiet spell at once, and gathers the next ones until the interval has passed', async () => {
      const { batches, finishers, commit } = controlledCommit();
      const group = new GroupCommit<Write, number>(commit, { maxInFlight: 2, maxBatch: 10, minIntervalMs: 5 });
      const first = group.write({ key: 'a', value: 1 });
      await turn();
      expect(batches).toEqual([[{ key: 'a', value: 1 }]]);
      finishers[0]!.finish();
      expect(await first).toBe(10);
      // Written 1 ms after the first batch started: they wait, together, for the rest of the 5 ms.
      vi.advanceTimersByTime(1);
      const later = [group.write({ key: 'b', value: 2 }), group.write({ key: 'c', value: 3 })];
      await turn();
      vi.advanceTimersByTime(2);
      await turn();
      const third = group.write({ key: 'd', value: 4 });
      await turn();
      expect(batches).toHaveLength(1);
      vi.advanceTimersByTime(2);
      await turn();
      expect(batches).toEqual([[{ key: 'a', value: 1 }], [{ key: 'b', value: 2 }, { key: 'c', value: 3 }, { key: 'd', value: 4 }]]);
      finishers[1]!.finish();
      expect(await Promise.all([...later, third])).toEqual([20, 30, 40]);
      // Long after: at once again.
      vi.advanceTimersByTime(100);
      const quiet = group.write({ key: 'e', value: 5 });
      await turn();
      expect(batches).toHaveLength(3);
      finishers[2]!.finish();
      expect(await quiet).toBe(50);
    });
  });
});
