/**
 * @packageDocumentation
 * Turn structure shared by Parlor games, on boardgame.io stages and `setActivePlayers`:
 *
 * - response windows for out-of-turn answers: a queue (a single target, each other player in
 *   order, a queue of pending choices), a duel (two seats alternating) and an open window
 *   (anyone, any number of times, until everyone passes: a Nope chain). Windows nest.
 * - a simultaneous window: every listed seat answers once, in any order, all at the same time.
 * - turn orders that skip eliminated seats or run counterclockwise, and the plan of a planning
 *   phase (clockwise or counterclockwise turns, several actions in a row) to play as a queue
 *   window before a resolution phase.
 * - a match of rounds: points scored per round, the end at a number of points or rounds with
 *   a tie rule, and who starts the next round.
 */
export {
  type Seat,
  type WindowContext,
  type QueueItem,
  type ChainLink,
  type ClosedBy,
  type QueueWindow,
  type DuelWindow,
  type OpenWindow,
  type SimultaneousWindow,
  type Window,
  type WindowSpec,
  type WindowKind,
  type WindowOf,
  type TagSpec,
  type SpecFor,
  type WindowsState,
  type WindowHandler,
  type Windows,
  createWindows,
  copyWindows,
  defineWindows,
  responseMove,
} from './lib/windows';
export {
  type Direction,
  type SeatsInOrderOptions,
  type PlanningTurn,
  type PlannedAction,
  type PlanTurnsOptions,
  seatsInOrder,
  nextSeat,
  skippingTurnOrder,
  planTurns,
} from './lib/order';
export { type ActiveSeats, type StandingStageConfig, type StandingStage, defineStandingStage } from './lib/standing';
export {
  type MatchGoal,
  type TieRule,
  type Best,
  type SeatShuffler,
  type RoundSummary,
  type FirstPlayerRule,
  type RoundsOptions,
  type PlayedRound,
  type RoundsState,
  type RoundEnd,
  type EndRoundContext,
  type Rounds,
  defineRounds,
} from './lib/rounds';
