// The Valley of Shadows' answers and plays (VALLEY-OF-SHADOWS.md §4.1 Aim, §4.2 Backfire, §4.4 Escape,
// §4.5 Fanning, §5.3 LeMat) and the characters who answer or shoot back (§6: Black Flower,
// Colorado Bill, Henry Block, Mick Defender): the scenarios of SCENARIOS-VALLEY-ARMED.md named after
// their ids, and a test through the moves for each card, character and ruling.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { card, CARDS, keyOf } from './cards';
import { cardEntry } from './engine/registry';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'bart_cassidy', ...extra });
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const six = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[6]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const moves = (match: Match<BangState>, seat: string) => legalMoves(match.G, match.ctx, seat);
const moveNames = (match: Match<BangState>, seat: string) => moves(match, seat).map((move) => move.move);
const lastLines = (match: Match<BangState>, count: number) => match.G.history.slice(-count);

describe('L. The Valley of Shadows: answers and plays', () => {
  it('S130 Aim doubles a BANG! card hit, not a Fanning', () => {
    const match = given({
      seats: five({ 0: { character: 'willy_the_kid' }, 1: { hand: ['aim', { key: 'bang', suit: 'diamonds', rank: '4' }, 'fanning'] }, 2: { character: 'paul_regret', life: 3 } }).map((seat, index) =>
        index === 2 ? { ...seat, character: 'bart_cassidy' as const, life: 4 } : seat,
      ),
      current: '1',
    });
    const aim = inHand(match, '1', 'aim');
    const bang = inHand(match, '1', 'bang');
    match.move('1', 'play', aim, '2', null, bang);
    expect(hand(match, '1')).not.toContain(bang);
    expect(match.G.zones.discard).toEqual(expect.arrayContaining([aim, bang]));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    // One hit of 2: Bart Cassidy draws twice, once.
    expect(life(match, '2')).toBe(2);
    const hits = match.G.history.filter((line) => line.kind === 'hit');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ seat: '2', amount: 2, source: '1' });
    expect(hand(match, '2')).toHaveLength(2);
    // The BANG! allowance is used: Fanning is refused now.
    expect(() => match.move('1', 'play', inHand(match, '1', 'fanning'), '2')).toThrow();
  });

  it('S130 Aim with a Fanning instead of a BANG! card is refused', () => {
    const match = given({ seats: five({ 1: { hand: ['aim', 'fanning'] } }), current: '1' });
    expect(() => match.move('1', 'play', inHand(match, '1', 'aim'), '2', null, inHand(match, '1', 'fanning'))).toThrow();
    expect(moves(match, '1').filter((move) => move.args?.[0] === inHand(match, '1', 'aim'))).toEqual([]);
  });

  it('S130 Aim against Slab the Killer\'s BANG! still needs two Missed! effects (ruling VS-3)', () => {
    const match = given({ seats: five({ 1: { character: 'slab_the_killer', hand: ['aim', 'bang'] }, 2: { hand: ['missed', 'missed'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'aim'), '2', null, inHand(match, '1', 'bang'));
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(life(match, '2')).toBe(4);
  });

  it('S131 Backfire cancels and shoots back', () => {
    const match = given({
      seats: five({
        1: { inPlay: ['rev_carabine'], hand: [{ key: 'bang', suit: 'diamonds', rank: '5' }, { key: 'missed', suit: 'spades', rank: '2' }] },
        3: { hand: ['backfire'] },
      }),
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '3');
    match.move('3', 'missed', version(match), inHand(match, '3', 'backfire'));
    expect(life(match, '3')).toBe(4);
    // P3 shoots back at P1 at distance 3 without a weapon (ruling VS-4).
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    expect(lastLines(match, 1)[0]).toMatchObject({ kind: 'used', seat: '3', card: 'backfire', target: '1' });
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(life(match, '1')).toBe(4);
    expect(pending(match).tag).toBeUndefined();
  });

  it('S131 Backfire\'s counter-shot hurts when not answered, and is not a BANG! card of the player\'s (his next allowance untouched)', () => {
    const match = given({ seats: five({ 1: { hand: ['bang'] }, 2: { hand: ['backfire', 'bang'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'missed', version(match), inHand(match, '2', 'backfire'));
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(3);
    expect(match.G.history.filter((line) => line.kind === 'hit').at(-1)).toMatchObject({ seat: '1', source: '2' });
    expect(match.G.turn.bangs).toBe(1);
  });

  it('S131 Backfire is refused against Indians!', () => {
    const match = given({ seats: five({ 0: { hand: [{ key: 'indians', suit: 'diamonds', rank: 'K' }] }, 1: { hand: ['backfire'] } }) });
    match.move('0', 'play', inHand(match, '0', 'indians'));
    expect(pending(match)).toEqual({ tag: 'indians', awaiting: ['1'] });
    expect(() => match.move('1', 'bang', version(match), inHand(match, '1', 'backfire'))).toThrow();
    expect(moveNames(match, '1')).toEqual(['takeHit']);
  });

  it('S131 Backfire is refused in a Duel', () => {
    const match = given({ seats: five({ 0: { hand: ['duel'] }, 2: { hand: ['backfire'] } }) });
    match.move('0', 'play', inHand(match, '0', 'duel'), '2');
    expect(pending(match)).toEqual({ tag: 'duel', awaiting: ['2'] });
    expect(() => match.move('2', 'bang', version(match), inHand(match, '2', 'backfire'))).toThrow();
    expect(moveNames(match, '2')).toEqual(['takeHit']);
  });

  it('ruling VS-5: against Slab the Killer, Backfire shoots back only once the shot is cancelled', () => {
    const match = given({ seats: five({ 1: { character: 'slab_the_killer', hand: ['bang'] }, 2: { hand: ['backfire', 'missed'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'missed', version(match), inHand(match, '2', 'backfire'));
    // One Missed! effect of two: no counter-shot yet, and none if he then takes the hit.
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.history.some((line) => line.kind === 'used' && line.card === 'backfire')).toBe(false);
  });

  it('Backfire against a shot with no shooter only cancels (A Fistful of Cards)', () => {
    const match = given({ seats: five({ 0: { character: 'willy_the_kid' }, 1: { hand: ['backfire'] } }), event: 'a_fistful_of_cards' });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'missed', version(match), inHand(match, '1', 'backfire'));
    expect(life(match, '1')).toBe(4);
    expect(match.G.history.some((line) => line.kind === 'used' && line.card === 'backfire')).toBe(false);
    expect(match.G.turn.phase).toBe('play');
  });

  it('S133 Escape against a multi-target card protects only its player', () => {
    const match = given({ seats: five({ 0: { hand: [{ key: 'gatling', suit: 'hearts', rank: '10' }] }, 2: { hand: ['escape'] } }) });
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'takeHit', version(match));
    // P2 is asked before any other answer (ruling VS-8): Escape, or let the shot come.
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    expect(moveNames(match, '2')).toEqual(['escape', 'allow']);
    match.move('2', 'escape', version(match), inHand(match, '2', 'escape'));
    expect(match.G.history.find((line) => line.kind === 'escaped')).toMatchObject({ seat: '2', by: '0', card: 'escape', from: 'gatling' });
    for (const seat of ['3', '4']) match.move(seat, 'takeHit', version(match));
    expect(['1', '2', '3', '4'].map((seat) => life(match, seat))).toEqual([3, 4, 3, 3]);
  });

  it('S133 Escape is refused against a BANG! card and against a Jail', () => {
    const bang = given({ seats: five({ 0: { hand: [{ key: 'bang', suit: 'clubs', rank: '9' }] }, 1: { hand: ['escape'] } }) });
    bang.move('0', 'play', inHand(bang, '0', 'bang'), '1');
    expect(pending(bang)).toEqual({ tag: 'shot', awaiting: ['1'] });
    expect(() => bang.move('1', 'missed', version(bang), inHand(bang, '1', 'escape'))).toThrow();
    expect(moveNames(bang, '1')).toEqual(['takeHit']);
    const jail = given({ seats: five({ 0: { hand: [{ key: 'jail', suit: 'hearts', rank: '4' }] }, 1: { hand: ['escape'] } }) });
    jail.move('0', 'play', inHand(jail, '0', 'jail'), '1');
    expect(pending(jail).tag).toBeUndefined();
    expect(jail.G.zones['play:1']!.map(keyOf)).toEqual(['jail']);
  });

  it('Escape, or letting it happen, against each kind of brown card aimed at a player (VS §4.4)', () => {
    // Panic!: the card stays; Cat Balou let through: it goes.
    const panic = given({ seats: five({ 0: { hand: ['panic'] }, 1: { hand: ['escape'], inPlay: ['barrel'] } }) });
    const barrel = panic.G.zones['play:1']![0]!;
    panic.move('0', 'play', inHand(panic, '0', 'panic'), '1', barrel);
    expect(pending(panic)).toEqual({ tag: 'escape', awaiting: ['1'] });
    panic.move('1', 'escape', version(panic), inHand(panic, '1', 'escape'));
    expect(panic.G.zones['play:1']).toEqual([barrel]);
    const balou = given({ seats: five({ 0: { hand: ['cat_balou'] }, 1: { hand: ['escape'], inPlay: ['barrel'] } }) });
    balou.move('0', 'play', inHand(balou, '0', 'cat_balou'), '1', balou.G.zones['play:1']![0]!);
    balou.move('1', 'allow', version(balou));
    expect(balou.G.zones['play:1']).toEqual([]);
    expect(hand(balou, '1').map(keyOf)).toEqual(['escape']);
    // Duel: escaped before its first BANG!; Indians!: each target on his own.
    const duel = given({ seats: five({ 0: { hand: ['duel'] }, 1: { hand: ['escape', 'bang'] } }) });
    duel.move('0', 'play', inHand(duel, '0', 'duel'), '1');
    duel.move('1', 'escape', version(duel), inHand(duel, '1', 'escape'));
    expect(pending(duel).tag).toBeUndefined();
    expect(life(duel, '1')).toBe(4);
    const indians = given({ seats: five({ 0: { hand: ['indians'] }, 3: { hand: ['escape'] } }) });
    indians.move('0', 'play', inHand(indians, '0', 'indians'));
    for (const seat of ['1', '2']) indians.move(seat, 'takeHit', version(indians));
    indians.move('3', 'escape', version(indians), inHand(indians, '3', 'escape'));
    indians.move('4', 'takeHit', version(indians));
    expect(['1', '2', '3', '4'].map((seat) => life(indians, seat))).toEqual([3, 3, 4, 3]);
  });

  it('Escape answers nothing but a brown card of another player: not an ability (Doc Holyday), nor a green card', () => {
    const doc = given({ seats: five({ 0: { character: 'doc_holyday', hand: ['beer', 'stagecoach'] }, 1: { hand: ['escape'] } }) });
    doc.move('0', 'discardToShoot', ...hand(doc, '0'), '1');
    expect(pending(doc)).toEqual({ tag: 'shot', awaiting: ['1'] });
    const gun = given({ seats: five({ 0: { inPlay: ['derringer'] }, 1: { hand: ['escape'] } }) });
    gun.move('0', 'use', gun.G.zones['play:0']![0]!, '1');
    expect(pending(gun)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('Mick Defender ignores a brown card with a Missed! card (ruling VS-29): a Dodge draws, a Backfire shoots nobody', () => {
    const match = given({ seats: five({ 0: { hand: ['gatling'] }, 1: { character: 'mick_defender', hand: ['dodge', 'beer'] }, 2: { character: 'mick_defender', hand: ['backfire'] } }) });
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['1'] });
    // Only a Missed! card answers so, not a Beer.
    expect(moves(match, '1').filter((move) => move.move === 'escape').map((move) => keyOf(move.args![1] as string))).toEqual(['dodge']);
    expect(() => match.move('1', 'escape', version(match), inHand(match, '1', 'beer'))).toThrow();
    match.move('1', 'escape', version(match), inHand(match, '1', 'dodge'));
    expect(hand(match, '1')).toHaveLength(2);
    match.move('2', 'escape', version(match), inHand(match, '2', 'backfire'));
    expect(match.G.history.some((line) => line.kind === 'used' && line.card === 'backfire')).toBe(false);
    expect([life(match, '1'), life(match, '2')]).toEqual([4, 4]);
    // Against a BANG! card he may only answer as anyone would.
    const bang = given({ seats: five({ 0: { hand: ['bang'] }, 1: { character: 'mick_defender', hand: ['missed'] } }) });
    bang.move('0', 'play', inHand(bang, '0', 'bang'), '1');
    expect(pending(bang)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('S134 Fanning\'s second target', () => {
    const match = given({
      seats: six({ 0: { character: 'willy_the_kid', inPlay: [{ key: 'schofield', suit: 'spades', rank: 'K' }], hand: ['fanning', 'bang'] }, 2: { hand: ['missed'] }, 3: { inPlay: [{ key: 'mustang', suit: 'hearts', rank: '9' }] } }).map((seat, index) =>
        index === 0 ? seat : { ...seat, character: 'bart_cassidy' as const },
      ),
    });
    match.move('0', 'play', inHand(match, '0', 'fanning'), '2');
    // B only: D sees C at 1 + 1 because of his Mustang, A is the shooter (ruling VS-9).
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
    expect(moves(match, '0').map((move) => move.args![1])).toEqual(['1']);
    match.move('0', 'choose', version(match), '1');
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    // The second shot comes anyway.
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'takeHit', version(match));
    expect([life(match, '1'), life(match, '2')]).toEqual([3, 4]);
    // Willy the Kid aside, the allowance is used: with another player it would refuse the BANG!.
    expect(match.G.turn.bangs).toBe(1);
  });

  it('Fanning uses the BANG! allowance, and The Sermon forbids it (ruling VS-10); with nobody next to the target there is one shot', () => {
    const used = given({ seats: five({ 1: { hand: ['bang', 'fanning'] } }), current: '1' });
    used.move('1', 'play', inHand(used, '1', 'bang'), '2');
    used.move('2', 'takeHit', version(used));
    expect(() => used.move('1', 'play', inHand(used, '1', 'fanning'), '2')).toThrow();
    const sermon = given({ seats: five({ 1: { hand: ['fanning'] } }), current: '1', event: 'the_sermon' });
    expect(() => sermon.move('1', 'play', inHand(sermon, '1', 'fanning'), '2')).toThrow();
    const three = given({ seats: [plain('deputy', { hand: ['fanning'] }), plain('outlaw'), plain('renegade', { alive: false })] });
    three.move('0', 'play', inHand(three, '0', 'fanning'), '1');
    expect(pending(three)).toEqual({ tag: 'shot', awaiting: ['1'] });
    three.move('1', 'takeHit', version(three));
    expect(pending(three).tag).toBeUndefined();
  });

  it('S138 LeMat conversions are BANG! cards', () => {
    const match = given({
      seats: five({ 1: { inPlay: ['lemat'], hand: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'panic', suit: 'diamonds', rank: '8' }] }, 0: { character: 'apache_kid' } }),
      current: '1',
    });
    const beer = inHand(match, '1', 'beer');
    match.move('1', 'lemat', beer, '2');
    expect(match.G.history.find((line) => line.kind === 'played')).toMatchObject({ seat: '1', card: 'beer', target: '2', as: 'bang' });
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
    // A BANG! card: the allowance is used.
    expect(() => match.move('1', 'lemat', inHand(match, '1', 'panic'), '0')).toThrow();
    expect(moveNames(match, '1')).not.toContain('lemat');
    // On another turn, a Diamond played as a BANG! at Apache Kid does nothing.
    const apache = given({ seats: five({ 1: { inPlay: ['lemat'], hand: [{ key: 'panic', suit: 'diamonds', rank: '8' }] }, 0: { character: 'apache_kid' } }), current: '1' });
    apache.move('1', 'lemat', inHand(apache, '1', 'panic'), '0');
    expect(pending(apache).tag).toBeUndefined();
    expect(apache.G.history.at(-1)).toMatchObject({ kind: 'unaffected', seat: '0', by: '1' });
  });

  it('LeMat is a weapon of range 1 put in play from the hand, replacing the weapon there', () => {
    const match = given({ seats: five({ 1: { inPlay: ['schofield'], hand: ['lemat'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'lemat'), null);
    expect(match.G.zones['play:1']!.map(keyOf)).toEqual(['lemat']);
    expect(moves(match, '1').some((move) => move.move === 'lemat')).toBe(false);
  });

  it('LeMat: in a Duel on his own turn any card answers as a BANG!, never out of his turn (ruling VS-20); Aim may join a converted card', () => {
    const match = given({ seats: five({ 1: { inPlay: ['lemat'], hand: ['duel', 'beer'] }, 2: { hand: ['bang'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'duel'), '2');
    match.move('2', 'bang', version(match), inHand(match, '2', 'bang'));
    match.move('1', 'bang', version(match), inHand(match, '1', 'beer'));
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
    const other = given({ seats: five({ 0: { hand: ['duel'] }, 1: { inPlay: ['lemat'], hand: ['beer'] } }) });
    other.move('0', 'play', inHand(other, '0', 'duel'), '1');
    expect(() => other.move('1', 'bang', version(other), inHand(other, '1', 'beer'))).toThrow();
    const aim = given({ seats: five({ 1: { inPlay: ['lemat'], hand: ['aim', 'beer'] } }), current: '1' });
    aim.move('1', 'play', inHand(aim, '1', 'aim'), '2', null, inHand(aim, '1', 'beer'));
    aim.move('2', 'takeHit', version(aim));
    expect(life(aim, '2')).toBe(2);
  });

  it('S141 Colorado Bill\'s unavoidable shot', () => {
    const match = given({
      seats: five({ 1: { character: 'colorado_bill', hand: [{ key: 'bang', suit: 'clubs', rank: '7' }] }, 2: { character: 'jourdonnais', inPlay: [{ key: 'barrel', suit: 'spades', rank: 'K' }], hand: [{ key: 'missed', suit: 'spades', rank: '4' }] } }),
      top: [{ key: 'stagecoach', suit: 'spades', rank: '9' }],
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(match.G.history.find((line) => line.kind === 'check')).toMatchObject({ seat: '1', purpose: 'colorado_bill', success: true });
    expect(moveNames(match, '2')).toEqual(['takeHit']);
    expect(() => match.move('2', 'barrel', version(match))).toThrow();
    expect(() => match.move('2', 'missed', version(match), inHand(match, '2', 'missed'))).toThrow();
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(3);
  });

  it('S141 Colorado Bill\'s draw! without a Spade: the target defends as usual', () => {
    const match = given({
      seats: five({ 1: { character: 'colorado_bill', hand: ['bang'] }, 2: { character: 'jourdonnais', hand: ['missed'] } }),
      top: [{ key: 'beer', suit: 'hearts', rank: '7' }],
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(moveNames(match, '2')).toEqual(['barrel', 'missed', 'takeHit']);
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(life(match, '2')).toBe(4);
  });

  it('S140 Henry Block shoots back at takers', () => {
    const match = given({ seats: five({ 1: { hand: [{ key: 'panic', suit: 'hearts', rank: 'J' }] }, 2: { character: 'henry_block', inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'panic'), '2', match.G.zones['play:2']![0]!);
    expect(hand(match, '1').map(keyOf)).toEqual(['barrel']);
    // After the Panic!, a BANG! effect from him, whatever the distance.
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'takeHit', version(match));
    expect(match.G.history.filter((line) => line.kind === 'hit').at(-1)).toMatchObject({ seat: '1', source: '2' });
    // One BANG! per card (ruling VS-27): a Cat Balou of his hand card too.
    const balou = given({ seats: five({ 0: { hand: ['cat_balou'] }, 3: { character: 'henry_block', hand: ['beer'] } }) });
    balou.move('0', 'play', inHand(balou, '0', 'cat_balou'), '3', 'hand');
    expect(pending(balou)).toEqual({ tag: 'shot', awaiting: ['0'] });
  });

  it('Black Flower plays a Clubs card as an extra BANG! card once a turn; Aim may join it (VS §6, ruling VS-23)', () => {
    const match = given({ seats: five({ 1: { character: 'black_flower', hand: ['bang', { key: 'missed', suit: 'clubs', rank: '10' }, { key: 'missed', suit: 'clubs', rank: 'J' }, 'aim'] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    // Her allowance is used, the flower's is not.
    const clubs = hand(match, '1').filter((id) => card(id).suit === 'clubs' && keyOf(id) === 'missed');
    match.move('1', 'flower', clubs[0], '2', inHand(match, '1', 'aim'));
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(1);
    expect(() => match.move('1', 'flower', clubs[1], '2')).toThrow();
    // Under Curse no card is a Club.
    const curse = given({ seats: five({ 1: { character: 'black_flower', hand: [{ key: 'missed', suit: 'clubs', rank: '10' }] } }), current: '1', event: 'curse' });
    expect(moveNames(curse, '1')).not.toContain('flower');
  });

  it('S135 Saved! prevents one point and draws', () => {
    const match = given({
      seats: five({ 1: { inPlay: ['schofield'], hand: ['aim', { key: 'bang', suit: 'diamonds', rank: '3' }] }, 3: { character: 'willy_the_kid', life: 2, hand: ['beer', 'panic', 'missed'] }, 4: { hand: ['saved'] } }),
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'aim'), '3', null, inHand(match, '1', 'bang'));
    match.move('3', 'takeHit', version(match));
    // At the moment of the loss, after his chance to cancel, before the Beer window.
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['4'] });
    expect(life(match, '3')).toBe(2);
    match.move('4', 'save', version(match), inHand(match, '4', 'saved'));
    expect(life(match, '3')).toBe(1);
    expect(match.G.history.filter((line) => line.kind === 'hit').at(-1)).toMatchObject({ seat: '3', amount: 1, source: '1' });
    // Then P4 chooses: the deck, or two at random from P3's hand.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['4'] });
    expect(moves(match, '4').map((move) => move.args![1])).toEqual(['deck', '3']);
    match.move('4', 'choose', version(match), '3');
    expect(hand(match, '4')).toHaveLength(2);
    expect(hand(match, '3')).toHaveLength(1);
  });

  it('S135 Saved! against a Dynamite: 3 becomes 2, the Beer window follows, and a saved player who dies gives nothing', () => {
    const match = given({
      seats: five({ 0: { character: 'willy_the_kid' }, 3: { life: 2, inPlay: ['dynamite'] }, 4: { hand: ['saved'] } }),
      top: [{ key: 'stagecoach', suit: 'spades', rank: '9' }],
      current: '2',
    });
    match.move('2', 'endPlay');
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['4'] });
    match.move('4', 'save', version(match), inHand(match, '4', 'saved'));
    // 2 - 2 = 0: he has no Beer, so he is out; P4 gets nothing but his own phase 1.
    expect(match.G.players['3']!.alive).toBe(false);
    expect(match.G.history.filter((line) => line.kind === 'hit')).toEqual([expect.objectContaining({ seat: '3', amount: 2, life: 0 })]);
    const saved = match.G.history.findIndex((line) => line.kind === 'played' && line.card === 'saved');
    const fourth = match.G.history.findIndex((line) => line.kind === 'turn' && line.seat === '4');
    expect(match.G.history.slice(saved, fourth).some((line) => (line.kind === 'drew' || line.kind === 'took') && line.seat === '4')).toBe(false);
    expect(match.ctx.currentPlayer).toBe('4');
  });

  it('Saved!: a whole loss prevented is no hit (no Bart Cassidy); the first holder on the damaged player\'s left is asked first (ruling VS-14)', () => {
    const match = given({ seats: five({ 0: { hand: ['bang'] }, 1: { character: 'bart_cassidy' }, 2: { character: 'calamity_janet' }, 3: { hand: ['saved'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['3'] });
    match.move('3', 'save', version(match), inHand(match, '3', 'saved'));
    expect(life(match, '1')).toBe(4);
    expect(hand(match, '1')).toHaveLength(0);
    expect(match.G.history.some((line) => line.kind === 'hit')).toBe(false);
    // His hand is empty: only the deck is offered.
    expect(moves(match, '3').map((move) => move.args![1])).toEqual(['deck']);
    match.move('3', 'choose', version(match), 'deck');
    expect(hand(match, '3')).toHaveLength(2);
  });

  it('Saved!: declined, the loss is whole; not against a price paid of his own will (ruling VS-13)', () => {
    const match = given({ seats: five({ 0: { hand: ['bang'] }, 4: { hand: ['saved'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    match.move('4', 'decline', version(match));
    expect(life(match, '1')).toBe(3);
    expect(hand(match, '4')).toHaveLength(1);
    const chuck = given({ seats: five({ 0: { character: 'chuck_wengam' }, 2: { hand: ['saved'] } }) });
    chuck.move('0', 'lifeForCards');
    expect(life(chuck, '0')).toBe(4);
    expect(pending(chuck).tag).toBeUndefined();
  });

  it('Saved! on one\'s own turn (ruling VS-12), and never for oneself', () => {
    const match = given({ seats: five({ 0: { hand: ['saved', 'duel'] } }) });
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'saved', awaiting: ['0'] });
    match.move('0', 'save', version(match), inHand(match, '0', 'saved'));
    expect(life(match, '1')).toBe(4);
    const self = given({ seats: five({ 0: { hand: ['bang'] }, 1: { hand: ['saved'] } }) });
    self.move('0', 'play', inHand(self, '0', 'bang'), '1');
    self.move('1', 'takeHit', version(self));
    expect(life(self, '1')).toBe(3);
  });

  it('S136 Ghost brings an Outlaw back; removing it eliminates him', () => {
    const match = given({
      seats: five({ 0: { hand: [{ key: 'panic', suit: 'hearts', rank: 'A' }], inPlay: ['scope'] }, 1: { hand: ['ghost'] }, 2: { character: 'el_gringo' }, 3: { role: 'outlaw', alive: false } }),
      current: '1',
    });
    // Not in front of a living player.
    expect(() => match.move('1', 'play', inHand(match, '1', 'ghost'), '2')).toThrow();
    match.move('1', 'play', inHand(match, '1', 'ghost'), '3');
    expect(match.G.players['3']).toMatchObject({ alive: true, life: 0, ghosted: true });
    expect(hand(match, '3')).toEqual([]);
    // He waits for his seat to come up (ruling VS-16).
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'endPlay');
    match.move('2', 'endPlay');
    expect(match.ctx.currentPlayer).toBe('3');
    // His phase 1 drew him 2; BANG! hits change nothing.
    expect(hand(match, '3')).toHaveLength(2);
    match.move('3', 'endPlay');
    // Hand limit 0 (ruling VS-18): he discards everything.
    expect(match.G.turn.phase).toBe('discard');
    match.move('3', 'discard', hand(match, '3')[0]);
    match.move('3', 'discard', hand(match, '3')[0]);
    expect(match.ctx.currentPlayer).toBe('4');
    match.move('4', 'endPlay');
    // P0's Panic! takes the Ghost card: P3 is out again, and nobody is rewarded (ruling VS-19).
    const before = hand(match, '0').length;
    expect(match.ctx.currentPlayer).toBe('0');
    match.move('0', 'play', inHand(match, '0', 'panic'), '3', match.G.zones['play:3']![0]!);
    expect(match.G.players['3']!.alive).toBe(false);
    expect(hand(match, '0').length).toBe(before);
    expect(match.G.history.some((line) => line.kind === 'reward')).toBe(false);
  });

  it('S136 A ghost\'s hits change nothing: no El Gringo, no Beer window, no healing', () => {
    const match = given({ seats: five({ 0: { hand: ['bang', 'beer'] }, 4: { hand: ['ghost'] }, 1: { character: 'el_gringo', role: 'outlaw', alive: false } }), current: '4' });
    match.move('4', 'play', inHand(match, '4', 'ghost'), '1');
    match.move('4', 'endPlay');
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.players['1']).toMatchObject({ alive: true, life: 0 });
    // His phase 1's two cards and the Beer: El Gringo took none.
    expect(hand(match, '0')).toHaveLength(3);
    expect(match.G.history.some((line) => line.kind === 'took')).toBe(false);
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.history.some((line) => line.kind === 'hit' && line.seat === '1')).toBe(false);
  });

  it('S137 Ghost counts for victory', () => {
    const match = given({
      seats: [
        plain('sheriff', { life: 1 }),
        plain('outlaw', { alive: false }),
        plain('renegade', { hand: ['bang', 'ghost'] }),
        plain('outlaw', { alive: false }),
        plain('deputy', { alive: false }),
      ],
      current: '2',
    });
    match.move('2', 'play', inHand(match, '2', 'ghost'), '1');
    match.move('2', 'play', inHand(match, '2', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    // Not the Renegade alone: the Outlaws win, the ghost among them.
    expect(match.G.result).toEqual({ winner: 'outlaws', winners: ['1', '3'] });
  });

  it('A ghost Suzy Lafayette\'s phase 3 ends once her hand is empty, and she draws after it (ruling VS-18; her draw would otherwise never let it fit)', () => {
    const match = given({ seats: five({ 4: { hand: ['ghost'] }, 0: { character: 'suzy_lafayette', role: 'sheriff' }, 1: { character: 'suzy_lafayette', role: 'outlaw', alive: false } }), current: '4' });
    match.move('4', 'play', inHand(match, '4', 'ghost'), '1');
    match.move('4', 'endPlay');
    match.move('0', 'endPlay');
    while (match.G.turn.phase === 'discard' && match.ctx.currentPlayer === '0') match.move('0', 'discard', hand(match, '0')[0]);
    expect(match.ctx.currentPlayer).toBe('1');
    // Back with an empty hand, she drew one at once; then two in phase 1.
    expect(hand(match, '1')).toHaveLength(3);
    match.move('1', 'endPlay');
    for (let i = 0; i < 3; i++) match.move('1', 'discard', hand(match, '1')[0]);
    // Her turn is over with an empty hand; then she draws one, out of her turn.
    expect(match.G.history.filter((line) => line.kind === 'ended' && line.seat === '1').at(-1)).toMatchObject({ hand: 0 });
    expect(match.ctx.currentPlayer).toBe('2');
    expect(hand(match, '1')).toHaveLength(1);
  });

  it('LeMat under Sniper and Ricochet: any hand card is a BANG! card there too (VS §7.2)', () => {
    const sniper = given({ seats: five({ 0: { inPlay: ['lemat'], hand: ['beer', 'panic'] }, 1: { hand: ['missed'] } }), event: 'sniper' });
    sniper.move('0', 'sniper', inHand(sniper, '0', 'beer'), inHand(sniper, '0', 'panic'), '1');
    expect(pending(sniper)).toEqual({ tag: 'shot', awaiting: ['1'] });
    sniper.move('1', 'missed', version(sniper), inHand(sniper, '1', 'missed'));
    // Still two Missed! effects needed, and Aim has no part in it.
    expect(pending(sniper)).toEqual({ tag: 'shot', awaiting: ['1'] });
    sniper.move('1', 'takeHit', version(sniper));
    expect(life(sniper, '1')).toBe(3);
    const ricochet = given({ seats: five({ 0: { inPlay: ['lemat'], hand: ['beer'] }, 3: { inPlay: ['ghost'], character: 'willy_the_kid' } }), event: 'ricochet' });
    expect(moves(ricochet, '0').some((move) => move.move === 'ricochet')).toBe(true);
  });

  it('Colorado Bill\'s unavoidable shot can still be made smaller by Saved! (ruling VS-24)', () => {
    const match = given({
      seats: five({ 1: { character: 'colorado_bill', hand: ['bang'] }, 2: { hand: ['missed'] }, 3: { hand: ['saved'] } }),
      top: [{ key: 'stagecoach', suit: 'spades', rank: '9' }],
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    match.move('3', 'save', version(match), inHand(match, '3', 'saved'));
    expect(life(match, '2')).toBe(4);
  });

  it('Johnny Kisch putting a Ghost in front of a dead player discards the other Ghost, and its ghost is out (VS §7.1)', () => {
    const match = given({
      seats: five({ 0: { character: 'johnny_kisch', hand: ['ghost', 'ghost'] }, 2: { role: 'outlaw', alive: false }, 3: { role: 'renegade', alive: false } }),
    });
    match.move('0', 'play', hand(match, '0')[0], '2');
    expect(match.G.players['2']!.ghosted).toBe(true);
    match.move('0', 'play', hand(match, '0')[0], '3');
    expect(match.G.players['3']!.ghosted).toBe(true);
    expect(match.G.players['2']!.alive).toBe(false);
    expect(match.G.history.some((line) => line.kind === 'reward' || line.kind === 'penalty')).toBe(false);
  });

  it('Escape against a General Store: asked before any card is turned over, he takes none and one card fewer is revealed; Molly Stark draws for it (VS §4.4)', () => {
    const match = given({ seats: five({ 0: { hand: ['general_store'] }, 2: { character: 'molly_stark', hand: ['escape'] } }) });
    match.move('0', 'play', inHand(match, '0', 'general_store'));
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    expect(match.G.zones.store).toEqual([]);
    match.move('2', 'escape', version(match), inHand(match, '2', 'escape'));
    // Molly Stark used a card out of her turn: one from the deck.
    expect(hand(match, '2')).toHaveLength(1);
    expect(match.G.zones.store).toHaveLength(4);
    expect(pending(match)).toEqual({ tag: 'store', awaiting: ['0'] });
    for (const seat of ['0', '1', '3', '4']) match.move(seat, 'pick', version(match), match.G.zones.store![0]);
    expect(hand(match, '2')).toHaveLength(1);
    expect(pending(match).tag).toBeUndefined();
  });

  it('every card of The Valley of Shadows has an entry: a play or an answer', () => {
    for (const key of new Set(CARDS.filter((data) => data.set === 'valley_of_shadows').map((data) => data.key))) {
      const entry = cardEntry(key);
      expect(entry?.play ?? entry?.answers, key).toBeDefined();
    }
  });
});
