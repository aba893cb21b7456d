import type { Translate } from '../lib/lobby-api';

/** What {@link turnHeadline} needs. */
export interface HeadlineInput {
  /** The seats the match waits for (game-kit's `awaitedSeats`, the same the board names). */
  acting: readonly string[];
  /** Whose turn it is as the game's players say it (the module's `turnOf`, else boardgame.io's current player). */
  holder: string | null;
  /** This browser's seat; null for a spectator. */
  me: string | null;
  name: (seat: string) => string;
  t: Translate;
  language: string;
}

/**
 * The room header's line of who acts now, from the seats the match waits for: "Your turn",
 * "Your answer is needed · Ada's turn", "Ada's turn", "Ada's turn · waiting for Bo and Cy".
 */
export function turnHeadline({ acting, holder, me, name, t, language }: HeadlineInput): string {
  const list = (seats: readonly string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(seats.map(name));
  if (me !== null && acting.includes(me)) {
    if (holder === me) return t('room.yourTurn');
    return holder === null ? t('room.yourMove') : `${t('room.answerNeeded')} · ${t('room.turnOf', { name: name(holder) })}`;
  }
  if (holder !== null && acting.length === 1 && acting[0] === holder) return t('room.turnOf', { name: name(holder) });
  const others = acting.filter((seat) => seat !== holder);
  if (holder === null || others.length === acting.length) {
    if (holder === null) return acting.length === 0 ? '' : t('room.waitingOnly', { names: list(acting) });
    return acting.length === 0 ? t('room.turnOf', { name: name(holder) }) : `${t('room.turnOf', { name: name(holder) })} · ${t('room.waitingOn', { names: list(acting) })}`;
  }
  return `${t('room.turnOf', { name: name(holder) })} · ${t('room.waitingOn', { names: list(others) })}`;
}
