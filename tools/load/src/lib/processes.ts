import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
  /**
   * Behind a balancer: each Parlor process's own address, where its /healthz and /metrics are
   * read (the balancer keeps /metrics to itself); the figures are the sum over them.
   */
  parts?: string[];
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

/**
 * HAProxy with deploy/haproxy.cfg in front of `servers` (two), on a free loopback port; the
 * result is the whole cluster: CPU and memory summed over the balancer and the processes.
 */
export async function startCluster(servers: LoadedServer[], port: number): Promise<LoadedServer> {
  const haproxy = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  const balancer = spawn(haproxy, ['-db', '-f', join(root, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      PARLOR_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(servers.map((server, i) => [`PARLOR_SERVER_${i + 1}`, new URL(server.url).host])),
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => balancer.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // In service once both processes have answered through it (its cookie names the one that did).
  const seen = new Set<string>();
  for (const start = Date.now(); seen.size < servers.length; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (balancer.exitCode !== null || Date.now() - start > 60_000) {
      balancer.kill('SIGKILL');
      throw new Error(`HAProxy (${haproxy} -f deploy/haproxy.cfg) did not put both processes in service within 60 s`);
    }
    const response = await fetch(`${url}/healthz`).catch(() => undefined);
    const server = /PARLOR_SERVER=(\w+)/.exec(response?.headers.get('set-cookie') ?? '')?.[1];
    if (response?.status === 200 && server) seen.add(server);
  }
  const own = processStats(balancer.pid!);
  const total = (read: (part: Pick<LoadedServer, 'cpuSeconds' | 'mainThreadCpuSeconds' | 'rssBytes'>) => number) => read(own) + servers.reduce((sum, server) => sum + read(server), 0);
  return {
    url,
    pid: balancer.pid!,
    cpuSeconds: () => total((part) => part.cpuSeconds()),
    mainThreadCpuSeconds: () => total((part) => part.mainThreadCpuSeconds()),
    rssBytes: () => total((part) => part.rssBytes()),
    parts: servers.map((server) => server.url),
    stop: async () => {
      balancer.kill('SIGTERM');
      await exited;
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
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
