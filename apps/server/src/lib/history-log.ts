import type { State } from 'boardgame.io';
import { addedHistory, type GameModule } from '@parlor/game-kit';

/**
 * The state an action led to, with the public history entries the action added (the module's
 * `history`) stored in its log entry's metadata: the log then holds the whole match's history,
 * which every client receives on sync and with each update, while G keeps only its latest
 * entries. Entries come from the state before and after the whole action, hooks included.
 */
export function withAddedHistory<S extends State>(before: State, after: S, history: GameModule['history']): S {
  const { deltalog } = after;
  if (!history || !deltalog || deltalog.length === 0) return after;
  const earlier = history(before.G);
  // The first action also carries what setup and the first turn's start recorded: no log
  // entry exists for them.
  const added = before._stateID === 0 ? [...earlier, ...addedHistory(earlier, history(after.G))] : addedHistory(earlier, history(after.G));
  if (added.length === 0) return after;
  const last = deltalog.at(-1)!;
  const metadata = typeof last.metadata === 'object' && last.metadata !== null ? last.metadata : {};
  return { ...after, deltalog: [...deltalog.slice(0, -1), { ...last, metadata: { ...metadata, history: added } }] };
}
