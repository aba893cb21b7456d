/**
 * @packageDocumentation
 * Cards, zones and piles shared by every Parlor game.
 *
 * A match keeps all its cards in one {@link Zones} record (zone id to a stack of card ids,
 * index 0 = top). Moving cards only through these functions keeps every card in exactly one
 * zone, which {@link checkConservation} verifies, and lets libs/hidden-info build each seat's
 * view from the zone ids alone.
 */
export {
  type CardId,
  type ZoneId,
  type Zones,
  type Shuffler,
  DeckError,
  zoneId,
  parseZoneId,
  ownerOfZone,
  createZones,
  cardsIn,
  size,
  findCard,
  zonesOfKind,
} from './lib/zones';
export {
  type Placement,
  type Refill,
  type DrawOptions,
  type MoveOptions,
  type DealOptions,
  shuffle,
  draw,
  refillIfEmpty,
  isValidPosition,
  moveCard,
  moveAll,
  peek,
  peekBottom,
  isReorderOfTop,
  reorderTop,
  deal,
} from './lib/piles';
export { type ConservationReport, checkConservation, describeConservation } from './lib/conservation';
export { type CardCatalog, defineCatalog, copies } from './lib/catalog';
