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

/**
 * Every registered game's manifest, in id order, games still being built included: what the
 * server hosts and what tests that cover every game take, so a new game is served and tested
 * from the moment it is generated.
 */
export const registeredGames: readonly GameManifest[] = rulesEntries.map((entry) => entry.manifest);

/** The games the lobby lists, in id order: every registered game but those still being built. */
export const catalog: readonly GameManifest[] = rulesEntries.filter((entry) => entry.listed).map((entry) => entry.manifest);

/** The ids of every registered game, listed or not. */
export const gameIds: readonly string[] = registeredGames.map((manifest) => manifest.id);

/** Whether the lobby lists the game (false for a game still being built, and for an unknown id). */
export function isListed(id: string): boolean {
  return rulesEntries.some((entry) => entry.manifest.id === id && entry.listed);
}

/**
 * The registered games a test that covers every game should take, given a filter like the
 * one-game check's PARLOR_GAMES (`bang,colt-express`; unset or empty: every registered game).
 * Throws for a name that is not registered, so a typo cannot make a check pass by checking
 * nothing.
 */
export function gamesUnderTest(filter: string | undefined): GameManifest[] {
  const wanted = (filter ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = wanted.filter((id) => !gameIds.includes(id));
  if (unknown.length > 0) throw new Error(`no registered game ${unknown.join(', ')} (registered: ${gameIds.join(', ')})`);
  return registeredGames.filter((manifest) => wanted.length === 0 || wanted.includes(manifest.id));
}

/** The manifest of a registered game (listed or not), or `undefined` for an id that is not registered. */
export function findManifest(id: string): GameManifest | undefined {
  return registeredGames.find((manifest) => manifest.id === id);
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
