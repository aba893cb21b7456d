/** A move as a board made it: its name and arguments. */
export interface MadeMove {
  move: string;
  args: unknown[];
}

/** What clicking through a generic board found. */
export interface BoardWalk {
  /** Every move some sequence of clicks made, as `JSON.stringify({ move, args })`, each once, sorted. */
  reached: string[];
  /** What broke the board's conventions on the way (a move control that is no button, a click making two moves...). */
  problems: string[];
}

/**
 * `moves` for a board under test: every call is recorded in `made` (any move name).
 */
export function recordingMoves(made: MadeMove[]): Record<string, (...args: unknown[]) => void> {
  return new Proxy({} as Record<string, (...args: unknown[]) => void>, {
    get: (_, name) => (typeof name === 'string' ? (...args: unknown[]) => void made.push({ move: name, args }) : undefined),
  });
}

/**
 * Clicks through every path of a rendered generic board (under `root`): each `data-parlor-step`
 * control in turn, then every `data-parlor-move` control it leads to, going back to the start
 * (`data-parlor-back`) between paths (and along the path again where a move ended the choice). `made` is the list the board's `moves` record into (see
 * {@link recordingMoves}); `click` clicks an element the way the test environment needs (Testing
 * Library's `fireEvent.click`). Each move control must be a button making exactly the move it
 * names, once; each step control must make no move.
 */
export function walkGenericBoard(root: Element, made: MadeMove[], click: (element: Element) => void, limit = 5000): BoardWalk {
  const reached = new Set<string>();
  const problems: string[] = [];
  let clicks = 0;
  const home = () => {
    for (let guard = 0; guard < 20; guard++) {
      const back = root.querySelector('[data-parlor-back]');
      if (!back) return;
      click(back);
    }
    problems.push('the back control never returns to the start');
  };
  const follow = (path: readonly string[]): boolean => {
    home();
    for (const key of path) {
      const step = [...root.querySelectorAll('[data-parlor-step]')].find((element) => element.getAttribute('data-parlor-step') === key);
      if (!step) {
        problems.push(`the step ${key} after ${path.join(' > ')} is gone`);
        return false;
      }
      const before = made.length;
      click(step);
      clicks++;
      if (made.length !== before) problems.push(`the step ${key} made a move`);
    }
    return true;
  };
  const explore = (path: readonly string[]) => {
    if (clicks > limit || !follow(path)) return;
    const count = root.querySelectorAll('[data-parlor-move]').length;
    const steps = [...new Set([...root.querySelectorAll('[data-parlor-step]')].map((element) => element.getAttribute('data-parlor-step') ?? ''))];
    for (let i = 0; i < count; i++) {
      // A board that went back to its start after a move is led along the path again.
      if (i > 0 && path.length > 0 && !root.querySelector('[data-parlor-back]') && !follow(path)) return;
      const control = root.querySelectorAll('[data-parlor-move]')[i];
      if (!control) {
        problems.push(`move control ${i} after ${path.join(' > ')} is gone`);
        continue;
      }
      // Read before the click: the board goes back to its start, where the same element may be a step.
      const name = control.getAttribute('data-parlor-move');
      if (control.tagName !== 'BUTTON') problems.push(`the move control ${name} is a ${control.tagName}, not a button`);
      const before = made.length;
      click(control);
      clicks++;
      const now = made.slice(before);
      if (now.length !== 1) problems.push(`the move control ${name} after ${path.join(' > ') || 'nothing'} made ${now.length} moves`);
      for (const move of now) {
        if (move.move !== name) problems.push(`the control named ${name} made ${move.move}`);
        reached.add(JSON.stringify({ move: move.move, args: move.args }));
      }
    }
    for (const key of steps) {
      if (path.includes(key)) {
        problems.push(`the step ${key} is offered again after ${path.join(' > ')}`);
        continue;
      }
      explore([...path, key]);
    }
  };
  explore([]);
  if (clicks > limit) problems.push(`more than ${limit} clicks: the walk stopped`);
  home();
  return { reached: [...reached].sort(), problems };
}
