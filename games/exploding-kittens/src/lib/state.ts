import type { CardId, Zones } from '@parlor/deck';
import type { WindowsState } from '@parlor/turn-phases';
import type { Knowledge } from '@parlor/hidden-info';
import type { CardKind } from './cards';

/** A seat, as boardgame.io names it. */
export type Seat = string;

/** Match options, from the manifest's setup options. */
export interface Options {
  /** The original edition's five-different-cards combo (RULES.md §9); off by default. */
  fiveDifferentCombo: boolean;
}

/** A play waiting in the Nope window: a single card or a combo (RULES.md §5, §9). */
export type PendingPlay =
  | { type: 'card'; seat: Seat; card: CardId; kind: CardKind; target?: Seat }
  | { type: 'pair'; seat: Seat; cards: CardId[]; target: Seat }
  | { type: 'triple'; seat: Seat; cards: CardId[]; target: Seat; named: CardKind }
  | { type: 'five'; seat: Seat; cards: CardId[] };

/**
 * One public line of what happened, for the board's log. It names titles, never card ids: a
 * card seen in public may later go back into a hidden zone (a defused kitten, a card taken from
 * the discard pile), and its id must then appear nowhere a seat can see.
 */
export type HistoryEntry = { n: number } & (
  | { kind: 'played'; seat: Seat; cards: CardKind[]; target?: Seat; named?: CardKind }
  /** `on`: what the Nope answered, the play itself or the Nope before it (face up: public). */
  | { kind: 'noped'; seat: Seat; on: { seat: Seat; cards: CardKind[] } }
  | { kind: 'cancelled'; seat: Seat; cards: CardKind[] }
  | { kind: 'drew'; seat: Seat; bottom: boolean }
  | { kind: 'kitten'; seat: Seat }
  | { kind: 'defused'; seat: Seat }
  | { kind: 'exploded'; seat: Seat }
  | { kind: 'attacked'; seat: Seat; victim: Seat; turns: number }
  | { kind: 'skipped'; seat: Seat }
  | { kind: 'saw'; seat: Seat; count: number }
  | { kind: 'altered'; seat: Seat; count: number }
  | { kind: 'shuffled'; seat: Seat }
  | { kind: 'gave'; from: Seat; to: Seat }
  | { kind: 'stole'; from: Seat; to: Seat; got: boolean }
  | { kind: 'asked'; from: Seat; to: Seat; named: CardKind; got: boolean }
  | { kind: 'took'; seat: Seat; card: CardKind }
  | { kind: 'no-effect'; seat: Seat; target: Seat }
);

/**
 * Something that happened to one seat's hand, shown to that seat only. It is cleared as soon
 * as a newer public event concerns that seat (see `record`), so it never outlives the state
 * it belongs to ("You drew ..." after the seat exploded).
 */
export type Notice =
  | { kind: 'drew'; card: CardId }
  | { kind: 'received'; card: CardId; from: Seat }
  /** The seat gave the card for a Favor (its own choice). */
  | { kind: 'gave'; card: CardId; to: Seat }
  /** The card was taken from the seat (a pair or a triple). */
  | { kind: 'lost'; card: CardId; to: Seat };

/** The whole state of a match: plain JSON. */
export interface ExplodingKittensState {
  /**
   * `draw` (index 0 is the top), `discard` (index 0 is the top), `hand:<seat>`, `exploding`
   * (a drawn kitten while its drawer defuses it) and `box` (kittens left out of this match).
   */
  zones: Zones;
  options: Options;
  /** Who plays first (ruling: a seat drawn at random). */
  firstPlayer: Seat;
  /** Turns the current player still owes, the one being played included (RULES.md §4). */
  turnsLeft: number;
  /** Whether the current run of turns came from an attack (RULES.md §7). */
  attacked: boolean;
  /** Exploded seats, in the order they exploded. */
  out: Seat[];
  /** The Nope window and the private choices (defuse position, Alter the Future, Favor, ...). */
  windows: WindowsState;
  /**
   * What See or Alter the Future showed of the top of the draw pile (libs/hidden-info's
   * knowledge): its player sees those cards in the pile while they stay there, nobody else.
   * Read it with `futureOf`.
   */
  known: Knowledge;
  /** Per seat: the last card it received or lost out of sight of the others. */
  notices: Record<Seat, Notice | null>;
  /**
   * The last public events, as a ring: entry `n` sits in slot `n % HISTORY_LENGTH` (read it
   * with `historyInOrder`). The server keeps every entry with the log (the module's `history`).
   */
  history: (HistoryEntry | null)[];
  /** How many history entries the match has recorded: the number of the next one (from 0, one by one). */
  historyCount: number;
}

/** `ctx.gameover` at the end: the last seat that did not explode. */
export interface ExplodingKittensResult {
  winner: Seat;
}
