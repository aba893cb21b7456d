import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { apply, initialState } from '@parlor/game-kit/testing';
import type { Recorded, SimulateOptions } from './simulate';

// What a server sends every viewer after a move, two ways: the whole view of the new state (an
// `update`, what Parlor sends), or boardgame.io's `patch` (a game with `deltaState`), which views
// the state before and after for each viewer and diffs the two. The patch is usually smaller;
// this measures what it costs the serving thread to make, per viewer, beside what it saves.

/** Per viewer (every seat and a spectator) and move, on average. */
export interface MessageCosts {
  game: string;
  numPlayers: number;
  /** Moves replayed. */
  moves: number;
  /** Messages measured: moves × (seats + a spectator). */
  messages: number;
  update: { bytes: number; ms: number };
  patch: { bytes: number; ms: number };
}

type Payload = { type: string; args: unknown[] };

/**
 * Replays the recorded matches and, after every move, makes each viewer's update and patch as a
 * server would (boardgame.io's own view filter, then the JSON text socket.io sends), timing
 * each and counting its characters.
 */
export function messageCosts(game: Game, options: Pick<SimulateOptions, 'numPlayers' | 'setupData' | 'clock'>, recorded: readonly Recorded[]): MessageCosts {
  const clock = options.clock ?? (() => performance.now());
  const filter = getFilterPlayerView(ProcessGameConfig(game)) as unknown as (playerID: string | null, payload: Payload) => Payload;
  const viewers: (string | null)[] = [...Array.from({ length: options.numPlayers }, (_, seat) => String(seat)), null];
  const update = { bytes: 0, ms: 0 };
  const patch = { bytes: 0, ms: 0 };
  let moves = 0;
  const measure = (into: { bytes: number; ms: number }, viewer: string | null, payload: Payload) => {
    const start = clock();
    const view = filter(viewer, payload);
    const text = JSON.stringify(view.args);
    into.ms += clock() - start;
    into.bytes += text.length;
  };
  for (const { seed, actions } of recorded) {
    let state: State = initialState(game, options.numPlayers, options.setupData, seed);
    for (const action of actions) {
      const outcome = apply(game, state, action);
      if (!outcome.ok) throw new Error(`replay of ${seed} diverged at move ${moves}: ${outcome.message}`);
      const next = outcome.state;
      for (const viewer of viewers) {
        measure(update, viewer, { type: 'update', args: ['match', next] });
        measure(patch, viewer, { type: 'patch', args: ['match', state._stateID, state, next] });
      }
      state = next;
      moves++;
    }
  }
  const messages = moves * viewers.length;
  const average = (total: { bytes: number; ms: number }) => ({ bytes: total.bytes / Math.max(messages, 1), ms: total.ms / Math.max(messages, 1) });
  return { game: game.name ?? 'game', numPlayers: options.numPlayers, moves, messages, update: average(update), patch: average(patch) };
}

/** One line of figures, for the terminal. */
export function formatMessageCosts(costs: MessageCosts): string {
  const { update, patch } = costs;
  const bytes = (value: number) => Math.round(value).toLocaleString('en-US');
  return (
    `${costs.game}, ${costs.numPlayers} players: a viewer's message a move (${costs.moves} moves, ${costs.messages} messages): ` +
    `whole view ${bytes(update.bytes)} characters, made in ${update.ms.toFixed(4)} ms; ` +
    `boardgame.io's patch ${bytes(patch.bytes)} characters (${((100 * patch.bytes) / Math.max(update.bytes, 1)).toFixed(0)}%), ` +
    `made in ${patch.ms.toFixed(4)} ms (${(patch.ms / Math.max(update.ms, 1e-9)).toFixed(1)}× the time)`
  );
}
