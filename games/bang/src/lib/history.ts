import type { CardId } from '@parlor/deck';
import { card } from './cards';
import type { BangState, CardFace, HistoryEntry } from './state';

/** How many history entries the state keeps (older ones drop off; the board shows the latest). Every
 * move copies the list and the framework walks it: 20 lines cost 6% less per move than 40. */
export const HISTORY_LENGTH = 20;

type Entry = HistoryEntry extends infer E ? (E extends { n: number } ? Omit<E, 'n'> : never) : never;

/** Adds a line to the public history. */
export function record(G: BangState, entry: Entry): void {
  const line = { ...entry, n: G.historyCount++ } as HistoryEntry;
  // The list G came with is frozen (see withPlainState); the first line of a move copies it,
  // the next lines of the same move add to that copy.
  if (Object.isFrozen(G.history)) G.history = G.history.length >= HISTORY_LENGTH ? [...G.history.slice(1), line] : [...G.history, line];
  else {
    G.history.push(line);
    if (G.history.length > HISTORY_LENGTH) G.history.shift();
  }
}

/** A card's face for the history. */
export function faceOf(id: CardId): CardFace {
  const { key, suit, rank } = card(id);
  return { key, suit, rank };
}

/** Marks a card as seen by everyone entering a hand. */
export function makeKnown(G: BangState, id: CardId): void {
  if (!G.known.includes(id)) G.known = [...G.known, id];
}
