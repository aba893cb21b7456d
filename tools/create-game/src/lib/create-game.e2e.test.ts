// End to end: generate a game in a full copy of this workspace, exactly as a contributor would,
// and prove that the registry lists it and that its lint, typecheck and tests pass.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '@parlor/server-process';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const SKIP = new Set(['node_modules', '.nx', '.git', 'dist', 'tmp', 'coverage', 'storybook-static', 'test-artifacts', 'data']);

// Commands run in the copy must not inherit the outer Nx task's or npm script's settings.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NX_|npm_|VITEST|INIT_CWD)/i.test(key)));
Object.assign(env, { CI: 'true', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: 'true' });

// A command that hangs must fail this test, not hold up the whole test run. The one-game check
// builds Storybook and the web client and plays real matches in Chromium: 14 minutes on a
// machine loaded by the rest of CI, so it gets 30.
const COMMAND_TIMEOUT_MS = 30 * 60_000;

// Asynchronous on purpose: a spawnSync that blocks the worker for over 60 s makes vitest's
// worker-to-runner RPC time out, failing the run although every test passed.
function run(cwd: string, command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n(timed out after ${COMMAND_TIMEOUT_MS} ms)`;
      child.kill('SIGKILL');
    }, COMMAND_TIMEOUT_MS);
    child.once('error', (error) => (output += `\n(${error.message})`));
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output: stripVTControlCharacters(output) });
    });
  });
}

interface Hosted {
  catalog: string[];
  /** The history's page of the game after a match of bots played to its end. */
  history: { matchID: string; moves: number; version: string | null }[];
  /** Status, views and the number of steps of that match's replay, with everything shown and from seat 0. */
  replays: { status: number; views?: string[]; steps?: number; gameover?: unknown }[];
}

/**
 * Runs what `npm start` runs in the copy until it prints its URL, asks it for the catalog, has
 * the server's bots play a match of `game` to its end, reads the history and the match's
 * replay, and stops it.
 */
async function hostedByStartedServer(cwd: string, game: string): Promise<Hosted> {
  const server = await startServerProcess({
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    cwd,
    env: { ...env, PORT: '0', DATA_DIR: join(cwd, 'data'), LOG_LEVEL: 'warn', BOT_DELAY_MS: '0' },
  });
  try {
    const catalog = (await (await fetch(`${server.url}/api/catalog`)).json()) as { games: { id: string }[] };
    const created = await fetch(`${server.url}/games/${game}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2, bots: ['0', '1'] }),
    });
    const { matchID } = (await created.json()) as { matchID: string };
    let history: Hosted['history'] = [];
    for (const start = Date.now(); history.length === 0; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (Date.now() - start > 120_000) throw new Error(`the bots did not finish ${game} match ${matchID} within 2 minutes`);
      history = ((await (await fetch(`${server.url}/api/history?game=${game}`)).json()) as { matches: Hosted['history'] }).matches;
    }
    const replays = [];
    for (const view of ['all', '0']) {
      const reply = await fetch(`${server.url}/api/replay/${game}/${matchID}?view=${view}`);
      const body = (await reply.json()) as { views?: string[]; steps?: unknown[]; gameover?: unknown };
      replays.push({ status: reply.status, views: body.views, steps: body.steps?.length, gameover: body.gameover });
    }
    return { catalog: catalog.games.map((entry) => entry.id), history, replays };
  } finally {
    await server.stop();
  }
}

const root = mkdtempSync(join(tmpdir(), 'parlor-create-game-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm run create-game', () => {
  it('adds a game that the registry lists and whose lint, typecheck and tests pass', async () => {
    await cp(repoRoot, root, { recursive: true, filter: (path) => !SKIP.has(relative(repoRoot, path).split('/').at(-1)!) });
    // A real copy, not links: npm rewrites files in node_modules in place.
    await cp(join(repoRoot, 'node_modules'), join(root, 'node_modules'), { recursive: true, verbatimSymlinks: true });

    const created = await run(root, 'npm', ['run', 'create-game', '--', 'demo-heist', '--title', 'Demo Heist', '--title-zh', '示範搶案']);
    expect(created.output).toContain('wrote games/demo-heist');
    expect(created.status, created.output).toBe(0);

    // Registered (unlisted while it is being built), linked, and recorded in the lockfile so `npm ci` keeps working.
    expect(readFileSync(join(root, 'games/registry/src/lib/rules.generated.ts'), 'utf8')).toContain("{ manifest: demoHeist, listed: false, load: () => import('@parlor/demo-heist') },");
    expect(JSON.parse(readFileSync(join(root, 'games/demo-heist/package.json'), 'utf8')).parlor).toEqual({ listed: false });
    expect(readFileSync(join(root, 'games/registry/src/lib/boards.generated.ts'), 'utf8')).toContain("import('@parlor/demo-heist/board')");
    expect(JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages).toHaveProperty(['games/demo-heist']);
    expect(readFileSync(join(root, 'games/demo-heist/src/manifest.ts'), 'utf8')).toContain("title: { en: 'Demo Heist', 'zh-TW': '示範搶案' }");
    expect((await run(root, 'npm', ['run', 'create-game', '--', '--check'])).status).toBe(0);

    // The one command that checks a game: lint, typecheck, its tests, its stories in Chromium, and
    // real matches of it in Chromium, on the generic board it starts with (it has no board code).
    const checked = await run(root, 'npm', ['run', 'check-game', '--', 'demo-heist']);
    expect(checked.status, checked.output).toBe(0);
    expect(checked.output).toContain('check-game: every check passed');
    expect(checked.output).toMatch(/Demo Heist \(\d+ seats\): \d+ moves in \d+ clicks/);
    // The registry's own tests load the new module and check its contract and board (the verbose
    // reporter lists every test; the default one names only slow ones).
    const registry = await run(join(root, 'games/registry'), 'npx', ['vitest', 'run', '--reporter=verbose']);
    expect(registry.status, registry.output).toBe(0);
    expect(registry.output).toMatch(/loads demo-heist, whose module meets the contract/);
    expect(registry.output).toMatch(/loads the board of demo-heist with text for every locale/);

    // The simulator plays it, checking its invariants and every view after each move.
    const simulated = await run(root, 'npm', ['run', 'simulate', '--', 'demo-heist', '--matches', '20', '--views']);
    expect(simulated.status, simulated.output).toBe(0);
    expect(simulated.output).toMatch(/demo-heist, 2 players: 20 matches/);
    expect(simulated.output).toMatch(/demo-heist, 6 players: 20 matches/);
    expect(simulated.output).toMatch(/ended 20, stopped at the step cap 0, failed 0/);
    // Its bot, from each seat's view, beats random seats.
    const versus = await run(root, 'npm', ['run', 'simulate', '--', 'demo-heist', '--bot', '--players', '2', '--matches', '200']);
    expect(versus.status, versus.output).toBe(0);
    expect(versus.output).toMatch(/demo-heist, 2 players, the game's bot against random: 200 matches/);
    const rate = /bot seat wins +\d+\/200 = ([\d.]+)%/.exec(versus.output);
    expect(Number(rate?.[1])).toBeGreaterThan(60);
    const demo = await run(root, 'npm', ['run', 'demo']);
    expect(demo.status, demo.output).toBe(0);
    expect(demo.output).toMatch(/one random match of each registered game/);
    expect(demo.output).toMatch(/demo-heist, 2 players: 1 matches/);

    // The server `npm start` runs hosts it beside every other game; a finished match of it is in
    // the history, with the rules version of its manifest, and replays from every point of view.
    const hosted = await hostedByStartedServer(root, 'demo-heist');
    // Hosted while unlisted, but out of the lobby's catalog until its author lists it.
    expect(hosted.catalog).toContain('exploding-kittens');
    expect(hosted.catalog).not.toContain('demo-heist');
    expect(hosted.history).toHaveLength(1);
    expect(hosted.history[0]!.version).toBe('0.1.0');
    for (const replay of hosted.replays) {
      expect(replay).toMatchObject({ status: 200, views: ['spectator', 'all', '0', '1'], steps: hosted.history[0]!.moves + 1 });
      expect(replay.gameover).toBeDefined();
    }

    // Running the generator again for the same id changes nothing and says why.
    const again = await run(root, 'npm', ['run', 'create-game', '--', 'demo-heist', '--no-install']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('games/demo-heist already exists');
  });
});
