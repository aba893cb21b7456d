// Matches of bots alone, for every registered game, on a real server: the server's bots (on
// their own thread, from each seat's view) play every seat to the end, and no move of theirs is
// ever refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllGames } from '@parlor/registry';
import type { GameModule } from '@parlor/game-kit';
import { capturingLogger, startTestServer, type TestServer } from './test/harness';

const modules: GameModule[] = await loadAllGames();
let server: TestServer;
const { logger, lines } = capturingLogger();

beforeAll(async () => {
  server = await startTestServer({ modules, env: { BOT_DELAY_MS: '0' }, logger });
});
afterAll(async () => {
  await server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('matches of bots alone', () => {
  it.each(modules.map((module) => [module.manifest.id, module] as const))('%s: plays to its end on the real server, every move accepted', async (id, module) => {
    const numPlayers = module.manifest.defaultPlayers ?? module.manifest.minPlayers;
    const bots = Array.from({ length: numPlayers }, (_, seat) => String(seat));
    const created = await server.api(`/games/${id}/create`, { body: { numPlayers, bots } });
    expect(created.status).toBe(200);
    const matchID = created.body.matchID!;
    let gameover: unknown;
    for (const start = Date.now(); gameover === undefined; await sleep(100)) {
      gameover = (await server.storage.readThrough().fetch(matchID, { metadata: true })).metadata?.gameover;
      if (Date.now() - start > 240_000) throw new Error(`${id}: the bots did not finish within 4 minutes`);
    }
    // The server logs a move after storing it: the last one's line can follow the stored end, so
    // wait for it before reading what was logged.
    const { state } = await server.storage.readThrough().fetch(matchID, { state: true });
    for (const start = Date.now(); !lines.some((line) => line.matchID === matchID && line.event === 'move' && Number(line.stateID) === state!._stateID); await sleep(50)) {
      if (Date.now() - start > 30_000) throw new Error(`${id}: the log line of the last move (state ${state!._stateID}) was not written within 30 s`);
    }
    const made = lines.filter((line) => line.matchID === matchID && line.event === 'move' && line.by === 'act');
    expect(made.length).toBeGreaterThan(numPlayers);
    expect(lines.filter((line) => line.matchID === matchID && line.event === 'refuse')).toEqual([]);
    expect(lines.filter((line) => line.matchID === matchID && line.level === 50)).toEqual([]);
  }, 300_000);
});
