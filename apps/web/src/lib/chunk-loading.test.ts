import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunksFailing, forgetFailedStyleSheets, importWithRetry, isChunkFailure, onChunksFailing } from './chunk-loading';

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

describe('a chunk that does not load', () => {
  it('counts a script or a style sheet that did not load as the server out of reach, nothing else', () => {
    expect(isChunkFailure(new TypeError('Failed to fetch dynamically imported module: /assets/board.js'))).toBe(true);
    expect(isChunkFailure(new Error('Unable to preload CSS for http://127.0.0.1:8000/assets/board-B2q5.css'))).toBe(true);
    expect(isChunkFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('takes a style sheet that failed out of the page, so the next try loads it again', () => {
    forgetFailedStyleSheets(window);
    const failed = document.createElement('link');
    failed.rel = 'stylesheet';
    failed.href = 'http://localhost/assets/board-B2q5.css';
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.href = 'http://localhost/assets/index.css';
    document.head.append(failed, other);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(`Unable to preload CSS for ${failed.href}`) });
    window.dispatchEvent(event);
    expect(failed.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    // The failure still reaches the code that imported the chunk, which tries again.
    expect(event.defaultPrevented).toBe(false);
    other.remove();
  });
});
