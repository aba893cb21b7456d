import { decide, type BotMove, type GameModule } from '@parlor/game-kit';
import { activeSeats, apply, choiceGenerator, initialState } from '@parlor/game-kit/testing';
import type { State } from 'boardgame.io';
import { matchSeed } from './simulate';

/** Options of {@link botMatches}. */
export interface BotMatchOptions {
  /** Matches to play; the bot's seat moves one seat on from each match to the next. */
  matches: number;
  numPlayers: number;
  /** Base seed, as for `simulate`: match i plays with seed `${seed}-${i}`. */
  seed: string;
  setupData?: unknown;
  /** Step cap per match; a match stopped by it counts as won by nobody. Default 20,000. */
  maxSteps?: number;
  /** Always this seat for the bot, instead of rotating (to replay one match). */
  botSeat?: string;
  /** What the bot is told it may think (`BotView.budgetMs`); default 50. */
  budgetMs?: number;
  /**
   * The CPU clock of a decision, in ms: default `process.cpuUsage` (user and system time of the
   * process, which is the decision's own while the tool runs on one thread).
   */
  cpuClock?: () => number;
}

/** A rate with its 95% interval. */
export interface Rate {
  wins: number;
  /** Trials: matches for the bot's seat, seat-matches for the random seats. */
  of: number;
  rate: number;
  /** The 95% Wilson score interval of the rate. */
  low: number;
  high: number;
}

/** What a batch of bot-against-random matches measured. */
export interface BotReport {
  game: string;
  numPlayers: number;
  matches: number;
  /** Whose policy played the bot's seat: the module's own `bot`, or game-kit's `defaultBot`. */
  policy: 'module' | 'default';
  ended: number;
  capped: number;
  failures: { seed: string; botSeat: string; step: number; message: string }[];
  /** How often the bot's seat was among the winners. */
  bot: Rate;
  /** How often a random seat was among the winners, per seat and match. */
  random: Rate;
  /** `bot.rate / random.rate` (Infinity when the random seats never won). */
  ratio: number;
  /** The bot's wins by its seat, to show that no one seat carries the result. */
  winsBySeat: Record<string, { wins: number; matches: number }>;
  /** CPU time of each of the bot's decisions (view, enumerate and policy), in ms. */
  decisions: { count: number; p50Ms: number; p99Ms: number; maxMs: number };
  seconds: number;
}

/**
 * The 95% Wilson score interval of `wins` out of `of` (z = 1.96): unlike the normal
 * approximation it stays inside [0, 1] and is honest near 0% and 100%.
 */
export function wilson(wins: number, of: number, z = 1.96): { low: number; high: number } {
  if (of === 0) return { low: 0, high: 1 };
  const p = wins / of;
  const z2 = z * z;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (z / (1 + z2 / of)) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  // At 0 or `of` wins the bound is exactly 0 or 1; rounding would leave it a hair inside.
  return { low: wins === 0 ? 0 : Math.max(0, centre - half), high: wins === of ? 1 : Math.min(1, centre + half) };
}

/**
 * The seats that won a match: the module's own reading of its result, else a `winners` list
 * or a single `winner` seat, else nobody.
 */
export function winnersOf(module: GameModule, gameover: unknown, numPlayers: number): string[] {
  if (gameover === undefined) return [];
  if (module.winners) return module.winners(gameover, numPlayers);
  const result = gameover as { winners?: unknown; winner?: unknown } | null;
  if (Array.isArray(result?.winners)) return result.winners.filter((seat): seat is string => typeof seat === 'string');
  if (typeof result?.winner === 'string') return [result.winner];
  return [];
}

/** A seeded generator of numbers in [0, 1), the bot's own (mulberry32). */
export function seededRandom(seed: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  let a = hash >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The `q` quantile (0..1) of sorted values, by the nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function rate(wins: number, of: number): Rate {
  return { wins, of, rate: of === 0 ? 0 : wins / of, ...wilson(wins, of) };
}

type Listed = { move?: string; args?: unknown[] };

/**
 * Plays matches with one seat played by the game's bot, from its own seat's view through
 * game-kit's `decide()`, and every other seat by the random policy of the playouts (uniform
 * over `ai.enumerate`). Each step moves one of the active seats that has something to do,
 * chosen at random, as the playout driver does. The bot's seat rotates from match to match.
 */
export function botMatches(module: GameModule, options: BotMatchOptions): BotReport {
  const { game } = module;
  const { numPlayers, setupData, maxSteps = 20_000, budgetMs = 50 } = options;
  const cpu = options.cpuClock ?? processCpuMs;
  const enumerate = game.ai?.enumerate;
  if (!enumerate) throw new Error(`${module.manifest.id} has no ai.enumerate`);
  const started = performance.now();
  const times: number[] = [];
  const failures: BotReport['failures'] = [];
  const winsBySeat: BotReport['winsBySeat'] = {};
  let [ended, capped, botWins, randomWins] = [0, 0, 0, 0];

  for (let i = 0; i < options.matches; i++) {
    const seed = matchSeed(options.seed, options.matches, i);
    const pick = choiceGenerator(seed);
    const random = seededRandom(`bot:${seed}`);
    let state: State = initialState(game, numPlayers, setupData, seed);
    const botSeat = options.botSeat ?? state.ctx.playOrder[i % state.ctx.playOrder.length]!;
    const seatRecord = (winsBySeat[botSeat] ??= { wins: 0, matches: 0 });
    seatRecord.matches++;
    let steps = 0;
    let failure: string | undefined;
    while (state.ctx.gameover === undefined && steps < maxSteps) {
      let ready: { seat: string; moves: Listed[] }[] = [];
      for (const seat of activeSeats(state.ctx)) {
        const moves = (enumerate(state.G, state.ctx, seat) as Listed[]).filter((entry) => typeof entry.move === 'string');
        if (moves.length > 0) ready.push({ seat, moves });
      }
      // The bot answers what the game waits for (`awaited`), as on the server: a seat that may
      // act at any time is not asked to each time another seat acts.
      const awaited = module.awaited?.(state);
      if (awaited && !awaited.includes(botSeat) && ready.some(({ seat }) => seat !== botSeat)) ready = ready.filter(({ seat }) => seat !== botSeat);
      if (ready.length === 0) {
        failure = `stuck: no legal move for the active seats [${activeSeats(state.ctx).join(', ')}]`;
        break;
      }
      const { seat, moves } = ready[pick(ready.length)]!;
      let chosen: BotMove | undefined;
      if (seat === botSeat) {
        const before = cpu();
        try {
          chosen = decide(module, state, seat, { random, budgetMs });
        } catch (error) {
          failure = `the bot threw: ${(error as Error).stack ?? error}`;
          break;
        }
        times.push(cpu() - before);
        if (!chosen) {
          failure = `the bot's view listed no move while the state lists ${moves.length}`;
          break;
        }
      } else {
        const listed = moves[pick(moves.length)]!;
        chosen = { move: listed.move!, args: listed.args };
      }
      const outcome = apply(game, state, { seat, name: chosen.move, args: chosen.args ?? [] });
      if (!outcome.ok) {
        failure = `seat ${seat}${seat === botSeat ? ' (bot)' : ''} ${chosen.move}(${JSON.stringify(chosen.args ?? [])}) was rejected: ${outcome.message}`;
        break;
      }
      const previous = state;
      state = outcome.state;
      steps++;
      for (const invariant of module.invariants ?? []) {
        const broken = invariant(state, previous);
        if (broken) {
          failure = `invariant broken: ${broken}`;
          break;
        }
      }
      if (failure) break;
    }
    if (failure) {
      failures.push({ seed, botSeat, step: steps, message: failure });
      continue;
    }
    if (state.ctx.gameover === undefined) {
      capped++;
      continue;
    }
    ended++;
    const winners = new Set(winnersOf(module, state.ctx.gameover, numPlayers));
    if (winners.has(botSeat)) {
      botWins++;
      seatRecord.wins++;
    }
    for (const seat of state.ctx.playOrder) if (seat !== botSeat && winners.has(seat)) randomWins++;
  }

  const sorted = [...times].sort((a, b) => a - b);
  const bot = rate(botWins, options.matches);
  const others = rate(randomWins, options.matches * (numPlayers - 1));
  return {
    game: module.manifest.id,
    numPlayers,
    matches: options.matches,
    policy: module.bot ? 'module' : 'default',
    ended,
    capped,
    failures,
    bot,
    random: others,
    ratio: others.rate === 0 ? (bot.rate === 0 ? 1 : Infinity) : bot.rate / others.rate,
    winsBySeat,
    decisions: { count: sorted.length, p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0 },
    seconds: (performance.now() - started) / 1000,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** A bot report as the command line prints it, with a command that replays each failure. */
export function formatBotReport(report: BotReport, options: { maxSteps?: number } = {}): string {
  const { bot, random } = report;
  const seats = Object.entries(report.winsBySeat)
    .map(([seat, { wins, matches }]) => `${seat}: ${wins}/${matches}`)
    .join(', ');
  const lines = [
    `${report.game}, ${report.numPlayers} players, ${report.policy === 'module' ? "the game's bot" : 'the default bot'} against random: ${report.matches} matches in ${report.seconds.toFixed(1)} s (bot seat rotating)`,
    `  bot seat wins     ${bot.wins}/${bot.of} = ${pct(bot.rate)}  (95% CI ${pct(bot.low)}-${pct(bot.high)})`,
    `  random seat wins  ${random.wins}/${random.of} = ${pct(random.rate)} per seat and match  (95% CI ${pct(random.low)}-${pct(random.high)})`,
    `  ratio bot/random  ${Number.isFinite(report.ratio) ? report.ratio.toFixed(2) : 'inf'}`,
    `  bot wins by seat  ${seats}`,
    `  bot decisions     ${report.decisions.count}, CPU ms p50 ${ms(report.decisions.p50Ms)}, p99 ${ms(report.decisions.p99Ms)}, max ${ms(report.decisions.maxMs)}`,
    `  ended ${report.ended}, stopped at the step cap ${report.capped}, failed ${report.failures.length}`,
  ];
  for (const failure of report.failures) {
    lines.push(`  FAILED seed ${failure.seed} at step ${failure.step}: ${failure.message}`);
    lines.push(
      `    replay: npm run simulate -- ${report.game} --bot --players ${report.numPlayers} --matches 1 --seed ${failure.seed} --bot-seat ${failure.botSeat}${options.maxSteps ? ` --max-steps ${options.maxSteps}` : ''}`,
    );
  }
  return lines.join('\n');
}
