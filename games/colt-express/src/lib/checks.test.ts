// The checks the playouts run must be able to fail: each is shown a state, or a game, that
// breaks what it checks.
import { describe, expect, it } from 'vitest';
import type { Game, LogEntry, State } from 'boardgame.io';
import { createMatch, playout, received } from '@parlor/game-kit/testing';
import { invariants, rankingByRules, secrets, viewChecks } from './checks';
import { game } from './game';
import { legalMoves } from './legal';
import { given } from './scenario.fixture';
import type { ColtExpressResult, ColtExpressState } from './state';

/** A finished 4-player match. */
function finished(): State<ColtExpressState> {
  const match = createMatch({ game, numPlayers: 4, seed: 'checks' });
  for (let n = 0; match.ctx.gameover === undefined; n++) {
    const [seat] = match.activeSeats();
    const legal = legalMoves(match.G, match.ctx, seat!);
    const choice = legal[(n * 5) % legal.length]!;
    match.move(seat!, choice.move, ...(choice.args ?? []));
  }
  return match.state;
}

/** The module's view checks run on what `viewer` receives of `state` from `rules`, as playouts run them. */
function secretNumberLeak(state: State<ColtExpressState>, log: LogEntry[], viewer: string | null, rules: Game<ColtExpressState> = game) {
  const seen = received(rules, state, log, viewer);
  const viewOf = (other: ColtExpressState) => received(rules, { ...state, G: other }, [], viewer).state.G;
  for (const check of viewChecks) {
    const wrong = check(state, viewer, { G: seen.state.G, log: seen.log, viewOf });
    if (wrong) return wrong;
  }
  return undefined;
}

const broken = (state: State<ColtExpressState>) => invariants.map((invariant) => invariant(state, undefined)).filter(Boolean);

describe('the final ranking check', () => {
  it('agrees with a finished match, and refuses a result that is not the rules’ ranking', () => {
    const state = finished();
    expect(broken(state)).toEqual([]);
    const result = state.ctx.gameover as ColtExpressResult;
    const rows = rankingByRules(state.G);
    expect(rows.filter((row) => row.rank === 1).map((row) => row.seat).sort()).toEqual([...result.winners].sort());
    const tampered: ColtExpressResult[] = [
      { ...result, winners: result.scores.filter((score) => score.rank !== 1).map((score) => score.seat).slice(0, 1) },
      { ...result, scores: result.scores.map((score, i) => (i === 0 ? { ...score, total: score.total + 50 } : score)) },
      { ...result, scores: result.scores.map((score) => ({ ...score, gunslinger: !score.gunslinger })) },
      { ...result, scores: result.scores.slice(1) },
    ];
    for (const gameover of tampered) expect(broken({ ...state, ctx: { ...state.ctx, gameover } })).toHaveLength(1);
  });

  it('works the ranking out from the cards: bullets fired for the Gunslinger, bullet cards held for the tie-break', () => {
    const match = given({
      seats: [{ ghost: { at: 'in(0)', purses: [300] } }, { doc: { at: 'in(0)', purses: [300] } }, { cheyenne: { at: 'in(1)' } }, { django: { at: 'in(1)' } }],
      round: 5,
      card: 'pickpocketing',
      phase: 'event',
      extra: (G) => {
        // Ghost fired two bullets at Doc; Doc and Django fired one each at Ghost.
        G.zones['cylinder:ghost'] = G.zones['cylinder:ghost']!.slice(2);
        G.zones['cylinder:doc'] = G.zones['cylinder:doc']!.slice(1);
        G.zones['cylinder:django'] = G.zones['cylinder:django']!.slice(1);
        G.zones['box'] = G.zones['box']!.filter((card) => !['ghost.bullet.6', 'ghost.bullet.5', 'doc.bullet.6', 'django.bullet.6'].includes(card));
        G.zones['deck:1'] = ['ghost.bullet.6', 'ghost.bullet.5', ...G.zones['deck:1']!];
        G.zones['deck:0'] = ['doc.bullet.6', 'django.bullet.6', ...G.zones['deck:0']!];
      },
    });
    const rows = rankingByRules(match.G);
    expect(rows.map((row) => [row.seat, row.total, row.gunslinger, row.received, row.rank])).toEqual([
      ['0', 1300, true, 2, 1],
      ['1', 300, false, 2, 2],
      ['2', 0, false, 0, 3],
      ['3', 0, false, 0, 3],
    ]);
  });
});

describe('the hidden-information checks', () => {
  it('finds another seat’s hand in what a seat receives from a game that sends everything', () => {
    const open: Game<ColtExpressState> = { ...game, playerView: ({ G }) => G };
    const result = playout({ game: open, numPlayers: 3, seed: 'open', secrets, maxSteps: 5 });
    expect(result.failure?.message).toMatch(/seat 0 can see a secret/);
    expect(playout({ game, numPlayers: 3, seed: 'open', secrets, maxSteps: 5 }).failure).toBeUndefined();
  });

  it('finds purse values a seat receives but may not know, and none from the real game', () => {
    const state = finished();
    for (const viewer of ['0', '1', '2', '3', null]) expect(secretNumberLeak(state, [], viewer)).toBeUndefined();
    const open: Game<ColtExpressState> = { ...game, playerView: ({ G }) => G };
    expect(secretNumberLeak(state, [], '1', open)).toMatch(/changes with the purse values/);
    // Only the train's purses leaking, with every bandit's kept to its seat.
    const trainOnly: Game<ColtExpressState> = {
      ...game,
      playerView: (context) => ({ ...game.playerView!(context), purseValues: { ...game.playerView!(context).purseValues, train: context.G.purseValues.train } }),
    };
    const lying = { ...state, G: { ...state.G, purseValues: { ...state.G.purseValues, train: { ...state.G.purseValues.train, '0:roof': [450] } } } };
    expect(secretNumberLeak(lying, [], null, trainOnly)).toMatch(/changes with the purse values/);
  });

  it('runs in playouts: a game that sends the train’s purse values fails them', () => {
    const trainShown: Game<ColtExpressState> = {
      ...game,
      playerView: (context) => ({ ...game.playerView!(context), purseValues: { ...game.playerView!(context).purseValues, train: context.G.purseValues.train } }),
    };
    expect(playout({ game, numPlayers: 3, seed: 'purses', viewChecks, maxSteps: 60 }).failure).toBeUndefined();
    const result = playout({ game: trainShown, numPlayers: 3, seed: 'purses', viewChecks, maxSteps: 60 });
    expect(result.failure?.message).toMatch(/view is wrong: what it receives changes with the purse values/);
  });

  it('finds a purse-sized number in another seat’s move as a seat is told of it', () => {
    const state = finished();
    const log = [{ action: { type: 'MAKE_MOVE', payload: { type: 'resolve', args: [{ to: 450 }], playerID: '2' } }, _stateID: 1, turn: 1, phase: 'default' }];
    expect(secretNumberLeak(state, log as never, '1')).toMatch(/carries 450/);
    expect(secretNumberLeak(state, log as never, '2')).toBeUndefined();
  });
});
