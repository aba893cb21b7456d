/**
 * @packageDocumentation
 * Exploding Kittens (Party Pack, 2-10 players): the rules entry of the game module. Pure
 * TypeScript: no React, DOM or server code. It exports the module contract (the game, its
 * manifest, the invariants and secrets its playouts check) and what the board reads of the
 * rules; everything else stays in src/lib.
 */
export { game } from './lib/game';
export { manifest } from './manifest';
export { invariants, secrets, viewChecks } from './lib/checks';
export { legalMoves, type LegalMove } from './lib/legal';
export { windows } from './lib/windows';
export { autoMoves, NOPE_SECONDS } from './lib/auto-moves';
export { bot, timeoutMove, winners } from './lib/bot';
export { standings } from './lib/standings';
export { history, historyInOrder } from './lib/turns';
export { awaited } from './lib/awaited';
export { table } from './lib/table';
export { comboType, playedKinds, SINGLE_PLAYS } from './lib/plays';
export { kindOf, categoryOf, NAMEABLE_KINDS, type CardKind } from './lib/cards';
export type { ExplodingKittensState, ExplodingKittensResult, PendingPlay, HistoryEntry } from './lib/state';
