// @vitest-environment jsdom
// Colt Express played through @parlor/ui's generic board and the game's table declaration: over
// random matches (the 2-player team game, where bandits are placed and cards kept, and larger
// ones in both variants), at every state the board's choices for each seat the match waits for
// lead to exactly the seat's legal moves, and at many states the drawn board is clicked
// through: each legal move reached by clicking its steps and then one move control, each click
// making exactly that move with exactly those arguments. Every kind of move the game has is
// met on the way; a spectator's board shows no hand and nothing to click.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { GameModule } from '@parlor/game-kit';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { createI18n } from '@parlor/ui';
import { moveNamesOf, spectatorBoardProblems, walkMatchOnGenericBoard } from '@parlor/ui/testing';
import * as coltExpress from '../index';
import { locales } from '../locales';
import type { ColtExpressState } from '../lib/state';

afterEach(cleanup);

const module = coltExpress as unknown as GameModule<ColtExpressState>;
const i18n = createI18n({ namespaces: { 'colt-express': locales } });

/** The most legal moves a board is clicked through for (each costs a few renders): a keep of many different cards has thousands of choices, followed through the choices only. */
const CLICKED_AT_MOST = 80;

/** A match of `numPlayers` (the advanced variant where asked: bullets discarded, cards kept), seeded. */
const matchOf = (numPlayers: number, advanced: boolean, seed: string) => createMatch({ game: coltExpress.game, numPlayers, seed, setupData: { advanced } });

describe('Colt Express on the generic board', () => {
  it('offers each awaited seat exactly its legal moves, each reached by clicks, and meets every kind of move the game has', async () => {
    const made = new Set<string>();
    const matches: [string, Match<ColtExpressState>][] = [
      ['two', matchOf(2, true, 'generic-two')],
      ['three-advanced', matchOf(3, true, 'generic-three')],
      ['four', matchOf(4, false, 'generic-four')],
      ['six-advanced', matchOf(6, true, 'generic-six')],
    ];
    let clicked = 0;
    for (const [name, match] of matches) {
      const walk = await walkMatchOnGenericBoard(module, i18n, match, { seed: `generic-${name}`, every: 25, made, clickAtMost: CLICKED_AT_MOST });
      expect(walk.problems, name).toEqual([]);
      clicked += walk.clicked;
    }
    expect(clicked, 'boards clicked through').toBeGreaterThan(20);
    expect([...made].sort()).toEqual(moveNamesOf(coltExpress.game));
    // Clicking through a drawn board costs a render a click: generous for a busy machine.
  }, 900_000);

  it("a spectator's generic board shows no hand and offers nothing to click", () => {
    const match = matchOf(3, true, 'generic-spectator');
    expect(spectatorBoardProblems(module, i18n, match)).toEqual([]);
  });
});
