/**
 * @packageDocumentation
 * Colt Express: the board entry of the game module (`@parlor/colt-express/board`).
 */
export { ColtExpressBoard as Board } from './board';
export { locales } from '../locales';
