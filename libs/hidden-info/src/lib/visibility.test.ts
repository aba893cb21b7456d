import { describe, expect, it } from 'vitest';
import type { Zones } from '@parlor/deck';
import { canSee, defineVisibility, findLeaks, HIDDEN_CARD, secret, zone } from '../index';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('canSee', () => {
  it('covers everyone, nobody, one seat, several seats and spectators', () => {
    expect(canSee('everyone', null)).toBe(true);
    expect(canSee('nobody', '0')).toBe(false);
    expect(canSee(undefined, '0')).toBe(false);
    expect(canSee('1', '1')).toBe(true);
    expect(canSee('1', '2')).toBe(false);
    expect(canSee(['1', '2'], '2')).toBe(true);
    expect(canSee('1', null)).toBe(false);
    expect(canSee(['1'], undefined)).toBe(false);
  });
});

describe('an Exploding Kittens-like state', () => {
  interface State {
    zones: Zones;
    future: { seat: string; cards: string[] } | null;
    turnsLeft: number;
  }
  const visibility = defineVisibility<State>({
    zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner(), box: zone.nobody() },
    secrets: { future: secret.to((G) => G.future?.seat) },
  });
  const G: State = deepFreeze({
    zones: {
      draw: ['kitten-1', 'skip-1', 'favor-1'],
      discard: ['shuffle-1'],
      'hand:0': ['defuse-1', 'nope-1'],
      'hand:1': ['defuse-2'],
      box: ['kitten-2'],
    },
    future: { seat: '0', cards: ['kitten-1', 'skip-1', 'favor-1'] },
    turnsLeft: 1,
  });

  it('shows a seat its own hand, the counts of the others and the public discard', () => {
    const view = visibility.view(G, '0');
    expect(view.zones['hand:0']).toEqual(['defuse-1', 'nope-1']);
    expect(view.zones['hand:1']).toEqual([HIDDEN_CARD]);
    expect(view.zones.draw).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    expect(view.zones.discard).toEqual(['shuffle-1']);
    expect(view.zones.box).toEqual([]);
    expect(view.future).toEqual(G.future);
  });

  it('hides See the Future from everyone but its player', () => {
    expect(visibility.view(G, '1').future).toBeNull();
    expect(visibility.view(G, null).future).toBeNull();
  });

  it('gives a spectator counts only', () => {
    const view = visibility.view(G, null);
    expect(view.zones['hand:0']).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
    expect(view.zones['hand:1']).toEqual([HIDDEN_CARD]);
    expect(findLeaks(view, new Set(['kitten-1', 'skip-1', 'favor-1', 'defuse-1', 'nope-1', 'defuse-2', 'kitten-2'])))
      .toEqual([]);
    expect(visibility.playerView({ G, playerID: undefined })).toEqual(view);
  });

  it('lists exactly the cards a viewer may not see', () => {
    expect([...visibility.hiddenCards(G, '1')].sort()).toEqual(
      ['defuse-1', 'favor-1', 'kitten-1', 'kitten-2', 'nope-1', 'skip-1'].sort(),
    );
    expect(visibility.hiddenCards(G, '0').has('defuse-1')).toBe(false);
  });

  it('never changes the stored state and shares what it does not hide', () => {
    // G is deeply frozen: any write would throw.
    const view = visibility.view(G, '1');
    expect(view).not.toBe(G);
    expect(view.zones.discard).toBe(G.zones.discard);
    expect(view.zones['hand:1']).toBe(G.zones['hand:1']);
  });
});

describe('a BANG!-like state', () => {
  interface State {
    zones: Zones;
    roles: Record<string, string>;
    alive: Record<string, boolean>;
  }
  const visibility = defineVisibility<State>({
    zones: { draw: zone.count(), discard: zone.everyone(), hand: zone.owner(), inPlay: zone.everyone(), look: zone.owner() },
    secrets: {
      'roles.*': secret.owner({ revealed: (G, [seat]) => G.roles[seat!] === 'sheriff' || !G.alive[seat!] }),
    },
  });
  const G: State = deepFreeze({
    zones: {
      draw: ['bang-3'],
      discard: [],
      'hand:0': ['bang-1'],
      'hand:1': ['missed-1'],
      'inPlay:1': ['barrel-1'],
      'look:2': ['bang-2', 'beer-1'],
      'hand:2': [],
    },
    roles: { '0': 'sheriff', '1': 'outlaw', '2': 'renegade' },
    alive: { '0': true, '1': false, '2': true },
  });

  it('shows the Sheriff and eliminated players to all, other roles to their owners only', () => {
    expect(visibility.view(G, '0').roles).toEqual({ '0': 'sheriff', '1': 'outlaw', '2': null });
    expect(visibility.view(G, '2').roles).toEqual({ '0': 'sheriff', '1': 'outlaw', '2': 'renegade' });
    expect(visibility.view(G, null).roles).toEqual({ '0': 'sheriff', '1': 'outlaw', '2': null });
  });

  it("keeps Kit Carlson's look at the top cards to himself", () => {
    expect(visibility.view(G, '2').zones['look:2']).toEqual(['bang-2', 'beer-1']);
    expect(visibility.view(G, '0').zones['look:2']).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
  });

  it('shows cards in play to everyone', () => {
    expect(visibility.view(G, null).zones['inPlay:1']).toEqual(['barrel-1']);
  });
});

describe('a Colt Express-like state', () => {
  interface State {
    zones: Zones;
    /** Parallel to the common pile: whether each card lies face down (flags, not ids, so nothing leaks). */
    faceDown: boolean[];
    /** Which seat plays each bandit (the 2-player game gives a seat two bandits). */
    controller: Record<string, string>;
    purseHolder: Record<string, string | null>;
    purseValue: Record<string, number>;
  }
  const banditOf = (card: string) => card.split('-')[0]!;
  const visibility = defineVisibility<State>({
    zones: {
      common: zone.perCard((_card, index, _zone, G) => (G.faceDown[index] ? G.controller[banditOf(_card)] : 'everyone'), {
        hiddenAs: (card) => `back:${banditOf(card)}`,
      }),
      hand: zone.owner(),
      deck: zone.owner({ owner: (id, G) => G.controller[id.split(':')[1]!], hiddenAs: () => 'back' }),
    },
    secrets: {
      'purseValue.*': secret.to((G, [purse]) => {
        const holder = G.purseHolder[purse!];
        return holder ? G.controller[holder] : 'nobody';
      }),
    },
  });
  const G: State = deepFreeze({
    zones: {
      common: ['ghost-move-1', 'tuco-fire-1', 'doc-rob-1'],
      'hand:0': ['ghost-fire-1', 'tuco-punch-1'],
      'hand:1': ['doc-move-1'],
      'deck:ghost': ['ghost-rob-2'],
      'deck:tuco': ['tuco-move-2'],
      'deck:doc': ['doc-fire-2'],
    },
    faceDown: [false, true, false],
    controller: { ghost: '0', tuco: '0', doc: '1' },
    purseHolder: { 'purse-1': 'ghost', 'purse-2': null, 'purse-3': 'doc' },
    purseValue: { 'purse-1': 250, 'purse-2': 400, 'purse-3': 300 },
  });

  it('shows a face-down card only to the player who played it, keeping its place in the pile', () => {
    expect(visibility.view(G, '0').zones.common).toEqual(['ghost-move-1', 'tuco-fire-1', 'doc-rob-1']);
    expect(visibility.view(G, '1').zones.common).toEqual(['ghost-move-1', 'back:tuco', 'doc-rob-1']);
    expect(visibility.view(G, null).zones.common).toEqual(['ghost-move-1', 'back:tuco', 'doc-rob-1']);
  });

  it("shows a bandit's deck to the seat that controls the bandit", () => {
    const view = visibility.view(G, '0');
    expect(view.zones['deck:ghost']).toEqual(['ghost-rob-2']);
    expect(view.zones['deck:tuco']).toEqual(['tuco-move-2']);
    expect(view.zones['deck:doc']).toEqual(['back']);
  });

  it('shows purse values to their holder only; purses on the train to nobody', () => {
    expect(visibility.view(G, '0').purseValue).toEqual({ 'purse-1': 250, 'purse-2': null, 'purse-3': null });
    expect(visibility.view(G, '1').purseValue).toEqual({ 'purse-1': null, 'purse-2': null, 'purse-3': 300 });
    expect(visibility.view(G, null).purseValue).toEqual({ 'purse-1': null, 'purse-2': null, 'purse-3': null });
  });
});

describe('declaration mistakes fail closed', () => {
  it('hides an undeclared zone kind from everyone and reports it', () => {
    const visibility = defineVisibility<{ zones: Zones }>({ zones: { hand: zone.owner() } });
    const G = { zones: { 'hand:0': ['a'], secretStash: ['b', 'c'] } };
    expect(visibility.view(G, '0').zones.secretStash).toEqual([]);
    expect(visibility.undeclaredZoneKinds(G)).toEqual(['secretStash']);
  });

  it('finds zones at another path and ignores a missing secret path', () => {
    const visibility = defineVisibility<{ table: { piles: Zones }; roles?: Record<string, string> }>({
      zonesAt: 'table.piles',
      zones: { hand: zone.owner() },
      secrets: { 'roles.*': secret.owner() },
    });
    expect(visibility.view({ table: { piles: { 'hand:1': ['x'] } } }, '0')).toEqual({
      table: { piles: { 'hand:1': [HIDDEN_CARD] } },
    });
  });

  it('does not let a __proto__ key in state reach any prototype', () => {
    const visibility = defineVisibility<{ zones: Zones; notes: Record<string, string> }>({
      zones: { hand: zone.owner() },
      secrets: { 'notes.*': secret.owner() },
    });
    const G = JSON.parse('{"zones":{"hand:0":["a"]},"notes":{"__proto__":"polluted","1":"n"}}');
    const view = visibility.view(G, '1');
    expect(Object.getPrototypeOf(view.notes)).toBe(Object.prototype);
    expect(Object.hasOwn(view.notes, '__proto__')).toBe(true);
    expect(view.notes['1']).toBe('n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
