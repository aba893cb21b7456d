// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { ColtExpressBoard } from './board';
import { completeHistory } from '@parlor/game-kit';
import { acting, everythingProps, NAMES, propsFor, serverLog, states } from './fixtures';
import { locales } from '../locales';
import { answerVersion, cardInfo, pendingOptions, type ActionOption, type Bandit } from '../index';
import { given } from '../lib/scenario.fixture';

afterEach(cleanup);

const show = (props: ReturnType<typeof propsFor>, language: 'en' | 'zh-TW' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { 'colt-express': locales } })}>
      <ColtExpressBoard {...props} />
    </I18nextProvider>,
  );

const spyMoves = () => ({ play: vi.fn(), draw: vi.fn(), resolve: vi.fn(), discardBullets: vi.fn(), keep: vi.fn(), place: vi.fn() });

/** A seat the match is not waiting for. */
const bystander = (match: ReturnType<typeof states.scheming>) => match.ctx.playOrder.find((seat) => !acting(match).includes(seat))!;

const handOf = (match: ReturnType<typeof states.scheming>, seat: string) => match.G.zones[`hand:${seat}`]!;

/** A seat at the table, as `me` reads it: "Your seat: Ben" for his own, the name for the others. */
const seatOf = (seat: string, me: string | null) => screen.getByRole('region', { name: seat === me ? `Your seat: ${NAMES[Number(seat)]}` : NAMES[Number(seat)] });

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    // A canvas of its own, taken away afterwards: the story stays mounted otherwise.
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      await Story.run({ canvasElement });
      // In the story's language (some are in Traditional Chinese).
      expect(within(canvasElement).getByRole('region', { name: /^(Colt Express|科特快車)$/ })).toBeTruthy();
      expect(within(canvasElement).getByRole('region', { name: /^(The train|火車)$/ })).toBeTruthy();
    } finally {
      canvasElement.remove();
    }
  });

  it('draws the train from the caboose to the locomotive, with the Marshal and the loot', () => {
    const match = states.stealing();
    show(propsFor(match, '0'));
    const train = screen.getByRole('region', { name: 'The train' });
    // Wide enough a table (jsdom measures nothing): caboose first, locomotive last.
    const cars = within(train).getAllByRole('listitem').filter((item) => item.classList.contains('ce-unit'));
    expect(cars).toHaveLength(match.G.train.length);
    expect(cars[0]!.getAttribute('aria-label')).toBe('Caboose');
    expect(cars.at(-1)!.getAttribute('aria-label')).toBe('Locomotive');
    const marshal = within(train).getByRole('group', { name: match.G.marshal === match.G.train.length - 1 ? 'Inside the locomotive' : `Inside car ${match.G.marshal + 1}` });
    expect(within(marshal).getByRole('button', { name: 'Marshal' })).toBeTruthy();
    for (const [bandit, state] of Object.entries(match.G.bandits)) {
      const level = within(train).getByRole('group', { name: `${state!.level === 'roof' ? 'Roof of' : 'Inside'} ${state!.unit === 0 ? 'the caboose' : state!.unit === match.G.train.length - 1 ? 'the locomotive' : `car ${state!.unit + 1}`}` });
      // Each pawn is named by its player and bandit, and opens the bandit's help.
      expect(within(level).getByRole('button', { name: `${NAMES[Number(state!.seat)]} (${locales.en.character[bandit as Bandit].name})` })).toBeTruthy();
    }
    // The loot lying on each level, by kind and count.
    match.G.train.forEach((unit, index) => {
      const inside = within(train).getByRole('group', { name: index === 0 ? 'Inside the caboose' : index === match.G.train.length - 1 ? 'Inside the locomotive' : `Inside car ${index + 1}` });
      if (unit.inside.jewels > 0) expect(within(inside).getByRole('button', { name: `${unit.inside.jewels} jewel${unit.inside.jewels > 1 ? 's' : ''}` })).toBeTruthy();
      if (unit.inside.purses > 0) expect(within(inside).getByRole('button', { name: `${unit.inside.purses} purse${unit.inside.purses > 1 ? 's' : ''}` })).toBeTruthy();
    });
  });

  it('plays a card without a target in one click in Schemin’, and draws three', () => {
    const match = states.scheming();
    const seat = acting(match)[0]!;
    const moves = spyMoves();
    show(propsFor(match, seat, moves));
    const prompt = screen.getByRole('alertdialog', { name: 'Your turn: play a card or draw' });
    const card = handOf(match, seat).find((id) => cardInfo(id).type === 'action')!;
    const info = cardInfo(card) as { bandit: Bandit; action: 'move' };
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getAllByRole('button', { name: `${locales.en.action[info.action].name}, ${locales.en.character[info.bandit].name}` })[0]!);
    expect(moves.play).toHaveBeenCalledTimes(1);
    expect(cardInfo(moves.play.mock.calls[0]![0] as string)).toEqual(info);
    expect(moves.play.mock.calls[0]).toHaveLength(1);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Draw 3 cards' }));
    expect(moves.draw).toHaveBeenCalledOnce();
  });

  it('plays exactly the card clicked, for every card of the hand', () => {
    const match = states.scheming();
    const seat = acting(match)[0]!;
    const moves = spyMoves();
    show(propsFor(match, seat, moves));
    const buttons = within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');
    const actions = handOf(match, seat).filter((id) => cardInfo(id).type === 'action');
    expect(buttons).toHaveLength(actions.length);
    buttons.forEach((button) => fireEvent.click(button));
    expect(moves.play.mock.calls.map(([card]) => card)).toEqual(actions);
  });

  it('lets Ghost play face down on the first turn', () => {
    const match = states.ghostFirstTurn();
    const seat = acting(match)[0]!;
    const moves = spyMoves();
    show(propsFor(match, seat, moves));
    const toggle = screen.getByRole('button', { name: "Play Ghost's card face down" });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const card = handOf(match, seat).find((id) => cardInfo(id).type === 'action')!;
    const info = cardInfo(card) as { action: 'move' };
    fireEvent.click(within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button', { name: `${locales.en.action[info.action].name}, Ghost` })[0]!);
    expect(moves.play).toHaveBeenCalledWith(card, true);
  });

  it('offers no face-down play outside Ghost’s first turn', () => {
    const match = states.scheming();
    show(propsFor(match, acting(match)[0]!, spyMoves()));
    expect(screen.queryByRole('button', { name: "Play Ghost's card face down" })).toBeNull();
  });

  it('shows other seats’ face-down pile cards as backs, and mine face up to me only', () => {
    const match = states.tunnel();
    const seat = acting(match)[0]!;
    show(propsFor(match, seat, spyMoves()));
    const prompt = screen.getByRole('alertdialog', { name: 'Your turn: play a card or draw' });
    expect(prompt.textContent).toContain('Tunnel: cards go face down.');
    const pile = screen.getByRole('region', { name: 'Common pile' });
    match.G.zones.pile!.forEach((card, i) => {
      const info = cardInfo(card) as { bandit: Bandit; action: 'move' };
      const bandit = locales.en.character[info.bandit].name;
      const action = locales.en.action[info.action].name;
      const own = match.G.bandits[info.bandit]!.seat === seat;
      if (!match.G.faceDown[i]) expect(within(pile).getAllByRole('button', { name: `${action}, ${bandit}` }).length).toBeGreaterThan(0);
      else if (own) expect(within(pile).getAllByRole('button', { name: `${action}, ${bandit}, face down` }).length).toBeGreaterThan(0);
      else expect(within(pile).getAllByRole('img', { name: `Face-down card of ${bandit}` }).length).toBeGreaterThan(0);
    });
    const hidden = match.G.zones.pile!.filter((card, i) => match.G.faceDown[i] && match.G.bandits[(cardInfo(card) as { bandit: Bandit }).bandit]!.seat !== seat);
    expect(hidden.length).toBeGreaterThan(0);
    expect(within(pile).getAllByRole('img', { name: /^Face-down card of/ })).toHaveLength(hidden.length);
  });

  it('asks a Punch one question at a time, whom, what he loses, where he lands, and resolves what was chosen', () => {
    // Cheyenne may punch Doc (a purse she may drop or take, a jewel) or Ghost (nothing to lose), into car 2 or 4.
    const match = given({
      seats: [{ ghost: { at: 'in(2)' } }, { doc: { at: 'in(2)', purses: [300], jewels: 1 } }, { cheyenne: { at: 'in(2)' } }, { django: { at: 'roof(0)' } }],
      pile: ['cheyenne.punch'],
    });
    const seat = '2';
    const options = pendingOptions(match.view(seat));
    const distinct = <T,>(values: T[]) => values.filter((value, i) => values.findIndex((other) => JSON.stringify(other) === JSON.stringify(value)) === i);
    const targets = distinct(options.map((option) => option.target!));
    expect(targets).toEqual(['ghost', 'doc']);
    expect(options).toHaveLength(2 + 3 * 2);
    for (const option of options) {
      cleanup();
      const moves = spyMoves();
      show(propsFor(match, seat, moves));
      const prompt = () => screen.getByRole('alertdialog', { name: 'Your Punch (Cheyenne)' });
      const buttons = () => within(prompt()).getAllByRole('button').filter((button) => button.textContent !== 'Choose again');
      // Each victim by his player and bandit.
      const who = (target: Bandit) => `${NAMES[Number(match.G.bandits[target]!.seat)]} (${locales.en.character[target].name})`;
      if (targets.length > 1) {
        // First only the victims.
        expect(within(prompt()).getByText(/^Whom do you punch\?/)).toBeTruthy();
        expect(buttons().map((button) => button.textContent)).toEqual(targets.map((target) => `Punch ${who(target)}`));
        fireEvent.click(buttons()[targets.indexOf(option.target!)]!);
      }
      const victim = locales.en.character[option.target!].name;
      const ofTarget = options.filter((each) => each.target === option.target);
      const losses = distinct(ofTarget.map((each) => ({ loot: each.loot ?? null, keep: each.keep ?? false })));
      if (losses.length > 1) {
        expect(within(prompt()).getByText(`What does ${who(option.target!)} lose?`)).toBeTruthy();
        expect(buttons()).toHaveLength(losses.length);
        const loss = losses.findIndex((each) => each.loot === (option.loot ?? null) && each.keep === (option.keep ?? false));
        const label = option.keep ? `Take ${locales.en.lootOne[option.loot!]} from ${victim}` : `${victim} drops ${locales.en.lootOne[option.loot!]}`;
        expect(buttons()[loss]!.textContent).toBe(label);
        fireEvent.click(buttons()[loss]!);
      }
      // Last, where the victim is knocked to (asked only when there is a choice).
      const landings = ofTarget.filter((each) => (each.loot ?? null) === (option.loot ?? null) && (each.keep ?? false) === (option.keep ?? false));
      expect(landings.length).toBeGreaterThan(1);
      expect(within(prompt()).getByText(new RegExp(`^Where is ${who(option.target!).replace(/[()]/g, '\\$&')} knocked to\\?`))).toBeTruthy();
      expect(buttons()).toHaveLength(landings.length);
      expect(buttons().every((button) => button.textContent!.startsWith('Knock into '))).toBe(true);
      fireEvent.click(buttons()[landings.indexOf(option)]!);
      expect(moves.resolve.mock.calls).toEqual([[option]]);
    }
  });

  it('starts a Punch’s questions over on “Choose again”', () => {
    const match = states.stealing();
    const seat = acting(match)[0]!;
    show(propsFor(match, seat, spyMoves()));
    const prompt = screen.getByRole('alertdialog', { name: /^Your Punch \(.*\)$/ });
    const first = within(prompt).getByText(/^(Whom do you punch\?|What does .* lose\?)/).textContent;
    expect(within(prompt).queryByRole('button', { name: 'Choose again' })).toBeNull();
    fireEvent.click(within(prompt).getAllByRole('button')[0]!);
    expect(within(prompt).queryByText(first!)).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Choose again' }));
    expect(within(prompt).getByText(first!)).toBeTruthy();
  });

  it('resolves other Stealin’ cards with the option of the button pressed', () => {
    const match = given({ seats: [{ ghost: { at: 'roof(0)' } }, { doc: { at: 'in(1)' } }, { cheyenne: { at: 'in(0)' } }, { django: { at: 'in(1)' } }], pile: ['ghost.move'] });
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    const prompt = screen.getByRole('alertdialog', { name: 'Your Move (Ghost)' });
    const options: ActionOption[] = pendingOptions(match.G);
    const buttons = within(prompt).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Move to car 2', 'Move to car 3', 'Move to car 4']);
    buttons.forEach((button) => fireEvent.click(button));
    expect(moves.resolve.mock.calls).toEqual(options.map((option) => [option]));
  });

  it('turns a face-down card over for everyone when it comes up, and prompts only its owner', () => {
    const match = states.stealingFaceDown();
    const seat = bystander(match);
    show(propsFor(match, seat, spyMoves()));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const head = within(screen.getByRole('region', { name: 'Common pile' })).getAllByRole('listitem')[0]!;
    const card = head.querySelector('.pl-card')!;
    expect(card.getAttribute('aria-label')).not.toMatch(/^Face-down card of /);
    const [bandit, action] = match.G.zones['pile']![0]!.split('.') as ['ghost', 'move'];
    expect(card.getAttribute('aria-label')).toBe(`${locales.en.action[action].name}, ${locales.en.character[bandit].name}`);
    expect(within(screen.getByRole('group', { name: 'Your hand' })).queryAllByRole('button')).toHaveLength(0);
  });

  it('asks each 2-player seat which bandit starts in the caboose', () => {
    const match = states.placing();
    const moves = spyMoves();
    show(propsFor(match, '1', moves));
    const [first, second] = match.G.seats['1']!;
    const prompt = screen.getByRole('alertdialog', { name: 'Who starts in the caboose?' });
    fireEvent.click(within(prompt).getByRole('button', { name: `${locales.en.character[second!].name} in the caboose` }));
    expect(moves.place).toHaveBeenCalledWith(answerVersion(match.G), second);
    expect(first).not.toBe(second);
  });

  it('discards the bullet cards selected, or none', () => {
    const match = states.discarding();
    const seat = acting(match)[0]!;
    const moves = spyMoves();
    show(propsFor(match, seat, moves));
    const bullets = handOf(match, seat).filter((id) => cardInfo(id).type !== 'action');
    const hand = screen.getByRole('group', { name: 'Your hand' });
    // Only the bullet cards can be chosen (pressed); the others open their help.
    const choices = within(hand).getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    expect(choices).toHaveLength(bullets.length);
    expect(choices.map((button) => button.getAttribute('data-card-id'))).toEqual(bullets);
    fireEvent.click(choices[0]!);
    expect(choices[0]!.getAttribute('aria-pressed')).toBe('true');
    const prompt = screen.getByRole('alertdialog', { name: 'Discard bullet cards?' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard 1 card' }));
    expect(moves.discardBullets).toHaveBeenLastCalledWith(answerVersion(match.G), [bullets[0]]);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Keep them all' }));
    expect(moves.discardBullets).toHaveBeenLastCalledWith(answerVersion(match.G), []);
  });

  it('keeps the cards selected at the end of Schemin’', () => {
    const match = states.keeping();
    const moves = spyMoves();
    show(propsFor(match, '0', moves));
    const hand = handOf(match, '0');
    const choices = within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');
    expect(choices).toHaveLength(hand.length);
    fireEvent.click(choices[0]!);
    fireEvent.click(choices.at(-1)!);
    fireEvent.click(choices[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Keep 1 card' }));
    expect(moves.keep).toHaveBeenCalledWith(answerVersion(match.G), [hand.at(-1)]);
  });

  it('shows a spectator the table but no hand and no prompt: nothing to press but help', () => {
    const match = states.stealing();
    const moves = spyMoves();
    show(propsFor(match, null, moves));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    // Every button opens card help (cards, pawns, loot, bandits): none picks or plays anything.
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.getAttribute('aria-haspopup'), button.getAttribute('aria-label') ?? '').toBe('dialog');
    expect(document.querySelector('[data-pickable]')).toBeNull();
    for (const button of buttons) {
      fireEvent.click(button);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    }
    for (const move of Object.values(moves)) expect(move).not.toHaveBeenCalled();
    expect(screen.getByText('You are watching.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Common pile' })).toBeTruthy();
    // A spectator still reads the newest line at the bottom.
    expect(document.querySelector('[data-parlor-dock] [data-parlor-latest]')).toBeTruthy();
  });

  it('never shows the purse values of another seat’s bandits, even if they reached the board', () => {
    const match = states.gameOver();
    const props = propsFor(match, '1');
    // The unfiltered state, every purse value in it: the board must still keep them to their owner.
    show({ ...props, G: match.G });
    for (const seat of match.ctx.playOrder) {
      const panel = seatOf(seat, '1');
      const worth = within(panel).queryByText(/^Loot \$/);
      if (seat === '1') expect(worth).toBeTruthy();
      else expect(worth).toBeNull();
      // A seat's purse help tells the values to their holder only.
      const purse = within(panel).queryByRole('button', { name: /purses?$/ });
      if (purse) {
        fireEvent.click(purse);
        const help = screen.getByRole('dialog');
        if (seat === '1') expect(within(help).getByText(/^Purses: \$/)).toBeTruthy();
        else expect(within(help).queryByText(/^Purses: /)).toBeNull();
        fireEvent.keyDown(help, { key: 'Escape' });
      }
    }
  });

  it('shows my own purse values', () => {
    const match = states.scheming();
    const seat = acting(match)[0]!;
    show(propsFor(match, seat));
    const bandit = match.G.seats[seat]![0]!;
    const values = match.G.purseValues.bandits[bandit]!;
    expect(values.length).toBeGreaterThan(0);
    const panel = seatOf(seat, seat);
    const worth = values.reduce((sum, value) => sum + value, 0) + match.G.bandits[bandit]!.loot.jewels * 500 + match.G.bandits[bandit]!.loot.strongboxes * 1000;
    expect(within(panel).getByText(`Loot $${worth.toLocaleString('en-US')}`)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: /purses?$/ }));
    expect(within(screen.getByRole('dialog')).getByText(`Purses: ${values.map((value) => `$${value}`).join(', ')}`)).toBeTruthy();
  });

  it('shows a seat that does not act its hand without moves, and the others’ hands as counts', () => {
    const match = states.scheming();
    const seat = bystander(match);
    const moves = spyMoves();
    show(propsFor(match, seat, moves));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    // Each card opens its help, and plays nothing.
    const cards = within(hand).getAllByRole('button');
    expect(cards).toHaveLength(handOf(match, seat).length);
    for (const card of cards) {
      expect(card.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(card);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    }
    expect(moves.play).not.toHaveBeenCalled();
    for (const other of match.ctx.playOrder.filter((each) => each !== seat)) {
      expect(within(seatOf(other, seat)).getByRole('img', { name: `${handOf(match, other).length} cards` })).toBeTruthy();
    }
  });

  it('ends with the result on the table: each seat’s total, the Gunslingers, the winners marked, the score table in the centre', () => {
    const match = states.gameOver();
    show(propsFor(match, '0'));
    const table = within(screen.getByRole('region', { name: 'The table' })).getByRole('table', { name: 'Final scores' });
    const rows = within(table).getAllByRole('row').slice(1);
    const result = match.G.result!;
    expect(rows).toHaveLength(result.scores.length);
    expect(rows[0]!.textContent).toContain(`$${result.scores[0]!.total.toLocaleString('en-US')}`);
    for (const score of result.scores) {
      const seat = seatOf(score.seat, '0');
      expect(within(seat).getByText(`$${score.total.toLocaleString('en-US')}`)).toBeTruthy();
      expect(within(seat).queryByRole('img', { name: 'Winner' }) !== null).toBe(score.rank === 1);
      expect(within(seat).queryByRole('img', { name: 'Gunslinger: +$1,000' }) !== null).toBe(score.gunslinger);
    }
    expect(result.scores.some((score) => score.gunslinger)).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Game over/);
  });

  it('logs the whole match, newest last, and repeats the newest line in the Dock', () => {
    const match = states.longLog();
    show(propsFor(match, '0'));
    const entries = completeHistory(serverLog(match), match.G.history);
    // Far more than G keeps: the lines the server stored with each action come first.
    expect(entries.length).toBeGreaterThan(match.G.history.length + 100);
    expect(entries.map((entry) => entry.n)).toEqual(entries.map((_, i) => i));
    const lines = within(screen.getByRole('region', { name: 'Game log' })).getAllByRole('listitem');
    expect(lines).toHaveLength(entries.length);
    expect(lines.at(-1)!.hasAttribute('data-parlor-newest')).toBe(true);
    const dock = document.querySelector('[data-parlor-dock]')!;
    expect(dock.querySelector('[data-parlor-latest]')!.textContent).toBe(lines.at(-1)!.textContent);
  });

  it('says in the log who played a face-down card, not what', () => {
    const match = states.scheming();
    show(propsFor(match, '1'));
    // The last turn was a tunnel: the log tells who played, not what.
    const newest = match.G.history.at(-1)!;
    expect(newest).toMatchObject({ kind: 'played', action: null });
    const { bandit, seat } = newest as { bandit: Bandit; seat: string };
    const lines = within(screen.getByRole('region', { name: 'Game log' })).getAllByRole('listitem');
    const who = seat === '1' ? 'You' : ['Amy', 'Ben', 'Chen', 'Dana'][Number(seat)];
    expect(lines.at(-1)!.textContent).toBe(`${who} (${locales.en.character[bandit].name}) played a card face down.`);
  });

  it('speaks Traditional Chinese', () => {
    const match = states.stealing();
    show(propsFor(match, acting(match)[0]!), 'zh-TW');
    expect(screen.getByRole('region', { name: '科特快車' })).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: /^你的拳擊（.+）$/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: '火車' })).toBeTruthy();
  });

  it('says in the log which way a Change Floor went', () => {
    const match = given({ seats: [{ ghost: { at: 'in(0)' } }, { doc: { at: 'in(1)' } }, { cheyenne: { at: 'in(0)' } }, { django: { at: 'in(1)' } }], pile: ['ghost.changeFloor', 'doc.move'] });
    show(propsFor(match, '2'));
    expect(within(screen.getByRole('region', { name: 'Game log' })).getByText('Amy (Ghost) climbed onto the roof of the caboose.')).toBeTruthy();
    cleanup();
    show(propsFor(match, '0'));
    expect(within(screen.getByRole('region', { name: 'Game log' })).getByText('You (Ghost) climbed onto the roof of the caboose.')).toBeTruthy();
  });

  it.each([
    ['scheming', 'scheme'],
    ['placing', 'place'],
    ['discarding', 'discard'],
    ['keeping', 'keep'],
    ['stealing', 'resolve-punch'],
    ['punchLoot', 'resolve-punch'],
    ['stealingMove', 'resolve-move'],
    ['stealingFire', 'resolve-fire'],
    ['stealingMarshal', 'resolve-marshal'],
    ['stealingRobbery', 'resolve-robbery'],
  ] as const)('puts the %s prompt in the Dock above the hand, marked data-parlor-prompt="%s", its buttons inside it', (state, kind) => {
    const match = states[state]();
    show(propsFor(match, acting(match)[0]!, spyMoves()));
    const prompt = document.querySelector(`[data-parlor-prompt="${kind}"]`)!;
    expect(prompt).toBeTruthy();
    expect(within(prompt as HTMLElement).getAllByRole('button').length).toBeGreaterThan(0);
    const dock = prompt.closest('[data-parlor-dock]')!;
    expect(dock).toBeTruthy();
    const hand = dock.querySelector('[data-parlor-hand]')!;
    // The prompt comes first, the hand it is answered with under it: nothing covers the hand.
    expect(prompt.compareDocumentPosition(hand) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll('[data-parlor-prompt]')).toHaveLength(1);
  });

  it('names in the status line the seats the match waits for, the same from every seat and a spectator, never boardgame.io’s current player', () => {
    const match = states.scheming();
    const [seat] = acting(match);
    // The whole match is one boardgame.io turn: its current player is not who acts.
    expect(seat).not.toBe(match.ctx.currentPlayer);
    const actor = ['Amy', 'Ben', 'Chen', 'Dana'][Number(seat)];
    for (const viewer of [...match.ctx.playOrder, null]) {
      cleanup();
      show(propsFor(match, viewer));
      const status = document.querySelector('[data-parlor-acting]')!;
      expect(status.getAttribute('data-parlor-acting')).toBe(seat);
      expect(status.textContent).toMatch(viewer === seat ? /· Your turn$/ : new RegExp(`· Waiting for ${actor}$`));
    }
  });

  it('tells a seat of a simultaneous choice that it must answer, and whom else the match waits for', () => {
    const match = states.keeping();
    expect(acting(match)).toEqual(['0', '1', '2']);
    show(propsFor(match, '1'));
    expect(screen.getByRole('status').textContent).toMatch(/· Your turn · also waiting for Amy and Chen$/);
    expect(screen.getByRole('status').getAttribute('data-parlor-acting')).toBe('0,1,2');
    cleanup();
    show(propsFor(match, null));
    // Joined as every list of seats is (libs/ui's reader names, the room header's too).
    expect(screen.getByRole('status').textContent).toMatch(/· Waiting for Amy, Ben, and Chen$/);
    cleanup();
    show(propsFor(match, '1'), 'zh-TW');
    expect(screen.getByRole('status').textContent).toMatch(/輪到你了 · 也在等待 Amy 和 Chen$/);
  });

  it('gives every reader the final scores on the table once the match is over, and no hand or prompt', () => {
    const match = states.gameOver();
    // Each row names its seat; the reader's own is marked "(you)" (libs/ui's reader names), a spectator's none.
    const rowNames = () => [...document.querySelectorAll('.ce-result__name')].map((name) => name.textContent);
    show(propsFor(match, null));
    expect(screen.getByRole('table', { name: 'Final scores' })).toBeTruthy();
    expect(document.querySelector('[data-parlor-dock] [data-parlor-latest]')).toBeTruthy();
    expect(rowNames().sort()).toEqual(match.G.result!.scores.map((score) => NAMES[Number(score.seat)]).sort());
    cleanup();
    const winner = match.G.result!.winners[0]!;
    show(propsFor(match, winner));
    const dock = document.querySelector('[data-parlor-dock]') as HTMLElement;
    expect(screen.getByRole('table', { name: 'Final scores' })).toBeTruthy();
    expect(rowNames().filter((name) => name!.includes('(you)'))).toEqual([`${NAMES[Number(winner)]} (you)`]);
    expect(within(dock).queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(document.querySelector('[data-parlor-prompt]')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Game over: you (are the richest bandit!|share the victory with .+\.)$/);
    expect(screen.getByRole('status').getAttribute('data-parlor-acting')).toBe('');
  });

  it('gives the cards the viewer knows their id, and never a card it only sees the back of', () => {
    const match = states.tunnel();
    const seat = acting(match)[0]!;
    show(propsFor(match, seat));
    const hand = screen.getByRole('group', { name: 'Your hand' });
    expect([...hand.querySelectorAll('.pl-card')].map((card) => card.getAttribute('data-card-id'))).toEqual(handOf(match, seat));
    const pile = screen.getByRole('region', { name: 'Common pile' });
    const backs = within(pile).getAllByRole('img', { name: /^Face-down card of/ });
    expect(backs.length).toBeGreaterThan(0);
    for (const back of backs) expect(back.hasAttribute('data-card-id')).toBe(false);
  });


  describe('picking on the table', () => {
    // Ghost inside car 2 may fire at Doc (inside the caboose) or Cheyenne (inside car 3); Django is out of reach.
    const fireScene = () => given({ seats: [{ ghost: { at: 'in(1)' } }, { doc: { at: 'in(0)' } }, { cheyenne: { at: 'in(2)' } }, { django: { at: 'roof(3)' } }], pile: ['ghost.fire'] });

    it('lists only the legal targets, and picks one by clicking its seat', () => {
      const match = fireScene();
      expect(pendingOptions(match.G)).toEqual([{ target: 'doc' }, { target: 'cheyenne' }]);
      const moves = spyMoves();
      show(propsFor(match, '0', moves));
      const prompt = screen.getByRole('alertdialog', { name: 'Your Fire (Ghost)' });
      expect(within(prompt).getAllByRole('button').map((button) => button.textContent)).toEqual(['Fire at Ben (Doc)', 'Fire at Chen (Cheyenne)']);
      // Only the seats of legal targets are buttons that pick.
      expect(within(seatOf('3', '0')).queryByRole('button', { name: /^Fire at/ })).toBeNull();
      expect(seatOf('3', '0').hasAttribute('data-pickable')).toBe(false);
      fireEvent.click(within(seatOf('1', '0')).getByRole('button', { name: 'Fire at Ben (Doc)' }));
      expect(moves.resolve.mock.calls).toEqual([[{ target: 'doc' }]]);
    });

    it('picks a target by clicking its bandit in the train', () => {
      const match = fireScene();
      const moves = spyMoves();
      show(propsFor(match, '0', moves));
      const train = screen.getByRole('region', { name: 'The train' });
      fireEvent.click(within(train).getByRole('button', { name: 'Fire at Chen (Cheyenne)' }));
      expect(moves.resolve.mock.calls).toEqual([[{ target: 'cheyenne' }]]);
      // Django is no target: his pawn only opens his help.
      expect(within(train).getByRole('button', { name: 'Dana (Django)' }).getAttribute('aria-haspopup')).toBe('dialog');
    });

    it('picks a Punch’s victim by clicking his seat, then asks what he loses', () => {
      const match = given({
        seats: [{ ghost: { at: 'in(2)' } }, { doc: { at: 'in(2)', purses: [300], jewels: 1 } }, { cheyenne: { at: 'in(2)' } }, { django: { at: 'roof(0)' } }],
        pile: ['cheyenne.punch'],
      });
      const moves = spyMoves();
      show(propsFor(match, '2', moves));
      fireEvent.click(within(seatOf('1', '2')).getByRole('button', { name: 'Punch Ben (Doc)' }));
      expect(moves.resolve).not.toHaveBeenCalled();
      const prompt = screen.getByRole('alertdialog', { name: 'Your Punch (Cheyenne)' });
      expect(within(prompt).getByText('What does Ben (Doc) lose?')).toBeTruthy();
      // The question moved on: no seat picks any more, and "Choose again" goes back.
      expect(document.querySelector('.pl-tseat__pick')).toBeNull();
      fireEvent.click(within(prompt).getByRole('button', { name: 'Choose again' }));
      expect(within(prompt).getByText(/^Whom do you punch\?/)).toBeTruthy();
    });

    it('resolves a Punch at once when the victim chosen leaves one way to do it', () => {
      // Ghost has no loot and can only be knocked toward the locomotive (he stands in the caboose).
      const match = given({ seats: [{ ghost: { at: 'in(0)' } }, { doc: { at: 'in(0)', jewels: 1 } }, { cheyenne: { at: 'in(0)' } }, { django: { at: 'roof(0)' } }], pile: ['cheyenne.punch'] });
      const moves = spyMoves();
      show(propsFor(match, '2', moves));
      fireEvent.click(within(seatOf('0', '2')).getByRole('button', { name: 'Punch Amy (Ghost)' }));
      expect(moves.resolve.mock.calls).toEqual([[{ target: 'ghost', loot: null, to: 1 }]]);
    });

    it('moves to the car clicked in the train', () => {
      const match = given({ seats: [{ ghost: { at: 'roof(0)' } }, { doc: { at: 'in(1)' } }, { cheyenne: { at: 'in(0)' } }, { django: { at: 'in(1)' } }], pile: ['ghost.move'] });
      const moves = spyMoves();
      show(propsFor(match, '0', moves));
      const roof = within(screen.getByRole('region', { name: 'The train' })).getByRole('group', { name: 'Roof of car 3' });
      fireEvent.click(within(roof).getByRole('button', { name: 'Move to car 3' }));
      expect(moves.resolve.mock.calls).toEqual([[{ to: 2 }]]);
      // Only the roofs the Move reaches pick: not the insides, not the roof he stands on.
      expect(within(screen.getByRole('region', { name: 'The train' })).getByRole('group', { name: 'Roof of the caboose' }).hasAttribute('data-pickable')).toBe(false);
      expect(within(screen.getByRole('region', { name: 'The train' })).getByRole('group', { name: 'Inside car 3' }).hasAttribute('data-pickable')).toBe(false);
    });
  });

  describe('card help', () => {
    it('opens a played card’s help with a click: its full text and its rulings', () => {
      const match = states.scheming();
      show(propsFor(match, bystander(match)));
      const pile = screen.getByRole('region', { name: 'Common pile' });
      const card = match.G.zones['pile']!.find((id, i) => !match.G.faceDown[i])!;
      const info = cardInfo(card) as { bandit: Bandit; action: 'fire' };
      fireEvent.click(within(pile).getAllByRole('button', { name: `${locales.en.action[info.action].name}, ${locales.en.character[info.bandit].name}` })[0]!);
      const help = screen.getByRole('dialog', { name: locales.en.action[info.action].name });
      expect(help.textContent).toContain(locales.en.action[info.action].text);
      for (const ruling of Object.values(locales.en.action[info.action].rulings)) expect(help.textContent).toContain(ruling);
      expect(within(help).getByText(`Action card of ${locales.en.character[info.bandit].name}`)).toBeTruthy();
      fireEvent.keyDown(help, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens a playable hand card’s help with the ? key, without playing it', () => {
      const match = states.scheming();
      const seat = acting(match)[0]!;
      const moves = spyMoves();
      show(propsFor(match, seat, moves));
      const card = handOf(match, seat).find((id) => cardInfo(id).type === 'action')!;
      const info = cardInfo(card) as { action: 'move' };
      const button = within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button')[handOf(match, seat).indexOf(card)]!;
      fireEvent.keyDown(button, { key: '?' });
      expect(screen.getByRole('dialog', { name: locales.en.action[info.action].name })).toBeTruthy();
      expect(moves.play).not.toHaveBeenCalled();
    });

    it('opens a bandit’s help from his seat, the round card’s from the round panel, the Marshal’s and loot’s from the train', () => {
      const match = states.scheming();
      show(propsFor(match, '0'));
      const bandit = match.G.seats['1']![0]!;
      fireEvent.click(within(seatOf('1', '0')).getByRole('button', { name: locales.en.character[bandit].name }));
      let help = screen.getByRole('dialog', { name: locales.en.character[bandit].name });
      expect(help.textContent).toContain(locales.en.character[bandit].ability);
      for (const ruling of Object.values(locales.en.character[bandit].rulings)) expect(help.textContent).toContain(ruling);
      fireEvent.keyDown(help, { key: 'Escape' });

      const panel = document.querySelector('[data-parlor-panel]') as HTMLElement;
      fireEvent.click(within(panel).getByRole('button', { name: /^Round card: / }));
      help = screen.getByRole('dialog');
      const event = match.G.roundCard!.event;
      expect(help.textContent).toContain(event ? locales.en.round[event].event : 'No event.');
      for (const symbol of match.G.roundCard!.turns) expect(help.textContent).toContain(locales.en.roundCard.turn[symbol]);
      fireEvent.keyDown(help, { key: 'Escape' });

      fireEvent.click(within(screen.getByRole('region', { name: 'The train' })).getByRole('button', { name: 'Marshal' }));
      expect(screen.getByRole('dialog', { name: 'Marshal' }).textContent).toContain(locales.en.marshal.text);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

      fireEvent.click(within(screen.getByRole('region', { name: 'The train' })).getAllByRole('button', { name: /jewels?$/ })[0]!);
      expect(screen.getByRole('dialog', { name: 'Jewel' }).textContent).toContain(locales.en.loot.jewel.text);
    });

    it('speaks Traditional Chinese in card help', () => {
      const match = states.scheming();
      show(propsFor(match, bystander(match)), 'zh-TW');
      const pile = screen.getByRole('region', { name: '公共牌堆' });
      const card = match.G.zones['pile']!.find((id, i) => !match.G.faceDown[i])!;
      const info = cardInfo(card) as { action: 'fire' };
      fireEvent.click(within(pile).getAllByRole('button', { name: new RegExp(`^${locales['zh-TW'].action[info.action].name}，`) })[0]!);
      const help = screen.getByRole('dialog', { name: locales['zh-TW'].action[info.action].name });
      expect(help.textContent).toContain(Object.values(locales['zh-TW'].action[info.action].rulings)[0]!.slice(0, 6));
    });
  });

  describe('hidden information', () => {
    it('never shows another seat’s hand in a seat’s view, only counts', () => {
      const match = states.schemingSix();
      const seat = acting(match)[0]!;
      show(propsFor(match, seat));
      expect(document.querySelectorAll('.ce-seat__hand')).toHaveLength(0);
      const shown = new Set([...document.querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id')));
      for (const other of match.ctx.playOrder.filter((each) => each !== seat)) {
        expect(handOf(match, other).length).toBeGreaterThan(0);
        for (const card of handOf(match, other)) expect(shown.has(card), card).toBe(false);
        expect(within(seatOf(other, seat)).getByRole('img', { name: `${handOf(match, other).length} cards` })).toBeTruthy();
      }
    });

    it('shows every seat’s hand face up on its seat in a replay’s everything-shown view, and every purse value', () => {
      const match = states.schemingSix();
      show(everythingProps(match));
      expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
      for (const seat of match.ctx.playOrder) {
        const hand = within(seatOf(seat, null)).getByRole('list', { name: `${NAMES[Number(seat)]}'s hand` });
        expect([...hand.querySelectorAll('.pl-card')].map((card) => card.getAttribute('data-card-id'))).toEqual(handOf(match, seat));
        const bandit = match.G.seats[seat]![0]!;
        if (match.G.bandits[bandit]!.loot.purses > 0) expect(within(seatOf(seat, null)).getByText(/^Loot \$/)).toBeTruthy();
      }
    });

    it('shows a spectator (whose state holds no hand) no hand at all', () => {
      const match = states.schemingSix();
      show(propsFor(match, null));
      expect(document.querySelectorAll('.ce-seat__hand')).toHaveLength(0);
      expect(screen.queryByText(/^Loot \$/)).toBeNull();
    });
  });

  it('names bots in the reader’s language, on their seats and in the log', () => {
    const match = states.schemingSix();
    const seat = acting(match)[0]!;
    const bots = match.ctx.playOrder.filter((each) => each !== seat).slice(-2);
    show(propsFor(match, seat, spyMoves(), bots), 'zh-TW');
    for (const bot of bots) expect(screen.getByRole('region', { name: `機器人 ${Number(bot) + 1}` })).toBeTruthy();
    const log = screen.getByRole('region', { name: '遊戲紀錄' });
    expect(log.textContent).not.toMatch(/Bot \d/);
    expect(log.textContent).toMatch(/機器人 \d/);
  });
});
