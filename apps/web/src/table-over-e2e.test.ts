// @vitest-environment node
// The table at a match's end, in Chromium against the real server: every registered game at
// the most seats it allows with every yes-or-no option on (the fullest table), its seats played
// by bots to the end (the person's seat by the bot that stands in for an absent player), then
// opened from that person's seat in the four windows the table must fit. With the result panel
// shown, every seat, pile and panel is in the window and uncovered, nothing the board needs is
// outside the window and the page does not scroll; a screenshot of each window is kept. The
// walks through live matches reach an end only now and then: here every game's end is looked
// at on every run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { gamesUnderTest, loadGame } from '@parlor/registry';
import { layoutProblems } from '@parlor/ui/testing';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';
import { tableProblems } from './test/table-checks';

const missing = browserMissing();

const WINDOWS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'laptop-1366', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'phone-sideways', width: 844, height: 390 },
] as const;

/** How long bots may take to play a whole match on a busy machine. */
const MATCH_MS = 600_000;

const GAMES = gamesUnderTest(process.env.PARLOR_GAMES).map((manifest) => ({
  id: manifest.id,
  title: manifest.title.en,
  players: manifest.maxPlayers,
  manifest,
}));

/**
 * Every yes-or-no option on that the game accepts beside those before it: each expansion adds to
 * the table, and an option the game refuses together with the others stays off, as the lobby would
 * refuse the match.
 */
async function fullestSetup(manifest: (typeof GAMES)[number]['manifest']): Promise<Record<string, boolean>> {
  const { game } = await loadGame(manifest.id);
  const setupData: Record<string, boolean> = {};
  for (const option of manifest.setupOptions) {
    if (option.type !== 'boolean') continue;
    setupData[option.key] = true;
    if (game.validateSetupData?.(setupData, manifest.maxPlayers) !== undefined) delete setupData[option.key];
  }
  return setupData;
}

describe.skipIf(missing !== undefined)('the table at the end of a match in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-table-over-e2e-'));
    // Bots without a pause, and a person who never opens the page is stood in for at once.
    server = await startServer(dataDir, undefined, { BOT_DELAY_MS: '0', GRACE_SECONDS: '1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function api<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  for (const game of GAMES) {
    it(`${game.title}: at the end of a match of ${game.players}, the table with its result fits every window`, async () => {
      const bots = Array.from({ length: game.players - 1 }, (_, i) => String(i + 1));
      const setupData = await fullestSetup(game.manifest);
      const { matchID } = await api<{ matchID: string }>(`/games/${game.id}/create`, { numPlayers: game.players, bots, timeControl: 'off', setupData });
      const joined = await api<{ playerCredentials: string }>(`/games/${game.id}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
      // The match is played by the bots, the person's seat by its stand-in: wait for its end.
      const start = Date.now();
      for (;;) {
        const match = await api<{ gameover?: unknown }>(`/games/${game.id}/${matchID}`);
        if (match.gameover !== undefined) break;
        if (Date.now() - start > MATCH_MS) throw new Error(`${game.title}: the bots had not ended the match after ${MATCH_MS / 1000} s`);
        await new Promise((done) => setTimeout(done, 250));
      }
      const seat = { playerID: '0', credentials: joined.playerCredentials, playerName: 'Ada' };
      // Each window opened afresh, as a player would open the match on that device.
      for (const size of WINDOWS) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
        try {
          await context.addInitScript(([id, held]) => localStorage.setItem(`parlor.seat.${id}`, held), [matchID, JSON.stringify(seat)] as const);
          const page = await context.newPage();
          page.setDefaultTimeout(30_000);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(`${server.url}/match/${game.id}/${matchID}`);
          await explained(page, () => page.locator('.room__over').waitFor({ timeout: 60_000 }));
          // The table fits itself to the window over its first frames: judged once it has.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const problems = [...(await page.evaluate(layoutProblems, '.room__board')), ...(await tableProblems(page))];
          await page.screenshot({ path: join(artifacts, `table-over-${game.id}-${game.players}-${size.name}.png`) });
          expect(problems, `${game.title} at its end, ${size.width}×${size.height}`).toEqual([]);
          expect(errors, `${game.title}: errors on the page at ${size.width}×${size.height}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
      // A whole match of bots on a busy machine, then four windows.
    }, MATCH_MS + 180_000);
  }
});
