import { describe, expect, it } from 'vitest';
import { checkGameModule, LOCALES } from '@parlor/game-kit';
import { compareLocales } from '@parlor/game-kit/testing';
import { catalog, findManifest, gameIds, gamesUnderTest, isListed, loadAllGames, loadGame, registeredGames } from './index';
import { loadBoard } from './boards';

// A module's first import compiles its sources (a board's: hundreds of files with their
// pictures): about two seconds on an idle machine, several times that on a busy one.
const IMPORT_BOUND_MS = 60_000;

describe('the registry', () => {
  it('lists each game once, in id order', () => {
    expect(new Set(gameIds).size).toBe(gameIds.length);
    expect([...gameIds]).toEqual([...gameIds].sort());
  });

  it.each(registeredGames.map((manifest) => [manifest.id]))('loads %s, whose module meets the contract', async (id) => {
    const module = await loadGame(id);
    expect(checkGameModule(module)).toEqual([]);
    expect(module.manifest).toEqual(findManifest(id));
  }, IMPORT_BOUND_MS);

  it.each(registeredGames.map((manifest) => [manifest.id]))('loads the board of %s with text for every locale', async (id) => {
    const board = await loadBoard(id);
    expect(typeof board.Board).toBe('function');
    for (const locale of findManifest(id)!.locales) expect(Object.keys(board.locales[locale]).length).toBeGreaterThan(0);
  }, IMPORT_BOUND_MS);

  it.each(registeredGames.map((manifest) => [manifest.id]))('has the same texts for %s in every locale Parlor ships', async (id) => {
    const board = await loadBoard(id);
    expect([...findManifest(id)!.locales].sort()).toEqual([...LOCALES].sort());
    expect(compareLocales(Object.fromEntries(LOCALES.map((locale) => [locale, board.locales[locale]])))).toEqual([]);
  }, IMPORT_BOUND_MS);

  it('lists in the lobby every registered game but those still being built', () => {
    expect(catalog.every((manifest) => isListed(manifest.id))).toBe(true);
    expect(registeredGames.filter((manifest) => !isListed(manifest.id)).length + catalog.length).toBe(registeredGames.length);
    expect(isListed('no-such-game')).toBe(false);
  });

  it('gives the games a check covers: every registered one, or those named, refusing an unknown name', () => {
    expect(gamesUnderTest(undefined)).toEqual(registeredGames);
    expect(gamesUnderTest(' ')).toEqual(registeredGames);
    const [first, second] = gameIds;
    expect(gamesUnderTest(`${second}, ${first}`).map((manifest) => manifest.id)).toEqual([first, second]);
    expect(() => gamesUnderTest(`${first},no-such-game`)).toThrow(/no registered game no-such-game/);
  });

  it('loads every game for the server', async () => {
    const modules = await loadAllGames();
    expect(modules.map((module) => module.game.name)).toEqual([...gameIds]);
  }, IMPORT_BOUND_MS);

  it('refuses an unknown game id', async () => {
    expect(findManifest('no-such-game')).toBeUndefined();
    await expect(loadGame('no-such-game')).rejects.toThrow(/no game "no-such-game"/);
    await expect(loadBoard('no-such-game')).rejects.toThrow(/no board/);
    await expect(loadGame('constructor')).rejects.toThrow(/no game/);
  });
});
