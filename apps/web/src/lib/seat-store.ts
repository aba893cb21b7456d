// What this browser remembers per match: which seat it holds and the credentials for it, so a
// refresh or a reopened tab comes back to the same seat. Also the name the player last used.

/** A seat this browser holds in a match. */
export interface HeldSeat {
  playerID: string;
  credentials: string;
  playerName: string;
}

const seatKey = (matchID: string) => `parlor.seat.${matchID}`;
const NAME_KEY = 'parlor.name';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off; the app then simply forgets on refresh.
    return undefined;
  }
}

function isHeldSeat(value: unknown): value is HeldSeat {
  const seat = value as HeldSeat | null;
  return typeof seat === 'object' && seat !== null && typeof seat.playerID === 'string' && typeof seat.credentials === 'string' && typeof seat.playerName === 'string';
}

/** The seat held in a match, if any (anything unreadable counts as none). */
export function heldSeat(matchID: string): HeldSeat | undefined {
  const raw = storage()?.getItem(seatKey(matchID));
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isHeldSeat(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the seat held in a match. */
export function holdSeat(matchID: string, seat: HeldSeat): void {
  storage()?.setItem(seatKey(matchID), JSON.stringify(seat));
}

/** Forgets the seat held in a match (after leaving it, or when the server no longer knows it). */
export function releaseSeat(matchID: string): void {
  storage()?.removeItem(seatKey(matchID));
}

/** The name the player last used, or ''. */
export function savedName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

/** Remembers the player's name for the next match. */
export function saveName(name: string): void {
  storage()?.setItem(NAME_KEY, name);
}
