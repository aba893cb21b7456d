// RULES.md rule by rule, for what SCENARIOS.md leaves out: each test names the section (and
// the ruling) it checks and drives the match through its moves. Unless a test says otherwise:
// 4 players, seats 0-3 playing Ghost, Doc, Cheyenne and Django, 4 cars, the Marshal in the
// locomotive (4), 13 neutral bullets, basic rules.
import { describe, expect, it } from 'vitest';
import { initialState } from '@parlor/game-kit/testing';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { car, purseValues } from './data';
import { answerVersion, pendingOptions, phaseOf } from './flow';
import { game } from './game';
import { legalMoves } from './legal';
import { given, placeOf, topOfDeck, type BanditSpec, type Given } from './scenario.fixture';
import type { Bandit, ColtExpressResult, ColtExpressState } from './state';

type Four = [BanditSpec, BanditSpec, BanditSpec, BanditSpec];

function four(specs: Four, rest: Omit<Given, 'seats'> = {}, characters: [Bandit, Bandit, Bandit, Bandit] = ['ghost', 'doc', 'cheyenne', 'django']) {
  return given({ ...rest, seats: specs.map((spec, i) => ({ [characters[i]!]: spec })) });
}

const resolved = (G: ColtExpressState) => G.history.filter((entry) => entry.kind === 'resolved');
const targetsOf = (G: ColtExpressState) => pendingOptions(G).map((option) => option.target);
const destinations = (G: ColtExpressState) => pendingOptions(G).map((option) => option.to);
const firstAction = (G: ColtExpressState, seat: string) => G.zones[`hand:${seat}`]!.find((card) => !card.includes('.bullet.') && !card.startsWith('neutral.'))!;

describe('§3 setup', () => {
  it('builds C random cars in random order plus the locomotive: C = players, 4 with two (ruling: random cars)', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const trains = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const { G } = initialState(game, players, undefined, `cars-${players}-${i}`);
        const cars = players === 2 ? 4 : players;
        expect(G.cars).toHaveLength(cars);
        expect(new Set(G.cars).size).toBe(cars);
        expect(G.train).toHaveLength(cars + 1);
        // Each car holds its printed loot, its purses drawn from those left after the bandits' $250 each.
        G.cars.forEach((id, unit) => {
          expect(G.train[unit]!.inside).toMatchObject({ jewels: car(id).inside.jewel, purses: car(id).inside.purse, strongboxes: 0 });
          expect(G.train[unit]!.roof).toEqual({ purses: 0, jewels: 0, strongboxes: 0, ransoms: 0 });
        });
        const values = Object.values(G.purseValues.train).flat();
        const stock = purseValues();
        for (const value of [...Object.values(G.purseValues.bandits).flat(), ...values]) stock.splice(stock.indexOf(value), 1);
        expect(stock).toHaveLength(18 - Object.keys(G.bandits).length - values.length);
        trains.add(G.cars.join());
      }
      expect(trains.size).toBeGreaterThan(1);
    }
  });
});

describe('§4 round structure', () => {
  it('puts the cards left in hand back on top of their owner’s deck when Schemin’ ends, and a resolved card back into its deck (basic game)', () => {
    const match = four([{ at: 'in(1)' }, {}, {}, {}], { card: 'braking', phase: 'scheme' });
    const left: Record<string, string[]> = {};
    for (let turn = 0; turn < 4; turn++) {
      for (const seat of ['0', '1', '2', '3']) {
        const card = firstAction(match.G, seat);
        left[seat] = match.G.zones[`hand:${seat}`]!.filter((each) => each !== card);
        match.move(seat, 'play', card);
      }
    }
    // Ghost's card, played first, waits for his choice: nothing has been resolved yet.
    expect(phaseOf(match.G)).toBe('steal');
    expect(pendingOptions(match.G).length).toBeGreaterThan(1);
    expect(resolved(match.G)).toEqual([]);
    for (const seat of ['0', '1', '2', '3']) {
      expect(match.G.zones[`hand:${seat}`]).toEqual([]);
      expect(match.G.zones[`deck:${seat}`]!.slice(0, left[seat]!.length)).toEqual(left[seat]);
    }
    const head = match.G.zones['pile']![0]!;
    match.move('0', 'resolve', pendingOptions(match.G)[0]);
    expect(match.G.zones['deck:0']).toContain(head);
    expect(match.G.zones['discard:0']).toEqual([]);
  });

  it('shuffles the whole deck, bullets received included, before dealing a new round (basic game)', () => {
    let before: string[] = [];
    // The pile is empty: seat 0's draw ends the round, and round 2 is dealt in the same move.
    const match = four([{}, {}, {}, {}], {
      card: 'braking',
      round: 1,
      phase: 'event',
      extra: (G) => {
        G.zones['cylinder:ghost'] = G.zones['cylinder:ghost']!.filter((card) => card !== 'ghost.bullet.6');
        G.zones['deck:1'] = ['ghost.bullet.6', ...G.zones['deck:1']!];
        G.bandits.doc!.bulletsReceived = 1;
        before = [...G.zones['deck:1']!];
      },
    });
    expect(match.G.round).toBe(2);
    const dealt = [...match.G.zones['hand:1']!, ...match.G.zones['deck:1']!];
    expect(match.G.zones['hand:1']).toHaveLength(7);
    expect([...dealt].sort()).toEqual([...before].sort());
    expect(dealt).toContain('ghost.bullet.6');
    expect(before).toHaveLength(11);
    // Dealt from a shuffled deck, not from the order the deck had.
    expect(dealt).not.toEqual(before);
  });

  it('ends Schemin’ and resolves the pile within one move when every later seat must pass (ruling)', () => {
    const match = four([{ at: 'in(0)' }, {}, {}, {}], {
      pile: ['ghost.changeFloor'],
      extra: (G, reopen) => {
        for (const seat of ['1', '2', '3']) {
          G.zones['box'] = [...G.zones['box']!, ...G.zones[`hand:${seat}`]!, ...G.zones[`deck:${seat}`]!];
          G.zones[`hand:${seat}`] = [];
          G.zones[`deck:${seat}`] = [];
        }
        const last = G.roundCard!.turns.length - 1;
        reopen({ kind: 'queue', tag: 'scheme', items: ['0', '1', '2', '3'].map((seat) => ({ seat, stage: 'scheme', data: { turn: last, action: 0, actions: 1 } })), data: null });
      },
    });
    // Seat 0's draw (made by `given`) was the round's last real action: the others passed, and
    // Ghost's Change Floor resolved in the same move.
    expect(match.G.history.filter((entry) => entry.kind === 'passed').map((entry) => entry.kind === 'passed' && entry.seat)).toEqual(['1', '2', '3']);
    expect(placeOf(match.G, 'ghost')).toBe('roof(0)');
    expect(match.ctx.gameover).toBeDefined();
  });

  it('5-6 players: Angry Marshal’s three turns end with a counterclockwise one', () => {
    const match = given({ seats: [{ ghost: {} }, { doc: {} }, { cheyenne: {} }, { django: {} }, { tuco: {} }], card: 'angry_marshal', phase: 'scheme' });
    expect(match.G.roundCard!.turns).toEqual(['normal', 'normal', 'switching']);
    const order: string[] = [];
    for (let i = 0; i < 15; i++) {
      const [seat] = match.activeSeats();
      order.push(seat!);
      match.move(seat!, 'play', firstAction(match.G, seat!));
    }
    expect(order).toEqual([...['0', '1', '2', '3', '4'], ...['0', '1', '2', '3', '4'], ...['0', '4', '3', '2', '1']]);
    // Three turns, and Schemin' was over: here every card resolved by itself and round 2 began.
    expect(resolved(match.G)).toHaveLength(15);
    expect(match.G.round).toBe(2);
  });

  it('5-6 players: Bridge has two turns, the second a speed-up', () => {
    const match = given({ seats: [{ ghost: {} }, { doc: {} }, { cheyenne: {} }, { django: {} }, { tuco: {} }], card: 'bridge_no_event', phase: 'scheme', first: '2' });
    expect(match.G.roundCard!.turns).toEqual(['normal', 'speedUp']);
    const order: string[] = [];
    while (phaseOf(match.G) === 'scheme') {
      const [seat] = match.activeSeats();
      order.push(seat!);
      match.move(seat!, 'play', firstAction(match.G, seat!));
    }
    expect(order).toEqual([...['2', '3', '4', '0', '1'], ...['2', '2', '3', '3', '4', '4', '0', '0', '1', '1']]);
  });
});

describe('§5 actions', () => {
  it('Move: bandits on the roofs between do not block; moving inside into the Marshal’s car sends the mover up with a neutral bullet', () => {
    const roofs = four([{ at: 'roof(0)' }, { at: 'roof(1)' }, { at: 'roof(2)' }, { at: 'in(4)' }], { pile: ['ghost.move'] });
    expect(destinations(roofs.G)).toEqual([1, 2, 3]);
    const marshal = four([{ at: 'in(1)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'roof(4)' }], { marshal: 2, pile: ['ghost.move'] });
    marshal.move('0', 'resolve', { to: 2 });
    expect(placeOf(marshal.G, 'ghost')).toBe('roof(2)');
    expect(topOfDeck(marshal.G, '0')).toMatch(/^neutral\./);
    expect(marshal.G.bandits.ghost!.bulletsReceived).toBe(1);
  });

  it('Fire with no bullet card left has no effect', () => {
    const match = four([{ at: 'in(1)', bullets: 0 }, { at: 'in(2)' }, { at: 'roof(4)' }, { at: 'roof(4)' }], { pile: ['ghost.fire'] });
    expect(resolved(match.G)).toMatchObject([{ bandit: 'ghost', action: 'fire', option: null, effect: false }]);
    expect(match.G.bandits.doc!.bulletsReceived).toBe(0);
  });

  it('Tuco fires from inside at the roof right above him, and at no other roof (§8)', () => {
    const match = four([{ at: 'in(2)' }, { at: 'roof(2)' }, { at: 'roof(3)' }, { at: 'in(0)' }], { pile: ['tuco.fire'] }, ['tuco', 'doc', 'cheyenne', 'django']);
    // Doc was the only target, so the shot went at once.
    expect(resolved(match.G)).toMatchObject([{ bandit: 'tuco', option: { target: 'doc' } }]);
    expect(topOfDeck(match.G, '1')).toBe('tuco.bullet.6');
  });

  it('Django’s shot pushes the target into the Marshal’s car: up to the roof, with a neutral bullet too (§8, §6)', () => {
    const match = four([{ at: 'in(1)' }, { at: 'in(2)' }, { at: 'roof(0)' }, { at: 'roof(0)' }], { marshal: 3, pile: ['django.fire'] }, ['django', 'doc', 'cheyenne', 'ghost']);
    expect(placeOf(match.G, 'doc')).toBe('roof(3)');
    expect(match.G.zones['deck:1']!.slice(0, 2)).toEqual([expect.stringMatching(/^neutral\./), 'django.bullet.6']);
    expect(match.G.bandits.doc!.bulletsReceived).toBe(2);
    expect(match.G.zones['neutral']).toHaveLength(12);
  });

  it('Punch pushes along the roofs, where the Marshal does not reach; from the caboose only toward the locomotive', () => {
    const roof = four([{ at: 'roof(2)' }, { at: 'roof(2)' }, { at: 'in(0)' }, { at: 'in(0)' }], { marshal: 3, pile: ['ghost.punch'] });
    expect(destinations(roof.G)).toEqual([1, 3]);
    roof.move('0', 'resolve', { target: 'doc', loot: null, to: 3 });
    expect(placeOf(roof.G, 'doc')).toBe('roof(3)');
    expect(roof.G.bandits.doc!.bulletsReceived).toBe(0);
    const caboose = four([{ at: 'in(0)' }, { at: 'in(0)' }, { at: 'roof(3)' }, { at: 'roof(3)' }], { pile: ['ghost.punch'] });
    expect(resolved(caboose.G)).toMatchObject([{ option: { target: 'doc', loot: null, to: 1 } }]);
    expect(placeOf(caboose.G, 'doc')).toBe('in(1)');
  });

  it('Robbery and Punch name a purse by its kind; which purse goes is random (ruling)', () => {
    const taken = new Set<number>();
    const dropped = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const rob = four([{ at: 'in(2)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'roof(4)' }], { pile: ['ghost.robbery'], loot: { 'in(2)': { purses: [300, 450] } }, seed: `rob-${i}` });
      const [value] = rob.G.purseValues.bandits.ghost!;
      expect([300, 450]).toContain(value);
      expect(rob.G.purseValues.train['2:inside']).toEqual([value === 300 ? 450 : 300]);
      taken.add(value!);
      const punch = four([{ at: 'in(2)' }, { at: 'in(2)', purses: [300, 450] }, { at: 'in(0)' }, { at: 'roof(4)' }], { pile: ['ghost.punch'], seed: `punch-${i}` });
      punch.move('0', 'resolve', { target: 'doc', loot: 'purse', to: 1 });
      dropped.add(punch.G.purseValues.train['2:inside']![0]!);
    }
    expect(taken).toEqual(new Set([300, 450]));
    expect(dropped).toEqual(new Set([300, 450]));
  });
});

describe('§6 the Marshal and neutral bullets', () => {
  it('gives no bullet when the neutral pile is empty', () => {
    const match = four([{ at: 'in(2)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'roof(0)' }], { marshal: 3, neutral: 0, pile: ['django.marshal'] });
    match.move('3', 'resolve', { to: 2 });
    expect(placeOf(match.G, 'ghost')).toBe('roof(2)');
    expect(match.G.bandits.ghost!.bulletsReceived).toBe(0);
  });

  it('Angry Marshal in a shortage: nobody on his roof takes a bullet, the pile leaves the game, and those he drives up get none (§7)', () => {
    const match = four([{ at: 'roof(3)' }, { at: 'roof(3)' }, { at: 'in(2)' }, { at: 'in(0)' }], { marshal: 3, neutral: 1, card: 'angry_marshal', phase: 'event' });
    expect(Object.values(match.G.bandits).map((bandit) => bandit.bulletsReceived)).toEqual([0, 0, 0, 0]);
    expect(match.G.zones['neutral']).toEqual([]);
    expect(match.G.zones['box']).toContain('neutral.13');
    expect(match.G.marshal).toBe(2);
    expect(placeOf(match.G, 'cheyenne')).toBe('roof(2)');
    expect(match.G.history.filter((entry) => entry.kind === 'fled')).toEqual([{ kind: 'fled', bandits: ['cheyenne'], bullets: false, n: expect.any(Number) }]);
  });
});

describe('§7 events', () => {
  it('Pickpocketing: a bandit alone takes one of the purses lying there, at random (ruling)', () => {
    const taken = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const match = four([{ at: 'roof(1)' }, { at: 'in(3)' }, { at: 'in(3)' }, { at: 'roof(0)' }], {
        card: 'pickpocketing',
        round: 5,
        phase: 'event',
        loot: { 'roof(1)': { purses: [250, 500] } },
        seed: `pickpocket-${i}`,
      });
      const [value] = match.G.purseValues.bandits.ghost!;
      expect(match.G.purseValues.train['1:roof']).toEqual([value === 250 ? 500 : 250]);
      taken.add(value!);
    }
    expect(taken).toEqual(new Set([250, 500]));
  });
});

describe('§8 characters', () => {
  it('Cheyenne may punch Belle only when she is the only one there, and then may take Belle’s purse', () => {
    const three = four([{ at: 'in(1)' }, { at: 'in(1)' }, { at: 'in(1)' }, { at: 'roof(4)' }], { pile: ['cheyenne.punch'] }, ['cheyenne', 'belle', 'doc', 'django']);
    expect(new Set(targetsOf(three.G))).toEqual(new Set(['doc']));
    const alone = four([{ at: 'in(1)' }, { at: 'in(1)', purses: [400] }, { at: 'in(3)' }, { at: 'roof(4)' }], { pile: ['cheyenne.punch'] }, ['cheyenne', 'belle', 'doc', 'django']);
    expect(pendingOptions(alone.G)).toContainEqual({ target: 'belle', loot: 'purse', keep: true, to: 2 });
    alone.move('0', 'resolve', { target: 'belle', loot: 'purse', keep: true, to: 2 });
    expect(alone.G.purseValues.bandits.cheyenne).toEqual([400]);
    expect(alone.G.bandits.belle!.loot.purses).toBe(0);
    expect(placeOf(alone.G, 'belle')).toBe('in(2)');
  });

  it('Ghost who draws on the first turn may not play face down on the second', () => {
    const match = four([{}, {}, {}, {}], { card: 'braking', phase: 'scheme' });
    match.move('0', 'draw');
    for (const seat of ['1', '2', '3']) match.move(seat, 'play', firstAction(match.G, seat));
    expect(match.attempt('0', 'play', firstAction(match.G, '0'), true).ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '0').some((move) => move.args?.[1] === true)).toBe(false);
  });
});

describe('§9 scoring', () => {
  it('counts purses at their value, jewels $500, strongboxes $1000 and ransoms $250', () => {
    const match = four(
      [
        { at: 'in(0)', purses: [300, 450], jewels: 1 },
        { at: 'in(0)', strongboxes: 1, ransoms: 2 },
        { at: 'in(1)', bullets: 5 },
        { at: 'in(1)' },
      ],
      { round: 5, card: 'pickpocketing', phase: 'event' },
    );
    const result = match.ctx.gameover as ColtExpressResult;
    const total = (seat: string) => result.scores.find((score) => score.seat === seat)!.total;
    expect([total('0'), total('1'), total('2'), total('3')]).toEqual([1250, 1500, 1000, 0]);
    expect(result.winners).toEqual(['1']);
  });
});

describe('§10 advanced variant', () => {
  it('puts a resolved card face up on its owner’s discard pile, and a bullet received face down on top of the deck', () => {
    const match = four([{ at: 'in(1)' }, { at: 'in(2)' }, { at: 'roof(4)' }, { at: 'roof(4)' }], { advanced: true, pile: ['ghost.fire'] });
    expect(match.G.zones['discard:0']![0]).toBe('ghost.fire.1');
    expect(match.G.zones['deck:0']).not.toContain('ghost.fire.1');
    expect(match.view('2').zones['discard:0']![0]).toBe('ghost.fire.1');
    expect(topOfDeck(match.G, '1')).toBe('ghost.bullet.6');
    expect(match.view('1').zones['deck:1']![0]).toBe('ghost.bullet.6');
    for (const viewer of ['0', '2', null]) expect(match.view(viewer).zones['deck:1']![0]).toBe(HIDDEN_CARD);
  });
});

describe('§11 two-player game', () => {
  it('Belle is spared her teammate’s shot while an opponent can be hit, and takes it when she is the only target', () => {
    const opponent = given({ seats: [{ doc: { at: 'in(1)' }, belle: { at: 'in(2)' } }, { ghost: { at: 'in(2)' }, django: { at: 'roof(0)' } }], pile: ['doc.fire'] });
    expect(resolved(opponent.G)).toMatchObject([{ bandit: 'doc', option: { target: 'ghost' } }]);
    expect(topOfDeck(opponent.G, '1')).toBe('doc.bullet.6');
    const alone = given({ seats: [{ doc: { at: 'in(1)' }, belle: { at: 'in(2)' } }, { ghost: { at: 'in(4)' }, django: { at: 'roof(0)' } }], pile: ['doc.fire'] });
    expect(resolved(alone.G)).toMatchObject([{ bandit: 'doc', option: { target: 'belle' } }]);
    expect(topOfDeck(alone.G, '0')).toBe('doc.bullet.6');
    expect(alone.G.bandits.belle!.bulletsReceived).toBe(1);
  });

  it('Ghost’s face-down first-turn play is for his own cards, not his teammate’s (ruling: abilities per bandit)', () => {
    const match = given({ seats: [{ ghost: {}, doc: {} }, { cheyenne: {}, django: {} }], card: 'braking', phase: 'scheme' });
    const hand = match.G.zones['hand:0']!;
    const ghostCard = hand.find((card) => card.startsWith('ghost.'))!;
    const docCard = hand.find((card) => card.startsWith('doc.'))!;
    const faceDown = legalMoves(match.G, match.ctx, '0').filter((move) => move.args?.[1] === true);
    expect(faceDown.length).toBeGreaterThan(0);
    expect(faceDown.every((move) => String(move.args![0]).startsWith('ghost.'))).toBe(true);
    expect(match.attempt('0', 'play', docCard, true).ok).toBe(false);
    match.move('0', 'play', ghostCard, true);
    expect(match.G.faceDown).toEqual([true]);
  });

  it('a tie between the teams goes to the one whose bandits received fewer bullets (ruling)', () => {
    const match = given({
      seats: [
        { tuco: { at: 'in(0)', purses: [250] }, doc: { at: 'in(1)', purses: [250] } },
        { ghost: { at: 'in(0)', purses: [250] }, django: { at: 'in(1)', purses: [250] } },
      ],
      round: 5,
      card: 'hostage_conductor',
      phase: 'event',
      extra: (G) => {
        G.bandits.tuco!.bulletsReceived = 1;
        G.bandits.doc!.bulletsReceived = 1;
        G.bandits.ghost!.bulletsReceived = 3;
      },
    });
    const result = match.ctx.gameover as ColtExpressResult;
    expect(result.scores.map((score) => [score.seat, score.total, score.bulletsReceived])).toEqual([
      ['0', 500, 2],
      ['1', 500, 3],
    ]);
    expect(result.winners).toEqual(['0']);
  });
});

describe('§12 hidden information', () => {
  it('keeps the placement of each 2-player seat secret until both have chosen, and its version unchanged by the first answer', () => {
    const match = given({ seats: [{ ghost: {}, doc: {} }, { cheyenne: {}, django: {} }], card: 'braking', phase: 'scheme', extra: (_G, reopen) => reopen({ kind: 'simultaneous', tag: 'place', stage: 'place', seats: ['0', '1'], data: null }) });
    const version = answerVersion(match.G);
    match.move('1', 'place', version, 'django');
    expect(answerVersion(match.G)).toBe(version);
    expect(match.view('0').placements['1']).toBeNull();
    expect(match.view('1').placements['1']).toBe('django');
    match.move('0', 'place', version, 'doc');
    expect(match.view('0').placements).toEqual({ '0': 'doc', '1': 'django' });
    expect([placeOf(match.G, 'doc'), placeOf(match.G, 'ghost'), placeOf(match.G, 'django'), placeOf(match.G, 'cheyenne')]).toEqual(['in(0)', 'in(1)', 'in(0)', 'in(1)']);
  });
});
