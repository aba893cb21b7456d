/**
 * @packageDocumentation
 * Colt Express: the rules entry of the game module (pure TypeScript, no UI).
 */
export { game, legalMoves } from './lib/game';
export { manifest } from './manifest';
export { cards, handValue, type Card } from './lib/cards';
export { visibility } from './lib/visibility';
export { invariants, secrets } from './lib/checks';
export type { ColtExpressState, ColtExpressResult } from './lib/state';
