import { describe, expect, it } from 'vitest';
import { LobbyClientError } from 'boardgame.io/client';
import { lobbyProblem } from './lobby-api';
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
