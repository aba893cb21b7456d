import './ui.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, Layers, Skull, WifiOff } from 'lucide-react';
import { useHelpTrigger, type CardHelpContent } from './card-help';
import { SeatPickContext } from './seat-pick';
import { ClockText } from './clock';
import { useSeatInfo } from './table-info';

/** What a seat is doing now. */
export type SeatStatus = 'playing' | 'waiting' | 'responding' | 'out';

/** Props of {@link TableSeat}. */
export interface TableSeatProps {
  /** The seat's id (boardgame.io's playerID). */
  seat: string;
  /** Its name; by default the room's (a person's, a bot's in the reader's language). */
  name?: string;
  status?: SeatStatus;
  /** This is the reader's own seat. */
  isMe?: boolean;
  /** Cards in its hand (shown as a count). */
  cardCount?: number;
  /** Its picture: a character's portrait, a bandit's emblem. */
  portrait?: ReactNode;
  /** What the picture is (a character): opened as card help from the picture. */
  portraitHelp?: CardHelpContent;
  /** Small marks beside the name: a role badge, a distance. */
  badges?: ReactNode;
  /** The seat's game content: life, cards in play, loot. */
  children?: ReactNode;
  /** Can be picked now (a target is asked for): the whole seat is a button doing `onPick`. */
  onPick?: (() => void) | undefined;
  /** The accessible name of picking it ("Shoot at Ada"). */
  pickLabel?: string;
  /** Shown chosen (a pick in progress). */
  picked?: boolean;
  /** Dimmed: a target that cannot be picked now (out of reach), with why as its title. */
  unreachable?: string | undefined;
  /** Data attributes of the button that picks the seat (a generic board marks what picking it does). */
  pickDataset?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/**
 * One player at the table: picture, name, whether they are online or a bot plays for them, the
 * one countdown of the decision they are making, their card count and the game's content. When
 * a target is asked for, a legal seat is itself the button that picks it.
 */
export function TableSeat({ seat, name, status = 'waiting', isMe = false, cardCount, portrait, portraitHelp, badges, children, onPick, pickLabel, picked, unreachable, pickDataset }: TableSeatProps) {
  const { t } = useTranslation('ui');
  const info = useSeatInfo(seat);
  const shown = name ?? info?.name ?? t('seat.player', { number: Number(seat) + 1 });
  // While the seat can be picked, a click anywhere on it picks it, its picture and cards included.
  const trigger = useHelpTrigger(portraitHelp, onPick);
  const offline = info?.connected === false && !info.bot;
  const clock = status === 'out' ? undefined : info?.clock;
  return (
    <section
      className="pl-tseat"
      data-status={status}
      data-me={isMe || undefined}
      data-pickable={onPick ? '' : undefined}
      data-picked={picked || undefined}
      data-unreachable={unreachable ? '' : undefined}
      data-parlor-seat={seat}
      aria-label={isMe ? t('seat.yours', { name: shown }) : shown}
      aria-current={status === 'playing' || undefined}
      title={unreachable}
    >
      {onPick && <button type="button" className="pl-tseat__pick" aria-label={pickLabel ?? shown} aria-pressed={picked || undefined} onClick={onPick} {...pickDataset} />}
      <header className="pl-tseat__head">
        {portrait !== undefined && (
          <span className="pl-tseat__portrait" data-clock={clock ? clock.kind : undefined}>
            {portraitHelp ? (
              <button type="button" className="pl-tseat__portrait-button" aria-label={portraitHelp.title} aria-haspopup={onPick ? undefined : 'dialog'} {...trigger}>
                {portrait}
              </button>
            ) : (
              portrait
            )}
          </span>
        )}
        <span className="pl-tseat__who">
          <span className="pl-tseat__name">
            {info?.bot && <Bot className="pl-tseat__icon" aria-label={t('seat.bot')} role="img" />}
            {offline && <WifiOff className="pl-tseat__icon pl-tseat__icon--offline" aria-label={t('seat.status.offline')} role="img" />}
            {shown}
          </span>
          <span className="pl-tseat__status">
            <span className="pl-tseat__doing">
              {status === 'out' ? (
                <>
                  <Skull className="pl-tseat__icon" aria-hidden="true" /> {t('seat.status.out')}
                </>
              ) : info?.botPlaying && !info.bot ? (
                t('seat.botPlaying')
              ) : (
                t(`seat.status.${status}`)
              )}
            </span>
            {cardCount !== undefined && status !== 'out' && (
              <span className="pl-tseat__cards" aria-label={t('seat.cards', { count: cardCount })} role="img">
                <Layers className="pl-tseat__icon" aria-hidden="true" />
                {cardCount}
              </span>
            )}
            {clock && <ClockText clock={clock} className="pl-tseat__clock" />}
          </span>
        </span>
        {badges !== undefined && <span className="pl-tseat__badges">{badges}</span>}
      </header>
      {children !== undefined && (
        <div className="pl-tseat__body">
          <SeatPickContext.Provider value={onPick}>{children}</SeatPickContext.Provider>
        </div>
      )}
    </section>
  );
}
