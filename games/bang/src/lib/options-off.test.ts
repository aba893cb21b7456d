// With every option of the later expansions off, a match is exactly the game it was before they
// were added: the same states, move by move. The fingerprints below were recorded before the
// first of those expansions landed (Wild West Show, Gold Rush), from seeded random matches over
// every player count and the options that existed then; each is a hash of every state (G and
// ctx) a match went through. A change to the rules of the older sets, to the playout driver or
// to the order legal moves are listed in changes them too: then check that the change is meant
// and record them again (the test prints the new values).
import { describe, expect, it } from 'vitest';
import { playout } from '@parlor/game-kit/testing';
import { game } from './game';

const SETTINGS = [
  { name: 'base', setup: {} },
  { name: 'Dodge City and The Bullet', setup: { dodgeCity: true, bulletCharacters: true } },
  { name: 'both event decks', setup: { dodgeCity: true, bulletCharacters: true, highNoon: true, fistfulOfCards: true, bulletEvents: true } },
] as const;

/** Two FNV-1a hashes of different seeds over the same text: enough to tell states apart, with no Node module in game code. */
function hasher() {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  return {
    update(text: string) {
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        a = Math.imul(a ^ code, 16777619);
        b = Math.imul(b ^ code, 2246822519);
      }
    },
    digest: () => (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0'),
  };
}

/** Hash of every state of `count` seeded matches per player count from 3 to 8. */
function fingerprint(setup: Record<string, unknown>, count: number): string {
  const hash = hasher();
  for (let numPlayers = 3; numPlayers <= 8; numPlayers++) {
    for (let i = 0; i < count; i++) {
      const result = playout({
        game,
        numPlayers,
        seed: `options-off-${numPlayers}-${i}`,
        setupData: setup,
        onStep: ({ G, ctx }) => hash.update(JSON.stringify([G, ctx])),
      });
      hash.update(`${result.steps}:${result.ended}`);
    }
  }
  return hash.digest();
}

const RECORDED: Record<(typeof SETTINGS)[number]['name'], string> = {
  base: 'e913a224fffdf2ef',
  'Dodge City and The Bullet': '07a794fdcf8b984c',
  'both event decks': '97bb678b06a2b6ba',
};

describe('with every later expansion off, the game is the one that was', () => {
  for (const { name, setup } of SETTINGS) {
    it(`plays the same states as before, move by move (${name})`, () => {
      const now = fingerprint(setup, 4);
      expect(now, `fingerprint of ${name} is now ${now}`).toBe(RECORDED[name]);
    }, 120_000);
  }
});
