// @vitest-environment node
// Playing at the table in Chromium, against the real server: card help opened by touch (a
// phone's long press and tap), by mouse and by keyboard; a card without a target played in one
// click, and a target picked by clicking its seat; one decision showing one time everywhere;
// "Play again" from a finished bots' match, twenty times in a row, landing the player in every
// new match; and a replay's "everything shown" view showing every hand, a seat's view only its own.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';

const missing = browserMissing();

// expect.poll gives up after 1 s unless told otherwise: too soon for what a browser shows of a
// server's answer on a busy machine. What every poll here waits for comes from the server or
// the page, so each waits as long as this.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

/** Cards of BANG! that aim at nobody: played with one click (their names as the board labels them). */
const NO_TARGET = /^(Barrel|Mustang|Scope|Volcanic|Schofield|Remington|Rev\. Carabine|Winchester|Saloon|Stagecoach|Wells Fargo|Gatling|Indians!|General Store|Dynamite|Hideout|Silver|Binocular|Howitzer|Whisky|Canteen) /;

describe.skipIf(missing !== undefined)('playing at the table in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-table-play-e2e-'));
    // Quick bots, and a player who closes the page is stood in for after a second.
    server = await startServer(dataDir, undefined, { BOT_DELAY_MS: '40', GRACE_SECONDS: '1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function api<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A match of `game` with Ada in seat 0 and bots in the others; Ada's seat and credentials. */
  async function botsMatch(game: string, players: number, extra: Record<string, unknown> = {}) {
    const { matchID } = await api<{ matchID: string }>(`/games/${game}/create`, { numPlayers: players, bots: Array.from({ length: players - 1 }, (_, i) => String(i + 1)), timeControl: 'off', ...extra });
    const joined = await api<{ playerCredentials: string }>(`/games/${game}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
    return { matchID, seat: { playerID: '0', credentials: joined.playerCredentials, playerName: 'Ada' } };
  }

  /** A page holding Ada's seat of the match (as this browser would after joining it). */
  async function seatedPage(options: BrowserContextOptions, matchID: string, seat: { playerID: string; credentials: string; playerName: string }): Promise<Page> {
    const context = await browser.newContext(options);
    contexts.push(context);
    await context.addInitScript(([id, held]) => localStorage.setItem(`parlor.seat.${id}`, held), [matchID, JSON.stringify(seat)] as const);
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

  const myTurn = (page: Page) => page.locator('.room__turn[data-mine]').count().then((count) => count > 0);
  const handCards = (page: Page) => page.locator('.room__board [data-parlor-hand] .pl-card');
  const help = (page: Page) => page.locator('[data-parlor-card-help]');

  /** Waits, for at most `ms` (generous: the machine may be busy), until `check` holds; the bots play meanwhile. */
  async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** Runs `step`; when it fails, keeps a screenshot named `name` and says what the page showed. */
  async function diagnosed<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await page.screenshot({ path: join(artifacts, `failed-${name}.png`) }).catch(() => undefined);
      const selected = await page.locator('.room__board .pl-card--selected').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))).catch(() => []);
      const shown = await page.locator('body').innerText().catch(() => '(no page)');
      throw new Error(`${(error as Error).message}\n--- selected: ${JSON.stringify(selected)}\n--- the page showed:\n${shown.slice(0, 2000)}`, { cause: error });
    }
  }

  /** The match a test finished last, for the replay test after it. */
  let lastFinished = '';

  it('opens card help by a long press and a tap on a phone, a right click, and a key, in either language', async () => {
    const { matchID, seat } = await botsMatch('bang', 4);
    const phone = await seatedPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, matchID, seat);
    await phone.goto(`${server.url}/match/bang/${matchID}`);
    await explained(phone, () => handCards(phone).first().waitFor());
    const card = handCards(phone).first();
    const name = (await card.getAttribute('aria-label'))!;
    // A finger resting on a card: its help, large, and the card stays in the hand.
    const box = (await card.boundingBox())!;
    const touch = await phone.context().newCDPSession(phone);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The finger stays down until the help shows, as a player's would: lifted after a set time,
    // it could end the press before a busy page had run its timer, and the press became a tap.
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await explained(phone, () => help(phone).waitFor());
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await help(phone).getByRole('heading', { level: 2 }).textContent()).toBe(name.replace(/ \S+$/, ''));
    await phone.screenshot({ path: join(artifacts, 'card-help-phone.png') });
    // The card pressed was not played: it is still in the hand (whose size the bots' cards may
    // change meanwhile: a Panic! taking another card, a turn beginning with a draw).
    expect(await handCards(phone).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toContain(name);
    await help(phone).getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => help(phone).count()).toBe(0);
    // A tap on something that does nothing else (a character's picture on a seat): its help.
    await phone.locator('.room__board .pl-tseat__portrait-button').first().tap();
    await explained(phone, () => help(phone).waitFor());
    expect((await help(phone).textContent())!.length).toBeGreaterThan(20);
    await help(phone).getByRole('button', { name: 'Close' }).tap();

    // On a laptop: a right click, and the ? key on a focused card, in Chinese too.
    const laptop = await seatedPage({ viewport: { width: 1280, height: 800 } }, matchID, seat);
    await laptop.goto(`${server.url}/match/bang/${matchID}`);
    await explained(laptop, () => handCards(laptop).first().waitFor());
    await handCards(laptop).first().click({ button: 'right' });
    await explained(laptop, () => help(laptop).waitFor());
    await laptop.keyboard.press('Escape');
    await expect.poll(() => help(laptop).count()).toBe(0);
    await handCards(laptop).first().focus();
    await laptop.keyboard.press('?');
    await explained(laptop, () => help(laptop).waitFor());
    await laptop.keyboard.press('Escape');
    // The focus goes back to the card (once the help has closed).
    await expect.poll(() => handCards(laptop).first().evaluate((element) => element === document.activeElement)).toBe(true);
    await laptop.locator('.room__tool[aria-label="Settings"]').click();
    await laptop.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
    await handCards(laptop).first().focus();
    await laptop.keyboard.press('?');
    await explained(laptop, () => help(laptop).waitFor());
    // The language's text may load after the switch: wait for it rather than read at once.
    await expect.poll(() => help(laptop).textContent()).toMatch(/[\u4e00-\u9fff]/);
    await laptop.screenshot({ path: join(artifacts, 'card-help-laptop-zh.png') });
    for (const page of [phone, laptop]) expect((page as Page & { errors?: string[] }).errors).toEqual([]);
  }, 300_000);

  it('plays a card without a target in one click and picks a target by clicking its seat; one decision shows one time', async () => {
    let oneClick = false;
    let picked = false;
    let clocksCompared = false;
    // As many matches as it takes, within a bound: Ada may be shot dead before she has held both
    // kinds of card, and a busy machine plays fewer turns in the time.
    const began = Date.now();
    for (let round = 0; round < 10 && Date.now() - began < 600_000 && !(oneClick && picked && clocksCompared); round++) {
      const { matchID, seat } = await botsMatch('bang', 4, { timeControl: 'relaxed' });
      const page = await seatedPage({ viewport: { width: 1280, height: 800 } }, matchID, seat);
      await page.goto(`${server.url}/match/bang/${matchID}`);
      const out = async () => (await page.locator('.room__over').count()) > 0 || (await page.locator('.room__board [data-parlor-seat="0"][data-status="out"]').count()) > 0;
      for (let turn = 0; turn < 12 && !(oneClick && picked && clocksCompared); turn++) {
        await until(async () => (await myTurn(page)) || (await out()), 120_000, 'Ada’s turn');
        if (await out()) break;
        // Her turn begins with its draw: look once she may do something (a card to play, the turn
        // to end, or a prompt to answer: she also acts when another seat's card calls on her), as
        // the server's update brings it, rather than after a set time.
        const playing = async () =>
          (await handCards(page).and(page.locator('.pl-card--playable')).count()) > 0 ||
          (await page.locator('.room__board [data-parlor-dock] button:enabled').filter({ hasText: /^End/ }).count()) > 0 ||
          (await page.locator('.room__board [data-parlor-prompt] button:enabled').count()) > 0;
        await until(playing, 20_000, 'Ada’s turn reaching its play').catch(() => undefined);
        // One decision, one time: the header and Ada's seat show the same clock.
        const header = await page.locator('.room__clock').textContent().catch(() => null);
        const mine = await page.locator('.room__board [data-parlor-seat="0"] .pl-tseat__clock').textContent().catch(() => null);
        if (header && mine) {
          expect(Math.abs(seconds(header) - seconds(mine)), `header ${header}, seat ${mine}`).toBeLessThanOrEqual(1);
          clocksCompared = true;
        }
        for (let play = 0; play < 6; play++) {
          const cards = await handCards(page).evaluateAll((elements) => elements.map((element) => ({ label: element.getAttribute('aria-label') ?? '', playable: element.classList.contains('pl-card--playable') })));
          const lone = cards.findIndex((card) => card.playable && NO_TARGET.test(card.label));
          const shot = cards.findIndex((card) => card.playable && /^BANG! /.test(card.label));
          if (!oneClick && lone >= 0) {
            const label = cards[lone]!.label;
            const count = cards.filter((card) => card.label === label).length;
            await handCards(page).and(page.locator(`[aria-label=${JSON.stringify(label)}]`)).first().click();
            // No choice to make: played at once, no picker.
            await expect.poll(() => handCards(page).evaluateAll((elements, wanted) => elements.filter((element) => element.getAttribute('aria-label') === wanted).length, label), { timeout: 10_000 }).toBe(count - 1);
            expect(await page.locator('.room__board [data-parlor-prompt="target"]').count()).toBe(0);
            oneClick = true;
            await page.screenshot({ path: join(artifacts, 'one-click-play.png') });
          } else if (!picked && shot >= 0) {
            const label = cards[shot]!.label;
            const copies = () => handCards(page).evaluateAll((elements, wanted) => elements.filter((element) => element.getAttribute('aria-label') === wanted).length, label);
            const had = await copies();
            const pickable = page.locator('.room__board [data-parlor-seat][data-pickable] .pl-tseat__pick');
            // A card left aimed (selected) by an earlier click would be put down by this one:
            // start from none, as a player sees which card is raised before clicking another.
            // (Clicking the raised card puts it down.)
            if ((await page.locator('.room__board .pl-card--selected').count()) > 0) {
              await page.locator('.room__board .pl-card--selected').first().click();
              await until(async () => (await page.locator('.room__board .pl-card--selected').count()) === 0, 10_000, 'the aimed card being put down').catch(() => undefined);
            }
            await handCards(page).and(page.locator(`[aria-label=${JSON.stringify(label)}]`)).first().click();
            // Either the seats offer themselves or, with one legal target, this very card goes at
            // once: wait for whichever the page shows, since a busy page shows neither at once.
            await diagnosed(page, 'bang-no-target', () => until(async () => (await pickable.count()) > 0 || (await copies()) < had, 20_000, `the ${label} asking for a target or going`));
            if ((await pickable.count()) > 0) {
              await page.screenshot({ path: join(artifacts, 'target-on-the-table.png') });
              // Clicked in its middle, as a player would: whatever is there (its name, a card in
              // front of it) picks the seat.
              await page.locator('.room__board [data-parlor-seat][data-pickable]').first().click();
              await diagnosed(page, 'bang-not-played', () => until(async () => (await copies()) < had, 10_000, `the ${label} being played at the seat picked`));
              picked = true;
            }
            // Otherwise, with one legal target, the card went at once: that is one click too.
          } else break;
          await page.waitForTimeout(600);
          if (!(await myTurn(page))) break;
        }
        // End the turn (discarding down to the limit if asked), then wait for the next one.
        for (let step = 0; step < 20 && (await myTurn(page)); step++) {
          const end = page.locator('.room__board [data-parlor-dock] button:enabled').filter({ hasText: /^End/ });
          const prompt = page.locator('.room__board [data-parlor-prompt] button:enabled');
          const discard = page.locator('.room__board [data-parlor-hand] .pl-card--playable');
          if (await end.count()) await end.first().click().catch(() => undefined);
          else if (await prompt.count()) await prompt.last().click().catch(() => undefined);
          else if (await discard.count()) await discard.first().click().catch(() => undefined);
          await page.waitForTimeout(400);
        }
      }
      expect((page as Page & { errors?: string[] }).errors).toEqual([]);
      await page.context().close();
    }
    expect(oneClick, 'a card without a target was played in one click').toBe(true);
    expect(picked, 'a target was picked by clicking its seat').toBe(true);
    expect(clocksCompared, 'the header and the seat showed the decision clock').toBe(true);
  }, 1_200_000);

  it('Play again from a finished bots’ match, twenty times in a row, lands the player in every new match', async () => {
    let { matchID, seat } = await botsMatch('exploding-kittens', 3);
    const finished: string[] = [];
    for (let round = 0; round < 20; round++) {
      // Away from the page the bot plays Ada's seat (a second of grace): the match runs to its end.
      await until(async () => (await api<{ gameover?: unknown }>(`/games/exploding-kittens/${matchID}`)).gameover !== undefined, 120_000, `match ${round + 1}'s end`);
      finished.push(matchID);
      const page = await seatedPage({ viewport: round % 2 ? { width: 390, height: 844 } : { width: 1280, height: 800 } }, matchID, seat);
      await page.goto(`${server.url}/match/exploding-kittens/${matchID}`);
      await explained(page, () => page.getByRole('button', { name: 'Play again' }).click());
      await explained(page, () => page.waitForURL((url) => !url.pathname.endsWith(matchID), { timeout: 30_000 }));
      const next = page.url().split('/').at(-1)!;
      const listed = await api<{ players: { id: number; name?: string }[] }>(`/games/exploding-kittens/${next}`);
      expect(listed.players[0]!.name, `round ${round + 1}: Ada sits in the new match`).toBe('Ada');
      const held = await page.evaluate((id) => localStorage.getItem(`parlor.seat.${id}`), next);
      expect(held, `round ${round + 1}: the page holds Ada's seat`).not.toBeNull();
      // The new match's room shows Ada seated (her hand, or the waiting room with her seat).
      await explained(page, () => page.locator('.room__turn').waitFor());
      await expect.poll(() => page.locator('.room__turn').textContent()).not.toMatch(/watching/);
      expect((page as Page & { errors?: string[] }).errors).toEqual([]);
      seat = JSON.parse(held!) as typeof seat;
      matchID = next;
      await page.context().close();
    }
    lastFinished = finished.at(-1)!;
  }, 1_200_000);

  async function anyPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  it('a replay shows every hand at every step when everything is shown, and a seat only its own', async () => {
    expect(lastFinished, 'a finished match from the test before').not.toBe('');
    const page = await anyPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const facesBySeat = async (view: string, move: number) => {
      await page.goto(`${server.url}/replay/exploding-kittens/${lastFinished}?view=${view}&move=${move}`);
      await explained(page, () => page.locator('.replay__board [data-parlor-seat]').first().waitFor());
      await page.waitForTimeout(300);
      return page.locator('.replay__board [data-parlor-seat]').evaluateAll((seats): Record<string, { up: number; hand: number }> =>
        Object.fromEntries(
          seats.map((seat) => {
            const count = /(\d+)/.exec(seat.querySelector('.pl-tseat__cards')?.getAttribute('aria-label') ?? '')?.[1];
            return [seat.getAttribute('data-parlor-seat'), { up: seat.querySelectorAll('.pl-card--up').length, hand: count === undefined ? 0 : Number(count) }];
          }),
        ),
      );
    };
    for (const move of [1, 6, 12]) {
      const all = await facesBySeat('all', move);
      const ownView = await facesBySeat('0', move);
      const spectator = await facesBySeat('spectator', move);
      await page.screenshot({ path: join(artifacts, `replay-everything-move-${move}.png`) });
      for (const [seat, seen] of Object.entries(all)) {
        // Everything shown: every card of every hand, face up on its seat.
        expect(seen.up - spectator[seat]!.up, `move ${move}, seat ${seat}: its hand shown whole`).toBe(seen.hand);
        // A seat's own view shows no other hand.
        if (seat !== '0') expect(ownView[seat]!.up, `move ${move}, seat ${seat} seen from seat 0`).toBe(spectator[seat]!.up);
      }
      expect(Object.values(all).some((seen) => seen.hand > 0)).toBe(true);
    }
  }, 300_000);
});

/** "1:05" as seconds. */
function seconds(clock: string): number {
  const parts = clock.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}
