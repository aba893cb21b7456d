// Accounts through the server's routes: signing up, in and out, the session cookie and its CSRF
// token, session fixation, a cross-site form, the sign-in limits (per address, per name, and
// across two processes sharing Redis and PostgreSQL), one answer for an unknown name and a wrong
// password, changing the password, deleting the account, and no secret in the log or /metrics.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, startTestServer, type TestServer } from '../test/harness';
import { dropSchema, missingServices, TEST_DATABASE_URL, TEST_REDIS_URL } from '../test/services';
import { Browser } from '../test/accounts';
import { SESSION_COOKIE } from './sessions';

const missing = await missingServices(['redis', 'postgres']);

describe('accounts', () => {
  let server: TestServer;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    server = await startTestServer({ logger, env: { SIGNIN_PER_ACCOUNT: '4', SIGNIN_PER_ADDRESS: '1000' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('signs up with a name and a password into an httpOnly, SameSite session, and refuses a name taken or malformed', async () => {
    const ada = new Browser(server);
    expect((await ada.call('/auth/session')).body).toEqual({ account: null, signUp: true });
    const made = await ada.call('/auth/sign-up', { name: 'Ada', password: 'correct horse' });
    expect(made.status).toBe(201);
    expect(made.setCookie).toMatch(/HttpOnly/i);
    expect(made.setCookie).toMatch(/SameSite=Lax/i);
    // Plain HTTP here: no Secure flag, or the browser would never send it back.
    expect(made.setCookie).not.toMatch(/Secure/i);
    expect(made.body).toMatchObject({ account: { name: 'Ada' } });
    expect((await ada.call('/auth/session')).body).toMatchObject({ account: { name: 'Ada' }, csrf: ada.csrf });
    const other = new Browser(server);
    expect(await other.call('/auth/sign-up', { name: 'ADA', password: 'another one' })).toMatchObject({ status: 409, body: { code: 'name-taken' } });
    for (const [name, password, words] of [
      ['A', 'long enough', /2 to 24/],
      ['Ada Lovelace', 'long enough', /letters or digits/],
      ['<b>', 'long enough', /letters or digits/],
      ['Grace', 'short', /at least 8/],
    ] as const) {
      const refused = await other.call('/auth/sign-up', { name, password });
      expect(refused.status, name).toBe(400);
      expect(String(refused.body['error'])).toMatch(words);
      expect(refused.setCookie).toBeNull();
    }
    expect((await other.call('/auth/sign-up', { name: 'Grace', password: 'long enough', admin: true })).status).toBe(400);
  });

  it('answers an unknown name as a wrong password, in comparable time, and signs in with the right one', async () => {
    const grace = new Browser(server);
    await grace.call('/auth/sign-up', { name: 'Grace', password: 'hopper1906' });
    await new Browser(server).call('/auth/sign-up', { name: 'Hopper', password: 'grace1906' });
    const stranger = new Browser(server);
    const wrong = await stranger.call('/auth/sign-in', { name: 'Grace', password: 'not it at all' });
    const unknown = await stranger.call('/auth/sign-in', { name: 'Nobody', password: 'not it at all' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    // Both hash what was typed: the unknown name is not answered without the work a known one
    // costs (scrypt's tens of milliseconds against a lookup's one), which would tell it apart.
    const times = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      // Two names, each kept under its limit of 4 attempts (the right password comes last).
      times.wrong.push((await stranger.call('/auth/sign-in', { name: i === 1 ? 'hopper' : 'grace', password: `guess ${i}` })).ms);
      times.unknown.push((await stranger.call('/auth/sign-in', { name: `nobody${i}`, password: `guess ${i}` })).ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    console.log(`sign-in answered in ${median(times.wrong).toFixed(0)} ms for a wrong password, ${median(times.unknown).toFixed(0)} ms for an unknown name (medians of 3)`);
    expect(median(times.unknown)).toBeGreaterThan(median(times.wrong) * 0.3);
    expect(median(times.wrong)).toBeGreaterThan(median(times.unknown) * 0.3);
    // The right password, any case of the name.
    const signedIn = await stranger.call('/auth/sign-in', { name: 'GRACE', password: 'hopper1906' });
    expect(signedIn).toMatchObject({ status: 200, body: { account: { name: 'Grace' } } });
  });

  it('starts a new session at every sign-in and ends the one the browser came with (no session fixation)', async () => {
    const first = new Browser(server);
    await first.call('/auth/sign-up', { name: 'Fixed', password: 'pinned token' });
    const planted = first.cookie!;
    // Someone who planted that cookie in a victim's browser: the victim signs in with it.
    const victim = new Browser(server);
    victim.cookie = planted;
    await victim.call('/auth/sign-in', { name: 'Fixed', password: 'pinned token' });
    expect(victim.cookie).not.toBe(planted);
    const planter = new Browser(server);
    planter.cookie = planted;
    expect((await planter.call('/auth/session')).body).toEqual({ account: null, signUp: true });
    expect((await victim.call('/auth/session')).body).toMatchObject({ account: { name: 'Fixed' } });
  });

  it('refuses a change without the session’s CSRF token, and a cross-site form post, changing nothing', async () => {
    const mo = new Browser(server);
    await mo.call('/auth/sign-up', { name: 'Mo', password: 'stays signed in' });
    const csrf = mo.csrf;
    mo.csrf = undefined;
    expect(await mo.call('/auth/sign-out', {})).toMatchObject({ status: 403, body: { code: 'csrf' } });
    mo.csrf = 'made-up';
    expect((await mo.call('/auth/sign-out', {})).status).toBe(403);
    mo.csrf = csrf;
    expect((await mo.call('/auth/session')).body).toMatchObject({ account: { name: 'Mo' } });
    // What a page on another site can send: a form, with its cookie, without the header.
    const form = await fetch(`${server.url}/auth/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=${mo.cookie}` },
      body: 'confirm=Mo',
    });
    expect(form.status).toBe(403);
    const sameOriginForm = await fetch(`${server.url}/auth/delete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${mo.cookie}` }, body: 'confirm=Mo' });
    expect(sameOriginForm.status).toBe(415);
    expect((await mo.call('/auth/session')).body).toMatchObject({ account: { name: 'Mo' } });
    // Signed out, the cookie is gone and opens nothing.
    const token = mo.cookie;
    expect((await mo.call('/auth/sign-out', {})).status).toBe(200);
    expect(mo.cookie).toBeUndefined();
    mo.cookie = token;
    expect((await mo.call('/auth/session')).body['account']).toBeNull();
    expect(await mo.call('/auth/sign-out', {})).toMatchObject({ status: 401, body: { code: 'signed-out' } });
  });

  it('limits sign-in attempts on one name, refusing even the right password until the window ends, and the right one clears the count', async () => {
    const owner = new Browser(server);
    await owner.call('/auth/sign-up', { name: 'Target', password: 'the real one' });
    const guesser = new Browser(server);
    // Three wrong, then the right one: counted, but in time, and the count starts again.
    for (let i = 0; i < 3; i++) expect((await guesser.call('/auth/sign-in', { name: 'Target', password: `guess ${i}` })).status).toBe(401);
    expect((await guesser.call('/auth/sign-in', { name: 'target', password: 'the real one' })).status).toBe(200);
    const attacker = new Browser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker.call('/auth/sign-in', { name: 'Target', password: `guess ${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const limited = await attacker.call('/auth/sign-in', { name: 'Target', password: 'the real one' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'too-many' } });
    // An unknown name is limited the same way: the limit tells nothing about which names exist.
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) unknown.push((await attacker.call('/auth/sign-in', { name: 'NoSuchName', password: `guess ${i}` })).status);
    expect(unknown).toEqual(statuses);
  });

  it('changes the password with the current one, signing out every other session; deleting the account ends its sessions and frees its name', async () => {
    const here = new Browser(server);
    await here.call('/auth/sign-up', { name: 'Leaving', password: 'first password' });
    const there = new Browser(server);
    await there.call('/auth/sign-in', { name: 'Leaving', password: 'first password' });
    expect(await here.call('/auth/password', { current: 'wrong', password: 'second password' })).toMatchObject({ status: 403 });
    expect(await here.call('/auth/password', { current: 'first password', password: 'second password' })).toMatchObject({ status: 200, body: { closed: 1 } });
    expect((await there.call('/auth/session')).body['account']).toBeNull();
    expect((await there.call('/auth/sign-in', { name: 'Leaving', password: 'first password' })).status).toBe(401);
    await there.call('/auth/sign-in', { name: 'Leaving', password: 'second password' });
    expect((await here.call('/auth/sign-out-everywhere', {})).body).toEqual({ closed: 1 });
    expect((await there.call('/auth/session')).body['account']).toBeNull();
    expect((await here.call('/auth/delete', { confirm: 'Someone', password: 'second password' })).status).toBe(400);
    expect((await here.call('/auth/delete', { confirm: 'leaving', password: 'wrong' })).status).toBe(403);
    const kept = here.cookie;
    expect((await here.call('/auth/delete', { confirm: 'leaving', password: 'second password' })).status).toBe(200);
    here.cookie = kept;
    expect((await here.call('/auth/session')).body['account']).toBeNull();
    expect((await there.call('/auth/sign-in', { name: 'Leaving', password: 'second password' })).status).toBe(401);
    expect((await there.call('/auth/sign-up', { name: 'Leaving', password: 'a new player' })).status).toBe(201);
  });

  it('writes no password, session token or CSRF token to the log or /metrics', async () => {
    const secret = `pass-${randomBytes(6).toString('hex')}`;
    const browser = new Browser(server);
    await browser.call('/auth/sign-up', { name: 'Quiet', password: secret });
    await browser.call('/auth/sign-in', { name: 'Quiet', password: secret });
    await browser.call('/auth/sign-in', { name: 'Quiet', password: `${secret}-wrong` });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    // Counted, without a name: the operator sees guessing, not who.
    expect(metrics).toMatch(/parlor_sign_ins_total\{method="password",outcome="refused"\} [1-9]/);
    expect(metrics).toMatch(/parlor_sign_ins_total\{method="password",outcome="ok"\} [1-9]/);
    const logged = JSON.stringify(lines);
    expect(lines.some((line) => String(line['msg']).includes('request completed') || line['req'] !== undefined)).toBe(true);
    for (const value of [secret, browser.cookie!, browser.csrf!]) {
      expect(logged).not.toContain(value);
      expect(metrics).not.toContain(value);
    }
  });

  it('gives a signed-in player’s seat to the account, under its name, and back to it on another device; a guest plays as before', async () => {
    const laptop = new Browser(server);
    await laptop.call('/auth/sign-up', { name: 'Roamer', password: 'two devices' });
    const { matchID } = (await laptop.call('/games/probe/create', { numPlayers: 2 })).body as { matchID: string };
    // The name typed is the account's, whatever was typed.
    const joined = await laptop.call(`/games/probe/${matchID}/join`, { playerID: '0', playerName: 'Someone Else' });
    expect(joined.status).toBe(200);
    const guest = new Browser(server);
    const guestSeat = await guest.call(`/games/probe/${matchID}/join`, { playerID: '1', playerName: 'Visitor' });
    expect(guestSeat.status).toBe(200);
    const listed = await server.api(`/games/probe/${matchID}`);
    expect(listed.body.players!.map((player: { name?: string }) => player.name)).toEqual(['Roamer', 'Visitor']);

    // The phone signs in and finds the match, waiting for its move (the probe's first turn is seat 0's).
    const phone = new Browser(server);
    await phone.call('/auth/sign-in', { name: 'roamer', password: 'two devices' });
    const mine = await phone.call('/api/me/matches');
    expect(mine.status).toBe(200);
    expect(mine.body['matches']).toEqual([
      expect.objectContaining({ matchID, game: 'probe', seat: '0', finished: false, yourMove: true, players: [{ id: 0, name: 'Roamer' }, { id: 1, name: 'Visitor' }] }),
    ]);
    const back = await phone.call('/auth/seat', { matchID });
    expect(back.body).toEqual({ held: true, game: 'probe', playerID: '0', credentials: joined.body['playerCredentials'], playerName: 'Roamer' });
    // Not without the CSRF token, not for a guest, not for another account's seat.
    const csrf = phone.csrf;
    phone.csrf = undefined;
    expect((await phone.call('/auth/seat', { matchID })).status).toBe(403);
    phone.csrf = csrf;
    expect((await guest.call('/auth/seat', { matchID })).status).toBe(401);
    expect((await guest.call('/api/me/matches')).status).toBe(401);
    const other = new Browser(server);
    await other.call('/auth/sign-up', { name: 'Other', password: 'not a seat' });
    expect(await other.call('/auth/seat', { matchID })).toMatchObject({ status: 200, body: { held: false } });
    expect((await other.call('/api/me/matches')).body).toEqual({ matches: [], more: false });
    expect((await phone.call('/api/me/matches?limit=0')).status).toBe(400);

    // Deleting an account leaves its seats no one's, under no one's name; the match stays.
    const brief = new Browser(server);
    await brief.call('/auth/sign-up', { name: 'Brief', password: 'here and gone' });
    const { matchID: kept } = (await brief.call('/games/probe/create', { numPlayers: 2 })).body as { matchID: string };
    await brief.call(`/games/probe/${kept}/join`, { playerID: '1', playerName: 'x' });
    expect((await server.api(`/games/probe/${kept}`)).body.players![1]!.name).toBe('Brief');
    expect((await brief.call('/auth/delete', { confirm: 'Brief', password: 'here and gone' })).status).toBe(200);
    expect((await server.api(`/games/probe/${kept}`)).body.players![1]!.name).toBe('Former player');

    // Left, the seat is no longer the account's.
    expect((await laptop.call(`/games/probe/${matchID}/leave`, { playerID: '0', credentials: joined.body['playerCredentials'] })).status).toBe(200);
    expect((await phone.call('/auth/seat', { matchID })).body).toEqual({ held: false });
    expect((await phone.call('/api/me/matches')).body['matches']).toEqual([]);
  });

  it('marks the session cookie Secure behind a proxy that terminates TLS (TRUST_PROXY)', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const browser = new Browser(proxied);
      const made = await browser.call('/auth/sign-up', { name: 'Behind', password: 'over https' }, { 'x-forwarded-proto': 'https' });
      expect(made.setCookie).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.stop();
    }
  });

  it('turns sign-up off when the operator says so, while signing in still works', async () => {
    const closed = await startTestServer({ env: { SIGN_UP: 'off' } });
    try {
      const browser = new Browser(closed);
      expect((await browser.call('/auth/session')).body).toEqual({ account: null, signUp: false });
      expect(await browser.call('/auth/sign-up', { name: 'Newcomer', password: 'long enough' })).toMatchObject({ status: 403, body: { code: 'sign-up-off' } });
      expect((await browser.call('/auth/sign-in', { name: 'Newcomer', password: 'long enough' })).status).toBe(401);
    } finally {
      await closed.stop();
    }
  });
});

describe.skipIf(missing !== undefined)('accounts on two processes sharing PostgreSQL and Redis', () => {
  it('signs in on either process with one account, and one name’s sign-in limit holds across both', async () => {
    const schema = `accounts_${randomBytes(4).toString('hex')}`;
    const env = { REDIS_URL: TEST_REDIS_URL, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, SIGNIN_PER_ACCOUNT: '4' };
    const [first, second] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const here = new Browser(first);
      expect((await here.call('/auth/sign-up', { name: 'Both', password: 'one account' })).status).toBe(201);
      // The session made on one process opens on the other.
      const there = new Browser(second);
      there.cookie = here.cookie;
      expect((await there.call('/auth/session')).body).toMatchObject({ account: { name: 'Both' } });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await new Browser(i % 2 ? second : first).call('/auth/sign-in', { name: 'Both', password: `guess ${i}` })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await dropSchema(schema);
    }
  }, 300_000);
});
