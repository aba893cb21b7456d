import type { Server as BgioServer } from 'boardgame.io';
import { LRUCache } from 'lru-cache';
import type { ParlorStorage } from '@parlor/storage';
import type { GameRuntime, Payload, Published } from './game-runtime';
import type { MoveStages } from './move-stages';
import type { PubSub } from './pubsub';

/** The message that tells every process a seat of a match was given up (see MatchRooms.onSeatsGivenUp). */
export const SEATS_CHANGED = 'parlor:seats';

/** What a room needs of a socket synced to a match. */
export interface RoomClient {
  socket: { emit: (event: string, ...args: unknown[]) => unknown };
  matchID: string;
  /** `null` for a spectator. */
  playerID: string | null;
  /** While its sync is being prepared: what the match broadcast meanwhile, sent after the sync. */
  pending?: Published[];
}

export interface MatchRoomsOptions {
  pubsub: PubSub<Published>;
  /** This process's id: what it publishes is tagged with it. */
  self: string;
  storage: Pick<ParlorStorage, 'fetch' | 'forget'>;
  /** Where sending's time is counted (the filter and send stages of a move). */
  stages: MoveStages;
  /** How many bytes (of their JSON) the seats kept in memory may take; past it the least recently used are read again when needed. */
  seatsBytes?: number;
  /** A seat of the match was given up, in this process or another: its sockets' credentials are to be checked again. */
  onSeatsGivenUp: (matchID: string) => void;
  /** Another process moved the match: what this one keeps of it besides its state is stale. */
  onMovedElsewhere?: (matchID: string) => void;
}

/** The sockets of one match in this process, and its pub/sub subscription. */
interface Room<C> {
  clients: Set<C>;
  /** Resolves once this process hears the match's channel. */
  subscribed: Promise<void>;
}

const DEFAULT_SEATS_BYTES = 16 * 1024 * 1024;

/**
 * The matches this process has sockets for: who is in each, which game it is, its seats as
 * last read, and the match's channel, whose messages go to each socket through its seat's view.
 * A match's room exists from its first socket's sync to its last socket's leaving; what is kept
 * of it goes with it.
 */
export class MatchRooms<C extends RoomClient> {
  private readonly rooms = new Map<string, Room<C>>();
  // Set by the first sync that checked the match's game (only synced sockets are sent to).
  private readonly games = new Map<string, GameRuntime>();
  // The metadata (seats and their credentials) of each match with sockets here, as last read.
  // Replaced, never changed in place: a new object means new seats (see the transport's
  // stillSeated).
  private readonly seats: LRUCache<string, BgioServer.MatchData>;
  // The newest seats version each match's sockets here were sent.
  private readonly seatsVersions = new Map<string, number>();

  constructor(private readonly options: MatchRoomsOptions) {
    this.seats = new LRUCache({ maxSize: options.seatsBytes ?? DEFAULT_SEATS_BYTES, sizeCalculation: (metadata) => Math.max(1, JSON.stringify(metadata).length) });
  }

  /** Matches with sockets here. */
  get size(): number {
    return this.rooms.size;
  }

  /** The bytes the seats kept take, as counted against their bound. */
  get seatsBytes(): number {
    return this.seats.calculatedSize;
  }

  has(matchID: string): boolean {
    return this.rooms.has(matchID);
  }

  /** The match's sockets here, as a list that stays as it is while sockets come and go. */
  clientsOf(matchID: string): C[] {
    return [...(this.rooms.get(matchID)?.clients ?? [])];
  }

  /** Adds a socket to its match's room; resolves once the match's channel is heard. */
  enter(client: C): Promise<void> {
    const { matchID } = client;
    let room = this.rooms.get(matchID);
    if (!room) {
      room = { clients: new Set(), subscribed: this.options.pubsub.subscribe(channel(matchID), (message) => this.deliver(matchID, message)) };
      // A failed subscription is reported to the sync waiting for it; never unhandled.
      room.subscribed.catch(() => undefined);
      this.rooms.set(matchID, room);
    }
    room.clients.add(client);
    return room.subscribed;
  }

  /** Takes out a socket's entry that a new one of the same socket replaces, leaving the room as it is. */
  replace(previous: C): void {
    this.rooms.get(previous.matchID)?.clients.delete(previous);
  }

  /** Takes a socket out of its room; the last one out ends the room and what was kept of the match. */
  exit(client: C): void {
    const { matchID } = client;
    const room = this.rooms.get(matchID);
    if (!room?.clients.delete(client) || room.clients.size > 0) return;
    this.rooms.delete(matchID);
    this.games.delete(matchID);
    this.seats.delete(matchID);
    this.seatsVersions.delete(matchID);
    void this.options.pubsub.unsubscribeAll(channel(matchID));
    this.options.storage.forget(matchID);
  }

  /** A sync read the match: its game and seats, kept while the room lasts. */
  synced(matchID: string, runtime: GameRuntime, metadata: BgioServer.MatchData): void {
    if (!this.rooms.has(matchID)) return;
    this.games.set(matchID, runtime);
    this.seats.set(matchID, metadata);
  }

  gameOf(matchID: string): GameRuntime | undefined {
    return this.games.get(matchID);
  }

  /** The match's seats as last read, if kept. */
  seatsOf(matchID: string): BgioServer.MatchData | undefined {
    return this.seats.get(matchID);
  }

  /** Keeps the seats as they now are, while the match has a room here. */
  rememberSeats(matchID: string, metadata: BgioServer.MatchData): void {
    if (this.rooms.has(matchID)) this.seats.set(matchID, metadata);
  }

  forgetSeats(matchID: string): void {
    this.seats.delete(matchID);
  }

  /** The match's seats: as kept, or read (and kept while the room lasts). */
  async metadataOf(matchID: string): Promise<BgioServer.MatchData | undefined> {
    const known = this.seats.get(matchID);
    if (known) return known;
    const { metadata } = await this.options.storage.fetch(matchID, { metadata: true });
    if (metadata) this.rememberSeats(matchID, metadata);
    return metadata;
  }

  /** Tells every socket of the match, in every process. */
  publish(matchID: string, message: Omit<Published, 'from'>): void {
    this.options.pubsub.publish(channel(matchID), { ...message, from: this.options.self });
  }

  /**
   * Sends a message to one socket through its seat's view, computed once per seat per message
   * when `views` is shared; the table a move brings (see Published.table) goes as its last
   * argument.
   */
  send(runtime: GameRuntime, client: C, message: Pick<Published, 'payload' | 'table'>, views?: Map<string | null, Payload>): void {
    const { stages } = this.options;
    let view = views?.get(client.playerID);
    if (!view) {
      const filtering = performance.now();
      view = runtime.filter(client.playerID, message.payload);
      if (message.table) view = { type: view.type, args: [...view.args, message.table] };
      views?.set(client.playerID, view);
      stages.add('filter', filtering);
    }
    const sending = performance.now();
    client.socket.emit(view.type, ...view.args);
    stages.add('send', sending);
  }

  /** Stops hearing every match and forgets every room. */
  close(): void {
    for (const matchID of this.rooms.keys()) void this.options.pubsub.unsubscribeAll(channel(matchID));
    this.rooms.clear();
    this.games.clear();
    this.seats.clear();
    this.seatsVersions.clear();
  }

  /** What the match's channel brings: sent to its sockets here, each through its seat's view. */
  private deliver(matchID: string, message: Published): void {
    const { self, storage } = this.options;
    if (message.payload.type === SEATS_CHANGED) {
      this.options.onSeatsGivenUp(matchID);
      return;
    }
    if (message.payload.type === 'matchData' && message.version !== undefined) {
      // Reports of two (dis)connections can cross: only ever move forward.
      if (message.version < (this.seatsVersions.get(matchID) ?? -1)) return;
      this.seatsVersions.set(matchID, message.version);
    }
    // A match changed in another process: what this process cached for it is now stale.
    if (message.from !== self && (message.payload.type === 'update' || message.payload.type === 'patch')) {
      storage.forget(matchID);
      this.options.onMovedElsewhere?.(matchID);
    }
    if (message.from !== self && message.payload.type === 'matchData') this.seats.delete(matchID);
    const room = this.rooms.get(matchID);
    if (!room) return;
    const runtime = this.games.get(matchID);
    const views = new Map<string | null, Payload>();
    for (const client of room.clients) {
      if (client.pending) client.pending.push(message);
      else if (runtime) this.send(runtime, client, message, views);
    }
  }
}

function channel(matchID: string): string {
  return `match:${matchID}`;
}
