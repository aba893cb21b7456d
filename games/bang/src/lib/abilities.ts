import type { FnContext } from 'boardgame.io';
import type { CharacterKey } from './characters';
import type { BangState, Hit, Seat } from './state';

/** The context boardgame.io hands moves and hooks. */
export type Context = FnContext<BangState> & { playerID?: string };

/** Passive effects that add up with the same effects of cards in play (RULES.md §6.2, §9). */
export interface Passive {
  /** Others see this seat this much farther (Mustang, Paul Regret). */
  seen?: number;
  /** This seat sees others this much closer (Scope, Rose Doolan). */
  sees?: number;
  /** Barrel draws against a BANG! effect (Barrel, Jourdonnais). */
  barrels?: number;
}

/**
 * A character's ability: entries the engine consults at named points of the turn. A new
 * character (Dodge City, the Bullet) is a new entry here; the turn code does not change.
 */
export interface Ability {
  passive?: Passive;
  /** Cards turned over by each "draw!" (Lucky Duke: 2, and he picks one). */
  checkCards?: number;
  /** Missed! effects needed against this seat's BANG! cards (Slab the Killer: 2). */
  bangMisses?: number;
  /** Any number of BANG! cards per turn (Willy the Kid). */
  unlimitedBang?: boolean;
  /** BANG! and Missed! cards are interchangeable (Calamity Janet). */
  swapsBangAndMissed?: boolean;
  /** May discard two hand cards for one life, whenever able to act (Sid Ketchum). */
  healsByDiscarding?: boolean;
  /**
   * When another player is eliminated, before his cards are discarded (RULES.md §11.4 step 2):
   * returns true if it took them (Vulture Sam). Dodge City's Greg Digger and Herb Hunter hook in here.
   */
  whenOtherEliminated?: (context: Context, self: Seat, dead: Seat) => boolean;
  /** The hand limit at the end of the turn, from the current life (default: the life; Sean Mallory: 10). */
  handLimit?: (life: number) => number;
  /**
   * Phase 1 in place of drawing two cards. Either draws at once or opens a window for the
   * player's choice (Jesse Jones, Kit Carlson, Pedro Ramirez); see draw-phase.ts.
   */
  drawPhase?: CharacterKey;
  /** After surviving a hit (Bart Cassidy, El Gringo; ruling 5). */
  afterHit?: (context: Context, hit: Hit) => void;
  /** Whenever the seat's hand is empty, after any action (Suzy Lafayette). */
  whenHandEmpty?: (context: Context, seat: Seat) => void;
}
