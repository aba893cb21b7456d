// Gold Rush's characters (GOLD-RUSH.md §G7 Characters) and the Shadow-Gunslingers variant (§G8),
// through the game's moves: the scenarios S117-S119 of SCENARIOS-WILD-WEST-SHOW-GOLD-RUSH.md by
// their ids, then a test for each character and each ruling of §G7 and §G8.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { keyOf } from './cards';
import { victory } from './engine/actions';
import { distance } from './engine/distance';
import { beerWorks } from './engine/steps';
import { keepsNuggetsWhenOut } from './engine/nuggets';
import { refusal } from './engine/plays';
import { game } from './game';
import { legalMoves } from './legal';
import { waysFor } from './entries/gold-rush-equipment';
import { equipmentKeyOf } from './gold-rush-cards';
import { endTurn, equipmentIn, given, inHand, life, pending, type SeatSpec, version } from './scenario.fixture';
import { setupMatch } from './setup';
import type { BangState } from './state';
import type { Role } from './roles';

type Seats = SeatSpec[];
const plain = (role: Role, extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'sid_ketchum', ...extra });
const seats = (roles: Role[], overrides: Record<number, Partial<SeatSpec>> = {}): Seats => roles.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const FOUR: Role[] = ['sheriff', 'outlaw', 'outlaw', 'renegade'];
const SEVEN: Role[] = ['sheriff', 'outlaw', 'outlaw', 'renegade', 'deputy', 'outlaw', 'deputy'];
const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const nuggets = (match: Match<BangState>, seat: string) => match.G.players[seat]!.nuggets;
const checks = (match: Match<BangState>) => match.G.history.filter((entry) => entry.kind === 'check').map((entry) => (entry.kind === 'check' ? `${entry.seat}:${entry.purpose}:${entry.success}` : ''));
const moveNames = (match: Match<BangState>, seat: string) => legalMoves(match.G, match.ctx, seat).map((move) => move.move);

describe('Gold Rush characters: scenarios', () => {
  it('S117 Jacky Murieta, Raddie Snake, Gold Pan', () => {
    // P1 (seat 0) Jacky Murieta, nuggets 5, no weapon; seat 1 next to him, seat 2 at distance 2. Every shot is
    // cancelled with a Missed!, so no wound earns him a nugget (GOLD-RUSH.md §G3) and the count is the price alone.
    const match = given({
      seats: seats(FOUR, { 0: { character: 'jacky_murieta', nuggets: 5, hand: ['bang'] }, 1: { hand: ['missed', 'missed'] }, 3: { hand: ['missed'] } }),
      gold: {},
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    // After a BANG! card, still allowed: 2 nuggets a shot, twice.
    match.move('0', 'nuggetShot', '1');
    expect(pending(match)).toMatchObject({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(nuggets(match, '0')).toBe(3);
    match.move('0', 'nuggetShot', '3');
    match.move('3', 'missed', version(match), inHand(match, '3', 'missed'));
    expect(nuggets(match, '0')).toBe(1);
    expect(life(match, '1')).toBe(4);
    // Not a BANG! card: the allowance is the one the BANG! card used.
    expect(match.G.turn.bangs).toBe(1);
    // With 1 nugget left, no more.
    expect(match.attempt('0', 'nuggetShot', '1').ok).toBe(false);
    // Out of reach: refused.
    const far = given({ seats: seats(FOUR, { 0: { character: 'jacky_murieta', nuggets: 5 } }) });
    expect(far.attempt('0', 'nuggetShot', '2').ok).toBe(false);
    expect(legalMoves(far.G, far.ctx, '0').filter((move) => move.move === 'nuggetShot').map((move) => move.args![0])).toEqual(['1', '3']);
    // Under The Sermon (no BANG! cards in one's turn) it is allowed: it is not a card (ruling).
    const sermon = given({ seats: seats(FOUR, { 0: { character: 'jacky_murieta', nuggets: 2, hand: ['bang'] } }), event: 'the_sermon', gold: {} });
    expect(sermon.attempt('0', 'play', inHand(sermon, '0', 'bang'), '1').ok).toBe(false);
    sermon.move('0', 'nuggetShot', '1');
    expect(pending(sermon)).toMatchObject({ tag: 'shot', awaiting: ['1'] });
    // A paid shot that wounds earns the wound's nugget like any other (GOLD-RUSH.md §G3): 2 - 2 + 1.
    sermon.move('1', 'takeHit', version(sermon));
    expect(life(sermon, '1')).toBe(3);
    expect(nuggets(sermon, '0')).toBe(1);

    // Seat 3 Raddie Snake with a Gold Pan and nuggets 5: two draws with his ability and two with the Gold Pan,
    // 1 nugget each; a fifth draw is refused either way.
    const raddie = given({ seats: seats(FOUR, { 3: { character: 'raddie_snake', nuggets: 5, gear: ['gold_pan'] } }), current: '3', gold: {} });
    const before = hand(raddie, '3').length;
    raddie.move('3', 'nuggetDraw');
    raddie.move('3', 'nuggetDraw');
    expect(raddie.attempt('3', 'nuggetDraw').ok).toBe(false);
    raddie.move('3', 'goldPan');
    raddie.move('3', 'goldPan');
    expect(hand(raddie, '3').length).toBe(before + 4);
    expect(nuggets(raddie, '3')).toBe(1);
    expect(raddie.attempt('3', 'nuggetDraw').ok).toBe(false);
    expect(raddie.attempt('3', 'goldPan').ok).toBe(false);
    expect(hand(raddie, '3').length).toBe(before + 4);
  });

  it('S118 Don Bell and Dutch Will', () => {
    // Don Bell at the end of his turn turns over Panic! 8♦: one more turn, at whose end he does not draw!.
    const match = given({ seats: seats(FOUR, { 0: { character: 'don_bell' } }), top: [{ key: 'panic', suit: 'diamonds', rank: '8' }] });
    endTurn(match);
    expect(checks(match)).toEqual(['0:don_bell:true']);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turn).toMatchObject({ extra: true, phase: 'play' });
    endTurn(match);
    expect(checks(match)).toEqual(['0:don_bell:true']);
    expect(match.ctx.currentPlayer).toBe('1');

    // Dutch Will (seat 1): draws BANG! 9♣ and Missed! J♣, discards the one he chooses, takes 1 nugget.
    const dutch = given({
      seats: seats(FOUR, { 1: { character: 'dutch_will', nuggets: 0 } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '9' }, { key: 'missed', suit: 'clubs', rank: 'J' }],
    });
    const held = hand(dutch, '1').length;
    endTurn(dutch);
    expect(pending(dutch)).toMatchObject({ tag: 'choice', awaiting: ['1'] });
    const missed = dutch.G.zones['look:1']!.find((id) => keyOf(id) === 'missed')!;
    dutch.move('1', 'choose', version(dutch), missed);
    expect(hand(dutch, '1').length).toBe(held + 1);
    expect(hand(dutch, '1').map(keyOf)).toContain('bang');
    expect(dutch.G.zones.discard![0]).toBe(missed);
    expect(nuggets(dutch, '1')).toBe(1);
    expect(dutch.G.turn.phase).toBe('play');
  });
});

describe('Gold Rush characters: each ability and ruling (GOLD-RUSH.md §G7)', () => {
  it('Don Bell: a black card gives no extra turn; nor does a turn skipped in Jail', () => {
    const black = given({ seats: seats(FOUR, { 0: { character: 'don_bell' } }), top: [{ key: 'bang', suit: 'spades', rank: '8' }] });
    endTurn(black);
    expect(checks(black)).toEqual(['0:don_bell:false']);
    expect(black.ctx.currentPlayer).toBe('1');
    // Seat 0 is in Jail and stays there (a Spade): his turn is skipped, and he does not draw! for Don Bell.
    const jailed = given({
      seats: seats(FOUR, { 0: { character: 'don_bell', inPlay: ['jail'] } }),
      current: '3',
      top: [{ key: 'bang', suit: 'spades', rank: '8' }],
    });
    endTurn(jailed);
    expect(checks(jailed)).toEqual(['0:jail:false']);
    expect(jailed.ctx.currentPlayer).toBe('1');
  });

  it('Don Bell reads the suit as the event makes it count: under Curse every card is a Spade', () => {
    const match = given({ seats: seats(FOUR, { 0: { character: 'don_bell' } }), event: 'curse', top: [{ key: 'panic', suit: 'diamonds', rank: '8' }] });
    endTurn(match);
    expect(checks(match)).toEqual(['0:don_bell:false']);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('Don Bell with Vendetta: each adds an extra turn, played one after the other, and neither draws! after them', () => {
    const match = given({
      seats: seats(FOUR, { 0: { character: 'don_bell' } }),
      event: 'vendetta',
      top: [
        { key: 'beer', suit: 'hearts', rank: '6' },
        { key: 'panic', suit: 'diamonds', rank: '8' },
      ],
    });
    endTurn(match);
    expect(checks(match)).toEqual(['0:vendetta:true', '0:don_bell:true']);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turn).toMatchObject({ extra: true, more: 1 });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turn.extra).toBe(true);
    expect(match.G.turn.more).toBeUndefined();
    endTurn(match);
    expect(checks(match)).toEqual(['0:vendetta:true', '0:don_bell:true']);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('Dutch Will under Thirst draws 1, discards it and keeps none; the nugget is still 1', () => {
    const match = given({ seats: seats(FOUR, { 1: { character: 'dutch_will', nuggets: 0 } }), event: 'thirst', top: [{ key: 'bang', suit: 'clubs', rank: '9' }] });
    const held = hand(match, '1').length;
    endTurn(match);
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '1').length).toBe(held);
    expect(keyOf(match.G.zones.discard![0]!)).toBe('bang');
    expect(nuggets(match, '1')).toBe(1);
  });

  it('Madam Yto draws whenever anyone plays a Beer: another player, herself, to survive a lethal hit, or with two players left', () => {
    const match = given({
      seats: seats(FOUR, { 0: { life: 3, hand: ['beer'] }, 2: { character: 'madam_yto', life: 3, hand: ['beer', 'bang'] } }),
    });
    const start = hand(match, '2').length;
    match.move('0', 'play', inHand(match, '0', 'beer'));
    expect(hand(match, '2').length).toBe(start + 1);
    const yto = given({ seats: seats(FOUR, { 2: { character: 'madam_yto', life: 3, hand: ['beer'] } }), current: '2' });
    yto.move('2', 'play', inHand(yto, '2', 'beer'));
    expect(hand(yto, '2').length).toBe(1);
    // A Beer against a lethal hit counts too.
    const lethal = given({ seats: seats(FOUR, { 0: { hand: ['bang'] }, 1: { life: 1, hand: ['beer'] }, 2: { character: 'madam_yto' } }) });
    const before = hand(lethal, '2').length;
    lethal.move('0', 'play', inHand(lethal, '0', 'bang'), '1');
    lethal.move('1', 'takeHit', version(lethal));
    lethal.move('1', 'beer', version(lethal), inHand(lethal, '1', 'beer'));
    expect(life(lethal, '1')).toBe(1);
    expect(hand(lethal, '2').length).toBe(before + 1);
    // Two players left: the Beer heals nobody, and still counts (ruling).
    const two = given({ seats: seats(FOUR, { 0: { character: 'madam_yto', life: 3, hand: ['beer'] }, 1: { alive: false, life: 0 }, 2: { alive: false, life: 0 } }) });
    two.move('0', 'play', inHand(two, '0', 'beer'));
    expect(life(two, '0')).toBe(3);
    expect(hand(two, '0').length).toBe(1);
  });

  it('Simeon Picos takes a nugget per life point lost, only when he survives', () => {
    const match = given({ seats: seats(FOUR, { 0: { hand: ['bang', 'bang'] }, 1: { character: 'simeon_picos', nuggets: 0, life: 2 } }), current: '0' });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(nuggets(match, '1')).toBe(1);
    // Without nuggets in the match (no Gold Rush), nothing.
    const none = given({ seats: seats(FOUR, { 0: { hand: ['bang'] }, 1: { character: 'simeon_picos', life: 2 } }) });
    none.move('0', 'play', inHand(none, '0', 'bang'), '1');
    none.move('1', 'takeHit', version(none));
    expect(none.G.players['1']!.nuggets).toBeUndefined();
    // The point that eliminates him gives nothing.
    const lethal = given({ seats: seats(FOUR, { 0: { hand: ['bang'] }, 1: { character: 'simeon_picos', nuggets: 0, life: 1 } }) });
    lethal.move('0', 'play', inHand(lethal, '0', 'bang'), '1');
    lethal.move('1', 'takeHit', version(lethal));
    expect(lethal.G.players['1']).toMatchObject({ alive: false, nuggets: 0 });
  });

  it('Hangover switches the Gold Rush characters off', () => {
    const match = given({ seats: seats(FOUR, { 0: { character: 'jacky_murieta', nuggets: 4 } }), event: 'hangover' });
    expect(moveNames(match, '0')).not.toContain('nuggetShot');
  });

  it('the option, with the equipment it needs, puts the Gold Rush characters in the pool and gives every player 0 nuggets; refused alone, and with three players for the shadows', () => {
    const ctx = { playOrder: ['0', '1', '2', '3'], numPlayers: 4 } as never;
    const G = setupMatch({ ctx, random: { Shuffle: (items) => items } }, { goldRushEquipment: true, goldRushCharacters: true });
    expect(G.options).toMatchObject({ goldRushEquipment: true, goldRushCharacters: true });
    expect(G.options.characters).toContain('gold_rush');
    for (const player of Object.values(G.players)) expect(player.nuggets).toBe(0);
    const off = setupMatch({ ctx, random: { Shuffle: (items) => items } }, {});
    expect('goldRushCharacters' in off.options || 'shadowGunslingers' in off.options).toBe(false);
    expect(Object.values(off.players).some((player) => 'nuggets' in player)).toBe(false);
    expect(game.validateSetupData?.({ shadowGunslingers: true }, 3)).toBeDefined();
    // Six of the eight characters use nuggets, so they need the equipment (GOLD-RUSH.md §G10).
    expect(game.validateSetupData?.({ goldRushCharacters: true }, 4)).toBeDefined();
    for (const count of [4, 5, 6, 7, 8]) {
      expect(game.validateSetupData?.({ shadowGunslingers: true, goldRushEquipment: true, goldRushCharacters: true }, count)).toBeUndefined();
      expect(game.validateSetupData?.({ shadowGunslingers: true }, count)).toBeUndefined();
    }
  });
});

describe('Shadow-Gunslingers (GOLD-RUSH.md §G8)', () => {
  it('S119 Shadow-Gunslingers', () => {
    // Seven players; seat 2, an Outlaw, was eliminated with 2 nuggets.
    const match = given({
      seats: seats(SEVEN, { 1: { hand: ['bang'] }, 2: { alive: false, life: 0, nuggets: 2, character: 'jacky_murieta' }, 3: { hand: ['missed'] } }),
      shadowGunslingers: true,
      current: '1',
      top: [{ key: 'duel', suit: 'clubs', rank: '8' }, { key: 'mustang', suit: 'hearts', rank: '8' }],
      gold: { market: ['shot', 'gun_belt', 'wanted'] },
    });
    endTurn(match);
    // His seat comes round: a shadow's turn, 2 cards drawn.
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.players['2']).toMatchObject({ alive: true, shadow: true, nuggets: 2 });
    expect(hand(match, '2').map(keyOf).sort()).toEqual(['duel', 'mustang']);
    // Brown cards only: no Mustang in play.
    expect(refusal(match.G, match.ctx, '2', inHand(match, '2', 'mustang'), {})).toBe('forbidden');
    // Nobody can aim at him.
    expect(refusal(match.G, match.ctx, '1', inHand(match, '1', 'bang'), { target: '2' })).toBe('not-a-target');
    // His nuggets buy brown equipment only: the Shot (for a living player, never himself), not the Gun Belt nor a Wanted.
    const buys = legalMoves(match.G, match.ctx, '2').filter((move) => move.move === 'buyEquipment');
    expect(buys.length).toBeGreaterThan(0);
    expect(buys.every((move) => equipmentKeyOf(String(move.args![0])) === 'shot' && move.args![2] !== '2')).toBe(true);
    expect(match.attempt('2', 'buyEquipment', equipmentIn(match, 'market', 'gun_belt')).ok).toBe(false);
    expect(match.attempt('2', 'buyEquipment', equipmentIn(match, 'market', 'wanted'), null, '1').ok).toBe(false);
    expect(match.attempt('2', 'buyEquipment', equipmentIn(match, 'market', 'shot'), null, '2').ok).toBe(false);
    // And an ability paid with nuggets (Jacky Murieta's shot), cancelled here so that no wound pays him back.
    match.move('2', 'nuggetShot', '3');
    match.move('3', 'missed', version(match), inHand(match, '3', 'missed'));
    expect(nuggets(match, '2')).toBe(0);
    // He cannot lose life: a Duel he loses costs him nothing.
    match.move('2', 'play', inHand(match, '2', 'duel'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.players['2']!.life).toBe(0);
    // His turn ends: every card discarded, no hand limit, out again.
    endTurn(match);
    expect(match.G.players['2']).toMatchObject({ alive: false });
    expect(match.G.players['2']!.shadow).toBeUndefined();
    expect(hand(match, '2')).toEqual([]);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.history.some((entry) => entry.kind === 'faded' && entry.seat === '2' && entry.shadow === true)).toBe(true);

    // The Shadow-Renegade (seat 3) out with one Outlaw and one Deputy dead: a tie, so he plays for the Outlaws.
    const tie = given({
      seats: seats(SEVEN, { 1: { alive: false, life: 0 }, 3: { alive: false, life: 0 }, 4: { alive: false, life: 0 } }),
      shadowGunslingers: true,
      current: '2',
    });
    endTurn(tie);
    expect(tie.ctx.currentPlayer).toBe('3');
    expect(tie.G.players['3']).toMatchObject({ shadow: true, side: 'outlaws' });

    // With the second Deputy dead too (2 against 1), he plays for the Sheriff's side, and wins with it.
    const law = given({
      seats: seats(SEVEN, {
        1: { alive: false, life: 0 },
        3: { alive: false, life: 0, hand: [] },
        4: { alive: false, life: 0 },
        6: { alive: false, life: 0 },
        2: { life: 1 },
        5: { life: 1 },
      }),
      shadowGunslingers: true,
      current: '2',
      top: [{ key: 'gatling', suit: 'hearts', rank: '10' }, { key: 'bang', suit: 'clubs', rank: '5' }],
    });
    endTurn(law);
    expect(law.ctx.currentPlayer).toBe('3');
    expect(law.G.players['3']).toMatchObject({ shadow: true, side: 'law' });
    law.move('3', 'play', inHand(law, '3', 'gatling'));
    while (law.G.result === null && pending(law).tag === 'shot') law.move(pending(law).awaiting[0]!, 'takeHit', version(law));
    expect(law.G.result).toEqual({ winner: 'law', winners: ['0', '3', '4', '6'] });
  });

  it('an eliminated Shadow-Renegade on the Outlaws\' side wins with them; alive, he plays for himself', () => {
    const match = given({ seats: seats(FOUR, { 1: { alive: false, life: 0 }, 3: { alive: false, life: 0 } }), shadowGunslingers: true });
    match.G.players['3'] = { ...match.G.players['3']!, side: 'outlaws' };
    match.G.players['0'] = { ...match.G.players['0']!, alive: false };
    expect(victory(match.G, match.ctx.playOrder)).toEqual({ winner: 'outlaws', winners: ['1', '2', '3'] });
  });

  it('with eight players both Renegades are Shadow-Renegades, each joining a side at his own shadow turn', () => {
    const EIGHT: Role[] = ['sheriff', 'outlaw', 'outlaw', 'renegade', 'deputy', 'outlaw', 'deputy', 'renegade'];
    const match = given({ seats: seats(EIGHT, { 3: { alive: false, life: 0 }, 4: { alive: false, life: 0 }, 7: { alive: false, life: 0 } }), shadowGunslingers: true, current: '2' });
    endTurn(match);
    expect(match.G.players['3']).toMatchObject({ shadow: true, side: 'law' });
    while (match.ctx.currentPlayer !== '7') endTurn(match);
    expect(match.G.players['7']).toMatchObject({ shadow: true, side: 'law' });
    expect(match.G.players['3']).toMatchObject({ alive: false, side: 'law' });
  });

  it("a shadow's kill brings the usual reward: 3 cards for an Outlaw", () => {
    const match = given({
      seats: seats(FOUR, { 1: { life: 1 }, 2: { alive: false, life: 0 } }),
      shadowGunslingers: true,
      current: '1',
      top: [{ key: 'bang', suit: 'clubs', rank: '5' }, { key: 'missed', suit: 'clubs', rank: 'J' }],
    });
    endTurn(match);
    expect(match.G.players['2']!.shadow).toBe(true);
    match.move('2', 'play', inHand(match, '2', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.players['1']!.alive).toBe(false);
    expect(hand(match, '2').length).toBe(4);
    expect(match.G.result).toBeNull();
  });

  it('no shadows once only the Sheriff and the Renegade are alive', () => {
    const match = given({ seats: seats(FOUR, { 1: { alive: false, life: 0 }, 2: { alive: false, life: 0 } }), shadowGunslingers: true });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
  });

  it('eliminated players keep their nuggets under the variant (for the elimination code to read)', () => {
    const match = given({ seats: seats(FOUR), shadowGunslingers: true });
    expect(keepsNuggetsWhenOut(match.G)).toBe(true);
    expect(keepsNuggetsWhenOut(given({ seats: seats(FOUR) }).G)).toBe(false);
  });

  it('a shadow buys brown equipment and sells a Beer with his nuggets, and is never a Wanted target (Ruling (this module) §G8)', () => {
    const match = given({
      seats: seats(FOUR, { 0: { life: 3 }, 1: { alive: false, life: 0, nuggets: 2 } }),
      shadowGunslingers: true,
      top: ['beer', 'bang'],
      gold: { market: ['shot', 'rhum', 'wanted'] },
    });
    endTurn(match);
    expect(match.G.players['1']).toMatchObject({ shadow: true, nuggets: 2 });
    // Neither Rhum (only life, which he has none of) nor the Gold Rush card kind of purchase: the Shot, for another.
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'buyEquipment' && equipmentKeyOf(String(move.args![0])) === 'rhum')).toBe(false);
    match.move('1', 'buyEquipment', equipmentIn(match, 'market', 'shot'), null, '0');
    expect(life(match, '0')).toBe(4);
    expect(nuggets(match, '1')).toBe(1);
    match.move('1', 'sellBeer', inHand(match, '1', 'beer'));
    expect(nuggets(match, '1')).toBe(2);
    // A Wanted may be laid in front of a living player, never of the shadow, whoever buys it.
    const wanted = equipmentIn(match, 'market', 'wanted');
    expect(waysFor(match.G, match.ctx, '0', wanted).map((way) => way.target)).toEqual(['2', '3']);
    expect(waysFor(match.G, match.ctx, '1', wanted)).toEqual([]);
    // His turn ends: out again, his nuggets kept.
    endTurn(match);
    expect(match.G.players['1']).toMatchObject({ alive: false, nuggets: 2 });
  });

  it('under the variant an eliminated player keeps his nuggets; without it they go back to the heap (§G5)', () => {
    const kill = (shadowGunslingers: boolean) => {
      const match = given({ seats: seats(FOUR, { 0: { hand: ['bang'] }, 1: { life: 1, nuggets: 3 } }), shadowGunslingers, gold: {} });
      match.move('0', 'play', inHand(match, '0', 'bang'), '1');
      match.move('1', 'takeHit', version(match));
      expect(match.G.players['1']!.alive).toBe(false);
      return nuggets(match, '1');
    };
    expect(kill(true)).toBe(3);
    expect(kill(false)).toBe(0);
  });

  it("a shadow regains no life: Sid Ketchum's heal is refused for him", () => {
    const match = given({ seats: seats(FOUR, { 1: { alive: false, life: 0 } }), shadowGunslingers: true, top: ['bang', 'missed'] });
    endTurn(match);
    expect(match.G.players['1']!.shadow).toBe(true);
    expect(hand(match, '1').length).toBe(2);
    expect(moveNames(match, '1')).not.toContain('heal');
    const [first, second] = hand(match, '1');
    expect(match.attempt('1', 'heal', first, second).ok).toBe(false);
    expect(hand(match, '1').length).toBe(2);
    expect(match.G.players['1']!.life).toBe(0);
  });

  it("a shadow's phase 1 draws 2 whatever his ability says of the number: Pixie Pete, Bill Noface (Ruling (this module) §G8)", () => {
    for (const character of ['pixie_pete', 'bill_noface'] as const) {
      const match = given({ seats: seats(FOUR, { 1: { alive: false, life: 0, character } }), shadowGunslingers: true, sets: ['base', 'dodge_city'] });
      endTurn(match);
      expect(match.G.players['1']!.shadow, character).toBe(true);
      expect(hand(match, '1').length, character).toBe(2);
    }
    // Alive, Pixie Pete still draws 3.
    const alive = given({ seats: seats(FOUR, { 1: { character: 'pixie_pete' } }), sets: ['base', 'dodge_city'] });
    endTurn(alive);
    expect(hand(alive, '1').length).toBe(3);
    // An event's adjustment applies to a shadow as to anyone: under Thirst, 1.
    const thirst = given({ seats: seats(FOUR, { 1: { alive: false, life: 0, character: 'pixie_pete' } }), shadowGunslingers: true, event: 'thirst', sets: ['base', 'dodge_city'] });
    endTurn(thirst);
    expect(hand(thirst, '1').length).toBe(1);
  });

  it('a shadow counts for distances from him only, and not among the living for a Beer', () => {
    const match = given({ seats: seats(FOUR, { 1: { alive: false, life: 0 }, 3: { alive: false, life: 0 } }), shadowGunslingers: true });
    endTurn(match);
    expect(match.G.players['1']!.shadow).toBe(true);
    // Seats 0 and 2 stay 1 apart for each other: he is passed over; from him, each is 1 away.
    expect(distance(match.G, match.ctx, '0', '2')).toBe(1);
    expect(distance(match.G, match.ctx, '1', '0')).toBe(1);
    expect(distance(match.G, match.ctx, '1', '2')).toBe(1);
    // Two players left, whatever the shadow: a Beer heals nobody.
    expect(beerWorks(match.G, match.ctx.playOrder)).toBe(false);
  });
});

describe('Gold Rush characters with the other expansions (GOLD-RUSH.md §G9)', () => {
  it('Vera Custer copying Josh McCloud takes the top equipment card with her own nuggets; copying Pretty Luzena she buys 1 cheaper', () => {
    const josh = given({ seats: seats(FOUR, { 0: { character: 'vera_custer', borrowed: 'josh_mccloud', nuggets: 3 } }), gold: { deck: ['union_pacific'] }, sets: ['base', 'dodge_city'] });
    const before = hand(josh, '0').length;
    josh.move('0', 'joshMcCloud');
    expect(nuggets(josh, '0')).toBe(1);
    expect(hand(josh, '0').length).toBe(before + 4);
    expect(equipmentKeyOf(josh.G.zones.equipment!.at(-1)!)).toBe('union_pacific');

    const luzena = given({ seats: seats(FOUR, { 0: { character: 'vera_custer', borrowed: 'pretty_luzena', nuggets: 2 } }), gold: { market: ['gun_belt', 'horseshoe', 'shot'] }, sets: ['base', 'dodge_city'] });
    luzena.move('0', 'buyEquipment', equipmentIn(luzena, 'market', 'gun_belt'));
    expect(nuggets(luzena, '0')).toBe(1);
    // Once a turn: the second purchase is at full price (2), more than she has left.
    expect(luzena.attempt('0', 'buyEquipment', equipmentIn(luzena, 'market', 'horseshoe')).ok).toBe(false);
    expect(luzena.G.zones['gear:0']!.map(equipmentKeyOf)).toEqual(['gun_belt']);
  });
});
