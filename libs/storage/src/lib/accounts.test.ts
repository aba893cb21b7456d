import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { REQUIRE_SERVICES, TEST_DATABASE_URL, pgliteBackend, postgresBackend, probePostgres, randomSchema } from './backends.fixture';
import type { Backend, TestStorage } from './backends.fixture';
import { nameKey, type Skill } from './accounts';

const postgresProblem = await probePostgres(TEST_DATABASE_URL);
const backends: Backend[] = [pgliteBackend(), postgresBackend(TEST_DATABASE_URL, postgresProblem)];
for (const backend of backends) {
  if (backend.unavailable !== undefined && !REQUIRE_SERVICES) {
    console.warn(`[@parlor/storage] ${backend.name} account tests skipped: ${backend.unavailable}. With PARLOR_REQUIRE_SERVICES=1 (as in CI) they fail instead.`);
  }
}

/** A stored match of `game` with two seats, finished or not. */
async function storedMatch(storage: TestStorage, game: string, finished = false): Promise<string> {
  const matchID = `m-${randomUUID()}`;
  const metadata: Server.MatchData = { gameName: game, players: { 0: { id: 0 }, 1: { id: 1 } }, unlisted: false, createdAt: 1, updatedAt: 1, ...(finished ? { gameover: { winner: '0' } } : {}) };
  const state = { G: {}, ctx: { numPlayers: 2, turn: 1, currentPlayer: '0', playOrder: ['0', '1'], playOrderPos: 0, phase: null, activePlayers: null, gameover: finished ? { winner: '0' } : undefined }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
  await storage.createMatch(matchID, { initialState: state, metadata });
  return matchID;
}

const skill = (mu: number, sigma: number): Skill => ({ mu, sigma, ordinal: mu - 3 * sigma });

describe.each(backends)('accounts on $name', (backend) => {
  const skipped = backend.unavailable !== undefined && !REQUIRE_SERVICES;

  describe.skipIf(skipped)(skipped ? `skipped: ${backend.unavailable}` : 'account store', () => {
    const schema = randomSchema();
    let storage: TestStorage;
    let peer: TestStorage;

    beforeAll(async () => {
      storage = await backend.open(schema);
      peer = await backend.open(schema);
    });
    afterAll(async () => {
      await backend.cleanup();
    });

    it('creates an account once per name, whatever its case or Unicode form, and never returns its hash but to byName', async () => {
      const ada = await storage.accounts.create('Ada', 'hash-1', 5);
      expect(ada).toMatchObject({ name: 'Ada', createdAt: 5 });
      expect(ada).not.toHaveProperty('passwordHash');
      expect(await storage.accounts.create('ADA', 'hash-2')).toBe('taken');
      // The full-width letters read as "Ada" too.
      expect(nameKey('Ａｄａ')).toBe('ada');
      expect(await peer.accounts.create('Ａｄａ', null)).toBe('taken');
      expect(await storage.accounts.byName('aDa')).toMatchObject({ id: (ada as { id: string }).id, passwordHash: 'hash-1' });
      expect(await storage.accounts.byName('nobody')).toBeUndefined();
    });

    it('keeps a session as its token only opens it: expired, closed or everywhere-closed sessions open nothing', async () => {
      const bob = (await storage.accounts.create('Bob', null)) as { id: string };
      const first = await storage.accounts.openSession(bob.id, 60_000, 1_000);
      const second = await storage.accounts.openSession(bob.id, 60_000, 1_000);
      expect(first.token).not.toBe(second.token);
      expect(first.csrf).not.toBe(first.token);
      // The table holds no token, only hashes.
      const rows = await storage.db.query<{ token_hash: string }>(`SELECT token_hash FROM "${schema}".sessions WHERE account_id = $1::text`, [bob.id]);
      expect(rows.map((row) => row.token_hash)).not.toContain(first.token);
      expect(await peer.accounts.session(first.token, 2_000)).toMatchObject({ account: { id: bob.id, name: 'Bob' }, csrf: first.csrf, expiresAt: 61_000 });
      expect(await storage.accounts.session(first.token, 61_000)).toBeUndefined();
      expect(await storage.accounts.session('made-up', 2_000)).toBeUndefined();
      // Signing out everywhere else keeps this browser's session.
      expect(await storage.accounts.closeSessionsOf(bob.id, second.token)).toBe(1);
      expect(await storage.accounts.session(first.token, 2_000)).toBeUndefined();
      expect(await storage.accounts.session(second.token, 2_000)).toBeDefined();
      await storage.accounts.closeSession(second.token);
      expect(await storage.accounts.session(second.token, 2_000)).toBeUndefined();
      const third = await storage.accounts.openSession(bob.id, 10, 1_000);
      expect(await storage.accounts.sweepSessions(1_010)).toBeGreaterThanOrEqual(1);
      expect(await storage.accounts.session(third.token, 1_000)).toBeUndefined();
    });

    it('keeps passkeys per account, refuses a credential twice and a signature counter that does not go up', async () => {
      const cy = (await storage.accounts.create('Cy', null)) as { id: string };
      const key = { credentialID: `cred-${randomUUID()}`, accountID: cy.id, publicKey: 'pk', counter: 3, transports: ['internal'], label: 'laptop' };
      expect(await storage.accounts.addPasskey(key, 10)).toBe(true);
      expect(await peer.accounts.addPasskey({ ...key, accountID: cy.id }, 11)).toBe(false);
      expect(await storage.accounts.passkeysOf(cy.id)).toEqual([{ ...key, createdAt: 10, usedAt: null }]);
      expect(await storage.accounts.usePasskey(key.credentialID, 3, 20)).toBe(false);
      expect(await storage.accounts.usePasskey(key.credentialID, 4, 20)).toBe(true);
      expect(await storage.accounts.passkey(key.credentialID)).toMatchObject({ counter: 4, usedAt: 20 });
      const other = (await storage.accounts.create('Dee', null)) as { id: string };
      expect(await storage.accounts.removePasskey(other.id, key.credentialID)).toBe(false);
      expect(await storage.accounts.removePasskey(cy.id, key.credentialID)).toBe(true);
      expect(await storage.accounts.passkeysOf(cy.id)).toEqual([]);
    });

    it('lists the seats an account owns, in play and finished, and deleting the account leaves its matches with no owner', async () => {
      const eve = (await storage.accounts.create('Eve', 'h')) as { id: string };
      const playing = await storedMatch(storage, 'counter');
      const done = await storedMatch(storage, 'counter', true);
      await storage.accounts.ownSeat(playing, '1', eve.id, 100);
      await storage.accounts.ownSeat(done, '0', eve.id, 50);
      // Taking it again changes nothing.
      await peer.accounts.ownSeat(done, '0', eve.id, 500);
      const seats = await storage.accounts.seatsOf(eve.id, { limit: 10 });
      expect(seats.map(({ matchID, seat, finished, takenAt }) => ({ matchID, seat, finished, takenAt }))).toEqual([
        { matchID: playing, seat: '1', finished: false, takenAt: 100 },
        { matchID: done, seat: '0', finished: true, takenAt: 50 },
      ]);
      expect((await storage.accounts.seatsOf(eve.id, { limit: 10, finished: false })).map((seat) => seat.matchID)).toEqual([playing]);
      expect((await storage.accounts.seatsOf(eve.id, { limit: 1, offset: 1 })).map((seat) => seat.matchID)).toEqual([done]);
      expect((await storage.accounts.seatOwners(playing)).get('1')?.name).toBe('Eve');
      // A page of matches at once: each match's owned seats, none for a match nobody signed in to.
      const nobody = await storedMatch(storage, 'counter', true);
      const owners = await storage.accounts.seatOwnersOf([playing, done, nobody]);
      expect([...owners].map(([match, seats]) => [match, [...seats].map(([seat, account]) => [seat, account.name])]).sort()).toEqual(
        [
          [playing, [['1', 'Eve']]],
          [done, [['0', 'Eve']]],
        ].sort(),
      );
      expect(await storage.accounts.seatOwnersOf([])).toEqual(new Map());
      const session = await storage.accounts.openSession(eve.id, 60_000);
      expect(await storage.accounts.delete(eve.id)).toBe(true);
      expect(await storage.accounts.seatOwners(playing)).toEqual(new Map());
      expect(await storage.accounts.session(session.token)).toBeUndefined();
      expect(await storage.accounts.byName('Eve')).toBeUndefined();
      // The matches are still there.
      expect((await storage.fetch(done, { metadata: true })).metadata?.gameName).toBe('counter');
      expect(await storage.accounts.delete(eve.id)).toBe(false);
      // A match removed (left by everyone, swept) takes its seats' owners with it.
      const ivy = (await storage.accounts.create('Ivy', null)) as { id: string };
      const brief = await storedMatch(storage, 'counter');
      await storage.accounts.ownSeat(brief, '0', ivy.id);
      await storage.wipe(brief);
      const [left] = await storage.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".seat_owners WHERE match_id = $1::text`, [brief]);
      expect(Number(left!.n)).toBe(0);
      const swept = await storedMatch(storage, 'counter', true);
      await storage.accounts.ownSeat(swept, '1', ivy.id);
      await storage.sweep({ abandonedBefore: 0, finishedBefore: Date.now() + 1 });
      const [gone] = await storage.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".seat_owners WHERE match_id = $1::text`, [swept]);
      expect(Number(gone!.n)).toBe(0);
    });

    it('writes a result and its hook’s work in one transaction: both, or the result alone when the hook fails, and nothing for a stale write', async () => {
      const hal = (await storage.accounts.create('Hal', null)) as { id: string };
      const matchID = await storedMatch(storage, 'counter');
      const { state } = await storage.fetch(matchID, { state: true });
      const finished = { ...state!, _stateID: state!._stateID + 1, ctx: { ...state!.ctx, gameover: { winner: '0' } } } as State;
      const failures: unknown[] = [];
      let sawResult = false;
      await storage.setState(matchID, finished, [], undefined, {
        run: async (tx) => {
          // The hook sees the result it comes with.
          sawResult = (await storage.matchWithin(tx, matchID))?.metadata.gameover !== undefined;
          await storage.accounts.within(tx).markUnrated(matchID, 'counter', 'written with the result');
        },
        failed: (error) => failures.push(error),
      });
      expect(sawResult).toBe(true);
      expect(await storage.accounts.ratingOf(matchID)).toEqual({ unrated: 'written with the result' });
      expect(failures).toEqual([]);

      // A hook that fails: what it wrote is undone, the result stays, and the failure is told.
      const other = await storedMatch(storage, 'counter');
      const { state: start } = await storage.fetch(other, { state: true });
      const ended = { ...start!, _stateID: start!._stateID + 1, ctx: { ...start!.ctx, gameover: { winner: '1' } } } as State;
      await storage.setState(other, ended, [], undefined, {
        run: async (tx) => {
          await storage.accounts.within(tx).ownSeat(other, '0', hal.id);
          throw new Error('the rating broke');
        },
        failed: (error) => failures.push(error),
      });
      expect((failures[0] as Error).message).toBe('the rating broke');
      expect((await peer.fetch(other, { state: true })).state?.ctx.gameover).toEqual({ winner: '1' });
      expect(await storage.accounts.seatOwners(other)).toEqual(new Map());

      // A stale result (another write won) runs no hook.
      let ran = false;
      const entry = { action: { type: 'MAKE_MOVE', payload: { type: 'end', args: [], playerID: '0' } }, _stateID: start!._stateID, turn: 1, phase: 'default' } as unknown as LogEntry;
      await expect(storage.setState(other, ended, [entry], undefined, { run: async () => void (ran = true), failed: () => undefined })).rejects.toThrow();
      expect(ran).toBe(false);
    });

    it('rates a match exactly once, even when two processes see its result at the same time', async () => {
      const [fay, gus] = (await Promise.all([storage.accounts.create('Fay', null), storage.accounts.create('Gus', null)])) as { id: string }[];
      const matchID = await storedMatch(storage, 'counter', true);
      const seats = [
        { seat: '0', accountID: fay!.id, rank: 0 },
        { seat: '1', accountID: gus!.id, rank: 1 },
      ];
      let computed = 0;
      const rate = (before: ReadonlyMap<string, Skill | null>) => {
        computed++;
        expect([...before.values()]).toEqual([null, null]);
        return new Map([
          [fay!.id, skill(27, 7)],
          [gus!.id, skill(23, 7)],
        ]);
      };
      const results = await Promise.all([storage.accounts.rateMatch(matchID, 'counter', seats, rate, 10), peer.accounts.rateMatch(matchID, 'counter', seats, rate, 10)]);
      expect(results.filter((result) => result !== undefined)).toHaveLength(1);
      expect(computed).toBe(1);
      expect(await storage.accounts.ratingOf(matchID)).toEqual({
        changes: [
          { accountID: fay!.id, seat: '0', before: null, after: skill(27, 7) },
          { accountID: gus!.id, seat: '1', before: null, after: skill(23, 7) },
        ],
      });
      // A second match starts from the first one's skills and counts one more.
      const next = await storedMatch(storage, 'counter', true);
      await storage.accounts.rateMatch(next, 'counter', seats, (before) => {
        expect(before.get(fay!.id)).toEqual(skill(27, 7));
        return new Map([
          [fay!.id, skill(28, 6)],
          [gus!.id, skill(22, 6)],
        ]);
      });
      expect(await storage.accounts.skillsOf(fay!.id)).toEqual(new Map([['counter', { ...skill(28, 6), rated: 2, won: 2 }]]));
      expect((await storage.accounts.skillsOf(gus!.id)).get('counter')).toMatchObject({ rated: 2, won: 0 });
      const board = await storage.accounts.leaderboard('counter', { limit: 10 });
      expect(board.map((line) => line.name)).toEqual(['Fay', 'Gus']);
      expect((await storage.accounts.leaderboard('counter', { limit: 1, offset: 1 })).map((line) => line.name)).toEqual(['Gus']);
      // A rating that fails leaves nothing behind: the match can be rated later.
      const failing = await storedMatch(storage, 'counter', true);
      await expect(storage.accounts.rateMatch(failing, 'counter', seats, () => new Map())).rejects.toThrow(/no new skill/);
      expect(await storage.accounts.ratingOf(failing)).toBeUndefined();
      expect((await storage.accounts.skillsOf(fay!.id)).get('counter')?.rated).toBe(2);
    });
  });
});
