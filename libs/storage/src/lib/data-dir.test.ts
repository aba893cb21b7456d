import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirError, lockDataDir, prepareDataDir } from './data-dir';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-data-dir-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('prepareDataDir', () => {
  it('creates missing folders and leaves nothing behind', () => {
    const dir = join(folder(), 'a', 'b', 'c');
    prepareDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    prepareDataDir(dir);
  });

  it('refuses a path through a file, saying so', () => {
    const file = join(folder(), 'passwd');
    writeFileSync(file, 'root:x:0:0');
    expect(() => prepareDataDir(join(file, 'x'))).toThrow(DataDirError);
    expect(() => prepareDataDir(join(file, 'x'))).toThrow(/is a file, not a folder/);
    expect(() => prepareDataDir(file)).toThrow(/is a file, not a folder/);
  });

  it.skipIf(!existsSync('/proc/self'))('refuses a folder in /proc instead of hanging', () => {
    expect(() => prepareDataDir('/proc/parlor')).toThrow(/cannot create \/proc\/parlor/);
  });
});

describe('lockDataDir', () => {
  it('lets one holder in at a time, and lets the next in once released', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(/already open in this process/);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a folder locked by a running process, naming it', () => {
    const dir = folder();
    writeFileSync(join(dir, 'parlor.lock'), JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another Parlor process \\(pid ${process.ppid}\\)`));
    // Nothing was taken over.
    expect(JSON.parse(readFileSync(join(dir, 'parlor.lock'), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'parlor.lock'), JSON.stringify({ pid: await deadPid(), host: hostname() }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', () => {
    const dir = folder();
    // The parent's pid, but a start time that is not the parent's: the pid was reused.
    writeFileSync(join(dir, 'parlor.lock'), JSON.stringify({ pid: process.ppid, host: hostname(), started: 1 }));
    lockDataDir(dir).release();
  });

  it('takes over an old lock file that was never completely written', () => {
    const dir = folder();
    const file = join(dir, 'parlor.lock');
    writeFileSync(file, '{"pid":');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    lockDataDir(dir).release();
  });

  it('releases only its own lock', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    // Someone removed it and another process took the folder: releasing must not free theirs.
    writeFileSync(lock.file, JSON.stringify({ pid: process.ppid, host: hostname() }));
    lock.release();
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.ppid);
  });
});
