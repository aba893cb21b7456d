// The turn chime: off unless the player switches it on (a page that beeps by itself is a
// nuisance), remembered in this browser.
import { browserSetting } from './setting';

const sound = browserSetting('parlor.sound', false);

/** Whether the chime is on. */
export const soundOn = sound.get;

/** Switches the chime on or off, for every open room of this page. */
export const setSoundOn = sound.set;

/** The chime setting, following changes. */
export const useSoundOn = sound.use;

let audio: AudioContext | undefined;

/** A short two-note chime, drawn by the browser (no sound file to fetch); nothing when off. */
export function chime(): void {
  if (!soundOn()) return;
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
