import { useTranslation } from 'react-i18next';
import { useTableInfo } from './table-info';

/** A seat as the lobby and boardgame.io's matchData describe it. */
export interface NamedSeat {
  id: number;
  name?: string;
  /** A bot holds it (Parlor's server marks its bots). */
  bot?: boolean;
}

/**
 * How sentences name seats for one reader. The reader's own seat is "You" at the start of a
 * sentence, "you" inside one and "your" as an owner ("Bot 2 took a card from your hand"),
 * never their name; every other seat its name. A spectator reads names only. Traditional
 * Chinese has no case: 你, 你的.
 */
export interface ReaderNames {
  /** The seat as a sentence's subject at its start: "You", "Ada". */
  start(seat: string): string;
  /** The seat inside a sentence (subject or object): "you", "Ada". */
  mid(seat: string): string;
  /** Whose, at the start of a sentence: "Your", "Ada's". */
  whoseStart(seat: string): string;
  /** Whose, inside a sentence: "your", "Ada's". */
  whose(seat: string): string;
  /** Several seats inside a sentence, joined as the language joins them: "Ben, Chen and you". */
  list(seats: readonly string[]): string;
  /** The seat's own name, even for the reader (the lobby name, or the bot's in this language). */
  plain(seat: string): string;
  /** Whether the seat is the reader's. */
  isMe(seat: string): boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The names of seats as `me` (null: a spectator) reads them. `plain` gives each seat's own
 * name; see {@link useReaderNames} for the usual source of it.
 */
export function readerNames(t: Translate, plain: (seat: string) => string, me: string | null, language = 'en'): ReaderNames {
  const mid = (seat: string) => (seat === me ? t('ui:reader.youMid') : plain(seat));
  let format: Intl.ListFormat;
  try {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
  } catch {
    format = new Intl.ListFormat('en', { type: 'conjunction' });
  }
  return {
    start: (seat) => (seat === me ? t('ui:reader.you') : plain(seat)),
    mid,
    whoseStart: (seat) => (seat === me ? t('ui:reader.yourStart') : t('ui:reader.whose', { name: plain(seat) })),
    whose: (seat) => (seat === me ? t('ui:reader.your') : t('ui:reader.whose', { name: plain(seat) })),
    list: (seats) => format.format(seats.map(mid)),
    plain,
    isMe: (seat) => seat === me,
  };
}

/**
 * The plain name of each seat: the room's (a person's name, a bot's in the reader's language),
 * else the match data's, else "Player n". Bots are named by the reader's language everywhere,
 * never by the server's English "Bot 2".
 */
export function useSeatNames(matchData: readonly NamedSeat[] | undefined): (seat: string) => string {
  const { t } = useTranslation('ui');
  const info = useTableInfo();
  return (seat: string) => {
    const fromRoom = info?.seats[seat]?.name;
    if (fromRoom) return fromRoom;
    const player = matchData?.find((candidate) => String(candidate.id) === seat);
    if (player?.bot) return t('seat.botName', { number: Number(seat) + 1 });
    return player?.name ?? t('seat.player', { number: Number(seat) + 1 });
  };
}

/** {@link readerNames} for a board: the seats' names as {@link useSeatNames} gives them, for `me`. */
export function useReaderNames(matchData: readonly NamedSeat[] | undefined, me: string | null): ReaderNames {
  const { t, i18n } = useTranslation('ui');
  const plain = useSeatNames(matchData);
  return readerNames(t as Translate, plain, me, i18n.language);
}
