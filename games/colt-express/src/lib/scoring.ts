// End of the game (RULES.md §9, and §11 for teams).
import { GUNSLINGER_BONUS } from './data';
import type { ColtExpressResult, ColtExpressState, Score } from './state';
import { lootValue } from './train';

/** Bullet cards a seat has not fired (its bandits' cylinders). */
export function bulletsLeft(G: ColtExpressState, seat: string): number {
  return G.seats[seat]!.reduce((sum, bandit) => sum + G.zones[`cylinder:${bandit}`]!.length, 0);
}

/**
 * Every seat's total and rank: loot (and the Gunslinger's $1000 to every seat tied for the
 * fewest bullets left, even when nobody fired; never in the 2-player game), then the fewest
 * bullet cards received breaks ties; seats still tied share the rank.
 */
export function score(G: ColtExpressState): ColtExpressResult {
  const seats = Object.keys(G.seats);
  const fewestLeft = Math.min(...seats.map((seat) => bulletsLeft(G, seat)));
  const unranked = seats.map((seat) => {
    const bandits = G.seats[seat]!;
    const loot = bandits.reduce((sum, bandit) => sum + lootValue(G.bandits[bandit]!.loot, G.purseValues.bandits[bandit] ?? []), 0);
    const gunslinger = !G.teams && bulletsLeft(G, seat) === fewestLeft;
    return {
      seat,
      total: loot + (gunslinger ? GUNSLINGER_BONUS : 0),
      gunslinger,
      bulletsReceived: bandits.reduce((sum, bandit) => sum + G.bandits[bandit]!.bulletsReceived, 0),
    };
  });
  const better = (a: (typeof unranked)[number], b: (typeof unranked)[number]) => b.total - a.total || a.bulletsReceived - b.bulletsReceived;
  const sorted = [...unranked].sort((a, b) => better(a, b) || Number(a.seat) - Number(b.seat));
  const scores: Score[] = sorted.map((entry) => ({ ...entry, rank: 1 + sorted.filter((other) => better(other, entry) < 0).length }));
  return { winners: scores.filter((entry) => entry.rank === 1).map((entry) => entry.seat), scores };
}
