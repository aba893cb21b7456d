import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useGameTitle } from '../lib/game-title';
import { accountProblem, type MyMatch } from '../lib/account-api';
import { useAccount } from '../lib/account-context';

/**
 * The signed-in player's matches (`/my`): those in play first, the ones waiting for their move
 * marked, each opening the match room (which takes the seat back from the server on any
 * device); then the finished ones with their replays.
 */
export function MyMatchesPage() {
  const { t, i18n } = useTranslation();
  const { client, session } = useAccount();
  const title = useGameTitle();
  const [matches, setMatches] = useState<MyMatch[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const signedIn = session?.account !== null && session !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const load = () =>
      void client.myMatches().then(
        (answer) => live && setMatches(answer.matches),
        (error: unknown) => live && setProblem(accountProblem(error, t)),
      );
    load();
    // A match waiting for the player shows so without reloading the page.
    const every = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(every);
    };
  }, [client, signedIn, t]);
  if (session === undefined) return <p>{t('app.loading')}</p>;
  if (!session.account)
    return (
      <section className="account">
        <h1>{t('account.myMatches')}</h1>
        <p>
          {t('account.signInFirst')} <Link href="/account">{t('account.signIn')}</Link>
        </p>
      </section>
    );
  const playing = matches?.filter((match) => !match.finished) ?? [];
  const finished = matches?.filter((match) => match.finished) ?? [];
  const others = (match: MyMatch) => match.players.filter((player) => String(player.id) !== match.seat).map((player) => player.name ?? t('account.freeSeat')).join(', ');
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.resolvedLanguage);
  return (
    <section className="account">
      <h1>{t('account.myMatches')}</h1>
      {problem && (
        <p className="app-error" role="alert">
          {problem}
        </p>
      )}
      {matches === undefined && !problem && <p>{t('app.loading')}</p>}
      <h2>{t('account.inPlay')}</h2>
      {matches !== undefined && playing.length === 0 && <p className="account__hint">{t('account.noneInPlay')}</p>}
      <ul className="account__matches">
        {playing.map((match) => (
          <li key={match.matchID} data-your-move={match.yourMove || undefined}>
            <Link href={`/match/${encodeURIComponent(match.game)}/${encodeURIComponent(match.matchID)}`}>{title(match.game)}</Link>
            {match.yourMove && <strong className="account__turn">{t('account.yourMove')}</strong>}
            <span>{t('account.with', { players: others(match) })}</span>
            <span>{when(match.updatedAt)}</span>
          </li>
        ))}
      </ul>
      <h2>{t('account.finished')}</h2>
      {matches !== undefined && finished.length === 0 && <p className="account__hint">{t('account.noneFinished')}</p>}
      <ul className="account__matches">
        {finished.map((match) => (
          <li key={match.matchID}>
            <span>{title(match.game)}</span>
            <span>{t('account.with', { players: others(match) })}</span>
            <span>{when(match.updatedAt)}</span>
            <Link href={`/replay/${encodeURIComponent(match.game)}/${encodeURIComponent(match.matchID)}`}>{t('account.replay')}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
