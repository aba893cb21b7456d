import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { GameManifest, GameModule, Locale } from '@parlor/game-kit';

/** A game's rules as the registry lists it: the manifest now, the rules when asked. */
export interface RulesEntry {
  manifest: GameManifest;
  /**
   * Whether the lobby lists it. A game still being built (`"parlor": { "listed": false }` in
   * its package.json) is hosted and tested like the others but left out of the lobby.
   */
  listed: boolean;
  /** Imports the rules entry (`@parlor/<id>`). */
  load: () => Promise<GameModule>;
}

/**
 * The board entry of a game module (`@parlor/<id>/board`): the React board, and the game's own
 * translations, which the web client registers as the i18next namespace `<id>`.
 */
export interface BoardModule {
  // Boards of different games take different state types; see GameModule.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<BoardProps<any>>;
  locales: Record<Locale, Record<string, unknown>>;
}

/** A game's board as the registry lists it, loaded only when a match opens. */
export interface BoardEntry {
  id: string;
  load: () => Promise<BoardModule>;
}
