import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BoardProps } from 'boardgame.io/react';
import { catalog } from '@parlor/registry';
import { createAppI18n } from '../lib/i18n';
import { LobbyContext } from '../lib/lobby-context';
import { heldSeat, holdSeat, type HeldSeat } from '../lib/seat-store';
import { fakeLobby, type FakeMatch } from '../test/fake-lobby';
import { seatStillHeld } from './match-page';
import { resultLine, RoomFrame, type RoomProps } from './room-frame';

const manifest = catalog.find((game) => game.id === 'exploding-kittens')!;
const match: FakeMatch = {
  matchID: 'room1',
  gameName: 'exploding-kittens',
  players: [
    { id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0' },
    { id: 1, name: 'Bo', isConnected: false, credentials: 'secret-room1-1' },
    { id: 2 },
  ],
  createdAt: 1,
};
const ada: HeldSeat = { playerID: '0', credentials: 'secret-room1-0', playerName: 'Ada' };

function Board({ G }: BoardProps<{ shown: string }>) {
  return <p>board says {G.shown}</p>;
}

function renderRoom(options: { playerID: string | null; seat?: HeldSeat; gameover?: unknown; isConnected?: boolean; currentPlayer?: string; activePlayers?: Record<string, string> }) {
  const lobby = fakeLobby([match]);
  const location = memoryLocation({ path: '/match/exploding-kittens/room1', record: true });
  const sendChatMessage = vi.fn();
  const onSeatChange = vi.fn();
  const props = {
    G: { shown: 'hello' },
    ctx: { currentPlayer: options.currentPlayer ?? '0', gameover: options.gameover, activePlayers: options.activePlayers ?? null, playOrder: ['0', '1', '2'], numPlayers: 3 },
    matchID: 'room1',
    playerID: options.playerID,
    isConnected: options.isConnected ?? true,
    matchData: match.players.map(({ id, name, isConnected }) => ({ id, ...(name === undefined ? {} : { name, isConnected }) })),
    chatMessages: [{ id: 'c1', sender: '1', payload: 'hi all' }],
    sendChatMessage,
    room: { manifest, Board, seat: options.seat, onSeatChange, initialPlayers: [] },
  } as unknown as BoardProps<unknown> & RoomProps;
  render(
    <I18nextProvider i18n={createAppI18n('en')}>
      <LobbyContext.Provider value={lobby.client}>
        <Router hook={location.hook}>
          <RoomFrame {...props} />
        </Router>
      </LobbyContext.Provider>
    </I18nextProvider>,
  );
  return { lobby, location, sendChatMessage, onSeatChange };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the match room', () => {
  it('hosts the board and shows the seats with who is online, whose turn it is and the share link', () => {
    renderRoom({ playerID: '1', seat: { ...ada, playerID: '1', playerName: 'Bo' }, currentPlayer: '0' });
    expect(screen.getByText('board says hello')).toBeTruthy();
    const seats = screen.getByRole('region', { name: 'Seats' });
    expect(seats.textContent).toMatch(/Ada · online/);
    expect(seats.textContent).toMatch(/Bo \(you\) · offline/);
    expect(seats.textContent).toMatch(/Seat 3 free/);
    expect(screen.getByRole('status').textContent).toBe('Ada’s turn');
    expect((screen.getByRole('textbox', { name: 'Link to this match' }) as HTMLInputElement).value).toBe(`${location.origin}/match/exploding-kittens/room1`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls out an answer owed out of turn, and says so when the connection is lost', () => {
    renderRoom({ playerID: '1', seat: ada, currentPlayer: '0', activePlayers: { '1': 'nope' }, isConnected: false });
    expect(screen.getByRole('status').textContent).toMatch(/your answer is needed/);
    expect(screen.getByRole('alert').textContent).toMatch(/Connection lost/);
  });

  it('sends chat as the seat, and shows it under the sender’s name', () => {
    const { sendChatMessage } = renderRoom({ playerID: '0', seat: ada });
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(chat.textContent).toContain('Bo: hi all');
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Message' }), { target: { value: 'hello' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(sendChatMessage).toHaveBeenCalledWith('hello');
  });

  it('lets a spectator read but not write, and take a free seat', async () => {
    localStorage.setItem('parlor.name', 'Cy');
    const { lobby, onSeatChange } = renderRoom({ playerID: null });
    expect(screen.getByRole('status').textContent).toMatch(/you are watching/);
    expect(within(screen.getByRole('region', { name: 'Chat' })).queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join seat 3' }));
    await waitFor(() => expect(onSeatChange).toHaveBeenCalledWith({ playerID: '2', credentials: 'secret-room1-2', playerName: 'Cy' }));
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerName: 'Cy', playerID: '2' });
    expect(heldSeat('room1')?.playerID).toBe('2');
  });

  it('gives up the seat after asking, and goes back to the lobby', async () => {
    holdSeat('room1', ada);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { lobby, location, onSeatChange } = renderRoom({ playerID: '0', seat: ada });
    fireEvent.click(screen.getByRole('button', { name: 'Leave this seat' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(lobby.api.leaveMatch).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerID: '0', credentials: 'secret-room1-0' });
    expect(onSeatChange).toHaveBeenCalledWith(undefined);
    expect(heldSeat('room1')).toBeUndefined();
  });

  it('at the end shows the result, and play again takes the seat to the next match', async () => {
    const { lobby, location } = renderRoom({ playerID: '0', seat: ada, gameover: { winner: '1' } });
    const over = screen.getByRole('region', { name: 'Match over' });
    expect(within(over).getByRole('heading').textContent).toBe('Bo won.');
    fireEvent.click(within(over).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/match/exploding-kittens/m1'));
    expect(lobby.api.playAgain).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerID: '0', credentials: 'secret-room1-0' });
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'm1', { playerName: 'Ada', playerID: '0' });
    expect(heldSeat('m1')).toEqual({ playerID: '0', credentials: 'secret-m1-0', playerName: 'Ada' });
  });

  it('follows someone else’s play again: same seat for a player, and a spectator comes along to watch', async () => {
    const seated = renderRoom({ playerID: '0', seat: ada, gameover: { winner: '0' } });
    expect(screen.getByRole('region', { name: 'Match over' }).textContent).toContain('You won!');
    seated.lobby.matches.get('room1')!.nextMatchID = 'next1';
    seated.lobby.matches.set('next1', { matchID: 'next1', gameName: 'exploding-kittens', players: [{ id: 0 }, { id: 1 }, { id: 2 }], createdAt: 2 });
    await waitFor(() => expect(seated.location.history.at(-1)).toBe('/match/exploding-kittens/next1'), { timeout: 5000 });
    expect(heldSeat('next1')?.playerID).toBe('0');
    cleanup();

    const watching = renderRoom({ playerID: null, gameover: { winner: '0' } });
    expect(within(screen.getByRole('region', { name: 'Match over' })).queryByRole('button', { name: 'Play again' })).toBeNull();
    watching.lobby.matches.get('room1')!.nextMatchID = 'next2';
    await waitFor(() => expect(watching.location.history.at(-1)).toBe('/match/exploding-kittens/next2'), { timeout: 5000 });
    expect(watching.lobby.api.joinMatch).not.toHaveBeenCalled();
  });
});

describe('room helpers', () => {
  it('reads the usual shapes of a result', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    const name = (seat: string) => `P${seat}`;
    expect(resultLine({ winner: '1' }, name, '0', t)).toBe('room.winner{"name":"P1"}');
    expect(resultLine({ winner: '0' }, name, '0', t)).toBe('room.youWon');
    expect(resultLine({ winners: ['1', '2'] }, name, null, t)).toBe('room.winners{"names":"P1, P2"}');
    expect(resultLine({ draw: true }, name, '0', t)).toBe('room.draw');
    expect(resultLine(true, name, '0', t)).toBe('room.over');
  });

  it('keeps a remembered seat only while the server still has it taken', () => {
    const players = [{ id: 0, name: 'Ada' }, { id: 1 }];
    expect(seatStillHeld({ players }, ada)).toEqual(ada);
    expect(seatStillHeld({ players }, { ...ada, playerID: '1' })).toBeUndefined();
    expect(seatStillHeld({ players }, undefined)).toBeUndefined();
  });

  it('forgets a remembered seat it cannot read', () => {
    localStorage.setItem('parlor.seat.bad', '{not json');
    localStorage.setItem('parlor.seat.odd', JSON.stringify({ playerID: 0 }));
    expect(heldSeat('bad')).toBeUndefined();
    expect(heldSeat('odd')).toBeUndefined();
  });
});
