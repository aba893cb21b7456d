import { defineVisibility, secret, zone } from '@parlor/hidden-info';
import { cardBack, cardInfo } from './cards';
import { phaseOf } from './flow';
import type { Bandit, ColtExpressState } from './state';

/** The seat that plays the bandit a card belongs to. */
function seatOfCard(G: ColtExpressState, card: string): string | undefined {
  const info = cardInfo(card);
  return info.type === 'neutral' ? undefined : G.bandits[info.bandit]?.seat;
}

/**
 * Who sees what (RULES.md §12): hands and decks by their owner only, discard piles and
 * bullets left by everyone, the pile card by card (a face-down card by its owner only,
 * shown to the others as the back of its bandit's colour, until it comes up in the Stealin' phase), the round deck as a count, and
 * purse values by the seat whose bandit holds them (purses on the train by nobody).
 */
export const visibility = defineVisibility<ColtExpressState>({
  zones: {
    hand: zone.owner(),
    deck: zone.owner(),
    discard: zone.everyone(),
    cylinder: zone.everyone(),
    neutral: zone.everyone(),
    // The card being resolved is turned over for everyone (RULES.md §4 Stealin').
    pile: zone.perCard((card, index, _zone, G) => (G.faceDown[index] && !(index === 0 && phaseOf(G) === 'steal') ? seatOfCard(G, card) : 'everyone'), {
      hiddenAs: (card) => cardBack((cardInfo(card) as { bandit: Bandit }).bandit),
    }),
    rounds: zone.count(),
    shown: zone.everyone(),
    box: zone.nobody(),
  },
  secrets: {
    'purseValues.bandits.*': secret.to((G, [bandit]) => G.bandits[bandit as Bandit]?.seat),
    'purseValues.train': secret.to(() => 'nobody'),
    'placements.*': secret.owner({ revealed: (G) => phaseOf(G) !== 'place' }),
  },
});
