import { Worker } from 'node:worker_threads';
import type { State } from 'boardgame.io';
import type { Logger } from 'pino';
import { decide, type BotMove, type GameModule } from '@parlor/game-kit';

/** How long a bot may think about one move, in ms (its policy is told; see BotView.budgetMs). */
export const BOT_BUDGET_MS = 40;

// A worker that has not answered by then is stuck: it is replaced, and the move is made here.
const ANSWER_TIMEOUT_MS = 5000;

interface Pending {
  resolve: (answer: { move: BotMove | undefined; ms: number }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs bots' decisions off the server's main thread, on one worker thread (the machine's other
 * core is the embedded database's): a decision that searches never holds up the matches. The
 * games a worker can load are the registry's; a game the server was handed some other way
 * (a test's) is decided on the main thread.
 */
export class BotPool {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextID = 0;
  private closed = false;

  /**
   * @param options.observe - told of every decision: the game and how long it took, in ms.
   */
  constructor(
    private readonly options: { logger: Logger; workerGames: ReadonlySet<string>; observe?: (game: string, ms: number) => void },
  ) {}

  /** The move the module's bot plays for `seat` in `state`, from that seat's view only (see game-kit's decide). */
  async decide(module: GameModule, state: State, seat: string): Promise<BotMove | undefined> {
    const game = module.manifest.id;
    if (!this.options.workerGames.has(game)) {
      const started = performance.now();
      const move = decide(module, state, seat, { random: Math.random, budgetMs: BOT_BUDGET_MS });
      this.options.observe?.(game, performance.now() - started);
      return move;
    }
    const { move, ms } = await this.ask(game, state, seat);
    this.options.observe?.(game, ms);
    return move;
  }

  /** Stops the worker; decisions asked for afterwards are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.failAll(new Error('the bot pool was closed'));
    await worker?.terminate();
  }


  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL('./bot-worker.mjs', import.meta.url), { execArgv: [] });
    // A worker with nothing to do does not keep the process alive.
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: { ready?: boolean; id?: number; move?: BotMove; ms?: number; error?: string }) => {
        if (message.ready) return resolve();
        const pending = this.pending.get(message.id!);
        if (!pending) return;
        this.pending.delete(message.id!);
        clearTimeout(pending.timer);
        if (message.error !== undefined) pending.reject(new Error(`the bot failed: ${message.error}`));
        else pending.resolve({ move: message.move, ms: message.ms ?? 0 });
      });
    });
    worker.on('error', (error) => {
      this.options.logger.error({ err: error }, 'bot worker failed; a new one will start');
      this.drop(worker, error);
    });
    worker.on('exit', (code) => {
      if (!this.closed) this.drop(worker, new Error(`the bot worker exited with code ${code}`));
    });
    return this.ready;
  }

  private async ask(game: string, state: State, seat: string): Promise<{ move: BotMove | undefined; ms: number }> {
    if (this.closed) throw new Error('the bot pool was closed');
    await this.start();
    const worker = this.worker!;
    const id = this.nextID++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.options.logger.error({ game, seat }, `a bot did not answer within ${ANSWER_TIMEOUT_MS} ms; its worker is replaced`);
        this.drop(worker, new Error('the bot did not answer in time'));
        void worker.terminate();
      }, ANSWER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // Only what a seat's view is built from: the match's random state (plugins) stays here.
      worker.postMessage({ id, game, state: { G: state.G, ctx: state.ctx }, seat, budgetMs: BOT_BUDGET_MS });
    });
  }

  // Forgets a failed worker (the next decision starts another) and fails what it was asked.
  private drop(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    this.failAll(error);
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}
