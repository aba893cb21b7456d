import { describe, expect, it } from 'vitest';
import type { Game, MoveMap } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { checkConservation, describeConservation } from '@parlor/deck';
import { playout, choiceGenerator, type Invariant, type ViewCheck } from '../../testing';
import type { BotView } from '../bot';
import { defineManifest } from '../manifest';
import type { GameModule } from '../module';
import { CARDS, raceGame, raceVisibility, type RaceState } from './race-game.fixture';

const conserved: Invariant<RaceState> = (state) => describeConservation(checkConservation(state.G.zones, CARDS));
const secrets = (state: { G: RaceState }, viewer: string | null) => raceVisibility.hiddenCards(state.G, viewer);

/** The race game with some of its play-phase moves replaced: a deliberately broken rule. */
function withPlayMoves(moves: MoveMap<RaceState>): Game<RaceState> {
  const play = raceGame.phases!.play!;
  return { ...raceGame, phases: { ...raceGame.phases, play: { ...play, moves: { ...play.moves, ...moves } } } };
}

describe('playout', () => {
  it('plays a match to its end with invariants and hidden-information checks on every step', () => {
    const result = playout({ game: raceGame, numPlayers: 3, seed: 'ok-1', invariants: [conserved], secrets });
    expect(result.failure).toBeUndefined();
    expect(result.ended).toBe(true);
    expect(result.gameover).toMatchObject({ winners: expect.any(Array) });
    expect(result.steps).toBeGreaterThanOrEqual(3 + 12);
  });

  it('replays exactly from a seed', () => {
    const trace = (seed: string) => {
      const steps: string[] = [];
      playout({ game: raceGame, numPlayers: 4, seed, onStep: (_s, a) => steps.push(`${a.seat}:${a.name}:${a.args}`) });
      return steps;
    };
    expect(trace('same')).toEqual(trace('same'));
    expect(trace('same')).not.toEqual(trace('other'));
  });

  it('moves every active seat, not only the first (unlike boardgame.io Simulate)', () => {
    const firstReady = new Set<string>();
    for (let i = 0; i < 20; i++) {
      let first: string | undefined;
      playout({
        game: raceGame,
        numPlayers: 4,
        seed: `who-${i}`,
        maxSteps: 1,
        onStep: (_s, action) => (first ??= action.seat),
      });
      firstReady.add(first!);
    }
    expect(firstReady.size).toBeGreaterThan(1);
  });

  it('says where the time went when given a clock', () => {
    let now = 0;
    const clock = () => (now += 1); // every reading is 1 ms after the previous one
    const result = playout({ game: raceGame, numPlayers: 2, seed: 'clock', invariants: [conserved], clock });
    // Each timed part reads the clock twice, so it costs exactly 1 ms per call.
    expect(result.timing!.reducerMs).toBe(result.steps);
    expect(result.timing!.checksMs).toBe(result.steps + 1);
    expect(result.timing!.enumerateMs).toBeGreaterThanOrEqual(result.steps);
    expect(playout({ game: raceGame, numPlayers: 2, seed: 'clock' }).timing).toBeUndefined();
  });

  it('stops at the step cap without calling it a failure', () => {
    const result = playout({ game: raceGame, numPlayers: 2, seed: 'cap', maxSteps: 5 });
    expect(result).toMatchObject({ steps: 5, ended: false });
    expect(result.failure).toBeUndefined();
  });

  it('lets a bot play some seats, from their views, through the same checks', () => {
    const seen: string[] = [];
    const bot = (view: BotView<RaceState>) => {
      seen.push(view.seat);
      // The seat's view only: another seat's hand never reaches the bot.
      for (const zone of Object.keys(view.G.zones)) if (zone.startsWith('hand:') && zone !== `hand:${view.seat}`) expect(view.G.zones[zone]!.every((card) => !CARDS.includes(card))).toBe(true);
      return view.moves[view.moves.length - 1]!;
    };
    const module: GameModule<RaceState> = { game: raceGame, manifest: defineManifest({ id: 'race', title: { en: 'Race', 'zh-TW': '競賽' }, summary: { en: 'A test.', 'zh-TW': '測試。' }, minPlayers: 2, maxPlayers: 4, playingTime: { min: 1, max: 1 }, tags: [], setupOptions: [], locales: ['en', 'zh-TW'], version: '1' }), bot };
    const result = playout({ game: raceGame, numPlayers: 3, seed: 'bots', invariants: [conserved], secrets, bots: { module, seats: ['1'] } });
    expect(result.failure).toBeUndefined();
    expect(result.ended).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['1']));
  });

  it('reports a rule that loses a card, with the seed and step', () => {
    const leaky = withPlayMoves({
      draw: ({ G, events }) => {
        G.zones.draw!.shift(); // the card vanishes
        events.endTurn();
      },
    });
    const result = playout({ game: leaky, numPlayers: 2, seed: 'lose', invariants: [conserved] });
    expect(result.failure?.message).toMatch(/invariant broken: card conservation broken: missing/);
    expect(result.failure?.action?.name).toBe('draw');
    expect(result.seed).toBe('lose');
  });

  it('reports enumerate offering a move the game rejects', () => {
    const liar: Game<RaceState> = {
      ...raceGame,
      ai: { enumerate: (_G, ctx) => (ctx.phase === 'ready' ? [{ move: 'ready' }] : [{ move: 'give', args: ['not-a-card'] }]) },
    };
    const result = playout({ game: liar, numPlayers: 2, seed: 'liar' });
    expect(result.failure?.message).toMatch(/enumerate offered seat \d give\("not-a-card"\), which was rejected/);
  });

  it('reports a match with no legal action left', () => {
    const stuck: Game<RaceState> = { ...raceGame, ai: { enumerate: (_G, ctx) => (ctx.phase === 'ready' ? [{ move: 'ready' }] : []) } };
    expect(playout({ game: stuck, numPlayers: 2, seed: 's' }).failure?.message).toMatch(/stuck: no legal action/);
  });

  it('reports an event clients may not send', () => {
    const cheat: Game<RaceState> = { ...raceGame, ai: { enumerate: () => [{ event: 'endGame' }] } };
    expect(playout({ game: cheat, numPlayers: 2, seed: 'e' }).failure?.message).toMatch(/event "endGame"/);
  });

  it('reports a move that throws', () => {
    const thrower: Game<RaceState> = {
      ...raceGame,
      phases: {
        ready: {
          ...raceGame.phases!.ready!,
          moves: {
            ready: () => {
              throw new TypeError('boom');
            },
          },
        },
      },
    };
    expect(playout({ game: thrower, numPlayers: 2, seed: 't' }).failure?.message).toMatch(/threw: TypeError: boom/);
  });

  it('reports a hidden card that reaches another seat through G', () => {
    const blabber = withPlayMoves({
      draw: ({ G, playerID, events }) => {
        const card = G.zones.draw!.shift()!;
        G.zones[`hand:${playerID}`]!.push(card);
        (G as RaceState & { lastDrawn?: string }).lastDrawn = card; // a public field naming a hidden card
        events.endTurn();
      },
    });
    const result = playout({ game: blabber, numPlayers: 2, seed: 'blab', secrets });
    expect(result.failure?.message).toMatch(/can see a secret: G\.lastDrawn/);
  });

  it('reports a secret move argument that is not redacted in the log', () => {
    const open = withPlayMoves({
      // The same move as the real give, but not redacted.
      give: ({ G, ctx, events, playerID }, card: string) => {
        const hand = G.zones[`hand:${playerID}`]!;
        if (!hand.includes(card)) return INVALID_MOVE;
        hand.splice(hand.indexOf(card), 1);
        G.zones[`hand:${(Number(playerID) + 1) % ctx.numPlayers}`]!.push(card);
        events.endTurn();
      },
    });
    let failure: string | undefined;
    for (let i = 0; i < 10 && !failure; i++) {
      failure = playout({ game: open, numPlayers: 3, seed: `open-${i}`, secrets }).failure?.message;
    }
    expect(failure).toMatch(/can see a secret: log\[0\]\.action\.payload\.args\[0\]/);
  });

  // A hand count is a number, which no list of forbidden strings can catch: a view check
  // compares it with the true state field by field.
  const countsRight: ViewCheck<RaceState> = (state, viewer, seen) => {
    const hands = (seen.G as RaceState).zones;
    for (const [name, cards] of Object.entries(state.G.zones)) {
      if (!name.startsWith('hand:')) continue;
      const shown = hands[name]!;
      if (shown.length !== cards.length) return `${name} shows ${shown.length} cards, holds ${cards.length}`;
      const own = name === `hand:${viewer}`;
      if (own && shown.some((card, i) => card !== cards[i])) return `${name} hides its cards from their owner`;
    }
  };

  it('runs view checks on what every seat and a spectator received', () => {
    const viewers = new Set<string | null>();
    const spy: ViewCheck<RaceState> = (_state, viewer) => void viewers.add(viewer);
    const result = playout({ game: raceGame, numPlayers: 3, seed: 'views', viewChecks: [countsRight, spy] });
    expect(result.failure).toBeUndefined();
    expect([...viewers]).toEqual(['0', '1', '2', null]);
  });

  it('reports a view check that fails, naming the viewer', () => {
    const shy: Game<RaceState> = {
      ...raceGame,
      // The owner's hand arrives empty: no secret leaks, but the seat is denied its own cards.
      playerView: (context) => {
        const view = raceGame.playerView!(context);
        return { ...view, zones: { ...view.zones, 'hand:0': [] } };
      },
    };
    const result = playout({ game: shy, numPlayers: 2, seed: 'shy', viewChecks: [countsRight] });
    expect(result.failure?.message).toMatch(/seat 0's view is wrong: hand:0 shows 0 cards, holds \d+/);
  });

  it('lets a view check ask what the viewer would receive of another state', () => {
    // Non-interference: the draw pile's order is hidden, so reversing it changes nothing seen.
    const orderHidden: ViewCheck<RaceState> = (state, _viewer, seen) => {
      const reversed = { ...state.G, zones: { ...state.G.zones, draw: [...state.G.zones.draw!].reverse() } };
      if (JSON.stringify(seen.viewOf(reversed)) !== JSON.stringify(seen.G)) return 'the draw pile order shows';
    };
    expect(playout({ game: raceGame, numPlayers: 2, seed: 'order', viewChecks: [orderHidden] }).failure).toBeUndefined();
    const peeking: Game<RaceState> = { ...raceGame, playerView: ({ G }) => ({ ...G, zones: { ...G.zones, draw: G.zones.draw! } }) };
    expect(playout({ game: peeking, numPlayers: 2, seed: 'order', viewChecks: [orderHidden] }).failure?.message).toMatch(
      /view is wrong: the draw pile order shows/,
    );
  });

  it('reports a setup that throws', () => {
    const broken: Game<RaceState> = {
      ...raceGame,
      setup: () => {
        throw new Error('no deck');
      },
    };
    expect(playout({ game: broken, numPlayers: 2, seed: 'x' }).failure?.message).toMatch(/setup threw: Error: no deck/);
  });
});

describe('choiceGenerator', () => {
  it('is deterministic per seed and stays in range', () => {
    const a = choiceGenerator('seed');
    const b = choiceGenerator('seed');
    const picks = Array.from({ length: 50 }, () => a(7));
    expect(picks).toEqual(Array.from({ length: 50 }, () => b(7)));
    expect(picks.every((p) => p >= 0 && p < 7)).toBe(true);
    expect(new Set(picks).size).toBeGreaterThan(3);
  });
});
