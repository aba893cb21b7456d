/**
 * @packageDocumentation
 * Helpers for boards' stories and tests: the props boardgame.io's React client gives a board,
 * built from a real match state as a seat receives it.
 */
import type { BoardProps } from 'boardgame.io/react';
import type { Match } from '@parlor/game-kit/testing';

export { withLocale } from './lib/with-locale';
export { withFrame, FRAMES, type FrameName } from './lib/with-frame';
export { layoutProblems } from './lib/layout-check';
export { walkGenericBoard, recordingMoves, type BoardWalk, type MadeMove } from './lib/generic-board-walk';

/** The props of the board of `playerID` (`null`: a spectator) for a match's current state. */
export function boardPropsFor<G>(
  match: Match<G>,
  playerID: string | null,
  moves: Record<string, (...args: unknown[]) => void> = {},
  extra: Partial<BoardProps<G>> = {},
): BoardProps<G> {
  const { state } = match.received(playerID);
  return {
    ...state,
    log: [],
    isActive: playerID !== null && match.activeSeats().includes(playerID),
    isConnected: true,
    isMultiplayer: true,
    playerID,
    matchID: 'story',
    credentials: null,
    matchData: undefined,
    moves,
    events: {},
    reset: () => undefined,
    undo: () => undefined,
    redo: () => undefined,
    sendChatMessage: () => undefined,
    chatMessages: [],
    ...extra,
  } as unknown as BoardProps<G>;
}
