/**
 * @packageDocumentation
 * Shared React components for Parlor's game boards and apps, with their own text in English
 * and Traditional Chinese (the i18next namespace `ui`). Import `@parlor/ui` once and its
 * stylesheet comes along.
 */
export { Card, type CardProps, type CardSize } from './lib/card';
export { Art } from './lib/art';
export { CardHelpProvider, useCardHelp, useHelpTrigger, LONG_PRESS_MS, type CardHelpContent, type HelpTriggerProps } from './lib/card-help';
export { RoundTable, seatSides, tableDensity, type RoundTableSeat, type SeatSides, type SeatMetrics } from './lib/round-table';
export { TableSeat, type TableSeatProps, type SeatStatus } from './lib/table-seat';
export { TableInfoProvider, useTableInfo, useSeatInfo, useMyClock, type TableInfo, type SeatInfo, type DecisionClock } from './lib/table-info';
export { BoardLayout, BoardAside, AsideHostProvider, AsideTarget, useAsideSlots, type AsideSlot } from './lib/board-layout';
export { ClockBar, ClockText, URGENT_SECONDS } from './lib/clock';
export { Meter, useChange, CHANGE_MS } from './lib/meter';
export { readerNames, readerNamesFor, seatNames, useReaderNames, useSeatNames, type ReaderNames, type NamedSeat, type Mention, type SeatMention, type ListOptions } from './lib/reader-names';
export { spaceHan, hanSpacing } from './lib/cjk-spacing';
export { Hand } from './lib/hand';
export { Pile } from './lib/pile';
export { GameLog, type LogLine } from './lib/game-log';
export { Dock, type DockProps } from './lib/dock';
export { CardMotion, GLIDE_MS, APPEAR_MS } from './lib/card-motion';
export { ProblemPanel, type ProblemPanelProps } from './lib/problem-panel';
export { formatClock, useSecondsUntil } from './lib/countdown';
export { ResponsePrompt, type ResponsePromptProps } from './lib/response-prompt';
export { ChoiceDialog, type Choice, type ChoiceDialogProps } from './lib/choice-dialog';
export { GameTile, GameCover, type GameTileProps } from './lib/game-tile';
export { GameFilter, type GameFilterProps } from './lib/game-filter';
export { MatchSeats, type MatchSeatsProps, type LobbySeat, type SeatClock } from './lib/match-seats';
export { ConnectionBanner } from './lib/connection-banner';
export { ChatPanel, type ChatPanelProps, type ChatLine } from './lib/chat-panel';
export {
  ReplayControls,
  useReplayPlayback,
  turnAt,
  previousTurnStart,
  nextTurnStart,
  REPLAY_SPEEDS,
  REPLAY_MOVE_MS,
  type ReplayControlsProps,
  type ReplayTurn,
  type ReplayView,
} from './lib/replay-controls';
export { MatchHistory, formatDuration, formatWhen, type MatchHistoryProps, type HistoryEntry, type HistoryPlayer, type LinkComponent } from './lib/match-history';
export { createI18n, uiLocales, UI_NAMESPACE } from './lib/i18n';
export { GenericBoard, genericBoard, humanise, type GenericBoardProps, type GenericBoardParts, type GenericSeatParts, type GenericCentreParts } from './lib/generic-board';
export { moveOptions, offer, stepKey, type MoveOption, type Control, type Offer } from './lib/generic-board-choices';
