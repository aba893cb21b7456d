import { useEffect, useRef, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import { GameLog, Hand, Pile, ResponsePrompt, Table } from '@parlor/ui';
import {
  distance,
  handLimit,
  inPlay,
  legalMoves,
  pendingOf,
  rangeOf,
  referenceOf,
  targetsOf,
  // Not a React hook, whatever its name says: aliased so that the hooks' lint rules do not take it for one.
  targetsInPlayOf,
  type BangResult,
  type BangState,
  type LegalMove,
  type Pending,
} from '../index';
import { cardLabel, Face } from './face';
import { aimText, historyLine, moveLabel, type LabelContext, type Names } from './labels';
import { EventMoves, EventPanel } from './events';
import { Abilities, HealPicker, type Send } from './pickers';
import { Seat } from './seat';
import './board.css';

type Props = BoardProps<BangState>;

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function BangBoard({ G, ctx, moves, playerID, matchData }: Props) {
  const { t } = useTranslation('bang');
  const me = playerID ?? null;
  // A hand card, or a green card of the player's in play, chosen to play or use.
  const [selected, setSelected] = useState<string | null>(null);
  // The height of the open prompt, fixed to the bottom of the screen: as much room below the board lets everything be scrolled above it.
  const [promptSpace, setPromptSpace] = useState(0);
  const name: Names = (seat) => matchData?.find((player) => String(player.id) === seat)?.name ?? t('board.seat', { number: Number(seat) + 1 });
  const legal = me === null ? [] : legalMoves(G, ctx, me);
  const send: Send = (move) => {
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[move.move]?.(...(move.args ?? []));
  };
  const pending = pendingOf(G);
  const labels: LabelContext = { t, name, G, me, pending };
  const awaited = pending?.awaiting ?? [];
  const myHand = me === null ? [] : (G.zones[`hand:${me}`] ?? []);
  const heals = legal.filter((move) => move.move === 'heal');
  const myTurn = me !== null && ctx.currentPlayer === me && !pending;
  // Phase 2 while the player has moves (Law of the West may hold back ending it until its card is played).
  const playing = myTurn && G.turn.phase === 'play' && legal.length > 0;
  const mayEnd = legal.some((move) => move.move === 'endPlay');
  const discarding = myTurn && G.turn.phase === 'discard';
  const playable = new Set(legal.filter((move) => move.move === 'play').map((move) => String(move.args![0])));
  const usable = new Set(legal.filter((move) => move.move === 'use').map((move) => String(move.args![0])));
  const current = selected !== null && (playable.has(selected) || usable.has(selected)) ? selected : null;
  const toggle = (id: string) => setSelected(current === id ? null : id);
  const answering = pending !== undefined && me !== null && awaited.includes(me);
  // Standing by: not awaited and not on his turn, with something he may do at any time (Sid Ketchum).
  const standingBy = me !== null && !answering && !myTurn && heals.length > 0;
  const result = ctx.gameover as BangResult | undefined;
  const lines = G.history.map((entry) => ({ key: entry.n, text: historyLine(t, name, entry) }));
  // Around the table from the player's left (the next to play) back to his right, as seen from his own chair.
  const at = me === null ? -1 : ctx.playOrder.indexOf(me);
  const others = at < 0 ? ctx.playOrder : [...ctx.playOrder.slice(at + 1), ...ctx.playOrder.slice(0, at)];

  return (
    <section className="bang-board" aria-label={t('title')} data-seats={ctx.numPlayers}>
      <header className="bang-status">
        <p role="status">
          {result
            ? wonLine(labels, result)
            : ctx.currentPlayer === me
              ? t('board.yourTurn', { phase: t(`board.phase.${G.turn.phase}`) })
              : t('board.turnOf', { seat: name(ctx.currentPlayer) })}
          {pending && !result && ` · ${t(`board.waiting.${pending.tag}`, { seat: awaited.map(name).join(', ') })}`}
        </p>
      </header>
      {result && <GameOver G={G} ctx={ctx} result={result} name={name} />}
      <Table
        seats={others.map((seat) => <Seat key={seat} G={G} ctx={ctx} seat={seat} me={me} name={name} active={awaited.includes(seat)} />)}
        center={
          <div className="bang-center">
            {G.eventDeck && <EventPanel G={G} threePlayers={ctx.numPlayers === 3} />}
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
      {me !== null && (
        <div className="bang-mine">
          <Seat G={G} ctx={ctx} seat={me} me={me} name={name} active={awaited.includes(me)} usable={playing ? usable : undefined} selected={current} onSelect={toggle} />
          {G.players[me]?.alive && (
            <div className="bang-hand">
              <Hand empty={myHand.length === 0}>
                {myHand.map((id) => (
                  <Face
                    key={id}
                    id={id}
                    playable={playable.has(id) || discarding}
                    selected={current === id}
                    onSelect={discarding ? () => send({ move: 'discard', args: [id] }) : playable.has(id) ? () => toggle(id) : undefined}
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
                  {current && <Targets key={current} G={G} ctx={ctx} me={me} card={current} fromPlay={inPlay(G, me).includes(current)} labels={labels} send={send} />}
                  <Abilities G={G} ctx={ctx} me={me} legal={legal} hand={myHand} labels={labels} send={send} />
                  {heals.length > 0 && <HealPicker heals={heals} hand={myHand} send={send} />}
                  <EventMoves legal={legal} labels={labels} send={send} />
                  {mayEnd ? (
                    <button type="button" onClick={() => send({ move: 'endPlay' })}>
                      {t('board.endPlay')}
                    </button>
                  ) : (
                    G.turn.mustPlay !== undefined && <p>{t('board.eventMoves.mustPlay', { card: cardLabel(t, G.turn.mustPlay) })}</p>
                  )}
                  <span>{t('board.reach', { range: rangeOf(G, me) })}</span>
                </div>
              )}
            </div>
          )}
        </div>
      )}
      {me === null && <p>{t('board.spectating')}</p>}
      {standingBy && (
        <section className="bang-anytime" aria-label={t('board.anytime')}>
          <h2>{t('board.anytime')}</h2>
          <HealPicker heals={heals} hand={myHand} send={send} />
        </section>
      )}
      {answering && <Answer G={G} pending={pending} legal={legal} hand={myHand} me={me} labels={labels} send={send} onHeight={setPromptSpace} />}
      <GameLog lines={lines} />
      <Reference G={G} />
      {answering && <div className="bang-prompt-space" aria-hidden="true" style={{ height: promptSpace }} />}
    </section>
  );
}

/** How the match ended, in one line: the winning side, or the one winner of a 3-player game and how. */
function wonLine({ t, name }: LabelContext, result: BangResult): string {
  const winner = result.winners[0];
  return t(`board.won.${result.winner}`, { seat: winner === undefined ? '' : name(winner) });
}

/** What the prompt says a choice is about, beside its title. */
function choiceAbout({ t, name }: LabelContext, pending: Pending): string | undefined {
  const about = pending.about === undefined ? '' : name(pending.about);
  switch (pending.choice) {
    case 'vera_custer':
    case 'pat_brennan':
      return t(`board.about.${pending.choice}`);
    case 'claus_the_saint':
      // Two, unless an event changes how many cards phase 1 takes.
      return pending.keep === undefined || pending.keep === 2 ? t('board.about.claus_the_saint', { seat: about }) : t('board.about.clausKeeps', { seat: about, count: pending.keep });
    case 'brawl':
      return t(`board.about.${pending.choice}`, { seat: about });
  }
  return undefined;
}

/** The prompt of the window waiting for me: what is asked, and every answer. */
function Answer({
  G,
  pending,
  legal,
  hand,
  me,
  labels,
  send,
  onHeight,
}: {
  G: BangState;
  pending: Pending;
  legal: LegalMove[];
  hand: readonly string[];
  me: string;
  labels: LabelContext;
  send: Send;
  onHeight: (height: number) => void;
}) {
  const { t, name } = labels;
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const prompt = holder.current?.querySelector('.pl-prompt');
    if (!prompt || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onHeight(prompt.getBoundingClientRect().height));
    observer.observe(prompt);
    return () => observer.disconnect();
  }, [onHeight]);
  const heals = legal.filter((move) => move.move === 'heal');
  const answers = legal.filter((move) => move.move !== 'heal');
  const title = pending.tag === 'choice' ? t(`board.prompt.choice.${pending.choice}`) : t(`board.prompt.${pending.tag}`);
  const about =
    pending.tag === 'choice'
      ? choiceAbout(labels, pending)
      : pending.source === undefined
        ? pending.tag === 'dying'
          ? t('board.about.dyingNobody')
          : undefined
        : t(`board.about.${pending.tag}`, { seat: name(pending.source) });
  const look = G.zones[`look:${me}`] ?? [];
  const shown =
    pending.tag === 'store'
      ? { cards: G.zones.store ?? [], label: t('card.general_store.name') }
      : pending.choice === 'draw-check'
        ? { cards: G.zones.reveal ?? [], label: t('board.drawCheck') }
        : look.length > 0
          ? { cards: look, label: t(pending.choice === 'claus_the_saint' ? 'board.clausLook' : 'board.kitLook') }
          : undefined;
  return (
    <div ref={holder}>
      <ResponsePrompt
        title={title}
        actions={answers.map((move) => (
          <button key={JSON.stringify(move)} type="button" onClick={() => send(move)} title={optionHint(labels, pending, move)}>
            {moveLabel(labels, move)}
          </button>
        ))}
      >
        {about && <p>{about}</p>}
        {shown && (
          <div className="bang-row" role="group" aria-label={shown.label}>
            {shown.cards.map((id) => (
              <Face key={id} id={id} small />
            ))}
          </div>
        )}
        {heals.length > 0 && <HealPicker heals={heals} hand={hand} send={send} />}
      </ResponsePrompt>
    </div>
  );
}

/** A tooltip for an answer that needs one: the ability Vera Custer would take on. */
function optionHint({ t, G }: LabelContext, pending: Pending, move: LegalMove): string | undefined {
  if (pending.choice !== 'vera_custer' || move.move !== 'choose') return undefined;
  const character = G.players[String(move.args![1])]?.character;
  return character ? t(`character.${character}.ability`) : undefined;
}

/**
 * For a selected hand card or green card in play: a button per legal play or use (target,
 * card to take), and each other player it cannot aim at, with why. A "discard another card"
 * card then asks which other hand card goes with it, among the legal ones.
 */
function Targets({ G, ctx, me, card: id, fromPlay, labels, send }: { G: BangState; ctx: Props['ctx']; me: string; card: string; fromPlay: boolean; labels: LabelContext; send: Send }) {
  const { t, name } = labels;
  const [aim, setAim] = useState<string | null>(null);
  const choice = fromPlay ? targetsInPlayOf(G, ctx, me, id) : targetsOf(G, ctx, me, id);
  if (!choice) return null;
  const why = choice.refused.length > 0 && (
    <ul className="bang-why" aria-label={t('board.whyNot')}>
      {choice.refused.map(({ seat, reason }) => (
        <li key={seat}>{t(`board.why.${reason}`, { seat: name(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
      ))}
    </ul>
  );
  if (!choice.discardsAnother) {
    return (
      <>
        <div className="bang-row" role="group" aria-label={t('board.targets')}>
          {choice.plays.map((move) => (
            <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
              {moveLabel(labels, move)}
            </button>
          ))}
        </div>
        {why}
      </>
    );
  }
  // The target and pick of a play, without the other card it costs.
  const aimOf = (move: LegalMove) => JSON.stringify(move.args!.slice(1, 3).map((arg) => arg ?? null));
  const aims = [...new Map(choice.plays.map((move) => [aimOf(move), move])).entries()];
  const chosen = aim ?? (choice.targeting === 'none' && aims.length === 1 ? aims[0]![0] : null);
  if (chosen === null) {
    return (
      <>
        <div className="bang-row" role="group" aria-label={t('board.targets')}>
          {aims.map(([key, move]) => (
            <button key={key} type="button" onClick={() => setAim(key)}>
              {`${t('board.play')} ${cardLabel(t, id)}${aimText(labels, move.args!)}`}
            </button>
          ))}
        </div>
        {why}
      </>
    );
  }
  const costs = choice.plays.filter((move) => aimOf(move) === chosen);
  return (
    <div className="bang-row bang-extra" role="group" aria-label={t('board.extra.title', { card: cardLabel(t, id) })}>
      <p>{t('board.extra.prompt', { play: `${cardLabel(t, id)}${aimText(labels, costs[0]?.args ?? [])}` })}</p>
      {costs.map((move) => (
        <button key={String(move.args![3])} type="button" onClick={() => send(move)}>
          {t('board.extra.pick', { card: cardLabel(t, String(move.args![3])) })}
        </button>
      ))}
      {choice.targeting !== 'none' && (
        <button type="button" onClick={() => setAim(null)}>
          {t('board.extra.back')}
        </button>
      )}
    </div>
  );
}

/** The end of the match: every seat's role, now face up, and whether it won. */
function GameOver({ G, ctx, result, name }: { G: BangState; ctx: Props['ctx']; result: BangResult; name: Names }) {
  const { t } = useTranslation('bang');
  return (
    <section className="bang-over" aria-label={t('board.gameOver')}>
      <h2>{t('board.gameOver')}</h2>
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

/** Every card's, character's and event's text of the sets in play, on demand. */
function Reference({ G }: { G: BangState }) {
  const { t } = useTranslation('bang');
  const { cards, characters, events } = referenceOf(G);
  return (
    <details className="bang-reference">
      <summary>{t(events.length > 0 ? 'board.referenceWithEvents' : 'board.reference')}</summary>
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
      {events.length > 0 && (
        <>
          <h3>{t('board.referenceEvents')}</h3>
          <dl>
            {events.map((key) => (
              <div key={key}>
                <dt>{t(`event.${key}.name`)}</dt>
                <dd>{t(`event.${key}.text`)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </details>
  );
}
