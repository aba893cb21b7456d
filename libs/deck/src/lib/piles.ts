import { cardsIn, DeckError, type CardId, type Shuffler, type ZoneId, type Zones } from './zones';

// Every function here changes `zones` in place. Inside a boardgame.io move `G` is an Immer
// draft, so mutating it is the intended way to produce the next state; outside a move
// (setup, tests) the caller owns the object.
//
// Each change reads a zone once into a plain array and assigns a new array back, rather than
// splicing the zone where it stands: on an Immer draft, every element a splice shifts is a
// proxied write Immer must track, which made a single card move cost more than the rest of
// a boardgame.io move (measured: 39 us against 17 us for a 60-card pile).

/** A plain copy of a zone's cards. */
function copyOf(zones: Zones, zone: ZoneId): CardId[] {
  return [...cardsIn(zones, zone)];
}

/** Where a card goes in its new zone: a position (0 = top, size = bottom) or an end. */
export type Placement = number | 'top' | 'bottom';

/** Shuffles one zone in place with the match's PRNG. */
export function shuffle(zones: Zones, zone: ZoneId, random: Shuffler): void {
  const cards = cardsIn(zones, zone);
  zones[zone] = random.Shuffle(cards);
}

/** When a draw pile runs out: which pile becomes the new draw pile, shuffled. */
export interface Refill {
  /** The pile whose cards are shuffled to form the new draw pile (usually the discard pile). */
  from: ZoneId;
  /** The match's PRNG (boardgame.io's `random`). */
  random: Shuffler;
}

/** Options of {@link draw}. */
export interface DrawOptions {
  /** The pile drawn from. */
  from: ZoneId;
  /** The zone the drawn cards go to. */
  to: ZoneId;
  /** How many cards; default 1. */
  count?: number;
  /** Draw from the bottom of the pile instead of the top (Exploding Kittens' Draw from the Bottom). */
  fromBottom?: boolean;
  /**
   * Reshuffle `refill.from` into the pile as soon as the pile is empty (BANG!): after the
   * card that empties it, and again before a card if it is still empty. Without it, a draw
   * from a short pile returns fewer cards.
   */
  refill?: Refill;
  /** Where the drawn cards go in `to`, as one block in the order drawn; default `'top'`. */
  at?: 'top' | 'bottom';
}

/**
 * Moves up to `count` cards from one pile to another and returns them in the order drawn.
 * Returns fewer cards only when the pile (and its refill source) runs dry.
 */
export function draw(zones: Zones, options: DrawOptions): CardId[] {
  const { from, to, count = 1, fromBottom = false, refill, at = 'top' } = options;
  if (!Number.isInteger(count) || count < 0) throw new DeckError(`cannot draw ${count} cards`);
  if (from === to) throw new DeckError(`cannot draw from "${from}" into itself`);
  cardsIn(zones, to);
  const drawn: CardId[] = [];
  let pile = copyOf(zones, from);
  for (let i = 0; i < count; i++) {
    if (refill && pile.length === 0 && refillIfEmpty(zones, from, refill)) pile = copyOf(zones, from);
    if (pile.length === 0) break;
    drawn.push(fromBottom ? pile.pop()! : pile.shift()!);
    if (refill && pile.length === 0) {
      zones[from] = pile;
      if (refillIfEmpty(zones, from, refill)) pile = copyOf(zones, from);
    }
  }
  zones[from] = pile;
  if (drawn.length > 0) {
    const target = cardsIn(zones, to);
    zones[to] = at === 'top' ? [...drawn, ...target] : [...target, ...drawn];
  }
  return drawn;
}

/**
 * If `pile` is empty, shuffles every card of `refill.from` into it. Returns whether it did.
 * {@link draw} calls this itself; call it directly where a rule says the pile is rebuilt
 * "as soon as it is empty" after a card left it some other way.
 */
export function refillIfEmpty(zones: Zones, pile: ZoneId, refill: Refill): boolean {
  if (cardsIn(zones, pile).length > 0) return false;
  const source = cardsIn(zones, refill.from);
  if (source.length === 0) return false;
  zones[pile] = refill.random.Shuffle(source);
  zones[refill.from] = [];
  return true;
}

/** Resolves a {@link Placement} against a zone of `length` cards into an index 0..length. */
function indexFor(placement: Placement, length: number): number {
  if (placement === 'top') return 0;
  if (placement === 'bottom') return length;
  if (!Number.isInteger(placement) || placement < 0 || placement > length) {
    throw new DeckError(`position ${placement} is outside 0..${length}`);
  }
  return placement;
}

/** Whether `position` is a legal insert position for a zone of `length` cards (0..length). */
export function isValidPosition(position: unknown, length: number): position is number {
  return typeof position === 'number' && Number.isInteger(position) && position >= 0 && position <= length;
}

/** Options of {@link moveCard}. */
export interface MoveOptions {
  /** The zone the card must be in now. */
  from: ZoneId;
  /** The zone it goes to. */
  to: ZoneId;
  /** Where it goes in `to`; default `'top'`. A number is counted after the card left `from`. */
  at?: Placement;
}

/**
 * Moves one card between zones (or to another position of the same zone).
 * Throws if the card is not in `from`: callers validate players' input first.
 */
export function moveCard(zones: Zones, card: CardId, options: MoveOptions): void {
  const source = copyOf(zones, options.from);
  const index = source.indexOf(card);
  if (index < 0) throw new DeckError(`card "${card}" is not in "${options.from}"`);
  source.splice(index, 1);
  const target = options.from === options.to ? source : copyOf(zones, options.to);
  // Validate the position before assigning anything, so a bad position changes nothing.
  const at = indexFor(options.at ?? 'top', target.length);
  target.splice(at, 0, card);
  zones[options.from] = source;
  zones[options.to] = target;
}

/**
 * Moves every card of `from` onto `to` as one block (keeping their order), optionally
 * shuffling `to` afterwards. Returns the cards moved.
 */
export function moveAll(
  zones: Zones,
  from: ZoneId,
  to: ZoneId,
  options: { at?: 'top' | 'bottom'; shuffle?: Shuffler } = {},
): CardId[] {
  if (from === to) throw new DeckError(`cannot move "${from}" into itself`);
  const moved = cardsIn(zones, from);
  const target = cardsIn(zones, to);
  zones[from] = [];
  zones[to] = options.at === 'bottom' ? [...target, ...moved] : [...moved, ...target];
  if (options.shuffle) shuffle(zones, to, options.shuffle);
  return moved;
}

/** A copy of the top `count` cards of a zone (fewer if it holds fewer), top first. Changes nothing. */
export function peek(zones: Zones, zone: ZoneId, count: number): CardId[] {
  return cardsIn(zones, zone).slice(0, Math.max(0, count));
}

/** A copy of the bottom `count` cards of a zone, bottom card last. Changes nothing. */
export function peekBottom(zones: Zones, zone: ZoneId, count: number): CardId[] {
  const cards = cardsIn(zones, zone);
  return cards.slice(Math.max(0, cards.length - Math.max(0, count)));
}

/**
 * Whether `order` is a rearrangement of exactly the top `order.length` cards of the zone:
 * the check a move runs before {@link reorderTop} (Alter the Future).
 */
export function isReorderOfTop(zones: Zones, zone: ZoneId, order: readonly unknown[]): order is CardId[] {
  const cards = cardsIn(zones, zone);
  if (order.length > cards.length) return false;
  const top = cards.slice(0, order.length);
  const remaining = new Map<CardId, number>();
  for (const card of top) remaining.set(card, (remaining.get(card) ?? 0) + 1);
  for (const card of order) {
    if (typeof card !== 'string') return false;
    const left = remaining.get(card) ?? 0;
    if (left === 0) return false;
    remaining.set(card, left - 1);
  }
  return true;
}

/** Puts the top `order.length` cards of a zone back in the given order (top first). */
export function reorderTop(zones: Zones, zone: ZoneId, order: readonly CardId[]): void {
  if (!isReorderOfTop(zones, zone, order)) {
    throw new DeckError(`[${order.join(', ')}] is not a reordering of the top of "${zone}"`);
  }
  zones[zone] = [...order, ...cardsIn(zones, zone).slice(order.length)];
}

/** Options of {@link deal}. */
export interface DealOptions {
  /** The pile dealt from. */
  from: ZoneId;
  /** The zones dealt to, in dealing order (usually each seat's hand, starting left of the dealer). */
  to: ZoneId[];
  /** Cards per zone: one number for all, or one per zone (BANG! deals each seat its life). */
  count: number | number[];
  /** As in {@link draw}. */
  refill?: Refill;
}

/**
 * Deals one card at a time around `to` until each zone has received its count, as a dealer
 * does. Throws if the pile runs out: a deal is part of setup and must be complete.
 */
export function deal(zones: Zones, options: DealOptions): void {
  const counts = options.to.map((_, i) =>
    typeof options.count === 'number' ? options.count : (options.count[i] ?? 0),
  );
  const rounds = Math.max(0, ...counts);
  for (let round = 0; round < rounds; round++) {
    options.to.forEach((zone, i) => {
      if (round >= counts[i]!) return;
      const got = draw(zones, { from: options.from, to: zone, refill: options.refill });
      if (got.length === 0) throw new DeckError(`"${options.from}" ran out while dealing`);
    });
  }
}
