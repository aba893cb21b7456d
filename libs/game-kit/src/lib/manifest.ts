import type { GameCover } from './art';

/** The locales every Parlor game and app ships: English and Traditional Chinese. */
export const LOCALES = ['en', 'zh-TW'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** A text in every supported locale (the lobby shows manifests without loading any game). */
export type LocalizedText = Record<Locale, string>;

/** One choice of a `choice` or `multi` setup option. */
export interface SetupChoice {
  /** The value stored in setupData. */
  value: string;
  /** What the create-match form shows for this choice. */
  label: LocalizedText;
}

interface SetupOptionBase {
  /** The key of this option in setupData. */
  key: string;
  /** The form field's label. */
  label: LocalizedText;
  /** A sentence under the field explaining the option. */
  help?: LocalizedText;
}

/**
 * One option a player sets when creating a match. The list of options in a manifest is the
 * setup schema: the lobby renders a form from it and the server validates `setupData` with it.
 */
export type SetupOption =
  | (SetupOptionBase & { type: 'boolean'; default: boolean })
  | (SetupOptionBase & { type: 'choice'; choices: SetupChoice[]; default: string })
  | (SetupOptionBase & { type: 'multi'; choices: SetupChoice[]; default: string[] })
  | (SetupOptionBase & { type: 'integer'; min: number; max: number; default: number });

/** The value of each setup option, by key, once defaults are applied. */
export type SetupValues = Record<string, boolean | string | string[] | number>;

/**
 * What the lobby knows about a game without loading its rules or board: plain JSON,
 * served as is by `GET /api/catalog`.
 */
export interface GameManifest {
  /** kebab-case id: the package folder `games/<id>`, boardgame.io's `game.name` and the URL segment. */
  id: string;
  /** The game's name as the lobby and the match room show it. */
  title: LocalizedText;
  /** One or two sentences for the lobby. */
  summary: LocalizedText;
  /** Fewest seats a match may have; equal to `game.minPlayers`. */
  minPlayers: number;
  /** Most seats a match may have; equal to `game.maxPlayers`. */
  maxPlayers: number;
  /**
   * The player count the create-match form starts at, when the smallest one is a variant a
   * newcomer would not expect (BANG!'s 3-player game); `minPlayers` when absent.
   */
  defaultPlayers?: number;
  /** Typical length of a match in minutes. */
  playingTime: { min: number; max: number };
  /** Lobby filter tags, lower-case kebab-case (`'cards'`, `'hidden-roles'`, `'party'`). */
  tags: string[];
  /** Options chosen when a match is created (for BANG!: which expansions). */
  setupOptions: SetupOption[];
  /** Locales the module's board ships text for. */
  locales: Locale[];
  /**
   * The game's clocks: the time control a new match starts with and each control's budgets.
   * {@link DEFAULT_TIME_CONTROLS} when absent.
   */
  timeControls?: TimeControls;
  /**
   * The version of the game's rules: bumped whenever a change to the rules entry could make a
   * stored match play out differently (setup, a move, a hook, the random draws they take). The
   * server stores it with every match, and a replay of a match played under another version
   * says so. Every game module declares it (the contract check requires it).
   */
  version?: string;
  /**
   * Whether a finished match's replay may be watched with everything revealed (every hand,
   * every role, the draw pile), and any seat's view by anyone. When false, a replay shows the
   * spectator's view to everyone and a seat's view only to that seat's player.
   */
  revealAfterMatch?: boolean;
  /**
   * The game's cover in the lobby: emblems from an icon set on the game's colours (written by
   * `npm run icons`, never copyrighted art). The lobby draws a plain tile without it.
   */
  cover?: GameCover;
}

/** How much time seats get: none (`off`) or one of three budgets. */
export type TimeControl = 'off' | 'relaxed' | 'normal' | 'fast';

/** Every time control but `off`. */
export type TimedControl = Exclude<TimeControl, 'off'>;

/** Every time control, slowest first. */
export const TIME_CONTROLS = ['off', 'relaxed', 'normal', 'fast'] as const satisfies readonly TimeControl[];

/**
 * A game's clocks. A seat whose turn it is has `turnSeconds` for all of it; a seat asked to
 * answer out of turn (a Missed!, a Nope, a choice) has `responseSeconds` for each answer. When
 * a seat's time runs out, its answer is the rules' default (the module's `timeoutMove`) or the
 * bot's, and the bot plays the rest of its turn.
 */
export interface TimeControls {
  /** The time control the create form starts at. */
  default: TimeControl;
  turnSeconds: Record<TimedControl, number>;
  responseSeconds: Record<TimedControl, number>;
}

/** The clocks of a game whose manifest names none. */
export const DEFAULT_TIME_CONTROLS: TimeControls = {
  default: 'normal',
  turnSeconds: { relaxed: 180, normal: 90, fast: 30 },
  responseSeconds: { relaxed: 60, normal: 30, fast: 10 },
};

/** A game's clocks: its manifest's, or the platform's. */
export const timeControlsOf = (manifest: Pick<GameManifest, 'timeControls'>): TimeControls => manifest.timeControls ?? DEFAULT_TIME_CONTROLS;

/**
 * Declares a game's manifest, typed as written (so ids and option keys stay literal). It does
 * not validate at run time: the lobby imports every manifest, and the validator would put a
 * schema library in its first load. `checkManifest` validates it, and `checkGameModule` (run
 * by every game's contract test, the registry test and the server at start) calls it.
 */
export function defineManifest<const M extends GameManifest>(manifest: M): M {
  return manifest;
}
