// @vitest-environment node
// End to end: a match played to its end by the server's bots, found on the history page in
// Chromium, opened as a replay and stepped through from two points of view, each showing the
// hand that seat held at that move and nothing of the other's.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';

const missing = browserMissing();

// expect.poll gives up after 1 s unless told otherwise: too soon for what a browser shows of a
// server's answer on a busy machine. What every poll here waits for comes from the server or
// the page, so each waits as long as this.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

const GAME = 'exploding-kittens';

interface ReplayAnswer {
  steps: { state: { G: { zones: Record<string, unknown> }; _stateID: number } }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing !== undefined)('replays in Chromium against the real server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  let matchID = '';
  let longMatchID = '';

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-replay-e2e-'));
    // The server's bots play without a pause: only the finished matches matter here.
    server = await startServer(dataDir, undefined, { BOT_DELAY_MS: '0' });
    browser = await launchChromium();
    // Bots play two matches to their end: one of two seats to step through, and one of ten,
    // hundreds of moves long, to time how soon a long replay is ready.
    const create = async (numPlayers: number) => {
      const created = await fetch(`${server.url}/games/${GAME}/create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ numPlayers, bots: Array.from({ length: numPlayers }, (_, seat) => String(seat)) }),
      });
      return ((await created.json()) as { matchID: string }).matchID;
    };
    matchID = await create(2);
    longMatchID = await create(10);
    for (const start = Date.now(); ; await sleep(250)) {
      const history = (await (await fetch(`${server.url}/api/history?game=${GAME}`)).json()) as { matches: { matchID: string }[] };
      if ([matchID, longMatchID].every((id) => history.matches.some((match) => match.matchID === id))) break;
      if (Date.now() - start > 300_000) throw new Error(`the bots did not finish matches ${matchID} and ${longMatchID} within 5 minutes`);
    }
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The cards of a seat's hand at a step, as the server's replay for that seat's view gives them. */
  async function handAt(seat: string, step: number): Promise<number> {
    const replay = (await (await fetch(`${server.url}/api/replay/${GAME}/${matchID}?view=${seat}`)).json()) as ReplayAnswer;
    const hand = replay.steps[step]!.state.G.zones[`hand:${seat}`];
    if (!Array.isArray(hand)) throw new Error(`seat ${seat}'s own view has no list of its hand`);
    return hand.length;
  }

  /** The number of cards in the hand the page shows as "Your hand" (none when it shows no hand). */
  async function shownHand(page: Page): Promise<number> {
    const hand = page.getByRole('group', { name: 'Your hand' });
    if ((await hand.count()) === 0) return 0;
    return (await hand.locator('[aria-label]').all()).length;
  }

  it('opens a finished match from the history page and steps through it from two points of view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await explained(page, async () => {
      // The lobby links to the history, which lists the match with a link to its replay.
      await page.goto(server.url);
      await page.getByRole('link', { name: 'Match history and replays' }).click();
      await page.waitForURL((url) => url.pathname === '/history');
      const watch = page.locator(`a[href="/replay/${GAME}/${matchID}"]`);
      await watch.waitFor();
      expect(await watch.textContent()).toBe('Watch replay');
      await page.screenshot({ path: join(artifacts, 'history.png'), fullPage: true });

      await watch.click();
      await page.waitForURL((url) => url.pathname === `/replay/${GAME}/${matchID}`);
      const position = page.getByText(/^Move \d+ of \d+$/);
      await position.waitFor();
      const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')![1]);
      expect(total).toBeGreaterThan(2);

      // From the first seat's point of view: its hand, as it held it, move by move.
      const view = page.getByLabel('Point of view');
      await view.selectOption('0');
      await page.waitForURL((url) => url.searchParams.get('view') === '0');
      // A replay opens at its start.
      await expect.poll(() => position.textContent()).toBe(`Move 0 of ${total}`);
      expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
      for (let move = 1; move <= 3; move++) {
        await page.getByRole('button', { name: 'Next move' }).click();
        await expect.poll(() => position.textContent()).toBe(`Move ${move} of ${total}`);
        const expected = await handAt('0', move);
        await expect.poll(() => shownHand(page)).toBe(expected);
      }
      await page.screenshot({ path: join(artifacts, 'replay-seat-0.png'), fullPage: true });

      // The second seat's point of view at the same move: its own hand, and the move is kept.
      await view.selectOption('1');
      await page.waitForURL((url) => url.searchParams.get('view') === '1');
      await expect.poll(() => position.textContent()).toBe(`Move 3 of ${total}`);
      await expect.poll(() => shownHand(page)).toBe(await handAt('1', 3));
      // Back a move with the keyboard, then to the end, where the result shows.
      await page.locator('body').press('ArrowLeft');
      await expect.poll(() => position.textContent()).toBe(`Move 2 of ${total}`);
      await expect.poll(() => shownHand(page)).toBe(await handAt('1', 2));
      await page.getByRole('button', { name: 'End' }).click();
      await expect.poll(() => position.textContent()).toBe(`Move ${total} of ${total}`);
      await page.getByText(/won|wins|Winner/i).first().waitFor();
      await page.screenshot({ path: join(artifacts, 'replay-seat-1.png'), fullPage: true });

      // A spectator holds no hand.
      await view.selectOption('spectator');
      await page.waitForURL((url) => url.searchParams.get('view') === 'spectator');
      await expect.poll(() => shownHand(page)).toBe(0);
    });
    await context.close();
  }, 300_000);

  it('has a long replay ready to step through soon after its link is clicked (prints the figure)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await explained(page, async () => {
      const figures: string[] = [];
      // The first time with the board's code still to fetch and the replay to build, then
      // again (the server answers from what it kept, the browser has the code). Timed in the page,
      // from the click to the first move's position shown with the board.
      for (const round of ['first', 'again']) {
        await page.goto(`${server.url}/history?game=${GAME}`);
        const href = `/replay/${GAME}/${longMatchID}`;
        await page.locator(`a[href="${href}"]`).waitFor();
        // As a player reading the list: by then the history has fetched the replay page's code.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/replay-page-[^/]*\.js$/.test(entry.name))), { timeout: 30_000 })
          .toBe(true);
        const ms = await page.evaluate(async (link) => {
          const start = performance.now();
          const ready = new Promise<number>((resolve, reject) => {
            setTimeout(() => reject(new Error('the replay was not shown within 30 s')), 30_000);
            const observer = new MutationObserver(() => {
              if (/^Move 0 of \d+$/m.test(document.body.innerText) && document.querySelector('.replay__board')) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          });
          (document.querySelector(`a[href="${link}"]`) as HTMLElement).click();
          return ready;
        }, href);
        const position = page.getByText(/^Move 0 of \d+$/);
        await position.waitFor();
        const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')![1]);
        // It steps.
        await page.getByRole('button', { name: 'Next move' }).click();
        await page.getByText(`Move 1 of ${total}`, { exact: true }).waitFor();
        const answer = await page.evaluate(() => {
          const timing = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/replay/')) as PerformanceResourceTiming;
          return { ms: timing.responseEnd - timing.requestStart, wire: timing.encodedBodySize, json: timing.decodedBodySize };
        });
        figures.push(`${round}: ${total} moves, ready ${ms.toFixed(0)} ms after the click; its answer took ${answer.ms.toFixed(0)} ms, ${(answer.wire / 1024).toFixed(0)} KiB compressed (${(answer.json / 1024).toFixed(0)} KiB of JSON)`);
      }
      console.info(`replay of a 10-seat match in Chromium:\n  ${figures.join('\n  ')}`);
    });
    await context.close();
  }, 120_000);
});
