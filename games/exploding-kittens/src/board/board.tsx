import { useMemo, useState } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { AutoMove } from '@parlor/game-kit';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChoiceDialog, GameLog, Hand, Pile, ResponsePrompt, SeatPanel, Table, type SeatStatus } from '@parlor/ui';
import {
  autoMoves,
  comboType,
  historyInOrder,
  kindOf,
  legalMoves,
  NAMEABLE_KINDS,
  NOPE_SECONDS,
  SINGLE_PLAYS,
  windows,
  type CardKind,
  type ExplodingKittensResult,
  type ExplodingKittensState,
  type PendingPlay,
} from '../index';
import { CardFace } from './card-face';
import { cardName, historyLine, nameOf, seatNames, type SeatNames } from './names';
import './board.css';

// The countdown is a rule (the server passes for an absent seat after the same time).
export { NOPE_SECONDS };

type Props = BoardProps<ExplodingKittensState>;
type Moves = Props['moves'];

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function ExplodingKittensBoard({ G, ctx, moves, playerID, matchData }: Props) {
  const { t } = useTranslation('exploding-kittens');
  const me = playerID ?? null;
  const name = seatNames(t, ctx, matchData, me);
  const result = ctx.gameover as ExplodingKittensResult | undefined;
  const stage = me === null ? undefined : ctx.activePlayers?.[me];
  const alive = me !== null && !G.out.includes(me);
  const lines = historyInOrder(G).map((entry) => ({ key: entry.n, text: historyLine(t, name, entry) }));

  return (
    <div className="ek-board">
      <Status G={G} ctx={ctx} me={me} name={name} result={result} />
      <Table
        seats={ctx.playOrder.filter((seat) => seat !== me).map((seat) => <Seat key={seat} G={G} ctx={ctx} seat={seat} name={name} />)}
        center={<Center G={G} />}
      />
      {me !== null && G.future?.seat === me && stage !== 'alter' && <FuturePanel cards={G.future.cards} />}
      {me !== null && alive && !result && <HandArea G={G} ctx={ctx} me={me} moves={moves} name={name} />}
      {me === null && <p>{t('spectating')}</p>}
      <GameLog lines={lines} />
      {me !== null && !result && <Prompts G={G} ctx={ctx} me={me} stage={stage} moves={moves} name={name} />}
    </div>
  );
}

function Status({ G, ctx, me, name, result }: { G: ExplodingKittensState; ctx: Props['ctx']; me: string | null; name: SeatNames; result?: ExplodingKittensResult }) {
  const { t } = useTranslation('exploding-kittens');
  const notice = me === null ? null : G.notices[me];
  const waiting = waitingLine(t, G, ctx, me, name);
  return (
    <header className="ek-status">
      <h2>{t('title')}</h2>
      {me !== null && G.out.includes(me) && <p className="ek-exploded">{t('turn.youExploded')}</p>}
      {result ? (
        <p role="status">{result.winner === me ? t('turn.youWin') : t('turn.over', { seat: name(result.winner) })}</p>
      ) : (
        <p role="status">
          {ctx.currentPlayer === me ? t('turn.yours') : t('turn.of', { seat: name(ctx.currentPlayer) })}
          {' · '}
          {t('turn.turnsLeft', { count: G.turnsLeft })}
          {G.attacked && ` (${t('turn.attacked')})`}
          {waiting && ` · ${waiting}`}
        </p>
      )}
      {notice && (
        <p className="ek-notice">
          {notice.kind === 'drew'
            ? t('notice.drew', { card: nameOf(t, notice.card) })
            : notice.kind === 'received'
              ? t('notice.received', { card: nameOf(t, notice.card), seat: name(notice.from) })
              : t('notice.lost', { card: nameOf(t, notice.card), seat: name(notice.to) })}
        </p>
      )}
    </header>
  );
}

/** What the table is waiting for, said to everyone but the seat being waited on. */
function waitingLine(t: TFunction, G: ExplodingKittensState, ctx: Props['ctx'], me: string | null, name: SeatNames): string | undefined {
  const top = windows.top(G);
  if (!top || ctx.gameover !== undefined) return undefined;
  const awaited = windows.awaiting(G);
  if (top.tag === 'nope') return t('nope.waiting', { count: awaited.length });
  if (awaited.includes(me ?? '')) return undefined;
  const seat = name(awaited[0]!);
  if (top.tag === 'defuse') return t('defuse.waiting', { seat });
  if (top.tag === 'give') return t('give.waiting', { seat });
  if (top.tag === 'pick') return t('pick.waiting', { seat });
  if (top.tag === 'alter') return t('future.waiting', { seat });
  return undefined;
}

function Seat({ G, ctx, seat, name }: { G: ExplodingKittensState; ctx: Props['ctx']; seat: string; name: SeatNames }) {
  const { t } = useTranslation('exploding-kittens');
  const status: SeatStatus = G.out.includes(seat)
    ? 'out'
    : ctx.activePlayers?.[seat] !== undefined
      ? 'responding'
      : ctx.currentPlayer === seat && !ctx.activePlayers
        ? 'playing'
        : 'waiting';
  return (
    <SeatPanel name={name(seat)} status={status} cardCount={G.zones[`hand:${seat}`]?.length ?? 0}>
      {ctx.currentPlayer === seat && !G.out.includes(seat) && <p>{t('turn.turnsLeft', { count: G.turnsLeft })}</p>}
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

function FuturePanel({ cards }: { cards: string[] }) {
  const { t } = useTranslation('exploding-kittens');
  return (
    <section className="ek-future" aria-label={t('future.seen')}>
      <h3>{t('future.seen')}</h3>
      <ol>
        {cards.map((card) => (
          <li key={card}>
            <CardFace id={card} size="small" />
          </li>
        ))}
      </ol>
    </section>
  );
}

type Flow =
  | { step: 'target'; play: 'card' | 'pair' | 'triple'; cards: string[] }
  | { step: 'name'; cards: string[]; target: string };

/** My hand, what I may play now, and the choices a play needs (a target, a title to name). */
function HandArea({ G, ctx, me, moves, name }: { G: ExplodingKittensState; ctx: Props['ctx']; me: string; moves: Moves; name: SeatNames }) {
  const { t } = useTranslation('exploding-kittens');
  const hand = G.zones[`hand:${me}`] ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [flow, setFlow] = useState<Flow | null>(null);
  const legal = useMemo(() => legalMoves(G, ctx, me), [G, ctx, me]);
  const acting = ctx.currentPlayer === me && !ctx.activePlayers && legal.length > 0;
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

  const targetTitle = (f: Extract<Flow, { step: 'target' }>) =>
    f.play === 'pair' ? t('dialogs.targetPair') : f.play === 'triple' ? t('dialogs.targetTriple') : kindOf(f.cards[0]!) === 'favor' ? t('dialogs.targetFavor') : t('dialogs.targetAttack');

  return (
    <section aria-label={t('you')}>
      <Hand empty={hand.length === 0}>
        {hand.map((card) => (
          <CardFace
            key={card}
            id={card}
            playable={acting && usable.has(kindOf(card))}
            selected={chosen.includes(card)}
            disabled={!acting}
            onSelect={() => setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]))}
          />
        ))}
      </Hand>
      {acting && (
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
          {chosen.length === 0 && <p>{t('actions.selectHint')}</p>}
        </div>
      )}
      {flow?.step === 'target' && (
        <ChoiceDialog
          title={targetTitle(flow)}
          choices={targets.map((seat) => ({
            value: seat,
            label: t('dialogs.playerCards', { seat: name(seat), count: G.zones[`hand:${seat}`]?.length ?? 0 }),
          }))}
          onChoose={chooseTarget}
          onCancel={() => setFlow(null)}
        />
      )}
      {flow?.step === 'name' && (
        <ChoiceDialog
          title={t('dialogs.name')}
          choices={NAMEABLE_KINDS.map((kind) => ({ value: kind, label: cardName(t, kind) }))}
          onChoose={(named) => {
            moves.combo!(flow.cards.map(kindOf), flow.target, named);
            finish();
          }}
          onCancel={() => setFlow(null)}
        />
      )}
    </section>
  );
}

/** The out-of-turn prompts: Nope, where to put a defused kitten, Alter the Future, a Favor, a pick. */
function Prompts({ G, ctx, me, stage, moves, name }: { G: ExplodingKittensState; ctx: Props['ctx']; me: string; stage?: string; moves: Moves; name: SeatNames }) {
  const { t } = useTranslation('exploding-kittens');
  const version = windows.version(G);
  const top = windows.top(G);
  switch (stage) {
    case 'nope':
      return top?.kind === 'open' ? (
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
      ) : null;
    case 'defuse':
      return <DefusePrompt size={G.zones.draw?.length ?? 0} onChoose={(position) => moves.reinsert!(version, position)} />;
    case 'alter':
      return G.future ? <AlterPanel key={version} cards={G.future.cards} onConfirm={(order) => moves.alter!(version, order)} /> : null;
    case 'give': {
      const to = (top?.data as { to: string } | undefined)?.to ?? ctx.currentPlayer;
      return (
        <ChoiceDialog
          title={t('give.title', { seat: name(to) })}
          description={t('give.ask')}
          choices={(G.zones[`hand:${me}`] ?? []).map((card) => ({ value: card, label: nameOf(t, card), content: <CardFace id={card} size="small" /> }))}
          onChoose={(card) => moves.give!(version, card)}
        />
      );
    }
    case 'pick': {
      // One choice per title (the topmost copy is taken); never an Exploding Kitten.
      const titles = [...new Set((G.zones.discard ?? []).map(kindOf))].filter((kind) => kind !== 'exploding_kitten');
      return (
        <ChoiceDialog
          title={t('pick.title')}
          choices={titles.map((kind) => ({ value: kind, label: cardName(t, kind), content: <CardFace id={G.zones.discard!.find((card) => kindOf(card) === kind)!} size="small" /> }))}
          onChoose={(kind) => moves.pick!(version, kind)}
        />
      );
    }
    default:
      return null;
  }
}

function describePlay(t: TFunction, name: SeatNames, play: PendingPlay): string {
  switch (play.type) {
    case 'card':
      return play.target !== undefined
        ? t('pending.cardOn', { seat: name(play.seat), card: cardName(t, play.kind), target: name(play.target) })
        : t('pending.card', { seat: name(play.seat), card: cardName(t, play.kind) });
    case 'pair':
      return t('pending.pair', { seat: name(play.seat), target: name(play.target) });
    case 'triple':
      return t('pending.triple', { seat: name(play.seat), target: name(play.target), named: cardName(t, play.named) });
    case 'five':
      return t('pending.five', { seat: name(play.seat) });
  }
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
      title={t('nope.title')}
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
      <p>{describePlay(t, name, play)}</p>
      {chain > 0 && <p>{t('nope.chain', { count: chain, state: t(chain % 2 === 1 ? 'nope.cancelled' : 'nope.goingThrough') })}</p>}
      {!awaited && <p>{t('nope.passed')}</p>}
    </ResponsePrompt>
  );
}

function DefusePrompt({ size, onChoose }: { size: number; onChoose: (position: number) => void }) {
  const { t } = useTranslation('exploding-kittens');
  const [position, setPosition] = useState(0);
  return (
    <ResponsePrompt
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
          {t('defuse.position')}: {t('defuse.positionValue', { position: position + 1, size: size + 1 })}
          <input type="range" min={0} max={size} value={position} onChange={(event) => setPosition(Number(event.target.value))} />
        </label>
      </div>
    </ResponsePrompt>
  );
}

function AlterPanel({ cards, onConfirm }: { cards: string[]; onConfirm: (order: string[]) => void }) {
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
      title={t('future.alter')}
      actions={
        <button type="button" onClick={() => onConfirm(order)}>
          {t('future.confirm')}
        </button>
      }
    >
      <ol className="ek-future">
        {order.map((card, i) => (
          <li key={card}>
            <CardFace id={card} size="small" />
            <button type="button" disabled={i === 0} onClick={() => swap(i, i - 1)} aria-label={t('future.earlier', { card: nameOf(t, card) })}>
              ↑
            </button>
            <button type="button" disabled={i === order.length - 1} onClick={() => swap(i, i + 1)} aria-label={t('future.later', { card: nameOf(t, card) })}>
              ↓
            </button>
          </li>
        ))}
      </ol>
    </ResponsePrompt>
  );
}
