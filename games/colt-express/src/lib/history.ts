import type { ColtExpressState, HistoryEntry, HistoryEvent } from './state';

/**
 * Lines of the log kept in G from before the action being played: about one round's worth of
 * plays and resolutions, for a board without the server's log (a local match, a story). The
 * whole match's log is rebuilt from the server's log metadata (game-kit's `completeHistory`).
 */
export const HISTORY_LENGTH = 40;

/**
 * The lines G keeps when an action starts (see `copyState`): the latest {@link HISTORY_LENGTH}.
 * Lines are dropped only here, before the action records anything, never while it records:
 * one action can add more than HISTORY_LENGTH lines (the last Schemin' play can resolve a
 * whole pile of 24 cards with nobody to choose, each with a flight from the Marshal, then the
 * round's event and the next round's start), and every line an action adds must reach the
 * server's log, which only sees G before and after the action.
 */
export function keptHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.slice(-HISTORY_LENGTH);
}

/** Appends what happened, numbered after the newest line (0 for the first of the match). */
export function record(G: ColtExpressState, event: HistoryEvent): void {
  const n = (G.history.at(-1)?.n ?? -1) + 1;
  G.history.push({ ...event, n });
}

/** The public history (the module contract's `history`): the lines G holds, each numbered. */
export function history(G: ColtExpressState): readonly HistoryEntry[] {
  return G.history;
}
