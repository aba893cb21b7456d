import { expect, it } from 'vitest';
import { playout } from '@parlor/game-kit/testing';
import { invariants, secrets, viewChecks } from './checks';
import { game } from './game';

for (const numPlayers of [3, 4, 5, 6, 7, 8]) {
  for (const dodgeCity of [true, false]) {
    it(`smoke ${numPlayers} ${dodgeCity}`, () => {
      const fails: string[] = [];
      let ended = 0;
      for (let i = 0; i < 30; i++) {
        const seed = `smoke-${numPlayers}-${dodgeCity}-${i}`;
        const result = playout({ game, numPlayers, seed, setupData: { dodgeCity, bulletCharacters: true }, invariants, secrets, viewChecks });
        if (result.failure) fails.push(`${seed} step ${result.failure.step}: ${result.failure.message}`);
        if (result.ended) ended++;
      }
      expect(fails.slice(0, 5)).toEqual([]);
      expect(ended).toBe(30);
    }, 600_000);
  }
}
