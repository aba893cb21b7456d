// Random full matches with every option of the game on at once: Dodge City, The Bullet's
// characters and events, both event decks, Wild West Show's characters and its event stack (Gag
// and Dorothy Rage in it), Gold Rush's equipment and characters, Shadow-Gunslingers from 4
// players (it is not offered with 3), and The Valley of Shadows with its Ghost cards. Every invariant, every seat's and a spectator's view after
// every step: the equipment deck's face-down order, the Wild West Show stack's order and the open
// hands under Sacagaway among them. Each expansion's own file plays it alone; this one shows they
// play together, and that the moves of each come up in the same matches.
import { describe, expect, it } from 'vitest';
import { everyOption } from './every-option.fixture';
import { playMatches } from './playouts.fixture';

const MATCHES = 36;

describe('random playouts with every option on', () => {
  it(`plays ${MATCHES} random matches of 3 to 8 players with every expansion at once, checking every invariant, hidden card and role after each step`, async () => {
    const moves = new Map<string, number>();
    await playMatches(
      MATCHES,
      (i) => ({ numPlayers: 3 + (i % 6), seed: `all-options-${i}`, setupData: everyOption(3 + (i % 6)) }),
      (_state, action) => moves.set(action.name, (moves.get(action.name) ?? 0) + 1),
    );
    // Moves of each expansion, in matches where all the others are on too.
    for (const name of ['play', 'use', 'buyEquipment', 'sellBeer', 'escape', 'save', 'lemat']) expect(moves.get(name) ?? 0, `${name} never came up`).toBeGreaterThan(0);
  }, 10 * 60_000);
});
