// A player's on/off choice, remembered in this browser and shared by every part of the page
// that shows or uses it (the sound's chime, "answer for me").
import { useSyncExternalStore } from 'react';

/** One setting: read it, change it, and follow it in a component. */
export interface Setting {
  get: () => boolean;
  set: (on: boolean) => void;
  use: () => boolean;
}

/** The setting stored under `key` as 'on' or 'off', `fallback` until the player chooses. */
export function browserSetting(key: string, fallback: boolean): Setting {
  const listeners = new Set<() => void>();
  const stored = (): boolean => {
    try {
      const value = globalThis.localStorage?.getItem(key);
      return value === 'on' ? true : value === 'off' ? false : fallback;
    } catch {
      return fallback;
    }
  };
  let value = stored();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set: (on) => {
      value = on;
      try {
        globalThis.localStorage?.setItem(key, on ? 'on' : 'off');
      } catch {
        // Private windows may refuse storage: the choice then lasts for this page only.
      }
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => value, () => fallback),
  };
}
