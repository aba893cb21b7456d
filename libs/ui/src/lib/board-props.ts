import type { BoardProps } from 'boardgame.io/react';
import type { Match } from '@parlor/game-kit/testing';

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
