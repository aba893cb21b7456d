import { createContext, useContext, type ReactNode } from 'react';

/**
 * The one countdown of a decision a seat is asked to make: the earliest of the deadlines that
 * would settle it (its turn's or answer's clock, the grace period of a player who is gone, a
 * board's automatic answer). The seat, the room's header and the prompt all show this one.
 */
export interface DecisionClock {
  /** When it runs out, in ms since the epoch on this machine's clock. */
  dueAt: number;
  /** How long it ran in all, in ms (for a bar). */
  totalMs: number;
  /** What happens when it runs out: the bot plays the turn, the rules' default answer, the bot stands in, the board's own answer. */
  kind: 'turn' | 'response' | 'grace' | 'auto';
}

/** What the platform knows of a seat, beyond the game: who holds it and how they are doing. */
export interface SeatInfo {
  /** The name to show: a person's, or the bot's in the reader's language. */
  name: string;
  /** A bot holds the seat for the whole match. */
  bot?: boolean;
  /** Whether the seat's player is connected; absent when unknown. */
  connected?: boolean;
  /** The bot plays for the seat now (its player is gone or out of time). */
  botPlaying?: boolean;
  /** The seat's decision countdown, while one runs. */
  clock?: DecisionClock;
}

/** The platform's side of the table: every seat's info, the reader's seat, and its pending automatic answer. */
export interface TableInfo {
  /** The seat this page plays (null: a spectator or a replay). */
  me: string | null;
  seats: Readonly<Record<string, SeatInfo>>;
  /**
   * This seat has nothing it could answer with, and its answer will be made for it when the
   * clock runs out (at the same moment as for anyone): its prompt says so instead of asking.
   */
  autoAnswer?: boolean;
}

const Context = createContext<TableInfo | undefined>(undefined);

/** Gives boards the platform's view of the table (the room and the replay page provide it). */
export function TableInfoProvider({ value, children }: { value: TableInfo; children?: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The platform's view of the table, or undefined outside a room (stories, board tests). */
export function useTableInfo(): TableInfo | undefined {
  return useContext(Context);
}

/** One seat's platform info, if the room gave any. */
export function useSeatInfo(seat: string): SeatInfo | undefined {
  return useContext(Context)?.seats[seat];
}

/** The reader's own decision countdown, while one runs. */
export function useMyClock(): DecisionClock | undefined {
  const info = useContext(Context);
  return info?.me === null || info?.me === undefined ? undefined : info.seats[info.me]?.clock;
}
