import { Fragment } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { FastForward, Rainbow, RectangleHorizontal, RotateCcw, type LucideIcon } from 'lucide-react';
import { awaitedSeats, completeHistory } from '@parlor/game-kit';
import { Dock, GameLog, Hand, Pile, SeatPanel, type SeatStatus } from '@parlor/ui';
import {
  ACTION_KINDS,
  awaited,
  backOf,
  BULLET_CARDS_PER_CHARACTER,
  character,
  GUNSLINGER_BONUS,
  history,
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
import { banditName, historyLines, listOf, money, pileCard, placeTitle, roundCardName, seatNames, seatWho, type Reader, type SeatNames } from './names';
import { MyDock } from './prompts';
import { LootList, Train } from './train';
import './board.css';

type Props = BoardProps<ColtExpressState>;

/**
 * The whole table as one seat (or a spectator) receives it: who acts, the round card, the
 * train, the common pile, every player's bandits and the whole match's log; then, for a seated
 * player, the Dock kept at the bottom of the window with the newest log line, the prompt of
 * what the match waits for from this seat and the hand it is answered with (the final scores
 * once the match is over). Rules stay in the rules entry; the board renders and calls moves.
 */
export function ColtExpressBoard({ G, ctx, moves, playerID, matchData, log }: Props) {
  const { t } = useTranslation('colt-express');
  const me = playerID ?? null;
  const name = seatNames(t, ctx, matchData);
  const reader: Reader = { t, G, name, me };
  const result = ctx.gameover as ColtExpressResult | undefined;
  // The stage says what this seat must do now; none means it is someone else's move.
  const stage = me === null || result ? undefined : ctx.activePlayers?.[me];
  const head = phaseOf(G) === 'steal' && G.zones.pile?.[0] !== undefined ? pileCard(G.zones.pile[0]) : null;
  // Every line of the match: those the server stored with each action, then G's latest.
  const lines = historyLines(reader, completeHistory(log, history(G)));
  // awaitedSeats reads G and ctx only (its type asks for a whole State, which a board lacks).
  const acting = awaitedSeats({ awaited }, { G, ctx } as State<ColtExpressState>);

  return (
    <section className="ce-board" aria-label={t('title')} data-seats={ctx.numPlayers}>
      <Status G={G} me={me} acting={acting} reader={reader} result={result} />
      {result && me === null && <Scores G={G} result={result} reader={reader} />}
      <div className="ce-table">
        <RoundPanel G={G} name={name} />
        <CommonPile G={G} />
        <Train G={G} name={name} acting={head?.bandit ?? null} />
        <ul className="ce-seats" aria-label={t('seats.label')}>
          {ctx.playOrder.map((seat) => (
            <li key={seat}>
              <Seat G={G} stage={result ? undefined : ctx.activePlayers?.[seat]} seat={seat} me={me} name={name} />
            </li>
          ))}
        </ul>
      </div>
      <GameLog lines={lines} />
      <Reference G={G} />
      {me !== null &&
        (result ? (
          <Dock latest={lines.at(-1)?.text} prompt={<Scores G={G} result={result} reader={reader} />} />
        ) : (
          <MyDock key={stepKey(G)} latest={lines.at(-1)?.text} G={G} ctx={ctx} me={me} stage={stage} moves={moves} />
        ))}
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

/**
 * The status line: the round and phase, and the seats the match waits for, the same seats the
 * room's header names (`awaitedSeats` with this game's `awaited`), marked `data-parlor-acting`.
 */
function Status({ G, me, acting, reader, result }: { G: ColtExpressState; me: string | null; acting: string[]; reader: Reader; result?: ColtExpressResult }) {
  const { t } = reader;
  const kind = phaseOf(G);
  const scheme = schemeTurn(G);
  const phase = scheme
    ? t('status.scheme', { turn: scheme.turn + 1, turns: G.roundCard?.turns.length ?? 0 })
    : kind === 'over' || kind === 'scheme'
      ? null
      : t(`status.${kind}`);
  // The reader who must act is told so first, then who else the match waits for.
  const others = acting.filter((seat) => seat !== me);
  const names = listOf(t, others.map((seat) => seatWho(reader, seat, 'mid')));
  const turn = others.length < acting.length ? (others.length === 0 ? t('status.yourTurn') : t('status.yourTurnToo', { seats: names })) : t('status.waitingFor', { seats: names });
  return (
    <header className="ce-status">
      <h2>{t('title')}</h2>
      {result ? (
        <p role="status" data-parlor-acting="">
          {wonLine(reader, result)}
        </p>
      ) : (
        <p role="status" data-parlor-acting={acting.join(',')}>
          {G.round > 0 && `${t('status.round', { round: G.round, rounds: ROUNDS })} · `}
          {phase}
          {phase !== null && acting.length > 0 && ' · '}
          {acting.length > 0 && <strong>{turn}</strong>}
        </p>
      )}
      {me === null && <p className="ce-status__watching">{t('spectating')}</p>}
    </header>
  );
}

/** Who won, from the reader's point of view. */
function wonLine(reader: Reader, result: ColtExpressResult): string {
  const { t, me } = reader;
  if (me !== null && result.winners.includes(me)) {
    const others = result.winners.filter((seat) => seat !== me);
    return others.length === 0 ? t('status.youWin') : t('status.youShare', { seats: listOf(t, others.map(reader.name)) });
  }
  return t('status.won', { count: result.winners.length, seats: listOf(t, result.winners.map(reader.name)) });
}

/** The turn symbols of a round card, as icons (no emoji font needed). */
const TURN_ICONS: Record<'normal' | 'tunnel' | 'speedUp' | 'switching', LucideIcon> = { normal: RectangleHorizontal, tunnel: Rainbow, speedUp: FastForward, switching: RotateCcw };

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
            <span className="ce-round__left"> · {t('roundCard.left', { count: G.zones.rounds?.length ?? 0 })}</span>
          </h3>
          <ol className="ce-round__turns">
            {card.turns.map((symbol, i) => {
              const state = i < current ? 'done' : i === current && scheme ? 'now' : 'next';
              const Icon = TURN_ICONS[symbol];
              return (
                <li key={i} data-state={state} aria-current={state === 'now' ? 'step' : undefined}>
                  <Icon aria-hidden="true" className="ce-round__icon" />
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
        <p>
          {t('roundCard.none')} <span className="ce-round__left">{t('roundCard.left', { count: G.zones.rounds?.length ?? 0 })}</span>
        </p>
      )}
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
      <div className="ce-pile__played">
        <h3>{t('pile.label')}</h3>
        {pile.length === 0 ? (
          <p>{t('pile.empty')}</p>
        ) : (
          // Focusable: a keyboard scrolls it when the pile is wider than its box.
          <ol className="ce-pile__cards" tabIndex={0} aria-label={t('pile.cards', { count: pile.length })}>
            {/* Backs of one bandit read alike, so cards are keyed by their place in the pile. */}
            {pile.map((card, i) => (
              <li key={i} data-next={(stealing && i === 0) || undefined}>
                {/* The card being resolved is turned over for everyone: no longer "face down". */}
                <CardFace card={card} size="small" playedFaceDown={G.faceDown[i] === true && backOf(card) === undefined && !(stealing && i === 0)} />
                {stealing && i === 0 && <span className="ce-pile__next">{t('pile.next')}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
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
      <p className="ce-seat__decks">
        {t('seats.deck', { count: G.zones[`deck:${seat}`]?.length ?? 0 })}
        {G.advanced && (G.zones[`discard:${seat}`]?.length ?? 0) === 0 && ` · ${t('seats.discard', { count: 0 })}`}
      </p>
      {G.advanced && (G.zones[`discard:${seat}`]?.length ?? 0) > 0 && <DiscardPile cards={G.zones[`discard:${seat}`] ?? []} />}
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
  return (
    <details className="ce-discard">
      <summary>{label}</summary>
      <Hand label={label}>
        {cards.map((card) => (
          <CardFace key={card} card={card} size="small" />
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
      <p>
        <span className="ce-bandit__name">{banditName(t, bandit)}</span>
        {phaseOf(G) !== 'place' && <span className="ce-bandit__place"> · {placeTitle(t, G, state)}</span>}
      </p>
      <p>
        <span aria-label={t('seats.bullets', { count: left, total: BULLET_CARDS_PER_CHARACTER })} role="img">
          <span aria-hidden="true">
            {'●'.repeat(left)}
            {'○'.repeat(BULLET_CARDS_PER_CHARACTER - left)}
          </span>
        </span>{' '}
        · {t('seats.hit', { count: state.bulletsReceived })}
      </p>
      <LootList loot={state.loot} />
      {values && values.length > 0 && <p>{t('seats.purses', { values: values.map((value) => money(t, value)).join(t('listSeparator')) })}</p>}
      {values && <p>{t('seats.worth', { amount: money(t, worthOf(state.loot, values)) })}</p>}
    </div>
  );
}

/**
 * The final scores. Narrow enough for a phone (short headings, the bandits under the player's
 * name); should a long name still widen it, the table scrolls sideways inside its own labelled
 * region rather than widen the page.
 */
function Scores({ G, result, reader }: { G: ColtExpressState; result: ColtExpressResult; reader: Reader }) {
  const { t, me, name } = reader;
  return (
    <div className="ce-scores" role="region" aria-label={t('result.title')} tabIndex={0}>
        <table>
          <caption>{t('result.title')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title={t('result.rank')}>#</abbr>
              </th>
              <th scope="col">{t('result.player')}</th>
              <th scope="col">{t('result.total')}</th>
              <th scope="col">{t('result.gunslinger')}</th>
              <th scope="col">{t('result.bullets')}</th>
            </tr>
          </thead>
          <tbody>
            {result.scores.map((score) => (
              <tr key={score.seat} data-winner={score.rank === 1 || undefined} data-me={score.seat === me || undefined}>
                <td>{score.rank}</td>
                <th scope="row">
                  {name(score.seat)}
                  {score.seat === me && ` (${t('result.you')})`}
                  <span className="ce-scores__bandits">{(G.seats[score.seat] ?? []).map((bandit) => banditName(t, bandit)).join(t('listSeparator'))}</span>
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
