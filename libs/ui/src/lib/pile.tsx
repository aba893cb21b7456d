import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';

/** A pile with its count: face down (a draw pile) or showing its top card (a discard pile). */
export function Pile({ label, count, top }: { label: string; count: number; top?: ReactNode }) {
  const { t } = useTranslation('ui');
  const description = count === 0 ? t('pile.empty', { label }) : t('pile.count', { label, count });
  return (
    <figure className="pl-pile" aria-label={description} data-empty={count === 0 || undefined}>
      <div className="pl-pile__stack">{count === 0 ? <div className="pl-pile__hole" /> : (top ?? <Card faceDown />)}</div>
      <figcaption className="pl-pile__caption">{description}</figcaption>
    </figure>
  );
}
