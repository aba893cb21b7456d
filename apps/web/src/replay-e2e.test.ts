// @vitest-environment node
// End to end: a match played to its end by the server's bots, found on the history page in
// Chromium, opened as a replay and stepped through from two points of view, each showing the
// hand that seat held at that move and nothing of the other's.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';

const missing = browserMissing();
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

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-replay-e2e-'));
    server = await startServer(dataDir);
    browser = await launchChromium();
    // Two bots play a match to its end (the server's bots, a short pause before each move).
    const created = await fetch(`${server.url}/games/${GAME}/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2, bots: ['0', '1'] }),
    });
    matchID = ((await created.json()) as { matchID: string }).matchID;
    for (const start = Date.now(); ; await sleep(250)) {
      const history = (await (await fetch(`${server.url}/api/history?game=${GAME}`)).json()) as { matches: { matchID: string }[] };
      if (history.matches.some((match) => match.matchID === matchID)) break;
      if (Date.now() - start > 180_000) throw new Error(`the bots did not finish match ${matchID} within 3 minutes`);
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
      const watch = page.getByRole('link', { name: 'Watch replay' }).first();
      await watch.waitFor();
      expect(await watch.getAttribute('href')).toBe(`/replay/${GAME}/${matchID}`);
      await page.screenshot({ path: join(artifacts, 'history.png'), fullPage: true });

      const opened = performance.now();
      await watch.click();
      await page.waitForURL((url) => url.pathname === `/replay/${GAME}/${matchID}`);
      const position = page.getByText(/^Move \d+ of \d+$/);
      await position.waitFor();
      const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')![1]);
      console.info(`replay of ${total} moves ready to step through ${(performance.now() - opened).toFixed(0)} ms after the click`);
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
});
