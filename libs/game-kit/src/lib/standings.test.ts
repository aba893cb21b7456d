import { describe, expect, it } from 'vitest';
import { rankedByScore, standingsProblems } from './standings';

describe('standingsProblems', () => {
  it('accepts teams that hold every seat once, ranked as places are counted', () => {
    expect(standingsProblems([{ seats: ['0', '2'], rank: 1 }, { seats: ['1'], rank: 2 }, { seats: ['3'], rank: 2 }], 4)).toEqual([]);
    expect(standingsProblems([{ seats: ['1'], rank: 1 }, { seats: ['0'], rank: 1 }, { seats: ['2'], rank: 3 }], 3)).toEqual([]);
  });

  it('names a seat missing, a seat twice, a stranger, an empty team and ranks that skip or reuse places', () => {
    expect(standingsProblems([{ seats: ['0'], rank: 1 }], 2)).toEqual(['seat 1 is in no team']);
    expect(standingsProblems([{ seats: ['0', '1'], rank: 1 }, { seats: ['1'], rank: 2 }], 2)).toEqual(['seat 1 is in 2 teams']);
    expect(standingsProblems([{ seats: ['0'], rank: 1 }, { seats: ['1', '7'], rank: 2 }], 2)).toEqual(['seat "7" is not a seat of this match']);
    expect(standingsProblems([{ seats: ['0', '1'], rank: 1 }, { seats: [], rank: 2 }], 2)).toEqual(['team 1 has no seat']);
    expect(standingsProblems([{ seats: ['0'], rank: 1 }, { seats: ['1'], rank: 3 }], 2)).toEqual(['ranks [1,3] skip or reuse places: expected 2 at place 2']);
    expect(standingsProblems([{ seats: ['0'], rank: 1 }, { seats: ['1'], rank: 1 }, { seats: ['2'], rank: 2 }], 3)).toEqual(['ranks [1,1,2] skip or reuse places: expected 3 at place 3']);
    expect(standingsProblems([{ seats: ['0'], rank: 0 }, { seats: ['1'], rank: 1.5 }], 2)).toContain('team 0 has rank 0: ranks are whole numbers from 1');
  });
});

describe('rankedByScore', () => {
  it('places the highest score first by default, ties sharing a rank and the next counting them', () => {
    const scores = [
      { seat: '0', points: 4 },
      { seat: '1', points: 9 },
      { seat: '2', points: 9 },
      { seat: '3', points: 1 },
    ];
    expect(rankedByScore(scores, (entry) => entry.points, (entry) => [entry.seat])).toEqual([
      { seats: ['1'], rank: 1 },
      { seats: ['2'], rank: 1 },
      { seats: ['0'], rank: 3 },
      { seats: ['3'], rank: 4 },
    ]);
    expect(rankedByScore(scores, (entry) => entry.points, (entry) => [entry.seat], 'lowest').map((team) => team.rank)).toEqual([1, 2, 3, 3]);
  });
});
