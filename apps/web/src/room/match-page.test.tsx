import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import * as react from 'boardgame.io/react';
import type * as multiplayer from 'boardgame.io/multiplayer';
import { App } from '../app';
import { createAppI18n } from '../lib/i18n';
import { heldSeat, holdSeat } from '../lib/seat-store';
import { fakeLobby, type FakeMatch } from '../test/fake-lobby';
import { BOARD_CHOICE_KEY, boardChoice, CONNECTING_PATIENCE_MS } from './match-page';

// The room plays over boardgame.io's in-browser master instead of a socket: the real client,
// rules and board, without a server. `never` stands for a server the socket never reaches;
// `socket` gives the transport a socket the test emits Parlor's own events on.
const transport = vi.hoisted(() => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    on: (event: string, handler: (...args: unknown[]) => void) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
    reset: () => handlers.clear(),
  };
  return { mode: 'local' as 'local' | 'never' | 'socket', socket };
});
vi.mock('boardgame.io/multiplayer', async (original) => {
  const actual = await original<typeof multiplayer>();
  class NeverConnects {
    isConnected = false;
    subscribeToConnectionStatus() {}
    connect() {}
    disconnect() {}
    sendAction() {}
    sendChatMessage() {}
    requestSync() {}
    updateMatchID() {}
    updatePlayerID() {}
    updateCredentials() {}
  }
  const local = actual.Local();
  const withSocket = (options: Parameters<typeof local>[0]) => Object.assign(local(options), { socket: transport.socket });
  return { ...actual, SocketIO: () => (transport.mode === 'never' ? () => new NeverConnects() : transport.mode === 'socket' ? withSocket : local) };
});
vi.mock('boardgame.io/react', async (original) => {
  const actual = await original<typeof react>();
  return { ...actual, Client: vi.fn(actual.Client) };
});

let counter = 0;
/** A two-seat Exploding Kittens match with Ada in seat 1, under a fresh id (local masters outlive a test). */
function kittensMatch(players: FakeMatch['players'] = [{ id: 0, name: 'Ada', isConnected: true, credentials: 'secret-a' }, { id: 1 }]): FakeMatch {
  return { matchID: `page${++counter}`, gameName: 'exploding-kittens', players, createdAt: 1 };
}

function openRoom(match: FakeMatch | undefined, matchID = match?.matchID ?? 'gone') {
  const lobby = fakeLobby(match ? [match] : []);
  const i18n = createAppI18n('en');
  const location = memoryLocation({ path: `/match/exploding-kittens/${matchID}`, record: true });
  render(<App i18n={i18n} lobby={lobby.client} location={location.hook} />);
  return { lobby, i18n, location };
}

beforeEach(() => {
  localStorage.clear();
  transport.mode = 'local';
  transport.socket.reset();
  vi.mocked(react.Client).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Opens a tab of the room's side panel, as a player would, and gives its panel. */
function openPanel(name: string): HTMLElement {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('the match page', () => {
  it('loads the game, then plays as the seat this browser holds', async () => {
    const match = kittensMatch();
    holdSeat(match.matchID, { playerID: '0', credentials: 'secret-a', playerName: 'Ada' });
    const { lobby } = openRoom(match);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await screen.findByRole('group', { name: 'Your hand' }, { timeout: 10_000 });
    // Seat 1 is this browser's (the in-browser master knows no names; the server's would).
    expect(openPanel('Seats').querySelector('[data-me] .pl-seats__label')?.textContent).toBe('Seat 1');
    expect(lobby.api.getMatch).toHaveBeenCalledWith('exploding-kittens', match.matchID);
  });

  it('shows the generic board instead of the game’s own once ?board=generic asked for it, until ?board=own', async () => {
    expect(boardChoice('?board=generic', localStorage)).toBe('generic');
    expect(localStorage.getItem(BOARD_CHOICE_KEY)).toBe('generic');
    expect(boardChoice('', localStorage)).toBe('generic');
    const match = kittensMatch();
    holdSeat(match.matchID, { playerID: '0', credentials: 'secret-a', playerName: 'Ada' });
    openRoom(match);
    const hand = await screen.findByRole('group', { name: 'Your hand' }, { timeout: 10_000 });
    const board = document.querySelector('[data-parlor-generic-board]');
    expect(board?.getAttribute('data-parlor-generic-board')).toBe('exploding-kittens');
    // The seat's cards (a Defuse among them, as every hand starts) are in the generic board's hand.
    expect(board?.contains(hand)).toBe(true);
    expect(within(hand).getAllByRole('button', { name: /Defuse/ }).length).toBeGreaterThan(0);
    expect(boardChoice('?board=own', localStorage)).toBe('own');
    expect(localStorage.getItem(BOARD_CHOICE_KEY)).toBeNull();
  });

  it('keeps the same client, board and connection when the language changes', async () => {
    const match = kittensMatch();
    holdSeat(match.matchID, { playerID: '0', credentials: 'secret-a', playerName: 'Ada' });
    const { lobby, i18n } = openRoom(match);
    const hand = await screen.findByRole('group', { name: 'Your hand' }, { timeout: 10_000 });
    expect(react.Client).toHaveBeenCalledTimes(1);

    // The language switch is in the room's settings.
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    });
    expect(i18n.resolvedLanguage).toBe('zh-TW');
    // The room's own text and the game's follow the language...
    expect(screen.getByRole('tab', { name: '座位' })).toBeTruthy();
    const handNow = screen.getByRole('group', { name: '你的手牌' });
    // ...in the very same elements: nothing was fetched again, rebuilt or remounted.
    expect(handNow).toBe(hand);
    expect(react.Client).toHaveBeenCalledTimes(1);
    expect(lobby.api.getMatch).toHaveBeenCalledTimes(1);
  });

  it('says so when the match does not exist, and when the game does not', async () => {
    openRoom(undefined, 'nothing-here');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This match does not exist (any more).');
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeTruthy();
    cleanup();

    const location = memoryLocation({ path: '/match/no-such-game/x1' });
    render(<App i18n={createAppI18n('en')} lobby={fakeLobby().client} location={location.hook} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('There is no game called “no-such-game”.');
  });

  it('forgets a remembered seat that someone else holds now, and watches instead', async () => {
    // This browser once sat in seat 2 as Ann; Ann left and Bo sat down there.
    const match = kittensMatch([{ id: 0, name: 'Ada', isConnected: true, credentials: 'secret-a' }, { id: 1, name: 'Bo', isConnected: true, credentials: 'secret-b' }]);
    holdSeat(match.matchID, { playerID: '1', credentials: 'secret-ann', playerName: 'Ann' });
    openRoom(match);
    await screen.findByText(/you are watching/, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(heldSeat(match.matchID)).toBeUndefined();
  });

  it('connects again as the seat a spectator takes', async () => {
    const match = kittensMatch();
    localStorage.setItem('parlor.name', 'Cy');
    const { lobby } = openRoom(match);
    await screen.findByText(/you are watching/, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    fireEvent.click(within(openPanel('Seats')).getByRole('button', { name: 'Join seat 2' }));
    await screen.findByRole('group', { name: 'Your hand' }, { timeout: 10_000 });
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', match.matchID, { playerName: 'Cy', playerID: '1' });
    expect(screen.queryByText(/you are watching/)).toBeNull();
    expect(openPanel('Seats').querySelector('[data-me] .pl-seats__label')?.textContent).toBe('Seat 2');
    expect(within(openPanel('Seats')).getByRole('button', { name: 'Leave this seat' })).toBeTruthy();
  });

  it('tries again by itself while the server cannot be reached, saying so', async () => {
    const match = kittensMatch();
    holdSeat(match.matchID, { playerID: '0', credentials: 'secret-a', playerName: 'Ada' });
    const lobby = fakeLobby([match]);
    // fetch rejects with a TypeError when nothing answers.
    lobby.api.getMatch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<App i18n={createAppI18n('en')} lobby={lobby.client} location={memoryLocation({ path: `/match/exploding-kittens/${match.matchID}` }).hook} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('The server cannot be reached. Trying again…');
    expect(screen.getByText(/^Could not open the match\. The server cannot be reached/)).toBeTruthy();
    // The network coming back is news worth acting on at once.
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('group', { name: 'Your hand' }, { timeout: 10_000 });
    expect(lobby.api.getMatch).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the banner when the first connection does not come', async () => {
    transport.mode = 'never';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const match = kittensMatch();
    openRoom(match);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await vi.waitFor(() => expect(screen.getByText('Connecting to the match…')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONNECTING_PATIENCE_MS);
    });
    expect(screen.getByRole('alert').textContent).toBe('The server cannot be reached. Trying again…');
  });
  it('shows the waiting room until the server says the match began, then the board, and what the server refused meanwhile', async () => {
    transport.mode = 'socket';
    const match: FakeMatch = { ...kittensMatch(), parlor: { timeControl: 'normal', host: '0' } };
    holdSeat(match.matchID, { playerID: '0', credentials: 'secret-a', playerName: 'Ada' });
    openRoom(match);
    await screen.findByRole('region', { name: 'Waiting for players' }, { timeout: 10_000 });
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();

    act(() => transport.socket.emit('parlor:error', { event: 'update', code: 'waiting', message: 'the match has not begun', matchID: match.matchID }));
    expect(screen.getByRole('alert').textContent).toBe('The match has not begun yet: moves count once every seat is taken.');
    // A report for another match changes nothing here.
    act(() => transport.socket.emit('parlor:table', { matchID: 'elsewhere', startedAt: 5, timeControl: 'normal', serverNow: Date.now(), clocks: [] }));
    expect(screen.getByRole('region', { name: 'Waiting for players' })).toBeTruthy();

    act(() => transport.socket.emit('parlor:table', { matchID: match.matchID, startedAt: 5, timeControl: 'normal', serverNow: Date.now(), clocks: [{ seat: '0', kind: 'turn', dueAt: Date.now() + 90_000 }] }));
    await screen.findByRole('group', { name: 'Your hand' });
    expect(screen.queryByRole('region', { name: 'Waiting for players' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(openPanel('Seats').querySelector('[data-me] [role="timer"]')?.textContent).toBe('1:30 left');
  });
});
