// @vitest-environment node
// The lobby's first load must not carry any game's rules or board: they load when a match opens.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the built client', () => {
  it('loads no game rules or board with the lobby, and a chunk per game when a match opens', () => {
    if (!existsSync(join(webRoot, 'dist', '.vite', 'manifest.json'))) {
      const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, encoding: 'utf8', timeout: 300_000 });
      expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    }
    const sizes = spawnSync(process.execPath, ['scripts/bundle-sizes.mjs'], { cwd: webRoot, encoding: 'utf8' });
    expect(sizes.status, sizes.stderr).toBe(0);
    expect(sizes.stdout).toContain("lobby first load carries a game's rules or board: no");
    expect(sizes.stdout).toMatch(/\| exploding-kittens: rules and board \| [\d.]+ kB \|/);
  });
});
