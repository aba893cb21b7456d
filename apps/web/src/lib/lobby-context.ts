import { createContext, useContext } from 'react';
import type { ParlorLobby } from './lobby-api';

/** The lobby API client the pages use (a real one in the app, one on a fake server in tests). */
export const LobbyContext = createContext<ParlorLobby | null>(null);

/** The lobby API client of the app. */
export function useLobby(): ParlorLobby {
  const lobby = useContext(LobbyContext);
  if (!lobby) throw new Error('useLobby needs a LobbyContext provider');
  return lobby;
}
