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

/** The least width a seat of the top row shrinks to before the row wraps (table.css). */
const TOP_SEAT_MIN = 84;

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
  // The top row wraps when it holds more seats than fit across, and each line it adds is a seat's
  // height the felt no longer has. Seats tall with a game's content (cards in play, counters) on a
  // short table could leave the centre no room at all, and it was then drawn over the seats. So
  // when this choice leaves the felt less than it needs, the split that leaves it most is taken,
  // the sides holding no more than the band between the top row and the reader's seat.
  const perLine = Math.max(1, Math.floor((width - gap) / (TOP_SEAT_MIN + gap)));
  const band = (s: number) => {
    const lines = Math.ceil((others - 2 * s) / perLine);
    return height - lines * seatHeight - (lines - 1) * gap - meHeight - 4 * gap;
  };
  const sideNeed = (s: number) => s * seatHeight + Math.max(0, s - 1) * gap;
  const feltNeeds = Math.min(120, height * 0.22);
  if (band(side) >= feltNeeds && sideNeed(side) <= band(side)) return { left: side, top: others - 2 * side, right: side };
  let best = side;
  let bestScore = -Infinity;
  for (let s = 0; s <= Math.floor((others - 1) / 2); s++) {
    // Side seats spilling out of the band cover the top row or the reader's seat: worse than a smaller felt.
    const spill = Math.max(0, sideNeed(s) - band(s));
    // Of splits as good, the one nearest the usual choice.
    const score = Math.min(band(s), feltNeeds) - 2 * spill - Math.abs(s - side) / 100;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return { left: best, top: others - 2 * best, right: best };
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

/** The scales {@link FitBox} tries, largest first. */
const FIT_SCALES = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.42, 0.35, 0.3, 0.25];

/**
 * Fits its content in the box it is in: the content wraps to the width that lets it be drawn
 * largest, then is scaled down (never up) to fit. A narrow, tall felt (a phone's, between two
 * sides of seats) gets its panels and piles stacked and readable instead of one wide row scaled
 * to a strip; the centre of a small table stays whole and in view.
 */
function FitBox({ children }: { children?: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fitted, setFitted] = useState<{ scale: number; width?: number }>({ scale: 1 });
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    const fit = () => {
      const room = box.getBoundingClientRect();
      if (content.offsetWidth === 0 || content.offsetHeight === 0) return;
      // Each width tried is laid out here (offset sizes ignore the transform): the widest that
      // fits at its own scale wins, else the one drawn largest.
      let best = { scale: 0, width: 0 };
      for (const step of FIT_SCALES) {
        const width = Math.max(1, Math.floor(Math.min(900, room.width / step)));
        content.style.width = `${width}px`;
        // Its extent, not its box: an item wider than the width tried overflows it (on both
        // sides, centred), and the box grows to the height of its lines.
        let extent = content.offsetWidth;
        for (const item of content.children) extent = Math.max(extent, (item as HTMLElement).offsetWidth);
        // A felt with no room left (seats filling the table) shrinks the centre to nothing rather
        // than leave it at its last scale, drawn over the seats and the dock.
        const scale = Math.max(0.01, Math.min(1, room.width / extent, room.height / content.offsetHeight));
        if (scale > best.scale + 0.005) best = { scale, width };
        if (scale >= step - 0.005) break;
      }
      content.style.width = `${best.width}px`;
      setFitted((now) => (now.width === best.width && Math.abs(now.scale - best.scale) < 0.01 ? now : best));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // Refitted on the next frame, not inside the observer's delivery: trying widths resizes the
    // content it observes.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(box);
    observer.observe(content);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={outer} className="pl-rt__fit">
      <div ref={inner} className="pl-rt__center" style={{ ...(fitted.width ? { width: fitted.width } : {}), ...(fitted.scale < 1 ? { transform: `scale(${fitted.scale})` } : {}) }}>
        {children}
      </div>
    </div>
  );
}
