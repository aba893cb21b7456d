import type { State } from 'boardgame.io';
import { HIDDEN_CARD } from '@parlor/hidden-info';
import type { IconData } from './art';
import type { Numbered } from './history';

/**
 * What a game's table is made of, declared as data and pure functions over the state a seat
 * received (rules side: no React, no DOM). `@parlor/ui`'s generic board draws a playable
 * board from it and from `game.ai.enumerate`, so a new game can be played in the browser
 * before it has a board of its own, and a game's own board can fall back on it while it grows.
 *
 * Every function here is given the state as the reader received it (`playerView` already
 * applied): hidden cards arrive as `HIDDEN_CARD` and must never be looked up.
 */

/** The part of a boardgame.io state a table reads. */
export type TableState<G = unknown> = Pick<State<G>, 'G' | 'ctx'>;

/**
 * A value put into words: a seat is named for the reader (`seat`: "you", "Ada"; `whose`:
 * "your", "Ada's"), a card by its name (the declaration's `card`), words of their own (`text`:
 * a card title named by kind) and a list of them (`list`, joined by `join` or as the reader's
 * language joins a list), so a line is worded for whoever reads it.
 */
export type TextValue =
  | string
  | number
  | { seat: string }
  | { whose: string }
  | { card: string }
  | { text: TableText }
  | { list: readonly TableText[]; join?: string };

/**
 * Words the board shows: a key of the game's own locale namespace (the i18next namespace named
 * after the game's id) with its values, and the English to show when the key is missing, so a
 * game is readable before it has a locale file. The English is interpolated like the key's
 * text (`{{name}}`), and a sentence opening with a seat gets its capital ("You drew").
 */
export interface TableText {
  /** A key of the game's namespace, as `t(key, values)` takes it. */
  key?: string;
  /** Interpolation values (`{{count}}`, `{{seat}}`). */
  values?: Record<string, TextValue>;
  /** Shown when the key is missing from the reader's locale and from English. */
  en: string;
}

/** How a card id is named and drawn. */
export interface TableCard {
  /** What the card is, shared by its copies ("attack", "bang"): copies of a kind look alike. */
  kind: string;
  /** Its title. */
  name: TableText;
  /** Its full text, for card help. */
  text?: TableText;
  /** What sort of card it is ("Action", "Cat card"), for card help. */
  category?: TableText;
  /** Its colour family (the card's `data-tone`). */
  tone?: string;
  /** A corner mark ("8♠"). */
  corner?: string;
  /** Its picture (a game-icons.net icon the game ships, see CONTRIBUTING's pictures). */
  art?: IconData;
}

/** A public pile in the table's centre. */
export interface TablePile {
  /**
   * The zone's id (`draw`, `discard`). A pile whose zone the state does not hold at all (a
   * car past the end of a short train, an event deck not in play) is not drawn; an empty
   * zone is drawn as an empty pile.
   */
  zone: string;
  label: TableText;
  /**
   * Whether its top card (index 0) is shown face up. Even when true, a `HIDDEN_CARD` on top
   * is drawn face down.
   */
  faceUp: boolean;
}

/** A number shown on every seat (life, points, turns owed) or once in the table's centre. */
export interface SeatCounter<G = unknown> {
  /** Unique among the table's counters (a stable React key and `data-parlor-counter`). */
  id: string;
  label: TableText;
  /** The value for the seat now, or undefined to show nothing on that seat. */
  value: (state: TableState<G>, seat: string) => number | string | undefined;
  /** The greatest value (drawn as pips when known: life). */
  max?: (state: TableState<G>, seat: string) => number | undefined;
}

/** A number about the whole table (cards left in a deck, the round). */
export interface TableCounter<G = unknown> {
  id: string;
  label: TableText;
  value: (state: TableState<G>) => number | string | undefined;
}

/** What a seat is doing, when the game knows better than the active players (it exploded). */
export type TableSeatStatus = 'playing' | 'waiting' | 'responding' | 'out';

/** A move as `ai.enumerate` lists it. */
export interface TableMove {
  move: string;
  args?: unknown[];
}

/**
 * One decision the player makes toward a move, in the order it is made. Arguments that no step
 * names (a window's version number) need no click.
 */
export type MoveStep =
  /** Click this card: in the reader's hand, on a seat's play area or on a pile's top. */
  | { type: 'card'; card: string }
  /** Pick this seat as the target (its seat on the table is the button). */
  | { type: 'seat'; seat: string }
  /**
   * One option among several (a position, a kind to name, an order): a button in a short
   * picker. `value` tells the options apart (moves sharing a step share its value); `card`
   * draws the option as that card's face.
   */
  | { type: 'choice'; value: string | number; label: TableText; card?: string };

/** How a move is shown and chosen (see {@link TableDeclaration.describeMove}). */
export interface MoveDescription {
  /** What the move does ("Play Attack", "Draw a card"): its button's words and the prompt's title. */
  label?: TableText;
  /** The decisions leading to it, in order. Without them the board infers them from the args. */
  steps?: MoveStep[];
}

/**
 * A game's table (the optional `table` of a game module). Everything is optional: with an
 * empty declaration the generic board still lists every legal move as a button.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TableDeclaration<G = any> {
  /** Where the cards are; by default `G.zones` (the `Zones` record of `@parlor/deck`). */
  zones?: (state: TableState<G>) => Readonly<Record<string, readonly string[]>>;
  /**
   * Zone kinds that are hands (`hand` for `hand:2`): the reader's own is the dock's hand, the
   * others' a count on their seat (their real cards on the seat only where the view holds them).
   */
  hands?: readonly string[];
  /** Zone kinds shown face up on their seat (cards in play, loot): `inPlay` for `inPlay:1`. */
  playAreas?: readonly string[];
  /** The public piles in the table's centre, in the order shown. */
  piles?: readonly TablePile[];
  /** Numbers shown on every seat. */
  seatCounters?: readonly SeatCounter<G>[];
  /** Numbers shown once, in the table's centre. */
  tableCounters?: readonly TableCounter<G>[];
  /** A seat's status when the game knows it (`'out'`); else the board derives it from who acts. */
  seatStatus?: (state: TableState<G>, seat: string) => TableSeatStatus | undefined;
  /** The seats in the order they sit round the table, when the rules move players (BANG!'s Lady Rose of Texas swaps two); by default `ctx.playOrder`. */
  seats?: (state: TableState<G>) => readonly string[];
  /** How a card id is named; never called with `HIDDEN_CARD`. Undefined draws the id itself. */
  card?: (id: string) => TableCard | undefined;
  /**
   * How one of the seat's legal moves is labelled and chosen, or undefined to let the board
   * infer it: each argument that is a card id in the reader's hand or in a declared zone is a
   * card to click, each seat id a target to pick, anything else one option of a picker.
   */
  describeMove?: (state: TableState<G>, seat: string, move: TableMove) => MoveDescription | undefined;
  /**
   * One entry of the module's `history` as a log line; without it the board words an entry
   * from its fields (its `kind` and the seats and values it names).
   */
  logLine?: (entry: Numbered) => TableText | undefined;
  /** The result once `ctx.gameover` is set ("Ada wins with 7 points"); without it, the module's `winners` are named. */
  result?: (state: TableState<G>) => TableText | undefined;
}

/** Whether a card id is one the reader may not see (`HIDDEN_CARD`): drawn face down, never named. */
export function isHiddenCard(id: string): boolean {
  return id === HIDDEN_CARD;
}

const kindOfZone = (zone: string): string => zone.split(':')[0] ?? zone;

/** The seat owning an owned zone (`hand:2` → `2`), or undefined for a shared zone. */
export function zoneOwner(zone: string): string | undefined {
  const colon = zone.indexOf(':');
  return colon < 0 ? undefined : zone.slice(colon + 1);
}

/** The zones a table declaration reads: its own `zones`, else `G.zones`, else none. */
export function tableZones<G>(table: TableDeclaration<G>, state: TableState<G>): Readonly<Record<string, readonly string[]>> {
  if (table.zones) return table.zones(state);
  const zones = (state.G as { zones?: unknown } | null | undefined)?.zones;
  return zones !== null && typeof zones === 'object' ? (zones as Record<string, readonly string[]>) : {};
}

/** The seat's zones of the given kinds (`hand` → `hand:2`), in the order the kinds are listed. */
export function seatZones(zones: Readonly<Record<string, readonly string[]>>, kinds: readonly string[] | undefined, seat: string): string[] {
  return (kinds ?? []).map((kind) => `${kind}:${seat}`).filter((zone) => zones[zone] !== undefined);
}

/** Whether a zone id is of one of the kinds. */
export function isZoneOfKind(zone: string, kinds: readonly string[] | undefined): boolean {
  return (kinds ?? []).includes(kindOfZone(zone));
}

/**
 * The steps of a move as the generic board infers them without `describeMove`: an argument
 * that is a card id in the reader's hand or in any zone is a card to click, a seat id (a string
 * among `ctx.playOrder`) a target to pick, anything else an option labelled by its value.
 * Arguments every legal move of the same name shares need no click: the board skips a step with
 * one option.
 */
export function inferMoveSteps<G>(table: TableDeclaration<G>, state: TableState<G>, move: TableMove): MoveStep[] {
  const zones = tableZones(table, state);
  const cards = new Set<string>();
  for (const stack of Object.values(zones)) for (const card of stack ?? []) if (!isHiddenCard(card)) cards.add(card);
  const seats = new Set(state.ctx.playOrder);
  return (move.args ?? []).map((arg): MoveStep => {
    if (typeof arg === 'string' && cards.has(arg)) return { type: 'card', card: arg };
    if (typeof arg === 'string' && seats.has(arg)) return { type: 'seat', seat: arg };
    const value = typeof arg === 'string' || typeof arg === 'number' ? arg : JSON.stringify(arg);
    return { type: 'choice', value, label: { en: String(value) } };
  });
}

/** The description of a move: the game's own where it gives one, its inferred steps otherwise. */
export function describeTableMove<G>(table: TableDeclaration<G>, state: TableState<G>, seat: string, move: TableMove): Required<Pick<MoveDescription, 'steps'>> & MoveDescription {
  const described = table.describeMove?.(state, seat, move);
  return { ...described, steps: described?.steps ?? inferMoveSteps(table, state, move) };
}

/** Problems of a table declaration that can be found without a state (empty when none). */
export function checkTableDeclaration(table: unknown): string[] {
  if (table === null || typeof table !== 'object') return ['table must be an object (a TableDeclaration)'];
  const declared = table as Record<string, unknown>;
  const problems: string[] = [];
  for (const name of ['zones', 'seatStatus', 'seats', 'card', 'describeMove', 'logLine', 'result']) {
    if (declared[name] !== undefined && typeof declared[name] !== 'function') problems.push(`table.${name} must be a function`);
  }
  for (const name of ['hands', 'playAreas', 'piles', 'seatCounters', 'tableCounters']) {
    if (declared[name] !== undefined && !Array.isArray(declared[name])) problems.push(`table.${name} must be a list`);
  }
  const kinds = [...((declared['hands'] as unknown[]) ?? []), ...((declared['playAreas'] as unknown[]) ?? [])];
  for (const kind of kinds) {
    if (typeof kind !== 'string' || kind.includes(':')) problems.push(`table zone kind ${JSON.stringify(kind)} must be a kind without a seat ("hand", not "hand:0")`);
  }
  const owned = new Set(kinds);
  const counterIds = new Set<string>();
  for (const pile of (declared['piles'] as TablePile[] | undefined) ?? []) {
    if (typeof pile?.zone !== 'string') problems.push('table.piles: every pile needs a zone id');
    else if (owned.has(kindOfZone(pile.zone))) problems.push(`table pile "${pile.zone}" is also a hand or play area kind`);
    if (typeof pile?.label?.en !== 'string') problems.push(`table pile "${pile?.zone}" needs a label with English words`);
  }
  for (const counter of [...((declared['seatCounters'] as SeatCounter[]) ?? []), ...((declared['tableCounters'] as TableCounter[]) ?? [])]) {
    if (typeof counter?.id !== 'string' || typeof counter.value !== 'function') problems.push('table counters need an id and a value function');
    else if (counterIds.has(counter.id)) problems.push(`table counter id "${counter.id}" is used twice`);
    else counterIds.add(counter.id);
  }
  return problems;
}
