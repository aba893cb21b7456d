import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BoardProps } from 'boardgame.io/react';
import { catalog, loadGame } from '@parlor/registry';
import { playout } from '@parlor/game-kit/testing';
import { createAppI18n } from '../lib/i18n';
import type { Translate } from '../lib/lobby-api';
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

/** Plays random matches of a registered game until one ends the way `wanted` asks; returns its gameover. */
async function realGameover(gameID: string, players: number, wanted: (gameover: unknown) => boolean = () => true): Promise<unknown> {
  const { game } = await loadGame(gameID);
  for (let seed = 1; seed <= 60; seed++) {
    const result = playout({ game, numPlayers: players, seed: `result-${seed}` });
    if (result.failure) throw new Error(`${gameID} playout failed: ${result.failure.message}`);
    if (result.ended && wanted(result.gameover)) return result.gameover;
  }
  throw new Error(`no ${gameID} match of ${players} ended as wanted`);
}

const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
const enT = createAppI18n('en').t as unknown as Translate;
const zhT = createAppI18n('zh-TW').t as unknown as Translate;
const lineFor = (gameover: unknown, players: number, me: string | null, t = enT, language = 'en') =>
  resultLine(gameover, { seats: Array.from({ length: players }, (_, seat) => String(seat)), name: (seat) => names[Number(seat)]!, me, t, language });
const winnersOf = (gameover: unknown) => (gameover as { winners: string[] }).winners;

describe('the result of a match', () => {
  it('Exploding Kittens: one winner, named to everyone and "You won!" to them', async () => {
    const gameover = await realGameover('exploding-kittens', 3);
    const winner = (gameover as { winner: string }).winner;
    expect(lineFor(gameover, 3, winner)).toBe('You won!');
    expect(lineFor(gameover, 3, null)).toBe(`${names[Number(winner)]} won.`);
    const loser = ['0', '1', '2'].find((seat) => seat !== winner)!;
    expect(lineFor(gameover, 3, loser)).toBe(`${names[Number(winner)]} won.`);
  });

  it('BANG!: the winning side’s seats from `winners`, never the side name read as a seat', async () => {
    // A side of several seats (the Sheriff with a Deputy, or two Outlaws) and a lone Renegade or Sheriff.
    const team = await realGameover('bang', 5, (gameover) => winnersOf(gameover).length >= 2);
    const [first, ...rest] = winnersOf(team);
    const everyone = new Intl.ListFormat('en', { type: 'conjunction' }).format(winnersOf(team).map((seat) => names[Number(seat)]!));
    expect(lineFor(team, 5, null)).toBe(`${everyone} won.`);
    expect(lineFor(team, 5, first!)).toBe(`You won, together with ${new Intl.ListFormat('en', { type: 'conjunction' }).format(rest.map((seat) => names[Number(seat)]!))}!`);
    const loser = ['0', '1', '2', '3', '4'].find((seat) => !winnersOf(team).includes(seat))!;
    expect(lineFor(team, 5, loser)).toBe(`${everyone} won.`);
    expect(lineFor(team, 5, null, zhT, 'zh-TW')).toBe(`${new Intl.ListFormat('zh-TW', { type: 'conjunction' }).format(winnersOf(team).map((seat) => names[Number(seat)]!))} 獲勝。`);
    for (const me of [null, '0', '1', '2', '3', '4']) expect(lineFor(team, 5, me)).not.toMatch(/NaN|Seat/);

    const alone = { winner: 'renegade', winners: ['3'] };
    expect(lineFor(alone, 4, '3')).toBe('You won!');
    expect(lineFor(alone, 4, '0')).toBe('Di won.');
  });

  it('Colt Express: the richest bandit, or every bandit sharing the top rank', async () => {
    const gameover = await realGameover('colt-express', 4);
    const winners = winnersOf(gameover);
    expect((gameover as { scores: unknown[] }).scores).toHaveLength(4);
    expect(lineFor(gameover, 4, winners[0]!)).toMatch(/^You won/);
    expect(lineFor(gameover, 4, null)).toContain(names[Number(winners[0])]!);
    // A tie shares the win (same shape, two seats ranked first).
    const tie = { ...(gameover as object), winners: ['1', '2'] };
    expect(lineFor(tie, 4, null)).toBe('Bo and Cy won.');
    expect(lineFor(tie, 4, '2')).toBe('You won, together with Bo!');
    expect(lineFor(tie, 4, '0')).toBe('Bo and Cy won.');
  });

  it('reads a draw, a result it does not know, and ignores winners that are not seats', () => {
    expect(lineFor({ draw: true }, 2, '0')).toBe('It is a draw.');
    expect(lineFor(true, 2, '0')).toBe('The match is over.');
    expect(lineFor({ winner: 'outlaws' }, 4, '0')).toBe('The match is over.');
    expect(lineFor({ winners: ['7', 'x'] }, 4, null)).toBe('The match is over.');
    expect(lineFor({ winner: 1 }, 2, '1')).toBe('You won!');
  });
});

describe('room helpers', () => {
  it('keeps a remembered seat only while the server still has it taken', () => {
    const players = [{ id: 0, name: 'Ada' }, { id: 1 }];
    expect(seatStillHeld({ players }, ada)).toEqual(ada);
    expect(seatStillHeld({ players }, { ...ada, playerID: '1' })).toBeUndefined();
    // The seat was given up and someone else sat down in it.
    expect(seatStillHeld({ players }, { ...ada, playerName: 'Ann' })).toBeUndefined();
    expect(seatStillHeld({ players }, undefined)).toBeUndefined();
  });

  it('forgets a remembered seat it cannot read', () => {
    localStorage.setItem('parlor.seat.bad', '{not json');
    localStorage.setItem('parlor.seat.odd', JSON.stringify({ playerID: 0 }));
    expect(heldSeat('bad')).toBeUndefined();
    expect(heldSeat('odd')).toBeUndefined();
  });
});
