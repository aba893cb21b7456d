// Gold Rush's equipment (GOLD-RUSH.md §G4 Phase 2 — three new actions; §G6 Equipment cards (24)):
// the rules every player follows in a match with the equipment (buying, removing, selling a Beer),
// what each brown card does when bought, and each black card while it lies in front of a player.
import type { Ctx } from 'boardgame.io';
import { moveAll, moveCard, type CardId } from '@parlor/deck';
import { keyOf } from '../cards';
import { drawCards, turnOver } from '../engine/actions';
import { gearIn, hasGear, loseGear, MARKET, priceOf, refillMarket, underDeck } from '../engine/gold';
import type { AbilityAction, Context, Hooks } from '../engine/hooks';
import { gainNuggets, nuggetsOf, payNuggets } from '../engine/nuggets';
import { beerPlayed, countPlayed, discardPicked, isOther, pickCheck, reachCheck, shotOf, takeInto } from '../engine/plays';
import { hooksFor } from '../engine/registry';
import { isShadow } from '../engine/shadows';
import { checked, grantExtraTurn, healWith, pushLast, suitOf } from '../engine/steps';
import { windows } from '../engine/windows';
import { equipmentCard, equipmentKeyOf, isEquipmentId, type EquipmentKey } from '../gold-rush-cards';
import { faceOf, record } from '../history';
import { everyoneFrom, gearOf, handOf, inPlayOf, isAlive, livingSeats } from '../seats';
import type { BangState, Seat } from '../state';

/**
 * How a brown card's effect is applied, as the purchase names it: which of its effects (`as`:
 * Bottle's and Pardner's), on whom, and which card of his (a random hand card or one in play).
 */
export interface Way {
  as?: string;
  target?: Seat;
  pick?: CardId | 'hand';
}

/** A brown card: every legal way to apply it now (none: it cannot be bought, ruling §G4.1), and its effect. */
interface BrownRule {
  ways: (G: BangState, ctx: Ctx, seat: Seat) => Way[];
  apply: (context: Context, seat: Seat, way: Way) => void;
}

/** Each other living player with each card Panic! or Cat Balou could name: a random hand card, or one of his cards in play (never his black equipment, §G4.2). */
function picks(G: BangState, ctx: Ctx, seat: Seat, as: string, reach: number | null): Way[] {
  const ways: Way[] = [];
  for (const target of livingSeats(G, ctx)) {
    if (target === seat) continue;
    const all: (CardId | 'hand')[] = ['hand', ...(G.zones[inPlayOf(target)] ?? [])];
    for (const pick of all) if (pickCheck(G, ctx, seat, { target, pick }, reach) === undefined) ways.push({ as, target, pick });
  }
  return ways;
}

const gainOne = (context: Context, target: Seat) => healWith(context.G, target, 1);

/** The players who may gain a life now: the living, never a shadow, who has no life (§G8 Shadow-Gunslingers variant). */
const healable = (G: BangState, ctx: Ctx) => livingSeats(G, ctx).filter((target) => !isShadow(G, target));

/** What each brown card does when bought (§G6 Brown). None of them is the playing card whose effect it has (FAQ). */
export const BROWN: Partial<Record<EquipmentKey, BrownRule>> = {
  // Any living player, the buyer too, gains a life; not a Beer, so two players left and The Reverend change nothing.
  shot: {
    ways: (G, ctx) => healable(G, ctx).map((target) => ({ target })),
    apply: (context, _seat, { target }) => gainOne(context, target!),
  },
  bottle: {
    ways: (G, ctx, seat) => [
      ...picks(G, ctx, seat, 'panic', 1),
      ...(isShadow(G, seat) ? [] : [{ as: 'beer' }]),
      ...livingSeats(G, ctx)
        .filter((target) => reachCheck(G, ctx, seat, target, undefined) === undefined)
        .map((target) => ({ as: 'bang', target })),
    ],
    apply: (context, seat, { as, target, pick }) => {
      const { G } = context;
      if (as === 'panic') return takeInto(context, seat, target!, pick!, 'panic', []);
      if (as === 'beer') return gainOne(context, seat);
      // A BANG! effect, not a BANG! card: no allowance used, and Slab the Killer's second Missed! does not apply.
      pushLast(G, { kind: 'shot', shot: { ...shotOf(G, seat, target!, 'bang', []), needed: 1 } });
    },
  },
  pardner: {
    ways: (G, ctx, seat) => [
      { as: 'general_store' },
      ...livingSeats(G, ctx)
        .filter((target) => isOther(G, seat, target))
        .map((target) => ({ as: 'duel', target })),
      ...picks(G, ctx, seat, 'cat_balou', null),
    ],
    apply: (context, seat, { as, target, pick }) => {
      const { G, ctx } = context;
      if (as === 'general_store') return pushLast(G, { kind: 'store', order: everyoneFrom(G, ctx, seat) });
      if (as === 'duel') return pushLast(G, { kind: 'duel', challenger: seat, target: target! });
      discardPicked(context, seat, target!, pick!, 'cat_balou', []);
    },
  },
  // Phase 2 ends at once; phase 3 as usual, then full life and another turn (ruling §G11.7, see GOLD_RULES.turnEndSteps).
  // A shadow may not buy it: he has no life to get back and no turn of his own to repeat (§G8).
  gold_rush_card: {
    ways: (G, _ctx, seat) => (isShadow(G, seat) ? [] : [{}]),
    apply: ({ G }) => {
      G.turn = { ...G.turn, phase: 'discard', rush: true };
    },
  },
  // "Draw!" 4 cards (one more for each card a draw! of his turns over beyond the first: Lucky Duke, Horseshoe); a life per suit.
  // Its only effect is life, so a shadow may not buy it (§G4.1: no legal effect, no purchase).
  rhum: {
    ways: (G, _ctx, seat) => (isShadow(G, seat) ? [] : [{}]),
    apply: (context, seat) => {
      const { G } = context;
      let perCheck = 1;
      for (const hooks of hooksFor(G, seat)) if (hooks.checkCards) perCheck = hooks.checkCards(G, seat, perCheck);
      const count = 4 + Math.max(0, perCheck - 1);
      // In the order turned over: the log's, and John Pain's (each card on top of the last, so not the zone's).
      const flipped: CardId[] = [];
      for (let i = 0; i < count; i++) {
        const id = turnOver(context, 'reveal');
        if (id === undefined) break;
        flipped.push(id);
      }
      const suits = new Set<string>();
      for (const id of flipped) {
        suits.add(suitOf(G, id));
        record(G, { kind: 'check', seat, card: faceOf(id), purpose: 'rhum', success: true });
      }
      moveAll(G.zones, 'reveal', 'discard');
      healWith(G, seat, suits.size);
      // Settled, the cards may go to John Pain one by one, each while he holds fewer than 6 (§W5.5).
      for (const id of flipped) checked(context, id);
    },
  },
  // Four cards from the deck; no event is revealed (it is no Stagecoach nor Wells Fargo).
  union_pacific: {
    ways: () => [{}],
    apply: (context, seat) => void drawCards(context, seat, 4),
  },
};

/** A purchase's or Josh McCloud's arguments after the card: `as`, target, pick, `null` where one is absent before a later one. */
export function wayArgs({ as, target, pick }: Way): unknown[] {
  const args: unknown[] = [as ?? null, target ?? null, pick ?? null];
  while (args.length > 0 && args[args.length - 1] === null) args.pop();
  return args;
}

const sameWay = (a: Way, b: Way) => (a.as ?? null) === (b.as ?? null) && (a.target ?? null) === (b.target ?? null) && (a.pick ?? null) === (b.pick ?? null);

/** The way named by move arguments, if it is one of `ways`. */
function wayFrom(ways: readonly Way[], args: readonly unknown[]): Way | undefined {
  const [as, target, pick] = args;
  const given: Way = {
    ...(typeof as === 'string' ? { as } : {}),
    ...(typeof target === 'string' ? { target } : {}),
    ...(typeof pick === 'string' ? { pick } : {}),
  };
  return ways.find((way) => sameWay(way, given));
}

/**
 * Whether black equipment may be bought or taken now: never under The Judge (ruling §G9, §G11.15),
 * which forbids putting cards in front of anyone.
 */
const blackAllowed = (G: BangState) => G.event !== 'the_judge';

/**
 * The players a black card may be laid in front of: the buyer, or for a Wanted another living
 * player (the Sheriff too) without one. Never a shadow, as buyer or as Wanted target: he can put
 * nothing in front of himself and nothing may be aimed at him (Ruling (this module) §G8).
 */
function owners(G: BangState, ctx: Ctx, seat: Seat, key: EquipmentKey): Seat[] {
  if (!blackAllowed(G) || isShadow(G, seat)) return [];
  const candidates = key === 'wanted' ? livingSeats(G, ctx).filter((other) => other !== seat && !isShadow(G, other)) : [seat];
  return candidates.filter((owner) => !hasGear(G, owner, key));
}

/** Every legal way to use an equipment card just bought or drawn: a brown card's ways, or where a black card may go (as `{ target }`). */
export function waysFor(G: BangState, ctx: Ctx, seat: Seat, card: CardId): Way[] {
  const { key, border } = equipmentCard(card);
  if (border === 'brown') return BROWN[key]?.ways(G, ctx, seat) ?? [];
  if (key === 'wanted') return owners(G, ctx, seat, key).map((target) => ({ target }));
  return owners(G, ctx, seat, key).length > 0 ? [{}] : [];
}

/** Applies an equipment card the way chosen: a brown one acts and goes under the deck, a black one is laid in front of its owner. */
export function applyEquipment(context: Context, seat: Seat, card: CardId, from: string, way: Way): void {
  const { G } = context;
  const { key, border } = equipmentCard(card);
  if (border === 'black') {
    moveCard(G.zones, card, { from, to: gearOf(way.target ?? seat), at: 'bottom' });
    return;
  }
  record(G, { kind: 'equipment-effect', seat, card: key, ...(way.as ? { as: way.as } : {}), ...(way.target ? { target: way.target } : {}) });
  BROWN[key]!.apply(context, seat, way);
  if (G.zones[from]!.includes(card)) underDeck(G, card, from);
}

/** What buying this card costs the seat now: its price, less what his entries take off (Pretty Luzena). */
export function buyPrice(G: BangState, seat: Seat, card: CardId): number {
  let price = priceOf(card);
  for (const hooks of hooksFor(G, seat)) if (hooks.buyPrice) price = hooks.buyPrice(G, seat, price);
  return Math.max(0, price);
}

const marketOf = (G: BangState): readonly CardId[] => G.zones[MARKET] ?? [];

/** Every purchase the seat may make now (§G4.1): each market card he can pay for, with each way to use it. */
function purchases(G: BangState, ctx: Ctx, seat: Seat): unknown[][] {
  const nuggets = nuggetsOf(G, seat);
  return marketOf(G)
    .filter((card) => buyPrice(G, seat, card) <= nuggets)
    .flatMap((card) => waysFor(G, ctx, seat, card).map((way) => [card, ...wayArgs(way)]));
}

/** Every black card of another player the seat may pay to have discarded (§G4.2): its price plus 1, any distance, no discount. */
function removals(G: BangState, ctx: Ctx, seat: Seat): unknown[][] {
  const nuggets = nuggetsOf(G, seat);
  return livingSeats(G, ctx)
    .filter((other) => other !== seat)
    .flatMap((other) => gearIn(G, other).filter((card) => priceOf(card) + 1 <= nuggets).map((card) => [other, card]));
}

/** The Beers the seat may sell now (§G4.3): not when an entry refuses a Beer (The Reverend). */
function sellable(G: BangState, seat: Seat): CardId[] {
  return G.zones[handOf(seat)]!.filter((card) => keyOf(card) === 'beer' && hooksFor(G, seat).every((hooks) => hooks.refuses?.(G, seat, card, 'beer', {}, 'hand') === undefined));
}

/** An action usable in one's own phase 2 whose legal arguments are `options`. */
function phaseTwo(options: (G: BangState, ctx: Ctx, seat: Seat) => unknown[][], use: AbilityAction['use']): AbilityAction {
  return { when: 'play', available: (G, ctx, seat) => options(G, ctx, seat).length > 0, options, use };
}

/** Gold Rush's own rules for every player (§G4): its three phase-2 actions, and the end of a turn a Gold Rush card was bought in. */
export const GOLD_RULES: Hooks = {
  actions: {
    buyEquipment: phaseTwo(purchases, (context, seat, [card, ...rest]) => {
      const { G, ctx } = context;
      if (!isEquipmentId(card) || !marketOf(G).includes(card)) return false;
      const way = wayFrom(waysFor(G, ctx, seat, card), rest);
      const price = buyPrice(G, seat, card);
      if (!way || !payNuggets(G, seat, price, 'bought')) return false;
      if (price < priceOf(card)) G.turn = { ...G.turn, discounted: true };
      record(G, { kind: 'bought', seat, card: equipmentKeyOf(card), cost: price, ...(equipmentCard(card).border === 'black' && way.target ? { on: way.target } : {}) });
      applyEquipment(context, seat, card, MARKET, way);
      refillMarket(context);
      return true;
    }),
    removeEquipment: phaseTwo(removals, ({ G }, seat, [target, card]) => {
      if (typeof target !== 'string' || target === seat || !isAlive(G, target) || !isEquipmentId(card) || !gearIn(G, target).includes(card)) return false;
      if (!payNuggets(G, seat, priceOf(card) + 1, 'removed')) return false;
      loseGear(G, target, card, 'removed', seat);
      return true;
    }),
    sellBeer: phaseTwo(
      (G, _ctx, seat) => sellable(G, seat).map((card) => [card]),
      (context, seat, [card]) => {
        const { G } = context;
        if (typeof card !== 'string' || !sellable(G, seat).includes(card)) return false;
        moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
        record(G, { kind: 'sold', seat, card: 'beer' });
        gainNuggets(G, seat, 1, 'beer');
        // Still a Beer played: Miss Susanna counts it, Madam Yto draws (FAQ).
        countPlayed(G);
        beerPlayed(context, seat);
        return true;
      },
    ),
  },
  turnEndSteps: (G, seat) => (G.turn.rush ? [{ kind: 'effect', seat, rule: 'gold_rush_card' }] : []),
  effects: {
    gold_rush_card: ({ G }, seat) => {
      healWith(G, seat, G.players[seat]!.maxLife);
      grantExtraTurn(G);
    },
  },
};

/** Pays `amount` nuggets for `then`, in the player's own phase 2 (Gold Pan). */
const paidDraw: AbilityAction = {
  when: 'play',
  perTurn: 2,
  available: (G, _ctx, seat) => nuggetsOf(G, seat) >= 1,
  options: (G, _ctx, seat) => (nuggetsOf(G, seat) >= 1 ? [[]] : []),
  use: (context, seat) => {
    if (!payNuggets(context.G, seat, 1, 'equipment')) return false;
    drawCards(context, seat, 1);
    return true;
  },
};

/** Whether Rucksack may be used now: 2 nuggets and a life to gain, in his own phase 2 or on a lethal hit (ruling §G6 Rucksack). */
function rucksackReady(G: BangState, seat: Seat): boolean {
  const player = G.players[seat]!;
  if (nuggetsOf(G, seat) < 2 || player.life >= player.maxLife) return false;
  // At 0 or less only while his lethal hit is being settled: the Beer window (asked before it opens too).
  if (player.life <= 0) return true;
  return G.turn.seat === seat && G.turn.phase === 'play' && windows.top(G) === undefined;
}

/** Black equipment while it lies in front of a player (§G6 Black). */
export const GEAR: Partial<Record<EquipmentKey, Hooks>> = {
  // Apache Kid's ability as a card (FAQ: never in a Duel, which asks nobody's immunity).
  calumet: { immuneTo: (_G, _self, _source, suits) => suits.every((suit) => suit === 'diamonds') },
  // Ruling (this module): a higher limit (Sean Mallory's 10) stays.
  gun_belt: { handLimit: (_G, _seat, limit) => Math.max(limit, 8) },
  // Lucky Duke's ability as a card; with his, three cards (ruling (this module)).
  horseshoe: { checkCards: (_G, _seat, count) => count + 1 },
  // One more card at the end of phase 1, however it was drawn (ruling (this module) §G6 Pickaxe).
  pickaxe: {
    turnStart: (_G, seat) => [{ at: 'afterDraw', step: { kind: 'effect', seat, rule: 'pickaxe' } }],
    effects: {
      pickaxe: (context, seat) => {
        if (!context.G.turn.noPhaseOne) drawCards(context, seat, 1);
      },
    },
  },
  // Whoever eliminates its player draws 2 cards and takes a nugget, on top of the usual rewards (FAQ).
  wanted: {
    rewardsKiller: (context, dead, killer) => {
      record(context.G, { kind: 'wanted', seat: killer, from: dead });
      drawCards(context, killer, 2);
      gainNuggets(context.G, killer, 1, 'equipment');
    },
  },
  gold_pan: { actions: { goldPan: paidDraw } },
  // One card per life point lost, only once he has survived the hit (as Bart Cassidy).
  boots: { whenHit: (context, hit) => void drawCards(context, hit.target, hit.amount) },
  // A nugget from the heap per life point lost, whatever the cause, once he has survived the hit.
  lucky_charm: { whenHit: (context, hit) => gainNuggets(context.G, hit.target, hit.amount, 'equipment') },
  rucksack: {
    actions: {
      rucksack: {
        when: 'any',
        available: (G, _ctx, seat) => rucksackReady(G, seat),
        options: (G, _ctx, seat) => (rucksackReady(G, seat) ? [[]] : []),
        use: ({ G }, seat) => {
          if (!rucksackReady(G, seat) || !payNuggets(G, seat, 2, 'equipment')) return false;
          healWith(G, seat, 1);
          return true;
        },
      },
    },
  },
};
