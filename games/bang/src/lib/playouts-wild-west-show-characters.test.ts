// Random full matches with Wild West Show's characters in the pool (WILD-WEST-SHOW.md §W5), over
// every player count from 3 to 8, with Dodge City off and on, and with both event decks too,
// checking every invariant, every seat's and a spectator's payload and view after every step.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '@parlor/game-kit';
import { breathe, playout } from '@parlor/game-kit/testing';
import * as module from '../index';
import { charactersOf } from './characters';
import { playMatches } from './playouts.fixture';
import { invariants, secrets, viewChecks } from './checks';
import { windows, type Windows } from './engine/windows';
import { game } from './game';
import type { BangState, HistoryEntry } from './state';

const bang: GameModule<BangState> = module;

const WWS = new Set<string>(charactersOf(['wild_west_show']));

const CHOICES = [
  { name: 'alone', setup: { wwsCharacters: true }, matches: 48 },
  { name: 'with every set in Greygory Deck\'s pool and both event decks', setup: { wwsCharacters: true, greygoryAllSets: true, highNoon: true, fistfulOfCards: true, bulletEvents: true }, matches: 24 },
] as const;

describe('random playouts with the Wild West Show characters', () => {
  for (const choice of CHOICES) {
    it(`plays ${choice.matches} random matches ${choice.name}, 3 to 8 players, Dodge City off and on, checking every invariant, hidden card and role after each step`, async () => {
      const dealt = new Set<string>();
      const kinds = new Set<HistoryEntry['kind']>();
      const choices = new Set<string>();
      await playMatches(
        choice.matches,
        (i) => ({ numPlayers: 3 + (i % 6), seed: `wws-characters-${choice.name}-${i}`, setupData: { ...choice.setup, dodgeCity: Math.floor(i / 6) % 2 === 1, bulletCharacters: true } }),
        ({ G }) => {
          for (const player of Object.values(G.players)) if (WWS.has(player.character)) dealt.add(player.character);
          for (const entry of G.history) kinds.add(entry.kind);
          const top = windows.top(G);
          if (top?.tag === 'choice') choices.add((top.data as Windows['choice']['data']).id);
        },
      );
      // The sample deals most of the new characters, and their lines and choices come up.
      expect(dealt.size, [...dealt].join(', ')).toBeGreaterThanOrEqual(5);
      expect([...kinds].filter((kind) => ['characters', 'claimed', 'looted', 'repeated', 'survived'].includes(kind)).length, [...kinds].join(', ')).toBeGreaterThanOrEqual(2);
      expect([...choices].filter((id) => ['greygory_deck', 'greygory_deck_draw', 'youl_grinner_give'].includes(id)).length, [...choices].join(', ')).toBeGreaterThanOrEqual(1);
    }, 5 * 60_000);
  }

  it('plays matches with bots in every seat, their moves and choices included, checking every invariant, hidden card and role after each step', async () => {
    const moves = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await breathe();
      const numPlayers = 3 + (i % 6);
      const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
      const seed = `wws-characters-bots-${i}`;
      const result = playout({
        game,
        numPlayers,
        seed,
        setupData: { wwsCharacters: true, dodgeCity: i >= 6 },
        invariants,
        secrets,
        viewChecks,
        bots: { module: bang, seats, budgetMs: 20 },
        onStep: ({ G }) => {
          for (const entry of G.history) if (entry.kind === 'ability' || entry.kind === 'repeated' || entry.kind === 'characters') moves.add(entry.kind === 'ability' ? entry.character : entry.kind);
        },
      });
      expect(result.failure, seed + JSON.stringify(result.failure)).toBeUndefined();
      expect(result.ended, seed).toBe(true);
    }
    expect(moves.size, [...moves].join(', ')).toBeGreaterThanOrEqual(1);
  }, 5 * 60_000);
});
