import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { spaceHan } from './cjk-spacing';
import { useTableInfo, type TableInfo } from './table-info';

/** A seat as the lobby and boardgame.io's matchData describe it. */
export interface NamedSeat {
  id: number;
  name?: string;
  /** A bot holds it (Parlor's server marks its bots). */
  bot?: boolean;
}

/**
 * A seat named through what it plays in this sentence, the game's own way of naming it: Colt
 * Express names a bandit and the seat playing it, "Amy (Ghost)", "you (Ghost)". Without a seat
 * (a piece nobody plays) it reads as `as` alone.
 */
export interface SeatMention {
  seat: string | undefined;
  /** What the seat is named as here (a bandit, a character), after its name. */
  as?: string | undefined;
}

/** A seat (its id), or a seat with what it plays as. */
export type Mention = string | SeatMention;

/** How {@link ReaderNames.list} names its seats. */
export interface ListOptions {
  /** The list opens its sentence: its first seat reads "You", not "you". */
  start?: boolean;
  /**
   * Name at most this many; past it, the first ones and how many others ("Ben, Chen, and 6
   * others"). The reader is never hidden in that count: their seat takes the last named place.
   */
  most?: number;
}

/**
 * How sentences name seats for one reader. The reader's own seat is "You" at the start of a
 * sentence, "you" inside one and "your" as an owner ("Bot 2 took a card from your hand"),
 * never their name; every other seat its name. A spectator reads names only. Traditional
 * Chinese has no case: 你, 你的.
 */
export interface ReaderNames {
  /** The reader's seat (null: a spectator). */
  readonly me: string | null;
  /** Whether the seat is the reader's. */
  isMe(seat: string | undefined): boolean;
  /** The seat as a sentence's subject at its start: "You", "Ada", "You (Ghost)". */
  start(seat: Mention): string;
  /** The seat inside a sentence (subject or object): "you", "Ada", "you (Ghost)". */
  mid(seat: Mention): string;
  /** Whose, at the start of a sentence: "Your", "Ada's". */
  whoseStart(seat: string): string;
  /** Whose, inside a sentence: "your", "Ada's". */
  whose(seat: string): string;
  /** Several seats inside a sentence (or opening it), joined as the language joins them: "Ben, Chen, and you". */
  list(seats: readonly Mention[], options?: ListOptions): string;
  /** The seat's own name, even for the reader (the lobby name, or the bot's in this language): "Ada", "Ada (Ghost)". */
  plain(seat: Mention): string;
  /** The seat's name where it labels something rather than stands in a sentence (a row of scores, a pawn): "Ada (you)" for the reader's own, "Ada" for another. */
  label(seat: Mention): string;
  /** The i18next `context` of a sentence worded otherwise for the reader's own seat ("history.turn_you": "Your turn"): `'you'`, else none. */
  context(seat: string | undefined): 'you' | undefined;
  /** A sentence opening with a seat named inside it ("you drew" → "You drew"): its first letter in capitals where the language has them. */
  sentence(text: string): string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A mention's parts: the seat (if any) and what it is named as. */
const partsOf = (mention: Mention): SeatMention => (typeof mention === 'string' ? { seat: mention } : mention);

/**
 * The names of seats as `me` (null: a spectator) reads them. `plain` gives each seat's own
 * name (see {@link seatNames}); `t` reads the `ui` namespace (its keys are written `ui:...`, so a
 * game's `t` does too). Pure: {@link useReaderNames} is the board's way to it,
 * {@link readerNamesFor} a test's.
 */
export function readerNames(t: Translate, plain: (seat: string) => string, me: string | null, language = 'en'): ReaderNames {
  const isMe = (seat: string | undefined) => seat !== undefined && seat === me;
  // A seat, with what it plays as when the sentence names that too.
  const named = (mention: Mention, own: (seat: string) => string): string => {
    const { seat, as } = partsOf(mention);
    if (seat === undefined) return as ?? '';
    const name = own(seat);
    return as === undefined ? name : t('ui:reader.as', { name, as });
  };
  const start = (mention: Mention) => named(mention, (seat) => (isMe(seat) ? t('ui:reader.you') : plain(seat)));
  const mid = (mention: Mention) => named(mention, (seat) => (isMe(seat) ? t('ui:reader.youMid') : plain(seat)));
  let format: Intl.ListFormat;
  try {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
  } catch {
    format = new Intl.ListFormat('en', { type: 'conjunction' });
  }
  const list = (mentions: readonly Mention[], { start: opens = false, most }: ListOptions = {}): string => {
    let shown = [...mentions];
    let others = 0;
    if (most !== undefined && mentions.length > most) {
      const keep = Math.max(1, most - 1);
      shown = mentions.slice(0, keep);
      const mine = mentions.findIndex((mention) => isMe(partsOf(mention).seat));
      if (mine >= keep) shown[keep - 1] = mentions[mine]!;
      others = mentions.length - keep;
    }
    const words = shown.map((mention, i) => (i === 0 && opens ? start(mention) : mid(mention)));
    if (others > 0) words.push(t('ui:reader.others', { count: others, total: mentions.length }));
    // Spaced as the ui namespace's own text is (Intl's list is no i18next text).
    const joined = format.format(words);
    return language === 'zh-TW' ? spaceHan(joined) : joined;
  };
  return {
    me,
    isMe,
    start,
    mid,
    whoseStart: (seat) => (isMe(seat) ? t('ui:reader.yourStart') : t('ui:reader.whose', { name: plain(seat) })),
    whose: (seat) => (isMe(seat) ? t('ui:reader.your') : t('ui:reader.whose', { name: plain(seat) })),
    list,
    plain: (mention) => named(mention, plain),
    label: (mention) => {
      const { seat, as } = partsOf(mention);
      if (seat === undefined || !isMe(seat)) return named(mention, plain);
      return as === undefined ? t('ui:reader.mine', { name: plain(seat) }) : t('ui:reader.mineAs', { name: plain(seat), as });
    },
    context: (seat) => (isMe(seat) ? 'you' : undefined),
    sentence: (text) => {
      const first = text.codePointAt(0);
      if (first === undefined) return text;
      const letter = String.fromCodePoint(first);
      return letter.toLocaleUpperCase(language) + text.slice(letter.length);
    },
  };
}

/**
 * The plain name of each seat: the room's (a person's name, a bot's in the reader's language),
 * else the match data's, else "Player n". Bots are named by the reader's language everywhere,
 * never by the server's English "Bot 2". `t` reads the `ui` namespace. Pure: the board's way
 * to it is {@link useSeatNames}.
 */
export function seatNames(t: Translate, matchData: readonly NamedSeat[] | undefined, room?: TableInfo | undefined): (seat: string) => string {
  return (seat: string) => {
    const fromRoom = room?.seats[seat]?.name;
    if (fromRoom) return fromRoom;
    const player = matchData?.find((candidate) => String(candidate.id) === seat);
    if (player?.bot) return t('ui:seat.botName', { number: Number(seat) + 1 });
    return player?.name ?? t('ui:seat.player', { number: Number(seat) + 1 });
  };
}

/** {@link seatNames} for a board: the room's names where it gives them. */
export function useSeatNames(matchData: readonly NamedSeat[] | undefined): (seat: string) => string {
  const { t } = useTranslation('ui');
  return seatNames(t as Translate, matchData, useTableInfo());
}

/** {@link readerNames} for a board: the seats' names as {@link useSeatNames} gives them, for `me`. */
export function useReaderNames(matchData: readonly NamedSeat[] | undefined, me: string | null): ReaderNames {
  const { t, i18n } = useTranslation('ui');
  const plain = useSeatNames(matchData);
  return readerNames(t as Translate, plain, me, i18n.language);
}

/**
 * {@link readerNames} outside React (tests, code that words lines away from a board), in the
 * instance's language: `seats` is the match data (bots named in that language, as a board
 * names them) or a function giving each seat's own name.
 */
export function readerNamesFor(instance: i18n, me: string | null, seats: readonly NamedSeat[] | ((seat: string) => string)): ReaderNames {
  const language = instance.language;
  const t = instance.getFixedT(language, 'ui') as unknown as Translate;
  return readerNames(t, typeof seats === 'function' ? seats : seatNames(t, seats), me, language);
}
