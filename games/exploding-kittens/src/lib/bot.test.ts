import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { checkGameModule, decide, movesFromView, seatView, type GameModule } from '@parlor/game-kit';
import { apply, breathe, playout, playWithBots, sameMove, seededRandom } from '@parlor/game-kit/testing';
import * as module from '../index';
import { invariants, secrets, viewChecks } from './checks';
import { bot, timeoutMove, winners } from './bot';
import { kindOf } from './cards';
import { futureOf } from './future';
import { given, hand, kinds, noNopesExcept, take, top, version } from './scenario.fixture';
import type { ExplodingKittensState } from './state';
import { windows } from './windows';

type Full = State<ExplodingKittensState>;
const game = module.game;
const explodingKittens: GameModule<ExplodingKittensState> = module;

/** A seeded [0, 1) source for the bot (its own, not the match's). */
const randomOf = seededRandom;

/** A match in which `botSeats` are played by the bot (through `decide`, from their view) and the others at random; `visit` sees every state and each active seat before a step. */
const play = (numPlayers: number, seed: string, botSeats: readonly string[], visit?: (state: Full, seat: string) => void): Full =>
  playWithBots({ module: explodingKittens, numPlayers, seed, botSeats, visit });

describe('the bot plays from its seat’s view only', () => {
  it('meets the module contract with its bot, timeout answers and winners', () => {
    expect(checkGameModule(module)).toEqual([]);
    expect(typeof module.bot).toBe('function');
    expect(typeof module.timeoutMove).toBe('function');
    expect(module.winners({ winner: '2' })).toEqual(['2']);
  });

  it('returns a listed move, which the true state accepts, for every seat of random matches of 2 to 5 players', () => {
    let checked = 0;
    for (const numPlayers of [2, 3, 5]) {
      for (let i = 0; i < 6; i++) {
        play(numPlayers, `sample-${numPlayers}-${i}`, [], (state, seat) => {
          const { G, ctx } = seatView(explodingKittens, state, seat);
          const moves = movesFromView(explodingKittens, G, ctx, seat);
          // The view lists what the true state lists: nothing of it needs a hidden card.
          expect(moves).toEqual(game.ai!.enumerate(state.G, state.ctx, seat));
          const chosen = bot({ G, ctx, seat, moves, random: randomOf(`${i}-${seat}`), budgetMs: 50 });
          expect(moves.some((move) => sameMove(move, chosen))).toBe(true);
          const decided = decide(explodingKittens, state, seat, { random: Math.random, budgetMs: 50 })!;
          expect(apply(game, state, { seat, name: decided.move, args: decided.args ?? [] }).ok).toBe(true);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('the bot chooses well', () => {
  it('puts a defused kitten on top, where the next player draws it', () => {
    const match = given(2, (G) => {
      hand(G, '0', [...take(G, 'defuse'), ...take(G, 'tacocat')]);
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    expect(kinds(match.G.zones.discard!)).toContain('defuse');
    const move = decide(explodingKittens, match.state, '0', { random: Math.random, budgetMs: 50 })!;
    expect(move).toEqual({ move: 'reinsert', args: [version(match), 0] });
    match.move('0', move.move, ...move.args!);
    expect(kindOf(match.G.zones.draw![0]!)).toBe('exploding_kitten');
  });

  it('puts it under the cards it still draws itself when attacked', () => {
    const match = given(2, (G) => {
      hand(G, '0', take(G, 'defuse'));
      top(G, take(G, 'exploding_kitten'));
      G.turnsLeft = 2;
      G.attacked = true;
    });
    match.move('0', 'draw');
    expect(decide(explodingKittens, match.state, '0', { random: Math.random, budgetMs: 50 })).toEqual({ move: 'reinsert', args: [version(match), 1] });
  });

  it('does not draw a kitten it has seen on top: it attacks or skips instead', () => {
    const match = given(2, (G) => {
      hand(G, '0', [...take(G, 'see_the_future'), ...take(G, 'skip'), ...take(G, 'beard_cat')]);
      hand(G, '1', take(G, 'tacocat'));
      noNopesExcept(G);
      top(G, take(G, 'exploding_kitten'));
    });
    const decideFor = () => decide(explodingKittens, match.state, '0', { random: Math.random, budgetMs: 50 })!;
    // One kitten in a pile of thirty-odd cards: a risk worth taking while it knows nothing.
    expect(decideFor()).toEqual({ move: 'draw' });
    match.move('0', 'play', 'see_the_future');
    match.move('1', 'pass', version(match));
    expect(futureOf(match.G, '0')).not.toEqual([]);
    expect(decideFor()).toEqual({ move: 'play', args: ['skip'] });
  });

  it('looks before drawing when the risk is high and it has no Defuse', () => {
    const match = given(2, (G) => {
      hand(G, '0', [...take(G, 'see_the_future'), ...take(G, 'beard_cat')]);
      // Only four cards left: one in four is the kitten.
      G.zones.box = [...G.zones.box!, ...G.zones.draw!.filter((card) => kindOf(card) !== 'exploding_kitten').slice(3)];
      G.zones.draw = G.zones.draw!.filter((card) => kindOf(card) === 'exploding_kitten' || !G.zones.box!.includes(card));
    });
    expect(match.G.zones.draw).toHaveLength(4);
    expect(decide(explodingKittens, match.state, '0', { random: Math.random, budgetMs: 50 })).toEqual({ move: 'play', args: ['see_the_future'] });
  });

  it('Nopes an Attack aimed at it, and lets a See the Future be', () => {
    const attacked = given(2, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', take(G, 'nope'));
    });
    attacked.move('0', 'play', 'attack');
    expect(decide(explodingKittens, attacked.state, '1', { random: Math.random, budgetMs: 50 })).toEqual({ move: 'nope', args: [version(attacked)] });

    const looking = given(2, (G) => {
      hand(G, '0', take(G, 'see_the_future'));
      hand(G, '1', take(G, 'nope'));
    });
    looking.move('0', 'play', 'see_the_future');
    expect(decide(explodingKittens, looking.state, '1', { random: Math.random, budgetMs: 50 })).toEqual({ move: 'pass', args: [version(looking)] });
  });

  it('gives the cheapest card to a Favor, never its Defuse', () => {
    const match = given(2, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', [...take(G, 'defuse'), ...take(G, 'skip'), ...take(G, 'cattermelon')]);
      noNopesExcept(G);
    });
    match.move('0', 'play', 'favor', '1');
    match.move('1', 'pass', version(match));
    const move = decide(explodingKittens, match.state, '1', { random: Math.random, budgetMs: 50 })!;
    expect(move.move).toBe('give');
    expect(kindOf(move.args![1] as string)).toBe('cattermelon');
  });

  it('steals with a pair of cats rather than keep them', () => {
    const match = given(2, (G) => {
      hand(G, '0', [...take(G, 'tacocat', 2), ...take(G, 'defuse')]);
    });
    expect(decide(explodingKittens, match.state, '0', { random: Math.random, budgetMs: 50 })).toEqual({ move: 'combo', args: [['tacocat', 'tacocat'], '1'] });
  });
});

describe('timeoutMove', () => {
  it('passes a Nope window for a seat whose time ran out, and leaves every choice to the bot', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'favor'), ...take(G, 'defuse')]);
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'skip')]);
      noNopesExcept(G, ['1']);
      top(G, take(G, 'exploding_kitten'));
    });
    expect(timeoutMove(match.state, '0')).toBeUndefined();
    match.move('0', 'play', 'favor', '1');
    expect(timeoutMove(match.state, '0')).toBeUndefined();
    for (const seat of ['1', '2']) {
      const answer = timeoutMove(match.state, seat)!;
      expect(answer).toEqual({ move: 'pass', args: [version(match)] });
      match.move(seat, answer.move, ...answer.args!);
    }
    // Seat 1 now chooses the card it gives: no default.
    expect(windows.top(match.G)?.tag).toBe('give');
    expect(timeoutMove(match.state, '1')).toBeUndefined();
    match.move('1', 'give', version(match), match.G.zones['hand:1']!.find((card) => kindOf(card) === 'skip'));
    // Where a defused kitten goes is a choice too.
    match.move('0', 'draw');
    expect(windows.top(match.G)?.tag).toBe('defuse');
    expect(timeoutMove(match.state, '0')).toBeUndefined();
  });

  it('reads the winner of a match', () => {
    expect(winners({ winner: '1' })).toEqual(['1']);
    expect(winners(undefined)).toEqual([]);
  });
});

describe('against random seats', () => {
  it('wins more than its share of 2- and 3-player matches', () => {
    let wins = 0;
    let matches = 0;
    let share = 0;
    for (const numPlayers of [2, 3]) {
      for (let i = 0; i < 40; i++) {
        const seat = String(i % numPlayers);
        const end = play(numPlayers, `versus-${numPlayers}-${i}`, [seat]);
        if (winners(end.ctx.gameover).includes(seat)) wins++;
        matches++;
        share += 1 / numPlayers;
      }
    }
    // About 0.85 of 2-player and 0.6 of 3-player matches over many runs; the share is 0.42.
    expect(wins / matches).toBeGreaterThan((share / matches) * 1.4);
  });
});

describe('the leak checks cover bot matches', () => {
  it('plays matches with bots in some seats and in every seat, checking every invariant and every view after each step', async () => {
    const tables = [
      { numPlayers: 2, seats: ['0'] },
      { numPlayers: 3, seats: ['0', '1', '2'] },
      { numPlayers: 5, seats: ['1', '3'] },
      { numPlayers: 7, seats: ['0', '1', '2', '3', '4', '5', '6'] },
      { numPlayers: 10, seats: ['0', '4', '9'] },
    ];
    for (const [i, { numPlayers, seats }] of tables.entries()) {
      for (const round of [0, 1]) {
        await breathe();
        const seed = `bot-leaks-${i}-${round}`;
        const setupData = { fiveDifferentCombo: round === 1 };
        const result = playout({ game, numPlayers, seed, setupData, invariants, secrets, viewChecks, bots: { module: explodingKittens, seats, budgetMs: 20 } });
        expect(result.failure, seed).toBeUndefined();
        expect(result.ended, seed).toBe(true);
      }
    }
  }, 10 * 60_000);
});
