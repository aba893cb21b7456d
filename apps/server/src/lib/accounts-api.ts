import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { awaitedSeats, type GameModule } from '@parlor/game-kit';
import { nameKey, type ParlorStorage, type Session } from '@parlor/storage';
import { HttpError, parse } from './lobby';
import type { Limits } from './limits';
import type { ServerMetrics } from './metrics';
import { accountName } from './account-names';
import { passkeyRoutes } from './passkeys-api';
import { SESSION_COOKIE, sessionOf, sessionToken } from './sessions';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './passwords';

/** The header a signed-in browser's changes carry its session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** Options of {@link accountRouter}. */
export interface AccountRouterOptions {
  storage: ParlorStorage;
  logger: Logger;
  limits: Limits;
  /** Whether new accounts may be made (SIGN_UP). */
  signUp: boolean;
  /** How long a session lasts (SESSION_DAYS). */
  sessionMs: number;
  /** The games hosted, to tell whose move a match waits for. */
  modules: readonly GameModule[];
  /** Where sign-ins are counted; none: not counted. */
  metrics?: ServerMetrics;
}

const password = z.string().min(PASSWORD_MIN, `a password has at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `a password has at most ${PASSWORD_MAX} characters`);

const credentials = z.object({ name: accountName, password }).strict();
// Signing in checks what was typed, whatever it is: a name that could not be made still gets
// the same answer as a wrong password.
const signIn = z.object({ name: z.string().min(1).max(100), password: z.string().min(1).max(PASSWORD_MAX) }).strict();
const passwordChange = z.object({ current: z.string().max(PASSWORD_MAX).optional(), password }).strict();
const deletion = z.object({ confirm: z.string().max(100), password: z.string().max(PASSWORD_MAX).optional() }).strict();
const nothing = z.object({}).strict();
/** The most matches one page of "my matches" lists (each in play is read to tell whose move it is). */
const MY_MATCHES_MAX = 50;
const seatRequest = z.object({ matchID: z.string().min(1).max(100) }).strict();
const myMatchesQuery = z
  .object({
    finished: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(MY_MATCHES_MAX).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

const WRONG = 'wrong name or password';
/** The name a deleted account's seats bear. */
export const FORMER_PLAYER = 'Former player';


const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The account routes under /auth: signing up and in with a name and a password, the session,
 * signing out (here or everywhere), changing the password, deleting the account. A session is
 * an httpOnly, SameSite=Lax cookie (Secure over TLS) whose token the database keeps only
 * hashed; every change made with it must also carry its CSRF token in a header, which a form
 * or a link from another site cannot set. Every sign-in starts a new session and ends the one
 * the browser came with, so no token handed to a browser before can be made to sign in.
 */
export function accountRouter({ storage, logger, limits, signUp, sessionMs, modules, metrics }: AccountRouterOptions): Router {
  const byGame = new Map(modules.map((module) => [module.manifest.id, module]));
  const router = Router();
  const accounts = storage.accounts;

  const setCookie = (req: Request, res: Response, token: string, expiresAt: number) =>
    res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', expires: new Date(expiresAt) });
  const clearCookie = (req: Request, res: Response) => res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });

  /** Starts a session for the account, ending the one the request came with. */
  const begin = async (req: Request, res: Response, account: { id: string; name: string }, status: number) => {
    const previous = sessionToken(req);
    if (previous !== undefined) await accounts.closeSession(previous);
    const opened = await accounts.openSession(account.id, sessionMs);
    setCookie(req, res, opened.token, opened.expiresAt);
    res.status(status).json({ account: { id: account.id, name: account.name }, csrf: opened.csrf });
  };

  /** The session a change is made with: refused without one (401) or without its CSRF token (403). */
  const changer = async (req: Request): Promise<Session & { token: string }> => {
    const token = sessionToken(req);
    const session = token === undefined ? undefined : await accounts.session(token);
    if (!session || token === undefined) throw new HttpError(401, 'not signed in', 'signed-out');
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameText(sent, session.csrf)) throw new HttpError(403, `the change must carry this session's token in the ${CSRF_HEADER} header`, 'csrf');
    return { ...session, token };
  };

  router.get('/auth/session', async (req, res) => {
    const session = await sessionOf(req, storage);
    res.setHeader('Cache-Control', 'no-store');
    res.json(session ? { account: { id: session.account.id, name: session.account.name }, csrf: session.csrf, signUp } : { account: null, signUp });
  });

  router.post('/auth/sign-up', async (req, res) => {
    if (!signUp) throw new HttpError(403, 'new accounts cannot be made on this server', 'sign-up-off');
    const { name, password: chosen } = parse(credentials, req.body);
    const made = await accounts.create(name, await hashPassword(chosen));
    metrics?.signIns.inc({ method: 'sign-up', outcome: made === 'taken' ? 'refused' : 'ok' });
    if (made === 'taken') throw new HttpError(409, `the name ${name} is taken`, 'name-taken');
    logger.info({ account: made.id }, 'account made');
    await begin(req, res, made, 201);
  });

  router.post('/auth/sign-in', async (req, res) => {
    const { name, password: typed } = parse(signIn, req.body);
    const wait = await limits.signInWait(req.ip ?? 'unknown', nameKey(name));
    if (wait !== undefined) {
      metrics?.signIns.inc({ method: 'password', outcome: 'limited' });
      res.setHeader('Retry-After', String(wait));
      throw new HttpError(429, `too many sign-in attempts: try again in ${Math.ceil(wait / 60)} minutes`, 'too-many');
    }
    const account = await accounts.byName(name);
    // An unknown name costs the same hashing as a known one, and gets the same answer.
    const right = await verifyPassword(typed, account?.passwordHash);
    metrics?.signIns.inc({ method: 'password', outcome: account && right ? 'ok' : 'refused' });
    if (!account || !right) throw new HttpError(401, WRONG, 'wrong-sign-in');
    await limits.signedIn(nameKey(name));
    await begin(req, res, account, 200);
  });

  router.post('/auth/sign-out', async (req, res) => {
    parse(nothing, req.body);
    const session = await changer(req);
    await accounts.closeSession(session.token);
    clearCookie(req, res);
    res.json({ signedOut: true });
  });

  router.post('/auth/sign-out-everywhere', async (req, res) => {
    parse(nothing, req.body);
    const session = await changer(req);
    const closed = await accounts.closeSessionsOf(session.account.id, session.token);
    res.json({ closed });
  });

  router.post('/auth/password', async (req, res) => {
    const { current, password: chosen } = parse(passwordChange, req.body);
    const session = await changer(req);
    const account = await accounts.byID(session.account.id);
    if (!account) throw new HttpError(401, 'not signed in', 'signed-out');
    // Someone at a browser left signed in must not lock its owner out: the old password is asked.
    if (account.passwordHash !== null && !(await verifyPassword(current ?? '', account.passwordHash))) throw new HttpError(403, 'the current password is wrong', 'wrong-sign-in');
    await accounts.setPassword(account.id, await hashPassword(chosen));
    // Whoever knew the old password is signed out everywhere else.
    const closed = await accounts.closeSessionsOf(account.id, session.token);
    res.json({ changed: true, closed });
  });

  router.post('/auth/delete', async (req, res) => {
    const { confirm, password: typed } = parse(deletion, req.body);
    const session = await changer(req);
    const account = await accounts.byID(session.account.id);
    if (!account) throw new HttpError(401, 'not signed in', 'signed-out');
    if (nameKey(confirm.normalize('NFKC').trim()) !== nameKey(account.name)) throw new HttpError(400, 'type the account name to confirm', 'bad-request');
    if (account.passwordHash !== null && !(await verifyPassword(typed ?? '', account.passwordHash))) throw new HttpError(403, 'the password is wrong', 'wrong-sign-in');
    // Its seats become no one's: the name on each is replaced, then the account goes (and its
    // seats' ownership with it). The matches and their replays stay.
    for (;;) {
      const seats = await accounts.seatsOf(account.id, { limit: 200 });
      if (seats.length === 0) break;
      for (const { matchID, seat } of seats) {
        await storage.changeMatch(matchID, (metadata) => {
          const player = metadata.players[Number(seat)];
          if (player) player.name = FORMER_PLAYER;
          return { result: true, write: player !== undefined };
        });
        await accounts.releaseSeat(matchID, seat);
      }
    }
    await accounts.delete(account.id);
    logger.info({ account: account.id }, 'account deleted');
    clearCookie(req, res);
    res.json({ deleted: true });
  });

  /** The signed-in player's session, for a read: refused without one (401). */
  const reader = async (req: Request): Promise<Session> => {
    const session = await sessionOf(req, storage);
    if (!session) throw new HttpError(401, 'not signed in', 'signed-out');
    return session;
  };

  passkeyRoutes(router, { storage, logger, signUp, accountName, begin, changer, reader, ...(metrics ? { metrics } : {}) });

  // The signed-in player's matches, newest seat first: those in play say whether the match
  // waits for this player (a turn, or an answer to another's card), the finished ones their result.
  router.get('/api/me/matches', async (req, res) => {
    const session = await reader(req);
    const query = parse(myMatchesQuery, req.query);
    const seats = await accounts.seatsOf(session.account.id, { limit: query.limit + 1, offset: query.offset, ...(query.finished === undefined ? {} : { finished: query.finished === 'true' }) });
    const page = seats.slice(0, query.limit);
    const matches = await Promise.all(
      page.map(async (seat) => {
        const { state, metadata } = await storage.fetch(seat.matchID, { state: true, metadata: true });
        const module = byGame.get(seat.game);
        const waiting = !seat.finished && module !== undefined && state !== undefined ? awaitedSeats(module, state).includes(seat.seat) : false;
        const players = Object.values(metadata?.players ?? {}).map((player) => ({ id: player.id, name: player.name ?? null }));
        return { matchID: seat.matchID, game: seat.game, seat: seat.seat, finished: seat.finished, updatedAt: seat.updatedAt, yourMove: waiting, players, gameover: metadata?.gameover ?? null };
      }),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ matches, more: seats.length > query.limit });
  });

  // Back to a seat from another device: the seat's credentials, to the account that owns it.
  router.post('/auth/seat', async (req, res) => {
    const { matchID } = parse(seatRequest, req.body);
    const session = await changer(req);
    const owned = [...(await accounts.seatOwners(matchID))].find(([, owner]) => owner.id === session.account.id);
    const { metadata } = owned ? await storage.fetch(matchID, { metadata: true }) : { metadata: undefined };
    const seat = owned && metadata ? metadata.players[Number(owned[0])] : undefined;
    res.setHeader('Cache-Control', 'no-store');
    // No seat is an answer, not an error: a signed-in player watching a match asks too.
    if (!owned || !metadata || !seat?.credentials) return void res.json({ held: false });
    res.json({ held: true, game: metadata.gameName, playerID: owned[0], credentials: seat.credentials, playerName: seat.name ?? session.account.name });
  });

  return router;
}
