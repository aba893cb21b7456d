// Building the GIVEN of a scenario (SCENARIOS.md): seat 0 plays first, and cards are moved
// into place from wherever they are, so every card stays in exactly one zone.
import type { Ctx } from 'boardgame.io';
import { findCard, moveCard, type CardId, type Zones } from '@parlor/deck';
import { createMatch, type Match } from '@parlor/game-kit/testing';
import { kindOf, type CardKind } from './cards';
import { game } from './game';
import type { ExplodingKittensState } from './state';
import { windows } from './windows';

export type Arranger = (G: ExplodingKittensState, ctx: Ctx) => void;

/** A match of `numPlayers` in which seat 0 plays first, arranged by `arrange`. */
export function given(numPlayers: number, arrange: Arranger = () => undefined, setupData?: unknown): Match<ExplodingKittensState> {
  return createMatch({
    game,
    numPlayers,
    setupData,
    seed: `scenario-${numPlayers}`,
    arrange: ({ G, ctx }) => {
      ctx.currentPlayer = '0';
      ctx.playOrderPos = 0;
      G.firstPlayer = '0';
      arrange(G, ctx);
    },
  });
}

/** `count` cards of a title that are in the match, taken from the draw pile first, then anywhere. */
export function take(G: ExplodingKittensState, kind: CardKind, count = 1): CardId[] {
  const zones = ['draw', ...Object.keys(G.zones).filter((zone) => zone !== 'draw')];
  const found = zones.flatMap((zone) => G.zones[zone]!.filter((card) => kindOf(card) === kind));
  if (found.length < count) throw new Error(`only ${found.length} ${kind} in this match`);
  return found.slice(0, count);
}

/** Moves cards from wherever they are to `zone`, in the given order, on top (or at the bottom). */
export function put(zones: Zones, zone: string, cards: CardId[], at: 'top' | 'bottom' = 'top'): void {
  const placed = at === 'top' ? [...cards].reverse() : cards;
  for (const card of placed) moveCard(zones, card, { from: findCard(zones, card)!, to: zone, at });
}

/** Makes a seat's hand exactly `cards` (its other cards go to the bottom of the draw pile). */
export function hand(G: ExplodingKittensState, seat: string, cards: CardId[]): void {
  const keep = new Set(cards);
  put(G.zones, 'draw', G.zones[`hand:${seat}`]!.filter((card) => !keep.has(card)), 'bottom');
  put(G.zones, `hand:${seat}`, cards);
}

/** Makes the top of the draw pile exactly `cards`, first card on top. */
export function top(G: ExplodingKittensState, cards: CardId[]): void {
  put(G.zones, 'draw', cards);
}

/** Gives each listed seat's Nope cards to the bottom of the pile, so nobody but `holders` holds a Nope. */
export function noNopesExcept(G: ExplodingKittensState, holders: string[] = []): void {
  for (const zone of Object.keys(G.zones).filter((id) => id.startsWith('hand:') && !holders.includes(id.slice(5)))) {
    put(G.zones, 'draw', G.zones[zone]!.filter((card) => kindOf(card) === 'nope'), 'bottom');
  }
}

/** Every seat the Nope window still waits for passes: the pending play resolves. */
export function passAll(match: Match<ExplodingKittensState>): void {
  while (windows.top(match.G)?.tag === 'nope') {
    const [seat] = windows.awaiting(match.G);
    match.move(seat!, 'pass', windows.version(match.G));
  }
}

/** The current window version, quoted by every answer. */
export const version = (match: Match<ExplodingKittensState>) => windows.version(match.G);

/** The titles of a list of cards. */
export const kinds = (cards: readonly CardId[]) => cards.map(kindOf);
