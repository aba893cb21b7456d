import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import { checkGameModule, defineManifest, NO_CLIENT_EVENTS, validateSetupWith, type BotPolicy, type GameModule } from '@parlor/game-kit';
import { botMatches, formatBotReport, seededRandom, wilson, winnersOf } from './bot-matches';
import { run } from './run';

// Each seat climbs its own ladder by 0, 1 or 2 a turn, and carries a secret only it sees; the
// first seat at the top wins. Always climbing 2 beats climbing at random.
interface Ladders {
  height: Record<string, number>;
  secret: Record<string, number>;
}

const TOP = 4;

const manifest = defineManifest({
  id: 'ladders',
  title: { en: 'Ladders', 'zh-TW': '梯子' },
  summary: { en: 'Climb first to the top.', 'zh-TW': '先爬到頂。' },
  minPlayers: 2,
  maxPlayers: 4,
  playingTime: { min: 1, max: 1 },
  tags: ['test'],
  setupOptions: [],
  locales: ['en', 'zh-TW'],
  version: '1',
});

const game: Game<Ladders> = {
  name: 'ladders',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  validateSetupData: validateSetupWith(manifest),
  setup: ({ ctx }) => ({
    height: Object.fromEntries(ctx.playOrder.map((seat) => [seat, 0])),
    secret: Object.fromEntries(ctx.playOrder.map((seat) => [seat, 100 + Number(seat)])),
  }),
  playerView: ({ G, playerID }) => ({ ...G, secret: Object.fromEntries(Object.entries(G.secret).filter(([seat]) => seat === playerID)) }),
  moves: {
    climb: ({ G, ctx, events }, steps: number) => {
      G.height[ctx.currentPlayer] = (G.height[ctx.currentPlayer] ?? 0) + steps;
      events.endTurn();
    },
    pass: ({ events }) => events.endTurn(),
  },
  endIf: ({ G, ctx }) => {
    const top = ctx.playOrder.find((seat) => G.height[seat]! >= TOP);
    return top === undefined ? undefined : { top };
  },
  ai: {
    enumerate: (_G, ctx, seat) => (seat === ctx.currentPlayer ? [{ move: 'pass' }, { move: 'climb', args: [1] }, { move: 'climb', args: [2] }] : []),
  },
};

const seen: string[] = [];
const climbTwo: BotPolicy<Ladders> = ({ G, seat, moves }) => {
  // What the bot is handed is its seat's view: its own secret, nobody else's.
  seen.push(Object.keys(G.secret).join(','));
  expect(Object.keys(G.secret)).toEqual([seat]);
  return moves.find((move) => move.move === 'climb' && move.args?.[0] === 2)!;
};

const ladders: GameModule<Ladders> = {
  game,
  manifest,
  bot: climbTwo,
  winners: (gameover) => [(gameover as { top: string }).top],
};

describe('bot against random matches', () => {
  it("plays the bot's seat from its own view, rotating it over the seats, and measures its wins and its decisions", () => {
    let cpu = 0;
    const report = botMatches(ladders, { matches: 90, numPlayers: 3, seed: 'l', cpuClock: () => (cpu += 0.25) });
    expect(report).toMatchObject({ game: 'ladders', numPlayers: 3, matches: 90, policy: 'module', ended: 90, capped: 0, failures: [] });
    expect(report.winsBySeat).toEqual({ 0: expect.objectContaining({ matches: 30 }), 1: expect.objectContaining({ matches: 30 }), 2: expect.objectContaining({ matches: 30 }) });
    expect(new Set(seen)).toEqual(new Set(['0', '1', '2']));
    expect(report.bot.of).toBe(90);
    expect(report.random.of).toBe(180);
    // One winner a match: what the bot does not win, a random seat does.
    expect(report.bot.wins + report.random.wins).toBe(90);
    expect(report.bot.rate).toBeGreaterThan(0.75);
    expect(report.bot.rate).toBeLessThan(1);
    expect(report.bot.low).toBeLessThan(report.bot.rate);
    expect(report.bot.high).toBeGreaterThan(report.bot.rate);
    expect(report.ratio).toBeCloseTo(report.bot.rate / report.random.rate);
    // One or two climbs of 2 a match; each decision took one tick of the fake clock.
    expect(report.decisions.count).toBeGreaterThanOrEqual(90);
    expect(report.decisions).toMatchObject({ p50Ms: 0.25, p99Ms: 0.25, maxMs: 0.25 });
    const printed = formatBotReport(report);
    expect(printed).toContain("the game's bot against random: 90 matches");
    expect(printed).toMatch(/bot seat wins +\d+\/90 = \d+\.\d% +\(95% CI \d+\.\d%-\d+\.\d%\)/);
    expect(printed).toMatch(/random seat wins +\d+\/180/);
    expect(printed).toMatch(/ratio bot\/random +\d+\.\d\d/);
    expect(printed).toMatch(/bot decisions +\d+, CPU ms p50 0\.25, p99 0\.25, max 0\.25/);
  });

  it("plays the platform's default bot for a game without one, which prefers climbing to passing", () => {
    const report = botMatches({ game, manifest }, { matches: 60, numPlayers: 2, seed: 'd' });
    expect(report.policy).toBe('default');
    // Without `winners`, the result has neither `winners` nor `winner`: nobody counts as winning.
    expect(report.bot.wins + report.random.wins).toBe(0);
    const endIf: Game<Ladders>['endIf'] = (context) => {
      const over = game.endIf!(context) as { top: string } | undefined;
      return over && { winner: over.top };
    };
    const withWinner = botMatches({ game: { ...game, endIf }, manifest }, { matches: 60, numPlayers: 2, seed: 'd' });
    expect(withWinner.bot.rate).toBeGreaterThan(withWinner.random.rate);
    expect(withWinner.decisions.count).toBeGreaterThan(0);
  });

  it('keeps the bot in one seat when asked, and replays a failure with its seed and seat', () => {
    // The bot's view lists a move the true state has no move for: the match fails at once.
    const broken: GameModule<Ladders> = { ...ladders, bot: () => ({ move: 'jump' }), game: { ...game, ai: { enumerate: () => [{ move: 'jump' }] } } };
    const report = botMatches(broken, { matches: 4, numPlayers: 2, seed: 'b', botSeat: '1' });
    expect(Object.keys(report.winsBySeat)).toEqual(['1']);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toMatchObject({ botSeat: '1', message: expect.stringMatching(/jump\(\[\]\) was rejected/) });
    expect(formatBotReport(report)).toContain(`replay: npm run simulate -- ladders --bot --players 2 --matches 1 --seed ${report.failures[0]!.seed} --bot-seat 1`);
  });

  it('asks the bot only what the game awaits of its seat, when the game says', () => {
    // Every seat may wave at any time; only the current seat climbs, and only it is awaited.
    const waving: Game<Ladders> = {
      ...game,
      turn: { activePlayers: ActivePlayers.ALL },
      moves: {
        ...game.moves,
        climb: ({ G, ctx, events, playerID }, steps: number) => {
          if (playerID !== ctx.currentPlayer) return INVALID_MOVE;
          G.height[playerID] = (G.height[playerID] ?? 0) + steps;
          events.endTurn();
        },
        wave: () => undefined,
      },
      ai: { enumerate: (_G, ctx, seat) => [{ move: 'wave' }, ...(seat === ctx.currentPlayer ? [{ move: 'climb', args: [2] }] : [])] },
    };
    let askedOutOfTurn = 0;
    const counting: GameModule<Ladders> = {
      game: waving,
      manifest,
      winners: ladders.winners,
      bot: ({ ctx, seat, moves }) => {
        if (seat !== ctx.currentPlayer) askedOutOfTurn++;
        return moves.at(-1)!;
      },
    };
    const free = botMatches(counting, { matches: 6, numPlayers: 2, seed: 'w', maxSteps: 400 });
    expect(free.failures).toEqual([]);
    expect(askedOutOfTurn).toBeGreaterThan(0);
    askedOutOfTurn = 0;
    const awaited = botMatches({ ...counting, awaited: ({ ctx }) => [ctx.currentPlayer] }, { matches: 6, numPlayers: 2, seed: 'w', maxSteps: 400 });
    expect(awaited.failures).toEqual([]);
    expect(askedOutOfTurn).toBe(0);
  });

  it('reports a bot that throws as a failed match', () => {
    const report = botMatches({ ...ladders, bot: () => { throw new Error('no idea'); } }, { matches: 2, numPlayers: 2, seed: 't' });
    expect(report.failures).toHaveLength(2);
    expect(report.failures[0]!.message).toMatch(/the bot threw: Error: no idea/);
  });

  it('counts a match stopped by the step cap as won by nobody', () => {
    const report = botMatches(ladders, { matches: 4, numPlayers: 2, seed: 'c', maxSteps: 2 });
    expect(report).toMatchObject({ ended: 0, capped: 4 });
    expect(report.bot.wins + report.random.wins).toBe(0);
  });
});

describe('winners', () => {
  it("reads the module's own helper first, then a winners list or a single winner", () => {
    expect(winnersOf(ladders, { top: '2' }, 3)).toEqual(['2']);
    expect(winnersOf({ game, manifest }, { winners: ['0', '2'] }, 3)).toEqual(['0', '2']);
    expect(winnersOf({ game, manifest }, { winner: '1' }, 3)).toEqual(['1']);
    expect(winnersOf({ game, manifest }, { draw: true }, 3)).toEqual([]);
    expect(winnersOf({ game, manifest }, undefined, 3)).toEqual([]);
  });

  it('is part of the module contract: a function when given', () => {
    expect(checkGameModule(ladders)).toEqual([]);
    expect(checkGameModule({ game, manifest, winners: 'seat 0' as unknown as GameModule['winners'] })).toContain('winners must be a function');
  });
});

describe('the figures', () => {
  it('gives the Wilson score interval', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it("seeds the bot's own random numbers", () => {
    const [a, b] = [seededRandom('x'), seededRandom('x')];
    const draws = Array.from({ length: 5 }, () => a());
    expect(draws).toEqual(Array.from({ length: 5 }, () => b()));
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom('y')()).not.toBe(draws[0]);
  });
});

describe('the command line with --bot', () => {
  const lines: string[] = [];
  const write = (line: string) => void lines.push(line);

  it('refuses an opponent policy it does not have and options of the other mode', async () => {
    expect(await run(['ladders', '--bot', '--against', 'expert'], write)).toBe(2);
    expect(lines.at(-1)).toMatch(/the only opponent policy is random/);
    expect(await run(['ladders', '--bot', '--views'], write)).toBe(2);
    expect(await run(['ladders', '--bot', '--budget-ms', '0'], write)).toBe(2);
    expect(await run(['no-such-game', '--bot'], write)).toBe(2);
    expect(lines.at(-1)).toMatch(/no game "no-such-game" is registered/);
  });
});
