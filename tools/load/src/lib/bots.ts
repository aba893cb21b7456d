import type { Game, State as GameState } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';

type State = Pick<GameState, 'G' | 'ctx' | '_stateID'>;

/**
 * What the driver's sockets received while it counted: bytes and messages, by event. Shared by
 * every match of a run, so that the run can say what a client is sent per move.
 */
export class Traffic {
  counting = false;
  bytes = 0;
  messages = 0;
  readonly byEvent = new Map<string, { messages: number; bytes: number }>();

  /** Counts one socket.io packet as it arrived (its text: `2/namespace,["event",...]`). */
  count(data: unknown): void {
    if (!this.counting || typeof data !== 'string') return;
    const bytes = Buffer.byteLength(data);
    this.bytes += bytes;
    this.messages++;
    const event = /^\d+(?:\/[^,]*,)?\d*\["([^"]{1,40})"/.exec(data)?.[1] ?? '(other)';
    const seen = this.byEvent.get(event) ?? { messages: 0, bytes: 0 };
    seen.messages++;
    seen.bytes += bytes;
    this.byEvent.set(event, seen);
  }
}

/** One seat's socket: the state it was last shown, and a pending move's start time. */
class Seat {
  state: State | undefined;
  sentAt = 0;
  sentFrom = -1;
  constructor(
    readonly socket: Socket,
    readonly playerID: string,
    readonly credentials: string,
  ) {}
}

/** How one step went: a move with its round trip in ms, or why there was none. */
export type StepOutcome = { kind: 'moved'; rtt: number } | { kind: 'refused' } | { kind: 'idle' } | { kind: 'timeout' };

/** The lobby and socket endpoints of one server under load. */
export interface Target {
  url: string;
}

/** The server refused to create another match: its per-client creation limit was reached. */
export class CreationLimitError extends Error {
  override name = 'CreationLimitError';
}

const post = async <T>(url: string, body: unknown): Promise<T> => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status === 429) {
    throw new CreationLimitError(
      `the server refuses to create more matches or seats (${(await response.text()).slice(0, 200)}): a server under load must allow the driver's ` +
        'creations and joins, start it with CREATE_PER_MINUTE=100000 JOIN_PER_MINUTE=100000 MESSAGES_PER_SECOND=100000',
    );
  }
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * The bots of one match: every seat joined through the lobby and connected over socket.io. A
 * step is one move by whichever seat may act, chosen with the game's own ai.enumerate on that
 * seat's view; its round trip runs from sending the move to receiving the resulting update.
 */
export class MatchBots {
  private seats: Seat[] = [];
  private waiting: ((outcome: StepOutcome) => void) | undefined;
  private pending: Seat | undefined;
  over = false;

  private constructor(
    private readonly target: Target,
    private readonly game: Game,
    readonly matchID: string,
    private readonly traffic?: Traffic,
  ) {}

  /** Creates a match on the target, joins every seat and syncs them. */
  static async start(target: Target, game: Game, numPlayers: number, traffic?: Traffic): Promise<MatchBots> {
    const { matchID } = await post<{ matchID: string }>(`${target.url}/games/${game.name}/create`, { numPlayers });
    const bots = new MatchBots(target, game, matchID, traffic);
    const joined: { playerID: string; playerCredentials: string }[] = [];
    for (let seat = 0; seat < numPlayers; seat++) {
      joined.push(await post(`${target.url}/games/${game.name}/${matchID}/join`, { playerID: String(seat), playerName: `bot${seat}` }));
    }
    await Promise.all(joined.map((join) => bots.connect(join.playerID, join.playerCredentials)));
    return bots;
  }

  private connect(playerID: string, credentials: string): Promise<void> {
    const socket = io(`${this.target.url}/${this.game.name}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const seat = new Seat(socket, playerID, credentials);
    // Every packet as it came over the wire (engine.io's message packets carry socket.io's text).
    if (this.traffic) socket.io.on('open', () => socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => packet.type === 'message' && this.traffic!.count(packet.data)));
    this.seats.push(seat);
    const receive = (state: State) => {
      if (seat.state && state._stateID < seat.state._stateID) return;
      seat.state = state;
      if (state.ctx.gameover !== undefined) this.over = true;
      if (this.pending === seat && state._stateID > seat.sentFrom) this.settle({ kind: 'moved', rtt: performance.now() - seat.sentAt });
    };
    return new Promise((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.on('connect', () => socket.emit('sync', this.matchID, playerID, credentials, this.seats.length));
      socket.on('update', (_m: string, state: State) => receive(state));
      socket.on('sync', (_m: string, info: { state: State }) => {
        // A sync after a move means the move was refused: the step is over without a round trip.
        if (this.pending === seat && info.state._stateID <= seat.sentFrom) this.settle({ kind: 'refused' });
        receive(info.state);
        resolve();
      });
    });
  }

  private settle(outcome: StepOutcome) {
    const done = this.waiting;
    this.waiting = undefined;
    this.pending = undefined;
    done?.(outcome);
  }

  /** The seat that may act now, with a legal move, if any. */
  private next(): { seat: Seat; move: { move: string; args?: unknown[] } } | undefined {
    for (const seat of this.seats) {
      const ctx = seat.state?.ctx;
      if (!ctx || ctx.gameover !== undefined) continue;
      const active = ctx.activePlayers ? ctx.activePlayers[seat.playerID] !== undefined : ctx.currentPlayer === seat.playerID;
      if (!active) continue;
      const moves = this.game.ai!.enumerate(seat.state!.G, ctx, seat.playerID) as { move: string; args?: unknown[] }[];
      if (moves.length > 0) return { seat, move: moves[Math.floor(Math.random() * moves.length)]! };
    }
    return undefined;
  }

  /**
   * Makes one move with a random legal move of a seat that may act. Resolves with its round
   * trip, or why there was none: refused (answered with a resync), idle (no seat could act),
   * or timed out.
   */
  step(timeoutMs = 10_000): Promise<StepOutcome> {
    if (this.over || this.waiting) return Promise.resolve({ kind: 'idle' });
    const chosen = this.next();
    if (!chosen) return Promise.resolve({ kind: 'idle' });
    const { seat, move } = chosen;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle({ kind: 'timeout' }), timeoutMs);
      this.waiting = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      this.pending = seat;
      seat.sentFrom = seat.state!._stateID;
      seat.sentAt = performance.now();
      seat.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID: seat.playerID, credentials: seat.credentials } },
        seat.state!._stateID,
        this.matchID,
        seat.playerID,
      );
    });
  }

  /** Disconnects every seat (a finished match should then leave the server's memory). */
  close(): void {
    for (const seat of this.seats) seat.socket.close();
  }
}
