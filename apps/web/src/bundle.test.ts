// @vitest-environment node
// The lobby's first load must not carry any game's rules or board: they load when a match opens.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the built client', () => {
  it('loads no game rules or board with the lobby, and a chunk per game when a match opens', async () => {
    // Asynchronous: a worker blocked for over 60 s (a build under CI's load) fails vitest's RPC.
    if (!existsSync(join(webRoot, 'dist', '.vite', 'manifest.json'))) {
      // vitest sets NODE_ENV=test, which would build React's development bundle.
      await execFileAsync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, timeout: 300_000, env: { ...process.env, NODE_ENV: 'production' } });
    }
    const sizes = await execFileAsync(process.execPath, ['scripts/bundle-sizes.mjs'], { cwd: webRoot });
    expect(sizes.stdout).toContain("lobby first load carries a game's rules or board: no");
    expect(sizes.stdout).toMatch(/\| exploding-kittens: rules and board \| [\d.]+ kB \|/);
  });
});
