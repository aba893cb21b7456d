import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { Logger } from 'pino';
import { clientEvents, type GameModule } from '@parlor/game-kit';
import type { TableReport } from './table';

/** What a process broadcasts about a match (boardgame.io's transport data), tagged with its sender. */
export interface Published {
  /** The process that published it, to know when another process changed a match. */
  from: string;
  payload: { type: string; args: unknown[] };
  /**
   * For an update or patch: the match's table, when the move changed what its clients see of
   * it (a new turn's clock). It goes to each socket as the message's last argument, where it
   * used to follow as a `parlor:table` message of its own: one socket write a move, not two.
   */
  table?: TableReport;
  /** For matchData: the seats' version (see ParlorStorage.setConnection), so an older report never replaces a newer. */
  version?: number;
}

export type Payload = Published['payload'];
type Filter = (playerID: string | null, payload: Payload) => Payload;
type ProcessedGame = Game & {
  flow: {
    moveNames: string[];
    isPlayerActive: (G: unknown, ctx: unknown, playerID: string) => boolean;
    getMove: (ctx: unknown, name: string, playerID: string) => unknown;
  };
};

/** One game's rules as the server runs them. */
export interface GameRuntime {
  game: ProcessedGame;
  reducer: (state: State, action: unknown) => State & { transients?: unknown };
  /** boardgame.io's view of a message for one seat (`null`: a spectator). */
  filter: Filter;
  moveNames: Set<string>;
  events: Set<string>;
  log: Logger;
  /** The module's public history, stored with each action's log entry. */
  history: GameModule['history'];
}

/**
 * A game module's rules, processed once: the reducer, the views and the message checks share
 * them, where boardgame.io's Master would process the game again for every match.
 */
export function gameRuntime(module: GameModule, logger: Logger): GameRuntime {
  const game = ProcessGameConfig(module.game) as ProcessedGame;
  return {
    game,
    reducer: CreateGameReducer({ game }) as GameRuntime['reducer'],
    filter: getFilterPlayerView(game) as unknown as Filter,
    moveNames: new Set(game.flow.moveNames),
    events: new Set(clientEvents(module.game)),
    log: logger.child({ game: game.name }),
    history: module.history as GameModule['history'],
  };
}

/** The whole state an update or patch brings, as published (before any seat's view). */
export function stateOf(payload: Payload): State {
  return payload.args[payload.type === 'patch' ? 3 : 1] as State;
}

/** The state id an update or patch (as published, before any view) brings. */
export function stateIDOf(payload: Payload): number {
  return stateOf(payload)._stateID;
}
