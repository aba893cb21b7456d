// SIGTERM drains the server: it stops taking connections, the move it is storing is stored and
// sent, every seat it held is marked offline, storage is closed, and it exits 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGame } from '@parlor/registry';
import { openStorage } from '@parlor/storage';
import { freePort, postJson, startServerProcess, type ServerProcess } from './test/processes';
import { SeatClient } from './test/seat-client';

const { game } = await loadGame('exploding-kittens');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping with SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-drain-'));
  const seats: SeatClient[] = [];
  let server: ServerProcess | undefined;

  afterAll(async () => {
    for (const seat of seats) seat.close();
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores and sends the move in flight, marks its seats offline, and exits 0', async () => {
    // Every state write waits 3 s, so the stop lands while a move is being written.
    server = await startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir, PARLOR_TEST_WRITE_DELAY_MS: '3000' });
    const url = server.url;
    const { matchID } = await postJson(`${url}/games/exploding-kittens/create`, { numPlayers: 2 });
    for (const playerID of ['0', '1']) {
      const { playerCredentials } = await postJson(`${url}/games/exploding-kittens/${matchID}/join`, { playerID, playerName: `P${playerID}` });
      seats.push(new SeatClient(url, game, matchID!, playerID, playerCredentials!));
    }
    await Promise.all(seats.map((seat) => seat.until(() => true)));
    const connected = async () => {
      const match = (await (await fetch(`${url}/games/exploding-kittens/${matchID}`)).json()) as { players: { isConnected?: boolean }[] };
      return match.players.map((player) => player.isConnected === true);
    };
    for (const start = Date.now(); !(await connected()).every(Boolean); await sleep(50)) if (Date.now() - start > 30_000) throw new Error('seats never online');

    const mover = seats.find((seat) => seat.active)!;
    const before = mover.state!._stateID;
    mover.send(mover.moves()[0]!);
    // The move is in the server's hands (queued behind its write) when the stop comes.
    const queued = async () => /^parlor_matches_with_moves_queued (\d+)/m.exec(await (await fetch(`${url}/metrics`)).text())?.[1] === '1';
    for (const start = Date.now(); !(await queued()); await sleep(20)) if (Date.now() - start > 30_000) throw new Error('the move never reached the server');
    server.child.kill('SIGTERM');
    // The drain is bounded (10 s) by the server itself; a stop that hung would run into this
    // test's own bound.
    const code = await new Promise<number | null>((resolve) => server!.child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code, server.output()).toBe(0);
    // The mover was shown its move before its socket closed. The update left the server before
    // it exited, but this process may read the exit before the socket's last message: wait for it.
    for (const start = Date.now(); !mover.shown.includes(before + 1); await sleep(50)) if (Date.now() - start > 30_000) throw new Error(`the mover was never shown state ${before + 1} (shown: ${mover.shown.join(', ')})`);
    expect(mover.shown).toContain(before + 1);
    server = undefined;

    const storage = await openStorage({ dataDir });
    try {
      const { state, metadata } = await storage.fetch(matchID!, { state: true, metadata: true });
      expect(state!._stateID).toBe(before + 1);
      expect(Object.values(metadata!.players).map((player) => player.isConnected)).toEqual([false, false]);
    } finally {
      await storage.close();
    }
  }, 180_000);
});
