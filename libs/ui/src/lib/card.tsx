import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** The card's accessible name (its title); a face-down card defaults to "Face-down card". */
  label?: string;
  /** What the face shows. Ignored when `faceDown`. */
  children?: ReactNode;
  faceDown?: boolean;
  /** A colour family for the face (a game's card category), shown through CSS. */
  tone?: string;
  /** Makes the card a button. */
  onSelect?: () => void;
  /** Selected (for a combo, a choice): shown raised, announced as pressed. */
  selected?: boolean;
  disabled?: boolean;
  /** Can be played now: highlighted. */
  playable?: boolean;
  size?: 'small' | 'medium';
  /** The card's identity where the viewer may know it: a card keeping its id glides from its old place to its new one. */
  id?: string;
}

/** One card: face up or down; a button when it can be chosen. */
export function Card({ label, children, faceDown = false, tone, onSelect, selected, disabled, playable, size = 'medium', id }: CardProps) {
  const { t } = useTranslation('ui');
  const name = faceDown ? (label ?? t('card.faceDown')) : (label ?? '');
  const className = [
    'pl-card',
    `pl-card--${size}`,
    faceDown ? 'pl-card--down' : 'pl-card--up',
    selected ? 'pl-card--selected' : '',
    playable ? 'pl-card--playable' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const face = faceDown ? null : children;
  if (onSelect) {
    return (
      <button type="button" className={className} data-tone={tone} data-card-id={id} aria-label={name} aria-pressed={selected ?? undefined} disabled={disabled} onClick={onSelect}>
        {face}
      </button>
    );
  }
  return (
    <div className={className} data-tone={tone} data-card-id={id} role="img" aria-label={name} aria-disabled={disabled || undefined}>
      {face}
    </div>
  );
}
