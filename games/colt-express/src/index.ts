/**
 * @packageDocumentation
 * Colt Express: the rules entry of the game module (pure TypeScript, no UI).
 */
export { game } from './lib/game';
export { legalMoves, type LegalMove } from './lib/legal';
export { manifest } from './manifest';
export { fireTargets, punchTargets } from './lib/actions';
export { backOf, cardBack, cardInfo, type CardInfo } from './lib/cards';
export { actingSeats, pendingOptions, cardUp } from './lib/flow';
export { mayPlayFaceDown, inTunnel } from './lib/moves';
export { visibility } from './lib/visibility';
export { invariants, secrets, purseLeak } from './lib/checks';
export { score } from './lib/scoring';
export * from './lib/data';
export type * from './lib/state';
