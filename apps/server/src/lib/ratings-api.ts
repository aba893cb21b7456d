import { Router } from 'express';
import { z } from 'zod';
import type { GameModule } from '@parlor/game-kit';
import type { ParlorStorage } from '@parlor/storage';
import { HttpError, parse } from './lobby';
import { accountName } from './account-names';

/** Options of {@link ratingsRouter}. */
export interface RatingsRouterOptions {
  storage: ParlorStorage;
  modules: readonly GameModule[];
}

const LEADERBOARD_MAX = 100;
const RECENT = 10;

const page = z
  .object({
    limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

/** A rating as shown: the ordinal (μ − 3σ), to one decimal. */
const shown = (ordinal: number) => Math.round(ordinal * 10) / 10;

/**
 * Ratings for everyone to read: a game's leaderboard, a player's profile (per game: matches
 * played, rated and won, and the rating; the recent finished matches, each with its replay),
 * and what a finished match did to its seats' ratings (for its result screen).
 */
export function ratingsRouter({ storage, modules }: RatingsRouterOptions): Router {
  const router = Router();
  const accounts = storage.accounts;
  const games = new Set(modules.map((module) => module.manifest.id));
  const gameOf = (id: string) => {
    if (!games.has(id)) throw new HttpError(404, `Game ${id} not found`, 'no-such-game');
    return id;
  };

  router.get('/api/ratings/:game', async (req, res) => {
    const game = gameOf(String(req.params.game));
    const { limit, offset } = parse(page, req.query);
    const lines = await accounts.leaderboard(game, { limit: limit + 1, offset });
    res.json({
      game,
      players: lines.slice(0, limit).map((line, index) => ({ place: offset + index + 1, name: line.name, rating: shown(line.ordinal), rated: line.rated, won: line.won })),
      more: lines.length > limit,
    });
  });

  router.get('/api/profile/:name', async (req, res) => {
    const wanted = accountName.safeParse(String(req.params.name));
    const account = wanted.success ? await accounts.byName(wanted.data) : undefined;
    if (!account) throw new HttpError(404, `no player is called ${String(req.params.name)}`, 'no-such-seat');
    const [skills, played, recent] = await Promise.all([accounts.skillsOf(account.id), accounts.playedOf(account.id), accounts.seatsOf(account.id, { finished: true, limit: RECENT })]);
    const ids = [...new Set([...played.keys(), ...skills.keys()])].sort();
    res.json({
      name: account.name,
      since: account.createdAt,
      games: ids.map((game) => {
        const skill = skills.get(game);
        // Won counts every finished match placed first in, rated or not; ratedWon the rated ones.
        return { game, played: played.get(game)?.played ?? 0, won: played.get(game)?.won ?? 0, rated: skill?.rated ?? 0, ratedWon: skill?.won ?? 0, rating: skill ? shown(skill.ordinal) : null };
      }),
      recent: recent.map(({ matchID, game, seat, updatedAt }) => ({ matchID, game, seat, updatedAt })),
    });
  });

  router.get('/api/rating/:matchID', async (req, res) => {
    const matchID = String(req.params.matchID);
    const [rating, owners] = await Promise.all([accounts.ratingOf(matchID), accounts.seatOwners(matchID)]);
    if (rating === undefined) {
      res.json({ rated: false, pending: owners.size > 0 });
      return;
    }
    if ('unrated' in rating) {
      res.json({ rated: false, reason: rating.unrated });
      return;
    }
    res.json({
      rated: true,
      seats: rating.changes.map((change) => ({
        seat: change.seat,
        name: owners.get(change.seat)?.name ?? null,
        before: change.before ? shown(change.before.ordinal) : 0,
        after: shown(change.after.ordinal),
      })),
    });
  });

  return router;
}
