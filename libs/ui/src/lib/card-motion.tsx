import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** How long a card takes to glide to its new place, in milliseconds. */
export const GLIDE_MS = 260;
/** How long a card the viewer has not seen before takes to appear. */
export const APPEAR_MS = 200;
// Moves shorter than this (sub-pixel layout shifts) are not worth an animation.
const MIN_DISTANCE_PX = 3;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Animates the cards inside it between renders: a card (an element with `data-card-id`, as
 * `Card` renders its `id`) that shows up in another place glides there from where it was (a
 * card played from the hand onto the pile, drawn from the pile into the hand); a card not
 * shown before fades in. Nothing moves for a player who asked for reduced motion. Only the
 * ids the board shows are used, so a hidden card's identity never enters the page.
 */
export function CardMotion({ children }: { children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const places = useRef(new Map<string, { x: number; y: number }>());
  // The window's size when the places were taken: a resized window moves every card, and that
  // is the table rearranging itself, not cards travelling.
  const windowSize = useRef('');

  // After every render: compare each card's place with the last one seen.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const size = `${window.innerWidth}x${window.innerHeight}`;
    const resized = windowSize.current !== '' && windowSize.current !== size;
    windowSize.current = size;
    const still = reducedMotion() || resized;
    const seenBefore = places.current.size > 0;
    const now = new Map<string, { x: number; y: number }>();
    for (const card of element.querySelectorAll<HTMLElement>('[data-card-id]')) {
      const id = card.dataset.cardId;
      if (!id || now.has(id)) continue;
      const rect = card.getBoundingClientRect();
      // Page coordinates: scrolling the page is not a card moving.
      const place = { x: rect.left + window.scrollX, y: rect.top + window.scrollY };
      now.set(id, place);
      if (still || typeof card.animate !== 'function') continue;
      const before = places.current.get(id);
      if (before) {
        const dx = before.x - place.x;
        const dy = before.y - place.y;
        if (Math.abs(dx) + Math.abs(dy) >= MIN_DISTANCE_PX) {
          card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: GLIDE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' });
        }
      } else if (seenBefore) {
        card.animate([{ opacity: 0, transform: 'scale(0.85)' }, { opacity: 1, transform: 'none' }], { duration: APPEAR_MS, easing: 'ease-out' });
      }
    }
    places.current = now;
  });

  return (
    <div ref={root} className="pl-motion">
      {children}
    </div>
  );
}
