import type { LogEntry } from 'boardgame.io';

/** One entry of a game's public history: numbered from 0 in the order it happened. */
export interface Numbered {
  n: number;
}

/** What the server stores with an action's log entry: the public history entries the action added. */
export interface HistoryMetadata<E extends Numbered = Numbered> {
  history: E[];
}

/**
 * The history entries an action added: those of `after` numbered past the last of `before`.
 * A game's state keeps only its latest entries; the server stores these with the action's log
 * entry, so the whole match's history is in its log (which clients receive) without G growing.
 */
export function addedHistory<E extends Numbered>(before: readonly E[], after: readonly E[]): E[] {
  let last = -1;
  for (const entry of before) if (entry.n > last) last = entry.n;
  return after.filter((entry) => entry.n > last);
}

function isHistoryMetadata(value: unknown): value is HistoryMetadata {
  return typeof value === 'object' && value !== null && Array.isArray((value as { history?: unknown }).history);
}

/**
 * The match's whole public history, oldest first: every entry the log's metadata carries
 * (see {@link addedHistory}), then those of `recent` (the state's own latest entries) not in
 * it yet: the ones a client made itself before the server's update, or a log without
 * metadata (a board story, a local match). Each entry once, in the order of `n`.
 */
export function completeHistory<E extends Numbered>(log: readonly LogEntry[] | undefined, recent: readonly E[]): E[] {
  const byNumber = new Map<number, E>();
  for (const entry of log ?? []) {
    if (!isHistoryMetadata(entry.metadata)) continue;
    for (const line of entry.metadata.history as E[]) if (typeof line?.n === 'number') byNumber.set(line.n, line);
  }
  for (const line of recent) byNumber.set(line.n, line);
  return [...byNumber.values()].sort((a, b) => a.n - b.n);
}
