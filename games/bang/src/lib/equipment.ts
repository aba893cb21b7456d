// What the blue cards do while they are in play (RULES.md §6-§7, §10.13-§10.18), keyed by card:
// entries of hooks.ts. Putting one into play is its play rule (card-rules.ts); Dodge City's
// blue and green cards add entries here.
import { moveCard, type CardId } from '@parlor/deck';
import { loseLife } from './actions';
import { keyOf, RANK_VALUE, type CardKey } from './cards';
import { finishTurn } from './effects';
import { inPlayHooks, inPlayWorks, type Hooks } from './hooks';
import { record } from './history';
import { inPlayOf, nextLiving } from './seats';
import type { BangState, Seat } from './state';

/** The cards in play, keyed by card. */
export const IN_PLAY: Partial<Record<CardKey, Hooks>> = {
  barrel: { barrels: 1 },
  dynamite: {
    // Checked at the start of its holder's turn, before the Jail (RULES.md §4.0, §10.13).
    turnStart: (_G, seat, card) => [{ at: 'dynamite', step: { kind: 'check', seat, rule: 'dynamite', card } }],
    checks: {
      dynamite: {
        // It explodes on Spades 2-9, inclusive.
        meets: (suit, rank) => suit === 'spades' && RANK_VALUE[rank] >= 2 && RANK_VALUE[rank] <= 9,
        good: false,
        outcome: (context, { seat, card }, exploded) => {
          const { G, ctx } = context;
          if (exploded) {
            moveCard(G.zones, card!, { from: inPlayOf(seat), to: 'discard' });
            record(G, { kind: 'exploded', seat });
            loseLife(context, { target: seat, amount: 3, source: null });
            return;
          }
          // To the first player on the left without a Dynamite; if nobody qualifies it stays (RULES.md §10.13).
          let next = nextLiving(G, ctx, seat);
          while (next !== undefined && next !== seat && hasInPlay(G, next, 'dynamite')) next = nextLiving(G, ctx, next);
          if (next === undefined || next === seat) return;
          moveCard(G.zones, card!, { from: inPlayOf(seat), to: inPlayOf(next) });
          record(G, { kind: 'dynamite-passed', from: seat, to: next });
        },
      },
    },
  },
  jail: {
    turnStart: (_G, seat, card) => [{ at: 'jail', step: { kind: 'check', seat, rule: 'jail', card } }],
    checks: {
      jail: {
        // A Heart sets him free.
        meets: (suit) => suit === 'hearts',
        good: true,
        outcome: (context, { seat, card }, free) => {
          const { G } = context;
          moveCard(G.zones, card!, { from: inPlayOf(seat), to: 'discard' });
          if (free) return;
          // A failed Jail check skips the whole turn, phase 3 included (ruling 2).
          record(G, { kind: 'skipped', seat });
          G.steps = [];
          finishTurn(context);
        },
      },
    },
  },
  mustang: { seen: 1 },
  scope: { sees: 1 },
  volcanic: { range: 1, bangAllowance: () => Infinity },
  schofield: { range: 2 },
  remington: { range: 3 },
  rev_carabine: { range: 4 },
  winchester: { range: 5 },
};

/** Whether a card is a weapon. */
export const isWeaponCard = (card: CardId) => inPlayHooks(card)?.range !== undefined;

/** The cards a seat has in play. */
export const inPlay = (G: BangState, seat: Seat): readonly CardId[] => G.zones[inPlayOf(seat)] ?? [];

/** Whether a seat has a card of this name in play. */
export const hasInPlay = (G: BangState, seat: Seat, key: CardKey) => inPlay(G, seat).some((card) => keyOf(card) === key);

/** The weapon a seat has in play, if any. */
export const weaponOf = (G: BangState, seat: Seat): CardId | undefined => inPlay(G, seat).find(isWeaponCard);

/** The range of a seat's weapon while it works; the built-in Colt .45 reaches 1 (RULES.md §7). */
export function rangeOf(G: BangState, seat: Seat): number {
  const weapon = weaponOf(G, seat);
  if (weapon === undefined || !inPlayWorks(G, seat)) return 1;
  return inPlayHooks(weapon)!.range!;
}
