import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { createI18n } from './i18n';
import { nextTurnStart, previousTurnStart, REPLAY_MOVE_MS, ReplayControls, turnAt, useReplayPlayback, type ReplayControlsProps, type ReplayTurn } from './replay-controls';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inLocale = (node: ReactNode, language: 'en' | 'zh-TW' = 'en') => render(<I18nextProvider i18n={createI18n({ language })}>{node}</I18nextProvider>);

const turns: ReplayTurn[] = [
  { move: 0, number: 1, player: 'Ada' },
  { move: 4, number: 2, player: 'Bo' },
  { move: 9, number: 3, player: 'Ada' },
];
const views = [
  { value: 'spectator', label: 'Spectator' },
  { value: '0', label: 'Ada' },
];

function controls(props: Partial<ReplayControlsProps> = {}) {
  const handlers = { onMove: vi.fn(), onPlayingChange: vi.fn(), onSpeedChange: vi.fn(), onViewChange: vi.fn() };
  inLocale(<ReplayControls move={5} total={12} playing={false} speed={1} turns={turns} views={views} view="spectator" {...handlers} {...props} />);
  return handlers;
}

/** The controls with their state kept, as a page keeps it. */
function Player({ total, initial = 0 }: { total: number; initial?: number }) {
  const [move, setMove] = useState(initial);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  useReplayPlayback({ move, total, playing, speed, onMove: setMove, onPlayingChange: setPlaying });
  return <ReplayControls move={move} total={total} onMove={setMove} playing={playing} onPlayingChange={setPlaying} speed={speed} onSpeedChange={setSpeed} turns={turns} />;
}

describe('turn helpers', () => {
  it('find the turn of a move and the starts around it', () => {
    expect(turnAt(turns, 0)).toBe(0);
    expect(turnAt(turns, 5)).toBe(1);
    expect(turnAt(turns, 12)).toBe(2);
    // Within a turn, back goes to its start; at its start, to the one before.
    expect(previousTurnStart(turns, 6)).toBe(4);
    expect(previousTurnStart(turns, 4)).toBe(0);
    expect(previousTurnStart(turns, 0)).toBe(0);
    expect(nextTurnStart(turns, 4, 12)).toBe(9);
    expect(nextTurnStart(turns, 9, 12)).toBe(12);
  });
});

describe('ReplayControls', () => {
  it('steps by moves and turns, to either end, with a name on every control', () => {
    const { onMove } = controls();
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    click('Next move');
    click('Previous move');
    click('Next turn');
    click('Previous turn');
    click('Start');
    click('End');
    expect(onMove.mock.calls.map(([move]) => move)).toEqual([6, 4, 9, 4, 0, 12]);
    const slider = screen.getByRole('slider', { name: 'Move' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Move 5 of 12');
    expect(screen.getByText('Move 5 of 12')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '11' } });
    expect(onMove).toHaveBeenLastCalledWith(11);
  });

  it('jumps to a turn, changes speed and point of view', () => {
    const { onMove, onSpeedChange, onViewChange } = controls();
    const turn = screen.getByRole('combobox', { name: 'Jump to turn' }) as HTMLSelectElement;
    expect(turn.selectedOptions[0]!.textContent).toBe('Turn 2: Bo');
    fireEvent.change(turn, { target: { value: '2' } });
    expect(onMove).toHaveBeenLastCalledWith(9);
    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '4' } });
    expect(onSpeedChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(screen.getByRole('combobox', { name: 'Point of view' }), { target: { value: '0' } });
    expect(onViewChange).toHaveBeenLastCalledWith('0');
  });

  it('cannot step past either end, and plays again from the start at the end', () => {
    const { onMove, onPlayingChange } = controls({ move: 12 });
    expect((screen.getByRole('button', { name: 'Next move' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'End' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onMove).toHaveBeenCalledWith(0);
    expect(onPlayingChange).toHaveBeenCalledWith(true);
  });

  it('answers the arrow keys and Space, but not while the focus is in a field or on a button', () => {
    const { onMove, onPlayingChange } = controls();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'End' });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(onMove.mock.calls.map(([move]) => move)).toEqual([6, 4, 12]);
    expect(onPlayingChange).toHaveBeenCalledWith(true);
    onMove.mockClear();
    onPlayingChange.mockClear();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Speed' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next move' }), { key: ' ' });
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(field, { key: 'ArrowLeft' });
    field.remove();
    expect(onMove).not.toHaveBeenCalled();
    expect(onPlayingChange).not.toHaveBeenCalled();
  });

  it('leaves the keys alone when told to', () => {
    const { onMove } = controls({ keyboard: false });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('plays a move a second at 1×, faster at higher speeds, and stops at the end', () => {
    vi.useFakeTimers();
    inLocale(<Player total={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(REPLAY_MOVE_MS));
    expect(screen.getByRole('slider', { name: 'Move' }).getAttribute('aria-valuetext')).toBe('Move 1 of 3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '2' } });
    act(() => void vi.advanceTimersByTime(REPLAY_MOVE_MS / 2));
    expect(screen.getByRole('slider', { name: 'Move' }).getAttribute('aria-valuetext')).toBe('Move 2 of 3');
    act(() => void vi.advanceTimersByTime(REPLAY_MOVE_MS / 2));
    act(() => void vi.advanceTimersByTime(REPLAY_MOVE_MS));
    expect(screen.getByRole('slider', { name: 'Move' }).getAttribute('aria-valuetext')).toBe('Move 3 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('speaks Traditional Chinese', () => {
    inLocale(<ReplayControls move={1} total={2} onMove={vi.fn()} playing={false} onPlayingChange={vi.fn()} speed={0.5} onSpeedChange={vi.fn()} turns={turns} views={views} view="0" />, 'zh-TW');
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '觀看視角' })).toBeTruthy();
    expect(screen.getByText('第 1 步，共 2 步')).toBeTruthy();
  });
});
