import './ui.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockBar } from './clock';
import { useMyClock, useTableInfo } from './table-info';

/** Props of {@link ResponsePrompt}. */
export interface ResponsePromptProps {
  title: string;
  /** What is being answered. */
  children?: ReactNode;
  /** The answers, as buttons. */
  actions: ReactNode;
  /** A stable name of what is asked (`nope`, `target`), for tests and styles: `data-parlor-prompt`. */
  kind?: string;
  /**
   * Whether this prompt is an answer the match waits for from this seat (its decision's clock
   * shows in it), rather than a choice the player opened (a target for a card).
   */
  awaited?: boolean;
}

/**
 * Asks a player to answer or choose, in a way that cannot be missed: a highlighted panel,
 * announced as an alert dialog, taking the keyboard focus when it opens. Put it in the board's
 * {@link Dock} so it stays in view above the hand instead of covering it. While the match
 * waits for this seat, the prompt shows the decision's one countdown (the same the seat and
 * the room's header show) and, when the seat holds nothing it could answer with, says that
 * the answer will be made for it.
 */
export function ResponsePrompt({ title, children, actions, kind, awaited = true }: ResponsePromptProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const clock = useMyClock();
  const auto = useTableInfo()?.autoAnswer === true && awaited;
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div
      ref={ref}
      className="pl-prompt"
      data-parlor-prompt={kind ?? ''}
      data-auto={auto || undefined}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <h2 id={`${id}-title`} className="pl-prompt__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="pl-prompt__body">
        {children}
        {auto && <p className="pl-prompt__auto">{t('prompt.auto')}</p>}
      </div>
      {awaited && clock && <ClockBar clock={clock} />}
      <div className="pl-prompt__actions">{actions}</div>
    </div>
  );
}
