import type { Logger } from 'pino';
import type { ParlorStorage } from '@parlor/storage';

/** What {@link Sweeper} needs. */
export interface SweeperOptions {
  storage: ParlorStorage;
  logger: Logger;
  /** An unfinished match nobody is connected to, unchanged for this long, is removed (ms). */
  abandonedMs: number;
  /** A finished match is kept this long after its last change (ms), for replays and history. */
  finishedMs: number;
  /** How often to sweep (ms); the first sweep comes a few seconds after the start. */
  everyMs: number;
  /** Told of every match removed. */
  removed?: (matchID: string, kind: 'abandoned' | 'finished') => void;
}

/**
 * Removes matches that would otherwise pile up: abandoned ones (never joined, or left by
 * everyone with nothing happening since) and finished ones past their keeping time. With
 * several processes, each runs a sweeper and the storage lets one sweep at a time.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: SweeperOptions) {}

  start(): void {
    const run = () => {
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    };
    this.timer = setInterval(run, this.options.everyMs);
    this.timer.unref();
    // Soon after the start too: a server that is restarted often would otherwise never sweep.
    setTimeout(run, Math.min(this.options.everyMs, 5000)).unref();
  }

  /** One sweep now; resolves with what it removed. */
  async sweep(): Promise<void> {
    const { storage, logger, abandonedMs, finishedMs } = this.options;
    const now = Date.now();
    try {
      const { abandoned, finished, skipped } = await storage.sweep({ abandonedBefore: now - abandonedMs, finishedBefore: now - finishedMs });
      if (skipped) return;
      for (const matchID of abandoned) this.options.removed?.(matchID, 'abandoned');
      for (const matchID of finished) this.options.removed?.(matchID, 'finished');
      if (abandoned.length + finished.length > 0) {
        logger.info({ event: 'sweep', abandoned: abandoned.length, finished: finished.length, ms: Date.now() - now }, 'removed abandoned and old finished matches');
      }
    } catch (error) {
      logger.error({ err: error }, 'sweep failed');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
