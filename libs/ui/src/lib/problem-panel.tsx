import type { ReactNode } from 'react';

/** Props of {@link ProblemPanel}. */
export interface ProblemPanelProps {
  title: string;
  /** What the player can do about it. */
  hint?: string;
  /** The technical detail (an error's message), shown as is for whoever reports it. */
  detail?: string;
  /** The ways out, as buttons or links. */
  actions?: ReactNode;
}

/** Says that something went wrong, in words, with the ways out: an alert, never a blank page. */
export function ProblemPanel({ title, hint, detail, actions }: ProblemPanelProps) {
  return (
    <section className="pl-problem" role="alert" aria-label={title}>
      <h2 className="pl-problem__title">{title}</h2>
      {hint && <p>{hint}</p>}
      {detail && <pre className="pl-problem__detail">{detail}</pre>}
      {actions && <div className="pl-problem__actions">{actions}</div>}
    </section>
  );
}
