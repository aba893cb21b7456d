/**
 * @packageDocumentation
 * BANG!: the rules entry of the game module (pure TypeScript, no UI). The base game and Dodge
 * City with The Bullet's characters, for 3-8 players; every card, character and event is an
 * entry keyed by id in the engine's hook points (src/lib/engine/hooks.ts, entries in src/lib/entries).
 * It exports the module contract (the game, its manifest, the invariants and secrets its
 * playouts check) and what the board reads of the rules; everything else stays in src/lib.
 */
export { game } from './lib/game';
export { manifest } from './manifest';
export { invariants, secrets, viewChecks } from './lib/checks';
export { legalMoves, type LegalMove } from './lib/legal';
export { awaited } from './lib/awaited';
export { history } from './lib/history';
export { chatClosed } from './lib/chat';
export { table } from './lib/table';
export { bot, timeoutMove, winners } from './lib/bot';
export { standings } from './lib/standings';
export { actionTargetsOf, pendingOf, targetsOf, targetsInPlayOf, referenceOf, type Pending, type TargetChoice } from './lib/board-view';
export { readyToUse } from './lib/engine/plays';
export { distance } from './lib/engine/distance';
export { seated } from './lib/seats';
export { rangeOf, inPlay } from './lib/engine/equipment';
export { checkGood } from './lib/engine/registry';
export { handLimit } from './lib/turn';
export { card, type CardKey, type Suit, type Rank } from './lib/cards';
export { character, type CharacterKey } from './lib/characters';
export type { Refusal } from './lib/engine/hooks';
export type { Role } from './lib/roles';
export type { BangState, BangResult, HistoryEntry, Seat } from './lib/state';
export { equipmentCard, equipmentKeyOf, isEquipmentId, type EquipmentKey } from './lib/gold-rush-cards';
export { buyPrice } from './lib/entries/gold-rush-equipment';
export { gearIn, EQUIPMENT_DECK, MARKET } from './lib/engine/gold';
