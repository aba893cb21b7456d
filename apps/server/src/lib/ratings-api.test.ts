// Ratings on a real server: a match between two accounts rated once when it ends (the
// leaderboard, the profile, the result's changes), also when the process stops between the
// result and the rating and another starts; and the matches left unrated, with the reason: a
// guest at a seat, a bot's seat, a seat the bot played for its absent player.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Browser } from '../test/accounts';
import { connected, makeMove, next, startTestServer, type TestServer } from '../test/harness';

/** Waits, within a generous bound, until `check` answers something. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - start > ms) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A probe match that ends after seat 0's next two moves, with the given browsers (null: a guest) at its seats, or bots. */
async function seatedMatch(server: TestServer, players: (Browser | null | 'bot')[]) {
  const host = new Browser(server);
  const bots = players.flatMap((player, seat) => (player === 'bot' ? [String(seat)] : []));
  const { matchID } = (await host.call('/games/probe/create', { numPlayers: players.length, setupData: { start: 8 }, bots })).body as { matchID: string };
  const credentials: string[] = [];
  for (const [seat, player] of players.entries()) {
    if (player === 'bot') continue;
    const joined = await (player ?? new Browser(server)).call(`/games/probe/${matchID}/join`, { playerID: String(seat), playerName: `Guest ${seat}` });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    credentials[seat] = joined.body['playerCredentials'] as string;
  }
  return { matchID, credentials };
}

/** Seat 0 plays the probe to its end (two moves), as a person through a socket. */
async function playToEnd(server: TestServer, matchID: string, credentials: string): Promise<void> {
  const socket = server.socket('probe');
  await connected(socket);
  const synced = next<[string, { state: State }]>(socket, 'sync', 20_000);
  socket.emit('sync', matchID, '0', credentials, 2);
  let stateID = (await synced)![1].state._stateID;
  for (let move = 0; move < 2; move++) {
    socket.emit('update', makeMove('inc', [], '0', credentials), stateID, matchID, '0');
    const before = stateID;
    stateID = await eventually(async () => {
      const { state } = await server.storage.fetch(matchID, { state: true });
      return state && state._stateID > before ? state._stateID : undefined;
    }, `move ${move + 1}`);
  }
  socket.close();
}

const ratingOf = (server: TestServer, matchID: string) => new Browser(server).call(`/api/rating/${matchID}`).then((reply) => reply.body);

describe('ratings', () => {
  let server: TestServer;
  let ada: Browser;
  let bob: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    ada = new Browser(server);
    bob = new Browser(server);
    await ada.call('/auth/sign-up', { name: 'Ada', password: 'rated player' });
    await bob.call('/auth/sign-up', { name: 'Bob', password: 'rated player' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('rates a match between accounts once it ends: the result’s changes, the leaderboard and the profiles', async () => {
    const { matchID, credentials } = await seatedMatch(server, [ada, bob]);
    expect(await ratingOf(server, matchID)).toEqual({ rated: false, pending: true });
    await playToEnd(server, matchID, credentials[0]!);
    // Written in the transaction that stored the result: there as soon as the result is.
    const rating = await ratingOf(server, matchID);
    expect(rating['rated']).toBe(true);
    const [winner, loser] = rating['seats'] as { seat: string; name: string; before: number; after: number }[];
    expect(winner).toMatchObject({ seat: '0', name: 'Ada', before: 0 });
    expect(loser).toMatchObject({ seat: '1', name: 'Bob', before: 0 });
    expect(winner!.after).toBeGreaterThan(loser!.after);
    const board = (await new Browser(server).call('/api/ratings/probe')).body;
    expect(board).toEqual({ game: 'probe', players: [expect.objectContaining({ place: 1, name: 'Ada', rated: 1, won: 1 }), expect.objectContaining({ place: 2, name: 'Bob', rated: 1, won: 0 })], more: false });
    expect((await new Browser(server).call('/api/ratings/probe?limit=1&offset=1')).body).toMatchObject({ players: [{ place: 2, name: 'Bob' }], more: false });
    const profile = (await new Browser(server).call('/api/profile/ada')).body;
    expect(profile).toMatchObject({ name: 'Ada', games: [{ game: 'probe', played: 1, won: 1, rated: 1, ratedWon: 1, rating: winner!.after }], recent: [{ matchID, game: 'probe', seat: '0' }] });
    expect((await new Browser(server).call('/api/profile/nobody-here')).status).toBe(404);
    expect((await new Browser(server).call('/api/ratings/chess')).status).toBe(404);
    expect((await new Browser(server).call('/api/ratings/probe?limit=1000')).status).toBe(400);
  });

  it('makes a rated match for players with accounts: no bots, no guests', async () => {
    expect((await ada.call('/games/probe/create', { numPlayers: 2, rated: true, bots: ['1'] })).status).toBe(400);
    const { matchID } = (await ada.call('/games/probe/create', { numPlayers: 2, rated: true })).body as { matchID: string };
    expect((await server.api(`/games/probe/${matchID}`)).body['parlor']).toMatchObject({ rated: true });
    const joined = await ada.call(`/games/probe/${matchID}/join`, { playerID: '0', playerName: 'x' });
    expect(joined.status).toBe(200);
    expect(await new Browser(server).call(`/games/probe/${matchID}/join`, { playerID: '1', playerName: 'Guest' })).toMatchObject({ status: 401, body: { code: 'signed-out' } });
    expect((await ada.call(`/games/probe/${matchID}/bots`, { playerID: '0', credentials: joined.body['playerCredentials'] })).status).toBe(409);
    expect((await bob.call(`/games/probe/${matchID}/join`, { playerID: '1', playerName: 'x' })).status).toBe(200);
  });

  it('leaves unrated, saying why, a match with a guest, with a bot, and with a seat the bot played for its absent player', async () => {
    const guest = await seatedMatch(server, [ada, null]);
    await playToEnd(server, guest.matchID, guest.credentials[0]!);
    expect(await eventually(async () => ((await ratingOf(server, guest.matchID))['reason'] as string | undefined), 'the guest match looked at')).toMatch(/seat 1 is not held by an account/);
    const bot = await seatedMatch(server, [ada, 'bot']);
    await playToEnd(server, bot.matchID, bot.credentials[0]!);
    expect(await eventually(async () => ((await ratingOf(server, bot.matchID))['reason'] as string | undefined), 'the bot match looked at')).toMatch(/seat 1 is not held by an account/);
    // Nothing changed for Ada: still one rated match.
    // Ada won all three (seat 0 wins the probe), one of them rated.
    expect((await new Browser(server).call('/api/profile/Ada')).body['games']).toEqual([expect.objectContaining({ played: 3, won: 3, rated: 1, ratedWon: 1 })]);

    // Ada never connects: after her grace period the bot plays her seat to the end.
    const absent = await startTestServer({ env: { GRACE_SECONDS: '0', BOT_DELAY_MS: '0' } });
    try {
      const carol = new Browser(absent);
      const dan = new Browser(absent);
      await carol.call('/auth/sign-up', { name: 'Carol', password: 'away from keyboard' });
      await dan.call('/auth/sign-up', { name: 'Dan', password: 'waiting for her' });
      const { matchID } = await seatedMatch(absent, [carol, dan]);
      const reason = await eventually(async () => ((await ratingOf(absent, matchID))['reason'] as string | undefined), 'the bot-played match looked at', 60_000);
      expect(reason).toMatch(/the bot made more than a quarter of seat 0's moves/);
      expect((await new Browser(absent).call('/api/ratings/probe')).body['players']).toEqual([]);
    } finally {
      await absent.stop();
    }
  });
});

describe('the history of a player with an account', () => {
  it('means the account’s seats, not every seat a guest typed the name on', async () => {
    const server = await startTestServer();
    try {
      const gil = new Browser(server);
      await gil.call('/auth/sign-up', { name: 'Gil', password: 'the real gil' });
      const own = await seatedMatch(server, [gil, null]);
      await playToEnd(server, own.matchID, own.credentials[0]!);
      // A guest who types the account's name.
      const host = new Browser(server);
      const { matchID: impostor } = (await host.call('/games/probe/create', { numPlayers: 2, setupData: { start: 8 } })).body as { matchID: string };
      const first = await host.call(`/games/probe/${impostor}/join`, { playerID: '0', playerName: 'Gil' });
      await host.call(`/games/probe/${impostor}/join`, { playerID: '1', playerName: 'Someone' });
      await playToEnd(server, impostor, first.body['playerCredentials'] as string);
      const listed = (await server.api('/api/history?player=gil')).body as unknown as { matches: { matchID: string }[] };
      expect(listed.matches.map((match) => match.matchID)).toEqual([own.matchID]);
      // A name no account has still finds the seats typed with it.
      const typed = (await server.api('/api/history?player=someone')).body as unknown as { matches: { matchID: string }[] };
      expect(typed.matches.map((match) => match.matchID)).toEqual([impostor]);
      // The history names the account behind a seat (for a link to its profile), never a guest's typed name.
      type Listed = { matches: { matchID: string; players: { id: number; name?: string; account?: string }[] }[] };
      const all = (await server.api('/api/history')).body as unknown as Listed;
      const seats = (matchID: string) => all.matches.find((match) => match.matchID === matchID)!.players.map(({ name, account }) => ({ name, account }));
      expect(seats(own.matchID)[0]).toEqual({ name: 'Gil', account: 'Gil' });
      expect(seats(impostor)).toEqual([{ name: 'Gil', account: undefined }, { name: 'Someone', account: undefined }]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

// The result's own transaction rates it; a result stored without its rating (the rating failed
// there, or, as here, the test's delay held it back and the process stopped) is rated later.
describe('a rating interrupted by a stop', () => {
  it('is made by the next process from the stored result, once, however often processes start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-ratings-'));
    try {
      // The first process stores the result and stops before rating it (as if killed).
      const first = await startTestServer({ env: { DATA_DIR: dataDir, PARLOR_TEST_RATING_DELAY_MS: '600000' } });
      const eve = new Browser(first);
      const fay = new Browser(first);
      await eve.call('/auth/sign-up', { name: 'Eve', password: 'interrupted' });
      await fay.call('/auth/sign-up', { name: 'Fay', password: 'interrupted' });
      const { matchID, credentials } = await seatedMatch(first, [eve, fay]);
      await playToEnd(first, matchID, credentials[0]!);
      expect(await ratingOf(first, matchID)).toEqual({ rated: false, pending: true });
      await first.stop();
      for (let start = 0; start < 2; start++) {
        const next = await startTestServer({ env: { DATA_DIR: dataDir } });
        try {
          await eventually(async () => ((await ratingOf(next, matchID))['rated'] === true ? true : undefined), 'the rating after a restart');
          const board = (await new Browser(next).call('/api/ratings/probe')).body['players'] as { name: string; rated: number }[];
          expect(board.map(({ name, rated }) => ({ name, rated }))).toEqual([
            { name: 'Eve', rated: 1 },
            { name: 'Fay', rated: 1 },
          ]);
        } finally {
          await next.stop();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
