// How a finished match ended, in words: shared by the match room, the history and the replay,
// and kept apart from the room so that the lobby's chunk (where the history lives) does not
// carry the room with it.
import type { FinishedPlayer, HistoryMatch, Translate } from './lobby-api';

/** What {@link resultLine} needs besides the result. */
export interface ResultContext {
  /** Every seat of the match, out or not: a `winner` that is not one of them is a side, not a seat. */
  seats: readonly string[];
  /** A seat's name as the room shows it. */
  name: (seat: string) => string;
  /** The seat of this browser; `null` for a spectator. */
  me: string | null;
  t: Translate;
  /** The language, for joining names ("Ada, Bo and Cy", "Ada、Bo和Cy"). */
  language: string;
}

/**
 * A readable line for how a match ended, from the shapes games give boardgame.io's `gameover`:
 * `{ winners: [seats] }` (teams, shared wins; BANG!'s `winner` then names the side, Colt
 * Express adds scores), `{ winner: seat }` (Exploding Kittens), `{ draw: true }`.
 */
export function resultLine(gameover: unknown, { seats, name, me, t, language }: ResultContext): string {
  const result = (typeof gameover === 'object' && gameover !== null ? gameover : {}) as { winner?: unknown; winners?: unknown; draw?: unknown };
  const isSeat = (value: unknown): value is string | number => (typeof value === 'string' || typeof value === 'number') && seats.includes(String(value));
  const winners = Array.isArray(result.winners) ? result.winners.filter(isSeat).map(String) : isSeat(result.winner) ? [String(result.winner)] : [];
  const list = (ids: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(ids.map(name));
  if (winners.length > 0) {
    if (me !== null && winners.includes(me)) {
      const others = winners.filter((seat) => seat !== me);
      return others.length === 0 ? t('room.youWon') : t('room.youWonWith', { names: list(others) });
    }
    return winners.length === 1 ? t('room.winner', { name: name(winners[0]!) }) : t('room.winners', { names: list(winners) });
  }
  if (result.draw === true) return t('room.draw');
  return t('room.over');
}

/** A seat's name as the room shows it: the player's, the server's bot's, or the seat's number. */
export function seatName(players: readonly FinishedPlayer[], seat: string, t: Translate): string {
  const player = players.find((candidate) => String(candidate.id) === seat);
  // A bot is named in the reader's language, never by the server's English "Bot 3".
  if (player?.bot) return t('room.botName', { number: Number(seat) + 1 });
  return player?.name ?? t('room.seatNumber', { number: Number(seat) + 1 });
}

/**
 * How a finished match ended, in words: from the game's own result, or (a shape of result
 * the words do not know) from the seats the server counted as winners.
 */
export function finishedResult(match: Pick<HistoryMatch, 'players' | 'gameover'> & { winners?: readonly string[] }, t: Translate, language: string, me: string | null = null): string {
  const context = { seats: match.players.map((player) => String(player.id)), name: (seat: string) => seatName(match.players, seat, t), me, t, language };
  const line = resultLine(match.gameover, context);
  return line === t('room.over') && match.winners && match.winners.length > 0 ? resultLine({ winners: match.winners }, context) : line;
}
