// A lobby API client over an in-memory set of matches: what the web client's component tests
// run against, so they check the calls the pages make and what they do with the answers.
import { vi } from 'vitest';
import { LobbyClientError } from 'boardgame.io/client';
import { gameIds } from '@parlor/registry';
import type { HistoryMatch, HistoryPage, HistoryQuery, ParlorLobby, ParlorMatch, Replay, ReplayStep, TableFields } from '../lib/lobby-api';

/** What the fake answers for a finished match's replay. */
export interface FakeReplay {
  /** The steps of each view it has ('spectator', 'all', '0'...). */
  steps: Record<string, ReplayStep[]>;
  /** The game keeps its secrets after the match: a seat's view needs that seat's credentials, and 'all' is not offered. */
  guarded?: boolean;
  /** The rules version played and run now; the same '1.0.0' by default. */
  version?: Replay['version'];
  /** The rules changed since, so that the match cannot be replayed (409 replay-changed). */
  changed?: boolean;
}

export interface FakeMatch {
  matchID: string;
  gameName: string;
  players: { id: number; name?: string; isConnected?: boolean; credentials?: string; bot?: boolean; standIn?: boolean; botTurn?: number; account?: string }[];
  /** The server's fields; absent, as for a match made before them: begun, without clocks. */
  parlor?: TableFields;
  setupData?: unknown;
  unlisted?: boolean;
  nextMatchID?: string;
  createdAt: number;
  gameover?: unknown;
  /** For a finished match: when it ended (createdAt by default), its moves (0), winning seats (none) and rules version (null). */
  finishedAt?: number;
  moves?: number;
  winners?: string[];
  version?: string | null;
  replay?: FakeReplay;
}

const refusal = (status: number, error: string, code?: string) => new LobbyClientError(`HTTP status ${status}`, { error, ...(code ? { code } : {}) });

/** A fake LobbyClient: every method is a vi.fn so tests can also check how it was called. */
export function fakeLobby(initial: FakeMatch[] = []) {
  const matches = new Map(initial.map((match) => [match.matchID, structuredClone(match)]));
  let counter = 0;
  const visible = (match: FakeMatch): ParlorMatch =>
    ({
      matchID: match.matchID,
      gameName: match.gameName,
      players: match.players.map(({ credentials: _secret, ...player }) => structuredClone(player)),
      ...(match.parlor ? { parlor: structuredClone(match.parlor) } : {}),
      setupData: match.setupData,
      unlisted: match.unlisted,
      nextMatchID: match.nextMatchID,
      createdAt: match.createdAt,
      updatedAt: match.createdAt,
      gameover: match.gameover,
    }) as ParlorMatch;
  const find = (matchID: string) => {
    const match = matches.get(matchID);
    if (!match) throw refusal(404, `Match ${matchID} not found`);
    return match;
  };
  const waiting = (match: FakeMatch) => match.parlor !== undefined && match.parlor.startedAt === undefined;
  // As the server does: the match begins once every seat has a person or a bot.
  const beginIfSeated = (match: FakeMatch) => {
    if (waiting(match) && match.players.every((player) => player.bot || player.name !== undefined)) match.parlor!.startedAt = Date.now();
  };
  const finished = (match: FakeMatch): HistoryMatch => ({
    matchID: match.matchID,
    gameName: match.gameName,
    players: match.players.map(({ id, name, bot, account }) => ({ id, ...(name === undefined ? {} : { name }), ...(bot ? { bot } : {}), ...(account === undefined ? {} : { account }) })),
    gameover: match.gameover,
    winners: match.winners ?? [],
    moves: match.moves ?? 0,
    createdAt: match.createdAt,
    ...(match.parlor?.startedAt === undefined ? {} : { startedAt: match.parlor.startedAt }),
    finishedAt: match.finishedAt ?? match.createdAt,
    version: match.version ?? null,
  });
  const api = {
    // As the server's GET /api/history: finished, listed matches, newest end first, a page at a time.
    history: vi.fn(async (query: HistoryQuery = {}): Promise<HistoryPage> => {
      const limit = query.limit ?? 20;
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw refusal(400, 'limit must be 1 to 100', 'bad-request');
      if (query.game !== undefined && !gameIds.includes(query.game)) throw refusal(404, `Game ${query.game} not found`, 'no-such-game');
      const player = query.player?.toLowerCase();
      const all = [...matches.values()]
        .filter((match) => match.gameover !== undefined && !match.unlisted)
        .filter((match) => query.game === undefined || match.gameName === query.game)
        .filter((match) => player === undefined || match.players.some((seat) => seat.name?.toLowerCase() === player))
        .map(finished)
        .sort((a, b) => b.finishedAt - a.finishedAt || (a.matchID < b.matchID ? -1 : 1));
      const start = query.after === undefined ? 0 : all.findIndex((match) => match.matchID === query.after) + 1;
      const page = all.slice(start, start + limit);
      return start + page.length < all.length ? { matches: page, next: page.at(-1)!.matchID } : { matches: page };
    }),
    // As the server's GET /api/replay/:game/:matchID.
    replay: vi.fn(async (gameName: string, matchID: string, view = 'spectator', credentials?: string): Promise<Replay> => {
      const match = matches.get(matchID);
      if (!gameIds.includes(gameName)) throw refusal(404, `Game ${gameName} not found`, 'no-such-game');
      if (!match || match.gameName !== gameName) throw refusal(404, `Match ${matchID} not found`, 'no-such-match');
      if (match.gameover === undefined) throw refusal(409, `Match ${matchID} is still being played`, 'not-finished');
      const replay = match.replay ?? { steps: {} };
      if (replay.changed) throw refusal(409, `The rules of ${gameName} changed since match ${matchID} was played: it cannot be replayed`, 'replay-changed');
      const seats = match.players.map((player) => String(player.id));
      if (view !== 'spectator' && view !== 'all' && !seats.includes(view)) throw refusal(400, `view must be spectator, all or a seat`, 'bad-request');
      const mine = (seat: string) => credentials !== undefined && match.players[Number(seat)]?.credentials === credentials;
      const views = ['spectator', ...(replay.guarded ? [] : ['all']), ...seats.filter((seat) => !replay.guarded || mine(seat))];
      if (!views.includes(view)) throw refusal(403, `The view ${view} needs that seat's credentials`, 'bad-credentials');
      const steps = replay.steps[view] ?? replay.steps.spectator;
      if (!steps) throw new Error(`the fake match ${matchID} has no steps for the view ${view}`);
      return structuredClone({
        matchID,
        gameName,
        numPlayers: match.players.length,
        players: finished(match).players,
        gameover: match.gameover,
        createdAt: match.createdAt,
        finishedAt: match.finishedAt ?? match.createdAt,
        view,
        views,
        version: replay.version ?? { played: '1.0.0', current: '1.0.0', same: true },
        steps,
      });
    }),
    listMatches: vi.fn(async (gameName: string) => ({
      matches: [...matches.values()].filter((match) => match.gameName === gameName && !match.unlisted && match.gameover === undefined).map(visible),
    })),
    getMatch: vi.fn(async (_gameName: string, matchID: string) => visible(find(matchID))),
    createMatch: vi.fn(async (gameName: string, body: { numPlayers: number; setupData?: unknown; unlisted?: boolean; bots?: string[]; timeControl?: TableFields['timeControl'] }) => {
      const matchID = `m${++counter}`;
      matches.set(matchID, {
        matchID,
        gameName,
        players: Array.from({ length: body.numPlayers }, (_, id) => (body.bots?.includes(String(id)) ? { id, name: `Bot ${id + 1}`, bot: true } : { id })),
        setupData: body.setupData,
        unlisted: body.unlisted ?? false,
        createdAt: Date.now(),
        parlor: { timeControl: body.timeControl ?? 'normal' },
      });
      return { matchID };
    }),
    joinMatch: vi.fn(async (_gameName: string, matchID: string, body: { playerID?: string; playerName: string }) => {
      const match = find(matchID);
      const seat = body.playerID === undefined ? match.players.find((player) => player.name === undefined) : match.players.find((player) => String(player.id) === body.playerID);
      if (!seat) throw refusal(404, `Player ${body.playerID} not found`);
      // A bot's seat is a person's for the asking until the match begins.
      if (seat.name !== undefined && !(seat.bot && waiting(match))) throw refusal(409, `Player ${body.playerID} not available`);
      delete seat.bot;
      seat.name = body.playerName;
      seat.credentials = `secret-${matchID}-${seat.id}`;
      if (match.parlor && match.parlor.host === undefined) match.parlor.host = String(seat.id);
      beginIfSeated(match);
      return { playerID: String(seat.id), playerCredentials: seat.credentials };
    }),
    leaveMatch: vi.fn(async (_gameName: string, matchID: string, body: { playerID: string; credentials: string }) => {
      const seat = find(matchID).players.find((player) => String(player.id) === body.playerID);
      if (!seat) throw refusal(404, `Player ${body.playerID} not found`);
      if (seat.credentials !== body.credentials) throw refusal(403, 'Invalid credentials');
      delete seat.name;
      delete seat.credentials;
    }),
    seatBots: vi.fn(async (_gameName: string, matchID: string, body: { playerID: string; credentials: string; seats?: string[] }) => {
      const match = find(matchID);
      const seat = match.players.find((player) => String(player.id) === body.playerID);
      if (seat?.credentials !== body.credentials) throw refusal(403, 'Invalid credentials');
      if (!waiting(match)) throw refusal(409, `Match ${matchID} has begun: its seats are settled`);
      if (match.parlor?.host !== body.playerID) throw refusal(403, 'Only the host (the first player seated) may seat bots');
      const free = match.players.filter((player) => player.name === undefined && !player.bot).map((player) => String(player.id));
      const wanted = body.seats ?? free;
      const unavailable = wanted.find((id) => !free.includes(id));
      if (unavailable !== undefined) throw refusal(409, `Player ${unavailable} not available`);
      for (const id of wanted) Object.assign(match.players[Number(id)]!, { name: `Bot ${Number(id) + 1}`, bot: true });
      beginIfSeated(match);
      return { seats: wanted };
    }),
    playAgain: vi.fn(async (gameName: string, matchID: string, body: { playerID: string; credentials: string }) => {
      const match = find(matchID);
      const seat = match.players.find((player) => String(player.id) === body.playerID);
      if (seat?.credentials !== body.credentials) throw refusal(403, 'Invalid credentials');
      if (!match.nextMatchID) {
        const bots = match.players.filter((player) => player.bot).map((player) => String(player.id));
        const timeControl = match.parlor?.timeControl;
        match.nextMatchID = (await api.createMatch(gameName, { numPlayers: match.players.length, setupData: match.setupData, ...(bots.length ? { bots } : {}), ...(timeControl ? { timeControl } : {}) })).matchID;
      }
      return { nextMatchID: match.nextMatchID };
    }),
  };
  return { client: api as unknown as ParlorLobby, api, matches };
}
