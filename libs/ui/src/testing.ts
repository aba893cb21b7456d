/**
 * @packageDocumentation
 * Helpers for boards' stories and tests: the props boardgame.io's React client gives a board,
 * built from a real match state as a seat receives it.
 */

export { withLocale } from './lib/with-locale';
export { withFrame, FRAMES, type FrameName } from './lib/with-frame';
export { layoutProblems, tableCoverProblems } from './lib/layout-check';
export { walkGenericBoard, recordingMoves, type BoardWalk, type MadeMove } from './lib/generic-board-walk';
export { boardStateProblems, type BoardStates, type BoardStatesOptions } from './lib/board-states';
export { boardPropsFor } from './lib/board-props';
export { walkMatchOnGenericBoard, spectatorBoardProblems, moveNamesOf, type MatchWalk, type MatchWalkOptions } from './lib/generic-board-match';
