import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MOVE_STAGES, MoveStages } from './move-stages';

/**
 * Why a move was refused, as a bounded set for a metric label: the transport's reasons carry
 * state ids and move names, which would make a new series per refusal.
 */
export type RefusalReason =
  | 'stale'
  | 'not-active'
  | 'not-available'
  | 'rules'
  | 'over'
  | 'seat-given-up'
  | 'not-found'
  | 'not-begun'
  | 'failed';

/** The bounded reason of a refusal the transport words for logs. */
export function refusalReason(refused: string): RefusalReason {
  if (refused.startsWith('sent from state')) return 'stale';
  if (refused === 'seat not active') return 'not-active';
  if (refused === 'move not available now') return 'not-available';
  if (refused === 'refused by the rules') return 'rules';
  if (refused === 'match is over') return 'over';
  if (refused === 'the seat was given up') return 'seat-given-up';
  if (refused === 'match not found') return 'not-found';
  if (refused === 'the match has not begun') return 'not-begun';
  return 'failed';
}

/** What the metrics read from the running server when they are collected. */
export interface MetricSources {
  /** Sockets, matches with sockets here, matches with moves queued, seats connected here. */
  connections: () => { clients: number; matches: number; queued: number; seats: number };
  /** States the storage keeps in memory. */
  cachedStates: () => number;
  /** Seconds the serving thread spent handing batches to the database (counted in the `store` stage). */
  storageHandOffSeconds?: () => number;
  /** Batches the database aborted to break a deadlock (and that were run again). */
  storageDeadlocks?: () => number;
}

// Moves take from a millisecond to a few seconds (a write that waits on a busy database).
const MOVE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const BATCH_SIZES = [1, 2, 5, 10, 20, 50, 100, 200];
// How often the event loop's delay is sampled: a timer that fires late by as much as the loop was held.
const LOOP_SAMPLE_MS = 100;

/**
 * The server's Prometheus metrics, on a registry of its own (several servers may run in one
 * process, in tests). Counters and histograms are cumulative: reading them changes nothing,
 * so any number of scrapers may poll.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly movesApplied: Counter<'game' | 'by'>;
  readonly movesRefused: Counter<'game' | 'reason'>;
  readonly messagesRefused: Counter<'event' | 'code'>;
  readonly moveSeconds: Histogram<'game'>;
  readonly botDecisionSeconds: Histogram<'game'>;
  readonly storageBatchSize: Histogram<'kind'>;
  readonly storageBatchSeconds: Histogram<'kind'>;
  readonly matchesSwept: Counter<'kind'>;
  readonly replaysServed: Counter<'game' | 'outcome'>;
  readonly replayBuildSeconds: Histogram<'game'>;
  readonly signIns: Counter<'method' | 'outcome'>;
  readonly matchesRated: Counter<'game' | 'outcome'>;
  /** Where the serving thread's time goes, stage by stage (the transport counts into it). */
  readonly stages = new MoveStages();
  private readonly loopTimer: NodeJS.Timeout;
  private readonly caches = new Map<string, () => number>();

  constructor(sources: MetricSources) {
    const registry = this.registry;
    collectDefaultMetrics({ register: registry });
    this.movesApplied = new Counter({
      name: 'parlor_moves_applied_total',
      help: 'Moves applied and stored, by game and by whom: a person, or the server for a seat (bot, clock, absent seat).',
      labelNames: ['game', 'by'],
      registers: [registry],
    });
    this.movesRefused = new Counter({
      name: 'parlor_moves_refused_total',
      help: 'Moves refused, by game and reason (stale: sent from an old state; rules: the game refused it; failed: an error on the server).',
      labelNames: ['game', 'reason'],
      registers: [registry],
    });
    this.messagesRefused = new Counter({
      name: 'parlor_socket_messages_refused_total',
      help: 'Socket messages refused before reaching the rules, by event (sync, update, chat, message) and code (bad-request, unauthorized, too-large, too-many...).',
      labelNames: ['event', 'code'],
      registers: [registry],
    });
    this.moveSeconds = new Histogram({
      name: 'parlor_move_duration_seconds',
      help: "A person's move from its arrival to its broadcast, stored by then.",
      labelNames: ['game'],
      buckets: MOVE_BUCKETS,
      registers: [registry],
    });
    this.botDecisionSeconds = new Histogram({
      name: 'parlor_bot_decision_seconds',
      help: "A bot's decision, on the bots' thread.",
      labelNames: ['game'],
      buckets: MOVE_BUCKETS,
      registers: [registry],
    });
    this.storageBatchSize = new Histogram({
      name: 'parlor_storage_batch_size',
      help: 'Writes (or reads) committed together in one statement, by kind: state, connection, plan, read.',
      labelNames: ['kind'],
      buckets: BATCH_SIZES,
      registers: [registry],
    });
    this.storageBatchSeconds = new Histogram({
      name: 'parlor_storage_batch_duration_seconds',
      help: 'How long one batch took to commit, by kind.',
      labelNames: ['kind'],
      buckets: MOVE_BUCKETS,
      registers: [registry],
    });
    this.matchesSwept = new Counter({
      name: 'parlor_matches_swept_total',
      help: 'Matches removed with their logs: abandoned (nobody connected, unchanged for ABANDONED_HOURS) or finished (older than FINISHED_DAYS).',
      labelNames: ['kind'],
      registers: [registry],
    });
    this.signIns = new Counter({
      name: 'parlor_sign_ins_total',
      help: 'Sign-ins and sign-ups, by method (password, passkey, sign-up, passkey-sign-up) and outcome (ok, refused, limited): a climb in refused or limited is someone guessing.',
      labelNames: ['method', 'outcome'],
      registers: [registry],
    });
    this.matchesRated = new Counter({
      name: 'parlor_matches_rated_total',
      help: 'Finished matches with an account at a seat, by game and outcome: rated, or unrated (a guest, a bot, a seat the bot played).',
      labelNames: ['game', 'outcome'],
      registers: [registry],
    });
    this.replaysServed = new Counter({
      name: 'parlor_replays_served_total',
      help: 'Replay answers, by game and outcome: built (rebuilt or filtered for this answer), kept (an answer made for an earlier viewer), changed (the rules no longer reproduce the match).',
      labelNames: ['game', 'outcome'],
      registers: [registry],
    });
    this.replayBuildSeconds = new Histogram({
      name: 'parlor_replay_build_seconds',
      help: "Making a replay's answer that was not kept: reading the match, rebuilding it if needed, filtering every step for the point of view.",
      labelNames: ['game'],
      buckets: MOVE_BUCKETS,
      registers: [registry],
    });
    const stages = this.stages;
    // Counted as plain sums on the way (a counter's labels cost a lookup each), and told the
    // registry what was added since its last reading.
    const reported = new Map<string, number>();
    new Counter({
      name: 'parlor_move_stage_seconds_total',
      help: "The serving thread's time in each stage of a move (checks, rules, plan, store, filter, send), over every move: divided by parlor_moves_applied_total, what a move costs in each.",
      labelNames: ['stage'],
      registers: [registry],
      collect() {
        for (const stage of MOVE_STAGES) {
          const total = stages.totals().get(stage)! + (stage === 'store' ? (sources.storageHandOffSeconds?.() ?? 0) : 0);
          // inc with 0 still makes the series, so every stage shows from the first reading.
          this.inc({ stage }, Math.max(0, total - (reported.get(stage) ?? 0)));
          reported.set(stage, total);
        }
      },
    });
    let deadlocksReported = 0;
    new Counter({
      name: 'parlor_storage_deadlocks_total',
      help: 'Storage batches PostgreSQL aborted to break a deadlock, run again: each held its writes up for a second (deadlock_timeout). Should stay 0.',
      registers: [registry],
      collect() {
        const total = sources.storageDeadlocks?.() ?? 0;
        this.inc(Math.max(0, total - deadlocksReported));
        deadlocksReported = total;
      },
    });
    const loopDelay = new Histogram({
      name: 'parlor_event_loop_delay_seconds',
      help: `How late a timer due every ${LOOP_SAMPLE_MS} ms fired: how long the event loop, which every move waits on, was held up.`,
      buckets: LOOP_BUCKETS,
      registers: [registry],
    });
    let due = performance.now() + LOOP_SAMPLE_MS;
    this.loopTimer = setInterval(() => {
      const now = performance.now();
      loopDelay.observe(Math.max(0, now - due) / 1000);
      due = now + LOOP_SAMPLE_MS;
    }, LOOP_SAMPLE_MS).unref();

    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('parlor_sockets', 'Sockets synced to a match on this process.', () => sources.connections().clients);
    gauge('parlor_seats_connected', 'Seats with a socket on this process.', () => sources.connections().seats);
    gauge('parlor_matches_with_sockets', 'Matches with a socket on this process (0 once everyone left).', () => sources.connections().matches);
    gauge('parlor_matches_with_moves_queued', 'Matches with moves waiting for an earlier one of theirs.', () => sources.connections().queued);
    gauge('parlor_states_cached', 'Match states kept in memory.', sources.cachedStates);
    const caches = this.caches;
    new Gauge({
      name: 'parlor_cache_bytes',
      help: 'What each cache holds, in bytes as it counts them against its bound (states and replays: their JSON text).',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        for (const [cache, read] of caches) this.set({ cache }, read());
      },
    });
  }

  /** Reports a cache's size, in bytes, as parlor_cache_bytes{cache=name}. */
  cacheBytes(name: string, read: () => number): void {
    this.caches.set(name, read);
  }

  /** The metrics in Prometheus' text format. */
  read(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close(): void {
    clearInterval(this.loopTimer);
  }
}
