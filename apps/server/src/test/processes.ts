// Real server processes for the scale-out and durability tests: `tsx src/main.ts`, exactly what
// `npm start` runs, configured through the environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LobbyReply } from './harness';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  /** Stops it: SIGTERM by default (graceful), SIGKILL to simulate a crash. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts a server process and resolves once it prints the URL to open. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/Open (http:\/\/\S+) in your browser/);
      if (found) {
        clearTimeout(timer);
        resolve({
          url: found[1]!,
          child,
          output: () => output,
          stop: async (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
}

/** POSTs JSON to a lobby route; throws with the server's message unless it answered 200. */
export async function postJson(url: string, body: unknown): Promise<LobbyReply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LobbyReply;
}
