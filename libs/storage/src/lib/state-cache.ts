/** What the cache needs of a state: boardgame.io's version counter. */
export interface Versioned {
  readonly _stateID: number;
}

/**
 * The latest states of the most recently used matches, least recently used evicted first,
 * bounded both by count and by bytes: each state is counted at the length of its JSON text
 * (what the storage writes or reads anyway, so sizing costs nothing), a fair measure of what
 * it holds in memory whatever the game. One match of a game with big states must not be able
 * to make the cache hold a hundred times what a small game's would.
 *
 * Two rules keep it from ever holding a state older than one this process already knew:
 * a state only replaces an older one (by `_stateID`), and a state read from the database only
 * goes in if nothing was invalidated while the read was in flight (see {@link readToken}),
 * so a read racing a wipe or a failed write cannot put the old state back.
 */
export class StateCache<S extends Versioned> {
  private readonly entries = new Map<string, { state: S; bytes: number }>();
  private invalidations = 0;
  private held = 0;

  /**
   * @param capacity - how many matches to keep; 0 disables caching.
   * @param maxBytes - how many bytes of states (as JSON text) to keep at most.
   */
  constructor(
    readonly capacity: number,
    readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(capacity) || capacity < 0) {
      throw new Error(`cacheSize must be a non-negative integer, got ${capacity}`);
    }
    if (!(maxBytes >= 0)) throw new Error(`cacheBytes must not be negative, got ${maxBytes}`);
  }

  /** How many matches are cached. */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the cached states count for (their JSON text's length). */
  get bytes(): number {
    return this.held;
  }

  /** The cached state of `matchID`, marking it as just used. */
  get(matchID: string): S | undefined {
    const entry = this.entries.get(matchID);
    if (entry === undefined) return undefined;
    this.touch(matchID, entry.state, entry.bytes);
    return entry.state;
  }

  /** Whether `matchID` is cached, without marking it used. */
  has(matchID: string): boolean {
    return this.entries.has(matchID);
  }

  /**
   * Caches a state this process has just written (it is the newest unless a newer one is
   * known); `bytes`, the length of its JSON text.
   */
  remember(matchID: string, state: S, bytes: number): void {
    const cached = this.entries.get(matchID);
    if (cached !== undefined && cached.state._stateID >= state._stateID) return;
    this.touch(matchID, state, bytes);
  }

  /** Take before reading from the database; pass to {@link fill} with what was read. */
  readToken(): number {
    return this.invalidations;
  }

  /** Caches a state read from the database, unless an invalidation happened since `token`. */
  fill(matchID: string, state: S, bytes: number, token: number): void {
    if (token !== this.invalidations) return;
    this.remember(matchID, state, bytes);
  }

  /** Drops `matchID`: its cached state may no longer be the latest. */
  forget(matchID: string): void {
    this.invalidations++;
    this.drop(matchID);
  }

  /** Drops everything. */
  clear(): void {
    this.invalidations++;
    this.entries.clear();
    this.held = 0;
  }

  private drop(matchID: string): void {
    const entry = this.entries.get(matchID);
    if (entry === undefined) return;
    this.entries.delete(matchID);
    this.held -= entry.bytes;
  }

  private touch(matchID: string, state: S, bytes: number): void {
    // One state over the whole budget is not kept (it would empty the cache for itself).
    if (this.capacity === 0 || bytes > this.maxBytes) {
      this.drop(matchID);
      return;
    }
    // A Map iterates in insertion order: re-inserting moves the key to the "recent" end.
    this.drop(matchID);
    this.entries.set(matchID, { state, bytes });
    this.held += bytes;
    while (this.entries.size > this.capacity || this.held > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }
}
