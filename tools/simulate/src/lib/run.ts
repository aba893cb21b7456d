import { parseArgs } from 'node:util';
import { findManifest, loadGame, registeredGames } from '@parlor/registry';
import { BaselineSampler, combined, formatBaseline, frameworkBaseline } from './baseline';
import { botMatches, formatBotReport, type BotReport } from './bot-matches';
import { formatMessageCosts, messageCosts, type MessageCosts } from './message-costs';
import { formatReport, replay, simulate, type Recorded, type SimulationReport } from './simulate';

/** The command-line help. */
export const usage = `Usage:
  npm run simulate -- <game-id> [--matches N] [--players P] [--seed S] [--max-steps M] [--setup JSON] [--views] [--baseline] [--messages] [--json]
  npm run simulate -- <game-id> --bot [--against random] [--players P] [--matches N] [--seed S] [--bot-seat S] [--budget-ms B]
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
  --messages      also replay the matches' moves and make, for every seat and a spectator after
                  each move, the whole view a server sends (an update) and boardgame.io's
                  patch (the view diffed with the one before): their sizes and the time each
                  takes to make
  --bot           one seat played by the game's bot (its own, else the platform's default),
                  from its seat's view only, the others at random; the bot's seat moves on
                  from match to match. Prints the bot seat's and the random seats' win rates
                  with their 95% intervals, their ratio, and the CPU time of the bot's decisions
  --against A     who the bot plays against: random (the only policy so far)
  --bot-seat S    keep the bot in seat S (to replay a match)
  --budget-ms B   the thinking time the bot is told it has (default 50)
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
        messages: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        bot: { type: 'boolean', default: false },
        against: { type: 'string', default: 'random' },
        'bot-seat': { type: 'string' },
        'budget-ms': { type: 'string', default: '50' },
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
  const budgetMs = Number(values['budget-ms']);
  if (!(budgetMs > 0)) return fail(write, `--budget-ms must be a positive number, not "${values['budget-ms']}"`);
  if (values.against !== 'random') return fail(write, `--against: the only opponent policy is random, not "${values.against}"`);
  if (values.bot && (values.baseline || values.views || values.messages)) return fail(write, '--bot plays its own matches: leave out --baseline, --views and --messages');
  let setupData: unknown;
  try {
    setupData = values.setup === undefined ? undefined : JSON.parse(values.setup);
  } catch {
    return fail(write, `--setup is not valid JSON: ${values.setup}`);
  }

  if (demo) {
    write(`Parlor: one random match of each registered game (${registeredGames.length}), played in the terminal.`);
    write('To play in the browser with friends: npm start');
  }
  const ids = values.all || demo ? registeredGames.map((m) => m.id) : positionals;
  if (ids.length === 0 && values.baseline) {
    const baseline = frameworkBaseline({ matches });
    write(values.json ? JSON.stringify({ baseline }, null, 2) : formatBaseline(baseline));
    return 0;
  }
  if (ids.length === 0) {
    write(registeredGames.length === 0 ? 'No games are registered yet. Add one with: npm run create-game -- <id>' : `Registered games: ${registeredGames.map((m) => m.id).join(', ')}`);
    if (!demo) write(usage);
    return 0;
  }

  if (values.bot) return runBot(ids, { matches, maxSteps, seed: values.seed, setupData, budgetMs, players: values.players, botSeat: values['bot-seat'], json: values.json }, write);

  const reports: SimulationReport[] = [];
  const baselines: SimulationReport[] = [];
  const messages: MessageCosts[] = [];
  for (const id of ids) {
    const manifest = findManifest(id);
    if (!manifest) return fail(write, `no game "${id}" is registered (registered: ${registeredGames.map((m) => m.id).join(', ') || 'none'})`);
    const module = await loadGame(id);
    const counts = values.players !== undefined ? [Number(values.players)] : demo ? [manifest.minPlayers] : range(manifest.minPlayers, manifest.maxPlayers);
    for (const numPlayers of counts) {
      const problem = module.game.validateSetupData?.(setupData, numPlayers);
      if (problem !== undefined) return fail(write, `${id} with ${numPlayers} players: ${problem}`);
      const recorded: Recorded[] | undefined = values.baseline || values.messages ? [] : undefined;
      const report = simulate(module, { matches, numPlayers, seed: values.seed, setupData, maxSteps, views: values.views, recorded });
      if (recorded && values.messages) messages.push(messageCosts(module.game, { numPlayers, setupData }, recorded));
      if (recorded && values.baseline) {
        // The moves replayed through the reducer alone, the baseline's matches played between
        // them for as long: both timed side by side, under the same load.
        const sampler = new BaselineSampler();
        const replayed = replay(module.game, { numPlayers, setupData }, recorded, (ms) => sampler.catchUp(ms));
        report.replayMovesPerSecond = replayed.moves / Math.max(replayed.ms / 1000, 1e-9);
        baselines.push(sampler.report());
      }
      reports.push(report);
      if (!values.json) write(formatReport(report, { maxSteps: maxSteps === 20000 ? undefined : maxSteps, views: values.views }));
      if (!values.json && values.messages) write(formatMessageCosts(messages.at(-1)!));
    }
  }
  const baseline = values.baseline ? combined(baselines) : undefined;
  if (values.json) write(JSON.stringify(baseline || values.messages ? { reports, ...(baseline ? { baseline, baselines } : {}), ...(values.messages ? { messages } : {}) } : reports, null, 2));
  else if (baseline) write(formatBaseline(baseline, reports, baselines));
  return reports.some((report) => report.failures.length > 0) ? 1 : 0;
}

/** `--bot`: the game's bot in one seat against random seats, for every player count asked. */
async function runBot(
  ids: string[],
  options: { matches: number; maxSteps: number; seed: string; setupData: unknown; budgetMs: number; players?: string; botSeat?: string; json: boolean },
  write: (line: string) => void,
): Promise<number> {
  const reports: BotReport[] = [];
  for (const id of ids) {
    const manifest = findManifest(id);
    if (!manifest) return fail(write, `no game "${id}" is registered (registered: ${registeredGames.map((m) => m.id).join(', ') || 'none'})`);
    const module = await loadGame(id);
    const counts = options.players !== undefined ? [Number(options.players)] : range(manifest.minPlayers, manifest.maxPlayers);
    for (const numPlayers of counts) {
      const problem = module.game.validateSetupData?.(options.setupData, numPlayers);
      if (problem !== undefined) return fail(write, `${id} with ${numPlayers} players: ${problem}`);
      if (options.botSeat !== undefined && !(Number(options.botSeat) >= 0 && Number(options.botSeat) < numPlayers)) {
        return fail(write, `--bot-seat must be a seat from 0 to ${numPlayers - 1}, not "${options.botSeat}"`);
      }
      const report = botMatches(module, {
        matches: options.matches,
        numPlayers,
        seed: options.seed,
        setupData: options.setupData,
        maxSteps: options.maxSteps,
        budgetMs: options.budgetMs,
        botSeat: options.botSeat,
      });
      reports.push(report);
      if (!options.json) write(formatBotReport(report, { maxSteps: options.maxSteps === 20000 ? undefined : options.maxSteps }));
    }
  }
  if (options.json) write(JSON.stringify(reports, null, 2));
  return reports.some((report) => report.failures.length > 0) ? 1 : 0;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function fail(write: (line: string) => void, message: string): number {
  write(`simulate: ${message}`);
  return 2;
}
