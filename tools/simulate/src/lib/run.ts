import { parseArgs } from 'node:util';
import { catalog, findManifest, loadGame } from '@parlor/registry';
import { BaselineSampler, combined, formatBaseline, frameworkBaseline } from './baseline';
import { formatReport, replay, simulate, type Recorded, type SimulationReport } from './simulate';

/** The command-line help. */
export const usage = `Usage:
  npm run simulate -- <game-id> [--matches N] [--players P] [--seed S] [--max-steps M] [--setup JSON] [--views] [--baseline] [--json]
  npm run simulate -- --all [options]     every registered game
  npm run simulate                        list the registered games

  --matches N     matches per player count (default 100)
  --players P     player count (default: every count the game allows)
  --seed S        base seed; match i uses S-i, a single match uses S itself (default "parlor")
  --max-steps M   stop a match after M moves (default 20000)
  --setup JSON    setupData, e.g. '{"expansions":["dodge-city"]}'
  --views         also check every seat's and a spectator's view after each move (slower)
  --baseline      also replay the matches' moves through the reducer alone, as a server
                  applies them, and time a trivial game (50 moves a match) between them for as
                  long; give each game's replayed rate as a share of the trivial game's
                  (figures from one machine vary by a factor of two between hours; the share
                  does not); alone, it times N trivial matches
  --json          print the reports as JSON`;

/** Runs the command line; returns the exit code. `write` prints a line. */
export async function run(argv: string[], write: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        matches: { type: 'string', default: '100' },
        players: { type: 'string' },
        seed: { type: 'string', default: 'parlor' },
        'max-steps': { type: 'string', default: '20000' },
        setup: { type: 'string' },
        views: { type: 'boolean', default: false },
        baseline: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        demo: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    write(usage);
    return 0;
  }

  const demo = values.demo;
  const matches = demo ? 1 : Number(values.matches);
  const maxSteps = Number(values['max-steps']);
  if (!Number.isInteger(matches) || matches < 1) return fail(write, `--matches must be a positive integer, not "${values.matches}"`);
  if (!Number.isInteger(maxSteps) || maxSteps < 1) return fail(write, `--max-steps must be a positive integer, not "${values['max-steps']}"`);
  let setupData: unknown;
  try {
    setupData = values.setup === undefined ? undefined : JSON.parse(values.setup);
  } catch {
    return fail(write, `--setup is not valid JSON: ${values.setup}`);
  }

  if (demo) {
    write(`Parlor: one random match of each registered game (${catalog.length}), played in the terminal.`);
    write('To play in the browser with friends: npm start');
  }
  const ids = values.all || demo ? catalog.map((m) => m.id) : positionals;
  if (ids.length === 0 && values.baseline) {
    const baseline = frameworkBaseline({ matches });
    write(values.json ? JSON.stringify({ baseline }, null, 2) : formatBaseline(baseline));
    return 0;
  }
  if (ids.length === 0) {
    write(catalog.length === 0 ? 'No games are registered yet. Add one with: npm run create-game -- <id>' : `Registered games: ${catalog.map((m) => m.id).join(', ')}`);
    if (!demo) write(usage);
    return 0;
  }

  const reports: SimulationReport[] = [];
  const baselines: SimulationReport[] = [];
  for (const id of ids) {
    const manifest = findManifest(id);
    if (!manifest) return fail(write, `no game "${id}" is registered (registered: ${catalog.map((m) => m.id).join(', ') || 'none'})`);
    const module = await loadGame(id);
    const counts = values.players !== undefined ? [Number(values.players)] : demo ? [manifest.minPlayers] : range(manifest.minPlayers, manifest.maxPlayers);
    for (const numPlayers of counts) {
      const problem = module.game.validateSetupData?.(setupData, numPlayers);
      if (problem !== undefined) return fail(write, `${id} with ${numPlayers} players: ${problem}`);
      const recorded: Recorded[] | undefined = values.baseline ? [] : undefined;
      const report = simulate(module, { matches, numPlayers, seed: values.seed, setupData, maxSteps, views: values.views, recorded });
      if (recorded) {
        // The moves replayed through the reducer alone, the baseline's matches played between
        // them for as long: both timed side by side, under the same load.
        const sampler = new BaselineSampler();
        const replayed = replay(module.game, { numPlayers, setupData }, recorded, (ms) => sampler.catchUp(ms));
        report.replayMovesPerSecond = replayed.moves / Math.max(replayed.ms / 1000, 1e-9);
        baselines.push(sampler.report());
      }
      reports.push(report);
      if (!values.json) write(formatReport(report, { maxSteps: maxSteps === 20000 ? undefined : maxSteps, views: values.views }));
    }
  }
  const baseline = values.baseline ? combined(baselines) : undefined;
  if (values.json) write(JSON.stringify(baseline ? { reports, baseline, baselines } : reports, null, 2));
  else if (baseline) write(formatBaseline(baseline, reports, baselines));
  return reports.some((report) => report.failures.length > 0) ? 1 : 0;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function fail(write: (line: string) => void, message: string): number {
  write(`simulate: ${message}`);
  return 2;
}
