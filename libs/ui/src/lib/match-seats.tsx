import { useTranslation } from 'react-i18next';

/** A seat of a match as the lobby shows it. */
export interface LobbySeat {
  id: string;
  /** The name of who sits there; absent for a free seat. */
  name?: string;
  /** Whether the seat's player is connected now; absent when unknown. */
  connected?: boolean;
}

/** Props of {@link MatchSeats}. */
export interface MatchSeatsProps {
  seats: readonly LobbySeat[];
  /** The seat this browser holds in the match, if any. */
  mySeat?: string | null;
  /** Offered on every free seat when given (and this browser holds no seat). */
  onJoin?: (seatID: string) => void;
}

/** The seats of a match: who sits where, who is online, and a join button on each free seat. */
export function MatchSeats({ seats, mySeat, onJoin }: MatchSeatsProps) {
  const { t } = useTranslation('ui');
  return (
    <ul className="pl-seats">
      {seats.map((seat) => {
        const number = Number(seat.id) + 1;
        const taken = seat.name !== undefined;
        return (
          <li key={seat.id} className="pl-seats__seat" data-free={!taken || undefined} data-me={seat.id === mySeat || undefined}>
            <span className="pl-seats__label">{t('lobby.seat', { number })}</span>{' '}
            {taken ? (
              <>
                <span className="pl-seats__name">{seat.name}</span>
                {seat.id === mySeat && <span> ({t('seat.you')})</span>}
                {seat.connected !== undefined && (
                  <span className="pl-seats__presence" data-online={seat.connected || undefined}>
                    {' '}
                    · {seat.connected ? t('lobby.online') : t('seat.status.offline')}
                  </span>
                )}
              </>
            ) : (
              <>
                <span className="pl-seats__free">{t('lobby.free')}</span>
                {onJoin && !mySeat && (
                  <button type="button" className="pl-button pl-button--small" onClick={() => onJoin(seat.id)} aria-label={t('lobby.joinSeat', { number })}>
                    {t('lobby.join')}
                  </button>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
