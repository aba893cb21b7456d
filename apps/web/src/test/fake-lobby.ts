// A lobby API client over an in-memory set of matches: what the web client's component tests
// run against, so they check the calls the pages make and what they do with the answers.
import { vi } from 'vitest';
import { LobbyClientError, type LobbyClient } from 'boardgame.io/client';
import type { LobbyAPI } from 'boardgame.io';

export interface FakeMatch {
  matchID: string;
  gameName: string;
  players: { id: number; name?: string; isConnected?: boolean; credentials?: string }[];
  setupData?: unknown;
  unlisted?: boolean;
  nextMatchID?: string;
  createdAt: number;
  gameover?: unknown;
}

const refusal = (status: number, error: string) => new LobbyClientError(`HTTP status ${status}`, { error });

/** A fake LobbyClient: every method is a vi.fn so tests can also check how it was called. */
export function fakeLobby(initial: FakeMatch[] = []) {
  const matches = new Map(initial.map((match) => [match.matchID, structuredClone(match)]));
  let counter = 0;
  const visible = (match: FakeMatch): LobbyAPI.Match =>
    ({
      matchID: match.matchID,
      gameName: match.gameName,
      players: match.players.map(({ id, name, isConnected }) => ({ id, ...(name === undefined ? {} : { name, isConnected }) })),
      setupData: match.setupData,
      unlisted: match.unlisted,
      nextMatchID: match.nextMatchID,
      createdAt: match.createdAt,
      updatedAt: match.createdAt,
      gameover: match.gameover,
    }) as LobbyAPI.Match;
  const find = (matchID: string) => {
    const match = matches.get(matchID);
    if (!match) throw refusal(404, `Match ${matchID} not found`);
    return match;
  };
  const api = {
    listMatches: vi.fn(async (gameName: string) => ({
      matches: [...matches.values()].filter((match) => match.gameName === gameName && !match.unlisted && match.gameover === undefined).map(visible),
    })),
    getMatch: vi.fn(async (_gameName: string, matchID: string) => visible(find(matchID))),
    createMatch: vi.fn(async (gameName: string, body: { numPlayers: number; setupData?: unknown; unlisted?: boolean }) => {
      const matchID = `m${++counter}`;
      matches.set(matchID, {
        matchID,
        gameName,
        players: Array.from({ length: body.numPlayers }, (_, id) => ({ id })),
        setupData: body.setupData,
        unlisted: body.unlisted ?? false,
        createdAt: Date.now(),
      });
      return { matchID };
    }),
    joinMatch: vi.fn(async (_gameName: string, matchID: string, body: { playerID?: string; playerName: string }) => {
      const match = find(matchID);
      const seat = body.playerID === undefined ? match.players.find((player) => player.name === undefined) : match.players.find((player) => String(player.id) === body.playerID);
      if (!seat) throw refusal(404, `Player ${body.playerID} not found`);
      if (seat.name !== undefined) throw refusal(409, `Player ${body.playerID} not available`);
      seat.name = body.playerName;
      seat.credentials = `secret-${matchID}-${seat.id}`;
      return { playerID: String(seat.id), playerCredentials: seat.credentials };
    }),
    leaveMatch: vi.fn(async (_gameName: string, matchID: string, body: { playerID: string; credentials: string }) => {
      const seat = find(matchID).players.find((player) => String(player.id) === body.playerID);
      if (!seat) throw refusal(404, `Player ${body.playerID} not found`);
      if (seat.credentials !== body.credentials) throw refusal(403, 'Invalid credentials');
      delete seat.name;
      delete seat.credentials;
    }),
    playAgain: vi.fn(async (gameName: string, matchID: string, body: { playerID: string; credentials: string }) => {
      const match = find(matchID);
      const seat = match.players.find((player) => String(player.id) === body.playerID);
      if (seat?.credentials !== body.credentials) throw refusal(403, 'Invalid credentials');
      if (!match.nextMatchID) match.nextMatchID = (await api.createMatch(gameName, { numPlayers: match.players.length, setupData: match.setupData })).matchID;
      return { nextMatchID: match.nextMatchID };
    }),
  };
  return { client: api as unknown as LobbyClient, api, matches };
}
