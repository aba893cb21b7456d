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
    // Sacagaway: every hand face up for everyone while it is in effect (WILD-WEST-SHOW.md §W6.8).
    hand: zone.owner({ owner: (id, G) => (G.show?.event === 'sacagaway' ? 'everyone' : id.slice(id.indexOf(':') + 1)) }),
    look: zone.owner(),
    play: zone.everyone(),
    // Gold Rush (GOLD-RUSH.md §G2 Setup changes): the equipment deck face down but for the used cards under it, the market and black equipment face up.
    equipment: zone.perCard((card, _index, _zone, G) => (G.gold?.faceUp.includes(card) ? 'everyone' : 'nobody')),
    market: zone.everyone(),
    'equipment-held': zone.everyone(),
    gear: zone.everyone(),
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
    // The Wild West Show stack lies face down: its order is nobody's; its size and its last card are public (WILD-WEST-SHOW.md §W2).
    'show.stack.*': secret.to((G, [index]) => (Number(index) === (G.show?.stack.length ?? 0) - 1 ? 'everyone' : 'nobody')),
  },
});
