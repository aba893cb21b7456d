import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { setAutoAnswerOn } from '../lib/answer-setting';
import { fakeLobby, type FakeMatch } from '../test/fake-lobby';
import { TableFeed, tableOfMatch, type TableReport } from '../lib/table';
import { seatStillHeld } from './match-page';
import { resultLine } from '../lib/result-line';
import { RoomFrame, type RoomProps } from './room-frame';
import { ANSWER_HOLD_MS } from './auto-answer';
import { ResponsePrompt, spaceHan, TableSeat } from '@parlor/ui';
import type { Game } from 'boardgame.io';

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

interface RoomOptions {
  playerID: string | null;
  seat?: HeldSeat;
  gameover?: unknown;
  isConnected?: boolean;
  currentPlayer?: string;
  activePlayers?: Record<string, string>;
  turn?: number;
  /** The seats as the server has them (the match's matchData too); `match`'s by default. */
  players?: FakeMatch['players'];
  parlor?: FakeMatch['parlor'];
  table?: TableFeed;
  rules?: RoomProps['room']['rules'];
  Board?: RoomProps['room']['Board'];
  moves?: Record<string, (...args: unknown[]) => void>;
  setupData?: unknown;
  language?: 'en' | 'zh-TW';
}

function renderRoom(options: RoomOptions) {
  const lobby = fakeLobby([{ ...match, players: options.players ?? match.players, ...(options.parlor ? { parlor: options.parlor } : {}) }]);
  const location = memoryLocation({ path: '/match/exploding-kittens/room1', record: true });
  const sendChatMessage = vi.fn();
  const onSeatChange = vi.fn();
  const i18n = createAppI18n(options.language ?? 'en');
  const propsFor = (given: RoomOptions) =>
    ({
      G: { shown: 'hello' },
      ctx: { currentPlayer: given.currentPlayer ?? '0', gameover: given.gameover, activePlayers: given.activePlayers ?? null, playOrder: ['0', '1', '2'], numPlayers: 3, turn: given.turn ?? 1 },
      matchID: 'room1',
      playerID: given.playerID,
      isConnected: given.isConnected ?? true,
      matchData: (given.players ?? match.players).map(({ credentials: _secret, ...player }) => player),
      chatMessages: [{ id: 'c1', sender: '1', payload: 'hi all' }],
      sendChatMessage,
      moves: given.moves ?? {},
      room: {
        manifest,
        Board: given.Board ?? Board,
        seat: given.seat,
        onSeatChange,
        initialPlayers: [],
        ...(given.table ? { table: given.table } : {}),
        ...(given.rules ? { rules: given.rules } : {}),
        ...(given.setupData ? { setupData: given.setupData } : {}),
      },
    }) as unknown as BoardProps<unknown> & RoomProps;
  const tree = (given: RoomOptions) => (
    <I18nextProvider i18n={i18n}>
      <LobbyContext.Provider value={lobby.client}>
        <Router hook={location.hook}>
          <RoomFrame {...propsFor(given)} />
        </Router>
      </LobbyContext.Provider>
    </I18nextProvider>
  );
  const { rerender } = render(tree(options));
  // What the socket brings next: the seats (matchData) or any other prop.
  const update = (changes: Partial<RoomOptions>) => rerender(tree({ ...options, ...changes }));
  return { lobby, location, sendChatMessage, onSeatChange, update };
}

/** Opens a tab of the room's side panel, as a player would, and gives its panel. */
function openPanel(name: string): HTMLElement {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
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
    const seats = openPanel('Seats');
    expect(seats.textContent).toMatch(/Ada · online/);
    expect(seats.textContent).toMatch(/Bo \(you\) · offline/);
    expect(seats.textContent).toMatch(/Seat 3 free/);
    expect(screen.getByRole('status').textContent).toBe('Ada’s turn');
    expect((screen.getByRole('textbox', { name: 'Link to this match' }) as HTMLInputElement).value).toBe(`${location.origin}/match/exploding-kittens/room1`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls out an answer owed out of turn, and says so when the connection is lost', () => {
    renderRoom({ playerID: '1', seat: ada, currentPlayer: '0', activePlayers: { '1': 'nope' }, isConnected: false });
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^Your answer is needed · Ada’s turn/);
    expect(status.getAttribute('data-parlor-acting')).toBe('1');
    expect(screen.getByRole('alert').textContent).toMatch(/Connection lost/);
  });

  it('sends chat as the seat, and shows it under the sender’s name', () => {
    const { sendChatMessage } = renderRoom({ playerID: '0', seat: ada });
    const chat = openPanel('Chat');
    expect(chat.textContent).toContain('Bo: hi all');
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Message' }), { target: { value: 'hello' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(sendChatMessage).toHaveBeenCalledWith('hello');
  });

  it('closes the chat while the game says so (its chatClosed): the messages stay, nothing can be sent', () => {
    renderRoom({ playerID: '0', seat: ada, rules: { chatClosed: (G: { shown: string }) => G.shown === 'hello' } });
    const chat = openPanel('Chat');
    expect(chat.textContent).toContain('Bo: hi all');
    expect(chat.textContent).toContain('The game has closed the chat for now.');
    expect(within(chat).queryByRole('textbox')).toBeNull();
  });

  it('lets a spectator read but not write, and take a free seat', async () => {
    localStorage.setItem('parlor.name', 'Cy');
    const { lobby, onSeatChange } = renderRoom({ playerID: null });
    expect(screen.getByRole('status').textContent).toMatch(/you are watching/);
    expect(within(openPanel('Chat')).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(openPanel('Seats')).getByRole('button', { name: 'Join seat 3' }));
    await waitFor(() => expect(onSeatChange).toHaveBeenCalledWith({ playerID: '2', credentials: 'secret-room1-2', playerName: 'Cy' }));
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerName: 'Cy', playerID: '2' });
    expect(heldSeat('room1')?.playerID).toBe('2');
  });

  it('gives up the seat after asking, and goes back to the lobby', async () => {
    holdSeat('room1', ada);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { lobby, location, onSeatChange } = renderRoom({ playerID: '0', seat: ada });
    fireEvent.click(within(openPanel('Seats')).getByRole('button', { name: 'Leave this seat' }));
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

  it('links a finished match to its replay, for players and spectators, and not before the end', () => {
    renderRoom({ playerID: null, gameover: { winner: '0' } });
    const over = screen.getByRole('region', { name: 'Match over' });
    expect(within(over).getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe('/replay/exploding-kittens/room1');
    cleanup();
    renderRoom({ playerID: '0', seat: ada });
    expect(screen.queryByRole('link', { name: 'Watch the replay' })).toBeNull();
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

/** A table report for room1 as the server sends it, `serverNow` being the server's clock when it did. */
function report(startedAt: number | null, clocks: TableReport['clocks'] = [], serverNow = Date.now()): TableReport {
  return { matchID: 'room1', startedAt, timeControl: 'normal', serverNow, clocks };
}

const waitingSeats: FakeMatch['players'] = [{ id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0' }, { id: 1 }, { id: 2 }];
const waitingParlor: FakeMatch['parlor'] = { timeControl: 'normal', host: '0' };

describe('the waiting room', () => {
  it('shows the host who has joined and the free seats instead of the board, seats bots, and shows the board once the table begins', async () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: waitingParlor }));
    const { lobby, update } = renderRoom({ playerID: '0', seat: ada, players: waitingSeats, parlor: waitingParlor, table });
    // Nobody's turn yet: the header says what the match waits for.
    expect(screen.getByRole('status').textContent).toBe('Waiting for 2 more players — share the link');
    expect(screen.queryByText('board says hello')).toBeNull();
    const room = screen.getByRole('region', { name: 'Waiting for players' });
    expect(within(room).getAllByRole('listitem').map((seat) => seat.textContent)).toEqual(['Seat 1 Ada (you) · online', 'Seat 2 freeAdd a bot', 'Seat 3 freeAdd a bot']);
    expect((within(room).getByRole('textbox', { name: 'Link to this match' }) as HTMLInputElement).value).toBe(`${location.origin}/match/exploding-kittens/room1`);
    // The link is in the waiting room, not twice on the page.
    expect(screen.getAllByRole('textbox', { name: 'Link to this match' })).toHaveLength(1);

    // One bot for seat 3, then the rest.
    fireEvent.click(within(room).getByRole('button', { name: 'Add a bot to seat 3' }));
    await waitFor(() => expect(lobby.api.seatBots).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerID: '0', credentials: 'secret-room1-0', seats: ['2'] }));
    // The server tells every socket of the new seats (matchData).
    update({ players: lobby.matches.get('room1')!.players });
    expect(screen.getByRole('status').textContent).toBe('Waiting for 1 more player — share the link');
    expect(within(room).getAllByRole('listitem').map((seat) => seat.textContent)).toEqual(['Seat 1 Ada (you) · online', 'Seat 2 freeAdd a bot', 'Seat 3 Bot']);
    fireEvent.click(within(room).getByRole('button', { name: 'Fill the free seats with bots' }));
    await waitFor(() => expect(lobby.api.seatBots).toHaveBeenLastCalledWith('exploding-kittens', 'room1', { playerID: '0', credentials: 'secret-room1-0' }));
    update({ players: lobby.matches.get('room1')!.players });
    // Every seat is held; the board waits for the server to say the match began.
    expect(screen.getByRole('status').textContent).toBe('Every seat is taken: the match is beginning…');
    expect(screen.queryByText('board says hello')).toBeNull();

    act(() => table.receive(report(Date.now())));
    expect(screen.getByText('board says hello')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waiting for players' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your turn');
    expect(within(openPanel('Seats')).getAllByRole('listitem').map((seat) => seat.textContent)).toEqual([
      'Seat 1 Ada (you) · online',
      'Seat 2 Bot',
      'Seat 3 Bot',
    ]);
  });

  it('lets a visitor take a free seat or a bot’s, and offers a seated player who is not the host no bots', async () => {
    localStorage.setItem('parlor.name', 'Cy');
    const players: FakeMatch['players'] = [{ id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0' }, { id: 1, name: 'Bot 2', bot: true }, { id: 2 }];
    const table = new TableFeed('room1', tableOfMatch({ parlor: waitingParlor }));
    const { lobby, onSeatChange } = renderRoom({ playerID: null, players, parlor: waitingParlor, table });
    expect(screen.getByRole('status').textContent).toBe('Waiting for 1 more player — share the link · you are watching');
    const room = screen.getByRole('region', { name: 'Waiting for players' });
    expect(within(room).queryByRole('button', { name: /bot/i })).toBeNull();
    expect(within(room).getAllByRole('button', { name: /^Take this seat/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Take this seat (seat 2)',
      'Take this seat (seat 3)',
    ]);
    fireEvent.click(within(room).getByRole('button', { name: 'Take this seat (seat 2)' }));
    await waitFor(() => expect(onSeatChange).toHaveBeenCalledWith({ playerID: '1', credentials: 'secret-room1-1', playerName: 'Cy' }));
    expect(lobby.api.joinMatch).toHaveBeenCalledWith('exploding-kittens', 'room1', { playerName: 'Cy', playerID: '1' });
    expect(heldSeat('room1')?.playerID).toBe('1');
    cleanup();

    // Seated, but not the host: Ada may fill the seats, not Cy.
    const cy: HeldSeat = { playerID: '1', credentials: 'secret-room1-1', playerName: 'Cy' };
    renderRoom({ playerID: '1', seat: cy, players: [players[0]!, { id: 1, name: 'Cy', isConnected: true, credentials: 'secret-room1-1' }, { id: 2 }], parlor: waitingParlor, table });
    const seated = screen.getByRole('region', { name: 'Waiting for players' });
    expect(within(seated).queryByRole('button', { name: /bot/i })).toBeNull();
    expect(within(seated).queryByRole('button', { name: /Take this seat/ })).toBeNull();
    expect(seated.textContent).toContain('Ada can fill the free seats with bots.');
    expect(within(seated).getByRole('button', { name: 'Leave this seat' })).toBeTruthy();
  });

  it('says why seating bots failed, in the player’s words', async () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: waitingParlor }));
    const { lobby } = renderRoom({ playerID: '0', seat: ada, players: waitingSeats, parlor: waitingParlor, table });
    // Someone took the last seats meanwhile and the match began.
    lobby.matches.get('room1')!.parlor!.startedAt = 5;
    fireEvent.click(screen.getByRole('button', { name: 'Fill the free seats with bots' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not seat the bots. The match has begun: its seats are settled.');
  });

  it('says so when the server refuses a move because the match has not begun, until it begins', () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: waitingParlor }));
    renderRoom({ playerID: '0', seat: ada, players: waitingSeats, parlor: waitingParlor, table });
    expect(screen.queryByRole('alert')).toBeNull();
    // Another match's refusal is not this room's.
    act(() => table.refused({ event: 'update', code: 'waiting', message: 'the match has not begun', matchID: 'other' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => table.refused({ event: 'update', code: 'waiting', message: 'the match has not begun', matchID: 'room1' }));
    expect(screen.getByRole('alert').textContent).toBe('The match has not begun yet: moves count once every seat is taken.');
    act(() => table.receive(report(Date.now())));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('who acts, and what goes wrong', () => {
  // A game that plays the whole match as one boardgame.io turn (as Colt Express does): the
  // current player never changes; the module says whom it awaits and whose turn it is.
  const oneTurnRules: RoomProps['room']['rules'] = { awaited: () => ['1'], turnOf: () => '1' };

  it('names the seats the game awaits, not boardgame.io’s current player, and agrees with the board’s attribute', () => {
    const bo: HeldSeat = { ...ada, playerID: '1', playerName: 'Bo' };
    renderRoom({ playerID: '1', seat: bo, currentPlayer: '0', activePlayers: { '1': 'play' }, rules: oneTurnRules });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Your turn');
    expect(status.getAttribute('data-parlor-acting')).toBe('1');
    cleanup();
    renderRoom({ playerID: '0', seat: ada, currentPlayer: '0', activePlayers: { '1': 'play' }, rules: oneTurnRules });
    expect(screen.getByRole('status').textContent).toBe('Bo’s turn');
    cleanup();
    renderRoom({ playerID: null, currentPlayer: '0', activePlayers: { '1': 'nope', '2': 'nope' } });
    expect(screen.getByRole('status').textContent).toMatch(/^Ada’s turn · waiting for Bo and Seat 3/);
  });

  it('badges the tab’s title while the match waits for this seat, and flashes the header once it starts to', () => {
    const { update } = renderRoom({ playerID: '0', seat: ada, currentPlayer: '1' });
    expect(document.title).toBe('Exploding Kittens · Parlor');
    expect(screen.getByRole('status').hasAttribute('data-cue')).toBe(false);
    update({ currentPlayer: '0' });
    expect(document.title).toBe('● Your move · Exploding Kittens · Parlor');
    expect(screen.getByRole('status').hasAttribute('data-cue')).toBe(true);
    update({ currentPlayer: '1' });
    expect(document.title).toBe('Exploding Kittens · Parlor');
  });

  it('chimes only when the player switched the sound on', async () => {
    const started: number[] = [];
    class FakeAudio {
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void started.push(1), stop: () => undefined };
      }
      createGain() {
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    const sound = await import('../lib/sound');
    sound.setSoundOn(false);
    const { update } = renderRoom({ playerID: '0', seat: ada, currentPlayer: '1' });
    update({ currentPlayer: '0' });
    expect(started).toEqual([]);
    update({ currentPlayer: '1' });
    act(() => sound.setSoundOn(true));
    update({ currentPlayer: '0' });
    expect(started.length).toBe(2);
    sound.setSoundOn(false);
    vi.unstubAllGlobals();
  });

  it('shows every refusal of the server in words with its reason, until dismissed', () => {
    const table = new TableFeed('room1', tableOfMatch({}));
    renderRoom({ playerID: '0', seat: ada, table });
    act(() => table.refused({ event: 'update', code: 'server-error', message: 'the move playCard failed on the server', matchID: 'room1' }));
    expect(screen.getByRole('alert').textContent).toBe('The server ran into a problem with that move; try again. (the move playCard failed on the server)');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => table.refused({ event: 'chat', code: 'something-new', message: 'why', matchID: 'room1' }));
    expect(screen.getByRole('alert').textContent).toBe('The server refused that. (why)');
  });

  it('keeps the room when the board throws: says what happened, and shows the board again on request', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('a card this board does not know');
      return <p>board is back</p>;
    }
    renderRoom({ playerID: '0', seat: ada, Board: Fragile });
    const failed = screen.getByRole('alert', { name: 'The board ran into a problem' });
    expect(failed.textContent).toContain('a card this board does not know');
    expect(openPanel('Chat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Show the board again' }));
    expect(screen.getByText('board is back')).toBeTruthy();
  });
});

describe('clocks and bots during play', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  const playing: FakeMatch['players'] = [
    { id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0' },
    { id: 1, name: 'Bo', isConnected: false, credentials: 'secret-room1-1' },
    { id: 2, name: 'Cy', isConnected: true, credentials: 'secret-room1-2', botTurn: 4 },
  ];

  it('counts down every running clock on its seat and this seat’s own in the header, on the server’s time', () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: { timeControl: 'normal', host: '0', startedAt: 1 } }));
    renderRoom({ playerID: '0', seat: ada, players: playing, table, turn: 3, activePlayers: { '0': 'play', '2': 'nope' } });
    // The server's clock is an hour ahead of this machine's: what counts is how far ahead each deadline is.
    const serverNow = Date.now() + 3_600_000;
    act(() =>
      table.receive(
        report(1, [
          { seat: '0', kind: 'turn', dueAt: serverNow + 72_000 },
          { seat: '1', kind: 'grace', dueAt: serverNow + 42_000 },
          { seat: '2', kind: 'response', dueAt: serverNow + 25_000 },
        ], serverNow),
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('Your turn');
    // This seat's own clock, prominently beside whose turn it is: the same one its seat shows.
    expect(screen.getByText('1:12', { selector: '.room__clock' }).getAttribute('role')).toBe('timer');
    const seats = openPanel('Seats');
    expect(within(seats).getAllByRole('listitem').map((seat) => seat.textContent)).toEqual([
      'Seat 1 Ada (you) · online1:12 left',
      'Seat 2 Bo · offlineBack within 0:42, then the bot plays',
      'Seat 3 Cy · online0:25 left to answer',
    ]);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(within(seats).getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['0:42 left', 'Back within 0:12, then the bot plays', '0:00 left to answer']);
    expect(screen.getByText('0:42', { selector: '.room__clock' })).toBeTruthy();
  });

  it('says which seats the bot plays: a bot’s, a dropped player’s, and the rest of a turn whose time ran out', () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: { timeControl: 'normal', host: '0', startedAt: 1 } }));
    const players: FakeMatch['players'] = [
      { id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0', botTurn: 4 },
      { id: 1, name: 'Bo', isConnected: false, credentials: 'secret-room1-1', standIn: true },
      { id: 2, name: 'Bot 3', bot: true },
    ];
    const { update } = renderRoom({ playerID: '0', seat: ada, players, table, turn: 4, currentPlayer: '0' });
    const seats = openPanel('Seats');
    expect(within(seats).getAllByRole('listitem').map((seat) => seat.textContent)).toEqual([
      'Seat 1 Ada (you) · online · played by the bot',
      'Seat 2 Bo · offline · played by the bot',
      'Seat 3 Bot',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Your turn · your time ran out: the bot plays the rest of this turn');
    // The next turn is the player's own again; the bot's seat is named as a bot in the header.
    update({ turn: 5, currentPlayer: '2' });
    expect(within(seats).getAllByRole('listitem')[0]!.textContent).toBe('Seat 1 Ada (you) · online');
    expect(screen.getByRole('status').textContent).toBe('Bot 3’s turn');
    // A player the bot stands in for is told how to take the seat back.
    update({ players: [{ ...players[0]!, botTurn: undefined, standIn: true }, players[1]!, players[2]!], turn: 5, currentPlayer: '2' });
    expect(screen.getByRole('status').textContent).toBe('Bot 3’s turn · the bot is playing for you: make a move to take your seat back');
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
    expect(lineFor(team, 5, null, zhT, 'zh-TW')).toBe(spaceHan(`${new Intl.ListFormat('zh-TW', { type: 'conjunction' }).format(winnersOf(team).map((seat) => names[Number(seat)]!))} 獲勝。`));
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

describe('one clock per decision, and answers without a choice', () => {
  afterEach(() => vi.useRealTimers());

  /** A board that shows seat 1 and a prompt, as a game's board does, from what the room tells it. */
  function PromptBoard({ moves }: BoardProps<unknown>) {
    return (
      <>
        <TableSeat seat="1" />
        <ResponsePrompt title="Shot at" actions={<button type="button" onClick={() => moves.dodge!()}>Dodge</button>} />
      </>
    );
  }
  // Seat 1 is asked to answer during seat 0's turn; what it may answer with is what `options` says.
  const answering = (options: { move: string; args?: unknown[] }[], autoMoves?: NonNullable<RoomProps['room']['rules']>['autoMoves']) =>
    ({
      awaited: () => ['1'],
      turnOf: () => '0',
      game: { ai: { enumerate: () => options } } as unknown as Game,
      ...(autoMoves ? { autoMoves } : {}),
    }) as RoomProps['room']['rules'];
  const bo: HeldSeat = { playerID: '1', credentials: 'secret-room1-1', playerName: 'Bo' };
  const seated: FakeMatch['players'] = [
    { id: 0, name: 'Ada', isConnected: true, credentials: 'secret-room1-0' },
    { id: 1, name: 'Bo', isConnected: true, credentials: 'secret-room1-1' },
    { id: 2, name: 'Bot 3', bot: true },
  ];

  it('shows a decision\'s one time in the header, on the seat and in the prompt: the earliest deadline that settles it', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const table = new TableFeed('room1', tableOfMatch({ parlor: { timeControl: 'normal', host: '0', startedAt: 1 } }));
    renderRoom({ playerID: '1', seat: bo, players: seated, table, rules: answering([{ move: 'dodge' }, { move: 'takeHit' }]), Board: PromptBoard });
    // The answer's clock and the turn's, both on this seat (a Duel in its own turn would have both): the earlier one counts.
    act(() => table.receive(report(1, [{ seat: '1', kind: 'response', dueAt: Date.now() + 25_000, ms: 30_000 }, { seat: '1', kind: 'turn', dueAt: Date.now() + 70_000, ms: 90_000 }])));
    const times = screen.getAllByRole('timer').map((timer) => timer.textContent);
    expect(times).toEqual(['0:25', '0:25', '0:25 left to answer']);
  });

  it('makes a board\'s automatic answer for its seat when that clock runs out, once, and shows that clock', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const pass = vi.fn();
    const autoMoves = () => [{ playerID: '1', move: 'pass', args: [7], afterMs: 8000 }];
    const table = new TableFeed('room1', tableOfMatch({ parlor: { timeControl: 'off', host: '0', startedAt: 1 } }));
    const { update } = renderRoom({ playerID: '1', seat: bo, players: seated, table, rules: answering([{ move: 'pass', args: [7] }, { move: 'nope', args: [7] }], autoMoves), moves: { pass }, Board: PromptBoard });
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['0:08', '0:08', 'answered for you in 0:08']);
    act(() => void vi.advanceTimersByTime(5000));
    // Another seat's pass moves the state on: the same answer pending keeps its countdown.
    update({ turn: 1, moves: { pass } });
    act(() => void vi.advanceTimersByTime(2900));
    expect(pass).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(pass).toHaveBeenCalledExactlyOnceWith(7);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(pass).toHaveBeenCalledOnce();
  });

  it('answers for a seat with nothing to answer with, after the same pause as anyone, and says so in the prompt', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const takeHit = vi.fn();
    renderRoom({ playerID: '1', seat: bo, players: seated, rules: answering([{ move: 'takeHit' }]), moves: { takeHit, dodge: vi.fn() }, Board: PromptBoard });
    expect(screen.getByRole('alertdialog').textContent).toContain('your answer is made for you');
    act(() => void vi.advanceTimersByTime(ANSWER_HOLD_MS - 100));
    expect(takeHit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(takeHit).toHaveBeenCalledOnce();
  });

  it('holds a quicker answer of the player\'s until that same moment, so nobody can tell the two apart', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const dodge = vi.fn();
    renderRoom({ playerID: '1', seat: bo, players: seated, rules: answering([{ move: 'dodge' }, { move: 'takeHit' }]), moves: { dodge, takeHit: vi.fn() }, Board: PromptBoard });
    // A real choice: the prompt asks as usual.
    expect(screen.getByRole('alertdialog').textContent).not.toContain('made for you');
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Dodge' }));
    expect(dodge).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(ANSWER_HOLD_MS));
    expect(dodge).toHaveBeenCalledOnce();
  });

  it('asks as before when the player switched "answer for me" off', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.setItem('parlor.autoAnswer', 'off');
    setAutoAnswerOn(false);
    try {
      const takeHit = vi.fn();
      renderRoom({ playerID: '1', seat: bo, players: seated, rules: answering([{ move: 'takeHit' }]), moves: { takeHit }, Board: PromptBoard });
      expect(screen.getByRole('alertdialog').textContent).not.toContain('made for you');
      act(() => void vi.advanceTimersByTime(ANSWER_HOLD_MS * 3));
      expect(takeHit).not.toHaveBeenCalled();
      // And the setting is in the room's settings, for the player to switch on again.
      fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Answer for me when I cannot answer' }));
      act(() => void vi.advanceTimersByTime(ANSWER_HOLD_MS));
      expect(takeHit).toHaveBeenCalledOnce();
    } finally {
      setAutoAnswerOn(true);
    }
  });

  it('names bots in the reader\'s language, with Latin names spaced inside Chinese', () => {
    renderRoom({ playerID: '1', seat: bo, players: seated, currentPlayer: '2', language: 'zh-TW' });
    expect(screen.getByRole('status').textContent).toBe('輪到 機器人 3');
  });

  it('shows the match\'s options (the defaults too) and its clock in the waiting room', () => {
    const table = new TableFeed('room1', tableOfMatch({ parlor: waitingParlor }));
    renderRoom({ playerID: '0', seat: ada, players: waitingSeats, parlor: waitingParlor, table, setupData: { expansions: [] } });
    const options = screen.getByRole('region', { name: 'Options' });
    const clock = within(options).getByText('Normal: 0:45 per turn, 0:15 per answer');
    expect(clock).toBeTruthy();
    expect(within(options).getAllByRole('term').length).toBe(manifest.setupOptions.length + 1);
  });
});
