// What the room knows of its match's table besides boardgame.io's state: whether the match has
// begun (a waiting room until every seat is held), its time control and the clocks running on
// its seats. The server tells it in the `parlor:table` socket event, or with the move that
// changed it; the match's metadata gives the first picture, before the socket has said anything.
import { SocketIO } from 'boardgame.io/multiplayer';
import type { TimeControl } from '@parlor/game-kit';
import type { SeatClock } from '@parlor/ui';
import type { ParlorMatch } from './lobby-api';

/** The socket.io event that carries a {@link TableReport}. */
export const TABLE_EVENT = 'parlor:table';
/** The socket.io event that carries a {@link SocketError}. */
export const SOCKET_ERROR_EVENT = 'parlor:error';

/** A match's table as the server reports it (its clocks on the server's clock). */
export interface TableReport {
  matchID: string;
  startedAt: number | null;
  timeControl: TimeControl;
  /** The host's seat, once someone sat down (absent from older servers). */
  host?: string | null;
  serverNow: number;
  /** Each running clock; `ms`, how long it runs in all (absent from older servers). */
  clocks: { seat: string; kind: SeatClock['kind']; dueAt: number; ms?: number }[];
}

/** A message of this browser's that the server refused (`waiting`: a move before the match began). */
export interface SocketError {
  event: string;
  code: string;
  message: string;
  matchID?: string;
}

/** A clock running on a seat, on this machine's clock. */
export interface TableClock extends SeatClock {
  seat: string;
  /** How long it runs in all, in ms (for a bar); what was left when it arrived if the server did not say. */
  totalMs: number;
}

/** What the room shows of its table. */
export interface TableView {
  /** Whether the match has begun: every seat was held, and moves count. */
  begun: boolean;
  timeControl: TimeControl;
  clocks: readonly TableClock[];
  /** The seat of the host (who may seat bots): from the match's metadata, then from every report. */
  host?: string;
}

/** The table of a match from its metadata: a match without the server's fields counts as begun, without clocks. */
export function tableOfMatch(match: Pick<ParlorMatch, 'parlor'>): TableView {
  const fields = match.parlor;
  if (!fields) return { begun: true, timeControl: 'off', clocks: [] };
  return { begun: fields.startedAt !== undefined, timeControl: fields.timeControl ?? 'off', clocks: [], ...(fields.host === undefined ? {} : { host: fields.host }) };
}

/**
 * The table a report describes. Deadlines come on the server's clock: counted from when the
 * report arrived (`dueAt - serverNow` ahead), they hold whatever this machine's clock says.
 */
export function tableFromReport(report: TableReport, previous: TableView, receivedAt: number): TableView {
  const host = typeof report.host === 'string' ? report.host : previous.host;
  return {
    ...previous,
    ...(host === undefined ? {} : { host }),
    begun: report.startedAt !== null,
    timeControl: report.timeControl,
    clocks: report.clocks.map((clock) => ({
      seat: String(clock.seat),
      kind: clock.kind,
      dueAt: receivedAt + (clock.dueAt - report.serverNow),
      totalMs: typeof clock.ms === 'number' && clock.ms > 0 ? clock.ms : Math.max(1000, clock.dueAt - report.serverNow),
    })),
  };
}

function isReport(value: unknown): value is TableReport {
  const report = value as TableReport | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    typeof report.matchID === 'string' &&
    (report.startedAt === null || typeof report.startedAt === 'number') &&
    typeof report.serverNow === 'number' &&
    Array.isArray(report.clocks) &&
    report.clocks.every((clock) => typeof clock?.dueAt === 'number' && ['turn', 'response', 'grace'].includes(clock.kind))
  );
}

/** What a {@link TableFeed} holds: the table, and the server's last refusal of this browser's messages. */
export interface TableSnapshot {
  table: TableView;
  /** `count` tells a refusal from the same refusal again, so each one can be shown. */
  refusal?: SocketError & { count: number };
}

/**
 * The table of one match as it changes, for React's useSyncExternalStore: fed by the socket
 * (through {@link withTableEvents}), read by the room.
 */
export class TableFeed {
  private snapshot: TableSnapshot;
  private readonly listeners = new Set<() => void>();
  private refusals = 0;

  constructor(
    readonly matchID: string,
    initial: TableView,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshot = { table: initial };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): TableSnapshot => this.snapshot;

  /** A `parlor:table` report; one of another match (or malformed) is ignored. */
  receive(report: unknown): void {
    if (!isReport(report) || report.matchID !== this.matchID) return;
    const table = tableFromReport(report, this.snapshot.table, this.now());
    // A refusal for waiting is answered once the match begins.
    const refusal = table.begun && this.snapshot.refusal?.code === 'waiting' ? undefined : this.snapshot.refusal;
    this.set({ table, ...(refusal ? { refusal } : {}) });
  }

  /** A `parlor:error`: the server refused a message of this browser's. */
  refused(error: unknown): void {
    const refusal = error as SocketError | null;
    if (typeof refusal !== 'object' || refusal === null || typeof refusal.code !== 'string') return;
    if (refusal.matchID !== undefined && refusal.matchID !== this.matchID) return;
    this.set({ ...this.snapshot, refusal: { event: String(refusal.event), code: refusal.code, message: String(refusal.message), count: ++this.refusals } });
  }

  private set(snapshot: TableSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

/** A socket as far as {@link withTableEvents} uses it. */
interface EventSource {
  on: (event: string, listener: (...args: unknown[]) => void) => unknown;
}

/**
 * boardgame.io's SocketIO transport, also passing the server's table reports and refusals to
 * `feed`: boardgame.io's client ignores events it does not know, and keeps the socket to itself.
 */
export function withTableEvents(feed: TableFeed, multiplayer: ReturnType<typeof SocketIO> = SocketIO({ server: globalThis.location.origin })): ReturnType<typeof SocketIO> {
  return (options) => {
    const transport = multiplayer(options);
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      // The transport opens its socket in connect(), before the first sync is asked for.
      const socket = (transport as unknown as { socket?: Partial<EventSource> | null }).socket;
      if (typeof socket?.on !== 'function') return;
      socket.on(TABLE_EVENT, (report) => feed.receive(report));
      // A move that changes the table (a new turn's clock) brings it as its update's or patch's
      // last argument, after boardgame.io's own (matchID, state, log) and (matchID, prevStateID,
      // stateID, patch, log); this listener runs after boardgame.io's, so the state comes first.
      socket.on('update', (...args) => args.length > 3 && feed.receive(args[3]));
      socket.on('patch', (...args) => args.length > 5 && feed.receive(args[5]));
      socket.on(SOCKET_ERROR_EVENT, (error) => feed.refused(error));
    };
    return transport;
  };
}
