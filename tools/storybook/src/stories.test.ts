import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, matchesGlob, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../.storybook/main';

const here = dirname(fileURLToPath(import.meta.url));
const configDir = resolve(here, '../.storybook');
const workspace = resolve(here, '../../..');

/** Every `*.stories.tsx` under a folder, skipping installed packages and build output. */
function storyFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[/\\](node_modules|dist|storybook-static)[/\\]/.test(file));
}

// Storybook finds stories by glob, so a story in a place the globs miss is silently left out
// of `npm run storybook` and of the static build CI makes.
function shownBy(file: string): boolean {
  const globs = (config.stories as string[]).map((glob) => resolve(configDir, glob));
  return globs.some((glob) => matchesGlob(file, glob));
}

const games = readdirSync(join(workspace, 'games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'registry' && existsSync(join(workspace, 'games', entry.name, 'package.json')))
  .map((entry) => entry.name);

describe('the one Storybook', () => {
  it('shows every story file of libs/ui and of every game', () => {
    const files = [...storyFiles(join(workspace, 'libs')), ...storyFiles(join(workspace, 'games'))];
    expect(files.length).toBeGreaterThan(0);
    const missed = files.filter((file) => !shownBy(file)).map((file) => relative(workspace, file));
    expect(missed).toEqual([]);
  });

  it('has stories for every game board', () => {
    expect(games.length).toBeGreaterThan(0);
    const without = games.filter((game) => storyFiles(join(workspace, 'games', game, 'src', 'board')).length === 0);
    expect(without).toEqual([]);
  });
});
