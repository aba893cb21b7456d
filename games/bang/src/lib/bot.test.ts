import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { checkGameModule, decide, movesFromView, seatView, type GameModule } from '@parlor/game-kit';
import { apply, breathe, playout, playWithBots, sameMove, seededRandom } from '@parlor/game-kit/testing';
import * as module from '../index';
import { bot, timeoutMove, winners } from './bot';
import { keyOf } from './cards';
import { invariants, secrets, viewChecks } from './checks';
import { given, inHand, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

type Full = State<BangState>;
const game = module.game;
const bang: GameModule<BangState> = module;

const randomOf = seededRandom;
const decideFor = (state: Full, seat: string) => decide(bang, state, seat, { random: randomOf(`d-${seat}`), budgetMs: 50 })!;

/** A match with `botSeats` played by the bot from their view and the others at random; `visit` sees each state and active seat. */
const play = (numPlayers: number, seed: string, botSeats: readonly string[], setupData?: unknown, visit?: (state: Full, seat: string) => void): Full =>
  playWithBots({ module: bang, numPlayers, seed, botSeats, setupData, visit });

const plain = (role: SeatSpec['role'], extra: Partial<SeatSpec> = {}): SeatSpec => ({ role, character: 'bart_cassidy', ...extra });
/** Plain players with the standard roles of `n` (the Sheriff in seat 0); seats can be overridden. */
const table = (n: number, overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[n]!.map((role, seat) => ({ ...plain(role), ...overrides[seat] }));

describe('the bot plays from its seat’s view only', () => {
  it('meets the module contract with its bot, timeout answers and winners', () => {
    expect(checkGameModule(module)).toEqual([]);
    expect(module.winners({ winner: 'law', winners: ['0', '4'] })).toEqual(['0', '4']);
  });

  it('returns a listed move, which the true state accepts, for every seat of random matches of 3 to 8 players, Dodge City on and off, with both event decks and with The Valley of Shadows', () => {
    let checked = 0;
    const settings = [undefined, { dodgeCity: true, bulletCharacters: true }, { dodgeCity: true, highNoon: true, fistfulOfCards: true }, { valleyOfShadows: true, dodgeCity: true }];
    for (const numPlayers of [3, 4, 5, 8]) {
      for (const [s, setupData] of settings.entries()) {
        for (const i of [0, 1]) play(numPlayers, `sample-${numPlayers}-${s}-${i}`, [], setupData, (state, seat) => {
          const { G, ctx } = seatView(bang, state, seat);
          const moves = movesFromView(bang, G, ctx, seat);
          // The view lists what the true state lists: no other hand, role or the deck is needed.
          expect(moves).toEqual(game.ai!.enumerate(state.G, state.ctx, seat));
          const chosen = bot({ G, ctx, seat, moves, random: randomOf(`${s}-${seat}`), budgetMs: 50 });
          expect(moves.some((move) => sameMove(move, chosen))).toBe(true);
          const decided = decideFor(state, seat);
          expect(apply(game, state, { seat, name: decided.move, args: decided.args ?? [] }).ok).toBe(true);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });
});

describe('the bot chooses well', () => {
  it('plays a Missed! against a shot when it holds one, and draws for its Barrel first', () => {
    const match = given({ seats: table(4, { 0: { hand: ['bang'] }, 1: { hand: ['missed', 'bang'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(decideFor(match.state, '1')).toEqual({ move: 'missed', args: [version(match), inHand(match, '1', 'missed')] });

    const barrel = given({ seats: table(4, { 0: { hand: ['bang'] }, 1: { hand: ['missed'], inPlay: ['barrel'] } }) });
    barrel.move('0', 'play', inHand(barrel, '0', 'bang'), '1');
    expect(decideFor(barrel.state, '1')).toEqual({ move: 'barrel', args: [version(barrel)] });
  });

  it('drinks a Beer at 0 life', () => {
    const match = given({ seats: table(4, { 0: { hand: ['bang'] }, 1: { life: 1, hand: ['beer'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(pending(match).tag).toBe('dying');
    expect(decideFor(match.state, '1')).toEqual({ move: 'beer', args: [version(match), inHand(match, '1', 'beer')] });
  });

  it('as an Outlaw, shoots the Sheriff rather than a player it cannot place', () => {
    const match = given({ seats: [plain('sheriff'), plain('outlaw', { hand: ['bang'] }), plain('outlaw'), plain('renegade')], current: '1' });
    expect(decideFor(match.state, '1')).toEqual({ move: 'play', args: [inHand(match, '1', 'bang'), '0'] });
  });

  it('as a Deputy, never shoots the Sheriff, even when he is the only one in reach', () => {
    const seats = (other: Partial<SeatSpec>) => [plain('deputy', { hand: ['bang'] }), plain('sheriff'), plain('outlaw'), plain('outlaw'), plain('renegade', other)];
    const match = given({ seats: seats({}) });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'bang'), '4'] });
    const onlySheriff = given({ seats: seats({ inPlay: ['mustang'] }) });
    expect(decideFor(onlySheriff.state, '0')).toEqual({ move: 'endPlay' });
  });

  it('as the Renegade, leaves the Sheriff standing while anyone else does', () => {
    const match = given({ seats: [plain('renegade', { hand: ['bang'] }), plain('sheriff'), plain('deputy', { inPlay: ['mustang'] }), plain('outlaw'), plain('outlaw')] });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'bang'), '4'] });
  });

  it('draws with Wells Fargo first, then puts a Barrel in play', () => {
    const match = given({ seats: table(4, { 0: { hand: ['barrel', 'wells_fargo'] } }), top: ['missed', 'missed', 'missed'] });
    const first = decideFor(match.state, '0');
    expect(first).toEqual({ move: 'play', args: [inHand(match, '0', 'wells_fargo')] });
    match.move('0', first.move, ...first.args!);
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'barrel')] });
  });

  it('equips a gun that brings an enemy into reach', () => {
    const match = given({ seats: table(4, { 0: { hand: ['schofield'] }, 1: { inPlay: ['mustang'] }, 3: { inPlay: ['mustang'] } }) });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'schofield')] });
  });

  it('answers Indians! and a Duel with a BANG! rather than lose a life', () => {
    const indians = given({ seats: table(4, { 0: { hand: ['indians'] }, 1: { hand: ['bang'] } }) });
    indians.move('0', 'play', inHand(indians, '0', 'indians'));
    expect(decideFor(indians.state, '1')).toEqual({ move: 'bang', args: [version(indians), inHand(indians, '1', 'bang')] });
    const duel = given({ seats: table(4, { 0: { hand: ['duel'] }, 2: { hand: ['bang', 'bang'] } }) });
    duel.move('0', 'play', inHand(duel, '0', 'duel'), '2');
    expect(decideFor(duel.state, '2').move).toBe('bang');
  });

  it('takes the best card of a General Store and discards the least useful card in phase 3', () => {
    const store = given({ seats: table(4, { 0: { hand: ['general_store'] }, 1: { life: 1 } }), top: ['dynamite', 'beer', 'general_store', 'saloon'] });
    store.move('0', 'play', inHand(store, '0', 'general_store'));
    const picked = decideFor(store.state, '0');
    expect(picked.move).toBe('pick');
    store.move('0', picked.move, ...picked.args!);
    const pickedByOne = decideFor(store.state, '1');
    // Seat 1, at one life, takes the Beer if seat 0 left it.
    if (store.G.zones.store!.some((id) => keyOf(id) === 'beer')) expect(keyOf(pickedByOne.args![1] as string)).toBe('beer');
    expect(keyOf(picked.args![1] as string)).not.toBe('dynamite');

    const discarding = given({ seats: table(4, { 0: { life: 1, hand: ['missed', 'dynamite'] } }), phase: 'discard' });
    expect(decideFor(discarding.state, '0')).toEqual({ move: 'discard', args: [inHand(discarding, '0', 'dynamite')] });
  });

  it('in the 3-player game, shoots its own target', () => {
    // The Deputy hunts the Renegade (RULES.md §3.3 Three-player variant).
    const match = given({ seats: [plain('deputy', { hand: ['bang'] }), plain('outlaw'), plain('renegade')] });
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: [inHand(match, '0', 'bang'), '2'] });
  });
});

describe('timeoutMove', () => {
  it('takes the hit, gives up a Duel and drinks no Beer; choices are left to the bot', () => {
    const shot = given({ seats: table(4, { 0: { hand: ['bang', 'duel', 'general_store'] }, 1: { life: 1, hand: ['missed', 'beer'] }, 2: { hand: ['bang'] } }) });
    expect(timeoutMove(shot.state, '0')).toBeUndefined();
    shot.move('0', 'play', inHand(shot, '0', 'bang'), '1');
    expect(timeoutMove(shot.state, '2')).toBeUndefined();
    const hit = timeoutMove(shot.state, '1')!;
    expect(hit).toEqual({ move: 'takeHit', args: [version(shot)] });
    shot.move('1', hit.move, ...hit.args!);
    expect(pending(shot).tag).toBe('dying');
    const die = timeoutMove(shot.state, '1')!;
    expect(die).toEqual({ move: 'die', args: [version(shot)] });
    shot.move('1', die.move, ...die.args!);
    expect(shot.G.players['1']!.alive).toBe(false);

    shot.move('0', 'play', inHand(shot, '0', 'duel'), '2');
    const giveUp = timeoutMove(shot.state, '2')!;
    expect(giveUp).toEqual({ move: 'takeHit', args: [version(shot)] });

    const store = given({ seats: table(4, { 0: { hand: ['general_store'] } }) });
    store.move('0', 'play', inHand(store, '0', 'general_store'));
    expect(pending(store).tag).toBe('store');
    expect(timeoutMove(store.state, '0')).toBeUndefined();
  });

  it('reads the winners of a match', () => {
    expect(winners({ winner: 'outlaws', winners: ['1', '2'] })).toEqual(['1', '2']);
    expect(winners(undefined)).toEqual([]);
  });
});

describe('against random seats', () => {
  it('wins at least one and a half times as often as a random seat in 4-player matches', () => {
    let botWins = 0;
    let randomWins = 0;
    const matches = 48;
    for (let i = 0; i < matches; i++) {
      const seat = String(i % 4);
      const end = play(4, `versus-${i}`, [seat]);
      const won = new Set(winners(end.ctx.gameover));
      if (won.has(seat)) botWins++;
      randomWins += [...won].filter((other) => other !== seat).length;
    }
    // About 3.3 times over hundreds of matches (npm run simulate -- bang --bot --players 4).
    expect(botWins / matches).toBeGreaterThan(1.5 * (randomWins / (3 * matches)));
  });
});

describe('the leak checks cover bot matches', () => {
  it('plays matches with bots in some seats and in every seat, checking every invariant, hidden card and role after each step', async () => {
    const tables = [
      { numPlayers: 4, seats: ['1'], setupData: undefined },
      { numPlayers: 5, seats: ['0', '3'], setupData: { dodgeCity: true, bulletCharacters: true } },
      { numPlayers: 7, seats: ['0', '1', '2', '3', '4', '5', '6'], setupData: { dodgeCity: true, bulletCharacters: true } },
      { numPlayers: 3, seats: ['0', '1', '2'], setupData: undefined },
      { numPlayers: 8, seats: ['2', '5', '7'], setupData: { dodgeCity: true, bulletCharacters: true } },
      // The event decks: every event choice made by bots, and New Identity's spare characters dealt.
      { numPlayers: 6, seats: ['0', '1', '2', '3', '4', '5'], setupData: { dodgeCity: true, highNoon: true, fistfulOfCards: true } },
      { numPlayers: 4, seats: ['1', '3'], setupData: { highNoon: true } },
    ];
    for (const [i, { numPlayers, seats, setupData }] of tables.entries()) {
      for (const round of [0, 1]) {
        await breathe();
        const seed = `bot-leaks-${i}-${round}`;
        const result = playout({ game, numPlayers, seed, setupData, invariants, secrets, viewChecks, bots: { module: bang, seats, budgetMs: 20 } });
        expect(result.failure, seed).toBeUndefined();
        expect(result.ended, seed).toBe(true);
      }
    }
  }, 10 * 60_000);
});
