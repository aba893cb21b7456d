import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { createMatch, playout } from '@parlor/game-kit/testing';
import { NO_CLIENT_EVENTS } from '@parlor/game-kit';
import { nextSeat, planTurns, seatsInOrder, skippingTurnOrder, type PlannedAction } from '../index';
import { heist, planRound, windows, type HeistState } from './fixtures/heist.fixture';

const seats = ['0', '1', '2', '3', '4'];

describe('seatsInOrder', () => {
  it('goes around clockwise from the seat after `from`', () => {
    expect(seatsInOrder(seats, { from: '3' })).toEqual(['4', '0', '1', '2']);
    expect(seatsInOrder(seats, { from: '3', includeFrom: true })).toEqual(['3', '4', '0', '1', '2']);
  });

  it('goes counterclockwise and skips eliminated seats', () => {
    expect(seatsInOrder(seats, { from: '1', direction: -1 })).toEqual(['0', '4', '3', '2']);
    expect(seatsInOrder(seats, { from: '1', skip: (s) => s === '2' || s === '0' })).toEqual(['3', '4']);
  });

  it('finds the next living seat, or nobody', () => {
    expect(nextSeat(seats, '4')).toBe('0');
    expect(nextSeat(seats, '0', { direction: -1, skip: (s) => s === '4' })).toBe('3');
    expect(nextSeat(['0', '1'], '0', { skip: () => true })).toBeUndefined();
    expect(() => seatsInOrder(seats, { from: '9' })).toThrow(/not in the play order/);
  });
});

describe('skippingTurnOrder', () => {
  interface S {
    out: string[];
    reversed: boolean;
    again: boolean;
  }
  const game: Game<S> = {
    name: 'circle',
    disableUndo: true,
    events: NO_CLIENT_EVENTS,
    setup: () => ({ out: [], reversed: false, again: false }),
    turn: {
      order: skippingTurnOrder({
        isOut: (G, seat) => G.out.includes(seat),
        first: ({ ctx }) => ctx.playOrder[2]!,
        direction: (G) => (G.reversed ? -1 : 1),
        again: (G) => G.again,
      }),
    },
    moves: {
      end: ({ events }) => events.endTurn(),
      eliminate: ({ G }, seat: string) => void G.out.push(seat),
      reverse: ({ G }) => void (G.reversed = !G.reversed),
      extraTurn: ({ G }) => void (G.again = true),
      noMore: ({ G }) => void (G.again = false),
    },
  };

  it('starts where told, passes over eliminated seats, and can reverse', () => {
    const match = createMatch({ game, numPlayers: 5 });
    const order = [match.ctx.currentPlayer];
    match.move('2', 'eliminate', '3');
    match.move('2', 'end');
    order.push(match.ctx.currentPlayer);
    match.move('4', 'reverse');
    match.move('4', 'end');
    order.push(match.ctx.currentPlayer);
    match.move('2', 'end');
    order.push(match.ctx.currentPlayer);
    expect(order).toEqual(['2', '4', '2', '1']);
  });

  it('gives the same seat another turn when asked (an extra turn), then goes on', () => {
    const match = createMatch({ game, numPlayers: 5 });
    match.move('2', 'extraTurn');
    match.move('2', 'end');
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.ctx.turn).toBe(2);
    match.move('2', 'noMore');
    match.move('2', 'end');
    expect(match.ctx.currentPlayer).toBe('3');
  });
});

describe('planning then resolving (Colt Express)', () => {
  const tag = (item: { seat: string; data?: PlannedAction }) => `${item.seat}${item.data!.turn}${'ab'[item.data!.action]}`;

  it('plans a round: clockwise, two in a row at a speed-up, counterclockwise at a switch', () => {
    const items = planRound(['0', '1', '2'], '1', ['normal', 'speedUp', 'switching']);
    expect(items.map(tag)).toEqual([...['10a', '20a', '00a'], ...['11a', '11b', '21a', '21b', '01a', '01b'], ...['12a', '02a', '22a']]);
    expect(items.every((item) => item.stage === 'plan')).toBe(true);
    expect(items[3]!.data).toEqual({ turn: 1, action: 0, actions: 2 });
  });

  it('leaves out skipped seats, even the first, and refuses a turn without actions', () => {
    const items = planTurns(seats, { first: '2', stage: 's', turns: [{ direction: -1 }], skip: (seat) => seat === '2' || seat === '0' });
    expect(items.map((item) => item.seat)).toEqual(['1', '4', '3']);
    expect(() => planTurns(seats, { first: '0', stage: 's', turns: [{ actions: 0 }] })).toThrow(/at least one action/);
  });

  it('lets every seat answer a simultaneous window once, in any order, then plans in order and passes a seat with nothing left', () => {
    const match = createMatch({ game: heist, numPlayers: 3 });
    expect(match.ctx.activePlayers).toEqual({ '0': 'hide', '1': 'hide', '2': 'hide' });
    const version = windows.version(match.G);
    match.move('2', 'hide', version, 'cellar');
    expect(match.ctx.activePlayers).toEqual({ '0': 'hide', '1': 'hide' });
    // One answer each.
    expect(match.attempt('2', 'hide', version, 'attic')).toMatchObject({ ok: false });
    match.move('0', 'hide', version, 'attic');
    match.move('1', 'hide', version, 'attic');
    expect(match.G.hideouts).toEqual({ '0': 'attic', '1': 'attic', '2': 'cellar' });

    const planned: string[] = [];
    while (windows.top(match.G)?.tag === 'plan') {
      const [seat] = Object.keys(match.ctx.activePlayers!);
      planned.push(seat!);
      match.move(seat!, 'play', windows.version(match.G), planned.length === 1 ? 'wait' : 'move');
    }
    // Four actions each but three cards: each seat's last action passes by itself.
    expect(planned).toEqual(['0', '1', '2', '0', '0', '1', '1', '2', '2']);
    // The last plan closed the queue and opened the resolution, whose first card, a wait card,
    // left no choice and resolved in the same move.
    expect(match.G.resolved).toEqual(['0:pass', '2:pass', '1:pass', '0:wait@normal:-']);

    // Resolution: one pending choice per card, asked of its owner, first played first.
    const asked: string[] = [];
    while (match.G.round === 0) {
      const [seat] = Object.keys(match.ctx.activePlayers!);
      asked.push(seat!);
      expect(match.attempt(seat!, 'choose', windows.version(match.G), 'up')).toMatchObject({ ok: false });
      match.move(seat!, 'choose', windows.version(match.G), asked.length % 2 ? 'left' : 'right');
    }
    expect(asked).toEqual(planned.slice(1));
    expect(match.G.resolved.slice(3, 7)).toEqual(['0:wait@normal:-', '1:move@normal:left', '2:move@normal:right', '0:move@speedUp:left']);

    // Round two starts with everyone hiding again, and the next first player.
    expect(match.G.first).toBe('1');
    expect(match.ctx.activePlayers).toEqual({ '0': 'hide', '1': 'hide', '2': 'hide' });
  });

  it.each([2, 3, 6])('plays whole matches at random (%i seats)', (numPlayers) => {
    for (let i = 0; i < 10; i++) {
      const result = playout<HeistState>({
        game: heist,
        numPlayers,
        seed: `heist-${numPlayers}-${i}`,
        invariants: [(state) => windows.check(state.G, state.ctx)],
      });
      expect(result.failure).toBeUndefined();
      expect(result.ended).toBe(true);
      expect(result.gameover).toEqual({ rounds: 2 });
    }
  });
});
