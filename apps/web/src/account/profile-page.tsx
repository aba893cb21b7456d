import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Profile } from '../lib/account-api';
import { useAccount } from '../lib/account-context';
import { accountProblem } from '../lib/account-api';
import { useGameTitle } from '../lib/game-title';

/** A player's profile (`/u/<name>`): per game the matches played, rated and won and the rating; the recent matches with their replays. */
export function ProfilePage({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const { client } = useAccount();
  const title = useGameTitle();
  const [profile, setProfile] = useState<Profile | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void client.profile(name).then(
      (answer) => live && setProfile(answer),
      (error: unknown) => live && setProblem(accountProblem(error, t)),
    );
    return () => {
      live = false;
    };
  }, [client, name, t]);
  if (problem)
    return (
      <section className="account">
        <h1>{name}</h1>
        <p className="app-error" role="alert">
          {problem}
        </p>
      </section>
    );
  if (!profile) return <p>{t('app.loading')}</p>;
  return (
    <section className="account">
      <h1>{profile.name}</h1>
      <p className="account__hint">{t('account.since', { date: new Date(profile.since).toLocaleDateString(i18n.resolvedLanguage) })}</p>
      <table className="account__table">
        <caption>{t('account.perGame')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.game')}</th>
            <th scope="col">{t('account.played')}</th>
            <th scope="col">{t('account.won')}</th>
            <th scope="col">{t('account.rated')}</th>
            <th scope="col">{t('account.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {profile.games.map((game) => (
            <tr key={game.game}>
              <th scope="row">
                <Link href={`/ratings/${encodeURIComponent(game.game)}`}>{title(game.game)}</Link>
              </th>
              <td>{game.played}</td>
              <td>{game.won}</td>
              <td>{game.rated}</td>
              <td>{game.rating === null ? '–' : game.rating.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {profile.games.length === 0 && <p className="account__hint">{t('account.noMatchesYet')}</p>}
      <h2>{t('account.recent')}</h2>
      <ul className="account__matches">
        {profile.recent.map((match) => (
          <li key={match.matchID}>
            <span>{title(match.game)}</span>
            <span>{new Date(match.updatedAt).toLocaleString(i18n.resolvedLanguage)}</span>
            <Link href={`/replay/${encodeURIComponent(match.game)}/${encodeURIComponent(match.matchID)}`}>{t('account.replay')}</Link>
          </li>
        ))}
      </ul>
      {/* Every finished match of the account, under any name its seats bore: the history, filtered. */}
      {profile.recent.length > 0 && (
        <p>
          <Link href={`/history?player=${encodeURIComponent(profile.name)}`}>{t('account.allMatches', { name: profile.name })}</Link>
        </p>
      )}
    </section>
  );
}
