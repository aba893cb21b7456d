// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { ExplodingKittensBoard, NOPE_SECONDS } from './board';
import { propsFor, states } from './fixtures';
import { locales } from '../locales';
import { kindOf } from '../index';

afterEach(cleanup);

const show = (props: ReturnType<typeof propsFor>, language: 'en' | 'zh-TW' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { 'exploding-kittens': locales } })}>
      <ExplodingKittensBoard {...props} />
    </I18nextProvider>,
  );

/** The board's status line: whose turn, turns owed, what the table waits for. */
const turnLine = (container: HTMLElement) => container.querySelector('.ek-status [role="status"]')!.textContent;

const spyMoves = () => ({ draw: vi.fn(), play: vi.fn(), combo: vi.fn(), nope: vi.fn(), pass: vi.fn(), reinsert: vi.fn(), alter: vi.fn(), give: vi.fn(), pick: vi.fn() });

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    // A canvas of its own, taken away afterwards: the story stays mounted otherwise.
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      await Story.run({ canvasElement });
      const board = within(canvasElement);
      expect(board.getByRole('heading', { name: 'Exploding Kittens' })).toBeTruthy();
      // No emoji anywhere: the pictures are drawn (an emoji is an empty box without an emoji font).
      expect(canvasElement.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      // Every open prompt says what it asks, for tests and styles.
      for (const prompt of board.queryAllByRole('alertdialog')) expect(prompt.getAttribute('data-parlor-prompt')).toMatch(/^[a-z]+$/);
    } finally {
      canvasElement.remove();
    }
  });

  it('highlights what can be played and plays a Favor on a chosen player', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    const favor = screen.getByRole('button', { name: 'Favor' });
    expect(favor.className).toContain('pl-card--playable');
    expect(screen.getByRole('button', { name: 'Nope' }).className).not.toContain('pl-card--playable');
    fireEvent.click(favor);
    fireEvent.click(screen.getByRole('button', { name: 'Play Favor' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Who must give you a card?' })).getByRole('button', { name: /^Chen \(\d+ cards\)$/ }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('favor', '2');
  });

  it('plays a Targeted Attack on a chosen living player', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Targeted Attack (2X)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Targeted Attack (2X)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Who takes the turns?' });
    expect(dialog.getAttribute('data-parlor-prompt')).toBe('target');
    expect(within(dialog).getAllByRole('button', { name: /cards\)$/ }).map((button) => button.textContent)).toEqual([
      `Ben (${match.G.zones['hand:1']!.length} cards)`,
      `Chen (${match.G.zones['hand:2']!.length} cards)`,
      `Dana (${match.G.zones['hand:3']!.length} cards)`,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Dana/ }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('targeted_attack', '3');
  });

  it('plays a pair: select two of a kind, then whom to steal from', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    const [first, second] = screen.getAllByRole('button', { name: 'Tacocat' });
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(screen.getByRole('button', { name: 'Play as a pair' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Steal a random card from whom?' })).getByRole('button', { name: /^Chen/ }));
    expect(moves.combo).toHaveBeenCalledExactlyOnceWith(['tacocat', 'tacocat'], '2');
  });

  it('plays three of a kind: target, then the title to name', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    for (const cat of screen.getAllByRole('button', { name: 'Tacocat' })) fireEvent.click(cat);
    fireEvent.click(screen.getByRole('button', { name: 'Play as three of a kind' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Ask whom for a card?' })).getByRole('button', { name: /^Ben/ }));
    const naming = within(screen.getByRole('alertdialog', { name: 'Which card do you ask Ben for?' }));
    fireEvent.change(naming.getByRole('combobox', { name: 'Card' }), { target: { value: 'defuse' } });
    fireEvent.click(naming.getByRole('button', { name: 'Ask Ben for Defuse' }));
    expect(moves.combo).toHaveBeenCalledExactlyOnceWith(['tacocat', 'tacocat', 'tacocat'], '1', 'defuse');
  });

  it('draws', () => {
    const moves = spyMoves();
    show(propsFor(states.myTurn(), '0', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(moves.draw).toHaveBeenCalledOnce();
  });

  it('asks every other seat to Nope, and lets the play happen when the countdown ends', () => {
    vi.useFakeTimers();
    try {
      const match = states.nopeWindow();
      const moves = spyMoves();
      show(propsFor(match, '2', moves));
      const prompt = screen.getByRole('alertdialog', { name: "Nope Amy's Attack (2X)?" });
      expect(within(prompt).getByText('Amy played Attack (2X).')).toBeTruthy();
      // Seat 2 holds no Nope: only "let it happen", then automatically after the same delay as everyone.
      expect(within(prompt).queryByRole('button', { name: 'Nope!' })).toBeNull();
      act(() => void vi.advanceTimersByTime((NOPE_SECONDS - 1) * 1000));
      expect(moves.pass).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1500));
      expect(moves.pass).toHaveBeenCalledExactlyOnceWith(match.G.windows.version);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a Nope holder the same countdown, and the same automatic pass, as a seat without one', () => {
    vi.useFakeTimers();
    try {
      const match = states.nopeWindow();
      const timers = (['1', '2'] as const).map((seat) => {
        const moves = spyMoves();
        const { unmount } = show(propsFor(match, seat, moves));
        const label = screen.getByRole('timer').getAttribute('aria-label');
        unmount();
        return label;
      });
      expect(timers[0]).toBe(timers[1]);
      const moves = spyMoves();
      show(propsFor(match, '1', moves));
      expect(screen.getByRole('button', { name: 'Nope!' })).toBeTruthy();
      act(() => void vi.advanceTimersByTime((NOPE_SECONDS - 1) * 1000));
      expect(moves.pass).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1500));
      expect(moves.pass).toHaveBeenCalledExactlyOnceWith(match.G.windows.version);
      expect(moves.nope).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a Nope holder Nope', () => {
    const match = states.nopeWindow();
    const moves = spyMoves();
    show(propsFor(match, '1', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Nope!' }));
    expect(moves.nope).toHaveBeenCalledWith(match.G.windows.version);
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
    const [first, second, third] = match.G.future!.cards;
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

  it('shows an exploded seat that it is out: no hand, no prompt, the match going on', () => {
    const match = states.tenPlayers();
    const { container } = show(propsFor(match, '0', spyMoves()));
    const board = within(container);
    expect(board.getByText('You exploded: you are out of this match, and can watch it to the end.')).toBeTruthy();
    expect(board.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(board.queryByRole('alertdialog')).toBeNull();
    expect(turnLine(container)).toMatch(/^Ben's turn/);
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

  it('shows a spectator no card of any hand and no prompt', () => {
    const match = states.nopeWindow();
    show(propsFor(match, null));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(screen.getByText('You are watching.')).toBeTruthy();
  });

  it('speaks Traditional Chinese', () => {
    show(propsFor(states.nopeWindow(), '1'), 'zh-TW');
    expect(screen.getByRole('alertdialog', { name: '要用休想卡阻止Amy 的攻擊卡 (2X)嗎？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '休想！' })).toBeTruthy();
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
    expect(read(nope, '1', 'zh-TW').text).toBe('由你決定：要用休想卡阻止Amy 的攻擊卡 (2X)，還是讓它發生？ Chen和Dana 也在考慮。');
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
    for (const cat of screen.getAllByRole('button', { name: 'Tacocat' })) fireEvent.click(cat);
    fireEvent.click(screen.getByRole('button', { name: 'Play as three of a kind' }));
    expect(screen.getByRole('alertdialog', { name: 'Ask whom for a card?' }).getAttribute('data-parlor-prompt')).toBe('target');
    fireEvent.click(screen.getByRole('button', { name: /^Ben/ }));
    expect(screen.getByRole('alertdialog', { name: 'Which card do you ask Ben for?' }).getAttribute('data-parlor-prompt')).toBe('name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows what See the Future showed in the Dock, as one row of small cards', () => {
    const match = states.seeing();
    const { container } = show(propsFor(match, '0'));
    const dock = within(container.querySelector<HTMLElement>('[data-parlor-dock]')!);
    const future = dock.getByRole('region', { name: 'The top of the draw pile, top first' });
    expect([...future.querySelectorAll('[data-card-id]')].map((card) => card.getAttribute('data-card-id'))).toEqual(match.G.future!.cards);
    expect(future.querySelectorAll('.pl-card--small')).toHaveLength(match.G.future!.cards.length);
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

  it("tells a seat privately what happened to its hand, and forgets it when it is old news", () => {
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

  it('draws every card with an icon and its name, no emoji', () => {
    const match = states.myTurn();
    const { container } = show(propsFor(match, '0'));
    for (const card of container.querySelectorAll('[data-parlor-hand] .pl-card')) {
      expect(card.querySelector('svg.ek-card__icon')).not.toBeNull();
      expect(card.querySelector('.ek-card__name')!.textContent).toBe(card.getAttribute('aria-label'));
    }
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('has the same text keys in both locales', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
    expect(keys(locales['zh-TW']).sort()).toEqual(keys(locales.en).sort());
  });
});
