import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, getFilterPlayerView, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/** A move or event as a seat sends it. */
export interface Action {
  seat: string;
  /** Move name, or event name when `event` is true. */
  name: string;
  args: unknown[];
  event?: boolean;
}

/** What came of an action: applied, or rejected with boardgame.io's error type and message. */
export type Outcome<G> =
  | { ok: true; state: State<G> }
  | { ok: false; error: string; message: string };

type Reducer = ReturnType<typeof CreateGameReducer>;
const reducers = new WeakMap<Game, Reducer>();

/** boardgame.io's server-side reducer for a game, built once per game object. */
export function reducerFor(game: Game): Reducer {
  let reducer = reducers.get(game);
  if (!reducer) {
    reducer = CreateGameReducer({ game, isClient: false });
    reducers.set(game, reducer);
  }
  return reducer;
}

/**
 * Runs `fn` while collecting what boardgame.io prints through `console.error` (it reports
 * every rejected move there), so tests and playouts stay quiet and can report the reason.
 */
export function captureFrameworkErrors<T>(fn: () => T): { value: T; messages: string[] } {
  const messages: string[] = [];
  const original = console.error;
  console.error = (...parts: unknown[]) => {
    messages.push(parts.map(String).join(' '));
  };
  try {
    return { value: fn(), messages };
  } finally {
    console.error = original;
  }
}

/** Creates the initial state of a match, as the server does (without the lobby's checks). */
export function initialState<G>(game: Game<G>, numPlayers: number, setupData?: unknown, seed?: string | number): State<G> {
  const seeded = seed === undefined ? game : { ...game, seed };
  return InitializeGame({ game: seeded, numPlayers, setupData }) as State<G>;
}

/** Applies one action through the reducer, as the server's master would (minus the stateID check). */
export function apply<G>(game: Game<G>, state: State<G>, action: Action): Outcome<G> {
  const reducer = reducerFor(game);
  const payload = { type: action.name, args: action.args, playerID: action.seat };
  const { value: next, messages } = captureFrameworkErrors(() =>
    reducer(state, { type: action.event ? 'GAME_EVENT' : 'MAKE_MOVE', payload } as Parameters<Reducer>[1]),
  );
  const transients = (next as { transients?: { error?: { type: string } } }).transients;
  if (transients?.error) {
    return { ok: false, error: transients.error.type, message: messages.join('\n') || transients.error.type };
  }
  return { ok: true, state: next as State<G> };
}

type Filter = ReturnType<typeof getFilterPlayerView>;
const filters = new WeakMap<Game, Filter>();

/** boardgame.io's per-recipient filter, on the processed game config as the Master uses it. */
function filterFor(game: Game): Filter {
  let filter = filters.get(game);
  if (!filter) {
    filter = getFilterPlayerView(ProcessGameConfig(game));
    filters.set(game, filter);
  }
  return filter;
}

/** The seats that may act now: the active players, or the current player when none are set. */
export function activeSeats(ctx: Ctx): string[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/**
 * Exactly what a socket of `viewer` (a seat, or `null` for a spectator) receives on sync:
 * the game's `playerView` of G, the plugins' views (no PRNG state) and the log with secret
 * move arguments redacted, through boardgame.io's own filter.
 */
export function received<G>(game: Game<G>, state: State<G>, log: LogEntry[], viewer: string | null) {
  const filter = filterFor(game);
  const payload = filter(viewer, {
    type: 'sync',
    args: ['match', { state, log, filteredMetadata: [] }],
  } as unknown as Parameters<typeof filter>[1]) as unknown as { args: [string, { state: State<G>; log: LogEntry[] }] };
  return { state: payload.args[1].state, log: payload.args[1].log };
}
