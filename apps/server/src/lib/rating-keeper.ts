import type { LogEntry, Server, State } from 'boardgame.io';
import type { Logger } from 'pino';
import type { GameModule } from '@parlor/game-kit';
import type { Account, AccountStore, ParlorStorage, ResultHook, Skill as StoredSkill } from '@parlor/storage';
import type { ServerMetrics } from './metrics';
import { rateStandings, shownRating, unratedBecause, NEW_SKILL, type RatedSeat } from './ratings';

/** Options of {@link RatingKeeper}. */
export interface RatingKeeperOptions {
  storage: ParlorStorage;
  modules: readonly GameModule[];
  logger: Logger;
  /** Where ratings are counted; none: not counted. */
  metrics?: ServerMetrics;
  /** For tests only: how long a finished match waits before it is rated (see Config.testRatingDelayMs). */
  delayMs?: number;
}

/** How many unrated finished matches one catch-up looks at. */
const CATCH_UP_BATCH = 100;

/**
 * Rates finished matches: when a process stores a result, and at start and with every sweep
 * for results a process stored but could not rate (killed in between). The storage rates a
 * match once whoever asks and however often; a match with any account at its seats that
 * cannot be rated is recorded with the reason (a guest, a bot, one account twice, a seat the
 * bot played for more than a quarter of its moves), so its result screen can say why.
 */
export class RatingKeeper {
  private readonly byGame: Map<string, GameModule>;
  private readonly log: Logger;
  private readonly pending = new Set<Promise<void>>();
  private readonly waiting = new Set<NodeJS.Timeout>();

  constructor(private readonly options: RatingKeeperOptions) {
    this.byGame = new Map(options.modules.map((module) => [module.manifest.id, module]));
    this.log = options.logger.child({ part: 'ratings' });
  }

  /** A match's result was stored: rate it, in the background (a failure is logged, and the next catch-up tries again). */
  matchEnded(matchID: string): void {
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) {
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        this.matchEnded(matchID);
      }, delay);
      this.waiting.add(timer);
      return;
    }
    const running = this.rate(matchID).catch((error: unknown) => this.log.error({ err: error, matchID }, 'rating a finished match failed'));
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Rates the finished matches left unrated (see the class); resolves to how many it looked at. */
  async catchUp(): Promise<number> {
    const unrated = await this.options.storage.accounts.unratedMatches(CATCH_UP_BATCH);
    for (const { matchID } of unrated) await this.rate(matchID);
    return unrated.length;
  }

  /**
   * Waits for the ratings under way (a stop drains them); those still waiting for their test
   * delay are dropped, as a killed process would drop them, for the next catch-up to find.
   */
  async settle(): Promise<void> {
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    await Promise.allSettled([...this.pending]);
  }

  /**
   * The rating of a result, to run in the transaction that stores it (see ResultHook): the
   * match's rating is then written with its result or not at all. Under the test delay, none:
   * the result is stored alone and rated later, as after a process stopped in between.
   */
  resultHook(matchID: string, state: State): ResultHook | undefined {
    if ((this.options.delayMs ?? 0) > 0) return undefined;
    const { storage } = this.options;
    return {
      run: async (tx) => {
        const accounts = storage.accounts.within(tx);
        const owners = await accounts.seatOwners(matchID);
        if (owners.size === 0) return;
        const record = await storage.matchWithin(tx, matchID);
        if (record) await this.rateResult(accounts, owners, matchID, state, record.metadata, record.log);
      },
      // The result is kept; the catch-up (and the matchEnded that follows) will try again.
      failed: (error) => this.log.error({ err: error, matchID }, 'rating a result with it failed'),
    };
  }

  /** Rates one finished match, or records why it is not rated; does nothing for a match no account played. */
  async rate(matchID: string): Promise<void> {
    const { storage } = this.options;
    const owners = await storage.accounts.seatOwners(matchID);
    if (owners.size === 0) return;
    // Already looked at (rated with its result, or by another process): nothing to read.
    if ((await storage.accounts.ratingOf(matchID)) !== undefined) return;
    const { state, metadata, log } = await storage.fetch(matchID, { state: true, metadata: true, log: true });
    if (!state || !metadata || state.ctx.gameover === undefined) return;
    await this.rateResult(storage.accounts, owners, matchID, state, metadata, log ?? []);
  }

  private async rateResult(accounts: AccountStore, owners: ReadonlyMap<string, Account>, matchID: string, state: State, metadata: Server.MatchData, log: readonly LogEntry[]): Promise<void> {
    const game = metadata.gameName;
    const module = this.byGame.get(game);
    if (!module?.standings) return accounts.markUnrated(matchID, game, 'the game gives no standings');
    const standings = module.standings(state);
    const rankOf = new Map(standings.flatMap((team) => team.seats.map((seat) => [seat, team.rank] as const)));
    // Where each account's seat placed, for its profile, whether the match is rated or not.
    await accounts.recordPlaces(matchID, new Map([...owners.keys()].filter((seat) => rankOf.has(seat)).map((seat) => [seat, rankOf.get(seat)!])));
    const seatIDs = Object.keys(metadata.players).sort((a, b) => Number(a) - Number(b));
    const moves = new Map(seatIDs.map((seat) => [seat, { moves: 0, botMoves: 0 }]));
    for (const entry of log as (LogEntry & { byServer?: boolean })[]) {
      if (entry.action.type !== 'MAKE_MOVE') continue;
      const count = moves.get(String(entry.action.payload.playerID));
      if (!count) continue;
      count.moves++;
      if (entry.byServer) count.botMoves++;
    }
    const seats: RatedSeat[] = seatIDs.map((seat) => ({
      // A bot's seat is no account's.
      account: isBot(metadata.players[Number(seat)]) ? null : (owners.get(seat)?.id ?? null),
      ...moves.get(seat)!,
    }));
    const reason = unratedBecause(seats);
    if (reason !== undefined) {
      this.log.info({ matchID, reason }, 'match not rated');
      this.options.metrics?.matchesRated.inc({ game, outcome: 'unrated' });
      return accounts.markUnrated(matchID, game, reason);
    }
    // The standings count places from 1; the store from 0 (first place: a match won).
    const rated = seatIDs.map((seat) => ({ seat, accountID: owners.get(seat)!.id, rank: (rankOf.get(seat) ?? 1) - 1 }));
    const accountOf = new Map(rated.map((seat) => [seat.seat, seat.accountID]));
    const changes = await accounts.rateMatch(matchID, game, rated, (before) => {
      const skills = rateStandings(standings, (seat) => before.get(accountOf.get(seat)!) ?? NEW_SKILL);
      const after = new Map<string, StoredSkill>();
      for (const [seat, skill] of skills) after.set(accountOf.get(seat)!, { ...skill, ordinal: shownRating(skill) });
      return after;
    });
    if (changes) {
      this.log.info({ matchID, game, seats: changes.length }, 'match rated');
      this.options.metrics?.matchesRated.inc({ game, outcome: 'rated' });
    }
  }
}

const isBot = (seat: object | undefined) => (seat as { bot?: boolean } | undefined)?.bot === true;
