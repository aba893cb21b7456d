// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { BangBoard } from './board';
import { locales } from '../locales';
import { inHand } from '../lib/scenario.fixture';
import { boardProps, tableInPlay, tableWithShot, version } from './fixtures';

afterEach(cleanup);

const renderBoard = (props: ReturnType<typeof boardProps>, language: 'en' | 'zh-TW' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { bang: locales } })}>
      <BangBoard {...props} />
    </I18nextProvider>,
  );

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('region', { name: 'BANG!' }).length).toBeGreaterThan(0);
  });

  it('offers a BANG! only against players in reach, and sends the play', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const bang = inHand(match, '0', 'bang');
    fireEvent.click(screen.getByRole('button', { name: /^BANG! / }));
    const offers = screen.getAllByRole('button', { name: /^Play BANG!/ }).map((button) => button.textContent);
    // The Schofield reaches 2: Paul Regret (seat id 1) is seen at 2, seat id 2 is 2 away, seat id 4 is
    // next to the Sheriff; seat id 3 is 2 away plus a Mustang, out of reach.
    expect(offers.map((text) => text!.replace(/^.*→ /, '')).sort()).toEqual(['Seat 2', 'Seat 3', 'Seat 5']);
    // The seat out of reach is named, with why.
    expect(screen.getByRole('list', { name: 'Players you cannot choose' }).textContent).toBe('Seat 4: out of reach (distance 3, your reach 2)');
    fireEvent.click(screen.getByRole('button', { name: /^Play BANG!.*→ Seat 5/ }));
    expect(moves.play).toHaveBeenCalledWith(bang, '4');
  });

  it('asks the target of a shot to answer, with the window version', () => {
    const match = tableWithShot();
    const moves = { barrel: vi.fn(), missed: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const prompt = screen.getByRole('alertdialog', { name: 'You are shot at!' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Draw! for the Barrel' }));
    expect(moves.barrel).toHaveBeenCalledWith(version(match));
    fireEvent.click(within(prompt).getByRole('button', { name: /^Play Missed!/ }));
    expect(moves.missed).toHaveBeenCalledWith(version(match), inHand(match, '1', 'missed'));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Take the hit' }));
    expect(moves.takeHit).toHaveBeenCalledWith(version(match));
  });

  it('shows a spectator no hand and only the public role, in Chinese too', () => {
    renderBoard(boardProps(tableInPlay(), null), 'zh-TW');
    expect(screen.queryByRole('group', { name: '你的手牌' })).toBeNull();
    expect(screen.getByText('你正在觀戰。')).toBeTruthy();
    // Only the Sheriff's role is face up.
    expect(screen.getAllByText(/警長/).length).toBeGreaterThan(0);
    expect(screen.queryByText('歹徒')).toBeNull();
  });
});
