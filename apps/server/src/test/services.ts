// Tests that need PostgreSQL or Redis say plainly when they skip for want of one; with
// PARLOR_REQUIRE_SERVICES=1 (set by .ci/run) a missing service fails the run instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.PARLOR_TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.PARLOR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${TEST_DATABASE_URL} is not reachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisReachable(): Promise<string | undefined> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${TEST_REDIS_URL} is not reachable (${(error as Error).message})`;
  } finally {
    client.disconnect();
  }
}

/**
 * Why the named services cannot be used, or undefined when all can. Throws when one is missing
 * and PARLOR_REQUIRE_SERVICES=1, so that CI never passes by skipping.
 */
export async function missingServices(needed: ('postgres' | 'redis')[]): Promise<string | undefined> {
  const problems = (await Promise.all(needed.map((name) => (name === 'postgres' ? postgresReachable() : redisReachable())))).filter(Boolean);
  if (problems.length === 0) return undefined;
  const reason = problems.join('; ');
  if (process.env.PARLOR_REQUIRE_SERVICES === '1') throw new Error(`required by PARLOR_REQUIRE_SERVICES=1: ${reason}`);
  console.warn(`SKIPPING: ${reason}`);
  return reason;
}

/** Drops a test schema from the test database. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** HAProxy's binary: Debian's package puts it in /usr/sbin. */
export const HAPROXY = process.env.PARLOR_HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

/**
 * Why HAProxy cannot be run, or undefined when it can (`apt-get install -y haproxy`). Throws
 * when it is missing and PARLOR_REQUIRE_SERVICES=1.
 */
export function missingHaproxy(): string | undefined {
  const probe = spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' });
  if (probe.status === 0) return undefined;
  const reason = `HAProxy (${HAPROXY}) cannot be run (${probe.error?.message ?? probe.stderr.trim()}); install it with apt-get install -y haproxy`;
  if (process.env.PARLOR_REQUIRE_SERVICES === '1') throw new Error(`required by PARLOR_REQUIRE_SERVICES=1: ${reason}`);
  console.warn(`SKIPPING: ${reason}`);
  return reason;
}
