// @vitest-environment node
// Accounts in Chromium against the real server: signing up with a passkey through Chromium's
// virtual authenticator (the DevTools protocol's WebAuthn domain), signing out and in again
// with it; signing up with a password; a seat taken signed in, found under "My matches" from a
// second browser signed in as the same account, and played on there; a guest's match still
// needs no account; and every account page passing the accessibility check, on a phone too.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerProcess } from '@parlor/server-process';
import { artifacts, axeProblems, browserMissing, ensureClientBuilt, explained, launchChromium, startServer } from './test/browser';

const missing = browserMissing();
vi.setConfig({ expect: { poll: { timeout: 30_000 } } });

describe.skipIf(missing !== undefined)('accounts in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureClientBuilt();
    mkdirSync(artifacts, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-accounts-e2e-'));
    server = await startServer(dataDir, undefined, { BOT_DELAY_MS: '40' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A fresh browser (its own cookies and storage), collecting the page's errors. */
  async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page & { errors: string[] }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = (await context.newPage()) as Page & { errors: string[] };
    page.setDefaultTimeout(30_000);
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') page.errors.push(message.text());
    });
    return page;
  }

  it('signs up with a passkey, signs out, and signs in again with it, on a phone-sized page that passes the accessibility check', async () => {
    const page = await newPage({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = (await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    })) as { authenticatorId: string };
    // WebAuthn binds a passkey to a host name, never an address: the page is opened as localhost.
    await page.goto(`${server.url.replace('127.0.0.1', 'localhost')}/account`);
    await explained(page, () => page.getByRole('heading', { name: 'Make an account' }).waitFor());
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'account-signed-out-phone.png'), fullPage: true });
    const signUp = page.getByRole('form', { name: 'Make an account' });
    await signUp.getByLabel('Name').fill('KeyAda');
    await signUp.getByRole('button', { name: 'Make my account' }).click();
    await explained(page, () => page.getByText('Signed in as KeyAda').waitFor());
    // The authenticator now holds one passkey for this site, and the account lists it.
    const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: unknown[] };
    expect(credentials).toHaveLength(1);
    // The page asks for the account's passkeys after signing in: read once they have come.
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'passkey' }).count()).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'account-signed-in-phone.png'), fullPage: true });
    // Nothing wider than the phone: the bar with the player's name wraps rather than overflows.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await explained(page, () => page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor());
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await explained(page, () => page.getByText('Signed in as KeyAda').waitFor());
    // The bar says who is signed in.
    expect(await page.locator('.app-bar__account').textContent()).toContain('KeyAda');
    expect(page.errors).toEqual([]);
  }, 300_000);

  it('signs up with a password, takes a seat, and plays on from a second browser signed in as the same account', async () => {
    const laptop = await newPage();
    await laptop.goto(`${server.url}/account`);
    const signUp = laptop.getByRole('form', { name: 'Make an account' });
    await explained(laptop, () => signUp.waitFor());
    await signUp.getByLabel('Name').fill('PassBob');
    // Opened by its address: passkeys are not offered, a password is asked.
    await signUp.getByLabel('New password').fill('bob likes cards');
    await signUp.getByRole('button', { name: 'Make my account' }).click();
    await explained(laptop, () => laptop.getByText('Signed in as PassBob').waitFor());
    expect(await axeProblems(laptop)).toEqual([]);
    await laptop.screenshot({ path: join(artifacts, 'account-signed-in-laptop.png'), fullPage: true });
    // A match against a bot, its first seat taken from this signed-in browser (its cookie goes along).
    const matchID = await laptop.evaluate(async () => {
      const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json() as Promise<Record<string, string>>);
      const { matchID } = await post('/games/exploding-kittens/create', { numPlayers: 2, bots: ['1'], timeControl: 'off' });
      await post(`/games/exploding-kittens/${matchID}/join`, { playerID: '0', playerName: 'typed name' });
      return matchID!;
    });

    // Another device: signs in, finds the match under "My matches", opens it, and is seated.
    const phone = await newPage({ width: 390, height: 844 });
    await phone.goto(`${server.url}/account`);
    const signIn = phone.getByRole('form', { name: 'Sign in' });
    await explained(phone, () => signIn.waitFor());
    await signIn.getByLabel('Name').fill('passbob');
    await signIn.getByLabel('Password').fill('bob likes cards');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await explained(phone, () => phone.getByText('Signed in as PassBob').waitFor());
    await phone.getByRole('link', { name: 'My matches' }).first().click();
    const entry = phone.locator('.account__matches li').filter({ has: phone.locator(`a[href$="${matchID}"]`) });
    await explained(phone, () => entry.waitFor());
    expect(await axeProblems(phone)).toEqual([]);
    await phone.screenshot({ path: join(artifacts, 'my-matches-phone.png'), fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await entry.getByRole('link').click();
    // Seated as PassBob (the account's name, not the typed one), not watching: the hand is there.
    await explained(phone, () => phone.locator('.room__board [data-parlor-hand]').waitFor({ timeout: 60_000 }));
    await expect.poll(() => phone.locator('.room__turn').textContent()).not.toMatch(/watching/i);
    const held = await phone.evaluate((id) => localStorage.getItem(`parlor.seat.${id}`), matchID);
    expect(JSON.parse(held!)).toMatchObject({ playerID: '0', playerName: 'PassBob' });
    // And plays on from here, on the generic board: while the match waits for this seat alone
    // (its turn, the bot waiting), its move changes what the seat may do next (a card more or
    // fewer in hand, or another seat's turn).
    await phone.goto(`${server.url}/match/exploding-kittens/${matchID}?board=generic`);
    const control = phone.locator('.room__board [data-parlor-generic-board] [data-parlor-move]:visible').first();
    await explained(phone, () => control.waitFor({ timeout: 60_000 }));
    await explained(phone, () => phone.locator('.room__turn[data-mine]').waitFor());
    const offered = () =>
      phone.locator('.room__board [data-parlor-generic-board] [data-parlor-move], .room__board [data-parlor-generic-board] [data-parlor-step]').evaluateAll((controls) =>
        controls.map((element) => `${element.getAttribute('data-parlor-move') ?? ''}|${element.getAttribute('data-parlor-step') ?? ''}|${element.getAttribute('data-card-id') ?? ''}`).join(' '),
      );
    const before = await offered();
    await control.click();
    await expect.poll(offered, { timeout: 30_000 }).not.toBe(before);
    // The player's profile and the game's leaderboard, on the phone, pass the accessibility check.
    for (const path of ['/u/PassBob', '/ratings/exploding-kittens']) {
      await phone.goto(`${server.url}${path}`);
      await explained(phone, () => phone.getByRole('heading', { level: 1 }).waitFor());
      await explained(phone, () => phone.locator('.account .account__hint, .account table').first().waitFor());
      expect(await axeProblems(phone), path).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await phone.screenshot({ path: join(artifacts, 'leaderboard-phone.png'), fullPage: true });
    expect(laptop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 300_000);
});

