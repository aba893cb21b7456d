import type { Zones } from '@parlor/deck';
import type { WindowsState } from '@parlor/turn-phases';
import type { ActionKind, CarId, CardEvent, CharacterKey, TurnSymbol } from './data';

/** A bandit is named by its character. */
export type Bandit = CharacterKey;

/** The two levels of a unit of the train. */
export type Level = 'inside' | 'roof';

/** A place a bandit, or loot, can be: a unit (0 = caboose, C = locomotive) and a level. */
export interface Place {
  unit: number;
  level: Level;
}

/** Loot tokens by kind. Counts are public; purse values live apart, in `purseValues` (secret). */
export interface Loot {
  purses: number;
  jewels: number;
  strongboxes: number;
  ransoms: number;
}

/** A loot kind as a player names it when robbing or punching (ransoms never lie on the train). */
export type LootChoice = 'purse' | 'jewel' | 'strongbox' | 'ransom';

/** One bandit on the train. */
export interface BanditState extends Place {
  /** The seat that plays this bandit (two bandits per seat in the 2-player game). */
  seat: string;
  loot: Loot;
  /** Bullet cards received, from bandits and the Marshal: the tie-break. */
  bulletsReceived: number;
}

/** One unit of the train: the loot lying inside and on its roof. */
export interface Unit {
  inside: Loot;
  roof: Loot;
}

/** The round card being played (public once revealed). */
export interface RoundCard {
  /** The card id in the zones: `round:<id>` or `station:<id>`. */
  card: string;
  turns: TurnSymbol[];
  event: CardEvent | null;
}

/**
 * What the match is waiting for (the window open in `windows`):
 * - `place`: 2-player game, each seat secretly picks the bandit that starts in the caboose;
 * - `discard`: advanced variant, start of Schemin', seats holding bullets may discard them;
 * - `scheme`: Schemin', one seat's action at a time, as the round card plans them;
 * - `keep`: advanced variant, end of Schemin', seats choose the cards they keep;
 * - `steal`: Stealin', the first card of the pile is resolved by its owner;
 * - `over`: nothing, the match has ended.
 */
export type Phase = 'place' | 'discard' | 'scheme' | 'keep' | 'steal' | 'over';

/** The Schemin' turn being played, as the board shows it. */
export interface SchemeTurn {
  /** The turn of the round card (0 = its first symbol). */
  turn: number;
  /** The seats in this turn's acting order. */
  order: string[];
  /** The position in `order` of the seat acting now. */
  at: number;
  /** The actions that seat still takes on this turn, this one included (2 at a speed-up). */
  left: number;
}

/** A choice made while resolving an action card (only the fields the action uses). */
export interface ActionOption {
  /** Move, Punch: the unit the bandit (or the victim) ends in; Marshal: the Marshal's unit. */
  to?: number;
  /** Fire, Punch: the bandit aimed at. */
  target?: Bandit;
  /** Punch: the loot the victim drops (null when he has none); Robbery: the loot taken. */
  loot?: LootChoice | null;
  /** Punch by Cheyenne choosing a purse: she keeps it instead of letting it drop. */
  keep?: boolean;
}

/** What happened, as the rules record it (public facts only); {@link HistoryEntry} numbers it. */
export type HistoryEvent =
  | { kind: 'round'; round: number; card: string; first: string }
  /** A card played to the pile; the action stays unknown (null) while it lies face down. */
  | { kind: 'played'; seat: string; bandit: Bandit; action: ActionKind | null }
  | { kind: 'drew'; seat: string; count: number }
  | { kind: 'passed'; seat: string }
  /** A card resolved; `at` is where its bandit stood afterwards. */
  | { kind: 'resolved'; bandit: Bandit; action: ActionKind; option: ActionOption | null; effect: boolean; at: Place }
  | { kind: 'fled'; bandits: Bandit[]; bullets: boolean }
  | { kind: 'event'; event: CardEvent }
  | { kind: 'placed'; seat: string };

/**
 * One line of the board's log: an event with its number `n`, consecutive from 0 over the whole
 * match, so the server can store what each action added and the board rebuild the whole log
 * while G keeps only the latest lines (game-kit's history contract).
 */
export type HistoryEntry = HistoryEvent & { n: number };

/** A seat's final score. */
export interface Score {
  seat: string;
  /** Dollars: loot plus the Gunslinger award. */
  total: number;
  gunslinger: boolean;
  bulletsReceived: number;
  /** 1 = winner; tied seats share a rank. */
  rank: number;
}

/** The outcome in `ctx.gameover`. */
export interface ColtExpressResult {
  winners: string[];
  scores: Score[];
}

/** The whole state of a match: plain JSON. */
export interface ColtExpressState {
  /** The advanced variant (RULES.md §10): always on in the 2-player game. */
  advanced: boolean;
  /** The 2-player team game (RULES.md §11). */
  teams: boolean;
  /**
   * Cards: `deck:<seat>`, `hand:<seat>`, `discard:<seat>` (advanced), `cylinder:<bandit>` (bullets
   * not yet fired), `pile` (played this round), `neutral`, `rounds` (the round deck, face down),
   * `shown` (round cards revealed so far) and `box` (out of the game).
   */
  zones: Zones;
  /** For each card of the pile, in order, whether it lies face down (ids would give the cards away). */
  faceDown: boolean[];
  bandits: Partial<Record<Bandit, BanditState>>;
  /** The bandits each seat plays, in a fixed order. */
  seats: Record<string, Bandit[]>;
  /** The cars from the caboose (unit 0) forward; the locomotive (unit C) follows the last. */
  cars: CarId[];
  /** Units 0 (caboose) to C (locomotive). */
  train: Unit[];
  /** The unit the Marshal is inside. */
  marshal: number;
  /** Strongboxes off the train (the second one waits for Take It All!). */
  spareStrongboxes: number;
  /**
   * Purse values, secret: a bandit's are seen by the seat playing him, the train's by nobody.
   * Keys of `train` are `<unit>:<level>`. Lengths match the public purse counts.
   */
  purseValues: { bandits: Partial<Record<Bandit, number[]>>; train: Record<string, number[]> };
  /** 1 to 5; 0 before the first round. */
  round: number;
  roundCard: RoundCard | null;
  /** The seat that plays first this round. */
  first: string;
  /**
   * What the match waits for, as libs/turn-phases windows (see {@link Phase}): the Schemin'
   * plan and the Stealin' pile are queues, the placement, bullet discard and keep are
   * simultaneous windows that every listed seat answers once.
   */
  windows: WindowsState;
  /** 2-player game: the bandit each seat put in the caboose (secret until both chose). */
  placements: Record<string, Bandit | null>;
  /**
   * The latest lines of the log, newest last: up to `HISTORY_LENGTH` (lib/history.ts) from before
   * the last action, and every line that action added. The server's log metadata keeps the rest.
   */
  history: HistoryEntry[];
  result: ColtExpressResult | null;
}
