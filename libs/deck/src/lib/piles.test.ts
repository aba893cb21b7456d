import { describe, expect, it } from 'vitest';
import { InitializeGame } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';
import {
  createZones,
  deal,
  draw,
  isReorderOfTop,
  isValidPosition,
  moveAll,
  moveCard,
  peek,
  peekBottom,
  refillIfEmpty,
  reorderTop,
  shuffle,
  checkConservation,
  copies,
  DeckError,
  type Shuffler,
  type Zones,
} from '../index';

/** A shuffler whose result is predictable: it reverses. Enough to see that a shuffle happened. */
const reverse: Shuffler = { Shuffle: (items) => [...items].reverse() };

describe('draw', () => {
  it('takes cards from the top, in order, onto the top of the target', () => {
    const zones = createZones(['hand'], { draw: ['a', 'b', 'c', 'd'], hand: ['x'] });
    expect(draw(zones, { from: 'draw', to: 'hand', count: 2 })).toEqual(['a', 'b']);
    expect(zones).toEqual({ draw: ['c', 'd'], hand: ['a', 'b', 'x'] });
  });

  it('can put the drawn block under the target instead', () => {
    const zones = createZones([], { draw: ['a', 'b'], look: ['x'] });
    draw(zones, { from: 'draw', to: 'look', count: 2, at: 'bottom' });
    expect(zones.look).toEqual(['x', 'a', 'b']);
  });

  it('returns fewer cards from a short pile without a refill', () => {
    const zones = createZones(['hand'], { draw: ['a'] });
    expect(draw(zones, { from: 'draw', to: 'hand', count: 3 })).toEqual(['a']);
    expect(zones.draw).toEqual([]);
  });

  it('draws from the bottom (Draw from the Bottom)', () => {
    const zones = createZones(['hand'], { draw: ['kitten', 'skip', 'favor'] });
    expect(draw(zones, { from: 'draw', to: 'hand', fromBottom: true })).toEqual(['favor']);
    expect(zones.draw).toEqual(['kitten', 'skip']);
  });

  it('reshuffles the whole discard pile as soon as the draw pile empties (BANG!)', () => {
    const zones = createZones(['hand'], { draw: ['a', 'b'], discard: ['x', 'y', 'z'] });
    expect(draw(zones, { from: 'draw', to: 'hand', count: 2, refill: { from: 'discard', random: reverse } })).toEqual([
      'a',
      'b',
    ]);
    // The second card emptied the pile: the discard pile became the new pile at once,
    // so a card discarded now starts a fresh discard pile.
    expect(zones.draw).toEqual(['z', 'y', 'x']);
    expect(zones.discard).toEqual([]);
  });

  it('keeps drawing across a reshuffle', () => {
    const zones = createZones(['hand'], { draw: ['a'], discard: ['x', 'y'] });
    const got = draw(zones, { from: 'draw', to: 'hand', count: 3, refill: { from: 'discard', random: reverse } });
    expect(got).toEqual(['a', 'y', 'x']);
    expect(zones.draw).toEqual([]);
  });

  it('refills an already empty pile before drawing, and draws what exists when both are empty', () => {
    const zones = createZones(['hand', 'draw', 'discard']);
    expect(draw(zones, { from: 'draw', to: 'hand', count: 2, refill: { from: 'discard', random: reverse } })).toEqual(
      [],
    );
    zones.discard = ['q'];
    expect(draw(zones, { from: 'draw', to: 'hand', refill: { from: 'discard', random: reverse } })).toEqual(['q']);
  });

  it('rejects nonsense counts and unknown zones', () => {
    const zones = createZones(['hand'], { draw: ['a'] });
    expect(() => draw(zones, { from: 'draw', to: 'hand', count: -1 })).toThrow(DeckError);
    expect(() => draw(zones, { from: 'draw', to: 'hand', count: 1.5 })).toThrow(DeckError);
    expect(() => draw(zones, { from: 'draw', to: 'nowhere' })).toThrow(/unknown zone/);
    expect(() => draw(zones, { from: 'draw', to: 'draw' })).toThrow(DeckError);
    expect(zones).toEqual({ draw: ['a'], hand: [] });
  });
});

describe('refillIfEmpty', () => {
  it('does nothing while the pile has cards', () => {
    const zones = createZones([], { draw: ['a'], discard: ['b'] });
    expect(refillIfEmpty(zones, 'draw', { from: 'discard', random: reverse })).toBe(false);
    expect(zones).toEqual({ draw: ['a'], discard: ['b'] });
  });
});

describe('moveCard and insertion (Defuse puts the kitten back anywhere)', () => {
  const pile = () => createZones([], { draw: ['a', 'b', 'c'], hand: ['kitten', 'x'] });

  it.each([
    [0, ['kitten', 'a', 'b', 'c']],
    [1, ['a', 'kitten', 'b', 'c']],
    [3, ['a', 'b', 'c', 'kitten']],
    ['top' as const, ['kitten', 'a', 'b', 'c']],
    ['bottom' as const, ['a', 'b', 'c', 'kitten']],
  ])('inserts at %s', (at, expected) => {
    const zones = pile();
    moveCard(zones, 'kitten', { from: 'hand', to: 'draw', at });
    expect(zones.draw).toEqual(expected);
    expect(zones.hand).toEqual(['x']);
  });

  it('refuses a position outside 0..n and a card that is not there, changing nothing', () => {
    const zones = pile();
    expect(() => moveCard(zones, 'kitten', { from: 'hand', to: 'draw', at: 4 })).toThrow(/outside 0..3/);
    expect(() => moveCard(zones, 'kitten', { from: 'hand', to: 'draw', at: -1 })).toThrow(DeckError);
    expect(() => moveCard(zones, 'a', { from: 'hand', to: 'draw' })).toThrow(/not in "hand"/);
    // A failed position check must not have removed the card from its zone first.
    expect(zones).toEqual(pile());
  });

  it('validates positions for move arguments', () => {
    expect(isValidPosition(0, 3)).toBe(true);
    expect(isValidPosition(3, 3)).toBe(true);
    expect(isValidPosition(4, 3)).toBe(false);
    expect(isValidPosition(1.5, 3)).toBe(false);
    expect(isValidPosition('1', 3)).toBe(false);
  });
});

describe('peek and reorder (See / Alter the Future, Kit Carlson)', () => {
  it('peeks the top N without changing anything, fewer near the end', () => {
    const zones = createZones([], { draw: ['k', 's'] });
    expect(peek(zones, 'draw', 3)).toEqual(['k', 's']);
    expect(peekBottom(zones, 'draw', 1)).toEqual(['s']);
    expect(zones.draw).toEqual(['k', 's']);
  });

  it('reorders the top N to a chosen order (scenario T5)', () => {
    const zones = createZones([], { draw: ['kitten', 'skip', 'favor', 'nope'] });
    reorderTop(zones, 'draw', ['skip', 'favor', 'kitten']);
    expect(zones.draw).toEqual(['skip', 'favor', 'kitten', 'nope']);
  });

  it('accepts only a permutation of exactly the top cards', () => {
    const zones = createZones([], { draw: ['a', 'b', 'c', 'd'] });
    expect(isReorderOfTop(zones, 'draw', ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOfTop(zones, 'draw', ['a', 'b', 'd'])).toBe(false);
    expect(isReorderOfTop(zones, 'draw', ['a', 'a', 'b'])).toBe(false);
    expect(isReorderOfTop(zones, 'draw', ['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(isReorderOfTop(zones, 'draw', [1, 'a'])).toBe(false);
    expect(() => reorderTop(zones, 'draw', ['d', 'a', 'b'])).toThrow(DeckError);
    expect(zones.draw).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets Kit Carlson draw three, keep two and put one back on top', () => {
    const zones = createZones(['look:kit', 'hand:kit'], { draw: ['a', 'b', 'c', 'd'] });
    draw(zones, { from: 'draw', to: 'look:kit', count: 3 });
    expect(zones['look:kit']).toEqual(['a', 'b', 'c']);
    moveCard(zones, 'b', { from: 'look:kit', to: 'draw', at: 'top' });
    moveAll(zones, 'look:kit', 'hand:kit');
    expect(zones).toEqual({ draw: ['b', 'd'], 'look:kit': [], 'hand:kit': ['a', 'c'] });
  });
});

describe('deal', () => {
  it('deals one card at a time around the table', () => {
    const zones = createZones(['hand:0', 'hand:1'], { draw: ['a', 'b', 'c', 'd', 'e'] });
    deal(zones, { from: 'draw', to: ['hand:0', 'hand:1'], count: 2 });
    expect(zones['hand:0']).toEqual(['c', 'a']);
    expect(zones['hand:1']).toEqual(['d', 'b']);
    expect(zones.draw).toEqual(['e']);
  });

  it('deals a different count to each seat (BANG! deals each player his life)', () => {
    const zones = createZones(['hand:0', 'hand:1'], { draw: copies('c', 9) });
    deal(zones, { from: 'draw', to: ['hand:0', 'hand:1'], count: [5, 3] });
    expect(zones['hand:0']).toHaveLength(5);
    expect(zones['hand:1']).toHaveLength(3);
    expect(zones.draw).toEqual(['c-9']);
  });

  it('fails loudly when the pile cannot cover the deal', () => {
    const zones = createZones(['hand:0', 'hand:1'], { draw: ['a', 'b', 'c'] });
    expect(() => deal(zones, { from: 'draw', to: ['hand:0', 'hand:1'], count: 2 })).toThrow(/ran out/);
  });
});

describe('per-player decks (Colt Express)', () => {
  it('puts the hand back on top of the deck and shuffles the whole deck for the next round', () => {
    const zones = createZones([], {
      'deck:ghost': ['ghost-move-1', 'tuco-bullet-3'],
      'hand:ghost': ['ghost-rob-1', 'ghost-fire-1'],
    });
    expect(moveAll(zones, 'hand:ghost', 'deck:ghost', { at: 'top' })).toEqual(['ghost-rob-1', 'ghost-fire-1']);
    expect(zones['deck:ghost']).toEqual(['ghost-rob-1', 'ghost-fire-1', 'ghost-move-1', 'tuco-bullet-3']);
    expect(zones['hand:ghost']).toEqual([]);
    shuffle(zones, 'deck:ghost', reverse);
    expect(zones['deck:ghost']).toEqual(['tuco-bullet-3', 'ghost-move-1', 'ghost-fire-1', 'ghost-rob-1']);
  });

  it('moves a block under a pile and can shuffle the result in one call', () => {
    const zones = createZones([], { 'discard:ghost': ['a', 'b'], 'deck:ghost': ['c'] });
    moveAll(zones, 'discard:ghost', 'deck:ghost', { at: 'bottom', shuffle: reverse });
    expect(zones['deck:ghost']).toEqual(['b', 'a', 'c']);
    expect(() => moveAll(zones, 'deck:ghost', 'deck:ghost')).toThrow(/into itself/);
  });

  it('moves a received bullet on top of the deck', () => {
    const zones = createZones([], { 'bullets:tuco': ['tuco-bullet-1', 'tuco-bullet-2'], 'deck:ghost': ['g'] });
    moveCard(zones, 'tuco-bullet-1', { from: 'bullets:tuco', to: 'deck:ghost', at: 'top' });
    expect(zones['deck:ghost']).toEqual(['tuco-bullet-1', 'g']);
  });
});

describe('shuffle through boardgame.io random', () => {
  const game = (seed: string): Game<{ zones: Zones }> => ({
    name: 'shuffle-probe',
    seed,
    setup: ({ random }) => {
      const zones = createZones([], { draw: copies('card', 40) });
      shuffle(zones, 'draw', random);
      return { zones };
    },
  });
  const order = (seed: string) => InitializeGame({ game: game(seed), numPlayers: 2 }).G.zones.draw;

  it('replays exactly from a seed, differs across seeds, and loses no card', () => {
    expect(order('s1')).toEqual(order('s1'));
    expect(order('s1')).not.toEqual(order('s2'));
    expect(order('s1')).not.toEqual(copies('card', 40));
    expect(checkConservation({ draw: order('s2') }, copies('card', 40)).ok).toBe(true);
  });
});
