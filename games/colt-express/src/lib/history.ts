import type { ColtExpressState, HistoryEntry } from './state';

/** Entries kept for the board's log: about one round's worth of plays and resolutions. */
export const HISTORY_LENGTH = 40;

/** Appends what happened, dropping the oldest entries beyond {@link HISTORY_LENGTH}. */
export function record(G: ColtExpressState, entry: HistoryEntry): void {
  G.history.push(entry);
  if (G.history.length > HISTORY_LENGTH) G.history.splice(0, G.history.length - HISTORY_LENGTH);
}
