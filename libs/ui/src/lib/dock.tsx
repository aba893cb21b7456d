import './ui.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link Dock}. */
export interface DockProps {
  /** The newest line of the game's log, repeated here so what just happened is always in view. */
  latest?: string;
  /** The open prompt (what this seat must answer or choose), above the hand. */
  prompt?: ReactNode;
  /** This seat's hand and its own buttons (draw, pass, end turn). */
  children?: ReactNode;
  label?: string;
}

/**
 * The part of a board a seated player acts with: the newest log line, the open prompt and the
 * hand, kept at the bottom of the window while the rest of the table scrolls above it, so
 * what must be clicked is never below the fold or under something else (at 1280×800 as on a
 * 390×844 phone). Its content scrolls by itself when it would take more than most of the
 * window: the hand stays whole and the prompt's list of answers scrolls within the prompt.
 */
export function Dock({ latest, prompt, children, label }: DockProps) {
  const { t } = useTranslation('ui');
  return (
    <section className="pl-dock" aria-label={label ?? t('dock.label')} data-parlor-dock="">
      {latest !== undefined && (
        // The log itself announces new lines; this copy would say each one twice.
        <p className="pl-dock__latest" aria-hidden="true" data-parlor-latest="">
          {latest}
        </p>
      )}
      {prompt && <div className="pl-dock__prompt">{prompt}</div>}
      {children}
    </section>
  );
}
