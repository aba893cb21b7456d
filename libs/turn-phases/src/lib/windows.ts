import type { Ctx, FnContext, LongFormMove, MoveFn, PlayerID, StageArg } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { copyJson } from '@parlor/game-kit';

// Why the stack lives in G and not only in boardgame.io's `revert` stack:
// `setActivePlayers({ revert: true })` pushes the *current* active set and pops it when the
// new set empties, which models "open a window, close it, go back" well. A Nope chain needs
// more: when a seat answers, every other seat must be asked again, including seats that had
// already passed. Re-adding them takes a second `setActivePlayers`; with `revert` that pushes
// the half-answered set, which would be asked again after the chain closes, and without
// `revert` boardgame.io clears its whole stack and the outer windows are lost. So the stack
// below is the source of truth (plain JSON, visible in G, replayable), and after every
// change the library sets `ctx.activePlayers` to exactly the seats the innermost window
// awaits, each in its stage; when the last window closes it restores what was active before
// the first one opened.

/** A seat as boardgame.io names it. */
export type Seat = PlayerID;

/** The context boardgame.io passes to moves and hooks (`{ G, ctx, events, random, playerID }`). */
export type WindowContext<G> = FnContext<G> & { playerID?: PlayerID };

/** One pending choice of a queue window: who must act, in which stage, about what. */
export interface QueueItem<I = unknown> {
  seat: Seat;
  stage: string;
  data?: I;
}

/** One answer in an open window's chain (a Nope, with whatever the game records). */
export interface ChainLink {
  seat: Seat;
  data?: unknown;
}

/** How a window ended: its last answer was a response, a pass, or the game closed it. */
export type ClosedBy = 'respond' | 'pass' | 'close';

interface WindowBase<T extends string, D> {
  /** Unique within the match. */
  id: number;
  /** What the window is for; selects its handler. */
  tag: T;
  /** The game's own record of what is pending (the card played, the damage, ...). */
  data: D;
  /** The seat that answered last. */
  lastSeat?: Seat;
  /** Set just before the window's `onClose` handler runs. */
  closedBy?: ClosedBy;
}

/**
 * Seats answer one at a time, in order: a single target (Missed!, Beer at 0 life, the
 * victim of a Favor), each other player in turn (Indians!, Gatling, General Store picks), or a
 * queue of pending choices, each with its own seat, stage and data.
 */
export interface QueueWindow<T extends string = string, D = unknown> extends WindowBase<T, D> {
  kind: 'queue';
  items: QueueItem[];
  /** The item being answered. */
  index: number;
}

/**
 * Two seats answer alternately (Duel) until one passes. `turn` is the index in `seats` of
 * the seat to answer; the window's `lastSeat` is the one that passed.
 */
export interface DuelWindow<T extends string = string, D = unknown> extends WindowBase<T, D> {
  kind: 'duel';
  seats: [Seat, Seat];
  stage: string;
  turn: 0 | 1;
  /** Responses so far. */
  exchanges: number;
}

/**
 * Anyone among `eligible` may answer, at once and any number of times (a Nope chain): every
 * eligible seat but the one that played last may answer while the window is open, even after
 * passing. Each answer joins the chain and asks every other eligible seat again; the window
 * closes when all of them have passed since the last answer. `chain.length` is the number of
 * answers.
 */
export interface OpenWindow<T extends string = string, D = unknown> extends WindowBase<T, D> {
  kind: 'open';
  stage: string;
  eligible: Seat[];
  /** Seats that have not passed since the last play (the window closes when it is empty). */
  waiting: Seat[];
  chain: ChainLink[];
}

/** Any open window. */
export type Window<T extends string = string, D = unknown> = QueueWindow<T, D> | DuelWindow<T, D> | OpenWindow<T, D>;

/** The three kinds of window. */
export type WindowKind = Window['kind'];

/** The window of one kind, tag and data. */
export type WindowOf<K extends WindowKind, T extends string = string, D = unknown> = Extract<Window<T, D>, { kind: K }>;

/** What a game declares per tag: which kind of window it is and what data it carries. */
export interface TagSpec {
  kind: WindowKind;
  data: unknown;
}

/** What `open` takes: a window without the bookkeeping the library fills in. */
export type WindowSpec<T extends string = string, D = unknown> =
  | { kind: 'queue'; tag: T; data: D; items: QueueItem[] }
  | { kind: 'duel'; tag: T; data: D; seats: [Seat, Seat]; stage: string }
  | {
      kind: 'open';
      tag: T;
      data: D;
      eligible: Seat[];
      stage: string;
      /** Who made the play the window is about: not asked to answer their own play. */
      by?: Seat;
    };

/** The windows of a match, kept in G (create with {@link createWindows}). */
export interface WindowsState {
  /** Open windows, innermost last. */
  stack: Window[];
  /**
   * Bumped whenever what a seat is answering changes. Every answer quotes it, so an answer
   * to something that has since changed (a pass sent just as someone else played a Nope, a
   * double click reaching the next window) is refused instead of applied to the wrong thing.
   * Passes in an open window do not bump it, so simultaneous passes are all kept.
   */
  version: number;
  nextId: number;
  /**
   * `ctx.activePlayers` outside any window in turn `turn`: captured when the turn's first
   * window opens and restored whenever the last one closes. It is kept for the rest of the
   * turn because a window opened later in the same move (from an `onClose`) sees a `ctx` from
   * before the move began.
   */
  base: { turn: number; activePlayers: Record<Seat, string | null> | null } | null;
}

/** A fresh, empty {@link WindowsState} for `setup`. */
export function createWindows(): WindowsState {
  return { stack: [], version: 0, nextId: 1, base: null };
}

/** A deep copy of the windows, for a game's `withPlainState` copy (every answer changes them). */
export function copyWindows(state: WindowsState): WindowsState {
  return copyJson(state);
}

/** What happens when a window of one tag closes. */
export interface WindowHandler<G, W> {
  /**
   * Resolves the window. Runs after the active players are back to the enclosing window
   * (or the turn), so it may open further windows, and call `events.endTurn()` last.
   */
  onClose?: (context: WindowContext<G>, window: W) => void;
}

/** The `open` argument for tag `T` of a game's {@link TagSpec}s. */
export type SpecFor<Tags extends Record<string, TagSpec>, T extends keyof Tags & string> = Extract<
  WindowSpec<T, Tags[T]['data']>,
  { kind: Tags[T]['kind'] }
>;

/** The windows controller of one game, from {@link defineWindows}. */
export interface Windows<G, Tags extends Record<string, TagSpec>> {
  /**
   * Opens a window on top of any open ones and makes its seats active. An empty queue or an
   * open window with nobody to ask closes at once (its handler runs). Returns the window's id.
   */
  open<T extends keyof Tags & string>(context: WindowContext<G>, spec: SpecFor<Tags, T>): number;
  /**
   * The acting seat (`context.playerID`) answers the innermost window: a queue moves to its
   * next item, a duel turns to the other seat, an open window adds `link` to its chain and
   * asks everyone else again. Returns `INVALID_MOVE` if that seat is not awaited or
   * `version` is out of date, so a move can `return` it.
   */
  respond(context: WindowContext<G>, version: unknown, link?: unknown): typeof INVALID_MOVE | undefined;
  /**
   * The acting seat passes: a queue moves to its next item, a duel closes (the passer gave
   * up), an open window stops waiting for that seat. Same checks as {@link respond}.
   */
  pass(context: WindowContext<G>, version: unknown): typeof INVALID_MOVE | undefined;
  /** Closes the innermost window now (`closedBy: 'close'`), e.g. when its seat was eliminated. */
  close(context: WindowContext<G>): void;
  /** The innermost window, if any. */
  top(G: G): Window | undefined;
  /** The seats whose answer the innermost window still waits for (in an open window: who has not passed). */
  awaiting(G: G): Seat[];
  /** The current {@link WindowsState.version}, to quote in an answer. */
  version(G: G): number;
  /**
   * Forgets every window and the remembered active players; call it in `turn.onBegin` so
   * nothing outlives its turn, and after setting active players yourself outside a window.
   */
  reset(G: G): void;
  /**
   * An invariant for playouts: a message when `ctx.activePlayers` is not exactly the seats
   * that may act on the innermost window.
   */
  check(G: G, ctx: Ctx): string | undefined;
}

/** The seats that may act on a window, each in its stage: what `ctx.activePlayers` must be. */
function activeIn(window: Window): Record<Seat, string> {
  switch (window.kind) {
    case 'queue': {
      const item = window.items[window.index];
      return item ? { [item.seat]: item.stage } : {};
    }
    case 'duel':
      return { [window.seats[window.turn]]: window.stage };
    case 'open':
      return Object.fromEntries(
        window.eligible.filter((seat) => seat !== window.lastSeat).map((seat) => [seat, window.stage]),
      );
  }
}

/** Whether `seat` may act on `window` (what {@link activeIn} lists, without building the list). */
function mayAct(window: Window, seat: Seat): boolean {
  switch (window.kind) {
    case 'queue':
      return window.items[window.index]?.seat === seat;
    case 'duel':
      return window.seats[window.turn] === seat;
    case 'open':
      return seat !== window.lastSeat && window.eligible.includes(seat);
  }
}

function isComplete(window: Window): boolean {
  return window.kind === 'queue' ? window.index >= window.items.length : window.kind === 'open' && window.waiting.length === 0;
}

/**
 * Defines the response windows of a game: where their state lives in G and what each kind
 * of window (by tag) does when it closes.
 *
 * @example
 * const windows = defineWindows<State, { nope: { kind: 'open'; data: { card: string } } }>({
 *   state: (G) => G.windows,
 *   handlers: { nope: { onClose: (context, window) => resolve(context, window.data.card, window.chain.length % 2 === 1) } },
 * });
 * // in playCard: windows.open(context, { kind: 'open', tag: 'nope', by: playerID, eligible: living, stage: 'nope', data: { card } });
 * // in the 'nope' stage: nope: responseMove((context, version) => windows.respond(context, version)),
 * //                      pass: responseMove((context, version) => windows.pass(context, version)),
 */
export function defineWindows<G, Tags extends Record<string, TagSpec>>(config: {
  state: (G: G) => WindowsState;
  handlers: { [T in keyof Tags & string]: WindowHandler<G, WindowOf<Tags[T]['kind'], T, Tags[T]['data']>> };
}): Windows<G, Tags> {
  // Each handler is typed for its own tag; looked up by a window's tag at run time.
  const handlers = config.handlers as unknown as Record<string, WindowHandler<G, Window>>;

  function sync(context: WindowContext<G>, state: WindowsState): void {
    const top = state.stack[state.stack.length - 1];
    // A plain copy: G is an Immer draft, and boardgame.io applies the event after the move,
    // when the draft has been revoked.
    const value = top ? activeIn(top) : { ...state.base?.activePlayers };
    // A restored seat may be in boardgame.io's null stage (Stage.NULL), which its types omit.
    context.events.setActivePlayers({ value: value as Record<Seat, StageArg> });
  }

  function closeTop(context: WindowContext<G>, state: WindowsState, closedBy: ClosedBy): void {
    const window = state.stack.pop()!;
    window.closedBy = closedBy;
    state.version++;
    sync(context, state);
    handlers[window.tag]?.onClose?.(context, window);
  }

  /** The innermost window if `seat` may act on it with `version`, else undefined. */
  function answerable(state: WindowsState, seat: Seat | undefined, version: unknown): Window | undefined {
    const top = state.stack[state.stack.length - 1];
    if (!top || seat === undefined || version !== state.version) return undefined;
    return mayAct(top, seat) ? top : undefined;
  }

  return {
    open(context, specFor) {
      const spec = specFor as WindowSpec;
      const state = config.state(context.G);
      if (state.stack.length === 0 && state.base?.turn !== context.ctx.turn) {
        const active = context.ctx.activePlayers;
        state.base = { turn: context.ctx.turn, activePlayers: active ? { ...active } : null };
      }
      const id = state.nextId++;
      let window: Window;
      switch (spec.kind) {
        case 'queue':
          window = { kind: 'queue', id, tag: spec.tag, data: spec.data, items: spec.items.map((item) => ({ ...item })), index: 0 };
          break;
        case 'duel':
          if (spec.seats[0] === spec.seats[1]) throw new Error('a duel needs two different seats');
          window = { kind: 'duel', id, tag: spec.tag, data: spec.data, seats: [...spec.seats], stage: spec.stage, turn: 0, exchanges: 0 };
          break;
        case 'open': {
          const eligible = [...new Set(spec.eligible)];
          window = {
            kind: 'open',
            id,
            tag: spec.tag,
            data: spec.data,
            stage: spec.stage,
            eligible,
            waiting: eligible.filter((seat) => seat !== spec.by),
            chain: [],
          };
          if (spec.by !== undefined) window.lastSeat = spec.by;
          break;
        }
      }
      state.stack.push(window);
      state.version++;
      if (isComplete(window)) closeTop(context, state, 'pass');
      else sync(context, state);
      return id;
    },

    respond(context, version, link) {
      const state = config.state(context.G);
      const seat = context.playerID;
      const top = answerable(state, seat, version);
      if (!top || seat === undefined) return INVALID_MOVE;
      top.lastSeat = seat;
      state.version++;
      switch (top.kind) {
        case 'queue':
          top.index++;
          break;
        case 'duel':
          top.turn = top.turn === 0 ? 1 : 0;
          top.exchanges++;
          break;
        case 'open':
          top.chain.push(link === undefined ? { seat } : { seat, data: link });
          top.waiting = top.eligible.filter((other) => other !== seat);
          break;
      }
      if (isComplete(top)) closeTop(context, state, 'respond');
      else sync(context, state);
      return undefined;
    },

    pass(context, version) {
      const state = config.state(context.G);
      const seat = context.playerID;
      const top = answerable(state, seat, version);
      if (!top || seat === undefined) return INVALID_MOVE;
      // In an open window `lastSeat` is who played last (not asked to answer it): a pass leaves it.
      if (top.kind !== 'open') top.lastSeat = seat;
      switch (top.kind) {
        case 'queue':
          top.index++;
          state.version++;
          break;
        case 'duel':
          closeTop(context, state, 'pass');
          return undefined;
        case 'open':
          // A seat passes once per play; the active seats stay as they are, and there is no
          // version bump, so the other seats' passes (maybe in flight) stay valid.
          if (!top.waiting.includes(seat)) return INVALID_MOVE;
          top.waiting = top.waiting.filter((other) => other !== seat);
          if (isComplete(top)) closeTop(context, state, 'pass');
          return undefined;
      }
      if (isComplete(top)) closeTop(context, state, 'pass');
      else sync(context, state);
      return undefined;
    },

    close(context) {
      const state = config.state(context.G);
      if (state.stack.length > 0) closeTop(context, state, 'close');
    },

    top: (G) => {
      const stack = config.state(G).stack;
      return stack[stack.length - 1];
    },

    awaiting(G) {
      const stack = config.state(G).stack;
      const top = stack[stack.length - 1];
      if (!top) return [];
      return top.kind === 'open' ? [...top.waiting] : Object.keys(activeIn(top));
    },

    version: (G) => config.state(G).version,

    reset(G) {
      const state = config.state(G);
      // Only write when there is something to forget: a write to a draft costs a copy.
      if (state.stack.length > 0) state.stack = [];
      if (state.base !== null) state.base = null;
    },

    check(G, ctx) {
      const stack = config.state(G).stack;
      const top = stack[stack.length - 1];
      // Once the game is over boardgame.io applies no more events, so nothing is owed.
      if (!top || ctx.gameover !== undefined) return undefined;
      const expected = activeIn(top);
      const actual = ctx.activePlayers ?? {};
      const same =
        Object.keys(expected).length === Object.keys(actual).length &&
        Object.entries(expected).every(([seat, stage]) => actual[seat] === stage);
      return same
        ? undefined
        : `window "${top.tag}" lets ${JSON.stringify(expected)} act but ctx.activePlayers is ${JSON.stringify(ctx.activePlayers)}`;
    },
  };
}

/**
 * The long form every answer to a window should use. `ignoreStaleStateID` lets the server
 * apply answers sent from the same state by several seats at once (boardgame.io otherwise
 * drops all but the first without a word); the quoted {@link WindowsState.version} does the
 * staleness check instead. Answers never run optimistically on a client.
 */
export function responseMove<G>(move: MoveFn<G>): LongFormMove<G> {
  return { move, ignoreStaleStateID: true, client: false };
}

/** Queue items for several seats answering in the same stage, in the given order. */
export function inOrder(seats: readonly Seat[], stage: string): QueueItem[] {
  return seats.map((seat) => ({ seat, stage }));
}
