/**
 * @packageDocumentation
 * The headless simulator: plays random matches of registered games with the playout driver,
 * checks their invariants, and measures matches/s and moves/s.
 */
export { type SimulateOptions, type SimulationReport, simulate, formatReport, matchSeed } from './lib/simulate';
export { run, usage } from './lib/run';
export { type BotMatchOptions, type BotReport, type Rate, botMatches, formatBotReport, seededRandom, wilson, winnersOf } from './lib/bot-matches';
export { frameworkBaseline, formatBaseline, baselineModule, BASELINE_MOVES_PER_MATCH } from './lib/baseline';
export { type MessageCosts, messageCosts, formatMessageCosts } from './lib/message-costs';
