// The bot with Gold Rush's equipment (GOLD-RUSH.md §G4): it buys, removes and sells sensibly, from its
// own seat's view, and plays whole matches with the option on without breaking an invariant.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { decide, type GameModule } from '@parlor/game-kit';
import { breathe, playout, seededRandom } from '@parlor/game-kit/testing';
import * as module from '../index';
import { invariants, secrets, viewChecks } from './checks';
import { equipmentIn, given, inHand, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

const bang: GameModule<BangState> = module;
const decideFor = (state: State<BangState>, seat: string) => decide(bang, state, seat, { random: seededRandom(`d-${seat}`), budgetMs: 50 })!;
const table = (n: number, overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[n]!.map((role, seat) => ({ role, character: 'bart_cassidy', ...overrides[seat] }));

describe('the bot with Gold Rush equipment', () => {
  it('buys a Shot for itself when wounded, rather than ending its turn', () => {
    const match = given({ seats: table(4, { 0: { life: 2, nuggets: 1 } }), gold: { market: ['shot', 'wanted', 'calumet'] } });
    expect(decideFor(match.state, '0')).toEqual({ move: 'buyEquipment', args: [equipmentIn(match, 'market', 'shot'), null, '0'] });
  });

  it('buys a Pickaxe it can pay for, and never puts a Wanted on the Sheriff as his Deputy', () => {
    const match = given({ seats: table(5, { 4: { nuggets: 4 } }), current: '4', gold: { market: ['pickaxe', 'wanted', 'shot'] } });
    expect(decideFor(match.state, '4')).toEqual({ move: 'buyEquipment', args: [equipmentIn(match, 'market', 'pickaxe')] });
    const wanted = given({ seats: table(5, { 4: { nuggets: 2 } }), current: '4', gold: { market: ['wanted', 'calumet', 'pickaxe'] } });
    const decided = decideFor(wanted.state, '4');
    expect(decided.move === 'buyEquipment' && decided.args![2] === '0').toBe(false);
  });

  it('sells a spare Beer at full life, and keeps its last one when hurt', () => {
    const spare = given({ seats: table(4, { 0: { hand: ['beer', 'beer', 'missed'] } }), gold: {} });
    expect(decideFor(spare.state, '0')).toEqual({ move: 'sellBeer', args: [inHand(spare, '0', 'beer')] });
    const last = given({ seats: table(4, { 0: { life: 2, hand: ['beer', 'missed'] } }), gold: { market: ['calumet', 'wanted', 'pickaxe'] } });
    expect(decideFor(last.state, '0').move).not.toBe('sellBeer');
  });

  it('pays its Rucksack to survive a lethal hit', () => {
    const match = given({ seats: table(4, { 0: { hand: ['bang'] }, 1: { life: 1, nuggets: 2, gear: ['rucksack'] } }), gold: {} });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(decideFor(match.state, '1').move).toBe('rucksack');
  });

  it('plays whole matches with bots in every seat and Gold Rush equipment, checking every invariant, hidden card and role after each step', async () => {
    const tables = [
      { numPlayers: 4, setupData: { goldRushEquipment: true } },
      { numPlayers: 6, setupData: { goldRushEquipment: true, dodgeCity: true, bulletCharacters: true, highNoon: true, fistfulOfCards: true } },
    ];
    for (const [i, { numPlayers, setupData }] of tables.entries()) {
      await breathe();
      const seed = `bot-gold-${i}`;
      const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
      const result = playout({ game: module.game, numPlayers, seed, setupData, invariants, secrets, viewChecks, bots: { module: bang, seats, budgetMs: 20 } });
      expect(result.failure, seed).toBeUndefined();
      expect(result.ended, seed).toBe(true);
    }
  }, 5 * 60_000);
});
