import './ui.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconData } from '@parlor/game-kit';
import { Card, type CardSize } from './card';

/**
 * A pile with its count: face down (a draw pile, its back's emblem) or showing its top card
 * (a discard pile); its thickness grows with its count.
 */
export function Pile({ label, count, top, back, size = 'medium' }: { label: string; count: number; top?: ReactNode; back?: IconData; size?: CardSize }) {
  const { t } = useTranslation('ui');
  const description = count === 0 ? t('pile.empty', { label }) : t('pile.count', { label, count });
  const depth = count <= 1 ? 0 : count < 10 ? 1 : count < 30 ? 2 : 3;
  return (
    <figure className="pl-pile" aria-label={description} data-empty={count === 0 || undefined} data-depth={depth} data-size={size} data-parlor-pile="">
      <div className="pl-pile__stack">{count === 0 ? <div className="pl-pile__hole" /> : (top ?? <Card faceDown size={size} {...(back ? { back } : {})} />)}</div>
      <figcaption className="pl-pile__caption">
        <span className="pl-pile__label">{label}</span> <span className="pl-pile__count">{count}</span>
      </figcaption>
    </figure>
  );
}
