import { useEffect, useRef } from 'react';

/**
 * Calls `poll` now and every `intervalMs` while the page is visible (and at once when it
 * becomes visible again), never two calls at a time. Stops when `enabled` turns false, and
 * starts over (calling at once) when `restartKey` changes: what is polled for changed.
 */
export function usePolling(poll: () => Promise<unknown>, intervalMs: number, enabled = true, restartKey?: string): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const tick = async () => {
      clearTimeout(timer);
      if (stopped || running) return;
      if (document.visibilityState !== 'hidden') {
        running = true;
        try {
          await latest.current();
        } catch {
          // A failed refresh is retried at the next tick; the page keeps what it showed.
        } finally {
          running = false;
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, enabled, restartKey]);
}
