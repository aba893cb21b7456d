import { lazy, Suspense, useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import type { LobbyClient } from 'boardgame.io/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link, Route, Router, Switch } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { ConnectionBanner } from '@parlor/ui';
import { LobbyContext } from './lib/lobby-context';
import { LanguageSwitch } from './lib/language-switch';
import { LobbyPage } from './lobby/lobby-page';
import './app.css';

/** The first wait before a chunk that failed to load is asked for again; it doubles up to 8 s. */
export const CHUNK_RETRY_FIRST_MS = 1000;

/**
 * Imports a chunk, trying again for as long as it takes: a chunk fails to load only when the
 * server cannot be reached, and the browser fetches a failed module again when asked.
 */
export function importWithRetry<T>(load: () => Promise<T>, firstWaitMs = CHUNK_RETRY_FIRST_MS): Promise<T> {
  return new Promise((resolve) => {
    let wait = firstWaitMs;
    const attempt = () =>
      load().then(resolve, () => {
        setTimeout(attempt, wait);
        wait = Math.min(wait * 2, 8 * firstWaitMs);
      });
    void attempt();
  });
}

// The match room carries boardgame.io's client; the lobby's first load does without it.
const MatchPage = lazy(() => importWithRetry(() => import('./room/match-page')).then((module) => ({ default: module.MatchPage })));

/** How long a chunk may take before the page says the server cannot be reached. */
export const LOADING_PATIENCE_MS = 4000;

/** The page's "Loading…", which owns up to a server that cannot be reached when it lasts. */
function Loading() {
  const { t } = useTranslation();
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), LOADING_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <ConnectionBanner connected={patient} message={t('room.retrying')} />
      <p className="app-loading">{t('app.loading')}</p>
    </>
  );
}

/** Props of {@link App}: its dependencies, so tests can give their own. */
export interface AppProps {
  i18n: i18n;
  lobby: LobbyClient;
  /** The location hook (wouter): the browser's by default, a memory location in tests. */
  location?: BaseLocationHook;
}

/** The whole web client: the lobby at `/`, a match room at `/match/<game>/<matchID>`. */
export function App({ i18n, lobby, location }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LobbyContext.Provider value={lobby}>
        <Router {...(location ? { hook: location } : {})}>
          <Shell />
        </Router>
      </LobbyContext.Provider>
    </I18nextProvider>
  );
}

function Shell() {
  const { t, i18n } = useTranslation();
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
      <header className="app-bar">
        <Link href="/" className="app-bar__home">
          {t('app.title')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path="/">
              <LobbyPage />
            </Route>
            <Route path="/match/:game/:matchID">{(params) => <MatchPage key={params.matchID} gameID={params.game} matchID={params.matchID} />}</Route>
            <Route>
              <section className="app-notfound">
                <h1>{t('app.notFound')}</h1>
                <Link href="/">{t('app.backToLobby')}</Link>
              </section>
            </Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}
