import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './app';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a chunk', () => {
  it('tries again, waiting longer each time, until the server answers', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the room');
    const loaded = vi.fn();
    void importWithRetry(load, 100).then(loaded);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(150);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(load).toHaveBeenCalledTimes(3);
    expect(loaded).toHaveBeenCalledWith('the room');
  });
});
