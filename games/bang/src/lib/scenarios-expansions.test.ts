// The Dodge City and Bullet rule scenarios (sections I and K), named after their ids; the 3-player,
// 8-player and Greg Digger / Herb Hunter scenarios of the earlier sections are in scenarios.test.ts
// with the rest of their sections.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { card, type CardKey, keyOf } from './cards';
import { distance } from './engine/distance';
import { answersFromPlay } from './engine/plays';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

type Seats = SeatSpec[];
/** Willy the Kid, whose ability only lifts the BANG! limit, unless a scenario names a character. */
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
/** Sid Ketchum: an ability that only ever adds a choice, where Willy the Kid's would matter. */
const noAbility = 'sid_ketchum';

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const inPlayKeys = (match: Match<BangState>, seat: string) => match.G.zones[`play:${seat}`]!.map(keyOf).sort();
const inPlayCard = (match: Match<BangState>, seat: string, key: CardKey) => match.G.zones[`play:${seat}`]!.find((id) => keyOf(id) === key)!;
const handCard = (match: Match<BangState>, seat: string, key: CardKey, suit: string, rank: string) =>
  hand(match, seat).find((id) => keyOf(id) === key && card(id).suit === suit && card(id).rank === rank)!;
const unaffected = (match: Match<BangState>) => match.G.history.filter((entry) => entry.kind === 'unaffected');

describe('I. Dodge City', () => {
  it('S60 Apache Kid vs Diamonds', () => {
    const match = given({
      seats: four({
        1: {
          hand: [
            { key: 'bang', suit: 'diamonds', rank: '8' },
            { key: 'bang', suit: 'hearts', rank: 'Q' },
            { key: 'panic', suit: 'diamonds', rank: '8' },
            { key: 'cat_balou', suit: 'diamonds', rank: '9' },
            { key: 'duel', suit: 'diamonds', rank: 'Q' },
          ],
        },
        2: { character: 'apache_kid', hand: ['missed', 'beer'], inPlay: ['scope'] },
      }),
      current: '1',
    });
    // A Diamond BANG!: no effect, nothing to answer; it was still a BANG! card played.
    match.move('1', 'play', handCard(match, '1', 'bang', 'diamonds', '8'), '2');
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '2')).toBe(3);
    expect(unaffected(match)).toMatchObject([{ seat: '2', by: '1', card: 'bang' }]);
    expect(match.G.turn.bangs).toBe(1);
    // A Heart BANG!: a normal shot.
    match.move('1', 'play', handCard(match, '1', 'bang', 'hearts', 'Q'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(2);
    // Panic!(8♦) and Cat Balou(9♦): no effect either.
    const before = [...hand(match, '2')];
    match.move('1', 'play', inHand(match, '1', 'panic'), '2', 'hand');
    match.move('1', 'play', inHand(match, '1', 'cat_balou'), '2', inPlayCard(match, '2', 'scope'));
    expect(hand(match, '2')).toEqual(before);
    expect(inPlayKeys(match, '2')).toEqual(['scope']);
    expect(unaffected(match)).toHaveLength(3);
    // A Diamond Duel works as usual: his ability is off in Duels.
    match.move('1', 'play', inHand(match, '1', 'duel'), '2');
    expect(pending(match)).toEqual({ tag: 'duel', awaiting: ['2'] });

    // Indians!(K♦): every other player but him must answer.
    const indians = given({
      seats: four({ 0: { hand: [{ key: 'indians', suit: 'diamonds', rank: 'K' }] }, 2: { character: 'apache_kid' } }),
    });
    indians.move('0', 'play', inHand(indians, '0', 'indians'));
    const asked: string[] = [];
    while (pending(indians).tag === 'indians') {
      const seat = pending(indians).awaiting[0]!;
      asked.push(seat);
      indians.move(seat, 'takeHit', version(indians));
    }
    expect(asked).toEqual(['1', '3']);
    expect([life(indians, '1'), life(indians, '2'), life(indians, '3')]).toEqual([3, 3, 3]);
  });

  it('S60 Apache Kid vs Diamonds: a Diamond Missed! still cancels his own shot (ruling: immune only to cards applied to him)', () => {
    const match = given({ seats: four({ 1: { hand: ['bang'] }, 2: { character: 'apache_kid', hand: [{ key: 'missed', suit: 'diamonds', rank: '8' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(life(match, '2')).toBe(3);
    expect(pending(match).tag).toBeUndefined();
  });

  it('S61 Doc Holyday vs Apache Kid', () => {
    const match = given({
      seats: four({
        1: {
          character: 'doc_holyday',
          hand: [
            { key: 'bang', suit: 'diamonds', rank: '2' },
            { key: 'missed', suit: 'diamonds', rank: '8' },
            { key: 'beer', suit: 'hearts', rank: '6' },
            { key: 'duel', suit: 'clubs', rank: '8' },
            { key: 'bang', suit: 'hearts', rank: 'Q' },
          ],
        },
        2: { character: 'apache_kid' },
      }),
      current: '1',
    });
    const bang2 = handCard(match, '1', 'bang', 'diamonds', '2');
    const missed8 = inHand(match, '1', 'missed');
    const beer6 = inHand(match, '1', 'beer');
    expect(match.attempt('1', 'discardToShoot', bang2, missed8, '2').ok).toBe(false);
    // Only pairs with a card that is not a Diamond are offered against him.
    const offered = legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'discardToShoot' && move.args![2] === '2');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((move) => [move.args![0], move.args![1]].some((id) => card(id as string).suit !== 'diamonds'))).toBe(true);
    match.move('1', 'discardToShoot', bang2, beer6, '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(2);
    expect(match.G.zones.discard!.slice(0, 2).sort()).toEqual([bang2, beer6].sort());
    // Once a turn.
    expect(match.attempt('1', 'discardToShoot', missed8, inHand(match, '1', 'duel'), '0').ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'discardToShoot')).toBe(false);
    // Not a BANG! card: his allowance is untouched.
    expect(match.G.turn.bangs).toBe(0);
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
  });

  it('S62 Belle Star ignores cards in play', () => {
    const match = given({
      seats: four({
        0: { character: 'belle_star', hand: [{ key: 'bang', suit: 'diamonds', rank: 'A' }] },
        1: {
          character: 'jourdonnais',
          hand: ['beer'],
          inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }, { key: 'mustang', suit: 'hearts', rank: '8' }, { key: 'sombrero', suit: 'clubs', rank: '7' }],
        },
      }),
      top: [{ key: 'missed', suit: 'spades', rank: '2' }, { key: 'missed', suit: 'spades', rank: '3' }],
    });
    // The Mustang is ignored: distance 1, and her Colt .45 reaches.
    expect(distance(match.G, match.ctx, '0', '1')).toBe(1);
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    // Jourdonnais's own Barrel draws once; the real Barrel does not, and the Sombrero cannot be used.
    const sombrero = inPlayCard(match, '1', 'sombrero');
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.move)).toEqual(['barrel', 'takeHit']);
    expect(match.attempt('1', 'missed', version(match), sombrero).ok).toBe(false);
    match.move('1', 'barrel', version(match));
    expect(match.G.history.filter((entry) => entry.kind === 'check')).toHaveLength(1);
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.move)).toEqual(['takeHit']);
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(3);
    // On his own turn his cards work again.
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(distance(match.G, match.ctx, '0', '1')).toBe(2);
    expect(answersFromPlay(match.G, '1', sombrero, 'missed')).toBe(true);
  });

  it('S64 Vera Custer checks her Jail before choosing (FAQ)', () => {
    const seats = four({
      1: { character: 'vera_custer', borrowed: 'willy_the_kid', inPlay: [{ key: 'jail', suit: 'spades', rank: '10' }] },
      2: { character: 'lucky_duke' },
    });
    const top = [
      { key: 'bang', suit: 'clubs', rank: '5' },
      { key: 'beer', suit: 'hearts', rank: '7' },
    ] as const;
    const match = given({ seats, top: [...top] });
    const beer = match.G.zones.draw![1]!;
    endTurn(match);
    // One flip, the BANG!: she stays in Jail, the turn is skipped, and she has no ability until her next turn.
    expect(match.G.history.filter((entry) => entry.kind === 'check')).toMatchObject([{ seat: '1', purpose: 'jail', success: false, card: { key: 'bang' } }]);
    expect(match.G.zones['play:1']).toEqual([]);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.players['1']!.borrowed).toBeNull();
    expect(match.G.history.find((entry) => entry.kind === 'copied')).toMatchObject({ seat: '1', character: null });
    // The Beer was left on the pile: the next player's phase 1 draws it.
    expect(match.G.zones.discard!.map(keyOf)).toEqual(['jail', 'bang']);
    expect(hand(match, '2')).toContain(beer);

    // She copied Lucky Duke on her previous turn: two flips, she picks the Beer and escapes, then chooses again.
    const lucky = given({ seats: four({ ...Object.fromEntries(seats.map((seat, index) => [index, seat])), 1: { ...seats[1], borrowed: 'lucky_duke' } }), top: [...top] });
    endTurn(lucky);
    expect(pending(lucky)).toEqual({ tag: 'choice', awaiting: ['1'] });
    const [first, second] = lucky.G.zones.reveal! as [string, string];
    expect([first, second].map(keyOf).sort()).toEqual(['bang', 'beer']);
    lucky.move('1', 'choose', version(lucky), beer);
    expect(lucky.G.history.find((entry) => entry.kind === 'check')).toMatchObject({ purpose: 'jail', success: true });
    expect(lucky.G.zones.discard).toEqual(expect.arrayContaining([first, second]));
    expect(lucky.G.zones.reveal).toEqual([]);
    // Now, before drawing, she chooses whose ability she has this turn: any other living character.
    expect(pending(lucky)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(lucky.G, lucky.ctx, '1').map((move) => move.args![1])).toEqual(['0', '2', '3']);
    const handBefore = hand(lucky, '1').length;
    lucky.move('1', 'choose', version(lucky), '2');
    expect(lucky.G.players['1']!.borrowed).toBe('lucky_duke');
    expect(hand(lucky, '1')).toHaveLength(handBefore + 2);
    expect(lucky.G.turn.phase).toBe('play');
  });

  it('S65 Green card cannot be used on the turn it is played', () => {
    const match = given({
      seats: four({
        1: { character: noAbility, hand: [{ key: 'derringer', suit: 'spades', rank: '7' }, { key: 'sombrero', suit: 'clubs', rank: '7' }, 'bang'] },
        2: { hand: ['bang'] },
      }),
      current: '1',
    });
    const derringer = inHand(match, '1', 'derringer');
    const sombrero = inHand(match, '1', 'sombrero');
    match.move('1', 'play', derringer);
    match.move('1', 'play', sombrero);
    expect(inPlayKeys(match, '1')).toEqual(['derringer', 'sombrero']);
    expect(match.attempt('1', 'use', derringer, '2').ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'use')).toBe(false);
    endTurn(match);
    // P2's turn: P1 discards the Sombrero as a Missed!.
    match.move('2', 'play', inHand(match, '2', 'bang'), '1');
    expect(legalMoves(match.G, match.ctx, '1')).toContainEqual({ move: 'missed', args: [version(match), sombrero] });
    match.move('1', 'missed', version(match), sombrero);
    expect(life(match, '1')).toBe(4);
    expect(match.G.zones.discard![0]).toBe(sombrero);
    endTurn(match);
    endTurn(match);
    endTurn(match);
    // P1's next turn: the Derringer shoots at distance 1 and draws a card, without the BANG! allowance.
    expect(match.ctx.currentPlayer).toBe('1');
    const cards = hand(match, '1').length;
    match.move('1', 'use', derringer, '2');
    expect(match.G.zones.discard![0]).toBe(derringer);
    expect(hand(match, '1')).toHaveLength(cards + 1);
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
    expect(match.G.turn.bangs).toBe(0);
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
  });

  it('S66 Stolen green card waits again; out-of-turn use', () => {
    const match = given({
      seats: four({ 1: { inPlay: [{ key: 'derringer', suit: 'spades', rank: '7' }] }, 2: { hand: [{ key: 'panic', suit: 'hearts', rank: 'J' }] } }),
      current: '2',
    });
    const derringer = inPlayCard(match, '1', 'derringer');
    match.move('2', 'play', inHand(match, '2', 'panic'), '1', derringer);
    expect(hand(match, '2')).toContain(derringer);
    match.move('2', 'play', derringer);
    expect(match.attempt('2', 'use', derringer, '1').ok).toBe(false);
    endTurn(match);
    endTurn(match);
    endTurn(match);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.attempt('2', 'use', derringer, '1').ok).toBe(true);

    // Canteen and Iron Plate in play since his previous turn; P3 shoots him.
    const shot = given({
      seats: four({ 2: { character: noAbility, life: 1, inPlay: [{ key: 'canteen', suit: 'hearts', rank: '7' }, { key: 'iron_plate', suit: 'diamonds', rank: 'A' }] }, 3: { hand: ['bang', 'bang'] } }),
      current: '3',
    });
    const canteen = inPlayCard(shot, '2', 'canteen');
    const plate = inPlayCard(shot, '2', 'iron_plate');
    shot.move('3', 'play', inHand(shot, '3', 'bang'), '2');
    expect(legalMoves(shot.G, shot.ctx, '2')).toEqual([
      { move: 'missed', args: [version(shot), plate] },
      { move: 'takeHit', args: [version(shot)] },
    ]);
    expect(shot.attempt('2', 'missed', version(shot), canteen).ok).toBe(false);
    expect(shot.attempt('2', 'use', canteen).ok).toBe(false);
    shot.move('2', 'takeHit', version(shot));
    // Lethal: only a Beer would do; the Canteen is not one and is not usable out of turn.
    expect(shot.G.players['2']!.alive).toBe(false);
  });

  it('S66 Stolen green card waits again: a lethal hit leaves the Canteen unusable', () => {
    const match = given({
      seats: four({ 2: { character: noAbility, life: 1, hand: ['beer'], inPlay: [{ key: 'canteen', suit: 'hearts', rank: '7' }] }, 3: { hand: ['bang'] } }),
      current: '3',
    });
    match.move('3', 'play', inHand(match, '3', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(legalMoves(match.G, match.ctx, '2').map((move) => move.move)).toEqual(['beer', 'die']);
    expect(match.attempt('2', 'use', inPlayCard(match, '2', 'canteen')).ok).toBe(false);
  });

  it('S67 Discard another card', () => {
    const alone = given({ seats: five({ 1: { hand: [{ key: 'springfield', suit: 'spades', rank: 'K' }] } }), current: '1' });
    const springfield = inHand(alone, '1', 'springfield');
    expect(alone.attempt('1', 'play', springfield, '3').ok).toBe(false);
    expect(alone.attempt('1', 'play', springfield, '3', null, springfield).ok).toBe(false);
    expect(legalMoves(alone.G, alone.ctx, '1')).toEqual([{ move: 'endPlay' }]);

    const match = given({
      seats: five({ 1: { character: noAbility, hand: [{ key: 'springfield', suit: 'spades', rank: 'K' }, { key: 'beer', suit: 'spades', rank: '6' }, 'bang'] } }),
      current: '1',
    });
    const beer = inHand(match, '1', 'beer');
    // Seat 3 sits two seats away: out of reach of a Colt .45, not of a Springfield.
    expect(distance(match.G, match.ctx, '1', '3')).toBe(2);
    match.move('1', 'play', inHand(match, '1', 'springfield'), '3', null, beer);
    expect(match.G.zones.discard!.slice(0, 2).map(keyOf).sort()).toEqual(['beer', 'springfield']);
    expect(hand(match, '1').map(keyOf)).toEqual(['bang']);
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['3'] });
    match.move('3', 'takeHit', version(match));
    expect(life(match, '3')).toBe(3);
    // Not a BANG! card: a BANG! may still follow.
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
  });

  it('S69 Two Dynamites passing', () => {
    const match = given({
      seats: four({ 1: { character: noAbility, inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] }, 2: { inPlay: [{ key: 'dynamite', suit: 'clubs', rank: '10' }] } }),
      top: [{ key: 'beer', suit: 'hearts', rank: '7' }],
    });
    const dynamite = inPlayCard(match, '1', 'dynamite');
    endTurn(match);
    expect(match.G.zones['play:3']).toEqual([dynamite]);
    expect(match.G.history.find((entry) => entry.kind === 'dynamite-passed')).toMatchObject({ from: '1', to: '3' });

    const two = given({
      seats: four({
        0: { alive: false },
        1: { character: noAbility, inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] },
        2: { inPlay: [{ key: 'dynamite', suit: 'clubs', rank: '10' }] },
        3: { alive: false },
      }),
      current: '2',
      top: [{ key: 'beer', suit: 'hearts', rank: '7' }],
    });
    endTurn(two);
    expect(two.ctx.currentPlayer).toBe('1');
    expect(inPlayKeys(two, '1')).toEqual(['dynamite']);
    expect(two.G.history.some((entry) => entry.kind === 'dynamite-passed')).toBe(false);
  });

  it('S70 Dodge vs Punch; Slab with Punch', () => {
    const match = given({ seats: four({ 1: { hand: [{ key: 'punch', suit: 'spades', rank: '10' }] }, 2: { hand: [{ key: 'dodge', suit: 'diamonds', rank: '7' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'punch'), '2');
    match.move('2', 'missed', version(match), inHand(match, '2', 'dodge'));
    expect(life(match, '2')).toBe(4);
    expect(hand(match, '2')).toHaveLength(1);
    expect(match.G.turn.bangs).toBe(0);
    // Punch reaches 1 only.
    const far = given({ seats: five({ 1: { hand: ['punch'], inPlay: ['winchester'] } }), current: '1' });
    expect(far.attempt('1', 'play', inHand(far, '1', 'punch'), '3').ok).toBe(false);

    const slab = given({ seats: four({ 1: { character: 'slab_the_killer', hand: ['punch'] }, 2: { hand: ['missed'] } }), current: '1' });
    slab.move('1', 'play', inHand(slab, '1', 'punch'), '2');
    slab.move('2', 'missed', version(slab), inHand(slab, '2', 'missed'));
    expect(pending(slab).tag).toBeUndefined();
    expect(life(slab, '2')).toBe(4);
  });

  it('S71 Tequila Joe and healing', () => {
    const match = given({
      seats: four({ 0: { hand: ['saloon'] }, 2: { character: 'tequila_joe', life: 1, hand: [{ key: 'beer', suit: 'hearts', rank: '7' }], inPlay: [{ key: 'canteen', suit: 'hearts', rank: '7' }] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'saloon'));
    expect(life(match, '2')).toBe(2);
    endTurn(match);
    endTurn(match);
    match.move('2', 'play', inHand(match, '2', 'beer'));
    expect(life(match, '2')).toBe(4);
    const lower = given({ seats: four({ 2: { character: 'tequila_joe', life: 1, inPlay: ['canteen'] } }), current: '2' });
    lower.move('2', 'use', inPlayCard(lower, '2', 'canteen'));
    expect(life(lower, '2')).toBe(2);

    const two = given({ seats: four({ 0: { alive: false }, 1: { alive: false }, 2: { character: 'tequila_joe', life: 1, hand: ['beer'] } }), current: '2' });
    two.move('2', 'play', inHand(two, '2', 'beer'));
    expect(life(two, '2')).toBe(1);
  });

  it('S72 Only Beer saves from death', () => {
    const match = given({
      seats: four({
        1: { hand: ['bang'] },
        2: { life: 1, hand: [{ key: 'tequila', suit: 'clubs', rank: '9' }, { key: 'whisky', suit: 'hearts', rank: 'Q' }, { key: 'beer', suit: 'spades', rank: '6' }] },
      }),
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(match.attempt('2', 'beer', version(match), inHand(match, '2', 'tequila')).ok).toBe(false);
    expect(match.attempt('2', 'beer', version(match), inHand(match, '2', 'whisky')).ok).toBe(false);
    expect(match.attempt('2', 'play', inHand(match, '2', 'whisky'), null, null, inHand(match, '2', 'tequila')).ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '2')).toEqual([
      { move: 'beer', args: [version(match), inHand(match, '2', 'beer')] },
      { move: 'die', args: [version(match)] },
    ]);
    match.move('2', 'beer', version(match), inHand(match, '2', 'beer'));
    expect(life(match, '2')).toBe(1);

    // His own turn, two players left: Whisky gives 2 (it is not a Beer).
    const two = given({
      seats: four({ 0: { alive: false }, 1: { alive: false }, 2: { character: noAbility, life: 1, hand: ['whisky', 'tequila', 'bang'] } }),
      current: '2',
    });
    two.move('2', 'play', inHand(two, '2', 'whisky'), null, null, inHand(two, '2', 'bang'));
    expect(life(two, '2')).toBe(3);
  });

  it('S74 Pat Brennan', () => {
    const match = given({
      seats: five({ 1: { character: 'pat_brennan' }, 4: { inPlay: [{ key: 'rev_carabine', suit: 'spades', rank: '5' }] } }),
    });
    const carabine = inPlayCard(match, '4', 'rev_carabine');
    const cards = hand(match, '1').length;
    const deck = match.G.zones.draw!.length;
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.args![1])).toEqual(['deck', carabine]);
    match.move('1', 'choose', version(match), carabine);
    expect(hand(match, '1')).toContain(carabine);
    expect(hand(match, '1')).toHaveLength(cards + 1);
    expect(match.G.zones['play:4']).toEqual([]);
    expect(match.G.zones.draw).toHaveLength(deck);
    expect(match.G.turn.phase).toBe('play');
    // Everyone saw it go: it is public knowledge while he holds it.
    expect(match.G.known).toContain(carabine);
  });

  it('S75 Chuck Wengam, Jose Delgado, Sean Mallory, Bill Noface, Pixie Pete', () => {
    const chuck = given({ seats: four({ 0: { character: 'chuck_wengam', life: 2 } }) });
    const cards = hand(chuck, '0').length;
    chuck.move('0', 'lifeForCards');
    expect(life(chuck, '0')).toBe(1);
    expect(hand(chuck, '0')).toHaveLength(cards + 2);
    expect(chuck.attempt('0', 'lifeForCards').ok).toBe(false);
    expect(legalMoves(chuck.G, chuck.ctx, '0').some((move) => move.move === 'lifeForCards')).toBe(false);

    const jose = given({ seats: four({ 0: { character: 'jose_delgado', hand: [{ key: 'mustang', suit: 'hearts', rank: '5' }, 'barrel', 'scope', 'bang'] } }) });
    jose.move('0', 'blueForCards', inHand(jose, '0', 'mustang'));
    expect(hand(jose, '0')).toHaveLength(3 + 2);
    expect(jose.attempt('0', 'blueForCards', inHand(jose, '0', 'bang')).ok).toBe(false);
    jose.move('0', 'blueForCards', inHand(jose, '0', 'barrel'));
    expect(jose.attempt('0', 'blueForCards', inHand(jose, '0', 'scope')).ok).toBe(false);
    expect(hand(jose, '0')).toHaveLength(6);

    // At 2 life with 9 cards he keeps them all; with 12 he discards 2.
    const nine = given({ seats: four({ 0: { character: 'sean_mallory', life: 2, hand: Array<CardKey>(9).fill('bang') } }) });
    nine.move('0', 'endPlay');
    expect(nine.ctx.currentPlayer).toBe('1');
    expect(hand(nine, '0')).toHaveLength(9);
    const twelve = given({ seats: four({ 0: { character: 'sean_mallory', life: 2, hand: Array<CardKey>(12).fill('bang') } }) });
    twelve.move('0', 'endPlay');
    expect(twelve.G.turn.phase).toBe('discard');
    twelve.move('0', 'discard', hand(twelve, '0')[0]);
    expect(twelve.ctx.currentPlayer).toBe('0');
    twelve.move('0', 'discard', hand(twelve, '0')[0]);
    expect(twelve.ctx.currentPlayer).toBe('1');
    expect(hand(twelve, '0')).toHaveLength(10);

    for (const [lifeNow, drawn] of [
      [2, 3],
      [4, 1],
    ] as const) {
      const bill = given({ seats: four({ 1: { character: 'bill_noface', life: lifeNow } }) });
      const before = hand(bill, '1').length;
      endTurn(bill);
      expect(hand(bill, '1').length - before, `Bill Noface at ${lifeNow}/4`).toBe(drawn);
    }

    const pixie = given({ seats: four({ 1: { character: 'pixie_pete' } }) });
    const before = hand(pixie, '1').length;
    endTurn(pixie);
    expect(hand(pixie, '1').length - before).toBe(3);
  });
});

describe('K. Bullet extras', () => {
  it('S91 Johnny Kisch', () => {
    const match = given({
      seats: five({
        1: { character: 'johnny_kisch', hand: [{ key: 'barrel', suit: 'spades', rank: 'K' }, { key: 'jail', suit: 'hearts', rank: '4' }] },
        2: { inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }] },
        4: { inPlay: [{ key: 'barrel', suit: 'clubs', rank: 'A' }, { key: 'jail', suit: 'spades', rank: '10' }] },
      }),
      current: '1',
    });
    const barrel = inHand(match, '1', 'barrel');
    const others = [inPlayCard(match, '2', 'barrel'), inPlayCard(match, '4', 'barrel')];
    match.move('1', 'play', barrel);
    expect(match.G.zones['play:1']).toEqual([barrel]);
    expect(match.G.zones['play:2']).toEqual([]);
    expect(inPlayKeys(match, '4')).toEqual(['jail']);
    expect(match.G.zones.discard!.slice(0, 2).sort()).toEqual([...others].sort());
    // A Jail he puts in front of P3 sends P4's Jail to the discard pile (ruling: Jails he places count too).
    const jail = inHand(match, '1', 'jail');
    match.move('1', 'play', jail, '3');
    expect(match.G.zones['play:3']).toEqual([jail]);
    expect(match.G.zones['play:4']).toEqual([]);
    expect(match.G.history.filter((entry) => entry.kind === 'discarded' && entry.reason === 'same-name').map((entry) => entry.kind === 'discarded' && [entry.seat, entry.card])).toEqual([
      ['2', 'barrel'],
      ['4', 'barrel'],
      ['4', 'jail'],
    ]);
  });

  it('S92 Uncle Will', () => {
    const match = given({
      seats: five({ 1: { character: 'uncle_will', hand: [{ key: 'missed', suit: 'spades', rank: '2' }, { key: 'beer', suit: 'hearts', rank: '6' }] } }),
      current: '1',
    });
    const shown = match.G.zones.draw!.slice(0, 5);
    match.move('1', 'asGeneralStore', inHand(match, '1', 'missed'));
    expect([...match.G.zones.store!].sort()).toEqual([...shown].sort());
    expect(match.G.history.find((entry) => entry.kind === 'played')).toMatchObject({ seat: '1', card: 'missed', as: 'general_store' });
    const order: string[] = [];
    while (pending(match).tag === 'store') {
      const seat = pending(match).awaiting[0]!;
      order.push(seat);
      match.move(seat, 'pick', version(match), match.G.zones.store![0]);
    }
    expect(order).toEqual(['1', '2', '3', '4', '0']);
    expect(match.attempt('1', 'asGeneralStore', inHand(match, '1', 'beer')).ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'asGeneralStore')).toBe(false);
  });
});
