import { defineVisibility, secret, zone } from '@parlor/hidden-info';
import type { ExplodingKittensState } from './state';

/**
 * Who sees what (RULES.md §10): hands by their owner only, the draw pile's size but not its
 * order, the discard pile and a drawn kitten by everyone. What See or Alter the Future showed
 * is seen by its player, in the pile, as long as it stays there (`known`); a card received or lost privately by the two seats concerned (their
 * notices). The Defuse position is a redacted move argument and lands in the hidden pile.
 */
export const visibility = defineVisibility<ExplodingKittensState>({
  zones: {
    draw: zone.count(),
    discard: zone.everyone(),
    exploding: zone.everyone(),
    hand: zone.owner(),
    box: zone.nobody(),
  },
  secrets: {
    'notices.*': secret.owner(),
  },
  knowledge: 'known',
});
