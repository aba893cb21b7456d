// Every game's finished matches rated from its own standings: for BANG!, Colt Express and
// Exploding Kittens, a random match played to its end, stored with an account at each seat,
// rated once however often its result is looked at, each seat's skill moved by where its side
// placed (BANG!'s winners up together, whatever their number), and every place recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Server, State } from 'boardgame.io';
import { playout } from '@parlor/game-kit/testing';
import type { GameModule } from '@parlor/game-kit';
import { loadAllGames } from '@parlor/registry';
import { openStorage, type ParlorStorage } from '@parlor/storage';
import { RatingKeeper } from './rating-keeper';

let storage: ParlorStorage;
let modules: GameModule[];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'parlor-rating-keeper-'));
  storage = await openStorage({ dataDir, schema: 'parlor' });
  modules = await loadAllGames();
});
afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A random match of the module played to its end, its last state. */
function finishedState(module: GameModule, numPlayers: number, seed: string): State {
  let last: State | undefined;
  const result = playout({ game: module.game, numPlayers, seed, onStep: (state) => (last = state as State) });
  if (!result.ended || !last) throw new Error(`${module.manifest.id}: the random match ${seed} did not end`);
  return last;
}

describe('rating every game', () => {
  for (const [id, numPlayers] of [
    ['bang', 5],
    ['colt-express', 4],
    ['exploding-kittens', 4],
  ] as const) {
    it(`rates a finished match of ${id} once, by its standings`, async () => {
      const module = modules.find((candidate) => candidate.manifest.id === id)!;
      const state = finishedState(module, numPlayers, `rated-${id}`);
      const standings = module.standings!(state);
      const seats = state.ctx.playOrder;
      const players: Server.MatchData['players'] = {};
      for (const seat of seats) players[Number(seat)] = { id: Number(seat), name: `${id}-${seat}` };
      const matchID = `rated-${id}`;
      await storage.createMatch(matchID, { initialState: state, metadata: { gameName: id, players, unlisted: false, createdAt: 1, updatedAt: 1, gameover: state.ctx.gameover } });
      const accounts = new Map<string, string>();
      for (const seat of seats) {
        const account = await storage.accounts.create(`${id}-${seat}`, null);
        if (account === 'taken') throw new Error('taken');
        accounts.set(seat, account.id);
        await storage.accounts.ownSeat(matchID, seat, account.id);
      }
      const keeper = new RatingKeeper({ storage, modules, logger: pino({ level: 'silent' }) });
      // Seen three times (two processes and a restart's catch-up): rated once.
      await Promise.all([keeper.rate(matchID), keeper.rate(matchID)]);
      expect(await keeper.catchUp()).toBe(0);
      const rating = await storage.accounts.ratingOf(matchID);
      expect(rating && 'changes' in rating ? rating.changes.length : rating).toBe(numPlayers);
      const placeOf = new Map(standings.flatMap((team) => team.seats.map((seat) => [seat, team.rank] as const)));
      const best = Math.min(...placeOf.values());
      const worst = Math.max(...placeOf.values());
      for (const seat of seats) {
        const skills = await storage.accounts.skillsOf(accounts.get(seat)!);
        const skill = skills.get(id)!;
        expect(skill.rated, `${id} seat ${seat}`).toBe(1);
        expect(skill.won, `${id} seat ${seat}`).toBe(placeOf.get(seat) === best ? 1 : 0);
        // From the newcomer's 25: the first place up, the last down.
        if (placeOf.get(seat) === best && best !== worst) expect(skill.mu, `${id} seat ${seat}`).toBeGreaterThan(25);
        if (placeOf.get(seat) === worst && best !== worst) expect(skill.mu, `${id} seat ${seat}`).toBeLessThan(25);
        expect((await storage.accounts.playedOf(accounts.get(seat)!)).get(id)).toEqual({ played: 1, won: placeOf.get(seat) === best ? 1 : 0 });
      }
    }, 120_000);
  }
});
