// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n, TableInfoProvider } from '@parlor/ui';
import { HIDDEN_CARD, knownBy } from '@parlor/hidden-info';
import * as stories from './board.stories';
import { ExplodingKittensBoard, NOPE_SECONDS } from './board';
import { everythingFor, propsFor, states, tableInfo } from './fixtures';
import { given, hand, take } from '../lib/scenario.fixture';
import { locales } from '../locales';
import { kindOf, NAMEABLE_KINDS } from '../index';

afterEach(cleanup);

type Props = ReturnType<typeof propsFor>;

const show = (props: Props, language: 'en' | 'zh-TW' = 'en', wrap: (board: ReactNode) => ReactNode = (board) => board) =>
  render(<I18nextProvider i18n={createI18n({ language, namespaces: { 'exploding-kittens': locales } })}>{wrap(<ExplodingKittensBoard {...props} />)}</I18nextProvider>);

/** The board's status line: whose turn, turns owed, what the table waits for. */
const turnLine = (container: HTMLElement) => container.querySelector('[data-parlor-acting]')!.textContent;

const spyMoves = () => ({ draw: vi.fn(), play: vi.fn(), combo: vi.fn(), nope: vi.fn(), pass: vi.fn(), reinsert: vi.fn(), alter: vi.fn(), give: vi.fn(), pick: vi.fn() });

/** The reader's hand in the Dock (the card reference beside the table holds cards of the same names). */
const inHand = () => within(screen.getByRole('group', { name: 'Your hand' }));

/** The seat on the table of a seat id. */
const seatOf = (container: HTMLElement, seat: string) => container.querySelector<HTMLElement>(`[data-parlor-seat="${seat}"]`)!;

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    // A canvas of its own, taken away afterwards: the story stays mounted otherwise.
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      await Story.run({ canvasElement });
      const board = within(canvasElement);
      expect(board.getByRole('region', { name: 'Exploding Kittens' })).toBeTruthy();
      // No emoji anywhere: the pictures are drawn (an emoji is an empty box without an emoji font).
      expect(canvasElement.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      // Every open prompt says what it asks, for tests and styles.
      for (const prompt of board.queryAllByRole('alertdialog')) expect(prompt.getAttribute('data-parlor-prompt')).toMatch(/^[a-z]+$/);
      // The table marks its panel, its piles and every seat.
      expect(canvasElement.querySelector('[data-parlor-panel]')).not.toBeNull();
      expect(canvasElement.querySelectorAll('[data-parlor-pile]').length).toBeGreaterThanOrEqual(2);
    } finally {
      canvasElement.remove();
    }
  });

  it('plays a card that needs no target in one click', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    const skip = inHand().getByRole('button', { name: 'Skip' });
    expect(skip.className).toContain('pl-card--playable');
    fireEvent.click(skip);
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('skip');
    fireEvent.click(inHand().getByRole('button', { name: 'Attack (2X)' }));
    expect(moves.play).toHaveBeenLastCalledWith('attack');
    // Nothing was asked in between.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('plays a Favor at once where only one player could give', () => {
    const match = given(2, (G) => hand(G, '0', [...take(G, 'favor'), ...take(G, 'skip')]));
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    fireEvent.click(inHand().getByRole('button', { name: 'Favor' }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('favor', '1');
  });

  it('asks whom a Favor targets, listing only the living others, and takes the seat clicked on the table', () => {
    const match = states.tenMyTurn();
    const moves = spyMoves();
    const { container } = show(propsFor(match, '1', moves));
    fireEvent.click(inHand().getByRole('button', { name: 'Favor' }));
    const prompt = screen.getByRole('alertdialog', { name: 'Who must give you a card?' });
    expect(prompt.getAttribute('data-parlor-prompt')).toBe('target');
    // Amy (seat 0) exploded, Ben is the reader: neither is offered, in the prompt or on the table.
    const offered = within(prompt).getAllByRole('button', { name: /cards?\)$/ }).map((button) => button.textContent);
    expect(offered).toEqual(['Chen', 'Dana', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'].map((name, i) => `${name} (${match.G.zones[`hand:${i + 2}`]!.length} cards)`));
    expect(within(seatOf(container, '0')).queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(within(seatOf(container, '1')).queryByRole('button', { name: /^Choose/ })).toBeNull();
    fireEvent.click(within(seatOf(container, '3')).getByRole('button', { name: 'Choose Dana' }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('favor', '3');
  });

  it('plays a Targeted Attack on a player chosen in the prompt, and lets a target choice be cancelled', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    const { container } = show(propsFor(match, '0', moves));
    fireEvent.click(inHand().getByRole('button', { name: 'Targeted Attack (2X)' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Who takes the turns?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.querySelector('[data-pickable]')).toBeNull();
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.click(inHand().getByRole('button', { name: 'Targeted Attack (2X)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Who takes the turns?' });
    expect(within(dialog).getAllByRole('button', { name: /cards\)$/ }).map((button) => button.textContent)).toEqual([
      `Ben (${match.G.zones['hand:1']!.length} cards)`,
      `Chen (${match.G.zones['hand:2']!.length} cards)`,
      `Dana (${match.G.zones['hand:3']!.length} cards)`,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Dana/ }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('targeted_attack', '3');
  });

  it('chooses a card that could make a combo instead of playing it, and offers its legal plays', () => {
    const moves = spyMoves();
    show(propsFor(states.tenMyTurn(), '1', moves));
    const [tacocat] = inHand().getAllByRole('button', { name: 'Tacocat' });
    fireEvent.click(tacocat!);
    expect(tacocat!.getAttribute('aria-pressed')).toBe('true');
    expect(moves.play).not.toHaveBeenCalled();
    expect(moves.combo).not.toHaveBeenCalled();
    // Two Tacocats and a Feral Cat: both pairs and the triple, nothing else.
    const offers = screen
      .getAllByRole('button', { name: /^(Pair|Triple|Play)/ })
      .map((button) => button.textContent)
      .sort();
    expect(offers).toEqual(['Pair: Tacocat + Feral Cat', 'Pair: Tacocat + Tacocat', 'Triple: Tacocat + Tacocat + Feral Cat']);
    // A card that cannot join it is not a choice now (a click opens its help).
    expect(inHand().getByRole('button', { name: 'Skip' }).getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(tacocat!.getAttribute('aria-pressed')).toBe('false');
  });

  it('plays a pair: a Tacocat, the pair, then whom to steal from', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    fireEvent.click(inHand().getAllByRole('button', { name: 'Tacocat' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Pair: Tacocat + Tacocat' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Steal a random card from whom?' })).getByRole('button', { name: /^Chen/ }));
    expect(moves.combo).toHaveBeenCalledExactlyOnceWith(['tacocat', 'tacocat'], '2');
  });

  it('plays three of a kind: target, then a title among the legal ones only', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    fireEvent.click(inHand().getAllByRole('button', { name: 'Tacocat' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Triple: Tacocat + Tacocat + Tacocat' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Ask whom for a card?' })).getByRole('button', { name: /^Ben/ }));
    const naming = screen.getByRole('alertdialog', { name: 'Ask Ben for which card?' });
    expect(naming.getAttribute('data-parlor-prompt')).toBe('name');
    const titles = within(naming)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text !== 'Cancel');
    expect(titles).toHaveLength(NAMEABLE_KINDS.length);
    expect(titles).not.toContain('Exploding Kitten');
    fireEvent.click(within(naming).getByRole('button', { name: 'Defuse' }));
    expect(moves.combo).toHaveBeenCalledExactlyOnceWith(['tacocat', 'tacocat', 'tacocat'], '1', 'defuse');
  });

  it('draws', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(moves.draw).toHaveBeenCalledOnce();
  });

  it('opens a card’s full help with its rulings: by a click where the card does nothing, by the keyboard’s ? where it plays', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    // A Nope in one's own turn has nothing to answer: a click opens its help.
    fireEvent.click(inHand().getByRole('button', { name: 'Nope' }));
    let help = screen.getByRole('dialog', { name: 'Nope' });
    expect(help.hasAttribute('data-parlor-card-help')).toBe(true);
    expect(within(help).getByText(/an odd number of Nopes cancels the action/)).toBeTruthy();
    expect(within(help).getByRole('region', { name: 'Rulings' })).toBeTruthy();
    expect(within(help).getByText(/cannot stop an Exploding Kitten/)).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A Skip plays on a click; `?` opens its help and plays nothing.
    fireEvent.keyDown(inHand().getByRole('button', { name: 'Skip' }), { key: '?' });
    help = screen.getByRole('dialog', { name: 'Skip' });
    expect(within(help).getByText('End one turn without drawing a card.')).toBeTruthy();
    expect(within(help).getByText(/two Skips clear two/)).toBeTruthy();
    expect(moves.play).not.toHaveBeenCalled();
  });

  it('has help for every title in both languages: its text and at least one ruling', () => {
    for (const language of ['en', 'zh-TW'] as const) {
      const { container, unmount } = show(propsFor(states.myTurn(), '0'), language);
      const reference = container.querySelector<HTMLElement>('[data-aside="reference"]')!;
      const cards = within(reference).getAllByRole('button');
      expect(cards).toHaveLength(NAMEABLE_KINDS.length + 1);
      for (const card of cards) {
        fireEvent.click(card);
        const help = screen.getByRole('dialog');
        expect(help.querySelector('.pl-help__text')!.textContent!.length).toBeGreaterThan(8);
        expect(help.querySelectorAll('.pl-help__rulings li').length).toBeGreaterThan(0);
        expect(help.textContent).not.toMatch(/cards\.|facts\.|kind\./);
        fireEvent.keyDown(help, { key: 'Escape' });
      }
      unmount();
    }
  });

  it('runs no countdown of its own in a Nope window: the room answers when the one clock runs out', () => {
    vi.useFakeTimers();
    try {
      const match = states.nopeWindow();
      for (const seat of ['1', '2']) {
        const moves = spyMoves();
        const { unmount } = show(propsFor(match, seat, moves));
        expect(screen.queryByRole('timer')).toBeNull();
        act(() => void vi.advanceTimersByTime((NOPE_SECONDS + 30) * 1000));
        expect(moves.pass).not.toHaveBeenCalled();
        expect(moves.nope).not.toHaveBeenCalled();
        unmount();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a Nope holder to Nope or let it happen, and gives a seat without one nothing to click', () => {
    const match = states.nopeWindow();
    const moves = spyMoves();
    const holder = show(propsFor(match, '1', moves));
    const prompt = screen.getByRole('alertdialog', { name: "Nope Amy's Attack (2X)?" });
    expect(within(prompt).getByText('Amy played Attack (2X).')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Let it happen' }));
    expect(moves.pass).toHaveBeenCalledWith(match.G.windows.version);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Nope!' }));
    expect(moves.nope).toHaveBeenCalledWith(match.G.windows.version);
    holder.unmount();
    // Seat 2 holds no Nope: the room says its answer is made for it; there is no button.
    show(propsFor(match, '2', spyMoves()), 'en', (board) => <TableInfoProvider value={tableInfo(match, '2')}>{board}</TableInfoProvider>);
    const waiting = screen.getByRole('alertdialog', { name: "Nope Amy's Attack (2X)?" });
    expect(within(waiting).queryAllByRole('button')).toHaveLength(0);
    expect(within(waiting).getByText(/answer is made for you/)).toBeTruthy();
  });

  it('plays a Nope from the hand in one click while a Nope window is open', () => {
    const match = states.nopeWindow();
    const moves = spyMoves();
    show(propsFor(match, '1', moves));
    fireEvent.click(inHand().getByRole('button', { name: 'Nope' }));
    expect(moves.nope).toHaveBeenCalledExactlyOnceWith(match.G.windows.version);
  });

  it('chooses five different cards for the optional combo, saying how many more, then plays them', () => {
    const match = given(3, (G) => hand(G, '0', (['skip', 'shuffle', 'favor', 'tacocat', 'beard_cat', 'nope'] as const).map((kind) => take(G, kind)[0]!)), { fiveDifferentCombo: true });
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    // A Skip could join five different cards: chosen, not played.
    fireEvent.click(inHand().getByRole('button', { name: 'Skip' }));
    expect(moves.play).not.toHaveBeenCalled();
    expect(screen.getByText('Choose 4 more different cards for the five-card combo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Skip' })).toBeTruthy();
    for (const name of ['Shuffle', 'Favor', 'Tacocat', 'Beard Cat']) fireEvent.click(inHand().getByRole('button', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Five different cards' }));
    expect(moves.combo).toHaveBeenCalledOnce();
    expect(moves.combo.mock.calls[0]).toHaveLength(1);
    expect([...(moves.combo.mock.calls[0]![0] as string[])].sort()).toEqual(['beard_cat', 'favor', 'shuffle', 'skip', 'tacocat']);
  });

  it('puts a defused kitten back where chosen', () => {
    const match = states.defusing();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put it back' }));
    fireEvent.click(screen.getByRole('button', { name: 'At the bottom' }));
    expect(moves.reinsert).toHaveBeenNthCalledWith(1, match.G.windows.version, 4);
    expect(moves.reinsert).toHaveBeenNthCalledWith(2, match.G.windows.version, match.G.zones.draw!.length);
  });

  it('reorders the future', () => {
    const match = states.altering();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    const [first, second, third] = knownBy(match.G.known, match.G.zones, '0', 'draw');
    fireEvent.click(screen.getAllByRole('button', { name: /up$/ })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Put them back' }));
    expect(moves.alter).toHaveBeenCalledWith(match.G.windows.version, [second, first, third]);
  });

  it('tells the others whom they wait for while a seat reorders the future, and shows them none of it', () => {
    const match = states.altering();
    const { container } = show(propsFor(match, '1', spyMoves()));
    expect(turnLine(container)).toContain('Amy is putting the top cards back in a new order.');
    expect(within(container).queryByRole('alertdialog')).toBeNull();
    expect(within(container).queryByRole('region', { name: 'The top of the draw pile, top first' })).toBeNull();
  });

  it('offers the titles of the discard pile, never a kitten, after five different cards', () => {
    const match = states.picking();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    const dialog = screen.getByRole('alertdialog', { name: 'Take a card from the discard pile' });
    expect(dialog.getAttribute('data-parlor-prompt')).toBe('pick');
    const offered = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(match.G.zones.discard!.some((id) => kindOf(id) === 'exploding_kitten')).toBe(true);
    expect(offered).not.toContain('Exploding Kitten');
    expect(offered).toHaveLength(new Set(match.G.zones.discard!.map(kindOf).filter((kind) => kind !== 'exploding_kitten')).size);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(moves.pick).toHaveBeenCalledExactlyOnceWith(match.G.windows.version, 'skip');
  });

  it('shows an exploded seat that it is out: no hand, no prompt, the match going on, its seat out on the table', () => {
    const match = states.tenPlayers();
    const { container } = show(propsFor(match, '0', spyMoves()));
    const board = within(container);
    expect(board.getByText('You exploded: you are out of this match, and can watch it to the end.')).toBeTruthy();
    expect(board.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(board.queryByRole('alertdialog')).toBeNull();
    expect(turnLine(container)).toMatch(/^Ben's turn/);
    expect(seatOf(container, '0').getAttribute('data-status')).toBe('out');
  });

  it('gives the chosen card for a Favor', () => {
    const match = states.favor();
    const moves = spyMoves();
    show(propsFor(match, '1', moves));
    const prompt = screen.getByRole('alertdialog', { name: 'Amy asks you a Favor' });
    expect(prompt.getAttribute('data-parlor-prompt')).toBe('give');
    // The card is chosen in the hand itself, then given from the prompt.
    expect((within(prompt).getByRole('button', { name: 'Choose a card below' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByRole('group', { name: 'Your hand' })).getByRole('button', { name: 'Cattermelon' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Give Cattermelon' }));
    expect(moves.give).toHaveBeenCalledWith(match.G.windows.version, match.G.zones['hand:1']!.find((id) => kindOf(id) === 'cattermelon'));
  });

  it('offers the only title in hand for a Favor at once', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'skip', 2));
    });
    match.move('0', 'play', 'favor', '1');
    match.move('1', 'pass', match.G.windows.version);
    match.move('2', 'pass', match.G.windows.version);
    const moves = spyMoves();
    show(propsFor(match, '1', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Give Skip' }));
    expect(moves.give).toHaveBeenCalledWith(match.G.windows.version, match.G.zones['hand:1']![0]);
  });

  it('shows a spectator no card of any hand and no prompt', () => {
    const match = states.nopeWindow();
    const { container } = show(propsFor(match, null));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(screen.getByText('You are watching.')).toBeTruthy();
    for (const seat of match.ctx.playOrder) expect(seatOf(container, seat).querySelector('.pl-card')).toBeNull();
  });

  it('never shows a hand the received G hides: a seat sees its own cards only, in its Dock', () => {
    const match = states.tenMyTurn();
    const { container } = show(propsFor(match, '1'));
    const props = propsFor(match, '1');
    expect(props.G.zones['hand:2']!.every((card) => card === HIDDEN_CARD)).toBe(true);
    for (const seat of match.ctx.playOrder) expect(seatOf(container, seat).querySelector('[data-card-id], .pl-card')).toBeNull();
    const ids = [...container.querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'));
    for (const id of ids) expect([...match.G.zones['hand:1']!, ...match.G.zones.discard!]).toContain(id);
  });

  it('shows every hand face up on its seat in a replay’s "everything shown" view, and no Dock hand', () => {
    const match = states.tenMyTurn();
    const { container } = show(everythingFor(match));
    for (const seat of match.ctx.playOrder) {
      const cards = [...seatOf(container, seat).querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'));
      expect(cards).toEqual(match.G.zones[`hand:${seat}`]);
    }
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
  });

  it('shows the end on the table: the winner marked, the exploded out, the result in the centre', () => {
    const match = states.tenOver();
    const { container } = show(propsFor(match, '4'));
    expect(within(seatOf(container, '1')).getByText('Winner')).toBeTruthy();
    for (const seat of ['0', '2', '3', '4', '5', '6', '7', '8', '9']) expect(seatOf(container, seat).getAttribute('data-status')).toBe('out');
    const panel = container.querySelector<HTMLElement>('[data-parlor-panel]')!;
    expect(panel.textContent).toBe('BenLast one standing');
    expect(turnLine(container)).toBe('Game over: Ben wins!');
  });

  it('speaks Traditional Chinese', () => {
    show(propsFor(states.nopeWindow(), '1'), 'zh-TW');
    expect(screen.getByRole('alertdialog', { name: '要用休想卡阻止 Amy 的攻擊卡 (2X) 嗎？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '休想！' })).toBeTruthy();
  });

  it('names bots in the reader’s language, on the seats and in the log', () => {
    const match = states.tenMyTurn();
    const matchData = match.ctx.playOrder.map((seat) => (seat === '0' ? { id: 0, bot: true } : { id: Number(seat), name: `P${seat}` }));
    const { container } = show({ ...propsFor(match, '1'), matchData } as Props, 'zh-TW');
    expect(seatOf(container, '0').getAttribute('aria-label')).toBe('機器人 1');
    expect(container.querySelector('[data-parlor-latest]')!.textContent).toBe('機器人 1 爆炸出局了。');
    cleanup();
    const english = show({ ...propsFor(match, '1'), matchData } as Props);
    expect(english.container.querySelector('[data-parlor-latest]')!.textContent).toBe('Bot 1 exploded and left the match.');
  });

  it('names the awaited seats in its status, as the room header does, from each point of view', () => {
    const acting = (container: HTMLElement) => container.querySelector('[data-parlor-acting]')!;
    const read = (match: ReturnType<typeof states.nopeWindow>, seat: string | null, language: 'en' | 'zh-TW' = 'en') => {
      const { container, unmount } = show(propsFor(match, seat), language);
      const line = acting(container);
      const seen = { seats: line.getAttribute('data-parlor-acting'), text: line.textContent };
      unmount();
      return seen;
    };
    // A Nope window waits for the seats that have not passed, not for the player of the card.
    const nope = states.nopeWindow();
    expect(read(nope, '1')).toEqual({ seats: '1,2,3', text: "Your call: Nope Amy's Attack (2X), or let it happen? Chen and Dana are deciding too." });
    expect(read(nope, '0')).toEqual({ seats: '1,2,3', text: 'Waiting for Ben, Chen, and Dana to decide whether to Nope your Attack (2X).' });
    expect(read(nope, null)).toEqual({ seats: '1,2,3', text: "Waiting for Ben, Chen, and Dana to decide whether to Nope Amy's Attack (2X)." });
    expect(read(nope, '1', 'zh-TW').text).toBe('由你決定：要用休想卡阻止 Amy 的攻擊卡 (2X)，還是讓它發生？Chen 和 Dana 也在考慮。');
    // Many seats: two names and how many more, joined as every list of seats is (libs/ui's readerNames).
    const ten = states.tenNope();
    expect(read(ten, '0').text).toBe("Waiting for Chen, Dana, and 6 others to decide whether to Nope Ben's Targeted Attack (2X).");
    // Once a seat has passed it is no longer waited for; the next Nope would answer Ben's.
    const chain = states.nopeChain();
    expect(read(chain, '2')).toEqual({ seats: '0,3', text: "Waiting for Amy and Dana to decide whether to Nope Ben's Nope." });
    expect(read(chain, '0')).toEqual({ seats: '0,3', text: "Your call: Nope Ben's Nope, or let it happen? Dana is deciding too." });
    // A choice one seat makes: its own words for that seat, its name for the others.
    const favor = states.favor();
    expect(read(favor, '1')).toEqual({ seats: '1', text: 'Choose a card to give Amy.' });
    expect(read(favor, '0')).toEqual({ seats: '1', text: 'Ben is choosing a card to give you.' });
    expect(read(favor, '2')).toEqual({ seats: '1', text: 'Ben is choosing a card to give Amy.' });
    const defusing = states.defusing();
    expect(read(defusing, '0')).toEqual({ seats: '0', text: 'Choose where the Exploding Kitten goes back into the pile.' });
    expect(read(defusing, '1')).toEqual({ seats: '0', text: 'Amy is putting the Exploding Kitten back into the pile.' });
    const mine = states.myTurn();
    expect(read(mine, '0')).toEqual({ seats: '0', text: 'Your turn · 1 turn to play' });
    expect(read(mine, '1')).toEqual({ seats: '0', text: "Amy's turn · 1 turn to play" });
    expect(read(mine, '1', 'zh-TW').text).toBe('輪到 Amy 的回合 · 還要進行 1 個回合');
    // Over: nobody is awaited, and the result is said once.
    const over = states.gameOver();
    expect(read(over, '1')).toEqual({ seats: '', text: 'You are the last one standing: you win!' });
    const { container } = show(propsFor(over, '0'));
    expect(container.textContent!.split('Ben wins').length - 1).toBe(1);
    for (const match of [nope, chain, favor, defusing]) {
      for (const seat of ['0', '1', '2', null]) {
        const { container: board, unmount } = show(propsFor(match, seat));
        expect(board.textContent).not.toMatch(/Waiting for \d+ player|You plays|\w You\b/);
        unmount();
      }
    }
  });

  it('puts every prompt in the Dock, above the hand, each saying what it asks', () => {
    const kindIn = (match: ReturnType<typeof states.nopeWindow>, seat: string) => {
      const { container, unmount } = show(propsFor(match, seat, spyMoves()));
      const dock = container.querySelector('[data-parlor-dock]')!;
      const prompt = dock.querySelector('[data-parlor-prompt]');
      const hand = dock.querySelector('[data-parlor-hand]');
      // The prompt comes before the hand in the Dock.
      if (prompt && hand) expect(prompt.compareDocumentPosition(hand) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const kind = prompt?.getAttribute('data-parlor-prompt');
      unmount();
      return kind;
    };
    expect(kindIn(states.nopeWindow(), '1')).toBe('nope');
    expect(kindIn(states.defusing(), '0')).toBe('defuse');
    expect(kindIn(states.altering(), '0')).toBe('alter');
    expect(kindIn(states.favor(), '1')).toBe('give');
    expect(kindIn(states.picking(), '0')).toBe('pick');
    expect(kindIn(states.myTurn(), '0')).toBeUndefined();
    show(propsFor(states.myTurn(), '0', spyMoves()));
    fireEvent.click(inHand().getAllByRole('button', { name: 'Tacocat' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Triple: Tacocat + Tacocat + Tacocat' }));
    expect(screen.getByRole('alertdialog', { name: 'Ask whom for a card?' }).getAttribute('data-parlor-prompt')).toBe('target');
    fireEvent.click(screen.getByRole('button', { name: /^Ben/ }));
    expect(screen.getByRole('alertdialog', { name: 'Ask Ben for which card?' }).getAttribute('data-parlor-prompt')).toBe('name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows what See the Future showed in the Dock, as one row of small cards', () => {
    const match = states.seeing();
    const { container } = show(propsFor(match, '0'));
    const dock = within(container.querySelector<HTMLElement>('[data-parlor-dock]')!);
    const future = dock.getByRole('region', { name: 'The top of the draw pile, top first' });
    const seen = knownBy(match.G.known, match.G.zones, '0', 'draw');
    expect(seen).toHaveLength(3);
    expect([...future.querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'))).toEqual(seen);
    expect(future.querySelectorAll('.pl-card--small')).toHaveLength(seen.length);
    expect(dock.getByRole('button', { name: 'Draw a card' })).toBeTruthy();
  });

  it('shows the whole log, the newest line also as the latest in the Dock', () => {
    const { match, log } = states.longMatch();
    const { container } = show(propsFor(match, match.ctx.currentPlayer, {}, log));
    const lines = [...container.querySelectorAll('[data-parlor-log] li')];
    expect(lines.length).toBe(match.G.historyCount);
    expect(lines.length).toBeGreaterThan(match.G.history.length);
    const newest = container.querySelector('[data-parlor-log] li[data-parlor-newest]')!;
    expect(newest).toBe(lines.at(-1));
    expect(container.querySelector('[data-parlor-latest]')!.textContent).toBe(newest.textContent);
  });

  it('tells a seat privately what happened to its hand, and forgets it when it is old news', () => {
    const match = states.favor();
    const card = match.G.zones['hand:1']!.find((id) => kindOf(id) === 'cattermelon')!;
    match.move('1', 'give', match.G.windows.version, card);
    const notice = (seat: string | null) => {
      const { container, unmount } = show(propsFor(match, seat));
      const text = container.querySelector('.ek-notice')?.textContent;
      unmount();
      return text;
    };
    expect(notice('1')).toBe('You gave Cattermelon to Amy.');
    expect(notice('0')).toBe('You got Cattermelon from Ben.');
    expect(notice('2')).toBeUndefined();
    expect(notice(null)).toBeUndefined();
    const exploded = states.gameOver();
    const { container } = show(propsFor(exploded, '0'));
    expect(container.querySelector('.ek-notice')).toBeNull();
  });

  it('gives Card the ids of the cards the viewer may know, never of a hidden one', () => {
    const match = states.nopeWindow();
    const { container, unmount } = show(propsFor(match, '1'));
    const ids = [...container.querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'));
    expect(ids).toEqual(expect.arrayContaining([...match.G.zones['hand:1']!, match.G.zones.discard![0]]));
    for (const id of ids) expect([...match.G.zones['hand:1']!, ...match.G.zones.discard!]).toContain(id);
    unmount();
    const spectator = show(propsFor(match, null));
    expect([...spectator.container.querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'))).toEqual([match.G.zones.discard![0]]);
  });

  it('draws every card with its own picture and its name, no emoji', () => {
    const match = states.tenMyTurn();
    const { container } = show(everythingFor(match));
    const pictures = new Map<string, string>();
    for (const card of container.querySelectorAll('.pl-card[data-card-id]')) {
      const picture = card.querySelector('.ek-pic');
      expect(picture).not.toBeNull();
      pictures.set(kindOf(card.getAttribute('data-card-id')!), picture!.innerHTML);
    }
    // Each title its own picture.
    expect(new Set(pictures.values()).size).toBe(pictures.size);
    expect(pictures.size).toBeGreaterThan(10);
    show(propsFor(match, '1'));
    for (const card of screen.getByRole('group', { name: 'Your hand' }).querySelectorAll('.pl-card')) {
      expect(card.querySelector('.pl-card__name')!.textContent).toBe(card.getAttribute('aria-label'));
    }
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('has the same text keys in both locales', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
    expect(keys(locales['zh-TW']).sort()).toEqual(keys(locales.en).sort());
  });
});
