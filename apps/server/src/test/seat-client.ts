// A player's socket for multi-process tests: keeps the last state it was shown, and plays
// legal moves chosen with the game's own ai.enumerate on that (filtered) state.
import type { Game, State as GameState } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';

type State = Pick<GameState, 'G' | 'ctx' | '_stateID'>;

export class SeatClient {
  readonly socket: Socket;
  state: State | undefined;
  /** Every state id this seat was shown by an update, in order. */
  readonly shown: number[] = [];
  /** How many syncs it received (the first, and any resync after a refused move). */
  syncs = 0;
  private waiters: (() => void)[] = [];

  constructor(
    url: string,
    private readonly game: Game,
    readonly matchID: string,
    readonly playerID: string,
    readonly credentials: string,
  ) {
    this.socket = io(`${url}/${game.name}`, { transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 });
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
    this.socket.on('sync', (_matchID: string, info: { state: State }) => {
      this.syncs++;
      this.state = info.state;
      this.wake();
    });
    this.socket.on('update', (_matchID: string, state: State) => {
      this.shown.push(state._stateID);
      this.state = state;
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Resolves once `check` holds for this seat's state. */
  until(check: (state: State) => boolean, ms = 10_000): Promise<State> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`seat ${this.playerID}: timed out at state ${this.state?._stateID}`)), ms);
      const test = () => {
        if (this.state && check(this.state)) {
          clearTimeout(timer);
          resolve(this.state);
        } else this.waiters.push(test);
      };
      test();
    });
  }

  /** Whether this seat may act now. */
  get active(): boolean {
    const ctx = this.state?.ctx;
    if (!ctx || ctx.gameover !== undefined) return false;
    return ctx.activePlayers ? ctx.activePlayers[this.playerID] !== undefined : ctx.currentPlayer === this.playerID;
  }

  /** The legal moves of this seat in the state it sees. */
  moves(): { move: string; args?: unknown[] }[] {
    if (!this.state || !this.active) return [];
    return this.game.ai!.enumerate(this.state.G, this.state.ctx, this.playerID) as { move: string; args?: unknown[] }[];
  }

  /** Sends a move as boardgame.io's client would, quoting the state it was chosen in. */
  send(move: { move: string; args?: unknown[] }, stateID = this.state!._stateID): void {
    this.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID: this.playerID, credentials: this.credentials } },
      stateID,
      this.matchID,
      this.playerID,
    );
  }

  close(): void {
    this.socket.close();
  }
}
