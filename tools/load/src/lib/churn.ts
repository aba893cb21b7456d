import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess } from './processes';

/** Options of {@link runChurn}. */
export interface ChurnOptions {
  /** Matches created and abandoned in all. */
  matches: number;
  /** In this many rounds, each followed by the sweep and a measurement. */
  rounds: number;
  /** The game whose lobby is created in and listed. */
  game: string;
}

/** What one round left behind once the sweep had run. */
export interface ChurnRound {
  /** Matches created (and abandoned) so far. */
  created: number;
  /** Matches the lobby still listed after the sweep. */
  listed: number;
  /** The server's heap in use after a full garbage collection. */
  heapMB: number;
  rssMB: number;
  /** The embedded database's folder. */
  dataMB: number;
  /** Of which PostgreSQL's write-ahead log (pg_wal: 16 MB segments, recycled at checkpoints). */
  walMB: number;
  /** The lobby's list of the game, median of 20 requests, ms. */
  lobbyMs: number;
  /** How long the sweep took to empty the lobby after the round, s. */
  sweptInSeconds: number;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes in a folder, all the way down. */
function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Creates matches on the embedded server and abandons them (a seat taken, nobody ever
 * connecting), round after round, and after each round waits for the sweep and measures the
 * server's memory, its data folder and the lobby's response time: with the sweep these stay
 * flat however many matches came and went. The server runs with a sweep every 2 s and matches
 * counted as abandoned after 3 s unchanged, so that a round's matches go within seconds.
 */
export async function runChurn(options: ChurnOptions, say: (line: string) => void = () => undefined): Promise<ChurnRound[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-churn-'));
  const server = await startProcess(
    'apps/server/src/main.ts',
    {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      CREATE_PER_MINUTE: '100000',
      JOIN_PER_MINUTE: '100000',
      ABANDONED_HOURS: String(3 / 3600),
      SWEEP_MINUTES: String(2 / 60),
    },
    // So that /healthz?gc=1 measures live memory rather than garbage not yet collected.
    ['--expose-gc'],
  );
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { matchID?: string };
  };
  const listed = async () => ((await (await fetch(`${server.url}/games/${options.game}?isGameover=false`)).json()) as { matches: unknown[] }).matches.length;
  const rounds: ChurnRound[] = [];
  try {
    const perRound = Math.ceil(options.matches / options.rounds);
    let created = 0;
    for (let round = 0; round < options.rounds; round++) {
      // Ten at a time, as a busy lobby's players would.
      for (let i = 0; i < perRound; i += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, perRound - i) }, async () => {
            const { matchID } = await post(`/games/${options.game}/create`, {});
            await post(`/games/${options.game}/${matchID}/join`, { playerID: '0', playerName: 'Gone' });
          }),
        );
      }
      created += perRound;
      say(`round ${round + 1}: ${created} matches created, waiting for the sweep...`);
      const start = performance.now();
      for (let count = await listed(); count > 0; count = await listed()) {
        if (performance.now() - start > 300_000) throw new Error(`the sweep did not remove the abandoned matches within 300 s (${count} still listed)`);
        await sleep(500);
      }
      const sweptInSeconds = (performance.now() - start) / 1000;
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const begun = performance.now();
        await listed();
        times.push(performance.now() - begun);
      }
      const health = (await (await fetch(`${server.url}/healthz?gc=1`)).json()) as { memory: { heapUsed: number } };
      rounds.push({
        created,
        listed: await listed(),
        heapMB: health.memory.heapUsed / MB,
        rssMB: server.rssBytes() / MB,
        dataMB: folderBytes(dataDir) / MB,
        walMB: existsSync(join(dataDir, 'pg_wal')) ? folderBytes(join(dataDir, 'pg_wal')) / MB : 0,
        lobbyMs: median(times),
        sweptInSeconds,
      });
      say(formatChurnRound(rounds.at(-1)!));
    }
    return rounds;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One round as a line. */
export function formatChurnRound(round: ChurnRound): string {
  return (
    `after ${round.created} matches created and abandoned: ${round.listed} listed, swept in ${round.sweptInSeconds.toFixed(1)} s; ` +
    `heap ${round.heapMB.toFixed(1)} MB, RSS ${round.rssMB.toFixed(1)} MB, data folder ${round.dataMB.toFixed(1)} MB (tables and indexes ${(round.dataMB - round.walMB).toFixed(1)}, log ${round.walMB.toFixed(1)}), lobby list ${round.lobbyMs.toFixed(1)} ms`
  );
}
