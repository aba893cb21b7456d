import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Art, Card, Pile, useHelpTrigger, type ReaderNames } from '@parlor/ui';
import { backOf, GUNSLINGER_BONUS, phaseOf, ROUNDS, schemeTurn, type ColtExpressResult, type ColtExpressState } from '../index';
import { Emblem, icons, ROUND_ART, TurnIcon, type TurnSymbol } from './art';
import { CardFace } from './card-face';
import { backHelp, gunslingerHelp, neutralHelp, roundHelp } from './help';
import { money, roundCardName } from './names';

/**
 * How the centre is arranged for the felt it has: `wide` (the train across, the round panel and
 * the pile under it), `split` (the train upright, locomotive at the top, the panel and the pile
 * beside it) or `tall` (panel, upright train and pile one under the other, for a phone held
 * upright). Chosen by the felt's shape, whichever the scaled centre reads largest in.
 */
export type CenterLayout = 'wide' | 'split' | 'tall';

/** The arrangement for a felt of this width and height (see {@link CenterLayout}). */
export function layoutFor(width: number, height: number): CenterLayout {
  const ratio = width / Math.max(1, height);
  return ratio >= 1.55 ? 'wide' : ratio >= 0.8 ? 'split' : 'tall';
}

/**
 * Follows the shape of the felt the centre sits in (RoundTable's `.pl-rt__felt`) and gives the
 * arrangement for it; `wide` until it is measured (and where nothing can be, as in jsdom).
 */
export function useCenterLayout(): [RefObject<HTMLDivElement | null>, CenterLayout] {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<CenterLayout>('wide');
  useLayoutEffect(() => {
    const felt = ref.current?.closest('.pl-rt__felt');
    if (!felt) return;
    const measure = () => {
      const { width, height } = felt.getBoundingClientRect();
      if (width > 0 && height > 0) setLayout(layoutFor(width, height));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(felt);
    return () => observer.disconnect();
  }, []);
  return [ref, layout];
}

/** The round card being played, as a small card with its help. */
function RoundCardFace({ G, size = 'small' }: { G: ColtExpressState; size?: 'tiny' | 'small' }) {
  const { t } = useTranslation('colt-express');
  const card = G.roundCard!;
  const id = card.card.slice(card.card.indexOf('.') + 1);
  return (
    <Card
      size={size}
      tone={card.card.startsWith('station.') ? 'ce-station' : 'ce-round'}
      label={t('roundCard.cardLabel', { name: roundCardName(t, card.card) })}
      name={roundCardName(t, card.card)}
      art={ROUND_ART[id] ?? icons['steam-locomotive']}
      id={card.card}
      help={roundHelp(t, card.card, card.turns, card.event)}
    />
  );
}

/**
 * The round panel: the round card (its help holds the event and the turn symbols in full), the
 * turn symbols done, now and to come, the event, who acts in what order this turn, and the
 * round cards left. Marked `data-parlor-panel`.
 */
export function RoundPanel({ G, names }: { G: ColtExpressState; names: ReaderNames }) {
  const { t } = useTranslation('colt-express');
  const card = G.roundCard;
  const kind = phaseOf(G);
  const scheme = schemeTurn(G);
  const left = G.zones['rounds']?.length ?? 0;
  // Turns already played: all of them once the Schemin' phase is over.
  const current = scheme ? scheme.turn : kind === 'discard' || kind === 'place' ? 0 : card ? card.turns.length : 0;
  return (
    <section className="ce-round" aria-label={t('roundCard.label')} data-parlor-panel="">
      {card ? <RoundCardFace G={G} /> : <Card size="small" faceDown back={icons['steam-locomotive']} label={t('roundCard.none')} />}
      <div className="ce-round__body">
        <p className="ce-round__title">
          <strong>{G.round > 0 ? t('roundCard.round', { round: G.round, rounds: ROUNDS }) : t('roundCard.none')}</strong>
          {card && <span className="ce-round__phase"> · {t(`phase.${kind === 'over' ? 'steal' : kind}`)}</span>}
        </p>
        {card && (
          <ol className="ce-round__turns" aria-label={t('roundCard.turns')}>
            {card.turns.map((symbol, i) => {
              const state = i < current ? 'done' : i === current && scheme ? 'now' : 'next';
              return (
                <li key={i} data-state={state} aria-current={state === 'now' ? 'step' : undefined} title={t(`roundCard.turn.${symbol}`)}>
                  <TurnIcon symbol={symbol as TurnSymbol} />
                  <span className="pl-visually-hidden">
                    {t(`roundCard.short.${symbol}`)}
                    {state !== 'next' && ` (${t(`roundCard.${state}`)})`}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {card && (
          <p className="ce-round__event" title={card.event ? t(`round.${card.event}.event`) : undefined}>
            {card.event ? t('roundCard.eventName', { name: t(`round.${card.event}.name`) }) : t('roundCard.noEvent')}
          </p>
        )}
        {scheme && (
          <ol className="ce-round__order" aria-label={t('roundCard.order')}>
            {scheme.order.map((seat, i) => (
              <li key={seat} data-now={i === scheme.at || undefined} aria-current={i === scheme.at || undefined}>
                {(G.seats[seat] ?? []).slice(0, 1).map((bandit) => (
                  <Emblem key={bandit} bandit={bandit} label={names.plain(seat)} />
                ))}
              </li>
            ))}
          </ol>
        )}
      </div>
      <Pile size="tiny" label={t('pile.rounds')} count={left} back={icons['steam-locomotive']} />
    </section>
  );
}

/** A face-down card of someone else's: its back, and help telling whose it is and when it turns over. */
function Back({ card, size }: { card: string; size: 'tiny' | 'small' }) {
  const { t } = useTranslation('colt-express');
  const bandit = backOf(card)!;
  const trigger = useHelpTrigger(backHelp(t, bandit));
  return (
    <button type="button" className="ce-back" aria-label={t('card.back', { bandit: t(`character.${bandit}.name`) })} aria-haspopup="dialog" {...trigger}>
      <CardFace card={card} size={size} />
    </button>
  );
}

/**
 * The cards played this round, first played first, in rows that wrap (never cut off): faces,
 * or the backs of others' face-down cards; the card being resolved is marked. The Marshal's
 * neutral bullets beside them.
 */
export function CommonPile({ G }: { G: ColtExpressState }) {
  const { t } = useTranslation('colt-express');
  const pile = G.zones['pile'] ?? [];
  const stealing = phaseOf(G) === 'steal';
  return (
    <section className="ce-pile" aria-label={t('pile.label')}>
      <p className="ce-pile__title">
        {t('pile.label')} <span className="ce-pile__count">{pile.length}</span>
      </p>
      <div className="ce-pile__played">
        {pile.length === 0 ? (
          <p className="ce-pile__empty">{t('pile.empty')}</p>
        ) : (
          <ol className="ce-pile__cards" aria-label={t('pile.cards', { count: pile.length })}>
            {/* Backs of one bandit read alike, so cards are keyed by their place in the pile. */}
            {pile.map((card, i) => {
              const next = stealing && i === 0;
              return (
                <li key={i} data-next={next || undefined} title={next ? t('pile.next') : undefined}>
                  {backOf(card) !== undefined ? (
                    <Back card={card} size="tiny" />
                  ) : (
                    // The card being resolved is turned over for everyone: no longer "face down".
                    <CardFace card={card} size="tiny" playedFaceDown={G.faceDown[i] === true && !next} />
                  )}
                  {next && <span className="pl-visually-hidden">{t('pile.next')}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <Pile size="tiny" label={t('pile.neutral')} count={G.zones['neutral']?.length ?? 0} top={<Card size="tiny" tone="ce-neutral" label={t('card.neutral')} art={icons.bullets} help={neutralHelp(t)} />} />
    </section>
  );
}

/** The end of the match, in the centre: every seat's total, the Gunslingers, the winners. */
export function ResultPanel({ G, result, names }: { G: ColtExpressState; result: ColtExpressResult; names: ReaderNames }) {
  const { t } = useTranslation('colt-express');
  const trigger = useHelpTrigger(gunslingerHelp(t, GUNSLINGER_BONUS));
  return (
    <section className="ce-result" aria-label={t('result.title')} data-parlor-panel="">
      <table>
        <caption>{t('result.title')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t('result.rank')}>#</abbr>
            </th>
            <th scope="col">{t('result.player')}</th>
            <th scope="col">{t('result.total')}</th>
            <th scope="col">
              <button type="button" className="ce-result__help" aria-label={t('result.gunslinger')} aria-haspopup="dialog" {...trigger}>
                <Art icon={icons.revolver} />
              </button>
            </th>
            <th scope="col">
              <Art icon={icons.bullets} label={t('result.bullets')} className="ce-result__icon" />
            </th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((score) => (
            <tr key={score.seat} data-winner={score.rank === 1 || undefined} data-me={names.isMe(score.seat) || undefined}>
              <td>{score.rank === 1 ? <Art icon={icons.trophy} label={t('result.winner')} className="ce-result__trophy" /> : score.rank}</td>
              <th scope="row">
                <span className="ce-result__who">
                  {(G.seats[score.seat] ?? []).map((bandit) => (
                    <Emblem key={bandit} bandit={bandit} />
                  ))}
                  <span className="ce-result__name">{names.label(score.seat)}</span>
                </span>
              </th>
              <td>{money(t, score.total)}</td>
              <td>{score.gunslinger ? <Art icon={icons.revolver} label={t('result.gunslingerBonus', { amount: money(t, GUNSLINGER_BONUS) })} className="ce-result__icon" /> : '–'}</td>
              <td>{score.bulletsReceived}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The centre of the table: the round panel (or the result), the train and the common pile, arranged for the felt. */
export function Center({ layout, panel, train, pile, innerRef }: { layout: CenterLayout; panel: ReactNode; train: ReactNode; pile: ReactNode; innerRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={innerRef} className="ce-center" data-layout={layout}>
      <div className="ce-center__panel">{panel}</div>
      <div className="ce-center__train">{train}</div>
      <div className="ce-center__pile">{pile}</div>
    </div>
  );
}
