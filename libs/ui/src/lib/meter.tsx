import './ui.css';
import { useEffect, useRef, useState } from 'react';

/** How long a change of a value stays marked (its flash), in ms. */
export const CHANGE_MS = 1200;

/**
 * Which way a number last changed, for as long as its change should show ({@link CHANGE_MS}):
 * `down` (a life lost), `up` (regained), or undefined. The first value is not a change.
 */
export function useChange(value: number): 'up' | 'down' | undefined {
  const before = useRef(value);
  const [change, setChange] = useState<{ way: 'up' | 'down'; at: number } | undefined>();
  useEffect(() => {
    if (value === before.current) return;
    const way = value > before.current ? 'up' : 'down';
    before.current = value;
    setChange({ way, at: Date.now() });
    const timer = setTimeout(() => setChange(undefined), CHANGE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return change?.way;
}

/**
 * A count out of a most (life points, bullets): a row of pips, full then empty, that flashes
 * when it falls or rises (still, but marked, for reduced motion). Read as "3 of 4 life".
 */
export function Meter({ value, max, label, kind = 'life' }: { value: number; max: number; label: string; kind?: string }) {
  const change = useChange(value);
  const full = Math.max(0, Math.min(value, max));
  return (
    <span className="pl-meter" role="img" aria-label={label} data-kind={kind} data-change={change}>
      {Array.from({ length: Math.max(max, full) }, (_, i) => (
        <span key={i} className="pl-meter__pip" data-full={i < full || undefined} />
      ))}
    </span>
  );
}
