// Board states for stories and board tests, from real matches as a seat receives them.
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import { game, type ColtExpressState } from '../index';
import { locales } from '../locales';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ 'colt-express': locales });

/** A match of the game with a fixed seed, driven by `play` into the state a story shows. */
export function matchAfter(numPlayers: number, play: (match: Match<ColtExpressState>) => void = () => undefined) {
  const match = createMatch({ game, numPlayers, seed: 'board' });
  play(match);
  return match;
}

/** The props boardgame.io's React client would give the board of `playerID` (null: a spectator). */
export const boardProps = (match: Match<ColtExpressState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves);
