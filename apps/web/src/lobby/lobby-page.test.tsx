import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { catalog } from '@parlor/registry';
import { App } from '../app';
import { createAppI18n } from '../lib/i18n';
import { heldSeat, savedName } from '../lib/seat-store';
import { fakeLobby, type FakeMatch } from '../test/fake-lobby';
import { filterGames } from './lobby-page';

const openMatch: FakeMatch = {
  matchID: 'open1',
  gameName: 'exploding-kittens',
  players: [{ id: 0, name: 'Ada', isConnected: true }, { id: 1 }, { id: 2, name: 'Lin', isConnected: false }],
  createdAt: 1,
};

function renderLobby(matches: FakeMatch[] = [openMatch], language: 'en' | 'zh-TW' = 'en') {
  const lobby = fakeLobby(matches);
  const location = memoryLocation({ path: '/', record: true });
  render(<App i18n={createAppI18n(language)} lobby={lobby.client} location={location.hook} />);
  return { lobby, location };
}

/** Opens Exploding Kittens in the lobby (with one registered game it is open already). */
function openKittens() {
  fireEvent.click(screen.getByRole('button', { name: 'Play Exploding Kittens' }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the lobby', () => {
  it('lists every registered game from its manifest', () => {
    renderLobby();
    for (const manifest of catalog) {
      const tile = screen.getByRole('article', { name: manifest.title.en });
      expect(tile.textContent).toContain(manifest.summary.en);
      expect(tile.textContent).toContain(`${manifest.minPlayers}–${manifest.maxPlayers} players`);
    }
  });

  it('filters games by text in either language and by tags', () => {
    const games = [
      { ...catalog[0]!, id: 'a', title: { en: 'Alpha Cards', 'zh-TW': '阿法' }, tags: ['cards', 'party'] },
      { ...catalog[0]!, id: 'b', title: { en: 'Beta Train', 'zh-TW': '貝塔火車' }, summary: { en: 'Rob a train.', 'zh-TW': '搶火車。' }, tags: ['programming'] },
    ];
    expect(filterGames(games, 'train', []).map((game) => game.id)).toEqual(['b']);
    expect(filterGames(games, '火車', []).map((game) => game.id)).toEqual(['b']);
    expect(filterGames(games, '', ['party']).map((game) => game.id)).toEqual(['a']);
    expect(filterGames(games, 'alpha', ['programming'])).toEqual([]);

    renderLobby();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such game anywhere' } });
    expect(screen.getByText('No game matches the filter.')).toBeTruthy();
  });

  it('shows the open matches with who sits where, and joins a free seat under the name given', async () => {
    const { lobby, location } = renderLobby();
    openKittens();
    const match = await screen.findByRole('listitem', { name: 'Match open1' });
    expect(match.textContent).toContain('Ada');
    expect(match.textContent).toContain('online');
    expect(match.textContent).toContain('offline');
    expect(match.textContent).toContain('3 players, 1 free');

    fireEvent.click(within(match).getByRole('button', { name: 'Join seat 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your name first.');
    expect(lobby.api.joinMatch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Bo' } });
    fireEvent.click(within(match).getByRole('button', { name: 'Join seat 2' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/match/exploding-kittens/open1'));
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'open1', { playerName: 'Bo', playerID: '1' });
    expect(heldSeat('open1')).toEqual({ playerID: '1', credentials: 'secret-open1-1', playerName: 'Bo' });
    expect(savedName()).toBe('Bo');
  });

  it('says why a join failed and shows the seats as they are now', async () => {
    const { lobby } = renderLobby();
    openKittens();
    const match = await screen.findByRole('listitem', { name: 'Match open1' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Bo' } });
    // Someone else takes the seat first.
    lobby.matches.get('open1')!.players[1]!.name = 'Cy';
    fireEvent.click(within(match).getByRole('button', { name: 'Join seat 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not join: Player 1 not available');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Match open1' }).textContent).toContain('Cy'));
    expect(heldSeat('open1')).toBeUndefined();
  });

  it('creates a match with the chosen player count and options, sits in the first seat and opens it', async () => {
    const { lobby, location } = renderLobby([]);
    openKittens();
    await screen.findByText('No open match yet. Start one below.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Unlisted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/match/exploding-kittens/m1'));
    const manifest = catalog.find((game) => game.id === 'exploding-kittens')!;
    const defaults = Object.fromEntries(manifest.setupOptions.map((option) => [option.key, option.default]));
    expect(lobby.api.createMatch).toHaveBeenCalledWith('exploding-kittens', { numPlayers: 4, setupData: defaults, unlisted: true });
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'm1', { playerName: 'Ada', playerID: '0' });
    expect(heldSeat('m1')?.playerID).toBe('0');
  });

  it('shows the server’s message when it refuses to create a match', async () => {
    const { lobby } = renderLobby([]);
    openKittens();
    lobby.api.createMatch.mockRejectedValueOnce(new (await import('boardgame.io/client')).LobbyClientError('HTTP status 429', { error: 'too many matches created; try again in a minute' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not create the match: too many matches created; try again in a minute');
    expect(lobby.api.joinMatch).not.toHaveBeenCalled();
  });

  it('switches to Traditional Chinese, game text included, and remembers it', async () => {
    renderLobby([]);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('和朋友一起玩卡牌遊戲');
    expect(screen.getByRole('article', { name: catalog[0]!.title['zh-TW'] })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});
