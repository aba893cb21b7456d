// A small run of the create-and-abandon scenario: every round's matches are swept, and the
// figures are printed (how flat they stay is for `npm run load -- --abandon 10000` to show).
import { describe, expect, it } from 'vitest';
import { formatChurnRound, runChurn } from './churn';

describe('runChurn', () => {
  it('creates and abandons matches in rounds; the sweep empties the lobby after each', async () => {
    const rounds = await runChurn({ matches: 60, rounds: 2, game: 'exploding-kittens' });
    expect(rounds.map((round) => round.created)).toEqual([30, 60]);
    expect(rounds.map((round) => round.listed)).toEqual([0, 0]);
    for (const round of rounds) {
      expect(round.heapMB).toBeGreaterThan(0);
      expect(round.dataMB).toBeGreaterThan(0);
      expect(formatChurnRound(round)).toMatch(/^after \d+ matches created and abandoned: 0 listed, swept in \d+\.\d s; heap \d+\.\d MB, RSS \d+\.\d MB, data folder \d+\.\d MB \(tables and indexes \d+\.\d, log \d+\.\d\), lobby list \d+\.\d ms$/);
    }
  }, 300_000);
});
