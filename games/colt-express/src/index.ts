/**
 * @packageDocumentation
 * Colt Express: the rules entry of the game module (pure TypeScript, no UI). It gives the
 * server and the registry the game, its manifest and the checks playouts run; the board what
 * it shows and the choices it offers.
 */
export { game } from './lib/game';
export { manifest } from './manifest';
export { invariants, secrets, viewChecks } from './lib/checks';
export { legalMoves } from './lib/legal';
export { bot, timeoutMove, winners } from './lib/bot';
export { standings } from './lib/standings';
export { awaited, turnOf } from './lib/awaited';
export { history, HISTORY_LENGTH } from './lib/history';
export { table } from './lib/table';
export { answerVersion, pendingOptions, phaseOf, schemeTurn } from './lib/flow';
export { inTunnel, mayPlayFaceDown } from './lib/moves';
export { backOf, cardInfo } from './lib/cards';
export {
  ACTION_KINDS,
  BULLET_CARDS_PER_CHARACTER,
  CHARACTER_KEYS,
  GUNSLINGER_BONUS,
  HOSTAGE_RANSOM,
  JEWELS,
  ROUNDS,
  STRONGBOXES,
  character,
  type ActionKind,
} from './lib/data';
export type {
  ActionOption,
  Bandit,
  ColtExpressResult,
  ColtExpressState,
  HistoryEntry,
  HistoryEvent,
  Level,
  Loot,
  LootChoice,
  Place,
} from './lib/state';
