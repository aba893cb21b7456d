import { describe, expect, it } from 'vitest';
import { NEW_SKILL, rateStandings, shownRating, unratedBecause } from './ratings';

const fresh = () => NEW_SKILL;

describe('rateStandings (OpenSkill)', () => {
  it('moves a winning side up and the others down, each seat of a team alike from equal skills, and makes everyone more certain', () => {
    // BANG! with 7 players: the law (Sheriff and two Deputies) beat the Outlaws and the Renegade.
    const after = rateStandings(
      [
        { seats: ['0', '3', '5'], rank: 1 },
        { seats: ['1', '2', '6'], rank: 2 },
        { seats: ['4'], rank: 2 },
      ],
      fresh,
    );
    expect(after.size).toBe(7);
    for (const seat of ['0', '3', '5']) expect(after.get(seat)!.mu).toBeGreaterThan(NEW_SKILL.mu);
    for (const seat of ['1', '2', '6', '4']) expect(after.get(seat)!.mu).toBeLessThan(NEW_SKILL.mu);
    expect(after.get('3')!.mu).toBeCloseTo(after.get('0')!.mu, 10);
    for (const skill of after.values()) expect(skill.sigma).toBeLessThan(NEW_SKILL.sigma);
  });

  it('moves every seat of a losing side down, a lone Renegade as much as each of three Outlaws, whichever side wins', () => {
    const law = ['0', '3', '5'];
    const outlaws = ['1', '2', '6'];
    const renegade = ['4'];
    for (const [winners, ...losers] of [
      [law, outlaws, renegade],
      [outlaws, law, renegade],
      [renegade, law, outlaws],
    ]) {
      const after = rateStandings([{ seats: winners!, rank: 1 }, ...losers.map((seats) => ({ seats, rank: 2 }))], fresh);
      for (const seat of winners!) expect(after.get(seat)!.mu).toBeGreaterThan(NEW_SKILL.mu);
      const lost = losers.flat().map((seat) => after.get(seat)!.mu);
      for (const mu of lost) expect(mu).toBeLessThan(NEW_SKILL.mu);
      for (const mu of lost) expect(mu).toBeCloseTo(lost[0]!, 10);
    }
  });

  it('ranks a free-for-all by place: the earlier a seat went out, the lower it ends', () => {
    // Exploding Kittens: seat 2 stood last, seat 0 exploded first.
    const after = rateStandings(
      [
        { seats: ['2'], rank: 1 },
        { seats: ['3'], rank: 2 },
        { seats: ['1'], rank: 3 },
        { seats: ['0'], rank: 4 },
      ],
      fresh,
    );
    const mus = ['2', '3', '1', '0'].map((seat) => after.get(seat)!.mu);
    expect([...mus].sort((a, b) => b - a)).toEqual(mus);
    expect(new Set(mus).size).toBe(4);
  });

  it('treats a shared rank as a draw: equal skills stay equal', () => {
    const after = rateStandings(
      [
        { seats: ['0'], rank: 1 },
        { seats: ['1'], rank: 1 },
      ],
      fresh,
    );
    expect(after.get('0')!.mu).toBeCloseTo(after.get('1')!.mu, 10);
    expect(after.get('0')!.mu).toBeCloseTo(NEW_SKILL.mu, 6);
  });

  it('moves a favourite who wins less than an outsider who wins', () => {
    const strong = { mu: 35, sigma: 3 };
    const weak = { mu: 18, sigma: 3 };
    const expected = rateStandings([{ seats: ['0'], rank: 1 }, { seats: ['1'], rank: 2 }], (seat) => (seat === '0' ? strong : weak));
    const upset = rateStandings([{ seats: ['1'], rank: 1 }, { seats: ['0'], rank: 2 }], (seat) => (seat === '0' ? strong : weak));
    expect(expected.get('0')!.mu - strong.mu).toBeLessThan(upset.get('1')!.mu - weak.mu);
  });

  it('shows a newcomer at 0 and a proven player above', () => {
    expect(shownRating(NEW_SKILL)).toBeCloseTo(0, 10);
    expect(shownRating({ mu: 30, sigma: 2 })).toBeCloseTo(24, 10);
  });
});

describe('unratedBecause', () => {
  const seat = (account: string | null, moves = 20, botMoves = 0) => ({ account, moves, botMoves });

  it('rates a match of accounts that played their own moves, the bot standing in for at most a quarter of them', () => {
    expect(unratedBecause([seat('ada'), seat('bo', 20, 5)])).toBeUndefined();
  });

  it('leaves out a guest, a bot seat, an account in two seats and a seat the bot played for more than a quarter of its moves', () => {
    expect(unratedBecause([seat('ada'), seat(null)])).toBe('seat 1 is not held by an account');
    expect(unratedBecause([seat('ada'), seat('ada')])).toBe('one account holds two seats');
    expect(unratedBecause([seat('ada', 20, 6), seat('bo')])).toBe("the bot made more than a quarter of seat 0's moves");
  });
});
