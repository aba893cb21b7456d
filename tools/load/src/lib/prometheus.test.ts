import { describe, expect, it } from 'vitest';
import { histogramWindow, parseMetrics, sum } from './prometheus';

const reading = (buckets: Record<string, number>, applied: number) =>
  parseMetrics(
    [
      '# HELP parlor_move_duration_seconds A move.',
      '# TYPE parlor_move_duration_seconds histogram',
      ...Object.entries(buckets).map(([le, count]) => `parlor_move_duration_seconds_bucket{le="${le}",game="bang"} ${count}`),
      `parlor_move_duration_seconds_count{game="bang"} ${buckets['+Inf']}`,
      `parlor_moves_applied_total{game="bang",by="server"} ${applied}`,
      `parlor_moves_applied_total{game="bang",by="person"} 7`,
      'process_cpu_seconds_total 1.5',
      '',
    ].join('\n'),
  );

describe('reading /metrics', () => {
  it('parses series and sums them by labels', () => {
    const metrics = reading({ '0.01': 0, '0.1': 0, '+Inf': 0 }, 5);
    expect(metrics.get('process_cpu_seconds_total')).toBe(1.5);
    expect(sum(metrics, 'parlor_moves_applied_total')).toBe(12);
    expect(sum(metrics, 'parlor_moves_applied_total', { by: 'server' })).toBe(5);
  });

  it('gives a histogram’s figures over the window between two readings only', () => {
    // Before: 100 fast moves. In the window: 90 more under 10 ms and 10 between 10 and 100 ms.
    const before = reading({ '0.01': 100, '0.1': 100, '+Inf': 100 }, 0);
    const after = reading({ '0.01': 190, '0.1': 200, '+Inf': 200 }, 3);
    const figures = histogramWindow(before, after, 'parlor_move_duration_seconds');
    expect(figures?.count).toBe(100);
    // The median is within the first bucket: interpolated at 50/90 of 10 ms.
    expect(figures?.p50).toBeCloseTo(5.56, 1);
    // The 99th is the 99th of 100: nine tenths into the 10-100 ms bucket.
    expect(figures?.p99).toBeCloseTo(91, 0);
    expect(figures?.max).toBe(100);
    expect(histogramWindow(after, after, 'parlor_move_duration_seconds')).toBeUndefined();
  });
});
