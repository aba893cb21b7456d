import { startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** The signed-in player, or null for a guest; `signUp` says whether this server makes accounts. */
export interface SessionInfo {
  account: { id: string; name: string } | null;
  signUp: boolean;
}

/** What signing in or up answers: the account now signed in. */
export interface SignedIn {
  account: { id: string; name: string };
}

/** One of the account's passkeys. */
export interface PasskeyInfo {
  credentialID: string;
  label: string;
  createdAt: number;
  usedAt: number | null;
}

/** A match of the signed-in player, as "my matches" lists it. */
export interface MyMatch {
  matchID: string;
  game: string;
  seat: string;
  finished: boolean;
  updatedAt: number;
  /** The match waits for this player (a turn, or an answer). */
  yourMove: boolean;
  players: { id: number; name: string | null }[];
}

/** A line of a game's leaderboard. */
export interface RankedPlayer {
  place: number;
  name: string;
  rating: number;
  rated: number;
  won: number;
}

/** A player's profile. */
export interface Profile {
  name: string;
  since: number;
  /** Per game: finished matches played and won (placed first), rated ones and rated ones won, and the rating. */
  games: { game: string; played: number; won: number; rated: number; ratedWon: number; rating: number | null }[];
  recent: { matchID: string; game: string; seat: string; updatedAt: number }[];
}

/** What a finished match did to its seats' ratings. */
export type MatchRating =
  | { rated: true; seats: { seat: string; name: string | null; before: number; after: number }[] }
  | { rated: false; reason?: string; pending?: boolean };

/** A seat handed back to its account (see {@link AccountClient.seat}). */
export interface OwnedSeat {
  game: string;
  playerID: string;
  credentials: string;
  playerName: string;
}

/**
 * Whether this page can use passkeys: WebAuthn needs a secure page (HTTPS, or localhost) and
 * binds a passkey to a host name, so a server opened by its address (http://192.168.1.5:8000
 * on a home network) offers passwords only.
 */
export function passkeysAvailable(): boolean {
  const host = globalThis.location?.hostname ?? '';
  const address = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
  return typeof globalThis.PublicKeyCredential === 'function' && globalThis.isSecureContext === true && !address;
}

/** A refused account call: the server's words and code. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The server's account routes, from the browser: the session cookie goes with every call
 * (same origin), and every change carries the session's CSRF token, which only a page of this
 * site can read.
 */
export class AccountClient {
  private csrf: string | undefined;

  constructor(private readonly origin = '') {}

  private async call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json', ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { error?: string; code?: string; csrf?: string };
    if (!response.ok) throw new AccountError(response.status, answer.error ?? `HTTP ${response.status}`, answer.code);
    if (typeof answer.csrf === 'string') this.csrf = answer.csrf;
    return answer as T;
  }

  session(): Promise<SessionInfo> {
    return this.call<SessionInfo & { csrf?: string }>('/auth/session').then(({ account, signUp }) => ({ account, signUp }));
  }

  signUp(name: string, password: string): Promise<SignedIn> {
    return this.call<SignedIn>('/auth/sign-up', { name, password });
  }

  signIn(name: string, password: string): Promise<SignedIn> {
    return this.call<SignedIn>('/auth/sign-in', { name, password });
  }

  async signOut(): Promise<void> {
    await this.call('/auth/sign-out', {});
    this.csrf = undefined;
  }

  signOutEverywhere(): Promise<{ closed: number }> {
    return this.call('/auth/sign-out-everywhere', {});
  }

  changePassword(current: string | undefined, password: string): Promise<{ closed: number }> {
    return this.call('/auth/password', { ...(current ? { current } : {}), password });
  }

  async deleteAccount(confirm: string, password: string | undefined): Promise<void> {
    await this.call('/auth/delete', { confirm, ...(password ? { password } : {}) });
    this.csrf = undefined;
  }

  /** Makes an account with a passkey: the browser asks the player's authenticator for one. */
  async signUpWithPasskey(name: string, label: string): Promise<SignedIn> {
    const { ceremony, options } = await this.call<{ ceremony: string; options: PublicKeyCredentialCreationOptionsJSON }>('/auth/passkey/sign-up/options', { name });
    const credential = await startRegistration({ optionsJSON: options });
    return this.call<SignedIn>('/auth/passkey/sign-up/verify', { ceremony, credential, label });
  }

  /** Signs in with a passkey: the authenticator offers the ones it holds for this site. */
  async signInWithPasskey(): Promise<SignedIn> {
    const { ceremony, options } = await this.call<{ ceremony: string; options: PublicKeyCredentialRequestOptionsJSON }>('/auth/passkey/sign-in/options', {});
    const credential = await startAuthentication({ optionsJSON: options });
    return this.call<SignedIn>('/auth/passkey/sign-in/verify', { ceremony, credential });
  }

  async addPasskey(label: string): Promise<PasskeyInfo[]> {
    const { ceremony, options } = await this.call<{ ceremony: string; options: PublicKeyCredentialCreationOptionsJSON }>('/auth/passkey/add/options', {});
    const credential = await startRegistration({ optionsJSON: options });
    return (await this.call<{ passkeys: PasskeyInfo[] }>('/auth/passkey/add/verify', { ceremony, credential, label })).passkeys;
  }

  passkeys(): Promise<{ passkeys: PasskeyInfo[]; password: boolean }> {
    return this.call('/auth/passkeys');
  }

  async removePasskey(credentialID: string): Promise<PasskeyInfo[]> {
    return (await this.call<{ passkeys: PasskeyInfo[] }>('/auth/passkey/remove', { credentialID })).passkeys;
  }

  myMatches(finished?: boolean): Promise<{ matches: MyMatch[]; more: boolean }> {
    return this.call(`/api/me/matches${finished === undefined ? '' : `?finished=${finished}`}`);
  }

  /** The seat the signed-in account holds in a match, with its credentials (from any device); undefined when it holds none. */
  async seat(matchID: string): Promise<OwnedSeat | undefined> {
    const answer = await this.call<({ held: true } & OwnedSeat) | { held: false }>('/auth/seat', { matchID });
    return answer.held ? { game: answer.game, playerID: answer.playerID, credentials: answer.credentials, playerName: answer.playerName } : undefined;
  }

  leaderboard(game: string, offset = 0): Promise<{ players: RankedPlayer[]; more: boolean }> {
    return this.call(`/api/ratings/${encodeURIComponent(game)}?offset=${offset}`);
  }

  profile(name: string): Promise<Profile> {
    return this.call(`/api/profile/${encodeURIComponent(name)}`);
  }

  matchRating(matchID: string): Promise<MatchRating> {
    return this.call(`/api/rating/${encodeURIComponent(matchID)}`);
  }
}

/** The words for a refused account call: the app's own for the server's codes, else the server's. */
export function accountProblem(error: unknown, t: (key: string) => string): string {
  if (error instanceof AccountError) {
    const known = ['wrong-sign-in', 'name-taken', 'too-many', 'sign-up-off', 'signed-out', 'csrf'];
    if (error.code && known.includes(error.code)) return t(`account.errors.${error.code}`);
    return error.message;
  }
  // The browser's own refusal of a passkey ceremony: the player cancelled, or no authenticator answered.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return t('account.errors.passkeyCancelled');
  return error instanceof Error ? error.message : String(error);
}
