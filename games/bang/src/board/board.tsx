import { useState } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, completeHistory } from '@parlor/game-kit';
import { useTranslation } from 'react-i18next';
import { Dock, GameLog, Hand, Pile, ResponsePrompt, Table } from '@parlor/ui';
import {
  awaited,
  distance,
  history,
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
import { aimText, historyLine, moveLabel, sentence, who, type LabelContext, type Names } from './labels';
import { EventMoves, EventPanel } from './events';
import { Abilities, Expandable, HealPicker, type Send } from './pickers';
import { Seat } from './seat';
import './board.css';

type Props = BoardProps<BangState>;

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function BangBoard({ G, ctx, moves, playerID, matchData, log }: Props) {
  const { t } = useTranslation('bang');
  const me = playerID ?? null;
  // A hand card, or a green card of the player's in play, chosen to play or use.
  const [selected, setSelected] = useState<string | null>(null);
  const name: Names = (seat) => matchData?.find((player) => String(player.id) === seat)?.name ?? t('board.seat', { number: Number(seat) + 1 });
  const legal = me === null ? [] : legalMoves(G, ctx, me);
  const send: Send = (move) => {
    setSelected(null);
    (moves as Record<string, (...args: unknown[]) => void>)[move.move]?.(...(move.args ?? []));
  };
  const pending = pendingOf(G);
  const labels: LabelContext = { t, name, G, me, pending };
  // The seats the match waits for, as the room's header names them (the module's `awaited`).
  const acting = awaitedSeats({ awaited }, { G, ctx } as State);
  const myHand = me === null ? [] : (G.zones[`hand:${me}`] ?? []);
  const heals = legal.filter((move) => move.move === 'heal');
  const myTurn = me !== null && ctx.currentPlayer === me && !pending;
  // Phase 2 while the player has moves (Law of the West may hold back ending it until its card is played).
  const playing = myTurn && G.turn.phase === 'play' && legal.length > 0;
  const mayEnd = legal.some((move) => move.move === 'endPlay');
  const discarding = myTurn && G.turn.phase === 'discard';
  const playable = new Set(legal.filter((move) => move.move === 'play').map((move) => String(move.args![0])));
  const usable = new Set(legal.filter((move) => move.move === 'use').map((move) => String(move.args![0])));
  const current = playing && selected !== null && (playable.has(selected) || usable.has(selected)) ? selected : null;
  const toggle = (id: string) => setSelected(current === id ? null : id);
  const answering = pending !== undefined && me !== null && pending.awaiting.includes(me);
  // Standing by: not awaited and not on his turn, with something he may do at any time (Sid Ketchum).
  const standingBy = me !== null && !answering && !myTurn && heals.length > 0;
  const result = ctx.gameover as BangResult | undefined;
  // The whole match's log: what the server stored with each action, and the lines G still holds.
  const lines = completeHistory(log, history(G)).map((entry) => ({ key: entry.n, text: historyLine(labels, entry) }));
  // Around the table from the player's left (the next to play) back to his right, then his own seat, as seen from his chair.
  const at = me === null ? -1 : ctx.playOrder.indexOf(me);
  const seats = at < 0 ? ctx.playOrder : [...ctx.playOrder.slice(at + 1), ...ctx.playOrder.slice(0, at), me!];

  const prompt = answering ? (
    <Answer G={G} pending={pending} legal={legal} hand={myHand} me={me} labels={labels} send={send} />
  ) : current ? (
    <Targets key={current} G={G} ctx={ctx} me={me!} card={current} fromPlay={inPlay(G, me!).includes(current)} labels={labels} send={send} onCancel={() => setSelected(null)} />
  ) : discarding ? (
    <ResponsePrompt kind="discard" title={t('board.discardDown', { count: myHand.length - handLimit(G, me!) })} actions={null}>
      <p>{t('board.discardHow')}</p>
      {heals.length > 0 && <HealPicker heals={heals} hand={myHand} send={send} />}
    </ResponsePrompt>
  ) : undefined;

  return (
    <section className="bang-board" aria-label={t('title')} data-seats={ctx.numPlayers}>
      <header className="bang-status">
        <p role="status" data-parlor-acting={acting.join(',')}>
          {statusLine(labels, ctx, acting, result)}
        </p>
        {/* Whose turn it is, beside the seats a window waits for (the shot's target is not the one whose turn it is). */}
        {pending && !result && <p className="bang-status__turn">{ctx.currentPlayer === me ? t('board.yourTurnAside') : t('board.turnAside', { seat: name(ctx.currentPlayer) })}</p>}
      </header>
      {result && <Roles G={G} ctx={ctx} result={result} name={name} me={me} />}
      <div className="bang-main">
        <Table
          seats={seats.map((seat) => (
            <Seat
              key={seat}
              G={G}
              ctx={ctx}
              seat={seat}
              me={me}
              name={name}
              active={pending?.awaiting.includes(seat) === true}
              {...(seat === me ? { usable: playing ? usable : undefined, selected: current, onSelect: toggle } : {})}
            />
          ))}
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
        <div className="bang-side">
          {me === null && <p className="bang-spectating">{t('board.spectating')}</p>}
          <GameLog lines={lines} />
          <Reference G={G} />
        </div>
      </div>
      {me !== null && (
        <Dock latest={lines.at(-1)?.text} prompt={prompt}>
          {G.players[me]?.alive && (
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
          )}
          {playing && (
            <div className="bang-actions">
              {mayEnd ? (
                <button type="button" className="bang-end" onClick={() => send({ move: 'endPlay' })}>
                  {t('board.endPlay')}
                </button>
              ) : (
                G.turn.mustPlay !== undefined && <p>{t('board.eventMoves.mustPlay', { card: cardLabel(t, G.turn.mustPlay) })}</p>
              )}
              <span className="bang-reach">{t('board.reach', { range: rangeOf(G, me) })}</span>
              <Abilities G={G} ctx={ctx} me={me} legal={legal} hand={myHand} labels={labels} send={send} />
              {heals.length > 0 && (
                <Expandable label={t('board.heal.title')}>
                  <HealPicker heals={heals} hand={myHand} send={send} />
                </Expandable>
              )}
              <EventMoves legal={legal} labels={labels} send={send} />
            </div>
          )}
          {standingBy && (
            <section className="bang-anytime" aria-label={t('board.anytime')}>
              <HealPicker heals={heals} hand={myHand} send={send} />
            </section>
          )}
        </Dock>
      )}
    </section>
  );
}

/** The status line: who the match waits for, from the reader's seat ("Your turn", "Bob is shot at"), or how it ended. */
function statusLine(labels: LabelContext, ctx: Props['ctx'], acting: readonly string[], result: BangResult | undefined): string {
  const { t, name, me, pending, G } = labels;
  if (result) return wonLine(labels, result);
  if (pending) {
    // The seat that must answer gets its prompt and is told so, never its own name.
    if (me !== null && acting.includes(me)) return t(`board.waitingYou.${pending.tag}`);
    return t(`board.waiting.${pending.tag}`, { seat: acting.map(name).join(', '), count: acting.length });
  }
  return ctx.currentPlayer === me ? t('board.yourTurn', { phase: t(`board.phase.${G.turn.phase}`) }) : t('board.turnOf', { seat: name(ctx.currentPlayer) });
}

/** How the match ended, in one line: the winning side, or the one winner of a 3-player game and how ("You … win" for him). */
function wonLine({ t, name, me }: LabelContext, result: BangResult): string {
  const winner = result.winners[0];
  return t(`board.won.${result.winner}`, { seat: winner === undefined ? '' : name(winner), context: winner !== undefined && winner === me ? 'you' : undefined });
}

/** What the prompt says a choice is about, beside its title. */
function choiceAbout(labels: LabelContext, pending: Pending): string | undefined {
  const { t } = labels;
  const about = pending.about === undefined ? '' : who(labels, pending.about);
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

/** The prompt's stable name (`data-parlor-prompt`): the window's tag, or the choice asked. */
const promptKind = (pending: Pending) => (pending.tag === 'choice' ? `choice-${pending.choice}` : pending.tag);

/** The prompt of the window waiting for me: what is asked, and every answer. */
function Answer({ G, pending, legal, hand, me, labels, send }: { G: BangState; pending: Pending; legal: LegalMove[]; hand: readonly string[]; me: string; labels: LabelContext; send: Send }) {
  const { t } = labels;
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
        : sentence(t(`board.about.${pending.tag}`, { seat: who(labels, pending.source) }));
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
    <ResponsePrompt
      kind={promptKind(pending)}
      title={title}
      actions={answers.map((move) => (
        <button key={JSON.stringify(move)} type="button" onClick={() => send(move)} title={optionHint(labels, pending, move)}>
          {moveLabel(labels, move)}
        </button>
      ))}
    >
      {about && <p>{about}</p>}
      {shown && (
        <div className="bang-row bang-shown" role="group" aria-label={shown.label}>
          {shown.cards.map((id) => (
            // Kit Carlson's and Claus's looks lie nowhere else on the board: their one picture; the store and draw! cards are copies of the table's.
            <Face key={id} id={id} small copy={pending.tag === 'store' || pending.choice === 'draw-check'} />
          ))}
        </div>
      )}
      {heals.length > 0 && <HealPicker heals={heals} hand={hand} send={send} />}
    </ResponsePrompt>
  );
}

/** A tooltip for an answer that needs one: the ability Vera Custer would take on. */
function optionHint({ t, G }: LabelContext, pending: Pending, move: LegalMove): string | undefined {
  if (pending.choice !== 'vera_custer' || move.move !== 'choose') return undefined;
  const character = G.players[String(move.args![1])]?.character;
  return character ? t(`character.${character}.ability`) : undefined;
}

/** The players a card cannot aim at, with why: folded, so the prompt stays short on a phone. */
function WhyNot({ G, ctx, me, refused, labels }: { G: BangState; ctx: Props['ctx']; me: string; refused: readonly { seat: string; reason: string }[]; labels: LabelContext }) {
  const { t, name } = labels;
  if (refused.length === 0) return null;
  return (
    <details className="bang-why">
      <summary>{t('board.whyNotCount', { count: refused.length })}</summary>
      <ul aria-label={t('board.whyNot')}>
        {refused.map(({ seat, reason }) => (
          <li key={seat}>{t(`board.why.${reason}`, { seat: name(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The prompt for a selected hand card or green card in play, in the Dock: a button per legal
 * play or use (target, card to take), and each other player it cannot aim at, with why. A
 * "discard another card" card then asks which other hand card goes with it, among the legal ones.
 */
function Targets({
  G,
  ctx,
  me,
  card: id,
  fromPlay,
  labels,
  send,
  onCancel,
}: {
  G: BangState;
  ctx: Props['ctx'];
  me: string;
  card: string;
  fromPlay: boolean;
  labels: LabelContext;
  send: Send;
  onCancel: () => void;
}) {
  const { t } = labels;
  const [aim, setAim] = useState<string | null>(null);
  const choice = fromPlay ? targetsInPlayOf(G, ctx, me, id) : targetsOf(G, ctx, me, id);
  if (!choice) return null;
  const why = <WhyNot G={G} ctx={ctx} me={me} refused={choice.refused} labels={labels} />;
  const cancel = (
    <button type="button" className="bang-cancel" onClick={onCancel}>
      {t('board.cancel')}
    </button>
  );
  const title = t(fromPlay ? 'board.targetTitleUse' : 'board.targetTitle', { card: cardLabel(t, id) });
  if (!choice.discardsAnother) {
    return (
      <ResponsePrompt
        kind="target"
        title={title}
        actions={
          <>
            <div className="bang-row" role="group" aria-label={t('board.targets')}>
              {choice.plays.map((move) => (
                <button key={JSON.stringify(move.args)} type="button" onClick={() => send(move)}>
                  {moveLabel(labels, move)}
                </button>
              ))}
            </div>
            {cancel}
          </>
        }
      >
        {why}
      </ResponsePrompt>
    );
  }
  // The target and pick of a play, without the other card it costs.
  const aimOf = (move: LegalMove) => JSON.stringify(move.args!.slice(1, 3).map((arg) => arg ?? null));
  const aims = [...new Map(choice.plays.map((move) => [aimOf(move), move])).entries()];
  const chosen = aim ?? (choice.targeting === 'none' && aims.length === 1 ? aims[0]![0] : null);
  if (chosen === null) {
    return (
      <ResponsePrompt
        kind="target"
        title={title}
        actions={
          <>
            <div className="bang-row" role="group" aria-label={t('board.targets')}>
              {aims.map(([key, move]) => (
                <button key={key} type="button" onClick={() => setAim(key)}>
                  {`${t('board.play')} ${cardLabel(t, id)}${aimText(labels, move.args!)}`}
                </button>
              ))}
            </div>
            {cancel}
          </>
        }
      >
        {why}
      </ResponsePrompt>
    );
  }
  const costs = choice.plays.filter((move) => aimOf(move) === chosen);
  return (
    <ResponsePrompt
      kind="extra"
      title={t('board.extra.title', { card: cardLabel(t, id) })}
      actions={
        <>
          <div className="bang-row bang-extra" role="group" aria-label={t('board.extra.title', { card: cardLabel(t, id) })}>
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
          {cancel}
        </>
      }
    >
      <p>{t('board.extra.prompt', { play: `${cardLabel(t, id)}${aimText(labels, costs[0]?.args ?? [])}` })}</p>
    </ResponsePrompt>
  );
}

/** The end of the match: every seat's role, now face up, and whether it won (the result itself is the status line's, said once). */
function Roles({ G, ctx, result, name, me }: { G: BangState; ctx: Props['ctx']; result: BangResult; name: Names; me: string | null }) {
  const { t } = useTranslation('bang');
  return (
    <section className="bang-over" aria-label={t('board.roles')}>
      <h2>{t('board.roles')}</h2>
      <ul>
        {ctx.playOrder.map((seat) => (
          <li key={seat}>
            {t(result.winners.includes(seat) ? 'board.winner' : 'board.loser', { seat: name(seat), role: t(`role.${G.roles[seat]}.name`), context: seat === me ? 'you' : undefined })}
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
