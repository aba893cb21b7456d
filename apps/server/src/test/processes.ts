// Real server processes for the scale-out and durability tests: `tsx src/main.ts`, exactly what
// `npm start` runs, configured through the environment.
import { startServerProcess as start, type ServerProcess } from '@parlor/server-process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LobbyReply } from './harness';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export { freePort, type ServerProcess } from '@parlor/server-process';

// One address plays every seat of these tests, faster than people: the per-address limits are lifted.
const LIFTED_LIMITS = { CREATE_PER_MINUTE: '100000', JOIN_PER_MINUTE: '100000', CHAT_PER_MINUTE: '100000', MESSAGES_PER_SECOND: '100000' };

/** Starts a server process and resolves once it prints the URL to open (`keptOutput`: see `StartOptions`). */
export function startServerProcess(env: Record<string, string>, options: { keptOutput?: number } = {}): Promise<ServerProcess> {
  return start({ args: ['--import', 'tsx', 'src/main.ts'], cwd: serverRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...LIFTED_LIMITS, ...env }, ...options });
}

/** POSTs JSON to a lobby route; throws with the server's message unless it answered 200. */
export async function postJson(url: string, body: unknown): Promise<LobbyReply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LobbyReply;
}
