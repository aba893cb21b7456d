import { randomUUID } from 'node:crypto';
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import type { Logger } from 'pino';
import type { Namespace, Server as IOServer, Socket } from 'socket.io';
import type { BotMove, GameModule } from '@parlor/game-kit';
import type { ParlorStorage, PlannedDeadline, ResultHook } from '@parlor/storage';
import { gameRuntime, stateIDOf, type GameRuntime, type Published } from './game-runtime';
import { KeyedLock } from './keyed-lock';
import { socketAddress, type Limits } from './limits';
import { MatchRooms, SEATS_CHANGED } from './match-rooms';
import { refusalReason, type ServerMetrics } from './metrics';
import { MoveRunner } from './move-runner';
import { MoveStages } from './move-stages';
import type { PubSub } from './pubsub';
import { SeatSockets } from './seat-sockets';
import { checkAction, checkChat, checkSync, seatCredentialsMatch, visibleSeats, type Action } from './socket-checks';
import { MESSAGE_LIMIT, TOO_LARGE_EVENT } from './socket-parser';
import { hasStarted, seatOf, type TableReport } from './table';

// The server side of boardgame.io's socket.io protocol (the client is boardgame.io's own).
// boardgame.io 0.50's SocketIO transport and Master leave holes we must close: a `sync` for an
// unknown match creates one; moves are accepted without credentials while no seat has joined;
// any event (endGame, undo) and any move name (constructor) is processed; a move that throws
// kills the process; and a move is broadcast before it is stored. Here every message is
// checked first, moves run through boardgame.io's own reducer with the Master's checks, the
// state write is compare-and-set, and the broadcast waits for it.
//
// Per move this costs one state write and, per recipient seat, one playerView: the reducer is
// made once per game, the match's state and seats come from memory while it has sockets, and
// sockets of one seat (or spectators) share one filtered copy.
//
// The parts, each with its own tests: socket-checks.ts checks every message; seat-sockets.ts
// counts each seat's sockets (a seat is online while it has one); match-rooms.ts keeps the
// matches with sockets here, hears their channels and sends each socket its seat's view;
// move-runner.ts checks, reduces, stores and only then publishes a move. This closure holds
// what ties them to socket.io: syncs, moves, chat, seat connections and the drain.
//
// What each match waits for (a bot's move, a clock, a dropped player's grace, a board's
// countdown for an absent seat) is the table keeper's (table-keeper.ts): this transport tells
// it of every stored state and seat change, and makes the moves it asks for (serverMove)
// through the same path as a person's. Until every seat is taken (by a person or a bot) a
// match is a waiting room: moves are refused.

/** A socket and the match seat it synced to. */
interface Client {
  socket: Socket;
  matchID: string;
  /** `null` for a spectator. */
  playerID: string | null;
  credentials?: string;
  /** While its sync is being prepared: what the match broadcast meanwhile, sent after the sync. */
  pending?: Published[];
  /** Whether it counts as its seat's connection (see seatUp/seatDown). */
  counted: boolean;
  /** The seats (metadata object) its credentials were last found valid in: checked again only when they change. */
  checked?: BgioServer.MatchData;
}

/**
 * What a socket is sent, as `parlor:error`, when a message of its was refused: a `sync` for an
 * unknown match or with wrong credentials, an action or chat message that is malformed or
 * comes from a socket not synced to that seat, or a server failure. boardgame.io's client
 * ignores it; Parlor's web client shows it. Moves the rules refuse (illegal, sent from an old
 * state) are answered with a fresh `sync` instead, as boardgame.io's client expects.
 */
export interface SocketError {
  /** The refused message: 'sync', 'update' (an action), 'chat', or 'message' (one too large to read). */
  event: 'sync' | 'update' | 'chat' | 'message';
  code: 'bad-request' | 'unknown-match' | 'unauthorized' | 'not-synced' | 'waiting' | 'server-error' | 'too-large' | 'too-many' | 'chat-closed';
  /** For people: what went wrong. */
  message: string;
  matchID?: string;
}

/** The socket.io event carrying a {@link SocketError}. */
export const SOCKET_ERROR_EVENT = 'parlor:error';

/** The socket.io event carrying a match's table (a TableReport: begun or waiting, clocks, grace periods). */
export const TABLE_EVENT = 'parlor:table';

/** What the transport tells the table keeper, and asks of it. */
export interface TableHooks {
  /** The plan of a move's new state, to store with it (see TableKeeper.prepare); `stored` once it is. */
  prepare: (matchID: string, state: State, metadata: BgioServer.MatchData, actor: string | null) => { rows: PlannedDeadline[]; stored: () => TableReport | undefined } | undefined;
  stateChanged: (matchID: string, state: State, metadata: BgioServer.MatchData | undefined, actor: string | null) => void;
  seatsChanged: (matchID: string, metadata?: BgioServer.MatchData) => void;
  forget: (matchID: string) => void;
  report: (matchID: string, metadata: BgioServer.MatchData) => Promise<TableReport>;
}

/** What the transport needs from the server. */
export interface TransportOptions {
  io: IOServer;
  modules: GameModule[];
  storage: ParlorStorage;
  pubsub: PubSub<Published>;
  logger: Logger;
  /** How often a move beaten by another process's write is tried again on the newer state. */
  retries?: number;
  /** For tests only: delay every state write by this many ms (see Config.testWriteDelayMs). */
  writeDelayMs?: number;
  /** The table keeper (bots, clocks, grace periods); none: nothing is ever made on a seat's behalf. */
  table?: TableHooks;
  /** Where moves and refusals are counted. */
  metrics?: ServerMetrics;
  /** Rate limits of sockets' messages and chat; none: unlimited. */
  limits?: Limits;
  /** Which proxies' forwarded addresses to believe (Express's compiled `trust proxy`); none: the peer's address. */
  trustProxy?: (address: string, hop: number) => boolean;
  /** Told when this process stores a match's result (to rate it); none: nothing is rated. */
  matchEnded?: (matchID: string) => void;
  /** The work a match's result brings, done in the transaction that stores it (its rating). */
  onResult?: (matchID: string, state: State) => ResultHook | undefined;
}

/** What the transport reports on /healthz. */
export interface TransportStats {
  clients: number;
  matches: number;
  queued: number;
  /** Seats with a socket in this process. */
  seats: number;
}

/**
 * Serves boardgame.io clients over socket.io for every game, on one namespace per game name.
 */
export function attachTransport(options: TransportOptions): {
  /** Forgets every socket and stops listening to pub/sub. */
  close: () => void;
  /** Sockets, matches with sockets, matches with moves queued, seats with a socket here. */
  counts: () => TransportStats;
  /** This process's id among the processes sharing the storage (its seats' holder). */
  processID: string;
  /** Records again every seat this process has a socket for (its holdings were released while it was thought dead). */
  reassertSeats: () => void;
  /**
   * For a stop (SIGTERM): refuses every new message, waits for the moves in flight to be
   * stored and broadcast, marks every seat this process holds offline (everyone hears it),
   * then closes the sockets, whose clients reconnect elsewhere.
   */
  drain: () => Promise<void>;
  /** Tells every process that a seat of `matchID` was given up (or the match deleted), so sockets synced to it go. */
  seatsChanged: (matchID: string) => void;
  /** Tells every socket of the match, in every process, the seats as they are now (bots, stand-ins). */
  seatsUpdated: (matchID: string, metadata: BgioServer.MatchData) => void;
  /** Tells every socket of the match, in every process, its table. */
  publishTable: (matchID: string, report: TableReport) => void;
  /** Makes a move for a seat on the server's behalf (a bot, a clock, a countdown), as a person's move is made. */
  serverMove: (matchID: string, seat: string, move: BotMove, stateID: number, why: string, metadata?: BgioServer.MatchData) => Promise<{ state: State } | { refused: string }>;
} {
  const { io, storage, pubsub, logger, retries = 3, writeDelayMs = 0, table, metrics, limits, trustProxy = () => false, matchEnded, onResult } = options;
  const self = randomUUID();
  const clients = new Map<string, Client>();
  // Where each move's time goes on this thread (see move-stages.ts).
  const stages = metrics?.stages ?? new MoveStages();
  const rooms: MatchRooms<Client> = new MatchRooms<Client>({
    pubsub,
    self,
    storage,
    stages,
    onSeatsGivenUp: (matchID) => void recheckSeats(matchID),
    onMovedElsewhere: (matchID) => table?.forget(matchID),
  });
  metrics?.cacheBytes('seats', () => rooms.seatsBytes);
  // How many sockets of this process each seat has: a seat is connected while it has one.
  const seatSockets = new SeatSockets();
  const moveLock = new KeyedLock();
  const connectionLock = new KeyedLock();
  const runtimes = new Map<string, GameRuntime>();
  const moves = new MoveRunner({ storage, publish: (matchID, message) => rooms.publish(matchID, message), stages, table, retries, writeDelayMs, ...(onResult ? { onResult } : {}) });

  const refuse = (socket: Socket, log: Logger, error: SocketError, extra: Record<string, unknown> = {}) => {
    log.warn({ event: 'refuse', socket: socket.id, matchID: error.matchID, refused: error.event, code: error.code, ...extra }, `${error.event} refused: ${error.message}`);
    metrics?.messagesRefused.inc({ event: error.event, code: error.code });
    socket.emit(SOCKET_ERROR_EVENT, error);
  };

  /**
   * Records the seat as connected while this process has a socket for it, and tells every
   * socket of the match in every process. Runs after earlier changes of the match and writes
   * what is true when it runs, so a quick disconnect and reconnect can never end up reversed.
   */
  const syncConnection = (matchID: string, playerID: string, log: Logger) =>
    connectionLock
      .run(matchID, async () => {
        const connected = seatSockets.connected(matchID, playerID);
        const changed = await storage.setConnection(matchID, playerID, connected, self);
        if (!changed) return;
        rooms.rememberSeats(matchID, changed.metadata);
        rooms.publish(matchID, { version: changed.version, payload: { type: 'matchData', args: [matchID, visibleSeats(changed.metadata)] } });
        // A seat that went (its grace period starts) or came back (it ends).
        table?.seatsChanged(matchID, changed.metadata);
      })
      .catch((error: unknown) => log.error({ err: error, matchID, seat: playerID }, 'connection bookkeeping failed'));

  const seatUp = (client: Client, log: Logger) => {
    if (client.playerID === null || client.counted) return;
    client.counted = true;
    if (seatSockets.up(client.matchID, client.playerID)) void syncConnection(client.matchID, client.playerID, log);
  };

  const seatDown = (client: Client, log: Logger) => {
    if (client.playerID === null || !client.counted) return;
    client.counted = false;
    if (seatSockets.down(client.matchID, client.playerID)) void syncConnection(client.matchID, client.playerID, log);
  };

  /** Forgets a socket's match: leaves the room and, if it was its seat's last socket here, the seat goes offline. */
  const leave = (socketID: string, log: Logger): Client | undefined => {
    const client = clients.get(socketID);
    if (!client) return undefined;
    clients.delete(socketID);
    rooms.exit(client);
    seatDown(client, log);
    return client;
  };

  /**
   * A seat was given up (in this process or another): its credentials no longer hold, so
   * the sockets synced with them are dropped, and all of the match's if it was deleted.
   */
  const recheckSeats = async (matchID: string) => {
    const log = rooms.gameOf(matchID)?.log ?? logger;
    rooms.forgetSeats(matchID);
    try {
      const metadata = await rooms.metadataOf(matchID);
      for (const client of rooms.clientsOf(matchID)) {
        if (client.pending || (metadata && (client.playerID === null || seatCredentialsMatch(metadata, client.playerID, client.credentials)))) continue;
        log.info({ event: 'disconnect', matchID, seat: client.playerID }, 'socket dropped: its seat was given up');
        leave(client.socket.id, log);
        client.socket.disconnect(true);
      }
    } catch (error) {
      log.error({ err: error, matchID }, 'seat recheck failed');
    }
  };

  /** Sends a seat the match as stored (after a refused move, so it drops anything it assumed). */
  const resync = async (runtime: GameRuntime, client: Client) => {
    const snapshot = await storage.readThrough().fetch(client.matchID, { state: true, metadata: true, log: true });
    if (!snapshot.state || !snapshot.metadata || clients.get(client.socket.id) !== client) return;
    sendSync(runtime, client, snapshot.state, snapshot.log ?? [], snapshot.metadata);
  };

  const sendSync = (runtime: GameRuntime, client: Client, state: State, log: LogEntry[], metadata: BgioServer.MatchData) => {
    // boardgame.io's Master also sends the initial state here, unfiltered: never (the storage
    // does not even return it).
    const payload = { type: 'sync', args: [client.matchID, { state, log, filteredMetadata: visibleSeats(metadata) }] };
    rooms.send(runtime, client, { payload });
  };

  /** Whether the socket's seat is still its own: it may have been given up since the socket synced. */
  const stillSeated = async (client: Client, action: Action): Promise<boolean> => {
    // The seats are replaced (a new object) whenever they change, so one check per socket and
    // version of them is enough.
    const metadata = await rooms.metadataOf(client.matchID);
    if (client.checked === metadata && metadata !== undefined) return true;
    if (!seatCredentialsMatch(metadata, client.playerID, action.payload.credentials)) return false;
    client.checked = metadata;
    return true;
  };

  /**
   * A move for a seat on the server's behalf (a bot's, a clock's default, a board's countdown
   * for an absent seat): made on state `stateID` like a person's move (checked, stored, then
   * broadcast), after the moves queued before it. `known` is the match's metadata if the caller
   * has just read it.
   */
  const serverMove = (matchID: string, seat: string, move: BotMove, stateID: number, why: string, known?: BgioServer.MatchData): Promise<{ state: State } | { refused: string }> =>
    moveLock.run(matchID, async () => {
      const metadata = known ?? (await storage.fetch(matchID, { metadata: true })).metadata;
      const runtime = metadata && runtimes.get(metadata.gameName);
      if (!metadata || !runtime) return { refused: 'match not found' };
      if (!hasStarted(metadata)) return { refused: 'the match has not begun' };
      const action: Action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID: seat } };
      // The seat moves (through the server): an answer it was asked for is answered.
      const outcome = await moves.apply(runtime, matchID, seat, action, stateID, rooms.seatsOf(matchID) ?? metadata, true);
      if (!('state' in outcome)) {
        metrics?.movesRefused.inc({ game: metadata.gameName, reason: refusalReason(outcome.refused) });
        return outcome;
      }
      metrics?.movesApplied.inc({ game: metadata.gameName, by: 'server' });
      runtime.log.info({ event: 'move', matchID, seat, move: move.move, stateID: outcome.state._stateID, by: why }, 'move made for a seat by the server');
      if (outcome.state.ctx.gameover !== undefined) {
        runtime.log.info({ event: 'gameover', matchID, gameover: outcome.state.ctx.gameover }, 'match over');
        matchEnded?.(matchID);
      }
      if (!outcome.planned) table?.stateChanged(matchID, outcome.state, rooms.seatsOf(matchID) ?? metadata, seat);
      return { state: outcome.state };
    });

  /**
   * A person moved for a seat the bot was playing (gone too long, or out of time): the seat is
   * theirs again, and everyone sees it.
   */
  const takeBack = async (runtime: GameRuntime, matchID: string, seat: string) => {
    const taken = await storage.changeMatch(matchID, (metadata) => {
      const info = seatOf(metadata, seat);
      if (!info || (!info.standIn && info.botTurn === undefined)) return { result: false };
      delete info.standIn;
      delete info.botTurn;
      return { result: true, write: true };
    });
    if (!taken) return;
    runtime.log.info({ event: 'back', matchID, seat }, 'a player took their seat back from the bot');
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (metadata) seatsUpdated(matchID, metadata);
  };

  const seatsUpdated = (matchID: string, metadata: BgioServer.MatchData) => {
    rooms.rememberSeats(matchID, metadata);
    rooms.publish(matchID, { payload: { type: 'matchData', args: [matchID, visibleSeats(metadata)] } });
    table?.seatsChanged(matchID, metadata);
  };

  for (const module of options.modules) {
    const runtime = gameRuntime(module, logger);
    const { game, log } = runtime;
    runtimes.set(game.name!, runtime);
    const namespace: Namespace = io.of(`/${game.name}`);

    namespace.on('connection', (socket) => {
      const address = socketAddress(socket.request, trustProxy);
      // A process that is stopping takes nothing new: the client's next try reaches another one.
      socket.use(([event], next) => {
        if (!draining || event === TOO_LARGE_EVENT) return next();
        const kind = event === 'sync' || event === 'update' || event === 'chat' ? event : 'message';
        refuse(socket, log, { event: kind, code: 'server-error', message: 'this server is stopping; the page reconnects to another one by itself' });
      });
      if (limits) {
        // Every message counts against the socket's budget per second; one over it is answered
        // and dropped (the socket stays: a burst passes).
        socket.use(([event], next) => {
          if (event === TOO_LARGE_EVENT) return next();
          if (limits.messageAllowed(socket.id)) return next();
          const kind = event === 'sync' || event === 'update' || event === 'chat' ? event : 'message';
          refuse(socket, log, { event: kind, code: 'too-many', message: `too many messages: at most ${limits.settings.messagesPerSecond} a second` });
        });
      }
      // A message over the limit was never read (socket-parser.ts): say so, then close the socket.
      socket.on(TOO_LARGE_EVENT, (size: unknown) => {
        refuse(socket, log, { event: 'message', code: 'too-large', message: `the message (${Number(size)} characters) is over the limit of ${MESSAGE_LIMIT}; the connection is closed` });
        socket.disconnect(true);
      });
      socket.on('sync', async (askedMatch: unknown, askedSeat: unknown, askedCredentials: unknown) => {
        const refused = (code: SocketError['code'], message: string, extra: Record<string, unknown> = {}) =>
          refuse(socket, log, { event: 'sync', code, message, matchID: typeof askedMatch === 'string' ? askedMatch.slice(0, 64) : undefined }, extra);
        const request = checkSync(askedMatch, askedSeat, askedCredentials);
        if ('problem' in request) return refused('bad-request', request.problem);
        const { matchID, seat } = request;
        const previous = clients.get(socket.id);
        // Syncing again to the same seat (boardgame.io's client does after a reconnection) keeps
        // the seat's connection as it is; a sync to anything else first leaves the old one.
        const sameSeat = previous !== undefined && previous.matchID === matchID && previous.playerID === seat;
        if (previous && !sameSeat) leave(socket.id, log);
        const client: Client = {
          socket,
          matchID,
          playerID: seat,
          credentials: request.credentials,
          pending: [],
          counted: sameSeat && previous.counted,
        };
        // The same seat again: the new entry takes the old one's place in the room.
        if (sameSeat) rooms.replace(previous);
        clients.set(socket.id, client);
        const gone = () => clients.get(socket.id) !== client;
        try {
          // Listen to the match before reading it: whatever changes after the read is heard.
          await rooms.enter(client);
          if (gone()) return;
          // Read past the state cache: another process may have moved this match.
          const snapshot = await storage.readThrough().fetch(matchID, { state: true, metadata: true, log: true });
          if (gone()) return;
          const { metadata, state } = snapshot;
          // boardgame.io would create an unlisted match on the spot for an unknown id.
          if (!metadata || !state || metadata.gameName !== game.name) {
            leave(socket.id, log);
            return refused('unknown-match', `there is no ${game.name} match ${matchID}`);
          }
          if (seat !== null && !seatCredentialsMatch(metadata, seat, client.credentials)) {
            leave(socket.id, log);
            return refused('unauthorized', `these are not the credentials of seat ${seat}`, { seat });
          }
          rooms.synced(matchID, runtime, metadata);
          sendSync(runtime, client, state, snapshot.log ?? [], metadata);
          // What the match broadcast while the sync was prepared: only what it does not include.
          const heard = client.pending ?? [];
          client.pending = undefined;
          for (const message of heard) {
            const newer = message.payload.type === 'update' || message.payload.type === 'patch' ? stateIDOf(message.payload) > state._stateID : true;
            if (newer) rooms.send(runtime, client, message);
          }
          if (!sameSeat) log.info({ event: 'connect', matchID, seat }, seat === null ? 'spectator connected' : 'seat connected');
          seatUp(client, log);
          if (table) socket.emit(TABLE_EVENT, await table.report(matchID, metadata));
        } catch (error) {
          log.error({ err: error, socket: socket.id, matchID }, 'sync failed');
          if (!gone()) leave(socket.id, log);
          refused('server-error', 'the server could not read the match; try again');
        }
      });

      socket.on('update', async (action: unknown, stateID: unknown, matchID: unknown, playerID: unknown) => {
        const client = clients.get(socket.id);
        const refused = (code: SocketError['code'], message: string) =>
          refuse(socket, log, { event: 'update', code, message, matchID: typeof matchID === 'string' ? matchID.slice(0, 64) : undefined }, { seat: client?.playerID });
        if (!client || client.pending || client.matchID !== matchID || client.playerID === null || client.playerID !== playerID) {
          return refused('not-synced', 'this socket is not synced to that seat');
        }
        const checking = performance.now();
        const problem = checkAction(action, client, runtime.moveNames, runtime.events);
        if (problem) return refused('bad-request', problem);
        if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < 0) return refused('bad-request', 'bad state id');
        stages.add('checks', checking);
        const move = (action as Action).payload.type;
        const received = process.hrtime.bigint();
        try {
          const metadata = await rooms.metadataOf(client.matchID);
          if (metadata && !hasStarted(metadata)) {
            refused('waiting', 'the match has not begun: it waits for every seat to be taken, by a person or a bot');
            return;
          }
          await moveLock.run(client.matchID, async () => {
            // A seat the bot was playing is taken back after the move, and planned after that.
            const seated = rooms.seatsOf(client.matchID);
            const info = seated && seatOf(seated, client.playerID!);
            const takingBack = info?.standIn === true || info?.botTurn !== undefined;
            const outcome = (await stillSeated(client, action as Action))
              ? await moves.apply(runtime, client.matchID, client.playerID!, action as Action, stateID, takingBack ? undefined : seated)
              : { refused: 'the seat was given up' };
            if ('state' in outcome) {
              metrics?.movesApplied.inc({ game: game.name!, by: 'person' });
              metrics?.moveSeconds.observe({ game: game.name! }, Number(process.hrtime.bigint() - received) / 1e9);
              const { ctx } = outcome.state;
              log.info({ event: 'move', matchID: client.matchID, seat: client.playerID, move, stateID: outcome.state._stateID }, 'move applied');
              if (ctx.gameover !== undefined) {
                log.info({ event: 'gameover', matchID: client.matchID, gameover: ctx.gameover }, 'match over');
                matchEnded?.(client.matchID);
              }
              if (takingBack) await takeBack(runtime, client.matchID, client.playerID!);
              if (!outcome.planned) table?.stateChanged(client.matchID, outcome.state, rooms.seatsOf(client.matchID), client.playerID);
              return;
            }
            log.info({ event: 'refuse', matchID: client.matchID, seat: client.playerID, move, reason: outcome.refused }, 'move refused');
            metrics?.movesRefused.inc({ game: game.name!, reason: refusalReason(outcome.refused) });
            await resync(runtime, client);
          });
        } catch (error) {
          // A move that throws (or a write that keeps failing) is refused; the process and every
          // other match go on.
          log.error({ err: error, matchID: client.matchID, seat: client.playerID, move }, 'move failed');
          metrics?.movesRefused.inc({ game: game.name!, reason: 'failed' });
          await resync(runtime, client).catch(() => undefined);
          refused('server-error', `the move ${move.slice(0, 40)} failed on the server`);
        }
      });

      socket.on('chat', async (matchID: unknown, chatMessage: unknown, credentials: unknown) => {
        const client = clients.get(socket.id);
        const refused = (code: SocketError['code'], message: string) =>
          refuse(socket, log, { event: 'chat', code, message, matchID: typeof matchID === 'string' ? matchID.slice(0, 64) : undefined });
        if (!client || client.pending || client.matchID !== matchID || client.playerID === null) return refused('not-synced', 'this socket is not synced to a seat');
        const message = checkChat(chatMessage, credentials, client);
        if (!message) return refused('bad-request', 'malformed chat message');
        try {
          if (limits && !(await limits.chatAllowed(address))) {
            return refused('too-many', `too many chat messages: at most ${limits.settings.chatPerMinute} a minute from one address`);
          }
          // Checked against the stored seats: a seat given up a moment ago may not speak.
          if (!(await storage.authenticate(client.matchID, client.playerID, client.credentials))) return refused('unauthorized', 'the seat was given up');
          // The game may close the chat for a while (its `chatClosed`, read from the stored state).
          if (module.chatClosed) {
            const { state } = await storage.fetch(client.matchID, { state: true });
            if (state && module.chatClosed(state.G)) return refused('chat-closed', 'the game has closed the chat for now');
          }
          rooms.publish(client.matchID, { payload: { type: 'chat', args: [client.matchID, message] } });
        } catch (error) {
          log.error({ err: error, matchID: client.matchID, seat: client.playerID }, 'chat failed');
          refused('server-error', 'the message could not be sent; try again');
        }
      });

      socket.on('disconnect', () => {
        limits?.forgetSocket(socket.id);
        const client = leave(socket.id, log);
        if (client && !client.pending) log.info({ event: 'disconnect', matchID: client.matchID, seat: client.playerID }, client.playerID === null ? 'spectator disconnected' : 'seat disconnected');
      });
    });
  }

  let draining = false;
  const drain = async () => {
    draining = true;
    await moveLock.idle();
    // Every seat this process holds goes offline at once: its sockets are about to close, and
    // the seats' players come back through another process (or their grace periods run).
    const held = seatSockets.held();
    seatSockets.clear();
    for (const client of clients.values()) client.counted = false;
    await Promise.all(held.map(([matchID, seat]) => syncConnection(matchID, seat, logger)));
    await connectionLock.idle();
    // Closed under them, without socket.io's goodbye: a client told it was disconnected on
    // purpose would not reconnect; one whose connection dropped does, to another process.
    for (const client of [...clients.values()]) client.socket.conn.close();
  };

  return {
    processID: self,
    drain,
    reassertSeats: () => {
      for (const [matchID, seat] of seatSockets.held()) void syncConnection(matchID, seat, logger);
    },
    counts: () => ({ clients: clients.size, matches: rooms.size, queued: moveLock.size, seats: seatSockets.size }),
    close: () => {
      rooms.close();
      clients.clear();
      seatSockets.clear();
    },
    seatsChanged: (matchID) => rooms.publish(matchID, { payload: { type: SEATS_CHANGED, args: [] } }),
    seatsUpdated,
    publishTable: (matchID, report) => rooms.publish(matchID, { payload: { type: TABLE_EVENT, args: [report] } }),
    serverMove,
  };
}
