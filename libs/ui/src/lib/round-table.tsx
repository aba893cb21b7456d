import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './table.css';

/** One seat of a {@link RoundTable}: its id and what it shows. */
export interface RoundTableSeat {
  id: string;
  node: ReactNode;
}

/** How many of the other seats sit along each side: up the left, across the top, down the right. */
export interface SeatSides {
  left: number;
  top: number;
  right: number;
}

/** What a table's seats measure, once drawn: the tallest seat, and the reader's own. */
export interface SeatMetrics {
  seatHeight: number;
  meHeight: number;
}

/**
 * Where `others` seats go around a table `width` × `height` pixels with the reader's seat at the
 * bottom: as many along the sides as the top row needs to fit and the sides have room for. A
 * table wider than tall seats most across the top; a tall one (a phone) more up the sides.
 * With the seats' measured heights the sides never take more seats than they can show.
 */
export function seatSides(others: number, width: number, height: number, measured?: SeatMetrics): SeatSides {
  if (others <= 2) return { left: 0, top: others, right: 0 };
  // The smallest seat the top row may shrink to, and a seat's height, at this size.
  const seatWidth = width < 520 ? 88 : width < 900 ? 112 : 132;
  const seatHeight = measured?.seatHeight ?? (height < 420 ? 58 : height < 640 ? 76 : 96);
  const meHeight = measured?.meHeight ?? seatHeight;
  const gap = 6;
  // Between the top row and the reader's seat: what the sides have, a seat and a gap each.
  const sideRoom = Math.max(0, Math.floor((height - seatHeight - meHeight - 3 * gap) / (seatHeight + gap)));
  const most = Math.min(Math.floor((others - 1) / 2), sideRoom);
  // Enough on the sides that the top row fits across; at least one a side once there are four,
  // so the table reads as a ring; a tall table more, so its top row is not crowded.
  const fit = Math.ceil((others - Math.floor(width / seatWidth)) / 2);
  const tall = width < height ? Math.round(others * 0.3) : 0;
  const side = Math.max(0, Math.min(most, Math.max(fit, tall, others >= 4 ? 1 : 0)));
  return { left: side, top: others - 2 * side, right: side };
}

/** How closely seats are drawn for a table of this size: `compact` on a phone, `roomy` on a laptop. */
export function tableDensity(width: number, height: number): 'roomy' | 'normal' | 'compact' {
  if (width < 560 || height < 400) return 'compact';
  return width >= 900 && height >= 480 ? 'roomy' : 'normal';
}

/**
 * The table as people sit around it: the reader's seat at the bottom centre, the others in
 * seating order from the reader's left (the next to play), up the left side, across the top
 * and down the right, around the centre (piles, the train, what is in play). A spectator sees
 * the first seat where a player's would be. The seats fill the table's box, whatever its size.
 */
export function RoundTable({ seats, me, center, label }: { seats: readonly RoundTableSeat[]; me?: string | null; center: ReactNode; label?: string }) {
  const { t } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 960, height: 600 });
  const [metrics, setMetrics] = useState<SeatMetrics | undefined>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((now) => (Math.abs(now.width - width) < 8 && Math.abs(now.height - height) < 8 ? now : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // How tall the seats are drawn (and whenever one grows or shrinks), so the sides take no more than fit.
  const ids = seats.map((seat) => seat.id).join(',');
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const heights = [...element.querySelectorAll<HTMLElement>('.pl-rt__seat')].map((seat) => seat.offsetHeight);
      const me = element.querySelector<HTMLElement>('.pl-rt__me')?.offsetHeight ?? 0;
      if (heights.length === 0) return;
      const next = { seatHeight: Math.max(...heights), meHeight: me };
      setMetrics((now) => (now && Math.abs(now.seatHeight - next.seatHeight) < 6 && Math.abs(now.meHeight - next.meHeight) < 6 ? now : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const seat of element.querySelectorAll('.pl-rt__seat, .pl-rt__me')) observer.observe(seat);
    return () => observer.disconnect();
  }, [ids, me]);
  const at = Math.max(0, seats.findIndex((seat) => seat.id === me));
  const anchor = seats[at];
  const others = [...seats.slice(at + 1), ...seats.slice(0, at)];
  const sides = seatSides(others.length, size.width, size.height, metrics);
  const left = others.slice(0, sides.left);
  const top = others.slice(sides.left, sides.left + sides.top);
  const right = others.slice(sides.left + sides.top);
  const item = (seat: RoundTableSeat) => (
    <li key={seat.id} className="pl-rt__seat">
      {seat.node}
    </li>
  );
  return (
    <div ref={box} className="pl-rt" role="region" aria-label={label ?? t('table.label')} data-others={others.length} data-sides={sides.left} data-density={tableDensity(size.width, size.height)}>
      {/* Seating order is reading order: the left side from the bottom up, the top, the right side down. */}
      <ol className="pl-rt__side pl-rt__side--left">{left.map(item)}</ol>
      <ol className="pl-rt__top">{top.map(item)}</ol>
      <ol className="pl-rt__side pl-rt__side--right">{right.map(item)}</ol>
      <div className="pl-rt__felt">
        <FitBox>{center}</FitBox>
      </div>
      {anchor && <div className="pl-rt__me">{anchor.node}</div>}
    </div>
  );
}

/** Scales its content down (never up) to fit the box it is in: the centre of a small table stays whole and in view. */
function FitBox({ children }: { children?: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const fit = () => {
      // The content's own size, unscaled (offset sizes ignore transforms).
      const width = content.offsetWidth;
      const height = content.offsetHeight;
      const room = box.getBoundingClientRect();
      if (width === 0 || height === 0 || room.width === 0 || room.height === 0) return;
      const next = Math.min(1, room.width / width, room.height / height);
      setScale((now) => (Math.abs(now - next) < 0.01 ? now : next));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="pl-rt__fit">
      <div ref={inner} className="pl-rt__center" style={scale < 1 ? { transform: `scale(${scale})` } : undefined}>
        {children}
      </div>
    </div>
  );
}
