/**
 * @packageDocumentation
 * Exploding Kittens (Party Pack, 2-10 players): the rules entry of the game module. Pure
 * TypeScript: no React, DOM or server code.
 */
export { game } from './lib/game';
export { manifest } from './manifest';
export { invariants, secrets } from './lib/checks';
export { visibility } from './lib/visibility';
export { legalMoves, type LegalMove } from './lib/legal';
export { windows } from './lib/windows';
export { historyInOrder, HISTORY_LENGTH } from './lib/turns';
export { comboType, isPlayableAlone, SINGLE_PLAYS, FUTURE_SIZE, type PlayableKind } from './lib/plays';
export {
  cards,
  CARD_TYPES,
  CARD_KINDS,
  NAMEABLE_KINDS,
  KITTENS,
  kindOf,
  categoryOf,
  deckFor,
  matchCards,
  printingFor,
  type Card,
  type CardKind,
  type CardCategory,
  type CardType,
} from './lib/cards';
export type {
  ExplodingKittensState,
  ExplodingKittensResult,
  PendingPlay,
  HistoryEntry,
  Notice,
  Options,
  Seat,
} from './lib/state';
