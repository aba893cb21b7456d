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
}

/** A started server process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  /** Stops it and waits for the exit: SIGTERM by default (graceful), SIGKILL to simulate a crash. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

// What apps/server prints once it listens.
const READY = /Open (http:\/\/\S+) in your browser/;

/**
 * Starts `node <args>` and resolves once it prints the URL to open. Rejects with everything it
 * printed if it exits first or does not get there in time (and then kills it).
 */
export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const { args, cwd, env = process.env, timeoutMs = 120_000 } = options;
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
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
      output += chunk.toString();
      const found = READY.exec(output);
      if (!found) return;
      clearTimeout(timer);
      resolve({ url: found[1]!, child, pid: child.pid!, output: () => output, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`node ${args.join(' ')} exited (${signal ?? code}) before printing its URL:\n${output}`));
    });
  });
}
