// Passkeys through the server's routes, with a software authenticator made here (P-256 keys,
// "none" attestation, as a phone's or a laptop's would answer): signing up with one, signing
// in with it, a replayed answer and a cloned authenticator refused, adding a second and
// removing one, and the last way into an account kept. The browser's own ceremony, with
// Chromium's virtual authenticator, is the web client's end-to-end test.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { CSRF_HEADER } from './accounts-api';
import { SESSION_COOKIE } from './sessions';

/** The smallest CBOR encoder the attestation needs: unsigned and negative integers, bytes, text, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  throw new Error(`cbor: ${typeof value}`);
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** One authenticator holding one credential, answering for the origin it is given. */
class SoftAuthenticator {
  readonly credentialID = randomBytes(16);
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;

  constructor(private readonly origin: string) {}

  private get rpID() {
    return new URL(this.origin).hostname;
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  create(challenge: string) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialID.length);
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, this.credentialID, cbor(coseKey)]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(this.credentialID),
      rawId: b64(this.credentialID),
      type: 'public-key',
      response: { clientDataJSON: b64(this.clientData('webauthn.create', challenge)), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  get(challenge: string, counter = ++this.counter) {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const authenticatorData = Buffer.concat([sha256(this.rpID), Buffer.from([0x05]), signCount]);
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: b64(this.credentialID),
      rawId: b64(this.credentialID),
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}

describe('passkeys', () => {
  let server: TestServer;
  let cookie: string | undefined;
  let csrf: string | undefined;

  // An answer's fields as the tests read them (options' challenge, the passkeys listed).
  type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  async function call(path: string, body?: unknown, jar = true): Promise<{ status: number; body: Answer }> {
    const response = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(jar && cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...(jar && csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    const token = set ? new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(set)?.[1] : undefined;
    if (jar && token !== undefined) cookie = token || undefined;
    const answer = (await response.json()) as Answer;
    if (jar && typeof answer['csrf'] === 'string') csrf = answer['csrf'];
    return { status: response.status, body: answer };
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('signs up with a passkey and no password, then signs in with it by no name at all', async () => {
    const phone = new SoftAuthenticator(server.url);
    const start = await call('/auth/passkey/sign-up/options', { name: 'Keyholder' });
    expect(start.status).toBe(200);
    expect(start.body['options']).toMatchObject({ rp: { id: '127.0.0.1', name: 'Parlor' }, user: { name: 'Keyholder' }, authenticatorSelection: { residentKey: 'required' } });
    const made = await call('/auth/passkey/sign-up/verify', { ceremony: start.body['ceremony'], credential: phone.create(start.body['options'].challenge), label: 'phone' });
    expect(made).toMatchObject({ status: 201, body: { account: { name: 'Keyholder' } } });
    // The ceremony is spent: its answer does not make a second account, nor anything else.
    expect((await call('/auth/passkey/sign-up/verify', { ceremony: start.body['ceremony'], credential: phone.create(start.body['options'].challenge) })).status).toBe(400);
    // No password: a password sign-in gets the usual refusal.
    expect((await call('/auth/sign-in', { name: 'Keyholder', password: 'anything at all' }, false)).status).toBe(401);
    expect((await call('/auth/passkeys')).body).toMatchObject({ passkeys: [{ label: 'phone', usedAt: null }], password: false });

    cookie = undefined;
    csrf = undefined;
    const signIn = await call('/auth/passkey/sign-in/options', {});
    const answer = phone.get(signIn.body['options'].challenge);
    expect(await call('/auth/passkey/sign-in/verify', { ceremony: signIn.body['ceremony'], credential: answer })).toMatchObject({ status: 200, body: { account: { name: 'Keyholder' } } });
    expect((await call('/auth/session')).body).toMatchObject({ account: { name: 'Keyholder' } });
    // The same answer again (a replay) is refused: its ceremony is spent.
    expect((await call('/auth/passkey/sign-in/verify', { ceremony: signIn.body['ceremony'], credential: answer }, false)).status).toBe(400);
    // A deleted account's passkey opens nothing any more (no password: the name confirms it).
    expect((await call('/auth/delete', { confirm: 'Keyholder' })).status).toBe(200);
    const after = await call('/auth/passkey/sign-in/options', {}, false);
    expect(await call('/auth/passkey/sign-in/verify', { ceremony: after.body['ceremony'], credential: phone.get(after.body['options'].challenge) }, false)).toMatchObject({ status: 401, body: { code: 'wrong-sign-in' } });
  });

  it('refuses an answer signed for another challenge, an unknown passkey and a signature count that went back (a cloned authenticator)', async () => {
    const laptop = new SoftAuthenticator(server.url);
    const start = await call('/auth/passkey/sign-up/options', { name: 'Cloned' }, false);
    await call('/auth/passkey/sign-up/verify', { ceremony: start.body['ceremony'], credential: laptop.create(start.body['options'].challenge) }, false);
    const first = await call('/auth/passkey/sign-in/options', {}, false);
    expect((await call('/auth/passkey/sign-in/verify', { ceremony: first.body['ceremony'], credential: laptop.get('not-the-challenge') }, false)).status).toBe(401);
    const stranger = new SoftAuthenticator(server.url);
    const second = await call('/auth/passkey/sign-in/options', {}, false);
    expect(await call('/auth/passkey/sign-in/verify', { ceremony: second.body['ceremony'], credential: stranger.get(second.body['options'].challenge) }, false)).toMatchObject({ status: 401, body: { code: 'wrong-sign-in' } });
    const third = await call('/auth/passkey/sign-in/options', {}, false);
    expect((await call('/auth/passkey/sign-in/verify', { ceremony: third.body['ceremony'], credential: laptop.get(third.body['options'].challenge, 7) }, false)).status).toBe(200);
    const fourth = await call('/auth/passkey/sign-in/options', {}, false);
    expect((await call('/auth/passkey/sign-in/verify', { ceremony: fourth.body['ceremony'], credential: laptop.get(fourth.body['options'].challenge, 7) }, false)).status).toBe(401);
    // Answered for another site (a phishing page relaying the challenge): refused.
    const phished = new SoftAuthenticator('http://evil.example');
    const fifth = await call('/auth/passkey/sign-up/options', { name: 'Phished' }, false);
    expect((await call('/auth/passkey/sign-up/verify', { ceremony: fifth.body['ceremony'], credential: phished.create(fifth.body['options'].challenge) }, false)).status).toBe(400);
    expect((await call('/auth/sign-up', { name: 'Phished', password: 'the name is free' }, false)).status).toBe(201);
  });

  it('adds a second passkey to a signed-in account, removes one, and keeps the last way in', async () => {
    cookie = undefined;
    csrf = undefined;
    const first = new SoftAuthenticator(server.url);
    const start = await call('/auth/passkey/sign-up/options', { name: 'Twokeys' });
    await call('/auth/passkey/sign-up/verify', { ceremony: start.body['ceremony'], credential: first.create(start.body['options'].challenge), label: 'first' });
    const second = new SoftAuthenticator(server.url);
    const add = await call('/auth/passkey/add/options', {});
    // The key it has is excluded, so the same authenticator is not registered twice.
    expect(add.body['options'].excludeCredentials).toEqual([expect.objectContaining({ id: b64(first.credentialID) })]);
    const added = await call('/auth/passkey/add/verify', { ceremony: add.body['ceremony'], credential: second.create(add.body['options'].challenge), label: 'second' });
    expect(added.status).toBe(201);
    expect(added.body['passkeys'].map((key: { label: string }) => key.label)).toEqual(['first', 'second']);
    expect((await call('/auth/passkey/remove', { credentialID: b64(first.credentialID) })).body['passkeys']).toHaveLength(1);
    expect(await call('/auth/passkey/remove', { credentialID: b64(second.credentialID) })).toMatchObject({ status: 409 });
    // With a password set, the last passkey may go.
    expect((await call('/auth/password', { password: 'now a password too' })).status).toBe(200);
    expect((await call('/auth/passkey/remove', { credentialID: b64(second.credentialID) })).body['passkeys']).toEqual([]);
    expect((await call('/auth/sign-in', { name: 'Twokeys', password: 'now a password too' }, false)).status).toBe(200);
    // Adding needs the session's CSRF token like every change.
    const token = csrf;
    csrf = undefined;
    expect((await call('/auth/passkey/add/options', {})).status).toBe(403);
    csrf = token;
  });

  it('refuses a name taken or malformed before any ceremony, and passkey sign-up when sign-up is off', async () => {
    expect(await call('/auth/passkey/sign-up/options', { name: 'cloned' }, false)).toMatchObject({ status: 409, body: { code: 'name-taken' } });
    expect((await call('/auth/passkey/sign-up/options', { name: 'x' }, false)).status).toBe(400);
    expect((await call('/auth/passkey/sign-up/options', {}, false)).status).toBe(400);
    expect((await call('/auth/passkey/sign-in/verify', { ceremony: 'made-up', credential: { id: 'a', rawId: 'a', type: 'public-key', response: {} } }, false)).status).toBe(400);
    const closed = await startTestServer({ env: { SIGN_UP: 'off' } });
    try {
      const response = await fetch(`${closed.url}/auth/passkey/sign-up/options`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Newcomer' }) });
      expect(response.status).toBe(403);
    } finally {
      await closed.stop();
    }
  });
});
