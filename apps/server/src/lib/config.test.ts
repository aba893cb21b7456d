import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('has defaults that start an embedded server on localhost:8000', () => {
    expect(readConfig({})).toEqual({
      port: 8000,
      host: '127.0.0.1',
      dataDir: 'data',
      databaseUrl: undefined,
      databaseSchema: 'parlor',
      redisUrl: undefined,
      origins: [],
      logLevel: 'info',
      createPerMinute: 30,
      joinPerMinute: 60,
      chatPerMinute: 30,
      messagesPerSecond: 40,
      trustProxy: false,
      graceMs: 60_000,
      botDelayMs: 800,
      testWriteDelayMs: 0,
      testLeaseMs: 15000,
      testHoldMs: 0,
      presenceLeaseMs: 10000,
      abandonedMs: 24 * 3600_000,
      finishedMs: 30 * 86_400_000,
      sweepMs: 600_000,
      testRatingDelayMs: 0,
      signUp: true,
      sessionMs: 30 * 86_400_000,
      signInPerAddress: 30,
      signInPerAccount: 10,
    });
  });

  it('reads the account settings: sign-up turned off, sessions and sign-in limits', () => {
    expect(readConfig({ SIGN_UP: 'off', SESSION_DAYS: '1', SIGNIN_PER_ADDRESS: '5', SIGNIN_PER_ACCOUNT: '3' })).toMatchObject({ signUp: false, sessionMs: 86_400_000, signInPerAddress: 5, signInPerAccount: 3 });
    expect(() => readConfig({ SIGN_UP: 'maybe' })).toThrow(/SIGN_UP="maybe"/);
  });

  it('reads every variable and normalises origins', () => {
    const config = readConfig({
      PORT: '9001',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/parlor',
      DATABASE_URL: 'postgres://parlor@db:5432/parlor',
      REDIS_URL: 'redis://cache:6379',
      ORIGINS: 'https://games.example.org, http://localhost:5173/',
      LOG_LEVEL: 'debug',
      CREATE_PER_MINUTE: '5',
      GRACE_SECONDS: '30',
      BOT_DELAY_MS: '0',
    });
    expect(config).toMatchObject({ graceMs: 30_000, botDelayMs: 0 });
    expect(config).toMatchObject({ port: 9001, host: '0.0.0.0', origins: ['https://games.example.org', 'http://localhost:5173'], logLevel: 'debug', createPerMinute: 5 });
  });

  it('takes addresses and host names as HOST', () => {
    for (const host of ['0.0.0.0', '::', '::1', '192.168.1.20', 'localhost', 'games.example.org', 'my-pc.local']) expect(readConfig({ HOST: host }).host).toBe(host);
  });

  it('takes TRUST_PROXY as Express does: false, true, a number of hops, or addresses, subnets and names', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback, ::1, fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback', '::1', 'fd00::/8']);
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ PORT: '70000' }, /PORT="70000"/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL=.*postgres/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL=.*redis:\/\//],
    [{ ORIGINS: 'example.org' }, /ORIGINS=/],
    [{ ORIGINS: 'https://example.org/path' }, /must be an origin/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud"/],
    [{ HOST: 'http://localhost' }, /HOST="http:\/\/localhost": must be an address of this machine/],
    [{ HOST: '127.0.0.1:8000' }, /HOST=.*without scheme or port/],
    [{ HOST: 'my host' }, /HOST="my host"/],
    [{ HOST: '-bad.example' }, /HOST=/],
    [{ DATABASE_SCHEMA: 'Robert"); DROP' }, /DATABASE_SCHEMA=.*SQL identifier/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY="yes": must be false, true, a number/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY=/],
    [{ TRUST_PROXY: 'balancer.example.org' }, /TRUST_PROXY=/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT="x"[\s\S]*LOG_LEVEL="y"/);
  });
});
