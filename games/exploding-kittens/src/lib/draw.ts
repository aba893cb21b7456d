import { moveCard } from '@parlor/deck';
import { kindOf } from './cards';
import { futureDrawn } from './future';
import type { Seat } from './state';
import { endOneTurn, explode, notify, record, type Context } from './turns';
import { windows } from './windows';

/**
 * `seat` draws from the top or the bottom of the pile, ending one turn (RULES.md §4, §5).
 * A drawn Exploding Kitten is revealed at once. Holding a Defuse, the drawer must defuse it
 * (ruling: mandatory) and then chooses where it goes back; the turn ends with that choice.
 * Without one, the drawer explodes.
 */
export function drawCard(context: Context, seat: Seat, from: 'top' | 'bottom'): void {
  const { G } = context;
  const pile = G.zones.draw!;
  const card = from === 'top' ? pile[0] : pile[pile.length - 1];
  // The pile always holds living - 1 kittens while two seats live, so it is never empty here.
  if (card === undefined) throw new Error('the draw pile is empty');
  record(G, { kind: 'drew', seat, bottom: from === 'bottom' });
  if (kindOf(card) !== 'exploding_kitten') {
    moveCard(G.zones, card, { from: 'draw', to: `hand:${seat}` });
    futureDrawn(G);
    notify(G, seat, { kind: 'drew', card });
    endOneTurn(context);
    return;
  }
  moveCard(G.zones, card, { from: 'draw', to: 'exploding' });
  futureDrawn(G);
  record(G, { kind: 'kitten', seat });
  const defuse = G.zones[`hand:${seat}`]!.find((held) => kindOf(held) === 'defuse');
  if (defuse === undefined) {
    explode(context, seat, card);
    return;
  }
  moveCard(G.zones, defuse, { from: `hand:${seat}`, to: 'discard' });
  record(G, { kind: 'defused', seat });
  windows.open(context, { kind: 'queue', tag: 'defuse', items: [{ seat, stage: 'defuse' }], data: { seat, kitten: card } });
}
