// Rules the scenarios do not cover or only touch: refused input, the answers' version, the
// characters the scenarios leave out (Vulture Sam, El Gringo, Sid Ketchum at any time, Suzy
// Lafayette's timing, Lucky Duke on a Barrel), a "draw!" with both piles empty, and that
// enumerate lists exactly what the game accepts.
import { describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import type { Match } from '@parlor/game-kit/testing';
import { keyOf } from './cards';
import { game } from './game';
import { legalMoves } from './legal';
import { endTurn, given, inHand, life, pending, ROLES, type SeatSpec, version } from './scenario.fixture';
import type { BangState } from './state';

const sid = 'sid_ketchum';
const plain = 'willy_the_kid';
const four = (overrides: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] => ROLES[4]!.map((role, seat) => ({ role, character: plain, ...overrides[seat] }));
const hand = (match: Match<BangState>, seat: string) => match.G.zones[`hand:${seat}`]!;
const moveNames = (match: Match<BangState>, seat: string) => [...new Set(legalMoves(match.G, match.ctx, seat).map((move) => move.move))].sort();

/** boardgame.io's server-side Master around a match arranged by `given`, stale-state checks included. */
function serverFrom(match: Match<BangState>) {
  let state = match.state as State;
  const store = new (class extends Sync {
    override createMatch() {}
    override setState(_id: string, next: State) {
      state = next;
    }
    override setMetadata() {}
    override fetch(_id: string, opts: { state?: boolean; metadata?: boolean; log?: boolean }) {
      const players: Server.MatchData['players'] = Object.fromEntries(match.ctx.playOrder.map((seat) => [seat, { id: Number(seat) }]));
      return {
        ...(opts.state ? { state } : {}),
        ...(opts.metadata ? { metadata: { gameName: 'bang', players, createdAt: 0, updatedAt: 0 } } : {}),
        ...(opts.log ? { log: [] as LogEntry[] } : {}),
      } as never;
    }
    override wipe() {}
    override listMatches() {
      return ['match'];
    }
  })();
  const master = new Master(game, store, { send: () => undefined, sendAll: () => undefined });
  return {
    get G() {
      return state.G as BangState;
    },
    get state() {
      return state;
    },
    /** Sends a move quoting `stateID` (default: the current state); resolves to whether it was applied. */
    async send(seat: string, name: string, args: unknown[], stateID = state._stateID) {
      const before = state._stateID;
      await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: name, args, playerID: seat } } as never, stateID, 'match', seat);
      return state._stateID !== before;
    },
  };
}

describe('refused input changes nothing', () => {
  it('refuses plays out of turn, unknown cards, cards not held, bad targets and extra choices', () => {
    const match = given({ seats: four({ 0: { hand: ['bang', 'panic', 'missed', 'beer'] }, 1: { hand: ['beer'] } }) });
    const bang = inHand(match, '0', 'bang');
    for (const [seat, ...args] of [
      ['1', bang, '1'],
      ['0', 'base-999', '1'],
      ['0', inHand(match, '1', 'beer')],
      ['0', bang, '0'],
      ['0', bang, 7],
      ['0', bang, ['1']],
      ['0', bang],
      ['0', bang, '1', 'hand'],
      ['0', inHand(match, '0', 'beer'), '1'],
      ['0', inHand(match, '0', 'panic'), '1'],
      ['0', inHand(match, '0', 'panic'), '1', 'base-001'],
      ['0', inHand(match, '0', 'missed'), '1'],
    ] as [string, ...unknown[]][]) {
      expect(match.attempt(seat, 'play', ...args).ok, JSON.stringify(args)).toBe(false);
    }
    expect(match.attempt('0', 'discard', bang).ok).toBe(false);
    expect(match.attempt('0', 'choose', version(match), 'deck').ok).toBe(false);
  });

  it('refuses an answer from the wrong seat or with a stale version, and a second answer to the same shot', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['missed', 'missed'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    const v = version(match);
    expect(match.attempt('2', 'takeHit', v).ok).toBe(false);
    expect(match.attempt('1', 'takeHit', v - 1).ok).toBe(false);
    expect(match.attempt('0', 'endPlay').ok).toBe(false);
    match.move('1', 'missed', v, hand(match, '1')[0]);
    expect(match.attempt('1', 'missed', v, hand(match, '1')[0]).ok).toBe(false);
    expect(hand(match, '1')).toHaveLength(1);
    expect(life(match, '1')).toBe(4);
  });
});

describe('Sid Ketchum (any time: two hand cards for a life, never above his maximum; ruling: also to avoid elimination)', () => {
  it('heals on his turn, as often as he likes, never above his maximum', () => {
    const match = given({ seats: four({ 1: { character: sid, life: 2, hand: ['beer', 'missed', 'bang', 'duel', 'panic'] } }), current: '1' });
    const [a, b] = hand(match, '1');
    match.move('1', 'heal', a, b);
    expect(life(match, '1')).toBe(3);
    expect(match.G.zones.discard!.slice(0, 2).sort()).toEqual([a!, b!].sort());
    match.move('1', 'heal', ...hand(match, '1').slice(0, 2));
    expect(life(match, '1')).toBe(4);
    expect(match.attempt('1', 'heal', ...hand(match, '1').slice(0, 2)).ok).toBe(false);
    expect(legalMoves(match.G, match.ctx, '1').some((move) => move.move === 'heal')).toBe(false);
    expect(match.attempt('1', 'heal', hand(match, '1')[0], hand(match, '1')[0]).ok).toBe(false);
  });

  it('heals in phase 3, listed beside the discards; the turn ends as soon as the hand fits', () => {
    const phase3 = () => {
      const match = given({ seats: four({ 1: { character: sid, life: 2, hand: ['beer', 'missed', 'bang', 'duel', 'panic'] } }), current: '1' });
      match.move('1', 'endPlay');
      return match;
    };
    const match = phase3();
    expect(match.G.turn.phase).toBe('discard');
    expect(moveNames(match, '1')).toEqual(['discard', 'heal']);
    for (const move of legalMoves(match.G, match.ctx, '1')) expect(phase3().attempt('1', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    // Two cards for a life: 3 cards left for a limit of 3, so the turn is over.
    match.move('1', 'heal', ...hand(match, '1').slice(0, 2));
    expect(life(match, '1')).toBe(3);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(match.G.history.find((entry) => entry.kind === 'ended')).toMatchObject({ seat: '1', hand: 3 });

    const more = given({ seats: four({ 1: { character: sid, life: 1, hand: ['beer', 'missed', 'bang', 'duel', 'panic', 'stagecoach'] } }), current: '1' });
    more.move('1', 'endPlay');
    more.move('1', 'heal', ...hand(more, '1').slice(0, 2));
    // 4 cards for a limit of 2: still phase 3.
    expect([more.ctx.currentPlayer, more.G.turn.phase]).toEqual(['1', 'discard']);
    expect(more.attempt('1', 'endPlay').ok).toBe(false);
    more.move('1', 'discard', hand(more, '1')[0]);
    more.move('1', 'discard', hand(more, '1')[0]);
    expect(more.ctx.currentPlayer).toBe('2');
  });

  it('heals on another player’s turn with nothing pending: he stands by in the anytime stage while able to', () => {
    const match = given({ seats: four({ 2: { character: sid, life: 2, hand: ['beer', 'missed', 'bang'] } }) });
    expect(match.ctx.activePlayers).toEqual({ '0': null, '2': 'anytime' });
    expect(moveNames(match, '2')).toEqual(['heal']);
    expect(legalMoves(match.G, match.ctx, '2')).toHaveLength(3);
    match.move('2', 'heal', ...hand(match, '2').slice(0, 2));
    expect(life(match, '2')).toBe(3);
    // One card left: he can no longer heal, so he no longer stands by.
    expect(match.ctx.activePlayers).toBeNull();
    expect(match.attempt('2', 'heal', hand(match, '2')[0], hand(match, '2')[0]).ok).toBe(false);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(match.G.turn.phase).toBe('play');
  });

  it('heals while another seat’s answer is pending, leaving that window and its version as they were', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['missed'] }, 2: { character: sid, life: 2, hand: ['beer', 'missed', 'bang', 'duel'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    expect(match.ctx.activePlayers).toEqual({ '1': 'shot', '2': 'anytime' });
    const v = version(match);
    match.move('2', 'heal', ...hand(match, '2').slice(0, 2));
    expect(pending(match)).toEqual({ tag: 'shot', awaiting: ['1'] });
    expect(version(match)).toBe(v);
    match.move('2', 'heal', ...hand(match, '2').slice(0, 2));
    expect(life(match, '2')).toBe(4);
    expect(match.ctx.activePlayers).toEqual({ '1': 'shot' });
    match.move('1', 'missed', v, inHand(match, '1', 'missed'));
    expect(life(match, '1')).toBe(4);
    expect(match.ctx.activePlayers).toBeNull();
  });

  it('heals through the server while the shot he is not part of is answered from the same state', async () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { hand: ['missed'] }, 2: { character: sid, life: 2, hand: ['beer', 'missed', 'bang'] } }) });
    const server = serverFrom(match);
    expect(await server.send('0', 'play', [inHand(match, '0', 'bang'), '1'])).toBe(true);
    const stateID = server.state._stateID;
    const v = server.G.windows.version;
    const [a, b] = server.G.zones['hand:2']!;
    const missed = server.G.zones['hand:1']![0];
    expect(await server.send('2', 'heal', [a, b], stateID)).toBe(true);
    expect(await server.send('1', 'missed', [v, missed], stateID)).toBe(true);
    expect(server.G.players['2']!.life).toBe(3);
    expect(server.G.players['1']!.life).toBe(4);
    expect(server.G.windows.stack).toEqual([]);
    expect(server.state.ctx.activePlayers).toBeNull();
    // The same request again names cards he no longer holds.
    expect(await server.send('2', 'heal', [a, b], stateID)).toBe(false);
  });

  it('saves himself from a lethal hit, also with only two players left', () => {
    const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { alive: false }, 2: { alive: false }, 3: { character: sid, life: 1, hand: ['missed', 'duel', 'stagecoach'] } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '3');
    match.move('3', 'takeHit', version(match));
    expect(pending(match)).toEqual({ tag: 'dying', awaiting: ['3'] });
    expect(moveNames(match, '3')).toEqual(['die', 'heal']);
    match.move('3', 'heal', ...hand(match, '3').slice(0, 2));
    expect(match.G.players['3']!.alive).toBe(true);
    expect(life(match, '3')).toBe(1);
    expect(match.ctx.gameover).toBeUndefined();
  });
});

describe('Suzy Lafayette draws the moment her hand empties, before the card that emptied it takes effect (ruling: at any time, even out of turn)', () => {
  const suzy = (card: SeatSpec['hand'], others: Record<number, Partial<SeatSpec>> = {}) =>
    given({ seats: four({ ...others, 1: { character: 'suzy_lafayette', hand: card } }), current: '1' });

  it('Stagecoach as her last card: one card for the empty hand, then the Stagecoach’s two', () => {
    const match = suzy(['stagecoach']);
    const top = match.G.zones.draw!.slice(0, 3);
    match.move('1', 'play', inHand(match, '1', 'stagecoach'));
    expect([...hand(match, '1')].sort()).toEqual([...top].sort());
    expect(match.G.history.filter((entry) => entry.kind === 'drew').map((entry) => entry.kind === 'drew' && entry.count)).toEqual([1, 2]);
  });

  it('Wells Fargo as her last card: 4 cards', () => {
    const match = suzy(['wells_fargo']);
    match.move('1', 'play', inHand(match, '1', 'wells_fargo'));
    expect(hand(match, '1')).toHaveLength(4);
  });

  it('Panic! as her last card: the card she drew and the card she took', () => {
    const match = suzy(['panic'], { 2: { hand: ['beer'] } });
    match.move('1', 'play', inHand(match, '1', 'panic'), '2', 'hand');
    expect(hand(match, '1')).toHaveLength(2);
    expect(hand(match, '1').map(keyOf)).toContain('beer');
  });

  it('her last BANG! against Indians! out of turn: she draws before the next player answers', () => {
    const match = given({ seats: four({ 0: { hand: ['indians'] }, 1: { character: 'suzy_lafayette', hand: ['bang'] } }) });
    match.move('0', 'play', inHand(match, '0', 'indians'));
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(pending(match)).toEqual({ tag: 'indians', awaiting: ['2'] });
    expect(hand(match, '1')).toHaveLength(1);
    expect(life(match, '1')).toBe(4);
  });

  it('her last BANG! in a Duel: she draws at once and may go on duelling', () => {
    const match = given({
      seats: four({ 0: { hand: ['duel', 'bang'] }, 1: { character: 'suzy_lafayette', hand: ['bang'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '3' }],
    });
    match.move('0', 'play', inHand(match, '0', 'duel'), '1');
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(hand(match, '1').map(keyOf)).toEqual(['bang']);
    match.move('0', 'bang', version(match), inHand(match, '0', 'bang'));
    match.move('1', 'bang', version(match), inHand(match, '1', 'bang'));
    expect(hand(match, '1')).toHaveLength(1);
    match.move('0', 'takeHit', version(match));
    expect(life(match, '0')).toBe(4);
  });

  it('her last card taken by another player’s Panic!', () => {
    const match = given({ seats: four({ 0: { hand: ['panic'] }, 1: { character: 'suzy_lafayette', hand: ['beer'] } }) });
    match.move('0', 'play', inHand(match, '0', 'panic'), '1', 'hand');
    expect(hand(match, '1')).toHaveLength(1);
    expect(hand(match, '0').map(keyOf)).toEqual(['beer']);
  });
});

describe('characters the scenarios leave out', () => {
  it('Vulture Sam takes the hand and the cards in play of the eliminated', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'], inPlay: ['schofield'] }, 1: { life: 1, hand: ['beer', 'missed'], inPlay: ['mustang'] }, 2: { character: 'vulture_sam', hand: ['duel'] } }),
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    // With a Beer he could save himself; he gives up.
    match.move('1', 'die', version(match));
    expect(match.G.players['1']!.alive).toBe(false);
    expect(hand(match, '2').map(keyOf).sort()).toEqual(['beer', 'duel', 'missed', 'mustang']);
    expect(match.G.zones.discard!.map(keyOf)).toEqual(['bang']);
    expect(match.G.history.find((entry) => entry.kind === 'inherited')).toMatchObject({ seat: '2', from: '1', count: 3 });
  });

  it('El Gringo takes a random card of the shooter’s hand per life lost', () => {
    const match = given({ seats: four({ 0: { hand: ['bang', 'beer', 'stagecoach'] }, 1: { character: 'el_gringo' } }) });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'takeHit', version(match));
    expect(hand(match, '1')).toHaveLength(1);
    expect(hand(match, '0')).toHaveLength(1);
  });

  it('El Gringo takes nothing for a Dynamite', () => {
    const match = given({
      seats: four({ 0: { character: 'el_gringo', hand: ['beer'], inPlay: ['dynamite'] }, 3: { hand: ['bang', 'missed'] } }),
      top: [{ key: 'missed', suit: 'spades', rank: '5' }],
      current: '3',
    });
    endTurn(match);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(life(match, '0')).toBe(1);
    // His Beer and his phase 1; nothing from anyone.
    expect(hand(match, '0')).toHaveLength(3);
    expect(match.G.history.some((entry) => entry.kind === 'took')).toBe(false);
  });

  it('El Gringo losing a Duel takes from the other duelist, who is responsible (ruling: the damage source of a Duel)', () => {
    const started = given({ seats: four({ 1: { hand: ['duel', 'beer', 'panic'] }, 2: { character: 'el_gringo' } }), current: '1' });
    started.move('1', 'play', inHand(started, '1', 'duel'), '2');
    started.move('2', 'takeHit', version(started));
    expect(hand(started, '2')).toHaveLength(1);
    expect(hand(started, '1')).toHaveLength(1);
    expect(started.G.history.find((entry) => entry.kind === 'took')).toMatchObject({ seat: '2', from: '1' });

    const his = given({ seats: four({ 1: { character: 'el_gringo', hand: ['duel'] }, 2: { hand: ['bang', 'beer'] } }), current: '1' });
    his.move('1', 'play', inHand(his, '1', 'duel'), '2');
    his.move('2', 'bang', version(his), inHand(his, '2', 'bang'));
    his.move('1', 'takeHit', version(his));
    expect(hand(his, '1').map(keyOf)).toEqual(['beer']);
    expect(hand(his, '2')).toEqual([]);
  });

  it('Lucky Duke draws two for a Barrel and picks the Heart', () => {
    const match = given({
      seats: four({ 0: { hand: ['bang'] }, 1: { character: 'lucky_duke', inPlay: ['barrel'] } }),
      top: [{ key: 'bang', suit: 'clubs', rank: '2' }, { key: 'beer', suit: 'hearts', rank: '9' }],
    });
    match.move('0', 'play', inHand(match, '0', 'bang'), '1');
    match.move('1', 'barrel', version(match));
    expect(pending(match)).toEqual({ tag: 'choice', awaiting: ['1'] });
    expect(legalMoves(match.G, match.ctx, '1').map((move) => move.move)).toEqual(['choose', 'choose']);
    match.move('1', 'choose', version(match), match.G.zones.reveal!.find((id) => keyOf(id) === 'beer'));
    expect(pending(match).tag).toBeUndefined();
    expect(life(match, '1')).toBe(4);
    expect(match.G.zones.reveal).toEqual([]);
    expect(keyOf(match.G.zones.discard![0]!)).toBe('beer');
  });
});

describe('a "draw!" with both piles empty (RULES.md §4.4 Draw pile exhaustion; §8 "Draw!" checks)', () => {
  it('turns over nothing and meets no requirement: the Dynamite does not explode and passes on, the Jail holds', () => {
    const match = given({
      seats: four({ 1: { character: sid, inPlay: ['dynamite', 'jail'] }, 2: { character: sid } }),
      rest: 'hand:3',
    });
    expect(match.G.zones.draw).toEqual([]);
    expect(match.G.zones.discard).toEqual([]);
    endTurn(match);
    const checks = match.G.history.filter((entry) => entry.kind === 'check');
    expect(checks.slice(0, 2)).toEqual([
      expect.objectContaining({ seat: '1', purpose: 'dynamite', success: true }),
      expect.objectContaining({ seat: '1', purpose: 'jail', success: false }),
    ]);
    expect(checks.slice(0, 2).every((entry) => entry.kind === 'check' && entry.card === undefined)).toBe(true);
    expect(life(match, '1')).toBe(4);
    expect(match.G.history.some((entry) => entry.kind === 'skipped' && entry.seat === '1')).toBe(true);
    // The Dynamite went on to seat 2, whose own check now reshuffles the discarded Jail and turns it over.
    expect(match.G.history.find((entry) => entry.kind === 'dynamite-passed')).toMatchObject({ from: '1', to: '2' });
    expect(match.ctx.currentPlayer).toBe('2');
    expect(checks[2]).toMatchObject({ seat: '2', purpose: 'dynamite', card: { key: 'jail' } });
  });
});

describe('every legal move is accepted', () => {
  it('lists only moves the game accepts, in phase 2, in a shot window and in a choice', () => {
    const table = () =>
      given({
        seats: four({
          0: { character: 'willy_the_kid', hand: ['bang', 'panic', 'cat_balou', 'duel', 'general_store', 'jail', 'beer'] },
          1: { hand: ['missed', 'bang'], inPlay: ['barrel'] },
          3: { character: sid, life: 2, hand: ['beer', 'missed'] },
        }),
      });
    const first = table();
    const moves = legalMoves(first.G, first.ctx, '0');
    expect(moves.length).toBeGreaterThan(10);
    for (const move of moves) expect(table().attempt('0', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    const shot = () => {
      const match = table();
      match.move('0', 'play', inHand(match, '0', 'bang'), '1');
      return match;
    };
    const answers = legalMoves(shot().G, shot().ctx, '1');
    expect(answers.map((move) => move.move)).toEqual(['barrel', 'missed', 'takeHit']);
    for (const move of answers) expect(shot().attempt('1', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    expect(legalMoves(shot().G, shot().ctx, '2')).toEqual([]);
    // Sid Ketchum stands by with his heal through it all.
    expect(legalMoves(shot().G, shot().ctx, '3')).toEqual([{ move: 'heal', args: hand(shot(), '3') }]);
    expect(shot().attempt('3', 'heal', ...hand(shot(), '3')).ok).toBe(true);

    const jesse = () => {
      const match = given({ seats: four({ 1: { character: 'jesse_jones' }, 2: { hand: ['beer'] }, 3: { hand: ['missed'] } }) });
      endTurn(match);
      return match;
    };
    const choices = legalMoves(jesse().G, jesse().ctx, '1');
    expect(choices.map((move) => move.args![1])).toEqual(['deck', '2', '3']);
    for (const move of choices) expect(jesse().attempt('1', move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    expect(jesse().attempt('1', 'choose', version(jesse()), '0').ok).toBe(false);
  });
});

describe('every legal move is accepted, with Dodge City and The Bullet', () => {
  /** Checks that each of the seat's listed moves is accepted from the same state (rebuilt by `table`), and returns them. */
  function acceptsAll(table: () => Match<BangState>, seat: string) {
    const first = table();
    const moves = legalMoves(first.G, first.ctx, seat);
    for (const move of moves) expect(table().attempt(seat, move.move, ...(move.args ?? [])).ok, JSON.stringify(move)).toBe(true);
    return moves;
  }

  it('phase 2: plays with the other card they cost, green cards in play, and every action of the new characters', () => {
    for (const character of ['doc_holyday', 'jose_delgado', 'uncle_will', 'chuck_wengam'] as const) {
      const table = () =>
        given({
          seats: four({
            0: { character, life: 3, hand: ['springfield', 'brawl', 'tequila', 'whisky', 'rag_time', 'mustang', 'derringer'], inPlay: ['can_can', 'knife', 'pony_express', 'canteen'], fresh: ['sombrero'] },
            1: { hand: ['missed'], inPlay: ['iron_plate'] },
            2: { character: 'apache_kid', hand: ['beer'] },
          }),
        });
      const moves = acceptsAll(table, '0');
      const names = new Set(moves.map((move) => move.move));
      expect([...names].sort(), character).toEqual(
        ['endPlay', 'play', 'use', { doc_holyday: 'discardToShoot', jose_delgado: 'blueForCards', uncle_will: 'asGeneralStore', chuck_wengam: 'lifeForCards' }[character]].sort(),
      );
      // The Sombrero put in play this turn offers nothing; every other card in play of his does.
      const match = table();
      const used = new Set(moves.filter((move) => move.move === 'use').map((move) => keyOf(move.args![0] as string)));
      expect([...used].sort()).toEqual(['can_can', 'canteen', 'knife', 'pony_express']);
      expect(moves.filter((move) => move.move === 'play' && ['springfield', 'brawl', 'tequila', 'whisky', 'rag_time'].includes(keyOf(move.args![0] as string))).every((move) => move.args!.length === 4)).toBe(true);
      expect(match.attempt('0', 'use', match.G.zones['play:0']!.find((id) => keyOf(id) === 'sombrero')).ok).toBe(false);
    }
  });

  it('answers: a green Missed! from play beside the hand’s; choices of Brawl, Pat Brennan, Claus and Vera Custer', () => {
    const shot = () => {
      const match = given({ seats: four({ 0: { hand: ['bang'] }, 1: { character: 'elena_fuente', hand: ['beer', 'jail'], inPlay: ['bible', 'barrel'] } }) });
      match.move('0', 'play', inHand(match, '0', 'bang'), '1');
      return match;
    };
    expect(acceptsAll(shot, '1').map((move) => move.move)).toEqual(['barrel', 'missed', 'missed', 'missed', 'takeHit']);

    const brawl = () => {
      const match = given({ seats: four({ 0: { hand: ['brawl', 'bang'] }, 1: { hand: ['missed'], inPlay: ['mustang', 'barrel'] } }) });
      match.move('0', 'play', inHand(match, '0', 'brawl'), null, null, inHand(match, '0', 'bang'));
      return match;
    };
    expect(acceptsAll(brawl, '0').map((move) => move.args![1])).toEqual(['hand', ...brawl().G.zones['play:1']!]);

    for (const character of ['pat_brennan', 'claus_the_saint', 'vera_custer'] as const) {
      const start = () => {
        const match = given({ seats: four({ 1: { character }, 2: { inPlay: ['scope'] }, 3: { inPlay: ['jail'] } }) });
        endTurn(match);
        return match;
      };
      const moves = acceptsAll(start, '1');
      expect(moves.length, character).toBeGreaterThan(1);
      expect(new Set(moves.map((move) => move.move)), character).toEqual(new Set(['choose']));
      expect(start().attempt('1', 'choose', version(start()), 'nothing').ok, character).toBe(false);
    }
  });
});
