// The event stack as the table shows it (rules: Revealing): the event in effect with its text, the
// next one (public), how many are left and the final card; and the phase-2 moves some events give
// (Ricochet, Sniper).
import { useTranslation } from 'react-i18next';
import type { BangState, LegalMove } from '../index';
import { moveLabel, type LabelContext } from './labels';
import type { Send } from './pickers';

/** The event in effect, the next one, the count left and the final card. A newly revealed event is announced. */
export function EventPanel({ G, threePlayers }: { G: BangState; threePlayers: boolean }) {
  const { t } = useTranslation('bang');
  const deck = G.eventDeck!;
  const name = (key: string) => t(`event.${key}.name`);
  return (
    <section className="bang-events" aria-label={t('board.events.title')}>
      <div className="bang-event-current" aria-live="polite">
        {G.event === null ? (
          <p>{t(threePlayers ? 'board.events.noneThree' : 'board.events.none')}</p>
        ) : (
          <>
            <h3>{t('board.events.current', { name: name(G.event) })}</h3>
            <p>{t(`event.${G.event}.text`)}</p>
          </>
        )}
      </div>
      <p title={deck.next ? t(`event.${deck.next}.text`) : undefined}>{deck.next ? t('board.events.next', { name: name(deck.next) }) : t('board.events.nextNone')}</p>
      <p>
        {t('board.events.left', { count: deck.left })} · <span title={t(`event.${deck.final}.text`)}>{t('board.events.final', { name: name(deck.final) })}</span>
      </p>
    </section>
  );
}

/** The moves an event gives in phase 2, each as one button naming its cards and target. */
export function EventMoves({ legal, labels, send }: { legal: LegalMove[]; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const moves = legal.filter((move) => move.move === 'ricochet' || move.move === 'sniper');
  if (moves.length === 0) return null;
  return (
    <details className="bang-expandable">
      <summary>{t('board.eventMoves.title')}</summary>
      <div className="bang-picker" role="group" aria-label={t('board.eventMoves.title')}>
        {moves.map((move) => (
          <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
            {moveLabel(labels, move)}
          </button>
        ))}
      </div>
    </details>
  );
}
