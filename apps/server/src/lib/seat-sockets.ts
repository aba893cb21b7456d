/**
 * How many sockets of this process each seat of each match has: a seat counts as connected
 * while it has one. The transport records the change in storage (and tells everyone) only when
 * a seat's first socket comes or its last one goes.
 */
export class SeatSockets {
  private readonly counts = new Map<string, Map<string, number>>();

  /** One more socket for the seat; true if it is the seat's first here (the seat came online). */
  up(matchID: string, seat: string): boolean {
    let seats = this.counts.get(matchID);
    if (!seats) this.counts.set(matchID, (seats = new Map()));
    const count = (seats.get(seat) ?? 0) + 1;
    seats.set(seat, count);
    return count === 1;
  }

  /** One socket fewer; true if it was the seat's last here (the seat went offline). */
  down(matchID: string, seat: string): boolean {
    const seats = this.counts.get(matchID);
    const count = (seats?.get(seat) ?? 1) - 1;
    if (count > 0) {
      seats!.set(seat, count);
      return false;
    }
    seats?.delete(seat);
    if (seats?.size === 0) this.counts.delete(matchID);
    return true;
  }

  /** Whether the seat has a socket here. */
  connected(matchID: string, seat: string): boolean {
    return (this.counts.get(matchID)?.get(seat) ?? 0) > 0;
  }

  /** Every seat with a socket here, as [matchID, seat]. */
  held(): [string, string][] {
    return [...this.counts].flatMap(([matchID, seats]) => [...seats.keys()].map((seat): [string, string] => [matchID, seat]));
  }

  /** How many seats have a socket here. */
  get size(): number {
    let count = 0;
    for (const seats of this.counts.values()) count += seats.size;
    return count;
  }

  /** Forgets every socket (the process stops serving them). */
  clear(): void {
    this.counts.clear();
  }
}
