import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LobbyClientError } from 'boardgame.io/client';
import type { GameManifest } from '@parlor/game-kit';
import { catalog, registeredGames } from '@parlor/registry';
import { uiLocales } from '@parlor/ui';
import { App } from '../app';
import { createAppI18n, LANGUAGE_KEY } from '../lib/i18n';
import { LobbyContext } from '../lib/lobby-context';
import { heldSeat, holdSeat, savedName } from '../lib/seat-store';
import { ParlorLobby, type MatchPage } from '../lib/lobby-api';
import { fakeLobby as plainFakeLobby, type FakeMatch } from '../test/fake-lobby';
import { filterGames, LobbyPage, lobbyGames } from './lobby-page';
import { MATCHES_PAGE_SIZE, MATCHES_REFRESH_MS } from './open-matches';

/**
 * The fake lobby with the server's paged listing and its version: pages of the open, listed
 * matches newest first, and a version that changes whenever one of them does.
 */
function fakeLobby(initial: FakeMatch[] = []) {
  const lobby = plainFakeLobby(initial);
  // The fake's whole list, read without counting as a call of listMatches (the app must not make one).
  const whole = lobby.api.listMatches.getMockImplementation()!;
  const listing = async (gameName: string) =>
    (await whole(gameName)).matches.sort((a, b) => b.createdAt - a.createdAt || (a.matchID < b.matchID ? -1 : 1));
  const api = Object.assign(lobby.api, {
    listMatchPage: vi.fn(async (gameName: string, query: { isGameover?: boolean; limit?: number; after?: string } = {}): Promise<MatchPage> => {
      const all = await listing(gameName);
      const start = query.after === undefined ? 0 : all.findIndex((match) => match.matchID === query.after) + 1;
      const matches = all.slice(start, start + (query.limit ?? 50));
      return start + matches.length < all.length ? { matches, next: matches.at(-1)!.matchID } : { matches };
    }),
    lobbyVersion: vi.fn(async (gameName: string) => JSON.stringify(await listing(gameName))),
  });
  return { ...lobby, api };
}

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
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the lobby', () => {
  it('lists every registered game from its manifest', () => {
    renderLobby();
    for (const manifest of catalog) {
      const tile = screen.getByRole('article', { name: manifest.title.en });
      expect(tile.textContent).toContain(manifest.summary.en);
      expect(tile.textContent).toContain(`${manifest.minPlayers}–${manifest.maxPlayers} players`);
    }
  });

  it('offers the listed games, and with ?dev the games still being built as well', () => {
    expect(lobbyGames('')).toBe(catalog);
    expect(lobbyGames('?lang=en')).toBe(catalog);
    expect(lobbyGames('?dev')).toBe(registeredGames);
    expect(lobbyGames('?lang=en&dev=1')).toBe(registeredGames);
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
    expect((await screen.findByRole('alert')).textContent).toBe('Could not join. Someone else has just taken that seat.');
    // Refreshed: every seat is taken now, so nobody can join it: it leaves the open matches.
    const open = () => within(screen.getByRole('region', { name: 'Open matches' }));
    await waitFor(() => expect(open().queryByRole('listitem', { name: 'Match open1' })).toBeNull());
    expect(heldSeat('open1')).toBeUndefined();
  });

  it('creates a match with the chosen player count and options, sits in the first seat and opens it', async () => {
    const { lobby, location } = renderLobby([]);
    openKittens();
    await screen.findByText('No open match yet. Start one below.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Five different cards combo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Unlisted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/match/exploding-kittens/m1'));
    expect(lobby.api.createMatch).toHaveBeenCalledWith('exploding-kittens', { numPlayers: 4, setupData: { fiveDifferentCombo: true }, unlisted: true, bots: [], timeControl: 'normal' });
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'm1', { playerName: 'Ada', playerID: '0' });
    expect(heldSeat('m1')?.playerID).toBe('0');
  });

  it('says in the player’s language why the server refused to create a match, with its reason when it gives one', async () => {
    const { lobby } = renderLobby([]);
    openKittens();
    lobby.api.createMatch.mockRejectedValueOnce(new LobbyClientError('HTTP status 429', { error: 'too many matches created: at most 30 a minute from one address; try again in a minute', code: 'too-many' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not create the match. Too many requests came from here in a short time; try again in a minute.');
    expect(lobby.api.joinMatch).not.toHaveBeenCalled();

    // The message follows a language switch.
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    });
    expect(screen.getByRole('alert').textContent).toBe('無法開局。短時間內從這裡送出的要求太多了，請一分鐘後再試。');

    // A refused option is worth the server's own words.
    lobby.api.createMatch.mockRejectedValueOnce(new LobbyClientError('HTTP status 400', { error: 'numPlayers must be an integer from 2 to 10' }));
    fireEvent.click(screen.getByRole('button', { name: '開局並入座' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('無法開局。伺服器拒絕了這個要求。（numPlayers must be an integer from 2 to 10）'));

    // And a server that cannot be reached at all says so.
    lobby.api.createMatch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: '開局並入座' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('無法開局。連不上伺服器，請檢查網路後再試一次。'));
  });

  it('links to the history of every game, and of the game chosen', async () => {
    const { location } = renderLobby();
    fireEvent.click(screen.getByRole('link', { name: 'Match history and replays' }));
    expect(location.history.at(-1)).toBe('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match history' })).toBeTruthy();
    cleanup();

    const again = renderLobby();
    openKittens();
    fireEvent.click(screen.getByRole('link', { name: 'Finished matches of Exploding Kittens, with replays' }));
    expect(again.location.history.at(-1)).toBe('/history?game=exploding-kittens');
  });

  it('shows only the chosen game’s matches, at once, when another game is chosen', async () => {
    const { lobby } = renderLobby([openMatch, { matchID: 'bang1', gameName: 'bang', players: [{ id: 0, name: 'Ed', isConnected: true }, { id: 1 }, { id: 2 }, { id: 3 }], createdAt: 2 }]);
    openKittens();
    await screen.findByRole('listitem', { name: 'Match open1' });
    fireEvent.click(screen.getByRole('button', { name: 'Play BANG!' }));
    // Not for a moment does BANG! show the kittens' match.
    expect(screen.queryByRole('listitem', { name: 'Match open1' })).toBeNull();
    const bang = await screen.findByRole('listitem', { name: 'Match bang1' });
    expect(bang.textContent).toContain('Ed');
    expect(lobby.api.listMatchPage).toHaveBeenLastCalledWith('bang', { isGameover: false, limit: MATCHES_PAGE_SIZE });
    expect(lobby.api.lobbyVersion).toHaveBeenLastCalledWith('bang', { isGameover: false });
    expect(screen.queryByRole('listitem', { name: 'Match open1' })).toBeNull();
  });

  it('keeps the open matches current: new matches, new players and who is online, reading the list only when its version changed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { lobby } = renderLobby();
    openKittens();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('listitem', { name: 'Match open1' }).textContent).toContain('3 players, 1 free');
    expect(lobby.api.lobbyVersion).toHaveBeenCalledTimes(1);
    expect(lobby.api.listMatchPage).toHaveBeenCalledTimes(1);

    // Nothing changes: the lobby asks for the version, and not for the list.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MATCHES_REFRESH_MS);
    });
    expect(lobby.api.lobbyVersion).toHaveBeenCalledTimes(2);
    expect(lobby.api.listMatchPage).toHaveBeenCalledTimes(1);

    // Meanwhile, on the server: Lin comes online and someone opens a new match.
    const open1 = lobby.matches.get('open1')!;
    open1.players[2]!.isConnected = true;
    lobby.matches.set('new1', { matchID: 'new1', gameName: 'exploding-kittens', players: [{ id: 0, name: 'Di', isConnected: true }, { id: 1 }], createdAt: 5 });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MATCHES_REFRESH_MS - 100);
    });
    expect(screen.queryByRole('listitem', { name: 'Match new1' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(lobby.api.lobbyVersion).toHaveBeenCalledTimes(3);
    expect(lobby.api.listMatchPage).toHaveBeenCalledTimes(2);
    const matches = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-label')?.startsWith('Match '));
    // Newest first.
    expect(matches.map((item) => item.getAttribute('aria-label'))).toEqual(['Match new1', 'Match open1']);
    expect(matches[1]!.textContent).toContain('3 players, 1 free');
    expect(matches[1]!.textContent).toMatch(/Lin · online/);

    // Bo takes the last seat: nobody else can join, so the match leaves the open ones for the
    // full tables, where it can be watched.
    open1.players[1] = { id: 1, name: 'Bo', isConnected: true };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MATCHES_REFRESH_MS);
    });
    expect(lobby.api.listMatchPage).toHaveBeenCalledTimes(3);
    const open = within(screen.getByRole('region', { name: 'Open matches' }));
    expect(open.queryByRole('listitem', { name: 'Match open1' })).toBeNull();
    expect(open.getByRole('listitem', { name: 'Match new1' })).toBeTruthy();
    const full = within(screen.getByRole('region', { name: 'Full tables to watch' }));
    expect(within(full.getByRole('listitem', { name: 'Match open1' })).getByRole('link', { name: 'Watch' })).toBeTruthy();
    // The whole, unbounded list is never asked for.
    expect(lobby.api.listMatches).not.toHaveBeenCalled();
  });

  it('shows a page of matches, and the next on asking; a change on any page shown is seen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const many = Array.from({ length: MATCHES_PAGE_SIZE + 5 }, (_, i): FakeMatch => ({
      matchID: `m${String(i).padStart(3, '0')}`,
      gameName: 'exploding-kittens',
      players: [{ id: 0, name: `P${i}`, isConnected: true }, { id: 1 }],
      createdAt: 1_000 - i,
    }));
    const { lobby } = renderLobby(many);
    openKittens();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const open = () =>
      within(screen.getByRole('region', { name: 'Open matches' }))
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('aria-label')?.startsWith('Match '));
    expect(open()).toHaveLength(MATCHES_PAGE_SIZE);
    expect(screen.queryByRole('listitem', { name: 'Match m100' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(lobby.api.listMatchPage).toHaveBeenLastCalledWith('exploding-kittens', { isGameover: false, limit: MATCHES_PAGE_SIZE, after: 'm099' });
    expect(open()).toHaveLength(MATCHES_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: 'Show more matches' })).toBeNull();

    // Someone sits down in a match of the second page: both pages are read again, and it shows.
    lobby.matches.get('m103')!.players[1] = { id: 1, name: 'Zed', isConnected: true };
    const calls = lobby.api.listMatchPage.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MATCHES_REFRESH_MS);
    });
    expect(lobby.api.listMatchPage.mock.calls.length).toBe(calls + 2);
    expect(open()).toHaveLength(MATCHES_PAGE_SIZE + 4);
    expect(within(screen.getByRole('region', { name: 'Full tables to watch' })).getByRole('listitem', { name: 'Match m103' }).textContent).toContain('Zed');
  });

  it('asks the server for a bounded page, the page after it, and the version of the list', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const body = url.includes('/version') ? { version: '3.42' } : { matches: [], next: 'abc' };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    try {
      const client = new ParlorLobby({ server: 'https://parlor.example' });
      expect(await client.listMatchPage('bang', { isGameover: false, limit: 100 })).toEqual({ matches: [], next: 'abc' });
      await client.listMatchPage('bang', { isGameover: false, limit: 100, after: 'a+b/c=' });
      expect(await client.lobbyVersion('bang', { isGameover: false })).toBe('3.42');
      expect(fetched).toEqual([
        'https://parlor.example/games/bang?isGameover=false&limit=100',
        'https://parlor.example/games/bang?isGameover=false&limit=100&after=a%2Bb%2Fc%3D',
        'https://parlor.example/api/lobby/bang/version?isGameover=false',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists the matches one can join, waiting ones first, and one’s own; full ones apart, to watch; abandoned ones not at all', async () => {
    const match = (matchID: string, createdAt: number, players: FakeMatch['players'], begun = true): FakeMatch => ({
      matchID,
      gameName: 'exploding-kittens',
      players,
      parlor: begun ? { timeControl: 'normal', host: '0', startedAt: 1 } : { timeControl: 'normal', host: '0' },
      createdAt,
    });
    holdSeat('mine1', { playerID: '0', credentials: 'secret-mine1-0', playerName: 'Ada' });
    renderLobby([
      match('begun1', 9, [{ id: 0, name: 'Bo', isConnected: true }, { id: 1 }]),
      match('full1', 8, [{ id: 0, name: 'Bo', isConnected: true }, { id: 1, name: 'Cy', isConnected: true }]),
      match('left1', 7, [{ id: 0, name: 'Di', isConnected: false }, { id: 1 }]),
      match('wait1', 2, [{ id: 0, name: 'Ed', isConnected: true }, { id: 1 }], false),
      match('mine1', 1, [{ id: 0, name: 'Ada', isConnected: false }, { id: 1, name: 'Cy', isConnected: true }]),
    ]);
    openKittens();
    await screen.findByRole('listitem', { name: 'Match wait1' });
    const listed = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('aria-label')?.startsWith('Match '))
        .map((item) => item.getAttribute('aria-label'));
    expect(listed('Open matches')).toEqual(['Match wait1', 'Match begun1', 'Match mine1']);
    expect(listed('Full tables to watch')).toEqual(['Match full1']);
    expect(screen.queryByRole('listitem', { name: 'Match left1' })).toBeNull();
  });

  it('says which matches wait for players and which are being played, and who the bots are', async () => {
    const waiting: FakeMatch = {
      matchID: 'wait1',
      gameName: 'exploding-kittens',
      players: [{ id: 0, name: 'Ada', isConnected: true }, { id: 1, name: 'Bot', bot: true }, { id: 2 }],
      parlor: { timeControl: 'normal', host: '0' },
      createdAt: 3,
    };
    const playing: FakeMatch = {
      matchID: 'play1',
      gameName: 'exploding-kittens',
      players: [{ id: 0, name: 'Bo', isConnected: false, standIn: true }, { id: 1, name: 'Bot', bot: true }, { id: 2, name: 'Cy', isConnected: true }, { id: 3 }],
      parlor: { timeControl: 'fast', host: '0', startedAt: 10, rated: true },
      createdAt: 2,
    };
    const { lobby, location } = renderLobby([waiting, playing, openMatch]);
    openKittens();
    const waitingItem = await screen.findByRole('listitem', { name: 'Match wait1' });
    const playingItem = screen.getByRole('listitem', { name: 'Match play1' });
    expect(waitingItem.textContent).toMatch(/^Waiting for players 3 players, 1 free/);
    expect(playingItem.textContent).toMatch(/^Being played 4 players, 1 free/);
    // A guest is told a rated table is for accounts before a click is refused.
    expect(playingItem.textContent).toContain('Rated: sign in to take a seat');
    expect(waitingItem.textContent).not.toContain('Rated');
    const seatsOf = (item: HTMLElement) => within(item).getAllByRole('listitem').map((seat) => seat.textContent);
    expect(seatsOf(waitingItem)).toEqual(['Seat 1 Ada · online', 'Seat 2 BotJoin', 'Seat 3 freeJoin']);
    expect(seatsOf(playingItem).slice(0, 3)).toEqual(['Seat 1 Bo · offline · played by the bot', 'Seat 2 Bot', 'Seat 3 Cy · online']);
    // A match without the server's fields (made before them) counts as being played.
    expect(screen.getByRole('listitem', { name: 'Match open1' }).textContent).toMatch(/^Being played/);

    // A bot's seat may be taken while the match waits for players.
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Di' } });
    fireEvent.click(within(waitingItem).getByRole('button', { name: 'Join seat 2' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/match/exploding-kittens/wait1'));
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'wait1', { playerName: 'Di', playerID: '1' });
  });

  it('switches to Traditional Chinese, game text included, and remembers it for the next visit', async () => {
    // No language given: the app detects it, as it does in the browser.
    render(<App i18n={createAppI18n()} lobby={fakeLobby([]).client} location={memoryLocation({ path: '/' }).hook} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Play card games with friends');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('和朋友一起玩卡牌遊戲');
    expect(screen.getByRole('article', { name: catalog[0]!.title['zh-TW'] })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh-TW');
    cleanup();

    // The next visit starts in Chinese, whatever the browser prefers.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    render(<App i18n={createAppI18n()} lobby={fakeLobby([]).client} location={memoryLocation({ path: '/' }).hook} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('和朋友一起玩卡牌遊戲');
    expect((screen.getByRole('combobox', { name: '語言' }) as HTMLSelectElement).value).toBe('zh-TW');
  });

  it('starts in the browser’s language: Traditional Chinese for Taiwan and Hong Kong, English otherwise', () => {
    const detected = (languages: string[]) => {
      localStorage.clear();
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
      return createAppI18n().resolvedLanguage;
    };
    expect(detected(['zh-TW', 'en'])).toBe('zh-TW');
    expect(detected(['zh-HK'])).toBe('zh-TW');
    expect(detected(['zh-Hant-TW'])).toBe('zh-TW');
    expect(detected(['en-GB', 'zh-TW'])).toBe('en');
    expect(detected(['fr-FR', 'de'])).toBe('en');
  });

  it('has words for every tag of every registered game, in every language', () => {
    const missing = catalog.flatMap((manifest) =>
      manifest.tags.flatMap((tag) =>
        (['en', 'zh-TW'] as const)
          .filter((locale) => {
            const label = ((uiLocales[locale].lobby as { tag: Record<string, unknown> }).tag ?? {})[tag];
            return typeof label !== 'string' || label.trim() === '';
          })
          .map((locale) => `${manifest.id}: ${tag} (${locale})`),
      ),
    );
    expect(missing).toEqual([]);
    renderLobby([], 'zh-TW');
    const colt = screen.getByRole('article', { name: '科特快車' });
    expect(within(colt).getByRole('list', { name: '標籤' }).textContent).toContain('攻擊對手');
  });
});

/** A made-up game with one option of every kind, to drive the form's fields, and the platform's clocks. */
const { defaultPlayers: _unused, timeControls: _clocks, ...someGame } = catalog[0]!;
const optionsGame: GameManifest = {
  ...someGame,
  id: 'options-game',
  title: { en: 'Options Game', 'zh-TW': '選項遊戲' },
  minPlayers: 2,
  maxPlayers: 5,
  setupOptions: [
    { key: 'fast', type: 'boolean', label: { en: 'Fast', 'zh-TW': '快速' }, default: false },
    {
      key: 'mode',
      type: 'choice',
      label: { en: 'Mode', 'zh-TW': '模式' },
      choices: [
        { value: 'classic', label: { en: 'Classic', 'zh-TW': '經典' } },
        { value: 'wild', label: { en: 'Wild', 'zh-TW': '狂野' } },
      ],
      default: 'classic',
    },
    { key: 'rounds', type: 'integer', label: { en: 'Rounds', 'zh-TW': '回合數' }, min: 2, max: 15, default: 5 },
    {
      key: 'extras',
      type: 'multi',
      label: { en: 'Expansions', 'zh-TW': '擴充' },
      choices: [
        { value: 'a', label: { en: 'Alpha', 'zh-TW': '甲' } },
        { value: 'b', label: { en: 'Beta', 'zh-TW': '乙' } },
        { value: 'c', label: { en: 'Gamma', 'zh-TW': '丙' } },
      ],
      default: ['b'],
    },
  ],
};

function renderOptionsGame() {
  const lobby = fakeLobby([]);
  localStorage.setItem('parlor.name', 'Ada');
  render(
    <I18nextProvider i18n={createAppI18n('en')}>
      <LobbyContext.Provider value={lobby.client}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <LobbyPage games={[optionsGame]} />
        </Router>
      </LobbyContext.Provider>
    </I18nextProvider>,
  );
  return lobby;
}

describe('the create-match form', () => {
  it('sends every kind of option as the player set it', async () => {
    const lobby = renderOptionsGame();
    fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fast' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Mode' }), { target: { value: 'wild' } });
    const expansions = screen.getByRole('group', { name: 'Expansions' });
    expect((within(expansions).getByRole('checkbox', { name: 'Beta' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(expansions).getByRole('checkbox', { name: 'Gamma' }));
    fireEvent.click(within(expansions).getByRole('checkbox', { name: 'Beta' }));
    fireEvent.click(within(expansions).getByRole('checkbox', { name: 'Alpha' }));
    const rounds = screen.getByRole('spinbutton', { name: 'Rounds' }) as HTMLInputElement;
    fireEvent.change(rounds, { target: { value: '1' } });
    fireEvent.change(rounds, { target: { value: '12' } });
    fireEvent.blur(rounds);
    expect(rounds.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    await waitFor(() => expect(lobby.api.createMatch).toHaveBeenCalledOnce());
    expect(lobby.api.createMatch).toHaveBeenCalledWith('options-game', {
      numPlayers: 3,
      setupData: { fast: true, mode: 'wild', rounds: 12, extras: ['a', 'c'] },
      unlisted: false,
      bots: [],
      timeControl: 'normal',
    });
  });

  it('seats bots where the player chose them, and sends the chosen clock', async () => {
    const lobby = renderOptionsGame();
    expect(screen.getByRole('group', { name: 'Who plays' }).textContent).toContain('Seat 1: you');
    // Two players: one seat to choose for, a person by default.
    expect(screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual(['Seat 2a persona bot']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: '5' } });
    const seat = (number: number) => screen.getByRole('radiogroup', { name: `Seat ${number}` });
    expect((within(seat(4)).getByRole('radio', { name: 'a person' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(seat(3)).getByRole('radio', { name: 'a bot' }));
    fireEvent.click(within(seat(5)).getByRole('radio', { name: 'a bot' }));
    fireEvent.click(within(seat(2)).getByRole('radio', { name: 'a bot' }));
    fireEvent.click(within(seat(2)).getByRole('radio', { name: 'a person' }));
    expect((within(seat(3)).getByRole('radio', { name: 'a bot' }) as HTMLInputElement).checked).toBe(true);

    // The clock starts at the game's default; each control says what it gives.
    const clock = screen.getByRole('combobox', { name: 'Clock' }) as HTMLSelectElement;
    expect(clock.value).toBe('normal');
    expect([...clock.options].map((option) => option.textContent)).toEqual([
      'Off: no clock',
      'Relaxed: 3:00 per turn, 1:00 per answer',
      'Normal: 1:30 per turn, 0:30 per answer',
      'Fast: 0:30 per turn, 0:10 per answer',
    ]);
    fireEvent.change(clock, { target: { value: 'fast' } });

    // A bot chosen for a seat the player count then drops is not sent.
    fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: '4' } });
    expect(screen.queryByRole('radiogroup', { name: 'Seat 5' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create and sit down' }));
    await waitFor(() => expect(lobby.api.createMatch).toHaveBeenCalledOnce());
    expect(lobby.api.createMatch.mock.calls[0]![1]).toMatchObject({ numPlayers: 4, bots: ['2'], timeControl: 'fast' });
    await waitFor(() => expect(lobby.api.joinMatch).toHaveBeenCalledWith('options-game', 'm1', { playerName: 'Ada', playerID: '0' }));
  });

  it('starts the clock at the game’s own default, with its own budgets, in either language', () => {
    const lobby = fakeLobby([]);
    const timed = {
      ...optionsGame,
      id: 'timed-game',
      timeControls: { default: 'relaxed' as const, turnSeconds: { relaxed: 240, normal: 120, fast: 45 }, responseSeconds: { relaxed: 90, normal: 40, fast: 15 } },
    };
    render(
      <I18nextProvider i18n={createAppI18n('zh-TW')}>
        <LobbyContext.Provider value={lobby.client}>
          <Router hook={memoryLocation({ path: '/' }).hook}>
            <LobbyPage games={[timed]} />
          </Router>
        </LobbyContext.Provider>
      </I18nextProvider>,
    );
    const clock = screen.getByRole('combobox', { name: '計時' }) as HTMLSelectElement;
    expect(clock.value).toBe('relaxed');
    expect(clock.selectedOptions[0]!.textContent).toBe('寬鬆：每回合 4:00，每次回應 1:30');
    expect(within(screen.getByRole('radiogroup', { name: '2 號座位' })).getByRole('radio', { name: '機器人' })).toBeTruthy();
  });

  it('starts at the game’s default player count when it names one', () => {
    const lobby = fakeLobby([]);
    render(
      <I18nextProvider i18n={createAppI18n('en')}>
        <LobbyContext.Provider value={lobby.client}>
          <Router hook={memoryLocation({ path: '/' }).hook}>
            <LobbyPage games={[{ ...optionsGame, id: 'options-four', defaultPlayers: 4 }]} />
          </Router>
        </LobbyContext.Provider>
      </I18nextProvider>,
    );
    expect((screen.getByRole('combobox', { name: 'Players' }) as HTMLSelectElement).value).toBe('4');
  });

  it('starts at the game’s smallest player count when it names no default', () => {
    renderOptionsGame();
    expect((screen.getByRole('combobox', { name: 'Players' }) as HTMLSelectElement).value).toBe('2');
  });

  it('lets a number be typed digit by digit and brings it into range when the field is left', () => {
    renderOptionsGame();
    const rounds = screen.getByRole('spinbutton', { name: 'Rounds' }) as HTMLInputElement;
    expect(rounds.value).toBe('5');
    // "12" is typed as "1" then "12": the "1" on the way (below the minimum 2) is left alone.
    fireEvent.change(rounds, { target: { value: '1' } });
    expect(rounds.value).toBe('1');
    fireEvent.change(rounds, { target: { value: '12' } });
    expect(rounds.value).toBe('12');
    fireEvent.change(rounds, { target: { value: '123' } });
    fireEvent.blur(rounds);
    expect(rounds.value).toBe('15');
    fireEvent.change(rounds, { target: { value: '' } });
    fireEvent.blur(rounds);
    expect(rounds.value).toBe('15');
    fireEvent.change(rounds, { target: { value: '0' } });
    fireEvent.blur(rounds);
    expect(rounds.value).toBe('2');
  });

  it('brings a number into range when the form is sent with Enter, before the field is left', async () => {
    const lobby = renderOptionsGame();
    const rounds = screen.getByRole('spinbutton', { name: 'Rounds' });
    fireEvent.change(rounds, { target: { value: '40' } });
    fireEvent.submit(rounds.closest('form')!);
    await waitFor(() => expect(lobby.api.createMatch).toHaveBeenCalledOnce());
    expect(lobby.api.createMatch.mock.calls[0]![1].setupData).toEqual({ fast: false, mode: 'classic', rounds: 15, extras: ['b'] });
  });
});
