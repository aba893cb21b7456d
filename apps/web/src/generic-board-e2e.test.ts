// @vitest-environment node
// Every registered game played to its end through the generic board, in Chromium against
// the real server: one person in the first seat, with `?board=generic` on the match's address,
// and bots in the others, at the fewest seats the game allows and without clocks. The person
// clicks only the generic board's controls, as its conventions name them: a move control
// (`data-parlor-move`) when one is offered, else a step toward one (`data-parlor-step`), each
// chosen at random, waiting for the board to change after each click. The match must end with
// the board's result shown, no page error on the way, and the room's header and the board
// naming the same seats to act at every state seen. A screenshot of the start and of the end of
// each game is kept, and the moves the person made are printed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { gamesUnderTest } from '@parlor/registry';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';

const missing = browserMissing();

/**
 * A game as this test plays it: every registered game (one still being built included, so a
 * generated game is played the day it exists; PARLOR_GAMES narrows it for the one-game check),
 * at its fewest seats.
 */
const GAMES = gamesUnderTest(process.env.PARLOR_GAMES).map((manifest) => ({ id: manifest.id, title: manifest.title.en, players: manifest.minPlayers }));

/** Clicks before the test gives up on reaching a game's end: far more than any game of these takes. */
const MOST_CLICKS = 4000;
/** How long the board may take to change after a click or while the bots play (a busy machine, a long bots' round). */
const CHANGE_MS = 60_000;

/** What the page shows that tells one state of the board from the next. */
interface Seen {
  /** The seats the room's header says the match waits for. */
  header: string | null;
  /** The same, from the generic board. */
  board: string | null;
  over: boolean;
  newest: string | null;
  /** The controls offered, in order. */
  controls: string;
  /** Everything the board says: a move that leaves the controls as they were still changes a count or a line. */
  text: string;
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const board = document.querySelector('.room__board [data-parlor-generic-board]');
    const controls = board ? [...board.querySelectorAll('[data-parlor-move], [data-parlor-step]')] : [];
    return {
      header: document.querySelector('.room__turn')?.getAttribute('data-parlor-acting') ?? null,
      board: board?.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting') ?? null,
      over: document.querySelector('.room__over') !== null || Boolean(board?.querySelector('[data-parlor-result]')),
      newest: board?.querySelector('[data-parlor-newest], [data-parlor-latest]')?.textContent ?? null,
      controls: controls.map((control) => `${control.getAttribute('data-parlor-move') ?? ''}|${control.getAttribute('data-parlor-step') ?? ''}|${control.getAttribute('data-card-id') ?? ''}`).join(' '),
      text: board?.textContent ?? '',
    };
  });
}

const same = (a: Seen, b: Seen) => a.header === b.header && a.board === b.board && a.over === b.over && a.newest === b.newest && a.controls === b.controls && a.text === b.text;

/** Waits until the page shows another state than `before`; false if it has not within `ms`. */
async function changed(page: Page, before: Seen, ms: number): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (!same(await seen(page), before)) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

/** What may keep a control from a click: its box over a few frames, whether it is disabled, what covers its middle, an open dialog. */
function why(control: Locator): Promise<string> {
  return control
    .evaluate(async (element) => {
      const boxes: string[] = [];
      for (let i = 0; i < 3; i++) {
        const box = element.getBoundingClientRect();
        boxes.push(`${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`);
        await new Promise((done) => requestAnimationFrame(done));
      }
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const style = getComputedStyle(element);
      return JSON.stringify({
        boxes,
        disabled: (element as HTMLButtonElement).disabled,
        ariaDisabled: element.closest('[aria-disabled="true"]')?.outerHTML.slice(0, 120) ?? null,
        inert: element.closest('[inert]') !== null,
        visibility: style.visibility,
        animations: element.getAnimations({ subtree: false }).length,
        covered: top && !element.contains(top) ? top.outerHTML.slice(0, 160) : null,
        dialogs: [...document.querySelectorAll('dialog[open]')].map((dialog) => dialog.outerHTML.slice(0, 160)),
      });
    }, undefined, { timeout: 5000 })
    .catch((error: Error) => `unreadable (${error.message.split('\n')[0]})`);
}

describe.skipIf(missing !== undefined)('every game played to its end through the generic board in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-generic-e2e-'));
    // Quick bots: the person's clicks are what the test is about.
    server = await startServer(dataDir, undefined, { BOT_DELAY_MS: '40' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function api<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A page holding seat 0 of a new match of `game` (bots in every other seat, no clocks), and the errors it reports. */
  async function seatedPage(game: (typeof GAMES)[number]): Promise<{ page: Page; matchID: string; errors: string[] }> {
    const bots = Array.from({ length: game.players - 1 }, (_, i) => String(i + 1));
    const { matchID } = await api<{ matchID: string }>(`/games/${game.id}/create`, { numPlayers: game.players, bots, timeControl: 'off' });
    const joined = await api<{ playerCredentials: string }>(`/games/${game.id}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
    const seat = { playerID: '0', credentials: joined.playerCredentials, playerName: 'Ada' };
    // Without motion: a seat's cue or a card gliding into place would keep a control moving under the pointer.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript(([id, held]) => localStorage.setItem(`parlor.seat.${id}`, held), [matchID, JSON.stringify(seat)] as const);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return { page, matchID, errors };
  }

  for (const game of GAMES) {
    it(`${game.title}: one person plays a match of ${game.players} to its end by clicking the generic board's controls`, async () => {
      const { page, matchID, errors } = await seatedPage(game);
      await page.goto(`${server.url}/match/${game.id}/${matchID}?board=generic`);
      await explained(page, () => page.locator(`.room__board [data-parlor-generic-board="${game.id}"] [data-parlor-acting]`).waitFor({ timeout: 60_000 }));
      await page.screenshot({ path: join(artifacts, `generic-${game.id}-${game.players}-start.png`) });

      let random = Number(process.env.PARLOR_WALK_SEED ?? 11);
      const pick = (count: number) => {
        random = (random * 1103515245 + 12345) % 2147483648;
        return random % count;
      };
      const played: string[] = [];
      let states = 0;
      let clicks = 0;
      const missed: string[] = [];
      let movedOn = 0;
      for (; clicks < MOST_CLICKS; clicks++) {
        const before = await seen(page);
        if (before.over) break;
        // The header and the board read the same state: they name the same seats.
        expect(before.board, `${game.title}: the board names who acts`).not.toBeNull();
        expect(before.board, `${game.title}: the header and the board name the same seats`).toBe(before.header);
        states++;
        const moves = page.locator('.room__board [data-parlor-generic-board] [data-parlor-move]:visible');
        const steps = page.locator('.room__board [data-parlor-generic-board] [data-parlor-step]:visible');
        const offered = (await moves.count()) > 0 ? moves : steps;
        const count = await offered.count();
        if (count === 0) {
          // Nothing to click: the bots play; the next state comes.
          if (!(await changed(page, before, CHANGE_MS))) throw new Error(`${game.title}: nothing to click and nothing changed for ${CHANGE_MS / 1000} s (after ${played.length} moves)`);
          continue;
        }
        const control = offered.nth(pick(count));
        // A control may go between the count and the click (a bot's move changed the state, and
        // fewer controls or none are offered now): reading it and clicking it both give up after
        // a while, and the loop looks again, rather than wait for a control that will not come.
        // Playwright's whole call log is kept: its last lines say why the control was refused.
        const gone = (error: Error) => ({ refused: error.message.split('\n').join(' ') });
        const read = await control.getAttribute('data-parlor-move', { timeout: 5000 }).then((move) => ({ move }), gone);
        const move = 'move' in read ? read.move : null;
        const refused = 'refused' in read ? read.refused : await control.click({ timeout: 10_000 }).then(() => undefined, (error: Error) => gone(error).refused);
        if (refused !== undefined) {
          // The board moved on under the click (a bot's move, a window closing): the control
          // went with the state it belonged to, which says nothing about the board. Look again.
          // Bounded all the same: a board that changes all the time yet never takes a click fails.
          if (!same(await seen(page), before) && ++movedOn < 15) continue;
          missed.push(refused);
          // Several in a row, each on a state that stayed: the control cannot be clicked (covered,
          // outside the window, never still), not merely gone.
          if (missed.length >= 5) {
            await page.screenshot({ path: join(artifacts, `generic-${game.id}-${game.players}-refused.png`) });
            throw new Error(`${game.title}: ${missed.length} clicks in a row failed, the last: ${refused}; the control then: ${await why(control)}`);
          }
          continue;
        }
        missed.length = 0;
        movedOn = 0;
        if (move !== null) played.push(move);
        if (!(await changed(page, before, CHANGE_MS))) throw new Error(`${game.title}: a click on ${move ?? 'a step'} changed nothing for ${CHANGE_MS / 1000} s`);
      }
      const end = await seen(page);
      await page.screenshot({ path: join(artifacts, `generic-${game.id}-${game.players}-end.png`) });
      expect(end.over, `${game.title}: the match ended within ${MOST_CLICKS} clicks (${played.length} moves made)`).toBe(true);
      await explained(page, () => page.locator('.room__board [data-parlor-generic-board] [data-parlor-result]').waitFor());
      expect(errors, `${game.title}: errors on the page`).toEqual([]);
      expect(played.length, `${game.title}: the person made moves`).toBeGreaterThan(0);
      console.log(`${game.title} (${game.players} seats): ${played.length} moves in ${clicks} clicks over ${states} states: ${[...new Set(played)].sort().join(', ')}`);
      // A whole match at a person's pace through a real server and browser: generous on a busy machine.
    }, 1_200_000);
  }
});
