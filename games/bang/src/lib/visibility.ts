import { defineVisibility, secret, zone } from '@parlor/hidden-info';
import type { BangState } from './state';

/**
 * Who sees what (RULES.md §2 Roles and goals; §20 Engine modelling notes): hands and Kit Carlson's look by
 * their owner, the draw pile's size only, everything in play, the discard pile, the General Store
 * and "draw!" cards by everyone. Roles by their owner, except the Sheriff's, those of eliminated
 * players and, in the 3-player game, everyone's. Of the event stack, everyone sees the next card,
 * how many are left and the final card; the order of the cards under the next is seen by nobody
 * (RULES.md §16.2 Revealing). A spare character (New Identity) is seen by its owner only.
 */
export const visibility = defineVisibility<BangState>({
  zones: {
    draw: zone.count(),
    discard: zone.everyone(),
    store: zone.everyone(),
    reveal: zone.everyone(),
    hand: zone.owner(),
    look: zone.owner(),
    play: zone.everyone(),
  },
  secrets: {
    'roles.*': secret.owner({
      // The 3-player game deals every role face up (RULES.md §3.3 Three-player variant).
      // Eliminated once is revealed for good, even back in the game (Ghost Town, Dead Man).
      revealed: (G, [seat]) => seat === G.sheriff || G.targets !== null || G.players[seat!]?.alive === false || G.players[seat!]?.killedBy !== undefined || G.result !== null,
    }),
    // New Identity's spare character: seen by its owner only, until he switches to it.
    'spares.*': secret.owner(),
    'eventDeck.rest': secret.to(() => 'nobody'),
  },
});
