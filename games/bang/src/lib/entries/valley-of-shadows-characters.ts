// The Valley of Shadows' characters (VALLEY-OF-SHADOWS.md §6 Characters (8)) whose abilities change
// phase 1 or act on another's play: Der Spot-Burst Ringer, Evelyn Shebang, Lemonade Jim, Tuco
// Franziskaner. Those that answer or shoot back (Black Flower, Colorado Bill, Henry Block, Mick
// Defender) are in valley-of-shadows-gunmen.ts.
import type { Ctx } from 'boardgame.io';
import { moveCard, type CardId } from '@parlor/deck';
import { card as cardData, keyOf } from '../cards';
import type { CharacterKey } from '../characters';
import { settleEmptyHands } from '../engine/actions';
import type { Hooks } from '../engine/hooks';
import { countPlayed, countsAsBang, playedAs, reachCheck, shootEveryone, shotOf } from '../engine/plays';
import { hooksFor } from '../engine/registry';
import { drawFromDeck, healWith, offerChoice, pushFirst } from '../engine/steps';
import { record } from '../history';
import { handOf, inPlayOf, othersInOrder } from '../seats';
import type { BangState, Seat } from '../state';

/**
 * Whether Der Spot-Burst Ringer may play this hand card as a Gatling now: a BANG! card (also one an
 * entry lets him play as one: Calamity Janet's Missed!, a LeMat), unless what forbids playing that
 * card as a Gatling forbids it (The Sermon: a BANG! card on his own turn; Handcuffs: its suit).
 */
function spotsCard(G: BangState, seat: Seat, card: CardId): boolean {
  if (playedAs(G, seat, card) !== 'bang' && !countsAsBang(G, seat, card)) return false;
  return hooksFor(G, seat).every((hooks) => hooks.refuses?.(G, seat, card, 'gatling', {}, 'hand') === undefined);
}

/** The players Evelyn Shebang can shoot: the others within her reach. */
const evelynTargets = (G: BangState, ctx: Ctx, seat: Seat) => othersInOrder(G, ctx, seat).filter((other) => reachCheck(G, ctx, seat, other, undefined) === undefined);

/** Her phase 1 as she declared it: the cards it gives her (`count`), how many she skips, and whom she has chosen to shoot so far. */
interface EvelynPlan {
  count: number;
  skip: number;
  chosen: Seat[];
}

/** Whether Lemonade Jim would gain from his ability now: a card to discard and a life to regain (a Ghost regains none). */
const jimMayHeal = (G: BangState, seat: Seat) => {
  const player = G.players[seat]!;
  return G.zones[handOf(seat)]!.length > 0 && player.life < player.maxLife && player.ghosted !== true && player.shadow !== true;
};

/** Their abilities, keyed by character. */
export const VALLEY_OF_SHADOWS_ABILITIES: Partial<Record<CharacterKey, Hooks>> = {
  // Once in his turn, a BANG! card played as a Gatling, beside his BANG! allowance. It is a
  // Gatling for every purpose: not a BANG! card (no Aim, Bounty, Shotgun), and it can be escaped
  // (§6, ruling VS-25).
  der_spot_burst_ringer: {
    actions: {
      bangAsGatling: {
        when: 'play',
        perTurn: 1,
        available: (G, _ctx, seat) => G.zones[handOf(seat)]!.some((card) => spotsCard(G, seat, card)),
        options: (G, _ctx, seat) => G.zones[handOf(seat)]!.filter((card) => spotsCard(G, seat, card)).map((card) => [card]),
        use: (context, seat, args) => {
          const { G } = context;
          const [card] = args;
          if (args.length !== 1 || typeof card !== 'string' || !G.zones[handOf(seat)]!.includes(card) || !spotsCard(G, seat, card)) return false;
          // Played as any card is: discarded, named, then what acts before and after a play acts.
          moveCard(G.zones, card, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'played', seat, card: keyOf(card), as: 'gatling' });
          settleEmptyHands(context);
          for (const hooks of hooksFor(G, seat)) hooks.beforePlay?.(context, seat, card, 'gatling', {});
          shootEveryone(context, seat, 'gatling', card, { escapable: true });
          countPlayed(G);
          for (const hooks of hooksFor(G, seat)) hooks.afterPlay?.(context, seat, card, 'gatling', {});
          return true;
        },
      },
    },
  },

  // In phase 1, before drawing, she declares how many of its cards she skips, then shoots a BANG!
  // effect (not a BANG! card) at a different player within reach for each, then draws the rest
  // (§6). At most what phase 1 gives her under the event in effect, Train Arrival's extra card
  // drawn anyway (ruling VS-26), and no more than there are players to shoot.
  evelyn_shebang: {
    drawPhase: (context, seat, count, looked) => {
      const { G, ctx } = context;
      const most = Math.min(count, looked, evelynTargets(G, ctx, seat).length);
      if (most < 1) return drawFromDeck(context, seat, count);
      offerChoice(context, seat, 'evelyn_shebang', { count, most });
    },
    choices: {
      // How many cards she skips: '0' up to the most she may.
      evelyn_shebang: {
        options: (_G, _ctx, _seat, data) => Array.from({ length: (data as { most: number }).most + 1 }, (_, skip) => String(skip)),
        resolve: (context, seat, option, data) => {
          const { count } = data as { count: number };
          const skip = Number(option);
          if (skip === 0) return drawFromDeck(context, seat, count);
          offerChoice(context, seat, 'evelyn_shebang_target', { count, skip, chosen: [] } satisfies EvelynPlan);
        },
      },
      // Whom she shoots next: another player within reach she has not chosen yet.
      evelyn_shebang_target: {
        options: (G, ctx, seat, data) => evelynTargets(G, ctx, seat).filter((other) => !(data as EvelynPlan).chosen.includes(other)),
        resolve: (context, seat, target, data) => {
          const { G } = context;
          const plan = data as EvelynPlan;
          const chosen = [...plan.chosen, target];
          if (chosen.length < plan.skip) return offerChoice(context, seat, 'evelyn_shebang_target', { ...plan, chosen });
          for (const other of chosen) record(G, { kind: 'ability', seat, character: 'evelyn_shebang', target: other });
          // Her shots come before anything else still pending at the start of her turn, and her draw
          // after them; what is left of her phase 1 waits in the turn's record of her ability.
          G.turn = { ...G.turn, uses: { ...G.turn.uses, evelyn_shebang: plan.count - plan.skip } };
          pushFirst(G, ...chosen.map((other) => ({ kind: 'shot' as const, shot: shotOf(G, seat, other, 'evelyn_shebang', []) })), { kind: 'effect', seat, rule: 'evelyn_shebang' });
        },
      },
    },
    effects: { evelyn_shebang: (context, seat) => drawFromDeck(context, seat, context.G.turn.uses.evelyn_shebang ?? 0) },
  },

  // Whenever another player plays a Beer (a lethal-hit Beer, one that heals nothing too), he may
  // discard a hand card to regain 1 life; not a Beer, so it heals with two players left too
  // (§6, ruling VS-28). Offered once what the Beer was played for is settled.
  lemonade_jim: {
    whenBeerPlayed: ({ G }, self, drinker) => {
      if (drinker !== self && jimMayHeal(G, self)) pushFirst(G, { kind: 'effect', seat: self, rule: 'lemonade_jim', source: drinker });
    },
    effects: {
      // The drinker rides along for the prompt ("Seat 2 drank a Beer").
      lemonade_jim: (context, seat, { source }) => {
        if (jimMayHeal(context.G, seat)) offerChoice(context, seat, 'lemonade_jim', { by: source! });
      },
    },
    choices: {
      // 'pass', or the hand card he discards for a life.
      lemonade_jim: {
        options: (G, _ctx, seat) => ['pass', ...G.zones[handOf(seat)]!],
        resolve: ({ G }, seat, option) => {
          if (option === 'pass') return;
          moveCard(G.zones, option, { from: handOf(seat), to: 'discard' });
          record(G, { kind: 'discarded', seat, card: keyOf(option), reason: 'ability' });
          healWith(G, seat, 1);
        },
      },
    },
  },

  // Two more cards in phase 1 while no blue card is in play in front of him, a Jail or a
  // Rattlesnake included; green cards are not blue (§6, ruling VS-30). Asked as phase 1 starts,
  // once a Jail he escaped is discarded.
  tuco_franziskaner: {
    drawCount: (G, seat, count) => (G.zones[inPlayOf(seat)]!.some((card) => cardData(card).color === 'blue') ? count : count + 2),
  },
};
