import { useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, GameLog, Hand, Pile, ResponsePrompt, SeatPanel, Table, type SeatStatus } from '@parlor/ui';
import { CARD_RULES, card, distance, inPlay, legalMoves, livingSeats, playedAs, rangeOf, windows, type BangState, type CardKey, type HistoryEntry, type LegalMove } from '../index';
import './board.css';

type Props = BoardProps<BangState>;
type Names = (seat: string) => string;

const SUIT_SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** A card's name with its suit and rank, as players read it. */
function cardLabel(t: TFunction, id: string): string {
  if (!/^(base|dc)-/.test(id)) return t('board.hiddenCard');
  const data = card(id);
  return `${t(`card.${data.key}.name`)} ${data.rank}${SUIT_SYMBOL[data.suit]}`;
}

/** A card face: name, suit and rank, with its text as a tooltip. */
function Face({ id, onSelect, selected, playable, small }: { id: string; onSelect?: () => void; selected?: boolean; playable?: boolean; small?: boolean }) {
  const { t } = useTranslation('bang');
  if (!/^(base|dc)-/.test(id)) return <Card faceDown size={small ? 'small' : 'medium'} />;
  const data = card(id);
  return (
    <span title={t(`card.${data.key}.text`)}>
      <Card label={cardLabel(t, id)} tone={data.color} onSelect={onSelect} selected={selected} playable={playable} size={small ? 'small' : 'medium'}>
        <strong>{t(`card.${data.key}.name`)}</strong>
        <span className={`bang-suit bang-suit--${data.suit}`}>
          {data.rank}
          {SUIT_SYMBOL[data.suit]}
        </span>
      </Card>
    </span>
  );
}

/** What a legal move does, in words, for its button. */
function moveLabel(t: TFunction, name: Names, move: LegalMove): string {
  const args = move.args ?? [];
  const cardArg = (index: number) => cardLabel(t, String(args[index]));
  switch (move.move) {
    case 'play': {
      const target = args[1] === undefined ? '' : ` → ${name(String(args[1]))}`;
      const pick = args[2] === undefined ? '' : args[2] === 'hand' ? ` (${t('board.randomHandCard')})` : ` (${cardArg(2)})`;
      return `${t('board.play')} ${cardArg(0)}${target}${pick}`;
    }
    case 'heal':
      return t('board.heal', { first: cardArg(args.length === 3 ? 1 : 0), second: cardArg(args.length === 3 ? 2 : 1) });
    case 'drawFrom':
      return args[1] === 'deck' ? t('board.fromDeck') : args[1] === 'discard' ? t('board.fromDiscard') : t('board.fromPlayer', { name: name(String(args[1])) });
    case 'endPlay':
    case 'barrel':
    case 'takeHit':
    case 'die':
      return t(`board.${move.move}`);
    default:
      return t(`board.${move.move}`, { card: cardArg(1) });
  }
}

/** One line of the history in words. */
function historyLine(t: TFunction, name: Names, entry: HistoryEntry): string {
  const cardName = (key: CardKey) => t(`card.${key}.name`);
  switch (entry.kind) {
    case 'played':
      return t('history.played', { seat: name(entry.seat), card: cardName(entry.as ?? entry.card), target: entry.target ? name(entry.target) : '' });
    case 'equipped':
      return t(entry.on ? 'history.equippedOn' : 'history.equipped', { seat: name(entry.seat), card: cardName(entry.card), target: entry.on ? name(entry.on) : '' });
    case 'discarded':
      return t('history.discarded', { seat: name(entry.seat), card: cardName(entry.card) });
    case 'missed':
      return entry.barrel ? t('history.barrel', { seat: name(entry.seat) }) : t('history.missed', { seat: name(entry.seat), card: cardName(entry.card ?? 'missed') });
    case 'hit':
      return t('history.hit', { seat: name(entry.seat), count: entry.amount, life: entry.life });
    case 'healed':
      return t('history.healed', { seat: name(entry.seat), count: entry.amount, life: entry.life });
    case 'drew':
      return t(entry.from === 'deck' ? 'history.drew' : entry.from === 'discard' ? 'history.drewDiscard' : 'history.drewFrom', { seat: name(entry.seat), count: entry.count });
    case 'shown':
      return t('history.shown', { seat: name(entry.seat), card: `${cardName(entry.card.key)} ${entry.card.rank}${SUIT_SYMBOL[entry.card.suit]}` });
    case 'check':
      return t(entry.success ? 'history.checkPassed' : 'history.checkFailed', {
        seat: name(entry.seat),
        card: `${cardName(entry.card.key)} ${entry.card.rank}${SUIT_SYMBOL[entry.card.suit]}`,
        purpose: t(`card.${entry.purpose}.name`),
      });
    case 'took':
      return t(entry.fromHand ? 'history.tookHand' : 'history.tookPlay', { seat: name(entry.seat), from: name(entry.from), card: entry.card ? cardName(entry.card) : '' });
    case 'lost-card':
      return t('history.lostCard', { seat: name(entry.seat), card: entry.card ? cardName(entry.card) : '' });
    case 'picked':
      return t('history.picked', { seat: name(entry.seat), card: cardName(entry.card) });
    case 'dynamite-passed':
      return t('history.dynamitePassed', { from: name(entry.from), to: name(entry.to) });
    case 'exploded':
      return t('history.exploded', { seat: name(entry.seat) });
    case 'skipped':
      return t('history.skipped', { seat: name(entry.seat) });
    case 'eliminated':
      return t('history.eliminated', { seat: name(entry.seat), role: t(`role.${entry.role}.name`) });
    case 'reward':
      return t('history.reward', { seat: name(entry.seat) });
    case 'penalty':
      return t('history.penalty', { seat: name(entry.seat) });
    case 'turn':
      return t('history.turn', { seat: name(entry.seat) });
  }
}

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function BangBoard({ G, ctx, moves, playerID, matchData }: Props) {
  const { t } = useTranslation('bang');
  const me = playerID ?? null;
  const [selected, setSelected] = useState<string | null>(null);
  const name: Names = (seat) => matchData?.find((player) => String(player.id) === seat)?.name ?? t('board.seat', { number: Number(seat) + 1 });
  const legal = me === null ? [] : legalMoves(G, ctx, me);
  const send = (move: LegalMove) => {
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[move.move]?.(...(move.args ?? []));
  };
  const top = windows.top(G);
  const awaited = top ? windows.awaiting(G) : [];
  const myHand = me === null ? [] : (G.zones[`hand:${me}`] ?? []);
  const plays = legal.filter((move) => move.move === 'play');
  const playable = new Set(plays.map((move) => String(move.args![0])));
  const discarding = G.turn.phase === 'discard' && ctx.currentPlayer === me && !top;
  const lines = G.history.map((entry) => ({ key: entry.n, text: historyLine(t, name, entry) }));
  const result = ctx.gameover as BangState['result'] | undefined;

  return (
    <section className="bang-board" aria-label={t('title')}>
      <header className="bang-status">
        <p role="status">
          {result
            ? t(`board.won.${result.winner}`)
            : ctx.currentPlayer === me
              ? t('board.yourTurn', { phase: t(`board.phase.${G.turn.phase}`) })
              : t('board.turnOf', { seat: name(ctx.currentPlayer) })}
          {top && ` · ${t(`board.waiting.${top.tag}`, { seat: awaited.map(name).join(', ') })}`}
        </p>
      </header>
      <Table
        seats={ctx.playOrder.filter((seat) => seat !== me).map((seat) => <Seat key={seat} G={G} ctx={ctx} seat={seat} me={me} name={name} active={awaited.includes(seat)} />)}
        center={
          <div className="bang-center">
            <Pile label={t('board.drawPile')} count={G.zones.draw?.length ?? 0} />
            <Pile label={t('board.discardPile')} count={G.zones.discard?.length ?? 0} top={G.zones.discard?.[0] ? <Face id={G.zones.discard[0]} /> : undefined} />
            {(G.zones.store?.length ?? 0) > 0 && (
              <div className="bang-row" aria-label={t('card.general_store.name')}>
                {G.zones.store!.map((id) => (
                  <Face key={id} id={id} small />
                ))}
              </div>
            )}
            {(G.zones.reveal?.length ?? 0) > 0 && (
              <div className="bang-row" aria-label={t('board.drawCheck')}>
                {G.zones.reveal!.map((id) => (
                  <Face key={id} id={id} small />
                ))}
              </div>
            )}
          </div>
        }
      />
      {me !== null && <Seat G={G} ctx={ctx} seat={me} me={me} name={name} active={awaited.includes(me)} />}
      {me !== null && G.players[me]?.alive && (
        <div className="bang-hand">
          <Hand empty={myHand.length === 0}>
            {myHand.map((id) => (
              <Face
                key={id}
                id={id}
                playable={playable.has(id) || discarding}
                selected={selected === id}
                onSelect={discarding ? () => send({ move: 'discard', args: [id] }) : playable.has(id) ? () => setSelected(selected === id ? null : id) : undefined}
              />
            ))}
          </Hand>
          {discarding && <p>{t('board.discardDown', { count: myHand.length - G.players[me]!.life })}</p>}
          {!top && ctx.currentPlayer === me && G.turn.phase === 'play' && (
            <div className="bang-actions">
              {selected &&
                plays
                  .filter((move) => move.args![0] === selected)
                  .map((move) => (
                    <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
                      {moveLabel(t, name, move)}
                    </button>
                  ))}
              {selected && <OutOfReach G={G} ctx={ctx} me={me} card={selected} name={name} />}
              {legal
                .filter((move) => move.move === 'heal' || move.move === 'endPlay')
                .map((move) => (
                  <button key={JSON.stringify(move)} type="button" onClick={() => send(move)}>
                    {moveLabel(t, name, move)}
                  </button>
                ))}
              <span>{t('board.reach', { range: rangeOf(G, me) })}</span>
            </div>
          )}
        </div>
      )}
      {me === null && <p>{t('board.spectating')}</p>}
      {me !== null && (G.zones[`look:${me}`]?.length ?? 0) > 0 && (
        <div className="bang-row" aria-label={t('board.kitLook')}>
          {G.zones[`look:${me}`]!.map((id) => (
            <Face key={id} id={id} small />
          ))}
        </div>
      )}
      {top && me !== null && awaited.includes(me) && (
        <ResponsePrompt
          title={t(`board.prompt.${top.tag}`)}
          actions={legal.map((move) => (
            <button key={JSON.stringify(move)} type="button" onClick={() => send(move)}>
              {moveLabel(t, name, move)}
            </button>
          ))}
        />
      )}
      <GameLog lines={lines} />
      <details className="bang-reference">
        <summary>{t('board.reference')}</summary>
        <dl>
          {[...new Set(Object.values(G.zones).flat().filter((id) => /^(base|dc)-/.test(id)).map((id) => card(id).key))].sort().map((key) => (
            <div key={key}>
              <dt>{t(`card.${key}.name`)}</dt>
              <dd>{t(`card.${key}.text`)}</dd>
            </div>
          ))}
          {ctx.playOrder.map((seat) => {
            const key = G.players[seat]!.character;
            return (
              <div key={seat}>
                <dt>{t(`character.${key}.name`)}</dt>
                <dd>{t(`character.${key}.ability`)}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </section>
  );
}

/** For a selected card that needs a target: each other player it cannot be played on, and why. */
function OutOfReach({ G, ctx, me, card: id, name }: { G: BangState; ctx: Props['ctx']; me: string; card: string; name: Names }) {
  const { t } = useTranslation('bang');
  const rule = CARD_RULES[playedAs(G, me, id)];
  if (!rule || rule.targeting === 'none') return null;
  const refused = livingSeats(G, ctx)
    .filter((seat) => seat !== me)
    .map((seat) => {
      const picks = rule.targeting === 'player' ? [undefined] : ['hand' as const, ...inPlay(G, seat)];
      const reasons = picks.map((pick) => rule.check(G, ctx, me, { target: seat, ...(pick ? { pick } : {}) }));
      return reasons.includes(undefined) ? null : { seat, reason: reasons[0]! };
    })
    .filter((entry) => entry !== null);
  if (refused.length === 0) return null;
  return (
    <ul className="bang-why" aria-label={t('board.whyNot')}>
      {refused.map(({ seat, reason }) => (
        <li key={seat}>{t(`board.why.${reason}`, { seat: name(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
      ))}
    </ul>
  );
}

/** One player at the table: character, life, role when known, cards in play, hand size, distance. */
function Seat({ G, ctx, seat, me, name, active }: { G: BangState; ctx: Props['ctx']; seat: string; me: string | null; name: Names; active: boolean }) {
  const { t } = useTranslation('bang');
  const player = G.players[seat]!;
  const role = G.roles[seat];
  const status: SeatStatus = !player.alive ? 'out' : active ? 'responding' : ctx.currentPlayer === seat ? 'playing' : 'waiting';
  return (
    <SeatPanel name={name(seat)} status={status} isMe={seat === me} cardCount={G.zones[`hand:${seat}`]?.length ?? 0}>
      <p className="bang-character" title={t(`character.${player.character}.ability`)}>
        {t(`character.${player.character}.name`)}
      </p>
      <p aria-label={t('board.life', { life: player.life, max: player.maxLife })}>
        {'●'.repeat(Math.max(0, player.life))}
        {'○'.repeat(Math.max(0, player.maxLife - Math.max(0, player.life)))}
      </p>
      {role && <p className="bang-role">{t(`role.${role}.name`)}</p>}
      {me !== null && seat !== me && player.alive && G.players[me]?.alive && <p>{t('board.distance', { distance: distance(G, ctx, me, seat) })}</p>}
      {inPlay(G, seat).length > 0 && (
        <div className="bang-row" aria-label={t('board.inPlay')}>
          {inPlay(G, seat).map((id) => (
            <Face key={id} id={id} small />
          ))}
        </div>
      )}
    </SeatPanel>
  );
}
