import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { awaited } from './awaited';
import { given, inHand, ROLES, type SeatSpec } from './scenario.fixture';
import type { BangState } from './state';

const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ role, character: 'willy_the_kid' as const, ...overrides[seat] }));

describe('the seats the game waits for (clocks and bots run for those)', () => {
  it('is the player whose turn it is, or those a window asks; never a seat standing by (Sid Ketchum)', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 3: { character: 'sid_ketchum', life: 2, hand: ['beer', 'missed'] } }) });
    // Sid Ketchum may heal at any time, so boardgame.io lets him act: the game does not wait for him.
    expect(Object.keys(match.ctx.activePlayers ?? {})).toContain('3');
    expect(awaited(match.state as State<BangState>)).toEqual(['0']);
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(awaited(match.state as State<BangState>)).toEqual(['1']);
  });
});
