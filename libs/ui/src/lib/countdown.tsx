import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `dueAt` (ms since the epoch, on this machine's clock), kept current
 * while it runs; 0 once it has passed, and when there is none. For a deadline someone else
 * keeps (the server's clocks), where {@link useCountdown}'s "from now" does not fit.
 */
export function useSecondsUntil(dueAt: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (dueAt === undefined) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= dueAt) clearInterval(timer);
    };
    // A quarter second: the shown second never lags by more than that.
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [dueAt]);
  return dueAt === undefined ? 0 : Math.max(0, Math.ceil((dueAt - now) / 1000));
}

/** Seconds as a clock shows them: `1:05`, `0:09`, and `1:02:03` past an hour. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
