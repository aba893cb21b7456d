/**
 * @packageDocumentation
 * BANG!: the rules entry of the game module (pure TypeScript, no UI). The base game for 4-7
 * players; the expansions plug into the same engine (cards, abilities and steps keyed by id).
 */
export { game } from './lib/game';
export { manifest } from './manifest';
export { legalMoves, type LegalMove } from './lib/legal';
export { visibility } from './lib/visibility';
export { invariants, secrets } from './lib/checks';
export { windows, type Windows } from './lib/windows';
export { CARD_RULES, bangAllowance, playedAs, answersAsBang, answersAsMissed, type PlayArgs, type Targeting, type Refusal } from './lib/card-rules';
export { distance } from './lib/distance';
export { rangeOf, weaponOf, inPlay } from './lib/equipment';
export { handLimit, inPhaseTwo } from './lib/moves';
export { livingSeats } from './lib/seats';
export { CARDS, card, deckFor, keyOf, type CardData, type CardKey, type Suit, type Rank } from './lib/cards';
export { CHARACTERS, character, type CharacterKey } from './lib/characters';
export { rolesFor, type Role } from './lib/roles';
export type { BangState, BangResult, HistoryEntry, Player, Seat, Step, Shot, Hit } from './lib/state';
