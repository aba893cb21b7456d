import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunksFailing, importWithRetry, onChunksFailing } from './chunk-loading';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a chunk', () => {
  it('tries again, waiting longer each time, and says it is failing until the server answers', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the room');
    const loaded = vi.fn();
    const told = vi.fn();
    const stop = onChunksFailing(told);
    void importWithRetry(load, 100).then(loaded);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunksFailing()).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(150);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(load).toHaveBeenCalledTimes(3);
    expect(loaded).toHaveBeenCalledWith('the room');
    expect(chunksFailing()).toBe(false);
    // Told once when it started failing and once when it stopped.
    expect(told).toHaveBeenCalledTimes(2);
    stop();
  });

  it('says nothing when the chunk loads at once', async () => {
    const told = vi.fn();
    const stop = onChunksFailing(told);
    expect(await importWithRetry(async () => 'the room')).toBe('the room');
    expect(told).not.toHaveBeenCalled();
    expect(chunksFailing()).toBe(false);
    stop();
  });
});
