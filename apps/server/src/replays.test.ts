// Replays and the match history on the real server: matches of every game played to the end by
// the server's bots, every state the server stored recorded as it was written, then each
// match replayed through the HTTP API and compared state by state, from every point of view.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry, State } from 'boardgame.io';
import { loadAllGames } from '@parlor/registry';
import type { GameModule } from '@parlor/game-kit';
import { received } from '@parlor/game-kit/testing';
import { findLeaks } from '@parlor/hidden-info';
import { startTestServer, type TestServer } from './test/harness';
import { probeModule } from './test/probe-game';

const modules: GameModule[] = await loadAllGames();

interface Replay {
  view: string;
  views: string[];
  numPlayers: number;
  players: { id: number; name?: string; bot?: boolean }[];
  gameover: unknown;
  finishedAt: number;
  version: { played: string | null; current: string | null; same: boolean };
  steps: { state: Pick<State, 'G' | 'ctx' | '_stateID' | 'plugins'>; log: LogEntry[] }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every state the server stored, by match, as it wrote them (the test's own record, independent of the replay's source). */
function recordWrites(server: TestServer): Map<string, State[]> {
  const written = new Map<string, State[]>();
  const storage = server.storage;
  const setState = storage.setState.bind(storage);
  storage.setState = async (matchID, state, ...rest) => {
    const copy = plain(state);
    await setState(matchID, state, ...rest);
    let list = written.get(matchID);
    if (!list) written.set(matchID, (list = []));
    list.push(copy);
  };
  return written;
}

async function finished(server: TestServer, matchID: string, bound = 240_000): Promise<void> {
  for (const start = Date.now(); ; await sleep(100)) {
    const { metadata } = await server.storage.readThrough().fetch(matchID, { metadata: true });
    if (metadata?.gameover !== undefined) return;
    if (Date.now() - start > bound) throw new Error(`match ${matchID} did not finish within ${bound / 1000} s`);
  }
}

describe('replays of matches played on the real server', () => {
  let server: TestServer;
  let written: Map<string, State[]>;
  const played: { module: GameModule; matchID: string; numPlayers: number }[] = [];

  beforeAll(async () => {
    server = await startTestServer({ modules, env: { BOT_DELAY_MS: '0' } });
    written = recordWrites(server);
    // Two matches a game, at the smallest and the largest table: random matches, as the bots
    // draw their choices at random and every match is dealt from its own seed.
    const matches = modules.flatMap((module) =>
      [module.manifest.defaultPlayers ?? module.manifest.minPlayers, module.manifest.maxPlayers].map((numPlayers) => ({ module, numPlayers })),
    );
    for (const { module, numPlayers } of matches) {
      const bots = Array.from({ length: numPlayers }, (_, seat) => String(seat));
      const created = await server.api(`/games/${module.manifest.id}/create`, { body: { numPlayers, bots } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      played.push({ module, matchID: created.body.matchID!, numPlayers });
    }
    for (const { matchID } of played) {
      await finished(server, matchID);
      // The record of a write is kept once the write returns, which can be a moment after the
      // stored end is read: wait for the match's last state in it too.
      for (const start = Date.now(); written.get(matchID)?.at(-1)?.ctx.gameover === undefined; await sleep(50)) {
        if (Date.now() - start > 30_000) throw new Error(`the last state of match ${matchID} was not recorded within 30 s of being stored`);
      }
    }
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('reproduces every stored state exactly, the same state ids and G, and is ready fast', async () => {
    const figures: string[] = [];
    for (const { module, matchID, numPlayers } of played) {
      const states = written.get(matchID)!;
      const started = performance.now();
      const { status, body } = await server.api(`/api/replay/${module.manifest.id}/${matchID}?view=all`);
      const ms = performance.now() - started;
      expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
      const replay = body as unknown as Replay;
      figures.push(`${module.manifest.id} ${numPlayers} players: ${states.length} moves, replay ready in ${ms.toFixed(0)} ms (${(JSON.stringify(body).length / 1024).toFixed(0)} KiB before compression)`);
      expect(replay.version).toEqual({ played: module.manifest.version, current: module.manifest.version, same: true });
      expect(replay.steps).toHaveLength(states.length + 1);
      expect(replay.steps[0]!.state._stateID).toBe(0);
      for (const [index, state] of states.entries()) {
        const step = replay.steps[index + 1]!;
        expect(step.state._stateID).toBe(state._stateID);
        expect(step.state.G, `${matchID} state ${state._stateID}`).toEqual(state.G);
        expect(step.state.ctx, `${matchID} state ${state._stateID}`).toEqual(state.ctx);
        expect(step.log.length).toBeGreaterThan(0);
      }
      expect(replay.gameover).toEqual(states.at(-1)!.ctx.gameover);
    }
    console.info(`replays (first answer, rebuilt from the seed and every action):\n  ${figures.join('\n  ')}`);
  }, 300_000);

  it('shows every seat and a spectator exactly what boardgame.io showed them in the match, and no secret', async () => {
    for (const { module, matchID, numPlayers } of played) {
      const states = written.get(matchID)!;
      const { body: all } = await server.api(`/api/replay/${module.manifest.id}/${matchID}?view=all`);
      const initial = (all as unknown as Replay).steps[0]!;
      const viewers: (string | null)[] = [null, ...Array.from({ length: numPlayers }, (_, seat) => String(seat))];
      for (const viewer of viewers) {
        const { status, body } = await server.api(`/api/replay/${module.manifest.id}/${matchID}?view=${viewer ?? 'spectator'}`);
        expect(status).toBe(200);
        const replay = body as unknown as Replay;
        expect(replay.views).toEqual(['spectator', 'all', ...Array.from({ length: numPlayers }, (_, seat) => String(seat))]);
        const full = [initial.state as State, ...states];
        for (const [index, step] of replay.steps.entries()) {
          const state = full[index]!;
          // The view boardgame.io's own filter gives this viewer of the stored state.
          const expected = received(module.game, { ...state, deltalog: undefined } as State, (all as unknown as Replay).steps[index]!.log, viewer);
          expect(step.state.G, `${matchID} ${viewer ?? 'spectator'} state ${state._stateID}`).toEqual(plain(expected.state.G));
          expect(step.log).toEqual(plain(expected.log));
          if (module.secrets) {
            // As the playouts check live play: a seat knows the arguments of its own moves.
            const hidden = module.secrets(state, viewer, full[index - 1]);
            const othersLog = step.log.filter((entry) => entry.action.payload.playerID !== viewer);
            const leaks = [...findLeaks(step.state.G, hidden, 'G'), ...findLeaks(othersLog, hidden, 'log')];
            expect(leaks, `${matchID}: ${viewer ?? 'spectator'} at state ${state._stateID}`).toEqual([]);
          }
        }
      }
    }
  }, 600_000);

  it('counts the replays it answered, made anew or kept, in its metrics', async () => {
    const text = String((await server.api('/metrics')).body);
    const count = (outcome: string) => Number(new RegExp(`parlor_replays_served_total\\{game="exploding-kittens",outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    // Each point of view once made (everything, the spectator, each seat), then asked again.
    expect(count('built')).toBeGreaterThanOrEqual(2);
    expect(count('kept')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/parlor_replay_build_seconds_count\{game="bang"\} [1-9]/);
  });

  it('lists the finished matches in the history, latest first, with their winners, moves and rules version', async () => {
    const { status, body } = await server.api('/api/history?limit=100');
    expect(status).toBe(200);
    const listed = (body as unknown as { matches: { matchID: string; gameName: string; winners: string[]; moves: number; finishedAt: number; version: string; players: { name?: string; bot?: boolean }[] }[] }).matches;
    expect(listed.map((match) => match.matchID).sort()).toEqual(played.map((match) => match.matchID).sort());
    const ends = listed.map((match) => match.finishedAt);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    for (const match of listed) {
      const { module, numPlayers } = played.find((candidate) => candidate.matchID === match.matchID)!;
      const last = written.get(match.matchID)!.at(-1)!;
      expect(match.moves).toBe(last._stateID);
      expect(match.winners).toEqual(module.winners!(last.ctx.gameover, numPlayers));
      expect(match.version).toBe(module.manifest.version);
      expect(match.players.every((player) => player.bot === true)).toBe(true);
      expect(JSON.stringify(match)).not.toContain('credentials');
    }
    const game = played[0]!.module.manifest.id;
    const ofGame = await server.api(`/api/history?game=${game}&limit=1`);
    expect((ofGame.body.matches as unknown as { gameName: string }[]).map((match) => match.gameName)).toEqual([game]);
    expect(typeof ofGame.body.next).toBe('string');
    const rest = await server.api(`/api/history?game=${game}&after=${String(ofGame.body.next)}`);
    expect((rest.body.matches as { matchID: string }[]).map((match) => match.matchID)).not.toContain((ofGame.body.matches as { matchID: string }[])[0]!.matchID);
    expect(((await server.api('/api/history?player=bot%201')).body.matches as unknown[]).length).toBe(played.length);
    expect(((await server.api('/api/history?player=Nobody')).body.matches as unknown[]).length).toBe(0);
  });

  it('answers bad requests with a clear 4xx and changes nothing', async () => {
    const { module, matchID } = played[0]!;
    const id = module.manifest.id;
    const cases: [string, number, string][] = [
      ['/api/history?limit=0', 400, 'limit'],
      ['/api/history?limit=101', 400, 'at most 100'],
      ['/api/history?after=nonsense', 400, 'cursor'],
      ['/api/history?game=no-such-game', 404, 'not found'],
      ['/api/history?colour=red', 400, 'colour'],
      [`/api/replay/${id}/${matchID}?view=9`, 400, 'no seat 9'],
      [`/api/replay/${id}/${matchID}?view=everything`, 400, 'spectator'],
      [`/api/replay/${id}/no-such-match`, 404, 'not found'],
      [`/api/replay/no-such-game/${matchID}`, 404, 'not found'],
    ];
    for (const [path, status, message] of cases) {
      const reply = await server.api(path);
      expect(reply.status, path).toBe(status);
      expect(String(reply.body.error), path).toContain(message);
    }
    // A match in play has no replay yet: nothing about it is shown before its end.
    const created = await server.api(`/games/${id}/create`, { body: {} });
    const playing = await server.api(`/api/replay/${id}/${created.body.matchID!}?view=all`);
    expect(playing.status).toBe(409);
    expect(playing.body.code).toBe('not-finished');
    expect(JSON.stringify(playing.body)).not.toContain('"G"');
  });
});

describe('replays of a game whose rules changed', () => {
  // A probe match played to its end, then the server started again on the same data with other
  // versions of the probe game.
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-replay-versions-'));
  let matchID = '';
  const secretManifest = { ...probeModule.manifest, version: '1.0.0', revealAfterMatch: false };

  beforeAll(async () => {
    const server = await startTestServer({ modules: [{ ...probeModule, manifest: secretManifest }], env: { DATA_DIR: dataDir } });
    try {
      const created = await server.api('/games/probe/create', { body: { numPlayers: 2, setupData: { start: 8 } } });
      matchID = created.body.matchID!;
      const seats = [];
      for (const name of ['Ada', 'Bo']) seats.push((await server.api(`/games/probe/${matchID}/join`, { body: { playerName: name } })).body);
      const socket = server.socket('probe');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const credentials = seats[0]!.playerCredentials!;
      // A move sent while the sync is still being read is refused (not synced): wait for it.
      const synced = new Promise((resolve) => socket.once('sync', resolve));
      socket.emit('sync', matchID, '0', credentials, 2);
      await synced;
      for (let stateID = 0; stateID < 2; stateID++) {
        const update = new Promise((resolve) => socket.once('update', resolve));
        socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'inc', args: [], playerID: '0', credentials } }, stateID, matchID, '0');
        await update;
      }
      await finished(server, matchID, 30_000);
      // The seat's own view of a game that keeps its secrets: only with that seat's credentials.
      expect((await server.api(`/api/replay/probe/${matchID}?view=all`)).status).toBe(403);
      expect((await server.api(`/api/replay/probe/${matchID}?view=1`)).body.code).toBe('bad-credentials');
      const own = await server.api(`/api/replay/probe/${matchID}?view=1`, { headers: { 'x-parlor-credentials': seats[1]!.playerCredentials! } });
      expect(own.status).toBe(200);
      expect((own.body as unknown as Replay).views).toEqual(['spectator', '1']);
      expect(JSON.stringify(own.body)).toContain('secret-of-1');
      expect(JSON.stringify(own.body)).not.toContain('secret-of-0');
      const spectator = await server.api(`/api/replay/probe/${matchID}`);
      expect((spectator.body as unknown as Replay).views).toEqual(['spectator']);
      expect(JSON.stringify(spectator.body)).not.toContain('secret-of-');
    } finally {
      await server.stop();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says when the match was played under another version, and still shows it where the rules reproduce it', async () => {
    const server = await startTestServer({ modules: [{ ...probeModule, manifest: { ...secretManifest, version: '1.1.0' } }], env: { DATA_DIR: dataDir } });
    try {
      const { status, body } = await server.api(`/api/replay/probe/${matchID}`);
      expect(status).toBe(200);
      expect((body as unknown as Replay).version).toEqual({ played: '1.0.0', current: '1.1.0', same: false });
      expect((body as unknown as Replay).steps).toHaveLength(3);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('refuses to show a replay the changed rules no longer reproduce, and says why', async () => {
    const changed = { ...probeModule.game, moves: { ...probeModule.game.moves, inc: ({ G }: { G: { counter: number } }) => void (G.counter += 2) } };
    const server = await startTestServer({ modules: [{ game: changed as typeof probeModule.game, manifest: { ...secretManifest, version: '2.0.0' } }], env: { DATA_DIR: dataDir } });
    try {
      const { status, body } = await server.api(`/api/replay/probe/${matchID}`);
      expect(status).toBe(409);
      expect(body.code).toBe('replay-changed');
      expect(body.error).toContain('version 1.0.0');
      expect(body.error).toContain('version 2.0.0');
      expect(JSON.stringify(body)).not.toContain('"steps"');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
