import type { ActivePlayersArg, Ctx, FnContext, LongFormMove, Move, MoveMap, PlayerID, StageArg } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

// Why a wrapper and not a second `setActivePlayers` from the game: boardgame.io keeps one set
// of active players, and response windows (windows.ts) rewrite it whenever a window opens,
// moves on or closes, from inside moves and `onClose` handlers. A seat that may act "at any
// time" (BANG!'s Sid Ketchum) must stay in that set through all of it without the windows
// knowing about it. So a wrapped move runs with a context whose `setActivePlayers` only
// records what was asked; at the end the wrapper sets that (or what was active before, if
// nothing was asked) plus the standing seats, once. Nothing in the windows' state changes, so
// an answer the windows are waiting for stays valid while a standing seat acts.

type Seat = PlayerID;

/**
 * Calls a boardgame.io event without the stack trace it records. boardgame.io makes a new Error
 * with every event, kept in case the event turns out invalid (its message then carries that
 * stack). From here the stack names this wrapper and boardgame.io's own frames, nothing of the
 * game's, and capturing it was the largest single cost of the wrapper (BANG! with every option:
 * a tenth of a move's own time). An invalid event is still refused with its message.
 */
function withoutStack(call: () => void): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    call();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** What `ctx.activePlayers` holds: each active seat's stage (`null`: no stage, the turn's own moves). */
export type ActiveSeats = Record<Seat, string | null>;

/** What {@link defineStandingStage} takes. */
export interface StandingStageConfig<G> {
  /** The stage standing seats act in. Its moves are the things that may be done at any time. */
  stage: string;
  /**
   * The seats that may act at any time now (for instance: alive, with an ability usable at
   * this moment). A seat the game already makes active (the current player outside any window,
   * or a seat a window waits for) keeps its own stage and is not moved to the standing one, so
   * that stage, or the turn's moves, should offer the same moves too.
   */
  seats: (G: G, ctx: Ctx) => readonly Seat[];
}

/** The standing stage of a game, from {@link defineStandingStage}. */
export interface StandingStage<G> {
  /** The stage's name. */
  readonly stage: string;
  /**
   * What `ctx.activePlayers` must be: `base` (what the game makes active, `null` meaning the
   * current player alone) plus every standing seat not already in it, in the standing stage.
   * `null` when nobody stands and `base` is `null`.
   */
  activePlayers(G: G, ctx: Ctx, base: ActiveSeats | null): ActiveSeats | null;
  /**
   * `ctx` as the game alone would have it: the standing seats left out, and a set holding only
   * the current player outside any stage turned back into `null`. Hand it to checks that know
   * nothing about standing seats (a windows controller's `check`).
   */
  withoutStanding(ctx: Ctx): Ctx;
  /**
   * Wraps a move, or a hook that may call events (`turn.onBegin`): it runs with a context whose
   * `setActivePlayers` is recorded, then the active players are set once, to what was asked
   * (or, if nothing was, what was active before) plus the standing seats. Only the `{ value }`
   * and array forms of `setActivePlayers` are combined; any other form is passed on as it was
   * and the standing seats come back on the next wrapped move. A move that returns
   * `INVALID_MOVE` changes nothing.
   */
  wrap<F extends (context: FnContext<G> & { playerID?: Seat }, ...args: never[]) => unknown>(fn: F): F;
  /** {@link wrap} on every move of a move map (long-form moves keep their options). */
  wrapMoves(moves: MoveMap<G>): MoveMap<G>;
  /** An invariant for playouts: a message when the standing seats in `ctx.activePlayers` are not exactly the ones due. */
  check(G: G, ctx: Ctx): string | undefined;
}

/** The `{ value }` an argument of `setActivePlayers` amounts to, or undefined for forms this module does not combine. */
function valueOf(arg: unknown): ActiveSeats | undefined {
  if (Array.isArray(arg)) return Object.fromEntries(arg.map((seat) => [String(seat), null]));
  if (typeof arg !== 'object' || arg === null) return undefined;
  const keys = Object.keys(arg);
  if (keys.length !== 1 || keys[0] !== 'value') return undefined;
  const value = (arg as { value: Record<Seat, StageArg> }).value;
  const seats: ActiveSeats = {};
  for (const [seat, stage] of Object.entries(value)) {
    // A stage given with move limits is kept by name only: windows never set limits.
    seats[seat] = typeof stage === 'object' && stage !== null ? (stage.stage ?? null) : (stage ?? null);
  }
  return seats;
}

function sameSeats(a: ActiveSeats | null, b: ActiveSeats | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((seat) => seat in b && b[seat] === a[seat]);
}

/**
 * Defines a standing stage: seats that may act at any time, whenever the game waits on
 * anyone, beside whoever the turn or a response window lets act (BANG!'s Sid Ketchum, who may
 * discard two cards for a life at any moment). The game wraps its moves and `turn.onBegin`
 * with {@link StandingStage.wrap}, declares the stage with the moves allowed at any time, and
 * checks {@link StandingStage.check} in its playouts. Standing seats never touch the windows:
 * a window keeps waiting for its seat, and the version that seat quotes stays valid. Moves of
 * the standing stage should be `ignoreStaleStateID` (with arguments that make a repeated
 * request fail, such as the cards it uses), so that they are not dropped when sent at the same
 * time as another seat's answer.
 *
 * @example
 * const standing = defineStandingStage<State>({ stage: 'anytime', seats: (G) => seatsThatMayHeal(G) });
 * const game = {
 *   turn: { onBegin: standing.wrap(onBegin), stages: { ...windowStages, anytime: { moves: { heal } } } },
 *   moves: standing.wrapMoves({ play, heal }),
 * };
 */
export function defineStandingStage<G>(config: StandingStageConfig<G>): StandingStage<G> {
  const { stage } = config;

  function activePlayers(G: G, ctx: Ctx, base: ActiveSeats | null): ActiveSeats | null {
    let result = base;
    for (const seat of config.seats(G, ctx)) {
      // Outside any stage (`null`) the current player already acts with the turn's moves.
      if (result === null ? seat === ctx.currentPlayer : seat in result) continue;
      if (result === null) result = { [ctx.currentPlayer]: null };
      else if (result === base) result = { ...base };
      result[seat] = stage;
    }
    return result;
  }

  /** Leaves out the standing seats; `null` when nobody, or only the current player outside any stage, is left. */
  function strip(active: ActiveSeats | null, currentPlayer: Seat): ActiveSeats | null {
    if (active === null) return null;
    const rest: ActiveSeats = {};
    let count = 0;
    let changed = false;
    for (const seat in active) {
      if (active[seat] === stage) changed = true;
      else {
        rest[seat] = active[seat]!;
        count++;
      }
    }
    if (count === 0) return null;
    if (!changed) return active;
    return count === 1 && rest[currentPlayer] === null ? null : rest;
  }

  // The events a wrapped call sees. Its two functions are made once, not per call, and find the
  // call they belong to here (saved and restored around each call, since a wrapped hook may run
  // inside another): a server runs TypeScript through a loader that names every function made
  // at run time, and naming two per move cost a BANG! move 2% of its time.
  let call: { asked: boolean; arg: unknown; events: FnContext<G>['events'] } | undefined;
  function recordActivePlayers(value: ActivePlayersArg): void {
    call!.asked = true;
    call!.arg = value;
  }
  function endTurnQuietly(arg?: { next: PlayerID }): void {
    const { events } = call!;
    withoutStack(() => events.endTurn(arg));
  }

  function wrap<F extends (context: FnContext<G> & { playerID?: Seat }, ...args: never[]) => unknown>(fn: F): F {
    return ((context: FnContext<G> & { playerID?: Seat }, ...args: never[]) => {
      const outer = call;
      const own = { asked: false, arg: undefined as unknown, events: context.events };
      call = own;
      let result: unknown;
      try {
        result = fn({ ...context, events: { ...context.events, setActivePlayers: recordActivePlayers, endTurn: endTurnQuietly } }, ...args);
      } finally {
        call = outer;
      }
      if (result === INVALID_MOVE) return result;
      const { G, ctx } = context;
      const { asked, arg } = own;
      const asValue = asked ? valueOf(arg) : undefined;
      if (asked && asValue === undefined) {
        withoutStack(() => context.events.setActivePlayers(arg as ActivePlayersArg));
        return result;
      }
      const base = strip(asked ? asValue! : (ctx.activePlayers as ActiveSeats | null), ctx.currentPlayer);
      const wanted = activePlayers(G, ctx, base);
      // An unchanged set is left alone: setting it would cost boardgame.io an event.
      if (asked || !sameSeats(wanted, ctx.activePlayers as ActiveSeats | null)) {
        withoutStack(() => context.events.setActivePlayers({ value: (wanted ?? {}) as Record<Seat, StageArg> }));
      }
      return result;
    }) as F;
  }

  return {
    stage,
    activePlayers,
    withoutStanding: (ctx) => {
      const active = strip(ctx.activePlayers as ActiveSeats | null, ctx.currentPlayer);
      return active === ctx.activePlayers ? ctx : { ...ctx, activePlayers: active as Ctx['activePlayers'] };
    },
    wrap,
    wrapMoves: (moves) =>
      Object.fromEntries(
        Object.entries(moves).map(([name, move]): [string, Move<G>] => [
          name,
          typeof move === 'function' ? wrap(move as never) : ({ ...move, move: wrap(move.move as never) } as LongFormMove<G>),
        ]),
      ),
    check(G, ctx) {
      // Once the game is over boardgame.io applies no more events, so nothing is owed.
      if (ctx.gameover !== undefined) return undefined;
      const active = (ctx.activePlayers ?? null) as ActiveSeats | null;
      const base = strip(active, ctx.currentPlayer);
      const expected = activePlayers(G, ctx, base);
      return sameSeats(expected, active)
        ? undefined
        : `standing stage "${stage}": expected active players ${JSON.stringify(expected)}, found ${JSON.stringify(active)}`;
    },
  };
}
