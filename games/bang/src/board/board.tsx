import { useState, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { awaitedSeats, completeHistory } from '@parlor/game-kit';
import { useTranslation } from 'react-i18next';
import { BoardAside, BoardLayout, Dock, GameLog, Hand, Pile, ResponsePrompt, RoundTable, useReaderNames, type SeatStatus } from '@parlor/ui';
import { ReferenceEntry } from './reference-entry';
import {
  awaited,
  distance,
  history,
  handLimit,
  legalMoves,
  pendingOf,
  rangeOf,
  referenceOf,
  seated,
  targetsOf,
  // Not a React hook, whatever its name says: aliased so that the hooks' lint rules do not take it for one.
  targetsInPlayOf,
  type BangResult,
  type BangState,
  type CharacterKey,
  type LegalMove,
  type Pending,
  type Role,
} from '../index';
import { aimStep, type Aim, type AimStep } from './aim';
import { cardBack } from './art';
import { cardHelp, cardLabel, characterHelp, eventHelp, Face, isFace, roleHelp, sampleOf } from './face';
import { historyLine, moveLabel, type LabelContext } from './labels';
import { EventMoves, EventPanel } from './events';
import { EquipmentReference, GoldMoves, GoldPanel } from './gold';
import { ShowMoves, ShowPanel } from './wild-west-show';
import { Abilities, Expandable, HealPicker, type Send } from './pickers';
import { BangSeat, type CardAction } from './seat';
import './board.css';

type Props = BoardProps<BangState>;

/** The moves that answer a window with one card, named by their second argument. */
const CARD_ANSWERS = new Set(['missed', 'beer', 'bang', 'pick', 'choose', 'escape', 'save']);

/**
 * What clicking each card does, where one click is the whole answer: a Missed! in the hand or a
 * green one in play against a shot, a Beer, a BANG! against Indians!, a General Store pick, a
 * card to take or discard in a choice, a card to discard in phase 3. A card two moves could
 * use is left to the prompt's buttons.
 */
function oneClickAnswers(legal: readonly LegalMove[]): Map<string, LegalMove> {
  const found = new Map<string, LegalMove | null>();
  for (const move of legal) {
    const id = move.move === 'discard' ? move.args?.[0] : CARD_ANSWERS.has(move.move) ? move.args?.[1] : undefined;
    if (typeof id !== 'string' || !isFace(id)) continue;
    found.set(id, found.has(id) ? null : move);
  }
  return new Map([...found].filter((entry): entry is [string, LegalMove] => entry[1] !== null));
}

/** The whole table as one seat (or a spectator) receives it. Rules stay in the rules entry. */
export function BangBoard({ G, ctx: dealt, moves, playerID, matchData, log }: Props) {
  // The table as it sits now (Lady Rose of Texas moves players): seats, distances and turns follow it.
  const ctx = seated(G, dealt);
  const { t } = useTranslation('bang');
  const me = playerID ?? null;
  const names = useReaderNames(matchData, me);
  // A hand card, or a green card of the player's in play, being aimed: what has been chosen of it so far.
  const [aim, setAim] = useState<Aim | null>(null);
  const legal = me === null ? [] : legalMoves(G, ctx, me);
  const send: Send = (move) => {
    setAim(null);
    (moves as Record<string, (...args: unknown[]) => void>)[move.move]?.(...(move.args ?? []));
  };
  const pending = pendingOf(G);
  const labels: LabelContext = { t, names, G, pending };
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
  const answering = pending !== undefined && me !== null && pending.awaiting.includes(me);
  const answers = oneClickAnswers(legal);
  // Standing by: not awaited and not on his turn, with something he may do at any time (Sid Ketchum).
  const standingBy = me !== null && !answering && !myTurn && heals.length > 0;
  const result = ctx.gameover as BangResult | undefined;
  // The card being aimed, while it may still be played as chosen so far.
  const step: AimStep = aim && playing ? aimStep(legal, aim) : { step: 'none' };
  const current = step.step === 'none' ? null : aim;

  /** Goes on aiming with this much chosen: plays at once when one play is left, asks the next choice otherwise. */
  const choose = (next: Aim) => {
    const now = aimStep(legal, next);
    if (now.step === 'ready') send(now.move);
    else setAim(now.step === 'none' ? null : next);
  };
  // A card played together with another (Aim) asks for that card before its target.
  const joins = (id: string, fromPlay: boolean) => !fromPlay && me !== null && targetsOf(G, ctx, me, id)?.joins === true;
  const toggle = (id: string, fromPlay: boolean) => (current?.card === id ? setAim(null) : choose({ card: id, fromPlay, ...(joins(id, fromPlay) ? { joins: true } : {}) }));

  // The whole match's log: what the server stored with each action, and the lines G still holds.
  const lines = completeHistory(log, history(G)).map((entry) => ({ key: entry.n, text: historyLine(t, names, entry) }));

  /** What clicking a card does now, wherever it lies: the choice asked of an aim, a one-click answer, or aiming it. */
  const clickCard = (id: string, where: 'hand' | 'play' | 'table'): (() => void) | undefined => {
    if (current && step.step === 'pick' && step.options.includes(id)) return () => choose({ ...current, pick: id });
    if (current && step.step === 'extra' && where === 'hand' && step.options.includes(id) && id !== current.card) return () => choose({ ...current, extra: id });
    if (current && current.card === id) return () => setAim(null);
    const answer = answers.get(id);
    if (answer && (answering || discarding)) return () => send(answer);
    if (!playing) return undefined;
    if (where === 'hand' && playable.has(id)) return () => toggle(id, false);
    if (where === 'play' && usable.has(id)) return () => toggle(id, true);
    return undefined;
  };

  // The targets of the card being aimed, and why each other living seat is not one.
  const choice = current ? (current.fromPlay ? targetsInPlayOf(G, ctx, me!, current.card) : targetsOf(G, ctx, me!, current.card, current.extra ?? undefined)) : undefined;
  const refused = new Map((choice?.refused ?? []).map(({ seat, reason }) => [seat, t(`board.why.${reason}`, { seat: names.plain(seat), distance: me === null ? 0 : distance(G, ctx, me, seat), reach: me === null ? 1 : rangeOf(G, me) })]));

  const seatStatus = (seat: string): SeatStatus => {
    const player = G.players[seat]!;
    if (!player.alive && !player.ghost) return 'out';
    if (pending?.awaiting.includes(seat)) return 'responding';
    return ctx.currentPlayer === seat && !result ? 'playing' : 'waiting';
  };

  const seats = ctx.playOrder.map((seat) => {
    const target = step.step === 'target' && step.options.includes(seat);
    // A choice whose answer is a player (Jesse Jones's, Vera Custer's, a life to give): his seat is the button too.
    const seatAnswer = answering && pending?.tag === 'choice' ? legal.find((move) => move.move === 'choose' && move.args?.[1] === seat) : undefined;
    const cardAction: CardAction = (id) => clickCard(id, seat === me ? 'play' : 'table');
    return {
      id: seat,
      node: (
        <BangSeat
          G={G}
          ctx={ctx}
          seat={seat}
          me={me}
          names={names}
          status={seatStatus(seat)}
          cardAction={cardAction}
          selected={current?.fromPlay ? current.card : null}
          onPick={target ? () => choose({ ...current!, target: seat }) : seatAnswer ? () => send(seatAnswer) : undefined}
          pickLabel={target ? t('board.aimAt', { card: cardLabel(t, current!.card), seat: seat === me ? t('board.yourself') : names.plain(seat) }) : seatAnswer ? moveLabel(labels, seatAnswer) : undefined}
          picked={current?.target === seat}
          unreachable={current ? refused.get(seat) : undefined}
          // Hands are shown where the view holds them card by card: a replay showing everything, never another seat's secret.
          showHand={me === null}
          won={result?.winners.includes(seat) === true}
        />
      ),
    };
  });

  const prompt = answering ? (
    <Answer G={G} pending={pending} legal={legal} hand={myHand} me={me} labels={labels} send={send} />
  ) : current && step.step !== 'none' && step.step !== 'ready' ? (
    <AimPrompt G={G} ctx={ctx} me={me!} aim={current} step={step} labels={labels} choose={choose} onCancel={() => setAim(null)} />
  ) : discarding ? (
    <ResponsePrompt kind="discard" title={t('board.discardDown', { count: myHand.length - handLimit(G, me!) })} actions={null}>
      <p>{t('board.discardHow')}</p>
      {heals.length > 0 && <HealPicker heals={heals} hand={myHand} send={send} />}
    </ResponsePrompt>
  ) : undefined;

  const center = (
    <div className="bang-center">
      {G.eventDeck && <EventPanel G={G} threePlayers={ctx.numPlayers === 3} />}
      {G.gold && <GoldPanel G={G} legal={legal} labels={labels} send={send} />}
      {G.show && <ShowPanel G={G} />}
      <div className="bang-piles">
        <Pile label={t('board.drawPile')} count={G.zones.draw?.length ?? 0} back={cardBack} />
        <Pile label={t('board.discardPile')} count={G.zones.discard?.length ?? 0} top={G.zones.discard?.[0] ? <Face id={G.zones.discard[0]} /> : undefined} />
      </div>
      {(G.zones.store?.length ?? 0) > 0 && (
        <div className="bang-row bang-table-row" role="group" aria-label={t('card.general_store.name')}>
          {G.zones.store!.map((id) => {
            const action = clickCard(id, 'table');
            return <Face key={id} id={id} size="small" playable={action !== undefined} onSelect={action} />;
          })}
        </div>
      )}
      {(G.zones.reveal?.length ?? 0) > 0 && (
        <div className="bang-row bang-table-row" role="group" aria-label={t('board.drawCheck')}>
          {G.zones.reveal!.map((id) => (
            <Face key={id} id={id} size="small" />
          ))}
        </div>
      )}
      {me === null && !result && <p className="bang-spectating">{t('board.spectating')}</p>}
    </div>
  );

  const dock =
    me === null ? undefined : (
      <Dock latest={lines.at(-1)?.text} prompt={prompt}>
        {G.players[me]?.alive && (
          <Hand empty={myHand.length === 0}>
            {myHand.map((id) => {
              const action = clickCard(id, 'hand');
              const extra = current !== null && step.step === 'extra' && step.options.includes(id);
              return (
                <Face
                  key={id}
                  id={id}
                  playable={action !== undefined && (playable.has(id) || answers.has(id) || extra)}
                  selected={current?.card === id || current?.extra === id}
                  onSelect={action}
                />
              );
            })}
          </Hand>
        )}
        {/* While a card's targets are asked (the prompt), the turn's other actions wait: the dock
            keeps its height for the prompt's answers, and Cancel brings the actions back. */}
        {playing && !prompt && (
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
            <GoldMoves legal={legal} labels={labels} send={send} />
            <ShowMoves legal={legal} labels={labels} send={send} />
          </div>
        )}
        {standingBy && (
          <section className="bang-anytime" aria-label={t('board.anytime')}>
            <HealPicker heals={heals} hand={myHand} send={send} />
          </section>
        )}
      </Dock>
    );

  return (
    <BoardLayout
      className="bang-board"
      label={t('title')}
      status={
        <div className="bang-status">
          <p role="status" data-parlor-acting={acting.join(',')}>
            {statusLine(labels, ctx, acting, result)}
          </p>
          {/* Whose turn it is, beside the seats a window waits for (the shot's target is not the one whose turn it is). */}
          {pending && !result && <p className="bang-status__turn">{ctx.currentPlayer === me ? t('board.yourTurnAside') : t('board.turnAside', { seat: names.plain(ctx.currentPlayer), whose: names.whoseStart(ctx.currentPlayer) })}</p>}
        </div>
      }
      table={<RoundTable me={me} seats={seats} center={center} label={t('board.table')} />}
      dock={dock}
    >
      <BoardAside slot="log" title={t('board.log')}>
        <GameLog lines={lines} />
      </BoardAside>
      <BoardAside slot="reference" title={t(G.eventDeck ? 'board.referenceWithEvents' : 'board.reference')}>
        <Reference G={G} />
      </BoardAside>
    </BoardLayout>
  );
}

/** The status line: who the match waits for, from the reader's seat ("Your turn", "Bob is shot at"), or how it ended. */
function statusLine(labels: LabelContext, ctx: Props['ctx'], acting: readonly string[], result: BangResult | undefined): string {
  const { t, names, pending, G } = labels;
  const me = names.me;
  if (result) return wonLine(labels, result);
  if (pending) {
    // The seat that must answer gets its prompt and is told so, never its own name.
    if (me !== null && acting.includes(me)) return t(`board.waitingYou.${pending.tag}`);
    return names.sentence(t(`board.waiting.${pending.tag}`, { seat: names.list(acting), count: acting.length }));
  }
  return ctx.currentPlayer === me ? t('board.yourTurn', { phase: t(`board.phase.${G.turn.phase}`) }) : t('board.turnOf', { seat: names.plain(ctx.currentPlayer), whose: names.whoseStart(ctx.currentPlayer) });
}

/** How the match ended, in one line: the winning side, or the one winner of a 3-player game and how ("You … win" for him). */
function wonLine({ t, names }: LabelContext, result: BangResult): string {
  const winner = result.winners[0];
  return t(`board.won.${result.winner}`, { seat: winner === undefined ? '' : names.plain(winner), context: names.context(winner) });
}

/** What the prompt says a choice is about, beside its title. */
function choiceAbout(labels: LabelContext, pending: Pending): string | undefined {
  const { t, names } = labels;
  const about = pending.about === undefined ? '' : names.mid(pending.about);
  // Who played the card asking it (or, for Lemonade Jim, drank the Beer).
  const source = pending.source === undefined ? '' : names.mid(pending.source);
  switch (pending.choice) {
    case 'vera_custer':
    case 'pat_brennan':
      return t(`board.about.${pending.choice}`);
    case 'claus_the_saint':
      // Two, unless an event changes how many cards phase 1 takes.
      return pending.keep === undefined || pending.keep === 2 ? t('board.about.claus_the_saint', { seat: about }) : t('board.about.clausKeeps', { seat: about, count: pending.keep });
    case 'brawl':
      return t(`board.about.${pending.choice}`, { seat: about });
    // ---- The Valley of Shadows ----
    case 'fanning':
      return t('board.about.fanning', { seat: about });
    case 'saved':
      return t('board.about.savedCards', { seat: about, whose: pending.about === undefined ? '' : names.whose(pending.about) });
    case 'bandidos':
    case 'tornado':
    case 'poker':
    case 'shotgun':
    case 'lemonade_jim':
      return names.sentence(t(`board.about.${pending.choice}`, { seat: source }));
    case 'bandidos_second':
    case 'poker_take':
    case 'evelyn_shebang':
      return t(`board.about.${pending.choice}`);
    case 'evelyn_shebang_target':
      return t('board.about.evelyn_shebang_target', { count: pending.count ?? 1 });
  }
  return undefined;
}

/** The card (or the ability) an escape window is about, by name. */
const causeName = ({ t }: LabelContext, pending: Pending): string => (pending.cause === undefined ? '' : t([`card.${pending.cause}.name`, `character.${pending.cause}.name`]));

/** A window's prompt title, with what it names: the card that may be escaped, who a Saved! would spare. */
function promptTitle(labels: LabelContext, pending: Pending): string {
  const { t, names } = labels;
  if (pending.tag === 'choice') return t(`board.prompt.choice.${pending.choice}`);
  if (pending.tag === 'escape') return t('board.prompt.escape', { card: causeName(labels, pending) });
  if (pending.tag === 'saved') return t('board.prompt.saved', { seat: pending.about === undefined ? '' : names.plain(pending.about) });
  return t(`board.prompt.${pending.tag}`);
}

/** What a window's prompt says it is about, beside its title (undefined: nothing to add). */
function windowAbout(labels: LabelContext, pending: Pending, helpless: boolean): string | undefined {
  const { t, names } = labels;
  switch (pending.tag) {
    case 'choice':
      return choiceAbout(labels, pending);
    case 'escape':
      return names.sentence(t('board.about.escape', { seat: pending.source === undefined ? '' : names.mid(pending.source), card: causeName(labels, pending) }));
    case 'shot':
      if (pending.unavoidable) return names.sentence(t('board.about.shotUnavoidable', { seat: pending.source === undefined ? '' : names.mid(pending.source) }));
      break;
    case 'saved': {
      const values = { seat: pending.about === undefined ? '' : names.mid(pending.about), count: pending.count ?? 1 };
      // A loss nobody deals (Dynamite, the Rattlesnake) names nobody.
      return names.sentence(pending.source === undefined ? t('board.about.savedNobody', values) : t('board.about.saved', { ...values, source: names.mid(pending.source) }));
    }
  }
  if (pending.source === undefined) return pending.tag === 'dying' ? t(helpless ? 'board.about.dyingNobodyNone' : 'board.about.dyingNobody') : undefined;
  return names.sentence(t(`board.about.${pending.tag}${helpless && pending.tag !== 'store' ? 'None' : ''}`, { seat: names.mid(pending.source) }));
}

/** The cards of a seat's own look zone, as the prompt names them: those Kit Carlson looks at, those Claus and Dutch Will drew, the card put face down for a Poker. */
function lookLabel(choice: string | undefined): string {
  if (choice === 'claus_the_saint' || choice === 'dutch_will') return 'board.clausLook';
  if (choice === 'kit_carlson' || choice === 'kit_carlson_keep') return 'board.kitLook';
  return 'board.pokerLook';
}

/** The prompt's stable name (`data-parlor-prompt`): the window's tag, or the choice asked. */
const promptKind = (pending: Pending) => (pending.tag === 'choice' ? `choice-${pending.choice}` : pending.tag);

/** The prompt of the window waiting for me: what is asked, and every answer. */
function Answer({ G, pending, legal, hand, me, labels, send }: { G: BangState; pending: Pending; legal: LegalMove[]; hand: readonly string[]; me: string; labels: LabelContext; send: Send }) {
  const { t } = labels;
  const heals = legal.filter((move) => move.move === 'heal');
  const title = promptTitle(labels, pending);
  // Whether the seat holds anything that answers besides taking the hit (a Barrel, a Missed!, a Beer, a BANG!, Sid's heal).
  const helpless = heals.length === 0 && legal.every((move) => ['takeHit', 'die', 'heal'].includes(move.move));
  const about = windowAbout(labels, pending, helpless);
  // A shot whose hit takes more than one life (Aim) says so: one answer saves them all.
  const damage = pending.tag === 'shot' && pending.damage !== undefined ? t('board.about.shotDamage', { count: pending.damage }) : undefined;
  const look = G.zones[`look:${me}`] ?? [];
  // Cards the prompt shows that lie nowhere else on the board (Kit Carlson's and Claus's looks), or a Lucky Duke's two draws, or the cards a Poker turned up.
  const shown =
    pending.choice === 'draw-check'
      ? { cards: G.zones.reveal ?? [], label: t('board.drawCheck'), copy: true }
      : pending.choice === 'poker_take'
        ? { cards: G.zones.reveal ?? [], label: t('board.pokerRevealed'), copy: true }
      : pending.tag === 'store'
        ? // The store's cards, clicked to take one: a row of cards is shorter than a button per card on a phone.
          { cards: G.zones.store ?? [], label: t('card.general_store.name'), copy: true }
      : look.length > 0
        ? { cards: look, label: t(lookLabel(pending.choice)), copy: false }
        : undefined;
  // A card the prompt shows that is itself an answer (the one to put back, to give, to count) is clicked: no second button for it.
  const byCard = new Map(legal.filter((move) => (move.move === 'choose' || move.move === 'pick') && shown?.cards.includes(String(move.args?.[1]))).map((move) => [String(move.args![1]), move]));
  const answers = legal.filter((move) => move.move !== 'heal' && !((move.move === 'choose' || move.move === 'pick') && byCard.has(String(move.args?.[1]))));
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
      {damage && <p>{damage}</p>}
      {shown && (
        <div className="bang-row bang-shown" role="group" aria-label={shown.label}>
          {shown.cards.map((id) => {
            const move = byCard.get(id);
            return <Face key={id} id={id} size="small" copy={shown.copy} playable={move !== undefined} onSelect={move ? () => send(move) : undefined} labelSuffix={move ? moveLabel(labels, move) : undefined} />;
          })}
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
  const { t, names } = labels;
  if (refused.length === 0) return null;
  return (
    <details className="bang-why">
      <summary>{t('board.whyNotCount', { count: refused.length })}</summary>
      <ul aria-label={t('board.whyNot')}>
        {refused.map(({ seat, reason }) => (
          <li key={seat}>{t(`board.why.${reason}`, { seat: names.plain(seat), distance: distance(G, ctx, me, seat), reach: rangeOf(G, me) })}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The compact prompt of a card being aimed, opened by the player himself (no clock): the legal
 * targets as buttons (the seats themselves can be clicked too), then which of the target's
 * cards (its cards in play can be clicked, or a random card from the hand), then the other hand
 * card a "discard another card" card costs; a card played together with another (Aim) asks for
 * that card first. Cancel at every step.
 */
function AimPrompt({
  G,
  ctx,
  me,
  aim,
  step,
  labels,
  choose,
  onCancel,
}: {
  G: BangState;
  ctx: Props['ctx'];
  me: string;
  aim: Aim;
  step: Extract<AimStep, { options: string[] }>;
  labels: LabelContext;
  choose: (next: Aim) => void;
  onCancel: () => void;
}) {
  const { t, names } = labels;
  // Once the card it joins is chosen, the prompt names both (Aim with its BANG! card).
  const card = aim.joins && typeof aim.extra === 'string' ? t('board.joins.pair', { card: cardLabel(t, aim.card), extra: cardLabel(t, aim.extra) }) : cardLabel(t, aim.card);
  const targetName = (seat: string) => (seat === me ? t('board.yourself') : names.plain(seat));
  const targets = () => (aim.fromPlay ? targetsInPlayOf(G, ctx, me, aim.card) : targetsOf(G, ctx, me, aim.card, aim.extra ?? undefined));
  // An eliminated player (a Ghost's target) is at no distance.
  const far = (seat: string) => (seat !== me && G.players[seat]?.alive === true ? distance(G, ctx, me, seat) : undefined);
  const cancel = (
    <button type="button" className="bang-cancel" onClick={onCancel}>
      {t('board.cancel')}
    </button>
  );
  let title: string;
  let options: ReactNode;
  let body: ReactNode;
  if (step.step === 'target') {
    const choice = targets();
    title = t(aim.fromPlay ? 'board.targetTitleUse' : 'board.targetTitle', { card });
    options = step.options.map((seat) => {
      const away = far(seat);
      return (
        <button key={seat} type="button" onClick={() => choose({ ...aim, target: seat })} aria-label={seat === me ? t('board.yourself') : away === undefined ? names.plain(seat) : t('board.targetAt', { seat: names.plain(seat), distance: away })}>
          {seat === me ? t('board.yourself') : names.plain(seat)}
          {away !== undefined && (
            <span className="bang-target__distance" aria-hidden="true">
              {away}
            </span>
          )}
        </button>
      );
    });
    body = choice ? <WhyNot G={G} ctx={ctx} me={me} refused={choice.refused} labels={labels} /> : null;
  } else if (step.step === 'pick') {
    // The target chosen, or the only one there was.
    const target = aim.target ?? String(step.plays[0]!.args![1]);
    title = t('board.pickTitle', { card, whose: names.whose(target), seat: targetName(target) });
    // The only target there was: the prompt still says why the others are not.
    const choice = aim.target === undefined ? targets() : undefined;
    body = choice ? <WhyNot G={G} ctx={ctx} me={me} refused={choice.refused} labels={labels} /> : null;
    options = step.options.map((pick) => (
      <button key={pick} type="button" onClick={() => choose({ ...aim, pick })}>
        {pick === 'hand' ? t('board.randomFromHand', { whose: names.whose(target) }) : cardLabel(t, pick)}
      </button>
    ));
  } else if (aim.joins) {
    title = t('board.joins.title', { card });
    body = <p>{t('board.joins.prompt', { card })}</p>;
    options = step.options.map((extra) => (
      <button key={extra} type="button" onClick={() => choose({ ...aim, extra })}>
        {t('board.joins.pick', { card: cardLabel(t, extra) })}
      </button>
    ));
  } else {
    title = t('board.extra.title', { card });
    const aimed = aim.target ? ` → ${targetName(aim.target)}` : '';
    body = <p>{t('board.extra.prompt', { play: `${card}${aimed}` })}</p>;
    options = step.options.map((extra) => (
      <button key={extra} type="button" onClick={() => choose({ ...aim, extra })}>
        {t('board.extra.pick', { card: cardLabel(t, extra) })}
      </button>
    ));
  }
  return (
    <ResponsePrompt
      kind={step.step === 'extra' ? 'extra' : 'target'}
      title={title}
      awaited={false}
      actions={
        <>
          <div className="bang-row" role="group" aria-label={t(step.step === 'target' ? 'board.targets' : 'board.options')}>
            {options}
          </div>
          {cancel}
        </>
      }
    >
      {body}
    </ResponsePrompt>
  );
}


/** Every card's, character's, role's and event's text of the sets in play, each opening its help. */
function Reference({ G }: { G: BangState }) {
  const { t } = useTranslation('bang');
  const { cards, characters, events } = referenceOf(G);
  return (
    <div className="bang-reference">
      <h3>{t('board.referenceCards')}</h3>
      <dl>
        {cards.map((key) => {
          // One card of each name stands for the name (its help shows that card's corner).
          const id = sampleOf(key);
          const help = id ? cardHelp(t, id) : undefined;
          return <ReferenceEntry key={key} help={help ?? { title: t(`card.${key}.name`), text: t(`card.${key}.text`) }} />;
        })}
      </dl>
      {G.gold && <EquipmentReference />}
      <h3>{t('board.referenceCharacters')}</h3>
      <dl>
        {characters.map((key) => (
          <ReferenceEntry key={key} help={characterHelp(t, key as CharacterKey)} />
        ))}
      </dl>
      <h3>{t('board.referenceRoles')}</h3>
      <dl>
        {(['sheriff', 'deputy', 'outlaw', 'renegade'] as Role[]).map((role) => (
          <ReferenceEntry key={role} help={roleHelp(t, role)} />
        ))}
      </dl>
      {events.length > 0 && (
        <>
          <h3>{t('board.referenceEvents')}</h3>
          <dl>
            {events.map((key) => (
              <ReferenceEntry key={key} help={eventHelp(t, key)} />
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
