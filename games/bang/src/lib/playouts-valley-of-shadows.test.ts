// Random full matches with The Valley of Shadows (VALLEY-OF-SHADOWS.md): every player count from 3 to
// 8, the whole expansion, its cards only and its characters only, Dodge City and both event decks off
// and on, checking every invariant (a ghost at 0 life with his Ghost card), every seat's and a
// spectator's view after every step (Poker's face-down cards among them), and that its windows,
// actions and choices come up.
import { describe, expect, it } from 'vitest';
import { windows, type Windows } from './engine/windows';
import { playMatches } from './playouts.fixture';

/** Matches: every player count, each of the three ways to play the expansion, Dodge City and the event decks off and on. */
const MATCHES = 72;

describe('random playouts with The Valley of Shadows', () => {
  it(`plays ${MATCHES} random matches with The Valley of Shadows, 3 to 8 players, whole or in part, with and without Dodge City and both event decks, checking every invariant, hidden card and role after each step`, async () => {
    const seen = new Map<string, number>();
    const note = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    await playMatches(
      MATCHES,
      (i) => {
        const part = [{}, { vosParts: 'cards' }, { vosParts: 'characters' }][Math.floor(i / 6) % 3]!;
        const more = Math.floor(i / 18) % 2 === 1;
        return {
          numPlayers: 3 + (i % 6),
          seed: `valley-of-shadows-${i}`,
          // Three players keep the Ghost cards here, which the lobby leaves out unless asked.
          setupData: { valleyOfShadows: true, vosGhostCards: true, ...part, bulletCharacters: true, dodgeCity: more, ...(more ? { highNoon: true, fistfulOfCards: true, bulletEvents: true } : {}) },
        };
      },
      ({ G }, action) => {
        note(action.name);
        const top = windows.top(G);
        if (top?.tag === 'choice') note(`choice ${(top.data as Windows['choice']['data']).id}`);
        if (Object.values(G.players).some((player) => player.ghosted)) note('ghosted');
      },
    );
    for (const what of ['escape', 'allow', 'save', 'decline', 'lemat', 'choice fanning', 'choice bandidos', 'choice tornado', 'choice poker', 'choice saved', 'ghosted']) {
      expect(seen.get(what) ?? 0, `${what} never came up`).toBeGreaterThan(0);
    }
  }, 10 * 60_000);
});
