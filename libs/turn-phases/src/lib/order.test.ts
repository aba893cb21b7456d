import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { createMatch, playout } from '@parlor/game-kit/testing';
import { NO_CLIENT_EVENTS } from '@parlor/game-kit';
import { advanceSchedule, createSchedule, currentEntry, nextSeat, seatsInOrder, skippingTurnOrder } from '../index';
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
  }
  const game: Game<S> = {
    name: 'circle',
    disableUndo: true,
    events: NO_CLIENT_EVENTS,
    setup: () => ({ out: [], reversed: false }),
    turn: {
      order: skippingTurnOrder({
        isOut: (G, seat) => G.out.includes(seat),
        first: ({ ctx }) => ctx.playOrder[2]!,
        direction: (G) => (G.reversed ? -1 : 1),
      }),
    },
    moves: {
      end: ({ events }) => events.endTurn(),
      eliminate: ({ G }, seat: string) => void G.out.push(seat),
      reverse: ({ G }) => void (G.reversed = !G.reversed),
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
});

describe('schedules', () => {
  it('plans a round: clockwise, two in a row at a speed-up, counterclockwise at a switch', () => {
    const entries = planRound(['0', '1', '2'], '1', ['normal', 'speedUp', 'switching']);
    expect(entries.map((e) => `${e.seat}${e.info!.symbol[0]}`)).toEqual([
      ...['1n', '2n', '0n'],
      ...['1s', '1s', '2s', '2s', '0s', '0s'],
      ...['1s', '0s', '2s'],
    ]);
  });

  it('steps through a schedule and stops at its end', () => {
    const schedule = createSchedule([{ seat: '1' }, { seat: '0' }]);
    expect(currentEntry(schedule)?.seat).toBe('1');
    advanceSchedule(schedule);
    expect(currentEntry(schedule)?.seat).toBe('0');
    advanceSchedule(schedule);
    advanceSchedule(schedule);
    expect(currentEntry(schedule)).toBeUndefined();
    expect(schedule.cursor).toBe(2);
  });

  it('plays the planning phase in schedule order, then resolves the pile in order, each owner choosing', () => {
    const match = createMatch({ game: heist, numPlayers: 3 });
    const planned: string[] = [];
    while (match.ctx.phase === 'plan') {
      planned.push(match.ctx.currentPlayer);
      match.move(match.ctx.currentPlayer, 'play', `card${planned.length}`);
    }
    expect(planned).toEqual(['0', '1', '2', '0', '0', '1', '1', '2', '2', '0', '2', '1']);
    expect(match.ctx.phase).toBe('resolve');

    // Resolution: one pending choice per card, asked of its owner, first played first.
    const asked: string[] = [];
    while (match.G.round === 0) {
      const [seat] = Object.keys(match.ctx.activePlayers!);
      asked.push(seat!);
      expect(match.attempt(seat!, 'choose', windows.version(match.G), 'up')).toMatchObject({ ok: false });
      match.move(seat!, 'choose', windows.version(match.G), asked.length % 2 ? 'left' : 'right');
    }
    expect(asked).toEqual(planned);
    expect(match.G.resolved.slice(0, 4)).toEqual([
      '0:card1@normal:left',
      '1:card2@normal:right',
      '2:card3@normal:left',
      '0:card4@speedUp:right',
    ]);

    // Round two starts with the next first player.
    expect(match.ctx.phase).toBe('plan');
    expect(match.G.first).toBe('1');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.ctx.activePlayers).toBeNull();
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
