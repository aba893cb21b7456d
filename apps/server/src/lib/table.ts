// Who plays each seat of a match and what the match waits for: the server's own fields in a
// match's metadata (when it began, its time control, which seats a bot plays) and the plan of
// its deadlines (libs/storage keeps them with the match). Everything here is pure: the keeper
// (table-keeper.ts) reads, plans, stores and acts.
import type { Ctx, Server as BgioServer, State } from 'boardgame.io';
import { awaitedSeats, TIME_CONTROLS, timeControlsOf, turnHolder, type GameModule, type TimeControl, type TimedControl } from '@parlor/game-kit';
import type { PlannedDeadline } from '@parlor/storage';

/** The server's fields of a match, kept in its metadata as `parlor`. */
export interface TableFields {
  /** When every seat had a person or a bot (ms since the epoch): moves are accepted from then on. */
  startedAt?: number;
  timeControl: TimeControl;
  /** The seat of the first person to sit down: they may fill the free seats with bots. */
  host?: string;
  /** The game module's version (its manifest's) the match was created under; absent for older matches. */
  version?: string;
  /** Only players signed in to an account may sit (no guests, no bots): the match is meant to be rated. */
  rated?: boolean;
}

/** A seat as the server keeps it: boardgame.io's, with who plays it. */
export interface TableSeat extends BgioServer.PlayerMetadata {
  /** A bot holds the seat for the whole match (until a person takes it before the start). */
  bot?: boolean;
  /** Its player has been gone longer than the grace period: the bot plays while they are away, and the flag goes with their next move. */
  standIn?: boolean;
  /** The turn (ctx.turn) whose rest the bot plays: the seat's time ran out in it. */
  botTurn?: number;
}

/** What a match waits for: a bot's move, a seat's clock, a dropped player's grace, a board's countdown. */
export type DeadlineKind = 'act' | 'turn' | 'response' | 'grace' | 'auto';

/** The metadata's server fields; undefined for a match made before they existed (it counts as begun, without clocks). */
export const tableOf = (metadata: BgioServer.MatchData): TableFields | undefined => (metadata as { parlor?: TableFields }).parlor;

/** A seat of the metadata as the server keeps it. */
export const seatOf = (metadata: BgioServer.MatchData, seat: string): TableSeat | undefined => metadata.players[Number(seat)] as TableSeat | undefined;

/** Every seat id of a match, in order. */
export const seatIDs = (metadata: BgioServer.MatchData): string[] =>
  Object.keys(metadata.players)
    .map(Number)
    .sort((a, b) => a - b)
    .map(String);

/** Whether a person holds the seat (a bot never does). */
export const isHuman = (seat: TableSeat | undefined): boolean => seat !== undefined && !seat.bot && typeof seat.name === 'string' && seat.name !== '';

/** Whether the match has begun: every seat was taken by a person or a bot at some point. */
export const hasStarted = (metadata: BgioServer.MatchData): boolean => {
  const table = tableOf(metadata);
  return table === undefined || table.startedAt !== undefined;
};

/** Whether every seat is held, by a person or a bot: the moment a match begins. */
export const allSeated = (metadata: BgioServer.MatchData): boolean =>
  seatIDs(metadata).every((id) => {
    const seat = seatOf(metadata, id);
    return seat?.bot === true || isHuman(seat);
  });

/**
 * Whether a bot plays `seat` in the match now: a bot's seat, a dropped player's while they are
 * away, the rest of a turn whose time ran out, or (once the match began) a seat nobody holds.
 */
export function botPlays(metadata: BgioServer.MatchData, seat: string, ctx: Ctx): boolean {
  const info = seatOf(metadata, seat);
  if (!info) return false;
  // A dropped player who is back (connected) plays again; their next move clears the flag.
  if (info.bot || (info.standIn && info.isConnected !== true) || info.botTurn === ctx.turn) return true;
  return hasStarted(metadata) && !isHuman(info);
}

/** The time control a new match of a game gets: the one asked for, else the game's default. */
export function timeControlFor(module: GameModule, asked?: string): TimeControl {
  return TIME_CONTROLS.includes(asked as TimeControl) ? (asked as TimeControl) : timeControlsOf(module.manifest).default;
}

/** The seats the match waits for now (one answer for the server, the room and the boards). */
export { awaitedSeats };

/** Whether the seat acts in its own turn (not answering out of it): the turn's clock runs, not an answer's. */
export function inOwnTurn(ctx: Ctx, seat: string): boolean {
  if (seat !== ctx.currentPlayer) return false;
  const stage = ctx.activePlayers?.[seat];
  return stage === undefined || stage === null;
}

/** Options of {@link planTable}. */
export interface PlanOptions {
  now: number;
  graceMs: number;
  botDelayMs: number;
}

/**
 * What a match waits for, given its state and seats, what was planned before and which seat
 * made the move that led here (by itself, or a bot or its clock for it; null: no move). For each awaited seat: a bot's move
 * if a bot plays it; otherwise its clock (when the match has one: a turn's runs for all of the
 * turn, an answer's until that seat moves) and, if nobody is connected to it, its board's
 * countdown. For each person not connected: the end of their grace period, counted from when
 * they went (a previous plan's due time is kept). Nothing before the match begins or after it
 * ends.
 */
export function planTable(
  module: GameModule,
  state: State,
  metadata: BgioServer.MatchData,
  previous: readonly PlannedDeadline[],
  lastActor: string | null,
  options: PlanOptions,
): PlannedDeadline[] {
  if (!hasStarted(metadata) || state.ctx.gameover !== undefined) return [];
  const { ctx, _stateID: stateID } = state;
  const { now } = options;
  const before = (seat: string, kind: DeadlineKind) => previous.find((row) => row.seat === seat && row.kind === kind);
  // A row keeps its due time while it stays the same episode (the same turn, the same answer),
  // and so does its state id: a clock's row is then not rewritten at every move of a turn.
  // (A bot's move and a board's countdown are for one state: their episode names it.)
  const row = (seat: string, kind: DeadlineKind, episode: string, afterMs: number): PlannedDeadline => {
    const old = before(seat, kind);
    if (old && old.episode === episode) return { seat, kind, episode, stateID: old.stateID, dueAt: old.dueAt };
    return { seat, kind, episode, stateID, dueAt: now + afterMs };
  };
  const table = tableOf(metadata);
  const control = table?.timeControl ?? 'off';
  const clocks = timeControlsOf(module.manifest);
  const awaited = new Set(awaitedSeats(module, state));
  // A game whose turns are not boardgame.io's (its `turnOf`; Colt Express plays the whole match
  // as one boardgame.io turn, every action in a stage) gives its turn holder the turn's clock,
  // for as long as the turn stays theirs; every other awaited seat answers.
  const holder = module.turnOf ? turnHolder(module, state) : undefined;
  const ownTurn = (seat: string) => (module.turnOf ? holder === seat : inOwnTurn(ctx, seat));
  const turnEpisode = (seat: string) => (module.turnOf ? (before(seat, 'turn')?.episode ?? `h${stateID}`) : `t${ctx.turn}`);
  const autos = module.autoMoves?.(state) ?? [];
  const rows: PlannedDeadline[] = [];
  // Whose turn it is, whether or not the match waits for them this moment (others may be answering).
  const holds = (seat: string) => (module.turnOf ? holder === seat : ctx.currentPlayer === seat);
  const turnClock = (seat: string) => row(seat, 'turn', turnEpisode(seat), clocks.turnSeconds[control as TimedControl] * 1000);
  for (const seat of seatIDs(metadata)) {
    const info = seatOf(metadata, seat)!;
    const connected = info.isConnected === true;
    if (awaited.has(seat)) {
      if (botPlays(metadata, seat, ctx)) {
        rows.push(row(seat, 'act', `s${stateID}`, options.botDelayMs));
      } else {
        if (control !== 'off') {
          if (ownTurn(seat)) rows.push(turnClock(seat));
          else {
            // The same answer while others moved; a new one once this seat has moved.
            const old = before(seat, 'response');
            const episode = old && lastActor !== seat ? old.episode : `r${stateID}`;
            rows.push(row(seat, 'response', episode, clocks.responseSeconds[control] * 1000));
            // Answering during its own turn (a Duel): the turn's clock keeps running beside the answer's.
            if (holds(seat)) rows.push(turnClock(seat));
          }
        }
        const auto = connected ? undefined : autos.find((candidate) => candidate.playerID === seat);
        if (auto) rows.push(row(seat, 'auto', `a${stateID}`, auto.afterMs));
      }
    } else if (control !== 'off' && holds(seat) && !botPlays(metadata, seat, ctx)) {
      // Others answer during this seat's turn: its turn's clock keeps running, with the due
      // time it had, instead of starting again when the turn comes back to it.
      rows.push(turnClock(seat));
    }
    if (isHuman(info) && !connected && !info.standIn) rows.push(row(seat, 'grace', 'g', options.graceMs));
  }
  return rows;
}

/** Whether two plans are the same rows (in any order). */
export function samePlan(a: readonly PlannedDeadline[], b: readonly PlannedDeadline[]): boolean {
  if (a.length !== b.length) return false;
  const key = (row: PlannedDeadline) => `${row.seat}/${row.kind}/${row.episode}/${row.stateID}/${Math.round(row.dueAt)}`;
  const keys = new Set(a.map(key));
  return b.every((row) => keys.has(key(row)));
}

/**
 * What every client of a match is told of its table (the `parlor:table` event): whether and
 * when it began, its time control, and each seat's running clock or grace period, with the
 * server's time to count them down from.
 */
export interface TableReport {
  matchID: string;
  startedAt: number | null;
  timeControl: TimeControl;
  /** The seat of the host (who may seat bots while the match waits), once someone sat down. */
  host: string | null;
  /** The server's clock when this was sent (ms since the epoch): clients count down from it. */
  serverNow: number;
  /**
   * The seats' deadlines people see: a clock ('turn', 'response') or a grace period ('grace'),
   * with how long each runs in all (`ms`), for a bar.
   */
  clocks: { seat: string; kind: 'turn' | 'response' | 'grace'; dueAt: number; ms?: number }[];
}

/** How long each kind of deadline people see runs in all, in ms. */
export interface ClockLengths {
  turn: number;
  response: number;
  grace: number;
}

/** The lengths of a match's clocks: its game's budgets under its time control, and the server's grace period. */
export function clockLengths(module: GameModule, metadata: BgioServer.MatchData, graceMs: number): ClockLengths {
  const control = tableOf(metadata)?.timeControl ?? 'off';
  const clocks = timeControlsOf(module.manifest);
  return control === 'off' ? { turn: 0, response: 0, grace: graceMs } : { turn: clocks.turnSeconds[control] * 1000, response: clocks.responseSeconds[control] * 1000, grace: graceMs };
}

/** The report of a match's table from its metadata and planned deadlines. */
export function tableReport(matchID: string, metadata: BgioServer.MatchData, rows: readonly PlannedDeadline[], now: number, lengths?: ClockLengths): TableReport {
  const table = tableOf(metadata);
  const shown = rows.filter((row): row is PlannedDeadline & { kind: 'turn' | 'response' | 'grace' } => row.kind === 'turn' || row.kind === 'response' || row.kind === 'grace');
  return {
    matchID,
    startedAt: table === undefined ? 0 : (table.startedAt ?? null),
    timeControl: table?.timeControl ?? 'off',
    host: table?.host ?? null,
    serverNow: now,
    clocks: shown.map((row) => ({ seat: row.seat, kind: row.kind, dueAt: row.dueAt, ...(lengths && lengths[row.kind] > 0 ? { ms: lengths[row.kind] } : {}) })).sort((x, y) => Number(x.seat) - Number(y.seat) || x.kind.localeCompare(y.kind)),
  };
}
