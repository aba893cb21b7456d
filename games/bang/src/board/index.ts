/**
 * @packageDocumentation
 * BANG!: the board entry of the game module (`@parlor/bang/board`).
 */
export { BangBoard as Board } from './board';
export { locales } from '../locales';
