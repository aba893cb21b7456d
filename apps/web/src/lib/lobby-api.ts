import { LobbyClient, LobbyClientError } from 'boardgame.io/client';
import type { Ctx, LobbyAPI, LogEntry } from 'boardgame.io';
import type { TimeControl } from '@parlor/game-kit';
import { isChunkFailure } from './chunk-loading';
import { holdSeat, saveName, type HeldSeat } from './seat-store';

/** A seat of a match as the server lists it, with who plays it. */
export interface ParlorPlayer {
  id: number;
  name?: string;
  isConnected?: boolean;
  /** A bot holds the seat. */
  bot?: boolean;
  /** Its player has been gone longer than the grace period: the bot plays until they move again. */
  standIn?: boolean;
  /** The turn (ctx.turn) whose rest the bot plays: the seat's time ran out in it. */
  botTurn?: number;
}

/** The server's own fields of a match; absent for a match made before they existed. */
export interface TableFields {
  /** When every seat was held and moves began to count (ms since the epoch); absent while it waits. */
  startedAt?: number;
  timeControl?: TimeControl;
  /** The seat of the first person who sat down: they may seat bots. */
  host?: string;
  /** Only players signed in to an account sit: the match is rated. */
  rated?: boolean;
}

/** A match as the server lists it. */
export type ParlorMatch = Omit<LobbyAPI.Match, 'players'> & { players: ParlorPlayer[]; parlor?: TableFields };

/** A page of a game's matches: `next`, while more follow, asks for the page after it. */
export interface MatchPage {
  matches: ParlorMatch[];
  next?: string;
}

/** A seat of a finished match, as the history and a replay list it. */
export interface FinishedPlayer {
  id: number;
  name?: string;
  bot?: boolean;
  /** The account that played the seat, by its name (the history says it; a guest's seat has none). */
  account?: string;
}

/** A finished, listed match as `GET /api/history` answers it. */
export interface HistoryMatch {
  matchID: string;
  gameName: string;
  players: FinishedPlayer[];
  /** boardgame.io's `ctx.gameover`, as the game shaped it. */
  gameover: unknown;
  /** The seats that won ("0", "2"); empty when nobody did. */
  winners: string[];
  /** Actions played (the final `_stateID`). */
  moves: number;
  createdAt: number;
  /** When every seat was held. */
  startedAt?: number;
  /** When the last move was stored. */
  finishedAt: number;
  /** The game module's version the match was played with. */
  version: string | null;
}

/** What the history is narrowed to, and which page of it. */
export interface HistoryQuery {
  /** A game's id. */
  game?: string;
  /** A seat's name (the server matches it exactly, in any case). */
  player?: string;
  /** 1 to 100; the server's default is 20. */
  limit?: number;
  /** The `next` of the page before. */
  after?: string;
}

/** A page of the history, newest end first: `next`, while more follow, asks for the page after it. */
export interface HistoryPage {
  matches: HistoryMatch[];
  next?: string;
}

/** One step of a replay: the state after an action (before the first for step 0) and the log entries that action added, redacted for the view. */
export interface ReplayStep {
  state: { G: unknown; ctx: Ctx; _stateID: number; plugins?: unknown };
  log: LogEntry[];
}

/** A finished match as one point of view saw it, every step of it, as `GET /api/replay/:game/:matchID` answers it. */
export interface Replay {
  matchID: string;
  gameName: string;
  numPlayers: number;
  players: FinishedPlayer[];
  gameover: unknown;
  createdAt: number;
  finishedAt: number;
  /** The view answered: `spectator`, `all` (everything shown) or a seat (`"0"`). */
  view: string;
  /** The views this client may ask for. */
  views: string[];
  /** The rules version the match was played with, the one the server runs, and whether they are the same. */
  version: { played: string | null; current: string; same: boolean };
  steps: ReplayStep[];
}

/** The header that carries a seat's credentials to the replay route. */
export const CREDENTIALS_HEADER = 'X-Parlor-Credentials';

/**
 * boardgame.io's lobby client with Parlor's extra calls: the host seating bots, a page of the
 * matches, and the version of that listing. Its listings carry the server's fields
 * ({@link ParlorMatch}).
 */
export class ParlorLobby extends LobbyClient {
  private readonly origin: string;

  constructor({ server = '' }: { server?: string } = {}) {
    super({ server });
    this.origin = server.replace(/\/$/, '');
  }

  /**
   * Seats bots in free seats of a match that has not begun (all of them when `seats` is
   * absent); only its host may. Answers the seats given to bots.
   */
  async seatBots(gameName: string, matchID: string, body: { playerID: string; credentials: string; seats?: string[] }): Promise<{ seats: string[] }> {
    const response = await fetch(`${this.origin}/games/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}/bots`, {
      method: 'post',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
    return answer<{ seats: string[] }>(response);
  }

  /**
   * Up to `limit` matches of a game (the server's default 50 when absent, at most 200), newest
   * first; `after` is the `next` of the page before.
   */
  async listMatchPage(gameName: string, query: { isGameover?: boolean; limit?: number; after?: string } = {}): Promise<MatchPage> {
    const params = new URLSearchParams();
    if (query.isGameover !== undefined) params.set('isGameover', String(query.isGameover));
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    if (query.after !== undefined) params.set('after', query.after);
    const search = params.size > 0 ? `?${params}` : '';
    return answer<MatchPage>(await fetch(`${this.origin}/games/${encodeURIComponent(gameName)}${search}`));
  }

  /**
   * A string that changes whenever the listing of the game's matches (with that filter) would
   * show something else: cheap to ask often, where the listing itself is not.
   */
  async lobbyVersion(gameName: string, query: { isGameover?: boolean } = {}): Promise<string> {
    const search = query.isGameover === undefined ? '' : `?isGameover=${query.isGameover}`;
    const { version } = await answer<{ version: string }>(await fetch(`${this.origin}/api/lobby/${encodeURIComponent(gameName)}/version${search}`));
    return version;
  }

  /**
   * A page of finished, listed matches, newest end first: of one game and with one player
   * (by name, in any case) when given; `after` is the `next` of the page before.
   */
  async history(query: HistoryQuery = {}): Promise<HistoryPage> {
    const params = new URLSearchParams();
    if (query.game !== undefined) params.set('game', query.game);
    if (query.player !== undefined) params.set('player', query.player);
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    if (query.after !== undefined) params.set('after', query.after);
    const search = params.size > 0 ? `?${params}` : '';
    return answer<HistoryPage>(await fetch(`${this.origin}/api/history${search}`));
  }

  /**
   * Every step of a finished match from a point of view: `spectator`, `all` or a seat's id.
   * A seat's view of a game that keeps its secrets after the match needs that seat's
   * credentials.
   */
  async replay(gameName: string, matchID: string, view = 'spectator', credentials?: string): Promise<Replay> {
    const response = await fetch(`${this.origin}/api/replay/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}?view=${encodeURIComponent(view)}`, {
      ...(credentials === undefined ? {} : { headers: { [CREDENTIALS_HEADER]: credentials } }),
    });
    return answer<Replay>(response);
  }
}

// Failures read as boardgame.io's own calls' do, so lobbyProblem sorts them the same way.
async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new LobbyClientError(`HTTP status ${response.status}`, await response.json().catch(() => undefined));
  return (await response.json()) as T;
}

/** The lobby REST API of the server that served this page. */
export function createLobby(origin: string = globalThis.location?.origin ?? ''): ParlorLobby {
  return new ParlorLobby({ server: origin });
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

/** The server's code for what went wrong (Parlor's lobby answers one with every error). */
function serverCode(error: LobbyClientError): string | undefined {
  const details = error.details as { code?: unknown } | string | undefined;
  return typeof details === 'object' && details !== null && typeof details.code === 'string' ? details.code : undefined;
}

// The app's words for each of the server's codes.
const BY_CODE: Record<string, LobbyProblem['key']> = {
  'no-such-game': 'errors.noSuchGame',
  'no-such-match': 'errors.noSuchMatch',
  'no-such-seat': 'errors.noSuchSeat',
  'bad-credentials': 'errors.credentials',
  'seat-taken': 'errors.seatTaken',
  'match-full': 'errors.matchFull',
  begun: 'errors.begun',
  'not-host': 'errors.notHost',
  'too-many': 'errors.tooMany',
  'not-finished': 'errors.notFinished',
  'replay-changed': 'errors.replayChanged',
};

/**
 * Sorts a failed lobby call into one of the situations the app has words for, in every
 * language: the server speaks English only, and its statuses (with the few messages that
 * tell two 404s or two 409s apart) say enough.
 */
export function lobbyProblem(error: unknown): LobbyProblem {
  const status = lobbyErrorStatus(error);
  if (status === undefined) {
    // fetch rejects with a TypeError when the server cannot be reached at all; a chunk of the
    // client (a game's rules or board, a style sheet) that does not load means the same.
    if (isChunkFailure(error)) return { key: 'errors.offline' };
    const detail = error instanceof Error ? error.message : String(error);
    return { key: 'errors.unknown', ...(detail ? { detail } : {}) };
  }
  const text = serverText(error as LobbyClientError) ?? '';
  if (status === 400) return { key: 'errors.refused', ...(text ? { detail: text } : {}) };
  const code = serverCode(error as LobbyClientError);
  if (code !== undefined && BY_CODE[code] !== undefined) return { key: BY_CODE[code]! };
  // A server without codes (an older Parlor, boardgame.io's own lobby): its statuses and words.
  if (status === 403) return { key: /host/.test(text) ? 'errors.notHost' : 'errors.credentials' };
  if (status === 404) return { key: /^Player /.test(text) ? 'errors.noSuchSeat' : /^Game /.test(text) ? 'errors.noSuchGame' : 'errors.noSuchMatch' };
  if (status === 409) return { key: /no free seat/.test(text) ? 'errors.matchFull' : /has begun/.test(text) ? 'errors.begun' : 'errors.seatTaken' };
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
  lobby: ParlorLobby,
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
