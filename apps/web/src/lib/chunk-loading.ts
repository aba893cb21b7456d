// Loading the app's own chunks (the match room) when the server may be gone for a while.

/** The first wait before a chunk that failed to load is asked for again; it doubles up to 8 times that. */
export const CHUNK_RETRY_FIRST_MS = 1000;

let failing = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Whether some chunk is failing to load right now (so the server cannot be reached). */
export function chunksFailing(): boolean {
  return failing > 0;
}

/** Calls `listener` whenever {@link chunksFailing} may have changed; returns the unsubscribe. */
export function onChunksFailing(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Imports a chunk, trying again for as long as it takes: a chunk fails to load only when the
 * server cannot be reached, and the browser fetches a failed module again when asked. While it
 * fails, {@link chunksFailing} says so.
 */
export function importWithRetry<T>(load: () => Promise<T>, firstWaitMs = CHUNK_RETRY_FIRST_MS): Promise<T> {
  return new Promise((resolve) => {
    let wait = firstWaitMs;
    let failed = false;
    const attempt = () =>
      load().then(
        (loaded) => {
          if (failed) {
            failing--;
            changed();
          }
          resolve(loaded);
        },
        () => {
          if (!failed) {
            failed = true;
            failing++;
            changed();
          }
          setTimeout(attempt, wait);
          wait = Math.min(wait * 2, 8 * firstWaitMs);
        },
      );
    void attempt();
  });
}
