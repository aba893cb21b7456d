import type { Game, LongFormMove, Move, MoveMap, PhaseConfig, Plugin, StageMap, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

// boardgame.io runs every move and hook inside Immer's `produce`, so the game reads G through
// proxies: each first read of a nested object creates a proxy and copies its parents. For a
// card game that reads its zones, windows and history on every move, that cost more than the
// framework itself (Exploding Kittens: 7.6k moves/s through the reducer). boardgame.io wraps a
// move with the core plugins (Immer first) and then the game's own plugins, so a game plugin's
// wrapper sees the plain G before Immer drafts it. The plugin below hands that plain G to the
// move; the move works on a structural copy and returns it, and Immer returns it unchanged.
// The same seeds give the same matches (the Exploding Kittens playouts check it), at 13-14k
// moves/s.

/** A deep copy of plain JSON (objects, arrays, primitives): for the small parts of G a move may change. */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(copy, key, {
        value: copyJson((value as Record<string, unknown>)[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy as T;
  }
  return value;
}

// Outside production (tests, development) every state a method returns is frozen through and
// through, so a move that changes a part `copy` shared throws in the first test that runs it.
// A production server freezes only the root: that alone keeps Immer from walking the returned
// state, and walking and freezing the new parts cost a BANG! move more than any rule of it did
// (8% of a replayed move with every option on). boardgame.io makes the same trade for its own
// deep check, that a state is serializable. Read once: a server's NODE_ENV does not change.
const FREEZE_DEEP = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['NODE_ENV'] !== 'production';

/** Freezes a method's state: the root only in production, everything in it elsewhere. */
function freezeState(value: unknown): void {
  if (FREEZE_DEEP) deepFreeze(value);
  else if (value !== null && typeof value === 'object') Object.freeze(value);
}

/** Freezes a plain JSON value and everything in it, unless it is frozen already. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  // Arrays are walked by index: Object.keys would make a string for every element, and a card
  // game's piles are long arrays of ids (a third of a BANG! move's freezing went there); an
  // iterator (for...of) made a result object per element where this ran too seldom to be optimised.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') deepFreeze(item);
    }
    return;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== null && typeof item === 'object') deepFreeze(item);
  }
}

type AnyFn = (context: { G: unknown }, ...args: unknown[]) => unknown;

/**
 * Runs a game's moves and hooks on plain state instead of Immer drafts.
 *
 * `copy` returns a copy of G in which everything a move or hook may change is new: usually
 * the root, the records it writes keys of, and the small structures it changes inside (such
 * as `copyWindows`). Parts a move only replaces (zone arrays, which libs/deck always replaces
 * rather than edits) may be shared. Outside production whatever is shared stays frozen: a move
 * that changes a part `copy` did not copy throws a TypeError ("Cannot assign to read only property"), so a
 * wrong `copy` shows in the first test that exercises it instead of corrupting earlier states.
 *
 * Moves keep their mutating style; a move's own return value is ignored except
 * `INVALID_MOVE`.
 */
export function withPlainState<G>(game: Game<G>, copy: (G: G) => G): Game<G> {
  // The plain G of the method running now, handed from the plugin's wrapper to the move.
  let base: G | undefined;

  const plugin: Plugin = {
    name: 'parlor-plain-state',
    fnWrap: (method) => (context, ...args) => {
      const previous = base;
      freezeState(context.G);
      base = context.G as G;
      try {
        return method(context, ...args);
      } finally {
        base = previous;
      }
    },
  };

  const plain = <F extends AnyFn>(fn: F): F =>
    ((context: { G: unknown }, ...args: unknown[]) => {
      if (base === undefined) throw new Error('withPlainState: a wrapped method ran outside its plugin');
      const G = copy(base);
      const result = fn({ ...context, G }, ...args);
      if (result === INVALID_MOVE) return INVALID_MOVE;
      // Immer walks a returned value that is not frozen, twice (looking for drafts, then
      // freezing it); frozen here, it is handed back as is. The next method freezes G anyway.
      freezeState(G);
      return G;
    }) as F;

  const wrapMove = (move: Move<G>): Move<G> =>
    typeof move === 'function'
      ? (plain(move as AnyFn) as unknown as Move<G>)
      : ({ ...move, move: plain(move.move as AnyFn) } as unknown as LongFormMove<G>);
  const wrapMoves = (moves?: MoveMap<G>) =>
    moves && (Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, wrapMove(move)])) as MoveMap<G>);
  const wrapHook = <H>(hook: H): H => (typeof hook === 'function' ? plain(hook as AnyFn) : hook) as H;
  const wrapStages = (stages?: StageMap<G>) =>
    stages &&
    (Object.fromEntries(Object.entries(stages).map(([name, stage]) => [name, { ...stage, moves: wrapMoves(stage.moves) }])) as StageMap<G>);
  const wrapTurn = (turn?: TurnConfig<G>): TurnConfig<G> | undefined =>
    turn && {
      ...turn,
      onBegin: wrapHook(turn.onBegin),
      onEnd: wrapHook(turn.onEnd),
      onMove: wrapHook(turn.onMove),
      stages: wrapStages(turn.stages),
    };
  const wrapPhase = (phase: PhaseConfig<G>): PhaseConfig<G> => ({
    ...phase,
    onBegin: wrapHook(phase.onBegin),
    onEnd: wrapHook(phase.onEnd),
    moves: wrapMoves(phase.moves),
    turn: wrapTurn(phase.turn),
  });

  return {
    ...game,
    plugins: [...(game.plugins ?? []), plugin],
    moves: wrapMoves(game.moves),
    turn: wrapTurn(game.turn),
    phases: game.phases && Object.fromEntries(Object.entries(game.phases).map(([name, phase]) => [name, wrapPhase(phase)])),
    onEnd: wrapHook(game.onEnd),
  };
}
