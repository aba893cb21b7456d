/**
 * @packageDocumentation
 * Turn structure shared by Parlor games, on boardgame.io stages and `setActivePlayers`:
 *
 * - response windows for out-of-turn answers: a queue (a single target, each other player in
 *   order, a queue of pending choices), a duel (two seats alternating) and an open window
 *   (anyone, any number of times, until everyone passes: a Nope chain). Windows nest.
 * - turn orders that skip eliminated seats or run counterclockwise, and scheduled planning
 *   phases followed by a resolution phase.
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
  inOrder,
} from './lib/windows';
export {
  type Direction,
  type SeatsInOrderOptions,
  type ScheduleEntry,
  type Schedule,
  seatsInOrder,
  nextSeat,
  skippingTurnOrder,
  createSchedule,
  currentEntry,
  scheduleTurnOrder,
  advanceSchedule,
} from './lib/order';
export { type ActiveSeats, type StandingStageConfig, type StandingStage, defineStandingStage } from './lib/standing';
