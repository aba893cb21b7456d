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
  /** The seat that must act. */
  seat: Seat;
  /** The boardgame.io stage it acts in (which moves it has). */
  stage: string;
  /** The game's record of the choice (the card being resolved, the turn of a plan, ...). */
  data?: I;
}

/** One answer in an open window's chain (a Nope) or a simultaneous window, with whatever the game records. */
export interface ChainLink {
  /** The seat that answered. */
  seat: Seat;
  /** What the game recorded with the answer (the `link` given to `respond`). */
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
  /** Which kind of window this is. */
  kind: 'queue';
  /** The pending choices, in the order they are asked; fixed once the window is open. */
  items: QueueItem[];
  /** The item being answered. */
  index: number;
}

/**
 * Two seats answer alternately (Duel) until one passes. `turn` is the index in `seats` of
 * the seat to answer; the window's `lastSeat` is the one that passed.
 */
export interface DuelWindow<T extends string = string, D = unknown> extends WindowBase<T, D> {
  /** Which kind of window this is. */
  kind: 'duel';
  /** The two seats; the first answers first. */
  seats: [Seat, Seat];
  /** The stage both answer in. */
  stage: string;
  /** The index in `seats` of the seat to answer now. */
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
  /** Which kind of window this is. */
  kind: 'open';
  /** The stage every eligible seat answers in. */
  stage: string;
  /** The seats that may answer. */
  eligible: Seat[];
  /** Seats that have not passed since the last play (the window closes when it is empty). */
  waiting: Seat[];
  /** The answers so far, first first. */
  chain: ChainLink[];
}

/**
 * Every listed seat answers once, in any order and at the same time (each player secretly
 * places a piece, chooses the cards to keep, discards or not). An answer does not change the
 * version, so answers sent by several seats from the same state are all kept; the window
 * closes when the last seat has answered.
 */
export interface SimultaneousWindow<T extends string = string, D = unknown> extends WindowBase<T, D> {
  /** Which kind of window this is. */
  kind: 'simultaneous';
  /** The stage every listed seat answers in. */
  stage: string;
  /** Seats that have not answered yet (the window closes when it is empty). */
  waiting: Seat[];
  /** The answers so far, in the order they arrived (a pass is an answer without data). */
  answers: ChainLink[];
}

/** Any open window. */
export type Window<T extends string = string, D = unknown> =
  | QueueWindow<T, D>
  | DuelWindow<T, D>
  | OpenWindow<T, D>
  | SimultaneousWindow<T, D>;

/** The four kinds of window. */
export type WindowKind = Window['kind'];

/** The window of one kind, tag and data. */
export type WindowOf<K extends WindowKind, T extends string = string, D = unknown> = Extract<Window<T, D>, { kind: K }>;

/** What a game declares per tag: which kind of window it is and what data it carries. */
export interface TagSpec {
  /** The kind of window opened with this tag. */
  kind: WindowKind;
  /** The type of its `data`. */
  data: unknown;
}

/**
 * What `open` takes: a window without the bookkeeping the library fills in. Every kind names
 * its `tag` (which handler resolves it) and the game's `data`; then a queue lists its `items`,
 * a duel its two `seats` (the first answers first), an open window the `eligible` seats and
 * who made the play (`by`), and a simultaneous window the `seats` that must each answer once;
 * `stage` is where the seats answer.
 */
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
    }
  | { kind: 'simultaneous'; tag: T; data: D; seats: Seat[]; stage: string };

/** The windows of a match, kept in G (create with {@link createWindows}). */
export interface WindowsState {
  /** Open windows, innermost last. */
  stack: Window[];
  /**
   * Bumped whenever what a seat is answering changes. Every answer quotes it, so an answer
   * to something that has since changed (a pass sent just as someone else played a Nope, a
   * double click reaching the next window) is refused instead of applied to the wrong thing.
   * Passes in an open window and answers in a simultaneous window do not bump it, so answers
   * sent at the same time are all kept.
   */
  version: number;
  /** The id the next window opened gets. */
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

/**
 * A copy of the windows for a game's `withPlainState` copy (every answer changes them): new
 * wherever the library or a game may write (the stack, each window, its seat lists and
 * answers, and the game's `data`, copied deeply). A queue's items are shared: they are fixed
 * when the window opens, and a planning queue can hold dozens of them. So is `base`, which
 * the library only ever replaces.
 */
export function copyWindows(state: WindowsState): WindowsState {
  return { stack: state.stack.map(copyWindow), version: state.version, nextId: state.nextId, base: state.base };
}

const copyLink = (link: ChainLink): ChainLink => (link.data === undefined ? { ...link } : { ...link, data: copyJson(link.data) });

function copyWindow(window: Window): Window {
  const data = copyJson(window.data);
  switch (window.kind) {
    case 'queue':
      return { ...window, data };
    case 'duel':
      return { ...window, data, seats: [...window.seats] };
    case 'open':
      return { ...window, data, eligible: [...window.eligible], waiting: [...window.waiting], chain: window.chain.map(copyLink) };
    case 'simultaneous':
      return { ...window, data, waiting: [...window.waiting], answers: window.answers.map(copyLink) };
  }
}

/** What happens when a window of one tag closes. */
export interface WindowHandler<G, W> {
  /**
   * Resolves the window, once it is off the stack. It may open further windows, and call
   * `events.endTurn()`. The active players go back to the enclosing window (or what they were
   * before the turn's first window) when it returns, unless it opened a window, which set its
   * own; after an `endTurn` boardgame.io drops that restoring event, and the new turn starts
   * with no active players, as it would anyway.
   */
  onClose?: (context: WindowContext<G>, window: W) => void;
  /**
   * Queue windows: asked each time the queue reaches an item (when it opens, and after each
   * answer), before the item's seat is made active. Return true when the game has performed
   * the item itself because it leaves its seat no choice (nothing to do, a forced action):
   * the queue moves on as if the seat had answered. Return false to wait for the seat. It
   * must not open or close windows.
   */
  settle?: (context: WindowContext<G>, window: W, item: QueueItem) => boolean;
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
   * asks everyone else again, a simultaneous window records `link` and stops waiting for the
   * seat. Returns `INVALID_MOVE` if that seat is not awaited or `version` is out of date, so
   * a move can `return` it.
   */
  respond(context: WindowContext<G>, version: unknown, link?: unknown): typeof INVALID_MOVE | undefined;
  /**
   * The acting seat passes: a queue moves to its next item, a duel closes (the passer gave
   * up), an open window stops waiting for that seat, a simultaneous window takes it as an
   * answer without data. Same checks as {@link respond}.
   */
  pass(context: WindowContext<G>, version: unknown): typeof INVALID_MOVE | undefined;
  /** Closes the innermost window now (`closedBy: 'close'`), e.g. when its seat was eliminated. */
  close(context: WindowContext<G>): void;
  /** The innermost window, if any. */
  top(G: G): Window | undefined;
  /** The seats whose answer the innermost window still waits for (in an open window: who has not passed). */
  awaiting(G: G): Seat[];
  /**
   * The game's data of the innermost window when it has tag `tag` and `seat` may act on it,
   * else undefined: what a move answering that window checks first.
   */
  pending<T extends keyof Tags & string>(G: G, tag: T, seat: Seat): Tags[T]['data'] | undefined;
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
    case 'simultaneous':
      return Object.fromEntries(window.waiting.map((seat) => [seat, window.stage]));
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
    case 'simultaneous':
      return window.waiting.includes(seat);
  }
}

function isComplete(window: Window): boolean {
  switch (window.kind) {
    case 'queue':
      return window.index >= window.items.length;
    case 'open':
    case 'simultaneous':
      return window.waiting.length === 0;
    case 'duel':
      return false;
  }
}

/** The events APIs (boardgame.io makes one per action) this library has set active players through. */
const synced = new WeakSet<object>();

/**
 * Whether the move or hook being run has queued any event yet, as boardgame.io 0.50's events
 * API tells (on its `_private` part, which boardgame.io itself reads the same way); undefined
 * where it cannot tell, so the caller does not rely on it.
 */
function eventsQueued(events: unknown): boolean | undefined {
  const queue = (events as { _private?: { isUsed?: () => unknown } } | undefined)?._private;
  return typeof queue?.isUsed === 'function' ? Boolean(queue.isUsed()) : undefined;
}

/** Whether `actual` (ctx.activePlayers; null when none) holds exactly the seats and stages of `wanted`. */
function sameActive(actual: Record<Seat, unknown> | null | undefined, wanted: Record<Seat, unknown>): boolean {
  const now = actual ?? {};
  const seats = Object.keys(wanted);
  return seats.length === Object.keys(now).length && seats.every((seat) => Object.hasOwn(now, seat) && now[seat] === wanted[seat]);
}

/**
 * Defines the response windows of a game: where their state lives in G and what each kind
 * of window (by tag) does when it closes (and, for a queue, which items settle themselves).
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
  /** Where the windows live in G. */
  state: (G: G) => WindowsState;
  /** What each tag's windows do (every tag needs an entry, even an empty one). */
  handlers: { [T in keyof Tags & string]: WindowHandler<G, WindowOf<Tags[T]['kind'], T, Tags[T]['data']>> };
}): Windows<G, Tags> {
  // Each handler is typed for its own tag; looked up by a window's tag at run time.
  const handlers = config.handlers as unknown as Record<string, WindowHandler<G, Window>>;

  function sync(context: WindowContext<G>, state: WindowsState): void {
    const events = context.events as object;
    const top = state.stack[state.stack.length - 1];
    // A plain copy: G is an Immer draft, and boardgame.io applies the event after the move,
    // when the draft has been revoked.
    const value = top ? activeIn(top) : { ...state.base?.activePlayers };
    // Setting active players costs boardgame.io a pass through its flow after the move. While
    // this move has queued no event yet, ctx.activePlayers is still what the seats are, and
    // setting the same seats in the same stages would change nothing (windows never use
    // boardgame.io's move limits, which a new set would reset).
    // (A wrapper may keep events from boardgame.io's queue, see standing.ts: those this library
    // set in the move are remembered apart.)
    if (!synced.has(events) && eventsQueued(events) === false && sameActive(context.ctx.activePlayers, value)) return;
    synced.add(events);
    // A restored seat may be in boardgame.io's null stage (Stage.NULL), which its types omit.
    context.events.setActivePlayers({ value: value as Record<Seat, StageArg> });
  }

  function closeTop(context: WindowContext<G>, state: WindowsState, closedBy: ClosedBy): void {
    const window = state.stack.pop()!;
    window.closedBy = closedBy;
    state.version++;
    const opened = state.nextId;
    handlers[window.tag]?.onClose?.(context, window);
    // A window the handler opened has set the active players already (or, once closed, its
    // enclosing ones): restoring them first would cost boardgame.io an event for nothing.
    if (state.nextId === opened) sync(context, state);
  }

  /** The innermost window if `seat` may act on it with `version`, else undefined. */
  function answerable(state: WindowsState, seat: Seat | undefined, version: unknown): Window | undefined {
    const top = state.stack[state.stack.length - 1];
    if (!top || seat === undefined || version !== state.version) return undefined;
    return mayAct(top, seat) ? top : undefined;
  }

  /** Moves a queue past the items the game settles itself (see {@link WindowHandler.settle}). */
  function settle(context: WindowContext<G>, state: WindowsState, window: Window): void {
    const settleItem = handlers[window.tag]?.settle;
    if (window.kind !== 'queue' || settleItem === undefined) return;
    const before = window.index;
    while (window.index < window.items.length && settleItem(context, window, window.items[window.index]!)) window.index++;
    if (window.index !== before) state.version++;
  }

  /** Records a simultaneous window's answer; closes it after the last one. */
  function answer(context: WindowContext<G>, state: WindowsState, window: SimultaneousWindow, link: ChainLink, closedBy: ClosedBy): void {
    // No version bump: the other seats' answers, maybe sent from the same state, stay valid.
    window.answers = [...window.answers, link];
    window.waiting = window.waiting.filter((other) => other !== link.seat);
    window.lastSeat = link.seat;
    if (isComplete(window)) closeTop(context, state, closedBy);
    else sync(context, state);
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
        case 'simultaneous':
          window = { kind: 'simultaneous', id, tag: spec.tag, data: spec.data, stage: spec.stage, waiting: [...new Set(spec.seats)], answers: [] };
          break;
      }
      state.stack.push(window);
      state.version++;
      settle(context, state, window);
      if (isComplete(window)) closeTop(context, state, 'pass');
      else sync(context, state);
      return id;
    },

    respond(context, version, link) {
      const state = config.state(context.G);
      const seat = context.playerID;
      const top = answerable(state, seat, version);
      if (!top || seat === undefined) return INVALID_MOVE;
      if (top.kind === 'simultaneous') {
        answer(context, state, top, link === undefined ? { seat } : { seat, data: link }, 'respond');
        return undefined;
      }
      top.lastSeat = seat;
      state.version++;
      switch (top.kind) {
        case 'queue':
          top.index++;
          settle(context, state, top);
          break;
        case 'duel':
          top.turn = top.turn === 0 ? 1 : 0;
          top.exchanges++;
          break;
        case 'open':
          top.chain = [...top.chain, link === undefined ? { seat } : { seat, data: link }];
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
      if (top.kind === 'simultaneous') {
        answer(context, state, top, { seat }, 'pass');
        return undefined;
      }
      // In an open window `lastSeat` is who played last (not asked to answer it): a pass leaves it.
      if (top.kind !== 'open') top.lastSeat = seat;
      switch (top.kind) {
        case 'queue':
          top.index++;
          state.version++;
          settle(context, state, top);
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
      return top.kind === 'open' || top.kind === 'simultaneous' ? [...top.waiting] : Object.keys(activeIn(top));
    },

    pending(G, tag, seat) {
      const stack = config.state(G).stack;
      const top = stack[stack.length - 1];
      return top?.tag === tag && mayAct(top, seat) ? top.data : undefined;
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
