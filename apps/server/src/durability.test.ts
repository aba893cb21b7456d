// Kill the server with SIGKILL in the middle of busy matches, start it again on the same data:
// every match continues from the last move any client was shown, with its full log, and the
// connected clients reconnect and resync by themselves.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGame } from '@parlor/registry';
import { openStorage, type StorageOptions } from '@parlor/storage';
import { freePort, postJson, startServerProcess, type ServerProcess } from './test/processes';
import { SeatClient } from './test/seat-client';
import { dropSchema, missingServices, TEST_DATABASE_URL } from './test/services';

const { game } = await loadGame('exploding-kittens');
/** Matches in play at any time: one that ends is replaced by a new one. */
const SLOTS = 6;
const PLAYERS = 3;

interface Match {
  matchID: string;
  players: SeatClient[];
}

/** Where the server keeps its matches in one run: its environment, and how the test reads them back. */
interface Backend {
  name: string;
  skip?: string;
  env: Record<string, string>;
  storage: StorageOptions;
  cleanup: () => Promise<void>;
}

const embedded = (): Backend => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-durability-'));
  return { name: 'the embedded database', env: { DATA_DIR: dataDir }, storage: { dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

const postgres = async (): Promise<Backend> => {
  const schema = `durability_${randomBytes(4).toString('hex')}`;
  return {
    name: 'PostgreSQL',
    skip: await missingServices(['postgres']),
    env: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
    storage: { databaseUrl: TEST_DATABASE_URL, schema },
    cleanup: () => dropSchema(schema),
  };
};

describe.each([embedded(), await postgres()])('durability on $name', (backend) => {
  const seats: SeatClient[] = [];
  let server: ServerProcess | undefined;

  afterAll(async () => {
    for (const seat of seats) seat.close();
    await server?.stop();
    if (!backend.skip) await backend.cleanup();
  });

  it.skipIf(backend.skip !== undefined)('loses no move a client was shown when the process is killed', async () => {
    const port = String(await freePort());
    // Every state write is held back 30 ms (a test-only setting) so that the crash lands while
    // moves are being written: a server that showed a move before storing it would lose it.
    const env = { PORT: port, ...backend.env, PARLOR_TEST_WRITE_DELAY_MS: '30' };
    server = await startServerProcess(env);

    const matches: Match[] = [];
    const open = async (): Promise<Match> => {
      const post = (path: string, body: unknown) => postJson(server!.url + path, body);
      const matchID = (await post('/games/exploding-kittens/create', { numPlayers: PLAYERS })).matchID!;
      const players: SeatClient[] = [];
      for (let seat = 0; seat < PLAYERS; seat++) {
        const playerID = String(seat);
        const { playerCredentials } = await post(`/games/exploding-kittens/${matchID}/join`, { playerID, playerName: `P${playerID}` });
        players.push(new SeatClient(server!.url, game, matchID, playerID, playerCredentials!));
      }
      seats.push(...players);
      await Promise.all(players.map((seat) => seat.until(() => true)));
      const match = { matchID, players };
      matches.push(match);
      return match;
    };

    // Bots play as fast as the server answers, a random legal move whenever a seat may act.
    let playing = true;
    const play = async (seat: SeatClient) => {
      while (playing && seat.state!.ctx.gameover === undefined) {
        const moves = seat.moves();
        if (moves.length > 0) {
          const stateID = seat.state!._stateID;
          seat.send(moves[Math.floor(Math.random() * moves.length)]!);
          await seat.until((state) => state._stateID > stateID || !playing, 2000).catch(() => undefined);
        } else {
          await seat.until((state) => state.ctx.gameover !== undefined || !playing, 50).catch(() => undefined);
        }
      }
    };
    // Each slot keeps one match going: when its match ends, it opens the next.
    const slot = async () => {
      while (playing) {
        const match = await open();
        await Promise.all(match.players.map(play));
      }
    };
    const slots = Array.from({ length: SLOTS }, slot);
    // Busy: every slot has a match in play and moves are flowing (however slow the machine).
    const moved = () => matches.reduce((sum, { players }) => sum + Math.max(...players.map((seat) => seat.state?._stateID ?? 0)), 0);
    for (const start = Date.now(); matches.length < SLOTS || moved() < 60; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() - start > 60_000) throw new Error(`not busy after 60 s: ${matches.length} matches, ${moved()} moves`);
    }

    // Killed mid-play; the bots stop sending with it, so that what the clients get after the
    // restart is the stored state itself, not newer moves.
    await server.stop('SIGKILL');
    playing = false;
    await Promise.allSettled(slots);
    // The last state of each match any of its clients was shown, at the moment of the crash.
    const lastShown = matches.map(({ players }) => Math.max(...players.map((seat) => seat.state!._stateID)));
    const running = matches.filter(({ players }) => players[0]!.state!.ctx.gameover === undefined);
    // Busy: SLOTS matches were in play (a slot may have been opening its next one), and moving.
    expect(running.length).toBeGreaterThanOrEqual(SLOTS - 1);
    expect(matches.reduce((sum, { players }) => sum + players[0]!.state!._stateID, 0)).toBeGreaterThan(30);
    const syncsBefore = seats.map((seat) => seat.syncs);

    server = await startServerProcess(env);
    // The same clients reconnect and resync on their own, and the state they are given back is
    // at least the last one any client of that match was shown.
    for (const [i, { players }] of matches.entries()) {
      for (const seat of players) {
        const index = seats.indexOf(seat);
        const resynced = await seat.until(() => seat.syncs > syncsBefore[index]!, 20_000);
        expect(resynced._stateID, `match ${i} seat ${seat.playerID}`).toBeGreaterThanOrEqual(lastShown[i]!);
      }
    }
    // And the matches that were running go on.
    playing = true;
    const more = running.flatMap(({ players }) => players.map(play));
    const progressed = () =>
      running.filter((match) => {
        const state = match.players[0]!.state!;
        return state.ctx.gameover !== undefined || state._stateID > lastShown[matches.indexOf(match)]!;
      });
    // Each match moves on as fast as the restarted server answers: wait for that, not for a set time.
    for (const start = Date.now(); progressed().length < running.length; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() - start > 60_000) throw new Error(`the running matches did not all move on within 60 s after the restart: ${progressed().length} of ${running.length}`);
    }
    playing = false;
    await Promise.all(more);
    expect(progressed().length).toBe(running.length);

    // Every stored match has its whole log: one move entry per state, none missing.
    await server.stop();
    server = undefined;
    const storage = await openStorage(backend.storage);
    try {
      for (const { matchID } of matches) {
        const { state, log } = await storage.fetch(matchID, { state: true, log: true });
        const moves = log!.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry._stateID);
        expect(moves).toEqual(moves.map((_, i) => i));
        // Each applied move advanced the state id by one and left one log entry.
        expect(moves.length).toBe(state!._stateID);
      }
    } finally {
      await storage.close();
    }
  }, 240_000);
});
