// The Valley of Shadows' characters who change phase 1 or act on another's play (VALLEY-OF-SHADOWS.md
// §6: Der Spot-Burst Ringer, Evelyn Shebang, Lemonade Jim, Tuco Franziskaner): scenario S142 of
// SCENARIOS-VALLEY-ARMED.md, and a test through the moves for each ability, each of their rulings
// (VS-25, VS-26, VS-28, VS-30) and each interaction of §7 that concerns them.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { keyOf } from './cards';
import { refusal } from './engine/plays';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const moves = (match: Match<BangState>, seat: string) => legalMoves(match.G, match.ctx, seat);
const options = (match: Match<BangState>, seat: string) => moves(match, seat).filter((move) => move.move === 'choose').map((move) => move.args![1] as string);
const choose = (match: Match<BangState>, seat: string, option: string) => match.move(seat, 'choose', version(match), option);
const lines = <K extends BangState['history'][number]['kind']>(match: Match<BangState>, kind: K) =>
  match.G.history.filter((line): line is Extract<BangState['history'][number], { kind: K }> => line.kind === kind);
/** Cards drawn from the deck by a seat, as the history tells. */
const drawn = (match: Match<BangState>, seat: string) => lines(match, 'drew').filter((line) => line.seat === seat && line.from === 'deck').reduce((sum, line) => sum + line.count, 0);

describe('L. The Valley of Shadows: characters of phase 1 and of others\' plays', () => {
  it('S142 Evelyn Shebang and Tuco Franziskaner in phase 1', () => {
    // Evelyn skips both cards: one BANG! effect at P2, one at P3, and nothing drawn.
    const evelyn = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', inPlay: [{ key: 'remington', suit: 'clubs', rank: 'K' }], hand: ['bang'] } }) });
    endTurn(evelyn);
    expect(evelyn.ctx.currentPlayer).toBe('1');
    expect(pending(evelyn)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(options(evelyn, '1')).toEqual(['0', '1', '2']);
    choose(evelyn, '1', '2');
    // Two different players within reach.
    expect(options(evelyn, '1')).toEqual(['2', '3', '4', '0']);
    choose(evelyn, '1', '2');
    expect(options(evelyn, '1')).toEqual(['3', '4', '0']);
    choose(evelyn, '1', '3');
    expect(pending(evelyn)).toEqual({ tag: 'shot', awaiting: ['2'] });
    evelyn.move('2', 'takeHit', version(evelyn));
    expect(pending(evelyn)).toEqual({ tag: 'shot', awaiting: ['3'] });
    evelyn.move('3', 'takeHit', version(evelyn));
    expect([life(evelyn, '2'), life(evelyn, '3')]).toEqual([3, 3]);
    expect(lines(evelyn, 'hit').map((line) => [line.seat, line.source])).toEqual([
      ['2', '1'],
      ['3', '1'],
    ]);
    expect(drawn(evelyn, '1')).toBe(0);
    expect(hand(evelyn, '1').map(keyOf)).toEqual(['bang']);
    // Not BANG! cards: her allowance is whole.
    expect(evelyn.G.turn.phase).toBe('play');
    expect(evelyn.G.turn.bangs).toBe(0);
    expect(refusal(evelyn.G, evelyn.ctx, '1', inHand(evelyn, '1', 'bang'), { target: '2' })).toBeUndefined();

    // Tuco: a green card in play is not blue (4 cards); a Jail he escaped is gone by phase 1 (4); a Mustang blocks it (2).
    const tuco = (extra: Partial<SeatSpec>, top: SeatSpec['hand'] = []) => {
      const match = given({ seats: five({ 0: { hand: [] }, 1: { character: 'tuco_franziskaner', hand: [], ...extra } }), top });
      endTurn(match);
      return match;
    };
    expect(hand(tuco({ inPlay: [{ key: 'derringer', suit: 'spades', rank: '7' }] }), '1')).toHaveLength(4);
    const jailed = tuco({ inPlay: [{ key: 'jail', suit: 'spades', rank: '10' }] }, [{ key: 'beer', suit: 'hearts', rank: '6' }]);
    expect(lines(jailed, 'check')).toMatchObject([{ purpose: 'jail', success: true }]);
    expect(hand(jailed, '1')).toHaveLength(4);
    expect(hand(tuco({ inPlay: [{ key: 'mustang', suit: 'hearts', rank: '8' }] }), '1')).toHaveLength(2);
  });

  it('Tuco Franziskaner: 5 bullets; a Rattlesnake in front of him is blue and blocks his bonus (ruling VS-30); none under Hangover', () => {
    const match = given({ seats: five({ 0: { hand: [] }, 1: { character: 'tuco_franziskaner', hand: [], inPlay: ['rattlesnake'] } }), top: [{ key: 'beer', suit: 'hearts', rank: '6' }] });
    expect(match.G.players['1']).toMatchObject({ life: 5, maxLife: 5 });
    endTurn(match);
    expect(life(match, '1')).toBe(5);
    expect(hand(match, '1')).toHaveLength(2);

    const hangover = given({ seats: five({ 0: { hand: [] }, 1: { character: 'tuco_franziskaner', hand: [] } }), event: 'hangover' });
    endTurn(hangover);
    expect(hand(hangover, '1')).toHaveLength(2);
    // Thirst takes one of his four.
    const thirst = given({ seats: five({ 0: { hand: [] }, 1: { character: 'tuco_franziskaner', hand: [] } }), event: 'thirst' });
    endTurn(thirst);
    expect(hand(thirst, '1')).toHaveLength(3);
  });

  it('Vera Custer copying Tuco Franziskaner: her own blue cards count (VS §7.1)', () => {
    const start = (inPlay: SeatSpec['inPlay']) => {
      const match = given({ seats: five({ 0: { hand: [] }, 1: { character: 'vera_custer', hand: [], inPlay }, 3: { character: 'tuco_franziskaner', inPlay: ['mustang'] } }) });
      endTurn(match);
      expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
      choose(match, '1', '3');
      return match;
    };
    expect(hand(start([]), '1')).toHaveLength(4);
    expect(hand(start(['barrel']), '1')).toHaveLength(2);
  });

  it('Evelyn Shebang: one card skipped, one shot, one card drawn; 0 draws as usual; the shots are BANG! effects, not BANG! cards', () => {
    const match = given({ seats: five({ 0: { hand: [], inPlay: ['bounty'] }, 1: { character: 'evelyn_shebang', hand: [] }, 2: { hand: ['escape'] } }) });
    endTurn(match);
    // Reach 1: P0 and P2 only.
    choose(match, '1', '1');
    expect(options(match, '1')).toEqual(['2', '0']);
    choose(match, '1', '0');
    expect(lines(match, 'ability')).toMatchObject([{ seat: '1', character: 'evelyn_shebang', target: '0' }]);
    // A BANG! effect: a Missed! would do; Bounty gives her nothing for it. She draws once it is settled.
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['0'] });
    expect(hand(match, '1')).toEqual([]);
    match.move('0', 'takeHit', version(match));
    expect(life(match, '0')).toBe(4);
    expect(hand(match, '1')).toHaveLength(1);
    expect(drawn(match, '1')).toBe(1);

    // Escape does not answer an ability (VS §4.4): P2 is shot with no escape window.
    const escape = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', hand: [] }, 2: { hand: ['escape'] } }) });
    endTurn(escape);
    choose(escape, '1', '1');
    choose(escape, '1', '2');
    expect(pending(escape)).toEqual({ tag: 'shot', awaiting: ['2'] });

    const none = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', hand: [] } }) });
    endTurn(none);
    choose(none, '1', '0');
    expect(pending(none).tag).toBeUndefined();
    expect(hand(none, '1')).toHaveLength(2);
  });

  it('ruling VS-26: Evelyn Shebang skips at most what phase 1 gives her under the event (Thirst 1); Train Arrival\'s extra card is drawn anyway', () => {
    const thirst = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', hand: [] } }), event: 'thirst' });
    endTurn(thirst);
    expect(options(thirst, '1')).toEqual(['0', '1']);
    choose(thirst, '1', '1');
    choose(thirst, '1', '2');
    thirst.move('2', 'takeHit', version(thirst));
    expect(pending(thirst).tag).toBeUndefined();
    expect(hand(thirst, '1')).toEqual([]);

    const train = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', hand: [] } }), event: 'train_arrival' });
    endTurn(train);
    expect(options(train, '1')).toEqual(['0', '1', '2']);
    choose(train, '1', '2');
    choose(train, '1', '2');
    choose(train, '1', '0');
    train.move('2', 'takeHit', version(train));
    train.move('0', 'takeHit', version(train));
    expect(hand(train, '1')).toHaveLength(1);
  });

  it('Evelyn Shebang: no more skipped cards than players within reach; no ability under Hangover', () => {
    // Only P2 is within reach of her Colt .45 (P0 behind a Mustang).
    const match = given({ seats: five({ 0: { hand: [], inPlay: ['mustang'] }, 1: { character: 'evelyn_shebang', hand: [] } }) });
    endTurn(match);
    expect(options(match, '1')).toEqual(['0', '1']);
    const hangover = given({ seats: five({ 0: { hand: [] }, 1: { character: 'evelyn_shebang', hand: [] } }), event: 'hangover' });
    endTurn(hangover);
    expect(pending(hangover).tag).toBeUndefined();
    expect(hand(hangover, '1')).toHaveLength(2);
  });

  it('Lemonade Jim: another player\'s Beer lets him discard a card for a life; his own Beer does not', () => {
    const match = given({ seats: five({ 0: { life: 3, hand: ['beer'] }, 1: { character: 'lemonade_jim', life: 2, hand: ['missed', 'panic', 'beer'] } }) });
    match.move('0', 'play', inHand(match, '0', 'beer'));
    expect(life(match, '0')).toBe(4);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(options(match, '1')).toEqual(['pass', ...hand(match, '1')]);
    choose(match, '1', inHand(match, '1', 'panic'));
    expect(life(match, '1')).toBe(3);
    expect(hand(match, '1').map(keyOf).sort()).toEqual(['beer', 'missed']);
    expect(lines(match, 'discarded')).toMatchObject([{ seat: '1', card: 'panic', reason: 'ability' }]);

    // He may let it go.
    const pass = given({ seats: five({ 0: { hand: ['beer'] }, 1: { character: 'lemonade_jim', life: 2, hand: ['missed'] } }) });
    pass.move('0', 'play', inHand(pass, '0', 'beer'));
    choose(pass, '1', 'pass');
    expect(life(pass, '1')).toBe(2);
    expect(hand(pass, '1')).toHaveLength(1);

    // His own Beer heals him as usual and nothing more.
    const own = given({ seats: five({ 1: { character: 'lemonade_jim', life: 2, hand: ['beer', 'missed'] } }), current: '1' });
    own.move('1', 'play', inHand(own, '1', 'beer'));
    expect(pending(own).tag).toBeUndefined();
    expect(life(own, '1')).toBe(3);
  });

  it('ruling VS-28: with two players left a Beer heals nobody, Lemonade Jim still regains his life; a Beer that heals nothing still counts', () => {
    const match = given({ seats: four({ 0: { hand: ['beer'] }, 1: { alive: false }, 2: { alive: false }, 3: { character: 'lemonade_jim', life: 2, hand: ['missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'beer'));
    expect(life(match, '0')).toBe(5);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['3'] });
    choose(match, '3', inHand(match, '3', 'missed'));
    expect(life(match, '3')).toBe(3);
  });

  it('Lemonade Jim after a Beer drunk against a lethal hit, once the dying player is saved; nothing under Hangover', () => {
    const match = given({ seats: five({ 0: { hand: ['bang'] }, 1: { life: 1, hand: ['beer'] }, 2: { character: 'lemonade_jim', life: 3, hand: ['missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['1'] });
    match.move('1', 'beer', version(match), inHand(match, '1', 'beer'));
    expect(life(match, '1')).toBe(1);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['2'] });
    choose(match, '2', inHand(match, '2', 'missed'));
    expect(life(match, '2')).toBe(4);

    const hangover = given({ seats: five({ 0: { life: 3, hand: ['beer'] }, 1: { character: 'lemonade_jim', life: 2, hand: ['missed'] } }), event: 'hangover' });
    hangover.move('0', 'play', inHand(hangover, '0', 'beer'));
    expect(pending(hangover).tag).toBeUndefined();
    expect(life(hangover, '1')).toBe(2);
  });

  it('Lemonade Jim is not asked when he has nothing to gain or nothing to discard', () => {
    const full = given({ seats: five({ 0: { life: 3, hand: ['beer'] }, 1: { character: 'lemonade_jim', hand: ['missed'] } }) });
    full.move('0', 'play', inHand(full, '0', 'beer'));
    expect(pending(full).tag).toBeUndefined();
    const empty = given({ seats: five({ 0: { life: 3, hand: ['beer'] }, 1: { character: 'lemonade_jim', life: 2, hand: [] } }) });
    empty.move('0', 'play', inHand(empty, '0', 'beer'));
    expect(pending(empty).tag).toBeUndefined();
  });

  it('Der Spot-Burst Ringer: once a turn a BANG! card as a Gatling, beside his BANG! allowance', () => {
    const match = given({ seats: five({ 0: { character: 'der_spot_burst_ringer', hand: ['bang', 'bang', 'missed'] } }) });
    const gatlings = moves(match, '0').filter((move) => move.move === 'bangAsGatling');
    // Only the BANG! cards, one at a time.
    expect(gatlings.map((move) => move.args!.map((id) => keyOf(id as string)))).toEqual([['bang'], ['bang']]);
    const [first, second] = hand(match, '0');
    match.move('0', 'bangAsGatling', first);
    expect(lines(match, 'played')).toMatchObject([{ seat: '0', card: 'bang', as: 'gatling' }]);
    for (const seat of ['1', '2', '3', '4']) {
      expect(pending(match)).toEqual({ tag: 'shot', awaiting: [seat] });
      match.move(seat, 'takeHit', version(match));
    }
    expect(['1', '2', '3', '4'].map((seat) => life(match, seat))).toEqual([3, 3, 3, 3]);
    expect(lines(match, 'hit').every((line) => line.source === '0')).toBe(true);
    // Once a turn only, and his BANG! allowance is untouched.
    expect(moves(match, '0').some((move) => move.move === 'bangAsGatling')).toBe(false);
    expect(match.attempt('0', 'bangAsGatling', second).ok).toBe(false);
    expect(match.G.turn.bangs).toBe(0);
    match.move('0', 'play', second, '1');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('ruling VS-25: Der Spot-Burst Ringer\'s Gatling is a Gatling: it can be escaped, Bounty and Shotgun ignore it, Apache Kid ignores a Diamond', () => {
    const match = given({
      seats: five({
        0: { character: 'der_spot_burst_ringer', hand: [{ key: 'bang', suit: 'diamonds', rank: '5' }], inPlay: ['shotgun'] },
        1: { inPlay: ['bounty'], hand: ['beer', 'panic'] },
        2: { hand: ['escape'] },
        3: { character: 'apache_kid' },
      }),
    });
    match.move('0', 'bangAsGatling', inHand(match, '0', 'bang'));
    match.move('1', 'takeHit', version(match));
    // No Shotgun discard, no Bounty card.
    expect(hand(match, '1')).toHaveLength(2);
    expect(hand(match, '0')).toEqual([]);
    expect(pending(match)).toEqual({ tag: 'escape', awaiting: ['2'] });
    match.move('2', 'escape', version(match), inHand(match, '2', 'escape'));
    expect(lines(match, 'unaffected')).toMatchObject([{ seat: '3', by: '0', card: 'gatling' }]);
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['4'] });
    match.move('4', 'takeHit', version(match));
    expect(['1', '2', '3', '4'].map((seat) => life(match, seat))).toEqual([3, 4, 3, 3]);
  });

  it('Der Spot-Burst Ringer: not under The Sermon (a BANG! card on his own turn), nor under Hangover', () => {
    const sermon = given({ seats: five({ 0: { character: 'der_spot_burst_ringer', hand: ['bang'] } }), event: 'the_sermon' });
    expect(moves(sermon, '0').some((move) => move.move === 'bangAsGatling')).toBe(false);
    expect(sermon.attempt('0', 'bangAsGatling', inHand(sermon, '0', 'bang')).ok).toBe(false);
    const hangover = given({ seats: five({ 0: { character: 'der_spot_burst_ringer', hand: ['bang'] } }), event: 'hangover' });
    expect(hangover.attempt('0', 'bangAsGatling', inHand(hangover, '0', 'bang')).ok).toBe(false);
  });
});
