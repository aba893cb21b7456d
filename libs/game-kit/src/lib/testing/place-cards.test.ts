import { describe, expect, it } from 'vitest';
import { checkConservation, type Zones } from '@parlor/deck';
import { NotEnoughCards, placeCards, takeCards } from '../../testing';

// Card ids are `<kind>-<copy>`, as in most games' data.
const kindOf = (card: string) => card.slice(0, card.lastIndexOf('-'));
const every = ['nope-1', 'nope-2', 'nope-3', 'skip-1', 'skip-2', 'kitten-1', 'defuse-1', 'defuse-2', 'favor-1'];

function dealt(): Zones {
  return {
    draw: ['skip-1', 'nope-2', 'kitten-1', 'favor-1', 'defuse-2'],
    discard: ['nope-3'],
    'hand:0': ['nope-1', 'defuse-1'],
    'hand:1': ['skip-2'],
  };
}

describe('takeCards', () => {
  it('finds copies of a kind, the listed zones first, moving nothing', () => {
    const zones = dealt();
    expect(takeCards(zones, 'nope', 2, { kindOf, from: ['draw'] })).toEqual(['nope-2', 'nope-3']);
    expect(takeCards(zones, 'nope', 1, { kindOf })).toEqual(['nope-2']);
    expect(takeCards(zones, 'nope', 1, { kindOf, from: ['hand:0'] })).toEqual(['nope-1']);
    expect(takeCards(zones, 'nope', 1, { kindOf, except: new Set(['nope-2']) })).toEqual(['nope-3']);
    expect(zones).toEqual(dealt());
  });

  it('says how many there are when there are not enough', () => {
    expect(() => takeCards(dealt(), 'kitten', 2, { kindOf })).toThrow(new NotEnoughCards('not enough "kitten" cards: wanted 2, the match has 1'));
    expect(() => takeCards(dealt(), 'skip', 1, { kindOf, except: new Set(['skip-1', 'skip-2']) })).toThrow(/wanted 1, the match has 2 \(2 placed already\)/);
    expect(() => takeCards(dealt(), 'skip', 1, { kindOf, from: ['pile'] })).toThrow(/unknown zone "pile"/);
  });
});

describe('placeCards', () => {
  it('puts cards named by kind on top of a zone, in order, from wherever they are, conserving every card', () => {
    const zones = dealt();
    const [placed] = placeCards(zones, [{ zone: 'hand:1', cards: ['kitten', 'nope', 'nope'] }], { kindOf, from: ['draw'] });
    expect(placed).toEqual(['kitten-1', 'nope-2', 'nope-3']);
    expect(zones['hand:1']).toEqual(['kitten-1', 'nope-2', 'nope-3', 'skip-2']);
    expect(zones.draw).toEqual(['skip-1', 'favor-1', 'defuse-2']);
    expect(zones.discard).toEqual([]);
    expect(checkConservation(zones, every).ok).toBe(true);
  });

  it('puts them at the bottom or at a position counted once they have left', () => {
    const zones = dealt();
    placeCards(zones, [{ zone: 'draw', cards: ['nope'], at: 'bottom' }], { kindOf, from: ['hand:0'] });
    expect(zones.draw).toEqual(['skip-1', 'nope-2', 'kitten-1', 'favor-1', 'defuse-2', 'nope-1']);
    placeCards(zones, [{ zone: 'draw', cards: ['kitten', 'skip'], at: 1 }], { kindOf, from: ['draw'] });
    expect(zones.draw).toEqual(['nope-2', 'kitten-1', 'skip-1', 'favor-1', 'defuse-2', 'nope-1']);
    expect(checkConservation(zones, every).ok).toBe(true);
  });

  it('makes a zone hold only the cards placed, sending the rest to the bottom of `rest`', () => {
    const zones = dealt();
    placeCards(zones, [{ zone: 'hand:0', cards: ['skip', 'defuse'], only: true }], { kindOf, from: ['draw'], rest: 'draw' });
    expect(zones['hand:0']).toEqual(['skip-1', 'defuse-2']);
    expect(zones.draw).toEqual(['nope-2', 'kitten-1', 'favor-1', 'nope-1', 'defuse-1']);
    expect(checkConservation(zones, every).ok).toBe(true);
    expect(() => placeCards(dealt(), [{ zone: 'hand:0', cards: [], only: true }], { kindOf })).toThrow(/needs another zone as `rest`/);
  });

  it('never takes a card placed earlier in the same call, and places exact ids too', () => {
    const zones = dealt();
    const placed = placeCards(
      zones,
      [
        { zone: 'draw', cards: ['nope', 'nope'] },
        { zone: 'hand:1', cards: ['nope'], only: true },
        { zone: 'discard', cards: ['favor-1', 'skip-2'], named: 'id' },
      ],
      { kindOf, from: ['draw'], rest: 'draw' },
    );
    expect(placed).toEqual([['nope-2', 'nope-3'], ['nope-1'], ['favor-1', 'skip-2']]);
    expect(zones.draw).toEqual(['nope-2', 'nope-3', 'skip-1', 'kitten-1', 'defuse-2']);
    expect(zones['hand:1']).toEqual(['nope-1']);
    expect(zones.discard).toEqual(['favor-1', 'skip-2']);
    expect(checkConservation(zones, every).ok).toBe(true);
  });

  it('fails clearly when a kind runs out, an id is unknown or a position is outside the zone', () => {
    expect(() => placeCards(dealt(), [{ zone: 'draw', cards: ['nope', 'nope'] }, { zone: 'hand:1', cards: ['nope', 'nope'] }], { kindOf })).toThrow(
      /not enough "nope" cards: wanted 1, the match has 3 \(3 placed already\)/,
    );
    expect(() => placeCards(dealt(), [{ zone: 'draw', cards: ['nope-9'], named: 'id' }], { kindOf })).toThrow(/"nope-9" is in no zone/);
    expect(() => placeCards(dealt(), [{ zone: 'draw', cards: ['skip-1', 'skip-1'], named: 'id' }], { kindOf })).toThrow(/placed twice/);
    expect(() => placeCards(dealt(), [{ zone: 'hand:1', cards: ['nope'], at: 5 }], { kindOf })).toThrow(/position 5 is outside 0..1/);
    expect(() => placeCards(dealt(), [{ zone: 'pile', cards: [] }], { kindOf })).toThrow(/unknown zone "pile"/);
  });
});
