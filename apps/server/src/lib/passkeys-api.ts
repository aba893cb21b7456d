import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Account, ParlorStorage, Session } from '@parlor/storage';
import { HttpError, parse } from './lobby';
import type { ServerMetrics } from './metrics';

/** How long a passkey ceremony may take, from its options to its answer. */
const CEREMONY_MS = 5 * 60_000;

/** What the account routes lend the passkey routes. */
export interface PasskeyHelpers {
  storage: ParlorStorage;
  logger: Logger;
  signUp: boolean;
  /** A name a new account may take (the account routes' rules). */
  accountName: z.ZodType<string>;
  /** Starts a session for the account, ending the one the request came with, and answers. */
  begin: (req: Request, res: Response, account: { id: string; name: string }, status: number) => Promise<void>;
  /** The session a change is made with (CSRF token checked). */
  changer: (req: Request) => Promise<Session & { token: string }>;
  /** The session of a read. */
  reader: (req: Request) => Promise<Session>;
  /** Where sign-ins are counted. */
  metrics?: ServerMetrics;
}

// The browser's answer is checked by the library; here only its shape and size are bounded.
const credentialJson = z.object({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal('public-key'), response: z.record(z.string(), z.unknown()) }).passthrough();
const answer = z.object({ ceremony: z.string().min(1).max(100), credential: credentialJson, label: z.string().max(40).optional() }).strict();
const signUpStart = z.object({ name: z.unknown() }).strict();
const nothing = z.object({}).strict();
const removal = z.object({ credentialID: z.string().min(1).max(1024) }).strict();

const REFUSED = 'this passkey does not open an account here';

/**
 * The relying party a request speaks to: this server's host as the browser reached it (through
 * the proxies TRUST_PROXY believes), so one server answers under any name it is reached by, and
 * a passkey made under one name works only under that name, as WebAuthn means it to.
 */
function relyingParty(req: Request): { rpID: string; origin: string } {
  const host = req.get('host') ?? 'localhost';
  const origin = `${req.protocol}://${host}`;
  return { rpID: new URL(origin).hostname, origin };
}

/**
 * Passkeys (WebAuthn, checked by @simplewebauthn/server): signing up with one instead of a
 * password, signing in with one (discoverable: no name typed), adding and removing them. Each
 * ceremony's challenge is stored with a single-use id, so its answer may reach any process.
 */
export function passkeyRoutes(router: Router, { storage, logger, signUp, accountName, begin, changer, reader, metrics }: PasskeyHelpers): void {
  const accounts = storage.accounts;

  const startCeremony = async (purpose: 'sign-up' | 'sign-in' | 'add', challenge: string, accountID: string | null, name: string | null) => {
    const ceremony = randomBytes(18).toString('base64url');
    await accounts.saveChallenge({ id: ceremony, challenge, purpose, accountID, name, expiresAt: Date.now() + CEREMONY_MS });
    return ceremony;
  };

  const takeCeremony = async (id: string, purpose: 'sign-up' | 'sign-in' | 'add') => {
    const challenge = await accounts.takeChallenge(id);
    if (!challenge || challenge.purpose !== purpose) throw new HttpError(400, 'this passkey request has expired or was used: start again', 'bad-request');
    return challenge;
  };

  /** Verifies a new passkey's registration and keeps it for the account. */
  const register = async (req: Request, expectedChallenge: string, account: Account, label: string | undefined) => {
    const { credential: sent } = parse(answer, req.body);
    const { rpID, origin } = relyingParty(req);
    const verified = await verifyRegistrationResponse({ response: sent as unknown as RegistrationResponseJSON, expectedChallenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false }).catch((error: unknown) => {
      throw new HttpError(400, `the passkey was not accepted: ${(error as Error).message}`, 'bad-request');
    });
    if (!verified.verified) throw new HttpError(400, 'the passkey was not accepted', 'bad-request');
    const { credential } = verified.registrationInfo;
    const added = await accounts.addPasskey({
      credentialID: credential.id,
      accountID: account.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: label?.trim() || 'passkey',
    });
    if (!added) throw new HttpError(409, 'this passkey is already registered', 'bad-request');
  };

  const registrationOptions = (req: Request, name: string, exclude: { id: string; transports?: string[] }[]) => {
    const { rpID } = relyingParty(req);
    return generateRegistrationOptions({
      rpName: 'Parlor',
      rpID,
      userName: name,
      attestationType: 'none',
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CEREMONY_MS,
    });
  };

  router.post('/auth/passkey/sign-up/options', async (req, res) => {
    if (!signUp) throw new HttpError(403, 'new accounts cannot be made on this server', 'sign-up-off');
    const { name: wanted } = parse(signUpStart, req.body);
    const name = parse(accountName, wanted);
    if (await accounts.byName(name)) throw new HttpError(409, `the name ${name} is taken`, 'name-taken');
    const options = await registrationOptions(req, name, []);
    res.json({ ceremony: await startCeremony('sign-up', options.challenge, null, name), options });
  });

  router.post('/auth/passkey/sign-up/verify', async (req, res) => {
    if (!signUp) throw new HttpError(403, 'new accounts cannot be made on this server', 'sign-up-off');
    const { ceremony, label } = parse(answer, req.body);
    const challenge = await takeCeremony(ceremony, 'sign-up');
    const made = await accounts.create(challenge.name!, null);
    if (made === 'taken') throw new HttpError(409, `the name ${challenge.name} is taken`, 'name-taken');
    try {
      await register(req, challenge.challenge, made, label);
    } catch (error) {
      // An account nobody can open is not left behind.
      await accounts.delete(made.id);
      throw error;
    }
    logger.info({ account: made.id }, 'account made with a passkey');
    metrics?.signIns.inc({ method: 'passkey-sign-up', outcome: 'ok' });
    await begin(req, res, made, 201);
  });

  router.post('/auth/passkey/sign-in/options', async (req, res) => {
    parse(nothing, req.body);
    const { rpID } = relyingParty(req);
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', timeout: CEREMONY_MS });
    res.json({ ceremony: await startCeremony('sign-in', options.challenge, null, null), options });
  });

  router.post('/auth/passkey/sign-in/verify', async (req, res) => {
    const { ceremony, credential: sent } = parse(answer, req.body);
    const challenge = await takeCeremony(ceremony, 'sign-in');
    const refused = () => {
      metrics?.signIns.inc({ method: 'passkey', outcome: 'refused' });
      return new HttpError(401, REFUSED, 'wrong-sign-in');
    };
    const passkey = await accounts.passkey(sent.id);
    if (!passkey) throw refused();
    const { rpID, origin } = relyingParty(req);
    const verified = await verifyAuthenticationResponse({
      response: sent as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.credentialID, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    }).catch(() => ({ verified: false, authenticationInfo: undefined }));
    if (!verified.verified || !verified.authenticationInfo) throw refused();
    // A signature counter that did not go up: a copy of the authenticator is being replayed.
    if (!(await accounts.usePasskey(passkey.credentialID, verified.authenticationInfo.newCounter))) {
      logger.warn({ account: passkey.accountID }, 'a passkey answered with a signature count it had used: refused as a possible clone');
      throw refused();
    }
    const account = await accounts.byID(passkey.accountID);
    if (!account) throw refused();
    metrics?.signIns.inc({ method: 'passkey', outcome: 'ok' });
    await begin(req, res, account, 200);
  });

  router.post('/auth/passkey/add/options', async (req, res) => {
    parse(nothing, req.body);
    const session = await changer(req);
    const existing = await accounts.passkeysOf(session.account.id);
    const options = await registrationOptions(
      req,
      session.account.name,
      existing.map((key) => ({ id: key.credentialID, transports: key.transports })),
    );
    res.json({ ceremony: await startCeremony('add', options.challenge, session.account.id, null), options });
  });

  router.post('/auth/passkey/add/verify', async (req, res) => {
    const { ceremony, label } = parse(answer, req.body);
    const session = await changer(req);
    const challenge = await takeCeremony(ceremony, 'add');
    if (challenge.accountID !== session.account.id) throw new HttpError(400, 'this passkey request is another account’s', 'bad-request');
    await register(req, challenge.challenge, session.account, label);
    res.status(201).json({ passkeys: await listed(session.account.id) });
  });

  const listed = async (accountID: string) =>
    (await accounts.passkeysOf(accountID)).map(({ credentialID, label, createdAt, usedAt }) => ({ credentialID, label, createdAt, usedAt }));

  router.get('/auth/passkeys', async (req, res) => {
    const session = await reader(req);
    const account = await accounts.byID(session.account.id);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ passkeys: await listed(session.account.id), password: account?.passwordHash !== null && account?.passwordHash !== undefined });
  });

  router.post('/auth/passkey/remove', async (req, res) => {
    const { credentialID } = parse(removal, req.body);
    const session = await changer(req);
    const account = await accounts.byID(session.account.id);
    const keys = await accounts.passkeysOf(session.account.id);
    // The last way in stays: without a password, removing the last passkey would lock the account.
    if (account?.passwordHash === null && keys.length === 1 && keys[0]!.credentialID === credentialID) {
      throw new HttpError(409, 'this is the account’s only way to sign in: set a password or add another passkey first', 'bad-request');
    }
    if (!(await accounts.removePasskey(session.account.id, credentialID))) throw new HttpError(404, 'no such passkey on this account', 'bad-request');
    res.json({ passkeys: await listed(session.account.id) });
  });
}
