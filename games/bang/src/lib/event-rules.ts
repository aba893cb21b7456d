// What each event card does while it is in effect (rules: High Noon and A Fistful of Cards), keyed
// by event: entries of the same shape as abilities and cards in play (hooks.ts). The base game has
// no event deck, so no event is ever in effect (`BangState.event` stays null) and the table is
// empty; High Noon and A Fistful of Cards add their entries here, with the deck that reveals them.
import type { EventKey } from './events';
import type { Hooks } from './hooks';

/** The rules of each event card, keyed by event. */
export const EVENT_RULES: Partial<Record<EventKey, Hooks>> = {};
