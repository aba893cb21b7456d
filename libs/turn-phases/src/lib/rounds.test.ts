import { describe, expect, it } from 'vitest';
import { defineRounds, type RoundsState } from './rounds';

const seats = ['0', '1', '2'];
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** A PRNG stand-in that returns the items rotated by `by`, so a test knows what "random" picks. */
const rotating = (by: number) => ({ Shuffle: <T>(items: T[]) => [...items.slice(by), ...items.slice(0, by)] });

describe('defineRounds', () => {
  it('starts at round 1 with every seat on zero points', () => {
    const rounds = defineRounds({ goal: { points: 3 } });
    expect(rounds.start(seats, '1')).toEqual({ round: 1, first: '1', points: { '0': 0, '1': 0, '2': 0 }, played: [], winners: null });
    expect(() => rounds.start(seats, '7')).toThrow(/not one of the match's seats/);
    expect(() => defineRounds({ goal: { points: 0 } })).toThrow(/positive whole number/);
  });

  it('adds the round to the points and the score sheet without changing the state it is given', () => {
    const rounds = defineRounds({ goal: { points: 3 } });
    const start = deepFreeze(rounds.start(seats, '0'));
    const end = rounds.endRound(start, { '2': 1 }, { seats });
    expect(end).toMatchObject({ over: false, roundWinners: ['2'], next: '1' });
    expect(end.state).toEqual({
      round: 2,
      first: '1',
      points: { '0': 0, '1': 0, '2': 1 },
      played: [{ round: 1, first: '0', scored: { '0': 0, '1': 0, '2': 1 } }],
      winners: null,
    });
    expect(start.round).toBe(1);
    expect(() => rounds.endRound(start, { '9': 1 }, { seats })).toThrow(/"9"/);
  });

  it('ends when a seat reaches the target points, with that seat winning', () => {
    const rounds = defineRounds({ goal: { points: 2 } });
    let state = rounds.start(seats, '0');
    state = rounds.endRound(state, { '1': 1 }, { seats }).state;
    const end = rounds.endRound(state, { '1': 1, '0': 1 }, { seats });
    expect(end).toMatchObject({ over: true, next: undefined });
    expect(end.state.winners).toEqual(['1']);
    expect(end.state.round).toBe(2);
    expect(rounds.isOver(end.state)).toBe(true);
    expect(() => rounds.endRound(end.state, {}, { seats })).toThrow(/already over/);
  });

  it('ends after a fixed number of rounds, the best total winning', () => {
    const rounds = defineRounds({ goal: { rounds: 2 } });
    let state = rounds.start(seats, '0');
    let end = rounds.endRound(state, { '0': 5, '2': 3 }, { seats });
    expect(end.over).toBe(false);
    state = end.state;
    end = rounds.endRound(state, { '2': 4 }, { seats });
    expect(end.over).toBe(true);
    expect(end.state.winners).toEqual(['2']);
  });

  it('shares a tied win, or plays on until one seat is ahead alone', () => {
    const share = defineRounds({ goal: { rounds: 1 } });
    expect(share.endRound(share.start(seats, '0'), { '0': 2, '1': 2 }, { seats }).state.winners).toEqual(['0', '1']);

    const playOn = defineRounds({ goal: { points: 2 }, ties: 'play-on' });
    const tied = playOn.endRound(playOn.start(seats, '0'), { '0': 2, '1': 2 }, { seats });
    expect(tied).toMatchObject({ over: false, next: '1' });
    expect(tied.state.round).toBe(2);
    const decided = playOn.endRound(tied.state, { '1': 1 }, { seats });
    expect(decided.over).toBe(true);
    expect(decided.state.winners).toEqual(['1']);
  });

  it('counts the fewest points as best where points are penalties', () => {
    const rounds = defineRounds({ goal: { points: 10 }, best: 'fewest', firstPlayer: 'round-winner' });
    const first = rounds.endRound(rounds.start(seats, '0'), { '0': 4, '1': 6, '2': 1 }, { seats });
    expect(first).toMatchObject({ over: false, roundWinners: ['2'], next: '2' });
    const last = rounds.endRound(first.state, { '0': 1, '1': 5, '2': 4 }, { seats });
    expect(last.state.winners).toEqual(['0', '2']);
    expect(rounds.leaders(last.state)).toEqual(['0', '2']);
  });

  describe('the next first player', () => {
    const from = (first: string): RoundsState => defineRounds({ goal: { points: 9 } }).start(seats, first);

    it('passes to the next seat by default, round after round', () => {
      const rounds = defineRounds({ goal: { points: 9 } });
      let state = from('1');
      state = rounds.endRound(state, {}, { seats }).state;
      expect(state.first).toBe('2');
      state = rounds.endRound(state, {}, { seats }).state;
      expect(state.first).toBe('0');
    });

    it("is the round's winner; among tied winners the first in seating order from this round's first player; with none, the next seat", () => {
      const rounds = defineRounds({ goal: { points: 9 }, firstPlayer: 'round-winner' });
      expect(rounds.endRound(from('0'), { '2': 1 }, { seats }).next).toBe('2');
      expect(rounds.endRound(from('2'), { '0': 1, '1': 1 }, { seats }).next).toBe('0');
      expect(rounds.endRound(from('1'), { '0': 1, '2': 1 }, { seats }).next).toBe('2');
      const nobody = rounds.endRound(from('1'), {}, { seats });
      expect(nobody).toMatchObject({ roundWinners: [], next: '2' });
    });

    it("is drawn with the match's PRNG, which it requires", () => {
      const rounds = defineRounds({ goal: { points: 9 }, firstPlayer: 'random' });
      expect(rounds.endRound(from('0'), {}, { seats, random: rotating(2) }).next).toBe('2');
      expect(() => rounds.endRound(from('0'), {}, { seats })).toThrow(/needs the match's random/);
    });

    it("is the game's own choice, told about the round", () => {
      const rounds = defineRounds({ goal: { points: 9 }, firstPlayer: ({ scored, seats: order }) => order.find((seat) => scored[seat] === 0)! });
      expect(rounds.endRound(from('0'), { '0': 1 }, { seats }).next).toBe('1');
    });

    it('skips seats that may not start (those left out of the seats given)', () => {
      const rounds = defineRounds({ goal: { points: 9 } });
      expect(rounds.endRound(from('0'), {}, { seats: ['0', '2'] }).next).toBe('2');
    });
  });
});
