import type { Numbered } from './history';
import type { Game, LogEntry, State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { BotMove, BotPolicy } from './bot';
import type { GameManifest } from './manifest';
import { checkManifest } from './manifest-schema';
import type { Standing } from './standings';
import { checkTableDeclaration, type TableDeclaration } from './table';

/**
 * The rules entry of a game module (`games/<id>/src/index.ts`, imported as `@parlor/<id>`):
 * pure TypeScript, no React, DOM or server code. Its board is a separate entry
 * (`@parlor/<id>/board`) that the web client loads only when a match opens.
 */
// `any` by default: the registry holds modules of different state types side by side, and
// Game<G> is not assignable to Game<unknown> (moves take G as a parameter).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameModule<G = any> {
  /** The boardgame.io game; `game.name === manifest.id`. */
  game: Game<G>;
  manifest: GameManifest;
  /**
   * What must hold after every step of any match (cards conserved, life within bounds...).
   * The game's playout tests and tools/simulate check them all.
   */
  invariants?: Invariant<G>[];
  /**
   * The strings a viewer (a seat, or `null` for a spectator) must never receive in a state:
   * usually `visibility.hiddenCards`. Playouts check every seat's received payload against it.
   * `previous` is the state before the step: a card that was face up then (a discard pile
   * just shuffled into the draw pile) may still be named by that step's log.
   */
  secrets?: (state: State<G>, viewer: string | null, previous?: State<G>) => ReadonlySet<string>;
  /**
   * Checks of what a viewer received that a list of forbidden strings cannot express: a role
   * or a purse value is a common word or number, so it is checked field by field against the
   * true state instead. Playouts and `simulate --views` run them for every seat and a
   * spectator after every step.
   */
  viewChecks?: ViewCheck<G>[];
  /**
   * The moves a seat's board makes by itself when a countdown runs out (Exploding Kittens'
   * pass in a Nope window), given the state: for each seat whose board would do so now, the
   * move, its arguments and the countdown. The server makes such a move for a seat none of
   * whose players is connected, once the countdown has passed, so a player who closed the tab
   * cannot hold up everyone else. Leave it out when no board acts by itself.
   */
  autoMoves?: (state: State<G>) => AutoMove[];
  /**
   * The policy of a bot playing one of the game's seats, from that seat's view (see bot.ts):
   * seats set to a bot, seats whose player dropped out, and turns whose time ran out. Without
   * one the platform's `defaultBot` plays; a game with real decisions brings its own.
   */
  bot?: BotPolicy<G>;
  /**
   * The rules' default answer of a seat whose time ran out while it was asked to answer out of
   * its turn (take the hit, no Nope), or undefined to let the bot answer. Never called for a
   * seat's own turn: the bot plays that. Without it the bot answers every timed-out question.
   */
  timeoutMove?: (state: State<G>, seat: string) => BotMove | undefined;
  /**
   * The seats the game is waiting for now (a clock runs for each, and a bot answers for each
   * it plays). Every seat boardgame.io lets act when absent: a game whose seats may act at any
   * time without being waited for (BANG!'s Sid Ketchum standing by) says which ones it awaits.
   */
  awaited?: (state: State<G>) => string[];
  /**
   * Whose turn it is as the game's players say it, or null when nobody's (everyone chooses at
   * once): the room's header says "Your turn" to that seat and "Your answer is needed" to any
   * other awaited seat. By default boardgame.io's current player; a game that plays the whole
   * match as one boardgame.io turn (Colt Express) says who is playing now. Must give the same
   * answer on every seat's view.
   */
  turnOf?: (state: State<G>) => string | null;
  /**
   * The seats that won, read from the game's `ctx.gameover` (each game shapes its result its
   * own way: one winner, a side, tied seats): what tools/simulate counts as a win of a seat.
   * Empty when nobody won. Without it a tool can only guess from a `winners` or `winner` field.
   */
  winners?: (gameover: unknown, numPlayers: number) => string[];
  /**
   * How the seats of a finished match placed, as teams with ranks (see `Standing`): what a
   * rating counts. Given the final state (`ctx.gameover` set), read by the server, never sent
   * to a seat; it may read hidden parts of G (BANG!'s roles). Without it a match is not rated.
   */
  standings?: (state: State<G>) => Standing[];
  /**
   * The game's public history as the state holds it (its latest entries, each numbered `n`
   * from 0 in order; everyone may read them). The server stores the entries each action adds
   * with that action's log entry (`metadata.history`), so a board shows the whole match's log
   * with `completeHistory(log, history(G))` while G keeps only the latest entries. An action
   * must not add more entries than the state keeps.
   */
  history?: (G: G) => readonly Numbered[];
  /**
   * What the game's table is made of (hands, play areas, piles, counters, card names, how a
   * move is chosen): `@parlor/ui`'s generic board plays the game from it and `ai.enumerate`, so
   * a game is playable in the browser before it has a board of its own (see table.ts).
   */
  table?: TableDeclaration<G>;
  /**
   * Whether the table chat is closed now, given the state (BANG!'s Gag event: nobody may speak
   * while it is in effect). The server refuses chat messages then and the web client shows the
   * chat as closed. It must read only what every seat's view holds. Without it the chat is
   * always open.
   */
  chatClosed?: (G: G) => boolean;
}

/** A move a seat's board makes by itself after a countdown (see {@link GameModule.autoMoves}). */
export interface AutoMove {
  playerID: string;
  /** A move name of the stage the seat is in, as a client would send it. */
  move: string;
  args: unknown[];
  /** The countdown the board shows, in ms. */
  afterMs: number;
}

/**
 * What a viewer (a seat, or `null` for a spectator) received after a step: the state
 * boardgame.io's `playerView` built for it and the step's log entries as it sees them.
 */
export interface ReceivedView<G = unknown> {
  /** The viewer's filtered G. */
  G: unknown;
  /** The new log entries, after redaction for this viewer. */
  log: LogEntry[];
  /**
   * What the viewer would receive if G were `other` (same ctx): for non-interference checks,
   * where changing a value the viewer may not know must not change what it receives.
   */
  viewOf: (other: G) => unknown;
}

/**
 * Compares what `viewer` received with the true `state`; returns a message when the viewer
 * was shown something it may not see, or was denied something it must see.
 */
export type ViewCheck<G> = (state: State<G>, viewer: string | null, received: ReceivedView<G>) => string | undefined | void;

/**
 * A condition that must hold after every step. Returns a message when it is broken.
 * `previous` is the state before the step (undefined for the initial state).
 */
export type Invariant<G> = (state: State<G>, previous: State<G> | undefined) => string | undefined | void;

/**
 * The `events` setting for a game driven entirely by its moves: no client may fire an event
 * (end the turn, end the game, change stages). Moves and hooks can still call every event;
 * the setting only controls what a client is allowed to send, and the server accepts only the
 * events a game leaves enabled.
 */
export const NO_CLIENT_EVENTS = {
  endTurn: false,
  pass: false,
  endPhase: false,
  setPhase: false,
  endGame: false,
  setActivePlayers: false,
  endStage: false,
  setStage: false,
} as const;

/** The events a client may send for this game (what the server lets through). */
export function clientEvents(game: Game): string[] {
  return [...ProcessGameConfig(game).flow.enabledEventNames];
}

/**
 * Checks a module against the contract and returns every breach (empty when it conforms).
 * Each game's contract test asserts this is empty.
 */
export function checkGameModule(module: GameModule): string[] {
  const { game, manifest } = module;
  const problems: string[] = checkManifest(manifest).map((problem) => `manifest: ${problem}`);
  if (manifest.version === undefined) problems.push('manifest.version is missing: the server stores it with every match, so a replay knows the rules it was played under');
  if (game.name !== manifest.id) problems.push(`game.name "${game.name}" must equal manifest.id "${manifest.id}"`);
  if (game.minPlayers !== manifest.minPlayers || game.maxPlayers !== manifest.maxPlayers) {
    problems.push('game.minPlayers/maxPlayers must equal the manifest');
  }
  if (game.disableUndo !== true) problems.push('disableUndo must be true (the server would accept undo)');
  if (typeof game.setup !== 'function') problems.push('setup is missing');
  if (typeof game.validateSetupData !== 'function') problems.push('validateSetupData is missing');
  if (typeof game.playerView !== 'function') problems.push('playerView is missing (build it with libs/hidden-info)');
  if (typeof game.ai?.enumerate !== 'function') problems.push('ai.enumerate is missing');
  if (module.bot !== undefined && typeof module.bot !== 'function') problems.push('bot must be a function (a BotPolicy)');
  if (module.timeoutMove !== undefined && typeof module.timeoutMove !== 'function') problems.push('timeoutMove must be a function');
  if (module.awaited !== undefined && typeof module.awaited !== 'function') problems.push('awaited must be a function');
  if (module.history !== undefined && typeof module.history !== 'function') problems.push('history must be a function');
  if (module.turnOf !== undefined && typeof module.turnOf !== 'function') problems.push('turnOf must be a function');
  if (module.winners !== undefined && typeof module.winners !== 'function') problems.push('winners must be a function');
  if (module.standings !== undefined && typeof module.standings !== 'function') problems.push('standings must be a function');
  if (module.chatClosed !== undefined && typeof module.chatClosed !== 'function') problems.push('chatClosed must be a function');
  if (module.table !== undefined) problems.push(...checkTableDeclaration(module.table));
  let allowedEvents: string[];
  try {
    allowedEvents = clientEvents(game);
  } catch (error) {
    return [...problems, `boardgame.io refuses the game: ${(error as Error).message}`];
  }
  // Moves drive every game: a client that could end a turn, a stage or the game could skip
  // a response it owes, so no event is left open to clients.
  if (allowedEvents.length > 0) {
    problems.push(`clients may send the events ${allowedEvents.join(', ')}: set events: NO_CLIENT_EVENTS`);
  }
  for (const outOfRange of [manifest.minPlayers - 1, manifest.maxPlayers + 1]) {
    if (game.validateSetupData?.(undefined, outOfRange) === undefined) {
      problems.push(`validateSetupData accepts ${outOfRange} players`);
    }
  }
  if (game.validateSetupData?.(undefined, manifest.minPlayers) !== undefined) {
    problems.push('validateSetupData rejects the default setup');
  }
  return problems;
}
