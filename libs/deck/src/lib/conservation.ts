import type { CardId, ZoneId, Zones } from './zones';

/** What {@link checkConservation} found. `ok` is true when every list is empty. */
export interface ConservationReport {
  ok: boolean;
  /** Cards that stand in more than one place (two zones, or twice in one zone). */
  duplicates: { card: CardId; zones: ZoneId[] }[];
  /** Expected cards found in no zone. */
  missing: CardId[];
  /** Cards found in a zone that the match never had. */
  unexpected: { card: CardId; zone: ZoneId }[];
}

/**
 * Checks that every expected card is in exactly one zone and that no zone holds anything
 * else. Run it after every step of a playout: a card that is lost, copied or invented is a
 * rules bug. Cards out of the game belong in a zone of their own (for example `'box'`).
 */
export function checkConservation(zones: Zones, expected: Iterable<CardId>): ConservationReport {
  const wanted = new Set(expected);
  const seen = new Map<CardId, ZoneId[]>();
  const unexpected: { card: CardId; zone: ZoneId }[] = [];
  for (const zone in zones) {
    for (const card of zones[zone]!) {
      if (!wanted.has(card)) {
        unexpected.push({ card, zone });
        continue;
      }
      const where = seen.get(card);
      if (where) where.push(zone);
      else seen.set(card, [zone]);
    }
  }
  const duplicates = [...seen].filter(([, where]) => where.length > 1).map(([card, where]) => ({ card, zones: where }));
  const missing = [...wanted].filter((card) => !seen.has(card));
  return { ok: duplicates.length + missing.length + unexpected.length === 0, duplicates, missing, unexpected };
}

/** A one-line account of a failed {@link ConservationReport}, or `undefined` if it passed. */
export function describeConservation(report: ConservationReport): string | undefined {
  if (report.ok) return undefined;
  const parts: string[] = [];
  if (report.duplicates.length) {
    parts.push(`in several places: ${report.duplicates.map((d) => `${d.card} (${d.zones.join(', ')})`).join('; ')}`);
  }
  if (report.missing.length) parts.push(`missing: ${report.missing.join(', ')}`);
  if (report.unexpected.length) {
    parts.push(`unknown: ${report.unexpected.map((u) => `${u.card} in ${u.zone}`).join(', ')}`);
  }
  return `card conservation broken: ${parts.join(' | ')}`;
}
