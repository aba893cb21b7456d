// The two Gold Rush characters who act on the equipment (GOLD-RUSH.md §G7 Characters): Josh McCloud
// takes the top card of the equipment deck, Pretty Luzena buys one card a turn cheaper.
import type { CharacterKey } from '../characters';
import { drawEquipment, EQUIPMENT_HELD, gearIn, underDeck } from '../engine/gold';
import type { Hooks } from '../engine/hooks';
import { nuggetsOf, payNuggets } from '../engine/nuggets';
import { offerChoice } from '../engine/steps';
import { equipmentCard, equipmentKeyOf } from '../gold-rush-cards';
import { record } from '../history';
import { applyEquipment, wayArgs, waysFor } from './gold-rush-equipment';

/** The options of Josh McCloud's choice: each way to use the card, written as its move arguments joined by spaces. */
const optionOf = (args: readonly unknown[]) => (args.length === 0 ? 'apply' : args.map((arg) => (arg === null ? '-' : String(arg))).join(' '));

/** Josh McCloud's and Pretty Luzena's abilities. */
export const GOLD_RUSH_EQUIPMENT_CHARACTERS: Partial<Record<CharacterKey, Hooks>> = {
  josh_mccloud: {
    actions: {
      // In his turn (FAQ): 2 nuggets for the top card of the equipment deck; the market stays as it is.
      joshMcCloud: {
        when: 'play',
        available: (G, _ctx, seat) => nuggetsOf(G, seat) >= 2 && (G.zones.equipment?.length ?? 0) > 0,
        options: (G, _ctx, seat) => (nuggetsOf(G, seat) >= 2 && (G.zones.equipment?.length ?? 0) > 0 ? [[]] : []),
        use: (context, seat) => {
          const { G, ctx } = context;
          if ((G.zones.equipment?.length ?? 0) === 0 || !payNuggets(G, seat, 2, 'ability')) return false;
          const card = drawEquipment(context, EQUIPMENT_HELD)!;
          const { key, border } = equipmentCard(card);
          record(G, { kind: 'bought', seat, card: key, cost: 2, from: 'deck' });
          // A black card he already has (or cannot have: The Judge) is discarded (FAQ; ruling §G9).
          if (border === 'black' && key !== 'wanted' && gearIn(G, seat).some((id) => equipmentKeyOf(id) === key)) {
            underDeck(G, card, EQUIPMENT_HELD);
            record(G, { kind: 'gear-lost', seat, card: key, reason: 'same-name' });
            return true;
          }
          const ways = waysFor(G, ctx, seat, card);
          // A brown card with no legal effect, or a black one with nowhere to go, goes straight under the deck.
          if (ways.length === 0) {
            underDeck(G, card, EQUIPMENT_HELD);
            record(G, { kind: 'gear-lost', seat, card: key, reason: border === 'black' ? 'event' : 'same-name' });
          } else if (ways.length === 1) applyEquipment(context, seat, card, EQUIPMENT_HELD, ways[0]!);
          else offerChoice(context, seat, 'josh_mccloud', { card });
          return true;
        },
      },
    },
    choices: {
      josh_mccloud: {
        options: (G, ctx, seat, data) => waysFor(G, ctx, seat, (data as { card: string }).card).map((way) => optionOf(wayArgs(way))),
        resolve: (context, seat, option, data) => {
          const { G, ctx } = context;
          const { card } = data as { card: string };
          const way = waysFor(G, ctx, seat, card).find((candidate) => optionOf(wayArgs(candidate)) === option)!;
          applyEquipment(context, seat, card, EQUIPMENT_HELD, way);
        },
      },
    },
  },
  // One purchase a turn 1 nugget cheaper (a card priced 1 is free); never a removal (§G4.2) nor Josh McCloud's price.
  pretty_luzena: { buyPrice: (G, _seat, price) => (G.turn.discounted ? price : price - 1) },
};
