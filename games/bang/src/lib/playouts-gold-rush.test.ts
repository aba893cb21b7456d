// Random full matches with Gold Rush's equipment (GOLD-RUSH.md §G2-§G6): every player count from 3 to
// 8, Dodge City off and on, without and with both event decks, checking every invariant (nuggets, the
// market, the equipment deck's face-up bottom, the name rule), every seat's and a spectator's view
// after every step (the equipment deck's face-down order included), and that the phase-2 actions
// and the equipment's own moves come up.
import { describe, expect, it } from 'vitest';
import { playMatches } from './playouts.fixture';

/** Matches: every player count, Dodge City off and on, without and with the event decks, four times over. */
const MATCHES = 96;

describe('random playouts with Gold Rush equipment', () => {
  it(`plays ${MATCHES} random matches with Gold Rush equipment, 3 to 8 players, Dodge City and both event decks off and on, checking every invariant, hidden card and role after each step`, async () => {
    const moves = new Map<string, number>();
    await playMatches(
      MATCHES,
      (i) => {
        const events = Math.floor(i / 12) % 2 === 1;
        return {
          numPlayers: 3 + (i % 6),
          seed: `gold-rush-${i}`,
          setupData: { goldRushEquipment: true, dodgeCity: Math.floor(i / 6) % 2 === 1, bulletCharacters: true, ...(events ? { highNoon: true, fistfulOfCards: true, bulletEvents: true } : {}) },
        };
      },
      (_state, action) => moves.set(action.name, (moves.get(action.name) ?? 0) + 1),
    );
    for (const name of ['buyEquipment', 'removeEquipment', 'sellBeer']) expect(moves.get(name) ?? 0, `${name} never came up`).toBeGreaterThan(0);
  }, 5 * 60_000);
});
