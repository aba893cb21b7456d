import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { awaitedSeats, turnHolder } from '@parlor/game-kit';
import { createMatch } from '@parlor/game-kit/testing';
import { awaited, turnOf } from './awaited';
import { phaseOf } from './flow';
import { game } from './game';
import { legalMoves } from './legal';
import type { ColtExpressState } from './state';

const state = (match: ReturnType<typeof createMatch<ColtExpressState>>) => match.state as State<ColtExpressState>;

describe('awaited: whom the match waits for', () => {
  it('names the seat whose Schemin’ action is due, not boardgame.io’s current player (the whole match is one turn)', () => {
    const match = createMatch({ game, numPlayers: 4, seed: 'awaited' });
    const first = match.G.first;
    expect(awaited(state(match))).toEqual([first]);
    const { move, args } = legalMoves(match.G, match.ctx, first).find((each) => each.move === 'play')!;
    match.move(first, move, ...(args ?? []));
    const next = awaited(state(match));
    expect(next).toHaveLength(1);
    expect(next).not.toEqual([first]);
    // boardgame.io still says the turn is seat 0's: the header must not read it.
    expect(match.ctx.currentPlayer).toBe('0');
    expect(awaitedSeats({ awaited }, state(match))).toEqual(next);
    // Whose turn the room names is that seat's too, from every view.
    for (const viewer of ['0', '1', '2', '3', null]) expect(turnHolder({ turnOf }, match.received(viewer).state as State<ColtExpressState>)).toBe(next[0]);
  });

  it('names every seat yet to answer a simultaneous choice, and the same from every view', () => {
    const match = createMatch({ game, numPlayers: 2, seed: 'awaited' });
    expect(phaseOf(match.G)).toBe('place');
    expect(awaited(state(match)).sort()).toEqual(['0', '1']);
    match.move('1', 'place', match.G.windows.version, match.G.seats['1']![0]);
    expect(awaited(state(match))).toEqual(['0']);
    for (const viewer of ['0', '1', null]) expect(awaited(match.received(viewer).state as State<ColtExpressState>)).toEqual(['0']);
    // Choosing at once is nobody's turn.
    expect(turnOf(state(match))).toBeNull();
  });

  it('names nobody once the match is over', () => {
    const match = createMatch({ game, numPlayers: 3, seed: 'awaited-end' });
    for (let n = 0; match.ctx.gameover === undefined; n++) {
      const seat = awaited(state(match))[0]!;
      const legal = legalMoves(match.G, match.ctx, seat);
      const { move, args } = legal[n % legal.length]!;
      match.move(seat, move, ...(args ?? []));
    }
    expect(awaited(state(match))).toEqual([]);
    expect(turnOf(state(match))).toBeNull();
  });

  it('gives the turn to the seat whose Stealin’ card is due, and to nobody while seats keep cards', () => {
    const match = createMatch({ game, numPlayers: 3, seed: 'awaited-steal' });
    const seen = new Set<string>();
    for (let n = 0; match.ctx.gameover === undefined && seen.size < 3; n++) {
      const phase = phaseOf(match.G);
      const waiting = awaited(state(match));
      if (phase === 'steal' || phase === 'scheme') {
        expect(waiting).toHaveLength(1);
        expect(turnOf(state(match))).toBe(waiting[0]);
      } else expect(turnOf(state(match))).toBeNull();
      seen.add(phase);
      const seat = waiting[0]!;
      const legal = legalMoves(match.G, match.ctx, seat);
      const { move, args } = legal[n % legal.length]!;
      match.move(seat, move, ...(args ?? []));
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['scheme', 'steal']));
  });
});
