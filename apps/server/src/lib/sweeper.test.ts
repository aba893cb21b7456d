// The sweeper on a real server: an abandoned match goes, with its page in the lobby; one that
// someone is connected to stays, however long nothing happens.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { connected, next, probeMatch, startTestServer } from '../test/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sweep of abandoned matches', () => {
  it('removes a match nobody is at once it has been unchanged for ABANDONED_HOURS, and keeps one with a player connected', async () => {
    // Unchanged for 1.8 s counts as abandoned; sweeps every 0.3 s.
    const server = await startTestServer({ env: { ABANDONED_HOURS: '0.0005', SWEEP_MINUTES: '0.005' } });
    try {
      const empty = await probeMatch(server, 2, 0);
      const kept = await probeMatch(server, 2, 1);
      const socket = server.socket('probe');
      await connected(socket);
      const synced = next<[string, { state: State }]>(socket, 'sync', 10_000);
      socket.emit('sync', kept.matchID, '0', kept.seats[0]!.credentials, 2);
      expect(await synced).toBeDefined();
      const status = async (matchID: string) => (await server.api(`/games/probe/${matchID}`)).status;
      for (const start = Date.now(); (await status(empty.matchID)) !== 404; await sleep(100)) {
        if (Date.now() - start > 60_000) throw new Error('the abandoned match was never removed');
      }
      expect(await status(kept.matchID)).toBe(200);
      // The sweep counts what it removed once its storage call returns, a moment after the match is gone.
      const swept = /^parlor_matches_swept_total\{kind="abandoned"\} [1-9]/m;
      let metrics = '';
      for (const start = Date.now(); !swept.test((metrics = await (await fetch(`${server.url}/metrics`)).text())); await sleep(100)) {
        if (Date.now() - start > 30_000) break;
      }
      expect(metrics).toMatch(swept);
      socket.disconnect();
    } finally {
      await server.stop();
    }
  });
});
