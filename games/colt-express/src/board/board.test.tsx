// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import * as stories from './board.stories';
import { ColtExpressBoard } from './board';
import { createI18n } from '@parlor/ui';
import { locales } from '../locales';
import { boardProps, matchAfter } from './fixtures';

afterEach(cleanup);

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('region', { name: 'Colt Express' })).toBeTruthy();
  });

  it('offers the current seat its moves and sends them', () => {
    const moves = { draw: vi.fn(), stop: vi.fn() };
    render(
      <I18nextProvider i18n={createI18n({ namespaces: { 'colt-express': locales } })}>
        <ColtExpressBoard {...boardProps(matchAfter(2), '0', moves)} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw a card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(moves.draw).toHaveBeenCalledOnce();
    expect(moves.stop).toHaveBeenCalledOnce();
  });

  it('disables the moves of a seat that is not playing, and speaks Traditional Chinese', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'zh-TW', namespaces: { 'colt-express': locales } })}>
        <ColtExpressBoard {...boardProps(matchAfter(2), '1')} />
      </I18nextProvider>,
    );
    expect((screen.getByRole('button', { name: '抽一張牌' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('等待座位 0')).toBeTruthy();
  });

  it('shows a spectator no card of any hand', () => {
    const match = matchAfter(3, (m) => {
      m.move('0', 'draw');
      m.move('1', 'draw');
    });
    const { container } = render(
      <I18nextProvider i18n={createI18n({ namespaces: { 'colt-express': locales } })}>
        <ColtExpressBoard {...boardProps(match, null)} />
      </I18nextProvider>,
    );
    expect(container.textContent).not.toMatch(/Card \d/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
