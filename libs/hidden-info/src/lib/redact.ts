import type { LongFormMove, Move } from 'boardgame.io';

/**
 * Wraps a move whose arguments are secret (the position a Defuse puts the kitten back, the
 * card given for a Favor). boardgame.io then replaces the arguments with `null` in the log it
 * sends to every other seat and to spectators; the mover still sees them.
 *
 * `redact` hides the arguments only: what the move writes into G is hidden by the game's
 * visibility declaration, not by this. Such a move reads hidden state, so it never runs
 * optimistically on a client (`client: false`).
 */
export function redactedMove<G>(
  move: Move<G>,
  options: Omit<LongFormMove<G>, 'move' | 'redact' | 'client'> = {},
): LongFormMove<G> {
  const fn = typeof move === 'function' ? move : move.move;
  const rest = typeof move === 'function' ? {} : move;
  return { ...rest, ...options, move: fn, redact: true, client: false };
}
