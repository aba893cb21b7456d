import { ordinal, rate, rating } from 'openskill';
import type { Standing } from '@parlor/game-kit';

// Ratings per game with OpenSkill (the Weng-Lin model), which rates teams and free-for-all
// alike: a game module's `standings` say how a finished match placed (BANG!'s sides as teams,
// Exploding Kittens by order of explosion, Colt Express by loot), and every seat's skill moves by
// how surprising its place was. Only the pure parts live here; the storage writes a match's
// new skills in the same transaction as its result.

/** A player's skill in one game: its mean and how uncertain it still is. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** A player's skill before a first rated match of a game: OpenSkill's default (25 ± 25/3). */
export const NEW_SKILL: Skill = Object.freeze({ ...rating() });

/**
 * What a leaderboard shows and sorts by: the skill the player very probably has at least
 * (mu − 3 sigma), so that one lucky first match does not top the board. 0 for a newcomer.
 */
export function shownRating(skill: Skill): number {
  return ordinal(skill);
}

/**
 * Every seat's skill after a rated match, from the match's standings and each seat's skill
 * before it: each seat is placed where its team placed, and seats placed alike drew.
 *
 * Each seat is rated as its own entry rather than its team as one: OpenSkill adds up a team's
 * skills, so it expects a side of three to beat a side of one, while a game gives its sides
 * unequal numbers to make them even (BANG!'s lone Renegade against three Outlaws). Rated as
 * sides, a Renegade who lost with the Outlaws had "drawn" with three players and gained.
 */
export function rateStandings(standings: readonly Standing[], before: (seat: string) => Skill): Map<string, Skill> {
  const seats = standings.flatMap((team) => team.seats.map((seat) => ({ seat, rank: team.rank })));
  const after = rate(
    seats.map(({ seat }) => [{ ...before(seat) }]),
    { rank: seats.map(({ rank }) => rank) },
  );
  return new Map(seats.map(({ seat }, index) => [seat, { mu: after[index]![0]!.mu, sigma: after[index]![0]!.sigma }]));
}

/** A seat of a finished match as the rating sees it. */
export interface RatedSeat {
  /** The account that held the seat, or null for a guest or a bot. */
  account: string | null;
  /** Moves the seat made in the match. */
  moves: number;
  /** Of them, those the bot made for the seat (its player away or out of time). */
  botMoves: number;
}

/**
 * Why a finished match is left unrated, or undefined when it is rated: every seat must be held
 * by an account, no account twice (nobody plays himself), and no seat played by the bot for
 * more than a quarter of its moves.
 */
export function unratedBecause(seats: readonly RatedSeat[]): string | undefined {
  const guest = seats.findIndex((seat) => seat.account === null);
  if (guest >= 0) return `seat ${guest} is not held by an account`;
  const accounts = seats.map((seat) => seat.account);
  const twice = accounts.find((account, index) => accounts.indexOf(account) !== index);
  if (twice !== undefined) return `one account holds two seats`;
  const botPlayed = seats.findIndex((seat) => seat.botMoves * 4 > seat.moves);
  if (botPlayed >= 0) return `the bot made more than a quarter of seat ${botPlayed}'s moves`;
  return undefined;
}
