import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, Node's own memory-hard function (RFC 7914): each guess
 * costs 32 MiB and some tens of milliseconds, on a thread of libuv's pool, not the event loop.
 * The stored text names its parameters, so raising them later still checks older hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** The longest password taken: anything longer is a mistake or an attempt to make hashing cost more. */
export const PASSWORD_MAX = 256;
/** The shortest password taken. */
export const PASSWORD_MIN = 8;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is just below that for N = 2^15.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** The stored form of a new password: `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A hash no password matches, checked when the name is unknown, so that a sign-in takes as
// long whether the account exists or not and its timing tells nothing about which names exist.
const NOBODY = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(SALT_BYTES).toString('base64url')}$${randomBytes(KEY_BYTES).toString('base64url')}`;

/**
 * Whether `password` is the one `stored` was made from. With no stored hash (an unknown name,
 * an account with passkeys only) it does the same work and answers false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? NOBODY).split('$');
  const [kind, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || kind !== 'scrypt') throw new Error('unknown password hash format');
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}
