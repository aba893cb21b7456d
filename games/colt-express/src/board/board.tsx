import type { State } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { awaitedSeats, completeHistory } from '@parlor/game-kit';
import { BoardAside, BoardLayout, Dock, GameLog, RoundTable, useReaderNames, type ReaderNames, type SeatStatus } from '@parlor/ui';
import { ACTION_KINDS, awaited, character, history, phaseOf, ROUNDS, schemeTurn, type ActionOption, type Bandit, type ColtExpressResult, type ColtExpressState } from '../index';
import { Emblem } from './art';
import { Center, CommonPile, ResultPanel, RoundPanel, useCenterLayout } from './center';
import { banditMention, banditName, historyLines, optionLabel, pileCard } from './names';
import { MyDock } from './prompts';
import { SeatView } from './seat';
import { useStealChoice, type StealChoice } from './steal';
import { Train, type TrainPicks } from './train';
import './board.css';

type Props = BoardProps<ColtExpressState>;

/**
 * The table as one seat (or a spectator) receives it: the players round the felt, the reader's
 * seat at the bottom; in the centre the round panel, the train and the common pile; the Dock at
 * the bottom with the newest log line, what the match waits for from this seat and the hand it
 * is answered with; the whole log and a rules reference as asides the room shows beside the
 * table. Rules stay in the rules entry; the board renders and calls moves.
 */
export function ColtExpressBoard({ G, ctx, moves, playerID, matchData, log }: Props) {
  const { t } = useTranslation('colt-express');
  const me = playerID ?? null;
  const names = useReaderNames(matchData, me);
  const result = ctx.gameover as ColtExpressResult | undefined;
  // The stage says what this seat must do now; none means it is someone else's move.
  const stage = me === null || result ? undefined : ctx.activePlayers?.[me];
  const head = phaseOf(G) === 'steal' && G.zones['pile']?.[0] !== undefined ? pileCard(G.zones['pile'][0]) : null;
  // Every line of the match: those the server stored with each action, then G's latest.
  const lines = historyLines(t, G, names, completeHistory(log, history(G)));
  // awaitedSeats reads G and ctx only (its type asks for a whole State, which a board lacks).
  const acting = awaitedSeats({ awaited }, { G, ctx } as State<ColtExpressState>);
  const steal = useStealChoice(G, me, stage, (option: ActionOption) => moves.resolve!(option));
  const [centerRef, layout] = useCenterLayout();
  const latest = lines.at(-1)?.text;

  const seatStatus = (seat: string): SeatStatus => {
    if (result || !acting.includes(seat)) return 'waiting';
    const kind = phaseOf(G);
    return kind === 'scheme' || kind === 'steal' ? 'playing' : 'responding';
  };

  const picks = trainPicks(t, G, names, steal);
  const seats = ctx.playOrder.map((seat) => ({
    id: seat,
    node: <SeatView G={G} seat={seat} names={names} me={me} status={seatStatus(seat)} score={result?.scores.find((score) => score.seat === seat)} pick={seatPick(G, seat, steal, picks)} />,
  }));

  return (
    <BoardLayout
      className={`ce-board ce-board--${layout}`}
      label={t('title')}
      status={<Status G={G} me={me} acting={acting} names={names} result={result} />}
      table={
        <RoundTable
          me={me}
          seats={seats}
          label={t('table')}
          center={
            <Center
              innerRef={centerRef}
              layout={layout}
              panel={result ? <ResultPanel G={G} result={result} names={names} /> : <RoundPanel G={G} names={names} />}
              train={<Train G={G} names={names} acting={head?.bandit ?? null} picks={picks} vertical={layout !== 'wide'} />}
              pile={result ? null : <CommonPile G={G} />}
            />
          }
        />
      }
      dock={
        me !== null && !result ? (
          // Keyed by the decision: choices in progress (cards selected) start afresh with the next.
          <MyDock key={String(G.windows.version)} latest={latest} G={G} ctx={ctx} me={me} stage={stage} moves={moves} steal={steal} names={names} />
        ) : (
          <Dock latest={latest} />
        )
      }
    >
      <BoardAside slot="log" title={t('aside.log')}>
        <GameLog lines={lines} />
      </BoardAside>
      <BoardAside slot="reference" title={t('aside.reference')}>
        <Reference G={G} />
      </BoardAside>
    </BoardLayout>
  );
}

/** What the reader's Stealin' choice lets him click in the train: target bandits, or units to go to. */
function trainPicks(t: TFunction, G: ColtExpressState, names: ReaderNames, steal: StealChoice | null): TrainPicks | undefined {
  if (steal === null) return undefined;
  const bandits = new Map<Bandit, { label: string; onPick: () => void }>();
  for (const target of steal.targets) {
    bandits.set(target, { label: t(steal.action === 'fire' ? 'option.fire' : 'option.punch', { target: names.mid(banditMention(t, G, target)) }), onPick: () => steal.chooseTarget(target) });
  }
  const units = new Map<number, { label: string; onPick: () => void }>();
  for (const [unit, option] of steal.units) units.set(unit, { label: optionLabel(t, G, steal.action, option), onPick: () => steal.choose(option) });
  return { bandits, units, level: steal.unitLevel };
}

/** A seat picks the target when one of its bandits (exactly one: the 2-player game has two) is a target. */
function seatPick(G: ColtExpressState, seat: string, steal: StealChoice | null, picks: TrainPicks | undefined) {
  if (steal === null || picks === undefined) return undefined;
  const own = (G.seats[seat] ?? []).filter((bandit) => steal.targets.includes(bandit));
  if (own.length !== 1) return undefined;
  const pick = picks.bandits.get(own[0]!)!;
  return { label: pick.label, onPick: pick.onPick };
}

/**
 * The status line: the round and phase, and the seats the match waits for, the same seats the
 * room's header names (`awaitedSeats` with this game's `awaited`), marked `data-parlor-acting`.
 */
function Status({ G, me, acting, names, result }: { G: ColtExpressState; me: string | null; acting: string[]; names: ReaderNames; result?: ColtExpressResult | undefined }) {
  const { t } = useTranslation('colt-express');
  const kind = phaseOf(G);
  const scheme = schemeTurn(G);
  const phase = scheme ? t('status.scheme', { turn: scheme.turn + 1, turns: G.roundCard?.turns.length ?? 0 }) : kind === 'over' || kind === 'scheme' ? null : t(`status.${kind}`);
  // The reader who must act is told so first, then who else the match waits for.
  const others = acting.filter((seat) => seat !== me);
  const list = names.list(others);
  const turn = others.length < acting.length ? (others.length === 0 ? t('status.yourTurn') : t('status.yourTurnToo', { seats: list })) : t('status.waitingFor', { seats: list });
  return (
    <div className="ce-status">
      {result ? (
        <p role="status" data-parlor-acting="">
          {wonLine(t, names, me, result)}
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
    </div>
  );
}

/** Who won, from the reader's point of view. */
function wonLine(t: TFunction, names: ReaderNames, me: string | null, result: ColtExpressResult): string {
  if (me !== null && result.winners.includes(me)) {
    const others = result.winners.filter((seat) => seat !== me);
    return others.length === 0 ? t('status.youWin') : t('status.youShare', { seats: names.list(others) });
  }
  return t('status.won', { count: result.winners.length, seats: names.list(result.winners) });
}

/** The rules in short, for whoever wants to check: the bandits in play, the actions, the turn symbols. */
function Reference({ G }: { G: ColtExpressState }) {
  const { t } = useTranslation('colt-express');
  const bandits = Object.values(G.seats).flat();
  return (
    <div className="ce-reference">
      <h3>{t('reference.bandits')}</h3>
      <dl>
        {bandits.map((bandit) => (
          <div key={bandit} data-color={character(bandit).color}>
            <dt>
              <Emblem bandit={bandit} /> {banditName(t, bandit)}
            </dt>
            <dd>{t(`character.${bandit}.ability`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('reference.actions')}</h3>
      <dl>
        {ACTION_KINDS.map((action) => (
          <div key={action}>
            <dt>{t(`action.${action}.name`)}</dt>
            <dd>{t(`action.${action}.text`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('reference.turns')}</h3>
      <ul>
        {(['normal', 'tunnel', 'speedUp', 'switching'] as const).map((symbol) => (
          <li key={symbol}>{t(`roundCard.turn.${symbol}`)}</li>
        ))}
      </ul>
    </div>
  );
}
