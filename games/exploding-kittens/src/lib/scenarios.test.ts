// Every scenario of shared/rules/exploding-kittens/SCENARIOS.md, named after its id.
import { describe, expect, it } from 'vitest';
import { checkConservation } from '@parlor/deck';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { cards, deckFor, kindOf, matchCards } from './cards';
import { given, hand, kinds, noNopesExcept, passAll, put, take, top, version } from './scenario.fixture';

const pawOf = (id: string) => cards.get(id).paw;
const allCards = (G: { zones: Record<string, string[]> }) => Object.values(G.zones).flat();
const handsAndPile = (G: { zones: Record<string, string[]> }) =>
  Object.entries(G.zones)
    .filter(([zone]) => zone === 'draw' || zone.startsWith('hand:'))
    .flatMap(([, ids]) => ids);
const count = (ids: string[], kind: string) => ids.filter((id) => kindOf(id) === kind).length;

describe('Setup', () => {
  it('S1 2-player deck uses paw cards only', () => {
    const { G } = given(2);
    const inPlay = handsAndPile(G);
    expect(inPlay.filter((id) => kindOf(id) !== 'exploding_kitten').every(pawOf)).toBe(true);
    expect(count(inPlay, 'defuse')).toBe(3);
    for (const seat of ['0', '1']) {
      expect(G.zones[`hand:${seat}`]).toHaveLength(8);
      expect(count(G.zones[`hand:${seat}`]!, 'defuse')).toBeGreaterThanOrEqual(1);
      expect(count(G.zones[`hand:${seat}`]!, 'exploding_kitten')).toBe(0);
    }
    expect(G.zones.draw).toHaveLength(29);
    expect(count(G.zones.draw!, 'exploding_kitten')).toBe(1);
  });

  it('S2 3-player deck', () => {
    const { G } = given(3);
    expect(G.zones.draw).toHaveLength(22);
    expect(count(G.zones.draw!, 'exploding_kitten')).toBe(2);
    expect(count(handsAndPile(G), 'defuse')).toBe(3);
  });

  it('S4 8 and 10 players use all cards', () => {
    for (const [numPlayers, pile, kittens] of [
      [8, 54, 7],
      [10, 40, 9],
    ] as const) {
      const { G } = given(numPlayers);
      expect(G.zones.draw).toHaveLength(pile);
      expect(count(G.zones.draw!, 'exploding_kitten')).toBe(kittens);
      expect(count(handsAndPile(G), 'defuse')).toBe(10);
    }
  });

  it('S5 card conservation', () => {
    for (let numPlayers = 2; numPlayers <= 10; numPlayers++) {
      const { G } = given(numPlayers);
      const inPlay = [...handsAndPile(G), ...G.zones.discard!];
      expect(inPlay.filter((id) => kindOf(id) !== 'exploding_kitten').sort()).toEqual([...deckFor(numPlayers)].sort());
      expect(count(inPlay, 'exploding_kitten')).toBe(numPlayers - 1);
      expect(G.zones.discard).toEqual([]);
      expect(checkConservation(G.zones, matchCards(numPlayers)).ok).toBe(true);
    }
  });
});

describe('Basic turn', () => {
  it('T1 pass and draw', () => {
    const match = given(3, (G) => top(G, take(G, 'shuffle')));
    const [shuffle] = match.G.zones.draw!;
    const size = match.G.zones.draw!.length;
    match.move('0', 'draw');
    expect(match.G.zones['hand:0']).toContain(shuffle);
    expect(match.G.zones.draw).toHaveLength(size - 1);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turnsLeft).toBe(1);
  });

  it('T2 playing cards does not end the turn', () => {
    const [shuffle] = given(3).G.zones.draw!.filter((id) => kindOf(id) === 'shuffle');
    const match = given(3, (G) => hand(G, '0', [shuffle!]));
    match.move('0', 'play', shuffle);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.G.zones.discard).toEqual([shuffle]);
    match.move('0', 'draw');
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('T4 See the Future near the end', () => {
    const match = given(3, (G) => {
      const [kitten, skip, see] = [take(G, 'exploding_kitten')[0]!, take(G, 'skip')[0]!, take(G, 'see_the_future')[0]!];
      hand(G, '0', [see]);
      put(G.zones, 'box', G.zones.draw!.filter((id) => id !== kitten && id !== skip));
      put(G.zones, 'draw', [kitten, skip]);
    });
    const pile = [...match.G.zones.draw!];
    expect(pile).toHaveLength(2);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.G.future).toEqual({ seat: '0', cards: pile });
    expect(match.G.zones.draw).toEqual(pile);
  });

  it('T5 Alter the Future', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'alter_the_future'));
      top(G, [take(G, 'exploding_kitten')[0]!, take(G, 'skip')[0]!, take(G, 'favor')[0]!, take(G, 'nope')[0]!]);
    });
    const [kitten, skip, favor, nope] = match.G.zones.draw!;
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.activePlayers).toEqual({ '0': 'alter' });
    match.move('0', 'alter', version(match), [skip, favor, kitten]);
    expect(match.G.zones.draw!.slice(0, 4)).toEqual([skip, favor, kitten, nope]);
    // Others see neither the order nor which cards they are.
    for (const viewer of ['1', '2', null]) {
      expect(match.view(viewer).zones.draw!.every((id) => id === HIDDEN_CARD)).toBe(true);
      expect(match.view(viewer).future).toBeNull();
      expect(match.received(viewer).log.findLast((entry) => entry.action.payload.type === 'alter')!.action.payload.args).toBeNull();
    }
    expect(match.view('0').future).toEqual({ seat: '0', cards: [skip, favor, kitten] });
  });

  it('T6 Shuffle conserves cards', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'shuffle'));
      put(G.zones, 'box', G.zones.draw!.slice(20));
    });
    const before = [...match.G.zones.draw!];
    expect(before).toHaveLength(20);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect([...match.G.zones.draw!].sort()).toEqual([...before].sort());
    expect(match.G.zones.draw).not.toEqual(before);
  });

  it('T7 a single cat card cannot be played', () => {
    const match = given(3, (G) => hand(G, '0', [take(G, 'tacocat')[0]!, take(G, 'feral_cat')[0]!]));
    for (const card of match.G.zones['hand:0']!) {
      expect(match.attempt('0', 'play', card)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
  });
});

describe('Skip and Draw from the Bottom', () => {
  it('K2 Skip under attack ends only one turn', () => {
    const match = given(3, (G) => {
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '0', take(G, 'skip'));
    });
    const pile = match.G.zones.draw!.length;
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turnsLeft).toBe(1);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(match.G.zones.draw).toHaveLength(pile);
  });

  it('K3 two Skips clear a double attack', () => {
    const match = given(3, (G) => {
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '0', take(G, 'skip', 2));
    });
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turnsLeft).toBe(1);
    expect(match.G.zones['hand:0']).toEqual([]);
  });

  it('K4 Draw from the Bottom', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'draw_from_the_bottom'));
      top(G, [take(G, 'exploding_kitten')[0]!]);
      put(G.zones, 'draw', take(G, 'favor'), 'bottom');
    });
    const [kitten] = match.G.zones.draw!;
    const favor = match.G.zones.draw!.at(-1);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.G.zones['hand:0']).toEqual([favor]);
    expect(match.G.zones.draw![0]).toBe(kitten);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('K5 Draw from the Bottom hits a kitten', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'draw_from_the_bottom'), ...take(G, 'skip')]);
      put(G.zones, 'draw', take(G, 'exploding_kitten'), 'bottom');
    });
    match.move('0', 'play', match.G.zones['hand:0']!.find((id) => kindOf(id) === 'draw_from_the_bottom'));
    passAll(match);
    expect(match.G.out).toEqual(['0']);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(kinds(match.G.zones.discard!)).toContain('exploding_kitten');
    expect(kinds(match.G.zones.discard!)).toContain('skip');
    expect(match.ctx.currentPlayer).toBe('1');
  });
});

describe('Attack and Targeted Attack', () => {
  const attackedWith = (turns: number, current: string, seats = 4) =>
    given(seats, (G, ctx) => {
      ctx.currentPlayer = current;
      ctx.playOrderPos = Number(current);
      G.turnsLeft = turns;
      G.attacked = true;
      hand(G, current, take(G, 'attack'));
    });

  it('A2 Attack on an attacked player stacks', () => {
    const match = attackedWith(2, '1');
    const pile = match.G.zones.draw!.length;
    match.move('1', 'play', match.G.zones['hand:1']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G).toMatchObject({ turnsLeft: 4, attacked: true });
    expect(match.G.zones.draw).toHaveLength(pile);
  });

  it('A3 stacking continues (4 → 6)', () => {
    const match = attackedWith(4, '2');
    match.move('2', 'play', match.G.zones['hand:2']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G.turnsLeft).toBe(6);
  });

  it('A4 Attack on the last attacked turn', () => {
    // Seat 1 was attacked (2 turns) and draws a safe card on the first.
    const match = given(4, (G, ctx) => {
      ctx.currentPlayer = '1';
      ctx.playOrderPos = 1;
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '1', take(G, 'attack'));
      top(G, take(G, 'shuffle'));
    });
    match.move('1', 'draw');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: true });
    match.move('1', 'play', match.G.zones['hand:1']!.find((id) => kindOf(id) === 'attack'));
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.turnsLeft).toBe(3);
  });

  it('A5 Targeted Attack passes over players', () => {
    const match = given(5, (G) => {
      hand(G, '0', take(G, 'targeted_attack'));
      noNopesExcept(G);
      top(G, take(G, 'shuffle', 2));
    });
    match.move('0', 'play', match.G.zones['hand:0']![0], '3');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('3');
    expect(match.G).toMatchObject({ turnsLeft: 2, attacked: true });
    match.move('3', 'draw');
    expect(match.ctx.currentPlayer).toBe('3');
    match.move('3', 'draw');
    expect(match.ctx.currentPlayer).toBe('4');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
  });

  it('A7 illegal targets', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'targeted_attack'));
      G.out.push('2');
      put(G.zones, 'discard', G.zones['hand:2']!);
    });
    const [card] = match.G.zones['hand:0']!;
    for (const target of ['0', '2', '7', undefined, 'constructor']) {
      expect(match.attempt('0', 'play', card, target)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
    expect(match.G.zones['hand:0']).toEqual([card]);
  });

  it('A8 Attack in a 2-player game', () => {
    const match = given(2, (G) => {
      hand(G, '0', take(G, 'attack'));
      top(G, take(G, 'skip', 2));
    });
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turnsLeft).toBe(2);
    match.move('1', 'draw');
    match.move('1', 'draw');
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
  });

  it('A9 Attack skips eliminated seats', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'attack'));
      G.out.push('1');
      put(G.zones, 'discard', G.zones['hand:1']!);
    });
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.turnsLeft).toBe(2);
  });
});

describe('Nope', () => {
  it('N1 Nope cancels an Attack', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', take(G, 'nope'));
    });
    const [attack] = match.G.zones['hand:0']!;
    const [nope] = match.G.zones['hand:1']!;
    match.move('0', 'play', attack);
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.G.zones.discard).toEqual([nope, attack]);
  });

  it('N3 three Nopes', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'nope', 2));
      hand(G, '2', [...take(G, 'nope'), ...take(G, 'tacocat')]);
    });
    match.move('0', 'play', match.G.zones['hand:0']![0], '2');
    match.move('1', 'nope', version(match));
    match.move('2', 'nope', version(match));
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.G.windows.stack).toEqual([]);
    expect(kinds(match.G.zones['hand:2']!)).toEqual(['tacocat']);
    expect(match.G.zones['hand:0']).toEqual([]);
  });

  it('N4 Nope out of turn on a Skip', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip'));
      hand(G, '2', [...take(G, 'nope'), ...take(G, 'beard_cat')]);
    });
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    match.move('2', 'nope', version(match));
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turnsLeft).toBe(1);
    expect(match.G.zones['hand:2']).toHaveLength(1);
    match.move('0', 'draw');
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it('N5 Nope cannot stop Defuse or Kitten', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'defuse'));
      hand(G, '1', take(G, 'nope'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    expect(match.ctx.activePlayers).toEqual({ '0': 'defuse' });
    expect(match.attempt('1', 'nope', version(match))).toMatchObject({ ok: false });
    expect(match.attempt('1', 'play', match.G.zones['hand:1']![0])).toMatchObject({ ok: false });
    match.move('0', 'reinsert', version(match), 0);
    expect(match.G.out).toEqual([]);
    expect(kindOf(match.G.zones.draw![0]!)).toBe('exploding_kitten');
  });

  it('N6 Nope with nothing pending', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'nope'));
      hand(G, '1', take(G, 'nope'));
    });
    expect(match.attempt('0', 'play', match.G.zones['hand:0']![0])).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(match.attempt('0', 'nope', version(match))).toMatchObject({ ok: false, error: 'action/unavailable_move' });
    expect(match.attempt('1', 'nope', version(match))).toMatchObject({ ok: false });
  });

  it('N8 Nope on Draw from the Bottom', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'draw_from_the_bottom'));
      hand(G, '1', take(G, 'nope'));
    });
    const pile = [...match.G.zones.draw!];
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.G.zones.draw).toEqual(pile);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('N9 resolution closes the window', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'see_the_future'));
      hand(G, '1', take(G, 'nope'));
    });
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.attempt('1', 'nope', version(match))).toMatchObject({ ok: false });
    expect(match.G.future?.seat).toBe('0');
  });
});

describe('Exploding Kitten and Defuse', () => {
  const kittenOnTop = (pileSize: number) =>
    given(2, (G) => {
      hand(G, '0', take(G, 'defuse'));
      const kitten = take(G, 'exploding_kitten')[0]!;
      put(G.zones, 'box', G.zones.draw!.filter((id) => id !== kitten).slice(pileSize - 1));
      top(G, [kitten]);
    });

  it('E1 defuse and reinsert', () => {
    const match = kittenOnTop(10);
    const [kitten] = match.G.zones.draw!;
    const [defuse] = match.G.zones['hand:0']!;
    expect(match.G.zones.draw).toHaveLength(10);
    match.move('0', 'draw');
    expect(match.G.zones.discard).toEqual([defuse]);
    match.move('0', 'reinsert', version(match), 5);
    expect(match.G.zones.draw).toHaveLength(10);
    expect(match.G.zones.draw![5]).toBe(kitten);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.out).toEqual([]);
  });

  it('E2 kitten placed on top', () => {
    const match = kittenOnTop(10);
    const [kitten] = match.G.zones.draw!;
    match.move('0', 'draw');
    match.move('0', 'reinsert', version(match), 0);
    expect(match.G.zones.draw![0]).toBe(kitten);
    match.move('1', 'draw');
    expect(match.G.zones.exploding).toEqual([kitten]);
  });

  it('E4 defusing under attack uses one turn', () => {
    const match = given(3, (G) => {
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '0', take(G, 'defuse'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    match.move('0', 'reinsert', version(match), 3);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turnsLeft).toBe(1);
  });

  it('E5 exploding under attack', () => {
    const match = given(4, (G, ctx) => {
      ctx.currentPlayer = '1';
      ctx.playOrderPos = 1;
      G.turnsLeft = 4;
      G.attacked = true;
      hand(G, '1', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('1', 'draw');
    expect(match.G.out).toEqual(['1']);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
  });

  it('E6 last explosion ends the game', () => {
    const match = given(3, (G) => {
      G.out.push('1');
      put(G.zones, 'discard', G.zones['hand:1']!);
      put(G.zones, 'box', take(G, 'exploding_kitten'));
      hand(G, '0', take(G, 'skip'));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    expect(match.ctx.gameover).toEqual({ winner: '2' });
  });

  it('E7 reinsertion is secret', () => {
    const match = kittenOnTop(10);
    match.move('0', 'draw');
    match.move('0', 'reinsert', version(match), 3);
    for (const viewer of ['1', null]) {
      const seen = match.received(viewer);
      expect(seen.state.G.zones.draw).toEqual(Array(10).fill(HIDDEN_CARD));
      const reinsert = seen.log.find((entry) => entry.action.payload.type === 'reinsert')!;
      expect(reinsert.action.payload.args).toBeNull();
      expect(JSON.stringify(seen.log)).not.toMatch(/"args":\[\d+,3\]/);
    }
    expect(match.received('0').log.find((entry) => entry.action.payload.type === 'reinsert')!.action.payload.args).toEqual([
      expect.any(Number),
      3,
    ]);
  });

  it('E9 bottom placement', () => {
    const match = kittenOnTop(8);
    const [kitten] = match.G.zones.draw!;
    match.move('0', 'draw');
    expect(match.G.zones.draw).toHaveLength(7);
    expect(match.attempt('0', 'reinsert', version(match), 8)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    match.move('0', 'reinsert', version(match), 7);
    expect(match.G.zones.draw!.at(-1)).toBe(kitten);
  });
});

describe('Favor', () => {
  it('F1 target chooses the card', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', [...take(G, 'defuse'), ...take(G, 'tacocat')]);
    });
    const [defuse, tacocat] = match.G.zones['hand:1']!;
    match.move('0', 'play', match.G.zones['hand:0']![0], '1');
    passAll(match);
    expect(match.ctx.activePlayers).toEqual({ '1': 'give' });
    match.move('1', 'give', version(match), tacocat);
    expect(match.G.zones['hand:0']).toEqual([tacocat]);
    expect(match.G.zones['hand:1']).toEqual([defuse]);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('F2 Favor against an empty hand', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', []);
    });
    const [favor] = match.G.zones['hand:0']!;
    match.move('0', 'play', favor, '1');
    passAll(match);
    expect(match.G.zones.discard).toEqual([favor]);
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('F3 Favor cannot target yourself or the dead', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'favor'));
      G.out.push('3');
      put(G.zones, 'discard', G.zones['hand:3']!);
    });
    expect(match.attempt('0', 'play', match.G.zones['hand:0']![0], '0')).toMatchObject({ ok: false });
    expect(match.attempt('0', 'play', match.G.zones['hand:0']![0], '3')).toMatchObject({ ok: false });
  });
});

describe('Combos and Feral Cat', () => {
  it('C2 Feral Cat completes a pair', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'feral_cat'), ...take(G, 'beard_cat')]);
      hand(G, '1', take(G, 'shuffle', 2));
    });
    match.move('0', 'combo', [...match.G.zones['hand:0']!], '1');
    passAll(match);
    expect(kinds(match.G.zones['hand:0']!)).toEqual(['shuffle']);
    expect(match.G.zones['hand:1']).toHaveLength(1);
  });

  it('C3 Feral Cat with a non-cat', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'feral_cat'), ...take(G, 'skip')]));
    expect(match.attempt('0', 'combo', [...match.G.zones['hand:0']!], '1')).toMatchObject({ ok: false, error: 'action/invalid_move' });
  });

  it('C4 two Feral Cats', () => {
    const match = given(4, (G) => hand(G, '0', take(G, 'feral_cat', 2)));
    expect(match.attempt('0', 'combo', [...match.G.zones['hand:0']!], '1')).toMatchObject({ ok: true });
  });

  it('C5 triple with Feral Cat, named card present', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'tacocat', 2), ...take(G, 'feral_cat')]);
      hand(G, '2', [...take(G, 'defuse'), ...take(G, 'nope')]);
    });
    const [defuse, nope] = match.G.zones['hand:2']!;
    match.move('0', 'combo', [...match.G.zones['hand:0']!], '2', 'defuse');
    passAll(match);
    expect(match.G.zones['hand:0']).toEqual([defuse]);
    expect(match.G.zones['hand:2']).toEqual([nope]);
  });

  it('C7 mixed cat kinds are illegal', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'tacocat'), ...take(G, 'cattermelon'), ...take(G, 'feral_cat')]));
    expect(match.attempt('0', 'combo', [...match.G.zones['hand:0']!], '1', 'defuse')).toMatchObject({ ok: false });
  });

  it('C8 pair on an empty hand', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip', 2));
      hand(G, '1', []);
    });
    const pair = [...match.G.zones['hand:0']!];
    match.move('0', 'combo', pair, '1');
    passAll(match);
    expect([...match.G.zones.discard!].sort()).toEqual([...pair].sort());
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(match.ctx.currentPlayer).toBe('0');
  });

  it('C9 combos only on your own turn', () => {
    const match = given(3, (G) => hand(G, '2', take(G, 'tacocat', 2)));
    expect(match.attempt('2', 'combo', [...match.G.zones['hand:2']!], '0')).toMatchObject({ ok: false, error: 'action/inactive_player' });
  });

  it('C10 five different cards are disabled by default', () => {
    const five = (setupData?: unknown) =>
      given(
        4,
        (G) => hand(G, '0', ['skip', 'shuffle', 'favor', 'tacocat', 'beard_cat'].map((kind) => take(G, kind as never)[0]!)),
        setupData,
      );
    const off = five();
    expect(off.attempt('0', 'combo', [...off.G.zones['hand:0']!])).toMatchObject({ ok: false, error: 'action/invalid_move' });
    const on = five({ fiveDifferentCombo: true });
    on.move('0', 'combo', [...on.G.zones['hand:0']!]);
    passAll(on);
    expect(on.ctx.activePlayers).toEqual({ '0': 'pick' });
    const wanted = on.G.zones.discard!.find((id) => kindOf(id) === 'skip');
    on.move('0', 'pick', version(on), wanted);
    expect(on.G.zones['hand:0']).toEqual([wanted]);
  });
});

describe('hidden cards stay hidden in every scenario view', () => {
  it('shows a third seat neither hands nor the pile', () => {
    const match = given(3);
    const seen = JSON.stringify(match.received('2').state.G);
    for (const id of [...match.G.zones['hand:0']!, ...match.G.zones.draw!]) expect(seen).not.toContain(`"${id}"`);
    expect(allCards(match.G)).toHaveLength(matchCards(3).length);
  });
});
