import { findCard, type CardId, type ZoneId, type Zones } from '@parlor/deck';
import type { Seat } from './visibility';

// What one seat saw of a card the others did not: the top of the pile by See the Future, a
// hand it was allowed to look at, a card shown to it alone. The seat knows the card for as long
// as the card stays where it was; once it moves the seat cannot tell where it went (a shuffle,
// a draw into a hand, another card pushed above it), so the knowledge is gone.
//
// The rule is kept in one place so that playerView, the leak checks and the game's own code
// agree on it. Each sighting keeps a witness of the card's place: the cards above it and below
// it when it was seen. The card is still where it was while it is in the same zone, no card
// has come above it and none of those above has gone under it (those above may have left: a
// card drawn from the top does not move the ones under it), and the cards below it that are
// still there keep their order (cards may leave from or arrive at the bottom). Any deck function that moves the card, or shuffles its
// zone, breaks one of those, so the sighting lapses without the game having to say so. The only
// move a witness cannot see is a shuffle that happens to leave every card of the zone where it
// was (likely only in a pile of two or three cards): call `forget` with the zone after shuffling
// a zone a seat knows cards of.
//
// Sightings are plain JSON in G and are replaced, never edited in place, so they work on
// boardgame.io's Immer drafts and on frozen states alike. The witnesses name hidden cards: a
// game declares where its knowledge lives (`knowledge` in defineVisibility), and every view then
// carries only the viewer's own sightings that still hold, without their witnesses.

/** One seat knows one card in one zone. Keep them in a {@link Knowledge} array in G. */
export interface Sighting {
  seat: Seat;
  card: CardId;
  /** The zone the card was in when the seat saw it. */
  zone: ZoneId;
  /** The cards above it then, top first. Absent in a viewer's view, whose sightings are already checked. */
  above?: CardId[];
  /** The cards below it then, top first. Absent in a viewer's view. */
  below?: CardId[];
}

/** Every seat's knowledge of cards the others cannot see: a plain array kept in G. */
export type Knowledge = Sighting[];

/** Which sightings {@link forget} removes: those matching every field given. */
export interface KnowledgeFilter {
  seat?: Seat;
  card?: CardId;
  zone?: ZoneId;
}

/** Whether `part` lists some of `whole`'s cards in `whole`'s order. */
function inOrderWithin(part: readonly CardId[], whole: readonly CardId[]): boolean {
  let at = 0;
  for (const card of part) {
    while (at < whole.length && whole[at] !== card) at++;
    if (at === whole.length) return false;
    at++;
  }
  return true;
}

/**
 * Whether the card of `sighting` is still where the seat saw it (see the comment at the top of
 * this file). A sighting from a view (no witnesses) holds while its card is in its zone.
 */
export function stillHolds(sighting: Sighting, zones: Zones): boolean {
  const cards = Object.hasOwn(zones, sighting.zone) ? zones[sighting.zone]! : undefined;
  if (!cards) return false;
  const index = cards.indexOf(sighting.card);
  if (index < 0) return false;
  if (sighting.above === undefined || sighting.below === undefined) return true;
  if (!inOrderWithin(cards.slice(0, index), sighting.above)) return false;
  const wasAbove = new Set(sighting.above);
  const wasBelow = new Set(sighting.below);
  const under = cards.slice(index + 1);
  // A card that was above it and is now under it means this one rose through the pile.
  if (under.some((card) => wasAbove.has(card))) return false;
  return inOrderWithin(
    under.filter((card) => wasBelow.has(card)),
    sighting.below,
  );
}

/**
 * `seat` sees `cards` where they are now (See the Future's top three, a hand it looks at, a
 * card shown to it). Returns the new knowledge: an earlier sighting of the same card by the
 * same seat is replaced, so a seat that rearranges cards it knows (Alter the Future) or puts one
 * back among them learns them again in their new places. Throws for a card in no zone.
 */
export function learn(knowledge: Knowledge, zones: Zones, seat: Seat, cards: CardId | readonly CardId[]): Knowledge {
  const seen = typeof cards === 'string' ? [cards] : cards;
  const fresh = seen.map((card): Sighting => {
    const zone = findCard(zones, card);
    if (zone === undefined) throw new Error(`card "${card}" is in no zone`);
    const pile = zones[zone]!;
    const index = pile.indexOf(card);
    return { seat, card, zone, above: pile.slice(0, index), below: pile.slice(index + 1) };
  });
  const renewed = new Set(seen);
  return [...knowledge.filter((sighting) => sighting.seat !== seat || !renewed.has(sighting.card)), ...fresh];
}

/**
 * Removes the sightings matching `filter`: `{ zone: 'draw' }` after shuffling the pile,
 * `{ seat }` when a rule says a seat's knowledge ends (the end of its turn), `{}` for all.
 */
export function forget(knowledge: Knowledge, filter: KnowledgeFilter): Knowledge {
  const matches = (sighting: Sighting) =>
    (filter.seat === undefined || sighting.seat === filter.seat) &&
    (filter.card === undefined || sighting.card === filter.card) &&
    (filter.zone === undefined || sighting.zone === filter.zone);
  const kept = knowledge.filter((sighting) => !matches(sighting));
  return kept.length === knowledge.length ? knowledge : kept;
}

const sameCards = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((card, i) => card === b[i]);

/**
 * Drops the sightings that no longer hold, and records where the others stand now. Views never
 * show a lapsed sighting, so this is not needed for secrecy; call it after moving cards (at the
 * end of a move) so that G does not keep them, so a card that comes back to exactly the same
 * place is not known again, and so a card that left from above a known one and comes back under
 * it (a drawn kitten put back lower down) counts as one that arrived below, which moves nothing.
 */
export function prune(knowledge: Knowledge, zones: Zones): Knowledge {
  let changed = false;
  const kept: Knowledge = [];
  for (const sighting of knowledge) {
    if (!stillHolds(sighting, zones)) {
      changed = true;
      continue;
    }
    if (sighting.above === undefined || sighting.below === undefined) {
      kept.push(sighting);
      continue;
    }
    const pile = zones[sighting.zone]!;
    const index = pile.indexOf(sighting.card);
    const above = pile.slice(0, index);
    const below = pile.slice(index + 1);
    if (sameCards(above, sighting.above) && sameCards(below, sighting.below)) {
      kept.push(sighting);
    } else {
      changed = true;
      kept.push({ ...sighting, above, below });
    }
  }
  return changed ? kept : knowledge;
}

/**
 * The cards `seat` knows (and still holds), in the order they lie in `zone` (top first) when a
 * zone is given. Works on the true state and on the seat's own view alike.
 */
export function knownBy(knowledge: Knowledge, zones: Zones, seat: Seat, zone?: ZoneId): CardId[] {
  const cards = new Set<CardId>();
  for (const sighting of knowledge) {
    if (sighting.seat === seat && (zone === undefined || sighting.zone === zone) && stillHolds(sighting, zones)) cards.add(sighting.card);
  }
  if (zone === undefined) return [...cards];
  return (Object.hasOwn(zones, zone) ? zones[zone]! : []).filter((card) => cards.has(card));
}

/** The seats that know `card` (and still hold), in the order they learned it. */
export function knowersOf(knowledge: Knowledge, zones: Zones, card: CardId): Seat[] {
  return [...new Set(knowledge.filter((sighting) => sighting.card === card && stillHolds(sighting, zones)).map((sighting) => sighting.seat))];
}

/**
 * For building views: zone id to card to the seats that know it there, from the sightings
 * that still hold.
 */
export function knownCards(knowledge: Knowledge, zones: Zones): Map<ZoneId, Map<CardId, Set<Seat>>> {
  const byZone = new Map<ZoneId, Map<CardId, Set<Seat>>>();
  for (const sighting of knowledge) {
    if (!stillHolds(sighting, zones)) continue;
    let cards = byZone.get(sighting.zone);
    if (!cards) byZone.set(sighting.zone, (cards = new Map()));
    let seats = cards.get(sighting.card);
    if (!seats) cards.set(sighting.card, (seats = new Set()));
    seats.add(sighting.seat);
  }
  return byZone;
}
