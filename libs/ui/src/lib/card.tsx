import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconData } from '@parlor/game-kit';
import { Art } from './art';
import { useHelpTrigger, type CardHelpContent } from './card-help';
import { useSeatPick } from './seat-pick';
import './ui.css';

/** How big a card is drawn: `tiny` on a seat (picture and corner only), up to `large`. */
export type CardSize = 'tiny' | 'small' | 'medium' | 'large';

/** Props of {@link Card}. */
export interface CardProps {
  /** The card's accessible name (its title with its corner); a face-down card defaults to "Face-down card". */
  label?: string;
  /** The name printed on the face (left out on a tiny card, whose name is in its label and help). */
  name?: string;
  /** The face's picture. */
  art?: IconData;
  /** A picture of its own instead of `art`. */
  picture?: ReactNode;
  /** The top-left corner: rank and suit ("8♠"). */
  corner?: ReactNode;
  /** The top-right corner: a weapon's range, a value. */
  badge?: ReactNode;
  /** More on the face, under the name. */
  children?: ReactNode;
  faceDown?: boolean;
  /** The emblem on the back of a face-down card. */
  back?: IconData;
  /** A colour family for the face (a game's card category), shown through CSS. */
  tone?: string;
  /** Makes the card a button that does this (play it, choose it). */
  onSelect?: (() => void) | undefined;
  /** Selected (for a combo, a choice): shown raised, announced as pressed. */
  selected?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Can be played now: highlighted. */
  playable?: boolean | undefined;
  size?: CardSize;
  /** The card's identity where the viewer may know it: a card keeping its id glides from its old place to its new one. */
  id?: string | undefined;
  /**
   * The card's help: opened by a click or tap when the card does nothing else, and otherwise by
   * a long press, a right click, or `?` on the keyboard.
   */
  help?: CardHelpContent | undefined;
  /** Data attributes the card's element carries (a generic board marks what a click on it does). */
  dataset?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/**
 * One card: face up (corner, picture, name) or down; a button when it can be chosen or has help.
 */
export function Card({ label, name, art, picture, corner, badge, children, faceDown = false, back, tone, onSelect, selected, disabled, playable, size = 'medium', id, help, dataset }: CardProps) {
  const { t } = useTranslation('ui');
  const accessible = faceDown ? (label ?? t('card.faceDown')) : (label ?? name ?? '');
  // In a seat that can be picked now, a click on the card picks the seat (its own choice first).
  const seatPick = useSeatPick();
  const activate = onSelect ?? (help && !faceDown ? seatPick : undefined);
  const trigger = useHelpTrigger(faceDown ? undefined : help, activate);
  const className = ['pl-card', `pl-card--${size}`, faceDown ? 'pl-card--down' : 'pl-card--up', selected ? 'pl-card--selected' : '', playable ? 'pl-card--playable' : ''].filter(Boolean).join(' ');
  const face = faceDown ? (
    back ? <Art icon={back} className="pl-card__back" /> : null
  ) : (
    <>
      {corner !== undefined && <span className="pl-card__corner">{corner}</span>}
      {badge !== undefined && <span className="pl-card__badge">{badge}</span>}
      {picture ?? (art ? <Art icon={art} className="pl-card__art" /> : null)}
      {name !== undefined && size !== 'tiny' && (
        // Long names get a smaller font and wrap inside the card.
        <span className="pl-card__name" data-length={name.length > 10 ? 'long' : name.length > 7 ? 'medium' : undefined}>
          {name}
        </span>
      )}
      {children}
    </>
  );
  if (onSelect || (help && !faceDown)) {
    return (
      <button
        type="button"
        className={className}
        data-tone={tone}
        data-card-id={id}
        aria-label={accessible}
        aria-pressed={onSelect ? (selected ?? undefined) : undefined}
        aria-haspopup={activate ? undefined : 'dialog'}
        disabled={disabled}
        {...dataset}
        {...trigger}
      >
        {face}
      </button>
    );
  }
  return (
    <div className={className} data-tone={tone} data-card-id={id} role="img" aria-label={accessible} aria-disabled={disabled || undefined} {...dataset}>
      {face}
    </div>
  );
}
