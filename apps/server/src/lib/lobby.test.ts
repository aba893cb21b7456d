import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyClient } from 'boardgame.io/client';
import { probeMatch, startTestServer, type TestServer } from '../test/harness';
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
