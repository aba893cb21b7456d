// @vitest-environment jsdom
// BANG! played through @parlor/ui's generic board and the game's table declaration: over random
// matches with every expansion on (and the abilities and events that add moves of their own put
// in play), at many states, the board of each seat the match waits for offers exactly the
// seat's legal moves, each reached by clicking the board's steps and then one move control,
// and each click makes exactly that move with exactly those arguments. Every kind of move the
// game has is met on the way; a spectator's board shows no hand and nothing to click.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { GameModule } from '@parlor/game-kit';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { createI18n } from '@parlor/ui';
import { moveNamesOf, spectatorBoardProblems, walkMatchOnGenericBoard } from '@parlor/ui/testing';
import * as bang from '../index';
import { locales } from '../locales';
import type { BangState } from '../lib/state';
import type { CharacterKey } from '../lib/characters';
import type { EventKey } from '../lib/events';
import { equipmentKeyOf } from '../lib/gold-rush-cards';
import { blackFlower, derSpot, escapeWindow, savedWindow } from './fixtures';

afterEach(cleanup);

const module = bang as unknown as GameModule<BangState>;
const i18n = createI18n({ namespaces: { bang: locales } });

/** Every expansion, so that every card, character and event that adds a move can be dealt. */
const EVERYTHING = { dodgeCity: true, bulletCharacters: true, highNoon: true, fistfulOfCards: true, bulletEvents: true, goldRushEquipment: true };

/** The characters whose abilities are moves of their own (Sid Ketchum's heal, Chuck Wengam's life for cards...). */
const ABILITIES: CharacterKey[] = ['sid_ketchum', 'chuck_wengam', 'doc_holyday', 'jose_delgado', 'uncle_will'];
/** Gold Rush's characters whose abilities are moves paid with nuggets (Jacky Murieta's shot, Raddie Snake's draw). */
const NUGGET_ABILITIES: CharacterKey[] = ['jacky_murieta', 'raddie_snake', 'jacky_murieta', 'raddie_snake'];

/** A match with those characters at the first seats and, when given, an event in effect from the start. */
function arranged(numPlayers: number, seed: string, event?: EventKey, characters: readonly CharacterKey[] = ABILITIES): Match<BangState> {
  return createMatch({
    game: bang.game,
    numPlayers,
    seed,
    setupData: characters === ABILITIES ? EVERYTHING : { ...EVERYTHING, wwsCharacters: true },
    arrange: ({ G }) => {
      characters.slice(0, numPlayers).forEach((key, index) => {
        const seat = String(index);
        // Every one of them has 4 printed lives; the Sheriff one more.
        const life = 4 + (G.sheriff === seat ? 1 : 0);
        // Gold Rush's characters pay with nuggets (GOLD-RUSH.md §G7): enough for several uses.
        G.players[seat] = { ...G.players[seat]!, character: key, life, maxLife: life, ...(key === 'jacky_murieta' || key === 'raddie_snake' ? { nuggets: 6 } : {}) };
      });
      if (event) G.event = event;
    },
  });
}

/** A Gold Rush match whose first seat is Josh McCloud with a Gold Pan and a Rucksack, and everyone has nuggets to spend (GOLD-RUSH.md §G4, §G6). */
function arrangedGold(numPlayers: number, seed: string): Match<BangState> {
  return createMatch({
    game: bang.game,
    numPlayers,
    seed,
    setupData: EVERYTHING,
    arrange: ({ G }) => {
      const life = 4 + (G.sheriff === '0' ? 1 : 0);
      G.players['0'] = { ...G.players['0']!, character: 'josh_mccloud', life: 2, maxLife: life };
      for (const key of ['gold_pan', 'rucksack']) {
        const id = G.zones.equipment!.find((card) => equipmentKeyOf(card) === key) ?? G.zones.market!.find((card) => equipmentKeyOf(card) === key);
        if (!id) continue;
        const from = G.zones.equipment!.includes(id) ? 'equipment' : 'market';
        G.zones[from] = G.zones[from]!.filter((card) => card !== id);
        G.zones['gear:0'] = [...G.zones['gear:0']!, id];
      }
      while (G.zones.market!.length < 3) {
        G.zones.market = [...G.zones.market!, G.zones.equipment![0]!];
        G.zones.equipment = G.zones.equipment!.slice(1);
      }
      for (const seat of Object.keys(G.players)) G.players[seat] = { ...G.players[seat]!, nuggets: 12 };
    },
  });
}

/** A match with a Wild West Show event in effect from the start (its moves: Showdown, Lady Rose of Texas, Dorothy Rage). */
function showing(numPlayers: number, seed: string, event: EventKey, setupData: Record<string, unknown> = EVERYTHING): Match<BangState> {
  return createMatch({
    game: bang.game,
    numPlayers,
    seed,
    setupData: { ...setupData, wwsEvents: true, includeGag: true },
    arrange: ({ G }) => {
      G.show = { ...G.show!, event };
    },
  });
}

describe('BANG! on the generic board', () => {
  it('offers each awaited seat exactly its legal moves, each reached by clicks, and meets every kind of move the game has', async () => {
    const made = new Set<string>();
    const matches: [string, Match<BangState>][] = [
      ['ricochet', arranged(5, 'generic-ricochet', 'ricochet')],
      ['sniper', arranged(5, 'generic-sniper', 'sniper')],
      ['abilities', arranged(4, 'generic-abilities')],
      ['nugget-abilities', arranged(4, 'generic-nugget-abilities', undefined, NUGGET_ABILITIES)],
      // Wild West Show's characters with moves of their own: Flint Westwood's trade, Lee Van Kliff's repeat (each
      // at two seats, so that the walk meets both).
      ['wild west show', arranged(4, 'generic-wws', undefined, ['lee_van_kliff', 'flint_westwood', 'lee_van_kliff', 'flint_westwood'])],
      ['gold', arrangedGold(4, 'generic-gold')],
      ['three', createMatch({ game: bang.game, numPlayers: 3, seed: 'generic-three', setupData: EVERYTHING })],
      ['showdown', showing(4, 'generic-showdown', 'showdown')],
      ['lady-rose', showing(5, 'generic-lady-rose', 'lady_rose_of_texas')],
      // Every order Dorothy Rage may give is a path of clicks: three players and the base cards keep them few.
      ['dorothy', showing(3, 'generic-dorothy', 'dorothy_rage', {})],
      // The Valley of Shadows, from states its moves are open in (the scenario builder's, then played
      // out at random): an Escape's window, a Saved!'s, Black Flower's shot beside a LeMat's and Aim's
      // plays, Der Spot-Burst Ringer's Gatling; and a random deal with its cards and characters.
      ['valley-escape', escapeWindow()],
      ['valley-saved', savedWindow()],
      ['valley-flower', blackFlower()],
      ['valley-spot', derSpot()],
      ['valley-deal', createMatch({ game: bang.game, numPlayers: 5, seed: 'generic-valley', setupData: { ...EVERYTHING, valleyOfShadows: true } })],
      // Random deals: a Beer kept for the moment of dying, and the other answers, come up on their own.
      ...[4, 5, 6, 7].map((numPlayers): [string, Match<BangState>] => [`deal-${numPlayers}`, createMatch({ game: bang.game, numPlayers, seed: `generic-deal-${numPlayers}`, setupData: EVERYTHING })]),
    ];
    let clicked = 0;
    for (const [name, match] of matches) {
      const walk = await walkMatchOnGenericBoard(module, i18n, match, { seed: `generic-${name}`, every: 80, made });
      expect(walk.problems, name).toEqual([]);
      clicked += walk.clicked;
    }
    expect(clicked, 'boards clicked through').toBeGreaterThan(20);
    expect([...made].sort()).toEqual(moveNamesOf(bang.game));
    // Clicking through a drawn board costs a render a click: generous for a busy machine.
  }, 900_000);

  it("a spectator's generic board shows no hand and offers nothing to click", () => {
    const match = arranged(4, 'generic-spectator');
    expect(spectatorBoardProblems(module, i18n, match)).toEqual([]);
  });
});
