// @vitest-environment node
// The lobby's first load must not carry any game's rules or board: they load when a match opens.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gameIds } from '@parlor/registry';
import { CHUNK_MODULES_FILE, type ChunkRecord } from '../build/chunk-modules';
import { bundleReport, gameOfModule, type ViteManifest } from '../scripts/bundle-report';

const execFileAsync = promisify(execFile);
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');

/** The built client's manifest and chunk record, building it first when a bare `vitest run` has not. */
async function built(): Promise<{ manifest: ViteManifest; chunks: ChunkRecord[] }> {
  if (!existsSync(join(dist, CHUNK_MODULES_FILE))) {
    // Asynchronous: a worker blocked for over 60 s (a build under CI's load) fails vitest's RPC.
    // vitest sets NODE_ENV=test, which would build React's development bundle.
    await execFileAsync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, timeout: 300_000, env: { ...process.env, NODE_ENV: 'production' } });
  }
  return {
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest,
    chunks: JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkRecord[],
  };
}

const sizeOf = () => 1;

describe('the built client', () => {
  it('loads no game module but manifests with the lobby, and each game’s rules and board when a match opens', async () => {
    const { manifest, chunks } = await built();
    const report = bundleReport(manifest, chunks, sizeOf);
    expect(report.lobbyViolations).toEqual([]);
    // The lobby does carry every manifest: that is how it lists the games.
    const lobbyModules = chunks.filter((chunk) => report.rows[0]!.files.includes(chunk.file)).flatMap((chunk) => chunk.modules.map((module) => module.id));
    for (const id of gameIds) expect(lobbyModules).toContain(`games/${id}/src/manifest.ts`);
    // Every registered game has its own chunks, holding its rules and its board.
    expect(report.games).toEqual([...gameIds]);
    for (const id of gameIds) {
      const own = report.rows.find((row) => row.what === `${id}: rules and board`)!;
      const ownModules = chunks.filter((chunk) => own.files.includes(chunk.file)).flatMap((chunk) => chunk.modules.map((module) => module.id));
      expect(ownModules).toContain(`games/${id}/src/index.ts`);
      expect(ownModules).toContain(`games/${id}/src/board/index.ts`);
      expect(ownModules.some((module) => module.startsWith(`games/${id}/src/lib/`))).toBe(true);
    }
  });

  it('would fail if a game’s rules reached the lobby’s first load, whatever their chunk is called', async () => {
    const { manifest, chunks } = await built();
    const entry = manifest['index.html']!.file;
    // As if the lobby imported BANG!'s rules statically: its modules land in the entry chunk.
    const rules = chunks.flatMap((chunk) => chunk.modules).filter((module) => module.id.startsWith('games/bang/src/lib/'));
    expect(rules.length).toBeGreaterThan(0);
    const leaked = chunks.map((chunk) => (chunk.file === entry ? { ...chunk, modules: [...chunk.modules, ...rules] } : chunk));
    const report = bundleReport(manifest, leaked, sizeOf);
    expect(report.lobbyViolations.map((violation) => violation.module)).toEqual(rules.map((module) => module.id));
    expect(new Set(report.lobbyViolations.map((violation) => violation.file))).toEqual(new Set([entry]));
  });

  it('prints the sizes table for the README', async () => {
    await built();
    const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/bundle-sizes.ts'], { cwd: webRoot });
    expect(stdout).toContain("lobby first load carries a game's rules or board: no");
    expect(stdout).toMatch(/\| lobby \(first load\) \| [\d.]+ kB \| \d+ \|/);
    for (const id of gameIds) expect(stdout).toMatch(new RegExp(`\\| ${id}: rules and board \\| [\\d.]+ kB \\| \\d+ \\|`));
  });
});

describe('which modules count as a game’s rules or board', () => {
  it('is everything under games/<id>/src but the manifest, wherever the workspace lies', () => {
    expect(gameOfModule('games/bang/src/lib/game.ts')).toBe('bang');
    expect(gameOfModule('games/bang/src/board/board.tsx')).toBe('bang');
    expect(gameOfModule('games/bang/src/index.ts')).toBe('bang');
    expect(gameOfModule('games/colt-express/src/locales/en.json')).toBe('colt-express');
    expect(gameOfModule('games/bang/src/manifest.ts')).toBeUndefined();
    expect(gameOfModule('games/bang/src/cover.generated.ts')).toBeUndefined();
    expect(gameOfModule('games/bang/src/board/icons.generated.ts')).toBe('bang');
    expect(gameOfModule('games/registry/src/index.ts')).toBeUndefined();
    expect(gameOfModule('libs/ui/src/lib/card.tsx')).toBeUndefined();
    expect(gameOfModule('../../elsewhere/node_modules/games/x/src/y.ts')).toBeUndefined();
  });
});
