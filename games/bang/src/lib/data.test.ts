import { describe, expect, it } from 'vitest';
import { card, CARD_KEYS, type CardColor, type CardData, type CardKey, CARDS, type CardSet, deckFor, isCardId, isWeapon, keyOf, type Rank, RANK_VALUE, WEAPON_RANGE } from './cards';
import { character, type CharacterKey, CHARACTERS, type CharacterSet, charactersOf } from './characters';
import { buildEventDeck, buildShowDeck, event, type EventKey, EVENTS, SHOW_EVENTS } from './events';
import { type Role, ROLES, rolesFor } from './roles';

// The expected data is written here from RULES.md (§3.1 Roles by player count, §14 Base characters,
// §15.5 Dodge City characters, §16 High Noon and A Fistful of Cards, §17 Bullet special characters,
// §18 Deck composition; WILD-WEST-SHOW.md §W5 Characters (8), §W6 Event cards (9 + final), §W8 Lobby
// options; GOLD-RUSH.md §G7 Characters (8, all 4 life); VALLEY-OF-SHADOWS.md §4 New brown cards,
// §5 New blue cards, §6 Characters, §9 Data checks), not read from cards.ts, so a slip in either
// shows up as a difference.

const ORDER: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** The faces from `low` to `high` inclusive in one suit, as RULES.md §18 writes "2♣ to 9♣". */
function run(low: Rank, high: Rank, suit: string): string[] {
  return ORDER.slice(ORDER.indexOf(low), ORDER.indexOf(high) + 1).map((rank) => `${rank}${suit}`);
}

const faceOf = (data: CardData) => `${data.rank}${SYMBOL[data.suit]}`;
const sorted = (faces: readonly string[]) => [...faces].sort();

type Expected = Partial<Record<CardKey, { color: CardColor; faces: string[] }>>;

// RULES.md §18.1 Base: brown up to Saloon, blue from Barrel on.
const BASE: Expected = {
  bang: { color: 'brown', faces: ['A♠', ...run('2', 'A', '♦'), ...run('2', '9', '♣'), 'Q♥', 'K♥', 'A♥'] },
  missed: { color: 'brown', faces: [...run('2', '8', '♠'), '10♣', 'J♣', 'Q♣', 'K♣', 'A♣'] },
  beer: { color: 'brown', faces: ['6♥', '7♥', '8♥', '9♥', '10♥', 'J♥'] },
  cat_balou: { color: 'brown', faces: ['K♥', '9♦', '10♦', 'J♦'] },
  panic: { color: 'brown', faces: ['J♥', 'Q♥', 'A♥', '8♦'] },
  duel: { color: 'brown', faces: ['J♠', 'Q♦', '8♣'] },
  general_store: { color: 'brown', faces: ['Q♠', '9♣'] },
  indians: { color: 'brown', faces: ['K♦', 'A♦'] },
  stagecoach: { color: 'brown', faces: ['9♠', '9♠'] },
  wells_fargo: { color: 'brown', faces: ['3♥'] },
  gatling: { color: 'brown', faces: ['10♥'] },
  saloon: { color: 'brown', faces: ['5♥'] },
  barrel: { color: 'blue', faces: ['Q♠', 'K♠'] },
  dynamite: { color: 'blue', faces: ['2♥'] },
  jail: { color: 'blue', faces: ['10♠', 'J♠', '4♥'] },
  mustang: { color: 'blue', faces: ['8♥', '9♥'] },
  scope: { color: 'blue', faces: ['A♠'] },
  volcanic: { color: 'blue', faces: ['10♠', '10♣'] },
  schofield: { color: 'blue', faces: ['K♠', 'J♣', 'Q♣'] },
  remington: { color: 'blue', faces: ['K♣'] },
  rev_carabine: { color: 'blue', faces: ['A♣'] },
  winchester: { color: 'blue', faces: ['8♠'] },
};

// RULES.md §18.2 Dodge City; Buffalo Rifle as Q♣ (RULES.md §19.1 Facts not confirmed by
// two agreeing sources).
const DODGE_CITY: Expected = {
  bang: { color: 'brown', faces: ['8♠', '5♣', '6♣', 'K♣'] },
  missed: { color: 'brown', faces: ['8♦'] },
  beer: { color: 'brown', faces: ['6♠', '6♥'] },
  cat_balou: { color: 'brown', faces: ['8♣'] },
  panic: { color: 'brown', faces: ['J♥'] },
  general_store: { color: 'brown', faces: ['A♠'] },
  indians: { color: 'brown', faces: ['5♦'] },
  punch: { color: 'brown', faces: ['10♠'] },
  dodge: { color: 'brown', faces: ['7♦', 'K♥'] },
  springfield: { color: 'brown', faces: ['K♠'] },
  rag_time: { color: 'brown', faces: ['9♥'] },
  brawl: { color: 'brown', faces: ['J♠'] },
  tequila: { color: 'brown', faces: ['9♣'] },
  whisky: { color: 'brown', faces: ['Q♥'] },
  barrel: { color: 'blue', faces: ['A♣'] },
  dynamite: { color: 'blue', faces: ['10♣'] },
  mustang: { color: 'blue', faces: ['5♥'] },
  hideout: { color: 'blue', faces: ['K♦'] },
  binocular: { color: 'blue', faces: ['10♦'] },
  remington: { color: 'blue', faces: ['6♦'] },
  rev_carabine: { color: 'blue', faces: ['5♠'] },
  bible: { color: 'green', faces: ['10♥'] },
  canteen: { color: 'green', faces: ['7♥'] },
  can_can: { color: 'green', faces: ['J♣'] },
  ten_gallon_hat: { color: 'green', faces: ['J♦'] },
  conestoga: { color: 'green', faces: ['9♦'] },
  derringer: { color: 'green', faces: ['7♠'] },
  buffalo_rifle: { color: 'green', faces: ['Q♣'] },
  howitzer: { color: 'green', faces: ['9♠'] },
  pepperbox: { color: 'green', faces: ['A♥'] },
  iron_plate: { color: 'green', faces: ['A♦', 'Q♠'] },
  pony_express: { color: 'green', faces: ['Q♦'] },
  knife: { color: 'green', faces: ['8♥'] },
  sombrero: { color: 'green', faces: ['7♣'] },
};

// VALLEY-OF-SHADOWS.md §4 New brown cards and §5 New blue cards, each corner as its heading prints it.
const VALLEY_OF_SHADOWS: Expected = {
  aim: { color: 'brown', faces: ['6♣'] },
  backfire: { color: 'brown', faces: ['Q♣'] },
  bandidos: { color: 'brown', faces: ['Q♦'] },
  escape: { color: 'brown', faces: ['3♥'] },
  fanning: { color: 'brown', faces: ['2♠'] },
  last_call: { color: 'brown', faces: ['8♦'] },
  poker: { color: 'brown', faces: ['J♥'] },
  saved: { color: 'brown', faces: ['5♥'] },
  tomahawk: { color: 'brown', faces: ['A♦'] },
  tornado: { color: 'brown', faces: ['A♣'] },
  bounty: { color: 'blue', faces: ['9♣'] },
  ghost: { color: 'blue', faces: ['9♠', '10♠'] },
  lemat: { color: 'blue', faces: ['4♦'] },
  rattlesnake: { color: 'blue', faces: ['7♥'] },
  shotgun: { color: 'blue', faces: ['K♠'] },
};

const EXPECTED: Record<CardSet, Expected> = { base: BASE, dodge_city: DODGE_CITY, valley_of_shadows: VALLEY_OF_SHADOWS };

const cardsOf = (set: CardSet) => CARDS.filter((data) => data.set === set);
const count = <T>(items: readonly T[], pick: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [pick(item)]: (counts[pick(item)] ?? 0) + 1 }), {});

describe('playing cards (RULES.md §18 Deck composition)', () => {
  it('has 80 base cards (63 brown, 17 blue) and 40 Dodge City cards (19 brown, 7 blue, 14 green), and 16 of The Valley of Shadows', () => {
    expect(CARDS).toHaveLength(80 + 40 + 16);
    expect(cardsOf('base')).toHaveLength(80);
    expect(cardsOf('dodge_city')).toHaveLength(40);
    expect(cardsOf('valley_of_shadows')).toHaveLength(16);
    expect(count(cardsOf('base'), (data) => data.color)).toEqual({ brown: 63, blue: 17 });
    expect(count(cardsOf('dodge_city'), (data) => data.color)).toEqual({ brown: 19, blue: 7, green: 14 });
  });

  it('has each suit 20 times in the base deck and 10 times in Dodge City', () => {
    expect(count(cardsOf('base'), (data) => data.suit)).toEqual({ spades: 20, hearts: 20, diamonds: 20, clubs: 20 });
    expect(count(cardsOf('dodge_city'), (data) => data.suit)).toEqual({ spades: 10, hearts: 10, diamonds: 10, clubs: 10 });
  });

  for (const set of ['base', 'dodge_city', 'valley_of_shadows'] as const) {
    it(`matches the deck composition table card by card (${set})`, () => {
      const expected = EXPECTED[set];
      const keys = new Set(cardsOf(set).map((data) => data.key));
      expect([...keys].sort()).toEqual(Object.keys(expected).sort());
      for (const key of keys) {
        const copies = cardsOf(set).filter((data) => data.key === key);
        const want = expected[key];
        expect({ key, faces: sorted(copies.map(faceOf)) }).toEqual({ key, faces: sorted(want?.faces ?? []) });
        expect({ key, colors: [...new Set(copies.map((data) => data.color))] }).toEqual({ key, colors: [want?.color] });
      }
    });
  }

  it('has 10 base and 5 Dodge City cards in Spades 2–9, where Dynamite explodes', () => {
    const explodes = (data: CardData) => data.suit === 'spades' && RANK_VALUE[data.rank] >= 2 && RANK_VALUE[data.rank] <= 9;
    const names = (set: CardSet) => cardsOf(set).filter(explodes).map((data) => data.key).sort();
    expect(names('base')).toEqual(
      ['missed', 'missed', 'missed', 'missed', 'missed', 'missed', 'missed', 'winchester', 'stagecoach', 'stagecoach'].sort(),
    );
    expect(names('dodge_city')).toEqual(['bang', 'beer', 'rev_carabine', 'derringer', 'howitzer'].sort());
  });

  it('numbers the cards base-001..base-080, then dc-001..dc-040, then vos-001..vos-016', () => {
    const ids = [
      ...Array.from({ length: 80 }, (_, i) => `base-${String(i + 1).padStart(3, '0')}`),
      ...Array.from({ length: 40 }, (_, i) => `dc-${String(i + 1).padStart(3, '0')}`),
      ...Array.from({ length: 16 }, (_, i) => `vos-${String(i + 1).padStart(3, '0')}`),
    ];
    expect(CARDS.map((data) => data.id)).toEqual(ids);
    expect(CARDS[0]).toEqual({ id: 'base-001', key: 'bang', set: 'base', color: 'brown', suit: 'spades', rank: 'A' });
    expect(CARDS[119]).toEqual({ id: 'dc-040', key: 'sombrero', set: 'dodge_city', color: 'green', suit: 'clubs', rank: '7' });
    expect(CARDS[120]).toEqual({ id: 'vos-001', key: 'aim', set: 'valley_of_shadows', color: 'brown', suit: 'clubs', rank: '6' });
    expect(CARDS[135]).toEqual({ id: 'vos-016', key: 'shotgun', set: 'valley_of_shadows', color: 'blue', suit: 'spades', rank: 'K', range: 1 });
  });

  it('gives a range to the weapons and to nothing else (RULES.md §7 Weapons, VALLEY-OF-SHADOWS.md §5)', () => {
    const ranges = { volcanic: 1, schofield: 2, remington: 3, rev_carabine: 4, winchester: 5, lemat: 1, shotgun: 1 };
    expect(WEAPON_RANGE).toEqual(ranges);
    for (const data of CARDS) {
      expect({ key: data.key, range: data.range }).toEqual({ key: data.key, range: ranges[data.key as keyof typeof ranges] });
      expect(isWeapon(data.key)).toBe(data.key in ranges);
    }
  });

  it('ranks 2..10 at face value, then J 11, Q 12, K 13, A 14', () => {
    expect(ORDER.map((rank) => RANK_VALUE[rank])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('lists every card key once, in order of first appearance', () => {
    // 22 base names, 22 more from Dodge City, 15 from The Valley of Shadows (its two Ghosts share one).
    expect(CARD_KEYS).toHaveLength(22 + 22 + 15);
    expect(new Set(CARD_KEYS).size).toBe(22 + 22 + 15);
    expect(CARD_KEYS.slice(0, 3)).toEqual(['bang', 'missed', 'beer']);
    expect(CARD_KEYS[43]).toBe('sombrero');
    expect(CARD_KEYS.slice(44)).toEqual(Object.keys(VALLEY_OF_SHADOWS));
  });
});

describe('The Valley of Shadows (VALLEY-OF-SHADOWS.md §9 Data checks)', () => {
  const valley = cardsOf('valley_of_shadows');

  it('has 16 cards: 10 brown and 6 blue', () => {
    expect(valley).toHaveLength(16);
    expect(count(valley, (data) => data.color)).toEqual({ brown: 10, blue: 6 });
  });

  it('has 2 weapons, LeMat and Shotgun, both of range 1', () => {
    expect(valley.filter((data) => isWeapon(data.key)).map((data) => [data.key, data.range])).toEqual([
      ['lemat', 1],
      ['shotgun', 1],
    ]);
  });

  it('has each suit exactly 4 times', () => {
    expect(count(valley, (data) => data.suit)).toEqual({ spades: 4, hearts: 4, diamonds: 4, clubs: 4 });
  });

  it('has Fanning 2♠ and Ghost 9♠ in Spades 2–9, where Dynamite explodes, and nothing else', () => {
    const explodes = (data: CardData) => data.suit === 'spades' && RANK_VALUE[data.rank] >= 2 && RANK_VALUE[data.rank] <= 9;
    expect(valley.filter(explodes).map((data) => [data.key, faceOf(data)])).toEqual([
      ['fanning', '2♠'],
      ['ghost', '9♠'],
    ]);
  });

  it('has 8 characters: Tuco Franziskaner with 5 life, the others with 4', () => {
    const characters = CHARACTERS.filter((data) => data.set === 'valley_of_shadows');
    expect(characters).toHaveLength(8);
    expect(characters.filter((data) => data.life === 5).map((data) => data.key)).toEqual(['tuco_franziskaner']);
    expect(characters.filter((data) => data.life === 4)).toHaveLength(7);
  });
});

describe('card lookups', () => {
  it('finds a card by id and throws for an unknown id', () => {
    expect(card('base-080')).toMatchObject({ key: 'winchester', suit: 'spades', rank: '8', range: 5 });
    expect(keyOf('dc-033')).toBe('buffalo_rifle');
    expect(card('vos-013')).toMatchObject({ key: 'ghost', suit: 'spades', rank: '10' });
    expect(keyOf('vos-014')).toBe('lemat');
    expect(() => card('base-081')).toThrow();
    expect(() => card('vos-017')).toThrow();
    expect(() => card('')).toThrow();
    expect(() => keyOf('card-1')).toThrow();
  });

  it('tells card ids from anything else', () => {
    expect(isCardId('base-001')).toBe(true);
    expect(isCardId('dc-040')).toBe(true);
    expect(isCardId('dc-041')).toBe(false);
    expect(isCardId('vos-016')).toBe(true);
    expect(isCardId('vos-017')).toBe(false);
    expect(isCardId(1)).toBe(false);
    expect(isCardId(null)).toBe(false);
    expect(isCardId({ id: 'base-001' })).toBe(false);
  });

  it('builds decks from sets, in data order', () => {
    const base = deckFor(['base']);
    expect(base).toHaveLength(80);
    expect(new Set(base).size).toBe(80);
    expect(base.every((id) => card(id).set === 'base')).toBe(true);
    expect(deckFor(['dodge_city'])).toHaveLength(40);
    expect(deckFor(['valley_of_shadows'])).toHaveLength(16);
    expect(deckFor(['base', 'dodge_city'])).toEqual(CARDS.slice(0, 120).map((data) => data.id));
    expect(deckFor(['dodge_city', 'base'])).toEqual(CARDS.slice(0, 120).map((data) => data.id));
    expect(deckFor(['base', 'dodge_city', 'valley_of_shadows'])).toEqual(CARDS.map((data) => data.id));
    expect(deckFor(['valley_of_shadows', 'base'])).toEqual([...deckFor(['base']), ...deckFor(['valley_of_shadows'])]);
    expect(deckFor([])).toEqual([]);
  });
});

describe('characters (RULES.md §14 Base characters; §15.5 Dodge City characters; §17 Bullet special characters; WILD-WEST-SHOW.md §W5; GOLD-RUSH.md §G7; VALLEY-OF-SHADOWS.md §6)', () => {
  const LIVES: Record<CharacterSet, Partial<Record<CharacterKey, number>>> = {
    base: {
      bart_cassidy: 4,
      black_jack: 4,
      calamity_janet: 4,
      el_gringo: 3,
      jesse_jones: 4,
      jourdonnais: 4,
      kit_carlson: 4,
      lucky_duke: 4,
      paul_regret: 3,
      pedro_ramirez: 4,
      rose_doolan: 4,
      sid_ketchum: 4,
      slab_the_killer: 4,
      suzy_lafayette: 4,
      vulture_sam: 4,
      willy_the_kid: 4,
    },
    dodge_city: {
      apache_kid: 3,
      belle_star: 4,
      bill_noface: 4,
      chuck_wengam: 4,
      doc_holyday: 4,
      elena_fuente: 3,
      greg_digger: 4,
      herb_hunter: 4,
      jose_delgado: 4,
      molly_stark: 4,
      pat_brennan: 4,
      pixie_pete: 3,
      sean_mallory: 3,
      tequila_joe: 4,
      vera_custer: 3,
    },
    bullet: { uncle_will: 4, johnny_kisch: 4, claus_the_saint: 3 },
    wild_west_show: {
      big_spencer: 9,
      flint_westwood: 4,
      gary_looter: 5,
      greygory_deck: 4,
      john_pain: 4,
      lee_van_kliff: 4,
      teren_kill: 3,
      youl_grinner: 4,
    },
    gold_rush: {
      don_bell: 4,
      dutch_will: 4,
      jacky_murieta: 4,
      josh_mccloud: 4,
      madam_yto: 4,
      pretty_luzena: 4,
      raddie_snake: 4,
      simeon_picos: 4,
    },
    // Tuco Franziskaner's 5: two of the three sources of VALLEY-OF-SHADOWS.md §10.1 agree on it.
    valley_of_shadows: {
      black_flower: 4,
      colorado_bill: 4,
      der_spot_burst_ringer: 4,
      evelyn_shebang: 4,
      henry_block: 4,
      lemonade_jim: 4,
      mick_defender: 4,
      tuco_franziskaner: 5,
    },
  };

  it('has 16 base, 15 Dodge City, 3 Bullet, 8 Wild West Show, 8 Gold Rush and 8 Valley of Shadows characters with their printed lives', () => {
    for (const [set, lives] of Object.entries(LIVES)) {
      const actual = Object.fromEntries(CHARACTERS.filter((data) => data.set === set).map((data) => [data.key, data.life]));
      expect(actual).toEqual(lives);
    }
    expect(Object.keys(LIVES.base)).toHaveLength(16);
    expect(Object.keys(LIVES.dodge_city)).toHaveLength(15);
    expect(Object.keys(LIVES.wild_west_show)).toHaveLength(8);
    expect(Object.keys(LIVES.gold_rush)).toHaveLength(8);
    expect(Object.keys(LIVES.valley_of_shadows)).toHaveLength(8);
    expect(CHARACTERS).toHaveLength(16 + 15 + 3 + 8 + 8 + 8);
    expect(new Set(CHARACTERS.map((data) => data.key)).size).toBe(16 + 15 + 3 + 8 + 8 + 8);
  });

  it('looks characters up by key and by set', () => {
    expect(character('bart_cassidy')).toEqual({ key: 'bart_cassidy', set: 'base', life: 4 });
    expect(character('claus_the_saint')).toEqual({ key: 'claus_the_saint', set: 'bullet', life: 3 });
    expect(() => character('nobody' as CharacterKey)).toThrow();
    expect(charactersOf(['base'])).toEqual(Object.keys(LIVES.base));
    expect(charactersOf(['dodge_city', 'bullet'])).toEqual([...Object.keys(LIVES.dodge_city), ...Object.keys(LIVES.bullet)]);
    expect(charactersOf(['base', 'dodge_city', 'bullet'])).toHaveLength(34);
    expect(charactersOf(['wild_west_show'])).toEqual(Object.keys(LIVES.wild_west_show));
    expect(charactersOf(['gold_rush'])).toEqual(Object.keys(LIVES.gold_rush));
    expect(character('big_spencer')).toEqual({ key: 'big_spencer', set: 'wild_west_show', life: 9 });
    expect(character('simeon_picos')).toEqual({ key: 'simeon_picos', set: 'gold_rush', life: 4 });
    expect(charactersOf(['valley_of_shadows'])).toEqual(Object.keys(LIVES.valley_of_shadows));
    expect(character('tuco_franziskaner')).toEqual({ key: 'tuco_franziskaner', set: 'valley_of_shadows', life: 5 });
    expect(charactersOf([])).toEqual([]);
  });
});

describe('roles (RULES.md §3.1 Roles by player count)', () => {
  const TABLE: Record<number, Record<Role, number>> = {
    3: { sheriff: 0, deputy: 1, outlaw: 1, renegade: 1 },
    4: { sheriff: 1, deputy: 0, outlaw: 2, renegade: 1 },
    5: { sheriff: 1, deputy: 1, outlaw: 2, renegade: 1 },
    6: { sheriff: 1, deputy: 1, outlaw: 3, renegade: 1 },
    7: { sheriff: 1, deputy: 2, outlaw: 3, renegade: 1 },
    8: { sheriff: 1, deputy: 2, outlaw: 3, renegade: 2 },
  };

  for (const [players, expected] of Object.entries(TABLE)) {
    it(`deals the right roles to ${players} players`, () => {
      const roles = rolesFor(Number(players));
      expect(roles).toHaveLength(Number(players));
      expect(Object.fromEntries(ROLES.map((role) => [role, roles.filter((r) => r === role).length]))).toEqual(expected);
    });
  }

  it('has no Sheriff with 3 players and exactly one otherwise', () => {
    expect(rolesFor(3)).toEqual(['deputy', 'outlaw', 'renegade']);
    expect(rolesFor(8)).toEqual(['sheriff', 'deputy', 'deputy', 'outlaw', 'outlaw', 'outlaw', 'renegade', 'renegade']);
  });

  it('throws for other player counts', () => {
    for (const players of [0, 1, 2, 9, 3.5, Number.NaN, -4]) expect(() => rolesFor(players)).toThrow();
  });
});

describe('event cards (RULES.md §16 High Noon and A Fistful of Cards)', () => {
  const of = (set: 'high_noon' | 'fistful') => EVENTS.filter((data) => data.set === set);

  it('has High Noon 13 + 2 Bullet extras and A Fistful of Cards 14 + its final card', () => {
    expect(of('high_noon')).toHaveLength(15);
    expect(of('high_noon').filter((data) => !data.bullet)).toHaveLength(13);
    expect(of('high_noon').filter((data) => data.bullet).map((data) => data.key).sort()).toEqual(['handcuffs', 'new_identity']);
    expect(of('fistful')).toHaveLength(15);
    expect(of('fistful').filter((data) => !data.final)).toHaveLength(14);
    expect(of('fistful').some((data) => data.bullet)).toBe(false);
    expect(EVENTS).toHaveLength(30);
    expect(new Set(EVENTS.map((data) => data.key)).size).toBe(30);
  });

  it('has exactly one final card per deck', () => {
    expect(EVENTS.filter((data) => data.final).map((data) => [data.set, data.key])).toEqual([
      ['high_noon', 'high_noon'],
      ['fistful', 'a_fistful_of_cards'],
    ]);
  });

  it('looks events up by key', () => {
    expect(event('high_noon')).toEqual({ key: 'high_noon', set: 'high_noon', final: true, bullet: false, option: null });
    expect(event('handcuffs')).toEqual({ key: 'handcuffs', set: 'high_noon', final: false, bullet: true, option: null });
    expect(event('vendetta')).toEqual({ key: 'vendetta', set: 'fistful', final: false, bullet: false, option: null });
    expect(() => event('siesta' as never)).toThrow();
  });

  it('never puts a Wild West Show card in the High Noon / A Fistful of Cards deck (WILD-WEST-SHOW.md §W4)', () => {
    const reverse = <T>(items: T[]) => [...items].reverse();
    const show = new Set<string>(SHOW_EVENTS.map((data) => data.key));
    for (const sets of [['high_noon'], ['fistful'], ['high_noon', 'fistful']] as const) {
      const stack = buildEventDeck(sets, true, reverse);
      expect(stack.filter((key) => show.has(key))).toEqual([]);
      // Asking for the show stack too changes nothing: it is built on its own.
      expect(buildEventDeck([...sets, 'wild_west_show'], true, reverse)).toEqual(stack);
    }
    expect(buildEventDeck(['wild_west_show'], true, reverse)).toEqual([]);
  });
});

describe('Wild West Show event cards (WILD-WEST-SHOW.md §W6 Event cards (9 + final))', () => {
  const NINE: EventKey[] = [
    'bone_orchard',
    'darling_valentine',
    'dorothy_rage',
    'gag',
    'helena_zontero',
    'lady_rose_of_texas',
    'miss_susanna',
    'sacagaway',
    'showdown',
  ];
  const DEFAULTS = { includeGag: false, includeDorothyRage: true };
  const identity = <T>(items: T[]) => items;

  it('has nine events and the final card "Wild West Show", apart from the other decks', () => {
    expect(SHOW_EVENTS.map((data) => data.key)).toEqual([...NINE, 'wild_west_show']);
    expect(SHOW_EVENTS.every((data) => data.set === 'wild_west_show' && !data.bullet)).toBe(true);
    expect(SHOW_EVENTS.filter((data) => data.final).map((data) => data.key)).toEqual(['wild_west_show']);
    expect(EVENTS.some((data) => data.set === 'wild_west_show')).toBe(false);
    expect(event('wild_west_show')).toEqual({ key: 'wild_west_show', set: 'wild_west_show', final: true, bullet: false, option: null });
  });

  it('ties Gag and Dorothy Rage, and only them, to their lobby options (§W8 Lobby options)', () => {
    expect(SHOW_EVENTS.filter((data) => data.option !== null).map((data) => [data.key, data.option])).toEqual([
      ['dorothy_rage', 'includeDorothyRage'],
      ['gag', 'includeGag'],
    ]);
  });

  it('builds the default stack: 8 events, Gag left out, the final card last (§W2 Setup changes)', () => {
    const stack = buildShowDeck(DEFAULTS, identity);
    expect(stack).toHaveLength(9);
    expect(stack.at(-1)).toBe('wild_west_show');
    expect(stack).not.toContain('gag');
    expect(stack).toContain('dorothy_rage');
    expect(stack.slice(0, -1)).toEqual(NINE.filter((key) => key !== 'gag'));
  });

  it('adds Gag and removes Dorothy Rage as the options say', () => {
    const cases = [
      { options: { includeGag: true, includeDorothyRage: true }, gag: true, dorothy: true, length: 10 },
      { options: { includeGag: true, includeDorothyRage: false }, gag: true, dorothy: false, length: 9 },
      { options: { includeGag: false, includeDorothyRage: false }, gag: false, dorothy: false, length: 8 },
      { options: DEFAULTS, gag: false, dorothy: true, length: 9 },
    ];
    for (const { options, gag, dorothy, length } of cases) {
      const stack = buildShowDeck(options, identity);
      expect({ options, length: stack.length, gag: stack.includes('gag'), dorothy: stack.includes('dorothy_rage'), last: stack.at(-1) }).toEqual({
        options,
        length,
        gag,
        dorothy,
        last: 'wild_west_show',
      });
      expect(new Set(stack).size).toBe(stack.length);
      expect(stack.indexOf('wild_west_show')).toBe(stack.length - 1);
    }
  });

  it('shuffles the events above the final card with the shuffle it is given, and only them', () => {
    const calls: unknown[][] = [];
    const reverse = <T>(items: T[]) => {
      calls.push([...items]);
      return [...items].reverse();
    };
    const stack = buildShowDeck(DEFAULTS, reverse);
    expect(calls).toEqual([NINE.filter((key) => key !== 'gag')]);
    expect(stack).toEqual([...NINE.filter((key) => key !== 'gag').reverse(), 'wild_west_show']);
  });
});
