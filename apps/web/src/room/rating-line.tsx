import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRating } from '../lib/account-api';
import { useAccount } from '../lib/account-context';

/** How long the result screen waits for a rating the server is still making. */
const WAIT_MS = 30_000;

/**
 * What a finished match did to its players' ratings, on its result screen: each rated seat's
 * rating before and after; or that it was not rated. Nothing for a match no account played.
 */
export function RatingLine({ matchID }: { matchID: string }) {
  const { t } = useTranslation();
  const { client } = useAccount();
  const [rating, setRating] = useState<MatchRating | undefined>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = () =>
      void client.matchRating(matchID).then(
        (answer) => {
          if (!live) return;
          setRating(answer);
          // The server rates a match just after storing its result: ask again for a while.
          if (!answer.rated && answer.pending && Date.now() - started < WAIT_MS) timer = setTimeout(ask, 1000);
        },
        () => undefined,
      );
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, matchID]);
  if (!rating || (!rating.rated && !rating.reason)) return null;
  if (!rating.rated) return <p className="room__rating">{t('room.notRated')}</p>;
  return (
    <ul className="room__rating" aria-label={t('room.ratingChanges')}>
      {rating.seats.map((seat) => {
        const change = seat.after - seat.before;
        return (
          <li key={seat.seat}>
            {t('room.ratingChange', { name: seat.name ?? seat.seat, before: seat.before.toFixed(1), after: seat.after.toFixed(1), change: `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}` })}
          </li>
        );
      })}
    </ul>
  );
}
