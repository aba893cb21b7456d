// A real match of a registered game played at random from a seed, recorded as the server's
// replay route answers it: every step's state and the log entries its action added, as each
// point of view receives them. What the replay page's tests show on the game's own board.
import type { State } from 'boardgame.io';
import { loadGame } from '@parlor/registry';
import { choiceGenerator, createMatch } from '@parlor/game-kit/testing';
import type { ReplayStep } from '../lib/lobby-api';

/** A recorded match: its steps per point of view, and how it ended. */
export interface RecordedMatch {
  steps: Record<string, ReplayStep[]>;
  gameover: unknown;
}

type Enumerated = { move?: string; args?: unknown[] };

const stepOf = (state: State, log: ReplayStep['log']): ReplayStep => ({
  state: { G: state.G, ctx: state.ctx, _stateID: state._stateID, plugins: state.plugins },
  log,
});

/** Plays `gameID` with `numPlayers` from `seed` to its end (at most `maxMoves` moves), recording every point of view. */
export async function recordMatch(gameID: string, numPlayers: number, seed: string, maxMoves = 400): Promise<RecordedMatch> {
  const { game } = await loadGame(gameID);
  const match = createMatch({ game, numPlayers, seed });
  const pick = choiceGenerator(seed);
  const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const views = ['spectator', 'all', ...seats];
  // What each view had received so far, to cut each action's own entries out of the whole log.
  const seen = Object.fromEntries(views.map((view) => [view, 0]));
  const steps: Record<string, ReplayStep[]> = Object.fromEntries(views.map((view) => [view, []]));
  const record = () => {
    for (const view of views) {
      const received = match.received(view === 'spectator' || view === 'all' ? null : view);
      const log = view === 'all' ? match.log : received.log;
      steps[view]!.push(stepOf(view === 'all' ? match.state : received.state, log.slice(seen[view])));
      seen[view] = log.length;
    }
  };
  record();
  for (let moves = 0; moves < maxMoves && match.ctx.gameover === undefined; moves++) {
    const ready = match.activeSeats().flatMap((seat) => ((game.ai?.enumerate(match.G, match.ctx, seat) ?? []) as Enumerated[]).filter((option) => option.move).map((option) => ({ seat, ...option })));
    if (ready.length === 0) break;
    const { seat, move, args = [] } = ready[pick(ready.length)]!;
    if (!match.attempt(seat, move!, ...args).ok) continue;
    record();
  }
  return { steps: structuredClone(steps), gameover: match.ctx.gameover };
}
