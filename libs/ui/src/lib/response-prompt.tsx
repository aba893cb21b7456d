import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Countdown } from './countdown';

/** Props of {@link ResponsePrompt}. */
export interface ResponsePromptProps {
  title: string;
  /** What is being answered. */
  children?: ReactNode;
  /** The answers, as buttons. */
  actions: ReactNode;
  /** An automatic answer after a countdown; restarts whenever `restartKey` changes. */
  countdown?: { seconds: number; restartKey: unknown; onExpire: () => void };
  /** A stable name of what is asked (`nope`, `target`), for tests and styles: `data-parlor-prompt`. */
  kind?: string;
}

/**
 * Asks a player to answer or choose, in a way that cannot be missed: a highlighted panel,
 * announced as an alert dialog, taking the keyboard focus when it opens. Put it in the board's
 * {@link Dock} so it stays in view above the hand instead of covering it.
 */
export function ResponsePrompt({ title, children, actions, countdown, kind }: ResponsePromptProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const restartKey = countdown?.restartKey;
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [title, restartKey]);
  return (
    <div ref={ref} className="pl-prompt" data-parlor-prompt={kind ?? ''} role="alertdialog" aria-modal="false" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <h2 id={`${id}-title`} className="pl-prompt__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="pl-prompt__body">
        {children}
      </div>
      {countdown && <Countdown seconds={countdown.seconds} restartKey={countdown.restartKey} onExpire={countdown.onExpire} />}
      <div className="pl-prompt__actions">{actions}</div>
    </div>
  );
}
