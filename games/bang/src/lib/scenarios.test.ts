// Every rule scenario of sections A-H, named after its id, the 3- and 8-player ones and those with
// Dodge City cards or characters included. Sections I (Dodge City) and K (The Bullet) are in
// scenarios-expansions.test.ts.
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { card, keyOf } from './cards';
import { character } from './characters';
import { distance } from './engine/distance';
import { game } from './game';
import { legalMoves } from './legal';
import { rolesFor } from './roles';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';
import { visibility } from './visibility';
import { createMatch } from '@parlor/game-kit/testing';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
/** Four plain players with standard roles; seats can be overridden. */
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
// Willy the Kid shoots without limit. Where an ability would change what a scenario checks, seats
// use Sid Ketchum, whose ability only ever adds a choice (discard two cards for a life).
const noAbility = 'sid_ketchum';

describe('A. Setup and turn structure', () => {
  it('S01 Life and starting hand by role', () => {
    // The deal as the rulebook example has it: roles and characters in this order, the deck as it comes.
    const dealt = { roles: ['sheriff', 'outlaw', 'renegade', 'outlaw'], characters: ['bart_cassidy', 'paul_regret', 'kit_carlson', 'el_gringo'] };
    const random = {
      Shuffle: <T,>(items: T[]): T[] => {
        if (items.includes('sheriff' as T)) return dealt.roles as T[];
        if (items.includes('bart_cassidy' as T)) return [...(dealt.characters as T[]), ...items.filter((item) => !dealt.characters.includes(item as string))];
        return [...items];
      },
    };
    const ctx = { numPlayers: 4, playOrder: ['0', '1', '2', '3'], currentPlayer: '0' } as Ctx;
    const G = game.setup!({ ctx, random } as never) as BangState;
    expect(Object.values(G.roles).sort()).toEqual(['outlaw', 'outlaw', 'renegade', 'sheriff']);
    expect(['0', '1', '2', '3'].map((seat) => [G.players[seat]!.character, G.players[seat]!.life, G.players[seat]!.maxLife, G.zones[`hand:${seat}`]!.length])).toEqual([
      ['bart_cassidy', 5, 5, 5],
      ['paul_regret', 3, 3, 3],
      ['kit_carlson', 4, 4, 4],
      ['el_gringo', 3, 3, 3],
    ]);
    expect(G.zones.draw).toHaveLength(65);
    expect(G.sheriff).toBe('0');
    expect(ctx.playOrder[game.turn!.order!.first({ G, ctx } as never)]).toBe('0');
    // Only P0's role is public: every other seat sees its own and the Sheriff's, a spectator only the Sheriff's.
    for (const viewer of [...ctx.playOrder, null]) {
      const seen = visibility.view(G, viewer).roles;
      expect(seen).toEqual(Object.fromEntries(ctx.playOrder.map((seat) => [seat, seat === '0' || seat === viewer ? G.roles[seat] : null])));
    }
  });
  it('S02 Role sets for 5-8 players', () => {
    expect(rolesFor(5).sort()).toEqual(['deputy', 'outlaw', 'outlaw', 'renegade', 'sheriff']);
    expect(rolesFor(6).sort()).toEqual(['deputy', 'outlaw', 'outlaw', 'outlaw', 'renegade', 'sheriff']);
    expect(rolesFor(7).sort()).toEqual(['deputy', 'deputy', 'outlaw', 'outlaw', 'outlaw', 'renegade', 'sheriff']);
    expect(rolesFor(8).sort()).toEqual(['deputy', 'deputy', 'outlaw', 'outlaw', 'outlaw', 'renegade', 'renegade', 'sheriff']);
    // As dealt in an 8-player match with Dodge City.
    const match = createMatch({ game, numPlayers: 8, seed: 's02', setupData: { dodgeCity: true } });
    expect(Object.values(match.G.roles).sort()).toEqual(rolesFor(8).sort());
  });

  it('S04 Phase 1 draws two; phase 3 discards down to current life', () => {
    const match = given({
      seats: four({ 1: { character: noAbility, life: 2, hand: ['bang', 'missed', 'cat_balou'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '5' }, { key: 'beer', suit: 'hearts', rank: '8' }],
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.zones['hand:1']).toHaveLength(5);
    match.move('1', 'endPlay');
    expect(match.G.turn.phase).toBe('discard');
    // He chooses which three go: here the two drawn and the Cat Balou, keeping BANG! and Missed!.
    const hand = match.G.zones['hand:1']!;
    const kept = hand.filter((id) => !['cat_balou', 'beer'].includes(keyOf(id)) && !(keyOf(id) === 'bang' && card(id).rank === '5'));
    const discards = hand.filter((id) => !kept.includes(id));
    expect(discards).toHaveLength(3);
    match.move('1', 'discard', discards[0]);
    match.move('1', 'discard', discards[1]);
    // Ending the turn with more than 2 cards is rejected.
    expect(match.attempt('1', 'endPlay').ok).toBe(false);
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'discard', discards[2]);
    expect(match.ctx.currentPlayer).toBe('2');
    expect([...match.G.zones['hand:1']!].sort()).toEqual([...kept].sort());
  });
  it('S05 One BANG! card per turn', () => {
    const seats = four({ 1: { character: noAbility, hand: [{ key: 'bang', suit: 'diamonds', rank: '2' }, { key: 'bang', suit: 'diamonds', rank: '3' }] } });
    const match = given({ seats, current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect(match.attempt('1', 'play', inHand(match, '1', 'bang'), '2').ok).toBe(false);
    expect(life(match, '2')).toBe(3);

    const volcanic = given({ seats: four({ 1: { ...seats[1], inPlay: [{ key: 'volcanic', suit: 'clubs', rank: '10' }] } }), current: '1' });
    volcanic.move('1', 'play', inHand(volcanic, '1', 'bang'), '2');
    volcanic.move('2', 'takeHit', version(volcanic));
    volcanic.move('1', 'play', inHand(volcanic, '1', 'bang'), '2');
    volcanic.move('2', 'takeHit', version(volcanic));
    expect(life(volcanic, '2')).toBe(2);

    const willy = given({ seats: four({ 1: { ...seats[1], character: 'willy_the_kid' } }), current: '1' });
    willy.move('1', 'play', inHand(willy, '1', 'bang'), '2');
    willy.move('2', 'takeHit', version(willy));
    expect(willy.attempt('1', 'play', inHand(willy, '1', 'bang'), '2').ok).toBe(true);
  });

  it('S06 Gatling is not a BANG! card', () => {
    const match = given({ seats: four({ 1: { character: noAbility, hand: ['gatling', { key: 'bang', suit: 'diamonds', rank: '4' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'gatling'));
    for (const seat of ['2', '3', '0']) {
      expect(pending(match)).toEqual({ tag: 'shot', awaiting: [seat] });
      match.move(seat, 'takeHit', version(match));
    }
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect([life(match, '0'), life(match, '2'), life(match, '3')]).toEqual([4, 2, 3]);
  });

  it('S07 Same-name rule and one weapon', () => {
    const match = given({
      seats: four({
        1: {
          inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }, 'mustang', { key: 'schofield', suit: 'clubs', rank: 'J' }],
          hand: [{ key: 'barrel', suit: 'spades', rank: 'K' }, { key: 'hideout', suit: 'diamonds', rank: 'K' }, 'winchester'],
        },
      }),
      current: '1',
    });
    expect(match.attempt('1', 'play', inHand(match, '1', 'barrel')).ok).toBe(false);
    // A Hideout beside the Mustang: another name, so both count (+2 to be seen).
    expect(distance(match.G, match.ctx, '0', '1')).toBe(2);
    match.move('1', 'play', inHand(match, '1', 'hideout'));
    expect(distance(match.G, match.ctx, '0', '1')).toBe(3);
    const schofield = match.G.zones['play:1']!.find((id) => keyOf(id) === 'schofield')!;
    match.move('1', 'play', inHand(match, '1', 'winchester'));
    expect(match.G.zones['play:1']!.map(keyOf).sort()).toEqual(['barrel', 'hideout', 'mustang', 'winchester']);
    expect(match.G.zones.discard![0]).toBe(schofield);
  });
});

describe('B. Distance and reach', () => {
  it('S09 Rulebook distance example with Mustang / Scope', () => {
    const six = (extra: Partial<SeatSpec> = {}) => given({ seats: ROLES[6]!.map((role, seat) => ({ ...plain(role), character: noAbility, ...(seat === 0 ? extra : {}) })) });
    const d = (match: ReturnType<typeof six>, from: number, to: number) => distance(match.G, match.ctx, String(from), String(to));
    const none = six();
    expect([1, 2, 3, 4, 5].map((to) => d(none, 0, to))).toEqual([1, 2, 3, 2, 1]);
    const mustang = six({ inPlay: ['mustang'] });
    expect([1, 5, 2, 4, 3].map((from) => d(mustang, from, 0))).toEqual([2, 2, 3, 3, 4]);
    expect([d(mustang, 0, 1), d(mustang, 0, 3)]).toEqual([1, 3]);
    const scope = six({ inPlay: ['scope'] });
    expect([1, 2, 4, 5, 3].map((to) => d(scope, 0, to))).toEqual([1, 1, 1, 1, 2]);
    expect(d(scope, 3, 0)).toBe(3);
  });

  it('S10 Distance after eliminations', () => {
    const seats = five({ 0: { hand: ['duel'] }, 1: { hand: [{ key: 'bang', suit: 'clubs', rank: '9' }] }, 2: { life: 1 } });
    // Before P2's elimination P3 is 2 away: the Colt does not reach.
    const before = given({ seats, current: '1' });
    expect(distance(before.G, before.ctx, '1', '3')).toBe(2);
    expect(before.attempt('1', 'play', inHand(before, '1', 'bang'), '3').ok).toBe(false);
    const match = given({ seats });
    match.move('0', 'play', inHand(match, '0', 'duel'), '2');
    match.move('2', 'takeHit', version(match));
    expect(match.G.players['2']!.alive).toBe(false);
    expect(distance(match.G, match.ctx, '1', '3')).toBe(1);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'play', inHand(match, '1', 'bang'), '3');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['3'] });
  });
  it('S11 Panic! ignores weapons, uses horses', () => {
    const seats = five({ 0: { hand: ['panic'], inPlay: ['winchester'] }, 2: { hand: ['beer'] } });
    const match = given({ seats });
    expect(match.attempt('0', 'play', inHand(match, '0', 'panic'), '2', 'hand').ok).toBe(false);
    const scope = given({ seats: five({ 0: { hand: ['panic'], inPlay: ['winchester', 'scope'] }, 2: { hand: ['beer'] } }) });
    expect(scope.attempt('0', 'play', inHand(scope, '0', 'panic'), '2', 'hand').ok).toBe(true);
    const mustang = given({ seats: five({ 0: { hand: ['panic'], inPlay: ['winchester', 'scope'] }, 2: { hand: ['beer'], inPlay: ['mustang'] } }) });
    expect(mustang.attempt('0', 'play', inHand(mustang, '0', 'panic'), '2', 'hand').ok).toBe(false);
  });

  it('S12 Stacking character and card modifiers; floor at 1', () => {
    const match = given({
      seats: ROLES[7]!.map((role, seat) =>
        seat === 0 ? { role, character: 'rose_doolan', inPlay: ['scope'] } : seat === 1 ? { role, character: 'paul_regret', inPlay: ['mustang'] } : { role, character: noAbility },
      ),
    });
    const d = (from: number, to: number) => distance(match.G, match.ctx, String(from), String(to));
    expect([d(0, 1), d(0, 3), d(3, 1), d(1, 0)]).toEqual([1, 1, 4, 1]);
  });
});

describe('C. Draw! checks, Barrel, Slab, Jourdonnais', () => {
  it('S14 Barrel on a Heart; Missed! after a failed Barrel', () => {
    const seats = four({ 1: { hand: [{ key: 'bang', suit: 'diamonds', rank: '5' }] }, 2: { character: noAbility, inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }], hand: [{ key: 'missed', suit: 'spades', rank: '2' }] } });
    const heart = given({ seats, current: '1', top: [{ key: 'beer', suit: 'hearts', rank: '7' }] });
    heart.move('1', 'play', inHand(heart, '1', 'bang'), '2');
    heart.move('2', 'barrel', version(heart));
    expect(pending(heart).tag).toBeUndefined();
    expect(keyOf(heart.G.zones.discard![0]!)).toBe('beer');
    expect(life(heart, '2')).toBe(4);
    expect(heart.G.zones['hand:2']!.map(keyOf)).toEqual(['missed']);

    const clubs = given({ seats, current: '1', top: [{ key: 'cat_balou', suit: 'diamonds', rank: '9' }] });
    clubs.move('1', 'play', inHand(clubs, '1', 'bang'), '2');
    clubs.move('2', 'barrel', version(clubs));
    expect(pending(clubs)).toEqual({ tag: 'shot', awaiting: ['2'] });
    expect(clubs.attempt('2', 'barrel', version(clubs)).ok).toBe(false);
    clubs.move('2', 'missed', version(clubs), inHand(clubs, '2', 'missed'));
    expect(life(clubs, '2')).toBe(4);
  });

  it('S15 Slab the Killer vs Barrel (Heart, one Missed!)', () => {
    const seats = (hand: SeatSpec['hand']) =>
      four({ 1: { character: 'slab_the_killer', hand: [{ key: 'bang', suit: 'hearts', rank: 'K' }] }, 2: { character: noAbility, inPlay: [{ key: 'barrel', suit: 'spades', rank: 'K' }], hand } });
    const match = given({ seats: seats([{ key: 'missed', suit: 'spades', rank: '3' }]), current: '1', top: [{ key: 'panic', suit: 'hearts', rank: 'Q' }] });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'barrel', version(match));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '2')).toBe(4);

    const alone = given({ seats: seats([]), current: '1', top: [{ key: 'panic', suit: 'hearts', rank: 'Q' }] });
    alone.move('1', 'play', inHand(alone, '1', 'bang'), '2');
    alone.move('2', 'barrel', version(alone));
    alone.move('2', 'takeHit', version(alone));
    expect(life(alone, '2')).toBe(3);
  });

  it('S16 Slab vs Barrel: only one draw per Barrel', () => {
    const seats = (missed: number) =>
      four({
        1: { character: 'slab_the_killer', hand: ['bang'] },
        2: { character: noAbility, inPlay: ['barrel'], hand: [{ key: 'missed', suit: 'spades', rank: '4' }, { key: 'missed', suit: 'spades', rank: '5' }].slice(0, missed) as SeatSpec['hand'] },
      });
    const top = [{ key: 'bang' as const, suit: 'clubs' as const, rank: '2' as const }, { key: 'beer' as const, suit: 'hearts' as const, rank: '9' as const }];
    const both = given({ seats: seats(2), current: '1', top });
    both.move('1', 'play', inHand(both, '1', 'bang'), '2');
    both.move('2', 'barrel', version(both));
    expect(both.attempt('2', 'barrel', version(both)).ok).toBe(false);
    both.move('2', 'missed', version(both), both.G.zones['hand:2']![0]);
    both.move('2', 'missed', version(both), both.G.zones['hand:2']![0]);
    expect(life(both, '2')).toBe(4);

    const one = given({ seats: seats(1), current: '1', top });
    one.move('1', 'play', inHand(one, '1', 'bang'), '2');
    one.move('2', 'barrel', version(one));
    one.move('2', 'missed', version(one), one.G.zones['hand:2']![0]);
    one.move('2', 'takeHit', version(one));
    expect(life(one, '2')).toBe(3);
  });

  it('S17 Jourdonnais with a real Barrel vs Slab the Killer', () => {
    const seats = four({ 1: { character: 'slab_the_killer', hand: [{ key: 'bang', suit: 'diamonds', rank: '9' }] }, 2: { character: 'jourdonnais', inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }] } });
    const hearts = given({ seats, current: '1', top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'beer', suit: 'hearts', rank: '10' }] });
    hearts.move('1', 'play', inHand(hearts, '1', 'bang'), '2');
    hearts.move('2', 'barrel', version(hearts));
    hearts.move('2', 'barrel', version(hearts));
    expect(pending(hearts).tag).toBeUndefined();
    expect(life(hearts, '2')).toBe(4);
    expect(hearts.attempt('2', 'barrel', version(hearts)).ok).toBe(false);

    const one = given({ seats, current: '1', top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'bang', suit: 'clubs', rank: '6' }] });
    one.move('1', 'play', inHand(one, '1', 'bang'), '2');
    one.move('2', 'barrel', version(one));
    one.move('2', 'barrel', version(one));
    expect(pending(one)).toEqual({ tag: 'shot', awaiting: ['2'] });
    expect(one.attempt('2', 'barrel', version(one)).ok).toBe(false);
    one.move('2', 'takeHit', version(one));
    expect(life(one, '2')).toBe(3);
  });

  it('S19 Lucky Duke chooses the draw! result', () => {
    const match = given({
      seats: four({ 1: { character: 'lucky_duke', inPlay: [{ key: 'jail', suit: 'hearts', rank: '4' }] } }),
      top: [{ key: 'missed', suit: 'spades', rank: '7' }, { key: 'beer', suit: 'hearts', rank: 'J' }],
    });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    const beer = match.G.zones.reveal!.find((id) => keyOf(id) === 'beer')!;
    match.move('1', 'choose', version(match), beer);
    expect(match.G.zones['play:1']).toEqual([]);
    expect(match.G.zones.discard!.slice(0, 3).map(keyOf).sort()).toEqual(['beer', 'jail', 'missed']);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turn.phase).toBe('play');
  });

  it('S20 Dynamite: explode, pass, safe', () => {
    const at = (top: Parameters<typeof given>[0]['top']) => {
      const match = given({ seats: four({ 1: { character: noAbility, inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] } }), top });
      endTurn(match);
      return match;
    };
    const a = at([{ key: 'missed', suit: 'spades', rank: '5' }]);
    expect(life(a, '1')).toBe(1);
    expect(a.G.zones['play:1']).toEqual([]);
    expect(a.G.history.some((entry) => entry.kind === 'hit' && entry.source === null)).toBe(true);
    for (const safe of [{ key: 'volcanic', suit: 'spades', rank: '10' }, { key: 'beer', suit: 'hearts', rank: '8' }] as const) {
      const match = at([safe]);
      expect(life(match, '1')).toBe(4);
      expect(match.G.zones['play:2']!.map(keyOf)).toEqual(['dynamite']);
      expect(match.G.turn.phase).toBe('play');
    }
    expect(life(at([{ key: 'stagecoach', suit: 'spades', rank: '9' }]), '1')).toBe(1);
  });

  it('S21 Dynamite then Jail order', () => {
    const match = given({
      seats: four({ 1: { character: noAbility, inPlay: ['dynamite', { key: 'jail', suit: 'spades', rank: 'J' }], hand: [{ key: 'beer', suit: 'hearts', rank: 'J' }] }, 2: { character: noAbility } }),
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'bang', suit: 'clubs', rank: '7' }, { key: 'missed', suit: 'clubs', rank: 'K' }],
    });
    endTurn(match);
    const story = match.G.history
      .filter((entry) => ['check', 'dynamite-passed', 'skipped', 'turn', 'drew'].includes(entry.kind))
      .map((entry) => ('purpose' in entry ? `${entry.kind}:${entry.seat}:${entry.purpose}:${entry.success}` : `${entry.kind}:${'seat' in entry ? entry.seat : 'from' in entry ? `${entry.from}>${entry.to}` : ''}`));
    // Dynamite first (safe, passes to P2), then Jail (fails): no draw for P1; P2 checks the Dynamite at his own turn.
    expect(story).toEqual(['turn:1', 'check:1:dynamite:true', 'dynamite-passed:2>', 'check:1:jail:false', 'skipped:1', 'turn:2', 'check:2:dynamite:true', 'dynamite-passed:3>', 'drew:2'].map((line) => line.replace('dynamite-passed:2>', 'dynamite-passed:1>2').replace('dynamite-passed:3>', 'dynamite-passed:2>3')));
    expect(match.G.zones['hand:1']!.map(keyOf)).toEqual(['beer']);
    expect(match.ctx.currentPlayer).toBe('2');
  });

  it('S22 Dynamite kills before the Jail check', () => {
    const match = given({
      seats: five({ 1: { character: noAbility, life: 3, inPlay: ['dynamite', { key: 'jail', suit: 'spades', rank: '10' }] } }),
      top: [{ key: 'missed', suit: 'spades', rank: '8' }],
    });
    const handsBefore = ['0', '2', '3', '4'].map((seat) => match.G.zones[`hand:${seat}`]!.length);
    endTurn(match);
    expect(match.G.players['1']!.alive).toBe(false);
    expect(match.G.history.some((entry) => entry.kind === 'check' && entry.purpose === 'jail')).toBe(false);
    expect(match.G.zones.discard!.map(keyOf)).toContain('jail');
    expect(match.G.history.some((entry) => entry.kind === 'reward')).toBe(false);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(['0', '3', '4'].map((seat) => match.G.zones[`hand:${seat}`]!.length)).toEqual([handsBefore[0], handsBefore[2], handsBefore[3]]);
  });

  it('S24 Beer useless with two players left', () => {
    const seats = four({ 0: { life: 3, hand: [{ key: 'bang', suit: 'diamonds', rank: 'J' }] }, 1: { alive: false }, 2: { alive: false }, 3: { life: 1, hand: [{ key: 'beer', suit: 'hearts', rank: '9' }] } });
    const match = given({ seats });
    match.move('0', 'play', inHand(match, '0', 'bang'), '3');
    match.move('3', 'takeHit', version(match));
    // He may play the Beer (it can still be played, RULES.md §10.3 Beer), but it heals nothing.
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['3'] });
    expect(life(match, '3')).toBe(0);
    match.move('3', 'beer', version(match), inHand(match, '3', 'beer'));
    expect(match.G.history.find((entry) => entry.kind === 'healed')).toMatchObject({ seat: '3', amount: 0, life: 0 });
    expect(match.G.players['3']!.alive).toBe(false);
    expect(match.ctx.gameover).toEqual({ winner: 'law', winners: ['0'] });

    const own = given({ seats: four({ 0: { life: 3 }, 1: { alive: false }, 2: { alive: false }, 3: { life: 1, hand: ['beer'] } }), current: '3' });
    own.move('3', 'play', inHand(own, '3', 'beer'));
    expect(life(own, '3')).toBe(1);
    expect(own.G.zones['hand:3']).toEqual([]);
  });
  it('S25 Beer only on a lethal hit; allowed at full life', () => {
    const match = given({ seats: four({ 1: { hand: ['bang'] }, 2: { character: noAbility, life: 3, hand: [{ key: 'beer', suit: 'hearts', rank: '10' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(match.attempt('2', 'beer', version(match), inHand(match, '2', 'beer')).ok).toBe(false);
    match.move('2', 'takeHit', version(match));
    expect(life(match, '2')).toBe(2);
    expect(match.attempt('2', 'beer', version(match), inHand(match, '2', 'beer')).ok).toBe(false);

    const full = given({ seats: four({ 2: { character: noAbility, hand: ['beer', 'bang'] } }), current: '2' });
    full.move('2', 'play', inHand(full, '2', 'beer'));
    expect(life(full, '2')).toBe(4);
    expect(keyOf(full.G.zones.discard![0]!)).toBe('beer');
  });
});

describe('D. Jail', () => {
  it('S26 Jail on the Sheriff is forbidden', () => {
    const match = given({ seats: four({ 2: { hand: [{ key: 'jail', suit: 'hearts', rank: '4' }, 'jail'] } }), current: '2' });
    const [first, second] = match.G.zones['hand:2']!;
    expect(match.attempt('2', 'play', first, '0').ok).toBe(false);
    expect(match.attempt('2', 'play', first, '2').ok).toBe(false);
    match.move('2', 'play', first, '1');
    expect(match.G.zones['play:1']).toEqual([first]);
    expect(match.attempt('2', 'play', second, '1').ok).toBe(false);
  });

  it('S27 Escaping Jail', () => {
    const match = given({
      seats: four({ 2: { character: noAbility }, 3: { character: noAbility, inPlay: [{ key: 'jail', suit: 'spades', rank: '10' }] } }),
      top: [{ key: 'cat_balou', suit: 'hearts', rank: 'K' }],
      current: '2',
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.zones['play:3']).toEqual([]);
    expect(match.G.zones['hand:3']).toHaveLength(2);
    expect(match.G.turn.phase).toBe('play');
  });
});

describe('E. Eliminations, rewards, penalties, Vulture Sam', () => {
  it('S29 Killing an Outlaw (even as an Outlaw)', () => {
    const match = given({ seats: five({ 1: { hand: [{ key: 'bang', suit: 'clubs', rank: '2' }], inPlay: ['schofield'] }, 3: { role: 'outlaw', life: 1, hand: ['missed', 'stagecoach'] }, 2: { role: 'renegade' } }), current: '1' });
    const [top1, top2, top3] = match.G.zones.draw!;
    match.move('1', 'play', inHand(match, '1', 'bang'), '3');
    match.move('3', 'takeHit', version(match));
    expect(match.G.players['3']!.alive).toBe(false);
    expect(match.G.history.find((entry) => entry.kind === 'eliminated')).toMatchObject({ seat: '3', role: 'outlaw', by: '1' });
    expect(match.view('0').roles['3']).toBe('outlaw');
    expect(match.G.zones['hand:3']).toEqual([]);
    expect(match.G.zones.discard!.map(keyOf).sort()).toEqual(['bang', 'missed', 'stagecoach']);
    expect([...match.G.zones['hand:1']!].sort()).toEqual([top1, top2, top3].sort());
  });
  it('S30 Sheriff eliminates a Deputy', () => {
    const match = given({
      seats: five({ 0: { hand: [{ key: 'bang', suit: 'hearts', rank: 'A' }, 'beer', 'stagecoach', 'duel'], inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }, { key: 'schofield', suit: 'spades', rank: 'K' }] }, 4: { life: 1 } }),
    });
    const others = ['1', '2', '3'].map((seat) => [life(match, seat), match.G.zones[`hand:${seat}`]!.length]);
    match.move('0', 'play', inHand(match, '0', 'bang'), '4');
    match.move('4', 'takeHit', version(match));
    expect(match.G.players['4']!.alive).toBe(false);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(match.G.zones['play:0']).toEqual([]);
    expect(match.G.zones.discard!.map(keyOf).sort()).toEqual(['bang', 'barrel', 'beer', 'duel', 'schofield', 'stagecoach']);
    // No other effect: nobody else changes, no reward, the game goes on.
    expect(['1', '2', '3'].map((seat) => [life(match, seat), match.G.zones[`hand:${seat}`]!.length])).toEqual(others);
    expect(match.G.history.some((entry) => entry.kind === 'reward')).toBe(false);
    expect(match.ctx.gameover).toBeUndefined();
    expect(match.ctx.currentPlayer).toBe('0');
  });
  it('S31 Responsibility with Gatling and Indians!', () => {
    for (const card of ['gatling', 'indians'] as const) {
      const match = given({
        seats: five({ 0: { hand: [card] }, 1: { life: 3 }, 2: { life: 1 }, 3: { life: 3 }, 4: { life: 1 } }),
      });
      match.move('0', 'play', inHand(match, '0', card));
      for (const seat of ['1', '2', '3', '4']) match.move(seat, 'takeHit', version(match));
      expect(match.G.players['2']!.alive).toBe(false);
      expect(match.G.players['4']!.alive).toBe(false);
      expect(match.G.history.filter((entry) => entry.kind === 'reward' || entry.kind === 'penalty').map((entry) => entry.kind)).toEqual(['reward', 'penalty']);
      expect(match.G.zones['hand:0']).toEqual([]);
    }
  });

  it('S32 Dynamite deaths credit nobody', () => {
    const deputy = given({
      seats: five({ 3: { character: noAbility }, 4: { character: noAbility, life: 2, inPlay: ['dynamite'] }, 0: { hand: ['beer', 'bang'] } }),
      top: [{ key: 'missed', suit: 'spades', rank: '5' }],
      current: '3',
    });
    endTurn(deputy);
    expect(deputy.G.players['4']!.alive).toBe(false);
    expect(deputy.G.history.find((entry) => entry.kind === 'eliminated')).toMatchObject({ seat: '4', by: null });
    // No penalty for the Sheriff: he keeps his two cards and draws his phase 1 on top.
    expect(deputy.G.history.some((entry) => entry.kind === 'penalty')).toBe(false);
    expect(deputy.G.zones['hand:0']).toHaveLength(4);
    const outlaw = given({
      seats: five({ 3: { character: noAbility }, 4: { role: 'outlaw', character: noAbility, life: 2, inPlay: ['dynamite'] }, 1: { role: 'deputy' } }),
      top: [{ key: 'missed', suit: 'spades', rank: '5' }],
      current: '3',
    });
    const hands = ['0', '1', '2', '3'].map((seat) => outlaw.G.zones[`hand:${seat}`]!.length);
    endTurn(outlaw);
    expect(outlaw.G.players['4']!.alive).toBe(false);
    expect(outlaw.G.history.some((entry) => entry.kind === 'reward')).toBe(false);
    // Nobody draws 3: only the next player's phase 1 (the Sheriff, seat 0) adds cards.
    expect(['0', '1', '2', '3'].map((seat) => outlaw.G.zones[`hand:${seat}`]!.length)).toEqual([hands[0]! + 2, hands[1], hands[2], hands[3]]);
    // El Gringo draws nothing for Dynamite damage (as the Sheriff he has 4 life and survives it).
    const gringo = given({
      seats: five({ 0: { character: 'el_gringo', hand: ['beer'], inPlay: ['dynamite'] }, 4: { hand: ['bang', 'missed'] } }),
      top: [{ key: 'missed', suit: 'spades', rank: '5' }],
      current: '4',
    });
    endTurn(gringo);
    expect(life(gringo, '0')).toBe(1);
    expect(gringo.G.history.some((entry) => entry.kind === 'took')).toBe(false);
    expect(gringo.G.zones['hand:4']).toHaveLength(2);
    expect(gringo.G.zones['hand:0']).toHaveLength(3);
  });
  it('S34 Greg Digger and Herb Hunter', () => {
    const match = given({
      seats: [
        plain('sheriff'),
        plain('deputy', { character: 'greg_digger', life: 1 }),
        plain('renegade', { character: 'herb_hunter', hand: ['bang'], inPlay: ['schofield'] }),
        plain('deputy'),
        plain('outlaw', { life: 1 }),
      ],
      current: '2',
    });
    match.move('2', 'play', inHand(match, '2', 'bang'), '4');
    match.move('4', 'takeHit', version(match));
    expect(match.G.players['4']!.alive).toBe(false);
    expect(life(match, '1')).toBe(3);
    // 2 for his ability and 3 for killing an Outlaw.
    expect(match.G.zones['hand:2']).toHaveLength(5);
    expect(match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === '2').map((entry) => entry.kind === 'drew' && entry.count).sort()).toEqual([2, 3]);
  });

  it('S35 Eliminated player’s turn and distances', () => {
    const match = given({ seats: five({ 2: { life: 1, hand: ['duel'] }, 3: { hand: ['bang'] } }), current: '2' });
    match.move('2', 'play', inHand(match, '2', 'duel'), '3');
    match.move('3', 'bang', version(match), inHand(match, '3', 'bang'));
    match.move('2', 'takeHit', version(match));
    expect(match.G.players['2']!.alive).toBe(false);
    expect(match.G.history.find((entry) => entry.kind === 'eliminated')).toMatchObject({ seat: '2', by: '3' });
    expect(match.ctx.currentPlayer).toBe('3');
    expect(distance(match.G, match.ctx, '1', '3')).toBe(1);
  });
});

describe('F. Victory conditions', () => {
  it('S36 Sheriff killed, only the Renegade alive', () => {
    const seats = four({ 0: { life: 1 }, 1: { alive: false }, 2: { role: 'renegade', hand: ['bang'] }, 3: { role: 'outlaw', alive: false } });
    const match = given({ seats, current: '2' });
    match.move('2', 'play', inHand(match, '2', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    expect(match.ctx.gameover).toEqual({ winner: 'renegade', winners: ['2'] });
    // Or the Dynamite does it: the cause does not matter.
    const dynamite = given({ seats: four({ 0: { life: 1, inPlay: ['dynamite'] }, 1: { alive: false }, 2: { role: 'renegade' }, 3: { role: 'outlaw', alive: false } }), current: '2', top: [{ key: 'missed', suit: 'spades', rank: '7' }] });
    endTurn(dynamite);
    expect(dynamite.G.history.find((entry) => entry.kind === 'eliminated')).toMatchObject({ seat: '0', by: null });
    expect(dynamite.ctx.gameover).toEqual({ winner: 'renegade', winners: ['2'] });
  });
  it('S37 Renegade kills the Sheriff too early', () => {
    const match = given({
      seats: four({ 0: { life: 1 }, 1: { role: 'outlaw' }, 2: { role: 'renegade', hand: ['bang'], inPlay: ['schofield'] }, 3: { role: 'outlaw', alive: false } }),
      current: '2',
    });
    match.move('2', 'play', inHand(match, '2', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    // The Outlaws win, the living P1 and the dead P3; the Renegade loses.
    expect(match.ctx.gameover).toEqual({ winner: 'outlaws', winners: ['1', '3'] });
  });
  it('S39 Law wins; dead Deputies win too', () => {
    const roles = ['sheriff', 'deputy', 'outlaw', 'outlaw', 'outlaw', 'deputy', 'renegade'] as const;
    const match = given({
      seats: roles.map((role, seat) => ({ role, character: noAbility, alive: seat === 0 || seat === 1 || seat === 6, ...(seat === 6 ? { life: 1 } : {}), ...(seat === 0 ? { hand: ['bang' as const] } : {}) })),
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '6');
    match.move('6', 'takeHit', version(match));
    expect(match.ctx.gameover).toEqual({ winner: 'law', winners: ['0', '1', '5'] });
  });

  it('S40 All Outlaws dead, Renegade alive: game continues', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { life: 1 }, 2: { alive: false } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(match.G.players['1']!.alive).toBe(false);
    expect(match.G.result).toBeNull();
    expect(match.ctx.gameover).toBeUndefined();
    // Play continues: the Sheriff's turn goes on, then the Renegade's.
    expect([match.ctx.currentPlayer, match.G.turn.phase]).toEqual(['0', 'play']);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
  });

  it('S41 Eight players: Sheriff vs two Renegades', () => {
    const roles = ['sheriff', 'deputy', 'outlaw', 'renegade', 'outlaw', 'deputy', 'renegade', 'outlaw'] as const;
    const alive = new Set([0, 3, 6]);
    const table = (extra: Partial<Record<number, Partial<SeatSpec>>>) =>
      given({
        seats: roles.map((role, seat) => ({ ...plain(role, { alive: alive.has(seat) }), ...extra[seat] })),
        current: '3',
      });
    // Three living players: the Sheriff and P6 sit one seat either side of P3.
    const match = table({ 0: { life: 1 }, 3: { hand: ['bang'] } });
    match.move('3', 'play', inHand(match, '3', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    expect(match.ctx.gameover).toEqual({ winner: 'outlaws', winners: ['2', '4', '7'] });

    // P3 first eliminates P6, later the Sheriff: he wins alone.
    const variant = table({ 0: { life: 1 }, 3: { hand: ['bang', 'bang'] }, 6: { life: 1 } });
    variant.move('3', 'play', inHand(variant, '3', 'bang'), '6');
    variant.move('6', 'takeHit', version(variant));
    expect(variant.G.players['6']!.alive).toBe(false);
    expect(variant.ctx.gameover).toBeUndefined();
    variant.move('3', 'play', inHand(variant, '3', 'bang'), '0');
    variant.move('0', 'takeHit', version(variant));
    expect(variant.ctx.gameover).toEqual({ winner: 'renegade', winners: ['3'] });
  });

  it('S42 Three players: wrong killer', () => {
    const match = given({
      seats: [plain('deputy'), plain('outlaw', { hand: ['bang'] }), plain('renegade', { life: 1, hand: ['missed'] })],
      current: '1',
    });
    // Every role is face up, with its target.
    expect(match.G.targets).toEqual({ 0: '2', 1: '0', 2: '1' });
    for (const viewer of ['0', '1', '2', null]) expect(match.view(viewer).roles).toEqual({ 0: 'deputy', 1: 'outlaw', 2: 'renegade' });
    const cards = match.G.zones['hand:1']!.length;
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect(match.G.players['2']!.alive).toBe(false);
    // Nobody wins yet; the Outlaw draws 3 for the kill; now the last one alive wins.
    expect(match.ctx.gameover).toBeUndefined();
    expect(match.G.zones['hand:1']).toHaveLength(cards - 1 + 3);
    expect(match.G.history.find((entry) => entry.kind === 'reward')).toMatchObject({ seat: '1', anyKill: true });
    expect(match.G.lastStanding).toBe(true);
    // Beer has no effect any more.
    const beer = given({
      seats: [plain('deputy', { life: 2, hand: ['beer'] }), plain('outlaw'), plain('renegade', { alive: false })],
    });
    beer.move('0', 'play', inHand(beer, '0', 'beer'));
    expect(life(beer, '0')).toBe(2);
  });

  it('S42 Three players: the hunter who eliminates his own target wins at once; the Deputy plays first', () => {
    const match = given({
      seats: [plain('deputy', { hand: ['bang'] }), plain('outlaw'), plain('renegade', { life: 1 })],
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '2');
    match.move('2', 'takeHit', version(match));
    expect(match.ctx.gameover).toEqual({ winner: 'target', winners: ['0'] });
    // After another death, the survivor wins whoever kills the other (here a Dynamite).
    const last = given({
      seats: [plain('deputy', { life: 1, inPlay: ['dynamite'] }), plain('outlaw', { alive: false }), plain('renegade')],
      current: '2',
      top: [{ key: 'missed', suit: 'spades', rank: '5' }],
    });
    last.G.lastStanding = true;
    endTurn(last);
    expect(last.ctx.gameover).toEqual({ winner: 'survivor', winners: ['2'] });
    // A match of three: the Deputy takes the first turn, and nobody starts with a Sheriff's extra life.
    const dealt = createMatch({ game, numPlayers: 3, seed: 'three' });
    const deputy = Object.keys(dealt.G.roles).find((seat) => dealt.G.roles[seat] === 'deputy')!;
    expect(dealt.ctx.currentPlayer).toBe(deputy);
    expect(Object.values(dealt.G.roles).sort()).toEqual(['deputy', 'outlaw', 'renegade']);
    for (const seat of ['0', '1', '2']) expect(dealt.G.players[seat]!.maxLife).toBe(character(dealt.G.players[seat]!.character).life);
  });

  it('S44 Game stops mid-Gatling', () => {
    const match = given({
      seats: [
        { role: 'sheriff', character: noAbility, life: 3 },
        { role: 'outlaw', character: noAbility, life: 1 },
        { role: 'renegade', character: noAbility, life: 1 },
        { role: 'deputy', character: noAbility, hand: ['gatling'] },
      ],
      current: '3',
    });
    match.move('3', 'play', inHand(match, '3', 'gatling'));
    match.move('0', 'takeHit', version(match));
    expect(life(match, '0')).toBe(2);
    match.move('1', 'takeHit', version(match));
    expect(match.G.zones['hand:3']).toHaveLength(3);
    match.move('2', 'takeHit', version(match));
    expect(match.ctx.gameover).toEqual({ winner: 'law', winners: ['0', '3'] });
  });
});

describe('G. Base brown cards', () => {
  it('S45 Duel alternation', () => {
    const match = given({
      seats: four({
        1: { character: noAbility, hand: ['duel', { key: 'bang', suit: 'clubs', rank: '6' }, 'stagecoach'] },
        3: { character: noAbility, hand: [{ key: 'bang', suit: 'clubs', rank: '7' }, { key: 'bang', suit: 'clubs', rank: '8' }] },
      }),
      top: [{ key: 'bang', suit: 'diamonds', rank: '9' }, { key: 'missed', suit: 'spades', rank: '6' }],
      current: '1',
    });
    match.move('1', 'play', inHand(match, '1', 'duel'), '3');
    expect(pending(match)).toEqual({ tag: 'duel', awaiting: ['3'] });
    match.move('3', 'bang', version(match), match.G.zones['hand:3']![0]);
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    match.move('3', 'bang', version(match), match.G.zones['hand:3']![0]);
    expect(pending(match)).toEqual({ tag: 'duel', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.move)).toEqual(['takeHit']);
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(3);
    expect(pending(match).tag).toBeUndefined();
    // He gets a BANG! and may still play it: Duel discards do not count.
    match.move('1', 'play', inHand(match, '1', 'stagecoach'));
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
  });
  it('S46 No Missed! or Barrel in a Duel', () => {
    const match = given({ seats: four({ 1: { hand: ['duel'] }, 3: { character: noAbility, inPlay: ['barrel'], hand: [{ key: 'missed', suit: 'spades', rank: '2' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'duel'), '3');
    expect(match.attempt('3', 'barrel', version(match)).ok).toBe(false);
    expect(match.attempt('3', 'missed', version(match), inHand(match, '3', 'missed')).ok).toBe(false);
    expect(match.attempt('3', 'bang', version(match), inHand(match, '3', 'missed')).ok).toBe(false);
    match.move('3', 'takeHit', version(match));
    expect(life(match, '3')).toBe(3);

    const calamity = given({ seats: four({ 1: { hand: ['duel'] }, 3: { character: 'calamity_janet', hand: [{ key: 'missed', suit: 'spades', rank: '2' }] } }), current: '1' });
    calamity.move('1', 'play', inHand(calamity, '1', 'duel'), '3');
    calamity.move('3', 'bang', version(calamity), inHand(calamity, '3', 'missed'));
    expect(pending(calamity)).toEqual({ tag: 'duel', awaiting: ['1'] });
  });

  it('S47 General Store picking order', () => {
    const top = [
      { key: 'beer', suit: 'hearts', rank: '6' },
      { key: 'bang', suit: 'diamonds', rank: '2' },
      { key: 'missed', suit: 'spades', rank: '4' },
      { key: 'panic', suit: 'hearts', rank: 'A' },
      { key: 'jail', suit: 'hearts', rank: '4' },
    ] as const;
    const match = given({ seats: five({ 2: { hand: [{ key: 'general_store', suit: 'clubs', rank: '9' }] } }), current: '2', top: [...top] });
    const topFive = match.G.zones.draw!.slice(0, 5);
    const sixth = match.G.zones.draw![5];
    match.move('2', 'play', inHand(match, '2', 'general_store'));
    // Exactly the top five are revealed, for everyone to see.
    expect([...match.G.zones.store!].sort()).toEqual([...topFive].sort());
    expect(match.G.zones.store!.map((id) => `${keyOf(id)} ${card(id).rank} ${card(id).suit}`).sort()).toEqual(top.map(({ key, suit, rank }) => `${key} ${rank} ${suit}`).sort());
    expect(match.view('0').zones.store).toEqual(match.G.zones.store);
    expect(match.G.zones.draw![0]).toBe(sixth);
    const order: string[] = [];
    let last: string | undefined;
    while (pending(match).tag === 'store') {
      const [seat] = pending(match).awaiting;
      order.push(seat!);
      // Each takes the last card shown; the one left at the end goes to the last picker.
      if (match.G.zones.store!.length === 1) last = match.G.zones.store![0];
      match.move(seat!, 'pick', version(match), match.G.zones.store!.at(-1));
    }
    expect(order).toEqual(['2', '3', '4', '0', '1']);
    expect(match.G.zones.store).toEqual([]);
    expect(last).toBeDefined();
    expect(match.G.zones['hand:1']).toContain(last);
    expect(match.G.history.filter((entry) => entry.kind === 'picked').map((entry) => entry.kind === 'picked' && entry.seat)).toEqual(order);

    const four_ = given({ seats: five({ 2: { hand: ['general_store'] }, 4: { alive: false } }), current: '2' });
    four_.move('2', 'play', inHand(four_, '2', 'general_store'));
    expect(four_.G.zones.store).toHaveLength(4);
    const pickers: string[] = [];
    while (pending(four_).tag === 'store') {
      pickers.push(pending(four_).awaiting[0]!);
      four_.move(pickers.at(-1)!, 'pick', version(four_), four_.G.zones.store![0]);
    }
    expect(pickers).toEqual(['2', '3', '0', '1']);
  });
  it('S49 Cat Balou and Panic! targets', () => {
    const match = given({
      seats: ROLES[7]!.map((role, seat) => ({
        role,
        character: noAbility,
        ...(seat === 1 ? { hand: [{ key: 'cat_balou' as const, suit: 'diamonds' as const, rank: '10' as const }, { key: 'cat_balou' as const, suit: 'diamonds' as const, rank: 'J' as const }, { key: 'panic' as const, suit: 'hearts' as const, rank: 'Q' as const }] } : {}),
        ...(seat === 4 ? { hand: ['beer' as const, 'missed' as const], inPlay: ['volcanic' as const] } : {}),
        ...(seat === 2 ? { inPlay: ['barrel' as const] } : {}),
      })),
      current: '1',
    });
    const volcanic = match.G.zones['play:4']![0]!;
    const [first, second] = match.G.zones['hand:1']!.filter((id) => keyOf(id) === 'cat_balou');
    match.move('1', 'play', first, '4', volcanic);
    expect(match.G.zones['play:4']).toEqual([]);
    match.move('1', 'play', second, '4', 'hand');
    expect(match.G.zones['hand:4']).toHaveLength(1);
    const panic = inHand(match, '1', 'panic');
    expect(match.attempt('1', 'play', panic, '4', 'hand').ok).toBe(false);
    const barrel = match.G.zones['play:2']![0]!;
    match.move('1', 'play', panic, '2', barrel);
    expect(match.G.zones['hand:1']).toContain(barrel);
  });

  it('S50 Saloon and max life', () => {
    const match = given({ seats: four({ 1: { character: noAbility, life: 2, hand: [{ key: 'saloon', suit: 'hearts', rank: '5' }] }, 2: { character: 'paul_regret' }, 3: { life: 1 } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'saloon'));
    expect(['0', '1', '2', '3'].map((seat) => life(match, seat))).toEqual([5, 3, 3, 2]);

    const dying = given({ seats: four({ 0: { hand: ['bang'] }, 1: { character: noAbility, life: 1, hand: ['saloon'] } }) });
    dying.move('0', 'play', inHand(dying, '0', 'bang'), '1');
    dying.move('1', 'takeHit', version(dying));
    expect(dying.G.players['1']!.alive).toBe(false);
  });

  it('S51 Stagecoach and Wells Fargo', () => {
    const match = given({ seats: four({ 1: { character: noAbility, hand: [{ key: 'stagecoach', suit: 'spades', rank: '9' }, { key: 'wells_fargo', suit: 'hearts', rank: '3' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'stagecoach'));
    expect(match.G.zones['hand:1']).toHaveLength(3);
    match.move('1', 'play', inHand(match, '1', 'wells_fargo'));
    expect(match.G.zones['hand:1']).toHaveLength(5);
  });
});

describe('H. Base characters', () => {
  it('S52 Calamity Janet', () => {
    const match = given({ seats: four({ 1: { character: 'calamity_janet', hand: [{ key: 'missed', suit: 'clubs', rank: 'Q' }, { key: 'bang', suit: 'clubs', rank: '4' }] }, 2: { character: noAbility } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'missed'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(match.attempt('1', 'play', inHand(match, '1', 'bang'), '2').ok).toBe(false);
    match.move('1', 'endPlay');
    // Later, shot at herself, she answers with the BANG! as a Missed!.
    const later = given({ seats: four({ 1: { character: 'calamity_janet', hand: ['bang'] }, 3: { hand: ['bang'], inPlay: ['winchester'] } }), current: '3' });
    later.move('3', 'play', inHand(later, '3', 'bang'), '1');
    later.move('1', 'missed', version(later), inHand(later, '1', 'bang'));
    expect(life(later, '1')).toBe(4);
  });

  it('S54 Bart Cassidy', () => {
    const match = given({ seats: four({ 1: { character: noAbility }, 2: { character: 'bart_cassidy', inPlay: ['dynamite'] } }), top: [{ key: 'missed', suit: 'spades', rank: '5' }], current: '1' });
    endTurn(match);
    expect(life(match, '2')).toBe(1);
    // Three cards for the three life points, then his phase 1.
    expect(match.G.zones['hand:2']).toHaveLength(5);
  });

  it('S55 Black Jack', () => {
    const top = (second: { key: 'panic' | 'missed'; suit: 'diamonds' | 'spades'; rank: '8' | '7' }) => [{ key: 'bang' as const, suit: 'clubs' as const, rank: '2' as const }, second, { key: 'beer' as const, suit: 'hearts' as const, rank: '6' as const }];
    const red = given({ seats: four({ 1: { character: 'black_jack' } }), top: top({ key: 'panic', suit: 'diamonds', rank: '8' }) });
    endTurn(red);
    expect(red.G.zones['hand:1']!.map(keyOf).sort()).toEqual(['bang', 'beer', 'panic']);
    expect(red.G.history.some((entry) => entry.kind === 'shown' && entry.card.key === 'panic')).toBe(true);
    const black = given({ seats: four({ 1: { character: 'black_jack' } }), top: top({ key: 'missed', suit: 'spades', rank: '7' }) });
    endTurn(black);
    expect(black.G.zones['hand:1']!.map(keyOf).sort()).toEqual(['bang', 'missed']);
  });

  it('S56 Kit Carlson', () => {
    const match = given({
      seats: four({ 1: { character: 'kit_carlson' } }),
      top: [{ key: 'jail', suit: 'hearts', rank: '4' }, { key: 'beer', suit: 'hearts', rank: '9' }, { key: 'bang', suit: 'diamonds', rank: '6' }],
    });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    // Only he sees the three cards.
    expect(match.view('1').zones['look:1']).toHaveLength(3);
    expect(match.view('2').zones['look:1']!.every((id) => id === '?')).toBe(true);
    const jail = match.G.zones['look:1']!.find((id) => keyOf(id) === 'jail')!;
    match.move('1', 'choose', version(match), jail);
    expect(match.G.zones.draw![0]).toBe(jail);
    expect(match.G.zones['hand:1']!.map(keyOf).sort()).toEqual(['bang', 'beer']);
    // The card put back is redacted from everyone else's log.
    const others = match.received('2').log.filter((entry) => entry.action.payload.type === 'choose');
    expect(JSON.stringify(others)).not.toContain(jail);
  });

  it('S57 Suzy Lafayette out of turn', () => {
    const match = given({ seats: four({ 1: { hand: ['bang'] }, 2: { character: 'suzy_lafayette', hand: [{ key: 'missed', suit: 'clubs', rank: 'K' }] } }), current: '1' });
    match.move('1', 'play', inHand(match, '1', 'bang'), '2');
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.zones['hand:2']).toHaveLength(1);
  });

  it('S59 Jesse Jones and Pedro Ramirez', () => {
    const jesse = given({ seats: four({ 1: { character: 'jesse_jones' }, 3: { hand: ['beer', 'missed'] } }) });
    endTurn(jesse);
    expect(pending(jesse)).toEqual({ tag: 'choice', awaiting: ['1'] });
    jesse.move('1', 'choose', version(jesse), '3');
    expect(jesse.G.zones['hand:3']).toHaveLength(1);
    expect(jesse.G.zones['hand:1']).toHaveLength(2);

    const pedro = given({ seats: four({ 0: { hand: [{ key: 'beer', suit: 'hearts', rank: 'J' }] }, 1: { character: 'pedro_ramirez' } }) });
    pedro.move('0', 'play', inHand(pedro, '0', 'beer'));
    endTurn(pedro);
    pedro.move('1', 'choose', version(pedro), 'discard');
    expect(pedro.G.zones['hand:1']!.map(keyOf)).toContain('beer');
    expect(pedro.G.zones['hand:1']).toHaveLength(2);
  });
});
