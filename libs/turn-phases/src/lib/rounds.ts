import { seatsInOrder } from './order';
import type { Seat } from './windows';

// A match of rounds: each round is dealt, played and scored, the points add up, and the match
// ends at a number of points or after a number of rounds. Every game that plays "first to N
// points" otherwise keeps its own tally, its own end test, its own tie rule and its own choice
// of who starts the next round, and those are where such games disagree with their rulebooks.
//
// Everything here is a pure function of plain JSON: `endRound` returns the next state instead
// of changing the one it is given, so it works the same on boardgame.io's Immer drafts, on
// withPlainState's copies and on frozen states in tests. The only randomness (a first player
// drawn at random) comes from the boardgame.io `random` passed in, so a seed replays a match.

/** When the match ends: a seat reaches a number of match points, or a number of rounds is played. */
export type MatchGoal = { readonly points: number } | { readonly rounds: number };

/**
 * What happens when several seats share the best total at the end: they share the win, or
 * another round is played until one seat is ahead alone.
 */
export type TieRule = 'share' | 'play-on';

/** Which total is best: the most points (most games) or the fewest (penalty points, as in Hearts). */
export type Best = 'most' | 'fewest';

/** Anything that can shuffle: boardgame.io's `random` plugin API satisfies it. */
export interface SeatShuffler {
  Shuffle<T>(items: T[]): T[];
}

/** What a {@link FirstPlayerRule} function is told about the round that just ended. */
export interface RoundSummary {
  /** The state as it was during the round (before its points were added). */
  readonly state: RoundsState;
  /** The points each seat scored in the round. */
  readonly scored: Readonly<Record<Seat, number>>;
  /** The seats with the round's best score; empty when every seat scored the same. */
  readonly roundWinners: readonly Seat[];
  /** The seats that may start a round, in seating order. */
  readonly seats: readonly Seat[];
}

/**
 * Who starts the next round:
 * - `'next-seat'`: the seat after this round's first player, in seating order (passing the deal);
 * - `'round-winner'`: the round's winner; among several, the first of them in seating order from
 *   this round's first player; with none (every seat scored the same), the next seat;
 * - `'random'`: a seat drawn with the match's PRNG;
 * - a function of the round's {@link RoundSummary}, for anything else.
 */
export type FirstPlayerRule = 'next-seat' | 'round-winner' | 'random' | ((summary: RoundSummary) => Seat);

/** Options of {@link defineRounds}. */
export interface RoundsOptions {
  goal: MatchGoal;
  /** Default `'share'`. */
  ties?: TieRule;
  /** Default `'most'`. */
  best?: Best;
  /** Default `'next-seat'`. */
  firstPlayer?: FirstPlayerRule;
}

/** One finished round, as kept in {@link RoundsState.played}. */
export interface PlayedRound {
  round: number;
  /** Who started it. */
  first: Seat;
  /** The points each seat scored in it (every seat, zero included). */
  scored: Record<Seat, number>;
}

/**
 * The match's rounds, kept in G (for example as `G.rounds`): plain JSON, public (nothing in
 * it is secret, so every viewer may receive it as it is).
 */
export interface RoundsState {
  /** The round being played, from 1. Once the match is over, the last round played. */
  round: number;
  /** The seat that starts the round being played. */
  first: Seat;
  /** Match points so far, every seat of the match listed. */
  points: Record<Seat, number>;
  /** The rounds finished so far, oldest first: what a score sheet shows. */
  played: PlayedRound[];
  /** Set when the match is over: the seats that won it (several on a shared win). */
  winners: Seat[] | null;
}

/** What {@link Rounds.endRound} decided. */
export interface RoundEnd {
  /** The next state: points added, the round recorded, and either the next round or the result. */
  state: RoundsState;
  /** The seats with the round's best score; empty when every seat scored the same. */
  roundWinners: Seat[];
  /** Whether the match is over (then `state.winners` holds the result). */
  over: boolean;
  /** Who starts the next round; `undefined` once the match is over. Deal the next round's cards from here. */
  next: Seat | undefined;
}

/** Context of {@link Rounds.endRound}. */
export interface EndRoundContext {
  /** The seats that may start a round, in seating order (usually `ctx.playOrder`). */
  seats: readonly Seat[];
  /** The match's PRNG (boardgame.io's `random`); needed only by the `'random'` first player rule. */
  random?: SeatShuffler;
}

/** The functions of a match of rounds, made by {@link defineRounds}. */
export interface Rounds {
  readonly options: Readonly<Required<RoundsOptions>>;
  /** The state of round 1, started by `first`, every seat on zero points. */
  start(seats: readonly Seat[], first: Seat): RoundsState;
  /**
   * Scores the round that just ended: `scored` gives each seat's points for it (a seat left out
   * scored zero). Returns the next state, which the caller stores in G, and who starts next.
   */
  endRound(state: RoundsState, scored: Readonly<Record<Seat, number>>, context: EndRoundContext): RoundEnd;
  /** The seats with the best total so far (all of them share it), in seating order of `points`. */
  leaders(state: RoundsState): Seat[];
  /** Whether the match is over. */
  isOver(state: RoundsState): boolean;
}

function bestOf(values: Readonly<Record<Seat, number>>, seats: readonly Seat[], best: Best): Seat[] {
  if (seats.length === 0) return [];
  const pick = best === 'most' ? Math.max : Math.min;
  const top = pick(...seats.map((seat) => values[seat] ?? 0));
  return seats.filter((seat) => (values[seat] ?? 0) === top);
}

/**
 * Defines a match of rounds. The rules of when it ends and who starts are given once here, so
 * each game states them as data rather than writing them into its moves.
 *
 * @example
 * // First to 3 points; the round's winner starts the next round.
 * const rounds = defineRounds({ goal: { points: 3 }, firstPlayer: 'round-winner' });
 * // setup:    G.rounds = rounds.start(ctx.playOrder, ctx.playOrder[0]);
 * // round end: const end = rounds.endRound(G.rounds, { '0': 1 }, { seats: ctx.playOrder, random });
 * //            G.rounds = end.state; if (!end.over) dealAgain(G, random), then play from end.next.
 */
export function defineRounds(options: RoundsOptions): Rounds {
  const settled: Required<RoundsOptions> = { ties: 'share', best: 'most', firstPlayer: 'next-seat', ...options };
  const goal = settled.goal;
  const limit = 'points' in goal ? goal.points : goal.rounds;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`a match goal must be a positive whole number, not ${limit}`);

  const seatsOf = (state: RoundsState) => Object.keys(state.points);

  const leaders = (state: RoundsState) => bestOf(state.points, seatsOf(state), settled.best);

  function goalReached(state: RoundsState): boolean {
    if ('rounds' in goal) return state.round >= goal.rounds;
    return Object.values(state.points).some((points) => points >= goal.points);
  }

  function nextFirst(summary: RoundSummary, random: SeatShuffler | undefined): Seat {
    const { state, roundWinners, seats } = summary;
    const rule = settled.firstPlayer;
    const passOn = () => seatsInOrder(seats, { from: state.first })[0] ?? state.first;
    if (typeof rule === 'function') return rule(summary);
    switch (rule) {
      case 'next-seat':
        return passOn();
      case 'round-winner':
        if (roundWinners.length === 0) return passOn();
        return seatsInOrder(seats, { from: state.first, includeFrom: true }).find((seat) => roundWinners.includes(seat)) ?? passOn();
      case 'random':
        if (!random) throw new Error("the 'random' first player rule needs the match's random");
        return random.Shuffle([...seats])[0]!;
    }
  }

  return {
    options: settled,

    start(seats, first) {
      if (!seats.includes(first)) throw new Error(`seat "${first}" is not one of the match's seats`);
      return { round: 1, first, points: Object.fromEntries(seats.map((seat) => [seat, 0])), played: [], winners: null };
    },

    endRound(state, scored, { seats, random }) {
      if (state.winners !== null) throw new Error('the match is already over');
      const all = seatsOf(state);
      const unknown = Object.keys(scored).find((seat) => !all.includes(seat));
      if (unknown !== undefined) throw new Error(`seat "${unknown}" is not one of the match's seats`);
      const points = Object.fromEntries(all.map((seat) => [seat, state.points[seat]! + (scored[seat] ?? 0)]));
      const roundScores = Object.fromEntries(all.map((seat) => [seat, scored[seat] ?? 0]));
      const roundBest = bestOf(roundScores, all, settled.best);
      const roundWinners = roundBest.length === all.length && all.length > 1 ? [] : roundBest;
      const played = [...state.played, { round: state.round, first: state.first, scored: roundScores }];
      const scoredState: RoundsState = { ...state, points, played };
      if (goalReached(scoredState)) {
        const top = leaders(scoredState);
        if (top.length === 1 || settled.ties === 'share') {
          return { state: { ...scoredState, winners: top }, roundWinners, over: true, next: undefined };
        }
      }
      const next = nextFirst({ state, scored: roundScores, roundWinners, seats }, random);
      return { state: { ...scoredState, round: state.round + 1, first: next }, roundWinners, over: false, next };
    },

    leaders,

    isOver: (state) => state.winners !== null,
  };
}
