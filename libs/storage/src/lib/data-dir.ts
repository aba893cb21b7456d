import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** A data folder that cannot be used, with a reason fit to show as is. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const reasonOf = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  const known: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    ENOSPC: 'no space left on the device',
    ENOENT: 'a folder cannot be created there',
    EEXIST: 'it exists and is not a folder',
  };
  return (code && known[code]) ?? message ?? String(error);
};

/**
 * Creates `dir` (and its parents) if missing and proves it can hold a database: a file is
 * written, flushed and removed. Throws {@link DataDirError} with the reason otherwise.
 *
 * Each level is created on its own rather than with `mkdirSync(..., { recursive: true })`:
 * under a pseudo file system such as /proc that call never returns (it keeps retrying an
 * ENOENT), which would leave the server hanging at start instead of saying what is wrong.
 */
export function prepareDataDir(dir: string): void {
  const path = resolve(dir);
  const missing: string[] = [];
  for (let current = path; ; current = dirname(current)) {
    try {
      if (!statSync(current).isDirectory()) throw new DataDirError(`${current} is a file, not a folder`);
      break;
    } catch (error) {
      if (error instanceof DataDirError) throw error;
      const code = (error as { code?: string }).code;
      if (code !== 'ENOENT') throw new DataDirError(`${current}: ${reasonOf(error)}`);
      if (dirname(current) === current) throw new DataDirError(`${current}: ${reasonOf(error)}`);
      missing.unshift(current);
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST' && statSync(folder).isDirectory()) continue;
      throw new DataDirError(`cannot create ${folder}: ${reasonOf(error)}`);
    }
  }
  const probe = join(path, `.parlor-write-test-${process.pid}`);
  try {
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, 'parlor');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    rmSync(probe, { force: true });
    throw new DataDirError(`cannot write in ${path}: ${reasonOf(error)}`);
  }
}

/** What a lock file says about its holder. */
interface LockOwner {
  pid: number;
  host: string;
  /** When the process started, in clock ticks since boot (Linux), to tell a reused pid apart. */
  started?: number;
}

/** This process's start time from /proc (Linux), or undefined where there is none. */
function startTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name before it may contain spaces, so count from ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return undefined;
  }
}

const LOCK_FILE = 'parlor.lock';
const BREAKER_FILE = 'parlor.lock.break';

function readOwner(file: string): LockOwner | undefined | 'missing' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.host === 'string') return owner as LockOwner;
  } catch {
    // A lock file cut short (a crash while writing it) holds nothing.
  }
  return undefined;
}

/**
 * Whether the process a lock names is still running on this machine. A lock written on another
 * host (a data folder on a network share) cannot be checked and counts as held.
 */
function holderAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  // The pid is taken; after a restart it may belong to an unrelated process.
  const started = startTicks(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

/** How long ago `file` was last written, in ms (0 if it is gone). */
function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Blocks this thread for `ms` (taking a lock happens once, at start). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A held lock on a data folder; {@link DataDirLock.release} gives it up. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the data folder for this process alone: the embedded database keeps its files open
 * and two processes on one folder would each see only their own writes (and corrupt it).
 *
 * The lock is a file created exclusively (`parlor.lock`, holding the pid, host and the
 * process's start time). A lock whose process is gone (killed, crashed) is stale and taken
 * over; a live one makes this throw {@link DataDirError} naming the pid. Stale locks are
 * removed under a second, short-lived lock (`parlor.lock.break`), so two processes starting
 * at once can never both remove a lock and both go on. Released on {@link DataDirLock.release}
 * and when the process exits normally.
 */
export function lockDataDir(dir: string): DataDirLock {
  const path = resolve(dir);
  const file = join(path, LOCK_FILE);
  const breaker = join(path, BREAKER_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), started: startTicks(process.pid) };
  const inUse = (owner: LockOwner) =>
    owner.pid === me.pid && owner.host === me.host
      ? new DataDirError(`${path} is already open in this process`)
      : new DataDirError(
          `${path} is in use by another Parlor process (pid ${owner.pid}${owner.host === me.host ? '' : ` on ${owner.host}`}): ` +
            'stop it, or give this one another folder (only one process may use an embedded database)',
        );

  for (let attempt = 0; attempt < 10; attempt++) {
    if (createExclusive(file, me)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock goes: never one another process took over meanwhile.
        const owner = readOwner(file);
        if (owner !== 'missing' && owner?.pid === me.pid && owner.host === me.host) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    }
    const owner = readOwner(file);
    if (owner === 'missing') continue;
    if (owner && holderAlive(owner)) throw inUse(owner);
    // A lock file with nothing readable in it may be one being written this instant.
    if (owner === undefined && ageMs(file) < 10_000) {
      pause(50);
      continue;
    }
    // Stale: remove it, but only while holding the breaker, and only if it is still the same.
    if (!createExclusive(breaker, me)) {
      const breakerOwner = readOwner(breaker);
      // An unreadable breaker may be one being written this instant: only an old one is stale.
      const abandoned = breakerOwner === undefined ? ageMs(breaker) > 10_000 : breakerOwner !== 'missing' && !holderAlive(breakerOwner);
      if (abandoned) rmSync(breaker, { force: true });
      else pause(20);
      continue;
    }
    try {
      const again = readOwner(file);
      if (again !== 'missing' && JSON.stringify(again) === JSON.stringify(owner)) rmSync(file, { force: true });
    } finally {
      rmSync(breaker, { force: true });
    }
  }
  throw new DataDirError(`could not take the lock ${file}: other processes keep taking it`);
}
