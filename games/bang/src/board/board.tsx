import { useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, GameLog, Hand, Pile, ResponsePrompt, SeatPanel, Table, type SeatStatus } from '@parlor/ui';
import {
  card,
  distance,
  handLimit,
  inPlay,
  legalMoves,
  pendingOf,
  rangeOf,
  referenceOf,
  targetsOf,
  type BangResult,
  type BangState,
  type HistoryEntry,
  type LegalMove,
  type Pending,
} from '../index';
import './board.css';

type Props = BoardProps<BangState>;
type Names = (seat: string) => string;
type Send = (move: LegalMove) => void;

const SUIT_SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** Whether a card id names a real card (other seats' hidden cards arrive as placeholders). */
const isFace = (id: string) => /^(base|dc)-/.test(id);

/** A card's name with its suit and rank, as players read it. */
function cardLabel(t: TFunction, id: string): string {
  if (!isFace(id)) return t('board.hiddenCard');
  const data = card(id);
  return `${t(`card.${data.key}.name`)} ${data.rank}${SUIT_SYMBOL[data.suit]}`;
}

/** A card face: name, suit and rank, with its text as a tooltip. */
function Face({ id, onSelect, selected, playable, small }: { id: string; onSelect?: () => void; selected?: boolean; playable?: boolean; small?: boolean }) {
  const { t } = useTranslation('bang');
  if (!isFace(id)) return <Card faceDown size={small ? 'small' : 'medium'} />;
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
function moveLabel(t: TFunction, name: Names, move: LegalMove, pending: Pending | undefined): string {
  const args = move.args ?? [];
  const cardArg = (index: number) => cardLabel(t, String(args[index]));
  switch (move.move) {
    case 'play': {
      const target = args[1] === undefined ? '' : ` → ${name(String(args[1]))}`;
      const pick = args[2] === undefined ? '' : args[2] === 'hand' ? ` (${t('board.randomHandCard')})` : ` (${cardArg(2)})`;
      return `${t('board.play')} ${cardArg(0)}${target}${pick}`;
    }
    case 'heal':
      return t('board.heal.pair', { first: cardArg(0), second: cardArg(1) });
    case 'choose': {
      const option = String(args[1]);
      if (option === 'deck') return t('board.choose.deck');
      if (option === 'discard') return t('board.choose.discard');
      if (!isFace(option)) return t('board.choose.player', { name: name(option) });
      return t(pending?.choice === 'kit_carlson' ? 'board.choose.putBack' : 'board.choose.count', { card: cardArg(1) });
    }
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
  const cardName = (key: string) => t(`card.${key}.name`);
  const face = (shown: { key: string; rank: string; suit: keyof typeof SUIT_SYMBOL }) => `${cardName(shown.key)} ${shown.rank}${SUIT_SYMBOL[shown.suit]}`;
  switch (entry.kind) {
    case 'played':
      return t(entry.target ? 'history.playedOn' : 'history.played', { seat: name(entry.seat), card: cardName(entry.as ?? entry.card), target: entry.target ? name(entry.target) : '' });
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
      return t('history.shown', { seat: name(entry.seat), card: face(entry.card) });
    case 'check': {
      const purpose = t(`board.checkFor.${entry.purpose}`);
      if (!entry.card) return t(entry.success ? 'history.checkNothingGood' : 'history.checkNothingBad', { seat: name(entry.seat), purpose });
      return t(entry.success ? 'history.checkPassed' : 'history.checkFailed', { seat: name(entry.seat), card: face(entry.card), purpose });
    }
    case 'took':
      return t(entry.fromHand ? 'history.tookHand' : 'history.tookPlay', { seat: name(entry.seat), from: name(entry.from), card: entry.card ? cardName(entry.card) : '' });
    case 'lost-card':
      return entry.card ? t('history.lostCard', { seat: name(entry.seat), card: cardName(entry.card) }) : t('history.lostHandCard', { seat: name(entry.seat) });
    case 'picked':
      return t('history.picked', { seat: name(entry.seat), card: cardName(entry.card) });
    case 'inherited':
      return t('history.inherited', { seat: name(entry.seat), from: name(entry.from), count: entry.count });
    case 'dynamite-passed':
      return t('history.dynamitePassed', { from: name(entry.from), to: name(entry.to) });
    case 'exploded':
      return t('history.exploded', { seat: name(entry.seat) });
    case 'skipped':
      return t('history.skipped', { seat: name(entry.seat) });
    case 'eliminated':
      return t('history.eliminated', { seat: name(entry.seat), role: t(`role.${entry.role}.name`) });
    case 'reward':
      return t(entry.anyKill ? 'history.rewardAnyKill' : 'history.reward', { seat: name(entry.seat) });
    case 'used':
      return t(entry.target ? 'history.usedOn' : 'history.used', { seat: name(entry.seat), card: cardName(entry.card), target: entry.target ? name(entry.target) : '' });
    case 'unaffected':
      return t('history.unaffected', { seat: name(entry.seat), card: cardName(entry.card), by: name(entry.by) });
    case 'ability':
      return t(entry.target ? 'history.abilityOn' : 'history.ability', { seat: name(entry.seat), character: t(`character.${entry.character}.name`), target: entry.target ? name(entry.target) : '' });
    case 'gave':
      return t('history.gave', { seat: name(entry.seat), to: name(entry.to) });
    case 'copied':
      return entry.character ? t('history.copied', { seat: name(entry.seat), character: t(`character.${entry.character}.name`) }) : t('history.copiedNone', { seat: name(entry.seat) });
    case 'penalty':
      return t('history.penalty', { seat: name(entry.seat) });
    case 'turn':
      return t('history.turn', { seat: name(entry.seat) });
    case 'ended':
      return t('history.ended', { seat: name(entry.seat), count: entry.hand });
  }
}

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function BangBoard({ G, ctx, moves, playerID, matchData }: Props) {
  const { t } = useTranslation('bang');
  const me = playerID ?? null;
  const [selected, setSelected] = useState<string | null>(null);
  const name: Names = (seat) => matchData?.find((player) => String(player.id) === seat)?.name ?? t('board.seat', { number: Number(seat) + 1 });
  const legal = me === null ? [] : legalMoves(G, ctx, me);
  const send: Send = (move) => {
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[move.move]?.(...(move.args ?? []));
  };
  const pending = pendingOf(G);
  const awaited = pending?.awaiting ?? [];
  const myHand = me === null ? [] : (G.zones[`hand:${me}`] ?? []);
  const heals = legal.filter((move) => move.move === 'heal');
  const myTurn = me !== null && ctx.currentPlayer === me && !pending;
  const playing = myTurn && G.turn.phase === 'play' && legal.some((move) => move.move === 'endPlay');
  const discarding = myTurn && G.turn.phase === 'discard';
  const playable = new Set(legal.filter((move) => move.move === 'play').map((move) => String(move.args![0])));
  const answering = pending !== undefined && me !== null && awaited.includes(me);
  // Standing by: not awaited and not on his turn, with something he may do at any time (Sid Ketchum).
  const standingBy = me !== null && !answering && !myTurn && heals.length > 0;
  const result = ctx.gameover as BangResult | undefined;
  const lines = G.history.map((entry) => ({ key: entry.n, text: historyLine(t, name, entry) }));

  return (
    <section className="bang-board" aria-label={t('title')}>
      <header className="bang-status">
        <p role="status">
          {result
            ? t(`board.won.${result.winner}`)
            : ctx.currentPlayer === me
              ? t('board.yourTurn', { phase: t(`board.phase.${G.turn.phase}`) })
              : t('board.turnOf', { seat: name(ctx.currentPlayer) })}
          {pending && !result && ` · ${t(`board.waiting.${pending.tag}`, { seat: awaited.map(name).join(', ') })}`}
        </p>
      </header>
      {result && <GameOver G={G} ctx={ctx} result={result} name={name} />}
      <Table
        seats={ctx.playOrder.filter((seat) => seat !== me).map((seat) => <Seat key={seat} G={G} ctx={ctx} seat={seat} me={me} name={name} active={awaited.includes(seat)} />)}
        center={
          <div className="bang-center">
            <Pile label={t('board.drawPile')} count={G.zones.draw?.length ?? 0} />
            <Pile label={t('board.discardPile')} count={G.zones.discard?.length ?? 0} top={G.zones.discard?.[0] ? <Face id={G.zones.discard[0]} /> : undefined} />
            {(G.zones.store?.length ?? 0) > 0 && (
              <div className="bang-row" role="group" aria-label={t('card.general_store.name')}>
                {G.zones.store!.map((id) => (
                  <Face key={id} id={id} small />
                ))}
              </div>
            )}
            {(G.zones.reveal?.length ?? 0) > 0 && (
              <div className="bang-row" role="group" aria-label={t('board.drawCheck')}>
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
          {discarding && (
            <div className="bang-actions" role="group" aria-label={t('board.phase.discard')}>
              <p>{t('board.discardDown', { count: myHand.length - handLimit(G, me) })}</p>
              {heals.length > 0 && <HealPicker heals={heals} hand={myHand} send={send} />}
            </div>
          )}
          {playing && (
            <div className="bang-actions">
              {selected && <Targets G={G} ctx={ctx} me={me} card={selected} name={name} send={send} />}
              {heals.length > 0 && <HealPicker heals={heals} hand={myHand} send={send} />}
              <button type="button" onClick={() => send({ move: 'endPlay' })}>
                {t('board.endPlay')}
              </button>
              <span>{t('board.reach', { range: rangeOf(G, me) })}</span>
            </div>
          )}
        </div>
      )}
      {me === null && <p>{t('board.spectating')}</p>}
      {me !== null && (G.zones[`look:${me}`]?.length ?? 0) > 0 && (
        <div className="bang-row" role="group" aria-label={t('board.kitLook')}>
          {G.zones[`look:${me}`]!.map((id) => (
            <Face key={id} id={id} small />
          ))}
        </div>
      )}
      {standingBy && (
        <section className="bang-anytime" aria-label={t('board.anytime')}>
          <h2>{t('board.anytime')}</h2>
          <HealPicker heals={heals} hand={myHand} send={send} />
        </section>
      )}
      {answering && <Answer G={G} pending={pending} legal={legal} hand={myHand} name={name} send={send} />}
      <GameLog lines={lines} />
      <Reference G={G} />
    </section>
  );
}

/** The prompt of the window waiting for me: what is asked, and every answer. */
function Answer({ G, pending, legal, hand, name, send }: { G: BangState; pending: Pending; legal: LegalMove[]; hand: readonly string[]; name: Names; send: Send }) {
  const { t } = useTranslation('bang');
  const heals = legal.filter((move) => move.move === 'heal');
  const answers = legal.filter((move) => move.move !== 'heal');
  const title = pending.tag === 'choice' ? t(`board.prompt.choice.${pending.choice}`) : t(`board.prompt.${pending.tag}`);
  const about =
    pending.tag === 'choice' || pending.source === undefined
      ? pending.tag === 'dying'
        ? t('board.about.dyingNobody')
        : undefined
      : t(`board.about.${pending.tag}`, { seat: name(pending.source) });
  const shown = pending.tag === 'store' ? G.zones.store : pending.tag === 'choice' && pending.choice === 'draw-check' ? G.zones.reveal : undefined;
  return (
    <ResponsePrompt
      title={title}
      actions={answers.map((move) => (
        <button key={JSON.stringify(move)} type="button" onClick={() => send(move)}>
          {moveLabel(t, name, move, pending)}
        </button>
      ))}
    >
      {about && <p>{about}</p>}
      {shown && (
        <div className="bang-row">
          {shown.map((id) => (
            <Face key={id} id={id} small />
          ))}
        </div>
      )}
      {heals.length > 0 && <HealPicker heals={heals} hand={hand} send={send} />}
    </ResponsePrompt>
  );
}

/**
 * Sid Ketchum's heal: pick two cards of the hand, then confirm. Offered on his turn, in phase
 * 3, in a prompt (to survive a lethal hit) and at any time while he stands by.
 */
function HealPicker({ heals, hand, send }: { heals: LegalMove[]; hand: readonly string[]; send: Send }) {
  const { t } = useTranslation('bang');
  const [picked, setPicked] = useState<string[]>([]);
  const chosen = picked.filter((id) => hand.includes(id));
  const move = chosen.length === 2 ? heals.find((heal) => heal.args!.includes(chosen[0]) && heal.args!.includes(chosen[1])) : undefined;
  const toggle = (id: string) => setPicked(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id].slice(-2));
  return (
    <div className="bang-heal" role="group" aria-label={t('board.heal.title')}>
      <p>{t('board.heal.title')}</p>
      <div className="bang-row">
        {hand.map((id) => (
          <Face key={id} id={id} small selected={chosen.includes(id)} onSelect={() => toggle(id)} />
        ))}
      </div>
      <button
        type="button"
        disabled={!move}
        onClick={() => {
          setPicked([]);
          if (move) send(move);
        }}
      >
        {move ? t('board.heal.confirm') : t('board.heal.pick', { count: 2 - chosen.length })}
      </button>
    </div>
  );
}

/** For a selected card: a button per legal play (target, card to take), and each other player it cannot be played on, with why. */
function Targets({ G, ctx, me, card: id, name, send }: { G: BangState; ctx: Props['ctx']; me: string; card: string; name: Names; send: Send }) {
  const { t } = useTranslation('bang');
  const choice = targetsOf(G, ctx, me, id);
  if (!choice) return null;
  return (
    <>
      <div className="bang-row" role="group" aria-label={t('board.targets')}>
        {choice.plays.map((move) => (
          <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
            {moveLabel(t, name, move, undefined)}
          </button>
        ))}
      </div>
      {choice.refused.length > 0 && (
        <ul className="bang-why" aria-label={t('board.whyNot')}>
          {choice.refused.map(({ seat, reason }) => (
            <li key={seat}>{t(`board.why.${reason}`, { seat: name(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The end of the match: who won, and every seat's role, now face up. */
function GameOver({ G, ctx, result, name }: { G: BangState; ctx: Props['ctx']; result: BangResult; name: Names }) {
  const { t } = useTranslation('bang');
  return (
    <section className="bang-over" aria-label={t('board.gameOver')}>
      <h2>{t('board.gameOver')}</h2>
      <p>{t(`board.won.${result.winner}`)}</p>
      <ul>
        {ctx.playOrder.map((seat) => (
          <li key={seat}>
            {t(result.winners.includes(seat) ? 'board.winner' : 'board.loser', { seat: name(seat), role: t(`role.${G.roles[seat]}.name`) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every card's and character's text of the sets in play, on demand. */
function Reference({ G }: { G: BangState }) {
  const { t } = useTranslation('bang');
  const { cards, characters } = referenceOf(G);
  return (
    <details className="bang-reference">
      <summary>{t('board.reference')}</summary>
      <h3>{t('board.referenceCards')}</h3>
      <dl>
        {cards.map((key) => (
          <div key={key}>
            <dt>{t(`card.${key}.name`)}</dt>
            <dd>{t(`card.${key}.text`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('board.referenceCharacters')}</h3>
      <dl>
        {characters.map((key) => (
          <div key={key}>
            <dt>{t(`character.${key}.name`)}</dt>
            <dd>{t(`character.${key}.ability`)}</dd>
          </div>
        ))}
      </dl>
    </details>
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
        <div className="bang-row" role="group" aria-label={t('board.inPlay')}>
          {inPlay(G, seat).map((id) => (
            <Face key={id} id={id} small />
          ))}
        </div>
      )}
    </SeatPanel>
  );
}
