import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Seconds left before `onExpire` runs, counted from when `restartKey` last changed. Every seat
 * uses the same duration, so the timing of an automatic answer reveals nothing (Exploding
 * Kittens' Nope window). `onExpire` runs once per restart.
 */
export function useCountdown(seconds: number, restartKey: unknown, onExpire: () => void): number {
  const [left, setLeft] = useState(seconds);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expire.current();
      }
    };
    const timer = setInterval(tick, 200);
    tick();
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

/** A countdown bar with the seconds left, for a {@link ResponsePrompt}. */
export function Countdown({ seconds, restartKey, onExpire }: { seconds: number; restartKey: unknown; onExpire: () => void }) {
  const { t } = useTranslation('ui');
  const left = useCountdown(seconds, restartKey, onExpire);
  return (
    <div className="pl-countdown" role="timer" aria-label={t('prompt.secondsLeft', { count: left })}>
      <div className="pl-countdown__bar" style={{ width: `${(100 * left) / Math.max(seconds, 1)}%` }} />
      <span className="pl-countdown__text">{t('prompt.secondsLeft', { count: left })}</span>
    </div>
  );
}

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
