import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Server as BgioServer } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { z } from 'zod';
import { TIME_CONTROLS, type GameModule } from '@parlor/game-kit';
import type { ClaimSeatResult, ParlorStorage } from '@parlor/storage';
import { checkPlainData, type DataLimits } from './args';
import { KeyedLock } from './keyed-lock';
import { pageCursor, pageLimit } from './paging';
import type { Limits } from './limits';
import { sessionOf } from './sessions';
import { allSeated, hasStarted, isHuman, seatIDs, seatOf, tableOf, timeControlFor, type TableFields } from './table';

// boardgame.io's lobby REST API (the routes its LobbyClient calls, with the same request and
// response shapes), on Express. Its own Koa router cannot be kept: it reads request bodies
// itself, validates almost nothing (a numPlayers of 200000 passes), and gives one seat to two
// players who join at once. Here every body is checked against a schema and the game's
// manifest, seats change with atomic storage operations, and match creation is rate-limited.
//
// Parlor's own additions: seats may be given to bots (at creation, or later by the host, the
// first person to sit down), a match begins (accepts moves) once every seat is held by a person
// or a bot, a person may take a bot's seat until then, and a match has a time control. The
// listing comes in pages (`limit`, default 50, at most 200; `next` to pass back as `after`), so
// a big community's list stays one bounded query, and a lobby page polls a cheap version of it.

/** Player data a lobby client may attach to a seat. */
const PLAYER_DATA_LIMITS: DataLimits = { maxSize: 1024, maxDepth: 4, maxArrayLength: 32, maxStringLength: 200, maxKeys: 16 };
/** setupData: small option records. */
const SETUP_DATA_LIMITS: DataLimits = { maxSize: 2048, maxDepth: 4, maxArrayLength: 32, maxStringLength: 100, maxKeys: 32 };

const seat = z.string().regex(/^[0-9]{1,3}$/, 'must be a seat number such as "0"');
const credentials = z.string().min(1).max(256);
const playerName = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters');
const plainData = (limits: DataLimits) =>
  z.unknown().superRefine((value, context) => {
    const problem = checkPlainData(value, limits);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const seats = z.array(seat).max(64);
const timeControl = z.enum(TIME_CONTROLS);

const bodies = {
  create: z
    .object({
      numPlayers: z.number().int().optional(),
      setupData: plainData(SETUP_DATA_LIMITS).optional(),
      unlisted: z.boolean().optional(),
      bots: seats.optional(),
      timeControl: timeControl.optional(),
      rated: z.boolean().optional(),
    })
    .strict(),
  bots: z.object({ playerID: seat, credentials, seats: seats.optional() }).strict(),
  join: z.object({ playerID: seat.optional(), playerName, data: plainData(PLAYER_DATA_LIMITS).optional() }).strict(),
  leave: z.object({ playerID: seat, credentials }).strict(),
  update: z
    .object({ playerID: seat, credentials, newName: playerName.optional(), data: plainData(PLAYER_DATA_LIMITS).optional() })
    .strict()
    .refine((body) => body.newName !== undefined || body.data !== undefined, 'newName or data is required'),
  playAgain: z
    .object({
      playerID: seat,
      credentials,
      numPlayers: z.number().int().optional(),
      setupData: plainData(SETUP_DATA_LIMITS).optional(),
      unlisted: z.boolean().optional(),
      timeControl: timeControl.optional(),
    })
    .strict(),
};

/** How many matches a page of the listing holds unless the client asks for fewer or more. */
export const DEFAULT_LIST_LIMIT = 50;
/** The most a page of the listing holds: however many matches there are, one answer stays small. */
export const MAX_LIST_LIMIT = 200;
/** How long one process reuses a game's lobby version: many open lobbies cost one query a second. */
export const LOBBY_VERSION_CACHE_MS = 1000;

const isGameover = z.enum(['true', 'false']).optional();

const cursor = pageCursor('updatedAt');

const listQuery = z.object({
  isGameover,
  updatedBefore: z.coerce.number().int().positive().optional(),
  updatedAfter: z.coerce.number().int().positive().optional(),
  limit: pageLimit(MAX_LIST_LIMIT).optional(),
  after: cursor.schema.optional(),
});

const versionQuery = z.object({ isGameover });

/**
 * What went wrong, for clients to act on (the message is English for people): the JSON error
 * answer carries it as `code`.
 */
export type LobbyErrorCode =
  | 'bad-request'
  | 'no-such-game'
  | 'no-such-match'
  | 'no-such-seat'
  | 'bad-credentials'
  | 'seat-taken'
  | 'match-full'
  | 'begun'
  | 'not-host'
  /** A rate limit (429): too many matches created or seats taken from one address in a minute. */
  | 'too-many'
  /** A replay of a match still being played (409). */
  | 'not-finished'
  /** A replay of a match the game's rules, changed since, no longer reproduce (409). */
  | 'replay-changed'
  /** Accounts: no session (401), a change without the session's CSRF token (403), a name in use (409), sign-in refused (401), sign-up turned off here (403). */
  | 'signed-out'
  | 'csrf'
  | 'name-taken'
  | 'wrong-sign-in'
  | 'sign-up-off';

/** An HTTP error with a message for the client, and a code for the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: LobbyErrorCode = status === 400 ? 'bad-request' : status === 403 ? 'bad-credentials' : 'no-such-match',
  ) {
    super(message);
  }
}

export const describe = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // No body at all never reaches here (see requireJsonBody); an absent value is a bug, not `{}`.
  if (value === undefined) throw new HttpError(400, 'request body is missing: send a JSON object');
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describe(result.error));
  return result.data;
}

/**
 * Every POST to the lobby carries a JSON object, as boardgame.io's LobbyClient sends it:
 * `express.json` only parses `application/json`, and a body it skipped (text/plain, a form,
 * nothing at all) would otherwise reach the routes as "no options" and be obeyed with
 * defaults. Refused here with 415 (another type) or 400 (no body).
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
  if (!hasBody) {
    res.status(400).json({ error: 'request body is missing: send a JSON object with Content-Type: application/json' });
    return;
  }
  if (!req.is('application/json')) {
    res.status(415).json({ error: `request body must be JSON (Content-Type: application/json), not ${req.headers['content-type'] ?? 'untyped'}` });
    return;
  }
  next();
}

const gameoverFilter = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** What the lobby shows of a match: its metadata without any credentials. */
function publicMatch(matchID: string, metadata: BgioServer.MatchData) {
  return {
    ...metadata,
    matchID,
    players: Object.values(metadata.players).map(({ credentials: _secret, ...player }) => player),
  };
}

/** A new match id: 11 url-safe random characters, as boardgame.io makes them. */
export const newMatchID = () => randomBytes(8).toString('base64url').slice(0, 11);
const newCredentials = () => randomBytes(24).toString('base64url');

/** Options of {@link lobbyRouter}. */
export interface LobbyOptions {
  modules: GameModule[];
  storage: ParlorStorage;
  logger: Logger;
  /** The rate limits of creating and joining. */
  limits: Limits;
  /** Called after a seat was given up (or the match deleted with it), so its sockets can be dropped. */
  onSeatLeft?: (matchID: string) => void;
  /** Called after seats were taken or given to bots, with the seats as they now are: clients and the table keeper hear of it. */
  onSeated?: (matchID: string, metadata: BgioServer.MatchData) => void;
}

/** The name a bot's seat shows (boards may say "bot" in the player's language from its `bot` flag). */
export const BOT_NAME = 'Bot';
/**
 * A bot's name in the match's seats: numbered by its seat, so that every board, the room and
 * the lobby tell two bots at one table apart by the same name.
 */
export const botName = (seat: string | number) => `${BOT_NAME} ${Number(seat) + 1}`;

/** The `/games` routes, and `/api/lobby/:name/version` for open lobby pages. Mount at the root of the app. */
export function lobbyRouter({ modules, storage, logger, limits, onSeatLeft, onSeated }: LobbyOptions): Router {
  const router = express.Router();
  const byName = new Map(modules.map((module) => [module.game.name!, module]));
  // Seat changes are atomic in storage; this lock only keeps one process's requests for a match
  // in order, so a join and a leave from the same browser cannot overtake each other.
  const lock = new KeyedLock();
  const log = logger.child({ part: 'lobby' });

  const creationLimit = limits.creation();
  const joinLimit = limits.joining();

  const moduleFor = (name: string) => {
    const module = byName.get(name);
    if (!module) throw new HttpError(404, `Game ${name} not found`, 'no-such-game');
    return module;
  };

  const matchFor = async (name: string, matchID: string) => {
    moduleFor(name);
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== name) throw new HttpError(404, `Match ${matchID} not found`);
    return metadata;
  };

  /**
   * Creates a match after checking the player count and options against the manifest and game,
   * with the given seats held by bots and a time control (the game's default when none).
   */
  const create = async (module: GameModule, numPlayers: number | undefined, setupData: unknown, unlisted: boolean | undefined, table: { bots?: string[]; timeControl?: string; rated?: boolean } = {}) => {
    const { minPlayers, maxPlayers, id } = module.manifest;
    const players = numPlayers ?? module.manifest.defaultPlayers ?? minPlayers;
    // The manifest's counts first: a game's own validateSetupData is a second line, not the only one.
    if (!Number.isInteger(players) || players < minPlayers || players > maxPlayers) {
      throw new HttpError(400, `numPlayers must be an integer from ${minPlayers} to ${maxPlayers} for ${id}`);
    }
    const problem = module.game.validateSetupData?.(setupData, players);
    if (problem !== undefined) throw new HttpError(400, problem);
    const bots = [...new Set(table.bots ?? [])];
    const outside = bots.find((bot) => Number(bot) >= players);
    if (outside !== undefined) throw new HttpError(400, `bots: there is no seat ${outside} in a match of ${players}`);
    // A rated match is between players with accounts: a bot's seat would leave it unrated.
    if (table.rated && bots.length > 0) throw new HttpError(400, 'a rated match has no bots: every seat is for a player signed in to an account');
    const match = createMatch({ game: module.game, numPlayers: players, setupData, unlisted: unlisted ?? false });
    if ('setupDataError' in match) throw new HttpError(400, match.setupDataError);
    for (const bot of bots) Object.assign(match.metadata.players[Number(bot)]!, { name: botName(bot), bot: true });
    const fields: TableFields = { timeControl: timeControlFor(module, table.timeControl), ...(table.rated ? { rated: true } : {}) };
    // The rules' version, so a replay knows whether it runs under the rules the match was played with.
    if (module.manifest.version !== undefined) fields.version = module.manifest.version;
    // A match of bots alone begins at once.
    if (allSeated(match.metadata)) fields.startedAt = Date.now();
    (match.metadata as BgioServer.MatchData & { parlor: TableFields }).parlor = fields;
    const matchID = newMatchID();
    await storage.createMatch(matchID, match);
    log.info({ event: 'create', game: module.game.name, matchID, numPlayers: players, unlisted: unlisted ?? false, bots: bots.length, timeControl: fields.timeControl }, 'match created');
    if (fields.startedAt !== undefined) onSeated?.(matchID, match.metadata);
    return matchID;
  };

  /**
   * After a seat was taken: the first person seated becomes the host, and the match begins when
   * every seat is held. Clients and the table keeper hear of it.
   */
  // A seat was taken: the first person to sit down hosts, and the match begins once every
  // seat is held. Edits the seats; whether they changed.
  const markSeated = (playerID: string) => (metadata: BgioServer.MatchData) => {
    const table = tableOf(metadata);
    if (!table) return false;
    let write = false;
    if (table.host === undefined) {
      table.host = playerID;
      write = true;
    }
    if (table.startedAt === undefined && allSeated(metadata)) {
      table.startedAt = Date.now();
      write = true;
    }
    return write;
  };
  const seated = async (matchID: string, playerID: string) => {
    await storage.changeMatch(matchID, (metadata) => ({ result: undefined, write: markSeated(playerID)(metadata) }));
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (metadata) onSeated?.(matchID, metadata);
  };

  const handle =
    (fn: (req: Request, res: Response) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) => {
      fn(req, res).then((body) => res.json(body ?? {}), next);
    };

  router.get(
    '/games',
    handle(async () => [...byName.keys()]),
  );

  router.get(
    '/games/:name',
    handle(async (req) => {
      const name = String(req.params.name);
      moduleFor(name);
      const query = parse(listQuery, req.query);
      const where = {
        isGameover: gameoverFilter(query.isGameover),
        updatedBefore: query.updatedBefore,
        updatedAfter: query.updatedAfter,
      };
      const page = await storage.listMatchPage(name, where, { limit: query.limit ?? DEFAULT_LIST_LIMIT, ...(query.after ? { after: query.after } : {}) });
      // boardgame.io's shape, which its LobbyClient reads; `next` only while more follow.
      return {
        matches: page.matches.map(({ matchID, metadata }) => publicMatch(matchID, metadata)),
        ...(page.next ? { next: cursor.encode(page.next) } : {}),
      };
    }),
  );

  // Open lobby pages ask for this every few seconds instead of the listing, and fetch the
  // listing only when it changed. Read at most once a second per game and filter in this
  // process (the keys are bounded: known games times three filters), and one read is shared
  // by every request that arrives while it runs.
  const versions = new Map<string, { at: number; version: Promise<string> }>();
  router.get(
    '/api/lobby/:name/version',
    handle(async (req) => {
      const name = String(req.params.name);
      moduleFor(name);
      const query = parse(versionQuery, req.query);
      const key = `${name}\n${query.isGameover ?? ''}`;
      const now = Date.now();
      let entry = versions.get(key);
      if (!entry || now - entry.at >= LOBBY_VERSION_CACHE_MS) {
        const version = storage.lobbyVersion(name, { isGameover: gameoverFilter(query.isGameover) });
        entry = { at: now, version };
        versions.set(key, entry);
        // A failed read is not kept: the next request tries again.
        version.catch(() => {
          if (versions.get(key)?.version === version) versions.delete(key);
        });
      }
      return { version: await entry.version };
    }),
  );

  router.get(
    '/games/:name/:id',
    handle(async (req) => publicMatch(String(req.params.id), await matchFor(String(req.params.name), String(req.params.id)))),
  );

  router.post(
    '/games/:name/create',
    creationLimit,
    handle(async (req) => {
      const module = moduleFor(String(req.params.name));
      const body = parse(bodies.create, req.body);
      return { matchID: await create(module, body.numPlayers, body.setupData, body.unlisted, { bots: body.bots, timeControl: body.timeControl, rated: body.rated }) };
    }),
  );

  router.post(
    '/games/:name/:id/join',
    joinLimit,
    handle(async (req) => {
      const [name, matchID] = [String(req.params.name), String(req.params.id)];
      const body = parse(bodies.join, req.body);
      moduleFor(name);
      // A signed-in player's seat is the account's, under its name: anyone can type a name,
      // only its owner can sit as the account (and come back to the seat from another device).
      const session = await sessionOf(req, storage);
      const playerName = session ? session.account.name : body.playerName;
      if (!session && tableOf((await matchFor(name, matchID)))?.rated) throw new HttpError(401, 'a rated match is for players signed in to an account: sign in to take a seat', 'signed-out');
      return lock.run(matchID, async () => {
        const playerCredentials = newCredentials();
        let claim: ClaimSeatResult = await storage.claimSeat(matchID, {
          playerID: body.playerID,
          name: playerName,
          data: body.data,
          credentials: playerCredentials,
          gameName: name,
          afterwards: (metadata, playerID) => markSeated(playerID)(metadata),
        });
        // A bot's seat is a person's for the asking until the match begins.
        if (!claim.ok && claim.reason === 'seat-taken' && body.playerID !== undefined) {
          const playerID = body.playerID;
          const replaced = await storage.changeMatch(matchID, (metadata) => {
            const seat = seatOf(metadata, playerID);
            if (!seat?.bot || hasStarted(metadata)) return { result: false };
            delete seat.bot;
            Object.assign(seat, { name: playerName, credentials: playerCredentials }, body.data === undefined ? {} : { data: body.data });
            return { result: true, write: true };
          });
          if (replaced) claim = { ok: true, playerID };
        }
        if (!claim.ok) {
          const [status, message, code] = {
            'match-not-found': [404, `Match ${matchID} not found`, 'no-such-match'],
            'seat-not-found': [404, `Player ${body.playerID} not found`, 'no-such-seat'],
            'seat-taken': [409, `Player ${body.playerID} not available`, 'seat-taken'],
            'match-full': [409, `Match ${matchID} has no free seat`, 'match-full'],
          }[claim.reason] as [number, string, LobbyErrorCode];
          throw new HttpError(status, message, code);
        }
        if (session) await storage.accounts.ownSeat(matchID, claim.playerID, session.account.id);
        log.info({ event: 'join', game: name, matchID, seat: claim.playerID }, 'seat joined');
        // Told the seats as the claim stored them, with who hosts and whether the match began.
        if (claim.metadata) onSeated?.(matchID, claim.metadata);
        else await seated(matchID, claim.playerID);
        return { playerID: claim.playerID, playerCredentials };
      });
    }),
  );

  router.post(
    '/games/:name/:id/leave',
    handle(async (req) => {
      const [name, matchID] = [String(req.params.name), String(req.params.id)];
      const body = parse(bodies.leave, req.body);
      await matchFor(name, matchID);
      return lock.run(matchID, async () => {
        const result = await storage.leaveSeat(matchID, body.playerID, body.credentials);
        if (result === 'match-not-found') throw new HttpError(404, `Match ${matchID} not found`);
        if (result === 'seat-not-found') throw new HttpError(404, `Player ${body.playerID} not found`, 'no-such-seat');
        if (result === 'unauthorized') throw new HttpError(403, 'Invalid credentials');
        if (result === 'left') await storage.accounts.releaseSeat(matchID, body.playerID);
        log.info({ event: 'leave', game: name, matchID, seat: body.playerID, wiped: result === 'wiped' }, 'seat left');
        onSeatLeft?.(matchID);
        return {};
      });
    }),
  );

  router.post(
    '/games/:name/:id/bots',
    handle(async (req) => {
      const [name, matchID] = [String(req.params.name), String(req.params.id)];
      const body = parse(bodies.bots, req.body);
      await matchFor(name, matchID);
      return lock.run(matchID, async () => {
        if (!(await storage.authenticate(matchID, body.playerID, body.credentials))) throw new HttpError(403, 'Invalid credentials');
        type Outcome = { seats: string[] } | { status: number; error: string; code: LobbyErrorCode };
        const outcome = await storage.changeMatch<Outcome>(matchID, (metadata) => {
          const table = tableOf(metadata);
          if (hasStarted(metadata)) return { result: { status: 409, error: `Match ${matchID} has begun: its seats are settled`, code: 'begun' } };
          if (table?.rated) return { result: { status: 409, error: 'a rated match has no bots: every seat is for a player signed in to an account', code: 'seat-taken' } };
          if (table?.host !== body.playerID) return { result: { status: 403, error: 'Only the host (the first player seated) may seat bots', code: 'not-host' } };
          const free = seatIDs(metadata).filter((id) => !isHuman(seatOf(metadata, id)) && !seatOf(metadata, id)?.bot);
          const wanted = body.seats ?? free;
          const unavailable = wanted.find((id) => !free.includes(id));
          if (unavailable !== undefined) return { result: { status: 409, error: `Player ${unavailable} not available`, code: 'seat-taken' } };
          for (const id of wanted) Object.assign(seatOf(metadata, id)!, { name: botName(id), bot: true });
          if (allSeated(metadata)) table!.startedAt = Date.now();
          return { result: { seats: wanted }, write: wanted.length > 0 };
        });
        if (outcome === undefined) throw new HttpError(404, `Match ${matchID} not found`);
        if ('error' in outcome) throw new HttpError(outcome.status, outcome.error, outcome.code);
        log.info({ event: 'bots', game: name, matchID, seats: outcome.seats }, 'bots seated');
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        if (metadata) onSeated?.(matchID, metadata);
        return { seats: outcome.seats };
      });
    }),
  );

  const update = handle(async (req) => {
    const [name, matchID] = [String(req.params.name), String(req.params.id)];
    const body = parse(bodies.update, req.body);
    await matchFor(name, matchID);
    const result = await lock.run(matchID, () => storage.updateSeat(matchID, body.playerID, body.credentials, { name: body.newName, data: body.data }));
    if (result === 'match-not-found') throw new HttpError(404, `Match ${matchID} not found`);
    if (result === 'seat-not-found') throw new HttpError(404, `Player ${body.playerID} not found`, 'no-such-seat');
    if (result === 'unauthorized') throw new HttpError(403, 'Invalid credentials');
    return {};
  });
  router.post('/games/:name/:id/update', update);
  router.post('/games/:name/:id/rename', update);

  router.post(
    '/games/:name/:id/playAgain',
    creationLimit,
    handle(async (req) => {
      const [name, matchID] = [String(req.params.name), String(req.params.id)];
      const module = moduleFor(name);
      const body = parse(bodies.playAgain, req.body);
      const metadata = await matchFor(name, matchID);
      if (!(await storage.authenticate(matchID, body.playerID, body.credentials))) throw new HttpError(403, 'Invalid credentials');
      if (metadata.nextMatchID) return { nextMatchID: metadata.nextMatchID };
      // The same table again: its bots keep their seats, and its clock.
      const created = await create(
        module,
        body.numPlayers ?? Object.keys(metadata.players).length,
        body.setupData ?? metadata.setupData,
        body.unlisted ?? metadata.unlisted,
        {
          bots: seatIDs(metadata).filter((id) => seatOf(metadata, id)?.bot && Number(id) < (body.numPlayers ?? Object.keys(metadata.players).length)),
          timeControl: body.timeControl ?? tableOf(metadata)?.timeControl,
          rated: tableOf(metadata)?.rated === true,
        },
      );
      // Several players may ask at once: the first stored id wins and the others' match goes.
      const nextMatchID = await storage.setNextMatch(matchID, created);
      if (nextMatchID !== created) await storage.wipe(created);
      return { nextMatchID };
    }),
  );

  return router;
}

/** Turns errors from the lobby (and body parsing) into JSON 4xx/5xx answers with a message. */
export function lobbyErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return res.status(error.status).json({ error: error.message, code: error.code });
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = (error as { type?: string }).type;
      const message =
        type === 'entity.too.large' ? 'request body too large' : type === 'entity.parse.failed' ? 'request body is not valid JSON' : (error as Error).message;
      return res.status(status).json({ error: message });
    }
    logger.error({ err: error, path: req.path }, 'request failed');
    return res.status(500).json({ error: 'internal error' });
  };
}
