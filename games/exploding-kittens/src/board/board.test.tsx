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
    await Story.run();
    expect(screen.getByRole('heading', { name: 'Exploding Kittens' })).toBeTruthy();
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
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Who must give you a card?' })).getByRole('button', { name: /^Chen \(\d+ cards\)$/ }));
    expect(moves.play).toHaveBeenCalledExactlyOnceWith('favor', '2');
  });

  it('plays a Targeted Attack on a chosen living player', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    fireEvent.click(screen.getByRole('button', { name: 'Targeted Attack (2X)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Targeted Attack (2X)' }));
    const dialog = screen.getByRole('dialog', { name: 'Who takes the turns?' });
    expect(within(dialog).getAllByRole('button', { name: /cards\)$/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
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
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Steal a random card from whom?' })).getByRole('button', { name: /^Chen/ }));
    expect(moves.combo).toHaveBeenCalledExactlyOnceWith(['tacocat', 'tacocat'], '2');
  });

  it('plays three of a kind: target, then the title to name', () => {
    const match = states.myTurn();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    for (const cat of screen.getAllByRole('button', { name: 'Tacocat' })) fireEvent.click(cat);
    fireEvent.click(screen.getByRole('button', { name: 'Play as three of a kind' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Ben/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Defuse' }));
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
      const prompt = screen.getByRole('alertdialog', { name: 'Nope it?' });
      expect(within(prompt).getByText('Amy plays Attack (2X).')).toBeTruthy();
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
    const dialog = screen.getByRole('dialog', { name: 'Take a card from the discard pile' });
    const offered = within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
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
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Amy asks you a Favor' })).getByRole('button', { name: 'Cattermelon' }));
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
    expect(screen.getByRole('alertdialog', { name: '要打出休想卡嗎？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '休想！' })).toBeTruthy();
  });

  it('has the same text keys in both locales', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
    expect(keys(locales['zh-TW']).sort()).toEqual(keys(locales.en).sort());
  });
});
