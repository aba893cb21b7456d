/**
 * @packageDocumentation
 * The load driver: bot matches over socket.io against Parlor's server and a stock
 * boardgame.io server, measuring moves/s, round trips, server CPU and memory.
 */
export { runLoad, formatLoad, checkLoadOptions, LOAD_LIMITS, type LoadOptions, type LoadReport, type Target } from './lib/run';
export { MatchBots, CreationLimitError } from './lib/bots';
