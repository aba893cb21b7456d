// The components of Colt Express (base game), encoded from RULES.md (§2 components and cars,
// §7 round cards, §8 characters). Pure data plus a few lookups: no game state and no
// randomness, so the rules engine and the board can both import it. Where RULES.md records a
// ruling on the data, the comment says so.

/** Fewest players the game supports (the 2-player game uses teams, RULES.md §11). */
export const MIN_PLAYERS = 2;

/** Most players the game supports: one per character. */
export const MAX_PLAYERS = 6;

/** A supported number of players. */
export type PlayerCount = 2 | 3 | 4 | 5 | 6;

/** Rounds in a game; the last one is always played with the train-station card. */
export const ROUNDS = 5;

/** Whether `n` is a supported number of players. */
export function isPlayerCount(n: number): n is PlayerCount {
  return Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

// ---------------------------------------------------------------------------------------------
// Loot

/** A kind of loot token. Ransoms only exist from the Hostage-Taking station event on. */
export type LootKind = 'purse' | 'jewel' | 'strongbox' | 'ransom';

/** Every loot kind, in the order a player's haul is listed. */
export const LOOT_KINDS: readonly LootKind[] = Object.freeze(['purse', 'jewel', 'strongbox', 'ransom']);

/** How many tokens of one value the box holds. */
export interface LootSupply {
  /** Dollars scored per token. */
  value: number;
  /** Tokens of that value in the box. */
  count: number;
}

/** The 18 purses by printed value; values are hidden, so which one moves is a random draw. */
export const PURSE_DISTRIBUTION: readonly LootSupply[] = Object.freeze(
  (
    [
      [250, 8],
      [300, 2],
      [350, 2],
      [400, 2],
      [450, 2],
      [500, 2],
    ] as const
  ).map(([value, count]): LootSupply => Object.freeze({ value, count })),
);

/** Purses in the box. */
export const PURSE_COUNT = 18;

/** The jewels: all worth the same, so they are never hidden. */
export const JEWELS: LootSupply = Object.freeze({ value: 500, count: 6 });

/** The strongboxes: one starts in the locomotive, the other waits for Take It All!. */
export const STRONGBOXES: LootSupply = Object.freeze({ value: 1000, count: 2 });

/** The $250 purse every character starts with, taken before the cars are filled. */
export const STARTING_PURSE_VALUE = 250;

/** What Hostage-Taking of the Conductor pays; the bank of ransoms is unlimited. */
export const HOSTAGE_RANSOM = 250;

/** The value of each of the 18 purses, lowest first: the stock the game shuffles. */
export function purseValues(): number[] {
  return PURSE_DISTRIBUTION.flatMap(({ value, count }) => Array.from({ length: count }, () => value));
}

// ---------------------------------------------------------------------------------------------
// Train

/** A car, named after the loot printed on its floor (cars have no official names). */
export type CarId = 'car_3p' | 'car_3j' | 'car_1p1j' | 'car_3p1j' | 'car_4p1j' | 'car_1p';

/** A car and the loot put inside it at setup. */
export interface CarData {
  id: CarId;
  /** Tokens placed inside at setup; purses are drawn at random from what is left in the stock. */
  inside: { purse: number; jewel: number };
}

/** The six cars in the order of RULES.md §2. Together they hold 12 purses and 6 jewels. */
export const CARS: readonly CarData[] = Object.freeze(
  (
    [
      ['car_3p', 3, 0],
      ['car_3j', 0, 3],
      ['car_1p1j', 1, 1],
      // Ruling (RULES.md §2, car loot): two public implementations give 3 purses + 1 jewel,
      // which uses exactly the 18 purses and 6 jewels with 6 players; another gives 2 purses.
      ['car_3p1j', 3, 1],
      ['car_4p1j', 4, 1],
      ['car_1p', 1, 0],
    ] as const satisfies readonly (readonly [CarId, number, number])[]
  ).map(([id, purse, jewel]): CarData => Object.freeze({ id, inside: Object.freeze({ purse, jewel }) })),
);

/** The car ids, in the order of {@link CARS}. */
export const CAR_IDS: readonly CarId[] = Object.freeze(CARS.map((car) => car.id));

/** The car with this id. */
export function car(id: CarId): CarData {
  const found = CARS.find((data) => data.id === id);
  if (found === undefined) throw new Error(`unknown car ${id}`);
  return found;
}

/**
 * Cars in the train (the locomotive not counted): one per player, but 4 in the 2-player game
 * because each player then runs two bandits. Which cars, and their order, is random (ruling).
 */
export function carCountFor(numPlayers: PlayerCount): number {
  return numPlayers === 2 ? 4 : numPlayers;
}

/** The locomotive: the unit at index C, the Marshal's start and the first strongbox's place. */
export const LOCOMOTIVE = Object.freeze({
  inside: Object.freeze({ strongbox: 1 }),
  marshalStartsHere: true,
} as const);

/**
 * The unit a bandit starts inside, for the player's 1-based number counted clockwise from the
 * first player: odd numbers in the caboose (0), even numbers in the car next to it (1), so the
 * bandits begin split over the two rear cars.
 */
export function startUnitFor(playerNumber: number): 0 | 1 {
  return playerNumber % 2 === 1 ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------
// Round and train-station cards

/** A turn symbol on a round card: how the players act for that turn of the Schemin' phase. */
export type TurnSymbol = 'normal' | 'tunnel' | 'speedUp' | 'switching';

/** The end-of-round event of a regular round card. */
export type RoundEvent = 'angry_marshal' | 'swivel_arm' | 'braking' | 'take_it_all' | 'passengers_rebellion';

/** The end-of-game event of a train-station card. */
export type StationEvent = 'marshals_revenge' | 'pickpocketing' | 'hostage_conductor';

/** Any card event; each event's key is also the id of the card carrying it. */
export type CardEvent = RoundEvent | StationEvent;

/** A regular round card id. Both sets use the same seven ids with different turn symbols. */
export type RoundCardId = RoundEvent | 'tunnel_no_event' | 'bridge_no_event';

/** A train-station card id. */
export type StationCardId = StationEvent;

/** Which set of seven round cards a game uses. */
export type RoundSet = '2-4' | '5-6';

/** A regular round card: turn symbols left to right, and its event if any. */
export interface RoundCardData {
  id: RoundCardId;
  set: RoundSet;
  turns: readonly TurnSymbol[];
  event: RoundEvent | null;
}

/** A train-station card: always the 5th round, always with an event. */
export interface StationCardData {
  id: StationCardId;
  turns: readonly TurnSymbol[];
  event: StationEvent;
}

type Turns = readonly TurnSymbol[];

function roundCard(set: RoundSet, id: RoundCardId, turns: Turns, event: RoundEvent | null): RoundCardData {
  return Object.freeze({ id, set, turns: Object.freeze([...turns]), event });
}

/**
 * The seven round cards of each set. Turn symbols follow the card images, which win over the
 * implementations where they differ (Braking in both sets, the 2–4 Take It All!).
 */
export const ROUND_CARDS: Readonly<Record<RoundSet, readonly RoundCardData[]>> = Object.freeze({
  '2-4': Object.freeze([
    roundCard('2-4', 'angry_marshal', ['normal', 'normal', 'tunnel', 'switching'], 'angry_marshal'),
    roundCard('2-4', 'swivel_arm', ['normal', 'tunnel', 'normal', 'normal'], 'swivel_arm'),
    roundCard('2-4', 'braking', ['normal', 'normal', 'normal', 'normal'], 'braking'),
    roundCard('2-4', 'take_it_all', ['normal', 'tunnel', 'speedUp', 'normal'], 'take_it_all'),
    roundCard('2-4', 'passengers_rebellion', ['normal', 'normal', 'tunnel', 'normal', 'normal'], 'passengers_rebellion'),
    roundCard('2-4', 'tunnel_no_event', ['normal', 'tunnel', 'normal', 'tunnel', 'normal'], null),
    roundCard('2-4', 'bridge_no_event', ['normal', 'speedUp', 'normal'], null),
  ]),
  '5-6': Object.freeze([
    // No image of this card is known; the implementations agree on these symbols.
    roundCard('5-6', 'angry_marshal', ['normal', 'normal', 'switching'], 'angry_marshal'),
    roundCard('5-6', 'swivel_arm', ['normal', 'tunnel', 'normal'], 'swivel_arm'),
    roundCard('5-6', 'braking', ['normal', 'tunnel', 'normal', 'normal'], 'braking'),
    roundCard('5-6', 'take_it_all', ['normal', 'speedUp', 'switching'], 'take_it_all'),
    roundCard('5-6', 'passengers_rebellion', ['normal', 'tunnel', 'normal', 'switching'], 'passengers_rebellion'),
    roundCard('5-6', 'tunnel_no_event', ['normal', 'tunnel', 'normal', 'tunnel'], null),
    roundCard('5-6', 'bridge_no_event', ['normal', 'speedUp'], null),
  ]),
});

/** The three train-station cards; they share one turn sequence, only the event differs. */
export const STATION_CARDS: readonly StationCardData[] = Object.freeze(
  (['marshals_revenge', 'pickpocketing', 'hostage_conductor'] as const).map(
    (id): StationCardData =>
      Object.freeze({ id, turns: Object.freeze(['normal', 'normal', 'tunnel', 'normal'] as const), event: id }),
  ),
);

/** Every event, round events first, in card order: the keys the event texts are filed under. */
export const CARD_EVENTS: readonly CardEvent[] = Object.freeze([
  'angry_marshal',
  'swivel_arm',
  'braking',
  'take_it_all',
  'passengers_rebellion',
  'marshals_revenge',
  'pickpocketing',
  'hostage_conductor',
]);

/** How the round deck is built: 4 random regular cards, then 1 random station card under them. */
export const ROUND_DECK = Object.freeze({ regularCards: 4, stationCards: 1 } as const);

/** The round set for a player count; the 2-player game uses the 2–4 set (ruling). */
export function roundSetFor(numPlayers: PlayerCount): RoundSet {
  return numPlayers <= 4 ? '2-4' : '5-6';
}

/** The seven round cards the round deck is drawn from for this player count. */
export function roundCardsFor(numPlayers: PlayerCount): readonly RoundCardData[] {
  return ROUND_CARDS[roundSetFor(numPlayers)];
}

// ---------------------------------------------------------------------------------------------
// Characters, action cards and bullets

/** A character (and its bandit), by the id RULES.md §8 gives it. */
export type CharacterKey = 'ghost' | 'tuco' | 'cheyenne' | 'doc' | 'belle' | 'django';

/** A character's colour: it marks the bandit, the action cards and the bullet cards. */
export type BanditColor = 'white' | 'red' | 'green' | 'blue' | 'purple' | 'black';

/**
 * The rule a character bends, named for what the engine has to check:
 * - `faceDownFirstTurn` (Ghost): may play face down on the round's first turn;
 * - `fireThroughFloor` (Tuco): may also fire at the other level of his own unit;
 * - `pocketPunchedPurse` (Cheyenne): may keep a purse her punch knocks loose;
 * - `extraCard` (Doc): hand of 7 instead of 6;
 * - `onlyLastTarget` (Belle): can be targeted only when no one else can;
 * - `shotPushes` (Django): his shot pushes the target one unit on.
 */
export type CharacterAbility =
  | 'faceDownFirstTurn'
  | 'fireThroughFloor'
  | 'pocketPunchedPurse'
  | 'extraCard'
  | 'onlyLastTarget'
  | 'shotPushes';

/** A character card. */
export interface CharacterData {
  key: CharacterKey;
  color: BanditColor;
  ability: CharacterAbility;
}

/** The six characters, in the order of RULES.md §8. */
export const CHARACTERS: readonly CharacterData[] = Object.freeze(
  (
    [
      ['ghost', 'white', 'faceDownFirstTurn'],
      ['tuco', 'red', 'fireThroughFloor'],
      ['cheyenne', 'green', 'pocketPunchedPurse'],
      ['doc', 'blue', 'extraCard'],
      ['belle', 'purple', 'onlyLastTarget'],
      ['django', 'black', 'shotPushes'],
    ] as const satisfies readonly (readonly [CharacterKey, BanditColor, CharacterAbility])[]
  ).map(([key, color, ability]): CharacterData => Object.freeze({ key, color, ability })),
);

/** The character keys, in the order of {@link CHARACTERS}. */
export const CHARACTER_KEYS: readonly CharacterKey[] = Object.freeze(CHARACTERS.map((data) => data.key));

/** The character with this key. */
export function character(key: CharacterKey): CharacterData {
  const found = CHARACTERS.find((data) => data.key === key);
  if (found === undefined) throw new Error(`unknown character ${key}`);
  return found;
}

/** A kind of action card (RULES.md §2, a character's 10 action cards). */
export type ActionKind = 'move' | 'changeFloor' | 'fire' | 'robbery' | 'punch' | 'marshal';

/** Every action kind, in the order of RULES.md §2's table of action cards. */
export const ACTION_KINDS: readonly ActionKind[] = Object.freeze([
  'move',
  'changeFloor',
  'fire',
  'robbery',
  'punch',
  'marshal',
]);

/** Copies of each action card in every character's 10-card deck. */
export const ACTION_DECK: Readonly<Record<ActionKind, number>> = Object.freeze({
  move: 2,
  changeFloor: 2,
  fire: 2,
  robbery: 2,
  punch: 1,
  marshal: 1,
});

/** Action cards per character. */
export const ACTION_CARDS_PER_CHARACTER = 10;

/**
 * The number of bullets printed on each of a character's six bullet cards. Firing hands them
 * out from the cylinder, so how many are left decides the Gunslinger.
 */
export const BULLET_VALUES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6]);

/** Bullet cards per character. */
export const BULLET_CARDS_PER_CHARACTER = 6;

/** Neutral bullet cards the Marshal and the passengers hand out; they can run out. */
export const NEUTRAL_BULLETS = 13;

/** Cards drawn at the start of each round (and refilled to in the advanced variant). */
export const HAND_SIZE = 6;

/** Doc's hand size: his ability is one card more. */
export const DOC_HAND_SIZE = 7;

/** The hand a character draws (or refills to) at the start of a round. */
export function handSizeFor(key: CharacterKey): number {
  return character(key).ability === 'extraCard' ? DOC_HAND_SIZE : HAND_SIZE;
}

/** Cards drawn when a player draws instead of playing an action. */
export const DRAW_INSTEAD_OF_PLAY = 3;

/** The farthest a bandit moves along the roofs with one Move (inside it is always 1). */
export const ROOF_MOVE_MAX = 3;

/** The Gunslinger award, for every player tied for the fewest own bullet cards left. */
export const GUNSLINGER_BONUS = 1000;

// ---------------------------------------------------------------------------------------------
// Two-player game

/**
 * The 2-player team game: each player runs two characters from one mixed 11-card deck (each
 * character's duplicates removed, then one of the two Marshal cards), always with the advanced
 * variant, without the Gunslinger award, and with friendly fire allowed.
 */
export const TWO_PLAYER = Object.freeze({
  carCount: 4,
  charactersPerPlayer: 2,
  deckSize: 11,
  deck: Object.freeze({ fire: 2, punch: 2, move: 2, changeFloor: 2, robbery: 2, marshal: 1 }) as Readonly<
    Record<ActionKind, number>
  >,
  suggestedFirstGame: Object.freeze([
    Object.freeze(['tuco', 'cheyenne']),
    Object.freeze(['django', 'doc']),
  ]) as readonly (readonly [CharacterKey, CharacterKey])[],
  usesAdvancedVariant: true,
  gunslinger: false,
  friendlyFire: true,
} as const);
