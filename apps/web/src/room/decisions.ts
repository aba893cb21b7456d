// The platform's side of the table, worked out once for the header, the seats and the prompt:
// who holds each seat, and the one countdown of each seat's decision.
import type { DecisionClock, SeatInfo } from '@parlor/ui';
import type { ParlorPlayer } from '../lib/lobby-api';
import type { TableClock } from '../lib/table';

/** A board's automatic answer for a seat (the module's `autoMoves`), counting down on this page. */
export interface AutoClock {
  seat: string;
  dueAt: number;
  totalMs: number;
}

/**
 * Each seat's decision clock: of every deadline running on it (its turn's or answer's clock,
 * its player's grace period, its board's automatic answer), the one that runs out first, since
 * that one settles the decision. One seat, one time, wherever it is shown.
 */
export function decisionClocks(clocks: readonly TableClock[], autos: readonly AutoClock[]): Map<string, DecisionClock> {
  const earliest = new Map<string, DecisionClock>();
  const consider = (seat: string, clock: DecisionClock) => {
    const now = earliest.get(seat);
    if (!now || clock.dueAt < now.dueAt) earliest.set(seat, clock);
  };
  for (const clock of clocks) consider(clock.seat, { dueAt: clock.dueAt, totalMs: clock.totalMs, kind: clock.kind });
  for (const auto of autos) consider(auto.seat, { dueAt: auto.dueAt, totalMs: auto.totalMs, kind: 'auto' });
  return earliest;
}

/** Whether the server's bot plays a seat now: a bot's, a dropped player's, the rest of a turn out of time, a seat nobody holds. */
export function botPlaysFor(player: ParlorPlayer, turn: number | undefined): boolean {
  return !player.bot && (player.standIn === true || (player.botTurn !== undefined && player.botTurn === turn) || player.name === undefined);
}

/**
 * Every seat as the table shows it: the name (a bot's in the reader's language, as
 * `botName` gives it), whether a person is connected, whether the bot plays for them now, and
 * the decision clock.
 */
export function seatInfos(players: readonly ParlorPlayer[], clocks: ReadonlyMap<string, DecisionClock>, turn: number | undefined, botName: (seat: string) => string, seatName: (seat: string) => string): Record<string, SeatInfo> {
  const seats: Record<string, SeatInfo> = {};
  for (const player of players) {
    const id = String(player.id);
    const clock = clocks.get(id);
    seats[id] = {
      name: player.bot ? botName(id) : (player.name ?? seatName(id)),
      ...(player.bot ? { bot: true } : player.name === undefined ? {} : { connected: player.isConnected === true }),
      ...(botPlaysFor(player, turn) ? { botPlaying: true } : {}),
      ...(clock ? { clock } : {}),
    };
  }
  return seats;
}
