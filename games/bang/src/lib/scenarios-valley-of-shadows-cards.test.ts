// The Valley of Shadows' cards that need no mechanism of their own (VALLEY-OF-SHADOWS.md §4.3
// Bandidos, §4.6 Last Call, §4.7 Poker, §4.9 Tomahawk, §4.10 Tornado, §5.1 Bounty, §5.4 Rattlesnake,
// §5.5 Shotgun): the scenarios of SCENARIOS-VALLEY-ARMED.md named after their ids, and a test through
// the moves for each card, each of their rulings (VS-6, VS-11, VS-15, VS-21, VS-22) and each
// interaction of §7 that concerns them.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { card, keyOf } from './cards';
import { refusal } from './engine/plays';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const six = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[6]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const inPlayOf = (match: Match<BangState>, seat: string) => match.G.zones[`play:${seat}`]!;
const moves = (match: Match<BangState>, seat: string) => legalMoves(match.G, match.ctx, seat);
/** The options of the choice a seat is asked to make now. */
const options = (match: Match<BangState>, seat: string) => moves(match, seat).filter((move) => move.move === 'choose').map((move) => move.args![1] as string);
const choose = (match: Match<BangState>, seat: string, option: string) => match.move(seat, 'choose', version(match), option);
const lines = <K extends BangState['history'][number]['kind']>(match: Match<BangState>, kind: K) =>
  match.G.history.filter((line): line is Extract<BangState['history'][number], { kind: K }> => line.kind === kind);

describe('L. The Valley of Shadows: brown cards', () => {
  it('S132 Bandidos choices and Apache Kid', () => {
    const match = given({
      seats: five({
        0: { hand: ['bandidos'] },
        1: { hand: ['beer', 'panic', 'stagecoach'] },
        2: { hand: ['gatling'] },
        3: { life: 3, hand: [] },
        4: { character: 'apache_kid', hand: ['saloon'] },
      }),
    });
    expect(card(inHand(match, '0', 'bandidos'))).toMatchObject({ suit: 'diamonds', rank: 'Q' });
    match.move('0', 'play', inHand(match, '0', 'bandidos'));
    // P1 first: lose a life, or discard; the discard is two cards, chosen one after the other.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(options(match, '1')).toEqual(['life', ...hand(match, '1')]);
    choose(match, '1', inHand(match, '1', 'panic'));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    // Once he has started discarding, the second card is no longer a choice against a life.
    expect(options(match, '1')).toEqual(hand(match, '1'));
    choose(match, '1', inHand(match, '1', 'beer'));
    expect(hand(match, '1').map(keyOf)).toEqual(['stagecoach']);
    expect(life(match, '1')).toBe(4);
    // P2 satisfies it with his single card.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['2'] });
    expect(options(match, '2')).toEqual(['life', inHand(match, '2', 'gatling')]);
    choose(match, '2', inHand(match, '2', 'gatling'));
    expect(hand(match, '2')).toEqual([]);
    expect(life(match, '2')).toBe(4);
    // P3 has nothing to discard: he loses the life at once; Apache Kid is untouched by the Diamond.
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '3')).toBe(2);
    expect(lines(match, 'hit')).toMatchObject([{ seat: '3', amount: 1, source: '0', life: 2 }]);
    expect(lines(match, 'unaffected')).toMatchObject([{ seat: '4', by: '0', card: 'bandidos' }]);
    expect(hand(match, '4').map(keyOf)).toEqual(['saloon']);
    expect(lines(match, 'lost-card').map((line) => [line.seat, line.card, line.by])).toEqual([
      ['1', 'panic', '0'],
      ['1', 'beer', '0'],
      ['2', 'gatling', '0'],
    ]);
  });

  it('Bandidos: choosing the life is a hit by the player of the Bandidos (El Gringo takes from him)', () => {
    const match = given({ seats: five({ 0: { hand: ['bandidos', 'beer'] }, 1: { character: 'el_gringo', hand: ['missed', 'panic'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bandidos'));
    choose(match, '1', 'life');
    expect(life(match, '1')).toBe(2);
    expect(hand(match, '1').map(keyOf).sort()).toEqual(['beer', 'missed', 'panic']);
    expect(hand(match, '0')).toEqual([]);
    expect(lines(match, 'hit')[0]).toMatchObject({ seat: '1', source: '0' });
  });

  it('ruling VS-6: a Bandidos discard is the victim\'s own: no Henry Block shot, no Molly Stark draw', () => {
    const match = given({
      seats: five({ 0: { hand: ['bandidos'] }, 1: { character: 'henry_block', hand: ['beer', 'panic'] }, 2: { character: 'molly_stark', hand: ['missed'] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'bandidos'));
    choose(match, '1', hand(match, '1')[0]!);
    choose(match, '1', hand(match, '1')[0]!);
    choose(match, '2', inHand(match, '2', 'missed'));
    expect(hand(match, '1')).toEqual([]);
    expect(hand(match, '2')).toEqual([]);
    // P3 and P4 have empty hands: they lose a life each; nobody shoots P0.
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '0')).toBe(5);
    expect(lines(match, 'hit').map((line) => line.seat)).toEqual(['3', '4']);
  });

  it('Bandidos can be escaped: Escape and Mick Defender protect only their player', () => {
    const match = given({
      seats: five({ 0: { hand: ['bandidos'] }, 1: { character: 'mick_defender', hand: ['missed', 'beer'] }, 2: { hand: ['escape', 'panic'] }, 3: { hand: ['beer'] }, 4: { hand: ['gatling'] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'bandidos'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['1'] });
    match.move('1', 'escape', version(match), inHand(match, '1', 'missed'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    match.move('2', 'escape', version(match), inHand(match, '2', 'escape'));
    choose(match, '3', 'life');
    choose(match, '4', inHand(match, '4', 'gatling'));
    expect(hand(match, '1').map(keyOf)).toEqual(['beer']);
    expect(hand(match, '2').map(keyOf)).toEqual(['panic']);
    expect(['1', '2', '3', '4'].map((seat) => life(match, seat))).toEqual([4, 4, 3, 4]);
    expect(lines(match, 'escaped').map((line) => [line.seat, line.from])).toEqual([
      ['1', 'bandidos'],
      ['2', 'bandidos'],
    ]);
  });

  it('Tornado: everyone, the player first, discards a card of his choice and draws 2; an empty hand just draws', () => {
    const match = given({
      seats: four({
        0: { hand: ['tornado', 'beer', 'missed'] },
        1: { character: 'henry_block', hand: ['panic', 'stagecoach'] },
        2: { hand: [] },
        3: { hand: ['gatling'] },
      }),
    });
    expect(card(inHand(match, '0', 'tornado'))).toMatchObject({ suit: 'clubs', rank: 'A' });
    match.move('0', 'play', inHand(match, '0', 'tornado'));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
    expect(options(match, '0')).toEqual(hand(match, '0'));
    const beer = inHand(match, '0', 'beer');
    choose(match, '0', beer);
    expect(hand(match, '0')).toHaveLength(3);
    expect(hand(match, '0')).not.toContain(beer);
    // Henry Block discards his own card (his choice): nobody is shot (VS §6 Henry Block).
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    choose(match, '1', inHand(match, '1', 'stagecoach'));
    expect(hand(match, '1').map(keyOf)).toContain('panic');
    expect(hand(match, '1')).toHaveLength(3);
    // P2 had nothing: two cards; P3 had one: it is discarded without a choice.
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '2')).toHaveLength(2);
    expect(hand(match, '3')).toHaveLength(2);
    expect(hand(match, '3').map(keyOf)).not.toContain('gatling');
    expect(lines(match, 'lost-card').map((line) => [line.seat, line.card])).toEqual([
      ['0', 'beer'],
      ['1', 'stagecoach'],
      ['3', 'gatling'],
    ]);
    expect(lines(match, 'drew').map((line) => [line.seat, line.count])).toEqual([
      ['0', 2],
      ['1', 2],
      ['2', 2],
      ['3', 2],
    ]);
  });

  it('Tornado: a player who escapes it neither discards nor draws', () => {
    const match = given({ seats: four({ 0: { hand: ['tornado'] }, 1: { hand: ['escape', 'beer'] }, 2: { character: 'mick_defender', hand: ['dodge'] }, 3: { hand: [] } }) });
    match.move('0', 'play', inHand(match, '0', 'tornado'));
    // The player's own empty hand: he draws 2 at once; then P1 is asked before anything is done to him.
    expect(hand(match, '0')).toHaveLength(2);
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['1'] });
    match.move('1', 'escape', version(match), inHand(match, '1', 'escape'));
    expect(hand(match, '1').map(keyOf)).toEqual(['beer']);
    // Mick Defender ignores it with a Dodge (he draws 1 for the Dodge itself, nothing for the Tornado).
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    match.move('2', 'escape', version(match), inHand(match, '2', 'dodge'));
    expect(hand(match, '2')).toHaveLength(1);
    expect(hand(match, '3')).toHaveLength(2);
    expect(lines(match, 'drew').map((line) => [line.seat, line.count])).toEqual([
      ['0', 2],
      ['2', 1],
      ['3', 2],
    ]);
  });

  it('Poker without an Ace: the cards are put face down unseen, revealed together, the player takes up to 2', () => {
    const match = given({
      seats: five({
        0: { hand: ['poker'] },
        1: { hand: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'bang', suit: 'diamonds', rank: '5' }] },
        2: { hand: [{ key: 'missed', suit: 'spades', rank: '4' }] },
        3: { hand: [] },
        4: { hand: [{ key: 'panic', suit: 'hearts', rank: 'J' }, { key: 'stagecoach', suit: 'spades', rank: '9' }] },
      }),
    });
    const missed = inHand(match, '2', 'missed');
    match.move('0', 'play', inHand(match, '0', 'poker'));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(options(match, '1')).toEqual(hand(match, '1'));
    const beer = inHand(match, '1', 'beer');
    choose(match, '1', beer);
    // Face down in front of him: he sees it, nobody else does, and the move that chose it is redacted.
    expect(match.G.zones['look:1']).toEqual([beer]);
    expect(match.view('1').zones['look:1']).toEqual([beer]);
    for (const viewer of ['0', '2', null]) {
      expect(JSON.stringify(match.view(viewer))).not.toContain(`"${beer}"`);
    }
    expect(JSON.stringify(match.received('2'))).not.toContain(`"${beer}"`);
    expect(JSON.stringify(match.received('0'))).not.toContain(`"${beer}"`);
    expect(match.G.history.some((line) => line.kind === 'shown')).toBe(false);
    // P2's single card goes face down without a choice; P3, with none, is passed over; then P4.
    expect(hand(match, '2')).toEqual([]);
    expect(match.G.zones['look:2']).toEqual([missed]);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['4'] });
    const stagecoach = inHand(match, '4', 'stagecoach');
    choose(match, '4', stagecoach);
    // All revealed at once; no Ace: P0 takes up to 2 of them.
    expect(lines(match, 'shown').map((line) => [line.seat, line.card.key])).toEqual([
      ['1', 'beer'],
      ['2', 'missed'],
      ['4', 'stagecoach'],
    ]);
    expect(match.G.zones.reveal).toEqual([beer, missed, stagecoach]);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
    expect(options(match, '0')).toEqual([beer, missed, stagecoach, 'done']);
    choose(match, '0', stagecoach);
    expect(options(match, '0')).toEqual([beer, missed, 'done']);
    choose(match, '0', beer);
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '0')).toEqual([beer, stagecoach]);
    expect(match.G.zones.reveal).toEqual([]);
    expect(match.G.zones.discard![0]).toBe(missed);
    expect(lines(match, 'took').map((line) => [line.seat, line.from, line.card])).toEqual([
      ['0', '4', 'stagecoach'],
      ['0', '1', 'beer'],
    ]);
    expect(lines(match, 'lost-card').map((line) => [line.seat, line.card])).toEqual([['2', 'missed']]);
    expect(hand(match, '1').map(keyOf)).toEqual(['bang']);
    expect(hand(match, '4').map(keyOf)).toEqual(['panic']);
  });

  it('Poker: the player may take fewer than 2', () => {
    const match = given({ seats: four({ 0: { hand: ['poker'] }, 1: { hand: [{ key: 'beer', suit: 'hearts', rank: '6' }] }, 2: { hand: [{ key: 'missed', suit: 'spades', rank: '4' }] } }) });
    match.move('0', 'play', inHand(match, '0', 'poker'));
    choose(match, '0', 'done');
    expect(hand(match, '0')).toEqual([]);
    expect(match.G.zones.discard!.slice(0, 2).map(keyOf).sort()).toEqual(['beer', 'missed']);
    expect(match.G.zones.reveal).toEqual([]);
  });

  it('Poker with an Ace among the cards: all are discarded, the player takes none', () => {
    const match = given({
      seats: four({
        0: { hand: ['poker', 'panic'] },
        1: { hand: [{ key: 'beer', suit: 'hearts', rank: '6' }] },
        2: { hand: [{ key: 'missed', suit: 'clubs', rank: 'A' }, { key: 'gatling', suit: 'hearts', rank: '10' }] },
        3: { hand: [{ key: 'stagecoach', suit: 'spades', rank: '9' }] },
      }),
      // Curse makes every card a Spade; the Ace still counts by its rank.
      event: 'curse',
    });
    match.move('0', 'play', inHand(match, '0', 'poker'));
    choose(match, '2', inHand(match, '2', 'missed'));
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '0').map(keyOf)).toEqual(['panic']);
    expect(match.G.zones.discard!.slice(0, 3).map(keyOf).sort()).toEqual(['beer', 'missed', 'stagecoach']);
    expect(lines(match, 'lost-card').map((line) => line.seat)).toEqual(['1', '2', '3']);
    expect(hand(match, '2').map(keyOf)).toEqual(['gatling']);
  });

  it('Poker: a player who escapes it puts no card; Henry Block\'s card taken from the pot shoots nobody (ruling VS-11)', () => {
    const match = given({
      seats: four({
        0: { hand: ['poker'] },
        1: { character: 'henry_block', hand: [{ key: 'beer', suit: 'hearts', rank: '6' }] },
        2: { hand: ['escape', { key: 'gatling', suit: 'hearts', rank: '10' }] },
      }),
    });
    match.move('0', 'play', inHand(match, '0', 'poker'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    match.move('2', 'escape', version(match), inHand(match, '2', 'escape'));
    expect(hand(match, '2').map(keyOf)).toEqual(['gatling']);
    expect(options(match, '0')).toEqual([...match.G.zones.reveal!, 'done']);
    expect(match.G.zones.reveal!.map(keyOf)).toEqual(['beer']);
    choose(match, '0', match.G.zones.reveal![0]!);
    expect(hand(match, '0').map(keyOf)).toEqual(['beer']);
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '0')).toBe(5);
  });

  it('Last Call: 1 life, not a Beer (VS §4.6): two players left, The Reverend, Tequila Joe, no lethal-hit answer', () => {
    const match = given({ seats: four({ 0: { life: 3, hand: ['last_call'] } }) });
    match.move('0', 'play', inHand(match, '0', 'last_call'));
    expect(life(match, '0')).toBe(4);
    expect(lines(match, 'healed')).toMatchObject([{ seat: '0', amount: 1, life: 4, card: 'last_call' }]);

    // With two players left a Beer gives nothing; Last Call still heals.
    const two = given({ seats: four({ 0: { life: 3, hand: ['last_call', 'beer'] }, 1: { alive: false }, 2: { alive: false } }) });
    two.move('0', 'play', inHand(two, '0', 'beer'));
    expect(life(two, '0')).toBe(3);
    two.move('0', 'play', inHand(two, '0', 'last_call'));
    expect(life(two, '0')).toBe(4);

    // The Reverend forbids the Beer only.
    const reverend = given({ seats: four({ 0: { life: 3, hand: ['last_call', 'beer'] } }), event: 'the_reverend' });
    expect(reverend.attempt('0', 'play', inHand(reverend, '0', 'beer')).ok).toBe(false);
    reverend.move('0', 'play', inHand(reverend, '0', 'last_call'));
    expect(life(reverend, '0')).toBe(4);

    // Tequila Joe gets 2 from a Beer, 1 from Last Call.
    const joe = given({ seats: four({ 0: { character: 'tequila_joe', life: 2, hand: ['last_call', 'beer'] } }) });
    joe.move('0', 'play', inHand(joe, '0', 'last_call'));
    expect(life(joe, '0')).toBe(3);
    joe.move('0', 'play', inHand(joe, '0', 'beer'));
    expect(life(joe, '0')).toBe(5);

    // At 0 life only a Beer answers: Last Call is not among the answers.
    const lethal = given({ seats: four({ 1: { hand: ['bang'] }, 2: { life: 1, hand: ['last_call', 'beer'] } }), current: '1' });
    lethal.move('1', 'play', inHand(lethal, '1', 'bang'), '2');
    lethal.move('2', 'takeHit', version(lethal));
    expect(pending(lethal)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(moves(lethal, '2').map((move) => [move.move, move.args?.[1] === undefined ? undefined : keyOf(move.args[1] as string)])).toEqual([
      ['beer', 'beer'],
      ['die', undefined],
    ]);
    expect(lethal.attempt('2', 'beer', version(lethal), inHand(lethal, '2', 'last_call')).ok).toBe(false);
  });

  it('Last Call does not wake Lemonade Jim (it is not a Beer)', () => {
    const match = given({ seats: four({ 0: { life: 3, hand: ['last_call'] }, 1: { character: 'lemonade_jim', life: 2, hand: ['missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'last_call'));
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '1')).toBe(2);
  });

  it('Tomahawk: a BANG! effect at distance 2 at most, weapons aside, Mustang and Scope counting; not a BANG! card', () => {
    const match = given({ seats: six({ 0: { character: 'bart_cassidy', hand: ['tomahawk', 'bang'], inPlay: ['winchester'] }, 2: { hand: [] } }) });
    const tomahawk = inHand(match, '0', 'tomahawk');
    expect(card(tomahawk)).toMatchObject({ suit: 'diamonds', rank: 'A' });
    // A Winchester reaches 5; the Tomahawk does not go past 2.
    expect(refusal(match.G, match.ctx, '0', tomahawk, { target: '3' })).toBe('too-far');
    expect(refusal(match.G, match.ctx, '0', tomahawk, { target: '2' })).toBeUndefined();
    expect(refusal(match.G, match.ctx, '0', tomahawk, { target: '0' })).toBe('not-a-target');
    // A BANG! card first: the Tomahawk uses no allowance either way.
    match.move('0', 'play', inHand(match, '0', 'bang'), '3');
    match.move('3', 'takeHit', version(match));
    match.move('0', 'play', tomahawk, '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
    expect(match.G.turn.bangs).toBe(1);
    expect(lines(match, 'hit').at(-1)).toMatchObject({ seat: '2', source: '0' });

    // A Scope brings P3 to 2; a Mustang puts P2 at 3.
    const scope = given({ seats: six({ 0: { hand: ['tomahawk'], inPlay: ['scope'] }, 2: { inPlay: ['mustang'] } }) });
    const axe = inHand(scope, '0', 'tomahawk');
    expect(refusal(scope.G, scope.ctx, '0', axe, { target: '3' })).toBeUndefined();
    expect(refusal(scope.G, scope.ctx, '0', axe, { target: '2' })).toBeUndefined();
    const mustang = given({ seats: six({ 0: { hand: ['tomahawk'] }, 2: { inPlay: ['mustang'] } }) });
    expect(refusal(mustang.G, mustang.ctx, '0', inHand(mustang, '0', 'tomahawk'), { target: '2' })).toBe('too-far');
  });

  it('Tomahawk: Apache Kid is immune to the Diamond; Escape avoids it', () => {
    const apache = given({ seats: five({ 0: { hand: ['tomahawk'] }, 1: { character: 'apache_kid' } }) });
    apache.move('0', 'play', inHand(apache, '0', 'tomahawk'), '1');
    expect(pending(apache).tag).toBeUndefined();
    expect(life(apache, '1')).toBe(3);
    expect(lines(apache, 'unaffected')).toMatchObject([{ seat: '1', by: '0', card: 'tomahawk' }]);

    const escape = given({ seats: five({ 0: { hand: ['tomahawk'] }, 1: { hand: ['escape', 'missed'] } }) });
    escape.move('0', 'play', inHand(escape, '0', 'tomahawk'), '1');
    expect(pending(escape)).toEqual({ tag: 'escape', awaiting: ['1'] });
    escape.move('1', 'escape', version(escape), inHand(escape, '1', 'escape'));
    expect(pending(escape).tag).toBeUndefined();
    expect(hand(escape, '1').map(keyOf)).toEqual(['missed']);
    expect(life(escape, '1')).toBe(4);
  });
});

describe('L. The Valley of Shadows: blue cards', () => {
  it('S139 Rattlesnake and start-of-turn order', () => {
    const match = given({
      seats: five({ 2: { inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }, { key: 'rattlesnake', suit: 'hearts', rank: '7' }, { key: 'jail', suit: 'spades', rank: 'J' }] } }),
      current: '1',
      top: [{ key: 'beer', suit: 'hearts', rank: '8' }, { key: 'missed', suit: 'spades', rank: '3' }, { key: 'beer', suit: 'hearts', rank: '9' }],
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    // Dynamite, then Rattlesnake, then Jail (ruling VS-2).
    expect(lines(match, 'check').map((line) => [line.purpose, line.card?.key, line.card?.rank, line.success])).toEqual([
      ['dynamite', 'beer', '8', true],
      ['rattlesnake', 'missed', '3', false],
      ['jail', 'beer', '9', true],
    ]);
    expect(inPlayOf(match, '3').map(keyOf)).toEqual(['dynamite']);
    expect(life(match, '2')).toBe(3);
    expect(lines(match, 'hit')).toMatchObject([{ seat: '2', amount: 1, source: null, life: 3 }]);
    // The Rattlesnake stays, the Jail is gone, and the turn goes on with phase 1.
    expect(inPlayOf(match, '2').map(keyOf)).toEqual(['rattlesnake']);
    expect(match.G.turn.phase).toBe('play');
    expect(hand(match, '2')).toHaveLength(2);
  });

  it('Rattlesnake: in front of any other player at any distance, never oneself (ruling VS-21); it stays when it does not bite', () => {
    const match = given({ seats: six({ 0: { hand: ['rattlesnake'] } }) });
    const snake = inHand(match, '0', 'rattlesnake');
    expect(refusal(match.G, match.ctx, '0', snake, { target: '0' })).toBe('not-a-target');
    expect(match.attempt('0', 'play', snake, '0').ok).toBe(false);
    expect(moves(match, '0').filter((move) => move.args?.[0] === snake).map((move) => move.args![1])).toEqual(['1', '2', '3', '4', '5']);
    match.move('0', 'play', snake, '3');
    expect(inPlayOf(match, '3')).toEqual([snake]);
    expect(lines(match, 'equipped')).toMatchObject([{ seat: '0', card: 'rattlesnake', on: '3' }]);
  });

  it('Rattlesnake draw!: a Heart passes, Blessing never bites, Curse always does, Lucky Duke picks, Lasso skips it', () => {
    const start = (extra: Partial<SeatSpec>, top: SeatSpec['hand'], event?: 'blessing' | 'curse' | 'lasso') =>
      given({ seats: four({ 1: { inPlay: ['rattlesnake'], ...extra } }), top, ...(event ? { event } : {}) });
    const spade = { key: 'missed', suit: 'spades', rank: '5' } as const;
    const heart = { key: 'beer', suit: 'hearts', rank: '6' } as const;

    const passes = start({}, [heart]);
    endTurn(passes);
    expect(life(passes, '1')).toBe(4);
    expect(inPlayOf(passes, '1').map(keyOf)).toEqual(['rattlesnake']);

    const blessed = start({}, [spade], 'blessing');
    endTurn(blessed);
    expect(life(blessed, '1')).toBe(4);
    expect(lines(blessed, 'check')).toMatchObject([{ purpose: 'rattlesnake', success: true }]);

    const cursed = start({}, [heart], 'curse');
    endTurn(cursed);
    expect(life(cursed, '1')).toBe(3);

    const lucky = start({ character: 'lucky_duke' }, [spade, heart]);
    endTurn(lucky);
    expect(pending(lucky)).toEqual({ tag: 'choice', awaiting: ['1'] });
    lucky.move('1', 'choose', version(lucky), lucky.G.zones.reveal!.find((id) => keyOf(id) === 'beer'));
    expect(life(lucky, '1')).toBe(4);

    // Belle Star's own cards work in her turn (VS §7.1: only others' cards do nothing).
    const belle = start({ character: 'belle_star' }, [spade]);
    endTurn(belle);
    expect(life(belle, '1')).toBe(3);

    const lasso = start({}, [spade], 'lasso');
    endTurn(lasso);
    expect(life(lasso, '1')).toBe(4);
    expect(lines(lasso, 'check')).toEqual([]);
    expect(inPlayOf(lasso, '1').map(keyOf)).toEqual(['rattlesnake']);
  });

  it('Rattlesnake bites to the death with nobody responsible: no reward', () => {
    const match = given({ seats: five({ 0: { hand: [] }, 1: { life: 1, inPlay: ['rattlesnake'] } }), top: [{ key: 'missed', suit: 'spades', rank: '5' }] });
    endTurn(match);
    expect(match.G.players['1']!.alive).toBe(false);
    expect(lines(match, 'eliminated')).toMatchObject([{ seat: '1', by: null }]);
    expect(lines(match, 'reward')).toEqual([]);
  });

  it('Bounty: in front of any player, oneself included (ruling VS-15), at any distance', () => {
    const self = given({ seats: six({ 0: { hand: ['bounty'] } }) });
    const bounty = inHand(self, '0', 'bounty');
    expect(moves(self, '0').filter((move) => move.args?.[0] === bounty).map((move) => move.args![1])).toEqual(['0', '1', '2', '3', '4', '5']);
    self.move('0', 'play', bounty, '0');
    expect(inPlayOf(self, '0')).toEqual([bounty]);
    expect(lines(self, 'equipped')).toEqual([expect.objectContaining({ seat: '0', card: 'bounty' })]);
    expect(lines(self, 'equipped')[0]).not.toHaveProperty('on');

    const far = given({ seats: six({ 0: { hand: ['bounty'] } }) });
    far.move('0', 'play', inHand(far, '0', 'bounty'), '3');
    expect(inPlayOf(far, '3').map(keyOf)).toEqual(['bounty']);
    expect(lines(far, 'equipped')).toMatchObject([{ seat: '0', card: 'bounty', on: '3' }]);
  });

  it('Bounty: a BANG! card that hits its holder gives its player a card, one a hit; other shots and misses nothing', () => {
    const match = given({
      seats: five({ 0: { hand: ['bang', 'gatling', 'tomahawk', 'aim', 'bang'], inPlay: ['volcanic'] }, 1: { inPlay: ['bounty'], hand: ['missed'] } }),
      rest: 'discard',
      top: ['panic', 'beer', 'stagecoach', 'saloon'],
    });
    const size = () => hand(match, '0').length;
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(3);
    expect(size()).toBe(4 + 1);
    expect(hand(match, '0').map(keyOf)).toContain('panic');
    // A Gatling and a Tomahawk are not BANG! cards.
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    for (const seat of ['1', '2', '3', '4']) match.move(seat, 'takeHit', version(match));
    match.move('0', 'play', inHand(match, '0', 'tomahawk'), '1');
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(1);
    expect(size()).toBe(3);
    // A missed BANG! gives nothing.
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(size()).toBe(2);
    expect(life(match, '1')).toBe(1);
  });

  it('Bounty: an Aim hit of 2 gives one card (VS §4.1)', () => {
    const match = given({ seats: five({ 0: { hand: ['aim', 'bang'] }, 1: { inPlay: ['bounty'] } }), top: ['panic'] });
    match.move('0', 'play', inHand(match, '0', 'aim'), '1', null, inHand(match, '0', 'bang'));
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(2);
    expect(hand(match, '0').map(keyOf)).toEqual(['panic']);
  });

  it('Bounty: a lethal BANG! card still gives its player the card, before the holder\'s Beer window (VS §5.1)', () => {
    const match = given({ seats: five({ 1: { hand: ['bang'] }, 2: { life: 1, inPlay: ['bounty'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    // One for the Bounty, drawn at the loss, then three for killing an Outlaw.
    expect(match.G.history.filter((line) => line.kind === 'drew' && line.seat === '1').map((line) => (line as { count: number }).count)).toEqual([1, 3]);
    expect(match.G.players['2']!.alive).toBe(false);
  });

  it('Bounty does nothing during Belle Star\'s turn, nor under Lasso (VS §7.1, §7.2)', () => {
    const belle = given({ seats: five({ 0: { character: 'belle_star', hand: ['bang'] }, 1: { inPlay: ['bounty'] } }) });
    belle.move('0', 'play', inHand(belle, '0', 'bang'), '1');
    belle.move('1', 'takeHit', version(belle));
    expect(life(belle, '1')).toBe(3);
    expect(hand(belle, '0')).toEqual([]);
    const lasso = given({ seats: five({ 0: { hand: ['bang'] }, 1: { inPlay: ['bounty'] } }), event: 'lasso' });
    lasso.move('0', 'play', inHand(lasso, '0', 'bang'), '1');
    lasso.move('1', 'takeHit', version(lasso));
    expect(hand(lasso, '0')).toEqual([]);
  });

  it('The Judge: no Bounty, Rattlesnake or Shotgun may be put in play (VS §7.2)', () => {
    const match = given({ seats: five({ 0: { hand: ['bounty', 'rattlesnake', 'shotgun', 'tomahawk'] } }), event: 'the_judge' });
    for (const key of ['bounty', 'rattlesnake', 'shotgun'] as const) {
      const id = inHand(match, '0', key);
      expect(moves(match, '0').filter((move) => move.args?.[0] === id)).toEqual([]);
      expect(refusal(match.G, match.ctx, '0', id, key === 'shotgun' ? {} : { target: '1' })).toBe('event');
    }
    // Brown cards are not concerned.
    match.move('0', 'play', inHand(match, '0', 'tomahawk'), '1');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('Shotgun: a weapon of range 1 that replaces the one in play', () => {
    const match = given({ seats: five({ 0: { hand: ['shotgun', 'bang'], inPlay: ['remington'] } }) });
    match.move('0', 'play', inHand(match, '0', 'shotgun'));
    expect(inPlayOf(match, '0').map(keyOf)).toEqual(['shotgun']);
    expect(match.G.zones.discard![0] && keyOf(match.G.zones.discard![0])).toBe('remington');
    expect(refusal(match.G, match.ctx, '0', inHand(match, '0', 'bang'), { target: '2' })).toBe('out-of-reach');
    expect(refusal(match.G, match.ctx, '0', inHand(match, '0', 'bang'), { target: '1' })).toBeUndefined();
  });

  it('Shotgun: whoever its owner\'s BANG! card wounds discards a hand card of his choice', () => {
    const match = given({ seats: five({ 0: { hand: ['bang', 'gatling'], inPlay: ['shotgun'] }, 1: { hand: ['beer', 'panic'] }, 4: { hand: ['missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(options(match, '1')).toEqual(hand(match, '1'));
    choose(match, '1', inHand(match, '1', 'panic'));
    expect(hand(match, '1').map(keyOf)).toEqual(['beer']);
    expect(lines(match, 'lost-card')).toMatchObject([{ seat: '1', by: '0', card: 'panic', fromHand: true }]);
    // A Gatling is not a BANG! card: nobody discards for it.
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    for (const seat of ['1', '2', '3', '4']) match.move(seat, 'takeHit', version(match));
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '1').map(keyOf)).toEqual(['beer']);
    expect(hand(match, '4').map(keyOf)).toEqual(['missed']);
  });

  it('ruling VS-22: the Shotgun discard comes after the Beer window, and only if the target is still alive', () => {
    const saved = given({ seats: five({ 0: { hand: ['bang'], inPlay: ['shotgun'] }, 1: { life: 1, hand: ['beer', 'panic'] } }) });
    saved.move('0', 'play', inHand(saved, '0', 'bang'), '1');
    saved.move('1', 'takeHit', version(saved));
    expect(pending(saved)).toEqual({ tag: 'dying', awaiting: ['1'] });
    saved.move('1', 'beer', version(saved), inHand(saved, '1', 'beer'));
    // His one card left is the one he discards.
    expect(pending(saved).tag).toBeUndefined();
    expect(life(saved, '1')).toBe(1);
    expect(hand(saved, '1')).toEqual([]);
    expect(lines(saved, 'lost-card')).toMatchObject([{ seat: '1', by: '0', card: 'panic' }]);

    const killed = given({ seats: five({ 0: { hand: ['bang'], inPlay: ['shotgun'] }, 1: { life: 1, hand: ['panic'] } }) });
    killed.move('0', 'play', inHand(killed, '0', 'bang'), '1');
    killed.move('1', 'takeHit', version(killed));
    expect(killed.G.players['1']!.alive).toBe(false);
    expect(lines(killed, 'lost-card')).toEqual([]);
  });

  it('Shotgun: Belle Star\'s own works in her turn; Jose Delgado may discard the blue Valley cards (VS §7.1)', () => {
    const belle = given({ seats: five({ 0: { character: 'belle_star', hand: ['bang'], inPlay: ['shotgun'] }, 1: { hand: ['beer', 'panic'] } }) });
    belle.move('0', 'play', inHand(belle, '0', 'bang'), '1');
    belle.move('1', 'takeHit', version(belle));
    expect(pending(belle)).toEqual({ tag: 'choice', awaiting: ['1'] });

    const jose = given({ seats: five({ 0: { character: 'jose_delgado', hand: ['bounty', 'rattlesnake', 'shotgun', 'tomahawk'] } }) });
    const blue = moves(jose, '0').filter((move) => move.move === 'blueForCards').map((move) => keyOf(move.args![0] as string));
    expect(blue.sort()).toEqual(['bounty', 'rattlesnake', 'shotgun']);
    jose.move('0', 'blueForCards', inHand(jose, '0', 'rattlesnake'));
    expect(hand(jose, '0')).toHaveLength(5);
  });

  it('Shotgun: a discard left with nothing to discard lapses (Sid Ketchum healing with his last two cards while it waits)', () => {
    const match = given({ seats: five({ 1: { character: 'sid_ketchum', hand: ['missed', 'beer'] }, 2: { inPlay: ['shotgun'], hand: ['bang'] } }), current: '2' });
    match.move('2', 'play', inHand(match, '2', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    match.move('1', 'heal', ...hand(match, '1'));
    expect(life(match, '1')).toBe(4);
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.turn.phase).toBe('play');
  });

  it('Shotgun does nothing under Lasso (VS §7.2); an empty hand has nothing to discard', () => {
    const lasso = given({ seats: five({ 0: { hand: ['bang'], inPlay: ['shotgun'] }, 1: { hand: ['beer', 'panic'] } }), event: 'lasso' });
    lasso.move('0', 'play', inHand(lasso, '0', 'bang'), '1');
    lasso.move('1', 'takeHit', version(lasso));
    expect(pending(lasso).tag).toBeUndefined();
    expect(hand(lasso, '1')).toHaveLength(2);
    const empty = given({ seats: five({ 0: { hand: ['bang'], inPlay: ['shotgun'] }, 1: { hand: [] } }) });
    empty.move('0', 'play', inHand(empty, '0', 'bang'), '1');
    empty.move('1', 'takeHit', version(empty));
    expect(pending(empty).tag).toBeUndefined();
    expect(life(empty, '1')).toBe(3);
  });
});
