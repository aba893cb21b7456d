// @vitest-environment node
// Every story of every board and shared component, opened from the static Storybook in
// Chromium at the sizes Parlor promises (a 1280×800 laptop, a 390×844 phone, and that phone held
// sideways for the stories framed so): the hand,
// the open prompt and its buttons and the newest log line are in view without scrolling, nothing
// scrolls sideways, every card holds its name, and axe-core finds no serious or critical
// accessibility violation. The stories hold every prompt of every board, so every main state
// is checked here, deterministically; the web client's end-to-end tests check real matches.
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { layoutProblems, tableCoverProblems } from '@parlor/ui/testing';

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, '..');
const dist = join(project, 'dist');
const CHROMIUM = process.env.PARLOR_CHROMIUM ?? '/usr/bin/chromium';
// axe-core itself, injected once per page: its Playwright wrapper injects it again for every check.
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const missing = existsSync(CHROMIUM) ? undefined : `Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`;
if (missing && process.env.PARLOR_REQUIRE_SERVICES === '1') throw new Error(`required by PARLOR_REQUIRE_SERVICES=1: ${missing}`);
if (missing) console.warn(`SKIPPING the story layout tests: ${missing}`);

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

/** Serves the static Storybook on a free loopback port. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Entry {
  id: string;
  title: string;
  name: string;
  type: string;
  /** The stories file, relative to this project (`../../games/bang/src/board/board.stories.tsx`). */
  importPath: string;
}

describe.skipIf(missing !== undefined)('every story in Chromium, on a laptop and on a phone', () => {
  let server: Server;
  let browser: Browser;
  let base: string;
  let stories: Entry[] = [];

  beforeAll(async () => {
    // Nx builds the Storybook before this test; a bare `vitest run` builds it here.
    if (!existsSync(join(dist, 'index.json'))) {
      await promisify(execFile)('npx', ['storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'dist'], { cwd: project, timeout: 600_000 });
    }
    const index = JSON.parse(readFileSync(join(dist, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
    // PARLOR_STORIES=<regex on "title / name"> checks only some stories, while fixing them.
    const only = process.env.PARLOR_STORIES ? new RegExp(process.env.PARLOR_STORIES, 'i') : undefined;
    // PARLOR_GAMES=<id>,<id> (npm run check-game) checks only those games' stories.
    const games = (process.env.PARLOR_GAMES ?? '').split(',').map((id) => id.trim()).filter(Boolean);
    const ofGames = Object.values(index.entries).filter((entry) => entry.type === 'story' && (games.length === 0 || games.some((id) => entry.importPath.includes(`/games/${id}/`))));
    // A game named there with no story would pass by checking nothing.
    const storyless = games.filter((id) => !ofGames.some((entry) => entry.importPath.includes(`/games/${id}/`)));
    if (storyless.length > 0) throw new Error(`PARLOR_GAMES names ${storyless.join(', ')}, which has no story in the Storybook`);
    stories = ofGames.filter((entry) => !only || only.test(`${entry.title} / ${entry.name}`));
    server = await serve(dist);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * Loads the Storybook's preview frame once, on no story; stories are then switched inside it,
   * as the manager does. (Loading it on the first story raced with the first switch: a story
   * that had rendered before the switch's listener was attached was never said to render again,
   * and the test waited for ever.)
   */
  async function preview(page: Page): Promise<void> {
    await page.goto(`${base}/iframe.html?viewMode=story`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.addScriptTag({ path: AXE });
  }

  // A story that neither renders nor fails within this long is reported by name.
  const RENDER_BOUND_MS = 60_000;

  /** Shows a story and resolves once it has rendered and settled (effects that scroll or focus have run). */
  async function show(page: Page, story: Entry): Promise<void> {
    await page.evaluate(
      ({ id, bound }) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${id} did not render within ${bound / 1000} s`)), bound);
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { on: (event: string, listener: (...args: unknown[]) => void) => void; off: (event: string, listener: (...args: unknown[]) => void) => void; emit: (event: string, payload: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
          const rendered = (storyId: unknown) => {
            if (storyId !== id) return;
            clearTimeout(timer);
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', errored);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          };
          const errored = (error: unknown) => {
            clearTimeout(timer);
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', errored);
            reject(new Error(`${id} failed to render: ${JSON.stringify(error)}`));
          };
          channel.on('storyRendered', rendered);
          channel.on('storyErrored', errored);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id: story.id, bound: RENDER_BOUND_MS },
    );
  }

  /** axe-core's serious and critical violations inside the story. */
  async function accessibility(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document.querySelector('#storybook-root')!, { resultTypes: ['violations'] });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.slice(0, 2).map((node) => node.target.join(' ')).join(' | ')}`);
    });
  }

  for (const size of SIZES) {
    it(`keeps what a player must click in view and readable at ${size.width}×${size.height}${size.name === 'laptop' ? ', and passes the accessibility check' : ''}`, async () => {
      expect(stories.length).toBeGreaterThan(0);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await preview(page);
      const problems: string[] = [];
      for (const story of stories) {
        await show(page, story);
        const found = await page.evaluate(layoutProblems, '#storybook-root');
        // Seats, piles and panels whole and uncovered, where the story's frame is the window's
        // own size: a phone's frame in a laptop's window (or a sideways phone's anywhere) keeps
        // its box but not the window's media queries, so its table would be judged as no real
        // screen shows it. The end-to-end table test checks every window size in the real room.
        const frame = await page.evaluate(() => document.querySelector<HTMLElement>('.pl-story-frame')?.dataset.frame ?? 'laptop');
        if (size.name === 'laptop' ? frame === 'laptop' || frame === 'laptopSmall' : frame === 'phone') found.push(...(await page.evaluate(tableCoverProblems, '#storybook-root')));
        // The accessibility check does not depend on the width: once is enough.
        if (size.name === 'laptop') found.push(...(await accessibility(page)));
        for (const problem of found) problems.push(`${story.title} / ${story.name}: ${problem}`);
      }
      await context.close();
      expect(problems).toEqual([]);
      // Some 190 stories: a few minutes on an idle machine, and generous for a busy one.
    }, 1_500_000);
  }

  // A phone held sideways (844×390) is the shortest window a table must fit, and only there do
  // the boards' short-window rules apply: the stories framed for it are checked in a window of
  // that size too, seats, piles and panels whole and uncovered, which the two sizes above leave
  // out for them. (What the room adds around a board, such as its result panel, is the web
  // client's end-to-end table test's to check.)
  it('keeps the table whole, in view and readable in the stories of a phone held sideways, at 844×390', async () => {
    const sideways = stories.filter((story) => /sideways/i.test(story.name));
    // A subset of the stories (PARLOR_STORIES, PARLOR_GAMES) may hold none.
    if (sideways.length === 0) return;
    const context = await browser.newContext({ viewport: { width: 844, height: 390 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await preview(page);
    const problems: string[] = [];
    for (const story of sideways) {
      await show(page, story);
      const frame = await page.evaluate(() => document.querySelector<HTMLElement>('.pl-story-frame')?.dataset.frame ?? 'none');
      const found = frame === 'phoneSideways' ? [...(await page.evaluate(layoutProblems, '#storybook-root')), ...(await page.evaluate(tableCoverProblems, '#storybook-root'))] : [`named for a phone held sideways but framed as ${frame}`];
      for (const problem of found) problems.push(`${story.title} / ${story.name}: ${problem}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 600_000);
});
