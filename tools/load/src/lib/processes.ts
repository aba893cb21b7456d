import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '@parlor/server-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** A server process under load, with what /proc says about it. */
export interface LoadedServer {
  url: string;
  pid: number;
  /** CPU seconds used so far (user + system). */
  cpuSeconds: () => number;
  /** CPU seconds used so far by the main thread alone (where every move is computed and sent). */
  mainThreadCpuSeconds: () => number;
  /** Resident memory in bytes. */
  rssBytes: () => number;
  stop: () => Promise<void>;
}

export { freePort } from '@parlor/server-process';

const TICKS = 100; // Linux clock ticks per second (getconf CLK_TCK)

function procCpuSeconds(pid: number, thread?: number): number {
  const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function procRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU and memory of a process, read from /proc. */
export function processStats(pid: number): Pick<LoadedServer, 'cpuSeconds' | 'mainThreadCpuSeconds' | 'rssBytes'> {
  // A process's main thread has the process's id.
  return { cpuSeconds: () => procCpuSeconds(pid), mainThreadCpuSeconds: () => procCpuSeconds(pid, pid), rssBytes: () => procRssBytes(pid) };
}

/** Starts `node [nodeArgs] --import tsx <script>` with `env` and waits for the "Open <url>" line it prints. */
export async function startProcess(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<LoadedServer> {
  const server = await startServerProcess({
    args: [...nodeArgs, '--import', 'tsx', join(root, script)],
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  return { url: server.url, pid: server.pid, ...processStats(server.pid), stop: () => server.stop() };
}
