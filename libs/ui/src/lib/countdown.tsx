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
