// @vitest-environment jsdom
// BANG! played through @parlor/ui's generic board and the game's table declaration: over random
// matches with every expansion on (and the abilities and events that add moves of their own put
// in play), at many states, the board of each seat the match waits for offers exactly the
// seat's legal moves, each reached by clicking the board's steps and then one move control,
// and each click makes exactly that move with exactly those arguments. Every kind of move the
// game has is met on the way; a spectator's board shows no hand and nothing to click.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, type GameModule, type TableMove } from '@parlor/game-kit';
import { breathe, choiceGenerator, createMatch, type Match } from '@parlor/game-kit/testing';
import { createI18n, GenericBoard, moveOptions, offer } from '@parlor/ui';
import { boardPropsFor, recordingMoves, walkGenericBoard, type MadeMove } from '@parlor/ui/testing';
import * as bang from '../index';
import { locales } from '../locales';
import type { BangState } from '../lib/state';
import type { CharacterKey } from '../lib/characters';
import type { EventKey } from '../lib/events';
import { equipmentKeyOf } from '../lib/gold-rush-cards';

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

/** The names of every move the game defines, on its turn and in its stages: what `enumerate` can list. */
function moveNamesOf(game: Game): string[] {
  const names = new Set(Object.keys(game.moves ?? {}));
  for (const stage of Object.values(game.turn?.stages ?? {})) for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return [...names].sort();
}

const key = (move: TableMove) => JSON.stringify({ move: move.move, args: move.args ?? [] });
const listed = (moves: unknown): string[] => [...new Set((moves as TableMove[]).map(key))].sort();

/**
 * The seat's generic board at the match's state, clicked through: every path of steps and
 * every move control, each click's move recorded. Returns the moves made.
 */
function clickThrough(match: Match<BangState>, seat: string): string[] {
  const made: MadeMove[] = [];
  const props = boardPropsFor(match, seat, recordingMoves(made)) as BoardProps<BangState>;
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <GenericBoard {...props} module={module} />
    </I18nextProvider>,
  );
  const root = container.querySelector('[data-parlor-generic-board]')!;
  // The board names the seats the match waits for as the room's header does.
  expect(root.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting')).toBe(awaitedSeats(module, match.state).join(','));
  const walk = walkGenericBoard(root, made, (element) => fireEvent.click(element));
  cleanup();
  expect(walk.problems, `seat ${seat}'s board`).toEqual([]);
  return walk.reached;
}

/**
 * The moves the board's choices lead to (`@parlor/ui`'s `offer`, the logic behind every control
 * the board draws), followed down every path without drawing anything: cheap enough for every
 * state of every match, where clicking through the drawn board is kept for a sample of them.
 */
function offeredByChoices(match: Match<BangState>, seat: string): string[] {
  const view = match.received(seat).state;
  const options = moveOptions(module, view, seat);
  const reached: string[] = [];
  const follow = (taken: string[]) => {
    const here = offer(options, taken);
    for (const control of here.controls) {
      if (control.kind === 'move') reached.push(key(control.option.move));
      else follow([...here.taken, control.key]);
    }
  };
  follow([]);
  return reached.sort();
}

/**
 * Plays a random match (seeded) to its end. At every state, for every seat the match waits
 * for, the board's choices lead to exactly the seat's legal moves, each by one path; at the
 * states where such a seat may make a kind of move no board has made yet, and every `every`-th
 * state besides, the drawn board is clicked through. Adds the kinds of move made to `made`.
 */
async function walkMatch(match: Match<BangState>, seed: string, every: number, made: Set<string>): Promise<number> {
  const pick = choiceGenerator(seed);
  let clicked = 0;
  for (let step = 0; step < 3000 && match.ctx.gameover === undefined; step++) {
    for (const seat of awaitedSeats(module, match.state)) {
      const view = match.received(seat).state;
      const offered = listed(bang.game.ai!.enumerate(view.G, view.ctx, seat));
      // What the seat's view offers is what the whole state allows: the board offers only legal moves.
      expect(offered, `seat ${seat} at step ${step} of ${seed}`).toEqual(listed(bang.game.ai!.enumerate(match.G, match.ctx, seat)));
      expect(offeredByChoices(match, seat), `seat ${seat}'s choices at step ${step} of ${seed}`).toEqual(offered);
      if (step % every !== 0 && offered.every((move) => made.has(JSON.parse(move).move))) continue;
      const reached = clickThrough(match, seat);
      expect(reached, `seat ${seat}'s board at step ${step} of ${seed}`).toEqual(offered);
      for (const move of reached) made.add(JSON.parse(move).move);
      clicked++;
    }
    if (step % 20 === 0) await breathe();
    // Any seat that may act now (a seat standing by too), any of its moves.
    const choices = match.activeSeats().flatMap((seat) => (bang.game.ai!.enumerate(match.G, match.ctx, seat) as TableMove[]).map((move) => ({ seat, move })));
    expect(choices.length, `moves at step ${step} of ${seed}`).toBeGreaterThan(0);
    const { seat, move } = choices[pick(choices.length)]!;
    match.move(seat, move.move, ...(move.args ?? []));
  }
  expect(match.ctx.gameover, `${seed} ended`).toBeDefined();
  return clicked;
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
      // Random deals: a Beer kept for the moment of dying, and the other answers, come up on their own.
      ...[4, 5, 6, 7].map((numPlayers): [string, Match<BangState>] => [`deal-${numPlayers}`, createMatch({ game: bang.game, numPlayers, seed: `generic-deal-${numPlayers}`, setupData: EVERYTHING })]),
    ];
    let clicked = 0;
    for (const [name, match] of matches) clicked += await walkMatch(match, `generic-${name}`, 80, made);
    expect(clicked, 'boards clicked through').toBeGreaterThan(20);
    expect([...made].sort()).toEqual(moveNamesOf(bang.game));
    // Clicking through a drawn board costs a render a click: generous for a busy machine.
  }, 900_000);

  it("a spectator's generic board shows no hand and offers nothing to click", () => {
    const match = arranged(4, 'generic-spectator');
    const props = boardPropsFor(match, null, recordingMoves([])) as BoardProps<BangState>;
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <GenericBoard {...props} module={module} />
      </I18nextProvider>,
    );
    expect(container.querySelector('[data-parlor-generic-board]')).not.toBeNull();
    expect(container.querySelectorAll('[data-parlor-hand]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-parlor-move], [data-parlor-step]')).toHaveLength(0);
    // Nobody's cards in hand are shown: only their backs' count, and no hand card's id.
    const hands = Object.entries(match.G.zones).filter(([zone]) => zone.startsWith('hand:')).flatMap(([, cards]) => cards);
    for (const card of hands) expect(container.querySelector(`[data-card-id="${card}"]`), card).toBeNull();
  });
});
