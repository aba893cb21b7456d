import type { Server as BgioServer } from 'boardgame.io';
import { credentialsMatch } from '@parlor/storage';
import { checkPlainData, MOVE_ARG_LIMITS } from './args';

// What the transport checks of a socket's messages before anything reaches the rules or the
// other players: pure functions of the message and of what the socket synced to.

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEAT = /^[0-9]{1,3}$/;
const CHAT_TEXT_LIMIT = 500;

/** What a socket synced to, as the checks need it. */
export interface SyncedSeat {
  /** `null` for a spectator. */
  playerID: string | null;
  credentials?: string;
}

/** An action as a client sends it (boardgame.io's MAKE_MOVE or GAME_EVENT). */
export type Action = { type: string; payload: { type: string; args?: unknown; playerID?: unknown; credentials?: unknown } };

/** A `sync` request's fields, checked: the match, the seat (null: a spectator) and its credentials. */
export type SyncRequest = { matchID: string; seat: string | null; credentials?: string };

/** Why a `sync` request is malformed, or what it asks for. */
export function checkSync(matchID: unknown, playerID: unknown, credentials: unknown): { problem: string } | SyncRequest {
  if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return { problem: 'bad match id' };
  if (playerID !== null && playerID !== undefined && (typeof playerID !== 'string' || !SEAT.test(playerID))) return { problem: 'bad seat' };
  if (credentials !== undefined && credentials !== null && (typeof credentials !== 'string' || credentials.length > 256)) return { problem: 'bad credentials' };
  return { matchID, seat: typeof playerID === 'string' ? playerID : null, ...(typeof credentials === 'string' ? { credentials } : {}) };
}

/** Whether `credentials` open `playerID`'s seat: only a seat someone has joined (has credentials) ever does. */
export function seatCredentialsMatch(metadata: BgioServer.MatchData | undefined, playerID: unknown, credentials: unknown): boolean {
  if (typeof playerID !== 'string' || !metadata || !Object.hasOwn(metadata.players, playerID)) return false;
  return credentialsMatch(metadata.players[Number(playerID)]?.credentials, credentials);
}

/** The seats as clients see them: without credentials. */
export const visibleSeats = (metadata: BgioServer.MatchData) => Object.values(metadata.players).map(({ credentials: _secret, ...visible }) => visible);

/** Why an action may not reach the rules, or undefined if it may. */
export function checkAction(action: unknown, client: SyncedSeat, moveNames: ReadonlySet<string>, events: ReadonlySet<string>): string | undefined {
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

/** A chat message as the transport passes it on. */
export interface ChatMessage {
  id: string;
  sender: string;
  payload: unknown;
}

/** The chat message a seat sent, checked (its id, its sender, its credentials, its text's size), or undefined if malformed. */
export function checkChat(chatMessage: unknown, credentials: unknown, client: SyncedSeat): ChatMessage | undefined {
  const message = chatMessage as { id?: unknown; sender?: unknown; payload?: unknown } | null;
  if (
    !message ||
    typeof message !== 'object' ||
    typeof message.id !== 'string' ||
    message.id.length > 32 ||
    message.sender !== client.playerID ||
    client.playerID === null ||
    credentials !== client.credentials ||
    checkPlainData(message.payload, { ...MOVE_ARG_LIMITS, maxStringLength: CHAT_TEXT_LIMIT, maxSize: 1024 }) !== undefined
  ) {
    return undefined;
  }
  return { id: message.id, sender: client.playerID, payload: message.payload };
}
