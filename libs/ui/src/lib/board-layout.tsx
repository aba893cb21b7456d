import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CardHelpProvider } from './card-help';
import './table.css';

/**
 * The parts of a board, placed to fit the window: the table (seats round the centre) fills
 * what the dock leaves; the dock (newest log line, prompt, hand) stays at the bottom, or at the
 * right on a phone held sideways; everything a decision needs is in view without scrolling the
 * page. Card help works for everything inside. A board's asides (its log, its rules reference)
 * go where the page puts them (the room's side panel), or after the table when it has none.
 */
export function BoardLayout({ label, status, table, dock, children, className }: { label: string; status?: ReactNode; table: ReactNode; dock?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <CardHelpProvider>
      <section className={className ? `pl-board ${className}` : 'pl-board'} aria-label={label} data-parlor-board="">
        {status !== undefined && <div className="pl-board__status">{status}</div>}
        <div className="pl-board__table">{table}</div>
        {dock !== undefined && <div className="pl-board__dock">{dock}</div>}
        {children !== undefined && <div className="pl-board__asides">{children}</div>}
      </section>
    </CardHelpProvider>
  );
}

/** An aside a board offers: its log, its rules reference. */
export interface AsideSlot {
  /** A stable name: `log`, `reference`. */
  slot: string;
  title: string;
}

interface AsideHost {
  slots: readonly AsideSlot[];
  register: (slot: AsideSlot) => () => void;
  target: (slot: string) => HTMLElement | null;
  setTarget: (slot: string, element: HTMLElement | null) => void;
}

const HostContext = createContext<AsideHost | undefined>(undefined);

/**
 * Lets a page put the asides of the board inside it somewhere of its own (the room's side
 * panel, a drawer on a phone): wrap both the board and the {@link AsidePanels} that show them.
 */
export function AsideHostProvider({ children }: { children?: ReactNode }) {
  const [slots, setSlots] = useState<AsideSlot[]>([]);
  const [targets, setTargets] = useState<Record<string, HTMLElement | null>>({});
  // Stable, so that a board's aside registers once, not at every change of the host's state.
  const register = useCallback((slot: AsideSlot) => {
    setSlots((now) => (now.some((entry) => entry.slot === slot.slot && entry.title === slot.title) ? now : [...now.filter((entry) => entry.slot !== slot.slot), slot]));
    return () => setSlots((now) => now.filter((entry) => entry.slot !== slot.slot));
  }, []);
  const setTarget = useCallback((slot: string, element: HTMLElement | null) => setTargets((now) => (now[slot] === element ? now : { ...now, [slot]: element })), []);
  const host = useMemo<AsideHost>(() => ({ slots, register, target: (slot) => targets[slot] ?? null, setTarget }), [slots, targets, register, setTarget]);
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The asides the board registered, for the page to lay out (its tabs). */
export function useAsideSlots(): readonly AsideSlot[] {
  return useContext(HostContext)?.slots ?? [];
}

/** Where a page shows one aside: the board's content for `slot` is rendered into this element. */
export function AsideTarget({ slot, className, hidden }: { slot: string; className?: string; hidden?: boolean }) {
  const setTarget = useContext(HostContext)?.setTarget;
  const id = useId();
  const ref = useCallback((element: HTMLDivElement | null) => setTarget?.(slot, element), [setTarget, slot]);
  return <div id={id} className={className} hidden={hidden} ref={ref} />;
}

/**
 * A part of the board that is not the table: shown where the page hosts it
 * ({@link AsideHostProvider}), or in place when no page does (stories, tests).
 */
export function BoardAside({ slot, title, children }: AsideSlot & { children?: ReactNode }) {
  const host = useContext(HostContext);
  const register = host?.register;
  useLayoutEffect(() => register?.({ slot, title }), [register, slot, title]);
  if (!host) {
    return (
      <section className="pl-aside" aria-label={title} data-aside={slot}>
        {children}
      </section>
    );
  }
  const target = host.target(slot);
  return target ? createPortal(children, target) : null;
}
