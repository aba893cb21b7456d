import { describe, expect, it } from 'vitest';
import { autoMoves, NOPE_SECONDS } from './auto-moves';
import { given, hand, kinds, noNopesExcept, take } from './scenario.fixture';
import { windows } from './windows';

describe('auto moves (what a board does by itself, which the server does for an absent seat)', () => {
  it('passes for every seat a Nope window waits on, after the countdown, and the play then happens', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'skip'));
      noNopesExcept(G, ['2']);
    });
    expect(autoMoves(match.state)).toEqual([]);
    match.move('0', 'play', 'skip');
    const moves = autoMoves(match.state);
    expect(moves.map((auto) => auto.playerID).sort()).toEqual(['1', '2', '3']);
    for (const auto of moves) expect(auto).toMatchObject({ move: 'pass', args: [windows.version(match.G)], afterMs: NOPE_SECONDS * 1000 });
    // Made as the server makes them: each one on the state it was computed for.
    for (const auto of moves) match.move(auto.playerID, auto.move, ...auto.args);
    expect(windows.top(match.G)).toBeUndefined();
    expect(kinds(match.G.zones.discard!)).toContain('skip');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(autoMoves(match.state)).toEqual([]);
  });

  it('leaves out seats that have answered, and never makes a choice for a seat', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      noNopesExcept(G);
    });
    match.move('0', 'play', 'favor', '1');
    match.move('1', 'pass', windows.version(match.G));
    expect(autoMoves(match.state).map((auto) => auto.playerID)).toEqual(['2']);
    match.move('2', 'pass', windows.version(match.G));
    // Seat 1 now chooses which card to give: a choice its board leaves to its player.
    expect(windows.top(match.G)?.tag).toBe('give');
    expect(autoMoves(match.state)).toEqual([]);
  });
});
