// A match's options and clock in words, for the waiting room and the lobby's list: what the
// host chose and every default they left, so nobody sits down to a surprise.
import { timeControlsOf, type GameManifest, type Locale, type SetupOption, type TimeControl } from '@parlor/game-kit';
import { formatClock } from '@parlor/ui';
import type { Translate } from './lobby-api';

/** One option of a match, as read out: its label and its value in words. */
export interface OptionLine {
  key: string;
  label: string;
  value: string;
  /** A boolean option that is on (lists of options name the ones on first). */
  on?: boolean;
}

/** The value an option has in a match: what its setupData says, else the option's default. */
function valueOf(option: SetupOption, setupData: unknown): unknown {
  const given = setupData && typeof setupData === 'object' ? (setupData as Record<string, unknown>)[option.key] : undefined;
  return given === undefined ? option.default : given;
}

/** Every option of the game for this match, in the manifest's order, in `language`. */
export function optionLines(manifest: GameManifest, setupData: unknown, language: Locale, t: Translate): OptionLine[] {
  return manifest.setupOptions.map((option) => {
    const value = valueOf(option, setupData);
    const label = option.label[language];
    switch (option.type) {
      case 'boolean':
        return { key: option.key, label, value: value === true ? t('options.on') : t('options.off'), on: value === true };
      case 'choice':
        return { key: option.key, label, value: option.choices.find((choice) => choice.value === value)?.label[language] ?? String(value) };
      case 'multi': {
        const chosen = Array.isArray(value) ? option.choices.filter((choice) => (value as unknown[]).includes(choice.value)) : [];
        return { key: option.key, label, value: chosen.length === 0 ? t('options.none') : chosen.map((choice) => choice.label[language]).join(', ') };
      }
      case 'integer':
        return { key: option.key, label, value: String(value) };
    }
  });
}

/** The match's clock in words: "Normal: 1:30 per turn, 0:30 per answer", or "Off: no clock". */
export function clockLine(manifest: GameManifest, control: TimeControl, t: Translate): string {
  if (control === 'off') return t('lobby.timeControls.off');
  const clocks = timeControlsOf(manifest);
  return t(`lobby.timeControls.${control}`, { turn: formatClock(clocks.turnSeconds[control]), answer: formatClock(clocks.responseSeconds[control]) });
}

/** The options in one short line for a list: the ones switched on and every choice made ("Dodge City, High Noon"), or none. */
export function optionsSummary(manifest: GameManifest, setupData: unknown, language: Locale, t: Translate): string {
  const lines = optionLines(manifest, setupData, language, t);
  const parts = lines.filter((line) => line.on === true || (line.on === undefined && line.value !== t('options.none'))).map((line) => (line.on ? line.label : `${line.label}: ${line.value}`));
  return parts.length === 0 ? t('options.basic') : parts.join(', ');
}
