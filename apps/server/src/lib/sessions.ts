import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import type { ParlorStorage, Session } from '@parlor/storage';

/** The cookie holding a signed-in browser's session token. */
export const SESSION_COOKIE = 'parlor_session';

/** The session token the request's cookie holds, if any. */
export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  const token = parseCookies(header)[SESSION_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

/** The request's live session (a signed-in player), if it has one; a guest's request has none. */
export async function sessionOf(req: Request, storage: ParlorStorage): Promise<Session | undefined> {
  const token = sessionToken(req);
  return token === undefined ? undefined : storage.accounts.session(token);
}
