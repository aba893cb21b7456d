import { ownerOfZone } from '@parlor/deck';
import { defineVisibility, zone } from '@parlor/hidden-info';
import type { ColtExpressState } from './state';

/**
 * Who sees what: the draw pile's size only, each hand by its owner until the end, when every
 * hand is shown.
 */
export const visibility = defineVisibility<ColtExpressState>({
  zones: {
    draw: zone.count(),
    hand: zone.owner({ owner: (id, G) => (G.revealed ? 'everyone' : ownerOfZone(id)) }),
  },
});
