import type { State } from 'boardgame.io';
import { checkConservation, describeConservation } from '@parlor/deck';
import type { Invariant } from '@parlor/game-kit';
import { cards, handValue } from './cards';
import type { ColtExpressState } from './state';
import { visibility } from './visibility';

/**
 * What must hold after every step of every match. The playout tests and
 * `npm run simulate` check each of them after every move.
 */
export const invariants: Invariant<ColtExpressState>[] = [
  // Every card is in exactly one zone.
  (state) => describeConservation(checkConservation(state.G.zones, cards.ids)),
  // A seat stops once, and a seat over the target has stopped.
  ({ G, ctx }) => {
    if (new Set(G.stopped).size !== G.stopped.length) return `a seat stopped twice: ${G.stopped.join(', ')}`;
    const over = ctx.playOrder.find((seat) => handValue(G.zones[`hand:${seat}`]!) > G.target && !G.stopped.includes(seat));
    return over === undefined ? undefined : `seat ${over} is over the target but still drawing`;
  },
];

/** The cards a viewer must never receive: everything in zones it may not see. */
export const secrets = (state: State<ColtExpressState>, viewer: string | null) => visibility.hiddenCards(state.G, viewer);
