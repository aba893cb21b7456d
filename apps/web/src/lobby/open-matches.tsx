import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { GameManifest } from '@parlor/game-kit';
import { MatchSeats, type LobbySeat } from '@parlor/ui';
import { takeSeat, type MatchPage, type ParlorMatch } from '../lib/lobby-api';
import { languageOf } from '../lib/i18n';
import { clockLine, optionsSummary } from '../lib/match-options';
import { useLobby } from '../lib/lobby-context';
import { useAccount } from '../lib/account-context';
import { NoticeLine, type Notice } from '../lib/notice';
import { heldSeat } from '../lib/seat-store';
import { usePolling } from '../lib/use-polling';

/**
 * How often the lobby asks whether the open matches changed while it is visible (a small
 * version; the list itself is fetched again only when that changed).
 */
export const MATCHES_REFRESH_MS = 3000;
/** How many matches one request brings; "Show more matches" asks for the next as many. */
export const MATCHES_PAGE_SIZE = 100;

type Match = ParlorMatch;

/** Whether a match waits for players (moves count once every seat is held); one without the server's fields has begun. */
export const isWaiting = (match: Pick<Match, 'parlor'>) => match.parlor !== undefined && match.parlor.startedAt === undefined;

/**
 * The seats of a match as the lobby widgets take them: a bot's seat can be taken while the
 * match waits, and once it has begun the bot plays for whoever is gone (and for a free seat).
 */
export function seatsOf(match: Pick<Match, 'players' | 'parlor'>): LobbySeat[] {
  const waiting = isWaiting(match);
  return match.players.map((player) => ({
    id: String(player.id),
    ...(player.bot ? { bot: true, ...(waiting ? { joinable: true } : {}) } : {}),
    ...(player.name === undefined || player.bot ? {} : { name: player.name, connected: player.isConnected === true }),
    ...(!waiting && !player.bot && (player.standIn || player.name === undefined) ? { botPlaying: true } : {}),
  }));
}

/** Whether a person could sit down in the match now: a free seat, or a bot's before the match begins. */
export function canJoin(match: Pick<Match, 'players' | 'parlor'>): boolean {
  return seatsOf(match).some((seat) => seat.joinable === true || (seat.name === undefined && !seat.bot));
}

/** Whether anyone is at the table: a seated person with a connection. */
const someoneThere = (match: Pick<Match, 'players'>) => match.players.some((player) => !player.bot && player.name !== undefined && player.isConnected === true);

/**
 * The matches the lobby lists, in two lists. `open`: those a person can join and someone is at,
 * plus any this browser holds a seat in; joinable ones first, waiting before begun, newest first.
 * `watching`: matches whose seats are all taken and someone is at, to watch (newest first).
 * A match nobody is at (its players all left) is in neither: nobody can join it or see play.
 */
export function listedMatches<M extends Match>(matches: readonly M[], holds: (matchID: string) => boolean): { open: M[]; watching: M[] } {
  const rank = (match: M) => (canJoin(match) ? (isWaiting(match) ? 0 : 1) : 2);
  const newestFirst = (a: M, b: M) => b.createdAt - a.createdAt;
  const open = matches.filter((match) => holds(match.matchID) || (canJoin(match) && someoneThere(match)));
  const watching = matches.filter((match) => !open.includes(match) && someoneThere(match));
  return { open: open.sort((a, b) => rank(a) - rank(b) || newestFirst(a, b)), watching: watching.sort(newestFirst) };
}

/**
 * The matches of `earlier` followed by those of `later` not among them: a match that moved
 * up between two pages' reads would otherwise show twice.
 */
function joined<M extends Match>(earlier: readonly M[], later: readonly M[]): M[] {
  const seen = new Set(earlier.map((match) => match.matchID));
  return [...earlier, ...later.filter((match) => !seen.has(match.matchID))];
}

/**
 * The matches of a game a visitor can join (see {@link listedMatches}), a page at a time, kept
 * current by polling their version.
 * Mount it keyed by game (the lobby does): a list belongs to one game, and a new game starts afresh.
 */
export function OpenMatches({ manifest, playerName }: { manifest: GameManifest; playerName: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const signedIn = Boolean(useAccount().session?.account);
  const [, navigate] = useLocation();
  const [listed, setListed] = useState<MatchPage | undefined>();
  // A failed refresh clears itself on the next one; a failed join stays until the next try.
  const [listError, setListError] = useState<Notice | undefined>();
  const [error, setError] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  // The version the shown list was read at, and how many pages it holds (1 + "show more"s).
  const shown = useRef<{ version?: string; pages: number }>({ pages: 1 });

  // Reads the list from the start, as many pages as are shown: a change may be on any of them.
  const load = useCallback(async () => {
    let page: MatchPage = { matches: [] };
    for (let count = 0; count < shown.current.pages; count++) {
      const more = await lobby.listMatchPage(manifest.id, { isGameover: false, limit: MATCHES_PAGE_SIZE, ...(page.next ? { after: page.next } : {}) });
      page = { matches: joined(page.matches, more.matches), ...(more.next ? { next: more.next } : {}) };
      if (!more.next) break;
    }
    return page;
  }, [lobby, manifest.id]);

  // The version is read before the list: a change that lands in between shows as a new
  // version at the next poll, so the list is never left behind it.
  const refresh = useCallback(
    async (always = false) => {
      try {
        const version = await lobby.lobbyVersion(manifest.id, { isGameover: false });
        if (always || version !== shown.current.version) {
          setListed(await load());
          shown.current.version = version;
        }
        setListError(undefined);
      } catch (failure) {
        setListError({ key: 'lobby.listFailed', failure });
        throw failure;
      }
    },
    [lobby, manifest.id, load],
  );
  usePolling(refresh, MATCHES_REFRESH_MS, true, manifest.id);

  const showMore = async () => {
    if (!listed?.next) return;
    setLoadingMore(true);
    try {
      const more = await lobby.listMatchPage(manifest.id, { isGameover: false, limit: MATCHES_PAGE_SIZE, after: listed.next });
      shown.current.pages++;
      setListed((current) => ({ matches: joined(current?.matches ?? [], more.matches), ...(more.next ? { next: more.next } : {}) }));
      setListError(undefined);
    } catch (failure) {
      setListError({ key: 'lobby.listFailed', failure });
    } finally {
      setLoadingMore(false);
    }
  };

  const matches = useMemo(() => (listed ? listedMatches(listed.matches, (matchID) => heldSeat(matchID) !== undefined) : undefined), [listed]);

  const join = async (matchID: string, seatID: string) => {
    if (!playerName) {
      setError({ key: 'lobby.nameFirst' });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await takeSeat(lobby, manifest.id, matchID, playerName, seatID);
      navigate(`/match/${manifest.id}/${matchID}`);
    } catch (failure) {
      setError({ key: 'lobby.joinFailed', failure });
      void refresh(true).catch(() => undefined);
    } finally {
      // Also after success: a player who went back to the lobby meanwhile finds it usable.
      setBusy(false);
    }
  };

  const item = (match: Match) => {
    const mine = heldSeat(match.matchID);
    const free = match.players.filter((player) => player.name === undefined && !player.bot).length;
    const waiting = isWaiting(match);
    return (
      <li key={match.matchID} className="lobby__match" aria-label={t('lobby.match', { id: match.matchID })}>
        <p className="lobby__match-head">
          <span className="lobby__status" data-waiting={waiting || undefined}>
            {waiting ? t('lobby.waiting') : t('lobby.playing')}
          </span>{' '}
          {t('lobby.matchSummary', { count: match.players.length, free })}
          {' · '}
          <Link href={`/match/${manifest.id}/${match.matchID}`}>{mine ? t('lobby.backToSeat') : t('lobby.watch')}</Link>
        </p>
        <p className="lobby__match-options">
          {optionsSummary(manifest, match.setupData, language, t)} · {clockLine(manifest, match.parlor?.timeControl ?? 'off', t)}
          {/* A guest learns before clicking a seat that a rated table is for accounts only. */}
          {match.parlor?.rated && (
            <>
              {' · '}
              <span className="lobby__rated">{signedIn ? t('lobby.ratedMatch') : t('lobby.ratedMatchSignIn')}</span>
            </>
          )}
        </p>
        <MatchSeats seats={seatsOf(match)} mySeat={mine?.playerID ?? null} onJoin={busy ? undefined : (seatID) => void join(match.matchID, seatID)} />
      </li>
    );
  };

  return (
    <>
      <section className="lobby__matches" aria-label={t('lobby.openMatches')} aria-busy={busy}>
        <h3>{t('lobby.openMatches')}</h3>
        {listError && <NoticeLine notice={listError} />}
        {error && <NoticeLine notice={error} />}
        {matches === undefined ? (
          <p>{t('app.loading')}</p>
        ) : matches.open.length === 0 ? (
          <p>{t('lobby.noMatches')}</p>
        ) : (
          <ul className="lobby__match-list">{matches.open.map(item)}</ul>
        )}
      </section>
      {matches !== undefined && matches.watching.length > 0 && (
        <section className="lobby__matches lobby__matches--watching" aria-label={t('lobby.watchMatches')}>
          <h3>{t('lobby.watchMatches')}</h3>
          <ul className="lobby__match-list">{matches.watching.map(item)}</ul>
        </section>
      )}
      {listed?.next !== undefined && (
        <p className="lobby__more">
          <button type="button" onClick={() => void showMore()} disabled={loadingMore}>
            {t('lobby.showMore')}
          </button>
        </p>
      )}
    </>
  );
}
