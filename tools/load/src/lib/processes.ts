import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** A server process under load, with what /proc says about it. */
export interface LoadedServer {
  url: string;
  pid: number;
  /** CPU seconds used so far (user + system). */
  cpuSeconds: () => number;
  /** Resident memory in bytes. */
  rssBytes: () => number;
  stop: () => Promise<void>;
}

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

const TICKS = 100; // Linux clock ticks per second (getconf CLK_TCK)

function procCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function procRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU and memory of a process, read from /proc. */
export function processStats(pid: number): Pick<LoadedServer, 'cpuSeconds' | 'rssBytes'> {
  return { cpuSeconds: () => procCpuSeconds(pid), rssBytes: () => procRssBytes(pid) };
}

/** Starts `node [nodeArgs] --import tsx <script>` with `env` and waits for the "Open <url>" line it prints. */
export function startProcess(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<LoadedServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Open (http:\/\/\S+) in your browser/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      const pid = child.pid!;
      resolve({
        url: found[1]!,
        pid,
        cpuSeconds: () => procCpuSeconds(pid),
        rssBytes: () => procRssBytes(pid),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}
