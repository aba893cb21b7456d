import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import * as cardStories from './card.stories';
import * as tableStories from './table.stories';
import * as promptStories from './prompts.stories';
import * as lobbyStories from './lobby.stories';
import * as handStories from './hand.stories';
import * as pileStories from './pile.stories';
import * as logStories from './game-log.stories';
import * as dockStories from './dock.stories';
import * as problemStories from './problem-panel.stories';
import * as replayStories from './replay-controls.stories';
import * as historyStories from './match-history.stories';
import type { GameManifest } from '@parlor/game-kit';
import { Card, ChatPanel, ChoiceDialog, ConnectionBanner, createI18n, formatClock, GameFilter, GameTile, MatchSeats, Pile, ResponsePrompt, RoundTable, TableInfoProvider, TableSeat, uiLocales } from '../index';

afterEach(cleanup);

const inLocale = (node: ReactNode, language: 'en' | 'zh-TW' = 'en') => render(<I18nextProvider i18n={createI18n({ language })}>{node}</I18nextProvider>);

describe('every story renders', () => {
  const all = {
    ...composeStories(cardStories),
    ...composeStories(tableStories),
    ...composeStories(promptStories),
    ...composeStories(lobbyStories),
    ...composeStories(handStories),
    ...composeStories(pileStories),
    ...composeStories(logStories),
    ...composeStories(dockStories),
    ...composeStories(problemStories),
    ...composeStories(replayStories),
    ...composeStories(historyStories),
  };
  it.each(Object.entries(all))('%s', async (_name, Story) => {
    await Story.run();
    // The story's own element sits inside the container the runner mounted.
    expect(document.body.querySelectorAll('body > div *').length).toBeGreaterThan(0);
    // The portable story runner mounts outside testing-library: what a story left (an alert,
    // buttons) must not be found by the tests below.
    document.body.replaceChildren();
  });
});

describe('Card', () => {
  it('is a pressed-state button when selectable, and a labelled image otherwise', () => {
    const onSelect = vi.fn();
    inLocale(
      <>
        <Card label="Skip" name="Skip" onSelect={onSelect} selected />
        <Card label="Nope" name="Nope" />
        <Card faceDown />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Skip' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Nope' }).textContent).toBe('Nope');
    expect(screen.getByRole('img', { name: 'Face-down card' }).textContent).toBe('');
  });

  it('leaves the name off a tiny card (its label and help carry it)', () => {
    inLocale(<Card label="Barrel Q♠" name="Barrel" corner="Q♠" size="tiny" />);
    expect(screen.getByRole('img', { name: 'Barrel Q♠' }).textContent).toBe('Q♠');
  });
});

describe('ResponsePrompt', () => {
  it('takes the focus and shows the decision\'s one clock, the same the seat shows', () => {
    inLocale(
      <TableInfoProvider value={{ me: '1', seats: { '1': { name: 'Bo', clock: { dueAt: Date.now() + 12_400, totalMs: 30_000, kind: 'response' } } } }}>
        <ResponsePrompt title="Nope it?" actions={<button type="button">Nope</button>}>
          Attack
        </ResponsePrompt>
        <TableSeat seat="1" />
      </TableInfoProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Nope it?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nope' }));
    const [bar, seat] = screen.getAllByRole('timer');
    expect(bar!.getAttribute('aria-label')).toBe('0:13 left to answer');
    expect(seat!.textContent).toBe('0:13');
  });

  it('shows no clock for a choice the player opened, nor outside a room', () => {
    inLocale(
      <TableInfoProvider value={{ me: '1', seats: { '1': { name: 'Bo', clock: { dueAt: Date.now() + 5000, totalMs: 30_000, kind: 'turn' } } } }}>
        <ResponsePrompt title="Aim at whom?" awaited={false} actions={<button type="button">Ada</button>} />
      </TableInfoProvider>,
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says the answer will be made for the seat when it holds nothing to answer with', () => {
    inLocale(
      <TableInfoProvider value={{ me: '1', autoAnswer: true, seats: {} }}>
        <ResponsePrompt title="Nope it?" actions={<button type="button">Let it happen</button>} />
      </TableInfoProvider>,
    );
    expect(screen.getByRole('alertdialog').textContent).toContain('your answer is made for you');
  });
});

describe('ChoiceDialog', () => {
  it('offers the choices, focuses the first and cancels on Escape', () => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    inLocale(
      <ChoiceDialog
        title="Choose a player"
        choices={[
          { value: 'a', label: 'Player 2' },
          { value: 'b', label: 'Player 3', disabled: true },
        ]}
        onChoose={onChoose}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a player' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Player 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Player 3' }));
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Player 2' }));
    expect(onChoose).toHaveBeenCalledWith('a');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('keeps the keyboard inside while open, lets a response prompt through, and gives the focus back when closed', () => {
    const dialog = (open: boolean) => (
      <I18nextProvider i18n={createI18n()}>
        <button type="button">Play a Favor</button>
        <ResponsePrompt title="Nope it?" actions={<button type="button">Nope</button>} />
        {open && (
          <ChoiceDialog
            title="Choose a player"
            choices={[
              { value: 'a', label: 'Player 2' },
              { value: 'b', label: 'Player 3', disabled: true },
              { value: 'c', label: 'Player 4' },
            ]}
            onChoose={() => undefined}
            onCancel={() => undefined}
          />
        )}
      </I18nextProvider>
    );
    const { rerender } = render(dialog(false));
    const opener = screen.getByRole('button', { name: 'Play a Favor' });
    opener.focus();
    rerender(dialog(true));
    const [first, last, cancel] = [screen.getByRole('button', { name: 'Player 2' }), screen.getByRole('button', { name: 'Player 4' }), screen.getByRole('button', { name: 'Cancel' })];
    expect(document.activeElement).toBe(first);

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    cancel.focus();
    const modal = screen.getByRole('dialog');
    expect(fireEvent.keyDown(modal, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(modal, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(cancel);
    // In between, Tab is the browser's own (not prevented).
    last.focus();
    expect(fireEvent.keyDown(modal, { key: 'Tab' })).toBe(true);

    // Focus that wanders off to the page behind comes back...
    act(() => opener.focus());
    expect(document.activeElement).toBe(first);
    // ...but an answer owed out of turn can always be given.
    const nope = screen.getByRole('button', { name: 'Nope' });
    act(() => nope.focus());
    expect(document.activeElement).toBe(nope);

    last.focus();
    rerender(dialog(false));
    expect(document.activeElement).toBe(opener);
  });
});

describe('text', () => {
  it('comes from the locale files, in English and Traditional Chinese', () => {
    inLocale(
      <>
        <TableSeat seat="0" name="Amy" status="out" cardCount={1} />
        <TableSeat seat="1" name="Bo" status="waiting" cardCount={1} />
        <Pile label="牌堆" count={3} />
      </>,
      'zh-TW',
    );
    expect(screen.getByText('已出局')).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 張牌' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: '牌堆：3 張' })).toBeTruthy();
  });

  it('has the same keys in every locale', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    expect(keys(uiLocales['zh-TW']).sort()).toEqual(keys(uiLocales.en).sort());
  });

  it('lays out up to ten seats around the table, the reader\'s at the bottom and the next to play at their left', () => {
    const seats = Array.from({ length: 10 }, (_, i) => ({ id: String(i), node: <span>seat {i}</span> }));
    const { container } = inLocale(<RoundTable me="3" seats={seats} center={<span>piles</span>} />);
    expect(within(container).getAllByRole('listitem')).toHaveLength(9);
    expect(container.querySelector('.pl-rt__me')!.textContent).toBe('seat 3');
    // Reading order is seating order from the reader's left: 4, 5, ... 9, 0, 1, 2.
    expect([...container.querySelectorAll('.pl-rt__seat')].map((seat) => seat.textContent)).toEqual(['seat 4', 'seat 5', 'seat 6', 'seat 7', 'seat 8', 'seat 9', 'seat 0', 'seat 1', 'seat 2']);
  });
});

const manifest: GameManifest = {
  id: 'widget-game',
  title: { en: 'Widget Game', 'zh-TW': '小工具遊戲' },
  summary: { en: 'A game for tests.', 'zh-TW': '測試用的遊戲。' },
  minPlayers: 2,
  maxPlayers: 5,
  playingTime: { min: 10, max: 20 },
  tags: ['cards', 'made-up-tag'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
};

describe('lobby widgets', () => {
  it('GameTile shows the manifest in the chosen language and opens the game', () => {
    const onSelect = vi.fn();
    inLocale(<GameTile manifest={manifest} language="zh-TW" onSelect={onSelect} />, 'zh-TW');
    const tile = screen.getByRole('article', { name: '小工具遊戲' });
    expect(tile.textContent).toContain('測試用的遊戲。');
    expect(tile.textContent).toContain('2–5 人');
    // A tag libs/ui has no text for is shown as it is.
    expect(screen.getByText('卡牌')).toBeTruthy();
    expect(screen.getByText('made-up-tag')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '玩小工具遊戲' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('GameFilter reports the text typed and the tags toggled', () => {
    const onQueryChange = vi.fn();
    const onToggleTag = vi.fn();
    inLocale(<GameFilter query="" onQueryChange={onQueryChange} tags={['cards', 'party']} selectedTags={['party']} onToggleTag={onToggleTag} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a game' }), { target: { value: 'kit' } });
    expect(onQueryChange).toHaveBeenCalledWith('kit');
    expect(screen.getByRole('button', { name: 'party' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'cards' }));
    expect(onToggleTag).toHaveBeenCalledWith('cards');
  });

  it('MatchSeats offers only free seats, and none once this browser holds a seat', () => {
    const onJoin = vi.fn();
    const seats = [{ id: '0', name: 'Ada', connected: true }, { id: '1', name: 'Lin', connected: false }, { id: '2' }];
    const { unmount } = inLocale(<MatchSeats seats={seats} onJoin={onJoin} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Join seat 3' }));
    expect(onJoin).toHaveBeenCalledWith('2');
    expect(screen.getByText(/online/)).toBeTruthy();
    expect(screen.getByText(/offline/)).toBeTruthy();
    unmount();
    inLocale(<MatchSeats seats={seats} mySeat="0" onJoin={onJoin} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('(you)')).toBeTruthy();
  });

  it('MatchSeats names bots, who the bot plays for, and offers a bot’s seat only when it is joinable', () => {
    const onJoin = vi.fn();
    const { container } = inLocale(
      <MatchSeats
        seats={[
          { id: '0', name: 'Ada', connected: false, botPlaying: true },
          { id: '1', name: 'Bot', bot: true, joinable: true },
          { id: '2', name: 'Bot', bot: true },
          { id: '3', botPlaying: true },
        ]}
        onJoin={onJoin}
        actions={(seat) => (seat.bot ? <em>extra {seat.id}</em> : null)}
      />,
    );
    const [ada, joinable, settled, free] = within(container).getAllByRole('listitem');
    expect(ada!.textContent).toBe('Seat 1 Ada · offline · played by the bot');
    expect(joinable!.textContent).toBe('Seat 2 BotJoinextra 1');
    expect(settled!.textContent).toBe('Seat 3 Botextra 2');
    expect(free!.textContent).toBe('Seat 4 free · played by the botJoin');
    expect(within(container).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Join seat 2', 'Join seat 4']);
    fireEvent.click(within(container).getByRole('button', { name: 'Join seat 2' }));
    expect(onJoin).toHaveBeenCalledWith('1');
  });

  it('MatchSeats counts down each seat’s clocks to their deadline, in either language', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const seats = [
        { id: '0', name: 'Ada', connected: true, clocks: [{ kind: 'turn' as const, dueAt: 1_000_000 + 72_000 }] },
        { id: '1', name: 'Lin', connected: false, clocks: [{ kind: 'grace' as const, dueAt: 1_000_000 + 42_000 }, { kind: 'response' as const, dueAt: 1_000_000 + 9_500 }] },
      ];
      const { unmount } = inLocale(<MatchSeats seats={seats} />);
      expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['1:12 left', 'Back within 0:42, then the bot plays', '0:10 left to answer']);
      expect(screen.getAllByRole('timer')[2]!.hasAttribute('data-urgent')).toBe(true);
      act(() => void vi.advanceTimersByTime(13_000));
      expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['0:59 left', 'Back within 0:29, then the bot plays', '0:00 left to answer']);
      unmount();
      inLocale(<MatchSeats seats={seats} />, 'zh-TW');
      expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['剩 0:59', '0:29 內回來，否則由機器人代打', '剩 0:00 可回應']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('formatClock writes seconds as a clock does', () => {
    expect([0, 9, 60, 72, 599, 3723, -4].map(formatClock)).toEqual(['0:00', '0:09', '1:00', '1:12', '9:59', '1:02:03', '0:00']);
  });

  it('ConnectionBanner alerts only while disconnected', () => {
    const { rerender } = inLocale(<ConnectionBanner connected />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <ConnectionBanner connected={false} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Reconnecting/);
  });

  it('ChatPanel sends trimmed text and clears the field; a spectator gets no field', () => {
    const onSend = vi.fn();
    const { unmount } = inLocale(<ChatPanel messages={[{ id: '1', sender: 'Ada', text: 'hi' }]} onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '  good luck  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('good luck');
    expect((field as HTMLInputElement).value).toBe('');
    unmount();
    const spectator = inLocale(<ChatPanel messages={[]} />).container;
    expect(spectator.querySelector('input')).toBeNull();
    expect(spectator.textContent).toBe('No messages yet.');
  });
});
