import { useTranslation } from 'react-i18next';
import { formatClock, useSecondsUntil } from './countdown';
import type { DecisionClock } from './table-info';

/** Seconds at or under which a clock shows itself urgent. */
export const URGENT_SECONDS = 10;

/**
 * A decision's countdown as a bar with its time ("0:12 left"), for a prompt; the same clock
 * the seat and the room's header show.
 */
export function ClockBar({ clock }: { clock: DecisionClock }) {
  const { t } = useTranslation('ui');
  const left = useSecondsUntil(clock.dueAt);
  const share = Math.max(0, Math.min(1, (left * 1000) / Math.max(clock.totalMs, 1)));
  return (
    // A timer is not read out as it ticks (its live region is off).
    <div className="pl-clockbar" role="timer" data-kind={clock.kind} data-urgent={left <= URGENT_SECONDS || undefined} aria-label={t(`clock.${clock.kind}`, { time: formatClock(left) })}>
      <div className="pl-clockbar__fill" style={{ width: `${100 * share}%` }} />
      <span className="pl-clockbar__text">{t(`clock.${clock.kind}`, { time: formatClock(left) })}</span>
    </div>
  );
}

/** A decision's countdown in a few characters ("0:12"), with what it is for as its label, for a seat or a header. */
export function ClockText({ clock, className }: { clock: DecisionClock; className?: string }) {
  const { t } = useTranslation('ui');
  const left = useSecondsUntil(clock.dueAt);
  return (
    <span className={className ?? 'pl-clock'} role="timer" data-kind={clock.kind} data-urgent={left <= URGENT_SECONDS || undefined} title={t(`clock.${clock.kind}`, { time: formatClock(left) })}>
      {formatClock(left)}
    </span>
  );
}
