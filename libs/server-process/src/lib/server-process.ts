import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Options of {@link startServerProcess}. */
export interface StartOptions {
  /** What follows `node`: `['--import', 'tsx', 'apps/server/src/main.ts']`. */
  args: string[];
  cwd: string;
  /** The whole environment of the process; default this process's. */
  env?: NodeJS.ProcessEnv;
  /** How long to wait for the URL; default 120 s (a loaded CI machine starts PGlite slowly). */
  timeoutMs?: number;
  /**
   * How much of what it prints to keep, in bytes; default 64 KB. A test that reads every log
   * line of a run keeps more: two processes trimmed separately lose lines from the middle of
   * their merged log, not only from its start.
   */
  keptOutput?: number;
}

/** A started server process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** What the process printed (the last 64 KB of it, or `keptOutput`), for failure messages. */
  output: () => string;
  /** Stops it and waits for the exit: SIGTERM by default (graceful), SIGKILL to simulate a crash. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

// What apps/server prints once it listens.
const READY = /Open (http:\/\/\S+) in your browser/;

// How much of what the process printed is kept for messages: a busy server logs a line per
// move, and the output of a long run must neither fill memory nor be searched again and again.
const KEPT_OUTPUT = 64 * 1024;

/**
 * Starts `node <args>` and resolves once it prints the URL to open. Rejects with everything it
 * printed if it exits first or does not get there in time (and then kills it).
 */
export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const { args, cwd, env = process.env, timeoutMs = 120_000, keptOutput = KEPT_OUTPUT } = options;
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // The URL line is searched for only in what arrived since the last complete line.
  let unsearched = '';
  let ready = false;
  const keep = (text: string) => {
    output += text;
    if (output.length > 2 * keptOutput) output = output.slice(-keptOutput);
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`node ${args.join(' ')} did not print its URL within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      keep(text);
      if (ready) return;
      unsearched += text;
      const found = READY.exec(unsearched);
      if (!found) {
        // Only a line not yet complete can still become the URL line.
        unsearched = unsearched.slice(unsearched.lastIndexOf('\n') + 1);
        return;
      }
      ready = true;
      unsearched = '';
      clearTimeout(timer);
      resolve({ url: found[1]!, child, pid: child.pid!, output: () => output.slice(-keptOutput), stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`node ${args.join(' ')} exited (${signal ?? code}) before printing its URL:\n${output}`));
    });
  });
}
