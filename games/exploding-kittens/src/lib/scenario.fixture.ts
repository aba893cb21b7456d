// Building the GIVEN of a scenario (SCENARIOS.md): seat 0 plays first, and cards are moved
// into place from wherever they are, so every card stays in exactly one zone.
import type { Ctx, Game } from 'boardgame.io';
import type { CardId, Zones } from '@parlor/deck';
import { createMatch, createServerMatch, placeCards, takeCards, type Match, type ServerMatch } from '@parlor/game-kit/testing';
import { kindOf, type CardKind } from './cards';
import { game } from './game';
import type { ExplodingKittensState } from './state';
import { syncProblems, viewersOf } from './views.fixture';
import { windows } from './windows';

export type Arranger = (G: ExplodingKittensState, ctx: Ctx) => void;

/**
 * A match of `numPlayers` in which seat 0 plays first, arranged by `arrange`. Every state it
 * reaches is checked as every seat and a spectator would receive it on a sync (G and the whole
 * log): a move that lets a hidden card or a secret argument reach anyone throws.
 */
export function given(numPlayers: number, arrange: Arranger = () => undefined, setupData?: unknown): Match<ExplodingKittensState> {
  const match = createMatch({
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
  const checkViews = () => {
    const problems = viewersOf(numPlayers).flatMap((viewer) => syncProblems(match.state, match.log, viewer));
    if (problems.length > 0) throw new Error(`hidden information leaks:\n${problems.slice(0, 5).join('\n')}`);
  };
  checkViews();
  const { move, attempt } = match;
  match.move = (...args) => {
    move(...args);
    checkViews();
  };
  match.attempt = (...args) => {
    const outcome = attempt(...args);
    if (outcome.ok) checkViews();
    return outcome;
  };
  return match;
}

/**
 * The same GIVEN behind boardgame.io's server-side Master, for answers sent at the same time:
 * seat 0 plays first, and `arrange` changes G as setup made it (not ctx).
 */
export function givenOnServer(numPlayers: number, arrange: (G: ExplodingKittensState) => void): ServerMatch<ExplodingKittensState> {
  const arranged: Game<ExplodingKittensState> = {
    ...game,
    setup: (context, setupData) => {
      const G = structuredClone(game.setup!(context, setupData));
      G.firstPlayer = '0';
      arrange(G);
      return G;
    },
  };
  return createServerMatch({ game: arranged, numPlayers, seed: `server-${numPlayers}` });
}

/** `count` cards of a title that are in the match, taken from the draw pile first, then anywhere. */
export function take(G: ExplodingKittensState, kind: CardKind, count = 1): CardId[] {
  return takeCards(G.zones, kind, count, { kindOf, from: ['draw'] });
}

/** Moves cards from wherever they are to `zone`, in the given order, on top (or at the bottom). */
export function put(zones: Zones, zone: string, cards: CardId[], at: 'top' | 'bottom' = 'top'): void {
  placeCards(zones, [{ zone, cards, named: 'id', at }], { kindOf });
}

/** Makes a seat's hand exactly `cards` (its other cards go to the bottom of the draw pile). */
export function hand(G: ExplodingKittensState, seat: string, cards: CardId[]): void {
  placeCards(G.zones, [{ zone: `hand:${seat}`, cards, named: 'id', only: true }], { kindOf, rest: 'draw' });
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

/** The titles of a seat's hand, sorted: what a hand holds, whichever copies. */
export const handTitles = (G: ExplodingKittensState, seat: string) => kinds(G.zones[`hand:${seat}`]!).sort();
