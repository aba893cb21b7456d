// Every Dodge City card and character through the game's moves, beyond what the scenarios
// (scenarios-expansions.test.ts) check, with the rulings of RULES.md §15 Dodge City and §19 Rulings index
// that concern them.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { actionTargetsOf } from './board-view';
import { card, type CardKey, keyOf } from './cards';
import { distance } from './engine/distance';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const inPlayOf = (match: Match<BangState>, seat: string) => match.G.zones[`play:${seat}`]!;
const inPlayCard = (match: Match<BangState>, seat: string, key: CardKey) => inPlayOf(match, seat).find((id) => keyOf(id) === key)!;
const moveNames = (match: Match<BangState>, seat: string) => [...new Set(legalMoves(match.G, match.ctx, seat).map((move) => move.move))].sort();
/** Answers every pending window the easy way: take the hit, pass, die. */
function takeEverything(match: Match<BangState>): void {
  while (pending(match).tag === 'shot' || pending(match).tag === 'indians') match.move(pending(match).awaiting[0]!, 'takeHit', version(match));
}

describe('Dodge City brown cards (RULES.md §15.2 "Discard another card" symbol; §15.4 Dodge City card reference)', () => {
  it('Rag Time: a Panic! at any distance, for another card of the hand', () => {
    const match = given({ seats: five({ 1: { hand: ['rag_time', 'bang', 'missed'] }, 3: { hand: ['beer'], inPlay: ['barrel'] } }), current: '1' });
    const ragTime = inHand(match, '1', 'rag_time');
    const bang = inHand(match, '1', 'bang');
    expect(distance(match.G, match.ctx, '1', '3')).toBe(2);
    // Every play names the other card it costs; none without one.
    const plays = legalMoves(match.G, match.ctx, '1').filter((move) => move.args?.[0] === ragTime);
    expect(plays).toContainEqual({ move: 'play', args: [ragTime, '3', 'hand', bang] });
    expect(plays.every((move) => move.args!.length === 4 && move.args![3] !== ragTime)).toBe(true);
    expect(match.attempt('1', 'play', ragTime, '3', 'hand').ok).toBe(false);
    const barrel = inPlayCard(match, '3', 'barrel');
    match.move('1', 'play', ragTime, '3', barrel, bang);
    expect(hand(match, '1')).toContain(barrel);
    expect(hand(match, '1')).not.toContain(bang);
    expect(match.G.zones.discard!.slice(0, 2).map(keyOf).sort()).toEqual(['bang', 'rag_time']);
    expect(match.G.history.find((entry) => entry.kind === 'took')).toMatchObject({ seat: '1', from: '3', card: 'barrel', fromHand: false });
  });

  it('Brawl: every other player with a card discards one, chosen by its player: a random hand card or one in play', () => {
    const match = given({
      seats: five({
        0: { hand: ['brawl', 'missed'] },
        1: { hand: ['beer', 'bang'], inPlay: ['mustang'] },
        2: { hand: [] },
        3: { character: 'apache_kid', hand: ['panic'] },
        4: { inPlay: ['scope', 'volcanic'] },
      }),
      rest: 'discard',
    });
    match.move('0', 'play', inHand(match, '0', 'brawl'), null, null, inHand(match, '0', 'missed'));
    // Seat 2 has nothing and is passed over; Apache Kid is affected (Brawl is a Spade).
    const chosen: Record<string, string> = { 1: inPlayCard(match, '1', 'mustang'), 3: 'hand', 4: inPlayCard(match, '4', 'volcanic') };
    for (const seat of ['1', '3', '4']) {
      expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
      const options = legalMoves(match.G, match.ctx, '0').map((move) => move.args![1]);
      expect(options).toEqual([...(hand(match, seat).length > 0 ? ['hand'] : []), ...inPlayOf(match, seat)]);
      match.move('0', 'choose', version(match), chosen[seat]);
    }
    expect(pending(match).tag).toBeUndefined();
    expect(inPlayOf(match, '1')).toEqual([]);
    expect(hand(match, '1')).toHaveLength(2);
    expect(hand(match, '3')).toEqual([]);
    expect(inPlayOf(match, '4').map(keyOf)).toEqual(['scope']);
    expect(match.G.history.filter((entry) => entry.kind === 'lost-card').map((entry) => entry.kind === 'lost-card' && [entry.seat, entry.fromHand])).toEqual([
      ['1', false],
      ['3', true],
      ['4', false],
    ]);
  });

  it('Tequila: any player, the player himself too, regains a life', () => {
    const table = (lifeOf0: number) => given({ seats: four({ 0: { life: lifeOf0, hand: ['tequila', 'bang'] }, 2: { life: 2 } }) });
    const match = table(3);
    const tequila = inHand(match, '0', 'tequila');
    const bang = inHand(match, '0', 'bang');
    // Playable on anyone living, himself included, always with the other card.
    expect(legalMoves(match.G, match.ctx, '0').filter((move) => move.args?.[0] === tequila)).toEqual(['0', '1', '2', '3'].map((seat) => ({ move: 'play', args: [tequila, seat, null, bang] })));
    match.move('0', 'play', tequila, '2', null, bang);
    expect(life(match, '2')).toBe(3);
    expect(hand(match, '0')).toEqual([]);
    const self = table(3);
    self.move('0', 'play', inHand(self, '0', 'tequila'), '0', null, inHand(self, '0', 'bang'));
    expect(life(self, '0')).toBe(4);
    // At full life it may be played and does nothing (like a Beer).
    const full = table(5);
    full.move('0', 'play', inHand(full, '0', 'tequila'), '0', null, inHand(full, '0', 'bang'));
    expect(life(full, '0')).toBe(5);
  });

  it('Whisky: two lives for the player, with another card; only on his turn', () => {
    const match = given({ seats: four({ 0: { life: 2, hand: ['whisky', 'bang'] } }) });
    match.move('0', 'play', inHand(match, '0', 'whisky'), null, null, inHand(match, '0', 'bang'));
    expect(life(match, '0')).toBe(4);
    expect(hand(match, '0')).toEqual([]);
    const full = given({ seats: four({ 0: { life: 4, hand: ['whisky', 'bang'] } }) });
    full.move('0', 'play', inHand(full, '0', 'whisky'), null, null, inHand(full, '0', 'bang'));
    expect(life(full, '0')).toBe(5);
  });

  it('Binocular sees one closer and stacks with a Scope (another name)', () => {
    const match = given({ seats: five({ 0: { hand: ['binocular'], inPlay: ['scope'] } }) });
    expect(distance(match.G, match.ctx, '0', '2')).toBe(1);
    expect(distance(match.G, match.ctx, '0', '3')).toBe(1);
    const six = given({ seats: ROLES[6]!.map((role) => plain(role)).map((seat, index) => (index === 0 ? { ...seat, hand: ['binocular' as const], inPlay: ['scope' as const] } : seat)) });
    expect(distance(six.G, six.ctx, '0', '3')).toBe(2);
    six.move('0', 'play', inHand(six, '0', 'binocular'));
    expect(distance(six.G, six.ctx, '0', '3')).toBe(1);
    expect(six.attempt('0', 'play', inPlayCard(six, '0', 'binocular')).ok).toBe(false);
  });

  it('the Dodge City copies of base cards are the same cards (a Remington of Diamonds is a weapon of range 3)', () => {
    const match = given({ seats: five({ 0: { hand: [{ key: 'remington', set: 'dodge_city' }, 'bang'] } }) });
    match.move('0', 'play', inHand(match, '0', 'remington'));
    expect(card(inPlayOf(match, '0')[0]!).set).toBe('dodge_city');
    expect(match.attempt('0', 'play', inHand(match, '0', 'bang'), '2').ok).toBe(true);
  });
});

describe('Dodge City green cards (RULES.md §15.1 Green-bordered cards; §15.4 Dodge City card reference)', () => {
  it('Bible: a Missed! from play that also draws a card; Ten Gallon Hat: a Missed! from play', () => {
    for (const [key, drawn] of [
      ['bible', 1],
      ['ten_gallon_hat', 0],
    ] as const) {
      const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { inPlay: [key] } }) });
      const green = inPlayCard(match, '1', key);
      match.move('0', 'play', inHand(match, '0', 'bang'), '1');
      match.move('1', 'missed', version(match), green);
      expect(life(match, '1'), key).toBe(4);
      expect(hand(match, '1'), key).toHaveLength(drawn);
      expect(match.G.history.find((entry) => entry.kind === 'missed'), key).toMatchObject({ seat: '1', card: key, fromPlay: true });
    }
  });

  it('green Missed! cards answer every BANG! effect (a Gatling) and count as one Missed! against Slab the Killer', () => {
    const gatling = given({ seats: four({ 0: { hand: ['gatling'] }, 2: { inPlay: ['iron_plate'] } }) });
    gatling.move('0', 'play', inHand(gatling, '0', 'gatling'));
    gatling.move('1', 'takeHit', version(gatling));
    gatling.move('2', 'missed', version(gatling), inPlayCard(gatling, '2', 'iron_plate'));
    expect(life(gatling, '2')).toBe(4);

    const slab = given({ seats: four({ 0: { character: 'slab_the_killer', hand: ['bang'] }, 1: { hand: ['missed'], inPlay: ['sombrero'] } }) });
    slab.move('0', 'play', inHand(slab, '0', 'bang'), '1');
    slab.move('1', 'missed', version(slab), inPlayCard(slab, '1', 'sombrero'));
    expect(pending(slab)).toEqual({ tag: 'shot', awaiting: ['1'] });
    slab.move('1', 'missed', version(slab), inHand(slab, '1', 'missed'));
    expect(pending(slab).tag).toBeUndefined();
    expect(life(slab, '1')).toBe(4);
  });

  it('a green Missed! card is no help against Indians! or in a Duel', () => {
    const match = given({ seats: four({ 0: { hand: ['indians', 'duel'] }, 1: { inPlay: ['sombrero'] } }) });
    match.move('0', 'play', inHand(match, '0', 'indians'));
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'takeHit', args: [version(match)] }]);
    takeEverything(match);
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'takeHit', args: [version(match)] }]);
  });

  it('Can Can: a Cat Balou on any player at any distance; Conestoga: a Panic! at any distance', () => {
    const match = given({ seats: five({ 0: { inPlay: ['can_can', 'conestoga'] }, 2: { hand: ['beer'], inPlay: ['barrel'] }, 3: { hand: ['missed'] } }) });
    expect(distance(match.G, match.ctx, '0', '2')).toBe(2);
    match.move('0', 'use', inPlayCard(match, '0', 'can_can'), '2', inPlayCard(match, '2', 'barrel'));
    expect(inPlayOf(match, '2')).toEqual([]);
    expect(match.G.zones.discard!.slice(0, 2).map(keyOf).sort()).toEqual(['barrel', 'can_can']);
    const missed = hand(match, '3')[0];
    match.move('0', 'use', inPlayCard(match, '0', 'conestoga'), '3', 'hand');
    expect(hand(match, '0')).toContain(missed);
    expect(inPlayOf(match, '0')).toEqual([]);
  });

  it('Knife reaches 1, Pepperbox the weapon’s range, Buffalo Rifle anyone; Howitzer shoots every other player; none is a BANG! card', () => {
    const match = given({
      seats: ROLES[6]!.map((role, seat) => plain(role, seat === 0 ? { inPlay: ['knife', 'pepperbox', 'buffalo_rifle', 'howitzer', 'schofield'], hand: ['bang'] } : {})),
    });
    const targets = (key: CardKey) => legalMoves(match.G, match.ctx, '0').filter((move) => move.move === 'use' && move.args![0] === inPlayCard(match, '0', key)).map((move) => move.args![1]);
    expect(targets('knife')).toEqual(['1', '5']);
    expect(targets('pepperbox')).toEqual(['1', '2', '4', '5']);
    expect(targets('buffalo_rifle')).toEqual(['1', '2', '3', '4', '5']);
    expect(targets('howitzer')).toEqual([undefined]);
    expect(match.attempt('0', 'use', inPlayCard(match, '0', 'knife'), '2').ok).toBe(false);
    match.move('0', 'use', inPlayCard(match, '0', 'buffalo_rifle'), '3');
    takeEverything(match);
    match.move('0', 'use', inPlayCard(match, '0', 'howitzer'));
    const asked: string[] = [];
    while (pending(match).tag === 'shot') {
      asked.push(pending(match).awaiting[0]!);
      match.move(pending(match).awaiting[0]!, 'takeHit', version(match));
    }
    expect(asked).toEqual(['1', '2', '3', '4', '5']);
    expect(life(match, '3')).toBe(2);
    expect(match.G.turn.bangs).toBe(0);
    match.move('0', 'use', inPlayCard(match, '0', 'knife'), '1');
    takeEverything(match);
    match.move('0', 'use', inPlayCard(match, '0', 'pepperbox'), '2');
    takeEverything(match);
    expect(match.attempt('0', 'play', inHand(match, '0', 'bang'), '1').ok).toBe(true);
  });

  it('Pony Express draws 3; Canteen heals 1 on the player’s own turn, also with two players left', () => {
    const match = given({ seats: four({ 0: { life: 3, inPlay: ['pony_express', 'canteen'] } }) });
    match.move('0', 'use', inPlayCard(match, '0', 'pony_express'));
    expect(hand(match, '0')).toHaveLength(3);
    match.move('0', 'use', inPlayCard(match, '0', 'canteen'));
    expect(life(match, '0')).toBe(4);
    const two = given({ seats: four({ 1: { alive: false }, 2: { alive: false }, 0: { life: 3, inPlay: ['canteen'] } }) });
    two.move('0', 'use', inPlayCard(two, '0', 'canteen'));
    expect(life(two, '0')).toBe(4);
  });

  it('green cards are used in phase 2 only, and two of one name never lie in front of one player (Iron Plate)', () => {
    const match = given({ seats: four({ 0: { hand: ['iron_plate', 'bang'], inPlay: [{ key: 'iron_plate', suit: 'spades', rank: 'Q' }, 'pony_express'] } }) });
    expect(match.attempt('0', 'play', inHand(match, '0', 'iron_plate')).ok).toBe(false);
    // Iron Plate has no use of its own: only against a shot.
    expect(match.attempt('0', 'use', inPlayCard(match, '0', 'iron_plate')).ok).toBe(false);
    expect(moveNames(match, '0')).toEqual(['endPlay', 'play', 'use']);
    match.move('0', 'endPlay');
    // His turn is over: nothing of his may be used now.
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.attempt('0', 'use', inPlayCard(match, '0', 'pony_express')).ok).toBe(false);
  });

  it('a green card waits a turn also after Vulture Sam takes it into his hand', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'] }, 1: { life: 1, inPlay: ['knife'] }, 2: { character: 'vulture_sam' } }),
    });
    const knife = inPlayCard(match, '1', 'knife');
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(hand(match, '2')).toContain(knife);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    match.move('2', 'play', knife);
    expect(match.attempt('2', 'use', knife, '3').ok).toBe(false);
  });
});

describe('Dodge City characters (RULES.md §15.5 Dodge City characters)', () => {
  it('Elena Fuente uses any hand card as a Missed!, but not as a Beer or a BANG!', () => {
    const match = given({ seats: four({ 0: { hand: ['bang', 'duel'] }, 1: { character: 'elena_fuente', hand: ['stagecoach', 'jail'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'missed')).toHaveLength(2);
    match.move('1', 'missed', version(match), inHand(match, '1', 'jail'));
    expect(life(match, '1')).toBe(3);
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    expect(match.attempt('1', 'bang', version(match), inHand(match, '1', 'stagecoach')).ok).toBe(false);
  });

  it('Molly Stark draws for each card she plays or discards of her own will out of her turn; for a Duel, at its end', () => {
    const match = given({
      seats: four({
        0: { hand: ['bang', 'indians', 'duel', 'cat_balou'] },
        1: { character: 'molly_stark', hand: ['missed', 'bang', 'bang', 'beer', 'beer', 'stagecoach'] },
      }),
    });
    const cards = () => hand(match, '1').length;
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(cards()).toBe(6);
    match.move('0', 'play', inHand(match, '0', 'indians'));
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(cards()).toBe(6);
    takeEverything(match);
    // The Duel: her BANG! now, her card once the challenger has given up.
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(cards()).toBe(5);
    match.move('0', 'takeHit', version(match));
    expect(cards()).toBe(6);
    // A forced discard (Cat Balou) draws nothing.
    match.move('0', 'play', inHand(match, '0', 'cat_balou'), '1', 'hand');
    expect(cards()).toBe(5);
    // On her own turn she draws nothing for her cards.
    endTurn(match);
    expect(cards()).toBe(7);
    match.move('1', 'play', inHand(match, '1', 'beer'));
    expect(cards()).toBe(6);
  });

  it('Molly Stark draws for a Beer drunk at 0 life at once, so a Beer she draws can save her too', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'] }, 1: { character: 'molly_stark', life: 0, hand: ['beer'] } }),
      top: [{ key: 'beer', suit: 'hearts', rank: '8' }],
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(-1);
    match.move('1', 'beer', version(match), inHand(match, '1', 'beer'));
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['1'] });
    match.move('1', 'beer', version(match), inHand(match, '1', 'beer'));
    expect(life(match, '1')).toBe(1);
    expect(match.G.players['1']!.alive).toBe(true);
  });

  it('Doc Holyday: for two chosen cards, the players he may shoot and why each other one is out (board-view)', () => {
    const match = given({
      seats: five({
        0: { character: 'doc_holyday', hand: [{ key: 'bang', suit: 'diamonds', rank: '2' }, { key: 'bang', suit: 'diamonds', rank: '3' }, { key: 'bang', suit: 'clubs', rank: '2' }] },
        1: { character: 'apache_kid' },
      }),
    });
    const [diamond2, diamond3, club2] = hand(match, '0') as [string, string, string];
    const diamonds = actionTargetsOf(match.G, match.ctx, '0', 'discardToShoot', [diamond2, diamond3]);
    expect(diamonds.plays).toEqual([{ move: 'discardToShoot', args: [diamond2, diamond3, '4'] }]);
    expect(diamonds.refused).toEqual([
      { seat: '1', reason: 'immune' },
      { seat: '2', reason: 'out-of-reach' },
      { seat: '3', reason: 'out-of-reach' },
    ]);
    expect(actionTargetsOf(match.G, match.ctx, '0', 'discardToShoot', [diamond2, club2]).plays.map((move) => move.args![2])).toEqual(['1', '4']);
  });

  it('Greg Digger regains 2 at each death, never above his maximum; Herb Hunter draws 2', () => {
    const match = given({
      seats: five({ 0: { hand: ['gatling'] }, 1: { life: 1 }, 2: { character: 'greg_digger', life: 3 }, 3: { character: 'herb_hunter', life: 1 }, 4: { life: 1 } }),
    });
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    // P1 dies: Greg to 4 (of 4), Herb draws 2.
    match.move('1', 'takeHit', version(match));
    expect(life(match, '2')).toBe(4);
    expect(hand(match, '3')).toHaveLength(2);
    match.move('2', 'takeHit', version(match));
    // P3 himself dies: no draw for his own death; Greg back to 4 (max).
    match.move('3', 'takeHit', version(match));
    expect(life(match, '2')).toBe(4);
    match.move('4', 'takeHit', version(match));
    expect(life(match, '2')).toBe(4);
    expect(match.G.history.filter((entry) => entry.kind === 'healed' && entry.seat === '2').map((entry) => entry.kind === 'healed' && entry.amount)).toEqual([1, 1]);
  });

  it('Pat Brennan takes only another player’s card, and draws as usual when nobody else has one in play (ruling: never his own)', () => {
    const match = given({ seats: four({ 1: { character: 'pat_brennan', inPlay: ['barrel'] }, 3: { inPlay: ['jail'] } }) });
    endTurn(match);
    const options = legalMoves(match.G, match.ctx, '1').map((move) => move.args![1]);
    expect(options).toEqual(['deck', inPlayCard(match, '3', 'jail')]);
    expect(match.attempt('1', 'choose', version(match), inPlayCard(match, '1', 'barrel')).ok).toBe(false);
    match.move('1', 'choose', version(match), 'deck');
    expect(hand(match, '1')).toHaveLength(2);

    const alone = given({ seats: four({ 1: { character: 'pat_brennan', inPlay: ['barrel'] } }) });
    endTurn(alone);
    expect(pending(alone).tag).toBeUndefined();
    expect(hand(alone, '1')).toHaveLength(2);
  });

  it('Vera Custer keeps the ability she took on through the other players’ turns (Paul Regret: seen one farther)', () => {
    const match = given({ seats: four({ 1: { character: 'vera_custer' }, 3: { character: 'paul_regret' } }) });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    match.move('1', 'choose', version(match), '3');
    expect(distance(match.G, match.ctx, '0', '1')).toBe(2);
    endTurn(match);
    expect(distance(match.G, match.ctx, '2', '1')).toBe(2);
    expect(match.G.history.find((entry) => entry.kind === 'copied')).toMatchObject({ seat: '1', character: 'paul_regret' });
  });

  it('Vera Custer taking on Vulture Sam: the two share a dead player’s cards one by one, the nearer to his left first', () => {
    const match = given({
      seats: five({
        0: { hand: ['bang'] },
        1: { life: 1, hand: ['beer', 'missed', 'panic'], inPlay: ['barrel'] },
        2: { character: 'vera_custer', borrowed: 'vulture_sam' },
        4: { character: 'vulture_sam' },
      }),
    });
    const cards = [...inPlayOf(match, '1'), ...hand(match, '1')];
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    match.move('1', 'die', version(match));
    // Seat 2 is the nearer to seat 1's left: the card in play, then every other hand card.
    expect([...hand(match, '2')].sort()).toEqual([cards[0]!, cards[2]!].sort());
    expect([...hand(match, '4')].sort()).toEqual([cards[1]!, cards[3]!].sort());
    expect(match.G.history.filter((entry) => entry.kind === 'inherited').map((entry) => entry.kind === 'inherited' && [entry.seat, entry.count])).toEqual([
      ['2', 2],
      ['4', 2],
    ]);
  });

  it('Belle Star’s turn switches off others’ green cards, and only theirs: her own Derringer still fires', () => {
    const match = given({ seats: four({ 0: { character: 'belle_star', inPlay: ['derringer'] }, 1: { inPlay: ['iron_plate'] } }) });
    match.move('0', 'use', inPlayCard(match, '0', 'derringer'), '1');
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'takeHit', args: [version(match)] }]);
  });

  it('Apache Kid is not affected by a Diamond green card used on him (Conestoga)', () => {
    const match = given({ seats: four({ 0: { inPlay: [{ key: 'conestoga', suit: 'diamonds', rank: '9' }] }, 2: { character: 'apache_kid', hand: ['beer'] } }) });
    match.move('0', 'use', inPlayCard(match, '0', 'conestoga'), '2', 'hand');
    expect(hand(match, '2')).toHaveLength(1);
    expect(match.G.history.find((entry) => entry.kind === 'unaffected')).toMatchObject({ seat: '2', by: '0', card: 'conestoga' });
  });
});

describe('The Bullet’s characters (RULES.md §17 Bullet special characters)', () => {
  it('Claus "The Saint" draws one more than the living players, gives one to each other player and keeps two; nobody else learns which', () => {
    const match = given({ seats: five({ 1: { character: 'claus_the_saint' } }), rest: undefined });
    const top = match.G.zones.draw!.slice(0, 6);
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    // Five alive, himself included: six cards, in his look.
    expect([...match.G.zones['look:1']!].sort()).toEqual([...top].sort());
    const given_: Record<string, string> = {};
    for (const seat of ['2', '3', '4', '0']) {
      const options = legalMoves(match.G, match.ctx, '1').map((move) => move.args![1] as string);
      expect([...options].sort()).toEqual([...match.G.zones['look:1']!].sort());
      given_[seat] = options[0]!;
      match.move('1', 'choose', version(match), options[0]);
      expect(hand(match, seat)).toContain(given_[seat]);
      // Another seat sees neither the card given nor Claus's look; the log keeps the choice secret.
      const view = match.view(seat === '2' ? '3' : '2');
      expect(JSON.stringify(view)).not.toContain(given_[seat]);
    }
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.zones['look:1']).toEqual([]);
    expect(hand(match, '1')).toHaveLength(2);
    expect(match.G.history.filter((entry) => entry.kind === 'gave').map((entry) => entry.kind === 'gave' && entry.to)).toEqual(['2', '3', '4', '0']);
  });

  it('Johnny Kisch discards the other cards of the name of a green card he puts in play (ruling: green cards count too)', () => {
    const match = given({ seats: four({ 0: { character: 'johnny_kisch', hand: [{ key: 'iron_plate', suit: 'diamonds', rank: 'A' }] }, 2: { inPlay: [{ key: 'iron_plate', suit: 'spades', rank: 'Q' }] } }) });
    match.move('0', 'play', inHand(match, '0', 'iron_plate'));
    expect(inPlayOf(match, '2')).toEqual([]);
    expect(inPlayOf(match, '0').map(keyOf)).toEqual(['iron_plate']);
  });
});
