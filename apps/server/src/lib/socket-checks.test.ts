import type { Server as BgioServer } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { checkAction, checkChat, checkSync, seatCredentialsMatch, visibleSeats } from './socket-checks';

const seat = { playerID: '1', credentials: 'secret' };
const moves = new Set(['draw', 'play']);
const events = new Set(['endTurn']);
const move = (type: string, args: unknown = [], extra: Record<string, unknown> = {}) => ({ type: 'MAKE_MOVE', payload: { type, args, playerID: '1', credentials: 'secret', ...extra } });

describe('checkSync', () => {
  it('takes a match, a seat or none (a spectator), and credentials', () => {
    expect(checkSync('m_1-A', '3', 'c')).toEqual({ matchID: 'm_1-A', seat: '3', credentials: 'c' });
    expect(checkSync('m', null, undefined)).toEqual({ matchID: 'm', seat: null });
    expect(checkSync('m', undefined, null)).toEqual({ matchID: 'm', seat: null });
  });

  it('refuses what is not a match id, a seat number or credentials', () => {
    expect(checkSync('a/b', '0', 'c')).toEqual({ problem: 'bad match id' });
    expect(checkSync('x'.repeat(65), '0', 'c')).toEqual({ problem: 'bad match id' });
    expect(checkSync(7, '0', 'c')).toEqual({ problem: 'bad match id' });
    expect(checkSync('m', '1000', 'c')).toEqual({ problem: 'bad seat' });
    expect(checkSync('m', 0, 'c')).toEqual({ problem: 'bad seat' });
    expect(checkSync('m', '0', 'c'.repeat(257))).toEqual({ problem: 'bad credentials' });
    expect(checkSync('m', '0', { toString: () => 'c' })).toEqual({ problem: 'bad credentials' });
  });
});

describe('checkAction', () => {
  it('lets a move of the game through, with plain arguments and the synced credentials', () => {
    expect(checkAction(move('draw'), seat, moves, events)).toBeUndefined();
    expect(checkAction(move('play', [{ card: 3 }, 'x']), seat, moves, events)).toBeUndefined();
    expect(checkAction({ type: 'GAME_EVENT', payload: { type: 'endTurn', playerID: '1', credentials: 'secret' } }, seat, moves, events)).toBeUndefined();
  });

  it('says why anything else may not reach the rules', () => {
    expect(checkAction(null, seat, moves, events)).toBe('not an action');
    expect(checkAction(Object.create({ type: 'MAKE_MOVE' }), seat, moves, events)).toBe('not an action');
    expect(checkAction({ type: 'MAKE_MOVE' }, seat, moves, events)).toBe('no payload');
    expect(checkAction(move('draw', [], { playerID: '0' }), seat, moves, events)).toBe('acting for another seat');
    expect(checkAction(move('constructor'), seat, moves, events)).toBe('unknown move "constructor"');
    expect(checkAction({ type: 'GAME_EVENT', payload: { type: 'endGame', playerID: '1', credentials: 'secret' } }, seat, moves, events)).toBe('event "endGame" is not allowed');
    expect(checkAction({ type: 'UNDO', payload: { type: 'draw', playerID: '1', credentials: 'secret' } }, seat, moves, events)).toBe('action type "UNDO" is not allowed');
    expect(checkAction(move('draw', 'x'), seat, moves, events)).toBe('arguments must be a list');
    expect(checkAction(move('draw', [new Date()]), seat, moves, events)).toMatch(/^bad arguments: /);
    expect(checkAction(move('draw', [], { credentials: 'other' }), seat, moves, events)).toBe('credentials differ from the synced ones');
  });
});

describe('checkChat', () => {
  it('passes a seat’s message on as its own, and refuses a malformed one', () => {
    expect(checkChat({ id: 'x1', sender: '1', payload: 'hello' }, 'secret', seat)).toEqual({ id: 'x1', sender: '1', payload: 'hello' });
    expect(checkChat({ id: 'x1', sender: '0', payload: 'hello' }, 'secret', seat)).toBeUndefined();
    expect(checkChat({ id: 'x1', sender: '1', payload: 'hello' }, 'wrong', seat)).toBeUndefined();
    expect(checkChat({ id: 'x'.repeat(33), sender: '1', payload: 'hi' }, 'secret', seat)).toBeUndefined();
    expect(checkChat({ id: 'x1', sender: '1', payload: 'a'.repeat(501) }, 'secret', seat)).toBeUndefined();
    expect(checkChat('hello', 'secret', seat)).toBeUndefined();
    expect(checkChat({ id: 'x1', sender: null, payload: 'hi' }, undefined, { playerID: null })).toBeUndefined();
  });
});

describe('seats', () => {
  const metadata = { players: { 0: { id: 0, name: 'Ann', credentials: 'a' }, 1: { id: 1 } } } as unknown as BgioServer.MatchData;
  it('opens a seat only with its own credentials, and never one nobody joined', () => {
    expect(seatCredentialsMatch(metadata, '0', 'a')).toBe(true);
    expect(seatCredentialsMatch(metadata, '0', 'b')).toBe(false);
    expect(seatCredentialsMatch(metadata, '1', undefined)).toBe(false);
    expect(seatCredentialsMatch(metadata, '2', 'a')).toBe(false);
    expect(seatCredentialsMatch(metadata, '__proto__', 'a')).toBe(false);
    expect(seatCredentialsMatch(undefined, '0', 'a')).toBe(false);
  });

  it('shows the seats without their credentials', () => {
    expect(visibleSeats(metadata)).toEqual([{ id: 0, name: 'Ann' }, { id: 1 }]);
  });
});
