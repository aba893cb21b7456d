import './generic-board.css';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { useTranslation } from 'react-i18next';
import {
  awaitedSeats,
  completeHistory,
  isHiddenCard,
  seatZones,
  tableZones,
  turnHolder,
  type GameModule,
  type Locale,
  type MoveStep,
  type Numbered,
  type TableDeclaration,
  type TableState,
  type TableText,
  type TextValue,
} from '@parlor/game-kit';
import { BoardAside, BoardLayout } from './board-layout';
import { Card, type CardProps } from './card';
import { Dock } from './dock';
import { GameLog, type LogLine } from './game-log';
import { Hand } from './hand';
import { Pile } from './pile';
import { useReaderNames, type ReaderNames } from './reader-names';
import { ResponsePrompt } from './response-prompt';
import { RoundTable } from './round-table';
import { TableSeat, type SeatStatus } from './table-seat';
import { moveOptions, offer, type Control, type MoveOption } from './generic-board-choices';

/** What the generic board has drawn of one seat, for a game that draws the seat's content itself. */
export interface GenericSeatParts {
  seat: string;
  /** The counters, play areas and shown hand the generic board would put on the seat. */
  content: ReactNode;
  /** Draws one of the seat's cards the way the board does (its click included, where it has one). */
  card: (id: string, size?: CardProps['size']) => ReactNode;
}

/** What the generic board has drawn of the table's centre. */
export interface GenericCentreParts {
  /** Whose turn it is, or the result (`data-parlor-panel`, `data-parlor-result` once over). */
  panel: ReactNode;
  /** The declared piles. */
  piles: ReactNode;
  /** The table's counters. */
  counters: ReactNode;
  card: (id: string, size?: CardProps['size']) => ReactNode;
}

/**
 * The parts a game may draw itself while the generic board does the rest: a card's face (given
 * the props the board would give `Card`, its click included), a seat's content, the centre.
 * A game replacing the whole board exports its own `Board` instead.
 */
export interface GenericBoardParts<G = unknown> {
  renderCard?: (id: string, props: CardProps, state: TableState<G>) => ReactNode;
  renderSeat?: (parts: GenericSeatParts, state: TableState<G>) => ReactNode;
  renderCentre?: (parts: GenericCentreParts, state: TableState<G>) => ReactNode;
}

/** Props of {@link GenericBoard}: boardgame.io's board props, the module, and the parts the game draws itself. */
export type GenericBoardProps<G = unknown> = BoardProps<G> & { module: GameModule<G>; parts?: GenericBoardParts<G> };

type Moves = Record<string, ((...args: unknown[]) => void) | undefined>;

/** "playCard", "end_turn" → "Play card", "End turn": a name read aloud before anyone wrote its words. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_:.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const interpolate = (text: string, values: Record<string, string | number>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The board's words: the game's own keys (its namespace is its id) where the reader's locale
 * or English has them, else the declaration's English, with seats named for the reader.
 */
function useWords(id: string, table: TableDeclaration, names: ReaderNames) {
  const { t, i18n } = useTranslation([id, 'ui']);
  const own = (key: string, values?: Record<string, unknown>): string | undefined => (i18n.exists(`${id}:${key}`, values) ? t(`${id}:${key}`, values) : undefined);
  const cardName = (card: string): string => {
    if (isHiddenCard(card)) return t('ui:card.faceDown');
    const named = table.card?.(card)?.name;
    return named ? words(named) : humanise(card);
  };
  const valueOf = (value: TextValue): string | number => {
    if (typeof value !== 'object') return value;
    if ('seat' in value) return names.mid(value.seat);
    if ('whose' in value) return names.whose(value.whose);
    if ('card' in value) return cardName(value.card);
    if ('text' in value) return words(value.text);
    const items = value.list.map(words);
    return value.join !== undefined ? items.join(value.join) : new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  };
  /** The words without the capital a sentence gets: a value inside another sentence. */
  function words(text: TableText): string {
    const values: Record<string, unknown> = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, valueOf(value)]));
    // A line about the reader's own seat takes the game's `_you` form where it has one ("You
    // are out of the game", not "You is"), as the games' own boards ask i18next for it.
    const subject = text.values?.seat;
    if (typeof subject === 'object' && 'seat' in subject && names.isMe(subject.seat)) values.context = 'you';
    return (text.key && own(text.key, values)) ?? interpolate(text.en, values as Record<string, string | number>);
  }
  const say = (text: TableText): string => names.sentence(words(text));
  const moveName = (move: string) => own(`moves.${move}`) ?? humanise(move);
  return { t, language: i18n.language, say, own, cardName, moveName };
}

type Words = ReturnType<typeof useWords>;

/** A move's words: its description's label, else its name in the game's words, its choice-less arguments after it when they tell it apart. */
function optionLabel(words: Words, option: MoveOption, withArgs = false): string {
  if (option.label) return words.say(option.label);
  const name = words.moveName(option.move.move);
  const args = option.move.args ?? [];
  return withArgs && args.length > 0 ? `${name} (${args.map((arg) => (typeof arg === 'object' ? JSON.stringify(arg) : String(arg))).join(', ')})` : name;
}

/** A move's words with what was clicked for it ("Play Attack" needs no ": Attack"; "Give: Ada" does). */
const withPart = (label: string, part: string) => (label.includes(part) ? label : `${label}: ${part}`);

/** A step's words: a card's name, a seat's, an option's label. */
function stepLabel(words: Words, names: ReaderNames, step: MoveStep): string {
  switch (step.type) {
    case 'card':
      return words.cardName(step.card);
    case 'seat':
      return names.plain(step.seat);
    default:
      return words.say(step.label);
  }
}

/** The data attributes of a control: what the end-to-end tests and the reachability test click. */
function controlData(control: Control): Record<`data-${string}`, string> {
  return control.kind === 'move' ? { 'data-parlor-move': control.option.move.move } : { 'data-parlor-step': control.key };
}

/** A history entry worded from its fields, for a game that has not worded its lines yet. */
function entryLine(entry: Numbered, seats: readonly string[], names: ReaderNames): string {
  const { n: _n, kind, ...rest } = entry as Numbered & { kind?: unknown };
  const parts = Object.values(rest).map((value) => (typeof value === 'string' && seats.includes(value) ? names.mid(value) : typeof value === 'object' ? JSON.stringify(value) : String(value)));
  const head = typeof kind === 'string' ? humanise(kind) : '';
  return names.sentence([head, parts.join(', ')].filter(Boolean).join(': '));
}

/** The seats that won, from the module's `winners`, else a `winner`/`winners` field of the result. */
function winnersOf(module: GameModule, gameover: unknown, numPlayers: number): string[] | undefined {
  if (module.winners) return module.winners(gameover, numPlayers);
  const result = gameover as { winner?: unknown; winners?: unknown } | undefined;
  if (typeof result?.winner === 'string') return [result.winner];
  if (Array.isArray(result?.winners)) return result.winners.filter((seat): seat is string => typeof seat === 'string');
  return undefined;
}

/**
 * A playable board for any game module, drawn from its `table` declaration and its legal moves
 * (`game.ai.enumerate` on the state the reader received): the seats round the table with their
 * counters, play areas and card counts, the piles in the centre, and for a seated player the
 * dock with the newest log line, the open prompt and the hand. A move is made by clicking: a
 * card, then a seat picked on the table or an option of a short picker, until one move is left;
 * the board offers nothing `enumerate` does not list.
 */
export function GenericBoard<G>(props: GenericBoardProps<G>) {
  const { module, parts, G, ctx, moves, playerID, matchData, log } = props;
  const table: TableDeclaration<G> = module.table ?? {};
  const id = module.manifest.id;
  const me = playerID ?? null;
  const names = useReaderNames(matchData, me);
  const words = useWords(id, table as TableDeclaration, names);
  const { t } = words;
  const state = { G, ctx } as TableState<G>;
  const over = ctx.gameover !== undefined;
  const acting = awaitedSeats(module, state as State);
  const holder = turnHolder(module, state as State);
  const zones = tableZones(table, state);
  const seated = me !== null && ctx.playOrder.includes(me);

  // The whole match's log: the module's history where it keeps one, else boardgame.io's moves.
  const lines: LogLine[] = module.history
    ? completeHistory(log, module.history(G)).map((entry) => {
        const worded = table.logLine?.(entry);
        return { key: entry.n, text: worded ? words.say(worded) : entryLine(entry, ctx.playOrder, names) };
      })
    : (log ?? []).flatMap((entry, i) =>
        entry.action.type === 'MAKE_MOVE' && entry.action.payload.playerID !== undefined
          ? [{ key: i, text: t('ui:generic.moved', { seat: names.start(entry.action.payload.playerID), move: words.moveName(entry.action.payload.type) }) }]
          : [],
      );
  const latest = lines.at(-1)?.text;

  // The reader's moves and the controls after the steps taken; a choice opened on one state is forgotten on the next.
  const options = useMemo(() => moveOptions(module, { G, ctx } as TableState, me), [module, G, ctx, me]);
  // A new state (its id where the client gives one) or other moves forget the choice; a move made
  // leaves it to the state the move brings, so a move the server refused leaves the choice open.
  const stateID = (props as { _stateID?: unknown })._stateID;
  const stamp = useMemo(() => JSON.stringify([stateID, ctx.numMoves, ctx.turn, options.map((option) => option.move)]), [stateID, ctx.numMoves, ctx.turn, options]);
  const [opened, setOpened] = useState<{ stamp: string; taken: string[] }>({ stamp: '', taken: [] });
  const root = offer(options);
  const now = opened.stamp === stamp ? offer(options, opened.taken) : root;
  const choosing = now.taken.length > root.taken.length;
  const reset = () => setOpened({ stamp, taken: [] });
  const click = (control: Control) => {
    if (control.kind === 'move') (moves as Moves)[control.option.move.move]?.(...(control.option.move.args ?? []));
    else setOpened({ stamp, taken: [...now.taken, control.key] });
  };
  const byKey = new Map(now.controls.filter((control) => control.step !== undefined).map((control) => [control.key, control]));
  const takenKeys = new Set(now.taken);

  // Where cards are in view: the reader's hand, every play area, hands the view shows face up, the piles' tops.
  const myHand = seated ? seatZones(zones, table.hands, me).flatMap((zone) => zones[zone] ?? []) : [];
  const handOf = (seat: string) => seatZones(zones, table.hands, seat).flatMap((zone) => zones[zone] ?? []);
  const shownHand = (seat: string) => {
    const hand = handOf(seat);
    return seat !== me && hand.length > 0 && !hand.some(isHiddenCard);
  };
  const areaOf = (seat: string) => seatZones(zones, table.playAreas, seat).flatMap((zone) => zones[zone] ?? []);
  const pileTops = (table.piles ?? []).flatMap((pile) => {
    const top = zones[pile.zone]?.[0];
    return pile.faceUp && top !== undefined && !isHiddenCard(top) ? [top] : [];
  });
  const inView = new Set([...myHand, ...ctx.playOrder.flatMap((seat) => [...areaOf(seat), ...(shownHand(seat) ? handOf(seat) : [])]), ...pileTops]);

  const cardProps = (card: string, size: CardProps['size'] = 'medium'): CardProps => {
    if (isHiddenCard(card)) return { faceDown: true, size };
    const named = table.card?.(card);
    const control = byKey.get(`card:${card}`);
    const name = words.cardName(card);
    const props: CardProps = {
      id: card,
      size,
      name,
      label: control?.kind === 'move' ? withPart(optionLabel(words, control.option), name) : name,
      ...(named?.tone ? { tone: named.tone } : {}),
      ...(named?.corner ? { corner: named.corner } : {}),
      ...(named?.art ? { art: named.art } : {}),
      help: {
        title: name,
        text: named?.text ? words.say(named.text) : name,
        ...(named?.category ? { kind: words.say(named.category) } : {}),
        ...(named?.art ? { art: named.art } : {}),
        ...(named?.tone ? { tone: named.tone } : {}),
        ...(named?.corner ? { corner: named.corner } : {}),
      },
      selected: takenKeys.has(`card:${card}`) || undefined,
    };
    if (control) Object.assign(props, { onSelect: () => click(control), playable: true, dataset: controlData(control) });
    return props;
  };
  const drawCard = (card: string, size?: CardProps['size']): ReactNode => {
    const props = cardProps(card, size);
    return parts?.renderCard ? parts.renderCard(card, props, state) : <Card {...props} />;
  };
  const cardList = (cards: readonly string[], label: string, size: CardProps['size']) =>
    cards.length > 0 ? (
      <ul className="pl-generic__cards" aria-label={label}>
        {cards.map((card, i) => (
          <li key={isHiddenCard(card) ? `hidden-${i}` : card}>{drawCard(card, size)}</li>
        ))}
      </ul>
    ) : null;

  const statusOf = (seat: string): SeatStatus =>
    table.seatStatus?.(state, seat) ?? (over || !acting.includes(seat) ? 'waiting' : seat === holder || holder === null ? 'playing' : 'responding');
  const counterValue = (value: number | string, max: number | undefined) => (max === undefined ? String(value) : `${value}/${max}`);

  const seats = (table.seats?.(state) ?? ctx.playOrder).map((seat) => {
    const counters = (table.seatCounters ?? []).flatMap((counter) => {
      const value = counter.value(state, seat);
      if (value === undefined) return [];
      const label = words.say(counter.label);
      return [
        <span key={counter.id} className="pl-generic__counter" data-parlor-counter={counter.id}>
          <span className="pl-generic__counter-label">{label}</span> <strong>{counterValue(value, counter.max?.(state, seat))}</strong>
        </span>,
      ];
    });
    const content = (
      <>
        {counters.length > 0 && <span className="pl-generic__counters">{counters}</span>}
        {cardList(areaOf(seat), t('ui:generic.choose'), 'small')}
        {shownHand(seat) && cardList(handOf(seat), t('ui:hand.label'), 'tiny')}
      </>
    );
    const hasContent = counters.length > 0 || areaOf(seat).length > 0 || shownHand(seat);
    const control = byKey.get(`seat:${seat}`);
    const drawn = parts?.renderSeat ? parts.renderSeat({ seat, content, card: drawCard }, state) : hasContent ? content : undefined;
    return {
      id: seat,
      node: (
        <TableSeat
          key={seat}
          seat={seat}
          name={names.plain(seat)}
          isMe={seat === me}
          status={statusOf(seat)}
          {...(table.hands?.length ? { cardCount: handOf(seat).length } : {})}
          picked={takenKeys.has(`seat:${seat}`)}
          {...(control
            ? {
                onPick: () => click(control),
                pickLabel: control.kind === 'move' ? withPart(optionLabel(words, control.option), names.plain(seat)) : t('ui:generic.pick', { name: names.plain(seat) }),
                pickDataset: controlData(control),
              }
            : {})}
        >
          {drawn}
        </TableSeat>
      ),
    };
  });

  // The result, or whose turn it is, worded for the reader.
  const winners = over ? winnersOf(module as GameModule, ctx.gameover, ctx.numPlayers) : undefined;
  const declared = over ? table.result?.(state) : undefined;
  const resultLine = declared
    ? words.say(declared)
    : winners === undefined
      ? t('ui:generic.over')
      : winners.length === 0
        ? t('ui:generic.nobody')
        : names.sentence(t('ui:generic.won', { names: names.list(winners, { start: true }) }));
  const whose = holder === null ? undefined : holder === me ? t('ui:generic.turn.yours') : t('ui:generic.turn.of', { whose: names.whoseStart(holder) });
  const others = acting.filter((seat) => seat !== holder);
  const waiting = others.length > 0 ? names.sentence(t('ui:generic.turn.waiting', { names: names.list(others) })) : undefined;
  const turnLine = [whose, waiting].filter(Boolean).join(' · ');

  const panel = over ? (
    <div className="pl-generic__panel" data-parlor-panel="" data-parlor-result="">
      <strong>{resultLine}</strong>
    </div>
  ) : (
    <div className="pl-generic__panel" data-parlor-panel="">
      <strong>{turnLine}</strong>
    </div>
  );
  // Declared once for every match, so a pile of a part this match does not have is left out.
  const present = (table.piles ?? []).filter((pile) => pile.zone in zones);
  const piles = present.length > 0 && (
    <div className="pl-generic__piles">
      {present.map((pile) => {
        const stack = zones[pile.zone] ?? [];
        const top = stack[0];
        return <Pile key={pile.zone} label={words.say(pile.label)} count={stack.length} {...(pile.faceUp && top !== undefined && !isHiddenCard(top) ? { top: drawCard(top) } : {})} />;
      })}
    </div>
  );
  const tableCounters = (table.tableCounters ?? []).flatMap((counter) => {
    const value = counter.value(state);
    return value === undefined
      ? []
      : [
          <span key={counter.id} className="pl-generic__counter" data-parlor-counter={counter.id}>
            <span className="pl-generic__counter-label">{words.say(counter.label)}</span> <strong>{String(value)}</strong>
          </span>,
        ];
  });
  const counters = tableCounters.length > 0 && <div className="pl-generic__counters">{tableCounters}</div>;
  const centre = parts?.renderCentre ? (
    parts.renderCentre({ panel, piles, counters, card: drawCard }, state)
  ) : (
    <div className="pl-generic__centre">
      {panel}
      {counters}
      {piles}
    </div>
  );

  // Controls that are not a card in view or a seat: buttons (and cards shown only here) in the prompt or the dock.
  const buttonControls = now.controls.filter((control) => control.step === undefined || control.step.type === 'choice');
  const looseCards = now.controls.filter((control) => control.step?.type === 'card' && !inView.has(control.step.card));
  const repeated = new Set(buttonControls.filter((control, i) => buttonControls.findIndex((other) => other.kind === 'move' && control.kind === 'move' && optionLabel(words, other.option) === optionLabel(words, control.option)) !== i).map((control) => control.key));
  const buttons = buttonControls.map((control) => {
    const step = control.step;
    const label = step ? stepLabel(words, names, step) : control.kind === 'move' ? optionLabel(words, control.option, repeated.has(control.key)) : '';
    if (step?.type === 'choice' && step.card !== undefined) {
      const props = cardProps(step.card, 'small');
      return (
        <Card key={control.key} {...props} label={control.kind === 'move' ? withPart(optionLabel(words, control.option), label) : label} onSelect={() => click(control)} playable dataset={controlData(control)} />
      );
    }
    return (
      <button key={control.key} type="button" className="pl-generic__button" onClick={() => click(control)} {...controlData(control)}>
        {control.kind === 'move' && step ? withPart(optionLabel(words, control.option), label) : label}
      </button>
    );
  });
  const loose = looseCards.length > 0 && (
    <ul className="pl-generic__cards" aria-label={t('ui:generic.chooseCard')}>
      {looseCards.map((control) => (
        <li key={control.key}>{drawCard((control.step as { card: string }).card, 'small')}</li>
      ))}
    </ul>
  );
  const seatsOffered = now.controls.some((control) => control.step?.type === 'seat');
  const handOffered = now.controls.some((control) => control.step?.type === 'card' && myHand.includes(control.step.card));
  const labels = new Set(now.remaining.map((option) => (option.label ? words.say(option.label) : words.moveName(option.move.move))));
  const stage = me !== null ? ctx.activePlayers?.[me] : undefined;
  const answering = seated && !over && acting.includes(me) && holder !== me && options.length > 0;

  let prompt: ReactNode = null;
  if (choosing) {
    prompt = (
      <ResponsePrompt
        kind="choose"
        awaited={false}
        title={labels.size === 1 ? [...labels][0]! : t('ui:generic.choose')}
        actions={
          <>
            {buttons}
            <button type="button" className="pl-generic__button pl-generic__back" data-parlor-back="" onClick={reset}>
              {t('ui:generic.back')}
            </button>
          </>
        }
      >
        {seatsOffered && <p>{t('ui:generic.chooseSeat')}</p>}
        {handOffered && <p>{t('ui:generic.chooseCard')}</p>}
        {loose}
      </ResponsePrompt>
    );
  } else if (answering) {
    prompt = (
      <ResponsePrompt kind={stage ?? 'answer'} title={(stage && words.own(`stages.${stage}`)) ?? (labels.size === 1 ? [...labels][0]! : t('ui:generic.answer'))} actions={<>{buttons}</>}>
        {seatsOffered && <p>{t('ui:generic.chooseSeat')}</p>}
        {handOffered && <p>{t('ui:generic.chooseCard')}</p>}
        {loose}
      </ResponsePrompt>
    );
  }
  const dock = seated ? (
    <Dock {...(latest !== undefined ? { latest } : {})} prompt={prompt}>
      {!prompt && (buttons.length > 0 || loose) && (
        <div className="pl-generic__actions">
          {buttons}
          {loose}
        </div>
      )}
      {table.hands?.length ? <Hand empty={myHand.length === 0}>{myHand.map((card, i) => <span key={isHiddenCard(card) ? `hidden-${i}` : card}>{drawCard(card)}</span>)}</Hand> : null}
    </Dock>
  ) : (
    <Dock {...(latest !== undefined ? { latest } : {})}>
      <p className="pl-generic__note">{t('ui:generic.spectating')}</p>
    </Dock>
  );

  return (
    <div className="pl-generic" data-parlor-generic-board={id}>
      <BoardLayout
        label={t('ui:generic.label', { title: module.manifest.title[words.language as Locale] ?? module.manifest.title.en })}
        status={
          <p role="status" className="pl-generic__status" data-parlor-acting={acting.join(',')}>
            {over ? resultLine : turnLine}
          </p>
        }
        table={<RoundTable me={me} seats={seats} center={centre} />}
        dock={dock}
      >
        <BoardAside slot="log" title={t('ui:log.label')}>
          <GameLog lines={lines} />
        </BoardAside>
      </BoardLayout>
    </div>
  );
}

/**
 * The generic board of a module as a board component (what a module's `Board` is), for a game
 * without a board of its own yet or one that draws only some parts itself.
 */
export function genericBoard<G>(module: GameModule<G>, parts?: GenericBoardParts<G>): ComponentType<BoardProps<G>> {
  function Board(props: BoardProps<G>) {
    return <GenericBoard<G> {...props} module={module} {...(parts ? { parts } : {})} />;
  }
  Board.displayName = `GenericBoard(${module.manifest.id})`;
  return Board;
}
