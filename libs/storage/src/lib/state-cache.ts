/** What the cache needs of a state: boardgame.io's version counter. */
export interface Versioned {
  readonly _stateID: number;
}

/**
 * The latest states of the most recently used matches, least recently used evicted first.
 *
 * Two rules keep it from ever holding a state older than one this process already knew:
 * a state only replaces an older one (by `_stateID`), and a state read from the database only
 * goes in if nothing was invalidated while the read was in flight (see {@link readToken}),
 * so a read racing a wipe or a failed write cannot put the old state back.
 */
export class StateCache<S extends Versioned> {
  private readonly entries = new Map<string, S>();
  private invalidations = 0;

  /** @param capacity - how many matches to keep; 0 disables caching. */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) {
      throw new Error(`cacheSize must be a non-negative integer, got ${capacity}`);
    }
  }

  /** How many matches are cached. */
  get size(): number {
    return this.entries.size;
  }

  /** The cached state of `matchID`, marking it as just used. */
  get(matchID: string): S | undefined {
    const state = this.entries.get(matchID);
    if (state !== undefined) this.touch(matchID, state);
    return state;
  }

  /** Whether `matchID` is cached, without marking it used. */
  has(matchID: string): boolean {
    return this.entries.has(matchID);
  }

  /** Caches a state this process has just written (it is the newest unless a newer one is known). */
  remember(matchID: string, state: S): void {
    const cached = this.entries.get(matchID);
    if (cached !== undefined && cached._stateID >= state._stateID) return;
    this.touch(matchID, state);
  }

  /** Take before reading from the database; pass to {@link fill} with what was read. */
  readToken(): number {
    return this.invalidations;
  }

  /** Caches a state read from the database, unless an invalidation happened since `token`. */
  fill(matchID: string, state: S, token: number): void {
    if (token !== this.invalidations) return;
    this.remember(matchID, state);
  }

  /** Drops `matchID`: its cached state may no longer be the latest. */
  forget(matchID: string): void {
    this.invalidations++;
    this.entries.delete(matchID);
  }

  /** Drops everything. */
  clear(): void {
    this.invalidations++;
    this.entries.clear();
  }

  private touch(matchID: string, state: S): void {
    if (this.capacity === 0) return;
    // A Map iterates in insertion order: re-inserting moves the key to the "recent" end.
    this.entries.delete(matchID);
    this.entries.set(matchID, state);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
