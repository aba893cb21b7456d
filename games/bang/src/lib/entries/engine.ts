// The engine's own "draw!" rule and choice, as an entry like any other: the Barrel's draw! against
// a shot (also Jourdonnais'), and which of several turned-over cards counts (Lucky Duke).
import { moveAll, moveCard } from '@parlor/deck';
import type { CheckRule, ChoiceRule, Hooks } from '../engine/hooks';
import { pushFirst, resolveCheck } from '../engine/steps';
import { record } from '../history';
import type { CheckStep } from '../state';

/** The engine's own "draw!" rules: the Barrel (and Jourdonnais) against a shot (RULES.md §9 Shots: BANG! and Missed!). */
const ENGINE_CHECKS: Record<string, CheckRule> = {
  barrel: {
    meets: (suit) => suit === 'hearts',
    good: true,
    outcome: (context, { seat, shot }, missed) => {
      if (missed) record(context.G, { kind: 'missed', seat, barrel: true });
      pushFirst(context.G, { kind: 'shot', shot: { ...shot!, misses: shot!.misses + (missed ? 1 : 0) } });
    },
  },
};

/** The engine's own choices: which of the cards turned over counts for a "draw!" (Lucky Duke). */
const ENGINE_CHOICES: Record<string, ChoiceRule> = {
  'draw-check': {
    options: (G) => G.zones.reveal!,
    resolve: (context, _seat, chosen, data) => {
      const { G } = context;
      moveAll(G.zones, 'reveal', 'discard');
      // The chosen card ends on top of the discard pile.
      moveCard(G.zones, chosen, { from: 'discard', to: 'discard', at: 'top' });
      resolveCheck(context, (data as { step: CheckStep }).step, chosen);
    },
  },
};

/** The engine's entry. */
export const ENGINE_RULES: Hooks = { checks: ENGINE_CHECKS, choices: ENGINE_CHOICES };
