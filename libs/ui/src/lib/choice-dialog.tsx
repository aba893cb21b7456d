import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One option of a {@link ChoiceDialog}. */
export interface Choice<V extends string | number> {
  value: V;
  /** The option's accessible name. */
  label: string;
  /** What the option shows (a card, a seat); defaults to the label. */
  content?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link ChoiceDialog}. */
export interface ChoiceDialogProps<V extends string | number> {
  title: string;
  description?: ReactNode;
  choices: Choice<V>[];
  onChoose: (value: V) => void;
  /** Offers a Cancel button and closes on Escape; without it the choice is mandatory. */
  onCancel?: () => void;
}

/** A modal choice among several options: a target, a card to give, a title to name. */
export function ChoiceDialog<V extends string | number>({ title, description, choices, onChoose, onCancel }: ChoiceDialogProps<V>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [title]);
  return (
    <div className="pl-dialog__backdrop">
      <div
        ref={ref}
        className="pl-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      >
        <h2 id={`${id}-title`} className="pl-dialog__title">
          {title}
        </h2>
        {description && <div className="pl-dialog__description">{description}</div>}
        <div className="pl-dialog__choices">
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className="pl-dialog__choice"
              aria-label={choice.label}
              disabled={choice.disabled}
              onClick={() => onChoose(choice.value)}
            >
              {choice.content ?? choice.label}
            </button>
          ))}
        </div>
        {onCancel && (
          <button type="button" className="pl-dialog__cancel" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
