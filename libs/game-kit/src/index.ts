/**
 * @packageDocumentation
 * The contract every Parlor game module meets: a boardgame.io game plus a manifest the lobby
 * reads without loading the game. Test helpers live in `@parlor/game-kit/testing`.
 */
export {
  LOCALES,
  type Locale,
  type LocalizedText,
  type SetupChoice,
  type SetupOption,
  type SetupValues,
  type GameManifest,
  type TimeControl,
  type TimedControl,
  type TimeControls,
  TIME_CONTROLS,
  DEFAULT_TIME_CONTROLS,
  timeControlsOf,
  defineManifest,
} from './lib/manifest';
export { type IconData, type GameCover } from './lib/art';
export { type BotMove, type BotPolicy, type BotView, botOf, decide, defaultBot, movesFromView, seatView } from './lib/bot';
export {
  type SetupResult,
  checkManifest,
  setupSchema,
  parseSetupData,
  resolveSetupData,
  validateSetupWith,
} from './lib/manifest-schema';
export {
  type AutoMove,
  type GameModule,
  type Invariant,
  type ReceivedView,
  type ViewCheck,
  NO_CLIENT_EVENTS,
  clientEvents,
  checkGameModule,
} from './lib/module';
export { type Standing, standingsProblems, rankedByScore } from './lib/standings';
export { withPlainState, copyJson } from './lib/plain-state';
export { awaitedSeats, turnHolder } from './lib/awaited';
export {
  type TableState,
  type TableText,
  type TextValue,
  type TableCard,
  type TablePile,
  type SeatCounter,
  type TableCounter,
  type TableSeatStatus,
  type TableMove,
  type MoveStep,
  type MoveDescription,
  type TableDeclaration,
  isHiddenCard,
  zoneOwner,
  tableZones,
  seatZones,
  isZoneOfKind,
  inferMoveSteps,
  describeTableMove,
  checkTableDeclaration,
} from './lib/table';
export { type Numbered, type HistoryMetadata, addedHistory, completeHistory } from './lib/history';
export {
  type ReplaySource,
  type ReplayStep,
  type RebuiltMatch,
  type ReplayRules,
  type ViewedStep,
  replayRules,
  rebuildMatch,
  viewStep,
} from './lib/replay';
