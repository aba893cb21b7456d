/**
 * The stages of a move on the serving thread, in the order a move goes through them:
 * - `checks`: the message's shape, the seat's credentials, whether the seat may act;
 * - `rules`: boardgame.io's reducer and the public history;
 * - `plan`: the table keeper's plan of the new state (clocks, bots) and its report;
 * - `store`: handing the state to the storage (serializing it, queueing the write);
 * - `filter`: each viewer's view of the new state (once per seat, and once for spectators);
 * - `send`: socket.io's encoding and the socket writes, per socket.
 */
export const MOVE_STAGES = ['checks', 'rules', 'plan', 'store', 'filter', 'send'] as const;
export type MoveStage = (typeof MOVE_STAGES)[number];

/**
 * Where the serving thread's time goes, stage by stage: the seconds spent in each, summed over
 * every move since the server started (a metric, parlor_move_stage_seconds_total). Divided by
 * the moves made in the same window it says what a move costs in each stage, so a change that
 * makes a move dearer shows up in `npm run load`, stage by stage. A reading costs
 * performance.now() twice (well under a microsecond), small beside any stage.
 */
export class MoveStages {
  private readonly seconds = new Map<MoveStage, number>(MOVE_STAGES.map((stage) => [stage, 0]));

  /** Counts the time since `since` (a performance.now() reading) to `stage`; returns now. */
  add(stage: MoveStage, since: number): number {
    const now = performance.now();
    this.seconds.set(stage, this.seconds.get(stage)! + (now - since) / 1000);
    return now;
  }

  /** Runs `work`, counting its time to `stage`. */
  time<T>(stage: MoveStage, work: () => T): T {
    const since = performance.now();
    try {
      return work();
    } finally {
      this.add(stage, since);
    }
  }

  /** Seconds spent in each stage so far. */
  totals(): ReadonlyMap<MoveStage, number> {
    return this.seconds;
  }
}
