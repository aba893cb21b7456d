// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { composeStories } from '@storybook/react-vite';
import { createI18n } from '@parlor/ui';
import * as stories from './board.stories';
import { BangBoard } from './board';
import { locales } from '../locales';
import { card, CARD_KEYS, keyOf } from '../lib/cards';
import { SUIT_SYMBOL } from './face';
import { charactersOf } from '../lib/characters';
import { inHand } from '../lib/scenario.fixture';
import {
  boardProps,
  brawl,
  chuckWengam,
  clausTheSaint,
  discardAnother,
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
  kitCarlson,
  luckyDuke,
  patBrennan,
  pedroRamirez,
  phaseThree,
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
      'Seat 2: too far (distance 2, this card reaches 1)',
      'Seat 3: too far (distance 2, this card reaches 1)',
      'Seat 4: too far (distance 3, this card reaches 1)',
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
    const over = view.getByRole('region', { name: 'Roles' });
    expect(within(over).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Seat 1 (Sheriff) wins',
      'You (Outlaw) lose',
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
    const mine = view.getByRole('group', { name: "Seat 1's cards in play" });
    expect(within(mine).getByRole('img', { name: /^Sombrero 7♣: put in play this turn, usable from the next turn$/ }).textContent).toBe('Next turn');
    expect(within(mine).getByRole('img', { name: /^Buffalo Rifle .*: ready to use$/ }).textContent).toBe('Ready');
    // The waiting Sombrero is no button; the ready Buffalo Rifle and Canteen are.
    expect(within(mine).queryByRole('button', { name: /^Sombrero/ })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: /^Buffalo Rifle / }));
    const offers = buttons(view.getByRole('group', { name: 'Targets' }));
    expect(offers.map((label) => label!.replace(/^Use Buffalo Rifle \S+ → /, ''))).toEqual(['Seat 2', 'Seat 3', 'Seat 4']);
    fireEvent.click(view.getByRole('button', { name: /^Use Buffalo Rifle .* → Seat 4$/ }));
    expect(moves.use).toHaveBeenCalledWith(played(match, '0', 'buffalo_rifle'), '3');
    fireEvent.click(within(mine).getByRole('button', { name: /^Canteen / }));
    fireEvent.click(within(view.getByRole('group', { name: 'Targets' })).getByRole('button', { name: /^Use Canteen / }));
    expect(moves.use).toHaveBeenCalledWith(played(match, '0', 'canteen'));
  });

  it('shows other players a green card as ready or waiting, without letting them use it', () => {
    renderBoard(boardProps(greenCards(), '1'));
    const sheriff = view.getByRole('group', { name: "Seat 1's cards in play" });
    expect(within(sheriff).getByRole('img', { name: /^Sombrero 7♣: put in play this turn/ })).toBeTruthy();
    expect(within(sheriff).queryAllByRole('button')).toEqual([]);
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
    expect(view.getByRole('region', { name: 'Game log' }).textContent).toContain('Seat 2 dodged with Sombrero from play');
  });

  it('says when Elena Fuente answers a shot with a card that is no Missed!', () => {
    const match = elenaFuenteShot();
    const moves = { missed: vi.fn() };
    renderBoard(boardProps(match, '1', moves));
    const shot = prompt('You are shot at!');
    expect(buttons(shot).map((label) => label!.replace(/ \S+[♠♥♦♣]( as|$)/, '$1'))).toEqual(['Play Missed!', 'Play Beer as a Missed!', 'Play Panic! as a Missed!', 'Take the hit']);
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
      return within(view.getByRole('region', { name: 'Game log' })).getAllByRole('listitem').map((item) => item.textContent);
    };
    expect(logOf(green)).toEqual(expect.arrayContaining(['Seat 1 used Canteen', 'Seat 1 used Buffalo Rifle on you']));
    expect(logOf(chuck)).toEqual(expect.arrayContaining(["Seat 1 used Chuck Wengam's ability", 'Seat 1 drew 2 cards']));
    expect(logOf(doc)).toEqual(expect.arrayContaining(['BANG! from Seat 1 had no effect on Seat 2']));
  });

  it('lets Chuck Wengam trade a life for two cards with one button', () => {
    const moves = { lifeForCards: vi.fn() };
    renderBoard(boardProps(chuckWengam(), '0', moves));
    fireEvent.click(view.getByRole('button', { name: 'Chuck Wengam: lose 1 life, draw 2 cards' }));
    expect(moves.lifeForCards).toHaveBeenCalledWith();
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
    expect(buttons(view.getByRole('group', { name: 'Targets' })).map((label) => label!.replace(/^Play Springfield \S+ → /, ''))).toEqual(['Seat 2', 'Seat 3', 'Seat 4']);
    fireEvent.click(view.getByRole('button', { name: /^Play Springfield .* → Seat 3$/ }));
    const extra = view.getByRole('group', { name: /^Discard which other card with Springfield / });
    expect(buttons(extra).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['Discard Whisky', 'Discard Tequila', 'Discard Missed!', 'Discard Beer', 'Choose another']);
    fireEvent.click(within(extra).getByRole('button', { name: /^Discard Missed! / }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'springfield'), '2', null, inHand(match, '0', 'missed'));
    // Whisky has no target: straight to the other card.
    fireEvent.click(within(hand).getByRole('button', { name: /^Whisky / }));
    fireEvent.click(within(view.getByRole('group', { name: /^Discard which other card with Whisky / })).getByRole('button', { name: /^Discard Beer / }));
    expect(moves.play).toHaveBeenCalledWith(inHand(match, '0', 'whisky'), null, null, inHand(match, '0', 'beer'));
    // Tequila may heal the player himself.
    fireEvent.click(within(hand).getByRole('button', { name: /^Tequila / }));
    expect(buttons(view.getByRole('group', { name: 'Targets' })).map((label) => label!.replace(/^Play Tequila \S+ → /, ''))).toEqual(['yourself', 'Seat 2', 'Seat 3', 'Seat 4']);
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
    expect(within(view.getByRole('region', { name: 'Seat 2' })).getByText('Has the ability of Jourdonnais')).toBeTruthy();
    expect(view.getByRole('region', { name: 'Game log' }).textContent).toContain("Seat 2 took on Jourdonnais's ability until the next turn");
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
    expect(within(within(claus).getByRole('group', { name: 'The cards you drew' })).getAllByRole('img')).toHaveLength(5);
    expect(buttons(claus).map((label) => label!.replace(/ \S+ to /, ' to '))).toEqual(['Give Beer to Seat 3', 'Give BANG! to Seat 3', 'Give Missed! to Seat 3', 'Give Panic! to Seat 3', 'Give Stagecoach to Seat 3']);
    fireEvent.click(within(claus).getByRole('button', { name: /^Give Panic! / }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), match.G.zones['look:1']!.find((id) => keyOf(id) === 'panic'));
    cleanup();
    // The others see neither his cards nor a prompt.
    renderBoard(boardProps(match, '2', moves));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(view.queryByRole('group', { name: 'The cards you drew' })).toBeNull();
    match.move('1', 'choose', version(match), match.G.zones['look:1']![0]);
    cleanup();
    renderBoard(boardProps(match, '2', moves));
    expect(view.getByRole('region', { name: 'Game log' }).textContent).toContain('Seat 2 gave a card to you');
  });

  it('asks the player of a Brawl what each other player discards', () => {
    const match = brawl();
    const moves = { choose: vi.fn() };
    renderBoard(boardProps(match, '0', moves));
    const answer = prompt('Brawl: choose the card to discard');
    expect(buttons(answer).map((label) => label!.replace(/ \S+$/, ''))).toEqual(['Seat 2 discards a random card from the', 'Seat 2 discards Barrel', 'Seat 2 discards Sombrero']);
    expect(buttons(answer)[0]).toBe('Seat 2 discards a random card from the hand');
    fireEvent.click(within(answer).getByRole('button', { name: /^Seat 2 discards Sombrero/ }));
    expect(moves.choose).toHaveBeenCalledWith(version(match), played(match, '1', 'sombrero'));
    expect(view.getByRole('region', { name: 'Game log' }).textContent).toContain('You discarded Missed! along with it');
  });

  it('shows every seat’s target in the 3-player game, roles face up', () => {
    renderBoard(boardProps(threePlayers(), '1'));
    expect(within(view.getByRole('region', { name: 'Seat 1' })).getByText('Hunts Seat 3')).toBeTruthy();
    expect(within(view.getByRole('region', { name: 'Seat 2' })).getByText('Hunts Seat 1')).toBeTruthy();
    expect(within(view.getByRole('region', { name: 'Seat 3' })).getByText('Hunts Seat 2')).toBeTruthy();
    expect(view.getAllByText(/^(Deputy|Outlaw|Renegade)$/).map((role: HTMLElement) => role.textContent).sort()).toEqual(['Deputy', 'Outlaw', 'Renegade']);
  });

  it('ends the 3-player game with the one winner named once, and every role', () => {
    renderBoard(boardProps(threePlayersTargetWon(), '1'));
    expect(view.getByRole('status').textContent).toBe('Seat 1 eliminated their own target and wins.');
    const over = view.getByRole('region', { name: 'Roles' });
    expect(within(over).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Seat 1 (Deputy) wins', 'You (Outlaw) lose', 'Seat 3 (Renegade) loses']);
    expect(within(over).queryByText(/eliminated their own target/)).toBeNull();
  });

  it('tells the two players left in the 3-player game that the last one alive wins, and who did', () => {
    renderBoard(boardProps(threePlayersLastStanding(), '0'));
    expect(within(view.getByRole('region', { name: 'Seat 1' })).getByText('Must be the last one alive')).toBeTruthy();
    expect(within(view.getByRole('region', { name: 'Seat 2' })).getByText('Must be the last one alive')).toBeTruthy();
    expect(view.getByRole('region', { name: 'Game log' }).textContent).toContain('Seat 2 earned 3 cards for the kill');
    cleanup();
    renderBoard(boardProps(threePlayersSurvivor(), '0'));
    expect(view.getByRole('status').textContent).toBe('Seat 2 is the last one alive and wins.');
    expect(within(view.getByRole('region', { name: 'Roles' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You (Deputy) lose',
      'Seat 2 (Outlaw) wins',
      'Seat 3 (Renegade) loses',
    ]);
  });

  it('shows eight seats with their cards in play, and a spectator no hand at all', () => {
    const match = eightSeats();
    renderBoard(boardProps(match, '0'));
    // Every seat at the table, the player's own last (his cards in play among the others').
    expect(within(view.getByRole('region', { name: 'Table' })).getAllByRole('region')).toHaveLength(8);
    expect(within(view.getByRole('region', { name: 'Seat 7' })).getByText('Has the ability of Jourdonnais')).toBeTruthy();
    cleanup();
    renderBoard(boardProps(match, null));
    expect(view.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(within(view.getByRole('region', { name: 'Table' })).getAllByRole('region')).toHaveLength(8);
    // No hand card of anyone is named on the spectator's board (by name, suit and rank: the reference names every card).
    const board = view.getByRole('region', { name: 'BANG!' });
    const everything = [board.textContent, ...[...board.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
    const held = Object.keys(match.G.players).flatMap((seat) => match.G.zones[`hand:${seat}`]!);
    const labels = held.map((id) => `${(locales.en as { card: Record<string, { name: string }> }).card[keyOf(id)]!.name} ${card(id).rank}${SUIT_SYMBOL[card(id).suit]}`);
    expect(labels).toHaveLength(17);
    expect(labels.filter((label) => everything.includes(label))).toEqual([]);
    expect(view.queryAllByRole('button', { name: /^Play / })).toEqual([]);
  });

  it('shows every Dodge City and Bullet card and character in the reference when they are in play', () => {
    renderBoard(boardProps(eightSeats(), '0'));
    const reference = view.getByText('Cards and characters').closest('details')!;
    const terms = within(reference).getAllByRole('term').map((term) => term.textContent);
    const en = locales.en as { card: Record<string, { name: string }>; character: Record<string, { name: string }> };
    expect(terms).toEqual([...CARD_KEYS.map((key) => en.card[key]!.name), ...charactersOf(['base', 'dodge_city', 'bullet']).map((key) => en.character[key]!.name)]);
    expect(terms).toHaveLength(CARD_KEYS.length + 34);
  });

  it('speaks Chinese in the new prompts, with the characters’ own names', () => {
    renderBoard(boardProps(veraCuster(), '1'), 'zh-TW');
    const vera = prompt('維拉．卡斯特：要獲得誰的能力？');
    expect(buttons(vera)).toEqual(['複製 威利小子（1 號座位）', '複製 喬多內（3 號座位）', '複製 殺手始拉伯（4 號座位）']);
  });
});

describe('the board with the event decks', () => {
  it('shows the event in effect with its text, the next event, how many are left and the final card', () => {
    renderBoard(boardProps(eventInEffect(), '2'));
    const events = view.getByRole('region', { name: 'Events' });
    expect(within(events).getByRole('heading', { name: 'In effect: Shootout' })).toBeTruthy();
    expect(within(events).getByText('Next: Thirst')).toBeTruthy();
    expect(events.textContent).toContain('3 left on the stack');
    expect(events.textContent).toContain('Final card: High Noon');
    // The order under the next card is nobody's: Lasso is not named.
    expect(events.textContent).not.toContain('Lasso');
    // The card reference lists the events of the decks in play.
    fireEvent.click(view.getByText('Cards, characters and events'));
    const reference = view.getByRole('heading', { name: 'Events' }).nextElementSibling as HTMLElement;
    expect(within(reference).getByText('Russian Roulette')).toBeTruthy();
    expect(within(reference).getByText('Handcuffs')).toBeTruthy();
    cleanup();
    renderBoard(boardProps(finalEvent(), null));
    expect(view.getByRole('region', { name: 'Events' }).textContent).toContain('Next: none, the final card stays');
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
    expect(within(within(claus).getByRole('group', { name: 'The cards you drew' })).getAllByRole('img')).toHaveLength(4);
  });
});

describe('the board says who acts and asks in the Dock', () => {
  const status = () => view.getByRole('status');
  const promptKind = () => view.getByRole('alertdialog').getAttribute('data-parlor-prompt');

  it('names the seats the match waits for, as the room does, never telling the deciding seat its own name', () => {
    const match = tableWithShot();
    renderBoard(boardProps(match, '1'));
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('You are shot at: answer below');
    cleanup();
    renderBoard(boardProps(match, '3'));
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('Seat 2 is shot at');
    cleanup();
    renderBoard(boardProps(match, null), 'zh-TW');
    expect(status().getAttribute('data-parlor-acting')).toBe('1');
    expect(status().textContent).toBe('2 號座位 遭到射擊');
    cleanup();
    renderBoard(boardProps(match, '1'), 'zh-TW');
    expect(status().textContent).toBe('你遭到射擊：請在下方回應');
  });

  it('tells a choosing seat it is its choice, and the others who chooses', () => {
    const match = kitCarlson();
    renderBoard(boardProps(match, '1'));
    expect(status().textContent).toBe('Your choice, below');
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
    fireEvent.click(within(dock).getByRole('button', { name: 'Cancel' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
  });

  it('gives a spectator no Dock, and the cards a seat may know their ids', () => {
    const match = tableInPlay();
    renderBoard(boardProps(match, null));
    expect(view.queryByRole('region', { name: 'Your hand and choices' })).toBeNull();
    // Nothing hidden carries an id: every id shown is of a card in play or on a pile.
    const shown = [...view.getByRole('region', { name: 'BANG!' }).querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id'));
    const hands = Object.keys(match.G.players).flatMap((seat) => match.G.zones[`hand:${seat}`]!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => hands.includes(id!))).toEqual([]);
    cleanup();
    renderBoard(boardProps(match, '0'));
    const hand = view.getByRole('group', { name: 'Your hand' });
    expect([...hand.querySelectorAll('[data-card-id]')].map((element) => element.getAttribute('data-card-id')).sort()).toEqual([...match.G.zones['hand:0']!].sort());
  });
});
