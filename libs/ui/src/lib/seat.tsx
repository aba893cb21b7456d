import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a seat is doing now. */
export type SeatStatus = 'playing' | 'waiting' | 'responding' | 'out';

/** Props of {@link SeatPanel}. */
export interface SeatPanelProps {
  name: string;
  status?: SeatStatus;
  isMe?: boolean;
  /** `false` shows the seat as offline. */
  connected?: boolean;
  cardCount?: number;
  /** Game-specific badges (turns owed, life, role...). */
  children?: ReactNode;
}

/** One player at the table: name, what they are doing, card count and the game's badges. */
export function SeatPanel({ name, status = 'waiting', isMe = false, connected = true, cardCount, children }: SeatPanelProps) {
  const { t } = useTranslation('ui');
  return (
    <section className="pl-seat" data-status={status} data-me={isMe || undefined} aria-label={name} aria-current={status === 'playing' || undefined}>
      <header className="pl-seat__name">
        {name}
        {isMe && <span className="pl-seat__you"> ({t('seat.you')})</span>}
      </header>
      <p className="pl-seat__status">
        {t(`seat.status.${status}`)}
        {!connected && <span className="pl-seat__offline"> · {t('seat.status.offline')}</span>}
      </p>
      {cardCount !== undefined && <p className="pl-seat__cards">{t('seat.cards', { count: cardCount })}</p>}
      {children}
    </section>
  );
}
