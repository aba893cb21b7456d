// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { BangBoard } from './board';
import { locales } from '../locales';
import { card, CARD_KEYS, deckFor, keyOf } from '../lib/cards';
import { SUIT_SYMBOL } from './face';
import { charactersOf } from '../lib/characters';
import { inHand } from '../lib/scenario.fixture';
import {
  boardProps,
  brawl,
  chuckWengam,
  clausTheSaint,
  discardAnother,
  dorothyRage,
  docHolyday,
  duel,
  dyingSid,
  dyingWithBeer,
  gameOver,
  eightSeats,
  elenaFuenteShot,
  generalStore,
  greenAnswersShot,
  greenCards,
  indians,
  jesseJones,
  joseDelgado,
  jackyMurieta,
  shadowTurn,
  kitCarlson,
  luckyDuke,
  patBrennan,
  pedroRamirez,
  phaseThree,
  showdown,
  sidStandingBy,
  tableInPlay,
  tableWithShot,
  threePlayers,
  threePlayersLastStanding,
  threePlayersSurvivor,
  threePlayersTargetWon,
  uncleWill,
  veraCuster,
  version,
  eventInEffect,
  handcuffsChoice,
  finalEvent,
  ricochet,
  lawOfTheWest,
  clausUnderThirst,
  everythingProps,
  eightSeatsShot,
} from './fixtures';

afterEach(cleanup);

// Queries are scoped to the board just rendered: a story rendered by an earlier test stays in the document.
let view: ReturnType<typeof within>;
// Seats named as the lobby would name them: "Seat 1", "Seat 2"... (unless the test gives its own match data).
const seatNames = (props: ReturnType<typeof boardProps>) => props.ctx.playOrder.map((seat) => ({ id: Number(seat), name: `Seat ${Number(seat) + 1}` }));
const renderBoard = (props: ReturnType<typeof boardProps>, language: 'en' | 'zh-TW' = 'en') => {
  const { container } = render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { bang: locales } })}>
      <BangBoard {...props} matchData={props.matchData ?? seatNames(props)} />
    </I18nextProvider>,
  );
  view = within(container);
};
/** The table itself (not the log or the reference beside it). */
const table = () => view.getByRole('region', { name: /^(The table|牌桌)$/ });
/** The seat of this name (the reader's own is "Your seat: ..."). */
const seat = (name: string) => within(table()).getByRole('region', { name });
/** What each card a prompt shows does when clicked: the part of its accessible name after the card ("Put Jail 10♠ back on the deck"). */
const cardAnswers = (within_: HTMLElement) => [...within_.querySelectorAll('button.pl-card')].map((card) => card.getAttribute('aria-label')!.replace(/^[^:]*: /, ''));
/** The accessible names of a group's buttons. */
const names = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

const prompt = (title: string) => view.getByRole('alertdialog', { name: title });
// The answers' buttons (not the cards a prompt shows, which open their help).
const buttons = (within_: HTMLElement) => within(within_).getAllByRole('button').filter((button) => !button.classList.contains('pl-card')).map((button) => button.textContent);

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
    // A compact prompt the player opened himself: only the legal targets, and Cancel.
    const offers = names(view.getByRole('group', { name: 'Targets' }));
    // The Schofield reaches 2: Paul Regret (seat id 1) is seen at 2, seat id 2 is 2 away, seat id 4 is
    // next to the Sheriff; seat id 3 is 2 away plus a Mustang, out of reach.
    expect(offers).toEqual(['Seat 2 (distance 2)', 'Seat 3 (distance 2)', 'Seat 5 (distance 1)']);
    expect(view.getByRole('list', { name: 'Players you cannot choose' }).textContent).toBe('Seat 4: out of reach (distance 3, your reach 2)');
    // On the table, the seat out of reach is dimmed with why; the others are buttons.
    expect(seat('Seat 4').getAttribute('title')).toBe('Seat 4: out of reach (distance 3, your reach 2)');
    expect(within(seat('Seat 4')).queryByRole('button', { name: /^BANG! .* at Seat 4$/ })).toBeNull();
    fireEvent.click(within(view.getByRole('group', { name: 'Targets' })).getByRole('button', { name: 'Seat 5 (distance 1)' }));
    expect(moves.play).toHaveBeenCalledWith(bang, '4');
  });

  it('offers a Panic! only on cards within distance 1, one button per card to take', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByRole('button', { name: /^Panic! / }));
    // Only seat id 4 (Sid, next to the Sheriff) is at distance 1: no target to ask for, straight to his cards.
    expect(view.queryByRole('group', { name: 'Targets' })).toBeNull();
    const offers = buttons(view.getByRole('group', { name: 'Choices' }));
    expect(view.getByRole('alertdialog').querySelector('.pl-prompt__title')!.textContent).toBe("Panic! J♥: which of Seat 5's cards?");
    expect(offers).toEqual(["A random card from Seat 5's hand", expect.stringMatching(/^Jail /)]);
    const why = view.getByRole('list', { name: 'Players you cannot choose' });
    expect(within(why).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Seat 2: too far (distance 2, this card reaches 1)',
      'Seat 3: too far (distance 2, this card reaches 1)',
      'Seat 4: too far (distance 3, this card reaches 1)',
    ]);
    // His Jail on his seat is the same choice: clicking it takes it.
    const jail = within(seat('Seat 5')).getByRole('button', { name: /^Jail / });
    fireEvent.click(jail);
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'panic'), '4', played(match, '4', 'jail'));
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
    // Only the Sheriff's role is face up on the table.
    expect(within(table()).getAllByRole('button', { name: '身分：警長' })).toHaveLength(1);
    expect(within(table()).queryAllByRole('button', { name: /^身分：/ })).toHaveLength(1);
    expect(within(table()).queryByText('歹徒')).toBeNull();
  });

  it('lets the player of the General Store pick first, and shows the others whose pick it is', () => {
    const match = generalStore();
    const moves = { pick: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const store = prompt('General Store: take a card');
    // The store's cards are the answers themselves, in one row: one click takes one.
    expect(buttons(store)).toEqual([]);
    expect(cardAnswers(store)).toHaveLength(4);
    expect(cardAnswers(store).every((label) => label.startsWith('Take '))).toBe(true);
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
    expect(within(view.getByRole('group', { name: 'The top three cards' })).getAllByRole('button')).toHaveLength(3);
    const kit = prompt('Kit Carlson: put one card back on the deck');
    // The three cards are the answers themselves: one click puts one back.
    expect(cardAnswers(kit).map((label) => label.replace(/ \S+ back on the deck$/, '')).sort()).toEqual(['Put BANG!', 'Put Beer', 'Put Jail']);
    expect(buttons(kit)).toEqual([]);
    const jail = match.G.zones['look:1']!.find((id) => keyOf(id) === 'jail');
    fireEvent.click(within(kit).getByRole('button', { name: /^Jail .*: Put Jail / }));
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
    expect(buttons(jesse)).toEqual(['Draw from the deck', "Take a random card from Seat 1's hand", "Take a random card from Seat 3's hand", "Take a random card from Seat 4's hand"]);
    fireEvent.click(within(jesse).getByRole('button', { name: "Take a random card from Seat 3's hand" }));
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
    expect(cardAnswers(answer)).toEqual(expect.arrayContaining(['Count Missed! 7♠', 'Count Beer J♥']));
    fireEvent.click(within(answer).getByRole('button', { name: 'Beer J♥: Count Beer J♥' }));
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
    // On the table itself: every role face up on its seat, the winners marked, the dead greyed out.
    const roleOf = (region: HTMLElement) => within(region).getByRole('button', { name: /^Role: / }).getAttribute('aria-label');
    expect([seat('Seat 1'), seat('Your seat: Seat 2'), seat('Seat 3'), seat('Seat 4')].map(roleOf)).toEqual(['Role: Sheriff', 'Role: Outlaw', 'Role: Outlaw', 'Role: Renegade']);
    expect(within(seat('Seat 1')).getByText('Winner')).toBeTruthy();
    expect(within(table()).getAllByText('Winner')).toHaveLength(1);
    expect(seat('Seat 4').getAttribute('data-status')).toBe('out');
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
    const reference = view.getByRole('region', { name: 'Cards and characters' });
    const terms = within(reference).getAllByRole('term').map((term) => term.textContent).slice(0, -4);
    const en = locales.en as { card: Record<string, { name: string }>; character: Record<string, { name: string }> };
    const baseCards = CARD_KEYS.filter((key) => ['bang', 'missed', 'beer', 'cat_balou', 'panic', 'duel', 'general_store', 'indians', 'stagecoach', 'wells_fargo', 'gatling', 'saloon', 'barrel', 'dynamite', 'jail', 'mustang', 'scope', 'volcanic', 'schofield', 'remington', 'rev_carabine', 'winchester'].includes(key));
    expect(terms).toEqual([...baseCards.map((key) => en.card[key]!.name), ...charactersOf(['base']).map((key) => en.character[key]!.name)]);
    expect(terms).toHaveLength(22 + 16);
  });
});

/** The id of the card of `key` a seat has in play. */
const played = (match: ReturnType<typeof tableInPlay>, seat: string, key: string) => {
  const id = match.G.zones[`play:${seat}`]!.find((card) => keyOf(card) === key);
  if (!id) throw new Error(`seat ${seat} has no ${key} in play`);
  return id;
};

describe('the board with Dodge City and The Bullet', () => {
  it('marks green cards in play as ready or waiting, and uses a ready one like a hand card', () => {
    const match = greenCards();
    const moves = { use: vi.fn(), play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const mine = view.getByRole('group', { name: 'Your cards in play' });
    expect(within(mine).getByRole('img', { name: /^Sombrero 7♣: put in play this turn, usable from the next turn$/ }).getAttribute('title')).toBe('Next turn');
    expect(within(mine).getByRole('img', { name: /^Buffalo Rifle .*: ready to use$/ }).getAttribute('title')).toBe('Ready');
    // The waiting Sombrero only opens its help; the ready Buffalo Rifle and Canteen can be used.
    expect(within(mine).getByRole('button', { name: /^Sombrero/ }).getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(within(mine).getByRole('button', { name: /^Buffalo Rifle / }));
    expect(names(view.getByRole('group', { name: 'Targets' }))).toEqual(['Seat 2 (distance 1)', 'Seat 3 (distance 2)', 'Seat 4 (distance 2)']);
    // The target is picked by clicking its seat.
    fireEvent.click(within(seat('Seat 4')).getByRole('button', { name: /^Buffalo Rifle .* at Seat 4$/ }));
    expect(moves.use).toHaveBeenCalledWith(played(match, '0', 'buffalo_rifle'), '3');
    // The Canteen has no target: one click uses it.
    fireEvent.click(within(mine).getByRole('button', { name: /^Canteen / }));
    expect(moves.use).toHaveBeenCalledWith(played(match, '0', 'canteen'));
  });

  it('shows other players a green card as ready or waiting, without letting them use it', () => {
    renderBoard(boardProps(greenCards(), '1'));
    const sheriff = view.getByRole('group', { name: "Seat 1's cards in play" });
    expect(within(sheriff).getByRole('img', { name: /^Sombrero 7♣: put in play this turn/ })).toBeTruthy();
    // Each card only opens its help (a dialog): none plays.
    expect(within(sheriff).getAllByRole('button').map((button) => button.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog', 'dialog']);
  });

  it('offers the ready green Missed! cards in play beside the hand’s Missed! against a shot', () => {
    const match = greenAnswersShot();
    const moves = { missed: vi.fn(), takeHit: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const shot = prompt('You are shot at!');
    // The Canteen is green but has no Missed! symbol: not offered.
    expect(buttons(shot)).toEqual([expect.stringMatching(/^Play Missed! /), 'Use Sombrero 7♣ from play', 'Take the hit']);
    fireEvent.click(within(shot).getByRole('button', { name: 'Use Sombrero 7♣ from play' }));
    expect(moves.missed).toHaveBeenCalledWith(version(match), played(match, '1', 'sombrero'));
  });

  it('logs a shot dodged with a green card from play', () => {
    const match = greenAnswersShot();
    match.move('1', 'missed', version(match), played(match, '1', 'sombrero'));
    renderBoard(boardProps(match, '2'));
    expect(view.getByRole('log').textContent).toContain('Seat 2 dodged with Sombrero from play');
  });

  it('says when Elena Fuente answers a shot with a card that is no Missed!', () => {
    const match = elenaFuenteShot();
    const moves = { missed: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const shot = prompt('You are shot at!');
    expect(buttons(shot).map((label) => label!.replace(/ \S+[♠♥♦♣]( as|$)/, '$1'))).toEqual([
      'Play Missed!',
      'Play Beer as a Missed!',
      'Play Panic! as a Missed!',
      'Play BANG! as a Missed!',
      'Play Stagecoach as a Missed!',
      'Play Mustang as a Missed!',
      'Play Cat Balou as a Missed!',
      'Take the hit',
    ]);
    fireEvent.click(within(shot).getByRole('button', { name: /^Play Beer .* as a Missed!$/ }));
    expect(moves.missed).toHaveBeenCalledWith(version(match), inHand(match, '1', 'beer'));
  });

  it('logs green cards used, abilities used and cards that leave Apache Kid untouched', () => {
    const green = greenCards();
    green.move('0', 'use', played(green, '0', 'canteen'));
    green.move('0', 'use', played(green, '0', 'buffalo_rifle'), '2');
    const chuck = chuckWengam();
    chuck.move('0', 'lifeForCards');
    const doc = docHolyday();
    doc.move('0', 'play', inHand(doc, '0', 'bang'), '1');
    const logOf = (match: ReturnType<typeof tableInPlay>) => {
      cleanup();
      renderBoard(boardProps(match, '2'));
      return within(view.getByRole('log')).getAllByRole('listitem').map((item) => item.textContent);
    };
    expect(logOf(green)).toEqual(expect.arrayContaining(['Seat 1 used Canteen', 'Seat 1 used Buffalo Rifle on you']));
    expect(logOf(chuck)).toEqual(expect.arrayContaining(["Seat 1 used Chuck Wengam's ability", 'Seat 1 drew 2 cards']));
    expect(logOf(doc)).toEqual(expect.arrayContaining(["Seat 1's BANG! had no effect on Seat 2"]));
  });

  it('lets Chuck Wengam trade a life for two cards with one button', () => {
    const moves = { lifeForCards: vi.fn() };
    renderBoard(boardProps(chuckWengam(), '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Chuck Wengam: lose 1 life, draw 2 cards' }));
    expect(moves.lifeForCards).toHaveBeenCalledWith();
  });

  it("offers Jacky Murieta's shot at each player in reach as a button, in both languages", () => {
    const moves = { nuggetShot: vi.fn() };
    renderBoard(boardProps(jackyMurieta(), '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Jacky Murieta: pay 2 nuggets to shoot Seat 2' }));
    expect(moves.nuggetShot).toHaveBeenCalledWith('1');
    expect(view.queryByRole('button', { name: /shoot Seat 3/ })).toBeNull();
    cleanup();
    renderBoard(boardProps(jackyMurieta(), '0', moves), 'zh-TW');
    expect(view.getAllByRole('button', { name: /付 2 個金塊射擊/ }).length).toBe(2);
  });

  it("shows a shadow's turn on his seat", () => {
    renderBoard(boardProps(shadowTurn(), '0', {}));
    expect(within(seat('Seat 2')).getByText('Shadow')).toBeTruthy();
    // The Renegade's card is the Shadow-Renegade's under the variant.
    expect(within(seat('Seat 4')).getByText('Shadow-Renegade')).toBeTruthy();
  });

  it('lets Doc Holyday pick two cards, then a player in reach, and says why the others are out', () => {
    const match = docHolyday();
    const moves = { discardToShoot: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const open = view.getByRole('button', { name: 'Doc Holyday: discard two cards to shoot' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const picker = view.getByRole('group', { name: 'Doc Holyday: discard two cards to shoot' });
    expect(within(picker).getByText('Choose 2 cards')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'BANG! 2♦' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Cat Balou 9♦' }));
    // Two Diamonds: Apache Kid (seat id 1) is untouched; seat id 2 is 2 away, his Colt reaches 1.
    expect(buttons(within(picker).getByRole('group', { name: 'Targets' }))).toEqual(['Shoot Seat 4']);
    expect(within(within(picker).getByRole('list', { name: 'Players you cannot choose' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Seat 2: these cards have no effect on them (Apache Kid and Diamonds)',
      'Seat 3: out of reach (distance 2, your reach 1)',
    ]);
    // A Spade instead of the Cat Balou reaches Apache Kid.
    fireEvent.click(within(picker).getByRole('button', { name: 'Cat Balou 9♦' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Missed! 2♠' }));
    expect(buttons(within(picker).getByRole('group', { name: 'Targets' }))).toEqual(['Shoot Seat 2', 'Shoot Seat 4']);
    fireEvent.click(within(picker).getByRole('button', { name: 'Shoot Seat 2' }));
    expect(moves.discardToShoot).toHaveBeenCalledWith(inHand(match, '0', 'bang'), inHand(match, '0', 'missed'), '1');
  });

  it('lets Jose Delgado discard only a blue card of his hand for two cards', () => {
    const match = joseDelgado();
    const moves = { blueForCards: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Jose Delgado: a blue card for two cards' }));
    const picker = view.getByRole('group', { name: 'Jose Delgado: a blue card for two cards' });
    expect(within(picker).getAllByRole('button', { pressed: false }).map((card) => card.getAttribute('aria-label')!.replace(/ \S+$/, '')).sort()).toEqual(['Barrel', 'Mustang']);
    expect((within(picker).getByRole('button', { name: 'Choose a card' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: /^Mustang / }));
    fireEvent.click(within(picker).getByRole('button', { name: /^Discard Mustang .* and draw 2 cards$/ }));
    expect(moves.blueForCards).toHaveBeenCalledWith(inHand(match, '0', 'mustang'));
  });

  it('lets Uncle Will play any card of his hand as a General Store', () => {
    const match = uncleWill();
    const moves = { asGeneralStore: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Uncle Will: a card as a General Store' }));
    const picker = view.getByRole('group', { name: 'Uncle Will: a card as a General Store' });
    fireEvent.click(within(picker).getByRole('button', { name: /^Missed! / }));
    fireEvent.click(within(picker).getByRole('button', { name: /^Play Missed! .* as a General Store$/ }));
    expect(moves.asGeneralStore).toHaveBeenCalledWith(inHand(match, '0', 'missed'));
  });

  it('asks which other card goes with a "discard another card" card, after its target', () => {
    const match = discardAnother();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const hand = view.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /^Springfield / }));
    expect(names(view.getByRole('group', { name: 'Targets' }))).toEqual(['Seat 2 (distance 1)', 'Seat 3 (distance 2)', 'Seat 4 (distance 1)']);
    fireEvent.click(within(view.getByRole('group', { name: 'Targets' })).getByRole('button', { name: 'Seat 3 (distance 2)' }));
    const extra = view.getByRole('group', { name: 'Choices' });
    expect(view.getByRole('alertdialog', { name: /^Discard which other card with Springfield / })).toBeTruthy();
    expect(buttons(extra).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['Discard Whisky', 'Discard Tequila', 'Discard Missed!', 'Discard Beer']);
    // The other card can be clicked in the hand too.
    fireEvent.click(within(hand).getByRole('button', { name: /^Missed! / }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'springfield'), '2', null, inHand(match, '0', 'missed'));
    // Whisky has no target: straight to the other card.
    fireEvent.click(within(hand).getByRole('button', { name: /^Whisky / }));
    fireEvent.click(within(view.getByRole('group', { name: 'Choices' })).getByRole('button', { name: /^Discard Beer / }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'whisky'), null, null, inHand(match, '0', 'beer'));
    // Tequila may heal the player himself: his own seat is a target too.
    fireEvent.click(within(hand).getByRole('button', { name: /^Tequila / }));
    expect(names(view.getByRole('group', { name: 'Targets' }))).toEqual(['yourself', 'Seat 2 (distance 1)', 'Seat 3 (distance 2)', 'Seat 4 (distance 1)']);
    expect(within(seat('Your seat: Seat 1')).getByRole('button', { name: /^Tequila .* at yourself$/ })).toBeTruthy();
  });

  it('asks Vera Custer whose ability she takes on, naming each character and player', () => {
    const match = veraCuster();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const vera = prompt('Vera Custer: whose ability do you take on?');
    expect(buttons(vera)).toEqual(['Copy Willy the Kid (Seat 1)', 'Copy Jourdonnais (Seat 3)', 'Copy Slab the Killer (Seat 4)']);
    expect(within(vera).getByRole('button', { name: 'Copy Jourdonnais (Seat 3)' }).getAttribute('title')).toBe('Always has a built-in Barrel; with a real Barrel too he gets two draws.');
    fireEvent.click(within(vera).getByRole('button', { name: 'Copy Jourdonnais (Seat 3)' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), '2');
  });

  it('shows the ability Vera Custer has taken on at her seat, and logs it', () => {
    const match = veraCuster();
    match.move('1', 'choose', version(match), '2');
    renderBoard(boardProps(match, '0'));
    expect(within(seat('Seat 2')).getByText('Has the ability of Jourdonnais')).toBeTruthy();
    expect(view.getByRole('log').textContent).toContain("Seat 2 took on Jourdonnais's ability until the next turn");
  });

  it('asks Pat Brennan whether to draw or take a card another player has in play', () => {
    const match = patBrennan();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const pat = prompt('Pat Brennan: draw, or take a card in play?');
    expect(buttons(pat).map((label) => label!.replace(/ \S+ from/, ' from'))).toEqual(['Draw from the deck', 'Take Sombrero from Seat 4', 'Take Schofield from Seat 4', 'Take Barrel from Seat 1']);
    fireEvent.click(within(pat).getByRole('button', { name: /^Take Sombrero / }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), played(match, '3', 'sombrero'));
  });

  it('shows Claus "The Saint" the cards he drew and asks which one each player gets', () => {
    const match = clausTheSaint();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const claus = prompt('Claus "The Saint": give a card');
    expect(within(claus).getByText('Choose the card you give to Seat 3. You keep the last two.')).toBeTruthy();
    expect(within(within(claus).getByRole('group', { name: 'The cards you drew' })).getAllByRole('button')).toHaveLength(5);
    expect(cardAnswers(claus).map((label) => label.replace(/ \S+ to /, ' to '))).toEqual(['Give Beer to Seat 3', 'Give BANG! to Seat 3', 'Give Missed! to Seat 3', 'Give Panic! to Seat 3', 'Give Stagecoach to Seat 3']);
    fireEvent.click(within(claus).getByRole('button', { name: /^Panic! .*: Give Panic! / }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), match.G.zones['look:1']!.find((id) => keyOf(id) === 'panic'));
    cleanup();
    // The others see neither his cards nor a prompt.
    renderBoard(boardProps(match, '2', moves));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(view.queryByRole('group', { name: 'The cards you drew' })).toBeNull();
    match.move('1', 'choose', version(match), match.G.zones['look:1']![0]);
    cleanup();
    renderBoard(boardProps(match, '2', moves));
    expect(view.getByRole('log').textContent).toContain('Seat 2 gave a card to you');
  });

  it('asks the player of a Brawl what each other player discards', () => {
    const match = brawl();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const answer = prompt('Brawl: choose the card to discard');
    expect(buttons(answer).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['Seat 2 discards a random card from their', 'Seat 2 discards Barrel', 'Seat 2 discards Sombrero']);
    expect(buttons(answer)[0]).toBe('Seat 2 discards a random card from their hand');
    fireEvent.click(within(answer).getByRole('button', { name: /^Seat 2 discards Sombrero/ }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), played(match, '1', 'sombrero'));
    expect(view.getByRole('log').textContent).toContain('You discarded Missed! along with it');
  });

  it('shows every seat’s target in the 3-player game, roles face up', () => {
    renderBoard(boardProps(threePlayers(), '1'));
    expect(within(seat('Seat 1')).getByText('Hunts Seat 3')).toBeTruthy();
    expect(within(seat('Your seat: Seat 2')).getByText('Hunts Seat 1')).toBeTruthy();
    expect(within(seat('Seat 3')).getByText('Hunts you')).toBeTruthy();
    expect(within(table()).getAllByRole('button', { name: /^Role: / }).map((role) => role.getAttribute('aria-label')).sort()).toEqual(['Role: Deputy', 'Role: Outlaw', 'Role: Renegade']);
  });

  it('ends the 3-player game with the one winner named once, and every role', () => {
    renderBoard(boardProps(threePlayersTargetWon(), '1'));
    expect(view.getByRole('status').textContent).toBe('Seat 1 eliminated their own target and wins.');
    expect(view.getAllByText(/eliminated their own target/)).toHaveLength(1);
    expect(within(seat('Seat 1')).getByText('Winner')).toBeTruthy();
    expect(within(table()).getAllByText('Winner')).toHaveLength(1);
    expect(seat('Seat 3').getAttribute('data-status')).toBe('out');
  });

  it('tells the two players left in the 3-player game that the last one alive wins, and who did', () => {
    renderBoard(boardProps(threePlayersLastStanding(), '0'));
    expect(within(seat('Your seat: Seat 1')).getByText('Must be the last one alive')).toBeTruthy();
    expect(within(seat('Seat 2')).getByText('Must be the last one alive')).toBeTruthy();
    expect(view.getByRole('log').textContent).toContain('Seat 2 earned 3 cards for the kill');
    cleanup();
    renderBoard(boardProps(threePlayersSurvivor(), '0'));
    expect(view.getByRole('status').textContent).toBe('Seat 2 is the last one alive and wins.');
    expect(within(seat('Seat 2')).getByText('Winner')).toBeTruthy();
    expect(within(table()).getAllByText('Winner')).toHaveLength(1);
    expect(within(table()).getAllByRole('button', { name: /^Role: / }).map((role) => role.getAttribute('aria-label')).sort()).toEqual(['Role: Deputy', 'Role: Outlaw', 'Role: Renegade']);
  });

  it('shows eight seats with their cards in play, and a spectator no hand at all', () => {
    const match = eightSeats();
    renderBoard(boardProps(match, '0'));
    // Every seat at the table, the player's own last (his cards in play among the others').
    expect(table().querySelectorAll('[data-parlor-seat]')).toHaveLength(8);
    expect(within(seat('Seat 7')).getByText('Has the ability of Jourdonnais')).toBeTruthy();
    cleanup();
    renderBoard(boardProps(match, null));
    expect(view.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(table().querySelectorAll('[data-parlor-seat]')).toHaveLength(8);
    // No hand card of anyone is named on the spectator's board (by name, suit and rank: the reference names every card).
    const board = table();
    const everything = [board.textContent, ...[...board.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
    const held = Object.keys(match.G.players).flatMap((seat) => match.G.zones[`hand:${seat}`]!);
    const labels = held.map((id) => `${(locales.en as { card: Record<string, { name: string }> }).card[keyOf(id)]!.name} ${card(id).rank}${SUIT_SYMBOL[card(id).suit]}`);
    expect(labels).toHaveLength(17);
    expect(labels.filter((label) => everything.includes(label))).toEqual([]);
    expect(view.queryAllByRole('button', { name: /^Play / })).toEqual([]);
    expect(table().querySelectorAll('.bang-seat-hand')).toHaveLength(0);
  });

  it('shows every Dodge City and Bullet card and character in the reference when they are in play', () => {
    renderBoard(boardProps(eightSeats(), '0'));
    const reference = view.getByRole('region', { name: 'Cards and characters' });
    // The roles close the list.
    const terms = within(reference).getAllByRole('term').map((term) => term.textContent).slice(0, -4);
    const en = locales.en as { card: Record<string, { name: string }>; character: Record<string, { name: string }> };
    // The names of the two decks in play: The Valley of Shadows' cards stay out of a match without them.
    const dealt = [...new Set(deckFor(['base', 'dodge_city']).map(keyOf))];
    expect(terms).toEqual([...dealt.map((key) => en.card[key]!.name), ...charactersOf(['base', 'dodge_city', 'bullet']).map((key) => en.character[key]!.name)]);
    expect(terms).toHaveLength(22 + 22 + 16 + 15 + 3);
  });

  it('speaks Chinese in the new prompts, with the characters’ own names', () => {
    renderBoard(boardProps(veraCuster(), '1'), 'zh-TW');
    const vera = prompt('維拉．卡斯特：要獲得誰的能力？');
    // Chinese words run together; a Latin name gets its space from the spacing post-processor.
    expect(buttons(vera)).toEqual(['複製威利小子（Seat 1）', '複製喬多內（Seat 3）', '複製殺手始拉伯（Seat 4）']);
  });
});

describe('the board with the event decks', () => {
  it('shows the event in effect with its text, the next event, how many are left and the final card', () => {
    renderBoard(boardProps(eventInEffect(), '2'));
    const events = view.getByRole('region', { name: 'Events' });
    expect(events.hasAttribute('data-parlor-panel')).toBe(true);
    expect(within(events).getByRole('heading', { name: 'In effect: Shootout' })).toBeTruthy();
    expect(within(events).getByText('Next: Thirst')).toBeTruthy();
    expect(events.textContent).toContain('3 left on the stack');
    expect(events.textContent).toContain('Final card: High Noon');
    // The order under the next card is nobody's: Lasso is not named.
    expect(events.textContent).not.toContain('Lasso');
    // The card reference lists the events of the decks in play.
    const reference = within(view.getByRole('region', { name: 'Cards, characters and events' })).getByRole('heading', { name: 'Events' }).nextElementSibling as HTMLElement;
    expect(within(reference).getByText('Russian Roulette')).toBeTruthy();
    expect(within(reference).getByText('Handcuffs')).toBeTruthy();
    cleanup();
    renderBoard(boardProps(finalEvent(), null));
    expect(view.getByRole('region', { name: 'Events' }).textContent).toContain('Next: none, the final card stays');
  });

  it('shows the Wild West Show event beside the High Noon one, and gives Dorothy Rage\'s order one choice at a time', () => {
    const moves = { dorothy_rage: vi.fn() };
    renderBoard(boardProps(dorothyRage(), '0', moves));
    const show = view.getByRole('region', { name: 'Wild West Show' });
    expect(within(show).getByRole('heading', { name: 'Wild West Show event in effect: Dorothy Rage' })).toBeTruthy();
    expect(show.textContent).toContain('6 face-down cards left; the last one is Wild West Show');
    // The stack's order is nobody's.
    expect(show.textContent).not.toContain('Sacagaway');
    fireEvent.click(view.getByText('Dorothy Rage: order another player to play a card'));
    const order = () => view.getByRole('group', { name: 'Dorothy Rage: order another player to play a card' });
    fireEvent.click(within(order()).getByRole('button', { name: 'Seat 2' }));
    fireEvent.click(within(order()).getByRole('button', { name: 'BANG!' }));
    fireEvent.click(within(order()).getByRole('button', { name: 'Seat 3' }));
    fireEvent.click(within(order()).getByRole('button', { name: 'Order Seat 2 to play BANG! at Seat 3' }));
    expect(moves.dorothy_rage).toHaveBeenCalledWith('1', 'bang', '2');
  });

  it('offers Showdown\'s card as a BANG! and Lady Rose of Texas\' change of seats, in both languages', () => {
    const moves = { showdown_bang: vi.fn(), lady_rose: vi.fn() };
    const match = showdown();
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByText('Showdown: play a card as a BANG!'));
    fireEvent.click(view.getByRole('button', { name: /^Play Beer .* as a BANG! at Seat 2$/ }));
    expect(moves.showdown_bang).toHaveBeenCalledWith(inHand(match, '0', 'beer'), '1');
    cleanup();
    renderBoard(boardProps(showdown('lady_rose_of_texas'), '0', moves), 'zh-TW');
    fireEvent.click(view.getByRole('button', { name: /交換座位/ }));
    expect(moves.lady_rose).toHaveBeenCalledWith();
  });

  it('asks for an event choice with its own prompt and words (Handcuffs: the suit)', () => {
    const match = handcuffsChoice();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const handcuffs = prompt('Handcuffs: name the only suit you will play this turn');
    expect(buttons(handcuffs)).toEqual(['Hearts ♥ only', 'Diamonds ♦ only', 'Clubs ♣ only', 'Spades ♠ only']);
    fireEvent.click(within(handcuffs).getByRole('button', { name: 'Spades ♠ only' }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), 'spades');
  });

  it('offers Ricochet against every card in play of another player, and sends it', () => {
    const match = ricochet();
    const moves = { ricochet: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByText('Event moves'));
    const offer = view.getByRole('button', { name: /^Ricochet: BANG! .* at Barrel/ });
    fireEvent.click(offer);
    expect(moves.ricochet).toHaveBeenCalledWith(inHand(match, '0', 'bang'), match.G.zones['play:2']![0]);
  });

  it('holds the end of the turn under Law of the West until the shown card is played', () => {
    renderBoard(boardProps(lawOfTheWest(), '1', { endPlay: vi.fn() }));
    expect(view.queryByRole('button', { name: 'End my turn' })).toBeNull();
    expect(view.getByText(/^Law of the West: you must play BANG! /)).toBeTruthy();
  });

  it('tells Claus "The Saint" how many cards he keeps when an event changes it', () => {
    const match = clausUnderThirst();
    renderBoard(boardProps(match, '1'));
    const claus = prompt('Claus "The Saint": give a card');
    expect(within(claus).getByText('Choose the card you give to Seat 3. You keep the last one.')).toBeTruthy();
    // He drew four: one for each of the three others and the one he keeps.
    expect(within(within(claus).getByRole('group', { name: 'The cards you drew' })).getAllByRole('button')).toHaveLength(4);
  });
});

describe('the board says who acts and asks in the Dock', () => {
  const status = () => view.getByRole('status');
  const promptKind = () => view.getByRole('alertdialog').getAttribute('data-parlor-prompt');

  it('names the seats the match waits for, as the room does, never telling the deciding seat its own name', () => {
    const match = tableWithShot();
    renderBoard(boardProps(match, '1'));
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('You are shot at');
    cleanup();
    renderBoard(boardProps(match, '3'));
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('Seat 2 is shot at');
    cleanup();
    renderBoard(boardProps(match, null), 'zh-TW');
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('Seat 2 遭到射擊');
    cleanup();
    renderBoard(boardProps(match, '1'), 'zh-TW');
    expect(status().textContent).toBe('你遭到射擊');
  });

  it('tells a choosing seat it is its choice, and the others who chooses', () => {
    const match = kitCarlson();
    renderBoard(boardProps(match, '1'));
    expect(status().textContent).toBe('Your choice');
    expect(status().textContent).not.toContain('Seat 2');
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    cleanup();
    renderBoard(boardProps(match, '0'));
    expect(status().textContent).toBe('Seat 2 is choosing');
  });

  it('awaits the shot target only while Sid Ketchum stands by, and nobody once the match is over', () => {
    renderBoard(boardProps(sidStandingBy(), '2'));
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    cleanup();
    renderBoard(boardProps(tableInPlay(), '0'));
    expect(status().getAttribute('data-parlor-acting')).toBe('0');
    expect(status().textContent).toBe('Your turn (play cards)');
    cleanup();
    renderBoard(boardProps(gameOver(), '0'));
    expect(status().getAttribute('data-parlor-acting')).toBe('');
    // The result once: in the status line, not again as a heading or a list line.
    expect(view.getAllByText('The Sheriff and his Deputies win.')).toHaveLength(1);
  });

  it('puts every prompt in the Dock above the hand, with its kind', () => {
    const cases: [string, ReturnType<typeof boardProps>][] = [
      ['shot', boardProps(tableWithShot(), '1')],
      ['store', boardProps(generalStore(), '0')],
      ['choice-kit_carlson', boardProps(kitCarlson(), '1')],
      ['choice-jesse_jones', boardProps(jesseJones(), '1')],
      ['choice-draw-check', boardProps(luckyDuke(), '1')],
      ['duel', boardProps(duel(), '3')],
      ['indians', boardProps(indians(), '1')],
      ['dying', boardProps(dyingWithBeer(), '1')],
      ['discard', boardProps(phaseThree(), '0')],
      ['choice-handcuffs', boardProps(handcuffsChoice(), '1')],
    ];
    for (const [kind, props] of cases) {
      cleanup();
      renderBoard(props);
      expect(promptKind()).toBe(kind);
      const dock = view.getByRole('region', { name: 'Your hand and choices' });
      expect(dock.contains(view.getByRole('alertdialog'))).toBe(true);
    }
  });

  it('asks for the target of a selected card in the Dock, and lets the player put the card back', () => {
    renderBoard(boardProps(tableInPlay(), '0', { play: vi.fn() }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: /^BANG! / }));
    expect(promptKind()).toBe('target');
    const dock = view.getByRole('region', { name: 'Your hand and choices' });
    expect(within(dock).getByRole('group', { name: 'Targets' })).toBeTruthy();
    // A choice the player opened himself: no clock of its own (the turn's runs).
    expect(view.getByRole('alertdialog').querySelector('.pl-clockbar')).toBeNull();
    fireEvent.click(within(dock).getByRole('button', { name: 'Cancel' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
  });

  it('gives a spectator no Dock, and the cards a seat may know their ids', () => {
    const match = tableInPlay();
    renderBoard(boardProps(match, null));
    expect(view.queryByRole('region', { name: 'Your hand and choices' })).toBeNull();
    // Nothing hidden carries an id: every id shown is of a card in play or on a pile.
    const shown = [...table().querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id'));
    const hands = Object.keys(match.G.players).flatMap((seat) => match.G.zones[`hand:${seat}`]!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => hands.includes(id!))).toEqual([]);
    cleanup();
    renderBoard(boardProps(match, '0'));
    const hand = view.getByRole('group', { name: 'Your hand' });
    expect([...hand.querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id')).sort()).toEqual([...match.G.zones['hand:0']!].sort());
  });
});

describe('the table: one click, seats as targets, card help, hands only where the view holds them', () => {
  it('plays a card with no target at once, with no prompt to confirm it', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(within(view.getByRole('group', { name: 'Your hand' })).getByRole('button', { name: /^Mustang / }));
    expect(moves.play).toHaveBeenCalledTimes(1);
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'mustang'));
    expect(view.queryByRole('alertdialog')).toBeNull();
    // The General Store too: the store's picks are asked once it is in play, not before.
    const store = generalStore();
    cleanup();
    const storeMoves = { play: vi.fn(), pick: vi.fn() };
    renderBoard(boardProps(store, '0', storeMoves));
    // The store's cards on the table are the picks themselves: one click takes one.
    const shown = within(table()).getByRole('group', { name: 'General Store' });
    fireEvent.click(within(shown).getAllByRole('button')[2]!);
    expect(storeMoves.pick).toHaveBeenCalledWith(version(store), store.G.zones.store![2]);
  });

  it('picks the target of a BANG! by clicking its seat, and only a seat in reach can be clicked', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    fireEvent.click(view.getByRole('button', { name: /^BANG! / }));
    // Seat 4 is out of reach: no pick button on it.
    expect(within(seat('Seat 4')).queryByRole('button', { name: / at Seat 4$/ })).toBeNull();
    expect(seat('Seat 4').hasAttribute('data-unreachable')).toBe(true);
    expect(seat('Seat 3').hasAttribute('data-pickable')).toBe(true);
    fireEvent.click(within(seat('Seat 3')).getByRole('button', { name: /^BANG! .* at Seat 3$/ }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'bang'), '2');
  });

  it('shows distance and reach on each other seat', () => {
    renderBoard(boardProps(tableInPlay(), '0'));
    // The Schofield reaches 2: Seat 2 (Paul Regret) at 2 in reach, Seat 4 (a Mustang) at 3 out of it.
    expect(within(seat('Seat 2')).getByRole('img', { name: /^Seat 2: distance 2, within your reach/ }).textContent).toBe('2');
    expect(within(seat('Seat 4')).getByRole('img', { name: /^Seat 4: distance 3, out of your reach/ }).textContent).toBe('3');
    expect(seat('Seat 2').querySelector('.bang-distance[data-reach]')).not.toBeNull();
    expect(seat('Seat 4').querySelector('.bang-distance[data-reach]')).toBeNull();
  });

  it('opens a card’s help with its text and rulings by a click where the card does nothing else, and by ? on a playable card', () => {
    const match = tableInPlay();
    const moves = { play: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    // Another seat's Barrel: a click opens its help.
    fireEvent.click(within(seat('Seat 2')).getByRole('button', { name: /^Barrel / }));
    let help = view.getByRole('dialog', { name: 'Barrel' });
    expect(help.textContent).toContain('When you are shot, you may "draw!": a Heart counts as a Missed!.');
    expect(within(help).getByRole('region', { name: 'Rulings' }).textContent).toContain('It does not work against a Duel or Indians!');
    expect(help.textContent).toContain('Blue card: stays in play');
    fireEvent.keyDown(help, { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
    // A playable hand card: ? opens its help and plays nothing.
    fireEvent.keyDown(within(view.getByRole('group', { name: 'Your hand' })).getByRole('button', { name: /^BANG! / }), { key: '?' });
    help = view.getByRole('dialog', { name: 'BANG!' });
    expect(within(help).getByRole('region', { name: 'Rulings' }).textContent).toContain('One per turn');
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.keyDown(help, { key: 'Escape' });
    // A character's portrait, a role badge: their help too.
    fireEvent.click(within(seat('Seat 5')).getByRole('button', { name: 'Sid Ketchum' }));
    expect(view.getByRole('dialog', { name: 'Sid Ketchum' }).textContent).toContain('4 life');
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(within(seat('Your seat: Seat 1')).getByRole('button', { name: 'Role: Sheriff' }));
    expect(view.getByRole('dialog', { name: 'Sheriff' }).textContent).toContain('Eliminate every Outlaw and Renegade.');
  });

  it('gives help with rulings in Chinese too', () => {
    renderBoard(boardProps(tableInPlay(), '0'), 'zh-TW');
    fireEvent.click(within(seat('Seat 2')).getByRole('button', { name: /^啤酒桶 / }));
    const help = view.getByRole('dialog', { name: '啤酒桶' });
    expect(within(help).getByRole('region', { name: '裁定' }).textContent).toContain('對決鬥與印地安人！無效');
  });

  it('never shows another seat’s hand on a seat’s board, and shows every hand in a replay showing everything', () => {
    const match = eightSeats();
    renderBoard(boardProps(match, '3'));
    expect(table().querySelectorAll('.bang-seat-hand')).toHaveLength(0);
    const others = Object.keys(match.G.players).filter((id) => id !== '3').flatMap((id) => match.G.zones[`hand:${id}`]!);
    const ids = [...view.getByRole('region', { name: 'BANG!' }).querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id'));
    expect(ids.filter((id) => others.includes(id!))).toEqual([]);
    cleanup();
    // The replay's "everything shown" view: no seat, every hand card by card in G.
    renderBoard(everythingProps(match));
    for (const id of match.ctx.playOrder) {
      const hand = within(seat(`Seat ${Number(id) + 1}`)).getByRole('group', { name: `Seat ${Number(id) + 1}'s hand` });
      expect([...hand.querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id'))).toEqual(match.G.zones[`hand:${id}`]);
    }
    // And every role face up.
    expect(within(table()).getAllByRole('button', { name: /^Role: / })).toHaveLength(8);
  });

  it('takes a choice of player from a click on the seat (Jesse Jones)', () => {
    const match = jesseJones();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    fireEvent.click(within(seat('Seat 3')).getByRole('button', { name: "Take a random card from Seat 3's hand" }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), '2');
  });

  it('says so when nothing in hand or in play can answer a shot, instead of listing answers the seat does not have', () => {
    renderBoard(boardProps(eightSeatsShot(), '7'));
    const shot = prompt('You are shot at!');
    expect(within(shot).getByText('Seat 1 shoots at you: you have nothing to dodge it with.')).toBeTruthy();
    expect(buttons(shot)).toEqual(['Take the hit']);
  });

  it('names bots in the reader’s language, on the seats and in the log', () => {
    const match = tableWithShot();
    const props = { ...boardProps(match, '0'), matchData: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bot 2', bot: true }, { id: 2, name: 'Bot 3', bot: true }, { id: 3, name: 'Bot 4', bot: true }, { id: 4, name: 'Bot 5', bot: true }] };
    renderBoard(props as ReturnType<typeof boardProps>, 'zh-TW');
    expect(within(table()).getByRole('region', { name: '機器人 2' })).toBeTruthy();
    expect(view.getByRole('status').textContent).toBe('機器人 2 遭到射擊');
    expect(view.getByRole('log').textContent).toContain('你對機器人 2 打出砰！');
    expect(view.getByRole('region', { name: '砰！' }).textContent).not.toMatch(/Bot \d/);
  });
});
