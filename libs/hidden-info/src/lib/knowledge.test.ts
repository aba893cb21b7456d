import { describe, expect, it } from 'vitest';
import { deal, draw, moveAll, moveCard, refillIfEmpty, reorderTop, shuffle, type Zones } from '@parlor/deck';
import { defineVisibility, findLeaks, forget, HIDDEN_CARD, knowersOf, knownBy, learn, prune, secret, stillHolds, zone, type Knowledge } from '../index';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** A shuffle that reverses: deterministic, and moves every card of a pile of two or more. */
const reversing = { Shuffle: <T>(items: T[]) => [...items].reverse() };

interface State {
  zones: Zones;
  known: Knowledge;
}

const visibility = defineVisibility<State>({
  zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner(), box: zone.nobody() },
  knowledge: 'known',
});

function table(): State {
  return {
    zones: { draw: ['a', 'b', 'c', 'd', 'e'], discard: ['x'], 'hand:0': ['h0'], 'hand:1': ['h1', 'h2'], box: ['z'] },
    known: [],
  };
}

describe('knowledge of a card', () => {
  it('is kept while the card stays where it was: cards leaving above it or arriving below it do not move it', () => {
    const G = table();
    G.known = learn(G.known, G.zones, '0', ['b', 'c']);
    draw(G.zones, { from: 'draw', to: 'hand:1' });
    draw(G.zones, { from: 'draw', to: 'hand:1', fromBottom: true });
    moveCard(G.zones, 'h0', { from: 'hand:0', to: 'draw', at: 'bottom' });
    moveCard(G.zones, 'x', { from: 'discard', to: 'draw', at: 2 });
    expect(G.zones.draw).toEqual(['b', 'c', 'x', 'd', 'h0']);
    expect(knownBy(G.known, G.zones, '0', 'draw')).toEqual(['b', 'c']);
    expect(knownBy(G.known, G.zones, '1', 'draw')).toEqual([]);
    expect(knowersOf(G.known, G.zones, 'c')).toEqual(['0']);
  });

  it('is forgotten the moment the card moves, by any of the deck functions', () => {
    const moves: [string, (zones: Zones) => void][] = [
      ['drawn', (zones) => draw(zones, { from: 'draw', to: 'hand:0', count: 2 })],
      ['moved to a hand', (zones) => moveCard(zones, 'b', { from: 'draw', to: 'hand:1' })],
      ['moved down its own pile', (zones) => moveCard(zones, 'b', { from: 'draw', to: 'draw', at: 'bottom' })],
      ['covered by a card put above it', (zones) => moveCard(zones, 'x', { from: 'discard', to: 'draw', at: 1 })],
      ['reordered with the cards above it', (zones) => reorderTop(zones, 'draw', ['b', 'a'])],
      ['shuffled', (zones) => shuffle(zones, 'draw', reversing)],
      ['moved with its whole pile', (zones) => moveAll(zones, 'draw', 'discard')],
      ['dealt', (zones) => deal(zones, { from: 'draw', to: ['hand:0', 'hand:1'], count: 1 })],
    ];
    for (const [how, move] of moves) {
      const G = table();
      G.known = learn(G.known, G.zones, '0', 'b');
      move(G.zones);
      expect(knownBy(G.known, G.zones, '0'), how).toEqual([]);
      expect(visibility.view(G, '0').known, how).toEqual([]);
      expect(prune(G.known, G.zones), how).toEqual([]);
    }
  });

  it('once pruned, counts a card that left from above it and came back under it as one that arrived below', () => {
    const G = table();
    G.known = learn(G.known, G.zones, '0', ['b', 'c']);
    draw(G.zones, { from: 'draw', to: 'hand:0' });
    G.known = prune(G.known, G.zones);
    expect(G.known.map((sighting) => sighting.above)).toEqual([[], ['b']]);
    moveCard(G.zones, 'a', { from: 'hand:0', to: 'draw', at: 3 });
    expect(knownBy(G.known, G.zones, '0', 'draw')).toEqual(['b', 'c']);
    // Unpruned, the same return is taken for the known cards rising above it.
    const unpruned = learn([], table().zones, '0', ['b']);
    const zones = table().zones;
    moveCard(zones, 'a', { from: 'draw', to: 'draw', at: 3 });
    expect(knownBy(unpruned, zones, '0')).toEqual([]);
    const settled = prune(G.known, G.zones);
    expect(settled).not.toBe(G.known);
    expect(prune(settled, G.zones)).toBe(settled);
  });

  it('is not known again when the card comes back to a pile rebuilt from it', () => {
    const G = table();
    G.zones.draw = ['a'];
    G.zones.discard = ['b', 'c'];
    G.known = learn(G.known, G.zones, '0', 'b');
    draw(G.zones, { from: 'draw', to: 'hand:0' });
    expect(refillIfEmpty(G.zones, 'draw', { from: 'discard', random: reversing })).toBe(true);
    expect(knownBy(G.known, G.zones, '0')).toEqual([]);
  });

  it('is learned again in its new place when the seat rearranges what it knows', () => {
    const G = table();
    G.known = learn(G.known, G.zones, '0', ['a', 'b', 'c']);
    reorderTop(G.zones, 'draw', ['c', 'a', 'b']);
    expect(knownBy(G.known, G.zones, '0', 'draw')).toEqual([]);
    G.known = learn(G.known, G.zones, '0', ['c', 'a', 'b']);
    expect(G.known).toHaveLength(3);
    expect(knownBy(G.known, G.zones, '0', 'draw')).toEqual(['c', 'a', 'b']);
  });

  it('is forgotten on request: a zone after a shuffle that may have left it in place, a seat, everything', () => {
    const G = table();
    G.known = learn(learn(G.known, G.zones, '0', ['a', 'h2']), G.zones, '1', 'a');
    expect(forget(G.known, { zone: 'draw' }).map((s) => s.card)).toEqual(['h2']);
    expect(forget(G.known, { seat: '1' }).map((s) => s.seat)).toEqual(['0', '0']);
    expect(forget(G.known, { seat: '1', card: 'b' })).toBe(G.known);
    expect(forget(G.known, {})).toEqual([]);
    expect(() => learn(G.known, G.zones, '0', 'nowhere')).toThrow(/in no zone/);
  });

  it('never changes the state it is given', () => {
    const G = deepFreeze({ ...table(), known: learn([], table().zones, '0', 'a') });
    expect(learn(G.known, G.zones, '1', 'a')).toHaveLength(2);
    expect(stillHolds(G.known[0]!, G.zones)).toBe(true);
    expect(visibility.view(G, '0').zones.draw![0]).toBe('a');
  });
});

describe('the views of known cards', () => {
  it('show the knowing seat the card, in its zone and place, and nobody else', () => {
    const G = table();
    G.known = learn(G.known, G.zones, '0', ['b', 'h2']);
    const mine = visibility.view(G, '0');
    expect(mine.zones.draw).toEqual([HIDDEN_CARD, 'b', HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    expect(mine.zones['hand:1']).toEqual([HIDDEN_CARD, 'h2']);
    expect(visibility.view(G, '1').zones.draw).toEqual(Array(5).fill(HIDDEN_CARD));
    expect(visibility.view(G, '2').zones['hand:1']).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
    expect(visibility.view(G, null).zones.draw).toEqual(Array(5).fill(HIDDEN_CARD));
  });

  it("carry the viewer's own sightings only, without the witnesses that name hidden cards", () => {
    const G = table();
    G.known = learn(learn(G.known, G.zones, '0', 'b'), G.zones, '1', 'c');
    expect(visibility.view(G, '0').known).toEqual([{ seat: '0', card: 'b', zone: 'draw' }]);
    expect(visibility.view(G, '1').known).toEqual([{ seat: '1', card: 'c', zone: 'draw' }]);
    expect(visibility.view(G, null).known).toEqual([]);
    // Game code reads them on the view as on the true state.
    expect(knownBy(visibility.view(G, '0').known, visibility.view(G, '0').zones, '0', 'draw')).toEqual(['b']);
  });

  it('leave a card in a zone seen by nobody unseen, so its size stays hidden', () => {
    const G = table();
    G.known = learn(G.known, G.zones, '0', 'z');
    expect(visibility.view(G, '0').zones.box).toEqual([]);
    expect(visibility.hiddenCards(G, '0').has('z')).toBe(true);
  });
});

describe('the leak checks with knowledge', () => {
  const G = table();
  G.known = learn(G.known, G.zones, '0', 'b');

  it('count a known card hidden from everyone but its knower', () => {
    expect(visibility.hiddenCards(G, '0').has('b')).toBe(false);
    expect(visibility.hiddenCards(G, '1').has('b')).toBe(true);
    expect(visibility.hiddenCards(G, null).has('b')).toBe(true);
    for (const viewer of ['0', '1', '2', null]) expect(findLeaks(visibility.view(G, viewer), visibility.hiddenCards(G, viewer))).toEqual([]);
  });

  it('catch knowledge a game keeps in G without declaring it', () => {
    const undeclared = defineVisibility<State>({ zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner(), box: zone.nobody() } });
    // Nobody sees "b" by this declaration, so the sightings themselves give it away, to everyone.
    for (const viewer of ['0', '1', null]) {
      const leaks = findLeaks(undeclared.view(G, viewer), undeclared.hiddenCards(G, viewer));
      expect(leaks.map((leak) => leak.path)).toContain('$.known[0].card');
    }
  });

  it('catch knowledge shared with a seat that does not have it', () => {
    // A game that also shows what was seen in a field of its own, to the wrong seat.
    const wrong = defineVisibility<State & { peeked: string[] }>({
      zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner(), box: zone.nobody() },
      knowledge: 'known',
      secrets: { peeked: secret.to(() => '1') },
    });
    const state = { ...G, peeked: ['b'] };
    expect(findLeaks(wrong.view(state, '0'), wrong.hiddenCards(state, '0'))).toEqual([]);
    expect(findLeaks(wrong.view(state, '1'), wrong.hiddenCards(state, '1'))).toEqual([{ path: '$.peeked[0]', found: 'b' }]);
  });
});
