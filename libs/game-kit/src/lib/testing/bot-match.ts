import type { State } from 'boardgame.io';
import { decide, type BotMove } from '../bot';
import type { GameModule } from '../module';
import { choiceGenerator } from './playout';
import { activeSeats, apply, initialState } from './reducer';

/** A seeded random number in [0, 1), for a bot's `random` in tests. */
export function seededRandom(seed: string): () => number {
  const pick = choiceGenerator(seed);
  return () => pick(1_000_000) / 1_000_000;
}

/** Whether two moves are the same move with the same arguments. */
export const sameMove = (a: BotMove, b: BotMove): boolean => a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);

/** Options of {@link playWithBots}. */
export interface BotMatchOptions<G> {
  module: GameModule<G>;
  numPlayers: number;
  seed: string;
  /** The seats the module's bot plays, from their own view; the others move at random. */
  botSeats: readonly string[];
  setupData?: unknown;
  /** Sees each state once per seat that may move in it, before one of them moves. */
  visit?: (state: State<G>, seat: string) => void;
  /** Moves before the match is given up (default 5000). */
  maxSteps?: number;
}

/**
 * Plays one match on the reducer: at each step a random seat among those with moves moves,
 * by the bot for `botSeats` and at random otherwise. Throws if the game refuses a move.
 * Returns the last state (ended unless `maxSteps` ran out).
 */
export function playWithBots<G>({ module, numPlayers, seed, botSeats, setupData, visit, maxSteps = 5000 }: BotMatchOptions<G>): State<G> {
  const { game } = module;
  const pick = choiceGenerator(seed);
  const random = seededRandom(`bot-${seed}`);
  let state = initialState(game, numPlayers, setupData, seed);
  for (let step = 0; state.ctx.gameover === undefined && step < maxSteps; step++) {
    const ready = activeSeats(state.ctx)
      .map((seat) => ({ seat, moves: game.ai!.enumerate(state.G, state.ctx, seat) as BotMove[] }))
      .filter(({ moves }) => moves.length > 0);
    for (const { seat } of ready) visit?.(state, seat);
    const { seat, moves } = ready[pick(ready.length)]!;
    const move = botSeats.includes(seat) ? decide(module, state, seat, { random, budgetMs: 50 })! : moves[pick(moves.length)]!;
    const outcome = apply(game, state, { seat, name: move.move, args: move.args ?? [] });
    if (!outcome.ok) throw new Error(`seat ${seat} ${move.move}(${JSON.stringify(move.args)}) rejected: ${outcome.message}`);
    state = outcome.state;
  }
  return state;
}
