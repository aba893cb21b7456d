import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { catalog } from '@parlor/registry';
import type { GameManifest, Locale } from '@parlor/game-kit';
import { MatchHistory, type HistoryEntry } from '@parlor/ui';
import { languageOf } from '../lib/i18n';
import { MAX_NAME_LENGTH, type HistoryMatch, type HistoryPage as Page, type Translate } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { NoticeLine, type Notice } from '../lib/notice';
import { finishedResult, seatName } from '../lib/result-line';

/** How many finished matches one request brings; "Show more" asks for as many again. */
export const HISTORY_PAGE_SIZE = 20;

/** What the history shows, as the address says it: `/history?game=<id>&player=<name>`. */
export interface HistoryFilter {
  game?: string;
  player?: string;
}

/** The filter in an address's query string (empty values count as none). */
export function filterOf(search: string): HistoryFilter {
  const params = new URLSearchParams(search);
  const game = params.get('game')?.trim();
  const player = params.get('player')?.trim();
  return { ...(game ? { game } : {}), ...(player ? { player } : {}) };
}

/** The address of the history with a filter. */
export function historyHref(filter: HistoryFilter = {}): string {
  const params = new URLSearchParams();
  if (filter.game) params.set('game', filter.game);
  if (filter.player) params.set('player', filter.player);
  return params.size > 0 ? `/history?${params}` : '/history';
}

/** A finished match as the history's rows show it. */
function entryOf(match: HistoryMatch, games: readonly GameManifest[], t: Translate, language: string, locale: Locale): HistoryEntry {
  const manifest = games.find((game) => game.id === match.gameName);
  return {
    id: match.matchID,
    title: manifest?.title[locale] ?? match.gameName,
    players: match.players.map((player) => ({
      name: seatName(match.players, String(player.id), t),
      ...(match.winners.includes(String(player.id)) ? { winner: true } : {}),
      ...(player.bot ? { bot: true } : {}),
      // A player with an account opens their profile (ratings, and their history from there); a
      // guest's name opens the matches played under it; a bot's name is not a person's.
      ...(player.account !== undefined
        ? { href: `/u/${encodeURIComponent(player.account)}` }
        : !player.bot && player.name !== undefined
          ? { href: `/history?player=${encodeURIComponent(player.name)}` }
          : {}),
    })),
    result: finishedResult(match, t, language),
    moves: match.moves,
    durationMs: Math.max(0, match.finishedAt - (match.startedAt ?? match.createdAt)),
    finishedAt: match.finishedAt,
    replayHref: `/replay/${encodeURIComponent(match.gameName)}/${encodeURIComponent(match.matchID)}`,
  };
}

/** The matches of `earlier` followed by those of `later` not among them. */
function joined(earlier: readonly HistoryMatch[], later: readonly HistoryMatch[]): HistoryMatch[] {
  const seen = new Set(earlier.map((match) => match.matchID));
  return [...earlier, ...later.filter((match) => !seen.has(match.matchID))];
}

/**
 * The history: finished matches, newest first, of every game or one, with a player or anyone
 * (the address holds the filter, so it can be shared and the back button undoes a change),
 * a page at a time, each with a link to its replay.
 */
export function HistoryPage({ games = catalog }: { games?: readonly GameManifest[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = languageOf(i18n);
  const lobby = useLobby();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = filterOf(search);
  const { game, player } = filter;
  const [listed, setListed] = useState<{ key: string; page: Page } | undefined>();
  const [error, setError] = useState<Notice | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${game ?? ''}\n${player ?? ''}`;

  const read = useCallback(
    (after?: string) => lobby.history({ ...(game ? { game } : {}), ...(player ? { player } : {}), limit: HISTORY_PAGE_SIZE, ...(after ? { after } : {}) }),
    [lobby, game, player],
  );

  useEffect(() => {
    let cancelled = false;
    read().then(
      (page) => {
        if (cancelled) return;
        setListed({ key, page });
        setError(undefined);
      },
      (failure: unknown) => {
        if (cancelled) return;
        setListed({ key, page: { matches: [] } });
        setError({ key: 'history.loadFailed', failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [read, key]);

  // A list read for another filter is not shown while this one's loads.
  const shown = listed?.key === key ? listed.page : undefined;
  const showMore = async () => {
    if (!shown?.next) return;
    setLoadingMore(true);
    try {
      const more = await read(shown.next);
      setListed((current) => (current?.key === key ? { key, page: { matches: joined(current.page.matches, more.matches), ...(more.next ? { next: more.next } : {}) } } : current));
      setError(undefined);
    } catch (failure) {
      setError({ key: 'history.loadFailed', failure });
    } finally {
      setLoadingMore(false);
    }
  };

  const filtered = game !== undefined || player !== undefined;
  return (
    <div className="history">
      <h1>{t('history.heading')}</h1>
      {/* Keyed by the filter: the form starts from the address again after back or forward. */}
      <FilterForm key={key} games={games} filter={filter} onChange={(next) => navigate(historyHref(next))} />
      {error && <NoticeLine notice={error} />}
      <section className="history__list" aria-label={t('history.matches')} aria-busy={shown === undefined}>
        {shown === undefined ? (
          <p className="app-loading">{t('app.loading')}</p>
        ) : error && shown.matches.length === 0 ? null : (
          <MatchHistory
            matches={shown.matches.map((match) => entryOf(match, games, t, language, locale))}
            language={language}
            link={Link}
            emptyText={filtered ? t('history.emptyFiltered') : t('history.empty')}
            {...(shown.next ? { onShowMore: () => void showMore(), loadingMore } : {})}
          />
        )}
      </section>
      <p>
        <Link href="/">{t('app.backToLobby')}</Link>
      </p>
    </div>
  );
}

/** The history's filter: a game (applied at once) and a player's name (applied when sent). */
function FilterForm({ games, filter, onChange }: { games: readonly GameManifest[]; filter: HistoryFilter; onChange: (filter: HistoryFilter) => void }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const id = useId();
  const [player, setPlayer] = useState(filter.player ?? '');
  const known = filter.game === undefined || games.some((game) => game.id === filter.game);
  return (
    <form
      className="history__filter"
      role="search"
      aria-label={t('history.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filter, player: player.trim() || undefined });
      }}
    >
      <p className="app-field">
        <label htmlFor={`${id}-game`}>{t('history.game')}</label>
        <select id={`${id}-game`} value={filter.game ?? ''} onChange={(event) => onChange({ ...filter, game: event.target.value || undefined })}>
          <option value="">{t('history.allGames')}</option>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.title[language]}
            </option>
          ))}
          {/* A game named in the address that this client does not know: shown as it is. */}
          {!known && <option value={filter.game}>{filter.game}</option>}
        </select>
      </p>
      <p className="app-field">
        <label htmlFor={`${id}-player`}>{t('history.player')}</label>
        <input
          id={`${id}-player`}
          type="search"
          value={player}
          maxLength={MAX_NAME_LENGTH}
          placeholder={t('history.anyPlayer')}
          autoComplete="off"
          onChange={(event) => setPlayer(event.target.value)}
        />
        <button type="submit" className="pl-button pl-button--small">
          {t('history.show')}
        </button>
      </p>
      {(filter.game !== undefined || filter.player !== undefined) && (
        <p className="history__clear">
          <Link href="/history">{t('history.clear')}</Link>
        </p>
      )}
    </form>
  );
}
