import { describe, expect, it } from 'vitest';
import { checkConservation } from '@parlor/deck';
import { checkGameModule } from '@parlor/game-kit';
import { createMatch, playout } from '@parlor/game-kit/testing';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { cards, game, handValue, invariants, manifest, secrets, visibility, type ColtExpressState } from '../index';

describe('the module contract', () => {
  it('meets it', () => {
    expect(checkGameModule({ game, manifest, invariants, secrets })).toEqual([]);
    expect(visibility.undeclaredZoneKinds(createMatch({ game, numPlayers: 2 }).G)).toEqual([]);
  });
});

describe('setup', () => {
  it.each([2, 6])('shuffles the whole deck into the pile, hands empty (%i players)', (numPlayers) => {
    const { G } = createMatch({ game, numPlayers });
    expect(G.zones.draw).toHaveLength(24);
    expect(checkConservation(G.zones, cards.ids).ok).toBe(true);
    expect(G.zones.draw).not.toEqual(cards.ids);
    expect(G.target).toBe(21);
  });

  it('takes the target from the setup options, and rejects a bad one', () => {
    expect(createMatch({ game, numPlayers: 2, setupData: { target: 15 } }).G.target).toBe(15);
    expect(game.validateSetupData!({ target: 40 }, 2)).toMatch(/target/);
    expect(game.validateSetupData!(undefined, 7)).toMatch(/from 2 to 6/);
  });
});

describe('a turn', () => {
  const stacked = (pile: string[]) => (state: { G: ColtExpressState }) => {
    state.G.zones.draw = [...pile, ...state.G.zones.draw!.filter((id) => !pile.includes(id))];
  };

  it('draws the top card into the hand and passes the turn', () => {
    const match = createMatch({ game, numPlayers: 3, arrange: stacked(['card-5-1']) });
    match.move('0', 'draw');
    expect(match.G.zones['hand:0']).toEqual(['card-5-1']);
    expect(match.G.zones.draw).toHaveLength(23);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('stops a seat that goes over the target and skips it afterwards', () => {
    const match = createMatch({ game, numPlayers: 3, setupData: { target: 15 }, arrange: stacked(['card-12-1', 'card-1-1', 'card-2-1', 'card-12-2']) });
    match.move('0', 'draw');
    match.move('1', 'draw');
    match.move('2', 'draw');
    match.move('0', 'draw');
    expect(handValue(match.G.zones['hand:0']!)).toBe(24);
    expect(match.G.stopped).toEqual(['0']);
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'stop');
    expect(match.ctx.currentPlayer).toBe('2');
  });

  it('rejects moves out of turn or after stopping, changing nothing', () => {
    const match = createMatch({ game, numPlayers: 2 });
    expect(match.attempt('1', 'draw')).toMatchObject({ ok: false, error: 'action/inactive_player' });
    match.move('0', 'stop');
    expect(match.attempt('0', 'draw')).toMatchObject({ ok: false });
  });

  it('ends when everyone has stopped, with the closest total not over the target winning', () => {
    const match = createMatch({ game, numPlayers: 3, arrange: stacked(['card-10-1', 'card-9-1', 'card-3-1', 'card-10-2', 'card-11-1']) });
    match.move('0', 'draw'); // 10
    match.move('1', 'draw'); // 9
    match.move('2', 'draw'); // 3
    match.move('0', 'draw'); // 20
    match.move('1', 'draw'); // 20
    match.move('2', 'stop');
    match.move('0', 'stop');
    expect(match.ctx.gameover).toBeUndefined();
    match.move('1', 'stop');
    expect(match.ctx.gameover).toEqual({ winners: ['0', '1'], totals: { '0': 20, '1': 20, '2': 3 } });
    // Each card drawn goes on top of the hand (index 0).
    expect(match.view('2').zones['hand:0']).toEqual(['card-10-2', 'card-10-1']);
  });
});

describe('hidden information', () => {
  it("shows a seat its own hand and only the count of others', to a spectator counts only", () => {
    const match = createMatch({ game, numPlayers: 3 });
    match.move('0', 'draw');
    match.move('1', 'draw');
    expect(match.view('0').zones['hand:0']).toEqual(match.G.zones['hand:0']);
    expect(match.view('0').zones['hand:1']).toEqual([HIDDEN_CARD]);
    expect(match.view(null).zones['hand:0']).toEqual([HIDDEN_CARD]);
    expect(match.view(null).zones.draw!.every((id) => id === HIDDEN_CARD)).toBe(true);
  });
});

describe('the invariants', () => {
  it('catch a lost card and a seat left drawing over the target', () => {
    const { state } = createMatch({
      game,
      numPlayers: 2,
      arrange: ({ G }) => {
        G.zones['hand:0'] = ['card-12-1', 'card-12-2'];
        G.zones.draw = G.zones.draw!.filter((id) => !id.startsWith('card-12-') && id !== 'card-1-1');
      },
    });
    const broken = invariants.map((invariant) => invariant(state, undefined));
    expect(broken[0]).toMatch(/missing: card-1-1/);
    expect(broken[1]).toMatch(/seat 0 is over the target/);
  });
});

describe('random playouts', () => {
  const counts = Array.from({ length: manifest.maxPlayers - manifest.minPlayers + 1 }, (_, i) => manifest.minPlayers + i);

  it.each(counts)('plays 50 matches of %i players to the end, checking every invariant and every view after each step', (numPlayers) => {
    for (let i = 0; i < 50; i++) {
      const result = playout({ game, numPlayers, seed: `colt-express-${numPlayers}-${i}`, invariants, secrets });
      expect(result.failure).toBeUndefined();
      expect(result.ended).toBe(true);
    }
  });
});
