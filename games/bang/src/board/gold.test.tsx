// @vitest-environment jsdom
// Gold Rush on the game's own board (GOLD-RUSH.md §G2, §G4): every seat's nuggets and black
// equipment, the market and the equipment deck, and the phase-2 actions sent by clicks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { boardPropsFor } from '@parlor/ui/testing';
import { createI18n } from '@parlor/ui';
import { BangBoard } from './board';
import { locales } from '../locales';
import { equipmentIn, given, inHand, ROLES } from '../lib/scenario.fixture';

afterEach(cleanup);

const match = () =>
  given({
    seats: ROLES[4]!.map((role, seat) => ({ role, character: 'bart_cassidy' as const, ...(seat === 0 ? { life: 3, nuggets: 3, hand: ['beer' as const, 'missed' as const] } : {}), ...(seat === 2 ? { nuggets: 1, gear: ['calumet' as const] } : {}) })),
    gold: { market: ['shot', 'pickaxe', 'gun_belt'] },
  });

function renderFor(language: 'en' | 'zh-TW', moves: Record<string, (...args: unknown[]) => void> = {}) {
  const m = match();
  const props = boardPropsFor(m, '0', moves);
  const { container } = render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { bang: locales } })}>
      <BangBoard {...props} matchData={props.ctx.playOrder.map((seat) => ({ id: Number(seat), name: `Seat ${Number(seat) + 1}` }))} />
    </I18nextProvider>,
  );
  return { m, view: within(container) };
}

describe('Gold Rush on the board', () => {
  it('shows every seat’s nuggets and black equipment, the market and the equipment deck', () => {
    const { view } = renderFor('en');
    expect(view.getAllByRole('img', { name: 'Gold nuggets: 3' }).length).toBeGreaterThan(0);
    expect(view.getAllByRole('img', { name: 'Gold nuggets: 1' }).length).toBeGreaterThan(0);
    expect(view.getAllByRole('group', { name: 'Equipment' }).length).toBe(1);
    const market = view.getAllByRole('group', { name: 'Market' })[0]!;
    expect(within(market).getAllByRole('button').length).toBeGreaterThanOrEqual(3);
    expect(view.getAllByText('Equipment deck').length).toBeGreaterThan(0);
    // 24 cards, less the market's three and the Calumet in front of seat 3.
    expect(view.getAllByText('20').length).toBeGreaterThan(0);
  });

  it('buys a market card with one way to use it by a click, and lists the others with their prices and effects', () => {
    const buyEquipment = vi.fn();
    const sellBeer = vi.fn();
    const { m, view } = renderFor('en', { buyEquipment, sellBeer });
    // The Gun Belt goes in front of its buyer, the one way to use it: a click on the card buys it.
    fireEvent.click(view.getByRole('button', { name: 'Gun Belt: Buy Gun Belt (2 nugget(s))' }));
    expect(buyEquipment).toHaveBeenCalledWith(equipmentIn(m, 'market', 'gun_belt'));
    // The Pickaxe costs more than he has: not offered. The Shot has a target to choose: in the list.
    expect(view.queryByRole('button', { name: /^Pickaxe: Buy/ })).toBeNull();
    fireEvent.click(view.getByText('Gold Rush: buy, remove, sell'));
    fireEvent.click(view.getByRole('button', { name: 'Buy Shot (1 nugget(s)): yourself' }));
    expect(buyEquipment).toHaveBeenLastCalledWith(equipmentIn(m, 'market', 'shot'), null, '0');
    fireEvent.click(view.getByRole('button', { name: 'Sell Beer 6♥ for a gold nugget' }));
    expect(sellBeer).toHaveBeenCalledWith(inHand(m, '0', 'beer'));
  });

  it('lists every equipment card in the reference beside the table', () => {
    const { view } = renderFor('en');
    for (const name of ['Shot', 'Bottle', 'Pardner', 'Rhum', 'Union Pacific', 'Calumet', 'Gun Belt', 'Horseshoe', 'Pickaxe', 'Wanted', 'Gold Pan', 'Boots', 'Lucky Charm', 'Rucksack']) {
      expect(view.getAllByRole('button', { name }).length, name).toBeGreaterThan(0);
    }
  });

  it('reads in Chinese too', () => {
    const { view } = renderFor('zh-TW');
    expect(view.getAllByRole('img', { name: '金塊：3' }).length).toBeGreaterThan(0);
  });
});
