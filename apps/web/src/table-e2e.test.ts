// @vitest-environment node
// The table as players meet it, end to end: every registered game, at the most seats it
// allows, played through its board by two people in separate browser contexts, one on a laptop
// and one on a phone, with bots in the other seats. At every kind of state the laptop's player
// reaches, the table is looked at in four windows (1280×800, 1366×768, a phone upright 390×844
// and sideways 844×390): every seat (theirs included), the piles, the event or round panel, the
// hand, the prompt's buttons and the newest log line are in the window, uncovered, without the
// page scrolling; a screenshot of each is kept. At every state either page reaches, the room's
// header and the board name the same seats to act, and the page passes an accessibility check
// (axe-core: no serious or critical violation).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { gamesUnderTest } from '@parlor/registry';
import { layoutProblems } from '@parlor/ui/testing';
import { artifacts, axeProblems, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';
import { tableCounts, tableProblems } from './test/table-checks';

const missing = browserMissing();

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The four windows every table must fit. */
const SIZES = [
  { name: 'laptop', ...LAPTOP },
  { name: 'laptop-1366', width: 1366, height: 768 },
  { name: 'phone', ...PHONE },
  { name: 'phone-sideways', width: 844, height: 390 },
] as const;

/**
 * A game as this test plays it: every registered game (one still being built included, so a
 * generated game is covered the day it exists; PARLOR_GAMES narrows it for the one-game
 * check), at the most seats it allows.
 */
interface GameUnderTest {
  id: string;
  title: string;
  players: number;
  /** Actions per page before the test stops looking (the full games' endings are tested elsewhere). */
  steps: number;
}

const GAMES: GameUnderTest[] = gamesUnderTest(process.env.PARLOR_GAMES).map((manifest) => ({ id: manifest.id, title: manifest.title.en, players: manifest.maxPlayers, steps: 24 }));
/** Buttons of the dock that end or advance one's turn, clicked more often than the rest. */
const PROGRESS = /^(End (my|the|your) turn|Draw|結束|抽)/i;

/** What one page shows at one moment. */
interface Seen {
  /** The seats the header says the match waits for. */
  header: string;
  /** The same, from the board's own status line. */
  board: string | null;
  mine: boolean;
  prompt: string | null;
  over: boolean;
  newest: string | null;
  /** What the room shows in place of a board that threw (its message), or null. */
  failed: string | null;
}

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const header = document.querySelector('.room__turn');
    const board = document.querySelector('.room__board [data-parlor-acting]');
    const prompt = document.querySelector('.room__board [data-parlor-prompt]');
    const newest = document.querySelector('.room__board [data-parlor-newest]');
    return {
      header: header?.getAttribute('data-parlor-acting') ?? '',
      board: board?.getAttribute('data-parlor-acting') ?? null,
      mine: header?.hasAttribute('data-mine') ?? false,
      prompt: prompt ? prompt.getAttribute('data-parlor-prompt') || 'prompt' : null,
      over: document.querySelector('.room__over') !== null,
      newest: newest?.textContent ?? null,
      // The board threw and the room shows why instead (its error boundary).
      failed: document.querySelector('.room__board .pl-problem')?.textContent ?? null,
    };
  });
}

/**
 * Resolves once the short animations (cards gliding into place, the turn cue) have ended, or
 * after 5 s. A countdown's bar also animates, for as long as its clock runs: not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // What a change (a resize, a move) starts, it starts within a frame or two.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 2000);
    const done = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Waits until the page shows something other than `before` (another state), or the bound passes. */
async function changed(page: Page, before: Seen, ms = 8000): Promise<void> {
  const key = (state: Seen) => JSON.stringify([state.header, state.prompt, state.newest, state.over]);
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (key(await seen(page)) !== key(before)) return;
    await page.waitForTimeout(50);
  }
}

describe.skipIf(missing !== undefined)('the table in Chromium, on a laptop and on a phone', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-table-e2e-'));
    server = await startServer(dataDir);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    (page as Page & { errors?: string[] }).errors = errors;
    return page;
  }

  it('the lobby passes the accessibility check on a laptop and on a phone', async () => {
    for (const [name, viewport] of [
      ['laptop', LAPTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage(viewport);
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Play Exploding Kittens' }).click();
      await page.getByRole('button', { name: 'Create and sit down' }).waitFor();
      expect(await axeProblems(page, '#main'), `the lobby on a ${name}`).toEqual([]);
    }
  });

  for (const game of GAMES) {
    it(`${game.title}: every state two players reach keeps the hand, the prompt and the newest line in view, and the header agrees with the board`, async () => {
      const laptop = await newPage(LAPTOP);
      const phone = await newPage(PHONE);
      // Ada creates the match with bots in the seats past the second; Bo joins from the lobby.
      // ?dev: the lobby offers a game still being built too.
      await laptop.goto(`${server.url}/?dev`);
      await laptop.getByRole('textbox', { name: 'Your name' }).fill('Ada');
      await laptop.getByRole('button', { name: `Play ${game.title}` }).click();
      await laptop.getByRole('combobox', { name: 'Players' }).selectOption(String(game.players));
      // Seat 1 is Ada's own (no choice); the radio groups are seats 2 and up.
      const seats = await laptop.getByRole('radiogroup', { name: /^Seat \d+$/ }).all();
      for (const seat of seats.slice(1)) await seat.getByRole('radio', { name: 'a bot' }).check();
      await laptop.getByRole('combobox', { name: 'Clock' }).selectOption('off');
      // Every option the game has switched on (BANG!'s expansions and event decks): the fullest table.
      for (const box of await laptop.locator('.lobby__create input[type="checkbox"]:not([id$="-unlisted"])').all()) if (!(await box.isChecked())) await box.check();
      await laptop.getByRole('button', { name: 'Create and sit down' }).click();
      await laptop.getByRole('region', { name: 'Waiting for players' }).waitFor();
      // The second seat stays free, for Bo.
      const matchID = laptop.url().split('/').at(-1)!;
      await phone.goto(`${server.url}/match/${game.id}/${matchID}`);
      await phone.getByRole('textbox', { name: 'Your name' }).fill('Bo');
      await explained(phone, () => phone.getByRole('button', { name: /^Take this seat/ }).first().click());
      await explained(laptop, () => laptop.locator('.room__board [data-parlor-acting]').waitFor({ timeout: 60_000 }));
      await explained(phone, () => phone.locator('.room__board [data-parlor-acting]').waitFor({ timeout: 60_000 }));

      const pages = [
        { page: laptop, name: 'laptop' },
        { page: phone, name: 'phone' },
      ];
      const shot = new Set<string>();
      const kinds = { laptop: new Set<string>(), phone: new Set<string>() };
      let random = 7;
      const pick = (count: number) => {
        random = (random * 1103515245 + 12345) % 2147483648;
        return random % count;
      };

      // The seats, piles and panels every window must show whole: each kind of state the
      // laptop's player meets is looked at in all four windows, with a screenshot of each.
      const inEveryWindow = async (page: Page, kind: string) => {
        for (const size of SIZES) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await settled(page);
          const problems = await tableProblems(page);
          const counts = await page.evaluate(tableCounts);
          const file = `table-${game.id}-${game.players}-${size.name}-${kind}`;
          if (!shot.has(file)) {
            shot.add(file);
            await page.screenshot({ path: join(artifacts, `${file}.png`), animations: 'disabled' });
          }
          if (problems.length > 0) await page.screenshot({ path: join(artifacts, `${file}-wrong.png`), animations: 'disabled' });
          expect(problems, `${game.title}, ${game.players} seats, ${size.width}×${size.height}, ${kind}`).toEqual([]);
          expect(counts.seats, `${game.title}: every seat on the table at ${size.width}×${size.height}`).toBe(game.players);
          if (!axed.has(size.name)) {
            axed.add(size.name);
            expect(await axeProblems(page, '#main'), `${game.title}: the board at ${size.width}×${size.height}`).toEqual([]);
          }
        }
        await page.setViewportSize(LAPTOP);
        await settled(page);
      };
      const axed = new Set<string>();
      const windowsSeen = new Set<string>();

      const look = async ({ page, name }: (typeof pages)[number]) => {
        // A click on a card that could not be played opened its help: kept as a picture, then closed.
        if ((await page.locator('[data-parlor-card-help]').count()) > 0) {
          if (!shot.has(`${name}-help`)) {
            shot.add(`${name}-help`);
            await page.screenshot({ path: join(artifacts, `table-${game.id}-${name}-card-help.png`), animations: 'disabled' });
          }
          await page.keyboard.press('Escape');
          await page.locator('[data-parlor-card-help]').waitFor({ state: 'detached' });
        }
        const state = await seen(page);
        const kind = state.over ? 'over' : state.prompt ? `prompt-${state.prompt}` : state.mine ? 'my-turn' : 'waiting';
        kinds[name as 'laptop' | 'phone'].add(kind);
        expect(state.failed, `${game.title} on the ${name}: the board failed`).toBeNull();
        if (!state.over) {
          if (state.board === null) await page.screenshot({ path: join(artifacts, `table-${game.id}-${name}-no-board.png`), animations: 'disabled' });
          expect(state.board, `${game.title} on the ${name}: the board names who acts`).not.toBeNull();
          expect(state.board, `${game.title} on the ${name}: the header and the board name the same seats`).toBe(state.header);
        }
        // Cards glide into place (CardMotion): the layout is judged once they are there.
        await settled(page);
        const problems = [...(await page.evaluate(layoutProblems, '.room__board')), ...(await tableProblems(page))];
        if (problems.length > 0) await page.screenshot({ path: join(artifacts, `table-${game.id}-${name}-${kind}-wrong.png`), animations: 'disabled' });
        expect(problems, `${game.title} on the ${name}, ${kind}`).toEqual([]);
        if (name === 'laptop' && !windowsSeen.has(kind)) {
          windowsSeen.add(kind);
          await inEveryWindow(page, kind);
        }
        return state;
      };

      const act = async (page: Page, state: Seen) => {
        const dialog = page.locator('[role="dialog"] button:enabled');
        const prompt = page.locator('.room__board [data-parlor-prompt] button:enabled');
        const dock = page.locator('.room__board [data-parlor-dock] button:enabled');
        const choices = (await dialog.count()) > 0 ? dialog : (await prompt.count()) > 0 ? prompt : dock;
        const count = await choices.count();
        if (count === 0) return false;
        let target = choices.nth(pick(count));
        if (choices === dock && pick(2) === 0) {
          const forward = dock.filter({ hasText: PROGRESS });
          if ((await forward.count()) > 0) target = forward.first();
        }
        await target.click({ timeout: 5000 }).catch(() => undefined);
        await changed(page, state, 1500);
        return true;
      };

      // At least `steps` steps, and on (to four times as many) until both people have been asked
      // to act: on a busy machine the bots' turns take longer, and a step may pass in waiting.
      const bothAsked = () => (['laptop', 'phone'] as const).every((name) => [...kinds[name]].some((kind) => kind !== 'waiting'));
      for (let step = 0; step < game.steps || (!bothAsked() && step < 4 * game.steps); step++) {
        let moved = false;
        for (const entry of pages) {
          const state = await look(entry);
          if (state.over) continue;
          if (state.mine) moved = (await act(entry.page, state)) || moved;
        }
        if ((await seen(laptop)).over) break;
        // Neither person may act: the bots play; wait for the next state.
        if (!moved) await changed(laptop, await seen(laptop));
      }
      await look(pages[0]!);
      await look(pages[1]!);
      // Both people had their turn and waited for others, on either size of screen.
      for (const name of ['laptop', 'phone'] as const) {
        expect([...kinds[name]].some((kind) => kind !== 'waiting'), `${game.title} on the ${name}: never asked to act (${[...kinds[name]].join(', ')})`).toBe(true);
      }
      for (const { page, name } of pages) expect((page as Page & { errors?: string[] }).errors, `${game.title}: console errors on the ${name}`).toEqual([]);
      console.log(`${game.title}: states seen on the laptop: ${[...kinds.laptop].join(', ')}; on the phone: ${[...kinds.phone].join(', ')}`);
      // A walk through a whole match with two browsers: generous on a busy machine.
    }, 600_000);
  }
});
