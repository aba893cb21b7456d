/**
 * What a seated player would have to scroll to see, or cannot read, in the part of the page
 * under `rootSelector`: the hand (its first row, or all of it where it scrolls sideways), the open prompt (`data-parlor-prompt`) and
 * each of its buttons (or the list they scroll in) outside the window; the dock's newest line not the log's newest line,
 * or outside the window; the log not scrolled to its newest line; the page scrolling sideways;
 * a card's name running over its edges. Empty when all is well.
 *
 * It runs in the browser (`page.evaluate(layoutProblems, '#main')`), so it is one
 * self-contained function: no imports, no helpers outside its body.
 */
export function layoutProblems(rootSelector: string): string[] {
  const wrong: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const root = document.querySelector(rootSelector);
  if (!root) return [`nothing matches ${rootSelector}`];
  function inWindow(element: Element, what: string): void {
    // A card gliding to its place (a draw, a play) is judged where it lands, not on its way.
    const gliding = element.closest('[data-card-id]') ?? element.querySelector('[data-card-id]');
    if (gliding && gliding.getAnimations().some((animation) => animation.playState === 'running')) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return;
    if (box.top < -1 || box.left < -1 || box.bottom > height + 1 || box.right > width + 1) {
      wrong.push(`${what} lies outside the ${width}×${height} window (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`);
    }
  }
  const hand = root.querySelector('[data-parlor-hand]');
  // A hand that scrolls sideways (a phone) is judged as a whole: its first card may be scrolled
  // out of its row by the player, not out of the window.
  if (hand) inWindow(hand.scrollWidth > hand.clientWidth + 1 ? hand : (hand.firstElementChild ?? hand), 'the hand');
  const prompt = root.querySelector('[data-parlor-prompt]');
  if (prompt) {
    inWindow(prompt.querySelector('h2, h3, legend, p') ?? prompt, `the prompt "${prompt.getAttribute('data-parlor-prompt')}"`);
    // Answers that scroll inside the prompt (a short dock, a row of cards to pick from) are judged
    // as a list: in view, and when it scrolls down, tall enough to show a button and more.
    const scrolling: Element[] = [];
    const squeezable: Element[] = [];
    for (const list of prompt.querySelectorAll('*')) {
      const style = getComputedStyle(list);
      const down = (style.overflowY === 'auto' || style.overflowY === 'scroll') && list.scrollHeight > list.clientHeight + 1;
      const across = (style.overflowX === 'auto' || style.overflowX === 'scroll') && list.scrollWidth > list.clientWidth + 1;
      if (down) squeezable.push(list);
      if (down || across) scrolling.push(list);
    }
    for (const list of scrolling) {
      inWindow(list, `the prompt's list of answers`);
      const tallest = Math.max(0, ...[...list.querySelectorAll('button')].map((button) => button.getBoundingClientRect().height));
      if (squeezable.includes(list) && list.clientHeight < tallest * 1.2) wrong.push(`the prompt's list of answers is squeezed to ${list.clientHeight} px`);
    }
    for (const button of prompt.querySelectorAll('button')) {
      if (!scrolling.some((list) => list.contains(button))) inWindow(button, `the prompt's button "${(button.textContent ?? '').trim()}"`);
    }
  }
  const newest = root.querySelector('[data-parlor-newest]');
  const latest = root.querySelector('[data-parlor-latest]');
  if (newest) {
    if (latest && latest.textContent !== newest.textContent) wrong.push(`the dock shows "${latest.textContent}" but the newest log line is "${newest.textContent}"`);
    const scroller = newest.closest('[role="log"]');
    if (scroller) {
      const inner = scroller.getBoundingClientRect();
      const line = newest.getBoundingClientRect();
      if (line.bottom > inner.bottom + 2 || line.top < inner.top - 2) wrong.push('the log is not scrolled to its newest line');
    }
  }
  if (latest) inWindow(latest, 'the newest log line in the dock');
  if (document.documentElement.scrollWidth > width + 1) wrong.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  for (const card of root.querySelectorAll<HTMLElement>('.pl-card')) {
    if (card.scrollWidth > card.clientWidth + 1 || card.scrollHeight > card.clientHeight + 1) {
      wrong.push(`the card "${card.getAttribute('aria-label') ?? card.textContent}" does not hold its face (${card.scrollWidth}×${card.scrollHeight} in ${card.clientWidth}×${card.clientHeight})`);
    }
  }
  return wrong;
}

/**
 * The table under `rootSelector` as a whole: every seat, pile and event panel (`data-parlor-seat`,
 * `-pile`, `-panel`) in the window and showing itself at its middle, not something drawn over it
 * (seats crowding a short table once left the centre no room, and it was drawn over them). A
 * dialog over the board (a card's help) covers it on purpose: nothing is judged then. Empty when
 * all is well. Self-contained, like {@link layoutProblems}: it runs in the browser.
 */
export function tableCoverProblems(rootSelector: string): string[] {
  const root = document.querySelector(rootSelector);
  if (!root) return [`nothing matches ${rootSelector}`];
  if (document.querySelector('[aria-modal="true"], [data-parlor-card-help]')) return [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const wrong: string[] = [];
  for (const [selector, what] of [
    ['[data-parlor-seat]', 'the seat'],
    ['[data-parlor-pile]', 'the pile'],
    ['[data-parlor-panel]', 'the panel'],
  ]) {
    for (const element of root.querySelectorAll(selector!)) {
      const label = `${what} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.top < -1 || box.left < -1 || box.bottom > height + 1 || box.right > width + 1) {
        wrong.push(`${label} lies outside the ${width}×${height} window (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`);
        continue;
      }
      const x = Math.min(width - 1, Math.max(0, box.left + box.width / 2));
      const y = Math.min(height - 1, Math.max(0, box.top + Math.min(box.height / 2, 12)));
      const top = document.elementFromPoint(x, y);
      // A card gliding past on its way to a pile covers nothing for long.
      if (top?.closest('[data-card-id]')?.getAnimations().length) continue;
      if (top && top !== element && !element.contains(top) && !top.contains(element)) wrong.push(`${label} is covered at its middle by ${top.tagName.toLowerCase()}.${[...top.classList].join('.')}`);
    }
  }
  return wrong;
}
