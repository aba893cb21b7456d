// The Wild West Show event scenarios (section L of SCENARIOS-WILD-WEST-SHOW-GOLD-RUSH.md), named
// after their ids, and a test through the game's moves for each event and ruling beyond them.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { keyOf } from './cards';
import { chatClosed } from './chat';
import { buildShowDeck } from './events';
import { distance } from './engine/distance';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import { seated } from './seats';
import { table } from './table';
import { optionsFrom, showFor } from './setup';
import type { BangState } from './state';
import { visibility } from './visibility';

type Seats = SeatSpec[];
// Sid Ketchum at full life: an ability that never matters here (Willy the Kid's would, under Showdown).
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'sid_ketchum', ...extra });
const seats = (count: number, overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[count]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const handKeys = (match: Match<BangState>, seat: string) => hand(match, seat).map(keyOf).sort();
const kinds = (match: Match<BangState>, ...wanted: string[]) => match.G.history.filter((entry) => wanted.includes(entry.kind)).map((entry) => entry.kind);
const shown = (match: Match<BangState>) => match.G.show?.event ?? null;

describe('Wild West Show events: scenarios (section L)', () => {
  it('S100 Reveal on Stagecoach / Wells Fargo only', () => {
    const match = given({
      seats: seats(5, {
        1: { hand: [{ key: 'stagecoach', suit: 'spades', rank: '9' }, { key: 'wells_fargo' }, { key: 'stagecoach' }], inPlay: [{ key: 'pony_express' }] },
      }),
      current: '1',
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'bang', suit: 'diamonds', rank: '2' }],
      show: { stack: ['sacagaway', 'miss_susanna', 'wild_west_show'] },
    });
    match.move('1', 'play', inHand(match, '1', 'stagecoach'));
    // The Stagecoach draws first, then Sacagaway is revealed.
    expect(handKeys(match, '1')).toEqual(['bang', 'beer', 'stagecoach', 'wells_fargo']);
    expect(kinds(match, 'drew', 'show-event')).toEqual(['drew', 'show-event']);
    expect(shown(match)).toBe('sacagaway');
    // Every hand is now shown to every player and to spectators.
    expect(visibility.view(match.G, '3').zones['hand:1']).toEqual(hand(match, '1'));
    expect(visibility.view(match.G, null).zones['hand:4']).toEqual(hand(match, '4'));
    // Pony Express draws 3 and reveals nothing (ruling).
    match.move('1', 'use', match.G.zones['play:1']![0]);
    expect(shown(match)).toBe('sacagaway');
    expect(match.G.show!.stack).toEqual(['miss_susanna', 'wild_west_show']);
    // Wells Fargo: 3 cards, then Miss Susanna takes Sacagaway's place (the same player may reveal again, ruling).
    const before = hand(match, '1').length;
    match.move('1', 'play', inHand(match, '1', 'wells_fargo'));
    expect(hand(match, '1').length).toBe(before - 1 + 3);
    expect(shown(match)).toBe('miss_susanna');
    expect(visibility.view(match.G, '3').zones['hand:1']).not.toEqual(hand(match, '1'));
    // The final card comes out and then stays: later plays reveal nothing.
    match.move('1', 'play', inHand(match, '1', 'stagecoach'));
    expect(shown(match)).toBe('wild_west_show');
    expect(match.G.show!.stack).toEqual([]);
  });

  it('S100 once Wild West Show is out, a Stagecoach reveals nothing more', () => {
    const match = given({ seats: seats(4, { 0: { hand: ['stagecoach'] } }), show: { event: 'wild_west_show', stack: [] } });
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    expect(shown(match)).toBe('wild_west_show');
    expect(kinds(match, 'show-event')).toEqual([]);
  });

  it('S101 Two event systems and start-of-turn order', () => {
    const match = given({
      seats: seats(5, {
        2: { life: 1, hand: [{ key: 'beer', suit: 'hearts', rank: '7' }, { key: 'missed', suit: 'spades', rank: '2' }, { key: 'panic', suit: 'diamonds', rank: '8' }], inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] },
      }),
      current: '1',
      event: 'high_noon',
      show: { event: 'darling_valentine', stack: ['wild_west_show'] },
      top: [{ key: 'saloon', suit: 'hearts', rank: '5' }, { key: 'jail', suit: 'hearts', rank: '4' }, { key: 'cat_balou', suit: 'hearts', rank: 'K' }, { key: 'wells_fargo', suit: 'hearts', rank: '3' }],
    });
    endTurn(match);
    // High Noon first: P2 at 0 drinks his Beer.
    expect(match.ctx.currentPlayer).toBe('2');
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(match.G.zones['play:2']!.map(keyOf)).toEqual(['dynamite']);
    match.move('2', 'beer', version(match), inHand(match, '2', 'beer'));
    expect(life(match, '2')).toBe(1);
    // Then Darling Valentine, then the Dynamite on Cat Balou (K♥): it passes to P3; then phase 1.
    const lines = match.G.history.map((entry) => entry.kind).filter((kind) => ['hit', 'healed', 'discarded', 'drew', 'check', 'dynamite-passed'].includes(kind));
    expect(lines).toEqual(['hit', 'healed', 'discarded', 'discarded', 'drew', 'check', 'dynamite-passed', 'drew']);
    expect(match.G.zones['play:3']!.map(keyOf)).toEqual(['dynamite']);
    expect(hand(match, '2')).toHaveLength(4);
    expect(handKeys(match, '2')).toEqual(expect.arrayContaining(['jail', 'saloon', 'wells_fargo']));
    expect(match.G.turn.phase).toBe('play');
  });

  it('S102 Miss Susanna counting: cards played before the reveal count', () => {
    const match = given({
      seats: seats(4, { 1: { life: 3, hand: [{ key: 'beer', suit: 'hearts', rank: '8' }, { key: 'wells_fargo' }, { key: 'mustang', suit: 'hearts', rank: '8' }, { key: 'missed', suit: 'spades', rank: '4' }, { key: 'volcanic', suit: 'clubs', rank: '10' }] } }),
      current: '1',
      show: { stack: ['miss_susanna', 'wild_west_show'] },
    });
    match.move('1', 'play', inHand(match, '1', 'beer'));
    match.move('1', 'play', inHand(match, '1', 'wells_fargo'));
    expect(shown(match)).toBe('miss_susanna');
    match.move('1', 'play', inHand(match, '1', 'mustang'));
    expect(match.G.turn.played).toBe(3);
    endTurn(match);
    expect(life(match, '1')).toBe(4);
    expect(kinds(match, 'too-few-played')).toEqual([]);
  });

  it('S102 Miss Susanna counting: two cards played lose a life after phase 3, nobody responsible', () => {
    const match = given({
      seats: seats(4, { 1: { life: 3, hand: [{ key: 'beer', suit: 'hearts', rank: '8' }, { key: 'wells_fargo' }, { key: 'mustang', suit: 'hearts', rank: '8' }, { key: 'missed', suit: 'spades', rank: '4' }, { key: 'volcanic', suit: 'clubs', rank: '10' }] } }),
      current: '1',
      show: { stack: ['miss_susanna', 'wild_west_show'] },
    });
    match.move('1', 'play', inHand(match, '1', 'wells_fargo'));
    match.move('1', 'play', inHand(match, '1', 'mustang'));
    endTurn(match);
    expect(kinds(match, 'discarded').length).toBeGreaterThan(0);
    expect(life(match, '1')).toBe(2);
    expect(match.G.history.filter((entry) => entry.kind === 'hit')).toMatchObject([{ seat: '1', amount: 1, source: null }]);
    const order = match.G.history.map((entry) => entry.kind);
    // After phase 3: the discards, then the loss.
    expect(order.lastIndexOf('discarded')).toBeLessThan(order.indexOf('too-few-played'));
    expect(match.ctx.currentPlayer).toBe('2');
  });

  it('S102 Miss Susanna counting: a turn lost in Jail costs no life (ruling)', () => {
    const match = given({
      seats: seats(4, { 2: { inPlay: ['jail'] } }),
      current: '1',
      played: 3,
      show: { event: 'miss_susanna', stack: ['wild_west_show'] },
      top: [{ key: 'bang', suit: 'diamonds', rank: '2' }],
    });
    endTurn(match);
    expect(kinds(match, 'skipped')).toEqual(['skipped']);
    expect(life(match, '2')).toBe(4);
    expect(match.ctx.currentPlayer).toBe('3');
  });

  it('S103 Showdown', () => {
    const match = given({
      seats: seats(5, { 0: { hand: ['missed'] }, 1: { hand: [{ key: 'beer', suit: 'hearts', rank: '9' }, { key: 'cat_balou', suit: 'diamonds', rank: '9' }, { key: 'bang', suit: 'diamonds', rank: '3' }] }, 2: { hand: [{ key: 'bang', suit: 'diamonds', rank: '4' }] } }),
      current: '1',
      show: { event: 'showdown', stack: ['wild_west_show'] },
    });
    const beer = inHand(match, '1', 'beer');
    // P3 is out of reach; the BANG! card can never be played to shoot.
    const moves = legalMoves(match.G, match.ctx, '1');
    expect(moves).toContainEqual({ move: 'showdown_bang', args: [beer, '2'] });
    expect(moves).not.toContainEqual({ move: 'showdown_bang', args: [beer, '3'] });
    expect(moves.filter((move) => move.move === 'play' && move.args![0] === inHand(match, '1', 'bang'))).toEqual([]);
    match.move('1', 'showdown_bang', beer, '2');
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'played', seat: '1', card: 'beer', as: 'bang', target: '2' }));
    expect(match.G.turn.bangs).toBe(1);
    // P2 cancels it with his BANG! as a Missed!.
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'missed', version(match), inHand(match, '2', 'bang'));
    expect(life(match, '2')).toBe(4);
    // The allowance is used: Cat Balou as a second BANG! is refused.
    expect(legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'showdown_bang')).toEqual([]);
    // Cat Balou still plays as itself.
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'play' && move.args![0] === inHand(match, '1', 'cat_balou'))).toBe(true);
  });

  it('S103 Showdown: Big Spencer may not play a BANG! card as a Missed! (ruling, §W5.1)', () => {
    const match = given({
      seats: seats(5, { 1: { hand: ['beer'] }, 2: { character: 'big_spencer', hand: ['bang'] } }),
      current: '1',
      show: { event: 'showdown', stack: ['wild_west_show'] },
    });
    match.move('1', 'showdown_bang', inHand(match, '1', 'beer'), '2');
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    expect(legalMoves(match.G, match.ctx, '2').map((move) => move.move)).not.toContain('missed');
    expect(match.attempt('2', 'missed', version(match), inHand(match, '2', 'bang')).ok).toBe(false);
  });

  it('S100 a Stagecoach repeated by Lee Van Kliff reveals nothing (ruling, §W3, §W5.6)', () => {
    const match = given({
      seats: seats(4, { 0: { character: 'lee_van_kliff', hand: ['stagecoach', 'bang'] } }),
      show: { stack: ['sacagaway', 'miss_susanna', 'wild_west_show'] },
    });
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    expect(shown(match)).toBe('sacagaway');
    const before = hand(match, '0').length;
    const repeat = legalMoves(match.G, match.ctx, '0').find((move) => move.move === 'repeatCard');
    expect(repeat).toBeDefined();
    match.move('0', 'repeatCard', ...repeat!.args!);
    // The Stagecoach's two cards again, for the BANG! discarded, and no new event.
    expect(hand(match, '0').length).toBe(before - 1 + 2);
    expect(shown(match)).toBe('sacagaway');
    expect(match.G.show!.stack).toEqual(['miss_susanna', 'wild_west_show']);
  });

  it('S103 Showdown: any card answers a Duel or Indians!', () => {
    const match = given({
      seats: seats(4, { 0: { hand: ['indians'] }, 1: { hand: ['beer'] } }),
      show: { event: 'showdown', stack: ['wild_west_show'] },
    });
    match.move('0', 'play', inHand(match, '0', 'indians'));
    expect(pending(match)).toEqual({ tag: 'indians', awaiting: ['1'] });
    match.move('1', 'bang', version(match), inHand(match, '1', 'beer'));
    expect(life(match, '1')).toBe(4);
  });

  it('S104 Lady Rose of Texas', () => {
    const match = given({ seats: seats(5), current: '2', show: { event: 'lady_rose_of_texas', stack: ['wild_west_show'] } });
    expect(distance(match.G, match.ctx, '2', '0')).toBe(2);
    expect(legalMoves(match.G, match.ctx, '2')).toContainEqual({ move: 'lady_rose', args: [] });
    match.move('2', 'lady_rose');
    expect(match.G.show!.seating).toEqual(['0', '2', '1', '3', '4']);
    expect(kinds(match, 'swapped')).toEqual(['swapped']);
    // Distances change at once: P2 now sits next to P0.
    expect(distance(match.G, seated(match.G, match.ctx), '2', '0')).toBe(1);
    expect(distance(match.G, seated(match.G, match.ctx), '2', '3')).toBe(2);
    // The table (and the generic board drawn from it) seats them where they sit now.
    expect(table.seats?.({ G: match.G, ctx: match.ctx })).toEqual(['0', '2', '1', '3', '4']);
    // A second change in the same turn is refused.
    expect(legalMoves(match.G, match.ctx, '2').some((move) => move.move === 'lady_rose')).toBe(false);
    expect(match.attempt('2', 'lady_rose').ok).toBe(false);
    expect(match.G.show!.seating).toEqual(['0', '2', '1', '3', '4']);
    // P1 is passed over completely; P3 plays next.
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(kinds(match, 'turn-lost')).toEqual(['turn-lost']);
    expect(match.G.show!.skips).toBeUndefined();
    endTurn(match);
    endTurn(match);
    endTurn(match);
    // The next round P1 plays, after P2 (his new place).
    expect(match.ctx.currentPlayer).toBe('2');
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('S104 Lady Rose of Texas: refused with only two players alive (ruling)', () => {
    const match = given({ seats: seats(4, { 1: { alive: false, life: 0 }, 2: { alive: false, life: 0 } }), current: '3', show: { event: 'lady_rose_of_texas', stack: ['wild_west_show'] } });
    expect(legalMoves(match.G, match.ctx, '3').some((move) => move.move === 'lady_rose')).toBe(false);
  });

  it('S104 Lady Rose of Texas: the Sheriff\'s lost turn still begins the round (§W6.6)', () => {
    const match = given({
      seats: seats(5, { 0: { inPlay: ['jail'] } }),
      current: '1',
      eventDeck: { stack: ['shootout', 'high_noon'], rounds: 1 },
      show: { event: 'lady_rose_of_texas', stack: ['wild_west_show'] },
    });
    match.move('1', 'lady_rose');
    expect(match.G.show!.seating).toEqual(['1', '0', '2', '3', '4']);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.event).toBe('shootout');
    // His Jail waits for his next turn: no check was made.
    expect(kinds(match, 'check')).toEqual([]);
    expect(match.G.zones['play:0']!.map(keyOf)).toEqual(['jail']);
  });

  it('S105 Wild West Show final card', () => {
    const match = given({
      seats: seats(5, {
        0: { life: 1 },
        1: { life: 1, hand: [{ key: 'bang', suit: 'diamonds', rank: '5' }] },
        2: { alive: false, life: 0 },
        3: { hand: ['bang'] },
        4: { alive: false, life: 0 },
      }),
      current: '1',
      show: { event: 'wild_west_show', stack: [] },
    });
    match.move('1', 'play', inHand(match, '1', 'bang'), '0');
    match.move('0', 'takeHit', version(match));
    // The Sheriff is out and the game goes on.
    expect(match.G.players['0']!.alive).toBe(false);
    expect(match.G.result).toBeNull();
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    match.move('3', 'play', inHand(match, '3', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    // The Outlaw's reward by the printed role; P3 alone wins.
    expect(kinds(match, 'reward')).toEqual(['reward']);
    expect(match.G.result).toEqual({ winner: 'survivor', winners: ['3'] });
  });

  it('S105 with High Noon too, the reveals pass to the next living player after the Sheriff', () => {
    const match = given({
      seats: seats(5, { 0: { alive: false, life: 0 }, 2: { alive: false, life: 0 } }),
      current: '4',
      eventDeck: { stack: ['shootout', 'high_noon'], rounds: 1 },
      show: { event: 'wild_west_show', stack: [] },
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.event).toBe('shootout');
  });
});

describe('Wild West Show events: each event and ruling', () => {
  it('the stack: options decide Gag and Dorothy Rage, the final card is last, the order is nobody\'s (§W2, §W8)', () => {
    const keep = <T,>(items: T[]) => items;
    expect(buildShowDeck({ includeGag: false, includeDorothyRage: true }, keep)).toHaveLength(9);
    const options = optionsFrom({});
    expect(options).not.toHaveProperty('wwsEvents');
    const show = showFor({ ...options, wwsEvents: true, includeGag: true }, keep);
    expect(show.stack).toHaveLength(9);
    expect(show.stack.at(-1)).toBe('wild_west_show');
    expect(show.event).toBeNull();
    const match = given({ seats: seats(4), show: { stack: ['gag', 'sacagaway', 'wild_west_show'] } });
    for (const viewer of ['0', '1', null]) expect(visibility.view(match.G, viewer).show!.stack).toEqual([null, null, 'wild_west_show']);
  });

  it('Bone Orchard: an eliminated player comes back with 1 life, the eliminated roles dealt again among them (§W6.1)', () => {
    const match = given({
      seats: seats(5, { 2: { alive: false, life: 0 }, 3: { alive: false, life: 0 } }),
      current: '1',
      show: { event: 'bone_orchard', stack: ['wild_west_show'] },
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.players['2']).toMatchObject({ alive: true, life: 1 });
    expect(match.G.players['2']!.killedBy).toBeUndefined();
    expect([match.G.roles['2'], match.G.roles['3']].sort()).toEqual(['outlaw', 'renegade']);
    expect(kinds(match, 'roles-shuffled', 'returned')).toEqual(['roles-shuffled', 'returned']);
    // His role is hidden again; the other eliminated player's stays face up.
    expect(visibility.view(match.G, '1').roles['2']).toBeNull();
    expect(visibility.view(match.G, '1').roles['3']).toBe(match.G.roles['3']);
    expect(hand(match, '2')).toHaveLength(2);
    endTurn(match);
    // He stays in the game; P3 comes back in turn.
    expect(match.G.players['2']!.alive).toBe(true);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.players['3']).toMatchObject({ alive: true, life: 1 });
  });

  it('Bone Orchard prevails over Ghost Town: the player comes back for good, not as a ghost (§W7)', () => {
    const match = given({
      seats: seats(5, { 3: { alive: false, life: 0 } }),
      current: '2',
      event: 'ghost_town',
      show: { event: 'bone_orchard', stack: ['wild_west_show'] },
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.players['3']).toMatchObject({ alive: true, life: 1 });
    expect(match.G.players['3']!.ghost).toBeUndefined();
    endTurn(match);
    expect(match.G.players['3']!.alive).toBe(true);
    expect(kinds(match, 'faded')).toEqual([]);
  });

  it('Darling Valentine leaves an empty hand empty (§W6.2)', () => {
    const match = given({ seats: seats(4), current: '0', show: { event: 'darling_valentine', stack: ['wild_west_show'] } });
    endTurn(match);
    expect(kinds(match, 'discarded')).toEqual([]);
    expect(hand(match, '1')).toHaveLength(2);
  });

  it('Helena Zontero: on a red card the living roles but the Sheriff\'s are dealt again; on a black one nothing (§W6.5)', () => {
    const setup = (suit: 'hearts' | 'spades') =>
      given({
        seats: seats(7, { 0: { hand: ['stagecoach'] }, 6: { alive: false, life: 0 } }),
        show: { stack: ['helena_zontero', 'wild_west_show'] },
        top: ['missed', 'missed', { key: suit === 'hearts' ? 'beer' : 'bang', suit }],
      });
    const red = setup('hearts');
    const before = { ...red.G.roles };
    red.move('0', 'play', inHand(red, '0', 'stagecoach'));
    expect(shown(red)).toBe('helena_zontero');
    expect(red.G.history).toContainEqual(expect.objectContaining({ kind: 'check', purpose: 'helena_zontero', success: true }));
    expect(red.G.roles['0']).toBe('sheriff');
    expect(red.G.roles['6']).toBe(before['6']);
    expect(['1', '2', '3', '4', '5'].map((seat) => red.G.roles[seat]).sort()).toEqual(['1', '2', '3', '4', '5'].map((seat) => before[seat]).sort());
    expect(kinds(red, 'roles-shuffled')).toEqual(['roles-shuffled']);
    const black = setup('spades');
    black.move('0', 'play', inHand(black, '0', 'stagecoach'));
    expect(black.G.history).toContainEqual(expect.objectContaining({ kind: 'check', purpose: 'helena_zontero', success: false }));
    expect(kinds(black, 'roles-shuffled')).toEqual([]);
  });

  it('Helena Zontero\'s draw! is nobody\'s: Lucky Duke revealing her turns over one card only, and John Pain may take it (§W6.5)', () => {
    const match = given({
      seats: seats(5, { 0: { character: 'lucky_duke', hand: ['stagecoach'] }, 3: { character: 'john_pain', hand: [] } }),
      show: { stack: ['helena_zontero', 'wild_west_show'] },
      top: ['missed', 'missed', { key: 'bang', suit: 'spades', rank: '8' }, { key: 'beer', suit: 'hearts', rank: '6' }],
    });
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    const checks = match.G.history.filter((entry) => entry.kind === 'check');
    expect(checks).toEqual([expect.objectContaining({ purpose: 'helena_zontero', success: false, card: expect.objectContaining({ key: 'bang', suit: 'spades' }) })]);
    // Nobody's: the entry names no seat, and its line says so.
    expect(checks[0]).not.toHaveProperty('seat');
    expect(table.logLine!({ ...checks[0]!, n: 0 })).toMatchObject({ key: 'history.check.nobody' });
    expect(kinds(match, 'roles-shuffled')).toEqual([]);
    // The Beer under it was not turned over for Lucky Duke; John Pain holds the card that counted.
    expect(keyOf(match.G.zones.draw![0]!)).toBe('beer');
    expect(handKeys(match, '3')).toEqual(['bang']);
  });

  it('Helena Zontero\'s draw! under Blessing: the black card counts as a Heart, so the roles are dealt again (§W6.5)', () => {
    const match = given({
      seats: seats(5, { 0: { hand: ['stagecoach'] } }),
      event: 'blessing',
      show: { stack: ['helena_zontero', 'wild_west_show'] },
      top: ['missed', 'missed', { key: 'bang', suit: 'spades', rank: '8' }],
    });
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'check', purpose: 'helena_zontero', success: true }));
    expect(kinds(match, 'roles-shuffled')).toEqual(['roles-shuffled']);
  });

  it('Helena Zontero in a 3-player game: targets follow the new roles', () => {
    const match = given({
      seats: [plain('deputy', { hand: ['stagecoach'] }), plain('outlaw'), plain('renegade')],
      show: { stack: ['helena_zontero', 'wild_west_show'] },
      top: ['missed', 'missed', { key: 'beer', suit: 'hearts' }],
    });
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    const hunts: Record<string, string> = { deputy: 'renegade', renegade: 'outlaw', outlaw: 'deputy' };
    for (const seat of ['0', '1', '2']) expect(match.G.roles[match.G.targets![seat]!]).toBe(hunts[match.G.roles[seat]!]);
  });

  it('Dorothy Rage: the ordered player makes the declared play, responsible for it, using nobody\'s allowance (§W6.3)', () => {
    const match = given({
      seats: seats(5, { 0: { hand: ['bang'] }, 1: { hand: ['bang', 'beer'] } }),
      show: { event: 'dorothy_rage', stack: ['wild_west_show'] },
    });
    // The whole order comes first: who, which card, at whom.
    expect(legalMoves(match.G, match.ctx, '0')).toContainEqual({ move: 'dorothy_rage', args: ['1', 'bang', '2'] });
    match.move('0', 'dorothy_rage', '1', 'bang', '2');
    expect(kinds(match, 'ordered', 'played')).toEqual(['ordered', 'played']);
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'played', seat: '1', card: 'bang', target: '2' }));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['2'] });
    match.move('2', 'takeHit', version(match));
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'hit', seat: '2', source: '1' }));
    // P0 still has his own BANG! to play; a second order this turn is refused.
    expect(match.G.turn.bangs).toBe(0);
    expect(legalMoves(match.G, match.ctx, '0').some((move) => move.move === 'play' && move.args![0] === inHand(match, '0', 'bang'))).toBe(true);
    expect(legalMoves(match.G, match.ctx, '0').some((move) => move.move === 'dorothy_rage')).toBe(false);
    expect(match.attempt('0', 'dorothy_rage', '1', 'beer').ok).toBe(false);
  });

  it('Dorothy Rage: an order he cannot obey (out of his reach) shows his hand to everybody (§W6.3)', () => {
    const match = given({
      seats: seats(5, { 1: { hand: ['bang', 'beer'] } }),
      show: { event: 'dorothy_rage', stack: ['wild_west_show'] },
    });
    match.move('0', 'dorothy_rage', '1', 'bang', '3');
    expect(kinds(match, 'ordered', 'hand-shown')).toEqual(['ordered', 'hand-shown']);
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'hand-shown', seat: '1', cards: [expect.objectContaining({ key: 'bang' }), expect.objectContaining({ key: 'beer' })] }));
    expect(hand(match, '1')).toHaveLength(2);
    // Everyone saw them: public knowledge while he holds them.
    expect([...match.G.known].sort()).toEqual([...hand(match, '1')].sort());
    // A card he does not hold: the same.
    const other = given({ seats: seats(4, { 1: { hand: ['beer'] }, 2: { hand: ['missed'] } }), show: { event: 'dorothy_rage', stack: ['wild_west_show'] } });
    other.move('0', 'dorothy_rage', '1', 'panic', '2', 'hand');
    expect(kinds(other, 'hand-shown')).toEqual(['hand-shown']);
  });

  it('Dorothy Rage: Molly Stark ordered to play a card draws one, having played out of her turn (§W6.3)', () => {
    const match = given({
      seats: seats(5, { 1: { character: 'molly_stark', hand: ['bang', 'beer'] } }),
      show: { event: 'dorothy_rage', stack: ['wild_west_show'] },
      top: ['gatling'],
    });
    match.move('0', 'dorothy_rage', '1', 'bang', '2');
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'played', seat: '1', card: 'bang', target: '2' }));
    expect(handKeys(match, '1')).toEqual(['beer', 'gatling']);
  });

  it('Dorothy Rage: ordered to play a "discard another card" card, he chooses which other card he pays (§W6.3, ruling)', () => {
    const match = given({
      seats: seats(5, { 1: { life: 2, hand: ['whisky', 'bang', 'beer'] } }),
      sets: ['base', 'dodge_city'],
      show: { event: 'dorothy_rage', stack: ['wild_west_show'] },
    });
    const beer = inHand(match, '1', 'beer');
    match.move('0', 'dorothy_rage', '1', 'whisky');
    // The Whisky is played; the other card is his to choose, among the rest of his hand.
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'played', seat: '1', card: 'whisky' }));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').filter((move) => move.move === 'choose').map((move) => move.args![1]).sort()).toEqual([...hand(match, '1')].sort());
    match.move('1', 'choose', version(match), beer);
    expect(handKeys(match, '1')).toEqual(['bang']);
    expect(match.G.zones.discard).toContain(beer);
    expect(match.G.history).toContainEqual(expect.objectContaining({ kind: 'discarded', seat: '1', card: 'beer', reason: 'cost' }));
    expect(life(match, '1')).toBe(4);
    // With a single other card there is nothing to choose.
    const one = given({ seats: seats(5, { 1: { life: 2, hand: ['whisky', 'bang'] } }), sets: ['base', 'dodge_city'], show: { event: 'dorothy_rage', stack: ['wild_west_show'] } });
    one.move('0', 'dorothy_rage', '1', 'whisky');
    expect(pending(one).tag).toBeUndefined();
    expect(hand(one, '1')).toEqual([]);
    expect(life(one, '1')).toBe(4);
  });

  it('Gag: the table chat is closed while it is in effect, and nobody loses life (§W6.4, ruling)', () => {
    const match = given({ seats: seats(4, { 0: { hand: ['stagecoach'] } }), show: { stack: ['gag', 'wild_west_show'] } });
    expect(chatClosed(match.G)).toBe(false);
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    expect(shown(match)).toBe('gag');
    expect(chatClosed(match.G)).toBe(true);
    // Every seat's view says so too: the web client reads it there.
    expect(chatClosed(visibility.view(match.G, '2') as BangState)).toBe(true);
    expect(['0', '1', '2', '3'].map((seat) => life(match, seat))).toEqual([5, 4, 4, 4]);
    expect(chatClosed(given({ seats: seats(4) }).G)).toBe(false);
  });

  it('Sacagaway: random picks stay random (§W6.8)', () => {
    const match = given({ seats: seats(4, { 0: { hand: ['panic'] }, 1: { hand: ['beer', 'missed'] } }), show: { event: 'sacagaway', stack: ['wild_west_show'] } });
    const moves = legalMoves(match.G, match.ctx, '0').filter((move) => move.move === 'play' && move.args![1] === '1');
    expect(moves).toEqual([{ move: 'play', args: [inHand(match, '0', 'panic'), '1', 'hand'] }]);
  });

  it('a Stagecoach played as a BANG! under Showdown reveals nothing (§W3: only the cards played as themselves)', () => {
    const match = given({ seats: seats(4, { 0: { hand: ['stagecoach'] } }), show: { event: 'showdown', stack: ['sacagaway', 'wild_west_show'] } });
    match.move('0', 'showdown_bang', inHand(match, '0', 'stagecoach'), '1');
    expect(shown(match)).toBe('showdown');
  });

  it('without the option there is no Wild West Show state at all', () => {
    const match = given({ seats: seats(4) });
    expect(match.G.show).toBeUndefined();
    expect(match.G.turn.played).toBeUndefined();
  });
});
