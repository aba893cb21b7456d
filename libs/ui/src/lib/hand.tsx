import './ui.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row of cards (a hand, a private look at the pile): one row that scrolls sideways when it
 * is longer than the window (a phone), wrapping where there is room to.
 */
export function Hand({ label, children, empty }: { label?: string; children?: ReactNode; empty?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <div className="pl-hand" role="group" data-parlor-hand="" aria-label={label ?? t('hand.label')}>
      {empty ? <p className="pl-hand__empty">{t('hand.empty')}</p> : children}
    </div>
  );
}
