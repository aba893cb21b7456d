import type { CardId } from '@parlor/deck';
import { card } from './cards';
import type { BangState, CardFace, HistoryEntry } from './state';

/**
 * How many history entries the state keeps from before the action being played: every move
 * copies the list and the framework walks it, so G keeps only its latest lines (20 cost 6% less
 * per move than 40). The server stores the lines each action adds with its log entry, so boards
 * still show the whole match (`completeHistory`).
 */
export const HISTORY_LENGTH = 20;

type Entry = HistoryEntry extends infer E ? (E extends { n: number } ? Omit<E, 'n'> : never) : never;

/**
 * Drops the lines older than the latest HISTORY_LENGTH, at the start of a move (see
 * `keepingHistory` in game.ts) and never while an action runs: an action keeps every line it
 * adds, however many (a Gatling at eight seats with eliminations, an event's start of round),
 * so no line ever drops off before the server has read it. Safe by construction, whatever
 * one action adds.
 */
export function forgetOldHistory(G: BangState): void {
  if (G.history.length > HISTORY_LENGTH) G.history = G.history.slice(-HISTORY_LENGTH);
}

/**
 * The module contract's `history`: the public lines the state still holds, numbered `n` from 0
 * in order (the server stores what each action adds; boards read `completeHistory`).
 */
export function history(G: BangState): readonly HistoryEntry[] {
  return G.history;
}

/** Adds a line to the public history. */
export function record(G: BangState, entry: Entry): void {
  const line = { ...entry, n: G.historyCount++ } as HistoryEntry;
  // The list G came with is frozen (see withPlainState); the first line of a move copies it,
  // the next lines of the same move add to that copy.
  if (Object.isFrozen(G.history)) G.history = [...G.history, line];
  else G.history.push(line);
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
