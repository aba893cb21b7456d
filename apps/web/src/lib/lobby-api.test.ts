import { afterEach, describe, expect, it, vi } from 'vitest';
import { LobbyClientError } from 'boardgame.io/client';
import { lobbyProblem, ParlorLobby } from './lobby-api';
import { tableFromReport, tableOfMatch } from './table';

const failed = (status: number, details: unknown) => new LobbyClientError(`HTTP status ${status}`, details);

describe('lobbyProblem', () => {
  it('reads the server’s code first, whatever its English words', () => {
    expect(lobbyProblem(failed(409, { error: 'Match x has begun: its seats are settled', code: 'begun' }))).toEqual({ key: 'errors.begun' });
    expect(lobbyProblem(failed(409, { error: 'anything', code: 'match-full' }))).toEqual({ key: 'errors.matchFull' });
    expect(lobbyProblem(failed(403, { error: 'anything', code: 'not-host' }))).toEqual({ key: 'errors.notHost' });
    expect(lobbyProblem(failed(404, { error: 'anything', code: 'no-such-seat' }))).toEqual({ key: 'errors.noSuchSeat' });
  });

  it('falls back on the status and words of a server without codes', () => {
    expect(lobbyProblem(failed(409, { error: 'Match x has no free seat' }))).toEqual({ key: 'errors.matchFull' });
    expect(lobbyProblem(failed(403, { error: 'Invalid credentials' }))).toEqual({ key: 'errors.credentials' });
    expect(lobbyProblem(failed(400, { error: 'numPlayers must be...', code: 'bad-request' }))).toEqual({ key: 'errors.refused', detail: 'numPlayers must be...' });
  });
});

describe('the history and replay calls', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (status: number, body: unknown) => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks for a page of the history with the filter and cursor given, and nothing else', async () => {
    const fetch = answering(200, { matches: [], next: 'c2' });
    const lobby = new ParlorLobby({ server: 'http://parlor.test/' });
    expect(await lobby.history({ game: 'bang', player: 'Ada Lovelace', limit: 50, after: 'c1' })).toEqual({ matches: [], next: 'c2' });
    expect(fetch.mock.calls[0]![0]).toBe('http://parlor.test/api/history?game=bang&player=Ada+Lovelace&limit=50&after=c1');
    await lobby.history();
    expect(fetch.mock.calls[1]![0]).toBe('http://parlor.test/api/history');
  });

  it('asks for a replay from a point of view, with the seat’s credentials when given', async () => {
    const fetch = answering(200, { matchID: 'm 1' });
    const lobby = new ParlorLobby({ server: 'http://parlor.test' });
    await lobby.replay('exploding-kittens', 'm 1');
    expect(fetch.mock.calls[0]![0]).toBe('http://parlor.test/api/replay/exploding-kittens/m%201?view=spectator');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('X-Parlor-Credentials')).toBeNull();
    await lobby.replay('exploding-kittens', 'm1', '2', 'secret');
    expect(fetch.mock.calls[1]![0]).toBe('http://parlor.test/api/replay/exploding-kittens/m1?view=2');
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('X-Parlor-Credentials')).toBe('secret');
  });

  it('fails as the lobby’s calls do, with the server’s code', async () => {
    answering(409, { error: 'Match m1 is still being played', code: 'not-finished' });
    const lobby = new ParlorLobby();
    const failure = await lobby.replay('bang', 'm1').catch((error: unknown) => error);
    expect(lobbyProblem(failure)).toEqual({ key: 'errors.notFinished' });
    expect(lobbyProblem(failed(409, { error: 'rules changed', code: 'replay-changed' }))).toEqual({ key: 'errors.replayChanged' });
    expect(lobbyProblem(failed(404, { error: 'Game x not found', code: 'no-such-game' }))).toEqual({ key: 'errors.noSuchGame' });
  });
});

describe('the table from the server’s reports', () => {
  it('learns the host from a report, and keeps the one it knew when a report names none', () => {
    const waiting = tableOfMatch({ parlor: { timeControl: 'normal' } });
    expect(waiting.host).toBeUndefined();
    const report = { matchID: 'm', startedAt: null, timeControl: 'normal' as const, serverNow: 1000, clocks: [] };
    const hosted = tableFromReport({ ...report, host: '2' }, waiting, 5000);
    expect(hosted).toMatchObject({ host: '2', begun: false });
    expect(tableFromReport({ ...report, host: null }, hosted, 6000).host).toBe('2');
  });
});
