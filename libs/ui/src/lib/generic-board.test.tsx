import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { BoardProps } from 'boardgame.io/react';
import type { Ctx } from 'boardgame.io';
import { checkTableDeclaration, type TableMove } from '@parlor/game-kit';
import { createI18n, GenericBoard, genericBoard, humanise, moveOptions, offer } from '../index';
import { recordingMoves, walkGenericBoard, type MadeMove } from '../testing';
import { sketchModule, sketchState, sketchView, type SketchState } from './generic-board.fixture';

afterEach(cleanup);

const sketchLocales = {
  en: { cards: { sun: 'Sun' }, moves: { draw: 'Draw a card' } },
  'zh-TW': { cards: { sun: '太陽', moon: '月亮', star: '星星' }, moves: { draw: '抽一張牌', give: '送出' }, zones: { deck: '牌堆', discard: '棄牌堆' }, counters: { points: '分數' } },
};

function propsFor(state: { G: SketchState; ctx: Ctx }, playerID: string | null, made: MadeMove[] = []): BoardProps<SketchState> {
  const seen = sketchView(state, playerID);
  return {
    ...seen,
    log: [],
    playerID,
    moves: recordingMoves(made),
    matchData: undefined,
    isActive: true,
    isConnected: true,
    isMultiplayer: true,
    matchID: 'test',
    credentials: null,
  } as unknown as BoardProps<SketchState>;
}

const show = (props: BoardProps<SketchState>, language: 'en' | 'zh-TW' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { sketch: sketchLocales } })}>
      <GenericBoard {...props} module={sketchModule} />
    </I18nextProvider>,
  );

const expected = (state: { G: SketchState; ctx: Ctx }, seat: string) =>
  [...new Set((sketchModule.game.ai!.enumerate(sketchView(state, seat).G, state.ctx, seat) as TableMove[]).map((move) => JSON.stringify({ move: move.move, args: move.args ?? [] })))].sort();

describe('the generic board', () => {
  it('declares a table the module contract accepts', () => {
    expect(checkTableDeclaration(sketchModule.table)).toEqual([]);
    expect(checkTableDeclaration({ hands: ['hand:0'], piles: [{ zone: 'discard' }], card: 'x' })).toEqual([
      'table.card must be a function',
      'table zone kind "hand:0" must be a kind without a seat ("hand", not "hand:0")',
      'table pile "discard" needs a label with English words',
    ]);
  });

  for (const [name, state, seat] of [
    ['its turn, three seats', sketchState(), '0'],
    ['its turn, five seats with one out', sketchState({ players: 5 }), '0'],
    ['an answer out of turn', sketchState({ answering: true }), '1'],
  ] as const) {
    it(`offers every legal move and nothing else, each by clicks (${name})`, () => {
      const made: MadeMove[] = [];
      const { container } = show(propsFor(state, seat, made));
      const walk = walkGenericBoard(container, made, (element) => fireEvent.click(element));
      expect(walk.problems).toEqual([]);
      expect(walk.reached).toEqual(expected(state, seat));
    });
  }

  it('plays a card with one way to play it at once, asks a target by its seat, and opens a short picker for an option', () => {
    const made: MadeMove[] = [];
    const state = sketchState();
    const { container, rerender } = show(propsFor(state, '0', made));
    const hand = container.querySelector('[data-parlor-hand]')!;
    // A sun has one way to be played: its card is the move.
    const sun = hand.querySelector('[data-card-id="sun-1"]')!;
    expect([sun.tagName, sun.getAttribute('aria-label'), sun.getAttribute('data-parlor-move')]).toEqual(['BUTTON', 'Play: Sun', 'play']);
    fireEvent.click(sun);
    expect(made).toEqual([{ move: 'play', args: ['sun-1'] }]);
    // A moon goes to a seat: the seats become the buttons, with a way back.
    fireEvent.click(hand.querySelector('[data-card-id="moon-1"]')!);
    expect(container.querySelector('[data-parlor-prompt="choose"]')).not.toBeNull();
    const pickable = [...container.querySelectorAll('[data-parlor-seat] [data-parlor-move="give"]')];
    expect(pickable.map((button) => button.closest('[data-parlor-seat]')!.getAttribute('data-parlor-seat'))).toEqual(['1', '2']);
    fireEvent.click(pickable[1]!);
    expect(made.at(-1)).toEqual({ move: 'give', args: ['moon-1', '2'] });
    // The choice ends with the state the move brings (a refused move leaves it open).
    expect(container.querySelector('[data-parlor-prompt="choose"]')).not.toBeNull();
    rerender(
      <I18nextProvider i18n={createI18n({ namespaces: { sketch: sketchLocales } })}>
        <GenericBoard {...propsFor(state, '0', made)} {...{ _stateID: 8 }} module={sketchModule} />
      </I18nextProvider>,
    );
    expect(container.querySelector('[data-parlor-prompt]')).toBeNull();
    // A star has two places to go: a picker of two, worded by the game.
    fireEvent.click(hand.querySelector('[data-card-id="star-1"]')!);
    const prompt = container.querySelector<HTMLElement>('[data-parlor-prompt="choose"]')!;
    expect(within(prompt).getByRole('heading').textContent).toBe('Put the star back');
    fireEvent.click(within(prompt).getByRole('button', { name: /Under the deck/ }));
    expect(made.at(-1)).toEqual({ move: 'stash', args: ['star-1', 'bottom'] });
    // Back to the start: drawing takes no card, a button in the game's words.
    fireEvent.click(within(prompt).getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(made.at(-1)).toEqual({ move: 'draw', args: [] });
  });

  it('names the awaited seats as the room does, and prompts the seat it waits for', () => {
    const { container } = show(propsFor(sketchState({ answering: true }), '1'));
    expect(container.querySelector('[data-parlor-generic-board]')?.getAttribute('data-parlor-generic-board')).toBe('sketch');
    expect(container.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting')).toBe('1');
    const prompt = container.querySelector<HTMLElement>('[data-parlor-prompt="answer"]')!;
    // The window's number is no decision: the answers are two plain buttons.
    expect(within(prompt).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('data-parlor-move')])).toEqual([
      ['Keep', 'keep'],
      ['Give back', 'giveBack'],
    ]);
  });

  it('shows a spectator no hand and no move, and the other seats their counts and counters', () => {
    const { container } = show(propsFor(sketchState(), null));
    expect(container.querySelector('[data-parlor-hand]')).toBeNull();
    expect(container.querySelector('[data-parlor-move], [data-parlor-step]')).toBeNull();
    expect(screen.getByText('You are watching this match.')).toBeTruthy();
    const seat = container.querySelector<HTMLElement>('[data-parlor-seat="1"]')!;
    expect(within(seat).getByRole('img', { name: '2 cards' })).toBeTruthy();
    expect(seat.querySelector('[data-parlor-counter="points"]')?.textContent).toBe('Points 2');
    expect(seat.querySelector('[data-card-id="sun-5"]')).not.toBeNull();
    // The deck is face down, the discard pile's top face up.
    expect(container.querySelector('[data-parlor-pile] [data-card-id="moon-8"]')).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Deck: 3 cards' })).toBeTruthy();
  });

  it('leaves out a declared pile whose zone this match does not have, and draws an empty one', () => {
    const without = sketchState();
    const { discard: _discard, ...zones } = without.G.zones;
    const { container, unmount } = show(propsFor({ ...without, G: { ...without.G, zones } }, '0'));
    expect(container.querySelectorAll('[data-parlor-pile]')).toHaveLength(1);
    unmount();
    const empty = sketchState();
    const { container: again } = show(propsFor({ ...empty, G: { ...empty.G, zones: { ...empty.G.zones, discard: [] } } }, '0'));
    expect(again.querySelectorAll('[data-parlor-pile]')).toHaveLength(2);
  });

  it('shows the result once the match is over, worded for its reader', () => {
    const { container } = show(propsFor(sketchState({ over: true }), '1'));
    expect(container.querySelector('[data-parlor-result]')?.textContent).toBe('You collected the most points.');
    expect(container.querySelector('[data-parlor-acting]')?.getAttribute('data-parlor-acting')).toBe('');
    expect(container.querySelector('[data-parlor-move], [data-parlor-step]')).toBeNull();
  });

  it('takes the game’s own form of a line about the reader’s seat, where it has one', () => {
    const winner = (ctx: Ctx) => (ctx.gameover as { winner: string }).winner;
    const module = { ...sketchModule, table: { ...sketchModule.table, result: ({ ctx }: { ctx: Ctx }) => ({ key: 'won', en: '{{seat}} won.', values: { seat: { seat: winner(ctx) } } }) } };
    const locales = { ...sketchLocales, en: { ...sketchLocales.en, won: '{{seat}} is the winner.', won_you: 'You are the winner.' } };
    const result = (seat: string) => {
      const { container, unmount } = render(
        <I18nextProvider i18n={createI18n({ namespaces: { sketch: locales } })}>
          <GenericBoard {...propsFor(sketchState({ over: true }), seat)} module={module} />
        </I18nextProvider>,
      );
      const text = container.querySelector('[data-parlor-result]')?.textContent;
      unmount();
      return text;
    };
    expect(result('1')).toBe('You are the winner.');
    expect(result('0')).toMatch(/^\S.* is the winner\.$/);
    expect(result('0')).not.toMatch(/^You/);
  });

  it('speaks the game’s Traditional Chinese where it has it, and libs/ui’s own words around it', () => {
    show(propsFor(sketchState(), '0'), 'zh-TW');
    expect(screen.getByRole('button', { name: '抽一張牌' })).toBeTruthy();
    expect(screen.getAllByText('你的回合').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: '牌堆：3 張' })).toBeTruthy();
  });

  it('lets a game draw its own card faces and keeps their clicks', () => {
    const made: MadeMove[] = [];
    const Board = genericBoard(sketchModule, { renderCard: (id, props) => <button type="button" className="own-face" onClick={props.onSelect} {...props.dataset}>{id}</button> });
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <Board {...propsFor(sketchState(), '0', made)} />
      </I18nextProvider>,
    );
    fireEvent.click(container.querySelector('.own-face[data-parlor-move="play"]')!);
    expect(made).toEqual([{ move: 'play', args: ['sun-1'] }]);
  });
});

describe('the generic board’s choices', () => {
  it('takes by itself a step every remaining move shares, and makes a lone move at once', () => {
    const options = moveOptions(sketchModule, sketchView(sketchState(), '0'), '0');
    const root = offer(options);
    expect(root.taken).toEqual([]);
    const moon = root.controls.find((control) => control.key === 'card:moon-1')!;
    expect(moon.kind).toBe('step');
    const afterMoon = offer(options, ['card:moon-1']);
    expect(afterMoon.controls.map((control) => [control.kind, control.key])).toEqual([
      ['move', 'seat:1'],
      ['move', 'seat:2'],
    ]);
    // Steps the state no longer allows start over.
    expect(offer(options, ['card:gone']).taken).toEqual([]);
  });

  it('humanises a move name nobody has worded yet', () => {
    expect([humanise('playCard'), humanise('end_turn'), humanise('giveBack')]).toEqual(['Play card', 'End turn', 'Give back']);
  });
});
