// Rules the scenarios leave out, and the module contract.
import { describe, expect, it } from 'vitest';
import { checkGameModule } from '@parlor/game-kit';
import { createServerMatch } from '@parlor/game-kit/testing';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { cards, deckFor, kindOf, NAMEABLE_KINDS } from './cards';
import { futureOf } from './future';
import { game } from './game';
import { legalMoves } from './legal';
import { comboType } from './plays';
import { given, givenOnServer, hand, handTitles, kinds, noNopesExcept, passAll, put, take, top, version } from './scenario.fixture';
import { historyInOrder } from './turns';
import { invariants, secrets, viewChecks } from './checks';
import { manifest } from '../manifest';
import { visibility } from './visibility';
import { windows } from './windows';

const lastEntry = (match: { G: Parameters<typeof historyInOrder>[0] }) => historyInOrder(match.G).at(-1);

describe('the module contract', () => {
  it('is met', () => {
    expect(checkGameModule({ game, manifest, invariants, secrets, viewChecks })).toEqual([]);
    expect(visibility.undeclaredZoneKinds(given(5).G)).toEqual([]);
  });

  it('validates setup options and the player count', () => {
    expect(game.validateSetupData!({ fiveDifferentCombo: 'yes' }, 4)).toMatch(/fiveDifferentCombo/);
    expect(game.validateSetupData!({ extra: 1 }, 4)).toMatch(/extra|Unrecognized/);
    expect(game.validateSetupData!(undefined, 11)).toMatch(/2 to 10/);
    expect(game.validateSetupData!(undefined, 1)).toMatch(/2 to 10/);
  });
});

describe('setup', () => {
  it('uses only cards without the paw print for 4-7 players (7 Defuses, 3 back in the deck at 4)', () => {
    for (const [numPlayers, pile] of [
      [4, 38],
      [5, 31],
      [6, 24],
      [7, 17],
    ] as const) {
      const { G } = given(numPlayers);
      const inPlay = [...G.zones.draw!, ...Object.keys(G.zones).filter((z) => z.startsWith('hand:')).flatMap((z) => G.zones[z]!)];
      expect(inPlay.filter((id) => kindOf(id) !== 'exploding_kitten').some((id) => cards.get(id).paw)).toBe(false);
      expect(inPlay.filter((id) => kindOf(id) === 'defuse')).toHaveLength(7);
      expect(G.zones.draw).toHaveLength(pile);
    }
    expect(deckFor(4)).toHaveLength(67);
  });

  it('deals every player count 7 + a Defuse, and builds the pile with players - 1 kittens (RULES.md §3)', () => {
    const piles = { 2: 29, 3: 22, 4: 38, 5: 31, 6: 24, 7: 17, 8: 54, 9: 47, 10: 40 } as const;
    for (const [count, pile] of Object.entries(piles)) {
      const numPlayers = Number(count);
      const { G, ctx } = given(numPlayers);
      expect(G.zones.draw).toHaveLength(pile);
      expect(kinds(G.zones.draw!).filter((kind) => kind === 'exploding_kitten')).toHaveLength(numPlayers - 1);
      expect(G.zones.box).toHaveLength(9 - (numPlayers - 1));
      for (const seat of ctx.playOrder) {
        const held = kinds(G.zones[`hand:${seat}`]!);
        expect(held).toHaveLength(8);
        expect(held).toContain('defuse');
        expect(held).not.toContain('exploding_kitten');
      }
    }
  });

  it('picks the first player at random, the same for the same seed', () => {
    const first = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const state = createServerMatch({ game, numPlayers: 5, seed: `first-${i}` }).state;
      expect(state.ctx.currentPlayer).toBe(state.G.firstPlayer);
      first.add(state.G.firstPlayer);
    }
    expect(first.size).toBeGreaterThan(2);
    expect(createServerMatch({ game, numPlayers: 5, seed: 'same' }).state.G).toEqual(createServerMatch({ game, numPlayers: 5, seed: 'same' }).state.G);
  });
});

describe('turns', () => {
  it('Skip ends the turn without drawing', () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'skip')));
    const pile = match.G.zones.draw!.length;
    match.move('0', 'play', 'skip');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.zones.draw).toHaveLength(pile);
    expect(match.G.turnsLeft).toBe(1);
  });

  it('Attack gives the next player two turns and ends all of the attacker’s', () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'attack')));
    match.move('0', 'play', 'attack');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G).toMatchObject({ turnsLeft: 2, attacked: true });
  });

  it('Targeted Attacks stack like Attacks', () => {
    const match = given(4, (G) => {
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '0', take(G, 'targeted_attack'));
    });
    match.move('0', 'play', 'targeted_attack', '2');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.turnsLeft).toBe(4);
  });

  it('a Skip, a Draw from the Bottom and a defused kitten each use one attacked turn before a later attack (RULES.md §7)', () => {
    const attackedTwice = (arrange: Parameters<typeof given>[1]) =>
      given(4, (G, ctx) => {
        G.turnsLeft = 3;
        G.attacked = true;
        arrange!(G, ctx);
      });
    const skipping = attackedTwice((G) => hand(G, '0', [...take(G, 'skip'), ...take(G, 'attack')]));
    skipping.move('0', 'play', 'skip');
    passAll(skipping);
    const bottom = attackedTwice((G) => hand(G, '0', [...take(G, 'draw_from_the_bottom'), ...take(G, 'attack')]));
    bottom.move('0', 'play', 'draw_from_the_bottom');
    passAll(bottom);
    const defusing = attackedTwice((G) => {
      hand(G, '0', [...take(G, 'defuse'), ...take(G, 'attack')]);
      top(G, take(G, 'exploding_kitten'));
    });
    defusing.move('0', 'draw');
    defusing.move('0', 'reinsert', version(defusing), 5);
    for (const match of [skipping, bottom, defusing]) {
      expect(match.ctx.currentPlayer).toBe('0');
      expect(match.G).toMatchObject({ turnsLeft: 2, attacked: true });
      match.move('0', 'play', 'attack');
      passAll(match);
      expect(match.ctx.currentPlayer).toBe('1');
      expect(match.G).toMatchObject({ turnsLeft: 4, attacked: true });
    }
  });

  it('a player may play any number of cards before drawing', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'shuffle', 2), ...take(G, 'see_the_future')]));
    for (const title of ['shuffle', 'see_the_future', 'shuffle']) {
      match.move('0', 'play', title);
      passAll(match);
    }
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(legalMoves(match.G, match.ctx, '0')).toEqual([{ move: 'draw' }]);
  });

  it('Defuse, Nope, Exploding Kitten and unknown titles cannot be played on their own', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'defuse'), ...take(G, 'nope'), ...take(G, 'skip')]));
    const [skip] = match.G.zones['hand:0']!.filter((id) => kindOf(id) === 'skip');
    for (const args of [['defuse'], ['nope'], ['exploding_kitten'], ['shuffle'], [skip], ['__proto__'], ['constructor'], [undefined], [['skip']]]) {
      expect(match.attempt('0', 'play', ...args)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
    expect(match.attempt('0', 'play', 'skip', '1')).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(handTitles(match.G, '0')).toEqual(['defuse', 'nope', 'skip']);
  });

  it('exploding discards the whole hand with the kitten; the next player gets one turn; the exploded seat is never asked about a Nope', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'skip'), ...take(G, 'tacocat')]);
      hand(G, '1', take(G, 'shuffle'));
      top(G, take(G, 'exploding_kitten'));
    });
    const [kitten] = match.G.zones.draw!;
    match.move('0', 'draw');
    expect(match.G.out).toEqual(['0']);
    expect(match.G.zones.discard![0]).toBe(kitten);
    expect(kinds(match.G.zones.discard!).sort()).toEqual(['exploding_kitten', 'skip', 'tacocat'].sort());
    expect(match.ctx.currentPlayer).toBe('1');
    match.move('1', 'play', 'shuffle');
    expect(match.ctx.activePlayers).toEqual({ '2': 'nope' });
    expect(windows.top(match.G)).toMatchObject({ eligible: ['1', '2'] });
    passAll(match);
    match.move('1', 'draw');
    expect(match.ctx.currentPlayer).toBe('2');
    expect(legalMoves(match.G, match.ctx, '0')).toEqual([]);
  });

  it('defusing is mandatory: the Defuse is discarded at once and the drawer only chooses where', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'defuse', 2));
      top(G, take(G, 'exploding_kitten'));
    });
    match.move('0', 'draw');
    expect(kinds(match.G.zones.discard!)).toEqual(['defuse']);
    expect(match.G.zones['hand:0']).toHaveLength(1);
    expect(legalMoves(match.G, match.ctx, '0').every((move) => move.move === 'reinsert')).toBe(true);
    expect(match.attempt('0', 'draw')).toMatchObject({ ok: false });
  });

  it('the draw pile never runs out while two players live', () => {
    const match = given(2, (G) => {
      hand(G, '0', take(G, 'skip'));
      put(G.zones, 'box', G.zones.draw!.filter((id) => kindOf(id) !== 'exploding_kitten'));
    });
    expect(kinds(match.G.zones.draw!)).toEqual(['exploding_kitten']);
    match.move('0', 'draw');
    expect(match.ctx.gameover).toEqual({ winner: '1' });
  });
});

describe('Nope chains', () => {
  it('the player of the card may Nope a Nope aimed at it (Yup)', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'attack'), ...take(G, 'nope')]);
      hand(G, '2', take(G, 'nope'));
    });
    match.move('0', 'play', 'attack');
    match.move('2', 'nope', version(match));
    match.move('0', 'nope', version(match));
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.turnsLeft).toBe(2);
  });

  it('waits for every other living player, Nope in hand or not, and refuses a Nope from an empty hand', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'shuffle'));
      noNopesExcept(G);
    });
    match.move('0', 'play', 'shuffle');
    expect(Object.keys(match.ctx.activePlayers!).sort()).toEqual(['1', '2', '3']);
    expect(match.attempt('1', 'nope', version(match))).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'pass', args: [version(match)] }]);
  });

  it('a seat that already passed may still Nope while the window is open; everyone is then asked again', () => {
    const match = given(4, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', take(G, 'nope'));
      noNopesExcept(G, ['1']);
    });
    match.move('0', 'play', 'attack');
    match.move('1', 'pass', version(match));
    match.move('2', 'pass', version(match));
    expect(windows.awaiting(match.G)).toEqual(['3']);
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'nope', args: [version(match)] }]);
    match.move('1', 'nope', version(match));
    expect(windows.awaiting(match.G).sort()).toEqual(['0', '2', '3']);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
  });

  it('a Nope quoting an old version is refused, and the seat keeps its card', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', take(G, 'nope'));
      hand(G, '2', take(G, 'nope'));
    });
    match.move('0', 'play', 'attack');
    const before = version(match);
    match.move('1', 'nope', before);
    expect(match.attempt('2', 'nope', before)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(match.attempt('2', 'pass', before)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(kinds(match.G.zones['hand:2']!)).toEqual(['nope']);
  });

  it('a Noped combo loses all its cards and steals nothing', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'tacocat', 2));
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'defuse')]);
    });
    match.move('0', 'combo', ['tacocat', 'tacocat'], '1');
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(kinds(match.G.zones['hand:1']!)).toEqual(['defuse']);
    expect(lastEntry(match)).toMatchObject({ kind: 'cancelled', seat: '0', cards: ['tacocat', 'tacocat'] });
  });

  it('a Noped triple asks for nothing', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip', 3));
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'defuse')]);
    });
    match.move('0', 'combo', ['skip', 'skip', 'skip'], '1', 'defuse');
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(kinds(match.G.zones['hand:1']!)).toEqual(['defuse']);
  });

  const noped = (title: string, arrange: Parameters<typeof given>[1] = () => undefined, target?: string) => {
    const match = given(4, (G, ctx) => {
      hand(G, '0', take(G, title as never));
      hand(G, '1', take(G, 'nope'));
      noNopesExcept(G, ['1']);
      arrange!(G, ctx);
    });
    const pile = [...match.G.zones.draw!];
    match.move('0', 'play', title, ...(target === undefined ? [] : [target]));
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(lastEntry(match)).toMatchObject({ kind: 'cancelled', seat: '0', cards: [title] });
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.ctx.activePlayers).toBeNull();
    return { match, pile };
  };

  it('a Noped See the Future shows nothing', () => {
    const { match, pile } = noped('see_the_future');
    expect(match.G.known).toEqual([]);
    expect(match.view('0').known).toEqual([]);
    expect(match.G.zones.draw).toEqual(pile);
    expect(historyInOrder(match.G).some((entry) => entry.kind === 'saw')).toBe(false);
  });

  it('a Noped Alter the Future shows and moves nothing', () => {
    const { match, pile } = noped('alter_the_future');
    expect(match.G.known).toEqual([]);
    expect(match.G.zones.draw).toEqual(pile);
    expect(legalMoves(match.G, match.ctx, '0')).toEqual([{ move: 'draw' }]);
  });

  it('a Noped Shuffle does not shuffle', () => {
    const { match, pile } = noped('shuffle');
    expect(match.G.zones.draw).toEqual(pile);
  });

  it('a Noped Targeted Attack gives nobody turns: the attacker still plays its one turn', () => {
    const { match } = noped('targeted_attack', () => undefined, '2');
    expect(match.G).toMatchObject({ turnsLeft: 1, attacked: false });
    expect(historyInOrder(match.G).some((entry) => entry.kind === 'attacked')).toBe(false);
    match.move('0', 'draw');
    expect(match.ctx.currentPlayer).toBe('1');
  });
});

describe('answers sent at the same time, on the server', () => {
  it('two Nopes sent from the same state: the first counts, the second is refused and its seat keeps the card', async () => {
    const server = givenOnServer(3, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '1', take(G, 'nope'));
      hand(G, '2', take(G, 'nope'));
    });
    expect(server.state.ctx.currentPlayer).toBe('0');
    expect(await server.send('0', 'play', ['attack'])).toBe(true);
    const [stateID, v] = [server.state._stateID, server.state.G.windows.version];
    expect(await server.send('1', 'nope', [v], stateID)).toBe(true);
    expect(await server.send('2', 'nope', [v], stateID)).toBe(false);
    expect(kinds(server.state.G.zones['hand:2']!)).toEqual(['nope']);
    expect(windows.top(server.state.G)).toMatchObject({ tag: 'nope', chain: [{ seat: '1' }] });
    // Seat 2 saw the first Nope and may answer it: Nope the Nope.
    expect(await server.send('2', 'nope', [server.state.G.windows.version])).toBe(true);
    expect(windows.top(server.state.G)).toMatchObject({ chain: [{ seat: '1' }, { seat: '2' }] });
  });

  it('a pass quoting the chain before a Nope is refused; the seat is asked again and its next pass counts', async () => {
    const server = givenOnServer(4, (G) => {
      hand(G, '0', take(G, 'attack'));
      hand(G, '2', take(G, 'nope'));
      noNopesExcept(G, ['2']);
    });
    expect(await server.send('0', 'play', ['attack'])).toBe(true);
    const [stateID, v] = [server.state._stateID, server.state.G.windows.version];
    // Seats 1, 2 and 3 answer from the same state; seat 2's Nope arrives between the passes.
    expect(await server.send('1', 'pass', [v], stateID)).toBe(true);
    expect(await server.send('2', 'nope', [v], stateID)).toBe(true);
    expect(await server.send('3', 'pass', [v], stateID)).toBe(false);
    expect(windows.awaiting(server.state.G).sort()).toEqual(['0', '1', '3']);
    for (const seat of ['0', '1', '3']) expect(await server.send(seat, 'pass', [server.state.G.windows.version])).toBe(true);
    expect(server.state.ctx.activePlayers).toBeNull();
    expect(server.state.ctx.currentPlayer).toBe('0');
    expect(server.state.G).toMatchObject({ turnsLeft: 1, attacked: false });
  });

  it('keeps every pass of several seats sent from the same state', async () => {
    const server = givenOnServer(5, (G) => hand(G, '0', take(G, 'shuffle')));
    expect(await server.send('0', 'play', ['shuffle'])).toBe(true);
    const others = Object.keys(server.state.ctx.activePlayers!);
    expect(others.sort()).toEqual(['1', '2', '3', '4']);
    const [stateID, v] = [server.state._stateID, server.state.G.windows.version];
    for (const seat of others) expect(await server.send(seat, 'pass', [v], stateID)).toBe(true);
    expect(server.state.ctx.activePlayers).toBeNull();
    expect(historyInOrder(server.state.G).at(-1)).toMatchObject({ kind: 'shuffled', seat: '0' });
  });
});

describe('combos', () => {
  it('recognises pairs, triples and five different titles (RULES.md §9)', () => {
    expect(comboType(['skip', 'skip'])).toBe('pair');
    expect(comboType(['defuse', 'defuse'])).toBe('pair');
    expect(comboType(['nope', 'nope'])).toBe('pair');
    expect(comboType(['tacocat', 'feral_cat'])).toBe('pair');
    expect(comboType(['feral_cat', 'feral_cat', 'feral_cat'])).toBe('triple');
    expect(comboType(['tacocat', 'feral_cat', 'feral_cat'])).toBe('triple');
    expect(comboType(['shuffle', 'shuffle', 'shuffle'])).toBe('triple');
    expect(comboType(['feral_cat', 'skip'])).toBeUndefined();
    expect(comboType(['tacocat', 'cattermelon'])).toBeUndefined();
    expect(comboType(['skip', 'skip', 'feral_cat'])).toBeUndefined();
    expect(comboType(['skip', 'shuffle', 'favor', 'tacocat', 'feral_cat'])).toBe('five');
    expect(comboType(['skip', 'skip', 'favor', 'tacocat', 'feral_cat'])).toBeUndefined();
    expect(comboType(['skip', 'skip', 'skip', 'skip'])).toBeUndefined();
  });

  it('a pair of any title steals a random card: thief and victim learn which, nobody else', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'shuffle', 2));
      hand(G, '1', [...take(G, 'defuse'), ...take(G, 'skip')]);
    });
    match.move('0', 'combo', ['shuffle', 'shuffle'], '1');
    passAll(match);
    const [stolen] = match.G.zones['hand:0']!;
    expect(match.G.zones['hand:1']).toHaveLength(1);
    expect(match.view('0').notices['0']).toMatchObject({ kind: 'received', card: stolen, from: '1' });
    expect(match.view('1').notices['1']).toMatchObject({ kind: 'lost', card: stolen, to: '0' });
    expect(JSON.stringify(match.view('2'))).not.toContain(stolen);
    expect(JSON.stringify(match.view(null))).not.toContain(stolen);
  });

  it('pairs of Nopes and of Defuses are combos too (ruling 8)', () => {
    for (const title of ['nope', 'defuse'] as const) {
      const match = given(3, (G) => {
        hand(G, '0', take(G, title, 2));
        hand(G, '1', take(G, 'cattermelon'));
      });
      const [cat] = match.G.zones['hand:1']!;
      match.move('0', 'combo', [title, title], '1');
      passAll(match);
      expect(match.G.zones['hand:0']).toEqual([cat]);
      expect(kinds(match.G.zones.discard!)).toEqual([title, title]);
    }
  });

  it('a triple naming a cat the target lacks gets nothing, even if the target holds a Feral Cat', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip', 3));
      hand(G, '1', take(G, 'feral_cat'));
    });
    match.move('0', 'combo', ['skip', 'skip', 'skip'], '1', 'tacocat');
    passAll(match);
    expect(kinds(match.G.zones['hand:1']!)).toEqual(['feral_cat']);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(lastEntry(match)).toMatchObject({ kind: 'asked', from: '1', to: '0', named: 'tacocat', got: false });
  });

  it('a triple naming Feral Cat asks for a Feral Cat only (RULES.md §9)', () => {
    const asking = (held: ('feral_cat' | 'tacocat')[]) => {
      const match = given(3, (G) => {
        hand(G, '0', take(G, 'beard_cat', 3));
        hand(G, '1', held.map((kind) => take(G, kind)[0]!));
      });
      match.move('0', 'combo', ['beard_cat', 'beard_cat', 'beard_cat'], '1', 'feral_cat');
      passAll(match);
      return match;
    };
    const got = asking(['tacocat', 'feral_cat']);
    expect(kinds(got.G.zones['hand:0']!)).toEqual(['feral_cat']);
    expect(kinds(got.G.zones['hand:1']!)).toEqual(['tacocat']);
    const none = asking(['tacocat']);
    expect(none.G.zones['hand:0']).toEqual([]);
    expect(kinds(none.G.zones['hand:1']!)).toEqual(['tacocat']);
  });

  it('refuses combos of cards not in hand, unknown titles, card ids and wrong extras', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'tacocat', 3)]));
    const [a, b] = match.G.zones['hand:0']!;
    const three = ['tacocat', 'tacocat', 'tacocat'];
    for (const args of [
      [['tacocat', 'nope'], '1'],
      [['tacocat', 'tacocat'], '1', 'defuse'],
      [three, '1'],
      [three, '1', 'exploding_kitten'],
      [three, '1', 'whatever'],
      [['tacocat', 'tacocat', 'tacocat', 'tacocat'], '1'],
      [[a, b], '1'],
      [['__proto__', 'tacocat'], '1'],
      [['tacocat'], '1'],
      [[], '1'],
      ['not-an-array', '1'],
      [['tacocat', 'tacocat'], '9'],
      [['tacocat', 'tacocat'], '0'],
    ]) {
      expect(match.attempt('0', 'combo', ...args)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
    expect(match.G.zones['hand:0']).toHaveLength(3);
  });
});

describe('the five-different combo (optional setting)', () => {
  const TITLES = ['skip', 'shuffle', 'favor', 'tacocat', 'beard_cat'] as const;
  /** Seat 0 holds five different titles; seat 1 exploded, so a kitten lies in the discard pile. */
  const fiveWithKitten = () =>
    given(
      4,
      (G) => {
        hand(G, '0', TITLES.map((kind) => take(G, kind)[0]!));
        G.out.push('1');
        put(G.zones, 'discard', [...G.zones['hand:1']!, ...take(G, 'exploding_kitten')]);
        noNopesExcept(G);
      },
      { fiveDifferentCombo: true },
    );

  it('takes the named title from the discard pile, never an Exploding Kitten', () => {
    const match = fiveWithKitten();
    match.move('0', 'combo', [...TITLES]);
    passAll(match);
    expect(match.ctx.activePlayers).toEqual({ '0': 'pick' });
    const offered = legalMoves(match.G, match.ctx, '0').map((move) => move.args![1]);
    expect(offered).not.toContain('exploding_kitten');
    expect([...offered].sort()).toEqual([...new Set(kinds(match.G.zones.discard!).filter((kind) => kind !== 'exploding_kitten'))].sort());
    const absent = NAMEABLE_KINDS.find((kind) => !kinds(match.G.zones.discard!).includes(kind));
    expect(absent).toBeDefined();
    for (const title of ['exploding_kitten', absent, 'skip-1', '__proto__', undefined]) {
      expect(match.attempt('0', 'pick', version(match), title)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
    const topmostSkip = match.G.zones.discard!.find((card) => kindOf(card) === 'skip');
    match.move('0', 'pick', version(match), 'skip');
    expect(match.G.zones['hand:0']).toEqual([topmostSkip]);
    expect(lastEntry(match)).toMatchObject({ kind: 'took', seat: '0', card: 'skip' });
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('names titles, never card ids, in the log every seat receives', () => {
    const match = fiveWithKitten();
    match.move('0', 'combo', [...TITLES]);
    passAll(match);
    match.move('0', 'pick', version(match), 'skip');
    const [skip] = match.G.zones['hand:0']!;
    for (const viewer of ['2', '3', null]) {
      const seen = match.received(viewer);
      expect(JSON.stringify(seen)).not.toContain(`"${skip}"`);
      expect(seen.log.find((entry) => entry.action.payload.type === 'pick')!.action.payload.args).toEqual([expect.any(Number), 'skip']);
    }
  });

  it('can be Noped: nothing is taken and the five cards are lost', () => {
    const match = given(
      4,
      (G) => {
        hand(G, '0', TITLES.map((kind) => take(G, kind)[0]!));
        hand(G, '2', take(G, 'nope'));
      },
      { fiveDifferentCombo: true },
    );
    match.move('0', 'combo', [...TITLES]);
    match.move('2', 'nope', version(match));
    passAll(match);
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(lastEntry(match)).toMatchObject({ kind: 'cancelled', seat: '0' });
  });
});

describe('private choices are hidden from everyone else', () => {
  it('the card given for a Favor is redacted from the others’ log and hidden in their view', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'defuse'));
    });
    match.move('0', 'play', 'favor', '1');
    passAll(match);
    const [defuse] = match.G.zones['hand:1']!;
    match.move('1', 'give', version(match), defuse);
    for (const viewer of ['2', null]) {
      const seen = match.received(viewer);
      expect(JSON.stringify(seen)).not.toContain(defuse);
      expect(seen.state.G.zones['hand:0']).toEqual([HIDDEN_CARD]);
    }
    expect(match.received('0').state.G.zones['hand:0']).toEqual([defuse]);
  });

  it('the target of a Favor must give a card it holds: no pass, no refusal', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'defuse'));
    });
    match.move('0', 'play', 'favor', '1');
    passAll(match);
    const elsewhere = match.G.zones.draw![0];
    for (const [move, ...args] of [['pass', version(match)], ['give', version(match), elsewhere], ['give', version(match), 'defuse'], ['draw']] as const) {
      expect(match.attempt('1', move, ...args).ok).toBe(false);
    }
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'give', args: [version(match), match.G.zones['hand:1']![0]] }]);
  });

  it('enumerates every legal answer: reinsert positions, Alter orders, Favor cards, Nope and pass', () => {
    const defusing = given(2, (G) => {
      hand(G, '0', take(G, 'defuse'));
      put(G.zones, 'box', G.zones.draw!.filter((id) => kindOf(id) !== 'exploding_kitten').slice(4));
      top(G, take(G, 'exploding_kitten'));
    });
    defusing.move('0', 'draw');
    expect(legalMoves(defusing.G, defusing.ctx, '0').map((m) => m.args![1])).toEqual([0, 1, 2, 3, 4]);
    expect(legalMoves(defusing.G, defusing.ctx, '1')).toEqual([]);

    const altering = given(3, (G) => hand(G, '0', take(G, 'alter_the_future')));
    altering.move('0', 'play', 'alter_the_future');
    passAll(altering);
    expect(legalMoves(altering.G, altering.ctx, '0')).toHaveLength(6);
  });

  it('Alter the Future with fewer than 3 cards left: 2 are reordered, a single one needs no choice', () => {
    const altering = (left: number) =>
      given(2, (G) => {
        hand(G, '0', take(G, 'alter_the_future'));
        const kitten = take(G, 'exploding_kitten')[0]!;
        put(G.zones, 'box', G.zones.draw!.filter((id) => id !== kitten).slice(left - 1));
        top(G, [kitten]);
      });
    const two = altering(2);
    const [kitten, other] = two.G.zones.draw!;
    two.move('0', 'play', 'alter_the_future');
    passAll(two);
    expect(two.ctx.activePlayers).toEqual({ '0': 'alter' });
    expect(legalMoves(two.G, two.ctx, '0').map((m) => m.args![1])).toEqual([
      [kitten, other],
      [other, kitten],
    ]);
    expect(two.attempt('0', 'alter', version(two), [other, kitten, kitten])).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(two.attempt('0', 'alter', version(two), [other])).toMatchObject({ ok: false, error: 'action/invalid_move' });
    two.move('0', 'alter', version(two), [other, kitten]);
    expect(two.G.zones.draw).toEqual([other, kitten]);

    const one = altering(1);
    one.move('0', 'play', 'alter_the_future');
    passAll(one);
    expect(one.ctx.activePlayers).toBeNull();
    expect(futureOf(one.view('0'), '0')).toEqual(one.G.zones.draw);
    expect(lastEntry(one)).toMatchObject({ kind: 'altered', seat: '0', count: 1 });
  });

  it('lists combos with every target and every title for triples', () => {
    const fresh = () => given(4, (G) => hand(G, '0', [...take(G, 'tacocat', 2), ...take(G, 'feral_cat')]));
    const match = fresh();
    const combos = legalMoves(match.G, match.ctx, '0').filter((m) => m.move === 'combo');
    // pairs: tacocat+tacocat, tacocat+feral; triple: tacocat+tacocat+feral with every title; 3 targets.
    expect(combos).toHaveLength(3 * (2 + NAMEABLE_KINDS.length));
    for (const { args } of combos) expect(fresh().attempt('0', 'combo', ...args!)).toMatchObject({ ok: true });
  });
});

describe('what See the Future showed', () => {
  const seenUnderAttack = (arrange: Parameters<typeof given>[1] = () => undefined) => {
    const match = given(3, (G, ctx) => {
      G.turnsLeft = 2;
      G.attacked = true;
      hand(G, '0', [...take(G, 'see_the_future'), ...take(G, 'draw_from_the_bottom'), ...take(G, 'shuffle')]);
      arrange!(G, ctx);
    });
    match.move('0', 'play', 'see_the_future');
    passAll(match);
    return match;
  };

  it('is seen by its player only, and forgotten when the turn passes', () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'see_the_future')));
    match.move('0', 'play', 'see_the_future');
    passAll(match);
    const top3 = match.G.zones.draw!.slice(0, 3);
    expect(futureOf(match.view('0'), '0')).toEqual(top3);
    expect(match.view('1').known).toEqual([]);
    expect(match.view(null).known).toEqual([]);
    match.move('0', 'draw');
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.known).toEqual([]);
  });

  it('stays known after a Draw from the Bottom, which leaves the top as it was', () => {
    const match = seenUnderAttack();
    const seen = match.G.zones.draw!.slice(0, 3);
    match.move('0', 'play', 'draw_from_the_bottom');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turnsLeft).toBe(1);
    expect(futureOf(match.view('0'), '0')).toEqual(seen);
  });

  it('loses the card drawn from the top and keeps the rest', () => {
    const match = seenUnderAttack((G) => top(G, take(G, 'skip')));
    const seen = match.G.zones.draw!.slice(0, 3);
    match.move('0', 'draw');
    expect(match.ctx.currentPlayer).toBe('0');
    expect(futureOf(match.view('0'), '0')).toEqual(seen.slice(1));
  });

  it('takes in a kitten its player put back among or right under the known cards, not one put further down', () => {
    const defused = (position: number) => {
      const match = seenUnderAttack((G) => {
        hand(G, '0', [...G.zones['hand:0']!, ...take(G, 'defuse')]);
        top(G, take(G, 'exploding_kitten'));
      });
      const [kitten, ...rest] = match.G.zones.draw!.slice(0, 3);
      match.move('0', 'draw');
      match.move('0', 'reinsert', version(match), position);
      return { match, kitten, rest };
    };
    const among = defused(1);
    expect(futureOf(among.match.view('0'), '0')).toEqual([among.rest[0], among.kitten, among.rest[1]]);
    const under = defused(2);
    expect(futureOf(under.match.view('0'), '0')).toEqual([...under.rest, under.kitten]);
    const below = defused(6);
    expect(futureOf(below.match.view('0'), '0')).toEqual(below.rest);
    expect(below.match.G.zones.draw![6]).toBe(below.kitten);
  });

  it('is forgotten after a Shuffle', () => {
    const match = seenUnderAttack();
    match.move('0', 'play', 'shuffle');
    passAll(match);
    expect(match.G.known).toEqual([]);
  });
});
