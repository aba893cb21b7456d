import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  AsideHostProvider,
  AsideTarget,
  BoardAside,
  BoardLayout,
  Card,
  createI18n,
  LONG_PRESS_MS,
  Meter,
  readerNames,
  seatSides,
  spaceHan,
  TableInfoProvider,
  TableSeat,
  useAsideSlots,
  useReaderNames,
} from '../index';

afterEach(cleanup);

const inLocale = (node: ReactNode, language: 'en' | 'zh-TW' = 'en') => render(<I18nextProvider i18n={createI18n({ language })}>{node}</I18nextProvider>);

const help = { title: 'Barrel', kind: 'Blue card', text: 'Draw! when shot at.', rulings: ['Before any Missed!'] };

describe('card help', () => {
  it('opens with a click on a card that does nothing else, large, with its text and rulings, and closes on Escape', () => {
    inLocale(
      <BoardLayout label="Board" table={<Card label="Barrel Q♠" name="Barrel" help={help} />} />,
    );
    const card = screen.getByRole('button', { name: 'Barrel Q♠' });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Barrel' });
    expect(within(dialog).getByText('Draw! when shot at.')).toBeTruthy();
    expect(within(dialog).getByText('Before any Missed!')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('keeps the keyboard while open: focus moved behind it comes back, and Escape closes it wherever the focus is', () => {
    inLocale(
      <>
        <button type="button">An answer</button>
        <BoardLayout label="Board" table={<Card label="Barrel Q♠" name="Barrel" help={help} />} />
      </>,
    );
    const card = screen.getByRole('button', { name: 'Barrel Q♠' });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Barrel' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // A prompt that opens behind the help focuses its first answer: the help takes the focus back.
    act(() => screen.getByRole('button', { name: 'An answer', hidden: true }).focus());
    expect(document.activeElement).toBe(close);
    // A key pressed where the focus ended up anyway (the page itself) still closes it.
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('plays a playable card on a click or tap, and opens its help on a long press, a right click or the ? key', () => {
    vi.useFakeTimers();
    try {
      const play = vi.fn();
      inLocale(<BoardLayout label="Board" table={<Card label="Barrel Q♠" name="Barrel" help={help} onSelect={play} playable />} />);
      const card = screen.getByRole('button', { name: 'Barrel Q♠' });
      fireEvent.click(card);
      expect(play).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).toBeNull();
      // A finger resting on the card: help, and the click that ends the press plays nothing.
      fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 10, clientY: 10 });
      act(() => void vi.advanceTimersByTime(LONG_PRESS_MS + 10));
      fireEvent.pointerUp(card);
      fireEvent.click(card);
      expect(play).toHaveBeenCalledOnce();
      expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      // A finger that moves is scrolling the hand: no help.
      fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 10, clientY: 10 });
      fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 40, clientY: 10 });
      act(() => void vi.advanceTimersByTime(LONG_PRESS_MS + 10));
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.contextMenu(card);
      expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      fireEvent.keyDown(card, { key: '?' });
      expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
      expect(card.getAttribute('aria-keyshortcuts')).toBe('?');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on a press and click on the backdrop, never on the lifting of the finger that opened it', () => {
    inLocale(<BoardLayout label="Board" table={<Card label="Barrel Q♠" name="Barrel" help={help} />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Barrel Q♠' }));
    const backdrop = document.querySelector('.pl-help__backdrop')!;
    // The click a long press's end sends lands on the backdrop, where no press began.
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a seat\'s character from its picture', () => {
    inLocale(<BoardLayout label="Board" table={<TableSeat seat="0" name="Ada" portrait={<span>A</span>} portraitHelp={{ title: 'Slab the Killer', text: 'Two Missed! to cancel.' }} />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slab the Killer' }));
    expect(screen.getByRole('dialog', { name: 'Slab the Killer' })).toBeTruthy();
  });
});

describe('TableSeat', () => {
  it('shows who holds the seat as the room says: a bot in the reader\'s language, offline, the bot standing in, the clock', () => {
    inLocale(
      <TableInfoProvider
        value={{
          me: '0',
          seats: {
            '1': { name: '機器人 2', bot: true },
            '2': { name: 'Bartholomew Featherstonehaugh', connected: false, botPlaying: true, clock: { dueAt: Date.now() + 9000, totalMs: 60_000, kind: 'grace' } },
          },
        }}
      >
        <TableSeat seat="1" />
        <TableSeat seat="2" status="responding" />
      </TableInfoProvider>,
      'zh-TW',
    );
    expect(screen.getByRole('region', { name: '機器人 2' })).toBeTruthy();
    const away = screen.getByRole('region', { name: 'Bartholomew Featherstonehaugh' });
    expect(within(away).getByRole('img', { name: '離線' })).toBeTruthy();
    expect(away.textContent).toContain('機器人代打');
    expect(within(away).getByRole('timer').textContent).toBe('0:09');
  });

  it('is itself the button that picks it when a target is asked for', () => {
    const pick = vi.fn();
    inLocale(<TableSeat seat="2" name="Chen" onPick={pick} pickLabel="Shoot at Chen" />);
    fireEvent.click(screen.getByRole('button', { name: 'Shoot at Chen' }));
    expect(pick).toHaveBeenCalledOnce();
  });

  it('is picked by a click on its picture or a card in front of it, whose help a right click still opens', () => {
    const pick = vi.fn();
    const portraitHelp = { title: 'Calamity Janet', kind: 'Character', text: 'BANG! as Missed!, and the reverse.' };
    const seat = (onPick?: () => void) => (
      <BoardLayout
        label="Board"
        table={
          <TableSeat seat="2" name="Chen" portrait={<span>CJ</span>} portraitHelp={portraitHelp} onPick={onPick} pickLabel="Shoot at Chen">
            <Card label="Barrel Q♠" name="Barrel" help={help} />
          </TableSeat>
        }
      />
    );
    const { rerender } = inLocale(seat(pick));
    fireEvent.click(screen.getByRole('button', { name: 'Barrel Q♠' }));
    fireEvent.click(screen.getByRole('button', { name: 'Calamity Janet' }));
    expect(pick).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Barrel Q♠' }));
    expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Nothing to pick: the card's click opens its help again.
    rerender(<I18nextProvider i18n={createI18n({ language: 'en' })}>{seat()}</I18nextProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Barrel Q♠' }));
    expect(screen.getByRole('dialog', { name: 'Barrel' })).toBeTruthy();
    expect(pick).toHaveBeenCalledTimes(2);
  });
});

describe('seatSides', () => {
  it('seats everyone across the top at a small table, and more up the sides the taller and fuller it is', () => {
    expect(seatSides(1, 900, 500)).toEqual({ left: 0, top: 1, right: 0 });
    expect(seatSides(2, 900, 500)).toEqual({ left: 0, top: 2, right: 0 });
    for (const [others, width, height] of [
      [7, 960, 560],
      [9, 390, 560],
      [7, 390, 560],
      [5, 500, 330],
      [9, 1046, 500],
    ] as const) {
      const sides = seatSides(others, width, height);
      expect(sides.left + sides.top + sides.right, `${others} at ${width}×${height}`).toBe(others);
      expect(sides.left).toBe(sides.right);
      expect(sides.left, `${others} at ${width}×${height}`).toBeGreaterThanOrEqual(1);
      expect(sides.top).toBeGreaterThanOrEqual(1);
    }
    // A phone held upright seats more up the sides than a laptop does.
    expect(seatSides(9, 390, 560).left).toBeGreaterThan(seatSides(9, 1046, 560).left);
  });

  it('leaves the centre room when tall seats would otherwise fill a short table', () => {
    // A phone held sideways, seven others whose seats hold many cards: with nobody on the sides
    // the top row wraps to two lines and the felt between it and the reader's seat is gone.
    const measured = { seatHeight: 135, meHeight: 45 };
    const sides = seatSides(7, 500, 330, measured);
    expect(sides.left).toBeGreaterThanOrEqual(1);
    const perLine = Math.floor((500 - 6) / 90);
    const lines = Math.ceil(sides.top / perLine);
    expect(330 - lines * 135 - 45, `${JSON.stringify(sides)} leaves the felt its height`).toBeGreaterThan(100);
  });
});

describe('Meter', () => {
  it('reads as a count out of its most, and marks a fall and a rise', () => {
    const meter = (value: number) => <Meter value={value} max={4} label={`${value} of 4 life`} />;
    const { rerender } = inLocale(meter(4));
    expect(screen.getByRole('img', { name: '4 of 4 life' }).getAttribute('data-change')).toBeNull();
    rerender(<I18nextProvider i18n={createI18n()}>{meter(3)}</I18nextProvider>);
    expect(screen.getByRole('img', { name: '3 of 4 life' }).getAttribute('data-change')).toBe('down');
    rerender(<I18nextProvider i18n={createI18n()}>{meter(4)}</I18nextProvider>);
    expect(screen.getByRole('img', { name: '4 of 4 life' }).getAttribute('data-change')).toBe('up');
  });
});

describe('reader names', () => {
  const t = createI18n().t as unknown as Parameters<typeof readerNames>[0];
  const plain = (seat: string) => ['Ada', 'Bo', 'Chen'][Number(seat)]!;

  it('names the reader\'s own seat as "you", in every grammatical place, and others by name', () => {
    const names = readerNames(t, plain, '1', 'en');
    expect([names.start('1'), names.mid('1'), names.whoseStart('1'), names.whose('1')]).toEqual(['You', 'you', 'Your', 'your']);
    expect([names.start('0'), names.mid('0'), names.whose('0')]).toEqual(['Ada', 'Ada', "Ada's"]);
    expect(names.list(['0', '2', '1'])).toBe('Ada, Chen, and you');
    expect(readerNames(t, plain, null, 'en').start('1')).toBe('Bo');
  });

  it('names bots in the reader\'s language and spaces Latin names inside Chinese', () => {
    function Line() {
      const names = useReaderNames([{ id: 0, name: 'Ada' }, { id: 1, name: 'Bot 2', bot: true }], '0');
      return <p>{`${names.start('1')}|${names.whose('0')}|${names.plain('2')}`}</p>;
    }
    inLocale(<Line />, 'zh-TW');
    expect(screen.getByText('機器人 2|你的|玩家 3')).toBeTruthy();
    expect(spaceHan('由Bot 2先開始，BANG!對你')).toBe('由 Bot 2 先開始，BANG! 對你');
    expect(spaceHan('你打出了8♠的BANG!。')).toBe('你打出了 8♠ 的 BANG!。');
  });
});

describe('asides', () => {
  it('go where the page hosts them, with their titles for its tabs, and stay in place without a host', () => {
    function Tabs() {
      return <p data-testid="tabs">{useAsideSlots().map((slot) => slot.title).join(',')}</p>;
    }
    const board = (
      <BoardLayout label="Board" table={<p>table</p>}>
        <BoardAside slot="log" title="Game log">
          <p>the log</p>
        </BoardAside>
      </BoardLayout>
    );
    inLocale(
      <AsideHostProvider>
        {board}
        <Tabs />
        <div data-testid="panel">
          <AsideTarget slot="log" />
        </div>
      </AsideHostProvider>,
    );
    expect(screen.getByTestId('tabs').textContent).toBe('Game log');
    expect(within(screen.getByTestId('panel')).getByText('the log')).toBeTruthy();
    cleanup();
    inLocale(board);
    expect(screen.getByRole('region', { name: 'Game log' }).textContent).toBe('the log');
  });
});
