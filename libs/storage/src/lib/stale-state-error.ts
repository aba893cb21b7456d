/**
 * Thrown by `setState` when the stored state is not the one the new state was computed from:
 * another request or another server process wrote first. Nothing was written, and the
 * storage dropped its cached state of the match, so the next fetch reads the winner's.
 */
export class StaleStateError extends Error {
  override readonly name = 'StaleStateError';

  /**
   * @param matchID - the match written to.
   * @param expected - the `_stateID` the write expected to replace (the new one minus 1).
   * @param actual - the stored `_stateID` seen when the write failed; undefined if the match
   *   no longer exists.
   */
  constructor(
    readonly matchID: string,
    readonly expected: number,
    readonly actual: number | undefined,
  ) {
    super(
      actual === undefined
        ? `Match ${matchID} no longer exists (expected to replace state ${expected}).`
        : `Stale state for match ${matchID}: expected to replace state ${expected}, but state ${actual} is stored.`,
    );
  }
}
