// The High Noon and A Fistful of Cards rule scenarios (section J), named after their ids, and a test
// through the game's moves for each event card beyond them.
import { describe, expect, it } from 'vitest';
import type { Match } from '@parlor/game-kit/testing';
import { card, keyOf } from './cards';
import { distance } from './engine/distance';
import { EVENT_RULES } from './entries/events';
import { buildEventDeck, type EventKey, EVENTS, MIXED_DECK_SIZE } from './events';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import { eventDeckFor } from './setup';
import type { BangState } from './state';
import { visibility } from './visibility';

type Seats = SeatSpec[];
const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'willy_the_kid', ...extra });
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[4]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const five = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[5]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
const seven = (overrides: Record<number, Partial<SeatSpec>> = {}): Seats => ROLES[7]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));
/** Sid Ketchum: an ability that only ever adds a choice, where Willy the Kid's would matter. */
const noAbility = 'sid_ketchum';

const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const inPlayKeys = (match: Match<BangState>, seat: string) => match.G.zones[`play:${seat}`]!.map(keyOf).sort();
const kinds = (match: Match<BangState>, ...wanted: string[]) =>
  match.G.history.filter((entry) => wanted.includes(entry.kind)).map((entry) => `${entry.kind}:${'seat' in entry ? entry.seat : ''}${'purpose' in entry ? `:${entry.purpose}:${entry.success}` : ''}`);
/** A seeded shuffle (Fisher-Yates over a small linear congruential generator). */
function shuffler(seed: number) {
  let state = seed;
  return <T,>(items: T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) % 2147483648;
      // The high bits: the low ones of this generator repeat with a short period.
      const j = Math.floor((state / 2147483648) * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
}
/** Plays whole turns (phase 2 ended at once) until `seat`'s turn has begun. */
function playUntil(match: Match<BangState>, seat: string): void {
  do endTurn(match);
  while (match.ctx.currentPlayer !== seat);
}

describe('J. High Noon / A Fistful of Cards', () => {
  it('S76 Event deck construction and first reveal', () => {
    const highNoon = EVENTS.filter((data) => data.set === 'high_noon').map((data) => data.key);
    for (let seed = 1; seed <= 20; seed++) {
      // High Noon with the Bullet extras: 15 cards, the final one at the bottom.
      const stack = buildEventDeck(['high_noon'], true, shuffler(seed));
      expect(stack).toHaveLength(15);
      expect([...stack].sort()).toEqual([...highNoon].sort());
      expect(stack[14]).toBe('high_noon');
      // Without them, 13 (Handcuffs and New Identity left out).
      const plainDeck = buildEventDeck(['high_noon'], false, shuffler(seed));
      expect(plainDeck).toHaveLength(13);
      expect(plainDeck).not.toContain('handcuffs');
      expect(plainDeck).not.toContain('new_identity');
      const fistful = buildEventDeck(['fistful'], true, shuffler(seed));
      expect(fistful).toHaveLength(15);
      expect(fistful[14]).toBe('a_fistful_of_cards');
      // Both: 12 other cards of both decks at random, then one of the two final cards.
      const both = buildEventDeck(['high_noon', 'fistful'], true, shuffler(seed));
      expect(both).toHaveLength(MIXED_DECK_SIZE + 1);
      expect(new Set(both).size).toBe(both.length);
      expect(['high_noon', 'a_fistful_of_cards']).toContain(both[12]);
      expect(both.slice(0, 12).some((key) => key === 'high_noon' || key === 'a_fistful_of_cards')).toBe(false);
    }
    const finals = new Set(Array.from({ length: 20 }, (_, seed) => buildEventDeck(['high_noon', 'fistful'], true, shuffler(seed + 1))[12]));
    expect([...finals].sort()).toEqual(['a_fistful_of_cards', 'high_noon']);
    expect(buildEventDeck([], true, shuffler(1))).toEqual([]);
    expect(eventDeckFor({ events: [], bulletEvents: true }, shuffler(1))).toBeNull();
    expect(eventDeckFor({ events: ['high_noon'], bulletEvents: true }, shuffler(1))).toMatchObject({ left: 15, final: 'high_noon', rounds: 0 });

    // Round 1 has no event; the Sheriff's second turn reveals the top card before anything else of his turn.
    const match = given({ seats: five(), eventDeck: { stack: ['thirst', 'shootout', 'high_noon'] } });
    expect(match.G.event).toBeNull();
    playUntil(match, '0');
    expect(match.G.event).toBe('thirst');
    expect(match.G.eventDeck).toMatchObject({ next: 'shootout', left: 2, final: 'high_noon', rounds: 2 });
    const sinceTurn = match.G.history.slice(match.G.history.findLastIndex((entry) => entry.kind === 'turn'));
    expect(sinceTurn.map((entry) => entry.kind).slice(0, 3)).toEqual(['turn', 'event', 'drew']);
    // Thirst is in effect for that very turn: one card in phase 1.
    expect(sinceTurn.find((entry) => entry.kind === 'drew')).toMatchObject({ seat: '0', count: 1 });
    // It stays until the Sheriff's next turn, whatever the others do.
    playUntil(match, '4');
    expect(match.G.event).toBe('thirst');
    playUntil(match, '0');
    expect(match.G.event).toBe('shootout');
    playUntil(match, '0');
    expect(match.G.event).toBe('high_noon');
    expect(match.G.eventDeck).toMatchObject({ next: null, rest: [], left: 0 });
    // The final card stays to the end of the game.
    playUntil(match, '0');
    expect(match.G.event).toBe('high_noon');
  });

  it('S76 the next event, how many are left and the final card are public; the order under the next is seen by nobody', () => {
    const match = given({ seats: four(), eventDeck: { stack: ['thirst', 'shootout', 'lasso', 'curse', 'high_noon'] } });
    for (const viewer of ['0', '1', '2', '3', null]) {
      const view = visibility.view(match.G, viewer);
      expect(view.eventDeck).toMatchObject({ next: 'thirst', left: 5, final: 'high_noon', rest: null });
      expect(JSON.stringify(view)).not.toContain('shootout');
      expect(JSON.stringify(view)).not.toContain('lasso');
    }
  });

  it('S77 High Noon final card before Dynamite', () => {
    const match = given({
      seats: five({ 1: { character: noAbility }, 2: { character: noAbility, life: 1, hand: [{ key: 'beer', suit: 'hearts', rank: '10' }], inPlay: [{ key: 'dynamite', suit: 'hearts', rank: '2' }] } }),
      current: '1',
      event: 'high_noon',
      top: [{ key: 'missed', suit: 'clubs', rank: 'K' }],
    });
    endTurn(match);
    // He loses his last life first, may drink the Beer, and only then checks the Dynamite.
    expect(life(match, '2')).toBe(0);
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(kinds(match, 'check')).toEqual([]);
    match.move('2', 'beer', version(match), inHand(match, '2', 'beer'));
    expect(life(match, '2')).toBe(1);
    expect(kinds(match, 'hit', 'played', 'check').slice(-3)).toEqual(['hit:2', 'played:2', 'check:2:dynamite:true']);
    expect(match.G.history.find((entry) => entry.kind === 'hit' && entry.seat === '2')).toMatchObject({ amount: 1, source: null });
  });

  it('S79 Blessing and Curse', () => {
    // Blessing: a Dynamite check on Missed!(4♠) does not explode; the Jail is escaped on a Spade.
    const blessed = given({
      seats: five({ 1: { character: noAbility }, 2: { character: noAbility, inPlay: ['dynamite', { key: 'jail', suit: 'spades', rank: 'J' }] } }),
      current: '1',
      event: 'blessing',
      top: [{ key: 'missed', suit: 'spades', rank: '4' }, { key: 'bang', suit: 'spades', rank: 'A' }],
    });
    endTurn(blessed);
    expect(kinds(blessed, 'check', 'exploded', 'skipped')).toEqual(['check:2:dynamite:true', 'check:2:jail:true']);
    expect(blessed.ctx.currentPlayer).toBe('2');
    expect(blessed.G.turn.phase).toBe('play');
    // Apache Kid has no Diamonds to ignore: BANG!(3♦) is a Heart now.
    const kid = given({ seats: four({ 1: { hand: [{ key: 'bang', suit: 'diamonds', rank: '3' }] }, 2: { character: 'apache_kid' } }), current: '1', event: 'blessing' });
    kid.move('1', 'play', inHand(kid, '1', 'bang'), '2');
    expect(pending(kid)).toEqual({ tag: 'shot', awaiting: ['2'] });
    kid.move('2', 'takeHit', version(kid));
    expect(life(kid, '2')).toBe(2);

    // Curse: a Barrel on Beer(8♥) fails; a Dynamite check on Beer(8♥) explodes.
    const barrel = given({
      seats: four({ 1: { hand: ['bang'] }, 2: { character: noAbility, inPlay: ['barrel'] } }),
      current: '1',
      event: 'curse',
      top: [{ key: 'beer', suit: 'hearts', rank: '8' }],
    });
    barrel.move('1', 'play', inHand(barrel, '1', 'bang'), '2');
    barrel.move('2', 'barrel', version(barrel));
    expect(kinds(barrel, 'check')).toEqual(['check:2:barrel:false']);
    expect(pending(barrel)).toEqual({ tag: 'shot', awaiting: ['2'] });
    const dynamite = given({
      seats: five({ 1: { character: noAbility }, 2: { character: noAbility, inPlay: ['dynamite'] } }),
      current: '1',
      event: 'curse',
      top: [{ key: 'beer', suit: 'hearts', rank: '8' }],
    });
    endTurn(dynamite);
    expect(kinds(dynamite, 'check', 'exploded')).toEqual(['check:2:dynamite:false', 'exploded:2']);
    expect(life(dynamite, '2')).toBe(1);
  });

  it('S81 The Doctor: the living players with the least life regain one on reveal', () => {
    const match = given({
      seats: four({ 0: { life: 5 }, 1: { life: 2 }, 2: { life: 2, character: 'rose_doolan' }, 3: { life: 4 } }),
      current: '3',
      eventDeck: { stack: ['the_doctor', 'high_noon'] },
    });
    // Rose Doolan's maximum is 4; Willy the Kid's 4.
    endTurn(match);
    expect(match.G.event).toBe('the_doctor');
    expect(['0', '1', '2', '3'].map((seat) => life(match, seat))).toEqual([5, 3, 3, 4]);
    // Nobody goes above his maximum: a table at full life gains nothing.
    const full = given({ seats: four(), current: '3', eventDeck: { stack: ['the_doctor', 'high_noon'] } });
    endTurn(full);
    expect(['0', '1', '2', '3'].map((seat) => life(full, seat))).toEqual([5, 4, 4, 4]);
    expect(full.G.history.some((entry) => entry.kind === 'healed')).toBe(false);
  });

  it('S80 Gold Rush', () => {
    const match = given({
      seats: five({ 1: { character: noAbility, inPlay: ['dynamite'] } }),
      current: '4',
      eventDeck: { stack: ['gold_rush', 'shootout', 'high_noon'] },
    });
    // The round ends with P4; P0 reveals Gold Rush, and turns go P0, P4, P3, P2, P1.
    endTurn(match);
    expect(match.G.event).toBe('gold_rush');
    const order: string[] = [match.ctx.currentPlayer];
    for (let i = 0; i < 4; i++) {
      endTurn(match);
      order.push(match.ctx.currentPlayer);
    }
    expect(order).toEqual(['0', '4', '3', '2', '1']);
    // P1's Dynamite did not explode and still passes to his left, to P2.
    expect(match.G.history.filter((entry) => entry.kind === 'dynamite-passed').at(-1)).toMatchObject({ from: '1', to: '2' });
    // P0's next turn reveals the next event and play goes clockwise again.
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.event).toBe('shootout');
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('1');

    // General Store still picks clockwise.
    const store = given({ seats: five({ 0: { hand: ['general_store'] } }), event: 'gold_rush' });
    store.move('0', 'play', inHand(store, '0', 'general_store'));
    const picks: string[] = [];
    while (pending(store).tag === 'store') {
      const seat = pending(store).awaiting[0]!;
      picks.push(seat);
      store.move(seat, 'pick', version(store), store.G.zones.store![0]);
    }
    expect(picks).toEqual(['0', '1', '2', '3', '4']);
  });

  it('S81 The Daltons: each player with blue cards discards one of his choice; green cards are untouched', () => {
    const match = given({
      seats: four({
        0: { inPlay: [{ key: 'mustang', suit: 'hearts', rank: '8' }] },
        1: { character: noAbility, inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }, { key: 'jail', suit: 'spades', rank: 'J' }] },
        2: { character: noAbility, inPlay: [{ key: 'knife', suit: 'hearts', rank: '8' }] },
      }),
      current: '3',
      eventDeck: { stack: ['the_daltons', 'high_noon'] },
    });
    endTurn(match);
    expect(match.G.event).toBe('the_daltons');
    // P0's only blue card goes at once; P1 chooses, and may give up the Jail.
    expect(inPlayKeys(match, '0')).toEqual([]);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => keyOf(move.args![1] as string)).sort()).toEqual(['barrel', 'jail']);
    match.move('1', 'choose', version(match), match.G.zones['play:1']!.find((id) => keyOf(id) === 'jail'));
    expect(inPlayKeys(match, '1')).toEqual(['barrel']);
    expect(inPlayKeys(match, '2')).toEqual(['knife']);
    // Then the Sheriff's turn goes on: phase 1.
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.turn.phase).toBe('play');
  });

  it('S82 Russian Roulette', () => {
    const match = given({
      seats: four({ 0: { hand: ['missed'] }, 1: { character: noAbility, hand: ['missed'] }, 2: { character: noAbility, hand: ['bang'] } }),
      current: '3',
      eventDeck: { stack: ['russian_roulette', 'high_noon'] },
    });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['0'] });
    match.move('0', 'choose', version(match), inHand(match, '0', 'missed'));
    match.move('1', 'choose', version(match), inHand(match, '1', 'missed'));
    // P2 has no Missed!: two lives, nobody responsible, and P3 is not asked.
    expect(life(match, '2')).toBe(2);
    expect(match.G.history.find((entry) => entry.kind === 'hit')).toMatchObject({ seat: '2', amount: 2, source: null });
    expect(pending(match).tag).toBeUndefined();
    expect(match.G.turn.phase).toBe('play');

    // Round again: after P3 it comes back to P0, who has none left.
    const again = given({
      seats: four({ 0: { hand: ['missed'] }, 1: { character: noAbility, hand: ['missed'] }, 2: { character: 'calamity_janet', hand: ['bang'] }, 3: { character: noAbility, hand: ['missed'] } }),
      current: '3',
      eventDeck: { stack: ['russian_roulette', 'high_noon'] },
    });
    endTurn(again);
    // (P3 ended his turn holding his Missed!: phase 3 left his hand within his life.)
    for (const seat of ['0', '1', '2', '3']) again.move(seat, 'choose', version(again), hand(again, seat).find((id) => ['missed', 'bang'].includes(keyOf(id))));
    expect(life(again, '0')).toBe(3);
    // A player may also choose to take the two lives while holding a Missed!.
    const refuse = given({ seats: four({ 0: { hand: ['missed'] } }), current: '3', eventDeck: { stack: ['russian_roulette', 'high_noon'] } });
    endTurn(refuse);
    refuse.move('0', 'choose', version(refuse), 'hit');
    expect(life(refuse, '0')).toBe(3);
    expect(hand(refuse, '0').map(keyOf)).toContain('missed');
  });

  it('S84 Handcuffs', () => {
    const match = given({
      seats: four({
        1: { character: 'calamity_janet', hand: [{ key: 'bang', suit: 'hearts', rank: 'A' }, { key: 'bang', suit: 'diamonds', rank: '5' }, { key: 'missed', suit: 'clubs', rank: '10' }] },
        2: { character: noAbility, hand: [{ key: 'missed', suit: 'spades', rank: '2' }] },
      }),
      current: '0',
      event: 'handcuffs',
    });
    endTurn(match);
    // After phase 1 he names a suit.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    match.move('1', 'choose', version(match), 'hearts');
    const bySuit = (suit: string) => hand(match, '1').find((id) => keyOf(id) === 'bang' && card(id).suit === suit)!;
    expect(match.attempt('1', 'play', bySuit('diamonds'), '2').ok).toBe(false);
    // The physical suit counts: Calamity Janet's Missed!(10♣) as a BANG! is refused.
    expect(match.attempt('1', 'play', inHand(match, '1', 'missed'), '2').ok).toBe(false);
    match.move('1', 'play', bySuit('hearts'), '2');
    // Others answer with any suit.
    match.move('2', 'missed', version(match), inHand(match, '2', 'missed'));
    expect(life(match, '2')).toBe(4);
    // The next turn has no suit until its own phase 1 is over.
    endTurn(match);
    expect(match.G.turn.suit).toBeUndefined();
  });

  it('S85 New Identity', () => {
    const match = given({
      seats: five({ 1: { character: noAbility }, 2: { character: 'pixie_pete', life: 1, inPlay: ['barrel'] } }),
      current: '1',
      event: 'new_identity',
      spares: { '0': 'jourdonnais', '1': 'el_gringo', '2': 'bart_cassidy', '3': 'lucky_duke', '4': 'suzy_lafayette' },
    });
    // Only the owner sees his spare character.
    expect(visibility.view(match.G, '2').spares).toMatchObject({ '2': 'bart_cassidy', '1': null });
    expect(visibility.view(match.G, null).spares).toMatchObject({ '2': null });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['2'] });
    const before = [...hand(match, '2')];
    match.move('2', 'choose', version(match), 'switch');
    expect(match.G.players['2']).toMatchObject({ character: 'bart_cassidy', life: 2, maxLife: 4 });
    expect(inPlayKeys(match, '2')).toEqual(['barrel']);
    // His hand is kept; then phase 1 draws two as Bart Cassidy (Pixie Pete's third card is gone).
    expect(hand(match, '2')).toHaveLength(before.length + 2);
    expect(match.G.spares['2']).toBeUndefined();
    expect(match.G.history.find((entry) => entry.kind === 'identity')).toMatchObject({ seat: '2', character: 'bart_cassidy' });
    // The next player keeps his.
    endTurn(match);
    match.move('3', 'choose', version(match), 'keep');
    expect(match.G.players['3']!.character).toBe('willy_the_kid');
  });

  it('S86 Ghost Town', () => {
    const match = given({
      seats: five({ 0: { hand: ['bang'] }, 3: { alive: false, life: 0 } }),
      current: '2',
      event: 'ghost_town',
    });
    endTurn(match);
    // P3's seat comes up: he plays as a ghost and draws 3.
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.players['3']).toMatchObject({ alive: true, ghost: true });
    expect(match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === '3')).toMatchObject([{ count: 3 }]);
    expect(kinds(match, 'returned')).toEqual(['returned:3']);
    endTurn(match);
    // At the end of his turn he is out again, his cards discarded; no reward or penalty.
    expect(match.G.players['3']).toMatchObject({ alive: false });
    expect(match.G.players['3']!.ghost).toBeUndefined();
    expect(hand(match, '3')).toEqual([]);
    expect(kinds(match, 'faded', 'reward', 'penalty')).toEqual(['faded:3']);
    expect(match.ctx.currentPlayer).toBe('4');

    // A ghost cannot be eliminated: he loses a Duel he started at 0 life and plays on.
    const duel = given({
      seats: five({ 3: { alive: false, life: 0 }, 4: { character: noAbility, hand: ['bang'] } }),
      current: '2',
      event: 'ghost_town',
      top: [{ key: 'duel', suit: 'spades', rank: 'J' }, { key: 'beer', suit: 'hearts', rank: '6' }, { key: 'panic', suit: 'hearts', rank: 'J' }],
    });
    endTurn(duel);
    duel.move('3', 'play', inHand(duel, '3', 'duel'), '4');
    duel.move('4', 'bang', version(duel), inHand(duel, '4', 'bang'));
    duel.move('3', 'takeHit', version(duel));
    expect(duel.G.players['3']).toMatchObject({ alive: true, ghost: true, life: 0 });
    expect(pending(duel).tag).toBeUndefined();
    expect(duel.ctx.currentPlayer).toBe('3');

    // A ghost Outlaw who kills the Sheriff wins with the Outlaws (FAQ).
    const sheriff = given({
      seats: five({ 0: { life: 1, character: noAbility }, 1: { alive: false, life: 0, role: 'outlaw' } }),
      current: '0',
      event: 'ghost_town',
      top: [{ key: 'bang', suit: 'hearts', rank: 'Q' }, { key: 'missed', suit: 'spades', rank: '2' }, { key: 'beer', suit: 'hearts', rank: '6' }],
    });
    endTurn(sheriff);
    expect(sheriff.ctx.currentPlayer).toBe('1');
    sheriff.move('1', 'play', inHand(sheriff, '1', 'bang'), '0');
    sheriff.move('0', 'takeHit', version(sheriff));
    expect(sheriff.G.result).toMatchObject({ winner: 'outlaws' });
    expect(sheriff.G.result!.winners).toContain('1');
  });

  it('S87 Vendetta', () => {
    const match = given({
      seats: five({ 1: { character: noAbility } }),
      current: '1',
      event: 'vendetta',
      top: [{ key: 'beer', suit: 'hearts', rank: '9' }, { key: 'bang', suit: 'spades', rank: 'A' }],
    });
    match.move('1', 'endPlay');
    while (match.G.turn.phase === 'discard') match.move('1', 'discard', hand(match, '1')[0]);
    // A Heart: P1 plays a whole extra turn, at the end of which he does not draw! again.
    expect(kinds(match, 'check')).toEqual(['check:1:vendetta:true']);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turn).toMatchObject({ extra: true, phase: 'play' });
    endTurn(match);
    expect(kinds(match, 'check')).toEqual(['check:1:vendetta:true']);
    expect(match.ctx.currentPlayer).toBe('2');
    // P2 draws! a Spade (the cards under the Beer): no extra turn.
    endTurn(match);
    expect(kinds(match, 'check').at(-1)).toMatch(/^check:2:vendetta:/);
  });

  it('Dead Man: the first player eliminated comes back with 2 life and 2 cards when his seat comes up', () => {
    const match = given({
      seats: five({ 3: { alive: false, life: 0 }, 4: { alive: false, life: 0 } }),
      current: '2',
      event: 'dead_man',
      firstOut: '3',
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.players['3']).toMatchObject({ alive: true, life: 2, returned: true });
    // Two cards to come back with, then phase 1.
    expect(hand(match, '3')).toHaveLength(4);
    // His role stays revealed; the second player out does not come back.
    expect(visibility.view(match.G, '0').roles['3']).toBe('renegade');
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.players['4']!.alive).toBe(false);
    // He plays on in the next rounds.
    endTurn(match);
    endTurn(match);
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('3');
    // The first player out is remembered by the engine.
    const shot = given({ seats: four({ 0: { hand: ['bang'] }, 1: { life: 1, character: noAbility } }) });
    shot.move('0', 'play', inHand(shot, '0', 'bang'), '1');
    shot.move('1', 'takeHit', version(shot));
    if (pending(shot).tag === 'dying') shot.move('1', 'die', version(shot));
    expect(shot.G.firstOut).toBe('1');
  });

  it('Peyote: red or black, each right guess kept, the first wrong one discarded', () => {
    const match = given({
      seats: four({ 0: { character: noAbility }, 1: { character: 'kit_carlson' } }),
      event: 'peyote',
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'missed', suit: 'clubs', rank: 'K' }, { key: 'bang', suit: 'diamonds', rank: '5' }],
    });
    const before = hand(match, '1').length;
    endTurn(match);
    // Kit Carlson's own phase 1 is not used.
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.args![1])).toEqual(['red', 'black']);
    match.move('1', 'choose', version(match), 'red');
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.args![1])).toEqual(['red', 'black', 'stop']);
    match.move('1', 'choose', version(match), 'red');
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '1').length).toBe(before + 1);
    expect(keyOf(match.G.zones.discard![0]!)).toBe('missed');
    expect(kinds(match, 'guessed')).toEqual(['guessed:1', 'guessed:1']);
    expect(match.G.history.filter((entry) => entry.kind === 'guessed').map((entry) => entry.kind === 'guessed' && entry.right)).toEqual([true, false]);
  });

  it('Law of the West: the second card drawn is shown and must be played in phase 2 if it can be', () => {
    const match = given({
      seats: four({ 0: { character: noAbility }, 1: { character: noAbility, hand: ['missed'] } }),
      event: 'law_of_the_west',
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'bang', suit: 'diamonds', rank: '5' }],
    });
    endTurn(match);
    const shown = match.G.turn.mustPlay!;
    expect(keyOf(shown)).toBe('bang');
    expect(match.G.known).toContain(shown);
    expect(match.G.history.find((entry) => entry.kind === 'shown')).toMatchObject({ seat: '1', card: { key: 'bang', suit: 'diamonds', rank: '5' } });
    expect(match.attempt('1', 'endPlay').ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'endPlay')).toBe(false);
    match.move('1', 'play', shown, '0');
    match.move('0', 'takeHit', version(match));
    match.move('1', 'endPlay');
    expect(match.ctx.currentPlayer).toBe('2');
    // A shown card that cannot be played (a Missed!) does not hold the turn.
    const missed = given({ seats: four({ 0: { character: noAbility } }), event: 'law_of_the_west', top: [{ key: 'beer', suit: 'hearts', rank: '6' }, { key: 'missed', suit: 'clubs', rank: 'K' }] });
    endTurn(missed);
    expect(keyOf(missed.G.turn.mustPlay!)).toBe('missed');
    expect(missed.attempt('1', 'endPlay').ok).toBe(true);
    expect(missed.ctx.currentPlayer).toBe('2');
  });

  it('Abandoned Mine: phase 1 from the discard pile, then phase-3 discards face down on top of the deck', () => {
    const match = given({
      seats: four({ 0: { character: noAbility }, 1: { character: 'kit_carlson', life: 1, hand: ['panic'] } }),
      event: 'abandoned_mine',
      discard: [{ key: 'beer', suit: 'hearts', rank: '6' }],
      top: [{ key: 'missed', suit: 'clubs', rank: 'K' }],
    });
    endTurn(match);
    // The Beer from the discards, the Missed! from the deck; Kit Carlson's own phase 1 is not used.
    expect(hand(match, '1').map(keyOf).sort()).toEqual(['beer', 'missed', 'panic']);
    expect(match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === '1')).toMatchObject([{ count: 1, from: 'discard' }, { count: 1, from: 'deck' }]);
    match.move('1', 'endPlay');
    const buried = inHand(match, '1', 'panic');
    match.move('1', 'discard', buried);
    expect(match.G.zones.draw![0]).toBe(buried);
    expect(kinds(match, 'buried')).toEqual(['buried:1']);
    // Nobody else learns which card went on the deck.
    expect(JSON.stringify(visibility.view(match.G, '0').zones.draw)).not.toContain(buried);
    expect(JSON.stringify(match.G.history.slice(-3))).not.toContain('panic');
  });

  it('Ricochet: a BANG! card against a card in play, discarded unless its owner plays a Missed!', () => {
    const match = given({
      seats: four({
        0: { character: noAbility, hand: ['bang', 'bang'] },
        2: { character: noAbility, inPlay: [{ key: 'barrel', suit: 'spades', rank: 'Q' }, 'mustang'], hand: ['missed'] },
      }),
      event: 'ricochet',
    });
    const barrel = match.G.zones['play:2']!.find((id) => keyOf(id) === 'barrel')!;
    const mustang = match.G.zones['play:2']!.find((id) => keyOf(id) === 'mustang')!;
    // Any distance, and not a BANG! played: two in one turn.
    match.move('0', 'ricochet', inHand(match, '0', 'bang'), barrel);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['2'] });
    match.move('2', 'choose', version(match), inHand(match, '2', 'missed'));
    expect(inPlayKeys(match, '2')).toEqual(['barrel', 'mustang']);
    match.move('0', 'ricochet', inHand(match, '0', 'bang'), mustang);
    match.move('2', 'choose', version(match), 'lose');
    expect(inPlayKeys(match, '2')).toEqual(['barrel']);
    expect(match.G.turn.bangs).toBe(0);
    expect(match.attempt('0', 'ricochet', barrel, barrel).ok).toBe(false);
  });

  it('Sniper: two BANG! cards together against one player in reach, cancelled only by two Missed! effects', () => {
    const match = given({
      seats: four({
        0: { character: noAbility, hand: ['bang', 'bang', 'bang'] },
        1: { character: noAbility, inPlay: ['barrel'], hand: ['missed', 'missed'] },
      }),
      event: 'sniper',
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }],
    });
    const bangs = hand(match, '0').filter((id) => keyOf(id) === 'bang');
    // Out of reach: refused.
    expect(match.attempt('0', 'sniper', bangs[0], bangs[1], '2').ok).toBe(false);
    match.move('0', 'sniper', bangs[0], bangs[1], '1');
    expect(match.G.turn.bangs).toBe(1);
    // A good Barrel draw is one Missed!; one Missed! card more cancels it.
    match.move('1', 'barrel', version(match));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '1')).toBe(4);
    // It used the turn's BANG!.
    expect(match.attempt('0', 'play', bangs[2], '1').ok).toBe(false);
  });

  it('S89 Ambush', () => {
    const match = given({ seats: seven({ 0: { character: 'paul_regret' }, 3: { inPlay: [{ key: 'mustang', suit: 'hearts', rank: '8' }] } }), event: 'ambush' });
    for (const seat of ['1', '2', '3', '4', '5', '6']) expect(distance(match.G, match.ctx, seat, '0')).toBe(1);
    expect(distance(match.G, match.ctx, '1', '3')).toBe(2);
    expect(distance(match.G, match.ctx, '0', '4')).toBe(1);
  });

  it('S90 Lasso and The Judge', () => {
    // Lasso: no Barrel draw, the Winchester reaches 1, the Jail is not checked and stays.
    const lasso = given({
      seats: five({
        1: { character: noAbility, inPlay: [{ key: 'winchester', suit: 'spades', rank: '8' }], hand: ['bang', 'bang'] },
        2: { character: noAbility, inPlay: [{ key: 'barrel', suit: 'spades', rank: 'K' }] },
        3: { character: noAbility, inPlay: [{ key: 'jail', suit: 'hearts', rank: '4' }] },
      }),
      current: '1',
      event: 'lasso',
      top: [{ key: 'beer', suit: 'hearts', rank: '6' }],
    });
    expect(lasso.attempt('1', 'play', inHand(lasso, '1', 'bang'), '3').ok).toBe(false);
    lasso.move('1', 'play', inHand(lasso, '1', 'bang'), '2');
    expect(lasso.attempt('2', 'barrel', version(lasso)).ok).toBe(false);
    expect(legalMoves(lasso.G, lasso.ctx, '2').map((move) => move.move)).toEqual(['takeHit']);
    lasso.move('2', 'takeHit', version(lasso));
    endTurn(lasso);
    endTurn(lasso);
    expect(lasso.ctx.currentPlayer).toBe('3');
    expect(lasso.G.turn.phase).toBe('play');
    expect(inPlayKeys(lasso, '3')).toEqual(['jail']);
    expect(kinds(lasso, 'check')).toEqual([]);

    // The Judge: nothing is put in play, in front of anyone; a green card in play since last turn may still be used.
    const judge = given({
      seats: four({
        0: { hand: [{ key: 'mustang', suit: 'hearts', rank: '9' }, { key: 'jail', suit: 'spades', rank: '10' }, 'bang'], inPlay: [{ key: 'knife', suit: 'hearts', rank: '8' }] },
      }),
      event: 'the_judge',
    });
    expect(judge.attempt('0', 'play', inHand(judge, '0', 'mustang')).ok).toBe(false);
    expect(judge.attempt('0', 'play', inHand(judge, '0', 'jail'), '1').ok).toBe(false);
    expect(legalMoves(judge.G, judge.ctx, '0').filter((move) => move.move === 'play').map((move) => [keyOf(move.args![0] as string), move.args![1]])).toEqual([['bang', '1'], ['bang', '3']]);
    judge.move('0', 'use', judge.G.zones['play:0']![0], '1');
    expect(pending(judge)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('Hangover: no character has an ability; maximum life stays', () => {
    const match = given({ seats: four({ 0: { character: 'willy_the_kid', hand: ['bang', 'bang'] }, 2: { character: 'paul_regret' } }), event: 'hangover' });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    // Willy the Kid is limited to one BANG! like anyone.
    expect(match.attempt('0', 'play', inHand(match, '0', 'bang'), '1').ok).toBe(false);
    // Paul Regret is seen at his seat distance.
    expect(distance(match.G, match.ctx, '0', '2')).toBe(2);
    expect(match.G.players['0']!.maxLife).toBe(5);
  });

  it('Shootout: a second BANG! card in the turn, not a third', () => {
    const match = given({ seats: four({ 0: { character: noAbility, hand: ['bang', 'bang', 'bang'] } }), event: 'shootout' });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(life(match, '1')).toBe(2);
    expect(match.attempt('0', 'play', inHand(match, '0', 'bang'), '1').ok).toBe(false);
  });

  it('The Reverend: no Beer, not even against a lethal hit; Saloon still heals', () => {
    const match = given({
      seats: four({ 0: { character: noAbility, life: 3, hand: ['beer', 'saloon', 'bang'] }, 1: { character: noAbility, life: 1, hand: ['beer'] } }),
      event: 'the_reverend',
    });
    expect(match.attempt('0', 'play', inHand(match, '0', 'beer')).ok).toBe(false);
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    // No Beer to answer with: he is eliminated at once.
    expect(match.G.players['1']!.alive).toBe(false);
    expect(hand(match, '1')).toEqual([]);
    match.move('0', 'play', inHand(match, '0', 'saloon'));
    expect(life(match, '0')).toBe(4);
  });

  it('The Sermon: no BANG! card on his own turn (played, as a Missed! or in his Duel); out of turn they still answer', () => {
    const match = given({
      seats: four({
        0: { character: 'calamity_janet', hand: ['bang', 'missed', 'duel', 'gatling'] },
        1: { character: noAbility, hand: ['bang', 'bang'] },
      }),
      event: 'the_sermon',
    });
    expect(match.attempt('0', 'play', inHand(match, '0', 'bang'), '1').ok).toBe(false);
    // Calamity Janet's Missed! played as a BANG! is refused too.
    expect(match.attempt('0', 'play', inHand(match, '0', 'missed'), '1').ok).toBe(false);
    // A Duel he started: the other answers with a BANG! (out of his turn), and he can only lose it.
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(pending(match)).toEqual({ tag: 'duel', awaiting: ['0'] });
    expect(legalMoves(match.G, match.ctx, '0').map((move) => move.move)).toEqual(['takeHit']);
    expect(match.attempt('0', 'bang', version(match), inHand(match, '0', 'bang')).ok).toBe(false);
    match.move('0', 'takeHit', version(match));
    expect(life(match, '0')).toBe(4);
    // Other cards with the BANG! symbol are allowed.
    match.move('0', 'play', inHand(match, '0', 'gatling'));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('Hard Liquor: a wounded player may skip phase 1 for a life', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: noAbility, life: 2 }, 2: { character: noAbility, life: 2 } }), event: 'hard_liquor' });
    const before = hand(match, '1').length;
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    match.move('1', 'choose', version(match), 'heal');
    expect(life(match, '1')).toBe(3);
    expect(hand(match, '1')).toHaveLength(before);
    endTurn(match);
    match.move('2', 'choose', version(match), 'draw');
    expect(life(match, '2')).toBe(2);
    expect(match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === '2')).toMatchObject([{ count: 2 }]);
    // At full life there is nothing to choose.
    endTurn(match);
    expect(pending(match).tag).toBeUndefined();
  });

  it('Blood Brothers: a life of one\'s own for another player, never the last', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: 'bart_cassidy', life: 3 }, 2: { character: noAbility, life: 1 }, 3: { character: noAbility, life: 1 } }), event: 'blood_brothers' });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    const before = hand(match, '1').length;
    match.move('1', 'choose', version(match), '2');
    expect([life(match, '1'), life(match, '2')]).toEqual([2, 2]);
    // Bart Cassidy still draws for the life he lost, then phase 1.
    expect(hand(match, '1')).toHaveLength(before + 1 + 2);
    endTurn(match);
    match.move('2', 'choose', version(match), 'keep');
    expect(life(match, '2')).toBe(2);
    // With one life there is nothing to give.
    endTurn(match);
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '3')).toBe(1);
  });

  it('Ranch: at the end of phase 1, any number of hand cards for as many new ones', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: noAbility, hand: ['beer', 'missed', 'panic'] } }), event: 'ranch' });
    endTurn(match);
    expect(hand(match, '1')).toHaveLength(5);
    match.move('1', 'choose', version(match), inHand(match, '1', 'beer'));
    match.move('1', 'choose', version(match), inHand(match, '1', 'panic'));
    match.move('1', 'choose', version(match), 'done');
    expect(hand(match, '1')).toHaveLength(5);
    expect(hand(match, '1').map(keyOf)).not.toContain('beer');
    expect(match.G.history.filter((entry) => entry.kind === 'discarded' && entry.reason === 'event')).toHaveLength(2);
    expect(pending(match).tag).toBeUndefined();
  });

  it('A Fistful of Cards: a BANG! by nobody for each card in hand at the start of the turn', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: 'el_gringo', hand: ['missed', 'beer'] } }), event: 'a_fistful_of_cards' });
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'missed', version(match), inHand(match, '1', 'missed'));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    match.move('1', 'takeHit', version(match));
    // Two shots for two cards, then his phase 1; El Gringo takes nothing from nobody.
    expect(life(match, '1')).toBe(2);
    expect(match.G.history.find((entry) => entry.kind === 'hit')).toMatchObject({ seat: '1', source: null });
    expect(hand(match, '1').map(keyOf).filter((key) => key === 'beer')).toHaveLength(1);
    expect(hand(match, '1')).toHaveLength(3);
    expect(match.G.turn.phase).toBe('play');
  });

  it('Thirst: one card fewer in phase 1, at least one; Kit Carlson looks at three, keeps one and puts two back in the order he saw them', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: 'pixie_pete' }, 2: { character: 'bill_noface' }, 3: { character: 'kit_carlson' } }), event: 'thirst' });
    const drawn = (seat: string) => match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === seat).reduce((sum, entry) => sum + (entry.kind === 'drew' ? entry.count : 0), 0);
    endTurn(match);
    expect(drawn('1')).toBe(2);
    endTurn(match);
    // Bill Noface at full life: one card and none for wounds, less one, but one at least.
    expect(drawn('2')).toBe(1);
    endTurn(match);
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['3'] });
    const looked = [...match.G.zones['look:3']!];
    const under = [...match.G.zones.draw!];
    expect(looked).toHaveLength(3);
    // He chooses only the card he keeps; the middle one here, so that the order of the others shows.
    match.move('3', 'choose', version(match), looked[1]);
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '3')).toContain(looked[1]);
    // The two go back on top as they lay, over the rest of the deck.
    expect(match.G.zones.draw).toEqual([looked[0], looked[2], ...under]);
    expect(drawn('3')).toBe(1);
  });

  it('Train Arrival: one more card at the end of phase 1; Kit Carlson takes all three he looks at', () => {
    const match = given({ seats: four({ 0: { character: noAbility }, 1: { character: 'kit_carlson' }, 2: { character: 'pixie_pete' } }), event: 'train_arrival' });
    const before = hand(match, '1').length;
    endTurn(match);
    expect(pending(match).tag).toBeUndefined();
    expect(hand(match, '1').length).toBe(before + 3);
    endTurn(match);
    expect(match.G.history.filter((entry) => entry.kind === 'drew' && entry.seat === '2')).toMatchObject([{ count: 4 }]);
  });
});

describe('events with Dodge City (the rulings)', () => {
  it('The Reverend: Whisky and a Canteen still heal; The Sermon: Punch is no BANG! card', () => {
    const reverend = given({
      seats: four({ 0: { character: noAbility, life: 2, hand: ['whisky', 'missed', 'beer'], inPlay: ['canteen'] } }),
      event: 'the_reverend',
    });
    reverend.move('0', 'play', inHand(reverend, '0', 'whisky'), null, null, inHand(reverend, '0', 'missed'));
    expect(life(reverend, '0')).toBe(4);
    reverend.move('0', 'use', reverend.G.zones['play:0']![0]);
    expect(life(reverend, '0')).toBe(5);
    expect(reverend.attempt('0', 'play', inHand(reverend, '0', 'beer')).ok).toBe(false);

    const sermon = given({ seats: four({ 0: { character: noAbility, hand: ['punch', 'bang'] } }), event: 'the_sermon' });
    expect(sermon.attempt('0', 'play', inHand(sermon, '0', 'bang'), '1').ok).toBe(false);
    sermon.move('0', 'play', inHand(sermon, '0', 'punch'), '1');
    expect(pending(sermon)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });

  it('Russian Roulette takes a Dodge (which still draws its card), never a Barrel or a green card', () => {
    const match = given({
      seats: four({ 0: { hand: ['dodge'], inPlay: ['barrel', 'bible'] }, 1: { character: noAbility, inPlay: ['barrel'] } }),
      current: '3',
      eventDeck: { stack: ['russian_roulette', 'high_noon'] },
    });
    endTurn(match);
    expect(legalMoves(match.G, match.ctx, '0').map((move) => (move.args![1] === 'hit' ? 'hit' : keyOf(move.args![1] as string)))).toEqual(['hit', 'dodge']);
    match.move('0', 'choose', version(match), inHand(match, '0', 'dodge'));
    expect(match.G.history.some((entry) => entry.kind === 'drew' && entry.seat === '0' && entry.count === 1)).toBe(true);
    // Seat 1 has only a Barrel: two lives at once.
    expect(life(match, '1')).toBe(2);
  });

  it('Lasso: no green card is used; Handcuffs: a green card of another suit is not used either', () => {
    const lasso = given({ seats: four({ 0: { character: noAbility, inPlay: ['canteen'], life: 3 } }), event: 'lasso' });
    expect(lasso.attempt('0', 'use', lasso.G.zones['play:0']![0]).ok).toBe(false);
    const cuffs = given({
      seats: four({ 0: { character: noAbility, inPlay: [{ key: 'knife', suit: 'hearts', rank: '8' }], hand: [{ key: 'bang', suit: 'spades', rank: 'A' }] } }),
      event: 'handcuffs',
    });
    cuffs.G.turn = { ...cuffs.G.turn, suit: 'spades' };
    expect(cuffs.attempt('0', 'use', cuffs.G.zones['play:0']![0], '1').ok).toBe(false);
    cuffs.move('0', 'play', inHand(cuffs, '0', 'bang'), '1');
    expect(pending(cuffs)).toEqual({ tag: 'shot', awaiting: ['1'] });
  });
});

describe('the event deck', () => {
  it('has every event of the data, once, in its deck', () => {
    const keys: EventKey[] = EVENTS.map((data) => data.key);
    expect(new Set(keys).size).toBe(30);
    expect(EVENTS.filter((data) => data.set === 'high_noon')).toHaveLength(15);
    expect(EVENTS.filter((data) => data.final).map((data) => data.key).sort()).toEqual(['a_fistful_of_cards', 'high_noon']);
  });

  it('gives every event card its rules', () => {
    expect(EVENTS.filter((data) => EVENT_RULES[data.key] === undefined).map((data) => data.key)).toEqual([]);
  });
});
