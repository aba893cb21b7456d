// "Answer for me when I cannot answer": on unless the player switches it off, remembered in
// this browser. With it on, a seat asked to answer with nothing it could answer with (no Nope,
// no Missed!, no Barrel) is not made to click "take it" or "pass".
import { useSyncExternalStore } from 'react';

const KEY = 'parlor.autoAnswer';
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

let enabled = stored();

/** Whether answers without a choice are made for this player. */
export function autoAnswerOn(): boolean {
  return enabled;
}

/** Switches it on or off, for every open room of this page. */
export function setAutoAnswerOn(on: boolean): void {
  enabled = on;
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** The setting, following changes. */
export function useAutoAnswerOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    autoAnswerOn,
    () => true,
  );
}
