import type { FnContext } from 'boardgame.io';
import { createZones, deal, shuffle, zoneId } from '@parlor/deck';
import { resolveSetupData } from '@parlor/game-kit';
import { manifest } from '../manifest';
import { createWindows } from '@parlor/turn-phases';
import { deckFor, KITTENS, kindOf } from './cards';
import type { ExplodingKittensState } from './state';
import { HISTORY_LENGTH } from './turns';

/** Cards dealt to each player on top of their Defuse (RULES.md §3). */
export const DEAL = 7;

/** Builds the match exactly in the order of RULES.md §3. */
export function setupMatch({ ctx, random }: Pick<FnContext, 'ctx' | 'random'>, setupData?: unknown): ExplodingKittensState {
  const options = resolveSetupData(manifest, setupData);
  const seats = ctx.playOrder;
  const hands = seats.map((seat) => zoneId('hand', seat));
  // 1-2. The deck for this player count, kittens aside; every Defuse taken out.
  const deck = deckFor(ctx.numPlayers);
  const defuses = deck.filter((card) => kindOf(card) === 'defuse');
  const zones = createZones(['discard', 'exploding', ...hands], {
    // The Defuses nobody receives go back into the deck before the deal.
    draw: [...deck.filter((card) => kindOf(card) !== 'defuse'), ...defuses.slice(seats.length)],
    box: KITTENS.slice(seats.length - 1),
  });
  seats.forEach((seat, i) => zones[zoneId('hand', seat)]!.push(defuses[i]!));
  // 3-4. Shuffle, deal seven each.
  shuffle(zones, 'draw', random);
  deal(zones, { from: 'draw', to: hands, count: DEAL });
  // 5-6. Players - 1 kittens shuffled into what is left: the draw pile.
  zones.draw!.push(...KITTENS.slice(0, seats.length - 1));
  shuffle(zones, 'draw', random);

  return {
    zones,
    options: { fiveDifferentCombo: options.fiveDifferentCombo === true },
    // 7. ruling: the first player is drawn at random.
    firstPlayer: seats[random.Die(seats.length) - 1]!,
    turnsLeft: 1,
    attacked: false,
    out: [],
    windows: createWindows(),
    known: [],
    notices: Object.fromEntries(seats.map((seat) => [seat, null])),
    history: Array.from({ length: HISTORY_LENGTH }, () => null),
    historyCount: 0,
  };
}
