// Random full matches with the event decks: High Noon (with The Bullet's two cards), A Fistful of
// Cards, and both, over every player count from 3 to 8 with Dodge City off and on, checking every
// invariant (the event stack's among them), every seat's and a spectator's payload and view after
// every step. The long runs (200 matches a deck choice) are `npm run simulate` (see the README).
import { describe, expect, it } from 'vitest';
import { windows, type Windows } from './engine/windows';
import type { EventKey } from './events';
import { playMatches } from './playouts.fixture';

/** Matches per deck choice: every player count, Dodge City off and on, five times over. */
const MATCHES = 60;

const CHOICES = [
  { name: 'High Noon', setup: { highNoon: true, bulletEvents: true } },
  { name: 'A Fistful of Cards', setup: { fistfulOfCards: true } },
  { name: 'both decks', setup: { highNoon: true, fistfulOfCards: true, bulletEvents: true } },
] as const;

describe('random playouts with the event decks', () => {
  for (const choice of CHOICES) {
    it(`plays ${MATCHES} random matches with ${choice.name}, 3 to 8 players, Dodge City off and on, checking every invariant, hidden card and role after each step`, async () => {
      const revealed = new Set<EventKey>();
      const choices = new Set<string>();
      await playMatches(
        MATCHES,
        (i) => ({ numPlayers: 3 + (i % 6), seed: `events-${choice.name}-${i}`, setupData: { ...choice.setup, dodgeCity: Math.floor(i / 6) % 2 === 1, bulletCharacters: true } }),
        ({ G }) => {
          if (G.event !== null) revealed.add(G.event);
          const top = windows.top(G);
          if (top?.tag === 'choice') choices.add((top.data as Windows['choice']['data']).id);
        },
      );
      // The sample reaches most of the deck and the events' own choices.
      expect(revealed.size, [...revealed].join(', ')).toBeGreaterThanOrEqual(8);
      expect([...choices].some((id) => ['the_daltons', 'handcuffs', 'hard_liquor', 'blood_brothers', 'ranch', 'russian_roulette', 'new_identity', 'peyote', 'ricochet'].includes(id))).toBe(true);
    }, 15 * 60_000);
  }
});
