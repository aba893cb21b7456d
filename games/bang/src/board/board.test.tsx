// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { BangBoard } from './board';
import { locales } from '../locales';
import { CARD_KEYS, keyOf } from '../lib/cards';
import { charactersOf } from '../lib/characters';
import { inHand } from '../lib/scenario.fixture';
import {
  boardProps,
  duel,
  dyingSid,
  dyingWithBeer,
  gameOver,
  generalStore,
  indians,
  jesseJones,
  kitCarlson,
  luckyDuke,
  pedroRamirez,
  phaseThree,
  sidStandingBy,
  tableInPlay,
  tableWithShot,
  version,
} from './fixtures';

afterEach(cleanup);

// Queries are scoped to the board just rendered: a story rendered by an earlier test stays in the document.
let view: ReturnType<typeof within>;
const renderBoard = (props: ReturnType<typeof boardProps>, language: 'en' | 'zh-TW' = 'en') => {
  const { container } = render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { bang: locales } })}>
      <BangBoard {...props} />
    </I18nextProvider>,
  );
  view = within(container);
};

const prompt = (title: string) => view.getByRole('alertdialog', { name: title });
const buttons = (within_: HTMLElement) => within(within_).getAllByRole('button').map((button) => button.textContent);

describe('the board', () => {
  it.each(Object.entries(composeStories(stories)))('renders the %s story', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('region', { name: 'BANG!' }).length).toBeGreaterThan(0);
  });

  it('offers a BANG! only against players in reach, says why the others are out, and sends the play', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const bang = inHand(match, '0', 'bang');
    fireEvent.click(view.getByRole('button', { name: /^BANG! / }));
    const offers = within(view.getByRole('group', { name: 'Targets' })).getAllByRole('button').map((button) => button.textContent);
    // The Schofield reaches 2: Paul Regret (seat id 1) is seen at 2, seat id 2 is 2 away, seat id 4 is
    // next to the Sheriff; seat id 3 is 2 away plus a Mustang, out of reach.
    expect(offers.map((text) => text!.replace(/^.*→ /, '')).sort()).toEqual(['Seat 2', 'Seat 3', 'Seat 5']);
    expect(view.getByRole('list', { name: 'Players you cannot choose' }).textContent).toBe('Seat 4: out of reach (distance 3, your reach 2)');
    fireEvent.click(view.getByRole('button', { name: /^Play BANG!.*→ Seat 5/ }));
    expect(moves.play).toHaveBeenCalledWith(bang, '4');
  });

  it('offers a Panic! only on cards within distance 1, one button per card to take', () => {
    const match = tableInPlay();
    renderBoard(boardProps(match, '0', { play: vi.fn() }));
    fireEvent.click(view.getByRole('button', { name: /^Panic! / }));
    const offers = buttons(view.getByRole('group', { name: 'Targets' }));
    // Only seat id 4 (Sid, next to the Sheriff) is at distance 1: his hand card or his Jail.
    expect(offers).toEqual(['Play Panic! J♥ → Seat 5 (a random card from the hand)', expect.stringMatching(/^Play Panic! J♥ → Seat 5 \(Jail /)]);
    const why = view.getByRole('list', { name: 'Players you cannot choose' });
    expect(within(why).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Seat 2: too far (distance 2, Panic! reaches 1)',
      'Seat 3: too far (distance 2, Panic! reaches 1)',
      'Seat 4: too far (distance 3, Panic! reaches 1)',
    ]);
  });

  it('asks the target of a shot to answer, with the window version', () => {
    const match = tableWithShot();
    const moves = { barrel: vi.fn(), missed: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const shot = prompt('You are shot at!');
    expect(within(shot).getByText('Seat 1 shoots at you: draw! for a Barrel, play a Missed! or take the hit.')).toBeTruthy();
    fireEvent.click(within(shot).getByRole('button', { name: 'Draw! for the Barrel' }));
    expect(moves.barrel).toHaveBeenCalledWith(version(match));
    fireEvent.click(within(shot).getByRole('button', { name: /^Play Missed!/ }));
    expect(moves.missed).toHaveBeenCalledWith(version(match), inHand(match, '1', 'missed'));
    fireEvent.click(within(shot).getByRole('button', { name: 'Take the hit' }));
    expect(moves.takeHit).toHaveBeenCalledWith(version(match));
  });

  it('shows a spectator no hand and only the public role, in Chinese too', () => {
    renderBoard(boardProps(tableInPlay(), null), 'zh-TW');
    expect(view.queryByRole('group', { name: '你的手牌' })).toBeNull();
    expect(view.getByText('你正在觀戰。')).toBeTruthy();
    // Only the Sheriff's role is face up.
    expect(view.getAllByText(/警長/).length).toBeGreaterThan(0);
    expect(view.queryByText('歹徒')).toBeNull();
  });

  it('lets the player of the General Store pick first, and shows the others whose pick it is', () => {
    const match = generalStore();
    const moves = { pick: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const store = prompt('General Store: take a card');
    expect(buttons(store)).toHaveLength(4);
    expect(buttons(store).every((label) => label!.startsWith('Take '))).toBe(true);
    fireEvent.click(within(store).getAllByRole('button')[1]!);
    expect(moves.pick).toHaveBeenCalledWith(version(match), match.G.zones.store![1]);
    cleanup();
    renderBoard(boardProps(match, '1', moves));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(view.getByRole('status').textContent).toContain('Seat 1 picks from the General Store');
  });

  it('shows Kit Carlson the three cards he looks at, and only him, to put one back', () => {
    const match = kitCarlson();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    expect(within(view.getByRole('group', { name: 'The top three cards' })).getAllByRole('img')).toHaveLength(3);
    const kit = prompt('Kit Carlson: put one card back on the deck');
    expect(buttons(kit).map((label) => label!.replace(/ \S+ back on the deck$/, '')).sort()).toEqual(['Put BANG!', 'Put Beer', 'Put Jail']);
    const jail = match.G.zones['look:1']!.find((id) => keyOf(id) === 'jail');
    fireEvent.click(within(kit).getByRole('button', { name: /^Put Jail / }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), jail);
    cleanup();
    renderBoard(boardProps(match, '2', moves));
    expect(view.queryByRole('group', { name: 'The top three cards' })).toBeNull();
    expect(view.getByRole('status').textContent).toContain('Seat 2 is choosing');
  });

  it('asks Jesse Jones where his first card comes from: the deck or a player with cards', () => {
    const match = jesseJones();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const jesse = prompt('Jesse Jones: where does your first card come from?');
    expect(buttons(jesse)).toEqual(['Draw from the deck', 'Take a random card from Seat 1', 'Take a random card from Seat 3', 'Take a random card from Seat 4']);
    fireEvent.click(within(jesse).getByRole('button', { name: 'Take a random card from Seat 3' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), '2');
  });

  it('asks Pedro Ramirez whether to take the top of the discard pile', () => {
    const match = pedroRamirez();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const pedro = prompt('Pedro Ramirez: where does your first card come from?');
    expect(buttons(pedro)).toEqual(['Draw from the deck', 'Take the top of the discard pile']);
    expect(view.getByRole('figure', { name: /^Discard pile/ }).textContent).toContain('Beer');
    fireEvent.click(within(pedro).getByRole('button', { name: 'Take the top of the discard pile' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), 'discard');
  });

  it('asks the challenged player of a Duel for a BANG! or the hit', () => {
    const match = duel();
    const moves = { bang: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '3', moves));
    const answer = prompt('Duel!');
    expect(within(answer).getByText('Duel started by Seat 2: discard a BANG! or lose 1 life.')).toBeTruthy();
    expect(buttons(answer)).toEqual([expect.stringMatching(/^Discard BANG! /), 'Take the hit']);
    fireEvent.click(within(answer).getByRole('button', { name: /^Discard BANG! / }));
    expect(moves.bang).toHaveBeenCalledWith(version(match), inHand(match, '3', 'bang'));
  });

  it('asks each target of Indians! in turn', () => {
    const match = indians();
    const moves = { bang: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const answer = prompt('Indians!');
    expect(within(answer).getByText('Seat 1 played Indians!: discard a BANG! or lose 1 life.')).toBeTruthy();
    fireEvent.click(within(answer).getByRole('button', { name: 'Take the hit' }));
    expect(moves.takeHit).toHaveBeenCalledWith(version(match));
    cleanup();
    renderBoard(boardProps(match, '2', moves));
    expect(view.getByRole('status').textContent).toContain('Seat 2 faces the Indians');
  });

  it('offers a Beer on a lethal hit', () => {
    const match = dyingWithBeer();
    const moves = { beer: vi.fn(), die: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const answer = prompt('You are at 0 life!');
    expect(buttons(answer)).toEqual([expect.stringMatching(/^Drink Beer /), 'Give up']);
    fireEvent.click(within(answer).getByRole('button', { name: /^Drink Beer / }));
    expect(moves.beer).toHaveBeenCalledWith(version(match), inHand(match, '1', 'beer'));
  });

  it('lets Sid Ketchum pick two cards to survive a lethal hit', () => {
    const match = dyingSid();
    const moves = { heal: vi.fn(), die: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const answer = prompt('You are at 0 life!');
    const picker = within(answer).getByRole('group', { name: 'Sid Ketchum: discard two cards to regain 1 life' });
    const confirm = within(picker).getByRole('button', { name: 'Choose 2 cards' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: /^Missed! / }));
    fireEvent.click(within(picker).getByRole('button', { name: /^Stagecoach / }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Discard them and regain 1 life' }));
    expect(moves.heal).toHaveBeenCalledWith(inHand(match, '1', 'missed'), inHand(match, '1', 'stagecoach'));
    fireEvent.click(within(answer).getByRole('button', { name: 'Give up' }));
    expect(moves.die).toHaveBeenCalledWith(version(match));
  });

  it('lets Lucky Duke choose which of his two draw! cards counts', () => {
    const match = luckyDuke();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const answer = prompt('Lucky Duke: choose the card that counts');
    expect(buttons(answer)).toEqual(expect.arrayContaining(['Count Missed! 7♠', 'Count Beer J♥']));
    fireEvent.click(within(answer).getByRole('button', { name: 'Count Beer J♥' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), match.G.zones.reveal!.find((id) => keyOf(id) === 'beer'));
  });

  it('has phase 3 discard by clicking hand cards, down to the hand limit', () => {
    const match = phaseThree();
    const moves = { discard: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    expect(view.getByText('Discard 3 more to end your turn.')).toBeTruthy();
    fireEvent.click(within(view.getByRole('group', { name: 'Your hand' })).getByRole('button', { name: /^Duel / }));
    expect(moves.discard).toHaveBeenCalledWith(inHand(match, '0', 'duel'));
  });

  it('announces the end of the match with every role face up', () => {
    renderBoard(boardProps(gameOver(), '1'));
    expect(view.getByRole('status').textContent).toBe('The Sheriff and his Deputies win.');
    const over = view.getByRole('region', { name: 'Game over' });
    expect(within(over).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Seat 1 (Sheriff) wins',
      'Seat 2 (Outlaw) loses',
      'Seat 3 (Outlaw) loses',
      'Seat 4 (Renegade) loses',
    ]);
    expect(view.queryByRole('alertdialog')).toBeNull();
  });

  it('lets Sid Ketchum heal at any time while another seat answers, without a prompt of his own', () => {
    const match = sidStandingBy();
    const moves = { heal: vi.fn() };
    renderBoard(boardProps(match, '2', moves));
    expect(view.queryByRole('alertdialog')).toBeNull();
    const anytime = view.getByRole('region', { name: 'At any time' });
    fireEvent.click(within(anytime).getByRole('button', { name: /^Beer / }));
    fireEvent.click(within(anytime).getByRole('button', { name: /^Panic! / }));
    fireEvent.click(within(anytime).getByRole('button', { name: 'Discard them and regain 1 life' }));
    expect(moves.heal).toHaveBeenCalledWith(inHand(match, '2', 'beer'), inHand(match, '2', 'panic'));
    cleanup();
    // The seat the shot waits for sees no such panel.
    renderBoard(boardProps(match, '3', moves));
    expect(view.queryByRole('region', { name: 'At any time' })).toBeNull();
  });

  it('shows every card and character of the base game in the reference, on the table or not', () => {
    renderBoard(boardProps(tableInPlay(), '0'));
    const reference = view.getByText('Cards and characters').closest('details')!;
    const terms = within(reference).getAllByRole('term').map((term) => term.textContent);
    const en = locales.en as { card: Record<string, { name: string }>; character: Record<string, { name: string }> };
    const baseCards = CARD_KEYS.filter((key) => ['bang', 'missed', 'beer', 'cat_balou', 'panic', 'duel', 'general_store', 'indians', 'stagecoach', 'wells_fargo', 'gatling', 'saloon', 'barrel', 'dynamite', 'jail', 'mustang', 'scope', 'volcanic', 'schofield', 'remington', 'rev_carabine', 'winchester'].includes(key));
    expect(terms).toEqual([...baseCards.map((key) => en.card[key]!.name), ...charactersOf(['base']).map((key) => en.character[key]!.name)]);
    expect(terms).toHaveLength(22 + 16);
  });
});
