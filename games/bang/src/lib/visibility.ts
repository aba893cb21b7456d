import { defineVisibility, secret, zone } from '@parlor/hidden-info';
import type { BangState } from './state';

/**
 * Who sees what (RULES.md §2, §20): hands and Kit Carlson's look by their owner, the draw
 * pile's size only, everything in play, the discard pile, the General Store and "draw!" cards
 * by everyone. Roles by their owner, except the Sheriff's and those of eliminated players.
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
      revealed: (G, [seat]) => seat === G.sheriff || G.players[seat!]?.alive === false || G.result !== null,
    }),
  },
});
