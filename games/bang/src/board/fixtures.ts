// Board states for stories and board tests, from real matches as a seat receives them.
import type { Match } from '@parlor/game-kit/testing';
import { boardPropsFor, withLocale } from '@parlor/ui/testing';
import type { BangState } from '../index';
import { locales } from '../locales';
import { given, inHand, version } from '../lib/scenario.fixture';

/** Stories' decorator: libs/ui's text and this game's. */
export const withGameLocale = withLocale({ bang: locales });

/** Five players; the Sheriff (seat 0) in phase 2 with a hand to play, others with cards in play. */
export function tableInPlay(): Match<BangState> {
  return given({
    seats: [
      { role: 'sheriff', character: 'willy_the_kid', hand: ['bang', 'missed', 'panic', 'beer', 'mustang'], inPlay: ['schofield'] },
      { role: 'outlaw', character: 'paul_regret', hand: ['missed', 'bang'], inPlay: ['barrel'] },
      { role: 'outlaw', character: 'rose_doolan', life: 2, hand: ['beer'], inPlay: ['scope', 'volcanic'] },
      { role: 'renegade', character: 'jourdonnais', hand: ['gatling', 'stagecoach', 'duel'], inPlay: ['mustang'] },
      { role: 'deputy', character: 'sid_ketchum', hand: ['saloon'], inPlay: ['jail'] },
    ],
  });
}

/** The same table after the Sheriff shot seat 1: seat 1 must answer. */
export function tableWithShot(): Match<BangState> {
  const match = tableInPlay();
  match.move('0', 'play', inHand(match, '0', 'bang'), '1');
  return match;
}

/** The props boardgame.io's React client would give the board of `playerID` (null: a spectator). */
export const boardProps = (match: Match<BangState>, playerID: string | null, moves: Record<string, (...args: unknown[]) => void> = {}) =>
  boardPropsFor(match, playerID, moves);

export { version };
