/**
 * @packageDocumentation
 * The boards of every registered game, loaded lazily (one chunk per game in the web build).
 * Only the web client imports this entry.
 */
import type { BoardModule } from './lib/entry';
import { boardEntries } from './lib/boards.generated';

export type { BoardModule } from './lib/entry';

/** Loads a game's board module. Rejects for an unknown id. */
export async function loadBoard(id: string): Promise<BoardModule> {
  const entry = boardEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no board for game "${id}" is registered`);
  return entry.load();
}
