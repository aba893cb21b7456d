// The event stack as the table shows it (RULES.md §16.2 Revealing): the event in effect with its picture
// and text, the next one (public), how many are left and the final card, each with its help;
// and the phase-2 moves some events give (Ricochet, Sniper).
import { useTranslation } from 'react-i18next';
import { Art, useHelpTrigger } from '@parlor/ui';
import type { BangState, LegalMove } from '../index';
import { eventArt } from './art';
import { eventHelp } from './face';
import { moveLabel, type LabelContext } from './labels';
import type { Send } from './pickers';

/** An event's name as a button opening its help. */
function EventName({ event, text, className }: { event: string; text: string; className?: string }) {
  const { t } = useTranslation('bang');
  const trigger = useHelpTrigger(eventHelp(t, event));
  return (
    <button type="button" className={className ? `bang-event-name ${className}` : 'bang-event-name'} aria-haspopup="dialog" {...trigger}>
      {text}
    </button>
  );
}

/** The event in effect (its picture, name and text), the next one, the count left and the final card. */
export function EventPanel({ G, threePlayers }: { G: BangState; threePlayers: boolean }) {
  const { t } = useTranslation('bang');
  const deck = G.eventDeck!;
  const name = (key: string) => t(`event.${key}.name`);
  const current = G.event;
  return (
    <section className="bang-events" aria-label={t('board.events.title')} data-parlor-panel="">
      <div className="bang-event-card" data-empty={current === null || undefined}>
        <Art icon={eventArt(current ?? deck.next ?? deck.final)} className="bang-event-card__art" />
      </div>
      <div className="bang-event-text" aria-live="polite">
        {current === null ? (
          <p className="bang-event-none">{t(threePlayers ? 'board.events.noneThree' : 'board.events.none')}</p>
        ) : (
          <>
            <h3>
              <EventName event={current} text={t('board.events.current', { name: name(current) })} className="bang-event-current" />
            </h3>
            <p className="bang-event-rule">{t(`event.${current}.text`)}</p>
          </>
        )}
        <p className="bang-event-more">
          {deck.next ? <EventName event={deck.next} text={t('board.events.next', { name: name(deck.next) })} /> : t('board.events.nextNone')}
          {' · '}
          {t('board.events.left', { count: deck.left })}
          {' · '}
          <EventName event={deck.final} text={t('board.events.final', { name: name(deck.final) })} />
        </p>
      </div>
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
