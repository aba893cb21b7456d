import type { Zones } from '@parlor/deck';

/** The whole state of a match: plain JSON. */
export interface ColtExpressState {
  /** `draw` and one `hand:<seat>` per seat. */
  zones: Zones;
  /** The total to get close to without going over. */
  target: number;
  /** Seats that stopped drawing (or went over the target), in the order they stopped. */
  stopped: string[];
  /** Set when everyone has stopped: every hand is then shown to all. */
  revealed: boolean;
}

/** The outcome in `ctx.gameover`. */
export interface ColtExpressResult {
  /** The seats with the best total not over the target (empty if everyone went over). */
  winners: string[];
  totals: Record<string, number>;
}
