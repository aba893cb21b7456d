// `npm start` itself: a bad configuration stops it with a message, a good one prints the URL.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/processes';

describe('npm start', () => {
  it('refuses a bad configuration, naming each bad variable', async () => {
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'eighty', ORIGINS: 'games.example.org', DATA_DIR: '' },
      timeout: 60_000,
    }).then(
      () => ({ status: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ status: error.code, stderr: error.stderr ?? '' }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Parlor cannot start: invalid configuration');
    expect(result.stderr).toMatch(/PORT="eighty"/);
    expect(result.stderr).toMatch(/ORIGINS="games.example.org": must be an origin/);
  }, 60_000);

  it('starts with the embedded database and says where to open it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    const server = await startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { status: string; storage: string };
      expect(health).toMatchObject({ status: 'ok', storage: 'pglite' });
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
