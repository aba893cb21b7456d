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

// Vite's loader rejects with this when a chunk's style sheet does not load (a script that does
// not load rejects with a TypeError instead).
const STYLE_FAILED = /^Unable to preload CSS for (\S+)/;

/** Whether `error` is a chunk (script or style sheet) that did not load: the server is out of reach. */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && STYLE_FAILED.test(error.message));
}

/**
 * Makes a style sheet that failed to load load again with the next try. Vite's loader leaves the
 * failed `<link>` in the page and, on the next import, takes any link to that address for a
 * loaded sheet: the board would come back unstyled once the server is back. Call once at start.
 */
export function forgetFailedStyleSheets(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const failed = STYLE_FAILED.exec((event as Event & { payload?: { message?: string } }).payload?.message ?? '')?.[1];
    if (!failed) return;
    for (const link of target.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === failed) link.remove();
  });
}
