import { useMemo, useState, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, completeHistory } from '@parlor/game-kit';
import { HIDDEN_CARD, knownBy } from '@parlor/hidden-info';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight, Swords, Trophy } from 'lucide-react';
import { BoardAside, BoardLayout, Card, Dock, GameLog, Hand, Pile, ResponsePrompt, RoundTable, TableSeat, useReaderNames, type ReaderNames, type SeatStatus } from '@parlor/ui';
import {
  awaited,
  history,
  kindOf,
  legalMoves,
  NAMEABLE_KINDS,
  NOPE_SECONDS,
  playedKinds,
  windows,
  type CardKind,
  type ExplodingKittensResult,
  type ExplodingKittensState,
  type PendingPlay,
} from '../index';
import { CARD_BACK, CardFace, CardPicture, cardHelp, cardSummary, TitleIcon, toneOf } from './cards';
import { canChoose, clickCard, playsFor, turnChoices, type ComboChoice, type TurnChoices } from './choices';
import { cardName, cardsPhrase, historyLine, nameOf, playLine } from './names';
import { SeatCat } from './seat-cat';
import './kittens.css';

// The Nope window's length is a rule: the room answers for a seat when the decision's one clock
// (this, or the answer clock if sooner) runs out. The board itself counts nothing down.
export { NOPE_SECONDS };

type Props = BoardProps<ExplodingKittensState>;
type Moves = Props['moves'];
type Ctx = Props['ctx'];

/** A choice the player opened in their own turn: whom a play targets, then for a triple the title to name. */
type Flow = { step: 'target'; kind: CardKind; targets: string[] } | { step: 'target'; combo: ComboChoice; targets: string[] } | { step: 'name'; combo: ComboChoice; target: string };

/** The seats on the table, in play order, whose hand the received G holds face up (a replay's "everything shown"). */
const handShown = (G: ExplodingKittensState, seat: string, me: string | null) => {
  const hand = G.zones[`hand:${seat}`] ?? [];
  return seat !== me && hand.length > 0 && !hand.includes(HIDDEN_CARD);
};

/**
 * The table as one seat (or a spectator, or a replay showing everything) receives it: every
 * seat round the felt in play order with the reader's at the bottom, the piles and whose turn
 * it is in the centre, and for a seated player the Dock with the newest line, the open prompt
 * and the hand. The log and a card reference go where the room puts its side panel.
 */
export function ExplodingKittensBoard({ G, ctx, moves, playerID, matchData, log }: Props) {
  const { t, i18n } = useTranslation('exploding-kittens');
  const me = playerID ?? null;
  const names = useReaderNames(matchData, me);
  // The seats the match waits for, from the module's `awaited`, exactly as the room's header names them.
  const acting = awaitedSeats({ awaited }, { G, ctx } as State);
  const result = ctx.gameover as ExplodingKittensResult | undefined;
  // The whole match's log: what the server stored with each action, and the lines G still holds.
  const lines = completeHistory(log, history(G)).map((entry) => ({ key: entry.n, text: historyLine(t, names, entry) }));
  const latest = lines.at(-1)?.text;
  const playing = me !== null && !G.out.includes(me) && !result;

  // A choice opened in one state is forgotten once the state moves on.
  const stamp = `${ctx.turn}.${G.historyCount}.${windows.version(G)}`;
  const [opened, setOpened] = useState<{ stamp: string; flow: Flow } | null>(null);
  const flow = opened?.stamp === stamp ? opened.flow : null;
  const setFlow = (next: Flow | null) => setOpened(next ? { stamp, flow: next } : null);

  const legal = useMemo(() => (playing && me !== null ? legalMoves(G, ctx, me) : []), [playing, G, ctx, me]);
  const myTurn = playing && ctx.currentPlayer === me && !ctx.activePlayers && legal.length > 0;
  const choices = useMemo(() => turnChoices(legal), [legal]);

  // Picking a target: the legal seats are buttons on the table.
  const target = (seat: string) => {
    if (flow?.step !== 'target') return;
    if ('kind' in flow) {
      moves.play!(flow.kind, seat);
      setFlow(null);
    } else if (flow.combo.type === 'triple') setFlow({ step: 'name', combo: flow.combo, target: seat });
    else {
      moves.combo!(flow.combo.kinds, seat);
      setFlow(null);
    }
  };
  const pickable = myTurn && flow?.step === 'target' ? flow.targets : [];
  const picked = myTurn && flow?.step === 'name' ? flow.target : undefined;

  const seats = ctx.playOrder.map((seat) => ({
    id: seat,
    node: <Seat key={seat} G={G} ctx={ctx} seat={seat} me={me} names={names} acting={acting} result={result} {...(pickable.includes(seat) ? { onPick: () => target(seat) } : {})} picked={picked === seat} />,
  }));

  return (
    // `lang` lets long card names hyphenate where they must wrap inside a card.
    <div className="ek-lang" lang={i18n.language}>
    <BoardLayout
      className={result ? 'ek-board ek-board--over' : 'ek-board'}
      label={t('title')}
      status={<Status G={G} ctx={ctx} me={me} names={names} acting={acting} result={result} />}
      table={<RoundTable me={me} seats={seats} center={<Center G={G} ctx={ctx} names={names} result={result} />} />}
      dock={
        playing ? (
          <PlayerDock G={G} ctx={ctx} me={me} moves={moves} names={names} latest={latest} myTurn={myTurn} choices={choices} legal={legal} flow={myTurn ? flow : null} setFlow={setFlow} onTarget={target} />
        ) : (
          <Dock latest={latest}>
            {me !== null && G.out.includes(me) && !result && <p className="ek-note">{t('turn.youExploded')}</p>}
            {me === null && <p className="ek-note">{t('spectating')}</p>}
          </Dock>
        )
      }
    >
      <BoardAside slot="log" title={t('ui:log.label')}>
        <GameLog lines={lines} />
      </BoardAside>
      <BoardAside slot="reference" title={t('reference.title')}>
        <Reference five={G.options.fiveDifferentCombo} />
      </BoardAside>
    </BoardLayout>
    </div>
  );
}

/** "Your turn · 2 turns to play (attacked)", "Amy's turn · ...". */
function turnLine(t: TFunction, G: ExplodingKittensState, ctx: Ctx, names: ReaderNames): string {
  const whose = names.isMe(ctx.currentPlayer) ? t('turn.yours') : t('turn.of', { whose: names.whoseStart(ctx.currentPlayer) });
  return `${whose} · ${t('turn.turnsLeft', { count: G.turnsLeft })}${G.attacked ? ` (${t('turn.attacked')})` : ''}`;
}

/** What a Nope now would answer: the newest Nope of the chain, or the play itself ("Amy's Attack (2X)", "your Favor"). */
function nopeTarget(t: TFunction, G: ExplodingKittensState, names: ReaderNames): string {
  const top = windows.top(G);
  if (top?.kind !== 'open') return '';
  const play = top.data as PendingPlay;
  const last = top.chain.at(-1);
  const [seat, kinds] = last ? [last.seat, ['nope' as const]] : [play.seat, playedKinds(play)];
  return t('owned', { whose: names.whose(seat), cards: cardsPhrase(t, kinds) });
}

/**
 * The status line: the seats the match waits for, named from the reader's point of view. The
 * awaited seat reads what it must do (its prompt's own words), the others whom they wait for.
 */
function actingLine(t: TFunction, G: ExplodingKittensState, ctx: Ctx, me: string | null, names: ReaderNames, acting: string[], result?: ExplodingKittensResult): string {
  if (result) return result.winner === me ? t('turn.youWin') : t('turn.over', { seat: names.plain(result.winner) });
  const top = windows.top(G);
  if (!top || acting.length === 0) return turnLine(t, G, ctx, names);
  const mine = me !== null && acting.includes(me);
  const other = names.start(acting[0]!);
  switch (top.tag) {
    case 'nope': {
      const what = nopeTarget(t, G, names);
      if (!mine) return t('nope.waitingFor', { names: names.list(acting, { most: 3 }), what });
      const others = acting.filter((seat) => seat !== me);
      const call = t('nope.yourCall', { what });
      return others.length === 0 ? call : t('nope.callAndOthers', { call, others: t('nope.othersToo', { count: others.length, names: names.list(others, { most: 3 }) }) });
    }
    case 'defuse':
      return mine ? t('defuse.yours') : t('defuse.waiting', { seat: other });
    case 'alter':
      return mine ? t('future.yours') : t('future.waiting', { seat: other });
    case 'give': {
      const to = names.mid((top.data as { to: string }).to);
      return mine ? t('give.yours', { seat: to }) : t('give.waiting', { seat: other, to });
    }
    case 'pick':
      return mine ? t('pick.yours') : t('pick.waiting', { seat: other });
    default:
      return turnLine(t, G, ctx, names);
  }
}

function Status({ G, ctx, me, names, acting, result }: { G: ExplodingKittensState; ctx: Ctx; me: string | null; names: ReaderNames; acting: string[]; result: ExplodingKittensResult | undefined }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <p role="status" className="ek-status" data-parlor-acting={acting.join(',')}>
      {actingLine(t, G, ctx, me, names, acting, result)}
    </p>
  );
}

/**
 * One seat: its cat, its name, its cards (face up only where the received G holds them), the
 * turns it owes while it plays, out once it exploded, the winner's trophy at the end. Where a
 * target is asked for, a legal seat is itself the button that picks it.
 */
function Seat({
  G,
  ctx,
  seat,
  me,
  names,
  acting,
  result,
  onPick,
  picked,
}: {
  G: ExplodingKittensState;
  ctx: Ctx;
  seat: string;
  me: string | null;
  names: ReaderNames;
  acting: string[];
  result: ExplodingKittensResult | undefined;
  onPick?: () => void;
  picked: boolean;
}) {
  const { t } = useTranslation('exploding-kittens');
  const hand = G.zones[`hand:${seat}`] ?? [];
  const out = G.out.includes(seat);
  const current = !result && !out && ctx.currentPlayer === seat;
  // The player whose turn it is still plays it while the others answer (a Nope window).
  const status: SeatStatus = out ? 'out' : result ? 'waiting' : acting.includes(seat) ? (windows.top(G) ? 'responding' : 'playing') : current ? 'playing' : 'waiting';
  const owed = t('turn.owed', { count: G.turnsLeft }) + (G.attacked ? ` (${t('turn.attacked')})` : '');
  const badges =
    result?.winner === seat ? (
      <span className="ek-badge ek-badge--winner">
        <Trophy aria-hidden="true" />
        <span className="ek-badge__text">{t('turn.winner')}</span>
      </span>
    ) : current && (G.turnsLeft > 1 || G.attacked) ? (
      <span className="ek-badge" role="img" aria-label={owed} title={owed}>
        {G.attacked && <Swords aria-hidden="true" />}×{G.turnsLeft}
      </span>
    ) : undefined;
  return (
    <TableSeat
      seat={seat}
      name={names.plain(seat)}
      isMe={seat === me}
      status={status}
      cardCount={hand.length}
      portrait={<SeatCat seat={seat} />}
      badges={badges}
      picked={picked}
      {...(onPick ? { onPick, pickLabel: t('dialogs.pickLabel', { seat: names.plain(seat) }) } : {})}
    >
      {handShown(G, seat, me) ? (
        <ol className="ek-seat-hand" aria-label={t('ui:hand.label')}>
          {hand.map((card) => (
            <li key={card}>
              <CardFace id={card} size="tiny" />
            </li>
          ))}
        </ol>
      ) : undefined}
    </TableSeat>
  );
}

/** The centre of the table: whose turn it is (or who won), the draw and discard piles, and a drawn kitten in the open. */
function Center({ G, ctx, names, result }: { G: ExplodingKittensState; ctx: Ctx; names: ReaderNames; result: ExplodingKittensResult | undefined }) {
  const { t } = useTranslation('exploding-kittens');
  const discard = G.zones.discard ?? [];
  const exploding = G.zones.exploding ?? [];
  return (
    <div className="ek-center">
      <div className="ek-panel" data-parlor-panel="" data-over={result ? '' : undefined}>
        {result ? (
          <>
            <span className="ek-panel__winner">
              <Trophy className="ek-panel__trophy" aria-hidden="true" />
              <span className="ek-panel__cat">
                <SeatCat seat={result.winner} />
              </span>
            </span>
            <strong>{names.start(result.winner)}</strong>
            <span>{t('turn.lastStanding')}</span>
          </>
        ) : (
          <>
            <strong>{names.isMe(ctx.currentPlayer) ? t('turn.yours') : t('turn.of', { whose: names.whoseStart(ctx.currentPlayer) })}</strong>
            <span>
              {t('turn.turnsLeft', { count: G.turnsLeft })}
              {G.attacked && (
                <>
                  {' · '}
                  <Swords className="ek-panel__icon" aria-hidden="true" />
                  {t('turn.attacked')}
                </>
              )}
            </span>
          </>
        )}
      </div>
      <div className="ek-piles">
        <Pile label={t('zones.draw')} count={G.zones.draw?.length ?? 0} back={CARD_BACK} />
        <Pile label={t('zones.discard')} count={discard.length} top={discard[0] ? <CardFace id={discard[0]} /> : undefined} />
        {exploding.length > 0 && <Pile label={t('zones.exploding')} count={exploding.length} top={<CardFace id={exploding[0]!} />} />}
      </div>
    </div>
  );
}

/** Every title with its picture (help on a tap), its gist, and how a turn goes. */
function Reference({ five }: { five: boolean }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <div className="ek-reference">
      <p>{t('reference.turn')}</p>
      {five && <p>{t('reference.five')}</p>}
      <ul>
        {(['exploding_kitten', ...NAMEABLE_KINDS] as CardKind[]).map((kind) => (
          <li key={kind}>
            <Card size="tiny" label={cardName(t, kind)} tone={toneOf(kind)} picture={<CardPicture kind={kind} className="pl-card__art" />} help={cardHelp(t, kind)} />
            <span>
              <strong>{cardName(t, kind)}</strong> {cardSummary(t, kind)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What See or Alter the Future showed this seat: one row of small cards, top first. */
function FuturePanel({ cards }: { cards: string[] }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <section className="ek-future" aria-label={t('future.seen')}>
      <h3>{t('future.seen')}</h3>
      <ol className="ek-row">
        {cards.map((card) => (
          <li key={card}>
            <CardFace id={card} size="small" />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A seated, living player's Dock: the newest log line, the open prompt, their notice, buttons and hand. */
function PlayerDock({
  G,
  ctx,
  me,
  moves,
  names,
  latest,
  myTurn,
  choices,
  legal,
  flow,
  setFlow,
  onTarget,
}: {
  G: ExplodingKittensState;
  ctx: Ctx;
  me: string;
  moves: Moves;
  names: ReaderNames;
  latest: string | undefined;
  myTurn: boolean;
  choices: TurnChoices;
  legal: ReturnType<typeof legalMoves>;
  flow: Flow | null;
  setFlow: (flow: Flow | null) => void;
  onTarget: (seat: string) => void;
}) {
  const { t } = useTranslation('exploding-kittens');
  const hand = G.zones[`hand:${me}`] ?? [];
  // What this seat's See or Alter the Future showed: those cards, shown to it in the pile.
  const future = knownBy(G.known, G.zones, me, 'draw');
  const stage = ctx.activePlayers?.[me];
  const version = windows.version(G);
  const top = windows.top(G);
  const [selected, setSelected] = useState<string[]>([]);
  const giving = stage === 'give';
  const chosen = selected.filter((card) => hand.includes(card));
  const offers = myTurn && chosen.length > 0 ? playsFor(choices, chosen) : undefined;

  const clear = () => setSelected([]);
  /** A single card played: at once, or its target asked for. */
  const playSingle = (kind: CardKind) => {
    const targets = choices.singles.get(kind);
    clear();
    if (!targets) moves.play!(kind);
    else if (targets.length === 1) moves.play!(kind, targets[0]);
    else setFlow({ step: 'target', kind, targets });
  };
  /** A combo played: at once where there is nothing to choose, else its target (and for a triple its title) asked for. */
  const playCombo = (combo: ComboChoice) => {
    clear();
    if (combo.type === 'five') moves.combo!(combo.kinds);
    else if (combo.targets.length > 1) setFlow({ step: 'target', combo, targets: combo.targets });
    else if (combo.type === 'triple') setFlow({ step: 'name', combo, target: combo.targets[0]! });
    else moves.combo!(combo.kinds, combo.targets[0]);
  };

  /** What a card of the hand does when clicked now, if anything (otherwise a click opens its help). */
  const onCard = (card: string): (() => void) | undefined => {
    if (giving) return () => setSelected([card]);
    // In a Nope window a Nope in hand is the answer itself.
    if (stage === 'nope' && top?.kind === 'open' && kindOf(card) === 'nope') return () => moves.nope!(version);
    if (!myTurn || flow) return undefined;
    if (chosen.length > 0) return canChoose(choices, chosen, card) ? () => setSelected(chosen.includes(card) ? chosen.filter((c) => c !== card) : [...chosen, card]) : undefined;
    const click = clickCard(choices, card);
    switch (click.do) {
      case 'choose':
        return () => setSelected([card]);
      case 'play':
        return () => {
          if (click.target === undefined) moves.play!(click.kind);
          else moves.play!(click.kind, click.target);
        };
      case 'target':
        return () => setFlow({ step: 'target', kind: click.kind, targets: click.targets });
      default:
        return undefined;
    }
  };

  let prompt: ReactNode = null;
  switch (stage) {
    case 'nope':
      if (top?.kind === 'open') prompt = <NopePrompt G={G} me={me} moves={moves} names={names} play={top.data as PendingPlay} chain={top.chain.length} />;
      break;
    case 'defuse':
      prompt = <DefusePrompt size={G.zones.draw?.length ?? 0} onChoose={(position) => moves.reinsert!(version, position)} />;
      break;
    case 'alter':
      if (future.length > 0) prompt = <AlterPrompt key={version} cards={future} onConfirm={(order) => moves.alter!(version, order)} />;
      break;
    case 'give': {
      const to = (top?.data as { to: string } | undefined)?.to ?? ctx.currentPlayer;
      // One title in hand leaves nothing to choose: it is offered at once.
      const gift = chosen.length === 1 ? chosen[0] : new Set(hand.map(kindOf)).size === 1 ? hand[0] : undefined;
      prompt = (
        <ResponsePrompt
          kind="give"
          title={t('give.title', { seat: names.start(to) })}
          actions={
            <button
              type="button"
              disabled={gift === undefined}
              onClick={() => {
                moves.give!(version, gift);
                clear();
              }}
            >
              {gift === undefined ? t('give.choose') : t('give.give', { card: nameOf(t, gift) })}
            </button>
          }
        >
          <p>{t('give.ask')}</p>
        </ResponsePrompt>
      );
      break;
    }
    case 'pick': {
      // The titles the rules let the seat take (never an Exploding Kitten), one choice per title.
      const titles = legal.filter((move) => move.move === 'pick').map((move) => move.args![1] as CardKind);
      prompt = <ResponsePrompt kind="pick" title={t('pick.title')} actions={<TitleChoices kinds={titles} onChoose={(kind) => moves.pick!(version, kind)} />} />;
      break;
    }
    default:
      if (flow?.step === 'target') {
        const title =
          'kind' in flow
            ? flow.kind === 'favor'
              ? t('dialogs.targetFavor')
              : t('dialogs.targetAttack')
            : flow.combo.type === 'pair'
              ? t('dialogs.targetPair')
              : t('dialogs.targetTriple');
        prompt = (
          <ResponsePrompt
            kind="target"
            awaited={false}
            title={title}
            actions={
              <>
                {flow.targets.map((seat) => (
                  <button key={seat} type="button" className="ek-target" onClick={() => onTarget(seat)}>
                    {t('dialogs.playerCards', { seat: names.plain(seat), count: G.zones[`hand:${seat}`]?.length ?? 0 })}
                  </button>
                ))}
                <button type="button" className="ek-cancel" onClick={() => setFlow(null)}>
                  {t('actions.cancel')}
                </button>
              </>
            }
          >
            <p>{t('dialogs.pickSeat')}</p>
          </ResponsePrompt>
        );
      } else if (flow?.step === 'name') {
        const { combo, target } = flow;
        prompt = (
          <ResponsePrompt
            kind="name"
            awaited={false}
            title={t('dialogs.name', { seat: names.plain(target) })}
            actions={
              <TitleChoices
                kinds={combo.names[target] ?? []}
                onChoose={(named) => {
                  moves.combo!(combo.kinds, target, named);
                  setFlow(null);
                }}
                onCancel={() => setFlow(null)}
              />
            }
          />
        );
      }
  }

  const notice = G.notices[me];
  return (
    <Dock
      latest={latest}
      prompt={
        <>
          {future.length > 0 && stage !== 'alter' && <FuturePanel cards={future} />}
          {prompt}
        </>
      }
    >
      {notice && (
        <p className="ek-notice" aria-live="polite">
          {notice.kind === 'drew'
            ? t('notice.drew', { card: nameOf(t, notice.card) })
            : notice.kind === 'received'
              ? t('notice.received', { card: nameOf(t, notice.card), seat: names.mid(notice.from) })
              : notice.kind === 'gave'
                ? t('notice.gave', { card: nameOf(t, notice.card), seat: names.mid(notice.to) })
                : t('notice.lost', { card: nameOf(t, notice.card), seat: names.start(notice.to) })}
        </p>
      )}
      {myTurn && !flow && (
        <div className="ek-actions">
          <button type="button" className="ek-draw" onClick={() => moves.draw!()} disabled={!choices.draw}>
            {t('actions.draw')}
          </button>
          {offers?.single && (
            <button type="button" onClick={() => playSingle(offers.single!)}>
              {t('actions.play', { card: cardName(t, offers.single) })}
            </button>
          )}
          {offers?.combos.map((combo) => (
            <button key={combo.kinds.join('+')} type="button" onClick={() => playCombo(combo)}>
              {combo.type === 'five' ? t('actions.five') : t(`actions.${combo.type}`, { cards: cardsPhrase(t, combo.kinds) })}
            </button>
          ))}
          {offers && offers.fiveMissing > 0 && <p className="ek-hint">{t('actions.fiveHint', { count: offers.fiveMissing })}</p>}
          {chosen.length > 0 && (
            <button type="button" className="ek-cancel" onClick={clear}>
              {t('actions.clear')}
            </button>
          )}
          {chosen.length === 0 && <p className="ek-hint">{t('actions.hint')}</p>}
        </div>
      )}
      <Hand empty={hand.length === 0}>
        {hand.map((card) => {
          const action = onCard(card);
          return <CardFace key={card} id={card} playable={action !== undefined && !giving} selected={chosen.includes(card)} onSelect={action} />;
        })}
      </Hand>
    </Dock>
  );
}

/** Titles to choose from (naming a card, taking one from the discard pile): small buttons with their pictures, in a grid. */
function TitleChoices({ kinds, onChoose, onCancel }: { kinds: readonly CardKind[]; onChoose: (kind: CardKind) => void; onCancel?: () => void }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <div className="ek-chips">
      {kinds.map((kind) => (
        <button key={kind} type="button" className="ek-chip" onClick={() => onChoose(kind)}>
          <TitleIcon kind={kind} />
          <span>{cardName(t, kind)}</span>
        </button>
      ))}
      {onCancel && (
        <button type="button" className="ek-chip ek-cancel" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      )}
    </div>
  );
}

/**
 * A Nope window: a Nope holder may Nope or let it happen; a seat holding no Nope has nothing to
 * click (the room answers for it when the one clock runs out, at the same moment as for
 * everyone, and the prompt says so). The board counts nothing down itself.
 */
function NopePrompt({ G, me, moves, names, play, chain }: { G: ExplodingKittensState; me: string; moves: Moves; names: ReaderNames; play: PendingPlay; chain: number }) {
  const { t } = useTranslation('exploding-kittens');
  const version = windows.version(G);
  const asked = windows.awaiting(G).includes(me);
  const holdsNope = (G.zones[`hand:${me}`] ?? []).some((card) => kindOf(card) === 'nope');
  if (!asked && !holdsNope) return null;
  return (
    <ResponsePrompt
      kind="nope"
      awaited={asked}
      title={t('nope.title', { what: nopeTarget(t, G, names) })}
      actions={
        holdsNope && (
          <>
            <button type="button" onClick={() => moves.nope!(version)}>
              {t('nope.nope')}
            </button>
            {asked && (
              <button type="button" onClick={() => moves.pass!(version)}>
                {t('nope.pass')}
              </button>
            )}
          </>
        )
      }
    >
      <p>
        {playLine(t, names, play)}
        {chain > 0 && ` ${t('nope.chain', { count: chain, state: t(chain % 2 === 1 ? 'nope.cancelled' : 'nope.goingThrough') })}`}
      </p>
      {!asked && <p>{t('nope.passed')}</p>}
    </ResponsePrompt>
  );
}

function DefusePrompt({ size, onChoose }: { size: number; onChoose: (position: number) => void }) {
  const { t } = useTranslation('exploding-kittens');
  const [position, setPosition] = useState(0);
  return (
    <ResponsePrompt
      kind="defuse"
      title={t('defuse.title')}
      actions={
        <>
          <button type="button" onClick={() => onChoose(0)}>
            {t('defuse.top')}
          </button>
          <button type="button" onClick={() => onChoose(size)}>
            {t('defuse.bottom')}
          </button>
          <button type="button" onClick={() => onChoose(Math.floor(Math.random() * (size + 1)))}>
            {t('defuse.random')}
          </button>
          <button type="button" onClick={() => onChoose(position)}>
            {t('defuse.confirm')}
          </button>
        </>
      }
    >
      <div className="ek-defuse">
        <p>{t('defuse.ask')}</p>
        <label>
          <span>
            {t('defuse.position')}: {t('defuse.positionValue', { position: position + 1, size: size + 1 })}
          </span>
          <input type="range" min={0} max={size} value={position} onChange={(event) => setPosition(Number(event.target.value))} />
        </label>
      </div>
    </ResponsePrompt>
  );
}

/** Alter the Future: the shown cards in one row, top first, each with small buttons to move it along. */
function AlterPrompt({ cards, onConfirm }: { cards: string[]; onConfirm: (order: string[]) => void }) {
  const { t } = useTranslation('exploding-kittens');
  const [order, setOrder] = useState(cards);
  const swap = (i: number, j: number) =>
    setOrder((now) => {
      const next = [...now];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  return (
    <ResponsePrompt
      kind="alter"
      title={t('future.alter')}
      actions={
        <button type="button" onClick={() => onConfirm(order)}>
          {t('future.confirm')}
        </button>
      }
    >
      <ol className="ek-row ek-alter" aria-label={t('future.order')}>
        {order.map((card, i) => (
          <li key={card}>
            <CardFace id={card} size="small" />
            <span className="ek-alter__moves">
              <button type="button" disabled={i === 0} onClick={() => swap(i, i - 1)} aria-label={t('future.earlier', { card: nameOf(t, card) })}>
                <ChevronLeft aria-hidden="true" size={16} />
              </button>
              <button type="button" disabled={i === order.length - 1} onClick={() => swap(i, i + 1)} aria-label={t('future.later', { card: nameOf(t, card) })}>
                <ChevronRight aria-hidden="true" size={16} />
              </button>
            </span>
          </li>
        ))}
      </ol>
    </ResponsePrompt>
  );
}
