// `npm start` itself: a bad configuration, or a resource it cannot use, stops it with one line
// naming the variable to fix; a good one prints the URL.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/processes';

/** Runs `npm start`'s entry with `env` until it exits (killed after 90 s: it must not hang). */
function start(env: Record<string, string>): Promise<{ status: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 90_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr, stdout }),
    );
  });
}

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

describe('npm start', () => {
  it('refuses a bad configuration, naming each bad variable', async () => {
    const result = await start({ PORT: 'eighty', ORIGINS: 'games.example.org', DATA_DIR: '', HOST: 'http://localhost' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Parlor cannot start: invalid configuration');
    expect(result.stderr).toMatch(/PORT="eighty"/);
    expect(result.stderr).toMatch(/ORIGINS="games.example.org": must be an origin/);
    expect(result.stderr).toMatch(/HOST="http:\/\/localhost": must be an address/);
  }, 120_000);

  it('stops with one line naming the variable when what it names cannot be used', async () => {
    const file = join(folder('parlor-start-'), 'passwd');
    writeFileSync(file, 'root:x:0:0');
    const dataDir = () => join(folder('parlor-start-'), 'data');
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const busyPort = (busy.address() as { port: number }).port;
    const cases: [Record<string, string>, RegExp][] = [
      [{ HOST: 'no-such-host.invalid', DATA_DIR: dataDir() }, /^Parlor cannot start: HOST: no-such-host\.invalid (is not a known host name|cannot be resolved)/],
      [{ HOST: '192.0.2.1', DATA_DIR: dataDir() }, /^Parlor cannot start: HOST: 192\.0\.2\.1 is not an address of this machine/],
      [{ PORT: String(busyPort), DATA_DIR: dataDir() }, new RegExp(`^Parlor cannot start: PORT: port ${busyPort} is already in use`)],
      [{ DATA_DIR: join(file, 'x') }, /^Parlor cannot start: DATA_DIR: .*passwd\/x: a part of the path is a file, not a folder$/],
      [{ DATABASE_URL: 'postgres://parlor@127.0.0.1:1/parlor' }, /^Parlor cannot start: DATABASE_URL: cannot use the database at postgres:\/\/parlor@127\.0\.0\.1:1\/parlor: .*ECONNREFUSED/],
      [{ DATA_DIR: dataDir(), REDIS_URL: 'redis://:hunter2@127.0.0.1:1' }, /^Parlor cannot start: REDIS_URL: cannot reach redis:\/\/:\*\*\*@127\.0\.0\.1:1.*ECONNREFUSED/],
    ];
    if (existsSync('/proc/self')) cases.push([{ DATA_DIR: '/proc/parlor' }, /^Parlor cannot start: DATA_DIR: cannot create \/proc\/parlor/]);
    try {
      const results = await Promise.all(cases.map(([env]) => start({ PORT: '0', ...env })));
      for (const [i, result] of results.entries()) {
        const [env, message] = cases[i]!;
        expect(result.status, JSON.stringify(env)).toBe(1);
        expect(result.stderr.trim(), JSON.stringify(env)).toMatch(message);
        // One line, no stack trace, and no password.
        expect(result.stderr.trim().split('\n'), JSON.stringify(env)).toHaveLength(1);
        expect(result.stderr).not.toContain('hunter2');
      }
    } finally {
      busy.close();
      for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

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
  }, 120_000);

  it('keeps the embedded database to one process: a second is refused, and a killed one’s lock is taken over', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-start-'));
    let first = await startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    try {
      const second = await start({ PORT: '0', DATA_DIR: dataDir });
      expect(second.status).toBe(1);
      expect(second.stderr.trim()).toBe(
        `Parlor cannot start: DATA_DIR: ${dataDir} is in use by another Parlor process (pid ${first.pid}): stop it, or give this one another folder (only one process may use an embedded database)`,
      );
      // The first one never noticed.
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      await first.stop('SIGKILL');
      first = await startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
