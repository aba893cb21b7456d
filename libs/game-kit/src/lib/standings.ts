/**
 * How the seats of a finished match placed, for ratings (OpenSkill rates teams and free-for-all
 * alike): each team with its seats and its rank, 1 the best. Seats that play for one side are one
 * team (BANG!'s Sheriff with his Deputies); a seat alone is a team of one. Teams that tie share
 * a rank, and the next rank after a tie counts the tied teams (1, 1, 3), as places are usually
 * counted. Every seat of the match is in exactly one team.
 */
export interface Standing {
  seats: string[];
  rank: number;
}

/**
 * What is wrong with a game's standings for a match of `numPlayers` seats ("0" to
 * `numPlayers - 1`): a seat missing or in two teams, an empty team, a rank that is not a whole
 * number from 1, or ranks that skip or reuse places. Empty when they are right.
 */
export function standingsProblems(standings: readonly Standing[], numPlayers: number): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  standings.forEach((team, index) => {
    if (team.seats.length === 0) problems.push(`team ${index} has no seat`);
    for (const seat of team.seats) seen.set(seat, (seen.get(seat) ?? 0) + 1);
    if (!Number.isInteger(team.rank) || team.rank < 1) problems.push(`team ${index} has rank ${team.rank}: ranks are whole numbers from 1`);
  });
  for (let seat = 0; seat < numPlayers; seat++) {
    const count = seen.get(String(seat)) ?? 0;
    if (count !== 1) problems.push(count === 0 ? `seat ${seat} is in no team` : `seat ${seat} is in ${count} teams`);
  }
  for (const seat of seen.keys()) if (!/^\d+$/.test(seat) || Number(seat) >= numPlayers) problems.push(`seat ${JSON.stringify(seat)} is not a seat of this match`);
  // Places as counted: the teams sorted by rank, each team's rank is 1 + the number of teams placed before it.
  const ranks = standings.map((team) => team.rank).sort((a, b) => a - b);
  ranks.forEach((rank, index) => {
    const expected = index === 0 ? 1 : ranks[index - 1] === rank ? rank : index + 1;
    if (rank !== expected) problems.push(`ranks ${JSON.stringify(ranks)} skip or reuse places: expected ${expected} at place ${index + 1}`);
  });
  return [...new Set(problems)];
}

/**
 * Places from scores, higher first by default: teams with equal scores share a rank, and the
 * next rank counts them (scores 9, 9, 4 give ranks 1, 1, 3).
 */
export function rankedByScore<T>(entries: readonly T[], score: (entry: T) => number, seatsOf: (entry: T) => string[], order: 'highest' | 'lowest' = 'highest'): Standing[] {
  const sign = order === 'highest' ? -1 : 1;
  const sorted = [...entries].sort((a, b) => sign * (score(a) - score(b)));
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || score(entry) !== score(sorted[index - 1]!)) rank = index + 1;
    return { seats: seatsOf(entry), rank };
  });
}
