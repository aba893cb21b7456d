import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RankedPlayer } from '../lib/account-api';
import { useAccount } from '../lib/account-context';
import { accountProblem } from '../lib/account-api';
import { useGameTitle } from '../lib/game-title';

/** A game's leaderboard (`/ratings/<game>`), best rating first, a page at a time. */
export function LeaderboardPage({ game }: { game: string }) {
  const { t } = useTranslation();
  const { client } = useAccount();
  const title = useGameTitle();
  const [players, setPlayers] = useState<RankedPlayer[]>([]);
  const [more, setMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const load = (offset: number) =>
    client.leaderboard(game, offset).then(
      (answer) => {
        setPlayers((old) => (offset === 0 ? answer.players : [...old, ...answer.players]));
        setMore(answer.more);
        setLoaded(true);
      },
      (error: unknown) => setProblem(accountProblem(error, t)),
    );
  useEffect(() => {
    void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new game starts the board again
  }, [game]);
  return (
    <section className="account">
      <h1>{t('account.leaderboard', { game: title(game) })}</h1>
      {problem && (
        <p className="app-error" role="alert">
          {problem}
        </p>
      )}
      {loaded && players.length === 0 && <p className="account__hint">{t('account.nobodyRated')}</p>}
      {players.length > 0 && (
        <table className="account__table">
          <thead>
            <tr>
              <th scope="col">{t('account.place')}</th>
              <th scope="col">{t('account.player')}</th>
              <th scope="col">{t('account.rating')}</th>
              <th scope="col">{t('account.rated')}</th>
              <th scope="col">{t('account.won')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.name}>
                <td>{player.place}</td>
                <th scope="row">
                  <Link href={`/u/${encodeURIComponent(player.name)}`}>{player.name}</Link>
                </th>
                <td>{player.rating.toFixed(1)}</td>
                <td>{player.rated}</td>
                <td>{player.won}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <button type="button" className="pl-button" onClick={() => void load(players.length)}>
          {t('account.showMore')}
        </button>
      )}
    </section>
  );
}
