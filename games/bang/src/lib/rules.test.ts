// Rules the scenarios do not cover: refused input, the answers' version, the characters the
// scenarios leave out (Vulture Sam, El Gringo, Sid Ketchum, Lucky Duke on a Barrel).
import { describe, expect, it } from 'vitest';
import { keyOf, legalMoves } from '../index';
import { given, inHand, life, pending, ROLES, version, type SeatSpec } from './scenario.fixture';

const sid = 'sid_ketchum';
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ role, character: sid, ...overrides[seat] }));

describe('refused input changes nothing', () => {
  it('refuses plays out of turn, unknown cards, cards not held, bad targets and extra choices', () => {
    const match = given({ seats: four({ 0: { hand: ['bang', 'panic', 'missed'] }, 1: { hand: ['beer'] } }) });
    const bang = inHand(match, '0', 'bang');
    for (const [seat, ...args] of [
      ['1', bang, '1'],
      ['0', 'base-999', '1'],
      ['0', inHand(match, '1', 'beer')],
      ['0', bang, '0'],
      ['0', bang, 7],
      ['0', bang, ['1']],
      ['0', bang],
      ['0', inHand(match, '0', 'panic'), '1'],
      ['0', inHand(match, '0', 'panic'), '1', 'base-001'],
      ['0', inHand(match, '0', 'missed'), '1'],
    ] as [string, ...unknown[]][]) {
      expect(match.attempt(seat, 'play', ...args).ok, JSON.stringify(args)).toBe(false);
    }
    expect(match.attempt('0', 'discard', bang).ok).toBe(false);
  });

  it('refuses an answer from the wrong seat or with a stale version, and a second answer to the same shot', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['missed', 'missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    const v = version(match);
    expect(match.attempt('2', 'takeHit', v).ok).toBe(false);
    expect(match.attempt('1', 'takeHit', v - 1).ok).toBe(false);
    expect(match.attempt('0', 'endPlay').ok).toBe(false);
    match.move('1', 'missed', v, match.G.zones['hand:1']![0]);
    expect(match.attempt('1', 'missed', v, match.G.zones['hand:1']![0]).ok).toBe(false);
    expect(match.G.zones['hand:1']).toHaveLength(1);
    expect(life(match, '1')).toBe(4);
  });
});

describe('characters the scenarios leave out', () => {
  it('Vulture Sam takes the hand and the cards in play of the eliminated', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'], inPlay: ['schofield'] }, 1: { life: 1, hand: ['beer', 'missed'], inPlay: ['mustang'] }, 2: { character: 'vulture_sam', hand: ['duel'] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    // Sid Ketchum may still save himself with his two cards; he gives up.
    if (pending(match).tag === 'dying') match.move('1', 'die', version(match));
    expect(match.G.players['1']!.alive).toBe(false);
    expect(match.G.zones['hand:2']!.map(keyOf).sort()).toEqual(['beer', 'duel', 'missed', 'mustang']);
    expect(match.G.zones.discard!.map(keyOf)).toEqual(['bang']);
  });

  it('El Gringo takes a card of the shooter’s hand per life lost, but nothing from a Dynamite', () => {
    const match = given({ seats: four({ 0: { hand: ['bang', 'beer', 'stagecoach'] }, 1: { character: 'el_gringo' } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.zones['hand:1']).toHaveLength(1);
    expect(match.G.zones['hand:0']).toHaveLength(1);
  });

  it('Sid Ketchum discards two cards for a life, on his turn and to survive, never above his maximum', () => {
    const match = given({ seats: four({ 0: { character: sid, life: 3, hand: ['beer', 'missed', 'bang', 'duel'] } }) });
    const [a, b] = match.G.zones['hand:0']!;
    match.move('0', 'heal', a, b);
    expect(life(match, '0')).toBe(4);
    expect(match.G.zones['hand:0']).toHaveLength(2);
    match.move('0', 'heal', ...match.G.zones['hand:0']!);
    expect(life(match, '0')).toBe(5);
    expect(match.attempt('0', 'heal', ...match.G.zones['hand:0']!).ok).toBe(false);

    const dying = given({ seats: four({ 0: { hand: ['bang'] }, 1: { character: sid, life: 1, hand: ['missed', 'duel', 'stagecoach'] } }) });
    dying.move('0', 'play', inHand(dying, '0', 'bang'), '1');
    dying.move('1', 'takeHit', version(dying));
    expect(pending(dying)).toEqual({ tag: 'dying', awaiting: ['1'] });
    const [c, d] = dying.G.zones['hand:1']!;
    dying.move('1', 'heal', version(dying), c, d);
    expect(dying.G.players['1']!.alive).toBe(true);
    expect(life(dying, '1')).toBe(1);
  });

  it('Suzy Lafayette draws at once when a Duel takes her last card, and may go on duelling', () => {
    const match = given({
      seats: four({ 0: { hand: ['duel', 'bang'] }, 1: { character: 'suzy_lafayette', hand: ['bang'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '3' }],
    });
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(match.G.zones['hand:1']!.map(keyOf)).toEqual(['bang']);
    match.move('0', 'bang', version(match), inHand(match, '0', 'bang'));
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    match.move('0', 'takeHit', version(match));
    expect(life(match, '0')).toBe(4);
  });

  it('Lucky Duke draws two for a Barrel and picks the Heart', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'] }, 1: { character: 'lucky_duke', inPlay: ['barrel'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '2' }, { key: 'beer', suit: 'hearts', rank: '9' }],
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'barrel', version(match));
    expect(pending(match)).toEqual({ tag: 'lucky', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.move)).toEqual(['choose', 'choose']);
    match.move('1', 'choose', version(match), match.G.zones.reveal!.find((id) => keyOf(id) === 'beer'));
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '1')).toBe(4);
    expect(match.G.zones.reveal).toEqual([]);
  });
});

describe('every legal move is accepted', () => {
  it('lists only moves the game accepts, in phase 2 and in a shot window', () => {
    const table = () =>
      given({
        seats: four({ 0: { character: 'willy_the_kid', hand: ['bang', 'panic', 'cat_balou', 'duel', 'general_store', 'jail', 'beer'] }, 1: { hand: ['missed', 'bang'], inPlay: ['barrel'] } }),
      });
    const first = table();
    const moves = legalMoves(first.G, first.ctx, '0');
    expect(moves.length).toBeGreaterThan(10);
    for (const move of moves) expect(table().attempt('0', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    const shot = () => {
      const match = table();
      match.move('0', 'play', inHand(match, '0', 'bang'), '1');
      return match;
    };
    const answers = legalMoves(shot().G, shot().ctx, '1');
    expect(answers.map((move) => move.move)).toEqual(['barrel', 'missed', 'takeHit']);
    for (const move of answers) expect(shot().attempt('1', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    expect(legalMoves(shot().G, shot().ctx, '2')).toEqual([]);
  });
});
