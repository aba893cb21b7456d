// What each seat and a spectator receive, checked for hidden information beyond what the
// playout driver of libs/game-kit checks after each step (the filtered G, that step's log
// entries, and the module's view checks): the whole log a client receives when it (re)syncs
// must name no card that viewer may not see now, even a card that was face up when its entry
// was written and has gone back into a hidden zone.
import type { LogEntry, State } from 'boardgame.io';
import { findLeaks } from '@parlor/hidden-info';
import { received } from '@parlor/game-kit/testing';
import { SECRET_MOVES, secrets } from './checks';
import { game } from './game';
import type { ExplodingKittensState } from './state';

type Full = State<ExplodingKittensState>;

/** Every seat of a match and a spectator (`null`). */
export const viewersOf = (numPlayers: number): (string | null)[] => [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];

const who = (viewer: string | null) => (viewer === null ? 'a spectator' : `seat ${viewer}`);

/** What is wrong with one log entry as `viewer` received it (none for the viewer's own moves). */
function entryProblems(entry: LogEntry, viewer: string | null, hidden: ReadonlySet<string>, where: string): string[] {
  const { type, playerID, args } = entry.action.payload;
  if (playerID === viewer) return [];
  const problems: string[] = [];
  if (SECRET_MOVES.has(type) && args !== null) problems.push(`${who(viewer)} reads the arguments of seat ${playerID}'s ${type} at ${where}`);
  for (const leak of findLeaks(entry, hidden, where)) problems.push(`${who(viewer)} sees ${leak.found} at ${leak.path}`);
  return problems;
}

/**
 * Everything `viewer` must not see in what it receives on a sync now: the filtered G and the
 * whole log so far, through boardgame.io's own filter (its redaction included).
 */
export function syncProblems(state: Full, log: LogEntry[], viewer: string | null): string[] {
  const hidden = secrets(state, viewer);
  const seen = received(game, state, log, viewer);
  return [
    ...findLeaks(seen.state.G, hidden, 'G').map((leak) => `${who(viewer)} sees ${leak.found} at ${leak.path}`),
    ...seen.log.flatMap((entry, i) => entryProblems(entry, viewer, hidden, `log[${i}]`)),
  ];
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      collectStrings(item, into);
    }
  }
}

/**
 * The cumulative-log check of a playout, step by step and cheap enough for thousands of
 * matches: it remembers every string each viewer has received in other seats' log entries,
 * and after each step checks that none of them is a card that viewer may not see now. That is
 * what scanning the whole log after every step would find, without rescanning it. Each new
 * entry of a secret move (or one boardgame.io redacts) is put through boardgame.io's real
 * filter for every viewer; other entries reach every viewer unchanged. (The module's
 * `viewChecks` check the secret arguments of each new entry as the driver received it; this
 * checks them again through the filter.)
 */
export function logWatch(numPlayers: number) {
  const viewers = viewersOf(numPlayers);
  const heard = new Map(viewers.map((viewer) => [viewer, new Set<string>()]));
  return {
    /** Checks the state after a step and the step's new log entries; a message when something leaks. */
    step(state: Full): string | undefined {
      for (const entry of state.deltalog ?? []) {
        const { type, playerID } = entry.action.payload;
        for (const viewer of viewers) {
          if (viewer === playerID) continue;
          const seen = SECRET_MOVES.has(type) || entry.redact === true ? received(game, state, [entry], viewer).log[0]! : entry;
          if (SECRET_MOVES.has(type) && seen.action.payload.args !== null) {
            return `${who(viewer)} reads the arguments of seat ${playerID}'s ${type}`;
          }
          collectStrings(seen, heard.get(viewer)!);
        }
      }
      for (const viewer of viewers) {
        const hidden = secrets(state, viewer);
        for (const text of heard.get(viewer)!) {
          if (hidden.has(text)) return `${who(viewer)} has ${text} in its log, a card it may not see now`;
        }
      }
      return undefined;
    },
  };
}
