// Random full matches with the Wild West Show events (WILD-WEST-SHOW.md §W3, §W6): alone, with Gag,
// without Dorothy Rage, and with High Noon too, over every player count from 3 to 8, checking every
// invariant, every seat's and a spectator's payload and view after every step (the stack's order,
// Sacagaway's open hands and the seating among them).
import { describe, expect, it } from 'vitest';
import type { EventKey } from './events';
import { playMatches } from './playouts.fixture';

/** Matches per setting: every player count, three times over. */
const MATCHES = 18;

const SETTINGS = [
  { name: 'the Wild West Show events', setup: { wwsEvents: true } },
  { name: 'Gag and without Dorothy Rage', setup: { wwsEvents: true, includeGag: true, includeDorothyRage: false } },
  { name: 'High Noon too, with Dodge City', setup: { wwsEvents: true, includeGag: true, highNoon: true, dodgeCity: true } },
] as const;

describe('random playouts with the Wild West Show events', () => {
  const revealed = new Set<EventKey>();
  const moves = new Set<string>();
  for (const setting of SETTINGS) {
    it(`plays ${MATCHES} random matches with ${setting.name}, 3 to 8 players, checking every invariant, hidden card and role after each step`, async () => {
      await playMatches(
        MATCHES,
        (i) => ({ numPlayers: 3 + (i % 6), seed: `wws-events-${setting.name}-${i}`, setupData: setting.setup }),
        ({ G }, action) => {
          if (G.show?.event) revealed.add(G.show.event);
          moves.add(action.name);
        },
      );
    }, 10 * 60_000);
  }
  it('reached most events and their moves', () => {
    expect(revealed.size, [...revealed].join(', ')).toBeGreaterThanOrEqual(6);
    expect([...moves].filter((move) => ['showdown_bang', 'lady_rose', 'dorothy_rage'].includes(move)).length, [...moves].join(', ')).toBeGreaterThanOrEqual(1);
  });
});
