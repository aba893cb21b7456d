import { randomUUID } from 'node:crypto';
import type { Server as BgioServer, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { turnHolder, type BotMove, type GameModule } from '@parlor/game-kit';
import type { Deadline, ParlorStorage, PlannedDeadline } from '@parlor/storage';
import type { BotPool } from './bot-pool';
import { KeyedLock } from './keyed-lock';
import { awaitedSeats, botPlays, clockLengths, inOwnTurn, isHuman, planTable, samePlan, seatOf, tableReport, type ClockLengths, type DeadlineKind, type TableReport, type TableSeat } from './table';

/** What the keeper needs from the server. */
export interface KeeperOptions {
  storage: ParlorStorage;
  /** The hosted games, by name. */
  modules: ReadonlyMap<string, GameModule>;
  pool: BotPool;
  logger: Logger;
  graceMs: number;
  botDelayMs: number;
  /**
   * Makes a move for a seat on the server's behalf (a bot's, a clock's default, a board's
   * countdown) through the same path as a person's: checked, stored, then broadcast. Resolves
   * to the new state or why it was refused.
   */
  move: (matchID: string, seat: string, move: BotMove, stateID: number, why: DeadlineKind, metadata?: BgioServer.MatchData) => Promise<{ state: State } | { refused: string }>;
  /** Tells every client of the match (in every process) its table. */
  publish: (matchID: string, report: TableReport) => void;
  /** The seats changed on the server's initiative (a bot stands in): every process must hear it. */
  seatsChanged: (matchID: string, metadata: BgioServer.MatchData) => void;
  /** How often due deadlines are looked for besides the ones this process planned, in ms. */
  pollMs?: number;
  /** How long a claim on a deadline holds before another process may take it over, in ms. */
  leaseMs?: number;
  /** For tests: how long to wait after claiming a deadline before acting on it, in ms. */
  holdMs?: number;
}

// Plans kept in memory, per match, so that a move need not read the match's deadlines back.
const MAX_KNOWN = 20_000;
// Due times this process planned are looked for in slots: many deadlines share one wake-up, and
// the schedule stays small with thousands of clocks running. A bot's next move or a board's
// countdown comes soon and is looked for within 50 ms; a clock or a grace period, minutes away
// and often replaced before it falls due, within 250 ms. Each look is one claiming statement, so
// the slot size bounds how many of them a busy server runs a second.
const NEAR_MS = 5000;
const slotOf = (dueAt: number, now: number) => {
  const size = dueAt - now > NEAR_MS ? 250 : 50;
  return Math.ceil(dueAt / size) * size;
};

/**
 * Keeps every match moving: plans what each match waits for after every change (a move, a
 * seat coming or going, a bot added), keeps the plan in storage with the match, and acts on
 * what falls due: a bot's move, a clock that ran out, a dropped player's grace period, a
 * board's countdown for an absent seat. Deadlines are claimed in storage before acting, so of
 * several server processes exactly one acts on each, and a process that dies while holding
 * one leaves it to the others once its claim runs out.
 */
export class TableKeeper {
  readonly owner = randomUUID();
  private readonly lock = new KeyedLock();
  private readonly known = new Map<string, { rows: PlannedDeadline[]; report: string }>();
  private readonly acting = new Set<Promise<void>>();
  private poller: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  // The slots (see slotOf) in which deadlines this process planned fall due, earliest first.
  private readonly slots = new SlotHeap();
  private closed = false;
  private ticking: Promise<void> | undefined;
  // A look was asked for while one ran: another follows it, so nothing due waits for the poll.
  private again = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(private readonly options: KeeperOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 15_000;
  }

  /** Starts looking for due deadlines (also those other processes, or an earlier run, planned). */
  start(): void {
    this.poller = setInterval(() => void this.tick(), this.pollMs);
    this.poller.unref();
    void this.tick();
  }

  /** Stops acting; resolves once what was being done is done. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    clearTimeout(this.timer);
    await Promise.allSettled([...this.acting, this.ticking]);
  }

  /** A match's state was stored (by this process): plan again. `actor` is the seat that moved, by itself or through the server. */
  stateChanged(matchID: string, state: State, metadata: BgioServer.MatchData | undefined, actor: string | null): void {
    void this.lock.run(matchID, () => this.plan(matchID, { state, metadata, actor })).catch((error: unknown) => this.failed(matchID, error, 'planning after a move'));
  }

  /** A match's seats changed (a connection, a join, bots, a seat given up): plan again from storage. */
  seatsChanged(matchID: string, metadata?: BgioServer.MatchData): void {
    void this.lock.run(matchID, () => this.plan(matchID, { metadata })).catch((error: unknown) => this.failed(matchID, error, 'planning after a seat change'));
  }

  /** Another process changed the match: what this one remembers of its plan may be old. */
  forget(matchID: string): void {
    this.known.delete(matchID);
  }

  /** The table of a match as its clients are told it (for a socket that just synced). */
  async report(matchID: string, metadata: BgioServer.MatchData): Promise<TableReport> {
    const rows = this.known.get(matchID)?.rows ?? (await this.options.storage.deadlinesOf(matchID));
    return tableReport(matchID, metadata, rows, Date.now(), this.lengths(metadata));
  }

  /** How long the match's clocks run in all, for the clients' bars. */
  private lengths(metadata: BgioServer.MatchData): ClockLengths | undefined {
    const module = this.options.modules.get(metadata.gameName);
    return module ? clockLengths(module, metadata, this.options.graceMs) : undefined;
  }

  private failed(matchID: string, error: unknown, doing: string): void {
    if (!this.closed) this.options.logger.error({ err: error, matchID }, `table keeping failed while ${doing}`);
  }

  private remember(matchID: string, rows: PlannedDeadline[], report: string): void {
    this.known.delete(matchID);
    this.known.set(matchID, { rows, report });
    if (this.known.size > MAX_KNOWN) this.known.delete(this.known.keys().next().value!);
  }

  /**
   * The plan of a move's new state, made before the state is stored so that it is written in
   * the same statement (setState's plan): what a state waits for is then stored with it or not
   * at all. Undefined when this process does not know the match's current plan; the move's
   * stateChanged then plans after the write. Call `stored` once the state is written: it
   * returns the match's table if what its clients see of it changed, for the caller to send
   * with the new state (one message instead of two, see publish).
   */
  prepare(matchID: string, state: State, metadata: BgioServer.MatchData, actor: string | null): { rows: PlannedDeadline[]; stored: () => TableReport | undefined } | undefined {
    const before = this.known.get(matchID);
    const module = this.options.modules.get(metadata.gameName);
    if (this.closed || !before || !module) return undefined;
    const now = Date.now();
    const rows = planTable(module, state, metadata, before.rows, actor, { now, graceMs: this.options.graceMs, botDelayMs: this.options.botDelayMs });
    return { rows, stored: () => this.planned(matchID, metadata, rows, now, before.report, false) };
  }

  /** Plans a match again and stores the plan if it changed; tells its clients if what they see changed. */
  private async plan(matchID: string, given: { state?: State; metadata?: BgioServer.MatchData; actor?: string | null }): Promise<void> {
    if (this.closed) return;
    const { storage } = this.options;
    let state = given.state ?? (await storage.fetch(matchID, { state: true })).state;
    const metadata = given.metadata ?? (await storage.fetch(matchID, { metadata: true })).metadata;
    if (!state || !metadata) {
      this.known.delete(matchID);
      return;
    }
    const module = this.options.modules.get(metadata.gameName);
    if (!module) return;
    const before = this.known.get(matchID);
    const previous = before?.rows ?? (await storage.deadlinesOf(matchID));
    let actor = given.actor ?? null;
    for (let attempt = 0; ; attempt++) {
      const now = Date.now();
      const rows = planTable(module, state, metadata, previous, actor, { now, graceMs: this.options.graceMs, botDelayMs: this.options.botDelayMs });
      if (samePlan(rows, previous) || (await storage.planDeadlines(matchID, rows, state._stateID))) {
        this.planned(matchID, metadata, rows, now, before?.report);
        return;
      }
      // The match moved on meanwhile, its new state stored without a plan (this process did
      // not know the match's plan when the move was made) or with one (another process's).
      // Planned again on the newest state, so that the plan is known here again and the next
      // move stores its plan with its state: forgetting it instead left every later move of a
      // busy match without one, each followed by a read and a write of its own that lost the
      // same race (on a saturated server, half the storage's statements). The newer state's
      // own planning follows, with its mover.
      const newer = attempt < 3 ? (await storage.fetch(matchID, { state: true })).state : undefined;
      if (!newer || newer._stateID <= state._stateID) {
        this.known.delete(matchID);
        return;
      }
      state = newer;
      actor = null;
    }
  }

  // A plan is stored: remembers it and looks for its deadlines when they fall due. If what the
  // match's clients see changed, returns the new table, and publishes it unless `publish` is false.
  private planned(matchID: string, metadata: BgioServer.MatchData, rows: PlannedDeadline[], now: number, reported: string | undefined, publish = true): TableReport | undefined {
    const report = tableReport(matchID, metadata, rows, now, this.lengths(metadata));
    // What clients see changes with the clocks, the seats' grace periods and the start: not with every bot's move.
    const seen = JSON.stringify({ ...report, serverNow: 0 });
    const changed = seen !== reported;
    if (changed && publish) this.options.publish(matchID, report);
    this.remember(matchID, rows, seen);
    for (const row of rows) this.slots.add(slotOf(row.dueAt, now));
    this.arm();
    return changed ? report : undefined;
  }

  // Sets the timer for the earliest slot still to come (besides the regular poll), to act on
  // this process's own plans on time; slots already past are looked at now.
  private arm(): void {
    if (this.closed) return;
    const at = this.slots.peek();
    if (at === undefined || at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timerAt = Infinity;
        const now = Date.now();
        while ((this.slots.peek() ?? Infinity) <= now) this.slots.pop();
        void this.tick();
        this.arm();
      },
      Math.max(0, at - Date.now()),
    );
    this.timer.unref();
  }

  /** Claims what is due and acts on it; one look at a time, and another after it if one was asked for meanwhile. */
  private tick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const due = await this.options.storage.claimDeadlines(this.owner, Date.now(), this.leaseMs, 50);
            for (const deadline of due) {
              const task = this.lock
                .run(deadline.matchID, () => this.act(deadline))
                .catch((error: unknown) => this.failed(deadline.matchID, error, `acting on ${deadline.kind}`));
              this.acting.add(task);
              void task.finally(() => this.acting.delete(task));
            }
            if (due.length < 50 || this.closed) break;
          }
        } while (this.again && !this.closed);
      } catch (error) {
        if (!this.closed) this.options.logger.error({ err: error }, 'looking for due deadlines failed');
      } finally {
        this.ticking = undefined;
      }
    })();
    return this.ticking;
  }

  /**
   * Acts on one claimed deadline. A move made in its name leads to a new plan (stateChanged),
   * which replaces the claimed row; otherwise the row is finished here and the match planned
   * again from storage.
   */
  private async act(deadline: Deadline): Promise<void> {
    const { storage, logger } = this.options;
    const { matchID, seat } = deadline;
    const kind = deadline.kind as DeadlineKind;
    if (this.options.holdMs) {
      logger.warn({ event: 'holding', matchID, seat, deadline: kind }, 'holding a claimed deadline before acting (a test setting)');
      await new Promise((resolve) => setTimeout(resolve, this.options.holdMs));
      if (this.closed) return;
    }
    let moved = false;
    try {
      const { state, metadata } = await this.current(deadline);
      if (!state || !metadata || state.ctx.gameover !== undefined) return;
      const module = this.options.modules.get(metadata.gameName);
      if (!module) return;
      const log = logger.child({ game: metadata.gameName });
      // A game with its own turns (`turnOf`) has no boardgame.io turn to hand to the bot: when
      // the holder's time runs out the bot makes its move now, and again while the turn (the
      // same clock, already run out) stays theirs.
      const ownTurns = module.turnOf !== undefined;
      if (kind === 'grace' || (kind === 'turn' && !ownTurns)) {
        // From now on the bot plays the seat: until its player moves again, or for the rest of the turn.
        const changed = await storage.changeMatch(matchID, (stored) => {
          const info = seatOf(stored, seat) as TableSeat | undefined;
          if (kind === 'grace') {
            if (!isHuman(info) || info!.isConnected === true || info!.standIn) return { result: false };
            info!.standIn = true;
          } else {
            // Whether it is waiting for others' answers or answering itself: the rest of the turn is the bot's.
            if (!isHuman(info) || deadline.episode !== `t${state.ctx.turn}` || state.ctx.currentPlayer !== seat) return { result: false };
            info!.botTurn = state.ctx.turn;
          }
          return { result: true, write: true };
        });
        if (changed) {
          log.info({ event: kind === 'grace' ? 'stand-in' : 'timeout', matchID, seat }, kind === 'grace' ? 'the bot plays for a seat whose player is gone' : 'time ran out: the bot plays the rest of the turn');
          const { metadata: after } = await storage.fetch(matchID, { metadata: true });
          if (after) this.options.seatsChanged(matchID, after);
        }
        return;
      }
      // A bot's move and a board's countdown only on the state they were planned on; an answer's
      // clock while the seat is still asked (others may have moved meanwhile).
      const stillDue =
        kind === 'response'
          ? awaitedSeats(module, state).includes(seat) && !inOwnTurn(state.ctx, seat)
          : kind === 'turn'
            ? awaitedSeats(module, state).includes(seat) && turnHolder(module, state) === seat
            : state._stateID === deadline.stateID;
      if (!stillDue) return;
      let move: BotMove | undefined;
      if (kind === 'auto') {
        if (seatOf(metadata, seat)?.isConnected === true) return;
        const auto = module.autoMoves?.(state).find((candidate) => candidate.playerID === seat);
        move = auto && { move: auto.move, args: auto.args };
      } else if (kind === 'turn') {
        // A turn that runs out is always the bot's to play (the rules' defaults are for answers).
        move = await this.options.pool.decide(module, state, seat);
      } else if (kind === 'response') {
        move = module.timeoutMove?.(state, seat) ?? (await this.options.pool.decide(module, state, seat));
      } else {
        if (!botPlays(metadata, seat, state.ctx)) return;
        move = await this.options.pool.decide(module, state, seat);
      }
      if (!move) return;
      const outcome = await this.options.move(matchID, seat, move, state._stateID, kind, metadata);
      if ('refused' in outcome) log.info({ event: 'refuse', matchID, seat, move: move.move, reason: outcome.refused, deadline: kind }, 'a move on the server’s behalf was refused');
      else moved = true;
    } catch (error) {
      // Tried again in a moment, by this process or another.
      await storage.releaseDeadline(deadline, this.owner, Date.now() + 1000).catch(() => undefined);
      throw error;
    } finally {
      if (!moved) {
        await storage.finishDeadline(deadline, this.owner).catch(() => undefined);
        this.known.delete(matchID);
        if (!this.closed) await this.plan(matchID, {}).catch((error: unknown) => this.failed(matchID, error, 'planning after acting'));
      }
    }
  }

  /**
   * The match as a claimed deadline needs it: the metadata read with the claim, and the state
   * from this process's cache when it is the one the deadline was planned on (a bot's move,
   * the usual case, reads nothing more); otherwise from the database, since another process
   * may have moved meanwhile.
   */
  private async current(deadline: Deadline): Promise<{ state?: State; metadata?: BgioServer.MatchData }> {
    const { storage } = this.options;
    const { matchID } = deadline;
    if (deadline.metadata && deadline.kind !== 'response') {
      const { state } = await storage.fetch(matchID, { state: true });
      if (state && state._stateID === deadline.stateID) return { state, metadata: deadline.metadata };
    }
    return storage.readThrough().fetch(matchID, { state: true, metadata: true });
  }
}

/** A min-heap of distinct numbers (the keeper's wake-up slots, in ms since the epoch). */
class SlotHeap {
  private readonly heap: number[] = [];
  private readonly members = new Set<number>();

  add(value: number): void {
    if (this.members.has(value)) return;
    this.members.add(value);
    const { heap } = this;
    let i = heap.push(value) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]! <= value) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = value;
  }

  peek(): number | undefined {
    return this.heap[0];
  }

  pop(): number | undefined {
    const { heap } = this;
    const top = heap[0];
    if (top === undefined) return undefined;
    this.members.delete(top);
    const last = heap.pop()!;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const child = left + 1 < heap.length && heap[left + 1]! < heap[left]! ? left + 1 : left;
        if (heap[child]! >= last) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}
