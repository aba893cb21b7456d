import { Fragment } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { GameLog, Hand, Pile, SeatPanel, type SeatStatus } from '@parlor/ui';
import {
  ACTION_KINDS,
  backOf,
  BULLET_CARDS_PER_CHARACTER,
  character,
  GUNSLINGER_BONUS,
  HOSTAGE_RANSOM,
  JEWELS,
  phaseOf,
  ROUNDS,
  schemeTurn,
  STRONGBOXES,
  type Bandit,
  type ColtExpressResult,
  type ColtExpressState,
  type Loot,
} from '../index';
import { CardFace } from './card-face';
import { banditName, historyLine, money, pileCard, placeTitle, roundCardName, seatNames, type SeatNames } from './names';
import { MyArea } from './prompts';
import { LootList, Train } from './train';
import './board.css';

type Props = BoardProps<ColtExpressState>;

/** Lines of the log shown: about two turns of a 6-player table. */
const LOG_LINES = 12;

/**
 * The whole table as one seat (or a spectator) receives it: the round card, the train, the
 * common pile, every player's bandits, and the viewer's hand with the prompt of what the match
 * waits for from this seat. Rules stay in the rules entry; the board renders and calls moves.
 */
export function ColtExpressBoard({ G, ctx, moves, playerID, matchData }: Props) {
  const { t } = useTranslation('colt-express');
  const me = playerID ?? null;
  const name = seatNames(t, ctx, matchData);
  const result = ctx.gameover as ColtExpressResult | undefined;
  // The stage says what this seat must do now; none means it is someone else's move.
  const stage = me === null || result ? undefined : ctx.activePlayers?.[me];
  const head = phaseOf(G) === 'steal' && G.zones.pile?.[0] !== undefined ? pileCard(G.zones.pile[0]) : null;
  // The log box shows the oldest line first: only the latest lines, so the newest is in view.
  const lines = G.history.slice(-LOG_LINES).map((entry, i) => ({ key: G.history.length + i, text: historyLine(t, G, name, entry) }));

  return (
    <section className="ce-board" aria-label={t('title')}>
      <Status G={G} ctx={ctx} me={me} name={name} result={result} />
      {result && <Scores G={G} result={result} name={name} />}
      <RoundPanel G={G} name={name} />
      <Train G={G} name={name} acting={head?.bandit ?? null} />
      <CommonPile G={G} />
      {me !== null && !result && <MyArea key={stepKey(G)} G={G} ctx={ctx} me={me} stage={stage} moves={moves} />}
      {me === null && <p>{t('spectating')}</p>}
      <ul className="ce-seats" aria-label={t('seats.label')}>
        {ctx.playOrder.map((seat) => (
          <li key={seat}>
            <Seat G={G} stage={result ? undefined : ctx.activePlayers?.[seat]} seat={seat} me={me} name={name} />
          </li>
        ))}
      </ul>
      <GameLog lines={lines} />
      <Reference G={G} />
    </section>
  );
}

/**
 * Changes whenever the match waits for a new decision, so choices in progress start afresh:
 * the windows' version, which another seat's answer to the same simultaneous choice leaves
 * alone (a hand being picked through stays as it is).
 */
function stepKey(G: ColtExpressState): string {
  return String(G.windows.version);
}

function Status({ G, ctx, me, name, result }: { G: ColtExpressState; ctx: Props['ctx']; me: string | null; name: SeatNames; result?: ColtExpressResult }) {
  const { t } = useTranslation('colt-express');
  const kind = phaseOf(G);
  const scheme = schemeTurn(G);
  const awaited = Object.keys(ctx.activePlayers ?? {});
  const phase = scheme
    ? t('status.scheme', { turn: scheme.turn + 1, turns: G.roundCard?.turns.length ?? 0 })
    : kind === 'over' || kind === 'scheme'
      ? null
      : t(`status.${kind}`);
  const turn = awaited.includes(me ?? '') ? t('status.yourTurn') : t('status.waitingFor', { seats: awaited.map(name).join(t('listSeparator')) });
  return (
    <header className="ce-status">
      <h2>{t('title')}</h2>
      {result ? (
        <p role="status">
          {result.winners.includes(me ?? '')
            ? t('status.youWin')
            : t('status.won', { count: result.winners.length, seats: result.winners.map(name).join(t('listSeparator')) })}
        </p>
      ) : (
        <p role="status">
          {G.round > 0 && `${t('status.round', { round: G.round, rounds: ROUNDS })} · `}
          {phase}
          {awaited.length > 0 && ` · ${turn}`}
        </p>
      )}
    </header>
  );
}

const TURN_ICONS = { normal: '▭', tunnel: '⌒', speedUp: '⏩', switching: '↺' } as const;

/** The round card: its turn symbols (done, now, to come), its event, and who acts in what order now. */
function RoundPanel({ G, name }: { G: ColtExpressState; name: SeatNames }) {
  const { t } = useTranslation('colt-express');
  const card = G.roundCard;
  const kind = phaseOf(G);
  const scheme = schemeTurn(G);
  // Turns already played: all of them once the Schemin' phase is over.
  const current = scheme ? scheme.turn : kind === 'discard' ? 0 : card ? card.turns.length : 0;
  return (
    <section className="ce-round" aria-label={t('roundCard.label')}>
      {card ? (
        <>
          <h3>
            {roundCardName(t, card.card)}
            {card.card.startsWith('station.') && <span className="ce-round__station"> · {t('roundCard.station')}</span>}
          </h3>
          <ol className="ce-round__turns">
            {card.turns.map((symbol, i) => {
              const state = i < current ? 'done' : i === current && scheme ? 'now' : 'next';
              return (
                <li key={i} data-state={state} aria-current={state === 'now' ? 'step' : undefined}>
                  <span aria-hidden="true" className="ce-round__icon">
                    {TURN_ICONS[symbol]}
                  </span>
                  {t(`roundCard.short.${symbol}`)}
                  {state !== 'next' && <span className="ce-round__state"> ({t(`roundCard.${state}`)})</span>}
                </li>
              );
            })}
          </ol>
          <p className="ce-round__event">{card.event ? t('roundCard.event', { text: t(`round.${card.event}.event`) }) : t('roundCard.noEvent')}</p>
          {scheme && (
            <p className="ce-round__order">
              {t('roundCard.order')}{' '}
              {scheme.order.map((seat, i) => (
                <Fragment key={seat}>
                  {i > 0 && ' → '}
                  <span className="ce-round__seat" data-now={i === scheme.at || undefined} aria-current={i === scheme.at || undefined}>
                    {name(seat)}
                  </span>
                </Fragment>
              ))}
            </p>
          )}
        </>
      ) : (
        <p>{t('roundCard.none')}</p>
      )}
      <p className="ce-round__left">{t('roundCard.left', { count: G.zones.rounds?.length ?? 0 })}</p>
    </section>
  );
}

/** The cards played this round, first played first: faces, or the backs of others' face-down cards. */
function CommonPile({ G }: { G: ColtExpressState }) {
  const { t } = useTranslation('colt-express');
  const pile = G.zones.pile ?? [];
  const stealing = phaseOf(G) === 'steal';
  return (
    <section className="ce-pile" aria-label={t('pile.label')}>
      <h3>{t('pile.label')}</h3>
      {pile.length === 0 ? (
        <p>{t('pile.empty')}</p>
      ) : (
        <ol className="ce-pile__cards">
          {/* Backs of one bandit read alike, so cards are keyed by their place in the pile. */}
          {pile.map((card, i) => (
            <li key={i} data-next={(stealing && i === 0) || undefined}>
              <CardFace id={card} size="small" playedFaceDown={G.faceDown[i] === true && backOf(card) === undefined} />
              {stealing && i === 0 && <span className="ce-pile__next">{t('pile.next')}</span>}
            </li>
          ))}
        </ol>
      )}
      <div className="ce-supplies">
        <Pile label={t('pile.neutral')} count={G.zones.neutral?.length ?? 0} />
      </div>
    </section>
  );
}

function seatStatus(stage: string | undefined): SeatStatus {
  if (stage === undefined) return 'waiting';
  return stage === 'scheme' || stage === 'resolve' ? 'playing' : 'responding';
}

/** One player: hand and deck sizes, and each of their bandits. */
function Seat({ G, stage, seat, me, name }: { G: ColtExpressState; stage: string | undefined; seat: string; me: string | null; name: SeatNames }) {
  const { t } = useTranslation('colt-express');
  return (
    <SeatPanel name={name(seat)} status={seatStatus(stage)} isMe={seat === me} cardCount={G.zones[`hand:${seat}`]?.length ?? 0}>
      <p className="ce-seat__decks">{t('seats.deck', { count: G.zones[`deck:${seat}`]?.length ?? 0 })}</p>
      {G.advanced && <DiscardPile cards={G.zones[`discard:${seat}`] ?? []} />}
      {(G.seats[seat] ?? []).map((bandit) => (
        <BanditSummary key={bandit} G={G} bandit={bandit} own={seat === me} />
      ))}
    </SeatPanel>
  );
}

/** Advanced variant: a seat's discard pile lies face up, for anyone to look through. */
function DiscardPile({ cards }: { cards: string[] }) {
  const { t } = useTranslation('colt-express');
  const label = t('seats.discard', { count: cards.length });
  if (cards.length === 0) return <p className="ce-seat__decks">{label}</p>;
  return (
    <details className="ce-discard">
      <summary>{label}</summary>
      <Hand label={label}>
        {cards.map((card) => (
          <CardFace key={card} id={card} size="small" />
        ))}
      </Hand>
    </details>
  );
}

/** What a haul is worth, its purse values known. */
function worthOf(loot: Loot, purses: readonly number[]): number {
  return purses.reduce((sum, value) => sum + value, 0) + loot.jewels * JEWELS.value + loot.strongboxes * STRONGBOXES.value + loot.ransoms * HOSTAGE_RANSOM;
}

/**
 * A bandit's card: where he stands, bullet cards left, bullets taken, and his loot. Purse
 * values are secret, so they are shown only to the seat playing him (and only if received).
 */
function BanditSummary({ G, bandit, own }: { G: ColtExpressState; bandit: Bandit; own: boolean }) {
  const { t } = useTranslation('colt-express');
  const state = G.bandits[bandit]!;
  const left = G.zones[`cylinder:${bandit}`]?.length ?? 0;
  const values = own ? G.purseValues.bandits[bandit] : null;
  return (
    <div className="ce-bandit" data-color={character(bandit).color}>
      <p className="ce-bandit__name">{banditName(t, bandit)}</p>
      {phaseOf(G) !== 'place' && <p>{placeTitle(t, G, state)}</p>}
      <p aria-label={t('seats.bullets', { count: left, total: BULLET_CARDS_PER_CHARACTER })}>
        <span aria-hidden="true">
          {t('seats.bulletsShort')} {'●'.repeat(left)}
          {'○'.repeat(BULLET_CARDS_PER_CHARACTER - left)}
        </span>
      </p>
      <p>{t('seats.hit', { count: state.bulletsReceived })}</p>
      <LootList loot={state.loot} />
      {values && values.length > 0 && <p>{t('seats.purses', { values: values.map((value) => money(t, value)).join(t('listSeparator')) })}</p>}
      {values && <p>{t('seats.worth', { amount: money(t, worthOf(state.loot, values)) })}</p>}
    </div>
  );
}

function Scores({ G, result, name }: { G: ColtExpressState; result: ColtExpressResult; name: SeatNames }) {
  const { t } = useTranslation('colt-express');
  // The wrapper scrolls sideways on its own rather than widen the page on a phone.
  return (
    <div className="ce-scores">
      <table>
        <caption>{t('result.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('result.rank')}</th>
            <th scope="col">{t('result.player')}</th>
            <th scope="col">{t('result.total')}</th>
            <th scope="col">{t('result.gunslinger')}</th>
            <th scope="col">{t('result.bullets')}</th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((score) => (
            <tr key={score.seat} data-winner={score.rank === 1 || undefined}>
              <td>{score.rank}</td>
              <th scope="row">
                {name(score.seat)} ({(G.seats[score.seat] ?? []).map((bandit) => banditName(t, bandit)).join(t('listSeparator'))})
              </th>
              <td>{money(t, score.total)}</td>
              <td>{score.gunslinger ? t('result.bonus', { amount: money(t, GUNSLINGER_BONUS) }) : '–'}</td>
              <td>{score.bulletsReceived}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rules text of the characters in play and of the six actions, for whoever wants to check. */
function Reference({ G }: { G: ColtExpressState }) {
  const { t } = useTranslation('colt-express');
  const bandits = Object.values(G.seats).flat();
  return (
    <details className="ce-reference">
      <summary>{t('reference')}</summary>
      <dl>
        {bandits.map((bandit) => (
          <div key={bandit}>
            <dt>{banditName(t, bandit)}</dt>
            <dd>{t(`character.${bandit}.ability`)}</dd>
          </div>
        ))}
        {ACTION_KINDS.map((action) => (
          <div key={action}>
            <dt>{t(`action.${action}.name`)}</dt>
            <dd>{t(`action.${action}.text`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
