import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { moveCard } from '@parlor/deck';
import { checkGameModule, decide, movesFromView, seatView, type GameModule } from '@parlor/game-kit';
import { apply, breathe, initialState, playout, playWithBots, sameMove, seededRandom } from '@parlor/game-kit/testing';
import * as module from '../index';
import { invariants, secrets, viewChecks } from './checks';
import { bot, timeoutMove, winners } from './bot';
import { answerVersion, deckZone, handZone, phaseOf } from './flow';
import { given } from './scenario.fixture';
import type { ColtExpressState } from './state';

type Full = State<ColtExpressState>;
const game = module.game;
const coltExpress: GameModule<ColtExpressState> = module;

const randomOf = seededRandom;
const decideFor = (state: Full, seat: string) => decide(coltExpress, state, seat, { random: randomOf(`d-${seat}`), budgetMs: 50 });

/** A match with `botSeats` played by the bot from their view and the others at random; `visit` sees each state and active seat. */
const play = (numPlayers: number, seed: string, botSeats: readonly string[], visit?: (state: Full, seat: string) => void): Full =>
  playWithBots({ module: coltExpress, numPlayers, seed, botSeats, visit });

describe('the bot plays from its seat’s view only', () => {
  it('meets the module contract with its bot, timeout answers and winners', () => {
    expect(checkGameModule(module)).toEqual([]);
    expect(module.winners({ winners: ['0', '2'], scores: [] })).toEqual(['0', '2']);
  });

  it('returns a listed move, which the true state accepts, for every seat of random matches of 2, 3 and 5 players', () => {
    let checked = 0;
    for (const numPlayers of [2, 3, 5]) {
      for (let i = 0; i < 3; i++) {
        play(numPlayers, `sample-${numPlayers}-${i}`, [], (state, seat) => {
          const { G, ctx } = seatView(coltExpress, state, seat);
          const moves = movesFromView(coltExpress, G, ctx, seat);
          // The view lists what the true state lists: a face-down card of another seat, or a
          // purse value, is never needed to know what a seat may do.
          expect(moves).toEqual(game.ai!.enumerate(state.G, state.ctx, seat));
          const chosen = bot({ G, ctx, seat, moves, random: randomOf(`${i}-${seat}`), budgetMs: 50 });
          expect(moves.some((move) => sameMove(move, chosen))).toBe(true);
          const decided = decideFor(state, seat)!;
          expect(apply(game, state, { seat, name: decided.move, args: decided.args ?? [] }).ok).toBe(true);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('the bot chooses well', () => {
  it('robs the strongbox rather than a purse', () => {
    const match = given({ seats: [{ tuco: { at: 'in(1)' } }, { belle: { at: 'in(3)' } }, { doc: { at: 'roof(0)' } }], loot: { 'in(1)': { purses: [300], strongboxes: 1 } }, pile: ['tuco.robbery'] });
    expect(phaseOf(match.G)).toBe('steal');
    expect(decideFor(match.state, '0')).toEqual({ move: 'resolve', args: [{ loot: 'strongbox' }] });
  });

  it('never shoots its own team in the 2-player game', () => {
    const match = given({
      seats: [
        { tuco: { at: 'in(1)' }, cheyenne: { at: 'in(2)', purses: [500] } },
        { django: { at: 'in(0)' }, doc: { at: 'roof(3)' } },
      ],
      pile: ['tuco.fire'],
    });
    expect(decideFor(match.state, '0')).toEqual({ move: 'resolve', args: [{ target: 'django' }] });
  });

  it('keeps out of the Marshal’s car', () => {
    const match = given({
      seats: [{ ghost: { at: 'in(1)' } }, { belle: { at: 'roof(3)' } }, { doc: { at: 'roof(3)' } }],
      marshal: 2,
      loot: { 'in(2)': { jewels: 1 }, 'in(0)': { purses: [250] } },
      pile: ['ghost.move'],
    });
    expect(decideFor(match.state, '0')).toEqual({ move: 'resolve', args: [{ to: 0 }] });
  });

  it('punches the rich rival off his loot, not its teammate', () => {
    const match = given({
      seats: [
        { cheyenne: { at: 'in(2)' }, doc: { at: 'in(2)', purses: [250] } },
        { django: { at: 'in(2)', jewels: 1 }, ghost: { at: 'roof(0)' } },
      ],
      pile: ['cheyenne.punch'],
    });
    const move = decideFor(match.state, '0')!;
    expect(move.move).toBe('resolve');
    expect(move.args![0]).toMatchObject({ target: 'django', loot: 'jewel' });
  });

  it('plans a robbery in Schemin’ when its bandit stands on loot', () => {
    const match = given({
      seats: [{ tuco: { at: 'in(1)' } }, { belle: { at: 'in(3)' } }, { doc: { at: 'in(0)' } }],
      loot: { 'in(1)': { jewels: 1 } },
      extra: (G) => {
        // Tuco's hand: a robbery and cards that would only take him away from the jewel.
        for (const card of [...G.zones[handZone('0')]!]) moveCard(G.zones, card, { from: handZone('0'), to: deckZone('0') });
        for (const card of ['tuco.robbery.1', 'tuco.move.1', 'tuco.changeFloor.1']) moveCard(G.zones, card, { from: deckZone('0'), to: handZone('0') });
      },
    });
    expect(phaseOf(match.G)).toBe('scheme');
    expect(decideFor(match.state, '0')).toEqual({ move: 'play', args: ['tuco.robbery.1'] });
  });

  it('throws every bullet out of its hand and keeps its action cards', () => {
    const discarding = given({
      seats: [{ tuco: {}, cheyenne: {} }, { django: {}, doc: {} }],
      extra: (G, reopen) => {
        moveCard(G.zones, 'neutral.1', { from: 'neutral', to: handZone('0') });
        moveCard(G.zones, 'neutral.2', { from: 'neutral', to: handZone('0') });
        reopen({ kind: 'simultaneous', tag: 'discard', stage: 'discard', seats: ['0'], data: null });
      },
    });
    const discarded = decideFor(discarding.state, '0')!;
    expect(discarded.move).toBe('discardBullets');
    expect([...(discarded.args![1] as string[])].sort()).toEqual(['neutral.1', 'neutral.2']);

    const keeping = given({
      seats: [{ tuco: {}, cheyenne: {} }, { django: {}, doc: {} }],
      extra: (G, reopen) => {
        moveCard(G.zones, 'neutral.1', { from: 'neutral', to: handZone('0') });
        reopen({ kind: 'simultaneous', tag: 'keep', stage: 'keep', seats: ['0'], data: null });
      },
    });
    const kept = decideFor(keeping.state, '0')!;
    expect(kept.move).toBe('keep');
    expect([...(kept.args![1] as string[])].sort()).toEqual(keeping.G.zones[handZone('0')]!.filter((card) => card !== 'neutral.1').sort());
  });
});

describe('timeoutMove', () => {
  it('discards no bullet and keeps the whole hand, and leaves Schemin’, Stealin’ and the placement to the bot', () => {
    const discarding = given({
      seats: [{ tuco: {}, cheyenne: {} }, { django: {}, doc: {} }],
      extra: (G, reopen) => {
        moveCard(G.zones, 'neutral.1', { from: 'neutral', to: handZone('0') });
        reopen({ kind: 'simultaneous', tag: 'discard', stage: 'discard', seats: ['0'], data: null });
      },
    });
    const discard = timeoutMove(discarding.state, '0')!;
    expect(discard).toEqual({ move: 'discardBullets', args: [answerVersion(discarding.G), []] });
    expect(timeoutMove(discarding.state, '1')).toBeUndefined();
    discarding.move('0', discard.move, ...discard.args!);
    expect(discarding.G.zones[handZone('0')]).toContain('neutral.1');

    const keeping = given({
      seats: [{ tuco: {}, cheyenne: {} }, { django: {}, doc: {} }],
      extra: (_G, reopen) => reopen({ kind: 'simultaneous', tag: 'keep', stage: 'keep', seats: ['0', '1'], data: null }),
    });
    const hand = [...keeping.G.zones[handZone('1')]!];
    const keep = timeoutMove(keeping.state, '1')!;
    expect(keep.move).toBe('keep');
    // One of the answers enumerate lists, the whole hand.
    expect(game.ai!.enumerate(keeping.G, keeping.ctx, '1')).toContainEqual(keep);
    keeping.move('1', keep.move, ...keep.args!);
    expect([...keeping.G.zones[handZone('1')]!].sort()).toEqual(hand.sort());

    const scheming = given({ seats: [{ tuco: {} }, { belle: {} }, { doc: {} }] });
    expect(phaseOf(scheming.G)).toBe('scheme');
    expect(timeoutMove(scheming.state, '0')).toBeUndefined();
    const stealing = given({ seats: [{ tuco: { at: 'in(1)' } }, { belle: { at: 'in(1)' } }, { doc: { at: 'in(1)' } }], pile: ['tuco.fire'] });
    expect(timeoutMove(stealing.state, '0')).toBeUndefined();
    const placing = initialState(game, 2, undefined, 'place');
    expect(phaseOf(placing.G)).toBe('place');
    expect(timeoutMove(placing, '0')).toBeUndefined();
  });

  it('reads the winners of a match', () => {
    expect(winners({ winners: ['1'], scores: [] })).toEqual(['1']);
    expect(winners(undefined)).toEqual([]);
  });
});

describe('against random seats', () => {
  it('wins more than its share of 2- and 3-player matches', () => {
    let wins = 0;
    let matches = 0;
    let share = 0;
    for (const numPlayers of [2, 3]) {
      for (let i = 0; i < 16; i++) {
        const seat = String(i % numPlayers);
        const end = play(numPlayers, `versus-${numPlayers}-${i}`, [seat]);
        if (winners(end.ctx.gameover).includes(seat)) wins++;
        matches++;
        share += 1 / numPlayers;
      }
    }
    // Over hundreds of matches it wins nearly all of them; the share is 0.42.
    expect(wins / matches).toBeGreaterThan(Math.min(0.9, (share / matches) * 1.8));
  });
});

describe('the leak checks cover bot matches', () => {
  it('plays matches with bots in some seats and in every seat, checking every invariant, hidden card and purse value after each step', async () => {
    const tables = [
      { numPlayers: 2, seats: ['1'] },
      { numPlayers: 3, seats: ['0', '1', '2'] },
      { numPlayers: 4, seats: ['0', '2'] },
      { numPlayers: 6, seats: ['0', '1', '2', '3', '4', '5'] },
    ];
    for (const [i, { numPlayers, seats }] of tables.entries()) {
      for (const round of [0, 1]) {
        await breathe();
        const seed = `bot-leaks-${i}-${round}`;
        const setupData = { advanced: round === 1 };
        const result = playout({ game, numPlayers, seed, setupData, invariants, secrets, viewChecks, bots: { module: coltExpress, seats, budgetMs: 20 } });
        expect(result.failure, seed).toBeUndefined();
        expect(result.ended, seed).toBe(true);
      }
    }
  }, 10 * 60_000);
});
