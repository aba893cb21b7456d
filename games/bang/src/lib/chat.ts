// The module's `chatClosed` (libs/game-kit): whether an event in effect closes the table chat
// (WILD-WEST-SHOW.md §W6.4 Gag). It reads only public state, so the server (on the true state) and
// each browser (on its own view) agree.
import './entries';
import { eventsInEffect } from './engine/registry';
import type { BangState } from './state';

/** Whether the table chat is closed now: while an event in effect says so (Gag). */
export function chatClosed(G: BangState): boolean {
  return eventsInEffect(G).some((event) => event.closesChat === true);
}
