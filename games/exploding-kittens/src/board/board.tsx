import { useMemo, useState, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, completeHistory, type AutoMove } from '@parlor/game-kit';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dock, GameLog, Hand, Pile, ResponsePrompt, SeatPanel, Table, type SeatStatus } from '@parlor/ui';
import {
  autoMoves,
  awaited,
  comboType,
  history,
  kindOf,
  legalMoves,
  NAMEABLE_KINDS,
  NOPE_SECONDS,
  playedKinds,
  SINGLE_PLAYS,
  windows,
  type CardKind,
  type ExplodingKittensResult,
  type ExplodingKittensState,
  type PendingPlay,
} from '../index';
import { CardFace, CardIcon } from './card-face';
import { cardName, cardsPhrase, historyLine, nameOf, playLine, seatNames, type SeatNames } from './names';
import './board.css';

// The countdown is a rule (the server passes for an absent seat after the same time).
export { NOPE_SECONDS };

type Props = BoardProps<ExplodingKittensState>;
type Moves = Props['moves'];
type Ctx = Props['ctx'];

/**
 * The whole table as one seat (or a spectator) receives it: who acts (as the room's header
 * says it), the other seats and the piles, the whole match's log, and for a seated player the
 * Dock at the bottom of the window with the newest line, the open prompt, their buttons and
 * their hand. Rules stay in the rules entry.
 */
export function ExplodingKittensBoard({ G, ctx, moves, playerID, matchData, log }: Props) {
  const { t, i18n } = useTranslation('exploding-kittens');
  const me = playerID ?? null;
  const name = seatNames(t, ctx, matchData, me, i18n.language);
  // The seats the match waits for, from the module's `awaited`, exactly as the room's header names them.
  const acting = awaitedSeats({ awaited }, { G, ctx } as State);
  const result = ctx.gameover as ExplodingKittensResult | undefined;
  // The whole match's log: what the server stored with each action, and the lines G still holds.
  const lines = completeHistory(log, history(G)).map((entry) => ({ key: entry.n, text: historyLine(t, name, entry) }));
  const latest = lines.at(-1)?.text;
  const playing = me !== null && !G.out.includes(me) && !result;

  return (
    // `lang` lets long card names hyphenate where they must wrap inside a card.
    <div className="ek-board" lang={i18n.language}>
      <Status G={G} ctx={ctx} me={me} name={name} acting={acting} result={result} />
      <Table
        seats={ctx.playOrder.filter((seat) => seat !== me).map((seat) => <Seat key={seat} G={G} ctx={ctx} seat={seat} name={name} acting={acting} />)}
        center={<Center G={G} />}
      />
      <GameLog lines={lines} />
      {me !== null && (playing ? <PlayerDock key={me} G={G} ctx={ctx} me={me} moves={moves} name={name} latest={latest} /> : <Dock latest={latest} />)}
    </div>
  );
}

/** "Amy's Turn · 2 turns to play (attacked)", "Your turn · ...". */
function turnLine(t: TFunction, G: ExplodingKittensState, ctx: Ctx, me: string | null, name: SeatNames): string {
  const whose = ctx.currentPlayer === me ? t('turn.yours') : t('turn.of', { seat: name.start(ctx.currentPlayer) });
  return `${whose} · ${t('turn.turnsLeft', { count: G.turnsLeft })}${G.attacked ? ` (${t('turn.attacked')})` : ''}`;
}

/** What a Nope now would answer: the newest Nope of the chain, or the play itself ("Amy's Attack (2X)", "your Favor"). */
function nopeTarget(t: TFunction, G: ExplodingKittensState, name: SeatNames): string {
  const top = windows.top(G);
  if (top?.kind !== 'open') return '';
  const play = top.data as PendingPlay;
  const last = top.chain.at(-1);
  const [seat, kinds] = last ? [last.seat, ['nope' as const]] : [play.seat, playedKinds(play)];
  return t('owned', { whose: name.whose(seat), cards: cardsPhrase(t, kinds) });
}

/**
 * The status line: the seats the match waits for, named from the reader's point of view. The
 * awaited seat reads what it must do (its prompt's own words), the others whom they wait for.
 */
function actingLine(t: TFunction, G: ExplodingKittensState, ctx: Ctx, me: string | null, name: SeatNames, acting: string[], result?: ExplodingKittensResult): string {
  if (result) return result.winner === me ? t('turn.youWin') : t('turn.over', { seat: name.start(result.winner) });
  const top = windows.top(G);
  if (!top || acting.length === 0) return turnLine(t, G, ctx, me, name);
  const mine = me !== null && acting.includes(me);
  const other = name.start(acting[0]!);
  switch (top.tag) {
    case 'nope': {
      const what = nopeTarget(t, G, name);
      if (!mine) return t('nope.waitingFor', { names: name.list(acting), what });
      const others = acting.filter((seat) => seat !== me);
      const call = t('nope.yourCall', { what });
      return others.length === 0 ? call : `${call} ${t('nope.othersToo', { count: others.length, names: name.list(others) })}`;
    }
    case 'defuse':
      return mine ? t('defuse.yours') : t('defuse.waiting', { seat: other });
    case 'alter':
      return mine ? t('future.yours') : t('future.waiting', { seat: other });
    case 'give': {
      const to = name.mid((top.data as { to: string }).to);
      return mine ? t('give.yours', { seat: to }) : t('give.waiting', { seat: other, to });
    }
    case 'pick':
      return mine ? t('pick.yours') : t('pick.waiting', { seat: other });
    default:
      return turnLine(t, G, ctx, me, name);
  }
}

function Status({ G, ctx, me, name, acting, result }: { G: ExplodingKittensState; ctx: Ctx; me: string | null; name: SeatNames; acting: string[]; result?: ExplodingKittensResult }) {
  const { t } = useTranslation('exploding-kittens');
  const windowOpen = windows.top(G) !== undefined && !result;
  return (
    <header className="ek-status">
      <h2>{t('title')}</h2>
      <p role="status" className="ek-acting" data-parlor-acting={acting.join(',')}>
        {actingLine(t, G, ctx, me, name, acting, result)}
      </p>
      {/* While a window is open the awaited seats are not (only) the player whose turn it is: say whose turn it still is. */}
      {windowOpen && <p className="ek-turn">{turnLine(t, G, ctx, me, name)}</p>}
      {me !== null && G.out.includes(me) && <p className="ek-exploded">{t('turn.youExploded')}</p>}
      {me === null && <p className="ek-spectating">{t('spectating')}</p>}
    </header>
  );
}

function Seat({ G, ctx, seat, name, acting }: { G: ExplodingKittensState; ctx: Ctx; seat: string; name: SeatNames; acting: string[] }) {
  const { t } = useTranslation('exploding-kittens');
  const status: SeatStatus = G.out.includes(seat) ? 'out' : acting.includes(seat) ? (windows.top(G) ? 'responding' : 'playing') : 'waiting';
  return (
    <SeatPanel name={name.plain(seat)} status={status} cardCount={G.zones[`hand:${seat}`]?.length ?? 0}>
      {ctx.currentPlayer === seat && !G.out.includes(seat) && !ctx.gameover && <p className="ek-seat__turns">{t('turn.turnsLeft', { count: G.turnsLeft })}</p>}
    </SeatPanel>
  );
}

function Center({ G }: { G: ExplodingKittensState }) {
  const { t } = useTranslation('exploding-kittens');
  const discard = G.zones.discard ?? [];
  const exploding = G.zones.exploding ?? [];
  return (
    <>
      <Pile label={t('zones.draw')} count={G.zones.draw?.length ?? 0} />
      <Pile label={t('zones.discard')} count={discard.length} top={discard[0] ? <CardFace id={discard[0]} /> : undefined} />
      {exploding.length > 0 && <Pile label={t('zones.exploding')} count={exploding.length} top={<CardFace id={exploding[0]!} />} />}
    </>
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

/** The choices a play needs after its cards are chosen: a target, then for three of a kind a title to name. */
type Flow = { step: 'target'; play: 'card' | 'pair' | 'triple'; cards: string[] } | { step: 'name'; cards: string[]; target: string };

/** A seated, living player's Dock: the newest log line, the open prompt, their notice, buttons and hand. */
function PlayerDock({ G, ctx, me, moves, name, latest }: { G: ExplodingKittensState; ctx: Ctx; me: string; moves: Moves; name: SeatNames; latest?: string }) {
  const { t } = useTranslation('exploding-kittens');
  const hand = G.zones[`hand:${me}`] ?? [];
  const stage = ctx.activePlayers?.[me];
  const version = windows.version(G);
  const top = windows.top(G);
  const [selected, setSelected] = useState<string[]>([]);
  const [flow, setFlow] = useState<Flow | null>(null);
  const legal = useMemo(() => legalMoves(G, ctx, me), [G, ctx, me]);
  const myTurn = ctx.currentPlayer === me && !ctx.activePlayers && legal.length > 0;
  const giving = stage === 'give';
  const chosen = selected.filter((card) => hand.includes(card));

  // A card is highlighted when it can be played alone or as part of some combo now.
  const usable = useMemo(() => {
    const kinds = new Set<CardKind>();
    for (const move of legal) {
      if (move.move === 'play') kinds.add(move.args![0] as CardKind);
      if (move.move === 'combo') for (const kind of move.args![0] as CardKind[]) kinds.add(kind);
    }
    return kinds;
  }, [legal]);

  const single = chosen.length === 1 && usable.has(kindOf(chosen[0]!)) && kindOf(chosen[0]!) in SINGLE_PLAYS ? chosen[0] : undefined;
  const combo = chosen.length > 1 ? comboType(chosen.map(kindOf)) : undefined;
  const comboAllowed = combo !== undefined && (combo !== 'five' || G.options.fiveDifferentCombo);
  const targets = ctx.playOrder.filter((seat) => seat !== me && !G.out.includes(seat));

  const finish = () => {
    setSelected([]);
    setFlow(null);
  };
  const play = () => {
    const kind = kindOf(single!) as keyof typeof SINGLE_PLAYS;
    if (SINGLE_PLAYS[kind].target) setFlow({ step: 'target', play: 'card', cards: [single!] });
    else {
      moves.play!(kind);
      finish();
    }
  };
  const playCombo = () => {
    if (combo === 'five') {
      moves.combo!(chosen.map(kindOf));
      finish();
    } else setFlow({ step: 'target', play: combo!, cards: chosen });
  };
  const chooseTarget = (target: string) => {
    if (flow?.step !== 'target') return;
    if (flow.play === 'card') moves.play!(kindOf(flow.cards[0]!), target);
    else if (flow.play === 'pair') moves.combo!(flow.cards.map(kindOf), target);
    else return setFlow({ step: 'name', cards: flow.cards, target });
    finish();
  };
  const select = (card: string) => {
    // A Favor asks for one card: choosing another replaces it.
    if (giving) setSelected([card]);
    else setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  };

  let prompt: ReactNode = null;
  switch (stage) {
    case 'nope':
      if (top?.kind === 'open') {
        prompt = (
          <NopePrompt
            G={G}
            me={me}
            moves={moves}
            name={name}
            play={top.data as PendingPlay}
            chain={top.chain.length}
            // What this board does by itself is what the server does for an absent seat: one rule for both.
            auto={autoMoves({ G, ctx } as State<ExplodingKittensState>).find((move) => move.playerID === me)}
          />
        );
      }
      break;
    case 'defuse':
      prompt = <DefusePrompt size={G.zones.draw?.length ?? 0} onChoose={(position) => moves.reinsert!(version, position)} />;
      break;
    case 'alter':
      if (G.future) prompt = <AlterPrompt key={version} cards={G.future.cards} onConfirm={(order) => moves.alter!(version, order)} />;
      break;
    case 'give': {
      const to = (top?.data as { to: string } | undefined)?.to ?? ctx.currentPlayer;
      const gift = chosen.length === 1 ? chosen[0] : undefined;
      prompt = (
        <ResponsePrompt
          kind="give"
          title={t('give.title', { seat: name.start(to) })}
          actions={
            <button
              type="button"
              disabled={gift === undefined}
              onClick={() => {
                moves.give!(version, gift);
                setSelected([]);
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
      // One choice per title (the topmost copy is taken); never an Exploding Kitten.
      const titles = [...new Set((G.zones.discard ?? []).map(kindOf))].filter((kind) => kind !== 'exploding_kitten');
      prompt = (
        <ResponsePrompt kind="pick" title={t('pick.title')} actions={<TitleChoices kinds={titles} onChoose={(kind) => moves.pick!(version, kind)} />} />
      );
      break;
    }
    default:
      if (myTurn && flow?.step === 'target') {
        const title =
          flow.play === 'pair' ? t('dialogs.targetPair') : flow.play === 'triple' ? t('dialogs.targetTriple') : kindOf(flow.cards[0]!) === 'favor' ? t('dialogs.targetFavor') : t('dialogs.targetAttack');
        prompt = (
          <ResponsePrompt
            kind="target"
            title={title}
            actions={
              <>
                {targets.map((seat) => (
                  <button key={seat} type="button" onClick={() => chooseTarget(seat)}>
                    {t('dialogs.playerCards', { seat: name.plain(seat), count: G.zones[`hand:${seat}`]?.length ?? 0 })}
                  </button>
                ))}
                <button type="button" className="ek-cancel" onClick={() => setFlow(null)}>
                  {t('actions.cancel')}
                </button>
              </>
            }
          />
        );
      } else if (myTurn && flow?.step === 'name') {
        const { cards, target } = flow;
        prompt = (
          <NamePrompt
            target={name.plain(target)}
            onName={(named) => {
              moves.combo!(cards.map(kindOf), target, named);
              finish();
            }}
            onCancel={() => setFlow(null)}
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
          {G.future?.seat === me && stage !== 'alter' && <FuturePanel cards={G.future.cards} />}
          {prompt}
        </>
      }
    >
      {notice && (
        <p className="ek-notice" aria-live="polite">
          {notice.kind === 'drew'
            ? t('notice.drew', { card: nameOf(t, notice.card) })
            : notice.kind === 'received'
              ? t('notice.received', { card: nameOf(t, notice.card), seat: name.mid(notice.from) })
              : notice.kind === 'gave'
                ? t('notice.gave', { card: nameOf(t, notice.card), seat: name.mid(notice.to) })
                : t('notice.lost', { card: nameOf(t, notice.card), seat: name.start(notice.to) })}
        </p>
      )}
      {myTurn && !flow && (
        <div className="ek-actions">
          <button type="button" onClick={() => moves.draw!()} disabled={!legal.some((m) => m.move === 'draw')}>
            {t('actions.draw')}
          </button>
          <button type="button" onClick={play} disabled={!single}>
            {single ? t('actions.play', { card: nameOf(t, single) }) : t('actions.playSelected')}
          </button>
          {combo && (
            <button type="button" onClick={playCombo} disabled={!comboAllowed}>
              {t('actions.combo', { combo: t(`actions.${combo}`) })}
            </button>
          )}
          {chosen.length > 0 && (
            <button type="button" onClick={() => setSelected([])}>
              {t('actions.clear')}
            </button>
          )}
          {chosen.length === 0 && <p className="ek-hint">{t('actions.selectHint')}</p>}
        </div>
      )}
      <Hand empty={hand.length === 0}>
        {hand.map((card) => (
          <CardFace
            key={card}
            id={card}
            playable={giving || (myTurn && !flow && usable.has(kindOf(card)))}
            selected={chosen.includes(card)}
            disabled={!(giving || (myTurn && !flow))}
            onSelect={() => select(card)}
          />
        ))}
      </Hand>
    </Dock>
  );
}

/**
 * Titles to choose from, as small labelled buttons in a grid (naming a card, taking one from
 * the discard pile): all sixteen titles fit in a few rows, even on a phone.
 */
function TitleChoices({ kinds, onChoose }: { kinds: readonly CardKind[]; onChoose: (kind: CardKind) => void }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <div className="ek-chips">
      {kinds.map((kind) => (
        <button key={kind} type="button" className="ek-chip" onClick={() => onChoose(kind)}>
          <CardIcon kind={kind} size={14} />
          <span>{cardName(t, kind)}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Three of a kind: the title to ask for. Any of sixteen titles may be named: a list to pick
 * from keeps the prompt one line high, where sixteen buttons would fill a phone's screen.
 */
function NamePrompt({ target, onName, onCancel }: { target: string; onName: (kind: CardKind) => void; onCancel: () => void }) {
  const { t } = useTranslation('exploding-kittens');
  const [named, setNamed] = useState<CardKind>(NAMEABLE_KINDS[0]!);
  return (
    <ResponsePrompt
      kind="name"
      title={t('dialogs.name', { seat: target })}
      actions={
        <>
          <button type="button" onClick={() => onName(named)}>
            {t('dialogs.ask', { seat: target, card: cardName(t, named) })}
          </button>
          <button type="button" className="ek-cancel" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        </>
      }
    >
      <label className="ek-name">
        <span>{t('dialogs.card')}</span>
        <select value={named} onChange={(event) => setNamed(event.target.value as CardKind)}>
          {NAMEABLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {cardName(t, kind)}
            </option>
          ))}
        </select>
      </label>
    </ResponsePrompt>
  );
}

function NopePrompt({
  G,
  me,
  moves,
  name,
  play,
  chain,
  auto,
}: {
  G: ExplodingKittensState;
  me: string;
  moves: Moves;
  name: SeatNames;
  play: PendingPlay;
  chain: number;
  auto: AutoMove | undefined;
}) {
  const { t } = useTranslation('exploding-kittens');
  const version = windows.version(G);
  const awaited = windows.awaiting(G).includes(me);
  const holdsNope = (G.zones[`hand:${me}`] ?? []).some((card) => kindOf(card) === 'nope');
  return (
    <ResponsePrompt
      kind="nope"
      title={t('nope.title', { what: nopeTarget(t, G, name) })}
      countdown={auto ? { seconds: auto.afterMs / 1000, restartKey: version, onExpire: () => moves[auto.move]!(...auto.args) } : undefined}
      actions={
        <>
          {holdsNope && (
            <button type="button" onClick={() => moves.nope!(version)}>
              {t('nope.nope')}
            </button>
          )}
          {awaited && (
            <button type="button" onClick={() => moves.pass!(version)}>
              {t('nope.pass')}
            </button>
          )}
        </>
      }
    >
      <p>
        {playLine(t, name, play)}
        {chain > 0 && ` ${t('nope.chain', { count: chain, state: t(chain % 2 === 1 ? 'nope.cancelled' : 'nope.goingThrough') })}`}
      </p>
      {!awaited && <p>{t('nope.passed')}</p>}
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
          <button type="button" onClick={() => onChoose(position)}>
            {t('defuse.confirm')}
          </button>
          <button type="button" onClick={() => onChoose(0)}>
            {t('defuse.top')}
          </button>
          <button type="button" onClick={() => onChoose(size)}>
            {t('defuse.bottom')}
          </button>
          <button type="button" onClick={() => onChoose(Math.floor(Math.random() * (size + 1)))}>
            {t('defuse.random')}
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
