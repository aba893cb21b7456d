// What the browser tests check of a table, run inside the page (each function but
// `tableProblems` is self-contained: `page.evaluate` sends its source, nothing around it).
import type { Page } from 'playwright-core';
import { tableCoverProblems } from '@parlor/ui/testing';

/**
 * Everything a seated player needs that lies outside the window or under something else: the
 * seats, piles and panels of the table (libs/ui's `tableCoverProblems`, the check the stories
 * run too) and what the room adds round it (`seatedProblems`). Empty when all is in view, uncovered.
 */
export async function tableProblems(page: Page): Promise<string[]> {
  return [...(await page.evaluate(tableCoverProblems, '.room__board')), ...(await page.evaluate(seatedProblems))];
}

/**
 * What a seated player needs besides the table, outside the window or under something else: the
 * hand, the open prompt and each of its buttons (or, where they scroll inside it, their list),
 * the dock's newest log line; and a page that scrolls at all.
 */
export function seatedProblems(): string[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const wrong: string[] = [];
  const name = (element: Element, what: string) => `${what} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  function check(element: Element, what: string): void {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return;
    if (box.top < -1 || box.left < -1 || box.bottom > height + 1 || box.right > width + 1) {
      wrong.push(`${name(element, what)} lies outside the ${width}×${height} window (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`);
      return;
    }
    // Its middle must show the element itself, not something drawn over it (the dock over a seat).
    const x = Math.min(width - 1, Math.max(0, box.left + box.width / 2));
    const y = Math.min(height - 1, Math.max(0, box.top + Math.min(box.height / 2, 12)));
    const top = document.elementFromPoint(x, y);
    // A card gliding past on its way to a pile covers nothing for long.
    const gliding = top?.closest('[data-card-id]');
    if (gliding && gliding.getAnimations().length > 0) return;
    if (top && top !== element && !element.contains(top) && !top.contains(element)) {
      wrong.push(`${name(element, what)} is covered at its middle by ${top.tagName.toLowerCase()}.${[...top.classList].join('.')}`);
    }
  }
  const board = document.querySelector('.room__board');
  if (!board) return ['no board on the page'];
  const hand = board.querySelector('[data-parlor-hand]');
  if (hand) check(hand, 'the hand');
  const prompt = board.querySelector('[data-parlor-prompt]');
  if (prompt) {
    // Answers that scroll inside the prompt (more than a short dock holds, a row of cards to pick
    // from) are judged as a list: in view and uncovered, and when it scrolls down, tall enough to
    // show a button and more.
    const scrolling = new Set<Element>();
    const squeezable = new Set<Element>();
    for (const list of prompt.querySelectorAll('*')) {
      const style = getComputedStyle(list);
      const down = (style.overflowY === 'auto' || style.overflowY === 'scroll') && list.scrollHeight > list.clientHeight + 1;
      const across = (style.overflowX === 'auto' || style.overflowX === 'scroll') && list.scrollWidth > list.clientWidth + 1;
      if (down) squeezable.add(list);
      if (down || across) scrolling.add(list);
    }
    for (const list of scrolling) {
      check(list, `the prompt's list of answers`);
      const tallest = Math.max(0, ...[...list.querySelectorAll('button')].map((button) => button.getBoundingClientRect().height));
      if (squeezable.has(list) && list.clientHeight < tallest * 1.2) wrong.push(`${name(list, "the prompt's list of answers")} is squeezed to ${list.clientHeight} px`);
    }
    for (const button of prompt.querySelectorAll('button')) if (![...scrolling].some((list) => list.contains(button))) check(button, `the prompt's button`);
  }
  const latest = board.querySelector('[data-parlor-latest]');
  if (latest) check(latest, 'the newest log line');
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollHeight > height + 1) {
    // Say what reaches furthest down, so a failure names its cause.
    let lowest: Element | undefined;
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.height > 0 && box.bottom + window.scrollY > bottom) [lowest, bottom] = [element, box.bottom + window.scrollY];
    }
    const what = lowest ? `${lowest.tagName.toLowerCase()}.${[...lowest.classList].join('.')}` : 'nothing';
    wrong.push(`the page scrolls down (${page.scrollHeight} px tall in a ${height} px window; lowest: ${what} at ${Math.round(bottom)})`);
  }
  if (page.scrollWidth > width + 1) wrong.push(`the page scrolls sideways (${page.scrollWidth} px wide in a ${width} px window)`);
  return wrong;
}

/** How many seats, piles and panels the board shows (a table that drew nothing would pass the check above). */
export function tableCounts(): { seats: number; piles: number; panels: number } {
  const board = document.querySelector('.room__board');
  return {
    seats: board?.querySelectorAll('[data-parlor-seat]').length ?? 0,
    piles: board?.querySelectorAll('[data-parlor-pile]').length ?? 0,
    panels: board?.querySelectorAll('[data-parlor-panel]').length ?? 0,
  };
}
