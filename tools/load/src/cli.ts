// `npm run load -- [options]`: drives bot matches against Parlor's server and, for comparison,
// a stock boardgame.io server with the same game, on loopback only.
import { parseArgs } from 'node:util';
import { loadGame, findManifest } from '@parlor/registry';
import { baselineModule } from '@parlor/simulate';
import { runChurn } from './lib/churn';
import { checkLoadOptions, formatLoad, LOAD_LIMITS, runLoad, type LoadReport, type Target } from './lib/run';

const range = (name: keyof typeof LOAD_LIMITS) => `${LOAD_LIMITS[name].min}-${LOAD_LIMITS[name].max}`;
const usage = `Usage: npm run load -- [--game exploding-kittens] [--matches 1000] [--mode paced|saturated]
         [--interval 1] [--duration 30] [--warmup 5] [--targets embedded,postgres,cluster,stock]
         [--database-url postgres://root@127.0.0.1:5432/test] [--redis-url redis://127.0.0.1:6379]
         [--profile <dir>]
       npm run load -- --abandon 10000 [--rounds 5] [--game exploding-kittens]
         [--bot-matches 0,200] [--bot-delay 800]

  --game baseline plays tools/simulate's trivial game (one move adding one): what the platform
  itself costs a move, apart from any game's rules and state.
  Bounds: --matches ${range('matches')}, --interval ${range('interval')} s, --duration ${range('duration')} s, --warmup ${range('warmup')} s.
  --abandon N creates N matches on the embedded server and abandons them, in rounds; after each
  round's sweep it prints the server's memory, its data folder and the lobby's response time.
  --targets cluster runs two Parlor processes on PostgreSQL and Redis behind HAProxy
  (deploy/haproxy.cfg; apt-get install -y haproxy), measured as a whole: run it with postgres
  (one process, same database) to see what the balancer and Redis cost.
  --targets running --url http://127.0.0.1:8000 [--pid <server pid>] loads a server you started
  (loopback only); with its pid, its CPU and memory are measured too. Start that server with
  CREATE_PER_MINUTE=100000 JOIN_PER_MINUTE=100000 MESSAGES_PER_SECOND=100000: the defaults (30
  matches and 60 seats a minute from one address, 40 messages a second per socket) stop the run.
  --profile writes a CPU profile of each server process into <dir> (open it in Chrome's DevTools).
  --bot-matches N[,M...] also keeps N matches of the server's own bots (every seat a bot) in play
  beside the driver's matches, on Parlor's targets; a list runs each figure in turn (0: none),
  so that the driver's round trips with and without bots come from one run. --bot-delay sets the
  bots' pause before each move (the server's BOT_DELAY_MS, default 800 ms).`;

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'exploding-kittens' },
    matches: { type: 'string', default: '100' },
    players: { type: 'string' },
    mode: { type: 'string', default: 'paced' },
    interval: { type: 'string', default: '1' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    targets: { type: 'string', default: 'embedded,stock' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    profile: { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'bot-matches': { type: 'string', default: '0' },
    'bot-delay': { type: 'string' },
    abandon: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.abandon !== undefined) {
  const matches = Number(values.abandon);
  const rounds = Number(values.rounds);
  if (!(Number.isInteger(matches) && matches >= 1 && matches <= 100_000 && Number.isInteger(rounds) && rounds >= 1 && rounds <= 100)) {
    console.error(`--abandon must be a whole number from 1 to 100000 and --rounds from 1 to 100\n\n${usage}`);
    process.exit(2);
  }
  await runChurn({ matches, rounds, game: values.game }, (line) => console.log(line));
  process.exit(0);
}
// `baseline`: tools/simulate's trivial game, to measure the platform apart from any game's rules.
const baseline = values.game === baselineModule.game.name;
const manifest = baseline ? baselineModule.manifest : findManifest(values.game);
const numbers = { matches: Number(values.matches), interval: Number(values.interval), duration: Number(values.duration), warmup: Number(values.warmup) };
const targets = values.targets.split(',') as Target[];
if (!manifest || !['paced', 'saturated'].includes(values.mode) || targets.some((t) => !['embedded', 'postgres', 'cluster', 'stock', 'running'].includes(t))) {
  console.error(usage);
  process.exit(2);
}
const { game } = baseline ? baselineModule : await loadGame(values.game);
const players = values.players ? Number(values.players) : manifest.minPlayers;
const botCounts = values['bot-matches'].split(',').map(Number);
const botDelayMs = values['bot-delay'] === undefined ? undefined : Number(values['bot-delay']);
if (botDelayMs !== undefined && !(Number.isInteger(botDelayMs) && botDelayMs >= 0 && botDelayMs <= 60000)) {
  console.error(`--bot-delay must be a whole number of ms from 0 to 60000, not ${values['bot-delay']}\n\n${usage}`);
  process.exit(2);
}
const problem = botCounts.map((botMatches) => checkLoadOptions({ ...numbers, players, game, botMatches })).find(Boolean);
if (problem) {
  console.error(`${problem}\n\n${usage}`);
  process.exit(2);
}
const reports: LoadReport[] = [];
for (const target of targets) for (const botMatches of target === 'stock' ? [0] : botCounts) {
  const report = await runLoad(
    {
      game,
      target,
      matches: numbers.matches,
      players,
      mode: values.mode as 'paced' | 'saturated',
      interval: numbers.interval,
      duration: numbers.duration,
      warmup: numbers.warmup,
      databaseUrl: values['database-url'],
      redisUrl: values['redis-url'],
      profileDir: values.profile,
      url: values.url,
      pid: values.pid === undefined ? undefined : Number(values.pid),
      botMatches,
      botDelayMs,
    },
    (line) => console.log(line),
  );
  reports.push(report);
  console.log(formatLoad(report));
}
const single = reports.find((report) => report.target === 'postgres');
for (const report of reports.filter((r) => r.target === 'cluster')) {
  if (single) console.log(`cluster (2 processes behind HAProxy) / postgres (1 process): ${(report.movesPerSecond / single.movesPerSecond).toFixed(2)} x the moves/s, p50 ${report.p50.toFixed(1)} vs ${single.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} vs ${single.p99.toFixed(1)} ms, CPU a move ${((10 * report.serverCpu) / report.movesPerSecond).toFixed(2)} vs ${((10 * single.serverCpu) / single.movesPerSecond).toFixed(2)} ms`);
}
const stock = reports.find((report) => report.target === 'stock');
for (const report of reports.filter((r) => r.target !== 'stock')) {
  if (stock) console.log(`${report.target} / stock: ${(report.movesPerSecond / stock.movesPerSecond).toFixed(2)} x the moves/s, p99 ${report.p99.toFixed(1)} vs ${stock.p99.toFixed(1)} ms`);
}
