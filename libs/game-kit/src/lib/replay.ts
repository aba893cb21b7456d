import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, getFilterPlayerView, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';

/** What a stored match holds that its replay is rebuilt from. */
export interface ReplaySource {
  /** The state setup made (`_stateID` 0), as stored when the match was created. */
  initialState: State;
  /** Every log entry the match's actions wrote, in order (each action's own entry first, then the events it set off, all with its state id). */
  log: readonly LogEntry[];
  /** The state the match was last stored in: the replay must arrive at exactly this one. */
  finalState: State;
  numPlayers: number;
  setupData?: unknown;
}

/** One step of a replay: the state after an action (the initial state for step 0) and the log entries that action wrote. */
export interface ReplayStep {
  state: State;
  /** As stored, so with the public history the server added (see history.ts); empty for step 0. */
  log: LogEntry[];
}

/** Outcome of {@link rebuildMatch}: every step, or where and why the rules in hand do not reproduce the match. */
export type RebuiltMatch =
  /** `bytes`: the steps' states as JSON, for a cache to weigh them by. */
  { ok: true; steps: ReplayStep[]; bytes: number } | { ok: false; step: number; problem: string };

/** A game processed for the reducer once, reused for every replay of its matches. */
export interface ReplayRules {
  /** The game as its module defines it (setup runs from this). */
  source: Game;
  /** The same, processed for boardgame.io's reducer and filter. */
  game: Game;
  reduce: (state: State, action: LogEntry['action']) => State;
  /** boardgame.io's per-recipient filter of what a socket is sent. */
  filter: Filter;
}

type Filter = (playerID: string | null, payload: { type: string; args: unknown[] }) => { type: string; args: unknown[] };

/** The reducer and filter of a game, made once (processing a game config is not free). */
export function replayRules(game: Game): ReplayRules {
  const processed = ProcessGameConfig(game);
  const reducer = CreateGameReducer({ game: processed }) as unknown as (state: State, action: unknown) => State;
  return {
    source: game,
    game: processed,
    reduce: (state, action) => reducer(state, action),
    filter: getFilterPlayerView(processed) as unknown as Filter,
  };
}

// States are stored as the JSON text of the object the server held; compared the same way,
// so `undefined` fields and key order count as they do in storage.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The seed setup drew from: the random plugin keeps it in the state. */
function seedOf(state: State): string | number | undefined {
  const data = (state.plugins as Record<string, { data?: { seed?: unknown } }> | undefined)?.random?.data;
  return typeof data?.seed === 'string' || typeof data?.seed === 'number' ? data.seed : undefined;
}

/**
 * Rebuilds every state of a stored match from its seed and its actions with boardgame.io's own
 * reducer, as the server played them: setup is run again with the stored seed and must give
 * the stored initial state, each logged action must give the next state id, and the last state
 * must be the stored one. A match played under rules that have changed since fails one of these,
 * and then no step is returned: a replay never shows a state the match did not have.
 */
export function rebuildMatch(rules: ReplayRules, source: ReplaySource): RebuiltMatch {
  const { initialState, log, finalState, numPlayers, setupData } = source;
  const seed = seedOf(initialState);
  if (seed === undefined) return { ok: false, step: 0, problem: 'the stored initial state has no random seed' };
  let setUp: State;
  try {
    setUp = InitializeGame({ game: { ...rules.source, seed }, numPlayers, setupData }) as State;
  } catch (error) {
    return { ok: false, step: 0, problem: `setup throws: ${(error as Error).message}` };
  }
  if (!same(setUp, initialState)) return { ok: false, step: 0, problem: 'setup with the stored seed no longer makes the stored initial state' };

  // boardgame.io's flow changes parts of the state it is given in place, so the reducer gets a
  // copy of each step's state (parsed from the step's JSON text, made once), never the one a
  // step keeps.
  let text = JSON.stringify(initialState);
  let bytes = text.length;
  const steps: ReplayStep[] = [{ state: initialState, log: [] }];
  let state = initialState;
  for (let at = 0; at < log.length; ) {
    const entry = log[at]!;
    const step = steps.length;
    if (entry._stateID !== state._stateID) return { ok: false, step, problem: `the log's action ${step} was made on state ${entry._stateID}, not ${state._stateID}` };
    if (entry.automatic) return { ok: false, step, problem: 'the log has an event set off by no action' };
    // An action's entries all carry the state id it was made on: its own first, then the
    // events its move or the flow set off.
    let end = at + 1;
    while (end < log.length && log[end]!._stateID === entry._stateID) end++;
    let next: State;
    try {
      next = rules.reduce(JSON.parse(text) as State, entry.action);
    } catch (error) {
      return { ok: false, step, problem: `action ${step} throws: ${(error as Error).message}` };
    }
    if (next._stateID !== state._stateID + 1 || (next as { transients?: unknown }).transients !== undefined) return { ok: false, step, problem: `action ${step} is refused by the rules` };
    const { deltalog: _rebuilt, ...kept } = next;
    // As storage keeps it (undefined fields dropped), and apart from the reducer's structures.
    text = JSON.stringify(kept);
    bytes += text.length;
    state = JSON.parse(text) as State;
    steps.push({ state, log: log.slice(at, end) as LogEntry[] });
    at = end;
  }
  if (text !== JSON.stringify(finalState)) return { ok: false, step: steps.length - 1, problem: 'the actions no longer lead to the stored final state' };
  return { ok: true, steps, bytes };
}

/** A replay's step as one viewer sees it: the state and log entries boardgame.io would have sent it. */
export interface ViewedStep {
  state: Pick<State, 'G' | 'ctx' | '_stateID' | 'plugins'>;
  log: LogEntry[];
}


/**
 * A step as `viewer` (a seat, or null for a spectator) saw it during the match, through
 * boardgame.io's own per-recipient filter: the game's playerView of G, the plugins' views (no
 * PRNG state) and secret move arguments redacted. With `everything`, G and the log are whole
 * (what a finished match may show when its game allows it); the plugins stay as a spectator's.
 */
export function viewStep(rules: ReplayRules, step: ReplayStep, viewer: string | null, everything = false): ViewedStep {
  const payload = rules.filter(everything ? null : viewer, { type: 'sync', args: ['replay', { state: step.state, log: step.log, filteredMetadata: [] }] });
  const { state, log } = payload.args[1] as { state: State; log: LogEntry[] };
  const shown = { G: everything ? step.state.G : state.G, ctx: state.ctx, _stateID: state._stateID, plugins: state.plugins };
  return { state: shown, log: everything ? step.log : log };
}
