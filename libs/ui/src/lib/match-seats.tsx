import './ui.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, useSecondsUntil } from './countdown';

/**
 * A deadline running on a seat: its turn's clock, its answer's, or the grace period of its
 * player who is gone (the bot takes over when it ends).
 */
export interface SeatClock {
  kind: 'turn' | 'response' | 'grace';
  /** When it runs out, in ms since the epoch on this machine's clock. */
  dueAt: number;
}

/** A seat of a match as the lobby and the room show it. */
export interface LobbySeat {
  id: string;
  /** The name of who sits there; absent for a free seat. */
  name?: string;
  /** Whether the seat's player is connected now; absent when unknown. */
  connected?: boolean;
  /** A bot holds the seat (its name is then the bot's, in the reader's language). */
  bot?: boolean;
  /** The bot plays for the seat now: its player is gone or out of time, or nobody holds it. */
  botPlaying?: boolean;
  /** The seat's running clocks. */
  clocks?: readonly SeatClock[];
  /** A person may take the seat though a bot holds it (before the match begins). */
  joinable?: boolean;
}

/** Props of {@link MatchSeats}. */
export interface MatchSeatsProps {
  seats: readonly LobbySeat[];
  /** The seat this browser holds in the match, if any. */
  mySeat?: string | null;
  /** Offered on every free (or joinable) seat when given (and this browser holds no seat). */
  onJoin?: (seatID: string) => void;
  /** What the page offers on a seat besides joining (seat a bot, take it), after what it shows. */
  actions?: (seat: LobbySeat) => ReactNode;
}

/**
 * The seats of a match: who sits where (a person or a bot), who is online, who the bot plays
 * for, the clocks running on each, and a join button on each free seat.
 */
export function MatchSeats({ seats, mySeat, onJoin, actions }: MatchSeatsProps) {
  const { t } = useTranslation('ui');
  return (
    <ul className="pl-seats">
      {seats.map((seat) => {
        const number = Number(seat.id) + 1;
        const taken = seat.name !== undefined || seat.bot === true;
        return (
          <li key={seat.id} className="pl-seats__seat" data-free={!taken || undefined} data-me={seat.id === mySeat || undefined} data-bot={seat.bot || undefined}>
            <span className="pl-seats__label">{t('lobby.seat', { number })}</span>{' '}
            <span className="pl-seats__who">
              {seat.bot ? (
                <span className="pl-seats__name pl-seats__name--bot">{t('lobby.bot')}</span>
              ) : taken ? (
                <>
                  <span className="pl-seats__name">{seat.name}</span>
                  {seat.id === mySeat && <span> ({t('seat.you')})</span>}
                </>
              ) : (
                <span className="pl-seats__free">{t('lobby.free')}</span>
              )}
            </span>
            {/* How the seat is doing, on a line of its own under a long name: each part kept whole. */}
            {(seat.connected !== undefined || (seat.botPlaying && !seat.bot) || (seat.clocks?.length ?? 0) > 0) && (
              <span className="pl-seats__state">
                {taken && !seat.bot && seat.connected !== undefined && (
                  <span className="pl-seats__presence" data-online={seat.connected || undefined}>
                    {' '}
                    · {seat.connected ? t('lobby.online') : t('seat.status.offline')}
                  </span>
                )}
                {seat.botPlaying && !seat.bot && <span className="pl-seats__bot-playing"> · {t('lobby.botPlaying')}</span>}
                {seat.clocks?.map((clock) => (
                  <SeatClockText key={clock.kind} clock={clock} />
                ))}
              </span>
            )}
            {onJoin && !mySeat && (!taken || seat.joinable) && (
              <button type="button" className="pl-button pl-button--small" onClick={() => onJoin(seat.id)} aria-label={t('lobby.joinSeat', { number })}>
                {t('lobby.join')}
              </button>
            )}
            {actions?.(seat)}
          </li>
        );
      })}
    </ul>
  );
}

/** One clock of a seat, counting down. */
function SeatClockText({ clock }: { clock: SeatClock }) {
  const { t } = useTranslation('ui');
  const left = useSecondsUntil(clock.dueAt);
  return (
    // A timer is not read out as it ticks (its live region is off), only when reached.
    <span className="pl-seats__clock" role="timer" data-kind={clock.kind} data-urgent={left <= 10 || undefined}>
      {t(`lobby.clock.${clock.kind}`, { time: formatClock(left) })}
    </span>
  );
}
