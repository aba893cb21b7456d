import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { checkGameModule, checkTableDeclaration, describeTableMove, inferMoveSteps, isHiddenCard, seatZones, tableZones, zoneOwner, type TableDeclaration } from '../index';
import { raceGame, raceManifest } from './testing/race-game.fixture';

const ctx = { playOrder: ['0', '1', '2'], numPlayers: 3, currentPlayer: '0' } as Ctx;
const G = { zones: { draw: ['?', '?'], discard: ['c3'], 'hand:0': ['c1', 'c2'], 'hand:1': ['?'], 'inPlay:0': ['c4'] } };

describe('a table declaration', () => {
  it('reads G.zones unless it says where its cards are, and finds a seat’s zones of the declared kinds', () => {
    expect(tableZones({}, { G, ctx })).toBe(G.zones);
    expect(tableZones({ zones: () => ({ deck: ['x'] }) }, { G, ctx })).toEqual({ deck: ['x'] });
    expect(tableZones({}, { G: 7, ctx })).toEqual({});
    expect(seatZones(G.zones, ['hand', 'inPlay'], '0')).toEqual(['hand:0', 'inPlay:0']);
    expect(seatZones(G.zones, ['hand', 'inPlay'], '1')).toEqual(['hand:1']);
    expect([zoneOwner('hand:2'), zoneOwner('draw')]).toEqual(['2', undefined]);
    expect([isHiddenCard('?'), isHiddenCard('c1')]).toEqual([true, false]);
  });

  it('infers a move’s steps: a card in a zone is clicked, a seat picked, anything else chosen; a hidden card is never a card', () => {
    expect(inferMoveSteps({}, { G, ctx }, { move: 'give', args: ['c1', '2', 3, ['a'], '?'] })).toEqual([
      { type: 'card', card: 'c1' },
      { type: 'seat', seat: '2' },
      { type: 'choice', value: 3, label: { en: '3' } },
      { type: 'choice', value: '["a"]', label: { en: '["a"]' } },
      { type: 'choice', value: '?', label: { en: '?' } },
    ]);
  });

  it('takes the game’s own description of a move where it gives steps, and infers them where it does not', () => {
    const table: TableDeclaration = { describeMove: (_state, _seat, move) => (move.move === 'draw' ? { label: { en: 'Draw' }, steps: [] } : { label: { en: 'Play' } }) };
    expect(describeTableMove(table, { G, ctx }, '0', { move: 'draw', args: [1] })).toEqual({ label: { en: 'Draw' }, steps: [] });
    expect(describeTableMove(table, { G, ctx }, '0', { move: 'play', args: ['c2'] })).toEqual({ label: { en: 'Play' }, steps: [{ type: 'card', card: 'c2' }] });
  });

  it('is checked by the module contract', () => {
    expect(checkTableDeclaration({ hands: ['hand'], playAreas: ['inPlay'], piles: [{ zone: 'discard', label: { en: 'Discard' }, faceUp: true }] })).toEqual([]);
    expect(
      checkTableDeclaration({
        hands: 'hand',
        playAreas: ['inPlay:0'],
        piles: [{ zone: 'inPlay', label: { en: 'x' }, faceUp: true }],
        seatCounters: [{ id: 'life', label: { en: 'Life' }, value: () => 1 }],
        tableCounters: [{ id: 'life', label: { en: 'Life' }, value: () => 1 }],
        describeMove: {},
      }),
    ).toEqual([
      'table.describeMove must be a function',
      'table.hands must be a list',
      'table zone kind "inPlay:0" must be a kind without a seat ("hand", not "hand:0")',
      'table counter id "life" is used twice',
    ]);
    const module = { game: raceGame, manifest: raceManifest, table: { card: 'no' } as unknown as TableDeclaration };
    expect(checkGameModule(module)).toContain('table.card must be a function');
  });
});
