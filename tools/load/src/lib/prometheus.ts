/**
 * Reads Parlor's `/metrics` (Prometheus' text format) and turns two readings of a histogram
 * into figures for the window between them. The server's histograms are cumulative, so the
 * driver reads them at the start and the end of its measurement, and other scrapers take
 * nothing from it.
 */

/** Every sample of a reading, keyed by its series: `name{label="value",...}` as written. */
export type Reading = Map<string, number>;

/** Parses Prometheus' text format (comments and blank lines skipped). */
export function parseMetrics(text: string): Reading {
  const samples: Reading = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    // The value follows the series' last space (label values may hold spaces only inside quotes,
    // which end before the closing brace).
    const end = line.lastIndexOf('}');
    const space = line.indexOf(' ', end === -1 ? 0 : end);
    if (space === -1) continue;
    const value = Number(line.slice(space + 1).trim().split(' ')[0]);
    if (!Number.isNaN(value)) samples.set(line.slice(0, space), value);
  }
  return samples;
}

/** Sums the samples of `name` whose labels include every one of `labels`. */
export function sum(reading: Reading, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const [series, value] of reading) if (matches(series, name, labels)) total += value;
  return total;
}

function matches(series: string, name: string, labels: Record<string, string>): boolean {
  const brace = series.indexOf('{');
  if ((brace === -1 ? series : series.slice(0, brace)) !== name) return false;
  return Object.entries(labels).every(([key, value]) => series.includes(`${key}="${value}"`));
}

/** The upper bound of a bucket series (`le="0.005"`), or undefined. */
function bucketBound(series: string): number | undefined {
  const match = /le="([^"]+)"/.exec(series);
  if (!match) return undefined;
  return match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]);
}

/** Figures of a histogram over a window, in ms. */
export interface WindowFigures {
  count: number;
  p50: number;
  p99: number;
  /** The upper bound of the highest bucket that gained a sample (a histogram keeps no maximum). */
  max: number;
}

/**
 * A histogram in seconds (`name` without `_bucket`), over the window between two readings,
 * summed over every series with `labels`: percentiles interpolated within their bucket, in ms.
 * Undefined when nothing was observed in the window.
 */
export function histogramWindow(before: Reading, after: Reading, name: string, labels: Record<string, string> = {}): WindowFigures | undefined {
  const buckets = new Map<number, number>();
  for (const [series, value] of after) {
    if (!matches(series, `${name}_bucket`, labels)) continue;
    const bound = bucketBound(series);
    if (bound === undefined) continue;
    buckets.set(bound, (buckets.get(bound) ?? 0) + value - (before.get(series) ?? 0));
  }
  const cumulative = [...buckets].sort(([a], [b]) => a - b);
  const count = cumulative.at(-1)?.[1] ?? 0;
  if (count <= 0) return undefined;
  const quantile = (q: number) => {
    const rank = q * count;
    let lower = 0;
    let below = 0;
    for (const [bound, seen] of cumulative) {
      if (seen >= rank) {
        // Past the last finite bound there is no upper edge: say the last bound.
        if (!Number.isFinite(bound)) return lower * 1000;
        const share = seen === below ? 1 : (rank - below) / (seen - below);
        return (lower + (bound - lower) * share) * 1000;
      }
      lower = bound;
      below = seen;
    }
    return lower * 1000;
  };
  let max = 0;
  let previous = 0;
  let lastFinite = 0;
  for (const [bound, seen] of cumulative) {
    if (seen > previous) max = Number.isFinite(bound) ? bound : lastFinite;
    if (Number.isFinite(bound)) lastFinite = bound;
    previous = seen;
  }
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { count, p50: round(quantile(0.5)), p99: round(quantile(0.99)), max: round(max * 1000) };
}
