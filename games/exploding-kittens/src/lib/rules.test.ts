// Rules the scenarios leave out, and the module contract.
import { describe, expect, it } from 'vitest';
import { checkGameModule } from '@parlor/game-kit';
import { createServerMatch } from '@parlor/game-kit/testing';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { cards, deckFor, kindOf, NAMEABLE_KINDS } from './cards';
import { game } from './game';
import { legalMoves } from './legal';
import { comboType } from './plays';
import { given, hand, kinds, noNopesExcept, passAll, put, take, top, version } from './scenario.fixture';
import { historyInOrder } from './turns';
import { invariants, secrets } from './checks';
import { manifest } from '../manifest';
import { visibility } from './visibility';

describe('the module contract', () => {
  it('is met', () => {
    expect(checkGameModule({ game, manifest, invariants, secrets })).toEqual([]);
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
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.G.zones.draw).toHaveLength(pile);
    expect(match.G.turnsLeft).toBe(1);
  });

  it('Attack gives the next player two turns and ends all of the attacker’s', () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'attack')));
    match.move('0', 'play', match.G.zones['hand:0']![0]);
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
    match.move('0', 'play', match.G.zones['hand:0']![0], '2');
    passAll(match);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.turnsLeft).toBe(4);
  });

  it('a player may play any number of cards before drawing', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'shuffle', 2), ...take(G, 'see_the_future')]));
    for (const card of [...match.G.zones['hand:0']!]) {
      match.move('0', 'play', card);
      passAll(match);
    }
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.zones['hand:0']).toEqual([]);
  });

  it('exploding discards the whole hand with the kitten; the next player gets one turn', () => {
    const match = given(3, (G) => {
      hand(G, '0', [...take(G, 'skip'), ...take(G, 'tacocat')]);
      top(G, take(G, 'exploding_kitten'));
    });
    const [kitten] = match.G.zones.draw!;
    match.move('0', 'draw');
    expect(match.G.out).toEqual(['0']);
    expect(match.G.zones.discard![0]).toBe(kitten);
    expect(kinds(match.G.zones.discard!).sort()).toEqual(['exploding_kitten', 'skip', 'tacocat'].sort());
    expect(match.ctx.currentPlayer).toBe('1');
    // An exploded seat takes no further part: it is skipped and never asked about a Nope.
    match.move('1', 'draw');
    expect(match.ctx.currentPlayer).toBe('2');
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
    match.move('0', 'play', match.G.zones['hand:0']!.find((id) => kindOf(id) === 'attack'));
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
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    expect(Object.keys(match.ctx.activePlayers!).sort()).toEqual(['1', '2', '3']);
    expect(match.attempt('1', 'nope', version(match))).toMatchObject({ ok: false, error: 'action/invalid_move' });
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([{ move: 'pass', args: [version(match)] }]);
  });

  it('a Noped combo loses all its cards and steals nothing', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'tacocat', 2));
      hand(G, '1', [...take(G, 'nope'), ...take(G, 'defuse')]);
    });
    match.move('0', 'combo', [...match.G.zones['hand:0']!], '1');
    match.move('1', 'nope', version(match));
    passAll(match);
    expect(match.G.zones['hand:0']).toEqual([]);
    expect(kinds(match.G.zones['hand:1']!)).toEqual(['defuse']);
    expect(historyInOrder(match.G).at(-1)).toMatchObject({ kind: 'cancelled', seat: '0', cards: ['tacocat', 'tacocat'] });
  });

  it('keeps two Nope-window passes sent from the same state on the server, and refuses a pass that missed a Nope', async () => {
    const server = createServerMatch({ game, numPlayers: 3, seed: 'server-pass' });
    const current = server.state.ctx.currentPlayer;
    const playable = server.state.G.zones[`hand:${current}`]!.find((id) => ['shuffle', 'see_the_future', 'skip'].includes(kindOf(id)));
    if (!playable) throw new Error('this seed deals no plain action card to the first player');
    expect(await server.send(current, 'play', [playable])).toBe(true);
    const others = Object.keys(server.state.ctx.activePlayers!);
    const [stateID, v] = [server.state._stateID, server.state.G.windows.version];
    for (const seat of others) expect(await server.send(seat, 'pass', [v], stateID)).toBe(true);
    expect(server.state.ctx.activePlayers).toBeNull();
    expect(historyInOrder(server.state.G).some((entry) => entry.kind === 'cancelled')).toBe(false);
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
    match.move('0', 'combo', [...match.G.zones['hand:0']!], '1');
    passAll(match);
    const [stolen] = match.G.zones['hand:0']!;
    expect(match.G.zones['hand:1']).toHaveLength(1);
    expect(match.view('0').notices['0']).toMatchObject({ kind: 'received', card: stolen, from: '1' });
    expect(match.view('1').notices['1']).toMatchObject({ kind: 'lost', card: stolen, to: '0' });
    expect(JSON.stringify(match.view('2'))).not.toContain(stolen);
    expect(JSON.stringify(match.view(null))).not.toContain(stolen);
  });

  it('a triple naming a cat the target lacks gets nothing, even if the target holds a Feral Cat', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'skip', 3));
      hand(G, '1', take(G, 'feral_cat'));
    });
    match.move('0', 'combo', [...match.G.zones['hand:0']!], '1', 'tacocat');
    passAll(match);
    expect(kinds(match.G.zones['hand:1']!)).toEqual(['feral_cat']);
    expect(match.G.zones['hand:0']).toEqual([]);
  });

  it('refuses a combo of cards not in hand, repeated cards, unknown titles and wrong extras', () => {
    const match = given(3, (G) => hand(G, '0', [...take(G, 'tacocat', 3)]));
    const [a, b, c] = match.G.zones['hand:0']!;
    for (const args of [
      [[a, a], '1'],
      [[a, 'nope-1'], '1'],
      [[a, b], '1', 'defuse'],
      [[a, b, c], '1'],
      [[a, b, c], '1', 'exploding_kitten'],
      [[a, b, c], '1', 'whatever'],
      ['not-an-array', '1'],
      [[a, b], '9'],
    ]) {
      expect(match.attempt('0', 'combo', ...args)).toMatchObject({ ok: false, error: 'action/invalid_move' });
    }
  });
});

describe('private choices are hidden from everyone else', () => {
  it('the card given for a Favor is redacted from the others’ log and hidden in their view', () => {
    const match = given(3, (G) => {
      hand(G, '0', take(G, 'favor'));
      hand(G, '1', take(G, 'defuse'));
    });
    match.move('0', 'play', match.G.zones['hand:0']![0], '1');
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

  it('See the Future is seen by its player only, and forgotten when the pile changes', () => {
    const match = given(3, (G) => hand(G, '0', take(G, 'see_the_future')));
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    passAll(match);
    const top3 = match.G.zones.draw!.slice(0, 3);
    expect(match.view('0').future?.cards).toEqual(top3);
    expect(match.view('1').future).toBeNull();
    expect(match.view(null).future).toBeNull();
    match.move('0', 'draw');
    expect(match.G.future).toBeNull();
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
    altering.move('0', 'play', altering.G.zones['hand:0']![0]);
    passAll(altering);
    expect(legalMoves(altering.G, altering.ctx, '0')).toHaveLength(6);
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
