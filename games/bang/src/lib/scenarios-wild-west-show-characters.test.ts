// Wild West Show's characters (WILD-WEST-SHOW.md §W5 Characters, §W7 Interactions, rulings §W9
// 4-11): the scenarios S106-S110 of SCENARIOS-WILD-WEST-SHOW-GOLD-RUSH.md, named after their ids,
// and a test through the moves for each character and each interaction of §W7 that concerns them.
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import type { Match } from '@parlor/game-kit/testing';
import { card, keyOf } from './cards';
import { charactersOf, type CharacterKey } from './characters';
import { abilityOf } from './engine/registry';
import { greygoryPool } from './entries/wild-west-show-characters';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import { optionsFrom, setupMatch } from './setup';
import type { BangState } from './state';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const handCard = (match: Match<BangState>, seat: string, key: string, suit: string, rank: string) =>
  hand(match, seat).find((id) => keyOf(id) === key && card(id).suit === suit && card(id).rank === rank)!;
const moveNames = (match: Match<BangState>, seat: string) => legalMoves(match.G, match.ctx, seat).map((move) => move.move);

/** A setup whose shuffles put the wanted items first (a Sheriff and a character at seat 0), everything else in data order. */
function setupWith(numPlayers: number, first: CharacterKey, setupData: unknown): BangState {
  const ctx = { playOrder: Array.from({ length: numPlayers }, (_, seat) => String(seat)), numPlayers } as Ctx;
  const Shuffle = <T,>(items: T[]): T[] => {
    const wanted = items.findIndex((item) => item === first || item === ('sheriff' as unknown as T));
    return wanted < 0 ? [...items] : [items[wanted]!, ...items.filter((_, index) => index !== wanted)];
  };
  return setupMatch({ ctx, random: { Shuffle } }, setupData);
}

describe('W. Wild West Show characters', () => {
  it('options: the characters join the pool only when on, with Greygory Deck\'s pool option', () => {
    expect(optionsFrom({})).not.toHaveProperty('wwsCharacters');
    expect(optionsFrom({ greygoryAllSets: true })).not.toHaveProperty('greygoryAllSets');
    const on = optionsFrom({ wwsCharacters: true, greygoryAllSets: true, dodgeCity: true });
    expect(on).toMatchObject({ wwsCharacters: true, greygoryAllSets: true, characters: ['base', 'dodge_city', 'wild_west_show'] });
  });

  it('S106 Big Spencer', () => {
    // Dealt 5 cards, the Sheriff's 10 life notwithstanding.
    const G = setupWith(4, 'big_spencer', { wwsCharacters: true });
    expect(G.players['0']).toMatchObject({ character: 'big_spencer', life: 10, maxLife: 10 });
    expect(G.zones['hand:0']).toHaveLength(5);
    expect(G.roles['0']).toBe('sheriff');

    const match = given({
      seats: four({
        0: { character: 'big_spencer', hand: [{ key: 'missed', suit: 'spades', rank: '5' }, { key: 'dodge', suit: 'diamonds', rank: '7' }] },
        2: { hand: ['bang'], inPlay: ['schofield'] },
      }),
      current: '2',
    });
    match.move('2', 'play', inHand(match, '2', 'bang'), '0');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['0'] });
    const missed = inHand(match, '0', 'missed');
    const dodge = inHand(match, '0', 'dodge');
    // The Missed! is refused, the Dodge accepted.
    expect(legalMoves(match.G, match.ctx, '0').filter((move) => move.move === 'missed').map((move) => move.args![1])).toEqual([dodge]);
    expect(match.attempt('0', 'missed', version(match), missed).ok).toBe(false);
    match.move('0', 'missed', version(match), dodge);
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '0')).toBe(10);
    expect(hand(match, '0')).toHaveLength(2);
    expect(hand(match, '0')).toContain(missed);

    // A Barrel draw is open to him.
    const barrel = given({ seats: four({ 0: { character: 'big_spencer', hand: ['missed'], inPlay: ['barrel'] }, 2: { hand: ['bang'], inPlay: ['schofield'] } }), current: '2' });
    barrel.move('2', 'play', inHand(barrel, '2', 'bang'), '0');
    expect(moveNames(barrel, '0')).toEqual(['barrel', 'takeHit']);
  });

  it('Big Spencer plays nothing as a Missed!, nor a Missed! as anything (ruling §W5.1)', () => {
    // Vera Custer copying Big Spencer may not play Missed! cards either (§W7); her hand stays as dealt.
    const match = given({
      seats: four({ 0: { character: 'vera_custer', borrowed: 'big_spencer', hand: ['missed', 'bang'] }, 1: { character: 'big_spencer' }, 2: { hand: ['bang'], inPlay: ['schofield'] } }),
      current: '2',
    });
    match.move('2', 'play', inHand(match, '2', 'bang'), '0');
    expect(moveNames(match, '0')).toEqual(['takeHit']);
    // Greygory Deck who drew Calamity Janet and Big Spencer: neither his Missed! as a BANG!, nor a BANG! as a Missed!.
    const greygory = given({
      seats: four({ 0: { character: 'greygory_deck', drawn: ['calamity_janet', 'big_spencer'], hand: ['missed', 'bang'] } }),
    });
    expect(legalMoves(greygory.G, greygory.ctx, '0').filter((move) => move.move === 'play').map((move) => keyOf(String(move.args![0])))).not.toContain('missed');
  });

  it('S107 Teren Kill', () => {
    const seats = (extra: Partial<SeatSpec>) => five({ 1: { hand: [{ key: 'bang', suit: 'diamonds', rank: '6' }] }, 2: { character: 'teren_kill', life: 1, ...extra } });
    // With Gold Rush's equipment, P1 takes 1 nugget for the wound (GOLD-RUSH.md §G3 Earning nuggets), and with a Beer
    // Teren Kill drinks it first: back to 1, no draw!.
    const beer = given({ seats: seats({ hand: [{ key: 'beer', suit: 'hearts', rank: '10' }] }), current: '1', gold: {} });
    expect(beer.G.players['1']!.nuggets).toBe(0);
    beer.move('1', 'play', inHand(beer, '1', 'bang'), '2');
    beer.move('2', 'takeHit', version(beer));
    expect(beer.G.players['1']!.nuggets).toBe(1);
    expect(pending(beer)).toEqual({ tag: 'dying', awaiting: ['2'] });
    beer.move('2', 'beer', version(beer), inHand(beer, '2', 'beer'));
    expect(life(beer, '2')).toBe(1);
    expect(beer.G.players['1']!.nuggets).toBe(1);
    expect(beer.G.history.some((entry) => entry.kind === 'check')).toBe(false);

    // No Beer, a Spade: eliminated as usual.
    const spade = given({ seats: seats({}), current: '1', top: [{ key: 'missed', suit: 'spades', rank: '3' }] });
    spade.move('1', 'play', inHand(spade, '1', 'bang'), '2');
    spade.move('2', 'takeHit', version(spade));
    expect(spade.G.history.find((entry) => entry.kind === 'check')).toMatchObject({ seat: '2', purpose: 'teren_kill', success: false });
    expect(spade.G.players['2']!.alive).toBe(false);

    // No Beer, not a Spade: life set to 1, one card drawn.
    const saved = given({ seats: seats({}), current: '1', top: [{ key: 'indians', suit: 'diamonds', rank: 'K' }, 'gatling'] });
    saved.move('1', 'play', inHand(saved, '1', 'bang'), '2');
    saved.move('2', 'takeHit', version(saved));
    expect(saved.G.players['2']).toMatchObject({ alive: true, life: 1 });
    expect(hand(saved, '2').map(keyOf)).toEqual(['gatling']);
    expect(saved.G.history.filter((entry) => entry.kind === 'survived')).toMatchObject([{ seat: '2', life: 1 }]);

    // A Dynamite at 1 life (down to -2), then a card that is not a Spade: he is left at 1.
    const dynamite = given({
      seats: seats({ inPlay: ['dynamite'] }),
      current: '1',
      top: [{ key: 'missed', suit: 'spades', rank: '5' }, { key: 'beer', suit: 'hearts', rank: '6' }, 'gatling', 'panic', 'saloon'],
    });
    endTurn(dynamite);
    expect(dynamite.G.history.find((entry) => entry.kind === 'hit')).toMatchObject({ seat: '2', amount: 3, life: -2 });
    expect(dynamite.G.players['2']).toMatchObject({ alive: true, life: 1 });
    expect(dynamite.ctx.currentPlayer).toBe('2');
    expect(dynamite.G.turn.phase).toBe('play');
  });

  it('Teren Kill survives with Bart Cassidy-like effects after the hit (a hit survived is a hit)', () => {
    // Greygory Deck who drew Teren Kill... is not possible from the base pool; Vera copying Teren Kill and Bart is not either.
    // Here: Teren Kill survives a Duel lost at 1 life, and the duel's winner is still the one responsible.
    const match = given({ seats: four({ 1: { hand: ['duel'] }, 2: { character: 'teren_kill', life: 1 } }), current: '1', top: [{ key: 'beer', suit: 'hearts', rank: '6' }, 'gatling'] });
    match.move('1', 'play', inHand(match, '1', 'duel'), '2');
    match.move('2', 'takeHit', version(match));
    expect(match.G.history.find((entry) => entry.kind === 'hit')).toMatchObject({ seat: '2', source: '1', life: 0 });
    expect(match.G.players['2']).toMatchObject({ alive: true, life: 1 });
  });

  it('S108 John Pain', () => {
    const seats = (p2: Partial<SeatSpec>) =>
      four({ 1: { inPlay: ['volcanic'], hand: ['bang', 'bang'] }, 2: { inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }], ...p2 }, 3: { character: 'john_pain', hand: ['panic', 'panic', 'saloon', 'gatling', 'indians'] } });
    const top = [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'missed', suit: 'spades', rank: '6' }] as const;
    const match = given({ seats: seats({}), current: '1', top: [...top] });
    const [beer, missed] = match.G.zones.draw!.slice(0, 2) as [string, string];
    match.move('1', 'play', hand(match, '1')[0], '2');
    match.move('2', 'barrel', version(match));
    // The Beer cancels the shot, then goes to John (6 cards).
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '3')).toHaveLength(6);
    expect(hand(match, '3')).toContain(beer);
    expect(match.G.history.filter((entry) => entry.kind === 'claimed')).toMatchObject([{ seat: '3', card: 'beer' }]);
    // The Missed! fails the draw and stays on the discard pile: John holds 6.
    match.move('1', 'play', hand(match, '1')[0], '2');
    match.move('2', 'barrel', version(match));
    expect(match.G.zones.discard![0]).toBe(missed);
    expect(hand(match, '3')).toHaveLength(6);
    match.move('2', 'takeHit', version(match));

    // Lucky Duke turns over both and picks the Beer: John takes the Beer only.
    const lucky = given({ seats: seats({ character: 'lucky_duke' }), current: '1', top: [...top] });
    lucky.move('1', 'play', hand(lucky, '1')[0], '2');
    lucky.move('2', 'barrel', version(lucky));
    expect(pending(lucky)).toEqual({ tag: 'choice', awaiting: ['2'] });
    lucky.move('2', 'choose', version(lucky), beer);
    expect(hand(lucky, '3')).toContain(beer);
    expect(hand(lucky, '3')).not.toContain(missed);
    expect(lucky.G.zones.discard).toContain(missed);
  });

  it('John Pain takes his own Jail card too, and nothing under Hangover (§W7)', () => {
    const jail = given({ seats: four({ 1: { character: 'john_pain', inPlay: ['jail'] } }), top: [{ key: 'beer', suit: 'hearts', rank: '6' }, 'gatling', 'panic'] });
    const beer = jail.G.zones.draw![0]!;
    endTurn(jail);
    expect(hand(jail, '1')).toEqual(expect.arrayContaining([beer]));
    expect(hand(jail, '1')).toHaveLength(3);

    const hangover = given({ seats: four({ 1: { character: 'john_pain', inPlay: ['jail'] } }), top: [{ key: 'beer', suit: 'hearts', rank: '6' }, 'gatling', 'panic'], event: 'hangover' });
    endTurn(hangover);
    expect(hand(hangover, '1')).toHaveLength(2);
    expect(hangover.G.history.some((entry) => entry.kind === 'claimed')).toBe(false);
  });

  it('S109 Youl Grinner and Gary Looter', () => {
    const match = given({
      seats: four({
        0: { hand: ['panic', 'panic'] },
        1: { character: 'youl_grinner', hand: ['saloon', 'gatling'] },
        2: { hand: ['beer', 'bang', 'missed', 'indians'] },
        3: { character: 'gary_looter', hand: ['duel', 'barrel', 'scope'] },
      }),
    });
    endTurn(match);
    // P2, then P3, each give one card of their choice; P0 (2 cards, no more than his 2) nothing.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['2'] });
    expect(legalMoves(match.G, match.ctx, '2').map((move) => move.args![1])).toEqual(hand(match, '2'));
    const fromP2 = inHand(match, '2', 'missed');
    match.move('2', 'choose', version(match), fromP2);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['3'] });
    const fromP3 = inHand(match, '3', 'duel');
    match.move('3', 'choose', version(match), fromP3);
    expect(hand(match, '1')).toHaveLength(6);
    expect(hand(match, '1')).toEqual(expect.arrayContaining([fromP2, fromP3]));
    expect(hand(match, '0')).toHaveLength(2);
    expect(match.G.turn.phase).toBe('play');
    expect(match.G.history.filter((entry) => entry.kind === 'gave')).toMatchObject([{ seat: '2', to: '1' }, { seat: '3', to: '1' }]);

    // P2 at 2/4 ends his turn with 5 cards: the 3 he discards go to P3's hand.
    const gary = given({
      seats: four({ 2: { life: 2, hand: ['beer', 'bang', 'missed', 'indians', 'panic'] }, 3: { character: 'gary_looter', hand: ['duel'] } }),
      current: '2',
    });
    const discarded = hand(gary, '2').slice(0, 3);
    endTurn(gary);
    expect(hand(gary, '3')).toEqual(expect.arrayContaining(discarded));
    expect(gary.G.zones.discard).toEqual([]);
    expect(gary.G.history.filter((entry) => entry.kind === 'looted')).toHaveLength(3);
    // His own phase-3 discards go onto the discard pile: 4 cards + 2 drawn, life 5, one discarded.
    expect(gary.ctx.currentPlayer).toBe('3');
    endTurn(gary);
    expect(gary.G.zones.discard).toHaveLength(1);
  });

  it('Youl Grinner under Thirst: the cards given come before his draw, which Thirst alone shortens (§W7)', () => {
    const match = given({
      seats: four({ 1: { character: 'youl_grinner' }, 2: { hand: ['beer'] } }),
      event: 'thirst',
    });
    endTurn(match);
    match.move('2', 'choose', version(match), inHand(match, '2', 'beer'));
    expect(hand(match, '1')).toHaveLength(2);
  });

  it('S110 Lee Van Kliff', () => {
    const seats = four({
      0: { hand: ['indians'] },
      1: { character: 'lee_van_kliff', hand: [{ key: 'panic', suit: 'hearts', rank: 'J' }, { key: 'bang', suit: 'clubs', rank: '2' }, { key: 'bang', suit: 'clubs', rank: '3' }, { key: 'mustang', suit: 'hearts', rank: '9' }] },
      2: { hand: ['beer', 'saloon', 'gatling'] },
    });
    const match = given({ seats, current: '1' });
    const bang2 = handCard(match, '1', 'bang', 'clubs', '2');
    const bang3 = handCard(match, '1', 'bang', 'clubs', '3');
    expect(moveNames(match, '1')).not.toContain('repeatCard');
    match.move('1', 'play', inHand(match, '1', 'panic'), '2', 'hand');
    expect(hand(match, '2')).toHaveLength(2);
    // Another target would do as well, if one were in reach: here only P0 (distance 1) and P2.
    expect(legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'repeatCard' && move.args![0] === bang2).map((move) => move.args![1])).toEqual(expect.arrayContaining(['2', '0']));
    match.move('1', 'repeatCard', bang2, '2', 'hand');
    expect(hand(match, '2')).toHaveLength(1);
    expect(match.G.zones.discard).toContain(bang2);
    expect(match.G.turn.bangs).toBe(0);
    expect(match.G.history.filter((entry) => entry.kind === 'repeated')).toMatchObject([{ seat: '1', card: 'panic', target: '2' }]);
    // Once only.
    expect(match.attempt('1', 'repeatCard', bang3, '2', 'hand').ok).toBe(false);
    // His allowance is untouched: BANG!(3♣) may still shoot.
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'play' && move.args![0] === bang3)).toBe(true);

    // After a Mustang (not brown), nothing to repeat.
    const mustang = given({ seats, current: '1' });
    mustang.move('1', 'play', inHand(mustang, '1', 'panic'), '2', 'hand');
    mustang.move('1', 'play', inHand(mustang, '1', 'mustang'));
    expect(moveNames(mustang, '1')).not.toContain('repeatCard');
    expect(mustang.attempt('1', 'repeatCard', handCard(mustang, '1', 'bang', 'clubs', '2'), '2', 'hand').ok).toBe(false);
  });

  it('Lee Van Kliff repeats a BANG! as a BANG! effect, not a card, and not under The Sermon', () => {
    const match = given({ seats: four({ 1: { character: 'lee_van_kliff', hand: ['bang', 'bang', 'bang'] }, 2: { hand: [] } }), current: '1' });
    const [first, second, third] = hand(match, '1') as [string, string, string];
    match.move('1', 'play', first, '2');
    match.move('2', 'takeHit', version(match));
    expect(match.G.turn.bangs).toBe(1);
    match.move('1', 'repeatCard', second, '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(2);
    expect(match.G.turn.bangs).toBe(1);
    expect(match.attempt('1', 'repeatCard', third, '2').ok).toBe(false);

    const sermon = given({ seats: four({ 1: { character: 'lee_van_kliff', hand: ['panic', 'bang'] }, 2: { hand: ['beer'] } }), current: '1', event: 'the_sermon' });
    sermon.move('1', 'play', inHand(sermon, '1', 'panic'), '2', 'hand');
    expect(moveNames(sermon, '1')).not.toContain('repeatCard');
  });

  it('Lee Van Kliff: using a green card from play is playing a card, so the earlier one may no longer be repeated (§W5.6)', () => {
    const match = given({ seats: four({ 1: { character: 'lee_van_kliff', hand: ['panic', 'bang'], inPlay: ['pony_express'] }, 2: { hand: ['beer', 'missed'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'panic'), '2', 'hand');
    expect(moveNames(match, '1')).toContain('repeatCard');
    match.move('1', 'use', match.G.zones['play:1']![0]);
    expect(moveNames(match, '1')).not.toContain('repeatCard');
    expect(match.attempt('1', 'repeatCard', inHand(match, '1', 'bang'), '2', 'hand').ok).toBe(false);
  });

  it('Flint Westwood trades one card for two random ones, once a turn', () => {
    const match = given({ seats: four({ 0: { character: 'flint_westwood', hand: ['beer', 'bang'] }, 2: { hand: ['panic', 'saloon', 'gatling'] }, 3: { hand: ['duel'] } }) });
    const beer = inHand(match, '0', 'beer');
    expect(legalMoves(match.G, match.ctx, '0').filter((move) => move.move === 'tradeCards').map((move) => move.args)).toEqual(
      expect.arrayContaining([
        [beer, '2'],
        [beer, '3'],
      ]),
    );
    // Nobody without cards to trade with.
    expect(legalMoves(match.G, match.ctx, '0').some((move) => move.move === 'tradeCards' && move.args![1] === '1')).toBe(false);
    const before = [...hand(match, '2')];
    match.move('0', 'tradeCards', beer, '2');
    expect(hand(match, '0')).toHaveLength(3);
    expect(hand(match, '2')).toHaveLength(2);
    expect(hand(match, '2')).toContain(beer);
    expect(hand(match, '0').filter((id) => before.includes(id))).toHaveLength(2);
    expect(match.attempt('0', 'tradeCards', hand(match, '0')[0], '3').ok).toBe(false);

    // A one-card hand gives only that card.
    const one = given({ seats: four({ 0: { character: 'flint_westwood', hand: ['beer'] }, 3: { hand: ['duel'] } }) });
    one.move('0', 'tradeCards', inHand(one, '0', 'beer'), '3');
    expect(hand(one, '0').map(keyOf)).toEqual(['duel']);
    expect(hand(one, '3').map(keyOf)).toEqual(['beer']);
  });

  it('Greygory Deck draws his first two at setup, from the base game unless the option says otherwise', () => {
    const G = setupWith(4, 'greygory_deck', { wwsCharacters: true });
    expect(G.players['0']!.character).toBe('greygory_deck');
    const drawn = G.players['0']!.drawn!;
    expect(drawn).toHaveLength(2);
    const base = charactersOf(['base']);
    expect(drawn.every((key) => base.includes(key))).toBe(true);
    const taken = Object.values(G.players).map((player) => player.character);
    expect(drawn.some((key) => taken.includes(key))).toBe(false);
    expect(G.history.filter((entry) => entry.kind === 'characters')).toMatchObject([{ seat: '0', characters: drawn }]);
    // Every set in use: Dodge City's too, never himself nor Vera Custer.
    const all = setupWith(4, 'greygory_deck', { wwsCharacters: true, greygoryAllSets: true, dodgeCity: true });
    const pool = greygoryPool(all);
    expect(pool).toEqual(expect.arrayContaining(['apache_kid', 'big_spencer']));
    expect(pool).not.toContain('greygory_deck');
    expect(pool).not.toContain('vera_custer');
  });

  it('Greygory Deck keeps or draws again after his Jail check, and has both abilities', () => {
    const match = given({
      seats: four({ 1: { character: 'greygory_deck', drawn: ['lucky_duke', 'paul_regret'], inPlay: ['jail'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '5' }, { key: 'beer', suit: 'hearts', rank: '7' }, 'gatling', 'panic'],
    });
    // Paul Regret's +1 holds now.
    expect(abilityOf(match.G, '1').seen).toBe(1);
    endTurn(match);
    // The Jail check with Lucky Duke's two cards.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    match.move('1', 'choose', version(match), match.G.zones.reveal!.find((id) => keyOf(id) === 'beer'));
    expect(match.G.players['1']!.alive).toBe(true);
    // Then, before phase 1, keep or draw again.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.args![1])).toEqual(['keep', 'redraw']);
    match.move('1', 'choose', version(match), 'redraw');
    const drawn = match.G.players['1']!.drawn!;
    expect(drawn).toHaveLength(2);
    const used = Object.values(match.G.players).map((player) => player.character);
    expect(drawn.some((key) => used.includes(key))).toBe(false);
  });

  it('Greygory Deck with two phase-1 abilities uses one of them, his choice; Pixie Pete adds to it (§W5.4)', () => {
    const match = given({ seats: four({ 1: { character: 'greygory_deck', drawn: ['pedro_ramirez', 'jesse_jones'] }, 2: { hand: ['beer'] } }), discard: ['gatling'] });
    endTurn(match);
    match.move('1', 'choose', version(match), 'keep');
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.args![1])).toEqual(['pedro_ramirez', 'jesse_jones']);
    match.move('1', 'choose', version(match), 'pedro_ramirez');
    match.move('1', 'choose', version(match), 'discard');
    expect(hand(match, '1').map(keyOf)).toContain('gatling');
    expect(hand(match, '1')).toHaveLength(2);

    const pixie = given({ seats: four({ 1: { character: 'greygory_deck', drawn: ['pixie_pete', 'black_jack'] } }) });
    endTurn(pixie);
    pixie.move('1', 'choose', version(pixie), 'keep');
    expect(hand(pixie, '1').length).toBeGreaterThanOrEqual(3);
  });

  it('Vera Custer copying Greygory Deck has his two current abilities (§W7)', () => {
    const match = given({
      seats: four({ 1: { character: 'vera_custer', hand: ['bang', 'bang'] }, 2: { character: 'greygory_deck', drawn: ['willy_the_kid', 'paul_regret'] } }),
    });
    endTurn(match);
    match.move('1', 'choose', version(match), '2');
    expect(match.G.players['1']!.borrowed).toBe('greygory_deck');
    const ability = abilityOf(match.G, '1');
    expect(ability.seen).toBe(1);
    expect(ability.bangAllowance?.(match.G, '1', 1)).toBe(Infinity);
    // She is offered no draw of her own.
    expect(match.G.turn.phase).toBe('play');
  });

  it('New Identity on Greygory Deck: his spare character, and his two back in the pool (§W7)', () => {
    const match = given({
      seats: four({ 1: { character: 'greygory_deck', drawn: ['kit_carlson', 'jourdonnais'] } }),
      spares: { '1': 'bart_cassidy' },
      event: 'new_identity',
    });
    endTurn(match);
    match.move('1', 'choose', version(match), 'switch');
    expect(match.G.players['1']!.character).toBe('bart_cassidy');
    expect(match.G.players['1']).not.toHaveProperty('drawn');
    expect(greygoryPool(match.G)).toEqual(expect.arrayContaining(['kit_carlson', 'jourdonnais']));
    expect(abilityOf(match.G, '1').barrels).toBeUndefined();
  });

  it('Hangover switches the new characters off (§W7)', () => {
    const gary = given({ seats: four({ 2: { life: 1, hand: ['beer', 'bang', 'panic', 'saloon'] }, 3: { character: 'gary_looter' } }), current: '2', event: 'hangover' });
    endTurn(gary);
    expect(gary.G.zones.discard).toHaveLength(3);
    expect(gary.G.history.some((entry) => entry.kind === 'looted')).toBe(false);
    const greygory = given({ seats: four({ 1: { character: 'greygory_deck', drawn: ['paul_regret', 'willy_the_kid'] } }), event: 'hangover' });
    expect(abilityOf(greygory.G, '1')).toEqual({});
    endTurn(greygory);
    // No choice, no abilities: a plain phase 1.
    expect(greygory.G.turn.phase).toBe('play');
    const youl = given({ seats: four({ 1: { character: 'youl_grinner' }, 2: { hand: ['beer', 'bang', 'missed'] } }), event: 'hangover' });
    endTurn(youl);
    expect(hand(youl, '2')).toHaveLength(3);
  });
});
