import type { Server as BgioServer } from 'boardgame.io';
import type { Logger } from 'pino';
import type { ParlorStorage } from '@parlor/storage';

/** What {@link Presence} needs. */
export interface PresenceOptions {
  storage: ParlorStorage;
  /** This process's id: the holder its sockets' seats are recorded under. */
  processID: string;
  /** How long a process not heard from still counts as holding its seats, in ms. */
  leaseMs: number;
  logger: Logger;
  /** Seats of a dead process were marked offline: tell the match's sockets and the table keeper. */
  released: (matchID: string, metadata: BgioServer.MatchData) => void;
  /** This process was taken for dead (a long stall) and its seats released: record them again. */
  reassert: () => void;
}

/**
 * The lease on the online flags of the seats this process has sockets for (PostgreSQL, several
 * processes): a heartbeat a few times per lease, and a sweep that marks offline the seats of
 * processes whose lease ran out. A SIGKILLed process's seats are thus offline within a lease
 * and its sweep period, and the moves made for absent seats are never held up by it.
 */
export class Presence {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: PresenceOptions) {}

  /** Records this process as alive (before it takes any socket), then keeps doing so. */
  async start(): Promise<void> {
    if (this.options.storage.backend !== 'postgres') return;
    await this.options.storage.heartbeat(this.options.processID);
    this.timer = setInterval(() => {
      this.running ??= this.beat().finally(() => (this.running = undefined));
    }, Math.max(100, Math.floor(this.options.leaseMs / 5)));
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    const { storage, processID, leaseMs, logger } = this.options;
    try {
      if (await storage.heartbeat(processID)) {
        if (this.stopped) return;
        logger.warn({ event: 'presence' }, 'this process was taken for dead (it was not heard from for a lease): its seats are recorded again');
        this.options.reassert();
      }
      for (const { matchID, metadata } of await storage.releaseDeadProcesses(leaseMs)) {
        logger.info({ event: 'released', matchID }, 'seats of a process that stopped answering are marked offline');
        this.options.released(matchID, metadata);
      }
    } catch (error) {
      logger.error({ err: error }, 'presence heartbeat failed');
    }
  }

  /** Stops the heartbeat and forgets this process (its seats were let go as its sockets closed). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    if (this.options.storage.backend === 'postgres') await this.options.storage.forgetProcess(this.options.processID).catch(() => undefined);
  }
}
