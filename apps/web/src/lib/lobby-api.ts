import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import { holdSeat, saveName, type HeldSeat } from './seat-store';

/** The lobby REST API of the server that served this page. */
export function createLobby(origin: string = globalThis.location?.origin ?? ''): LobbyClient {
  return new LobbyClient({ server: origin });
}

/** The longest player name the app sends (the server refuses longer ones). */
export const MAX_NAME_LENGTH = 24;

/** A readable message for a failed lobby call: the server's own message when it gave one. */
export function lobbyErrorMessage(error: unknown): string {
  if (error instanceof LobbyClientError) {
    const details = error.details as { error?: unknown } | undefined;
    if (typeof details?.error === 'string') return details.error;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of a failed lobby call, when there was one. */
export function lobbyErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof LobbyClientError)) return undefined;
  const status = Number(/HTTP status (\d+)/.exec(error.message)?.[1]);
  return Number.isFinite(status) ? status : undefined;
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
