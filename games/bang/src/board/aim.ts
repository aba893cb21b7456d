// Aiming a card: which of its legal plays are still open once a target, a card to take and the
// other card it costs (or joins) have been chosen, and what the player must still choose. Wording
// and clicks are the board's; which plays are legal is the rules' (legalMoves).
import type { LegalMove } from '../index';

/** A card being aimed, and what has been chosen of it so far (undefined: not yet). */
export interface Aim {
  card: string;
  /** A green card used from play (`use`), not a hand card (`play`). */
  fromPlay: boolean;
  /** The target seat (null: the card takes none). */
  target?: string | null;
  /** The card to take or discard from the target ('hand': a random one from the hand). */
  pick?: string | null;
  /** The other hand card a "discard another card" card costs, or the BANG! card Aim joins. */
  extra?: string | null;
  /** A card played together with another (Aim): that card is asked first, since the targets depend on it. */
  joins?: boolean;
}

/** What the player must choose next, with the options; or the one play left. */
export type AimStep =
  | { step: 'target'; options: string[]; plays: LegalMove[] }
  | { step: 'pick'; options: string[]; plays: LegalMove[] }
  | { step: 'extra'; options: string[]; plays: LegalMove[] }
  | { step: 'ready'; move: LegalMove }
  | { step: 'none' };

const argAt = (move: LegalMove, index: number) => {
  const value = move.args?.[index];
  return value === undefined || value === null ? null : String(value);
};

const distinct = (values: (string | null)[]) => [...new Set(values)];

/** Where aiming `aim` stands among the seat's legal moves. */
export function aimStep(legal: readonly LegalMove[], aim: Aim): AimStep {
  let plays = legal.filter((move) => move.move === (aim.fromPlay ? 'use' : 'play') && move.args?.[0] === aim.card);
  if (plays.length === 0) return { step: 'none' };
  const extra = { step: 'extra', index: 3, chosen: aim.extra } as const;
  const levels = [
    ...(aim.joins ? [extra] : []),
    { step: 'target', index: 1, chosen: aim.target },
    { step: 'pick', index: 2, chosen: aim.pick },
    ...(aim.joins ? [] : [extra]),
  ] as const;
  for (const { step, index, chosen } of levels) {
    if (chosen !== undefined) {
      plays = plays.filter((move) => argAt(move, index) === chosen);
      if (plays.length === 0) return { step: 'none' };
      continue;
    }
    const options = distinct(plays.map((move) => argAt(move, index)));
    if (options.length > 1) return { step, options: options.filter((option): option is string => option !== null), plays };
  }
  return plays.length === 1 ? { step: 'ready', move: plays[0]! } : { step: 'none' };
}
