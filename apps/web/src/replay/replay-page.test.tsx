import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { loadGame } from '@parlor/registry';
import { App } from '../app';
import { createAppI18n } from '../lib/i18n';
import type { ReplayStep } from '../lib/lobby-api';
import { holdSeat } from '../lib/seat-store';
import { fakeLobby, type FakeMatch, type FakeReplay } from '../test/fake-lobby';
import { recordMatch, type RecordedMatch } from '../test/recorded-match';
import { replayTurns } from './replay-turns';

// A real two-player Exploding Kittens match, played to its end, shown on the game's own board.
let recorded: RecordedMatch;
beforeAll(async () => {
  recorded = await recordMatch('exploding-kittens', 2, 'replay-1');
});

const players: FakeMatch['players'] = [
  { id: 0, name: 'Ada', credentials: 'secret-ada' },
  { id: 1, name: 'Bo', credentials: 'secret-bo' },
];

function replayMatch(replay: Partial<FakeReplay> = {}, extra: Partial<FakeMatch> = {}): FakeMatch {
  return { matchID: 'r1', gameName: 'exploding-kittens', players, createdAt: 1, gameover: recorded.gameover, replay: { steps: recorded.steps, ...replay }, ...extra };
}

function openReplay(match: FakeMatch | undefined, path = '/replay/exploding-kittens/r1', language: 'en' | 'zh-TW' = 'en') {
  const lobby = fakeLobby(match ? [match] : []);
  const location = memoryLocation({ path, record: true });
  render(<App i18n={createAppI18n(language)} lobby={lobby.client} location={location.hook} />);
  return { lobby, location };
}

const total = () => recorded.steps.spectator!.length - 1;
const slider = () => screen.getByRole('slider', { name: 'Move' });
const position = () => slider().getAttribute('aria-valuetext');
const board = () => document.querySelector('.replay__board') as HTMLElement;
/** The controls once the board and the replay have loaded (the board's chunk takes a while the first time). */
const loaded = () => screen.findByRole('slider', { name: 'Move' }, { timeout: 10_000 });
const winnerName = () => ['Ada', 'Bo'][Number((recorded.gameover as { winner: string }).winner)]!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the replay page', () => {
  it('shows the game’s board at the start, and steps a move at a time, by button and by key', async () => {
    const { lobby } = openReplay(replayMatch());
    expect(screen.getByText('Loading…')).toBeTruthy();
    await loaded();
    expect(lobby.api.replay).toHaveBeenCalledWith('exploding-kittens', 'r1', 'spectator', undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Replay: Exploding Kittens');
    expect(position()).toBe(`Move 0 of ${total()}`);
    // The board as a spectator sees it, with nothing played yet.
    expect(within(board()).getByRole('region', { name: 'Table' })).toBeTruthy();
    expect(within(board()).queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(screen.getByRole('log', { name: 'Game log' }).textContent).toBe('Nothing has happened yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(position()).toBe(`Move 1 of ${total()}`);
    // The log holds what the first action added.
    expect(screen.getByRole('log', { name: 'Game log' }).textContent).toBe('Bo played Shuffle.');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(position()).toBe(`Move 2 of ${total()}`);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(position()).toBe(`Move 0 of ${total()}`);
    fireEvent.change(slider(), { target: { value: '30' } });
    expect(position()).toBe(`Move 30 of ${total()}`);
    // Moves a board would make do nothing in a replay: nothing is sent anywhere.
    expect(lobby.api.replay).toHaveBeenCalledTimes(1);
  });

  it('lists the turns with whose they are, and jumps to the start of one', async () => {
    openReplay(replayMatch());
    await loaded();
    const steps = recorded.steps.spectator!;
    const thirdStarts = steps.findIndex((step) => step.state.ctx.turn === 3);
    const third = steps[thirdStarts]!.state.ctx.currentPlayer === '0' ? 'Ada' : 'Bo';
    const turn = screen.getByRole('combobox', { name: 'Jump to turn' }) as HTMLSelectElement;
    expect(turn.selectedOptions[0]!.textContent).toBe('Turn 1: Bo');
    const option = within(turn).getByRole('option', { name: `Turn 3: ${third}` }) as HTMLOptionElement;
    fireEvent.change(turn, { target: { value: option.value } });
    expect(position()).toBe(`Move ${thirdStarts} of ${total()}`);
    expect(turn.selectedOptions[0]!.textContent).toBe(`Turn 3: ${third}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(position()).toBe(`Move ${steps.findIndex((step) => step.state.ctx.turn === 4)} of ${total()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Previous turn' }));
    expect(position()).toBe(`Move ${thirdStarts} of ${total()}`);
  });

  it('shows the result at the end, and plays by itself', async () => {
    openReplay(replayMatch());
    await loaded();
    expect(screen.queryByRole('region', { name: 'Match over' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(within(screen.getByRole('region', { name: 'Match over' })).getByRole('heading').textContent).toBe(`${winnerName()} won.`);
    fireEvent.change(slider(), { target: { value: String(total() - 2) } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(position()).toBe(`Move ${total()} of ${total()}`), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Match over' })).toBeTruthy();
  });

  it('opens at the move its address names, and keeps the move in the address', async () => {
    const { location } = openReplay(replayMatch(), '/replay/exploding-kittens/r1?view=all&move=4');
    await loaded();
    expect(position()).toBe(`Move 4 of ${total()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(position()).toBe(`Move 5 of ${total()}`);
    await waitFor(() => expect(location.history.at(-1)).toBe('/replay/exploding-kittens/r1?view=all&move=5'));
    // Beyond the end: the end.
    cleanup();
    openReplay(replayMatch(), '/replay/exploding-kittens/r1?move=100000');
    await loaded();
    expect(position()).toBe(`Move ${total()} of ${total()}`);
  });

  it('keeps the board from being played: its buttons are there to read, not to press', async () => {
    openReplay(replayMatch(), '/replay/exploding-kittens/r1?view=0');
    await loaded();
    const table = screen.getByRole('group', { name: 'The table at this move' }) as HTMLFieldSetElement;
    expect(table.disabled).toBe(true);
    expect(within(table).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('switches the point of view, fetching it and keeping the move', async () => {
    const { lobby, location } = openReplay(replayMatch());
    await loaded();
    fireEvent.change(slider(), { target: { value: '5' } });
    const view = screen.getByRole('combobox', { name: 'Point of view' }) as HTMLSelectElement;
    expect([...view.options].map((option) => option.textContent)).toEqual(['Spectator', 'Everything shown', 'Ada (seat 1)', 'Bo (seat 2)']);
    expect(location.history.at(-1)).toBe('/replay/exploding-kittens/r1?move=5');
    fireEvent.change(view, { target: { value: '0' } });
    expect(location.history.at(-1)).toBe('/replay/exploding-kittens/r1?view=0&move=5');
    await waitFor(() => expect(within(board()).getByRole('group', { name: 'Your hand' })).toBeTruthy());
    expect(lobby.api.replay).toHaveBeenLastCalledWith('exploding-kittens', 'r1', '0', undefined);
    expect(position()).toBe(`Move 5 of ${total()}`);
    expect((screen.getByRole('combobox', { name: 'Point of view' }) as HTMLSelectElement).value).toBe('0');
    expect(board().getAttribute('data-view')).toBe('0');
  });

  it('opens from the seat this browser held, with its credentials, and watches instead when they no longer open it', async () => {
    holdSeat('r1', { playerID: '1', credentials: 'secret-bo', playerName: 'Bo' });
    const { lobby } = openReplay(replayMatch({ guarded: true }));
    await loaded();
    expect(lobby.api.replay).toHaveBeenCalledWith('exploding-kittens', 'r1', '1', 'secret-bo');
    expect(within(board()).getByRole('group', { name: 'Your hand' })).toBeTruthy();
    // A game that keeps its secrets: only the spectator's view and this browser's seat.
    expect([...(screen.getByRole('combobox', { name: 'Point of view' }) as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Spectator', 'Bo (you)']);
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(screen.getByRole('region', { name: 'Match over' }).textContent).toBe(winnerName() === 'Bo' ? 'You won!' : 'Ada won.');
    cleanup();

    holdSeat('r1', { playerID: '1', credentials: 'stale', playerName: 'Bo' });
    const again = openReplay(replayMatch({ guarded: true }));
    await loaded();
    await waitFor(() => expect(board().getAttribute('data-view')).toBe('spectator'));
    expect(again.location.history.at(-1)).toBe('/replay/exploding-kittens/r1?view=spectator&move=0');
    expect(within(board()).queryByRole('group', { name: 'Your hand' })).toBeNull();
  });

  it('says a seat’s view is closed when the address asks for it, and offers to watch', async () => {
    const { location } = openReplay(replayMatch({ guarded: true }), '/replay/exploding-kittens/r1?view=0');
    expect((await screen.findByRole('heading', { name: 'This point of view is not open to this browser.' }, { timeout: 10_000 })).tagName).toBe('H2');
    fireEvent.click(screen.getByRole('button', { name: 'Watch as a spectator' }));
    expect(location.history.at(-1)).toBe('/replay/exploding-kittens/r1?view=spectator&move=0');
    await loaded();
  });

  it('says when the match is still being played, with a way to its room', async () => {
    const { location } = openReplay(replayMatch({}, { gameover: undefined }));
    expect(await screen.findByRole('heading', { name: 'This match is still being played.' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the match' }));
    expect(location.history.at(-1)).toBe('/match/exploding-kittens/r1');
  });

  it('says when the rules changed so that the match cannot be replayed, and when there is no such match', async () => {
    openReplay(replayMatch({ changed: true }));
    expect(await screen.findByRole('heading', { name: 'This match cannot be replayed.' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/changed since match r1 was played/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the history' }).getAttribute('href')).toBe('/history');
    cleanup();
    openReplay(undefined);
    expect(await screen.findByRole('heading', { name: 'This match does not exist (any more).' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    openReplay(undefined, '/replay/no-such-game/r1');
    expect(await screen.findByRole('heading', { name: 'There is no game called “no-such-game”.' })).toBeTruthy();
  });

  it('notes a match played under another version of the rules', async () => {
    openReplay(replayMatch({ version: { played: '1.2.0', current: '1.3.0', same: false } }));
    await loaded();
    expect(screen.getByRole('note').textContent).toBe('Played with rules version 1.2.0; this server runs 1.3.0. The replay reproduces the stored match exactly.');
    cleanup();
    openReplay(replayMatch());
    await loaded();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('speaks Traditional Chinese, the board included', async () => {
    openReplay(replayMatch(), '/replay/exploding-kittens/r1', 'zh-TW');
    await screen.findByRole('slider', { name: '步數' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('重播：爆炸貓');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('slider', { name: '步數' }).getAttribute('aria-valuetext')).toBe(`第 1 步，共 ${total()} 步`);
    // The game's own text, added when its board loaded.
    expect(screen.getByRole('log').textContent).toMatch(/^Bo 打出.+。$/);
  });
});

describe('the turns of a replay', () => {
  const step = (turn: number, currentPlayer: string, extra: Record<string, unknown> = {}): ReplayStep => ({ state: { G: extra, ctx: { turn, currentPlayer, ...extra } as never, _stateID: 0 }, log: [] });
  const name = (seat: string) => ['Ada', 'Bo'][Number(seat)]!;

  it('start where boardgame.io’s turn changes', () => {
    expect(replayTurns([step(1, '0'), step(1, '0'), step(2, '1'), step(3, '0'), step(3, '0', { gameover: { winner: '0' } })], {}, name)).toEqual([
      { move: 0, number: 1, player: 'Ada' },
      { move: 2, number: 2, player: 'Bo' },
      { move: 3, number: 3, player: 'Ada' },
    ]);
  });

  it('and where the game’s own turn passes within one (Colt Express)', async () => {
    const { turnOf } = await loadGame('colt-express');
    expect(turnOf).toBeTypeOf('function');
    const rules = { turnOf: (state: { G: unknown }) => (state.G as { turn: string | null }).turn };
    const colt = (turn: string | null): ReplayStep => ({ state: { G: { turn }, ctx: { turn: 1, currentPlayer: '0' } as never, _stateID: 0 }, log: [] });
    expect(replayTurns([colt('0'), colt('1'), colt(null), colt('1'), colt('0')], rules as never, name)).toEqual([
      { move: 0, number: 1, player: 'Ada' },
      { move: 1, number: 2, player: 'Bo' },
      { move: 4, number: 3, player: 'Ada' },
    ]);
  });
});
