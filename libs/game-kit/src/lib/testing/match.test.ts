import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { createMatch, createServerMatch, MoveRejected, type Match } from '../../testing';
import { raceGame, type RaceState } from './race-game.fixture';

function readyAll(match: Match<RaceState>, n: number) {
  for (let seat = 0; seat < n; seat++) match.move(String(seat), 'ready');
}

describe('createMatch', () => {
  it('builds the GIVEN of a scenario with arrange and drives moves as any seat', () => {
    const match = createMatch({
      game: raceGame,
      numPlayers: 2,
      arrange: ({ G }) => {
        G.zones.draw = ['c-5', 'c-1'];
        G.zones.box = CARDS_REST;
      },
    });
    expect(match.activeSeats().sort()).toEqual(['0', '1']);
    readyAll(match, 2);
    expect(match.ctx.phase).toBe('play');
    match.move('0', 'draw');
    expect(match.G.zones['hand:0']).toEqual(['c-5']);
    expect(match.ctx.currentPlayer).toBe('1');
    const moves = match.log.filter((entry) => entry.action.type === 'MAKE_MOVE');
    expect(moves.map((entry) => entry.action.payload.type)).toEqual(['ready', 'ready', 'draw']);
  });

  it('replays the same deal for the same seed', () => {
    const a = createMatch({ game: raceGame, numPlayers: 3, seed: 'x' });
    const b = createMatch({ game: raceGame, numPlayers: 3, seed: 'x' });
    const c = createMatch({ game: raceGame, numPlayers: 3, seed: 'y' });
    expect(a.G.zones.draw).toEqual(b.G.zones.draw);
    expect(a.G.zones.draw).not.toEqual(c.G.zones.draw);
  });

  it('reports a rejected move and proves it changed nothing', () => {
    const match = createMatch({ game: raceGame, numPlayers: 2 });
    readyAll(match, 2);
    const before = JSON.stringify(match.state);
    const outcome = match.attempt('0', 'give', 'c-99');
    expect(outcome).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.attempt('1', 'draw')).toMatchObject({ ok: false, error: 'action/inactive_player' });
    expect(match.attempt('0', 'fly')).toMatchObject({ ok: false, error: 'action/unavailable_move' });
    expect(() => match.move('0', 'give', 'c-99')).toThrow(MoveRejected);
  });

  it('validates setupData and the player count as the lobby would', () => {
    expect(() => createMatch({ game: raceGame, numPlayers: 5 })).toThrow(/numPlayers must be an integer from 2 to 4/);
    expect(() => createMatch({ game: raceGame, numPlayers: 2, setupData: { pileSize: 40 } })).toThrow(/pileSize/);
    expect(createMatch({ game: raceGame, numPlayers: 2, setupData: { pileSize: 4 } }).G.zones.draw).toHaveLength(4);
  });

  it('shows each seat and a spectator only what they may see, and redacts secret arguments', () => {
    const match = createMatch({ game: raceGame, numPlayers: 3 });
    readyAll(match, 3);
    match.move('0', 'draw');
    match.move('1', 'draw');
    const card = match.G.zones['hand:1']![0]!;
    match.move('2', 'draw');
    match.move('0', 'give', match.G.zones['hand:0']![0]!);
    expect(match.view('0').zones['hand:2']).toEqual([HIDDEN_CARD]);
    expect(match.view(null).zones['hand:1']).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
    expect(match.view('1').zones['hand:1']).toContain(card);
    const giveFor = (viewer: string | null) =>
      match.received(viewer).log.findLast((entry) => entry.action.payload.type === 'give')!.action.payload.args;
    expect(giveFor('0')).not.toBeNull();
    expect(giveFor('2')).toBeNull();
    expect(giveFor(null)).toBeNull();
  });

  it('lets a test send an event as a client could', () => {
    const match = createMatch({ game: raceGame, numPlayers: 2 });
    expect(match.event('0', 'endGame')).toMatchObject({ ok: true });
  });
});

const CARDS_REST = ['c-2', 'c-3', 'c-4', 'c-6', 'c-7', 'c-8', 'c-9', 'c-10', 'c-11', 'c-12'];

describe('createServerMatch', () => {
  it('drops a move sent from a stale state, as the server does', async () => {
    const match = createServerMatch({ game: raceGame, numPlayers: 2 });
    const stale = match.state._stateID;
    expect(await match.send('0', 'ready', [])).toBe(true);
    // Seat 1 answers from the state before seat 0's move: boardgame.io drops it silently.
    expect(await match.send('1', 'ready', [], stale)).toBe(false);
    expect(await match.send('1', 'ready', [])).toBe(true);
    expect(match.state.ctx.phase).toBe('play');
    expect(match.log.filter((entry) => entry.action.type === 'MAKE_MOVE')).toHaveLength(2);
  });
});
