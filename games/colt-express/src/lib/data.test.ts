import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS_PER_CHARACTER,
  ACTION_DECK,
  ACTION_KINDS,
  BULLET_CARDS_PER_CHARACTER,
  BULLET_VALUES,
  CARD_EVENTS,
  CARS,
  CAR_IDS,
  CHARACTERS,
  CHARACTER_KEYS,
  DOC_HAND_SIZE,
  DRAW_INSTEAD_OF_PLAY,
  GUNSLINGER_BONUS,
  HAND_SIZE,
  HOSTAGE_RANSOM,
  JEWELS,
  LOCOMOTIVE,
  LOOT_KINDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NEUTRAL_BULLETS,
  PURSE_COUNT,
  PURSE_DISTRIBUTION,
  ROOF_MOVE_MAX,
  ROUNDS,
  ROUND_CARDS,
  ROUND_DECK,
  STARTING_PURSE_VALUE,
  STATION_CARDS,
  STRONGBOXES,
  TWO_PLAYER,
  car,
  carCountFor,
  character,
  handSizeFor,
  isPlayerCount,
  purseValues,
  roundCardsFor,
  roundSetFor,
  startUnitFor,
  type PlayerCount,
} from './data';

// Expected values are written here from RULES.md §1–§11 and its tables, not read from data.ts,
// so a slip in either shows up as a difference.

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('players and rounds', () => {
  it('supports 2 to 6 players over 5 rounds', () => {
    expect([MIN_PLAYERS, MAX_PLAYERS, ROUNDS]).toEqual([2, 6, 5]);
    expect([1, 2, 3, 4, 5, 6, 7, 2.5].map(isPlayerCount)).toEqual([false, true, true, true, true, true, false, false]);
  });

  it('starts odd-numbered players in the caboose and even-numbered ones in the next car', () => {
    expect([1, 2, 3, 4, 5, 6].map(startUnitFor)).toEqual([0, 1, 0, 1, 0, 1]);
  });
});

describe('loot', () => {
  it('has 18 purses: $250 ×8 and $300, $350, $400, $450, $500 ×2 each', () => {
    expect(PURSE_COUNT).toBe(18);
    expect(PURSE_DISTRIBUTION.map(({ value, count }) => [value, count])).toEqual([
      [250, 8],
      [300, 2],
      [350, 2],
      [400, 2],
      [450, 2],
      [500, 2],
    ]);
    const values = purseValues();
    expect(values).toHaveLength(18);
    expect(sum(values)).toBe(250 * 8 + (300 + 350 + 400 + 450 + 500) * 2);
    expect(sum(PURSE_DISTRIBUTION.map(({ count }) => count))).toBe(18);
  });

  it('has 6 jewels of $500 and 2 strongboxes of $1000', () => {
    expect(JEWELS).toEqual({ value: 500, count: 6 });
    expect(STRONGBOXES).toEqual({ value: 1000, count: 2 });
  });

  it('gives each character a $250 purse and pays a $250 hostage ransom', () => {
    expect(STARTING_PURSE_VALUE).toBe(250);
    expect(HOSTAGE_RANSOM).toBe(250);
  });

  it('names the four kinds a bandit can score', () => {
    expect([...LOOT_KINDS].sort()).toEqual(['jewel', 'purse', 'ransom', 'strongbox']);
  });
});

describe('train', () => {
  it('has 6 cars with the loot printed on their floors', () => {
    expect(CARS.map(({ id, inside }) => [id, inside.purse, inside.jewel])).toEqual([
      ['car_3p', 3, 0],
      ['car_3j', 0, 3],
      ['car_1p1j', 1, 1],
      ['car_3p1j', 3, 1],
      ['car_4p1j', 4, 1],
      ['car_1p', 1, 0],
    ]);
    expect(CAR_IDS).toEqual(['car_3p', 'car_3j', 'car_1p1j', 'car_3p1j', 'car_4p1j', 'car_1p']);
    expect(car('car_4p1j').inside).toEqual({ purse: 4, jewel: 1 });
  });

  it('puts 12 purses and 6 jewels in the 6 cars, so a 6-player game uses every purse and jewel', () => {
    expect(sum(CARS.map((data) => data.inside.purse))).toBe(12);
    expect(sum(CARS.map((data) => data.inside.jewel))).toBe(6);
    // 6 starting purses + 12 car purses = all 18.
    expect(6 + 12).toBe(PURSE_COUNT);
  });

  it('never needs more purses than the stock holds after the starting purses', () => {
    // The richest cars for each player count, against the purses left after setup.
    const byPurses = CARS.map((data) => data.inside.purse).sort((a, b) => b - a);
    for (const players of [2, 3, 4, 5, 6] as const) {
      const bandits = players === 2 ? 4 : players;
      const worst = sum(byPurses.slice(0, carCountFor(players)));
      expect(worst).toBeLessThanOrEqual(18 - bandits);
    }
  });

  it('has one car per player, and 4 cars with 2 players', () => {
    expect(([2, 3, 4, 5, 6] as const).map(carCountFor)).toEqual([4, 3, 4, 5, 6]);
  });

  it('starts the Marshal and one strongbox inside the locomotive', () => {
    expect(LOCOMOTIVE).toEqual({ inside: { strongbox: 1 }, marshalStartsHere: true });
  });
});

describe('round cards', () => {
  it('has 7 + 7 round cards and 3 station cards', () => {
    expect(ROUND_CARDS['2-4']).toHaveLength(7);
    expect(ROUND_CARDS['5-6']).toHaveLength(7);
    expect(STATION_CARDS).toHaveLength(3);
    expect(ROUND_DECK).toEqual({ regularCards: 4, stationCards: 1 });
  });

  const turnsOf = (set: '2-4' | '5-6') =>
    Object.fromEntries(ROUND_CARDS[set].map((card) => [card.id, [card.turns.join(' '), card.event]]));

  it('has the turn symbols and events of the 2–4 set', () => {
    expect(turnsOf('2-4')).toEqual({
      angry_marshal: ['normal normal tunnel switching', 'angry_marshal'],
      swivel_arm: ['normal tunnel normal normal', 'swivel_arm'],
      braking: ['normal normal normal normal', 'braking'],
      take_it_all: ['normal tunnel speedUp normal', 'take_it_all'],
      passengers_rebellion: ['normal normal tunnel normal normal', 'passengers_rebellion'],
      tunnel_no_event: ['normal tunnel normal tunnel normal', null],
      bridge_no_event: ['normal speedUp normal', null],
    });
    expect(ROUND_CARDS['2-4'].every((card) => card.set === '2-4')).toBe(true);
  });

  it('has the turn symbols and events of the 5–6 set', () => {
    expect(turnsOf('5-6')).toEqual({
      angry_marshal: ['normal normal switching', 'angry_marshal'],
      swivel_arm: ['normal tunnel normal', 'swivel_arm'],
      braking: ['normal tunnel normal normal', 'braking'],
      take_it_all: ['normal speedUp switching', 'take_it_all'],
      passengers_rebellion: ['normal tunnel normal switching', 'passengers_rebellion'],
      tunnel_no_event: ['normal tunnel normal tunnel', null],
      bridge_no_event: ['normal speedUp', null],
    });
    expect(ROUND_CARDS['5-6'].every((card) => card.set === '5-6')).toBe(true);
  });

  it('shows 2 to 5 turn symbols on every card, and 5 events with 2 plain cards per set', () => {
    for (const card of [...ROUND_CARDS['2-4'], ...ROUND_CARDS['5-6'], ...STATION_CARDS]) {
      expect(card.turns.length).toBeGreaterThanOrEqual(2);
      expect(card.turns.length).toBeLessThanOrEqual(5);
    }
    for (const set of ['2-4', '5-6'] as const) {
      expect(ROUND_CARDS[set].filter((card) => card.event !== null)).toHaveLength(5);
    }
  });

  it('has the three station cards, each with its own event and the same turns', () => {
    expect(STATION_CARDS.map((card) => [card.id, card.event, card.turns.join(' ')])).toEqual([
      ['marshals_revenge', 'marshals_revenge', 'normal normal tunnel normal'],
      ['pickpocketing', 'pickpocketing', 'normal normal tunnel normal'],
      ['hostage_conductor', 'hostage_conductor', 'normal normal tunnel normal'],
    ]);
  });

  it('lists the 8 events', () => {
    expect([...CARD_EVENTS].sort()).toEqual(
      [
        'angry_marshal',
        'swivel_arm',
        'braking',
        'take_it_all',
        'passengers_rebellion',
        'marshals_revenge',
        'pickpocketing',
        'hostage_conductor',
      ].sort(),
    );
  });

  it('uses the 2–4 set for 2 to 4 players and the 5–6 set for 5 or 6', () => {
    const players: PlayerCount[] = [2, 3, 4, 5, 6];
    expect(players.map(roundSetFor)).toEqual(['2-4', '2-4', '2-4', '5-6', '5-6']);
    expect(roundCardsFor(2)).toBe(ROUND_CARDS['2-4']);
    expect(roundCardsFor(6)).toBe(ROUND_CARDS['5-6']);
  });
});

describe('characters and their cards', () => {
  it('has the 6 characters with their colours', () => {
    expect(CHARACTERS.map((data) => [data.key, data.color])).toEqual([
      ['ghost', 'white'],
      ['tuco', 'red'],
      ['cheyenne', 'green'],
      ['doc', 'blue'],
      ['belle', 'purple'],
      ['django', 'black'],
    ]);
    expect(CHARACTER_KEYS).toHaveLength(6);
    expect(new Set(CHARACTERS.map((data) => data.ability)).size).toBe(6);
  });

  it('gives each character 10 action cards: Move, Change Floor, Fire, Robbery ×2, Punch, Marshal ×1', () => {
    expect(ACTION_CARDS_PER_CHARACTER).toBe(10);
    expect(ACTION_DECK).toEqual({ move: 2, changeFloor: 2, fire: 2, robbery: 2, punch: 1, marshal: 1 });
    expect(sum(Object.values(ACTION_DECK))).toBe(10);
    expect([...ACTION_KINDS].sort()).toEqual(['changeFloor', 'fire', 'marshal', 'move', 'punch', 'robbery']);
  });

  it('gives each character 6 bullet cards showing 1 to 6 bullets, and has 13 neutral bullets', () => {
    expect(BULLET_CARDS_PER_CHARACTER).toBe(6);
    expect(BULLET_VALUES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(NEUTRAL_BULLETS).toBe(13);
  });

  it('deals 6 cards, 7 to Doc', () => {
    expect([HAND_SIZE, DOC_HAND_SIZE]).toEqual([6, 7]);
    expect(Object.fromEntries(CHARACTER_KEYS.map((key) => [key, handSizeFor(key)]))).toEqual({
      ghost: 6,
      tuco: 6,
      cheyenne: 6,
      doc: 7,
      belle: 6,
      django: 6,
    });
    expect(character('doc').ability).toBe('extraCard');
  });

  it('draws 3 instead of playing, moves up to 3 roofs, and pays the Gunslinger $1000', () => {
    expect([DRAW_INSTEAD_OF_PLAY, ROOF_MOVE_MAX, GUNSLINGER_BONUS]).toEqual([3, 3, 1000]);
  });
});

describe('two-player game', () => {
  it('uses 4 cars, 2 characters each and an 11-card deck of one Marshal and two of the rest', () => {
    expect(TWO_PLAYER.carCount).toBe(4);
    expect(TWO_PLAYER.charactersPerPlayer).toBe(2);
    expect(TWO_PLAYER.deckSize).toBe(11);
    expect(TWO_PLAYER.deck).toEqual({ fire: 2, punch: 2, move: 2, changeFloor: 2, robbery: 2, marshal: 1 });
    expect(sum(Object.values(TWO_PLAYER.deck))).toBe(11);
  });

  it('suggests Tuco + Cheyenne against Django + Doc, advanced rules, no Gunslinger, friendly fire', () => {
    expect(TWO_PLAYER.suggestedFirstGame).toEqual([
      ['tuco', 'cheyenne'],
      ['django', 'doc'],
    ]);
    expect([TWO_PLAYER.usesAdvancedVariant, TWO_PLAYER.gunslinger, TWO_PLAYER.friendlyFire]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
