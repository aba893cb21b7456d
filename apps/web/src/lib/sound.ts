// The turn chime: off unless the player switches it on (a page that beeps by itself is a
// nuisance), remembered in this browser.
import { useSyncExternalStore } from 'react';

const KEY = 'parlor.sound';
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

let enabled = stored();

/** Whether the chime is on. */
export function soundOn(): boolean {
  return enabled;
}

/** Switches the chime on or off, for every open room of this page. */
export function setSoundOn(on: boolean): void {
  enabled = on;
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** The chime setting, following changes. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    soundOn,
    () => false,
  );
}

let audio: AudioContext | undefined;

/** A short two-note chime, drawn by the browser (no sound file to fetch); nothing when off. */
export function chime(): void {
  if (!enabled) return;
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 660],
      [0.14, 880],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.3);
    }
  } catch {
    // A browser that will not play before a click just stays quiet.
  }
}
