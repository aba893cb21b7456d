import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findGames, registryDrift, registryFiles, syncRegistry } from '../index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A workspace skeleton with a registry and the given game folders. */
function workspace(games: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'parlor-registry-'));
  temps.push(root);
  mkdirSync(join(root, 'games', 'registry', 'src', 'lib'), { recursive: true });
  writeFileSync(join(root, 'games', 'registry', 'package.json'), JSON.stringify({ name: '@parlor/registry', dependencies: {} }));
  for (const id of games) {
    mkdirSync(join(root, 'games', id), { recursive: true });
    writeFileSync(join(root, 'games', id, 'package.json'), '{}');
  }
  mkdirSync(join(root, 'games', 'not-a-package'));
  return root;
}

describe('the registry writer', () => {
  it('lists every game folder with a package.json, sorted', () => {
    expect(findGames(workspace(['colt-express', 'bang', 'exploding-kittens']))).toEqual(['bang', 'colt-express', 'exploding-kittens']);
  });

  it('registers a game whose package says it is not listed yet, marked so the lobby leaves it out', () => {
    const root = workspace(['bang', 'colt-express']);
    writeFileSync(join(root, 'games', 'bang', 'package.json'), JSON.stringify({ name: '@parlor/bang', parlor: { listed: false } }));
    expect(findGames(root)).toEqual(['bang', 'colt-express']);
    const rules = registryFiles(root, findGames(root))['games/registry/src/lib/rules.generated.ts'];
    expect(rules).toContain("{ manifest: bang, listed: false, load: () => import('@parlor/bang') },");
    expect(rules).toContain("{ manifest: coltExpress, listed: true, load: () => import('@parlor/colt-express') },");
  });

  it('imports manifests eagerly, and rules and boards lazily from separate files', () => {
    const files = registryFiles(workspace(['colt-express']), ['bang', 'colt-express']);
    expect(files['games/registry/src/lib/rules.generated.ts']).toContain("import { manifest as coltExpress } from '@parlor/colt-express/manifest';");
    expect(files['games/registry/src/lib/rules.generated.ts']).toContain("{ manifest: bang, listed: true, load: () => import('@parlor/bang') },");
    expect(files['games/registry/src/lib/rules.generated.ts']).not.toContain('/board');
    expect(files['games/registry/src/lib/boards.generated.ts']).toContain("{ id: 'colt-express', load: () => import('@parlor/colt-express/board') },");
    expect(JSON.parse(files['games/registry/package.json']!).dependencies).toEqual({
      '@parlor/bang': '*',
      '@parlor/colt-express': '*',
      '@parlor/game-kit': '*',
    });
  });

  it('finds drift and repairs it, then reports nothing to do', () => {
    const root = workspace(['bang']);
    expect(registryDrift(root).sort()).toEqual([
      'games/registry/package.json',
      'games/registry/src/lib/boards.generated.ts',
      'games/registry/src/lib/rules.generated.ts',
    ]);
    expect(syncRegistry(root)).toHaveLength(3);
    expect(registryDrift(root)).toEqual([]);
    expect(syncRegistry(root)).toEqual([]);
    expect(readFileSync(join(root, 'games/registry/src/lib/rules.generated.ts'), 'utf8')).toContain('@parlor/bang');
  });
});

describe('this repository', () => {
  it('has a registry that matches its games/ folders (run npm run registry:sync if not)', () => {
    expect(registryDrift(repoRoot)).toEqual([]);
  });
});
