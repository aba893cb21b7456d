// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { ColtExpressBoard } from './board';
import { completeHistory } from '@parlor/game-kit';
import { acting, propsFor, serverLog, states } from './fixtures';
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
    const cars = within(train).getAllByRole('listitem').filter((item) => item.classList.contains('ce-unit'));
    expect(cars).toHaveLength(match.G.train.length);
    expect(cars[0]!.textContent).toContain('Caboose');
    expect(cars.at(-1)!.textContent).toContain('Locomotive');
    const marshal = within(train).getByRole('group', { name: match.G.marshal === match.G.train.length - 1 ? 'Inside the locomotive' : `Inside car ${match.G.marshal + 1}` });
    expect(within(marshal).getByText('Marshal')).toBeTruthy();
    for (const [bandit, state] of Object.entries(match.G.bandits)) {
      const level = within(train).getByRole('group', { name: `${state!.level === 'roof' ? 'Roof of' : 'Inside'} ${state!.unit === 0 ? 'the caboose' : state!.unit === match.G.train.length - 1 ? 'the locomotive' : `car ${state!.unit + 1}`}` });
      expect(within(level).getByText(locales.en.character[bandit as Bandit].name)).toBeTruthy();
    }
  });

  it('plays the clicked hand card in Schemin’, and draws three', () => {
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
    expect(prompt.textContent).toContain('Tunnel: one action each, cards are played face down.');
    const pile = screen.getByRole('region', { name: 'Common pile' });
    match.G.zones.pile!.forEach((card, i) => {
      const info = cardInfo(card) as { bandit: Bandit; action: 'move' };
      const bandit = locales.en.character[info.bandit].name;
      const action = locales.en.action[info.action].name;
      const own = match.G.bandits[info.bandit]!.seat === seat;
      if (!match.G.faceDown[i]) expect(within(pile).getAllByRole('img', { name: `${action}, ${bandit}` }).length).toBeGreaterThan(0);
      else if (own) expect(within(pile).getAllByRole('img', { name: `${action}, ${bandit}, face down` }).length).toBeGreaterThan(0);
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
      const prompt = () => screen.getByRole('alertdialog', { name: /^Resolve .*'s Punch$/ });
      const buttons = () => within(prompt()).getAllByRole('button').filter((button) => button.textContent !== 'Choose again');
      if (targets.length > 1) {
        // First only the victims, by name.
        expect(within(prompt()).getByText('Whom do you punch?')).toBeTruthy();
        expect(buttons().map((button) => button.textContent)).toEqual(targets.map((target) => locales.en.character[target].name));
        fireEvent.click(buttons()[targets.indexOf(option.target!)]!);
      }
      const victim = locales.en.character[option.target!].name;
      const ofTarget = options.filter((each) => each.target === option.target);
      const losses = distinct(ofTarget.map((each) => ({ loot: each.loot ?? null, keep: each.keep ?? false })));
      if (losses.length > 1) {
        expect(within(prompt()).getByText(`What does ${victim} lose?`)).toBeTruthy();
        expect(buttons()).toHaveLength(losses.length);
        const loss = losses.findIndex((each) => each.loot === (option.loot ?? null) && each.keep === (option.keep ?? false));
        const label = option.keep ? `Take ${locales.en.lootOne[option.loot!]} from ${victim}` : `${victim} drops ${locales.en.lootOne[option.loot!]}`;
        expect(buttons()[loss]!.textContent).toBe(label);
        fireEvent.click(buttons()[loss]!);
      }
      // Last, where the victim is knocked to.
      expect(within(prompt()).getByText(`Where is ${victim} knocked to?`)).toBeTruthy();
      const landings = ofTarget.filter((each) => (each.loot ?? null) === (option.loot ?? null) && (each.keep ?? false) === (option.keep ?? false));
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
    const prompt = screen.getByRole('alertdialog', { name: /^Resolve .*'s Punch$/ });
    const first = within(prompt).getByText(/^(Whom do you punch\?|What does .* lose\?)$/).textContent;
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
    const prompt = screen.getByRole('alertdialog', { name: "Resolve Ghost's Move" });
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
    expect(within(head).getByRole('img').getAttribute('aria-label')).not.toMatch(/^Face-down card of /);
    const [bandit, action] = match.G.zones['pile']![0]!.split('.') as ['ghost', 'move'];
    expect(within(head).getByRole('img').getAttribute('aria-label')).toBe(`${locales.en.action[action].name}, ${locales.en.character[bandit].name}`);
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
    const choices = within(hand).getAllByRole('button');
    expect(choices).toHaveLength(bullets.length);
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

  it('shows a spectator the table but no hand and no prompt', () => {
    const match = states.stealing();
    show(propsFor(match, null));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('You are watching.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Common pile' })).toBeTruthy();
  });

  it('never shows the purse values of another seat’s bandits, even if they reached the board', () => {
    const match = states.gameOver();
    const props = propsFor(match, '1');
    // The unfiltered state, every purse value in it: the board must still keep them to their owner.
    show({ ...props, G: match.G });
    for (const seat of match.ctx.playOrder) {
      const panel = screen.getByRole('region', { name: ['Amy', 'Ben', 'Chen'][Number(seat)] });
      const values = within(panel).queryByText(/^Purses: |^Loot worth /);
      if (seat === '1') expect(within(panel).getByText(/^Loot worth \$/)).toBeTruthy();
      else expect(values).toBeNull();
    }
  });

  it('shows my own purse values', () => {
    const match = states.scheming();
    const seat = acting(match)[0]!;
    show(propsFor(match, seat));
    const bandit = match.G.seats[seat]![0]!;
    const values = match.G.purseValues.bandits[bandit]!;
    expect(values.length).toBeGreaterThan(0);
    const panel = screen.getByRole('region', { name: ['Amy', 'Ben', 'Chen', 'Dana'][Number(seat)] });
    expect(within(panel).getByText(`Purses: ${values.map((value) => `$${value}`).join(', ')}`)).toBeTruthy();
  });

  it('shows a seat that does not act its hand without moves, and the others’ hands as counts', () => {
    const match = states.scheming();
    const seat = bystander(match);
    show(propsFor(match, seat, spyMoves()));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    expect(within(hand).getAllByRole('img')).toHaveLength(handOf(match, seat).length);
    expect(within(hand).queryAllByRole('button')).toHaveLength(0);
    for (const other of match.ctx.playOrder.filter((each) => each !== seat)) {
      const panel = screen.getByRole('region', { name: ['Amy', 'Ben', 'Chen', 'Dana'][Number(other)] });
      expect(within(panel).getByText(`${handOf(match, other).length} cards`)).toBeTruthy();
    }
  });

  it('ends with the score table', () => {
    const match = states.gameOver();
    show(propsFor(match, '0'));
    const table = screen.getByRole('table', { name: 'Final scores' });
    const rows = within(table).getAllByRole('row').slice(1);
    const result = match.G.result!;
    expect(rows).toHaveLength(result.scores.length);
    expect(rows[0]!.textContent).toContain(`$${result.scores[0]!.total.toLocaleString('en-US')}`);
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
    expect(screen.getByRole('alertdialog', { name: /^執行.+的拳擊$/ })).toBeTruthy();
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
    expect(screen.getByRole('status').textContent).toMatch(/· Waiting for Amy, Ben and Chen$/);
    cleanup();
    show(propsFor(match, '1'), 'zh-TW');
    expect(screen.getByRole('status').textContent).toMatch(/輪到你了 · 也在等待 Amy和Chen$/);
  });

  it('gives a spectator no Dock, and a seated player the final scores in it once the match is over', () => {
    const match = states.gameOver();
    show(propsFor(match, null));
    expect(document.querySelector('[data-parlor-dock]')).toBeNull();
    expect(screen.getByRole('table', { name: 'Final scores' })).toBeTruthy();
    cleanup();
    const winner = match.G.result!.winners[0]!;
    show(propsFor(match, winner));
    const dock = document.querySelector('[data-parlor-dock]') as HTMLElement;
    expect(within(dock).getByRole('table', { name: 'Final scores' })).toBeTruthy();
    expect(within(dock).queryByRole('group', { name: 'Your hand' })).toBeNull();
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

  it('marks long card names for a smaller font, so that they stay inside the card', () => {
    const match = states.scheming();
    show(propsFor(match, acting(match)[0]!));
    const names = [...document.querySelectorAll('.ce-card__text')];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.hasAttribute('data-long')).toBe(name.textContent!.length > 6);
  });
});
