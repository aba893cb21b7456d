import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createHistogram } from 'node:perf_hooks';
import type { Game, Server as BgioServer, StorageAPI } from 'boardgame.io';
import { Async, getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import type { Logger } from 'pino';
import type { Namespace, Server as IOServer, Socket } from 'socket.io';
import { clientEvents } from '@parlor/game-kit';
import { StaleStateError, type ParlorStorage } from '@parlor/storage';
import { checkPlainData, MOVE_ARG_LIMITS } from './args';
import { KeyedLock } from './keyed-lock';
import type { PubSub } from './pubsub';

// Our own server side of boardgame.io's socket.io protocol (the client is boardgame.io's own).
// boardgame.io's SocketIO transport leaves holes we must close (notes/boardgame-io-0.50.md):
// a `sync` for an unknown match creates one; moves are accepted without credentials while no
// seat has joined; any event (endGame, undo) and any move name (constructor) is processed; a
// move that throws kills the process; and the Master broadcasts a move before storing it. Here
// every message is checked before boardgame.io's Master sees it, the Master gets a storage whose
// state writes are compare-and-set, and its broadcasts are held until the write succeeded.

/** What the Master broadcasts (boardgame.io's IntermediateTransportData), tagged with its sender. */
interface Published {
  /** The process that published it, to know when another process changed a match. */
  from: string;
  payload: { type: string; args: unknown[] };
  /** For matchData: the seats' version (see ParlorStorage.setConnection), so an older report never replaces a newer. */
  version?: number;
}

type Filter = ReturnType<typeof getFilterPlayerView>;
type Action = { type: string; payload: { type: string; args?: unknown; playerID?: unknown; credentials?: unknown } };

/** A socket and the match seat it synced to. */
interface Client {
  socket: Socket;
  matchID: string;
  /** `null` for a spectator. */
  playerID: string | null;
  credentials?: string;
}

/** What the transport needs from the server. */
export interface TransportOptions {
  io: IOServer;
  games: Game[];
  storage: ParlorStorage;
  pubsub: PubSub<Published>;
  logger: Logger;
  /** How often a move beaten by another process's write is tried again on the newer state. */
  retries?: number;
  /** For tests only: delay every state write by this many ms (see Config.testWriteDelayMs). */
  writeDelayMs?: number;
}

/** The storage as a Master sees it: everything delegated; views below change what differs. */
class StorageView extends Async {
  constructor(protected readonly storage: ParlorStorage) {
    super();
  }
  override async connect() {}
  override createMatch(...args: Parameters<ParlorStorage['createMatch']>) {
    return this.storage.createMatch(...args);
  }
  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.storage.fetch(matchID, opts);
  }
  override setState(...args: Parameters<ParlorStorage['setState']>) {
    return this.storage.setState(...args);
  }
  override setMetadata(...args: Parameters<ParlorStorage['setMetadata']>) {
    return this.storage.setMetadata(...args);
  }
  override wipe(...args: Parameters<ParlorStorage['wipe']>) {
    return this.storage.wipe(...args);
  }
  override listMatches(...args: Parameters<ParlorStorage['listMatches']>) {
    return this.storage.listMatches(...args);
  }
}

/**
 * The storage the Master plays moves (and chat) on. Per move, boardgame.io's Master reads the
 * match's metadata to check credentials: here it comes from the transport's copy, read when
 * a seat synced and dropped whenever a seat is given up (see seatsChanged). After the move
 * the Master writes the metadata back with a new `updatedAt`; that write is skipped, because
 * ParlorStorage.setState already keeps `updatedAt` and `gameover`, and the connection flags
 * the Master passes back are the ones it was given, so writing them could only undo a newer
 * (dis)connection. One SQL statement per move is left: the state write.
 */
class MoveStorage extends StorageView {
  constructor(
    storage: ParlorStorage,
    private readonly metadataOf: (matchID: string) => Promise<BgioServer.MatchData | undefined>,
    /** For tests only: delay every state write by this many ms (see Config.testWriteDelayMs). */
    private readonly writeDelayMs: number,
  ) {
    super(storage);
  }
  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const { metadata, ...rest } = opts;
    const result = (rest.state || rest.log ? await this.storage.fetch(matchID, rest) : {}) as StorageAPI.FetchFields;
    if (metadata) {
      const known = await this.metadataOf(matchID);
      if (known) result.metadata = known;
    }
    return result as StorageAPI.FetchResult<O>;
  }
  override async setState(...args: Parameters<ParlorStorage['setState']>) {
    if (this.writeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.writeDelayMs));
    return this.storage.setState(...args);
  }
  override async setMetadata() {}
}

/**
 * The storage a sync runs on: the match as the transport read it a moment before (one read
 * for the checks and the Master's own reads), with writes going to the storage.
 */
class SnapshotStorage extends StorageView {
  constructor(
    storage: ParlorStorage,
    private readonly snapshot: StorageAPI.FetchFields,
  ) {
    super(storage);
  }
  override async fetch<O extends StorageAPI.FetchOpts>(_matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = this.snapshot.state;
    if (opts.metadata) result.metadata = this.snapshot.metadata;
    if (opts.log) result.log = this.snapshot.log;
    return result as StorageAPI.FetchResult<O>;
  }
}

/** What the transport reports on /healthz. */
export interface TransportStats {
  clients: number;
  matches: number;
  queued: number;
  /** Moves applied since the last report, and how long each took from arrival to broadcast. */
  moveMs?: { count: number; p50: number; p99: number; max: number };
}

/** The message that tells every process a seat of a match was given up (see seatsChanged). */
const SEATS_CHANGED = 'parlor:seats';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEAT = /^[0-9]{1,3}$/;
const CHAT_TEXT_LIMIT = 500;

/** Whether `credentials` opens `playerID`'s seat: only a seat someone has joined (has credentials) ever does. */
export function credentialsMatch(metadata: BgioServer.MatchData | undefined, playerID: unknown, credentials: unknown): boolean {
  if (typeof playerID !== 'string' || typeof credentials !== 'string' || !metadata) return false;
  const seat = Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  const expected = seat?.credentials;
  if (typeof expected !== 'string' || expected.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(credentials);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The auth the Master uses: the same rule as {@link credentialsMatch}. */
const auth = {
  authenticateCredentials: async ({ playerID, credentials, metadata }: { playerID: string; credentials?: string; metadata?: BgioServer.MatchData }) =>
    credentialsMatch(metadata, playerID, credentials),
} as unknown as ConstructorParameters<typeof Master>[3];

/**
 * Serves boardgame.io clients over socket.io for every game, on one namespace per game name.
 * Returns a function that stops it (unsubscribes, forgets clients).
 */
export function attachTransport(options: TransportOptions): {
  close: () => void;
  /** Sockets, matches with sockets, matches with moves queued, and move times since the last call. */
  stats: () => TransportStats;
  /** Tells every process that a seat of `matchID` was given up (or the match deleted), so sockets synced to it go. */
  seatsChanged: (matchID: string) => void;
} {
  const { io, storage, pubsub, logger, retries = 3, writeDelayMs = 0 } = options;
  const self = randomUUID();
  const clients = new Map<string, Client>();
  const rooms = new Map<string, Set<string>>();
  // The metadata (seats and their credentials) of each match with sockets here, as last read.
  const seats = new Map<string, BgioServer.MatchData>();
  const metadataOf = async (matchID: string) => {
    const known = seats.get(matchID);
    if (known) return known;
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (metadata && rooms.has(matchID)) seats.set(matchID, metadata);
    return metadata;
  };
  // Moves and chat are played on this storage; syncs read past the state cache (readThrough)
  // and (dis)connections write to the storage itself.
  const moveStorage = new MoveStorage(storage, metadataOf, writeDelayMs);
  // The newest seats version each match's sockets here were sent.
  const seatsVersions = new Map<string, number>();
  const lock = new KeyedLock();
  // From a move's arrival to its broadcast (stored by then), in ns; read and reset by stats().
  const moveTimes = createHistogram();
  const channel = (matchID: string) => `match:${matchID}`;

  for (const rawGame of options.games) {
    // Processed once: a Master given a processed game does not process it again per message.
    const game = ProcessGameConfig(rawGame) as Game & { flow: { moveNames: string[] } };
    const moveNames = new Set(game.flow.moveNames);
    const events = new Set(clientEvents(rawGame));
    const filter: Filter = getFilterPlayerView(game);
    const namespace: Namespace = io.of(`/${game.name}`);
    const log = logger.child({ game: game.name });

    const emitTo = (client: Client, data: { type: string; args: unknown[] }) => {
      const filtered = filter(client.playerID, data as Parameters<Filter>[1]) as { type: string; args: unknown[] };
      client.socket.emit(filtered.type, ...filtered.args);
    };

    const broadcast = (matchID: string, message: Published) => {
      if (message.payload.type === SEATS_CHANGED) {
        void recheckSeats(matchID);
        return;
      }
      if (message.payload.type === 'matchData' && message.version !== undefined) {
        // Reports of two (dis)connections can cross: only ever move forward.
        if (message.version < (seatsVersions.get(matchID) ?? -1)) return;
        seatsVersions.set(matchID, message.version);
      }
      // A match changed in another process: what this process cached for it is now stale.
      if (message.from !== self && (message.payload.type === 'update' || message.payload.type === 'patch')) storage.forget(matchID);
      for (const socketID of rooms.get(matchID) ?? []) {
        const client = clients.get(socketID);
        if (client) emitTo(client, message.payload);
      }
    };

    /**
     * A seat was given up (in this process or another): its credentials no longer hold, so
     * the sockets synced with them are dropped, and all of the match's if it was deleted.
     */
    const recheckSeats = async (matchID: string) => {
      seats.delete(matchID);
      try {
        const metadata = await metadataOf(matchID);
        for (const socketID of [...(rooms.get(matchID) ?? [])]) {
          const client = clients.get(socketID);
          if (!client || (metadata && (client.playerID === null || credentialsMatch(metadata, client.playerID, client.credentials)))) continue;
          log.info({ matchID, seat: client.playerID }, 'socket dropped: its seat was given up');
          leave(socketID);
          client.socket.disconnect(true);
        }
      } catch (error) {
        log.error({ err: error, matchID }, 'seat recheck failed');
      }
    };

    /** A Master whose messages to one socket go straight out, and whose broadcasts wait in `held`. */
    const masterFor = (client: Client | undefined, socket: Socket, held: Published['payload'][], reader: ConstructorParameters<typeof Master>[1]) =>
      new Master(
        game,
        reader,
        {
          send: ({ playerID, ...data }) => {
            const target: Client = client ?? { socket, matchID: '', playerID: playerID ?? null };
            emitTo({ ...target, playerID: playerID ?? null }, data as Published['payload']);
          },
          sendAll: (payload) => void held.push(payload as Published['payload']),
        },
        auth,
      );

    const publish = (matchID: string, held: Published['payload'][]) => {
      for (const payload of held) pubsub.publish(channel(matchID), { from: self, payload });
    };

    /** Records a seat's (dis)connection and tells every socket of the match, in every process. */
    const connectionChanged = async (matchID: string, playerID: string, connected: boolean) => {
      const changed = await storage.setConnection(matchID, playerID, connected);
      if (!changed) return;
      if (rooms.has(matchID)) seats.set(matchID, changed.metadata);
      // What boardgame.io's clients get as matchData: the seats without their credentials.
      const players = Object.values(changed.metadata.players).map(({ credentials: _secret, ...visible }) => visible);
      pubsub.publish(channel(matchID), { from: self, version: changed.version, payload: { type: 'matchData', args: [matchID, players] } });
    };

    const join = (client: Client) => {
      leave(client.socket.id);
      clients.set(client.socket.id, client);
      let room = rooms.get(client.matchID);
      if (!room) {
        room = new Set();
        rooms.set(client.matchID, room);
        pubsub.subscribe(channel(client.matchID), (message) => broadcast(client.matchID, message));
      }
      room.add(client.socket.id);
    };

    const leave = (socketID: string): Client | undefined => {
      const client = clients.get(socketID);
      if (!client) return undefined;
      clients.delete(socketID);
      const room = rooms.get(client.matchID);
      room?.delete(socketID);
      if (room && room.size === 0) {
        rooms.delete(client.matchID);
        seats.delete(client.matchID);
        seatsVersions.delete(client.matchID);
        pubsub.unsubscribeAll(channel(client.matchID));
        storage.forget(client.matchID);
      }
      return client;
    };

    /** Sends the seat the current state (after a refused move, so it drops anything it assumed). */
    const resync = async (client: Client) => {
      const held: Published['payload'][] = [];
      await masterFor(client, client.socket, held, storage.readThrough()).onSync(client.matchID, client.playerID, client.credentials, 0);
    };

    namespace.on('connection', (socket) => {
      const refuse = (what: string, reason: string, extra: Record<string, unknown> = {}) => {
        log.warn({ socket: socket.id, ...extra }, `${what} refused: ${reason}`);
      };

      socket.on('sync', async (matchID: unknown, playerID: unknown, credentials: unknown) => {
        try {
          if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return refuse('sync', 'bad match id');
          if (playerID !== null && playerID !== undefined && (typeof playerID !== 'string' || !SEAT.test(playerID))) {
            return refuse('sync', 'bad seat', { matchID });
          }
          if (credentials !== undefined && credentials !== null && (typeof credentials !== 'string' || credentials.length > 256)) {
            return refuse('sync', 'bad credentials', { matchID });
          }
          // Read past the state cache: another process may have moved this match.
          const snapshot = (await storage.readThrough().fetch(matchID, { state: true, metadata: true, log: true })) as Partial<StorageAPI.FetchFields>;
          const { metadata } = snapshot;
          // boardgame.io would create an unlisted match on the spot for an unknown id.
          if (!metadata || !snapshot.state || metadata.gameName !== game.name) return refuse('sync', 'unknown match', { matchID });
          const seat = typeof playerID === 'string' ? playerID : null;
          if (seat !== null && !credentialsMatch(metadata, seat, credentials)) return refuse('sync', 'bad credentials for the seat', { matchID, seat });
          const client: Client = { socket, matchID, playerID: seat, credentials: typeof credentials === 'string' ? credentials : undefined };
          join(client);
          seats.set(matchID, metadata);
          const held: Published['payload'][] = [];
          const master = masterFor(client, socket, held, new SnapshotStorage(storage, snapshot as StorageAPI.FetchFields));
          await master.onSync(matchID, seat, client.credentials, 0);
          if (seat !== null) {
            await connectionChanged(matchID, seat, true);
          }
        } catch (error) {
          log.error({ err: error, socket: socket.id }, 'sync failed');
        }
      });

      socket.on('update', async (action: unknown, stateID: unknown, matchID: unknown, playerID: unknown) => {
        const client = clients.get(socket.id);
        if (!client || client.matchID !== matchID || client.playerID === null || client.playerID !== playerID) {
          return refuse('action', 'not synced to that seat', { matchID, playerID });
        }
        const problem = checkAction(action, client, moveNames, events);
        if (problem) {
          refuse('action', problem, { matchID, seat: client.playerID });
          return;
        }
        if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < 0) return refuse('action', 'bad state id', { matchID });
        const move = (action as Action).payload.type;
        const received = process.hrtime.bigint();
        try {
          await lock.run(client.matchID, async () => {
            for (let attempt = 0; ; attempt++) {
              const held: Published['payload'][] = [];
              try {
                await masterFor(client, socket, held, moveStorage).onUpdate(action as never, stateID, client.matchID, client.playerID!);
              } catch (error) {
                // Another process stored a newer state first: the Master runs again on it (a move
                // sent from a stale state is then dropped by its own stateID check).
                if (error instanceof StaleStateError && attempt < retries) continue;
                throw error;
              }
              // An applied move logs itself; a refused one (INVALID_MOVE, a stale stateID, an
              // inactive seat) leaves the state as it was, yet the Master may still broadcast it.
              const applied = held.some((payload) => payload.type === 'update' && ((payload.args[1] as { deltalog?: unknown[] }).deltalog?.length ?? 0) > 0);
              if (!applied) {
                log.info({ matchID: client.matchID, seat: client.playerID, move }, 'move not applied');
                await resync(client);
              } else {
                log.debug({ matchID: client.matchID, seat: client.playerID, move }, 'move');
                publish(client.matchID, held);
                moveTimes.record(Number(process.hrtime.bigint() - received) || 1);
                const over = held.find((payload) => payload.type === 'update' && (payload.args[1] as { ctx?: { gameover?: unknown } }).ctx?.gameover !== undefined);
                if (over) log.info({ matchID: client.matchID, gameover: (over.args[1] as { ctx: { gameover: unknown } }).ctx.gameover }, 'match over');
              }
              return;
            }
          });
        } catch (error) {
          // A move that throws (or a write that keeps losing) is refused; the process and every
          // other match go on.
          log.error({ err: error, matchID: client.matchID, seat: client.playerID, move }, 'move failed');
          await resync(client).catch(() => undefined);
        }
      });

      socket.on('chat', async (matchID: unknown, chatMessage: unknown, credentials: unknown) => {
        const client = clients.get(socket.id);
        if (!client || client.matchID !== matchID || client.playerID === null) return refuse('chat', 'not synced to a seat');
        const message = chatMessage as { id?: unknown; sender?: unknown; payload?: unknown } | null;
        if (
          !message ||
          typeof message !== 'object' ||
          typeof message.id !== 'string' ||
          message.id.length > 32 ||
          message.sender !== client.playerID ||
          credentials !== client.credentials ||
          checkPlainData(message.payload, { ...MOVE_ARG_LIMITS, maxStringLength: CHAT_TEXT_LIMIT, maxSize: 1024 }) !== undefined
        ) {
          return refuse('chat', 'malformed message', { matchID });
        }
        const held: Published['payload'][] = [];
        await masterFor(client, socket, held, moveStorage).onChatMessage(client.matchID, { id: message.id, sender: client.playerID, payload: message.payload }, client.credentials);
        publish(client.matchID, held);
      });

      socket.on('disconnect', async () => {
        const client = leave(socket.id);
        if (!client || client.playerID === null) return;
        try {
          await connectionChanged(client.matchID, client.playerID, false);
        } catch (error) {
          log.error({ err: error, matchID: client.matchID }, 'disconnect bookkeeping failed');
        }
      });
    });
  }

  return {
    close: () => {
      for (const matchID of rooms.keys()) pubsub.unsubscribeAll(channel(matchID));
      rooms.clear();
      clients.clear();
    },
    stats: () => {
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      const moves = moveTimes.count === 0 ? undefined : { count: moveTimes.count, p50: ms(moveTimes.percentile(50)), p99: ms(moveTimes.percentile(99)), max: ms(moveTimes.max) };
      moveTimes.reset();
      return { clients: clients.size, matches: rooms.size, queued: lock.size, moveMs: moves };
    },
    seatsChanged: (matchID) => pubsub.publish(channel(matchID), { from: self, payload: { type: SEATS_CHANGED, args: [] } }),
  };
}

/** Why an action may not reach the Master, or undefined if it may. */
function checkAction(action: unknown, client: Client, moveNames: Set<string>, events: Set<string>): string | undefined {
  if (!action || typeof action !== 'object' || Object.getPrototypeOf(action) !== Object.prototype) return 'not an action';
  const { type, payload } = action as Action;
  if (!payload || typeof payload !== 'object' || Object.getPrototypeOf(payload) !== Object.prototype) return 'no payload';
  if (payload.playerID !== client.playerID) return 'acting for another seat';
  if (typeof payload.type !== 'string') return 'no move name';
  if (type === 'MAKE_MOVE') {
    // Own move names only: `name in moves` would find constructor, toString...
    if (!moveNames.has(payload.type)) return `unknown move "${payload.type.slice(0, 40)}"`;
  } else if (type === 'GAME_EVENT') {
    if (!events.has(payload.type)) return `event "${payload.type.slice(0, 40)}" is not allowed`;
  } else {
    // Undo, redo, reset, patch, plugin actions: never from a client.
    return `action type "${String(type).slice(0, 40)}" is not allowed`;
  }
  if (payload.args !== undefined && !Array.isArray(payload.args)) return 'arguments must be a list';
  const problem = checkPlainData(payload.args ?? [], MOVE_ARG_LIMITS);
  if (problem) return `bad arguments: ${problem}`;
  if (payload.credentials !== client.credentials) return 'credentials differ from the synced ones';
  return undefined;
}
