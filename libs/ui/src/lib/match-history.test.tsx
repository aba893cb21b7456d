import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from './i18n';
import { formatDuration, MatchHistory, type HistoryEntry } from './match-history';

afterEach(cleanup);

const inLocale = (node: ReactNode, language: 'en' | 'zh-TW' = 'en') => render(<I18nextProvider i18n={createI18n({ language })}>{node}</I18nextProvider>);

const entry: HistoryEntry = {
  id: 'm1',
  title: 'Exploding Kittens',
  players: [{ name: 'Ada', winner: true }, { name: 'Bo' }, { name: 'Bot 3', bot: true }],
  result: 'Ada won.',
  moves: 86,
  durationMs: 14 * 60_000,
  finishedAt: Date.UTC(2025, 2, 4, 12, 15),
  replayHref: '/replay/exploding-kittens/m1',
};

describe('MatchHistory', () => {
  it('lists each match with its result, players (winners marked), moves, duration, date and replay link', () => {
    inLocale(<MatchHistory matches={[entry]} language="en" />);
    const row = screen.getByRole('article', { name: /^Exploding Kittens/ });
    expect(row.textContent).toContain('Ada won.');
    expect(row.textContent).toContain('86 moves · 14 min of play');
    expect(within(row).getByRole('time').getAttribute('dateTime')).toBe('2025-03-04T12:15:00.000Z');
    const players = within(row).getByRole('list', { name: 'Players' });
    expect(within(players).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada (won)', 'Bo', 'Bot 3']);
    expect(within(row).getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe('/replay/exploding-kittens/m1');
    // Nothing more to show: no button for it.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when there is nothing, and offers more while more follow', () => {
    const onShowMore = vi.fn();
    const { rerender } = inLocale(<MatchHistory matches={[]} language="en" onShowMore={onShowMore} />);
    expect(screen.getByText('No finished match yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledOnce();
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <MatchHistory matches={[]} language="en" onShowMore={onShowMore} loadingMore emptyText="Nobody called Zed played." />
      </I18nextProvider>,
    );
    expect(screen.getByText('Nobody called Zed played.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders links with the component given (a router’s)', () => {
    const Link = ({ href, children }: { href: string; children?: ReactNode }) => <a href={`#router${href}`}>{children}</a>;
    inLocale(<MatchHistory matches={[entry]} language="en" link={Link} />);
    expect(screen.getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe('#router/replay/exploding-kittens/m1');
  });

  it('writes numbers, durations and dates in the reader’s language', () => {
    inLocale(<MatchHistory matches={[{ ...entry, moves: 1, durationMs: 83 * 60_000 }]} language="zh-TW" />, 'zh-TW');
    const row = screen.getByRole('article');
    expect(row.textContent).toContain('1 步');
    expect(row.textContent).toContain('歷時 1 小時 23 分鐘');
    expect(within(row).getByRole('link', { name: '觀看重播' })).toBeTruthy();
    expect(formatDuration(40_000, 'en')).toBe('40 sec');
    expect(formatDuration(3_600_000, 'en')).toBe('1 hr');
  });
});
