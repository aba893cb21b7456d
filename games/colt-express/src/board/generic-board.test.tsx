// @vitest-environment jsdom
// Colt Express played through @parlor/ui's generic board and the game's table declaration: over
// random matches (the 2-player team game, where bandits are placed and cards kept, and larger
// ones in both variants), at every state the board's choices for each seat the match waits for
// lead to exactly the seat's legal moves, and at many states the drawn board is clicked
// through: each legal move reached by clicking its steps and then one move control, each click
// making exactly that move with exactly those arguments. Every kind of move the game has is
// met on the way; a spectator's board shows no hand and nothing to click.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, type GameModule, type TableMove } from '@parlor/game-kit';
import { breathe, choiceGenerator, createMatch, type Match } from '@parlor/game-kit/testing';
import { createI18n, GenericBoard, moveOptions, offer } from '@parlor/ui';
import { boardPropsFor, recordingMoves, walkGenericBoard, type MadeMove } from '@parlor/ui/testing';
import * as coltExpress from '../index';
import { locales } from '../locales';
import type { ColtExpressState } from '../lib/state';

afterEach(cleanup);

const module = coltExpress as unknown as GameModule<ColtExpressState>;
const i18n = createI18n({ namespaces: { 'colt-express': locales } });

/** The names of every move the game defines, on its turn and in its stages: what `enumerate` can list. */
function moveNamesOf(game: Game): string[] {
  const names = new Set(Object.keys(game.moves ?? {}));
  for (const stage of Object.values(game.turn?.stages ?? {})) for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return [...names].sort();
}

/** The most legal moves a board is clicked through for (each costs a few renders). */
const CLICKED_AT_MOST = 80;

const key = (move: TableMove) => JSON.stringify({ move: move.move, args: move.args ?? [] });
const listed = (moves: unknown): string[] => [...new Set((moves as TableMove[]).map(key))].sort();

/**
 * The seat's generic board at the match's state, clicked through: every path of steps and
 * every move control, each click's move recorded. Returns the moves made.
 */
function clickThrough(match: Match<ColtExpressState>, seat: string): string[] {
  const made: MadeMove[] = [];
  const props = boardPropsFor(match, seat, recordingMoves(made)) as BoardProps<ColtExpressState>;
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
function offeredByChoices(match: Match<ColtExpressState>, seat: string): string[] {
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
async function walkMatch(match: Match<ColtExpressState>, seed: string, every: number, made: Set<string>): Promise<number> {
  const pick = choiceGenerator(seed);
  let clicked = 0;
  for (let step = 0; step < 3000 && match.ctx.gameover === undefined; step++) {
    for (const seat of awaitedSeats(module, match.state)) {
      const view = match.received(seat).state;
      const offered = listed(coltExpress.game.ai!.enumerate(view.G, view.ctx, seat));
      // What the seat's view offers is what the whole state allows: the board offers only legal moves.
      expect(offered, `seat ${seat} at step ${step} of ${seed}`).toEqual(listed(coltExpress.game.ai!.enumerate(match.G, match.ctx, seat)));
      expect(offeredByChoices(match, seat), `seat ${seat}'s choices at step ${step} of ${seed}`).toEqual(offered);
      // A keep of many different cards has thousands of choices: their paths are followed above; clicking each is not.
      if (offered.length > CLICKED_AT_MOST || (step % every !== 0 && offered.every((move) => made.has(JSON.parse(move).move)))) continue;
      const reached = clickThrough(match, seat);
      expect(reached, `seat ${seat}'s board at step ${step} of ${seed}`).toEqual(offered);
      for (const move of reached) made.add(JSON.parse(move).move);
      clicked++;
    }
    if (step % 20 === 0) await breathe();
    // Any seat that may act now, any of its moves.
    const choices = match.activeSeats().flatMap((seat) => (coltExpress.game.ai!.enumerate(match.G, match.ctx, seat) as TableMove[]).map((move) => ({ seat, move })));
    expect(choices.length, `moves at step ${step} of ${seed}`).toBeGreaterThan(0);
    const { seat, move } = choices[pick(choices.length)]!;
    match.move(seat, move.move, ...(move.args ?? []));
  }
  expect(match.ctx.gameover, `${seed} ended`).toBeDefined();
  return clicked;
}

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
    for (const [name, match] of matches) clicked += await walkMatch(match, `generic-${name}`, 25, made);
    expect(clicked, 'boards clicked through').toBeGreaterThan(20);
    expect([...made].sort()).toEqual(moveNamesOf(coltExpress.game));
    // Clicking through a drawn board costs a render a click: generous for a busy machine.
  }, 900_000);

  it("a spectator's generic board shows no hand and offers nothing to click", () => {
    const match = matchOf(3, true, 'generic-spectator');
    const props = boardPropsFor(match, null, recordingMoves([])) as BoardProps<ColtExpressState>;
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <GenericBoard {...props} module={module} />
      </I18nextProvider>,
    );
    expect(container.querySelector('[data-parlor-generic-board]')).not.toBeNull();
    expect(container.querySelectorAll('[data-parlor-hand]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-parlor-move], [data-parlor-step]')).toHaveLength(0);
    // Nobody's cards in hand are shown: only their count, and no hand card's id.
    const hands = Object.entries(match.G.zones).filter(([zone]) => zone.startsWith('hand:')).flatMap(([, cards]) => cards);
    expect(hands.length).toBeGreaterThan(0);
    for (const card of hands) expect(container.querySelector(`[data-card-id="${card}"]`), card).toBeNull();
  });
});
