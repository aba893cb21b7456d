import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app';
import { createAppI18n } from '../lib/i18n';
import { fakeLobby, type FakeMatch } from '../test/fake-lobby';
import { filterOf, HISTORY_PAGE_SIZE, historyHref } from './history-page';

const minute = 60_000;

/** A finished match of a game, ended `finishedAt` ms after the epoch, played for `minutes`. */
function finished(matchID: string, gameName: string, names: string[], finishedAt: number, extra: Partial<FakeMatch> = {}): FakeMatch {
  return {
    matchID,
    gameName,
    players: names.map((name, id) => (name === 'bot' ? { id, bot: true } : { id, name })),
    createdAt: finishedAt - 20 * minute,
    parlor: { startedAt: finishedAt - 14 * minute },
    finishedAt,
    gameover: { winner: '0' },
    winners: ['0'],
    moves: 86,
    ...extra,
  };
}

const kittens = finished('k1', 'exploding-kittens', ['Ada', 'Bo', 'bot'], Date.UTC(2025, 2, 4, 12, 15));
const bang = finished('b1', 'bang', ['Cy', 'Ada', 'Dee'], Date.UTC(2025, 2, 3, 12, 15), { gameover: { winner: 'outlaws', winners: ['1', '2'] }, winners: ['1', '2'], moves: 1204 });
const playing: FakeMatch = { matchID: 'live', gameName: 'exploding-kittens', players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bo' }], createdAt: 1 };

function openHistory(matches: FakeMatch[], path = '/history', language: 'en' | 'zh-TW' = 'en') {
  const lobby = fakeLobby(matches);
  const location = memoryLocation({ path, record: true });
  render(<App i18n={createAppI18n(language)} lobby={lobby.client} location={location.hook} />);
  return { lobby, location };
}

const rows = () => within(screen.getByRole('list', { name: 'Finished matches' })).getAllByRole('article');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the history page', () => {
  it('lists finished matches newest first with result, winners, moves, duration, date and a replay link', async () => {
    const { lobby } = openHistory([bang, kittens, playing]);
    expect(screen.getByRole('heading', { level: 1, name: 'Match history' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lobby.api.history).toHaveBeenCalledWith({ limit: HISTORY_PAGE_SIZE });
    const [first, second] = rows();
    expect(within(first!).getByRole('heading').textContent).toBe('Exploding Kittens');
    expect(first!.textContent).toContain('Ada won.');
    expect(first!.textContent).toContain('86 moves · 14 min of play');
    // A bot without a name is named as the room names it.
    expect(within(within(first!).getByRole('list', { name: 'Players' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada (won)', 'Bo', 'Bot 3']);
    expect(within(first!).getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe('/replay/exploding-kittens/k1');
    // BANG!'s side is not a seat: the line names the seats that won.
    expect(second!.textContent).toContain('Ada and Dee won.');
    expect(second!.textContent).toContain('1,204 moves');
  });

  it('follows a replay link inside the app', async () => {
    const { location } = openHistory([kittens]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: 'Watch replay' }));
    expect(location.history.at(-1)).toBe('/replay/exploding-kittens/k1');
  });

  it("opens a person's own history from their name, and no bot's", async () => {
    const { lobby, location } = openHistory([kittens]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const players = within(rows()[0]!).getByRole('list', { name: 'Players' });
    const links = within(players).queryAllByRole('link');
    expect(links.length).toBe(kittens.players.filter((player) => !player.bot && player.name !== undefined).length);
    const name = links[0]!.textContent!;
    fireEvent.click(links[0]!);
    expect(location.history.at(-1)).toBe(`/history?player=${encodeURIComponent(name)}`);
    await waitFor(() => expect(lobby.api.history).toHaveBeenLastCalledWith({ player: name, limit: HISTORY_PAGE_SIZE }));
  });

  it("opens the profile of a player who played with an account, and a guest's matches under the name", async () => {
    const withAccount = finished('k2', 'exploding-kittens', ['Ada', 'Bo'], Date.UTC(2025, 2, 5, 12, 15));
    withAccount.players[0]!.account = 'Ada';
    const { location } = openHistory([withAccount]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const players = within(rows()[0]!).getByRole('list', { name: 'Players' });
    expect(within(players).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe('/u/Ada');
    expect(within(players).getByRole('link', { name: 'Bo' }).getAttribute('href')).toBe('/history?player=Bo');
    fireEvent.click(within(players).getByRole('link', { name: 'Ada' }));
    expect(location.history.at(-1)).toBe('/u/Ada');
  });

  it('filters by game at once and by player when sent, in the address and in the request', async () => {
    const { lobby, location } = openHistory([bang, kittens]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'bang' } });
    expect(location.history.at(-1)).toBe('/history?game=bang');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lobby.api.history).toHaveBeenLastCalledWith({ game: 'bang', limit: HISTORY_PAGE_SIZE });
    expect(within(rows()[0]!).getByRole('heading').textContent).toBe('BANG!');

    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Player' }), { target: { value: ' bo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(location.history.at(-1)).toBe('/history?player=bo');
    await waitFor(() => expect(lobby.api.history).toHaveBeenLastCalledWith({ player: 'bo', limit: HISTORY_PAGE_SIZE }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByRole('heading').textContent).toBe('Exploding Kittens');

    // Nobody of that name: said so, and the filter can be cleared.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Player' }), { target: { value: 'Zed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No finished match fits this filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show every match' }));
    expect(location.history.at(-1)).toBe('/history');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('opens with the filter its address holds', async () => {
    const { lobby } = openHistory([bang, kittens], '/history?game=exploding-kittens&player=Ada');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lobby.api.history).toHaveBeenCalledWith({ game: 'exploding-kittens', player: 'Ada', limit: HISTORY_PAGE_SIZE });
    expect((screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).value).toBe('exploding-kittens');
    expect((screen.getByRole('searchbox', { name: 'Player' }) as HTMLInputElement).value).toBe('Ada');
  });

  it('reads a page at a time, the next one on Show more', async () => {
    const many = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, index) => finished(`m${index}`, 'exploding-kittens', ['Ada', 'Bo'], 1_000_000 + index * minute));
    const { lobby } = openHistory(many);
    await waitFor(() => expect(rows()).toHaveLength(HISTORY_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(HISTORY_PAGE_SIZE + 5));
    // The newest first, and the next page after the last one shown.
    expect(lobby.api.history).toHaveBeenLastCalledWith({ limit: HISTORY_PAGE_SIZE, after: `m5` });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when there is nothing yet, and when the server cannot answer', async () => {
    openHistory([playing]);
    expect(await screen.findByText('No match has finished yet.')).toBeTruthy();
    cleanup();
    const lobby = fakeLobby();
    lobby.api.history.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<App i18n={createAppI18n('en')} lobby={lobby.client} location={memoryLocation({ path: '/history' }).hook} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not load the history\. The server cannot be reached/);
  });

  it('speaks Traditional Chinese, dates and durations included', async () => {
    openHistory([kittens], '/history', 'zh-TW');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已結束的對局' })).getAllByRole('article')).toHaveLength(1));
    const row = screen.getByRole('article');
    expect(within(row).getByRole('heading').textContent).toBe('爆炸貓');
    expect(row.textContent).toContain('Ada 獲勝');
    expect(row.textContent).toContain('歷時 14 分鐘');
    expect(within(row).getByRole('time').textContent).toContain('2025');
    expect(within(row).getByRole('link', { name: '觀看重播' })).toBeTruthy();
  });
});

describe('the history’s address', () => {
  it('holds a game and a player, and nothing for empty ones', () => {
    expect(filterOf('?game=bang&player=Ada%20Lovelace')).toEqual({ game: 'bang', player: 'Ada Lovelace' });
    expect(filterOf('game=&player=%20')).toEqual({});
    expect(historyHref({ game: 'bang', player: 'Ada Lovelace' })).toBe('/history?game=bang&player=Ada+Lovelace');
    expect(historyHref()).toBe('/history');
  });
});
