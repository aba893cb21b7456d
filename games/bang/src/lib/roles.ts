/** Every role, Sheriff first. */
export const ROLES = ['sheriff', 'deputy', 'outlaw', 'renegade'] as const;

/** A player's secret (or, for the Sheriff, public) role. */
export type Role = (typeof ROLES)[number];

// [sheriff, deputy, outlaw, renegade] per player count (RULES.md §3.1 Roles by player count). Three
// players use the Dodge City variant without a Sheriff; eight use the Dodge City roles with a
// second Renegade.
const COUNTS: Readonly<Record<number, readonly [number, number, number, number]>> = {
  3: [0, 1, 1, 1],
  4: [1, 0, 2, 1],
  5: [1, 1, 2, 1],
  6: [1, 1, 3, 1],
  7: [1, 2, 3, 1],
  8: [1, 2, 3, 2],
};

/**
 * The roles to deal for a player count from 3 to 8, sorted Sheriff, Deputies, Outlaws, Renegades
 * (shuffle them before dealing). Throws for any other count.
 */
export function rolesFor(numPlayers: number): Role[] {
  const counts = COUNTS[numPlayers];
  if (counts === undefined) throw new Error(`BANG! needs 3 to 8 players, not ${numPlayers}`);
  return ROLES.flatMap((role, index) => Array.from({ length: counts[index] ?? 0 }, () => role));
}
