// Gold Rush's nuggets and equipment (GOLD-RUSH.md §G2-§G6, §G9, rulings of §G11): the scenarios S111
// to S116 of SCENARIOS-WILD-WEST-SHOW-GOLD-RUSH.md named after their ids, a test through the moves
// for every equipment card, and the rulings.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { keyOf } from './cards';
import { secrets } from './checks';
import { equipmentKeyOf } from './gold-rush-cards';
import { legalMoves } from './legal';
import { endTurn, equipmentIn, given, inHand, life, pending, ROLES, type Given, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
/** Sid Ketchum: an ability that only adds a choice. */
const noAbility = 'sid_ketchum';

const nuggets = (match: Match<BangState>, seat: string) => match.G.players[seat]!.nuggets;
const gearKeys = (match: Match<BangState>, seat: string) => match.G.zones[`gear:${seat}`]!.map(equipmentKeyOf).sort();
const marketKeys = (match: Match<BangState>) => match.G.zones.market!.map(equipmentKeyOf);
const deckBottom = (match: Match<BangState>) => equipmentKeyOf(match.G.zones.equipment!.at(-1)!);
const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const rejects = (match: Match<BangState>, seat: string, move: string, ...args: unknown[]) => expect(() => match.move(seat, move, ...args)).toThrow();
const gold = (scenario: Given): Match<BangState> => given({ gold: {}, ...scenario });
const buy = (match: Match<BangState>, seat: string, key: Parameters<typeof equipmentIn>[2], ...way: unknown[]) => match.move(seat, 'buyEquipment', equipmentIn(match, 'market', key), ...way);

describe('Gold Rush: nuggets (GOLD-RUSH.md §G3, §G5)', () => {
  it('S111 Nugget accounting', () => {
    const match = gold({
      seats: five({ 0: { character: noAbility, hand: [{ key: 'gatling', suit: 'hearts', rank: '10' }] }, 1: { character: noAbility, life: 2, nuggets: 2 }, 2: { hand: [{ key: 'missed', suit: 'spades', rank: '7' }] }, 3: { character: noAbility, hand: [{ key: 'bang', suit: 'diamonds', rank: '7' }] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    match.move('1', 'takeHit', version(match));
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    match.move('3', 'takeHit', version(match));
    match.move('4', 'takeHit', version(match));
    expect([life(match, '1'), life(match, '3'), life(match, '4')]).toEqual([1, 3, 3]);
    expect(nuggets(match, '0')).toBe(3);
    expect(nuggets(match, '1')).toBe(2);
  });

  it('S111 Nugget accounting: a lethal hit gives its nugget, the dead return theirs; a Duel pays the other duelist; Dynamite pays nobody', () => {
    // P3 (a Schofield reaches P1) eliminates P1, an Outlaw with 2 nuggets, at 1 life.
    const kill = gold({ seats: five({ 1: { character: noAbility, life: 1, nuggets: 2 }, 3: { character: noAbility, inPlay: ['schofield'], hand: [{ key: 'bang', suit: 'diamonds', rank: '7' }] } }), current: '3' });
    kill.move('3', 'play', inHand(kill, '3', 'bang'), '1');
    kill.move('1', 'takeHit', version(kill));
    expect(kill.G.players['1']!.alive).toBe(false);
    expect(nuggets(kill, '3')).toBe(1);
    expect(hand(kill, '3').length).toBe(3);
    expect(nuggets(kill, '1')).toBe(0);
    expect(kill.G.history.some((entry) => entry.kind === 'nuggets' && entry.seat === '1' && entry.reason === 'eliminated' && entry.amount === -2)).toBe(true);

    const duel = gold({ seats: five({ 4: { character: noAbility, hand: ['duel'] } }), current: '4' });
    duel.move('4', 'play', inHand(duel, '4', 'duel'), '2');
    duel.move('2', 'takeHit', version(duel));
    expect(nuggets(duel, '4')).toBe(1);
    expect(nuggets(duel, '2')).toBe(0);

    const dynamite = gold({ seats: five({ 4: { character: noAbility, inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] } }), current: '3', top: [{ key: 'missed', suit: 'spades', rank: '5' }] });
    endTurn(dynamite);
    expect(life(dynamite, '4')).toBe(1);
    expect(['0', '1', '2', '3', '4'].map((seat) => nuggets(dynamite, seat))).toEqual([0, 0, 0, 0, 0]);
  });

  it('a match without Gold Rush has no nuggets, market nor equipment deck', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.players['0']!.nuggets).toBeUndefined();
    expect(match.G.gold).toBeUndefined();
    expect(match.G.zones.market).toBeUndefined();
    expect(legalMoves(match.G, match.ctx, '0').some((move) => ['buyEquipment', 'sellBeer', 'removeEquipment'].includes(move.move))).toBe(false);
  });
});

describe('Gold Rush: phase-2 actions (GOLD-RUSH.md §G4)', () => {
  it('S112 Buying', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, life: 2, nuggets: 4, hand: [{ key: 'missed', suit: 'spades', rank: '8' }] }, 0: { hand: ['bang'] } }), current: '1', gold: { market: ['calumet', 'shot', 'gun_belt'], deck: ['wanted', 'rhum'] } });
    buy(match, '1', 'shot', null, '1');
    expect(life(match, '1')).toBe(3);
    expect(nuggets(match, '1')).toBe(3);
    expect(deckBottom(match)).toBe('shot');
    expect(match.G.gold!.faceUp.map(equipmentKeyOf)).toEqual(['shot']);
    expect(marketKeys(match)).toEqual(['calumet', 'gun_belt', 'wanted']);
    buy(match, '1', 'calumet');
    expect(nuggets(match, '1')).toBe(0);
    expect(gearKeys(match, '1')).toEqual(['calumet']);
    expect(marketKeys(match)).toEqual(['gun_belt', 'wanted', 'rhum']);
    rejects(match, '1', 'buyEquipment', equipmentIn(match, 'market', 'gun_belt'));
    // Out of his phase 2: never (here, answering a BANG! in another's turn).
    const other = gold({ seats: four({ 0: { hand: ['bang'] }, 1: { nuggets: 4 } }), gold: { market: ['calumet', 'shot', 'gun_belt'] } });
    other.move('0', 'play', inHand(other, '0', 'bang'), '1');
    rejects(other, '1', 'buyEquipment', equipmentIn(other, 'market', 'shot'), null, '1');
    expect(legalMoves(other.G, other.ctx, '1').some((move) => move.move === 'buyEquipment')).toBe(false);
  });

  it('S112 Buying: Pretty Luzena buys one card a turn 1 cheaper', () => {
    const match = gold({ seats: four({ 1: { character: 'pretty_luzena', nuggets: 2 } }), current: '1', gold: { market: ['calumet', 'shot', 'gun_belt'] } });
    buy(match, '1', 'calumet');
    expect(nuggets(match, '1')).toBe(0);
    expect(gearKeys(match, '1')).toEqual(['calumet']);
    rejects(match, '1', 'buyEquipment', equipmentIn(match, 'market', 'gun_belt'));
  });

  it('the name rule, and a purchase is offered only with a legal way to use the card (ruling §G11.3)', () => {
    const match = gold({ seats: four({ 0: { nuggets: 9 }, 1: { gear: ['wanted'] }, 2: { gear: ['wanted'] } }), gold: { market: ['wanted', 'bottle', 'shot'] } });
    rejects(match, '0', 'buyEquipment', equipmentIn(match, 'market', 'wanted'), null, '1');
    // The Bottle's life choice is always open, so the Bottle can always be bought; with no effect at all a card is not offered.
    const moves = legalMoves(match.G, match.ctx, '0').filter((move) => move.move === 'buyEquipment');
    expect(moves.filter((move) => move.args![0] === equipmentIn(match, 'market', 'wanted')).map((move) => move.args![2])).toEqual(['3']);
    expect(moves.some((move) => move.args![0] === equipmentIn(match, 'market', 'bottle') && move.args![1] === 'beer')).toBe(true);
  });

  it('the market is refilled from a shuffled deck when its next card is face up, and stays empty with no deck (ruling §G4.1)', () => {
    const match = gold({ seats: four({ 0: { nuggets: 9 } }), gold: { market: ['shot', 'shot', 'shot'], deck: [] } });
    // Every other card lies face down under nothing: move them all face up for the test.
    match.G.gold = { faceUp: [...match.G.zones.equipment!] };
    const before = match.state;
    const shot = equipmentIn(match, 'market', 'shot');
    buy(match, '0', 'shot', null, '0');
    // Every card was face up: the deck was shuffled face down (the Shot just used with it) before the draw.
    expect(match.G.gold!.faceUp).toEqual([]);
    expect(match.G.zones.market!.length).toBe(3);
    expect(match.G.zones.equipment).toContain(shot);
    // The log names the Shot everyone saw bought; where it lies in the shuffled deck nobody sees.
    expect(secrets(match.state, '1', before).has(shot)).toBe(false);
    for (const viewer of ['1', null]) {
      const seen = match.view(viewer).zones.equipment!;
      expect(seen.length).toBe(match.G.zones.equipment!.length);
      expect(seen.filter((id) => match.G.zones.equipment!.includes(id)), `seat ${viewer}`).toEqual([]);
    }
    const empty = gold({ seats: four({ 0: { nuggets: 9 } }), gold: { market: ['shot', 'shot', 'shot'] } });
    empty.G.zones.equipment = [];
    empty.G.zones.discard = [...empty.G.zones.discard!];
    // The cards taken out of the deck are kept aside in a player's gear so that every card stays somewhere.
    buy(empty, '0', 'shot', null, '0');
    expect(empty.G.zones.market!.length).toBe(3);
  });

  it('S113 Removing black equipment', () => {
    const match = gold({
      seats: five({ 1: { character: noAbility, nuggets: 4, hand: [{ key: 'cat_balou', suit: 'hearts', rank: 'K' }] }, 2: { inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }], gear: ['calumet'], hand: ['beer'] } }),
      current: '1',
    });
    const plays = legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'play' && move.args![1] === '2');
    const calumet = equipmentIn(match, 'gear:2', 'calumet');
    expect(plays.map((move) => move.args![2]).sort()).toEqual([match.G.zones['play:2']![0], 'hand'].sort());
    expect(plays.some((move) => move.args![2] === calumet)).toBe(false);
    rejects(match, '1', 'play', inHand(match, '1', 'cat_balou'), '2', calumet);
    match.move('1', 'removeEquipment', '2', calumet);
    expect(nuggets(match, '1')).toBe(0);
    expect(gearKeys(match, '2')).toEqual([]);
    expect(deckBottom(match)).toBe('calumet');
    const poor = gold({ seats: five({ 1: { nuggets: 3 }, 2: { gear: ['calumet'] } }), current: '1' });
    rejects(poor, '1', 'removeEquipment', '2', equipmentIn(poor, 'gear:2', 'calumet'));
    // Not one's own.
    const own = gold({ seats: five({ 1: { nuggets: 9, gear: ['calumet'] } }), current: '1' });
    rejects(own, '1', 'removeEquipment', '1', equipmentIn(own, 'gear:1', 'calumet'));
  });

  it('S113 Removing black equipment: Vulture Sam takes neither the equipment nor the nuggets (ruling §G11.6)', () => {
    const match = gold({
      seats: five({ 0: { hand: ['bang'] }, 1: { life: 1, nuggets: 3, gear: ['calumet'], inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }], hand: ['missed'] }, 4: { character: 'vulture_sam' } }),
      top: [{ key: 'missed', suit: 'spades', rank: '4' }],
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    if (pending(match).tag === 'shot') match.move('1', 'takeHit', version(match));
    expect(match.G.players['1']!.alive).toBe(false);
    expect(hand(match, '4').map(keyOf).sort()).toEqual(['barrel', 'missed']);
    expect(gearKeys(match, '1')).toEqual([]);
    expect(gearKeys(match, '4')).toEqual([]);
    expect(deckBottom(match)).toBe('calumet');
    expect(nuggets(match, '4')).toBe(0);
    expect(nuggets(match, '1')).toBe(0);
  });

  it('S114 Selling a Beer', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, hand: [{ key: 'beer', suit: 'hearts', rank: 'J' }, 'missed'] } }), current: '1' });
    match.move('1', 'sellBeer', inHand(match, '1', 'beer'));
    expect(nuggets(match, '1')).toBe(1);
    expect(life(match, '1')).toBe(4);
    expect(keyOf(match.G.zones.discard![0]!)).toBe('beer');
    // Two players left: allowed.
    const two = gold({ seats: four({ 1: { hand: ['beer'] }, 2: { alive: false }, 3: { alive: false } }), current: '1' });
    two.move('1', 'sellBeer', inHand(two, '1', 'beer'));
    expect(nuggets(two, '1')).toBe(1);
    // The Reverend: refused.
    const reverend = gold({ seats: four({ 1: { hand: ['beer'] } }), current: '1', event: 'the_reverend' });
    rejects(reverend, '1', 'sellBeer', inHand(reverend, '1', 'beer'));
    // Against a lethal hit the Beer can only heal.
    const lethal = gold({ seats: four({ 0: { hand: ['bang'] }, 1: { life: 1, hand: ['beer'] } }) });
    lethal.move('0', 'play', inHand(lethal, '0', 'bang'), '1');
    lethal.move('1', 'takeHit', version(lethal));
    expect(pending(lethal).tag).toBe('dying');
    expect(legalMoves(lethal.G, lethal.ctx, '1').map((move) => move.move).sort()).toEqual(['beer', 'die']);
    rejects(lethal, '1', 'sellBeer', inHand(lethal, '1', 'beer'));
  });

  it('S114 Selling a Beer: Madam Yto draws for a sale and for a Beer drunk, never for a Bottle', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, life: 2, hand: ['beer', 'beer'], nuggets: 2 }, 3: { character: 'madam_yto' } }), current: '1', gold: { market: ['bottle', 'shot', 'calumet'] } });
    match.move('1', 'sellBeer', inHand(match, '1', 'beer'));
    expect(nuggets(match, '1')).toBe(3);
    expect(life(match, '1')).toBe(2);
    expect(hand(match, '3').length).toBe(1);
    match.move('1', 'play', inHand(match, '1', 'beer'));
    expect(hand(match, '3').length).toBe(2);
    buy(match, '1', 'bottle', 'beer');
    expect(life(match, '1')).toBe(4);
    expect(hand(match, '3').length).toBe(2);
  });

  it('S114 Selling a Beer counts as a card played where cards are counted (Miss Susanna)', () => {
    const match = gold({ seats: four({ 1: { hand: ['beer'] } }), current: '1' });
    match.G.turn = { ...match.G.turn, played: 0 };
    match.move('1', 'sellBeer', inHand(match, '1', 'beer'));
    expect(match.G.turn.played).toBe(1);
  });

  it('S115 Wanted', () => {
    const match = gold({ seats: five({ 0: { character: noAbility, nuggets: 2, hand: ['bang', 'missed'], inPlay: ['barrel'] }, 4: { life: 1, gear: ['wanted'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '4');
    match.move('4', 'takeHit', version(match));
    expect(match.G.players['4']!.alive).toBe(false);
    expect(match.G.history.some((entry) => entry.kind === 'wanted' && entry.seat === '0')).toBe(true);
    expect(hand(match, '0')).toEqual([]);
    expect(match.G.zones['play:0']).toEqual([]);
    expect(nuggets(match, '0')).toBe(4);
    expect(deckBottom(match)).toBe('wanted');

    const outlaw = gold({ seats: five({ 2: { character: noAbility, hand: ['bang'] }, 1: { life: 1, gear: ['wanted'] } }), current: '2' });
    outlaw.move('2', 'play', inHand(outlaw, '2', 'bang'), '1');
    outlaw.move('1', 'takeHit', version(outlaw));
    expect(hand(outlaw, '2').length).toBe(5);
    expect(nuggets(outlaw, '2')).toBe(2);

    const second = gold({ seats: five({ 1: { nuggets: 5 }, 4: { gear: ['wanted'] } }), current: '1', gold: { market: ['wanted', 'shot', 'shot'] } });
    rejects(second, '1', 'buyEquipment', equipmentIn(second, 'market', 'wanted'), null, '4');
    buy(second, '1', 'wanted', null, '0');
    expect(gearKeys(second, '0')).toEqual(['wanted']);
    expect(nuggets(second, '1')).toBe(3);
  });

  it('S116 Boots, Lucky Charm, Rucksack', () => {
    const dynamite = gold({ seats: four({ 2: { character: noAbility, life: 3, gear: ['boots', 'lucky_charm'], inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] } }), current: '1', top: [{ key: 'missed', suit: 'spades', rank: '5' }] });
    endTurn(dynamite);
    expect(dynamite.G.players['2']!.alive).toBe(false);
    expect(dynamite.G.history.some((entry) => entry.kind === 'drew' && entry.seat === '2')).toBe(false);
    expect(dynamite.G.history.some((entry) => entry.kind === 'nuggets' && entry.amount > 0)).toBe(false);

    const bang = gold({ seats: four({ 1: { character: noAbility, hand: [{ key: 'bang', suit: 'hearts', rank: 'Q' }] }, 2: { character: noAbility, life: 3, gear: ['boots', 'lucky_charm'] } }), current: '1' });
    bang.move('1', 'play', inHand(bang, '1', 'bang'), '2');
    bang.move('2', 'takeHit', version(bang));
    expect(life(bang, '2')).toBe(2);
    expect(hand(bang, '2').length).toBe(1);
    expect(nuggets(bang, '2')).toBe(1);
    expect(nuggets(bang, '1')).toBe(1);

    for (const seats of [four({ 2: { character: noAbility, hand: ['bang'] }, 3: { character: noAbility, life: 1, nuggets: 2, gear: ['rucksack'] } }), four({ 0: { alive: false }, 1: { alive: false }, 2: { character: noAbility, hand: ['bang'] }, 3: { character: noAbility, life: 1, nuggets: 2, gear: ['rucksack'] } })]) {
      const match = gold({ seats, current: '2' });
      match.move('2', 'play', inHand(match, '2', 'bang'), '3');
      match.move('3', 'takeHit', version(match));
      expect(pending(match).tag).toBe('dying');
      match.move('3', 'rucksack');
      expect(match.G.players['3']!.alive).toBe(true);
      expect(life(match, '3')).toBe(1);
      expect(nuggets(match, '3')).toBe(0);
    }
  });
});

describe('Gold Rush: every equipment card through the moves (GOLD-RUSH.md §G6)', () => {
  it('Shot: any living player gains a life, under The Reverend and with two players too', () => {
    const match = gold({ seats: four({ 0: { nuggets: 1 }, 2: { life: 2 } }), event: 'the_reverend', gold: { market: ['shot', 'calumet', 'rhum'] } });
    buy(match, '0', 'shot', null, '2');
    expect(life(match, '2')).toBe(3);
  });

  it('Bottle: Panic!, a life or a BANG! effect that uses no allowance and needs one Missed! against Slab the Killer', () => {
    const panic = gold({ seats: four({ 0: { nuggets: 2 }, 1: { inPlay: ['barrel'] } }), gold: { market: ['bottle', 'calumet', 'rhum'] } });
    buy(panic, '0', 'bottle', 'panic', '1', panic.G.zones['play:1']![0]);
    expect(hand(panic, '0').map(keyOf)).toEqual(['barrel']);
    const life1 = gold({ seats: four({ 0: { nuggets: 2, life: 3 }, 2: { alive: false }, 3: { alive: false } }), gold: { market: ['bottle', 'calumet', 'rhum'] } });
    buy(life1, '0', 'bottle', 'beer');
    expect(life(life1, '0')).toBe(4);
    const shot = gold({ seats: four({ 0: { character: 'slab_the_killer', nuggets: 2, hand: ['bang'] }, 1: { hand: ['missed'] } }), gold: { market: ['bottle', 'calumet', 'rhum'] } });
    shot.move('0', 'play', inHand(shot, '0', 'bang'), '1');
    shot.move('1', 'takeHit', version(shot));
    buy(shot, '0', 'bottle', 'bang', '1');
    expect(pending(shot).tag).toBe('shot');
    shot.move('1', 'missed', version(shot), inHand(shot, '1', 'missed'));
    expect(life(shot, '1')).toBe(3);
  });

  it('Pardner: General Store, Duel or Cat Balou (never black equipment)', () => {
    const store = gold({ seats: four({ 0: { nuggets: 2 } }), gold: { market: ['pardner', 'calumet', 'rhum'] } });
    buy(store, '0', 'pardner', 'general_store');
    expect(pending(store)).toEqual({ tag: 'store', awaiting: ['0'] });
    const duel = gold({ seats: four({ 0: { nuggets: 2 } }), gold: { market: ['pardner', 'calumet', 'rhum'] } });
    buy(duel, '0', 'pardner', 'duel', '2');
    expect(pending(duel).tag).toBe('duel');
    duel.move('2', 'takeHit', version(duel));
    expect(life(duel, '2')).toBe(3);
    expect(nuggets(duel, '0')).toBe(1);
    const cat = gold({ seats: four({ 0: { nuggets: 2 }, 3: { hand: ['beer'], gear: ['calumet'] } }), gold: { market: ['pardner', 'shot', 'rhum'] } });
    const ways = legalMoves(cat.G, cat.ctx, '0').filter((move) => move.move === 'buyEquipment' && move.args![1] === 'cat_balou' && move.args![2] === '3');
    expect(ways.map((move) => move.args![3])).toEqual(['hand']);
    buy(cat, '0', 'pardner', 'cat_balou', '3', 'hand');
    expect(hand(cat, '3')).toEqual([]);
  });

  it('Gold Rush card: phase 3 at the current life, then full life and an extra turn (ruling §G11.7)', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, life: 2, nuggets: 5, hand: ['missed', 'missed', 'bang'] } }), current: '1', gold: { market: ['gold_rush_card', 'shot', 'rhum'] } });
    buy(match, '1', 'gold_rush_card');
    expect(match.G.turn.phase).toBe('discard');
    match.move('1', 'discard', hand(match, '1')[0]);
    // Two cards kept, two drawn in the extra turn's phase 1.
    expect(hand(match, '1').length).toBe(4);
    expect(life(match, '1')).toBe(4);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turn.extra).toBe(true);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
  });

  it('Gold Rush card and Vendetta add up: two extra turns, one after the other (§G7 Don Bell)', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, nuggets: 5 } }), current: '1', event: 'vendetta', top: [{ key: 'beer', suit: 'hearts', rank: '6' }], gold: { market: ['gold_rush_card', 'shot', 'rhum'] } });
    buy(match, '1', 'gold_rush_card');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turn.extra).toBe(true);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turn.extra).toBe(true);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
  });

  it('Rhum: draw! 4, a life per suit; Lucky Duke turns one more', () => {
    const top = [
      { key: 'missed', suit: 'spades', rank: '5' },
      { key: 'beer', suit: 'hearts', rank: '6' },
      { key: 'missed', suit: 'spades', rank: '4' },
      { key: 'beer', suit: 'hearts', rank: '7' },
      { key: 'bang', suit: 'clubs', rank: '8' },
    ] as const;
    const match = gold({ seats: four({ 0: { character: noAbility, life: 1, nuggets: 3 } }), top: [...top], gold: { market: ['rhum', 'shot', 'calumet'] } });
    buy(match, '0', 'rhum');
    expect(life(match, '0')).toBe(3);
    expect(match.G.zones.reveal).toEqual([]);
    const duke = gold({ seats: four({ 0: { character: 'lucky_duke', life: 1, nuggets: 3 } }), top: [...top], gold: { market: ['rhum', 'shot', 'calumet'] } });
    buy(duke, '0', 'rhum');
    expect(life(duke, '0')).toBe(4);
  });

  it('Rhum with John Pain: settled first, then he takes its cards one by one while he holds fewer than 6 (WILD-WEST-SHOW.md §W5.5)', () => {
    const top = [
      { key: 'missed', suit: 'spades', rank: '5' },
      { key: 'beer', suit: 'hearts', rank: '6' },
      { key: 'bang', suit: 'clubs', rank: '8' },
      { key: 'beer', suit: 'hearts', rank: '7' },
    ] as const;
    const match = gold({ seats: four({ 0: { character: noAbility, life: 1, nuggets: 3 }, 2: { character: 'john_pain', hand: ['bang', 'bang', 'bang', 'bang'] } }), top: [...top], gold: { market: ['rhum', 'shot', 'calumet'] } });
    const flipped = match.G.zones.draw!.slice(0, 4);
    buy(match, '0', 'rhum');
    // Three suits: three lives, whoever then takes the cards.
    expect(life(match, '0')).toBe(4);
    // In the order turned over: the first two to his hand, the last two stay discarded.
    expect(hand(match, '2')).toEqual(expect.arrayContaining(flipped.slice(0, 2)));
    expect(hand(match, '2')).toHaveLength(6);
    expect(match.G.zones.discard!.slice(0, 2).sort()).toEqual(flipped.slice(2).sort());
    expect(match.G.history.filter((entry) => entry.kind === 'check').map((entry) => entry.kind === 'check' && entry.card?.rank)).toEqual(['5', '6', '8', '7']);
    expect(match.G.history.filter((entry) => entry.kind === 'claimed' && entry.seat === '2')).toHaveLength(2);
  });

  it('Union Pacific: 4 cards from the deck', () => {
    const match = gold({ seats: four({ 0: { nuggets: 4 } }), gold: { market: ['union_pacific', 'shot', 'calumet'] } });
    buy(match, '0', 'union_pacific');
    expect(hand(match, '0').length).toBe(4);
  });

  it('Calumet: Diamonds played by others do nothing to its owner', () => {
    const match = gold({ seats: four({ 0: { hand: [{ key: 'bang', suit: 'diamonds', rank: '8' }] }, 1: { gear: ['calumet'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '1')).toBe(4);
  });

  it('Gun Belt: a hand limit of 8', () => {
    const match = gold({ seats: four({ 0: { life: 2, hand: ['missed', 'missed', 'missed', 'beer', 'beer'], gear: ['gun_belt'] } }) });
    endTurn(match);
    expect(hand(match, '0').length).toBe(5);
  });

  it('Horseshoe: one more card for each draw!, its owner picks', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, gear: ['horseshoe'], inPlay: [{ key: 'jail', suit: 'spades', rank: 'J' }] } }), top: [{ key: 'missed', suit: 'spades', rank: '5' }, { key: 'beer', suit: 'hearts', rank: '6' }] });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    const heart = match.G.zones.reveal!.find((id) => keyOf(id) === 'beer')!;
    match.move('1', 'choose', version(match), heart);
    expect(match.G.turn.phase).toBe('play');
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('Pickaxe: one more card at the end of phase 1', () => {
    const match = gold({ seats: four({ 1: { character: noAbility, gear: ['pickaxe'] } }) });
    endTurn(match);
    expect(hand(match, '1').length).toBe(3);
    // No phase 1, no Pickaxe card: a failed Jail skips the whole turn.
    const jailed = gold({ seats: four({ 1: { character: noAbility, gear: ['pickaxe'], inPlay: [{ key: 'jail', suit: 'spades', rank: 'J' }] } }), top: [{ key: 'missed', suit: 'spades', rank: '5' }] });
    endTurn(jailed);
    expect(hand(jailed, '1')).toEqual([]);
    expect(jailed.ctx.currentPlayer).toBe('2');
    // Nor when phase 1 is given up for a life (Hard Liquor).
    const liquor = gold({ seats: four({ 1: { character: noAbility, life: 3, gear: ['pickaxe'] } }), event: 'hard_liquor' });
    endTurn(liquor);
    expect(pending(liquor)).toEqual({ tag: 'choice', awaiting: ['1'] });
    liquor.move('1', 'choose', version(liquor), 'heal');
    expect(hand(liquor, '1')).toEqual([]);
    expect(life(liquor, '1')).toBe(4);
  });

  it('Gold Pan: a nugget for a card, twice a turn', () => {
    const match = gold({ seats: four({ 0: { nuggets: 3, gear: ['gold_pan'] } }) });
    match.move('0', 'goldPan');
    match.move('0', 'goldPan');
    rejects(match, '0', 'goldPan');
    expect(hand(match, '0').length).toBe(2);
    expect(nuggets(match, '0')).toBe(1);
  });

  it('Rucksack: 2 nuggets a life, as often as he can pay, in his phase 2', () => {
    const match = gold({ seats: four({ 0: { nuggets: 5, life: 2, gear: ['rucksack'] } }) });
    match.move('0', 'rucksack');
    match.move('0', 'rucksack');
    expect(life(match, '0')).toBe(4);
    expect(nuggets(match, '0')).toBe(1);
    rejects(match, '0', 'rucksack');
  });

  it('Rucksack works under The Reverend and with two players left (ruling §G11.11)', () => {
    const match = gold({ seats: four({ 0: { nuggets: 2, life: 2, gear: ['rucksack'] }, 2: { alive: false }, 3: { alive: false } }), event: 'the_reverend' });
    match.move('0', 'rucksack');
    expect(life(match, '0')).toBe(3);
  });

  it('a ghost (Ghost Town) leaves his black equipment under the equipment deck when his turn ends (§G9)', () => {
    // Bought during his ghost turn, say: it lies in front of him as the turn ends.
    const match = gold({ seats: four({ 2: { alive: false, gear: ['calumet'] } }), event: 'ghost_town', current: '1' });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    endTurn(match);
    expect(match.G.zones['gear:2']).toEqual([]);
    expect(match.G.gold!.faceUp.length).toBe(1);
  });

  it('Hangover switches off Pretty Luzena but not the equipment; Lasso leaves black equipment working (§G9)', () => {
    const hangover = gold({ seats: four({ 0: { character: 'pretty_luzena', nuggets: 3, hand: [{ key: 'bang', suit: 'diamonds', rank: '8' }] }, 1: { gear: ['calumet'] } }), event: 'hangover', gold: { market: ['pickaxe', 'shot', 'gun_belt'] } });
    hangover.move('0', 'play', inHand(hangover, '0', 'bang'), '1');
    expect(life(hangover, '1')).toBe(4);
    // No discount: the Pickaxe costs her its full 4.
    rejects(hangover, '0', 'buyEquipment', equipmentIn(hangover, 'market', 'pickaxe'));
    buy(hangover, '0', 'gun_belt');
    expect(nuggets(hangover, '0')).toBe(1);
    const lasso = gold({ seats: four({ 0: { hand: [{ key: 'bang', suit: 'diamonds', rank: '8' }] }, 1: { gear: ['calumet'] } }), event: 'lasso' });
    lasso.move('0', 'play', inHand(lasso, '0', 'bang'), '1');
    expect(life(lasso, '1')).toBe(4);
  });

  it('The Judge forbids buying black equipment (ruling §G11.15)', () => {
    const match = gold({ seats: four({ 0: { nuggets: 9 } }), event: 'the_judge', gold: { market: ['calumet', 'shot', 'gun_belt'] } });
    rejects(match, '0', 'buyEquipment', equipmentIn(match, 'market', 'calumet'));
    buy(match, '0', 'shot', null, '0');
  });

  it('Sheriff kills his Deputy: he discards his black equipment too and keeps his nuggets', () => {
    const match = gold({ seats: five({ 0: { character: noAbility, nuggets: 1, hand: ['bang'], gear: ['gun_belt'] }, 4: { life: 1 } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '4');
    match.move('4', 'takeHit', version(match));
    expect(gearKeys(match, '0')).toEqual([]);
    expect(nuggets(match, '0')).toBe(2);
  });

  it('Josh McCloud pays 2 for the top of the equipment deck; the market stays', () => {
    const match = gold({ seats: four({ 0: { character: 'josh_mccloud', nuggets: 4, life: 3 } }), gold: { market: ['calumet', 'shot', 'rhum'], deck: ['gun_belt', 'shot'] } });
    match.move('0', 'joshMcCloud');
    expect(gearKeys(match, '0')).toEqual(['gun_belt']);
    expect(marketKeys(match)).toEqual(['calumet', 'shot', 'rhum']);
    match.move('0', 'joshMcCloud');
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
    match.move('0', 'choose', version(match), '- 0');
    expect(life(match, '0')).toBe(4);
    expect(nuggets(match, '0')).toBe(0);
  });

  it('black equipment is not a card in play: Belle Star leaves it working', () => {
    const match = gold({ seats: four({ 0: { character: 'belle_star', hand: [{ key: 'bang', suit: 'diamonds', rank: '8' }] }, 1: { gear: ['calumet'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(life(match, '1')).toBe(4);
  });
});
