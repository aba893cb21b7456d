// Every scenario of this module's SCENARIOS.md, named after its id. Unless a
// scenario says otherwise: 4 players, P1-P4 = seats 0-3 playing Ghost, Doc, Cheyenne and
// Django (abilities that do not matter to the scenario), 4 cars, the Marshal in the
// locomotive (4), 13 neutral bullets, 6 bullets each, basic rules.
import { describe, expect, it } from 'vitest';
import { createMatch, initialState } from '@parlor/game-kit/testing';
import { ACTION_DECK, ROUND_CARDS, STATION_CARDS, type ActionKind } from './data';
import { cardInfo } from './cards';
import { answerVersion, pendingOptions, phaseOf } from './flow';
import { game } from './game';
import { legalMoves } from './legal';
import { given, placeOf, topOfDeck, type BanditSpec, type Given } from './scenario.fixture';
import type { Bandit, ColtExpressResult, ColtExpressState } from './state';
import type { Match } from '@parlor/game-kit/testing';

type Four = [BanditSpec, BanditSpec, BanditSpec, BanditSpec];

/** Four seats with the default characters, at the given places. */
function four(specs: Four, rest: Omit<Given, 'seats'> = {}, characters: [Bandit, Bandit, Bandit, Bandit] = ['ghost', 'doc', 'cheyenne', 'django']) {
  return given({ ...rest, seats: specs.map((spec, i) => ({ [characters[i]!]: spec })) });
}

const resolved = (G: ColtExpressState) => G.history.filter((entry) => entry.kind === 'resolved');
const targetsOf = (G: ColtExpressState) => pendingOptions(G).map((option) => option.target);
const destinations = (G: ColtExpressState) => pendingOptions(G).map((option) => option.to);

/** Plays the first legal move of whoever must act until `done` holds. */
function playUntil(match: Match<ColtExpressState>, done: (G: ColtExpressState) => boolean) {
  for (let guard = 0; guard < 5000 && !done(match.G) && match.ctx.gameover === undefined; guard++) {
    const seat = match.activeSeats()[0]!;
    const [first] = legalMoves(match.G, match.ctx, seat);
    match.move(seat, first!.move, ...(first!.args ?? []));
  }
}

describe('Setup', () => {
  it('S1 basic setup, 4 players', () => {
    const { G } = initialState(game, 4, undefined, 'S1');
    expect(G.train).toHaveLength(5);
    expect(G.marshal).toBe(4);
    expect(G.train[4]!.inside.strongboxes).toBe(1);
    expect(G.spareStrongboxes).toBe(1);
    expect(G.zones['neutral']).toHaveLength(13);
    const first = Number(G.first);
    for (const [seat, [bandit]] of Object.entries(G.seats)) {
      const cards = [...G.zones[`deck:${seat}`]!, ...G.zones[`hand:${seat}`]!];
      expect(cards).toHaveLength(10);
      const counts: Partial<Record<ActionKind, number>> = {};
      for (const card of cards) {
        const info = cardInfo(card);
        if (info.type === 'action') counts[info.action] = (counts[info.action] ?? 0) + 1;
      }
      expect(counts).toEqual(ACTION_DECK);
      expect(G.zones[`cylinder:${bandit}`]).toHaveLength(6);
      expect(G.purseValues.bandits[bandit!]).toEqual([250]);
      const number = ((Number(seat) - first + 4) % 4) + 1;
      expect(placeOf(G, bandit!)).toBe(number % 2 === 1 ? 'in(0)' : 'in(1)');
    }
  });

  it('S2 round deck composition', () => {
    for (const [players, set] of [
      [4, '2-4'],
      [5, '5-6'],
    ] as const) {
      const regularIds = ROUND_CARDS[set].map((data) => `round.${data.id}`);
      const stationIds = STATION_CARDS.map((data) => `station.${data.id}`);
      const decks = new Set<string>();
      const stations = new Set<string>();
      for (let i = 0; i < 40; i++) {
        const { G } = initialState(game, players, undefined, `S2-${players}-${i}`);
        // The first card is already face up: round 1 has begun.
        const deck = [...G.zones['shown']!, ...G.zones['rounds']!];
        expect(deck).toHaveLength(5);
        const regular = deck.slice(0, 4);
        expect(new Set(regular).size).toBe(4);
        for (const card of regular) expect(regularIds).toContain(card);
        expect(stationIds).toContain(deck[4]);
        expect(G.roundCard!.card).toBe(deck[0]);
        expect(G.roundCard!.turns).toEqual(ROUND_CARDS[set].find((data) => `round.${data.id}` === deck[0])!.turns);
        decks.add(regular.join());
        stations.add(deck[4]!);
      }
      // Drawn at random: the cards and their order vary, and so does the station card.
      expect(decks.size).toBeGreaterThan(20);
      expect(stations).toEqual(new Set(stationIds));
    }
  });

  it('S4 hand size', () => {
    const { G } = initialState(game, 6, undefined, 'S4');
    for (const [seat, [bandit]] of Object.entries(G.seats)) {
      expect(G.zones[`hand:${seat}`]).toHaveLength(bandit === 'doc' ? 7 : 6);
    }
  });
});

describe("Schemin'", () => {
  const scheming = (card: string, extra?: Given['extra']) => four([{}, {}, {}, {}], { card, phase: 'scheme', extra });

  it('P1 normal turn', () => {
    const match = scheming('braking');
    const played: string[] = [];
    for (let turn = 0; turn < 4; turn++) {
      for (const seat of ['0', '1', '2', '3']) {
        // Clockwise from the first player, one action each.
        expect(match.activeSeats()).toEqual([seat]);
        if (seat === '3' && turn === 3) {
          // Before the last action: one card per action so far, face up for everyone, in play order.
          expect(match.G.zones['pile']).toEqual(played);
          expect(match.G.faceDown).toEqual(played.map(() => false));
          for (const viewer of ['0', '1', '2', null]) expect(match.view(viewer).zones['pile']).toEqual(played);
          match.move(seat, 'draw');
        } else {
          const card = match.G.zones[`hand:${seat}`]!.find((id) => cardInfo(id).type === 'action')!;
          played.push(card);
          match.move(seat, 'play', card);
        }
      }
    }
    expect(played).toHaveLength(15);
    expect(match.G.history.filter((entry) => entry.kind === 'played').map((entry) => entry.kind === 'played' && entry.seat)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i % 4)),
    );
    expect(match.G.history.filter((entry) => entry.kind === 'drew')).toEqual([{ kind: 'drew', seat: '3', count: 3, n: expect.any(Number) }]);
    // Four turns are over: Stealin' resolved those 15 cards (at most 16, one per action) first
    // played first. In this arrangement none left a choice, so the next round has begun.
    const done = resolved(match.G).map((entry) => entry.kind === 'resolved' && `${entry.bandit}.${entry.action}`);
    expect(done).toEqual(played.map((card) => card.split('.').slice(0, 2).join('.')));
    expect(match.G.round).toBe(2);
  });

  it('P2 tunnel turn hides cards', () => {
    const match = scheming('swivel_arm');
    for (const seat of ['0', '1', '2', '3']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    match.move('1', 'play', 'doc.fire.1');
    const index = match.G.zones['pile']!.indexOf('doc.fire.1');
    expect(match.G.faceDown[index]).toBe(true);
    for (const viewer of ['0', '2', '3', null]) {
      expect(match.view(viewer).zones['pile']![index]).toBe('back.doc');
      expect(JSON.stringify(match.received(viewer))).not.toContain('doc.fire.1');
    }
    expect(match.view('1').zones['pile']![index]).toBe('doc.fire.1');
  });

  it('P3 Ghost plays his first card face down', () => {
    const match = scheming('braking');
    match.move('0', 'play', 'ghost.move.1', true);
    expect(match.G.faceDown[0]).toBe(true);
    expect(match.view('1').zones['pile']![0]).toBe('back.ghost');
    expect(match.view(null).zones['pile']![0]).toBe('back.ghost');
    for (const seat of ['1', '2', '3']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    expect(match.attempt('0', 'play', 'ghost.move.2', true).ok).toBe(false);
    // Nobody else may play face down on a normal turn.
    match.move('0', 'play', 'ghost.move.2');
    expect(match.attempt('1', 'play', match.G.zones['hand:1']![0], true).ok).toBe(false);
  });

  it('P5 speed-up', () => {
    const match = scheming('bridge_no_event');
    for (const seat of ['0', '1', '2', '3']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    match.move('0', 'draw');
    expect(match.activeSeats()).toEqual(['0']);
    match.move('0', 'play', match.G.zones['hand:0']![0]);
    expect(match.activeSeats()).toEqual(['1']);
    match.move('1', 'play', match.G.zones['hand:1']![0]);
    expect(match.activeSeats()).toEqual(['1']);
    match.move('1', 'play', match.G.zones['hand:1']![0]);
    expect(match.activeSeats()).toEqual(['2']);
  });

  it('P6 switching order', () => {
    const match = scheming('angry_marshal');
    for (let turn = 0; turn < 3; turn++) for (const seat of ['0', '1', '2', '3']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const [seat] = match.activeSeats();
      order.push(seat!);
      match.move(seat!, 'play', match.G.zones[`hand:${seat}`]![0]);
    }
    expect(order).toEqual(['0', '3', '2', '1']);
  });

  it('P7 bullets cannot be played', () => {
    const match = scheming('braking', (G) => {
      G.zones['hand:1'] = ['ghost.bullet.6', ...G.zones['hand:1']!];
      G.zones['cylinder:ghost'] = G.zones['cylinder:ghost']!.filter((card) => card !== 'ghost.bullet.6');
    });
    match.move('0', 'play', 'ghost.move.1');
    const outcome = match.attempt('1', 'play', 'ghost.bullet.6');
    expect(outcome.ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.args?.[0] === 'ghost.bullet.6')).toBe(false);
  });

  it('P8 draw 3 with a short deck', () => {
    const match = scheming('braking', (G) => {
      // Two of seat 2's four deck cards are already in hand.
      G.zones['hand:2'] = [...G.zones['deck:2']!.slice(0, 2), ...G.zones['hand:2']!];
      G.zones['deck:2'] = G.zones['deck:2']!.slice(2);
    });
    for (const seat of ['0', '1']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    const deck = [...match.G.zones['deck:2']!];
    expect(deck).toHaveLength(2);
    match.move('2', 'draw');
    expect(match.G.zones['deck:2']).toEqual([]);
    expect(match.G.zones['hand:2']).toEqual(expect.arrayContaining(deck));
    expect(match.G.zones['hand:2']).toHaveLength(10);
  });

  it('P10 first player rotates', () => {
    const match = createMatch({ game, numPlayers: 4, seed: 'P10' });
    const first = Number(match.G.first);
    playUntil(match, (G) => G.round === 2);
    expect(match.G.first).toBe(String((first + 1) % 4));
    playUntil(match, (G) => G.round === 3);
    expect(match.G.first).toBe(String((first + 2) % 4));
  });
});

describe("Stealin': movement and Marshal", () => {
  it('M1 resolution order', () => {
    const match = four([{ at: 'in(1)' }, { at: 'in(2)' }, { at: 'in(3)', jewels: 0 }, { at: 'roof(0)' }], {
      pile: ['ghost.move', 'doc.fire', 'cheyenne.robbery'],
      loot: { 'in(3)': { jewels: 1 } },
    });
    expect(match.activeSeats()).toEqual(['0']);
    match.move('0', 'resolve', { to: 0 });
    // Doc, inside 2, sees Cheyenne inside 3 only; Cheyenne then robs the jewel.
    expect(resolved(match.G).map((entry) => entry.kind === 'resolved' && entry.bandit)).toEqual(['ghost', 'doc', 'cheyenne']);
    expect(match.G.bandits.cheyenne!.loot.jewels).toBe(1);
  });

  it('M2 move inside is exactly one car', () => {
    const match = four([{ at: 'in(1)' }, { at: 'roof(3)' }, { at: 'roof(3)' }, { at: 'roof(3)' }], { pile: ['ghost.move'] });
    expect(destinations(match.G)).toEqual([0, 2]);
    expect(match.attempt('0', 'resolve', { to: 1 }).ok).toBe(false);
    expect(match.attempt('0', 'resolve', { to: 3 }).ok).toBe(false);
    match.move('0', 'resolve', { to: 2 });
    expect(placeOf(match.G, 'ghost')).toBe('in(2)');
  });

  it('M3 roof move range', () => {
    const match = four([{ at: 'roof(0)' }, { at: 'in(3)' }, { at: 'in(3)' }, { at: 'in(3)' }], { pile: ['ghost.move'] });
    expect(destinations(match.G)).toEqual([1, 2, 3]);
    expect(match.attempt('0', 'resolve', { to: 4 }).ok).toBe(false);
    match.move('0', 'resolve', { to: 3 });
    expect(placeOf(match.G, 'ghost')).toBe('roof(3)');
  });

  it('M5 climbing down into the Marshal', () => {
    const match = four([{ at: 'roof(2)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(0)' }], { marshal: 2, pile: ['ghost.changeFloor'] });
    expect(placeOf(match.G, 'ghost')).toBe('roof(2)');
    expect(match.G.bandits.ghost!.bulletsReceived).toBe(1);
    expect(cardInfo(topOfDeck(match.G, '0')!).type).toBe('neutral');
  });

  it('M6 the Marshal enters a car', () => {
    const match = four([{ at: 'in(2)' }, { at: 'in(2)' }, { at: 'roof(2)' }, { at: 'roof(0)' }], { marshal: 3, pile: ['django.marshal'] });
    expect(destinations(match.G)).toEqual([2, 4]);
    match.move('3', 'resolve', { to: 2 });
    expect(match.G.marshal).toBe(2);
    expect(placeOf(match.G, 'ghost')).toBe('roof(2)');
    expect(placeOf(match.G, 'doc')).toBe('roof(2)');
    expect(match.G.bandits.ghost!.bulletsReceived).toBe(1);
    expect(match.G.bandits.doc!.bulletsReceived).toBe(1);
    expect(match.G.bandits.cheyenne!.bulletsReceived).toBe(0);
    expect(match.G.zones['neutral']).toHaveLength(11);
  });

  it('M7 Marshal at the locomotive', () => {
    const match = four([{ at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(0)' }], { pile: ['ghost.marshal'] });
    // The only destination is unit 3, so the card resolved without asking.
    expect(resolved(match.G)).toEqual([{ kind: 'resolved', bandit: 'ghost', action: 'marshal', option: { to: 3 }, effect: true, at: { unit: 0, level: 'inside' }, n: expect.any(Number) }]);
    expect(match.G.marshal).toBe(3);
  });

  it('M8 neutral bullet shortage', () => {
    const match = four([{ at: 'in(2)' }, { at: 'in(2)' }, { at: 'roof(0)' }, { at: 'roof(0)' }], {
      marshal: 3,
      neutral: 1,
      pile: ['cheyenne.marshal'],
    });
    match.move('2', 'resolve', { to: 2 });
    expect(placeOf(match.G, 'ghost')).toBe('roof(2)');
    expect(placeOf(match.G, 'doc')).toBe('roof(2)');
    expect(match.G.bandits.ghost!.bulletsReceived + match.G.bandits.doc!.bulletsReceived).toBe(0);
    expect(match.G.zones['neutral']).toEqual([]);
    expect(match.G.zones['box']).toContain('neutral.13');
  });
});

describe("Stealin': Fire", () => {
  it('F2 cannot fire at own location', () => {
    const match = four([{ at: 'in(1)' }, { at: 'in(1)' }, { at: 'roof(3)' }, { at: 'roof(3)' }], { pile: ['ghost.fire'] });
    expect(resolved(match.G)).toEqual([{ kind: 'resolved', bandit: 'ghost', action: 'fire', option: null, effect: false, at: { unit: 1, level: 'inside' }, n: expect.any(Number) }]);
    expect(match.G.zones['cylinder:ghost']).toHaveLength(6);
  });

  it('F3 roof line of sight is blocked', () => {
    const match = four([{ at: 'roof(0)' }, { at: 'roof(1)' }, { at: 'roof(1)' }, { at: 'roof(2)' }], { pile: ['ghost.fire', 'tuco.fire'] }, [
      'ghost',
      'tuco',
      'cheyenne',
      'doc',
    ]);
    expect(targetsOf(match.G)).toEqual(['tuco', 'cheyenne']);
    expect(match.attempt('0', 'resolve', { target: 'doc' }).ok).toBe(false);
    match.move('0', 'resolve', { target: 'cheyenne' });
    expect(targetsOf(match.G)).toEqual(['ghost', 'doc']);
  });

  it('F4 roof range is unlimited', () => {
    const match = four([{ at: 'roof(0)' }, { at: 'roof(4)' }, { at: 'in(1)' }, { at: 'in(2)' }], { pile: ['ghost.fire'] });
    // The card resolved without asking: Doc, four roofs away, was its one legal target.
    expect(resolved(match.G)).toEqual([{ kind: 'resolved', bandit: 'ghost', action: 'fire', option: { target: 'doc' }, effect: true, at: { unit: 0, level: 'roof' }, n: expect.any(Number) }]);
    expect(topOfDeck(match.G, '1')).toBe('ghost.bullet.6');
  });

  it('F5 fire gives a bullet card', () => {
    const match = four([{ at: 'in(1)' }, { at: 'in(2)' }, { at: 'roof(4)' }, { at: 'roof(4)' }], { pile: ['ghost.fire'] });
    expect(match.G.zones['cylinder:ghost']).toHaveLength(5);
    expect(topOfDeck(match.G, '1')).toBe('ghost.bullet.6');
    expect(match.G.bandits.doc!.bulletsReceived).toBe(1);
  });

  it('F7 Belle not targetable while others are', () => {
    const shielded = four([{ at: 'in(1)' }, { at: 'in(2)' }, { at: 'in(2)' }, { at: 'roof(4)' }], { pile: ['ghost.fire'] }, ['ghost', 'doc', 'belle', 'django']);
    expect(topOfDeck(shielded.G, '1')).toBe('ghost.bullet.6');
    expect(shielded.G.bandits.belle!.bulletsReceived).toBe(0);
    const alone = four([{ at: 'in(1)' }, { at: 'in(3)' }, { at: 'in(2)' }, { at: 'roof(4)' }], { pile: ['ghost.fire'] }, ['ghost', 'doc', 'belle', 'django']);
    expect(alone.G.bandits.belle!.bulletsReceived).toBe(1);
    expect(topOfDeck(alone.G, '2')).toBe('ghost.bullet.6');
  });

  it('F8 Tuco shoots through the roof', () => {
    const match = four([{ at: 'roof(2)' }, { at: 'in(2)' }, { at: 'in(0)' }, { at: 'in(0)' }], { pile: ['tuco.fire'] }, ['tuco', 'doc', 'cheyenne', 'django']);
    // Resolved without asking: Doc, inside below Tuco, was the one legal target.
    expect(resolved(match.G)).toMatchObject([{ bandit: 'tuco', action: 'fire', option: { target: 'doc' }, effect: true }]);
    expect(topOfDeck(match.G, '1')).toBe('tuco.bullet.6');
  });

  it('F9 Django’s push', () => {
    const match = four([{ at: 'roof(0)' }, { at: 'roof(2)' }, { at: 'in(0)' }, { at: 'in(1)' }], { pile: ['django.fire'] }, ['django', 'doc', 'cheyenne', 'ghost']);
    expect(topOfDeck(match.G, '1')).toBe('django.bullet.6');
    expect(placeOf(match.G, 'doc')).toBe('roof(3)');
  });

  it('F10 Django’s push stops at the locomotive', () => {
    const match = four([{ at: 'in(3)' }, { at: 'in(4)' }, { at: 'roof(0)' }, { at: 'roof(0)' }], { marshal: 1, pile: ['django.fire'] }, [
      'django',
      'doc',
      'cheyenne',
      'ghost',
    ]);
    expect(topOfDeck(match.G, '1')).toBe('django.bullet.6');
    expect(placeOf(match.G, 'doc')).toBe('in(4)');
  });
});

describe("Stealin': Punch and Robbery", () => {
  it('H1 punch drops loot and pushes', () => {
    const match = four([{ at: 'in(2)' }, { at: 'in(2)', jewels: 1, purses: [400] }, { at: 'roof(0)' }, { at: 'roof(0)' }], { pile: ['ghost.punch'] });
    match.move('0', 'resolve', { target: 'doc', loot: 'jewel', to: 1 });
    expect(match.G.train[2]!.inside.jewels).toBe(1);
    expect(placeOf(match.G, 'doc')).toBe('in(1)');
    expect(match.G.bandits.doc!.loot).toMatchObject({ jewels: 0, purses: 1 });
    expect(match.G.purseValues.bandits.doc).toEqual([400]);
  });

  it('H2 punch in the locomotive', () => {
    const match = four([{ at: 'in(4)' }, { at: 'in(4)' }, { at: 'roof(0)' }, { at: 'roof(0)' }], { marshal: 2, pile: ['ghost.punch'] });
    expect(resolved(match.G)[0]).toMatchObject({ option: { target: 'doc', loot: null, to: 3 } });
    expect(placeOf(match.G, 'doc')).toBe('in(3)');
  });

  it('H3 punch dropping a strongbox on a roof', () => {
    const match = four([{ at: 'roof(3)' }, { at: 'roof(3)', strongboxes: 1 }, { at: 'in(3)' }, { at: 'roof(3)' }], {
      marshal: 1,
      pile: ['ghost.punch', 'cheyenne.robbery', 'django.robbery'],
    });
    match.move('0', 'resolve', { target: 'doc', loot: 'strongbox', to: 4 });
    // Django punched nobody, so only Doc went; the strongbox lies on roof 3: Cheyenne inside cannot rob it, Django on the roof takes it.
    expect(resolved(match.G).map((entry) => entry.kind === 'resolved' && [entry.bandit, entry.effect])).toEqual([
      ['ghost', true],
      ['cheyenne', false],
      ['django', true],
    ]);
    expect(match.G.bandits.django!.loot.strongboxes).toBe(1);
    expect(match.G.train[3]!.roof.strongboxes).toBe(0);
  });

  it('H4 Cheyenne keeps the purse', () => {
    const start = (): Match<ColtExpressState> =>
      four([{ at: 'roof(0)' }, { at: 'in(1)', purses: [450], jewels: 1 }, { at: 'in(1)' }, { at: 'roof(0)' }], { pile: ['cheyenne.punch'] });
    const keeps = start();
    expect(pendingOptions(keeps.G)).toContainEqual({ target: 'doc', loot: 'purse', keep: true, to: 0 });
    keeps.move('2', 'resolve', { target: 'doc', loot: 'purse', keep: true, to: 2 });
    expect(keeps.G.purseValues.bandits.cheyenne).toEqual([450]);
    expect(keeps.G.bandits.cheyenne!.loot.purses).toBe(1);
    expect(keeps.G.train[1]!.inside).toMatchObject({ purses: 0, jewels: 0 });
    const drops = start();
    expect(pendingOptions(drops.G).some((option) => option.loot === 'jewel' && option.keep !== undefined)).toBe(false);
    drops.move('2', 'resolve', { target: 'doc', loot: 'jewel', to: 2 });
    expect(drops.G.train[1]!.inside.jewels).toBe(1);
    expect(drops.G.bandits.cheyenne!.loot.jewels).toBe(0);
  });

  it('H6 punch into the Marshal’s car', () => {
    const match = four([{ at: 'in(2)' }, { at: 'in(2)' }, { at: 'roof(0)' }, { at: 'roof(0)' }], { marshal: 3, pile: ['ghost.punch'] });
    match.move('0', 'resolve', { target: 'doc', loot: null, to: 3 });
    expect(placeOf(match.G, 'doc')).toBe('roof(3)');
    expect(match.G.bandits.doc!.bulletsReceived).toBe(1);
  });

  it('H7 Belle and punch', () => {
    const match = four([{ at: 'roof(2)' }, { at: 'roof(2)' }, { at: 'roof(2)' }, { at: 'in(0)' }], { pile: ['ghost.punch'] }, ['ghost', 'belle', 'doc', 'django']);
    expect(new Set(targetsOf(match.G))).toEqual(new Set(['doc']));
    expect(match.attempt('0', 'resolve', { target: 'belle', loot: null, to: 1 }).ok).toBe(false);
  });

  it('H8 robbery by level', () => {
    const match = four([{ at: 'roof(2)' }, { at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(0)' }], {
      pile: ['ghost.robbery'],
      loot: { 'in(2)': { jewels: 1 }, 'roof(2)': { purses: [300] } },
    });
    expect(resolved(match.G)[0]).toMatchObject({ option: { loot: 'purse' } });
    expect(match.G.purseValues.bandits.ghost).toEqual([300]);
    expect(match.G.train[2]!.inside.jewels).toBe(1);
  });

  it('H9 robbery with nothing there', () => {
    const match = four([{ at: 'in(0)' }, { at: 'in(1)' }, { at: 'in(1)' }, { at: 'in(1)' }], { pile: ['ghost.robbery'], loot: { 'in(1)': { jewels: 2 } } });
    expect(resolved(match.G)[0]).toMatchObject({ effect: false, option: null });
    expect(match.G.bandits.ghost!.loot.jewels).toBe(0);
  });
});

describe('Events', () => {
  const event = (card: string, specs: Four, rest: Omit<Given, 'seats'> = {}) =>
    four(specs, { ...rest, card, round: rest.round ?? (STATION_CARDS.some((data) => data.id === card) ? 5 : 1), phase: 'event' });

  it('E2 Angry Marshal in the caboose', () => {
    const match = event('angry_marshal', [{ at: 'roof(0)' }, { at: 'in(2)' }, { at: 'in(2)' }, { at: 'in(3)' }], { marshal: 0 });
    expect(match.G.bandits.ghost!.bulletsReceived).toBe(1);
    expect(match.G.marshal).toBe(0);
    expect(match.G.round).toBe(2);
  });

  it('E2b Angry Marshal moves toward the caboose and drives bandits up (ruling)', () => {
    const match = event('angry_marshal', [{ at: 'roof(3)' }, { at: 'in(2)' }, { at: 'in(2)' }, { at: 'in(0)' }], { marshal: 3 });
    expect(match.G.marshal).toBe(2);
    expect(match.G.bandits.ghost!.bulletsReceived).toBe(1);
    expect([placeOf(match.G, 'doc'), placeOf(match.G, 'cheyenne')]).toEqual(['roof(2)', 'roof(2)']);
    expect(match.G.bandits.doc!.bulletsReceived).toBe(1);
    expect(match.G.zones['neutral']).toHaveLength(10);
  });

  it('E3 Swivel Arm', () => {
    const match = event('swivel_arm', [{ at: 'roof(3)' }, { at: 'roof(0)' }, { at: 'in(3)' }, { at: 'in(1)' }]);
    expect(['ghost', 'doc', 'cheyenne'].map((bandit) => placeOf(match.G, bandit as Bandit))).toEqual(['roof(0)', 'roof(0)', 'in(3)']);
  });

  it('E4 Braking', () => {
    const match = event('braking', [{ at: 'roof(4)' }, { at: 'roof(1)' }, { at: 'in(1)' }, { at: 'in(0)' }]);
    expect(['ghost', 'doc', 'cheyenne'].map((bandit) => placeOf(match.G, bandit as Bandit))).toEqual(['roof(4)', 'roof(2)', 'in(1)']);
  });

  it('E5 Take It All!', () => {
    const match = event('take_it_all', [{ at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(1)' }, { at: 'in(1)' }], { marshal: 2 });
    expect(match.G.train[2]!.inside.strongboxes).toBe(1);
    expect(match.G.spareStrongboxes).toBe(0);
  });

  it('E6 Passengers’ Rebellion hits everyone inside, as one resolution', () => {
    const match = event('passengers_rebellion', [{ at: 'in(0)' }, { at: 'in(1)' }, { at: 'roof(1)' }, { at: 'in(3)' }]);
    expect(['ghost', 'doc', 'cheyenne', 'django'].map((bandit) => match.G.bandits[bandit as Bandit]!.bulletsReceived)).toEqual([1, 1, 0, 1]);
    const short = event('passengers_rebellion', [{ at: 'in(0)' }, { at: 'in(1)' }, { at: 'roof(1)' }, { at: 'in(3)' }], { neutral: 2 });
    expect(Object.values(short.G.bandits).every((bandit) => bandit.bulletsReceived === 0)).toBe(true);
    expect(short.G.zones['neutral']).toEqual([]);
  });

  it('E7 Marshal’s Revenge', () => {
    const match = event('marshals_revenge', [{ at: 'roof(2)', purses: [300, 450] }, { at: 'roof(2)', jewels: 1 }, { at: 'in(0)' }, { at: 'in(0)' }], { marshal: 2 });
    expect(match.G.purseValues.bandits.ghost).toEqual([450]);
    expect(match.G.bandits.ghost!.loot.purses).toBe(1);
    expect(match.G.train[2]!.roof.purses).toBe(1);
    expect(match.G.purseValues.train['2:roof']).toEqual([300]);
    expect(match.G.bandits.doc!.loot.jewels).toBe(1);
    expect(match.ctx.gameover).toBeDefined();
  });

  it('E8 Pickpocketing', () => {
    const match = event('pickpocketing', [{ at: 'in(1)' }, { at: 'in(3)' }, { at: 'in(3)' }, { at: 'roof(0)' }], {
      loot: { 'in(1)': { purses: [350] }, 'in(3)': { purses: [500] } },
    });
    expect(match.G.purseValues.bandits.ghost).toEqual([350]);
    expect(match.G.bandits.doc!.loot.purses + match.G.bandits.cheyenne!.loot.purses).toBe(0);
    expect(match.G.train[3]!.inside.purses).toBe(1);
  });

  it('E9 Hostage-Taking of the Conductor', () => {
    const match = event('hostage_conductor', [{ at: 'in(4)' }, { at: 'roof(4)' }, { at: 'in(3)' }, { at: 'roof(0)' }], { marshal: 1 });
    expect(['ghost', 'doc', 'cheyenne'].map((bandit) => match.G.bandits[bandit as Bandit]!.loot.ransoms)).toEqual([1, 1, 0]);
  });
});

describe('End of game', () => {
  const end = (specs: Four, extra?: Given['extra']) => four(specs, { round: 5, card: 'pickpocketing', phase: 'event', extra });

  it('G1 Gunslinger single', () => {
    const match = end([
      { at: 'in(0)', bullets: 1, purses: [300], jewels: 1 },
      { at: 'in(0)', bullets: 3, purses: [250, 450] },
      { at: 'in(1)', bullets: 4, strongboxes: 1 },
      { at: 'in(1)', bullets: 6, jewels: 2 },
    ]);
    const result = match.ctx.gameover as ColtExpressResult;
    expect(result.scores.filter((score) => score.gunslinger).map((score) => score.seat)).toEqual(['0']);
    const total = (seat: string) => result.scores.find((score) => score.seat === seat)!.total;
    // Seat 0: $300 + $500 of loot, plus $1000; the others their loot alone.
    expect([total('0'), total('1'), total('2'), total('3')]).toEqual([1800, 700, 1000, 1000]);
    expect(result.winners).toEqual(['0']);
  });

  it('G1b Gunslinger to every tied seat, even when nobody fired (ruling)', () => {
    const match = end([{ at: 'in(0)' }, { at: 'in(0)' }, { at: 'in(1)' }, { at: 'in(1)' }]);
    const result = match.ctx.gameover as ColtExpressResult;
    expect(result.scores.every((score) => score.gunslinger && score.total === 1000)).toBe(true);
    expect([...result.winners].sort()).toEqual(['0', '1', '2', '3']);
  });

  it('G3 tie-break on received bullets', () => {
    const match = end(
      [
        { at: 'in(0)', purses: [250] },
        { at: 'in(0)', bullets: 2, purses: [250], jewels: 2 },
        { at: 'in(1)', purses: [300] },
        { at: 'in(1)', bullets: 2, purses: [250, 500], jewels: 1 },
      ],
      (G) => {
        G.bandits.doc!.bulletsReceived = 3;
        G.bandits.django!.bulletsReceived = 5;
      },
    );
    const result = match.ctx.gameover as ColtExpressResult;
    const total = (seat: string) => result.scores.find((score) => score.seat === seat)!.total;
    expect([total('1'), total('3')]).toEqual([2250, 2250]);
    expect(result.winners).toEqual(['1']);
    expect(result.scores.map((score) => score.seat)).toEqual(['1', '3', '2', '0']);
  });

  it('G3b seats still tied share the victory (ruling)', () => {
    const match = end([{ at: 'in(0)', purses: [300] }, { at: 'in(0)', purses: [300] }, { at: 'in(1)' }, { at: 'in(1)' }]);
    expect((match.ctx.gameover as ColtExpressResult).winners).toEqual(['0', '1']);
  });

  it('G4 game length', () => {
    const match = createMatch({ game, numPlayers: 4, seed: 'G4' });
    playUntil(match, () => false);
    expect(match.ctx.gameover).toBeDefined();
    expect(match.G.round).toBe(5);
    expect(match.G.zones['rounds']).toEqual([]);
    expect(match.G.zones['shown']).toHaveLength(5);
    expect(match.G.history.at(-1)).toMatchObject({ kind: 'event', event: match.G.roundCard!.event });
    expect(match.G.roundCard!.card.startsWith('station.')).toBe(true);
  });
});

describe('Two-player and advanced variant', () => {
  it('V1 2-player setup', () => {
    const match = createMatch({ game, numPlayers: 2, seed: 'V1' });
    const { G } = match;
    expect(G.train).toHaveLength(5);
    expect(G.advanced).toBe(true);
    for (const seat of ['0', '1']) {
      expect(G.seats[seat]).toHaveLength(2);
      const deck = G.zones[`deck:${seat}`]!;
      expect(deck).toHaveLength(11);
      expect(deck.filter((card) => card.includes('.marshal.'))).toHaveLength(1);
      for (const bandit of G.seats[seat]!) {
        expect(G.zones[`cylinder:${bandit}`]).toHaveLength(6);
        expect(G.purseValues.bandits[bandit]).toEqual([250]);
      }
    }
    expect(match.activeSeats().sort()).toEqual(['0', '1']);
    const [a0, a1] = G.seats['0']!;
    const [b0, b1] = G.seats['1']!;
    match.move('0', 'place', answerVersion(match.G), a1);
    // Seat 1 cannot see which bandit seat 0 put in the caboose.
    expect(match.view('1').placements['0']).toBeNull();
    expect(JSON.stringify(match.received('1').log)).not.toContain(a1);
    match.move('1', 'place', answerVersion(match.G), b0);
    expect([placeOf(match.G, a1!), placeOf(match.G, a0!), placeOf(match.G, b0!), placeOf(match.G, b1!)]).toEqual(['in(0)', 'in(1)', 'in(0)', 'in(1)']);
    expect(ROUND_CARDS['2-4'].some((data) => `round.${data.id}` === match.G.roundCard!.card)).toBe(true);
    expect(match.G.round).toBe(1);
  });

  it('V2 2-player scoring and friendly fire', () => {
    const match = given({ seats: [{ tuco: { at: 'in(1)' }, doc: { at: 'in(2)' } }, { ghost: { at: 'roof(3)' }, django: { at: 'roof(3)' } }], pile: ['tuco.fire'] });
    expect(topOfDeck(match.G, '0')).toBe('tuco.bullet.6');
    expect(match.G.bandits.doc!.bulletsReceived).toBe(1);
    const ending = given({
      seats: [
        { tuco: { at: 'in(1)', bullets: 1, purses: [250] }, doc: { at: 'in(2)', purses: [250] } },
        { ghost: { at: 'roof(3)', purses: [300] }, django: { at: 'roof(3)', purses: [250] } },
      ],
      round: 5,
      card: 'pickpocketing',
      phase: 'event',
    });
    const result = ending.ctx.gameover as ColtExpressResult;
    expect(result.scores.some((score) => score.gunslinger)).toBe(false);
    expect(result.scores.map((score) => [score.seat, score.total])).toEqual([
      ['1', 550],
      ['0', 500],
    ]);
    expect(result.winners).toEqual(['1']);
  });

  it('V4 advanced variant bullet discard', () => {
    const match = four([{}, {}, {}, {}], {
      advanced: true,
      card: 'braking',
      phase: 'scheme',
      extra: (G, reopen) => {
        reopen({ kind: 'simultaneous', tag: 'discard', stage: 'discard', seats: ['0'], data: null });
        const hand = G.zones['hand:0']!;
        G.zones['deck:0'] = [...hand.slice(4), ...G.zones['deck:0']!];
        G.zones['hand:0'] = [...hand.slice(0, 4), 'doc.bullet.6', 'neutral.1'];
        G.zones['cylinder:doc'] = G.zones['cylinder:doc']!.slice(1);
        G.zones['neutral'] = G.zones['neutral']!.slice(1);
        G.bandits.ghost!.bulletsReceived = 2;
      },
    });
    expect(match.activeSeats()).toEqual(['0']);
    match.move('0', 'discardBullets', answerVersion(match.G), ['doc.bullet.6', 'neutral.1']);
    expect(match.G.zones['hand:0']).toHaveLength(4);
    expect(match.G.zones['discard:0']).toEqual(expect.arrayContaining(['doc.bullet.6', 'neutral.1']));
    expect(match.activeSeats()).toEqual(['0']);
    expect(phaseOf(match.G)).toBe('scheme');
  });
});
