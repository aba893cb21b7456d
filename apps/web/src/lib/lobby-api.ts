import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import { holdSeat, saveName, type HeldSeat } from './seat-store';

/** The lobby REST API of the server that served this page. */
export function createLobby(origin: string = globalThis.location?.origin ?? ''): LobbyClient {
  return new LobbyClient({ server: origin });
}

/** The longest player name the app sends (the server refuses longer ones). */
export const MAX_NAME_LENGTH = 24;

/**
 * What went wrong in a lobby call, as a key of the app's `errors.*` text, with the server's own
 * words as a detail where they tell the player something the key does not (a refused option).
 */
export interface LobbyProblem {
  key: string;
  detail?: string;
}

/** The HTTP status of a failed lobby call, when there was one. */
export function lobbyErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof LobbyClientError)) return undefined;
  const status = Number(/HTTP status (\d+)/.exec(error.message)?.[1]);
  return Number.isFinite(status) ? status : undefined;
}

function serverText(error: LobbyClientError): string | undefined {
  const details = error.details as { error?: unknown } | string | undefined;
  if (typeof details === 'object' && details !== null && typeof details.error === 'string') return details.error;
  return undefined;
}

/**
 * Sorts a failed lobby call into one of the situations the app has words for, in every
 * language: the server speaks English only, and its statuses (with the few messages that
 * tell two 404s or two 409s apart) say enough.
 */
export function lobbyProblem(error: unknown): LobbyProblem {
  const status = lobbyErrorStatus(error);
  if (status === undefined) {
    // fetch rejects with a TypeError when the server cannot be reached at all.
    if (error instanceof TypeError) return { key: 'errors.offline' };
    const detail = error instanceof Error ? error.message : String(error);
    return { key: 'errors.unknown', ...(detail ? { detail } : {}) };
  }
  const text = serverText(error as LobbyClientError) ?? '';
  if (status === 400) return { key: 'errors.refused', ...(text ? { detail: text } : {}) };
  if (status === 403) return { key: 'errors.credentials' };
  if (status === 404) return { key: /^Player /.test(text) ? 'errors.noSuchSeat' : /^Game /.test(text) ? 'errors.noSuchGame' : 'errors.noSuchMatch' };
  if (status === 409) return { key: /no free seat/.test(text) ? 'errors.matchFull' : 'errors.seatTaken' };
  if (status === 413) return { key: 'errors.tooLarge' };
  if (status === 429) return { key: 'errors.tooMany' };
  if (status >= 500) return { key: status === 502 || status === 503 || status === 504 ? 'errors.offline' : 'errors.server' };
  return { key: 'errors.unknown', detail: text || `HTTP ${status}` };
}

/** A translator, as react-i18next's `t` is called here. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed lobby call in the player's language (the server's detail appended when useful). */
export function lobbyErrorMessage(error: unknown, t: Translate): string {
  const problem = lobbyProblem(error);
  const text = t(problem.key);
  return problem.detail ? t('errors.withDetail', { text, detail: problem.detail }) : text;
}

/**
 * Takes a seat (a given one, or any free one when `playerID` is undefined), remembers its
 * credentials and the name, and returns the seat held.
 */
export async function takeSeat(
  lobby: LobbyClient,
  gameName: string,
  matchID: string,
  playerName: string,
  playerID?: string,
): Promise<HeldSeat> {
  const joined = await lobby.joinMatch(gameName, matchID, { playerName, ...(playerID === undefined ? {} : { playerID }) });
  const seat: HeldSeat = { playerID: joined.playerID, credentials: joined.playerCredentials, playerName };
  holdSeat(matchID, seat);
  saveName(playerName);
  return seat;
}
