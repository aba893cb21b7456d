import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { ConnectionBanner, ProblemPanel } from '@parlor/ui';
import { chunksFailing, importWithRetry, onChunksFailing } from './lib/chunk-loading';
import type { ParlorLobby } from './lib/lobby-api';
import { AccountClient } from './lib/account-api';
import { AccountProvider, useAccount } from './lib/account-context';
import { LobbyContext } from './lib/lobby-context';
import { ErrorBoundary } from './lib/error-boundary';
import { LanguageSwitch } from './lib/language-switch';
import { SoundSwitch } from './lib/sound-switch';
import { AboutPage } from './about/about-page';
import { AccountPage } from './account/account-page';
import { LeaderboardPage } from './account/leaderboard-page';
import { MyMatchesPage } from './account/my-matches-page';
import { ProfilePage } from './account/profile-page';
import { HistoryPage } from './history/history-page';
import { LobbyPage } from './lobby/lobby-page';
import type { ReplayPage as ReplayPageType } from './replay/replay-page';
import './app.css';

// The match room carries boardgame.io's client; the lobby's first load does without it, and
// fetches it once the lobby is up, so opening a match rarely waits for it.
const importMatchPage = () => importWithRetry(() => import('./room/match-page'));
const MatchPage = lazy(() => importMatchPage().then((module) => ({ default: module.MatchPage })));
// A replay shows a game's board too, so it loads with the boards, not with the lobby; the
// history fetches it once it is up, since a replay is what one opens from there.
// Once fetched, the page is rendered directly rather than through lazy(): a lazy component
// suspends on its first render even when its code is in, and React then holds the page back
// for its fallback's minimum time (300 ms), with the replay's own fetch not begun.
let LoadedReplayPage: typeof ReplayPageType | undefined;
const importReplayPage = () =>
  importWithRetry(() => import('./replay/replay-page')).then((module) => {
    LoadedReplayPage = module.ReplayPage;
    return module;
  });
const LazyReplayPage = lazy(() => importReplayPage().then((module) => ({ default: module.ReplayPage })));

/**
 * A key that changes on every navigation, even back to the same address. While a page's chunk
 * loads, React keeps the page left behind mounted but hidden; going back to it before the
 * chunk arrives would otherwise show that hidden page again with its state (a create button
 * still disabled by a request that has long finished).
 */
function useVisitKey(location: string): string {
  const visit = useRef({ location, count: 0 });
  if (visit.current.location !== location) visit.current = { location, count: visit.current.count + 1 };
  return `${location}#${visit.current.count}`;
}

/** The page's "Loading…", with the banner while the chunk cannot be fetched. */
function Loading() {
  const { t } = useTranslation();
  const failing = useSyncExternalStore(onChunksFailing, chunksFailing);
  return (
    <>
      <ConnectionBanner connected={!failing} message={t('room.retrying')} />
      <p className="app-loading">{t('app.loading')}</p>
    </>
  );
}

/** Props of {@link App}: its dependencies, so tests can give their own. */
export interface AppProps {
  i18n: i18n;
  lobby: ParlorLobby;
  /** The location hook (wouter): the browser's by default, a memory location in tests. */
  location?: BaseLocationHook;
  /** The account routes (sign-in, my matches, ratings): this server's by default. */
  accounts?: AccountClient;
}

/**
 * The whole web client: the lobby at `/`, a match room at `/match/<game>/<matchID>`, the
 * history of finished matches at `/history[?game=<id>&player=<name>]`, a match's replay at
 * `/replay/<game>/<matchID>[?view=<spectator|all|seat>]`, the credits at `/about`; and for
 * players who want one, their account at `/account`, their matches at `/my`, a player's
 * profile at `/u/<name>` and a game's leaderboard at `/ratings/<game>`.
 */
export function App({ i18n, lobby, location, accounts }: AppProps) {
  const [client] = useState(() => accounts ?? new AccountClient(globalThis.location?.origin ?? ''));
  return (
    <I18nextProvider i18n={i18n}>
      <LobbyContext.Provider value={lobby}>
        <AccountProvider client={client}>
          <Router {...(location ? { hook: location } : {})}>
            <Shell />
          </Router>
        </AccountProvider>
      </LobbyContext.Provider>
    </I18nextProvider>
  );
}

/** The app bar's way to the account: "Sign in" for a guest, the player's name and matches once signed in. */
function AccountLinks() {
  const { t } = useTranslation();
  const { session } = useAccount();
  if (session === undefined) return null;
  return (
    <nav className="app-bar__account" aria-label={t('account.nav')}>
      {session.account ? (
        <>
          <Link href="/my">{t('account.myMatches')}</Link>
          <Link href="/account">{session.account.name}</Link>
        </>
      ) : (
        <Link href="/account">{t('account.signIn')}</Link>
      )}
    </nav>
  );
}

function Shell() {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const visit = useVisitKey(location);
  useEffect(() => {
    const idle = setTimeout(() => void importMatchPage().catch(() => undefined), 1000);
    return () => clearTimeout(idle);
  }, []);
  const atHistory = location === '/history';
  // A match room has its own bar (with the sound and language switches) and fills the window.
  const inRoom = location.startsWith('/match/');
  useEffect(() => {
    if (!atHistory) return;
    const idle = setTimeout(() => void importReplayPage().catch(() => undefined), 500);
    return () => clearTimeout(idle);
  }, [atHistory]);
  useEffect(() => {
    const sync = () => {
      document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
      document.title = t('app.title');
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n, t]);
  return (
    <>
      <a className="app-skip" href="#main">
        {t('app.skip')}
      </a>
      {!inRoom && (
        <header className="app-bar">
          <Link href="/" className="app-bar__home">
            {t('app.title')}
          </Link>
          <AccountLinks />
          <SoundSwitch />
          <LanguageSwitch />
        </header>
      )}
      <main id="main" className={inRoom ? 'app-main app-main--room' : 'app-main'} tabIndex={-1}>
        <ErrorBoundary resetKey={location} fallback={(error, retry) => <PageFailed error={error} retry={retry} />}>
        <Suspense fallback={<Loading />}>
          <Switch key={visit}>
            <Route path="/">
              <LobbyPage />
            </Route>
            <Route path="/match/:game/:matchID">{(params) => <MatchPage key={params.matchID} gameID={params.game} matchID={params.matchID} />}</Route>
            <Route path="/history">
              <HistoryPage />
            </Route>
            <Route path="/about">
              <AboutPage />
            </Route>
            <Route path="/account">
              <AccountPage />
            </Route>
            <Route path="/my">
              <MyMatchesPage />
            </Route>
            <Route path="/u/:name">{(params) => <ProfilePage key={params.name} name={safeDecode(params.name)} />}</Route>
            <Route path="/ratings/:game">{(params) => <LeaderboardPage key={params.game} game={params.game} />}</Route>
            <Route path="/replay/:game/:matchID">
              {(params) => {
                const ReplayPage = LoadedReplayPage ?? LazyReplayPage;
                return <ReplayPage key={`${params.game}/${params.matchID}`} gameID={params.game} matchID={params.matchID} />;
              }}
            </Route>
            <Route>
              <section className="app-notfound">
                <h1>{t('app.notFound')}</h1>
                <Link href="/">{t('app.backToLobby')}</Link>
              </section>
            </Route>
          </Switch>
        </Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}

/** What stands in for a page that threw: the app bar stays, with a way back. */
function PageFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ProblemPanel
      title={t('app.failed')}
      hint={t('app.failedHint')}
      detail={error.message}
      actions={
        <>
          <button type="button" className="pl-button pl-button--primary" onClick={retry}>
            {t('app.retry')}
          </button>
          <Link href="/" className="pl-button">
            {t('app.backToLobby')}
          </Link>
        </>
      }
    />
  );
}

/** A path segment as typed, decoded when it can be (a stray % leaves it as it is). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
