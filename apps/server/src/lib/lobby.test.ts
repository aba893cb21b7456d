import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LobbyClient } from 'boardgame.io/client';
import { connected, makeMove, next, probeMatch, startTestServer, type TestServer } from '../test/harness';
import { probeModule } from '../test/probe-game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { createPerMinute: 1000, origins: ['https://friends.example.org'] } });
});
afterAll(async () => {
  await server.stop();
});

describe('the lobby API (boardgame.io routes)', () => {
  it('lists games, the catalog and health', async () => {
    expect((await server.api('/games')).body).toEqual(['probe']);
    const catalog = await server.api('/api/catalog');
    expect(catalog.body.games!.map((manifest: { id: string }) => manifest.id)).toEqual(['probe']);
    expect((await server.api('/healthz')).body).toMatchObject({ status: 'ok', games: 1, storage: 'pglite' });
  });

  it('serves the web client, its routes included, or says it is not built', async () => {
    const page = await fetch(server.url + '/');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('The web client has not been built');
    const webRoot = mkdtempSync(join(tmpdir(), 'parlor-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Parlor web</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index-3f2a9c.js'), 'console.log(1)');
    const withWeb = await startTestServer({ webRoot });
    try {
      for (const path of ['/', '/index.html', '/match/exploding-kittens/abc']) {
        const response = await fetch(withWeb.url + path);
        expect(await response.text()).toContain('Parlor web');
        // After an upgrade a browser must not start the old build from its cache.
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
      }
      const asset = await fetch(withWeb.url + '/assets/index-3f2a9c.js');
      expect(asset.headers.get('cache-control')).toMatch(/immutable/);
      // Compressed when the browser accepts it (a script worth compressing), and as sent once unpacked.
      writeFileSync(join(webRoot, 'assets', 'game-9a8b7c.js'), 'console.log("a card game");\n'.repeat(500));
      const big = await fetch(withWeb.url + '/assets/game-9a8b7c.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(big.headers.get('content-encoding')).toBe('gzip');
      expect(await big.text()).toBe('console.log("a card game");\n'.repeat(500));
      // Security headers on the page: only this server's own scripts, styles and socket; no framing.
      const page = await fetch(withWeb.url + '/');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/default-src 'self'/);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-powered-by')).toBeNull();
      const missing = await withWeb.api('/api/nothing-here');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('not found');
    } finally {
      await withWeb.stop();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('works with boardgame.io’s LobbyClient', async () => {
    const lobby = new LobbyClient({ server: server.url });
    expect(await lobby.listGames()).toEqual(['probe']);
    const { matchID } = await lobby.createMatch('probe', { numPlayers: 3, setupData: { start: 2 } });
    const { playerID, playerCredentials } = await lobby.joinMatch('probe', matchID, { playerName: 'Amy', data: { avatar: 'cat' } });
    expect(playerID).toBe('0');
    const match = await lobby.getMatch('probe', matchID);
    expect(match.players).toEqual([{ id: 0, name: 'Amy', data: { avatar: 'cat' } }, { id: 1 }, { id: 2 }]);
    expect(JSON.stringify(match)).not.toContain(playerCredentials);
    const { matches } = await lobby.listMatches('probe');
    expect(matches.map((m) => m.matchID)).toContain(matchID);
    await lobby.updatePlayer('probe', matchID, { playerID, credentials: playerCredentials, newName: 'Amelia' });
    expect((await lobby.getMatch('probe', matchID)).players[0]!.name).toBe('Amelia');
    await lobby.leaveMatch('probe', matchID, { playerID, credentials: playerCredentials });
    // The last player left: the match is gone, as with boardgame.io's own lobby.
    await expect(lobby.getMatch('probe', matchID)).rejects.toThrow(/404/);
  });

  it('creates with the manifest’s minimum when no player count is given', async () => {
    const { matchID } = (await server.api('/games/probe/create', { body: {} })).body;
    expect((await server.api(`/games/probe/${matchID}`)).body.players).toHaveLength(2);
  });

  it.each([
    ['too many players', { numPlayers: 5 }, /numPlayers must be an integer from 2 to 4/],
    ['far too many players', { numPlayers: 200000 }, /numPlayers/],
    ['too few players', { numPlayers: 1 }, /numPlayers/],
    ['a fractional count', { numPlayers: 2.5 }, /numPlayers/],
    ['a string count', { numPlayers: '3' }, /numPlayers/],
    ['an unknown option', { setupData: { speed: 9 } }, /speed|Unrecognized/],
    ['an option out of range', { setupData: { start: 99 } }, /start/],
    ['a __proto__ option', JSON.parse('{"setupData":{"__proto__":{"polluted":1}}}'), /__proto__/],
    ['an unknown field', { numPlayers: 2, colour: 'red' }, /colour|Unrecognized/],
    ['unlisted as text', { unlisted: 'yes' }, /unlisted/],
  ])('refuses to create with %s, with a message', async (_what, body, message) => {
    const before = (await server.api('/games/probe')).body.matches!.length;
    const response = await server.api('/games/probe/create', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
    expect((await server.api('/games/probe')).body.matches).toHaveLength(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body that is not sent as JSON, or no body at all, and creates nothing', async () => {
    const before = (await server.api('/games/probe')).body.matches!.length;
    const attempts: [Record<string, string>, string | undefined, number, RegExp][] = [
      [{ 'content-type': 'text/plain' }, '{"numPlayers":200000}', 415, /must be JSON.*not text\/plain/],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'numPlayers=200000', 415, /must be JSON/],
      [{}, '{"numPlayers":3}', 415, /must be JSON/],
      [{ 'content-type': 'application/json' }, undefined, 400, /body is missing/],
      [{ 'content-type': 'application/json' }, '', 400, /body is missing/],
      [{}, undefined, 400, /body is missing/],
    ];
    for (const [headers, body, status, message] of attempts) {
      for (const path of ['/games/probe/create', '/games/probe/some-match/join', '/games/probe/some-match/leave', '/games/probe/some-match/playAgain']) {
        // A raw request: fetch adds no content type of its own for a string or no body here.
        const response = await fetch(server.url + path, { method: 'POST', headers, body });
        expect(response.status, `${path} ${JSON.stringify(headers)} ${body}`).toBe(status);
        expect(((await response.json()) as { error: string }).error).toMatch(message);
      }
    }
    expect((await server.api('/games/probe')).body.matches).toHaveLength(before);
  });

  it('refuses bodies that are too large or not JSON, and unknown games and matches', async () => {
    const huge = await server.api('/games/probe/create', { raw: JSON.stringify({ setupData: { start: 1 }, pad: 'x'.repeat(40_000) }) });
    expect(huge).toMatchObject({ status: 413, body: { error: 'request body too large' } });
    const broken = await server.api('/games/probe/create', { raw: '{"numPlayers":' });
    expect(broken).toMatchObject({ status: 400, body: { error: 'request body is not valid JSON' } });
    expect((await server.api('/games/nope/create', { body: {} })).status).toBe(404);
    expect((await server.api('/games/probe/no-such-match')).status).toBe(404);
    expect((await server.api('/games/probe/no-such-match/join', { body: { playerName: 'X' } })).status).toBe(404);
    expect((await server.api('/games/probe/constructor/join', { body: { playerName: 'X' } })).status).toBe(404);
  });

  it('validates joins', async () => {
    const { matchID } = await probeMatch(server, 2, 0);
    for (const body of [{}, { playerName: '' }, { playerName: 'x'.repeat(41) }, { playerName: 'Ok', playerID: 'seat-0' }, { playerName: 'Ok', extra: 1 }]) {
      expect((await server.api(`/games/probe/${matchID}/join`, { body })).status).toBe(400);
    }
    expect((await server.api(`/games/probe/${matchID}/join`, { body: { playerName: 'Ok', playerID: '7' } })).status).toBe(404);
  });

  it('never gives one seat to two players who join at once', async () => {
    const { matchID } = await probeMatch(server, 4, 0);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.api(`/games/probe/${matchID}/join`, { body: { playerID: '1', playerName: `P${i}` } })),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(19);
    const auto = await Promise.all(Array.from({ length: 10 }, (_, i) => server.api(`/games/probe/${matchID}/join`, { body: { playerName: `Q${i}` } })));
    const seats = auto.filter((r) => r.status === 200).map((r) => r.body.playerID);
    expect(seats.sort()).toEqual(['0', '2', '3']);
    expect(auto.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('checks credentials to leave, update and play again', async () => {
    const { matchID, seats } = await probeMatch(server, 2, 2);
    const [a, b] = seats as [{ playerID: string; credentials: string }, { playerID: string; credentials: string }];
    expect((await server.api(`/games/probe/${matchID}/leave`, { body: { playerID: a.playerID, credentials: b.credentials } })).status).toBe(403);
    expect((await server.api(`/games/probe/${matchID}/update`, { body: { playerID: a.playerID, credentials: 'x', newName: 'Z' } })).status).toBe(403);
    expect((await server.api(`/games/probe/${matchID}/update`, { body: { playerID: a.playerID, credentials: a.credentials } })).status).toBe(400);
    const again = await Promise.all([
      server.api(`/games/probe/${matchID}/playAgain`, { body: { playerID: a.playerID, credentials: a.credentials } }),
      server.api(`/games/probe/${matchID}/playAgain`, { body: { playerID: b.playerID, credentials: b.credentials } }),
    ]);
    // Whoever asks, everyone is sent to the same next match.
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(again[0]!.body.nextMatchID).toBe(again[1]!.body.nextMatchID);
    expect((await server.api(`/games/probe/${again[0]!.body.nextMatchID}`)).body.players).toHaveLength(2);
    expect((await server.api(`/games/probe/${matchID}/playAgain`, { body: { playerID: a.playerID, credentials: 'wrong' } })).status).toBe(403);
  });

  it('lists only listed matches and filters them', async () => {
    const listed = (await server.api('/games/probe/create', { body: { numPlayers: 2 } })).body.matchID;
    const hidden = (await server.api('/games/probe/create', { body: { numPlayers: 2, unlisted: true } })).body.matchID;
    const ids = (await server.api('/games/probe')).body.matches!.map((m: { matchID: string }) => m.matchID);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(hidden);
    expect((await server.api('/games/probe?isGameover=true')).body.matches).toEqual([]);
    expect((await server.api(`/games/probe?updatedAfter=${Date.now() + 60_000}`)).body.matches).toEqual([]);
    expect((await server.api('/games/probe?updatedBefore=abc')).status).toBe(400);
  });
});

describe('player counts', () => {
  it('checks the count against the manifest even when the game’s own check would let it through', async () => {
    // Keeps the contract (refuses one too few and one too many) but lets absurd counts through.
    const lax = {
      ...probeModule,
      game: { ...probeModule.game, validateSetupData: (_setup: unknown, numPlayers: number) => (numPlayers === 1 || numPlayers === 5 ? 'no' : undefined) },
    };
    const laxServer = await startTestServer({ modules: [lax] });
    try {
      for (const numPlayers of [0, 6, 200000, -3]) {
        const response = await laxServer.api('/games/probe/create', { body: { numPlayers } });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('numPlayers must be an integer from 2 to 4 for probe');
      }
      expect((await laxServer.api('/games/probe')).body.matches).toEqual([]);
      expect((await laxServer.api('/games/probe/create', { body: { numPlayers: 4 } })).status).toBe(200);
    } finally {
      await laxServer.stop();
    }
  });

  it('refuses to start with a game that breaks the module contract', async () => {
    const broken = { ...probeModule, game: { ...probeModule.game, maxPlayers: 9, disableUndo: false } };
    await expect(startTestServer({ modules: [broken] })).rejects.toThrow(/the game probe breaks the game-module contract: .*maxPlayers.*disableUndo/);
  });
});

describe('origins', () => {
  it('serves its own pages and the configured origins, and refuses others', async () => {
    const own = await server.api('/api/catalog', { headers: { origin: server.url } });
    expect(own.status).toBe(200);
    const friend = await server.api('/api/catalog', { headers: { origin: 'https://friends.example.org' } });
    expect(friend.status).toBe(200);
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://friends.example.org');
    const stranger = await server.api('/games/probe/create', { body: {}, headers: { origin: 'https://evil.example.com' } });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limiting', () => {
  it('counts each client behind a trusted proxy apart (TRUST_PROXY), and believes no forwarded address without it', async () => {
    const behind = await startTestServer({ config: { createPerMinute: 1 }, env: { TRUST_PROXY: 'loopback' } });
    const direct = await startTestServer({ config: { createPerMinute: 1 } });
    try {
      const create = (server: typeof behind, client: string) => server.api('/games/probe/create', { body: {}, headers: { 'x-forwarded-for': client } });
      // Through the balancer on loopback: two clients, one match each.
      expect((await create(behind, '203.0.113.7')).status).toBe(200);
      expect((await create(behind, '198.51.100.9')).status).toBe(200);
      expect((await create(behind, '203.0.113.7')).status).toBe(429);
      // Without TRUST_PROXY a client cannot pass for another by naming it.
      expect((await create(direct, '203.0.113.7')).status).toBe(200);
      expect((await create(direct, '198.51.100.9')).status).toBe(429);
    } finally {
      await behind.stop();
      await direct.stop();
    }
  });

  it('limits how many matches one client creates per minute', async () => {
    const limited = await startTestServer({ config: { createPerMinute: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.api('/games/probe/create', { body: {} })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await limited.api('/games/probe/create', { body: {} })).body.error).toMatch(/too many matches/);
    } finally {
      await limited.stop();
    }
  });
});

describe('the paged listing and its version', () => {
  // A server of its own: these tests count every match of the game.
  let paged: TestServer;
  beforeAll(async () => {
    paged = await startTestServer({ config: { createPerMinute: 1000 } });
  });
  afterAll(async () => {
    await paged.stop();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const versionPath = '/api/lobby/probe/version?isGameover=false';

  /**
   * The version as the database has it now: asked until an answer comes from a query made
   * during the request (not from the second-long cache), so a value read before a change
   * cannot pass for one read after it.
   */
  async function freshVersion(): Promise<string> {
    const spy = vi.spyOn(paged.storage, 'lobbyVersion');
    try {
      for (const start = Date.now(); Date.now() - start < 10_000; await sleep(50)) {
        const before = spy.mock.calls.length;
        const { status, body } = await paged.api(versionPath);
        expect(status).toBe(200);
        if (spy.mock.calls.length > before) return body.version as string;
      }
      throw new Error('the version was never read afresh');
    } finally {
      spy.mockRestore();
    }
  }

  /** The fresh version once it differs from `before` (changes from sockets land a moment later). */
  async function changedFrom(before: string): Promise<string> {
    for (const start = Date.now(); Date.now() - start < 10_000; ) {
      const version = await freshVersion();
      if (version !== before) return version;
    }
    throw new Error(`the version stayed ${before}`);
  }

  it('pages through the matches: each seen once, `next` until the last page', async () => {
    const since = Date.now() - 1;
    const created: string[] = [];
    for (let i = 0; i < 7; i++) created.push((await paged.api('/games/probe/create', { body: {} })).body.matchID!);
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const { status, body } = await paged.api(`/games/probe?limit=3&updatedAfter=${since}${after ? `&after=${after}` : ''}`);
      expect(status).toBe(200);
      pages.push(body.matches!.map((match) => match.matchID));
      after = body.next as string | undefined;
      expect(pages.length).toBeLessThan(5);
    } while (after !== undefined);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().sort()).toEqual([...created].sort());
    // Newest first, as before pages.
    expect(pages.flat()[0]).toBe(created.at(-1));
    // The last page says nothing of a next one; neither does a page that holds them all.
    const all = await paged.api(`/games/probe?limit=7&updatedAfter=${since}`);
    expect(all.body.matches).toHaveLength(7);
    expect(all.body).not.toHaveProperty('next');
  });

  it('holds 50 matches unless asked for fewer or more, never more than 200, and says what is wrong with a bad limit', async () => {
    while (((await paged.api('/games/probe?limit=200')).body.matches ?? []).length < 52) await paged.api('/games/probe/create', { body: {} });
    const first = await paged.api('/games/probe');
    expect(first.body.matches).toHaveLength(50);
    expect(typeof first.body.next).toBe('string');
    const rest = await paged.api(`/games/probe?after=${first.body.next as string}`);
    expect(rest.body.matches!.length).toBeGreaterThan(0);
    expect(rest.body.matches!.map((match) => match.matchID)).not.toContain(first.body.matches![49]!.matchID);
    expect((await paged.api('/games/probe?limit=200')).body).not.toHaveProperty('next');
    expect((await paged.api('/games/probe?limit=1')).body.matches).toHaveLength(1);

    for (const limit of ['0', '-1', 'abc', '2.5', '', '1e2']) {
      const response = await paged.api(`/games/probe?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.error, limit).toBe('limit: must be a whole number from 1 to 200');
    }
    for (const limit of ['201', '5000', '9'.repeat(30)]) {
      const response = await paged.api(`/games/probe?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.error, limit).toBe('limit: must be at most 200');
    }
    const forged = Buffer.from(JSON.stringify({ id: 'x' })).toString('base64url');
    for (const after of ['not-a-cursor', forged]) {
      const response = await paged.api(`/games/probe?after=${after}`);
      expect(response.status, after).toBe(400);
      expect(response.body.error, after).toMatch(/^after: is not a cursor this server gave/);
    }
    // boardgame.io's LobbyClient asks with no limit: it gets a bounded page.
    const lobby = new LobbyClient({ server: paged.url });
    expect((await lobby.listMatches('probe')).matches).toHaveLength(50);
  });

  it('answers many lobby pages at once from one query, and refuses unknown games and filters', async () => {
    const spy = vi.spyOn(paged.storage, 'lobbyVersion');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => paged.api(versionPath)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((answer) => answer.body.version)).size).toBe(1);
      expect(typeof answers[0]!.body.version).toBe('string');
      // Fewer than 10: the second-long cache or the read in flight answered the others.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
    expect((await paged.api('/api/lobby/nope/version')).status).toBe(404);
    const bad = await paged.api('/api/lobby/probe/version?isGameover=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^isGameover:/);
  });

  it('changes the version with what the lobby shows: a new match, a join, who is online, a leave; not with a move', async () => {
    let version = await freshVersion();
    const matchID = (await paged.api('/games/probe/create', { body: { numPlayers: 2, timeControl: 'off' } })).body.matchID!;
    version = await changedFrom(version);
    const seats: string[] = [];
    for (const playerID of ['0', '1']) {
      seats.push((await paged.api(`/games/probe/${matchID}/join`, { body: { playerID, playerName: `P${playerID}` } })).body.playerCredentials!);
      version = await changedFrom(version);
    }

    // Both players come online (each seat's flag is a change of its own: wait for both).
    const sockets = [];
    for (const [playerID, credentials] of seats.entries()) {
      const socket = paged.socket('probe');
      await connected(socket);
      const synced = next(socket, 'sync', 10_000);
      socket.emit('sync', matchID, String(playerID), credentials, 2);
      expect(await synced).toBeDefined();
      sockets.push(socket);
    }
    const online = async () => {
      const { metadata } = await paged.storage.readThrough().fetch(matchID, { metadata: true });
      return Object.values(metadata!.players).every((player) => player.isConnected === true);
    };
    for (const start = Date.now(); !(await online()); await sleep(20)) {
      if (Date.now() - start > 10_000) throw new Error('the seats never came online');
    }
    version = await changedFrom(version);

    // A move: the state and the update time change, the listing does not.
    const stateID = async () => (await paged.storage.readThrough().fetch(matchID, { state: true })).state!._stateID;
    const before = await stateID();
    const updated = next(sockets[0]!, 'update', 10_000);
    sockets[0]!.emit('update', makeMove('inc', [], '0', seats[0]), before, matchID, '0');
    expect(await updated).toBeDefined();
    for (const start = Date.now(); (await stateID()) === before; await sleep(20)) {
      if (Date.now() - start > 10_000) throw new Error('the move was never stored');
    }
    expect(await freshVersion()).toBe(version);

    // A player leaves: their seat is free again.
    sockets[1]!.close();
    version = await changedFrom(version);
    expect((await paged.api(`/games/probe/${matchID}/leave`, { body: { playerID: '1', credentials: seats[1] } })).status).toBe(200);
    version = await changedFrom(version);
    // And a new match appears.
    await paged.api('/games/probe/create', { body: {} });
    await changedFrom(version);
  });
});
