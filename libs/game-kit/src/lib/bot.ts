import type { Ctx, State } from 'boardgame.io';
import type { GameModule } from './module';

// A bot plays a seat the way a person at that seat would: from what that seat receives. It is
// handed the seat's playerView and the moves `ai.enumerate` lists for the seat on that view,
// never the true state: a bot cannot read another seat's hand, the deck's order or a secret
// role, whatever its policy does.

/** A move as `ai.enumerate` lists it. */
export interface BotMove {
  move: string;
  args?: unknown[];
}

/** What a bot chooses from: its own seat's view of the match, and the moves it may make. */
export interface BotView<G = unknown> {
  /** The state as the seat receives it (the game's playerView). */
  G: G;
  ctx: Ctx;
  seat: string;
  /** `ai.enumerate`'s moves for the seat on that view; never empty when a bot is asked. */
  moves: BotMove[];
  /** A random number in [0, 1): the bot's own source, not the match's seeded one. */
  random: () => number;
  /** How long the policy may think, in ms; a searching policy stops by then. */
  budgetMs: number;
}

/** A bot's policy: one of `view.moves`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BotPolicy<G = any> = (view: BotView<G>) => BotMove;

/** The seat's view of a state: what boardgame.io sends that seat (its playerView of G, and ctx). */
export function seatView<G>(module: GameModule<G>, state: State<G>, seat: string): { G: G; ctx: Ctx } {
  const { game } = module;
  const G = game.playerView ? (game.playerView({ G: state.G, ctx: state.ctx, playerID: seat }) as G) : state.G;
  return { G, ctx: state.ctx };
}

/** The moves `ai.enumerate` lists for a seat on that seat's own view. */
export function movesFromView<G>(module: GameModule<G>, G: G, ctx: Ctx, seat: string): BotMove[] {
  const listed = (module.game.ai?.enumerate?.(G, ctx, seat) ?? []) as (BotMove & { event?: string })[];
  // Events are never a client's to send (NO_CLIENT_EVENTS): a bot makes moves only.
  return listed.filter((entry) => typeof entry.move === 'string').map((entry) => ({ move: entry.move, ...(entry.args ? { args: entry.args } : {}) }));
}

/**
 * The platform's policy for a game without a `bot` of its own: a move that changes something
 * (not a pass, an end of phase, taking a hit or giving up) when there is one, chosen at random.
 * It plays better than a random seat wherever passing is the weaker choice, and it never needs
 * more than the view. A game with hidden information and real decisions should bring its own.
 */
export const defaultBot: BotPolicy = ({ moves, random }) => {
  const active = moves.filter((move) => !PASSIVE.test(move.move));
  const pool = active.length > 0 ? active : moves;
  return pool[Math.floor(random() * pool.length)]!;
};

// Move names that let the game go on without doing anything: what a default bot avoids.
const PASSIVE = /^(pass|end[A-Z]|endTurn|endPlay|takeHit|die|giveUp|skip|noop)/;

/** The policy that plays a module's seats: its own `bot`, else {@link defaultBot}. */
export const botOf = <G>(module: GameModule<G>): BotPolicy<G> => (module.bot as BotPolicy<G> | undefined) ?? (defaultBot as BotPolicy<G>);

/**
 * What the module's bot plays for `seat` in `state`, from that seat's view only; undefined when
 * the seat has nothing to do. A policy that answers with a move that is not one of the listed
 * ones gets the first listed move instead (a bug of the policy, never a way around the rules:
 * the server applies the move like any other).
 */
export function decide<G>(module: GameModule<G>, state: State<G>, seat: string, options: { random: () => number; budgetMs: number }): BotMove | undefined {
  const { G, ctx } = seatView(module, state, seat);
  const moves = movesFromView(module, G, ctx, seat);
  if (moves.length === 0) return undefined;
  const chosen = botOf(module)({ G, ctx, seat, moves, random: options.random, budgetMs: options.budgetMs });
  const listed = moves.find((move) => move.move === chosen?.move && JSON.stringify(move.args ?? []) === JSON.stringify(chosen.args ?? []));
  return listed ?? moves[0];
}
