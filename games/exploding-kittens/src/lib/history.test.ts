// The public history (numbered one by one, each entry saying what it is about), the private
// notices beside it (never stale) and whom the match waits for.
import { describe, expect, it } from 'vitest';
import { addedHistory } from '@parlor/game-kit';
import { playout } from '@parlor/game-kit/testing';
import { awaited } from './awaited';
import { game } from './game';
import { kindOf } from './cards';
import { given, hand, noNopesExcept, passAll, put, take, top, version } from './scenario.fixture';
import type { ExplodingKittensState, HistoryEntry } from './state';
import { history, HISTORY_LENGTH } from './turns';

describe('the history', () => {
  it('numbers its entries 0, 1, 2, ... over a whole match, notices apart, and no action adds more than G keeps', () => {
    for (const numPlayers of [2, 5, 10]) {
      const all: HistoryEntry[] = [];
      let before: HistoryEntry[] = [];
      let most = 0;
      const result = playout({
        game,
        numPlayers,
        seed: `history-${numPlayers}`,
        setupData: { fiveDifferentCombo: true },
        onStep: (state) => {
          const now = history(state.G as ExplodingKittensState);
          const added = addedHistory(before, now);
          most = Math.max(most, added.length);
          all.push(...added);
          before = now;
        },
      });
      expect(result.ended).toBe(true);
      expect(all.map((entry) => entry.n)).toEqual(all.map((_, i) => i));
      expect(most).toBeLessThan(HISTORY_LENGTH);
    }
  });

  it('says what a Nope answered: the play, then the Nope before it', () => {
    const match = given(4, (G) => {
      hand(G, '0', [...take(G, 'favor'), ...take(G, 'nope')]);
      hand(G, '1', take(G, 'nope'));
      noNopesExcept(G, ['0', '1']);
    });
    match.move('0', 'play', 'favor', '2');
    match.move('1', 'nope', version(match));
    match.move('0', 'nope', version(match));
    expect(history(match.G).slice(-3)).toMatchObject([
      { kind: 'played', seat: '0', cards: ['favor'], target: '2' },
      { kind: 'noped', seat: '1', on: { seat: '0', cards: ['favor'] } },
      { kind: 'noped', seat: '0', on: { seat: '1', cards: ['nope'] } },
    ]);
  });

  it('names the cards of a Noped combo', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'tacocat', 2));
      hand(G, '1', take(G, 'nope'));
      noNopesExcept(G, ['1']);
    });
    match.move('0', 'combo', ['tacocat', 'tacocat'], '2');
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(history(match.G).slice(-2)).toMatchObject([
      { kind: 'noped', seat: '1', on: { seat: '0', cards: ['tacocat', 'tacocat'] } },
      { kind: 'cancelled', seat: '0', cards: ['tacocat', 'tacocat'] },
    ]);
  });
});

describe('the notices', () => {
  it('last until the next public event about their seat', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'draw_from_the_bottom'), ...take(G, 'skip')]);
      hand(G, '1', take(G, 'skip'));
      hand(G, '2', take(G, 'skip'));
      put(G.zones, 'draw', take(G, 'shuffle'), 'bottom');
      noNopesExcept(G);
    });
    match.move('0', 'play', 'draw_from_the_bottom');
    passAll(match);
    const [drawn] = match.G.zones['hand:0']!.filter((card) => kindOf(card) === 'shuffle');
    expect(match.view('0').notices['0']).toEqual({ kind: 'drew', card: drawn });
    // The other seats' turns leave it: it is still the last thing that happened to seat 0's hand.
    for (const seat of ['1', '2']) {
      match.move(seat, 'play', 'skip');
      passAll(match);
    }
    expect(match.view('0').notices['0']).toEqual({ kind: 'drew', card: drawn });
    // Seat 0 plays again: what it drew last turn is old news.
    match.move('0', 'play', 'skip');
    expect(match.view('0').notices['0']).toBeNull();
  });

  it('are gone once their seat exploded', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
      G.notices['0'] = { kind: 'drew', card: take(G, 'draw_from_the_bottom')[0]! };
    });
    match.move('0', 'draw');
    expect(match.G.out).toEqual(['0']);
    expect(match.view('0').notices['0']).toBeNull();
  });

  it('tell the giver of a Favor it gave the card', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'cattermelon'));
      noNopesExcept(G);
    });
    match.move('0', 'play', 'favor', '1');
    passAll(match);
    const [card] = match.G.zones['hand:1']!;
    match.move('1', 'give', version(match), card);
    expect(match.view('1').notices['1']).toEqual({ kind: 'gave', card, to: '0' });
    expect(match.view('0').notices['0']).toEqual({ kind: 'received', card, from: '1' });
  });
});

describe('awaited', () => {
  it('is the current player, then in a Nope window the seats that have not passed, then whoever must choose', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'skip')]);
      noNopesExcept(G, ['1']);
    });
    expect(awaited(match.state)).toEqual(['0']);
    match.move('0', 'play', 'favor', '2');
    // Every other living seat may Nope (even the player, once Noped), but the window waits only on those that have not passed.
    expect(awaited(match.state)).toEqual(['1', '2', '3']);
    match.move('2', 'pass', version(match));
    expect(awaited(match.state)).toEqual(['1', '3']);
    expect(Object.keys(match.ctx.activePlayers ?? {}).sort()).toEqual(['1', '2', '3']);
    // The same answer on every seat's view and a spectator's.
    for (const viewer of ['0', '1', '2', '3', null]) expect(awaited({ G: match.view(viewer), ctx: match.ctx })).toEqual(['1', '3']);
    passAll(match);
    expect(awaited(match.state)).toEqual(['2']);
  });
});
