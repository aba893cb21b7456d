import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Server as BgioServer } from 'boardgame.io';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { rebuildMatch, replayRules, viewStep, type GameModule, type ReplayStep } from '@parlor/game-kit';
import { credentialsMatch, type ParlorStorage } from '@parlor/storage';
import { HttpError, parse } from './lobby';
import { pageCursor, pageLimit } from './paging';
import type { ServerMetrics } from './metrics';
import { seatIDs, tableOf } from './table';

// Replays and the match history. A finished match's replay is rebuilt here from its seed and
// its actions (game-kit's rebuildMatch, which checks every step against what was stored) and
// each step is filtered for the point of view asked for before it leaves the server, exactly
// as boardgame.io filtered it for that viewer during the match: a replay never sends more than
// the viewer could see. Only a finished match is replayed, so nothing here reveals a match in
// play. A finished match never changes, so rebuilt matches and the answers made from them are
// kept (bounded by size) until they fall out.

/** A page of the history holds this many matches unless the client asks for another number. */
export const DEFAULT_HISTORY_LIMIT = 20;
/** The most a page of the history holds. */
export const MAX_HISTORY_LIMIT = 100;
/** The header a player sends their seat's credentials in, to watch their own view of a game that keeps secrets after the match. */
export const CREDENTIALS_HEADER = 'x-parlor-credentials';

/** Options of {@link replayRouter}. */
export interface ReplayOptions {
  modules: GameModule[];
  storage: ParlorStorage;
  logger: Logger;
  /** Bytes of replay answers kept for the next viewer, and as much again of rebuilt matches (default 64 MiB each). */
  cacheBytes?: number;
  /** Counts answers and times the ones made anew. */
  metrics?: ServerMetrics;
}

const historyCursor = pageCursor('finishedAt');

const historyQuery = z
  .object({
    game: z.string().min(1).max(100).optional(),
    player: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').optional(),
    limit: pageLimit(MAX_HISTORY_LIMIT).optional(),
    after: historyCursor.schema.optional(),
  })
  .strict();

const replayQuery = z
  .object({
    view: z
      .string()
      .regex(/^(spectator|all|[0-9]{1,3})$/, 'must be "spectator", "all" or a seat number such as "0"')
      .optional(),
  })
  .strict();

/**
 * The seats as the history and a replay show them: who sat there, no credentials; with `owners`,
 * the name of the account that played a seat (its profile's), so the history can link to it.
 */
function publicSeats(metadata: BgioServer.MatchData, owners?: ReadonlyMap<string, { name: string }>) {
  return Object.values(metadata.players).map((player) => {
    const seat = player as BgioServer.PlayerMetadata & { bot?: boolean };
    const owner = owners?.get(String(seat.id));
    return { id: seat.id, ...(seat.name !== undefined ? { name: seat.name } : {}), ...(seat.bot ? { bot: true } : {}), ...(owner ? { account: owner.name } : {}) };
  });
}

/** The seats that won, by the game's own reading of its result, else by the usual shapes. */
function winnersOf(module: GameModule | undefined, gameover: unknown, numPlayers: number): string[] {
  if (module?.winners) return module.winners(gameover, numPlayers).map(String);
  const result = (typeof gameover === 'object' && gameover !== null ? gameover : {}) as { winner?: unknown; winners?: unknown };
  if (Array.isArray(result.winners)) return result.winners.map(String);
  return result.winner === undefined ? [] : [String(result.winner)];
}

type Rebuilt = { ok: true; steps: ReplayStep[]; finishedAt: number; bytes: number } | { ok: false; problem: string };

/** The `/api/history` and `/api/replay/:game/:matchID` routes. */
export function replayRouter({ modules, storage, logger, cacheBytes = 64 * 1024 * 1024, metrics }: ReplayOptions): Router {
  const router = express.Router();
  const log = logger.child({ part: 'replays' });
  const byName = new Map(modules.map((module) => [module.game.name!, module]));
  const rules = new Map(modules.map((module) => [module.game.name!, replayRules(module.game)]));
  // Rebuilt matches: a viewer who switches point of view asks for the same match again. Bounded
  // by the size of their states as JSON (a long match of a big game holds megabytes).
  const rebuilt = new LRUCache<string, Rebuilt>({ maxSize: cacheBytes, sizeCalculation: (match) => (match.ok ? Math.max(1, match.bytes) : 1) });
  // Answers as sent, by match and view.
  const answers = new LRUCache<string, string>({ maxSize: cacheBytes, sizeCalculation: (body) => Math.max(1, body.length) });
  metrics?.cacheBytes('replays', () => rebuilt.calculatedSize);
  metrics?.cacheBytes('replay-answers', () => answers.calculatedSize);

  const moduleFor = (name: string) => {
    const module = byName.get(name);
    if (!module) throw new HttpError(404, `Game ${name} not found`, 'no-such-game');
    return module;
  };

  router.get('/api/history', (req: Request, res: Response, next) => {
    (async () => {
      const query = parse(historyQuery, req.query);
      if (query.game !== undefined) moduleFor(query.game);
      // A player's name that belongs to an account means that account: its seats, under any
      // name they bore, and not the seats a guest typed the name on.
      const account = query.player === undefined ? undefined : await storage.accounts.byName(query.player);
      const page = await storage.historyPage({
        ...(query.game !== undefined ? { gameName: query.game } : {}),
        ...(account ? { account: account.id } : query.player !== undefined ? { player: query.player } : {}),
        limit: query.limit ?? DEFAULT_HISTORY_LIMIT,
        ...(query.after ? { after: query.after } : {}),
      });
      const owners = await storage.accounts.seatOwnersOf(page.matches.map((match) => match.matchID));
      res.json({
        matches: page.matches.map(({ matchID, metadata, finishedAt, moves }) => {
          const table = tableOf(metadata);
          const numPlayers = Object.keys(metadata.players).length;
          return {
            matchID,
            gameName: metadata.gameName,
            players: publicSeats(metadata, owners.get(matchID)),
            gameover: metadata.gameover,
            winners: winnersOf(byName.get(metadata.gameName), metadata.gameover, numPlayers),
            moves,
            createdAt: metadata.createdAt,
            ...(table?.startedAt !== undefined ? { startedAt: table.startedAt } : {}),
            finishedAt,
            version: table?.version ?? null,
          };
        }),
        ...(page.next ? { next: historyCursor.encode(page.next) } : {}),
      });
    })().catch(next);
  });

  router.get('/api/replay/:game/:matchID', (req: Request, res: Response, next) => {
    (async () => {
      const name = String(req.params.game);
      const matchID = String(req.params.matchID);
      const module = moduleFor(name);
      const { view = 'spectator' } = parse(replayQuery, req.query);
      const { metadata } = await storage.fetch(matchID, { metadata: true });
      if (!metadata || metadata.gameName !== name) throw new HttpError(404, `Match ${matchID} not found`);
      if (metadata.gameover === undefined) throw new HttpError(409, 'This match is still being played: its replay opens once it is over.', 'not-finished');
      const seats = seatIDs(metadata);
      const revealed = module.manifest.revealAfterMatch === true;
      const header = req.get(CREDENTIALS_HEADER);
      // Without the game's leave to show everything, a seat's view is its own player's alone.
      const ownSeat = header === undefined ? undefined : seats.find((seat) => credentialsMatch(metadata.players[Number(seat)]?.credentials, header));
      const views = revealed ? ['spectator', 'all', ...seats] : ['spectator', ...(ownSeat !== undefined ? [ownSeat] : [])];
      if (!views.includes(view)) {
        if (view === 'all') throw new HttpError(403, `${module.manifest.title.en} does not show a finished match whole: choose a point of view.`, 'bad-credentials');
        if (!seats.includes(view)) throw new HttpError(400, `view: there is no seat ${view} in a match of ${seats.length}`);
        throw new HttpError(403, `Seat ${view}'s view is its own player's: send that seat's credentials in ${CREDENTIALS_HEADER}.`, 'bad-credentials');
      }
      const key = `${matchID}\n${view}\n${views.join(',')}`;
      let body = answers.get(key);
      if (body !== undefined) metrics?.replaysServed.inc({ game: name, outcome: 'kept' });
      if (body === undefined) {
        const started = performance.now();
        let match = rebuilt.get(matchID);
        if (!match) {
          const source = await storage.replaySource(matchID);
          if (!source || source.finishedAt === undefined) throw new HttpError(404, `Match ${matchID} not found`);
          const outcome = rebuildMatch(rules.get(name)!, {
            initialState: source.initialState,
            log: source.log,
            finalState: source.state,
            numPlayers: seats.length,
            setupData: source.metadata.setupData,
          });
          match = outcome.ok
            ? { ok: true, steps: outcome.steps, finishedAt: source.finishedAt, bytes: outcome.bytes }
            : { ok: false, problem: `step ${outcome.step}: ${outcome.problem}` };
          rebuilt.set(matchID, match);
        }
        const played = tableOf(metadata)?.version ?? null;
        const current = module.manifest.version ?? null;
        if (!match.ok) {
          metrics?.replaysServed.inc({ game: name, outcome: 'changed' });
          log.warn({ event: 'replay-changed', matchID, played, current, problem: match.problem }, 'the rules no longer reproduce a stored match');
          throw new HttpError(
            409,
            `This match was played under ${played === null ? 'an earlier version' : `version ${played}`} of ${module.manifest.title.en}'s rules; this server runs ${current === null ? 'another' : `version ${current}`}, which plays it out differently, so its replay cannot be shown.`,
            'replay-changed',
          );
        }
        const viewer = view === 'spectator' || view === 'all' ? null : view;
        const steps = match.steps.map((step) => viewStep(rules.get(name)!, step, viewer, view === 'all'));
        body = JSON.stringify({
          matchID,
          gameName: name,
          numPlayers: seats.length,
          players: publicSeats(metadata),
          gameover: metadata.gameover,
          createdAt: metadata.createdAt,
          finishedAt: match.finishedAt,
          view,
          views,
          version: { played, current, same: played === current },
          steps,
        });
        answers.set(key, body);
        metrics?.replayBuildSeconds.observe({ game: name }, (performance.now() - started) / 1000);
        metrics?.replaysServed.inc({ game: name, outcome: 'built' });
        log.info({ event: 'replay', matchID, view, steps: steps.length, bytes: body.length, ms: Math.round(performance.now() - started) }, 'replay built');
      }
      res.type('application/json').set('Cache-Control', 'no-cache').send(body);
    })().catch(next);
  });

  return router;
}
