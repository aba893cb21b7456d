// @vitest-environment node
// End to end: the real server with its embedded store, the built client, and Debian's Chromium
// driven by playwright-core in separate browser contexts (separate players, separate storage).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { artifacts, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';
import { tableCounts, tableProblems } from './test/table-checks';

const missing = browserMissing();

// expect.poll gives up after 1 s unless told otherwise: too soon for what a browser shows of a
// server's answer on a busy machine. What every poll here waits for comes from the server or
// the page, so each waits as long as this.
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

/** Presses Tab until `target` has the keyboard focus (as a player would), then checks the focus shows. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      // A focus a keyboard user can see: the browser's ring or ours, never none.
      expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      return;
    }
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target.toString()}`);
}

/**
 * Every text and attribute value of the page's content (`#main`, which holds the match room):
 * what a viewer can get out of the page without the network. The app's bar around it is the
 * same fixed text on every page ("Skip to content" would otherwise match a Skip card).
 */
function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.getElementById('main')!;
    // The game's rules reference lists every kind of card there is, whoever holds what: it
    // names no one's hand, so it is left out (a hand's titles would all be found in it).
    const reference = main.querySelector('[id$="-tabpanel-reference"]');
    const elements = [main, ...main.querySelectorAll('*')].filter((element) => !reference?.contains(element));
    const attributes = elements.flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
    const values = elements.filter((element) => 'value' in element).map((element) => String((element as HTMLInputElement).value));
    const text = elements.flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
    return [...text, ...attributes, ...values].join('\n');
  });
}

/** The accessible names of the cards in the hand a seated page shows. */
async function handLabels(page: Page): Promise<string[]> {
  const hand = page.getByRole('group', { name: 'Your hand' });
  return (await hand.locator('[aria-label]').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))).filter(Boolean);
}

/**
 * Opens a tab of the room's side panel (on a narrow window, the drawer first), as a player
 * would, and gives its panel: the game's log, the chat, the seats.
 */
async function panel(page: Page, tab: string | RegExp): Promise<Locator> {
  const toggle = page.locator('.room__tool--panel');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}
const LOG = /log|紀錄/i;

/** In the create form, gives every seat but the creator's to a bot. */
async function botsInEverySeat(page: Page): Promise<void> {
  for (const seat of await page.getByRole('radiogroup', { name: /^Seat \d+$/ }).all()) await seat.getByRole('radio', { name: 'a bot' }).check();
}

describe.skipIf(missing !== undefined)('the web client in Chromium against the real server', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-e2e-'));
    server = await startServer(dataDir);
    browser = await launchChromium();
  });

  async function stopServer() {
    await server?.stop();
  }

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(width = 1280, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return page;
  }

  /**
   * Seats people in the free seats of the match `page` is in, through the lobby API, who never
   * open it: the match begins, and nothing moves that the page's player does not move (with
   * the clock off), as when every seat but one was simply empty.
   */
  async function seatAbsentPlayers(page: Page): Promise<void> {
    const [game, matchID] = new URL(page.url()).pathname.split('/').slice(-2);
    const match = (await (await fetch(`${server.url}/games/${game}/${matchID}`)).json()) as { players: { id: number; name?: string }[] };
    for (const seat of match.players.filter((player) => player.name === undefined)) {
      const joined = await fetch(`${server.url}/games/${game}/${matchID}/join`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ playerID: String(seat.id), playerName: `Absent ${seat.id + 1}` }),
      });
      expect(joined.status).toBe(200);
    }
  }

  it('browses, creates, joins, plays, comes back after a refresh and lets a spectator watch without seeing a hand', async () => {
    // The lobby lists every registered game.
    const ada = await newPage();
    await ada.goto(server.url);
    const catalog = (await (await fetch(`${server.url}/api/catalog`)).json()) as { games: { title: { en: string } }[] };
    for (const game of catalog.games) await ada.getByRole('article', { name: game.title.en }).waitFor();
    await ada.screenshot({ path: join(artifacts, 'lobby.png'), fullPage: true });

    // Ada creates a two-player match and sits in its first seat.
    await ada.getByRole('textbox', { name: 'Your name' }).fill('Ada');
    await ada.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    await ada.getByRole('button', { name: 'Create and sit down' }).click();
    await ada.waitForURL(/\/match\/exploding-kittens\/[\w-]+$/);
    const matchID = ada.url().split('/').at(-1)!;
    // Alone at the table: the match waits for a second player.
    await ada.getByRole('region', { name: 'Waiting for players' }).waitFor();
    await expect.poll(() => ada.locator('.room__turn').textContent()).toBe('Waiting for 1 more player — share the link');

    // Bo finds it in the lobby and takes the other seat, with the keyboard only.
    const bo = await newPage();
    await bo.goto(server.url);
    await bo.getByRole('textbox', { name: 'Your name' }).focus();
    await bo.keyboard.type('Bo');
    await tabTo(bo, bo.getByRole('button', { name: 'Play Exploding Kittens' }));
    await bo.keyboard.press('Enter');
    const listed = bo.getByRole('listitem', { name: `Match ${matchID}` });
    await listed.waitFor();
    await tabTo(bo, listed.getByRole('button', { name: 'Join seat 2' }));
    await bo.keyboard.press('Enter');
    await bo.waitForURL(new RegExp(`/match/exploding-kittens/${matchID}$`));
    await bo.getByRole('group', { name: 'Your hand' }).waitFor();
    // Every seat is taken: the match began, and Ada's board appeared by itself.
    await explained(ada, () => ada.getByRole('group', { name: 'Your hand' }).waitFor());

    // Each sees the other seated and online.
    await (await panel(ada, 'Seats')).getByText('Bo').waitFor();
    await expect.poll(async () => (await panel(ada, 'Seats')).textContent()).toMatch(/Bo · online/);

    // Whoever goes first (a random seat) draws, and the other sees it happen in the game log.
    await expect.poll(async () => [await ada.locator('.room__turn').textContent(), await bo.locator('.room__turn').textContent()]).toContain('Your turn');
    const [first, second, firstName] = (await ada.locator('.room__turn').textContent()) === 'Your turn' ? [ada, bo, 'Ada'] : [bo, ada, 'Bo'];
    // The move is made with the keyboard too.
    await first.locator('body').focus();
    await tabTo(first, first.getByRole('button', { name: 'Draw a card' }));
    await first.keyboard.press('Enter');
    await expect.poll(async () => (await panel(second, LOG)).textContent()).toContain(firstName);

    // Chat reaches the other seat under the sender's name.
    await (await panel(ada, 'Chat')).getByRole('textbox', { name: 'Message' }).fill('good luck');
    await ada.getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await panel(bo, 'Chat')).textContent()).toContain('Ada: good luck');
    // Ada's own message comes back to her from the server after the draw's update did: once she
    // sees it, her hand is the one the server holds (read earlier, it may lack the drawn card).
    await expect.poll(async () => (await panel(ada, 'Chat')).textContent()).toContain('Ada: good luck');

    // A refresh comes back to the same seat, hand and all.
    const handBefore = await ada.getByRole('group', { name: 'Your hand' }).textContent();
    await ada.reload();
    await ada.getByRole('group', { name: 'Your hand' }).waitFor();
    await expect.poll(() => ada.getByRole('group', { name: 'Your hand' }).textContent()).toBe(handBefore);
    await expect.poll(async () => (await panel(ada, 'Seats')).textContent()).toMatch(/Ada \(you\)/);
    await ada.screenshot({ path: join(artifacts, 'match.png'), fullPage: true });

    // A spectator sees the table and the log but no player's hand: none of the seated players'
    // cards is named anywhere on its page, in text or in any attribute.
    const watcher = await newPage();
    await watcher.goto(`${server.url}/match/exploding-kittens/${matchID}`);
    await explained(watcher, () => watcher.locator('.room__spectating').waitFor());
    await (await panel(watcher, LOG)).waitFor();
    expect(await watcher.getByRole('group', { name: 'Your hand' }).count()).toBe(0);
    const held = [...new Set([...(await handLabels(ada)), ...(await handLabels(bo))])];
    expect(held.length).toBeGreaterThan(1);
    // A card everyone has seen played (the discard pile, the log) may be named; here, one draw
    // in, normally none has been.
    const table = `${await (await panel(bo, LOG)).innerText()}\n${await bo.getByRole('figure').evaluateAll((piles) => piles.map((pile) => pile.getAttribute('aria-label') + ' ' + pile.innerHTML).join('\n'))}`;
    const secret = held.filter((label) => !table.includes(label));
    expect(secret.length).toBeGreaterThan(0);
    const shown = await everythingShown(watcher);
    expect(secret.filter((label) => shown.includes(label))).toEqual([]);
    expect(await watcher.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await watcher.screenshot({ path: join(artifacts, 'spectator.png'), fullPage: true });
  });

  it('fits a phone: the lobby and a match room at 360 px wide, without sideways scrolling', async () => {
    const phone = await newPage(360, 740);
    await phone.goto(server.url);
    await phone.getByRole('textbox', { name: 'Your name' }).fill('Cy');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: join(artifacts, 'lobby-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    await botsInEverySeat(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: join(artifacts, 'create-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Create and sit down' }).click();
    await phone.getByRole('group', { name: 'Your hand' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: join(artifacts, 'match-phone.png'), fullPage: true });
  });

  it('fits a phone with the BANG! and Colt Express boards too', async () => {
    for (const [title, ready, shot] of [
      ['BANG!', (page: Page) => page.getByRole('figure', { name: /^Draw pile: \d+ cards$/ }), 'bang-phone.png'],
      ['Colt Express', (page: Page) => page.getByRole('region', { name: 'The train' }), 'colt-express-phone.png'],
    ] as const) {
      const phone = await newPage(360, 740);
      await phone.goto(server.url);
      await phone.getByRole('textbox', { name: 'Your name' }).fill('Hal');
      await phone.getByRole('button', { name: `Play ${title}` }).click();
      await phone.getByRole('button', { name: 'Create and sit down' }).click();
      await phone.getByRole('region', { name: 'Waiting for players' }).waitFor();
      await seatAbsentPlayers(phone);
      await explained(phone, () => ready(phone).waitFor());
      await phone.getByRole('group', { name: 'Your hand' }).first().waitFor();
      const overflow = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(overflow, title).toEqual({ page: expect.any(Number), body: expect.any(Number) });
      expect(overflow.page, `${title}: the page scrolls sideways`).toBeLessThanOrEqual(360);
      expect(overflow.body, `${title}: the page scrolls sideways`).toBeLessThanOrEqual(360);
      await phone.screenshot({ path: join(artifacts, shot), fullPage: true });
    }
  });

  it('says so while the first connection to a match does not come, and plays once it does', async () => {
    const ivy = await newPage();
    await ivy.goto(server.url);
    await ivy.getByRole('textbox', { name: 'Your name' }).fill('Ivy');
    await ivy.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    // The lobby answers but the socket cannot get through (a proxy or firewall in the way).
    await ivy.route('**/socket.io/**', (route) => route.abort());
    await botsInEverySeat(ivy);
    await ivy.getByRole('button', { name: 'Create and sit down' }).click();
    await ivy.getByText('Connecting to the match…').waitFor();
    await explained(ivy, () => ivy.getByRole('alert').filter({ hasText: 'The server cannot be reached. Trying again…' }).waitFor());
    await ivy.unroute('**/socket.io/**');
    await explained(ivy, () => ivy.getByRole('group', { name: 'Your hand' }).waitFor({ timeout: 60_000 }));
    await expect.poll(() => ivy.getByRole('alert').count()).toBe(0);
  });

  it('shows a banner while the server is gone, and is back in the same seat, hand and all, once it returns', async () => {
    const dee = await newPage();
    await dee.goto(server.url);
    await dee.getByRole('textbox', { name: 'Your name' }).fill('Dee');
    await dee.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    // No clock: nothing may move while the server is away, Dee's hand least of all.
    await dee.getByRole('combobox', { name: 'Clock' }).selectOption('off');
    await dee.getByRole('button', { name: 'Create and sit down' }).click();
    await dee.getByRole('region', { name: 'Waiting for players' }).waitFor();
    await seatAbsentPlayers(dee);
    await dee.getByRole('group', { name: 'Your hand' }).waitFor();
    const hand = await dee.getByRole('group', { name: 'Your hand' }).textContent();
    await expect.poll(() => dee.getByRole('alert').count()).toBe(0);

    const matchID = dee.url().split('/').at(-1)!;
    // Eve has the lobby open with Dee's match listed, and has never opened a match room.
    const eve = await newPage();
    await eve.goto(server.url);
    await eve.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    const listed = eve.getByRole('listitem', { name: `Match ${matchID}` });
    await listed.waitFor();

    const port = Number(new URL(server.url).port);
    await stopServer();
    await explained(dee, () => dee.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor());
    // Eve opens the match now: the room's code, the game's and the match all fail to load; she
    // is told, and the page keeps trying.
    await listed.getByRole('link', { name: 'Watch' }).click();
    await explained(eve, () => eve.getByRole('alert').filter({ hasText: 'The server cannot be reached. Trying again…' }).waitFor());

    server = await startServer(dataDir, port);
    await explained(dee, () => dee.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor({ state: 'detached', timeout: 60_000 }));
    // The banner goes with the connection; the hand comes back with the sync after it.
    await expect.poll(() => dee.getByRole('group', { name: 'Your hand' }).textContent()).toBe(hand);
    // Her seat is marked online once the server has stored her new connection and told the table.
    await expect.poll(async () => (await panel(dee, 'Seats')).textContent(), { timeout: 30_000 }).toMatch(/Dee \(you\) · online/);
    await explained(eve, () => eve.locator('.room__spectating').waitFor({ timeout: 60_000 }));
    await (await panel(eve, LOG)).waitFor();
    // The board's style sheet, which failed while the server was gone, is loaded now.
    await expect.poll(() => eve.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.href))).toEqual([]);
    await expect.poll(() => eve.getByRole('alert').count()).toBe(0);
  });

  it('opens a BANG! match: the table, its own hand and only the Sheriff’s role', async () => {
    const ed = await newPage();
    await ed.goto(server.url);
    await ed.getByRole('textbox', { name: 'Your name' }).fill('Ed');
    await ed.getByRole('button', { name: 'Play BANG!' }).click();
    await ed.getByRole('combobox', { name: 'Clock' }).selectOption('off');
    await ed.getByRole('button', { name: 'Create and sit down' }).click();
    await ed.waitForURL(/\/match\/bang\/[\w-]+$/);
    await ed.getByRole('region', { name: 'Waiting for players' }).waitFor();
    await seatAbsentPlayers(ed);
    await explained(ed, () => ed.getByRole('group', { name: 'Your hand' }).waitFor());
    await ed.getByRole('figure', { name: /^Draw pile: \d+ cards$/ }).waitFor();
    // Four seats: the Sheriff's role is face up, and Ed sees his own; no other role shows.
    const roles = await ed.locator('.bang-role').allTextContents();
    expect(roles.length === 1 || roles.length === 2).toBe(true);
    expect(roles).toContain('Sheriff');
    await ed.screenshot({ path: join(artifacts, 'bang.png'), fullPage: true });
  });

  it('lays out BANG! tables of 8 (Dodge City) and 3 players on a laptop and on a phone, the hand and every seat uncovered', async () => {
    for (const { players, options, name } of [
      { players: 8, options: ['Dodge City', "The Bullet's characters"], name: 'bang-8' },
      { players: 3, options: [], name: 'bang-3' },
    ]) {
      const host = await newPage(1280, 800);
      await host.goto(server.url);
      await host.getByRole('textbox', { name: 'Your name' }).fill('Lou');
      await host.getByRole('button', { name: 'Play BANG!' }).click();
      await host.getByRole('combobox', { name: 'Players' }).selectOption(String(players));
      for (const option of options) await host.getByRole('checkbox', { name: option }).check();
      await host.getByRole('combobox', { name: 'Clock' }).selectOption('off');
      await host.getByRole('button', { name: 'Create and sit down' }).click();
      await host.waitForURL(/\/match\/bang\/[\w-]+$/);
      await host.getByRole('region', { name: 'Waiting for players' }).waitFor();
      await seatAbsentPlayers(host);
      await explained(host, () => host.getByRole('group', { name: 'Your hand' }).waitFor());
      await expect.poll(() => host.locator('.room__board [data-parlor-seat]').count()).toBe(players);
      if (players === 3) expect(await host.locator('.bang-hunts').count()).toBe(3);
      // In each of the four windows a table must fit: every seat, the piles, the event panel,
      // the hand and the newest line in view and uncovered, the page not scrolling.
      for (const [width, height] of [
        [1280, 800],
        [1366, 768],
        [390, 844],
        [844, 390],
      ] as const) {
        await host.setViewportSize({ width, height });
        const where = `${players} players at ${width}×${height}`;
        await expect.poll(() => tableProblems(host), { message: where, timeout: 15_000 }).toEqual([]);
        expect((await host.evaluate(tableCounts)).seats, where).toBe(players);
        await host.screenshot({ path: join(artifacts, `${name}-${width}x${height}.png`) });
      }
    }
  });

  it('plays Colt Express with two players: a secret placement each, then a card onto the common pile', async () => {
    const flo = await newPage();
    await flo.goto(server.url);
    await flo.getByRole('textbox', { name: 'Your name' }).fill('Flo');
    await flo.getByRole('button', { name: 'Play Colt Express' }).click();
    await flo.getByRole('button', { name: 'Create and sit down' }).click();
    await flo.waitForURL(/\/match\/colt-express\/[\w-]+$/);
    const matchID = flo.url().split('/').at(-1)!;
    await flo.getByRole('region', { name: 'Waiting for players' }).waitFor();

    const gus = await newPage();
    await gus.goto(server.url);
    await gus.getByRole('textbox', { name: 'Your name' }).fill('Gus');
    await gus.getByRole('button', { name: 'Play Colt Express' }).click();
    await gus.getByRole('listitem', { name: `Match ${matchID}` }).getByRole('button', { name: 'Join seat 2' }).click();
    await gus.waitForURL(new RegExp(`/match/colt-express/${matchID}$`));
    await explained(flo, () => flo.getByRole('region', { name: 'The train' }).waitFor());

    // Each seat secretly puts one of its two bandits in the caboose.
    for (const page of [flo, gus]) {
      const prompt = page.getByRole('alertdialog', { name: 'Who starts in the caboose?' });
      await explained(page, () => prompt.waitFor());
      await prompt.getByRole('button').first().click();
    }

    // Then the first player (a random seat) plays a card, and the other sees it on the pile.
    const schemeName = 'Your turn: play a card or draw';
    await expect
      .poll(async () => (await flo.getByRole('alertdialog', { name: schemeName }).count()) + (await gus.getByRole('alertdialog', { name: schemeName }).count()), { timeout: 15_000 })
      .toBe(1);
    const [first, second] = (await flo.getByRole('alertdialog', { name: schemeName }).count()) === 1 ? [flo, gus] : [gus, flo];
    await first.getByRole('group', { name: 'Your hand' }).getByRole('button').first().click();
    try {
      await expect.poll(() => second.getByRole('region', { name: 'Common pile' }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    } finally {
      await first.screenshot({ path: join(artifacts, 'colt-express-first.png') });
      await second.screenshot({ path: join(artifacts, 'colt-express-second.png') });
    }
    await first.screenshot({ path: join(artifacts, 'colt-express.png'), fullPage: true });
  });

  it('plays a match to its end, and Play again takes both players to the next one in the same seats', async () => {
    const jo = await newPage();
    await jo.goto(server.url);
    await jo.getByRole('textbox', { name: 'Your name' }).fill('Jo');
    await jo.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    await jo.getByRole('button', { name: 'Create and sit down' }).click();
    await jo.waitForURL(/\/match\/exploding-kittens\/[\w-]+$/);
    const matchID = jo.url().split('/').at(-1)!;
    const kai = await newPage();
    await kai.goto(`${server.url}/match/exploding-kittens/${matchID}`);
    await kai.getByRole('textbox', { name: 'Your name' }).fill('Kai');
    await kai.getByRole('button', { name: 'Take this seat (seat 2)' }).click();
    await kai.getByRole('group', { name: 'Your hand' }).waitFor();
    await jo.getByRole('group', { name: 'Your hand' }).waitFor();

    // Both only ever draw; a defused kitten goes back on top, so the match ends soon.
    const over = (page: Page) => page.getByRole('region', { name: 'Match over' });
    for (let step = 0; (await over(jo).count()) === 0; step++) {
      if (step > 400) throw new Error('the match did not end in 400 steps');
      let acted = false;
      for (const page of [jo, kai]) {
        const onTop = page.getByRole('alertdialog').getByRole('button', { name: 'On top' });
        if (await onTop.count()) {
          acted = await onTop.click({ timeout: 5000 }).then(
            () => true,
            () => false,
          );
        } else if ((await page.locator('.room__turn').textContent()) === 'Your turn' && (await page.getByRole('button', { name: 'Draw a card' }).isEnabled().catch(() => false))) {
          // The turn may pass between the look and the click (the other player's move lands):
          // the next round of the loop looks again rather than waiting on a button gone for good.
          acted = await page
            .getByRole('button', { name: 'Draw a card' })
            .click({ timeout: 5000 })
            .then(() => true)
            .catch(() => false);
        }
      }
      // Wait for the move to come back before looking again.
      if (acted) await jo.waitForTimeout(150);
      else await jo.waitForTimeout(50);
    }
    await over(kai).waitFor();
    // One of them won, and the other is told who.
    const lines = [await over(jo).getByRole('heading').textContent(), await over(kai).getByRole('heading').textContent()];
    expect([
      ['You won!', 'Jo won.'],
      ['Kai won.', 'You won!'],
    ]).toContainEqual(lines);
    await jo.screenshot({ path: join(artifacts, 'match-over.png'), fullPage: true });

    // Jo asks for another; Kai is taken along by the page itself.
    await over(jo).getByRole('button', { name: 'Play again' }).click();
    await jo.waitForURL((url) => /\/match\/exploding-kittens\/[\w-]+$/.test(url.pathname) && !url.pathname.endsWith(matchID));
    const nextID = jo.url().split('/').at(-1)!;
    await explained(kai, () => kai.waitForURL(new RegExp(`/match/exploding-kittens/${nextID}$`), { timeout: 30_000 }));
    for (const [page, name] of [[jo, 'Jo'], [kai, 'Kai']] as const) {
      await explained(page, () => page.getByRole('group', { name: 'Your hand' }).waitFor());
      await expect.poll(async () => (await panel(page, 'Seats')).textContent()).toMatch(new RegExp(`${name} \\(you\\)`));
    }
    const next = (await (await fetch(`${server.url}/games/exploding-kittens/${nextID}`)).json()) as { players: { id: number; name?: string }[] };
    expect(next.players.map((player) => player.name)).toEqual(['Jo', 'Kai']);
  });

  it('plays Exploding Kittens against a bot, which answers by itself', async () => {
    const mo = await newPage();
    await mo.goto(server.url);
    await mo.getByRole('textbox', { name: 'Your name' }).fill('Mo');
    await mo.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    await mo.getByRole('radiogroup', { name: 'Seat 2' }).getByRole('radio', { name: 'a bot' }).check();
    await mo.screenshot({ path: join(artifacts, 'create-with-bot.png'), fullPage: true });
    await mo.getByRole('button', { name: 'Create and sit down' }).click();
    await mo.waitForURL(/\/match\/exploding-kittens\/[\w-]+$/);
    // The bot held its seat from the start: Mo sitting down begins the match.
    await explained(mo, () => mo.getByRole('group', { name: 'Your hand' }).waitFor());
    const seats = (await panel(mo, 'Seats'));
    await expect.poll(() => seats.getByRole('listitem').nth(1).textContent()).toMatch(/^Seat 2 Bot/);

    const log = (await panel(mo, LOG));
    const over = mo.getByRole('region', { name: 'Match over' });
    const botLines = async () => ((await log.innerText()).match(/^Bot\b/gm) ?? []).length;
    let draws = 0;
    let clockSeen = false;
    for (let step = 0; (draws < 3 || (await botLines()) < 2) && (await over.count()) === 0; step++) {
      if (step > 600) throw new Error(`the bot did not answer: ${draws} draws, log:\n${await log.innerText()}`);
      // Whatever the bot's cards ask of Mo (a Nope window, a Favor, where a defused kitten goes), he answers.
      const dialog = mo.getByRole('alertdialog');
      if ((await dialog.count()) > 0) {
        const answer = dialog.getByRole('button', { name: 'On top' }).or(dialog.getByRole('button').first()).first();
        if (await answer.isEnabled().catch(() => false)) await answer.click().catch(() => undefined);
      } else if ((await mo.locator('.room__turn').textContent()) === 'Your turn' && (await mo.getByRole('button', { name: 'Draw a card' }).isEnabled().catch(() => false))) {
        // Mo's own clock runs in the header while it is his turn.
        clockSeen ||= /^\d+:\d\d$/.test((await mo.locator('.room__clock').textContent().catch(() => '')) ?? '');
        // As above: a click that cannot land (the turn passed meanwhile) is tried again on the next look.
        if (await mo.getByRole('button', { name: 'Draw a card' }).click({ timeout: 5000 }).then(() => true, () => false)) draws++;
      }
      await mo.waitForTimeout(100);
    }
    // The bot moved on its own turns (or the match ended with its move).
    expect((await botLines()) > 0 || (await over.count()) > 0).toBe(true);
    if ((await over.count()) === 0) expect(clockSeen).toBe(true);
    await mo.screenshot({ path: join(artifacts, 'bot-match.png'), fullPage: true });
  });

  it('waits for players, lists the match as waiting, and begins when the host fills the free seats with bots', async () => {
    const nia = await newPage();
    await nia.goto(server.url);
    await nia.getByRole('textbox', { name: 'Your name' }).fill('Nia');
    await nia.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    await nia.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await nia.getByRole('button', { name: 'Create and sit down' }).click();
    await nia.waitForURL(/\/match\/exploding-kittens\/[\w-]+$/);
    const matchID = nia.url().split('/').at(-1)!;
    const waiting = nia.getByRole('region', { name: 'Waiting for players' });
    await explained(nia, () => waiting.waitFor());
    await expect.poll(() => nia.locator('.room__turn').textContent()).toBe('Waiting for 2 more players — share the link');
    expect(await nia.getByRole('group', { name: 'Your hand' }).count()).toBe(0);
    await nia.screenshot({ path: join(artifacts, 'waiting-room.png'), fullPage: true });
    // On a phone too, without sideways scrolling.
    await nia.setViewportSize({ width: 360, height: 740 });
    expect(await nia.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))).toBeLessThanOrEqual(360);
    await nia.screenshot({ path: join(artifacts, 'waiting-room-phone.png'), fullPage: true });
    await nia.setViewportSize({ width: 1280, height: 900 });

    // A visitor with the link may take either free seat; the lobby lists the match as waiting.
    const visitor = await newPage();
    await visitor.goto(nia.url());
    const visited = visitor.getByRole('region', { name: 'Waiting for players' });
    await explained(visitor, () => visited.waitFor());
    await expect.poll(() => visited.getByRole('button', { name: /^Take this seat/ }).count()).toBe(2);
    expect(await visited.getByRole('button', { name: /bot/ }).count()).toBe(0);
    const lobby = await newPage();
    await lobby.goto(server.url);
    await lobby.getByRole('button', { name: 'Play Exploding Kittens' }).click();
    const listed = lobby.getByRole('listitem', { name: `Match ${matchID}` });
    await expect.poll(() => listed.textContent()).toMatch(/^Waiting for players 3 players, 2 free/);

    await waiting.getByRole('button', { name: 'Fill the free seats with bots' }).click();
    // The board takes the waiting room's place by itself, for the host and for the visitor.
    await explained(nia, () => nia.getByRole('group', { name: 'Your hand' }).waitFor());
    await explained(visitor, async () => (await panel(visitor, LOG)).waitFor());
    await expect.poll(() => visitor.locator('.room__spectating').count()).toBe(1);
    // The seats change in their own message, beside the state that begins the match: wait for them.
    const seats = await panel(nia, 'Seats');
    await expect.poll(async () => (await seats.getByRole('listitem').allTextContents()).slice(1).map((seat) => seat.slice(0, 'Seat 2 Bot'.length))).toEqual(['Seat 2 Bot', 'Seat 3 Bot']);
    await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toMatch(/^Being played 3 players, 0 free/);
    await nia.screenshot({ path: join(artifacts, 'filled-with-bots.png'), fullPage: true });
    await lobby.screenshot({ path: join(artifacts, 'lobby-bots.png'), fullPage: true });
  });
});
