// The named hook points take new entries without any change to the turn code: each test here
// registers a small stand-in for an event (their real rules come with the event decks), plays
// through the game's moves, and removes it again. Dodge City's and The Bullet's cards and
// characters are real entries, tested in dodge-city.test.ts and bullet.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { drawCards, loseLife } from './engine/actions';
import { distance } from './engine/distance';
import { rangeOf } from './engine/equipment';
import type { Hooks } from './engine/hooks';
import { forgetRegistries } from './engine/registry';
import { EVENT_RULES } from './entries/events';
import { legalMoves } from './legal';
import { endTurn, given, type Given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';

const plain = 'sid_ketchum';
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ role, character: plain, ...overrides[seat] }));

// Stand-ins use the keys of the real events they resemble, which have no entry in the base game.
const registered: (() => void)[] = [];
function register<T extends object, K extends keyof T>(table: T, key: K, entry: T[K]): void {
  const had = Object.hasOwn(table, key);
  const before = table[key];
  table[key] = entry;
  forgetRegistries();
  registered.push(() => {
    if (had) table[key] = before;
    else delete table[key];
    forgetRegistries();
  });
}
afterEach(() => {
  for (const undo of registered.splice(0)) undo();
});

const withEvent = (hooks: Hooks, scenario: Given) => {
  register(EVENT_RULES, 'blessing', hooks);
  return given({ ...scenario, event: 'blessing' });
};

describe('events: entries that apply to everyone while in effect', () => {
  it('the suit of a draw! (a Blessing: every card a Heart): a Spade 5 neither explodes the Dynamite nor keeps the Jail', () => {
    const match = withEvent(
      { suit: () => 'hearts' },
      { seats: four({ 1: { inPlay: ['dynamite', 'jail'] } }), top: [{ key: 'missed', suit: 'spades', rank: '5' }, { key: 'missed', suit: 'spades', rank: '6' }] },
    );
    endTurn(match);
    expect(life(match, '1')).toBe(4);
    expect(match.G.history.filter((entry) => entry.kind === 'check').map((entry) => entry.kind === 'check' && [entry.purpose, entry.success])).toEqual([
      ['dynamite', true],
      ['jail', true],
    ]);
    expect(match.G.turn.phase).toBe('play');
  });

  it('a start-of-turn effect (High Noon: lose 1 life) comes before the Dynamite, with its Beer window (the shape of S77)', () => {
    const match = withEvent(
      {
        turnStart: (_G, seat) => [{ at: 'event', step: { kind: 'effect', seat, rule: 'noon' } }],
        effects: { noon: (context, seat) => loseLife(context, { target: seat, amount: 1, source: null }) },
      },
      { seats: [...four({ 2: { character: 'willy_the_kid', life: 1, hand: ['beer'], inPlay: ['dynamite'] } }), { role: 'deputy', character: plain }], current: '1', top: [{ key: 'beer', suit: 'hearts', rank: '8' }] },
    );
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['2'] });
    expect(match.G.history.some((entry) => entry.kind === 'check')).toBe(false);
    match.move('2', 'beer', version(match), inHand(match, '2', 'beer'));
    expect(life(match, '2')).toBe(1);
    expect(match.G.history.find((entry) => entry.kind === 'check')).toMatchObject({ seat: '2', purpose: 'dynamite', success: true });
  });

  it('a play refused (The Reverend: no Beer), and so never listed', () => {
    const match = withEvent(
      { refuses: (_G, _seat, _card, key) => (key === 'beer' ? 'forbidden' : undefined) },
      { seats: four({ 0: { character: 'willy_the_kid', life: 3, hand: ['beer', 'stagecoach'] } }) },
    );
    expect(match.attempt('0', 'play', inHand(match, '0', 'beer')).ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '0').map((move) => move.move)).toEqual(['play', 'endPlay']);
  });

  it('before and after a card is played, the phase-1 count and the BANG! allowance (Shootout: a second BANG!)', () => {
    const seen: string[] = [];
    const match = withEvent(
      {
        beforePlay: (_context, seat, _card, key) => void seen.push(`before ${seat} ${key}`),
        afterPlay: (context, seat, _card, key) => {
          seen.push(`after ${seat} ${key}`);
          if (key === 'stagecoach') drawCards(context, seat, 1);
        },
        drawCount: (_G, _seat, count) => count - 1,
        bangAllowance: (_G, _seat, allowance) => allowance + 1,
      },
      { seats: four({ 0: { hand: ['stagecoach', 'bang', 'bang'] } }) },
    );
    match.move('0', 'play', inHand(match, '0', 'stagecoach'));
    expect(match.G.zones['hand:0']).toHaveLength(2 + 3);
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(seen).toEqual(['before 0 stagecoach', 'after 0 stagecoach', 'before 0 bang', 'after 0 bang', 'before 0 bang', 'after 0 bang']);
    match.move('1', 'takeHit', version(match));
    endTurn(match);
    // Thirst-like: one card in phase 1.
    expect(match.G.zones['hand:1']).toHaveLength(1);
  });

  it('distance combined another way (Ambush: every distance 1, cards in play still count) and cards in play switched off (Lasso)', () => {
    const seats = ROLES[6]!.map((role, seat) => ({ role, character: 'paul_regret' as const, ...(seat === 3 ? { inPlay: ['mustang' as const] } : {}) }));
    const ambush = withEvent({ distance: (parts) => 1 + parts.seenByCards - parts.seesByCards }, { seats });
    expect(distance(ambush.G, ambush.ctx, '1', '0')).toBe(1);
    expect(distance(ambush.G, ambush.ctx, '0', '3')).toBe(2);

    registered.splice(0).forEach((undo) => undo());
    const lasso = withEvent(
      { disablesInPlay: () => true },
      {
        seats: four({ 0: { hand: ['bang'], inPlay: ['winchester'] }, 2: { inPlay: ['barrel'] }, 3: { inPlay: ['jail'] } }),
        top: [{ key: 'bang', suit: 'clubs', rank: '2' }],
      },
    );
    expect(rangeOf(lasso.G, '0')).toBe(1);
    expect(lasso.attempt('0', 'play', inHand(lasso, '0', 'bang'), '2').ok).toBe(false);
    lasso.move('0', 'play', inHand(lasso, '0', 'bang'), '1');
    lasso.move('1', 'takeHit', version(lasso));
    endTurn(lasso);
    endTurn(lasso);
    endTurn(lasso);
    // Seat 3's Jail has no effect: no check, a normal turn.
    expect(lasso.ctx.currentPlayer).toBe('3');
    expect(lasso.G.turn.phase).toBe('play');
    expect(lasso.G.history.some((entry) => entry.kind === 'check')).toBe(false);
  });
});
