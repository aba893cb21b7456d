/**
 * The stack an event card belongs to: High Noon or A Fistful of Cards (RULES.md §16.4 A Fistful of
 * Cards cards), or Wild West Show's own stack, which is never mixed with those two
 * (WILD-WEST-SHOW.md §W4 Interaction with the High Noon / A Fistful of Cards deck).
 */
export type EventSet = 'high_noon' | 'fistful' | 'wild_west_show';

/** The lobby options that take a Wild West Show card out of its stack or put it in (WILD-WEST-SHOW.md §W8 Lobby options). */
export interface ShowDeckOptions {
  /** Gag is left out unless this is on. */
  includeGag: boolean;
  /** Dorothy Rage is in unless this is off. */
  includeDorothyRage: boolean;
}

// In the order of RULES.md §16.3 High Noon cards, §16.4 A Fistful of Cards cards and
// WILD-WEST-SHOW.md §W6 Event cards (9 + final). `final` marks the card that goes to the bottom of
// its deck and stays until the end (RULES.md §16.1 Building the event deck; §W2 Setup changes);
// `bullet` marks the two High Noon cards that only The Bullet edition has (RULES.md §1
// Components); `option` names the lobby option that decides whether the card is in its stack (the
// two Wild West Show cards a digital table cannot or may not want to play as printed: §W6.3
// Dorothy Rage, §W6.4 Gag).
const ROWS = [
  { key: 'blessing', set: 'high_noon', final: false, bullet: false },
  { key: 'curse', set: 'high_noon', final: false, bullet: false },
  { key: 'ghost_town', set: 'high_noon', final: false, bullet: false },
  { key: 'gold_rush', set: 'high_noon', final: false, bullet: false },
  { key: 'hangover', set: 'high_noon', final: false, bullet: false },
  { key: 'high_noon', set: 'high_noon', final: true, bullet: false },
  { key: 'shootout', set: 'high_noon', final: false, bullet: false },
  { key: 'the_daltons', set: 'high_noon', final: false, bullet: false },
  { key: 'the_doctor', set: 'high_noon', final: false, bullet: false },
  { key: 'the_reverend', set: 'high_noon', final: false, bullet: false },
  { key: 'the_sermon', set: 'high_noon', final: false, bullet: false },
  { key: 'thirst', set: 'high_noon', final: false, bullet: false },
  { key: 'train_arrival', set: 'high_noon', final: false, bullet: false },
  { key: 'handcuffs', set: 'high_noon', final: false, bullet: true },
  { key: 'new_identity', set: 'high_noon', final: false, bullet: true },

  { key: 'a_fistful_of_cards', set: 'fistful', final: true, bullet: false },
  { key: 'abandoned_mine', set: 'fistful', final: false, bullet: false },
  { key: 'ambush', set: 'fistful', final: false, bullet: false },
  { key: 'blood_brothers', set: 'fistful', final: false, bullet: false },
  { key: 'dead_man', set: 'fistful', final: false, bullet: false },
  { key: 'hard_liquor', set: 'fistful', final: false, bullet: false },
  { key: 'lasso', set: 'fistful', final: false, bullet: false },
  { key: 'law_of_the_west', set: 'fistful', final: false, bullet: false },
  { key: 'peyote', set: 'fistful', final: false, bullet: false },
  { key: 'ranch', set: 'fistful', final: false, bullet: false },
  { key: 'ricochet', set: 'fistful', final: false, bullet: false },
  { key: 'russian_roulette', set: 'fistful', final: false, bullet: false },
  { key: 'sniper', set: 'fistful', final: false, bullet: false },
  { key: 'the_judge', set: 'fistful', final: false, bullet: false },
  { key: 'vendetta', set: 'fistful', final: false, bullet: false },

  { key: 'bone_orchard', set: 'wild_west_show', final: false, bullet: false },
  { key: 'darling_valentine', set: 'wild_west_show', final: false, bullet: false },
  { key: 'dorothy_rage', set: 'wild_west_show', final: false, bullet: false, option: 'includeDorothyRage' },
  { key: 'gag', set: 'wild_west_show', final: false, bullet: false, option: 'includeGag' },
  { key: 'helena_zontero', set: 'wild_west_show', final: false, bullet: false },
  { key: 'lady_rose_of_texas', set: 'wild_west_show', final: false, bullet: false },
  { key: 'miss_susanna', set: 'wild_west_show', final: false, bullet: false },
  { key: 'sacagaway', set: 'wild_west_show', final: false, bullet: false },
  { key: 'showdown', set: 'wild_west_show', final: false, bullet: false },
  { key: 'wild_west_show', set: 'wild_west_show', final: true, bullet: false },
] as const satisfies readonly { key: string; set: EventSet; final: boolean; bullet: boolean; option?: keyof ShowDeckOptions }[];

/** An event card, as its `key` in RULES.md §16.3 and §16.4 and WILD-WEST-SHOW.md §W6. */
export type EventKey = (typeof ROWS)[number]['key'];

/** An event card of High Noon, A Fistful of Cards or Wild West Show. */
export interface EventData {
  key: EventKey;
  set: EventSet;
  /** The stack's last card ("High Noon", "A Fistful of Cards", "Wild West Show"), in effect until the game ends. */
  final: boolean;
  /** One of The Bullet's extras (Handcuffs, New Identity), added to the High Noon deck. */
  bullet: boolean;
  /** The lobby option that decides whether this card is in its stack (Gag, Dorothy Rage); null: always in. */
  option: keyof ShowDeckOptions | null;
}

const ALL: readonly EventData[] = Object.freeze(ROWS.map((row): EventData => Object.freeze({ option: null, ...row })));

/**
 * The cards of the High Noon / A Fistful of Cards event deck (High Noon 13 + 2 Bullet extras, A
 * Fistful of Cards 15), in the order of RULES.md §16.3 and §16.4. Wild West Show's cards are not
 * among them: theirs is a stack of its own ({@link SHOW_EVENTS}).
 */
export const EVENTS: readonly EventData[] = Object.freeze(ALL.filter((data) => data.set !== 'wild_west_show'));

/** Wild West Show's 9 events and its final card, in the order of WILD-WEST-SHOW.md §W6 Event cards (9 + final). */
export const SHOW_EVENTS: readonly EventData[] = Object.freeze(ALL.filter((data) => data.set === 'wild_west_show'));

const byKey: ReadonlyMap<string, EventData> = new Map(ALL.map((data) => [data.key, data]));

/** The event card with this key, of any stack; throws for an unknown key. */
export function event(key: EventKey): EventData {
  const data = byKey.get(key);
  if (data === undefined) throw new Error(`Unknown BANG! event: ${JSON.stringify(key)}`);
  return data;
}

/** How many events are drawn from both decks together before the final card (RULES.md §16.1 Building the event deck). */
export const MIXED_DECK_SIZE = 12;

/**
 * The event stack of a match, next first and the final card last (RULES.md §16.1 Building the event
 * deck): with one deck, its other cards shuffled (High Noon's Bullet extras only when `bullet`)
 * and its final card under them; with both, twelve of the other cards of both decks at random and
 * one of the two final cards, chosen at random, under them. Empty without an event deck.
 * `wild_west_show` in `sets` changes nothing: that stack is {@link buildShowDeck}'s.
 */
export function buildEventDeck(sets: readonly EventSet[], bullet: boolean, shuffle: <T>(items: T[]) => T[]): EventKey[] {
  const decks: readonly EventSet[] = sets.filter((set) => set !== 'wild_west_show');
  if (decks.length === 0) return [];
  const chosen = EVENTS.filter((data) => decks.includes(data.set) && (bullet || !data.bullet));
  const others = shuffle(chosen.filter((data) => !data.final).map((data) => data.key));
  const finals = shuffle(chosen.filter((data) => data.final).map((data) => data.key));
  const drawn = decks.length > 1 ? others.slice(0, MIXED_DECK_SIZE) : others;
  return [...drawn, finals[0]!];
}

/**
 * The Wild West Show stack of a match, next first and the final card last (WILD-WEST-SHOW.md §W2
 * Setup changes): "Wild West Show" set aside, the other cards the options keep (Gag only with
 * `includeGag`, Dorothy Rage unless `includeDorothyRage` is off: §W8 Lobby options) shuffled, and
 * "Wild West Show" under them. Never any High Noon or A Fistful of Cards card: that deck is
 * {@link buildEventDeck}'s (§W4 Interaction with the High Noon / A Fistful of Cards deck).
 */
export function buildShowDeck(options: ShowDeckOptions, shuffle: <T>(items: T[]) => T[]): EventKey[] {
  const kept = SHOW_EVENTS.filter((data) => !data.final && (data.option === null || options[data.option]));
  const finals = SHOW_EVENTS.filter((data) => data.final).map((data) => data.key);
  return [...shuffle(kept.map((data) => data.key)), ...finals];
}
