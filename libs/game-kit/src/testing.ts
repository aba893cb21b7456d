/**
 * @packageDocumentation
 * Test helpers shared by every game's tests and by tools/simulate: scenario matches on
 * boardgame.io's reducer, matches behind its server-side Master, and a random-playout driver
 * that moves every active seat, checks invariants and hidden information after each step, and a
 * driver for matches with the game's bot in some seats; and the placing of cards named by kind
 * for a scenario's GIVEN, every card conserved.
 */
export { type Action, type Outcome, activeSeats, received, initialState, apply } from './lib/testing/reducer';
export { type MatchOptions, type Match, MoveRejected, createMatch } from './lib/testing/match';
export { type ServerMatch, createServerMatch } from './lib/testing/server-match';
export { type PlayoutOptions, type PlayoutResult, type PlayoutTiming, playout, choiceGenerator } from './lib/testing/playout';
export { type BotMatchOptions, playWithBots, seededRandom, sameMove } from './lib/testing/bot-match';
export { breathe } from './lib/testing/breathe';
export { compareLocales } from './lib/testing/locales';
export { type CardsInZone, type TakeOptions, type PlaceCardsOptions, NotEnoughCards, takeCards, placeCards } from './lib/testing/place-cards';
export type { Invariant, ReceivedView, ViewCheck } from './lib/module';
