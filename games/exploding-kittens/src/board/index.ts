/**
 * @packageDocumentation
 * Exploding Kittens: the board entry of the game module (`@parlor/exploding-kittens/board`).
 */
export { ExplodingKittensBoard as Board, NOPE_SECONDS } from './board';
export { locales } from '../locales';
