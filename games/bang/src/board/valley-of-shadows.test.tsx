// @vitest-environment jsdom
// The board with The Valley of Shadows (VALLEY-OF-SHADOWS.md): its two windows (Escape before
// any other answer, Saved! on another's loss of life), its choices, Aim played with its BANG!
// card, the shots Black Flower, a LeMat and Der Spot-Burst Ringer give, and a player kept in by a
// Ghost card; each from a real match, asking what the rules ask and sending the move they take.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@parlor/ui';
import { BangBoard } from './board';
import { locales } from '../locales';
import { keyOf } from '../lib/cards';
import { inHand } from '../lib/scenario.fixture';
import { aim, aimedShot, bandidos, blackFlower, boardProps, coloradoBill, derSpot, escapeWindow, fanning, savedCards, savedWindow, version } from './fixtures';

afterEach(cleanup);

let view: ReturnType<typeof within>;
const seatNames = (props: ReturnType<typeof boardProps>) => props.ctx.playOrder.map((seat) => ({ id: Number(seat), name: `Seat ${Number(seat) + 1}` }));
const renderBoard = (props: ReturnType<typeof boardProps>, language: 'en' | 'zh-TW' = 'en') => {
  const { container } = render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { bang: locales } })}>
      <BangBoard {...props} matchData={props.matchData ?? seatNames(props)} />
    </I18nextProvider>,
  );
  view = within(container);
};
const table = () => view.getByRole('region', { name: /^(The table|牌桌)$/ });
const seat = (name: string) => within(table()).getByRole('region', { name });
const hand = () => view.getByRole('group', { name: 'Your hand' });
const prompt = (title: string) => view.getByRole('alertdialog', { name: title });
/** The answers' buttons (not the cards a prompt shows, which open their help). */
const buttons = (within_: HTMLElement) => within(within_).getAllByRole('button').filter((button) => !button.classList.contains('pl-card')).map((button) => button.textContent);

describe('the board with The Valley of Shadows', () => {
  it('asks the target of a brown card whether to escape it, before anything else, and sends either answer', () => {
    const match = escapeWindow();
    const moves = { escape: vi.fn(), allow: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const escape = prompt('Panic! targets you: escape it?');
    expect(within(escape).getByText('Seat 1 played Panic!: you may discard a card to ignore what it does to you, before any other answer.')).toBeTruthy();
    expect(buttons(escape).map((label) => label!.replace(/ \S+ to escape it$/, ' … to escape it'))).toEqual(['Discard Escape … to escape it', 'Let it take effect']);
    fireEvent.click(within(escape).getByRole('button', { name: /^Discard Escape .* to escape it$/ }));
    expect(moves.escape).toHaveBeenCalledWith(version(match), inHand(match, '1', 'escape'));
    fireEvent.click(within(escape).getByRole('button', { name: 'Let it take effect' }));
    expect(moves.allow).toHaveBeenCalledWith(version(match));
    // The Escape in the hand is the answer itself: one click.
    moves.escape.mockClear();
    fireEvent.click(within(hand()).getByRole('button', { name: /^Escape / }));
    expect(moves.escape).toHaveBeenCalledWith(version(match), inHand(match, '1', 'escape'));
    expect(view.getByRole('status').textContent).toBe('You may escape a card');
    cleanup();
    // The others are told who decides; in Chinese too.
    renderBoard(boardProps(match, '2', moves));
    expect(view.getByRole('status').textContent).toContain('Seat 2 may escape a card');
    expect(view.queryByRole('alertdialog')).toBeNull();
    cleanup();
    renderBoard(boardProps(match, '1', moves), 'zh-TW');
    expect(view.getByRole('alertdialog', { name: '驚慌！以你為目標：要逃脫嗎？' })).toBeTruthy();
    expect(view.getByRole('button', { name: '讓它生效' })).toBeTruthy();
  });

  it('asks a holder of Saved! whether to make another player’s loss of life smaller, then where his two cards come from', () => {
    const match = savedWindow();
    const moves = { save: vi.fn(), decline: vi.fn(), choose: vi.fn() };
    renderBoard(boardProps(match, '2', moves));
    const saved = prompt('Saved!: spare Seat 2 a life?');
    expect(
      within(saved).getByText('Seat 2 is about to lose 1 life to Seat 1: play Saved! to prevent it, then draw 2 cards or take 2 at random from their hand if they are still in the game.'),
    ).toBeTruthy();
    fireEvent.click(within(saved).getByRole('button', { name: /^Play Saved! .*: Seat 2 loses 1 life less$/ }));
    expect(moves.save).toHaveBeenCalledWith(version(match), inHand(match, '2', 'saved'));
    fireEvent.click(within(saved).getByRole('button', { name: 'Let the loss happen' }));
    expect(moves.decline).toHaveBeenCalledWith(version(match));
    expect(view.getByRole('status').textContent).toBe('You may play Saved!');
    cleanup();
    renderBoard(boardProps(match, '0', moves));
    expect(view.getByRole('status').textContent).toContain('Seat 3 may play Saved!');
    cleanup();

    const after = savedCards();
    renderBoard(boardProps(after, '2', moves));
    const cards = prompt('Saved!: draw 2 cards, or take 2 from their hand?');
    expect(within(cards).getByText("Seat 2 is still in the game: draw 2 cards from the deck, or take 2 at random from Seat 2's hand.")).toBeTruthy();
    expect(buttons(cards)).toEqual(['Draw 2 cards from the deck', "Take 2 random cards from Seat 2's hand"]);
    fireEvent.click(within(cards).getByRole('button', { name: 'Draw 2 cards from the deck' }));
    expect(moves.choose).toHaveBeenCalledWith(version(after), 'deck');
    // The player whose cards he may take is a button on the table too.
    fireEvent.click(within(seat('Seat 2')).getByRole('button', { name: "Take 2 random cards from Seat 2's hand" }));
    expect(moves.choose).toHaveBeenCalledWith(version(after), '1');
  });

  it("asks for Fanning's second target, next to the first, and shoots him", () => {
    const match = fanning();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const second = prompt('Fanning: shoot a second player, at distance 1 from your first target');
    expect(within(second).getByText('Your second shot goes to a player at distance 1 from Seat 2, other than you.')).toBeTruthy();
    expect(buttons(second)).toEqual(['Shoot Seat 3']);
    fireEvent.click(within(second).getByRole('button', { name: 'Shoot Seat 3' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), '2');
    // His seat is the same answer.
    moves.choose.mockClear();
    fireEvent.click(within(seat('Seat 3')).getByRole('button', { name: 'Shoot Seat 3' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), '2');
    cleanup();
    renderBoard(boardProps(match, '0', moves), 'zh-TW');
    expect(within(view.getByRole('alertdialog', { name: '快手連射：再射擊一名與第一個目標距離 1 的玩家' })).getByRole('button', { name: /^射擊 ?Seat 3$/ })).toBeTruthy();
  });

  it('asks the target of Bandidos for two cards of his hand or a life', () => {
    const match = bandidos();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const choice = prompt('Bandidos: discard 2 cards or lose 1 life');
    expect(within(choice).getByText('Seat 1 played Bandidos: discard 2 cards of your hand (your only one, if you hold one), or lose 1 life.')).toBeTruthy();
    fireEvent.click(within(choice).getByRole('button', { name: 'Lose 1 life' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), 'life');
    // A card of the hand is discarded by clicking it.
    fireEvent.click(within(hand()).getByRole('button', { name: /^Beer / }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), inHand(match, '1', 'beer'));
  });

  it('plays Aim with the BANG! card it joins, chosen before the target, then the target', () => {
    const match = aim();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const [first, second] = match.G.zones['hand:0']!.filter((id) => keyOf(id) === 'bang');
    fireEvent.click(within(hand()).getByRole('button', { name: /^Aim / }));
    const join = view.getByRole('alertdialog', { name: /^Aim \S+: with which BANG! card\?$/ });
    expect(buttons(join).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['With BANG!', 'With BANG!', 'Cancel']);
    // The BANG! card is clicked in the hand, or its button in the prompt.
    fireEvent.click(within(hand()).getByRole('button', { name: /^BANG! 5♣/ }));
    const target = view.getByRole('alertdialog', { name: /^Aim \S+ with BANG! 5♣: choose a target$/ });
    expect(within(view.getByRole('group', { name: 'Targets' })).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Seat 2 (distance 1)', 'Seat 4 (distance 1)']);
    // Seat 3's Mustang puts him out of the BANG! card's reach.
    expect(within(target).getByRole('list', { name: 'Players you cannot choose' }).textContent).toBe('Seat 3: out of reach (distance 3, your reach 1)');
    fireEvent.click(within(view.getByRole('group', { name: 'Targets' })).getByRole('button', { name: 'Seat 4 (distance 1)' }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'aim'), '3', null, second);
    expect(second).not.toBe(first);
  });

  it("tells the target of an aimed BANG! that its hit takes 2 life, and the target of Colorado Bill's Spade that nothing dodges it", () => {
    const match = aimedShot();
    const moves = { missed: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const shot = prompt('You are shot at!');
    expect(within(shot).getByText('Its hit takes 2 life at once.')).toBeTruthy();
    fireEvent.click(within(shot).getByRole('button', { name: /^Play Missed!/ }));
    expect(moves.missed).toHaveBeenCalledWith(version(match), inHand(match, '1', 'missed'));
    cleanup();
    const bill = coloradoBill();
    renderBoard(boardProps(bill, '1', moves));
    const unavoidable = prompt('You are shot at!');
    expect(within(unavoidable).getByText("Seat 1 shoots at you, and no Missed! effect can answer this shot (Colorado Bill's Spade): take the hit.")).toBeTruthy();
    // His Missed! in hand answers nothing: only the hit is offered.
    expect(buttons(unavoidable)).toEqual(['Take the hit']);
    expect(bill.G.history.some((entry) => entry.kind === 'check' && entry.purpose === 'colorado_bill')).toBe(true);
  });

  it('lets Aim join any card of the hand under a LeMat, and shoots any card as a BANG! from the actions', () => {
    const match = aim(true);
    const moves = { play: vi.fn(), lemat: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(within(hand()).getByRole('button', { name: /^Aim / }));
    const join = view.getByRole('alertdialog', { name: /^Aim \S+: with which BANG! card\?$/ });
    expect(buttons(join).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['With BANG!', 'With BANG!', 'With Missed!', 'Cancel']);
    fireEvent.click(within(join).getByRole('button', { name: /^With Missed! / }));
    fireEvent.click(within(view.getByRole('group', { name: 'Targets' })).getByRole('button', { name: 'Seat 2 (distance 1)' }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'aim'), '1', null, inHand(match, '0', 'missed'));
    // LeMat: a card, then a player in reach.
    fireEvent.click(view.getByRole('button', { name: 'LeMat: any card as a BANG!' }));
    const picker = view.getByRole('group', { name: 'LeMat: any card as a BANG!' });
    fireEvent.click(within(picker).getByRole('button', { name: /^Missed! / }));
    const shots = within(picker).getByRole('group', { name: 'Targets' });
    expect(within(shots).getAllByRole('button').map((button) => button.textContent!.replace(/Missed! \S+/, 'Missed!'))).toEqual(['Play Missed! as a BANG! at Seat 2', 'Play Missed! as a BANG! at Seat 4']);
    fireEvent.click(within(shots).getByRole('button', { name: /at Seat 4$/ }));
    expect(moves.lemat).toHaveBeenCalledWith(inHand(match, '0', 'missed'), '3');
  });

  it("offers Black Flower's Clubs card as an extra BANG!, with an Aim too, and shows the player a Ghost card keeps in", () => {
    const match = blackFlower();
    const moves = { flower: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    expect(within(seat('Seat 2')).getByText('Ghost: in the game at 0 life')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Black Flower: a Clubs card as an extra BANG!' }));
    const picker = view.getByRole('group', { name: 'Black Flower: a Clubs card as an extra BANG!' });
    const duel = inHand(match, '0', 'duel');
    fireEvent.click(within(picker).getByRole('button', { name: /^Duel / }));
    const shots = within(within(picker).getByRole('group', { name: 'Targets' }))
      .getAllByRole('button')
      .map((button) => button.textContent!.replace(/ \S+♣/g, ''));
    expect(shots).toEqual(['Play Duel as a BANG! at Seat 2', 'Play Duel as a BANG! at Seat 2 with Aim (2 life)', 'Play Duel as a BANG! at Seat 4', 'Play Duel as a BANG! at Seat 4 with Aim (2 life)']);
    fireEvent.click(within(picker).getByRole('button', { name: /at Seat 4 with Aim/ }));
    expect(moves.flower).toHaveBeenCalledWith(duel, '3', inHand(match, '0', 'aim'));
    cleanup();
    renderBoard(boardProps(match, '2'), 'zh-TW');
    expect(within(table()).getByText('幽靈：以 0 點生命留在遊戲中')).toBeTruthy();
  });

  it("plays Der Spot-Burst Ringer's BANG! card as a Gatling", () => {
    const match = derSpot();
    const moves = { bangAsGatling: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Der Spot-Burst Ringer: a BANG! as a Gatling' }));
    const picker = view.getByRole('group', { name: 'Der Spot-Burst Ringer: a BANG! as a Gatling' });
    fireEvent.click(within(picker).getByRole('button', { name: /^BANG! / }));
    fireEvent.click(within(picker).getByRole('button', { name: /^Play BANG! .* as a Gatling$/ }));
    expect(moves.bangAsGatling).toHaveBeenCalledWith(inHand(match, '0', 'bang'));
  });
});
