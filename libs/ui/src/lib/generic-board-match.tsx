import { cleanup, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, type GameModule, type TableMove } from '@parlor/game-kit';
import { breathe, choiceGenerator, type Match } from '@parlor/game-kit/testing';
import { GenericBoard } from './generic-board';
import { moveOptions, offer } from './generic-board-choices';
import { boardPropsFor } from './board-props';
import { recordingMoves, walkGenericBoard, type MadeMove } from './generic-board-walk';

/** The names of every move a game defines, on its turn and in its stages: what its `enumerate` can list. */
export function moveNamesOf(game: Game): string[] {
  const names = new Set(Object.keys(game.moves ?? {}));
  for (const stage of Object.values(game.turn?.stages ?? {})) for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return [...names].sort();
}

const key = (move: TableMove) => JSON.stringify({ move: move.move, args: move.args ?? [] });
const listed = (moves: unknown): string[] => [...new Set((moves as TableMove[]).map(key))].sort();

/** How two lists of moves differ, or undefined when they hold the same. */
function difference(expected: readonly string[], found: readonly string[]): string | undefined {
  const missing = expected.filter((move) => !found.includes(move));
  const extra = found.filter((move) => !expected.includes(move));
  if (missing.length === 0 && extra.length === 0 && expected.length === found.length) return undefined;
  return `missing ${JSON.stringify(missing)}, extra ${JSON.stringify(extra)}${missing.length === 0 && extra.length === 0 ? ' (a move offered twice)' : ''}`;
}

/** How a match was walked on the generic board (see {@link walkMatchOnGenericBoard}). */
export interface MatchWalk {
  /** How many drawn boards were clicked through. */
  clicked: number;
  /** The first thing found wrong, if any (the walk stops there). */
  problems: string[];
}

/** How {@link walkMatchOnGenericBoard} samples the states it draws. */
export interface MatchWalkOptions {
  /** Names the match in problems, and seeds the random moves. */
  seed: string;
  /** The drawn board is clicked through at every this many steps (besides where a new kind of move is offered). */
  every: number;
  /** More legal moves than this are followed through the choices only, not clicked one by one (a keep of many cards). */
  clickAtMost?: number;
  /** The kinds of move clicked so far, across matches: added to. */
  made: Set<string>;
  /** The most steps before the match must have ended. */
  steps?: number;
}

/**
 * The seat's generic board at the match's state, clicked through: every path of steps and
 * every move control, each click's move recorded. The moves reached, and what the walk or the
 * board's naming of who acts found wrong.
 */
function clickThrough<G>(module: GameModule<G>, i18n: I18n, match: Match<G>, seat: string): { reached: string[]; problems: string[] } {
  const made: MadeMove[] = [];
  const props = boardPropsFor(match, seat, recordingMoves(made)) as BoardProps<G>;
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <GenericBoard {...props} module={module} />
    </I18nextProvider>,
  );
  const root = container.querySelector('[data-parlor-generic-board]');
  if (!root) {
    cleanup();
    return { reached: [], problems: ['the generic board was not drawn'] };
  }
  const problems: string[] = [];
  // The board names the seats the match waits for as the room's header does.
  const acting = root.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting');
  const awaited = awaitedSeats(module, match.state).join(',');
  if (acting !== awaited) problems.push(`the board names ${JSON.stringify(acting)} as acting, the match waits for ${JSON.stringify(awaited)}`);
  const walk = walkGenericBoard(root, made, (element) => fireEvent.click(element));
  cleanup();
  return { reached: walk.reached, problems: [...problems, ...walk.problems] };
}

/**
 * The moves the board's choices lead to (`offer`, the logic behind every control the board
 * draws), followed down every path without drawing anything: cheap enough for every state of
 * every match, where clicking through the drawn board is kept for a sample of them.
 */
function offeredByChoices<G>(module: GameModule<G>, match: Match<G>, seat: string): string[] {
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
 * Plays a random match (seeded) to its end through a game's generic board. At every state, for
 * every seat the match waits for: what the seat's view offers is what the whole state allows,
 * and the board's choices lead to exactly those legal moves, each by one path. Where such a seat
 * may make a kind of move no board has made yet, and at every `every`-th step besides, the drawn
 * board is clicked through, and must reach exactly those moves, each click making its move with
 * its arguments. The kinds of move clicked are added to `made`. The walk stops at the first
 * problem, naming the seed, the step and the seat.
 */
export async function walkMatchOnGenericBoard<G>(module: GameModule<G>, i18n: I18n, match: Match<G>, options: MatchWalkOptions): Promise<MatchWalk> {
  const { seed, every, clickAtMost = Infinity, made, steps = 3000 } = options;
  const enumerate = module.game.ai!.enumerate;
  const pick = choiceGenerator(seed);
  let clicked = 0;
  const stop = (problem: string): MatchWalk => ({ clicked, problems: [problem] });
  for (let step = 0; step < steps && match.ctx.gameover === undefined; step++) {
    for (const seat of awaitedSeats(module, match.state)) {
      const where = `seat ${seat} at step ${step} of ${seed}`;
      const view = match.received(seat).state;
      const offered = listed(enumerate(view.G, view.ctx, seat));
      // The board offers only legal moves: what the seat's view offers is what the whole state allows.
      const wrong = difference(listed(enumerate(match.G, match.ctx, seat)), offered);
      if (wrong) return stop(`${where}: the seat's view offers other moves than the state allows: ${wrong}`);
      const chosen = difference(offered, offeredByChoices(module, match, seat));
      if (chosen) return stop(`${where}: the board's choices lead elsewhere than the legal moves: ${chosen}`);
      if (offered.length > clickAtMost || (step % every !== 0 && offered.every((move) => made.has(JSON.parse(move).move)))) continue;
      const board = clickThrough(module, i18n, match, seat);
      if (board.problems.length > 0) return stop(`${where}: ${board.problems.join('; ')}`);
      const clicks = difference(offered, board.reached);
      if (clicks) return stop(`${where}: clicking the drawn board reached other moves than the legal ones: ${clicks}`);
      for (const move of board.reached) made.add(JSON.parse(move).move);
      clicked++;
    }
    if (step % 20 === 0) await breathe();
    // Any seat that may act now (a seat standing by too), any of its moves.
    const choices = match.activeSeats().flatMap((seat) => (enumerate(match.G, match.ctx, seat) as TableMove[]).map((move) => ({ seat, move })));
    if (choices.length === 0) return stop(`no seat may move at step ${step} of ${seed}, yet the match goes on`);
    const { seat, move } = choices[pick(choices.length)]!;
    match.move(seat, move.move, ...(move.args ?? []));
  }
  if (match.ctx.gameover === undefined) return stop(`${seed} had not ended after ${steps} steps`);
  return { clicked, problems: [] };
}

/**
 * What a spectator's generic board shows that it must not: a hand, a control to click, or the
 * id of any card in a zone whose name starts with `hand:`.
 */
export function spectatorBoardProblems<G extends { zones: Record<string, readonly string[]> }>(module: GameModule<G>, i18n: I18n, match: Match<G>): string[] {
  const props = boardPropsFor(match, null, recordingMoves([])) as BoardProps<G>;
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <GenericBoard {...props} module={module} />
    </I18nextProvider>,
  );
  const problems: string[] = [];
  if (!container.querySelector('[data-parlor-generic-board]')) problems.push('the generic board was not drawn');
  if (container.querySelectorAll('[data-parlor-hand]').length > 0) problems.push('a hand is shown');
  const controls = container.querySelectorAll('[data-parlor-move], [data-parlor-step]').length;
  if (controls > 0) problems.push(`${controls} controls are offered`);
  // Nobody's cards in hand are shown: only their count, and no hand card's id.
  const hands = Object.entries(match.G.zones).filter(([zone]) => zone.startsWith('hand:')).flatMap(([, cards]) => cards);
  if (hands.length === 0) problems.push('no seat holds a card in hand: nothing was checked');
  const shown = new Set([...container.querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id')));
  for (const card of hands) if (shown.has(card)) problems.push(`the hand card ${card} is shown`);
  cleanup();
  return problems;
}
