/** The event deck a card belongs to: High Noon or A Fistful of Cards (RULES.md §16.4 A Fistful of Cards cards). */
export type EventSet = 'high_noon' | 'fistful';

// In the order of RULES.md §16.3 High Noon cards and §16.4 A Fistful of Cards cards. `final` marks the card that goes to the bottom
// of its deck and stays until the end (RULES.md §16.1 Building the event deck); `bullet` marks
// the two High Noon cards that only The Bullet edition has (RULES.md §1 Components).
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
] as const satisfies readonly { key: string; set: EventSet; final: boolean; bullet: boolean }[];

/** An event card, as its `key` in RULES.md §16.3 and §16.4. */
export type EventKey = (typeof ROWS)[number]['key'];

/** An event card of High Noon or A Fistful of Cards. */
export interface EventData {
  key: EventKey;
  set: EventSet;
  /** The deck's last card ("High Noon", "A Fistful of Cards"), in effect until the game ends. */
  final: boolean;
  /** One of The Bullet's extras (Handcuffs, New Identity), added to the High Noon deck. */
  bullet: boolean;
}

/** Every event card (High Noon 13 + 2 Bullet extras, A Fistful of Cards 15), in the order of RULES.md §16.3 and §16.4. */
export const EVENTS: readonly EventData[] = Object.freeze(ROWS.map((row): EventData => Object.freeze({ ...row })));

const byKey: ReadonlyMap<string, EventData> = new Map(EVENTS.map((data) => [data.key, data]));

/** The event card with this key; throws for an unknown key. */
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
 */
export function buildEventDeck(sets: readonly EventSet[], bullet: boolean, shuffle: <T>(items: T[]) => T[]): EventKey[] {
  if (sets.length === 0) return [];
  const chosen = EVENTS.filter((data) => sets.includes(data.set) && (bullet || !data.bullet));
  const others = shuffle(chosen.filter((data) => !data.final).map((data) => data.key));
  const finals = shuffle(chosen.filter((data) => data.final).map((data) => data.key));
  const drawn = sets.length > 1 ? others.slice(0, MIXED_DECK_SIZE) : others;
  return [...drawn, finals[0]!];
}
