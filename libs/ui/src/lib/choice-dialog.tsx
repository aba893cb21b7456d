import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(element: HTMLElement | null): HTMLElement[] {
  return element ? [...element.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * A modal choice among several options: a target, a card to give, a title to name. While it is
 * open the keyboard focus stays inside it (Tab wraps around; focus wandering off is brought
 * back), except into a response prompt, which must be answerable whatever else is open; when
 * it closes, the focus goes back to where it was.
 */
export function ChoiceDialog<V extends string | number>({ title, description, choices, onChoose, onCancel }: ChoiceDialogProps<V>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const keepInside = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (!dialog || !target || dialog.contains(target) || target.closest?.('[role="alertdialog"]')) return;
      focusablesIn(dialog)[0]?.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      // Back to what opened the dialog, unless the player has already gone somewhere else.
      const active = document.activeElement;
      if (opener?.isConnected && (active === null || active === document.body || dialog?.contains(active))) opener.focus();
    };
  }, []);
  // After the effect above: it must see what had the focus before the dialog took it.
  useEffect(() => {
    focusablesIn(ref.current)[0]?.focus();
  }, [title]);
  const wrapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusables = focusablesIn(ref.current);
    if (focusables.length === 0) return;
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !ref.current?.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
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
          if (event.key === 'Tab') wrapTab(event);
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
