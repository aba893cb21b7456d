import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** A player of a finished match as the history lists them. */
export interface HistoryPlayer {
  /** Their name as the reader should see it (a bot's in the reader's language). */
  name: string;
  winner?: boolean;
  bot?: boolean;
  /** Where this player's own history is: their name then links there. */
  href?: string;
}

/** A finished match in the history. */
export interface HistoryEntry {
  /** The match's id: each row's key. */
  id: string;
  /** The game's title in the reader's language. */
  title: string;
  players: readonly HistoryPlayer[];
  /** How the match ended, in words ("Ada won."). */
  result: string;
  /** Actions played. */
  moves: number;
  /** How long it was played, in ms; absent when unknown. */
  durationMs?: number;
  /** When it ended, in ms since the epoch. */
  finishedAt: number;
  /** Where its replay is. */
  replayHref: string;
}

/** What renders a link: a plain `<a>`, or a router's link so that following it stays in the page. */
export type LinkComponent = ComponentType<{ href: string; className?: string; children?: ReactNode; 'aria-describedby'?: string }>;

/** Props of {@link MatchHistory}. */
export interface MatchHistoryProps {
  matches: readonly HistoryEntry[];
  /** The language dates, durations and numbers are written in (`en`, `zh-TW`). */
  language: string;
  /** Offered as "Show more" when more matches follow. */
  onShowMore?: () => void;
  /** The next page is being read: "Show more" waits. */
  loadingMore?: boolean;
  /** What says there is nothing to list; a general sentence by default. */
  emptyText?: string;
  /** The rows' heading level, under the page's own headings (2 by default). */
  headingLevel?: 2 | 3 | 4;
  link?: LinkComponent;
}

function PlainLink({ href, children, ...rest }: { href: string; className?: string; children?: ReactNode; 'aria-describedby'?: string }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** "1 hr 5 min", "12 min", "40 sec" in the given language. */
export function formatDuration(ms: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** A day and time in the given language ("Mar 4, 2025, 8:15 PM", "2025年3月4日 下午8:15"). */
export function formatWhen(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

// A laurel-free trophy: the mark of a winner, drawn here (libs/ui ships no icon set).
function Trophy() {
  return (
    <svg className="pl-history__trophy" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
        <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
        <path d="M12 14v4M8 20h8" />
      </g>
    </svg>
  );
}

/** One finished match: game, when, result, players with the winners marked, moves, duration, and its replay. */
function HistoryRow({ entry, language, Heading, Link }: { entry: HistoryEntry; language: string; Heading: 'h2' | 'h3' | 'h4'; Link: LinkComponent }) {
  const { t } = useTranslation('ui');
  const id = useId();
  const facts = [t('history.moves', { count: entry.moves, formatted: new Intl.NumberFormat(language).format(entry.moves) })];
  if (entry.durationMs !== undefined) facts.push(t('history.duration', { duration: formatDuration(entry.durationMs, language) }));
  return (
    <li className="pl-history__match">
      <article aria-labelledby={`${id}-title ${id}-when`}>
        <div className="pl-history__head">
          <Heading id={`${id}-title`} className="pl-history__title">
            {entry.title}
          </Heading>
          <time id={`${id}-when`} className="pl-history__when" dateTime={new Date(entry.finishedAt).toISOString()}>
            {formatWhen(entry.finishedAt, language)}
          </time>
        </div>
        <p id={`${id}-result`} className="pl-history__result">
          {entry.result}
        </p>
        <ul className="pl-history__players" aria-label={t('history.players')}>
          {entry.players.map((player, index) => (
            <li key={index} className="pl-history__player" data-winner={player.winner || undefined} data-bot={player.bot || undefined}>
              {player.winner && <Trophy />}
              {player.href ? (
                <Link href={player.href} className="pl-history__player-link">
                  {player.name}
                </Link>
              ) : (
                player.name
              )}
              {player.winner && <span className="pl-visually-hidden"> ({t('history.won')})</span>}
            </li>
          ))}
        </ul>
        <p className="pl-history__facts">{facts.join(' · ')}</p>
        <Link href={entry.replayHref} className="pl-button pl-button--small pl-history__watch" aria-describedby={`${id}-title ${id}-when`}>
          {t('history.watch')}
        </Link>
      </article>
    </li>
  );
}

/**
 * Finished matches, newest first: each with its game, when it ended, how it ended, who played
 * (the winners marked), how many moves and how long it took, and a link to watch its replay;
 * "Show more" under them while more follow, and a sentence when there are none.
 */
export function MatchHistory({ matches, language, onShowMore, loadingMore = false, emptyText, headingLevel = 2, link = PlainLink }: MatchHistoryProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="pl-history">
      {matches.length === 0 ? (
        <p className="pl-history__empty">{emptyText ?? t('history.empty')}</p>
      ) : (
        <ol className="pl-history__list" aria-label={t('history.label')}>
          {matches.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} language={language} Heading={Heading} Link={link} />
          ))}
        </ol>
      )}
      {onShowMore && (
        <p className="pl-history__more">
          <button type="button" className="pl-button" onClick={onShowMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? t('history.loadingMore') : t('history.showMore')}
          </button>
        </p>
      )}
    </div>
  );
}
