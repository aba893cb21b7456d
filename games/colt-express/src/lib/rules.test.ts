// Rules the scenarios do not cover: bad input, what every viewer receives, the advanced
// variant's card cycle, the 2-player team rules and the flow's automatic steps.
import { describe, expect, it } from 'vitest';
import { checkGameModule } from '@parlor/game-kit';
import { createMatch } from '@parlor/game-kit/testing';
import * as module from '../index';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import { cardInfo } from './cards';
import { invariants } from './checks';
import { answerVersion, pendingOptions, phaseOf } from './flow';
import { game } from './game';
import { legalMoves } from './legal';
import { given, placeOf } from './scenario.fixture';
import type { ColtExpressState } from './state';

const four = (rest: Parameters<typeof given>[0] extends infer T ? Omit<T, 'seats'> : never = {}) =>
  given({ ...rest, seats: [{ ghost: { at: 'in(0)' } }, { doc: { at: 'in(1)' } }, { cheyenne: { at: 'in(0)' } }, { django: { at: 'in(1)' } }] });

describe('the game module', () => {
  it('meets the module contract, with only its own moves and no events for clients', () => {
    expect(checkGameModule({ game: module.game, manifest: module.manifest, invariants: module.invariants, secrets: module.secrets, viewChecks: module.viewChecks })).toEqual([]);
    expect(Object.keys(module.game.moves!).sort()).toEqual(['discardBullets', 'draw', 'keep', 'place', 'play', 'resolve']);
  });
});

describe('bad input', () => {
  it('rejects malformed or illegal Schemin’ moves and changes nothing', () => {
    const match = four({ card: 'braking', phase: 'scheme' });
    const version = answerVersion(match.G);
    const bad: [string, string, unknown[]][] = [
      ['1', 'play', ['doc.move.1']], // not his turn
      ['0', 'play', ['doc.move.1']], // not in his hand
      ['0', 'play', [42]],
      ['0', 'play', ['ghost.move.1', 'yes']],
      ['0', 'play', ['no-such-card']],
      ['0', 'resolve', [{ to: 1 }]], // not the Stealin' phase
      ['0', 'keep', [version, []]],
      ['0', 'discardBullets', [version, []]],
      ['0', 'place', [version, 'ghost']],
    ];
    for (const [seat, move, args] of bad) expect(match.attempt(seat, move, ...args).ok, `${seat} ${move} ${JSON.stringify(args)}`).toBe(false);
  });

  it('rejects a choice that is not one of the card’s options', () => {
    const match = four({ pile: ['ghost.move'], extra: (G) => (G.bandits.ghost!.unit = 1) });
    for (const option of [null, 'left', [1], { to: '0' }, { to: 0, target: 'doc' }, { to: 0, extra: true }, { to: 1 }]) {
      expect(match.attempt('0', 'resolve', option).ok, JSON.stringify(option)).toBe(false);
    }
    expect(match.attempt('1', 'resolve', { to: 0 }).ok).toBe(false);
    match.move('0', 'resolve', { to: 0 });
  });

  it('rejects bad advanced-variant and placement answers', () => {
    const match = createMatch({ game, numPlayers: 2, seed: 'bad-place' });
    const theirs = match.G.seats['1']![0]!;
    const version = answerVersion(match.G);
    expect(match.attempt('0', 'place', version, theirs).ok).toBe(false);
    expect(match.attempt('0', 'place', version, 'nobody').ok).toBe(false);
    expect(match.attempt('0', 'place', version - 1, match.G.seats['0']![0]).ok).toBe(false);
    expect(match.attempt('0', 'place', 'latest', match.G.seats['0']![0]).ok).toBe(false);
    match.move('0', 'place', version, match.G.seats['0']![0]);
    // One answer per seat.
    expect(match.attempt('0', 'place', version, match.G.seats['0']![1]).ok).toBe(false);
    const keeping = four({
      advanced: true,
      card: 'braking',
      phase: 'scheme',
      extra: (_G, reopen) => reopen({ kind: 'simultaneous', tag: 'keep', stage: 'keep', seats: ['0', '1'], data: null }),
    });
    const hand = keeping.G.zones['hand:0']!;
    const kept = answerVersion(keeping.G);
    expect(keeping.attempt('0', 'keep', kept, [hand[0], hand[0]]).ok).toBe(false);
    expect(keeping.attempt('0', 'keep', kept, ['doc.move.1']).ok).toBe(false);
    expect(keeping.attempt('0', 'keep', kept, 'all').ok).toBe(false);
    expect(keeping.attempt('2', 'keep', kept, []).ok).toBe(false);
    expect(keeping.attempt('0', 'keep', kept + 1, []).ok).toBe(false);
  });
});

describe('hidden information', () => {
  it('shows each seat its own hand and deck, and everyone else only counts', () => {
    const match = createMatch({ game, numPlayers: 4, seed: 'views' });
    for (const viewer of ['0', '1', '2', '3', null]) {
      const view = match.view(viewer);
      for (const seat of ['0', '1', '2', '3']) {
        for (const zone of [`hand:${seat}`, `deck:${seat}`]) {
          expect(view.zones[zone]).toHaveLength(match.G.zones[zone]!.length);
          if (seat === viewer) expect(view.zones[zone]).toEqual(match.G.zones[zone]);
          else expect(view.zones[zone]!.every((card) => card === HIDDEN_CARD)).toBe(true);
        }
      }
      expect(view.zones['rounds']!.every((card) => card === HIDDEN_CARD)).toBe(true);
      expect(view.zones['box']).toEqual([]);
      expect(view.purseValues.train).toBeNull();
      for (const [bandit, state] of Object.entries(match.G.bandits)) {
        expect(view.purseValues.bandits[bandit as keyof typeof match.G.bandits]).toEqual(state.seat === viewer ? [250] : null);
      }
    }
  });

  it('reveals a face-down card when it resolves, and never puts its id in the log of others', () => {
    const match = four({ card: 'swivel_arm', phase: 'scheme' });
    for (const seat of ['0', '1', '2', '3']) match.move(seat, 'play', match.G.zones[`hand:${seat}`]![0]);
    match.move('0', 'play', 'ghost.fire.1');
    const seen = match.received('1');
    expect(JSON.stringify(seen.state.G)).not.toContain('ghost.fire.1');
    expect(JSON.stringify(seen.log)).not.toContain('ghost.fire.1');
    expect(seen.state.G.history.at(-1)).toEqual({ kind: 'played', seat: '0', bandit: 'ghost', action: null, n: expect.any(Number) });
  });
});

describe('the advanced variant', () => {
  it('refills hands to 6 (Doc 7) from the deck, keeping kept cards, and reshuffles the discard pile when the deck runs out', () => {
    const match = createMatch({ game, numPlayers: 3, seed: 'advanced', setupData: { advanced: true } });
    for (const seat of ['0', '1', '2']) {
      const bandit = match.G.seats[seat]![0]!;
      expect(match.G.zones[`hand:${seat}`]).toHaveLength(bandit === 'doc' ? 7 : 6);
    }
    // Play the first round with every seat keeping one card.
    let kept: Record<string, string> = {};
    for (let guard = 0; guard < 500 && match.G.round === 1; guard++) {
      const seat = match.activeSeats()[0]!;
      if (phaseOf(match.G) === 'keep') {
        const card = match.G.zones[`hand:${seat}`]![0]!;
        kept = { ...kept, [seat]: card };
        match.move(seat, 'keep', answerVersion(match.G), [card]);
      } else {
        const [first] = legalMoves(match.G, match.ctx, seat).filter((move) => move.move !== 'discardBullets' || (move.args![1] as string[]).length === 0);
        match.move(seat, first!.move, ...(first!.args ?? []));
      }
    }
    expect(Object.keys(kept)).toHaveLength(3);
    for (const [seat, card] of Object.entries(kept)) {
      const hand = [...match.G.zones[`hand:${seat}`]!];
      expect(hand).toContain(card);
      const bandit = match.G.seats[seat]![0]!;
      expect(hand.length).toBe(bandit === 'doc' ? 7 : 6);
      // Resolved and unkept cards went to the discard pile, which refilled the deck when it ran out.
      const cards = [...hand, ...match.G.zones[`deck:${seat}`]!, ...match.G.zones[`discard:${seat}`]!].filter((card) => cardInfo(card).type === 'action');
      expect(cards).toHaveLength(10);
    }
    for (const invariant of invariants) expect(invariant(match.state, undefined)).toBeUndefined();
  });

  it('draws from the shuffled discard pile when the deck is empty', () => {
    const match = four({
      advanced: true,
      card: 'braking',
      phase: 'scheme',
      extra: (G) => {
        G.zones['discard:0'] = [...G.zones['deck:0']!];
        G.zones['deck:0'] = [];
      },
    });
    const discarded = [...match.G.zones['discard:0']!];
    match.move('0', 'draw');
    expect(match.G.zones['hand:0']).toHaveLength(9);
    expect(match.G.zones['discard:0']).toEqual([]);
    expect([...match.G.zones['hand:0']!.slice(0, 3), ...match.G.zones['deck:0']!].sort()).toEqual(discarded.sort());
  });

  it('passes a seat that can neither play nor draw (ruling)', () => {
    const match = four({
      card: 'braking',
      phase: 'scheme',
      extra: (G) => {
        G.zones['box'] = [...G.zones['box']!, ...G.zones['hand:1']!, ...G.zones['deck:1']!];
        G.zones['hand:1'] = ['ghost.bullet.6'];
        G.zones['deck:1'] = [];
      },
    });
    match.move('0', 'play', 'ghost.move.1');
    expect(match.activeSeats()).toEqual(['2']);
    expect(match.G.history.at(-1)).toEqual({ kind: 'passed', seat: '1', n: expect.any(Number) });
  });
});

describe('the 2-player game', () => {
  it('gives a team with Doc a hand of 7, and deals one mixed deck per seat', () => {
    const match = given({ seats: [{ doc: { at: 'in(0)' }, tuco: { at: 'in(1)' } }, { ghost: { at: 'in(0)' }, belle: { at: 'in(1)' } }], card: 'braking', phase: 'scheme' });
    expect(match.G.zones['hand:0']).toHaveLength(7);
    expect(match.G.zones['hand:1']).toHaveLength(6);
    const owners = new Set([...match.G.zones['hand:0']!, ...match.G.zones['deck:0']!].map((card) => (cardInfo(card) as { bandit: string }).bandit));
    expect(owners).toEqual(new Set(['doc', 'tuco']));
  });

  it('moves the bandit the card belongs to', () => {
    const match = given({ seats: [{ doc: { at: 'in(0)' }, tuco: { at: 'in(1)' } }, { ghost: { at: 'roof(3)' }, belle: { at: 'roof(3)' } }], pile: ['tuco.move'] });
    expect(pendingOptions(match.G)).toEqual([{ to: 0 }, { to: 2 }]);
    match.move('0', 'resolve', { to: 2 });
    expect(placeOf(match.G, 'tuco')).toBe('in(2)');
    expect(placeOf(match.G, 'doc')).toBe('in(0)');
  });
});

describe('the flow', () => {
  it('resolves a card with one way to perform it at once, and asks when there are several', () => {
    const match = four({ pile: ['ghost.changeFloor', 'doc.move'] });
    expect(placeOf(match.G, 'ghost')).toBe('roof(0)');
    expect(match.activeSeats()).toEqual(['1']);
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([
      { move: 'resolve', args: [{ to: 0 }] },
      { move: 'resolve', args: [{ to: 2 }] },
    ]);
    expect(legalMoves(match.G, match.ctx, '0')).toEqual([]);
  });

  it('lists each kind of card once when playing, and Ghost’s face-down play on the first turn', () => {
    const match = four({ card: 'braking', phase: 'scheme' });
    const moves = legalMoves(match.G, match.ctx, '0');
    const moveCards = moves.filter((move) => String(move.args?.[0]).startsWith('ghost.move.'));
    // Two Move cards in hand, one choice: face up or (Ghost, first turn) face down.
    expect(match.G.zones['hand:0']!.filter((card) => card.startsWith('ghost.move.'))).toHaveLength(2);
    expect(moveCards).toEqual([
      { move: 'play', args: [moveCards[0]!.args![0]] },
      { move: 'play', args: [moveCards[0]!.args![0], true] },
    ]);
    expect(moves).toContainEqual({ move: 'draw' });
    expect(legalMoves(match.G, match.ctx, '1')).toEqual([]);
  });

  it('keeps the state plain and consistent after a whole match', () => {
    const match = createMatch({ game, numPlayers: 5, seed: 'flow' });
    for (let guard = 0; guard < 5000 && match.ctx.gameover === undefined; guard++) {
      const seat = match.activeSeats()[0]!;
      const moves = legalMoves(match.G, match.ctx, seat);
      const chosen = moves[guard % moves.length]!;
      match.move(seat, chosen.move, ...(chosen.args ?? []));
      for (const invariant of invariants) expect(invariant(match.state, undefined)).toBeUndefined();
    }
    expect(match.ctx.gameover).toBeDefined();
    expect(structuredClone(match.G) as ColtExpressState).toEqual(match.G);
  });
});
