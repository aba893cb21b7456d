import { createContext, useContext } from 'react';

/**
 * The pick of the seat around a card, while a target is asked for (TableSeat's `onPick`): a
 * card shown in that seat (in play, in front of it) picks the seat when clicked, as the rest of
 * the seat does, and keeps its help for a long press, a right click or `?`.
 */
export const SeatPickContext = createContext<(() => void) | undefined>(undefined);

/** The pick of the seat this is shown in, while it can be picked. */
export const useSeatPick = () => useContext(SeatPickContext);
