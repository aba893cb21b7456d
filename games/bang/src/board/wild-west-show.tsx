// Wild West Show's event stack as the table shows it (WILD-WEST-SHOW.md §W2, §W3): its event in
// effect beside the High Noon one, and how many face-down cards are left (the last one is Wild West
// Show); and the phase-2 moves its events give: Showdown's card as a BANG!, Lady Rose of Texas'
// change of seats, Dorothy Rage's order, made one choice at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Art, useHelpTrigger } from '@parlor/ui';
import type { BangState, LegalMove } from '../index';
import { eventArt } from './art';
import { cardLabel, eventHelp } from './face';
import { moveLabel, type LabelContext } from './labels';
import type { Send } from './pickers';

/** An event's name as a button opening its help. */
function EventName({ event, text }: { event: string; text: string }) {
  const trigger = useHelpTrigger(eventHelp(useTranslation('bang').t, event));
  return (
    <button type="button" className="bang-event-name" aria-haspopup="dialog" {...trigger}>
      {text}
    </button>
  );
}

/** The Wild West Show event in effect, with its picture and text, and the cards left in its face-down stack. */
export function ShowPanel({ G }: { G: BangState }) {
  const { t } = useTranslation('bang');
  const show = G.show!;
  const current = show.event;
  return (
    <section className="bang-events bang-events--show" aria-label={t('board.show.title')} data-parlor-panel="">
      <div className="bang-event-card" data-empty={current === null || undefined}>
        <Art icon={eventArt(current ?? 'wild_west_show')} className="bang-event-card__art" />
      </div>
      <div className="bang-event-text" aria-live="polite">
        {current === null ? (
          <p className="bang-event-none">{t('board.show.none')}</p>
        ) : (
          <>
            <h3>
              <EventName event={current} text={t('board.show.current', { name: t(`event.${current}.name`) })} />
            </h3>
            <p className="bang-event-rule">{t(`event.${current}.text`)}</p>
          </>
        )}
        <p className="bang-event-more">{show.stack.length === 0 ? t('board.show.empty') : t('board.show.left', { count: show.stack.length })}</p>
      </div>
    </section>
  );
}

/** Dorothy Rage's order, one choice at a time: to whom, which card, at whom, which of his cards. */
function OrderPicker({ moves, labels, send }: { moves: LegalMove[]; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const [chosen, setChosen] = useState<unknown[]>([]);
  const matching = moves.filter((move) => chosen.every((value, index) => move.args![index] === value));
  const done = matching.find((move) => move.args!.length === chosen.length);
  if (done) {
    return (
      <div className="bang-picker" role="group" aria-label={t('board.dorothyRageTitle')}>
        <button type="button" onClick={() => send(done)}>
          {moveLabel(labels, done)}
        </button>
        <button type="button" onClick={() => setChosen([])}>
          {t('board.show.again')}
        </button>
      </div>
    );
  }
  const next = [...new Set(matching.map((move) => move.args![chosen.length]))];
  const name = (value: unknown) => {
    const text = String(value);
    if (chosen.length === 1) return t(`card.${text}.name`);
    if (text === 'hand') return t('board.randomHandCard');
    if (chosen.length === 3) return cardLabel(t, text);
    return labels.names.plain(text);
  };
  return (
    <div className="bang-picker" role="group" aria-label={t('board.dorothyRageTitle')}>
      {next.map((value) => (
        <button key={String(value)} type="button" onClick={() => setChosen([...chosen, value])}>
          {name(value)}
        </button>
      ))}
    </div>
  );
}

/** The moves Wild West Show's events give in phase 2. */
export function ShowMoves({ legal, labels, send }: { legal: LegalMove[]; labels: LabelContext; send: Send }) {
  const { t } = useTranslation('bang');
  const of = (name: string) => legal.filter((move) => move.move === name);
  const showdown = of('showdown_bang');
  const rose = of('lady_rose')[0];
  const orders = of('dorothy_rage');
  return (
    <>
      {rose && (
        <button type="button" onClick={() => send(rose)}>
          {moveLabel(labels, rose)}
        </button>
      )}
      {showdown.length > 0 && (
        <details className="bang-expandable">
          <summary>{t('board.showdownTitle')}</summary>
          <div className="bang-picker" role="group" aria-label={t('board.showdownTitle')}>
            {showdown.map((move) => (
              <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
                {moveLabel(labels, move)}
              </button>
            ))}
          </div>
        </details>
      )}
      {orders.length > 0 && (
        <details className="bang-expandable">
          <summary>{t('board.dorothyRageTitle')}</summary>
          <OrderPicker moves={orders} labels={labels} send={send} />
        </details>
      )}
    </>
  );
}
