/**
 * @packageDocumentation
 * Every Parlor game module, listed once. The server and the web client import this package
 * and nothing else names a game. Manifests are loaded eagerly (the lobby needs them and they
 * are small); rules only on demand, so the lobby's first load carries none. Boards are in
 * `@parlor/registry/boards`, which the server never imports.
 *
 * The lists are written by tools/create-game (`npm run registry:sync`), never by hand.
 */
import type { GameManifest, GameModule } from '@parlor/game-kit';
import { rulesEntries } from './lib/rules.generated';

export type { RulesEntry, BoardEntry, BoardModule } from './lib/entry';

/** Every registered game's manifest, in id order. */
export const catalog: readonly GameManifest[] = rulesEntries.map((entry) => entry.manifest);

/** The ids of every registered game. */
export const gameIds: readonly string[] = catalog.map((manifest) => manifest.id);

/** The manifest of a game, or `undefined` for an id that is not registered. */
export function findManifest(id: string): GameManifest | undefined {
  return catalog.find((manifest) => manifest.id === id);
}

/** Loads a game's rules module. Rejects for an unknown id. */
export async function loadGame(id: string): Promise<GameModule> {
  const entry = rulesEntries.find((candidate) => candidate.manifest.id === id);
  if (!entry) throw new Error(`no game "${id}" is registered`);
  return entry.load();
}

/** Loads every registered game's rules (the server hosts them all). */
export function loadAllGames(): Promise<GameModule[]> {
  return Promise.all(rulesEntries.map((entry) => entry.load()));
}
