/** Latencies and failures of one kind of call. */
export class CallStats {
  readonly latencies: number[] = [];
  errors = 0;
  /** A few failures, to show why. */
  readonly samples: string[] = [];

  constructor(readonly name: string) {}

  ok(ms: number) {
    this.latencies.push(ms);
  }

  fail(ms: number, why: string) {
    this.latencies.push(ms);
    this.errors++;
    if (this.samples.length < 5) this.samples.push(why.slice(0, 300));
  }

  get count() {
    return this.latencies.length;
  }

  summary(): Summary {
    const sorted = Float64Array.from(this.latencies).sort();
    return {
      count: sorted.length,
      errors: this.errors,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
    };
  }
}

export interface Summary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The middle value, or the mean of the two middle ones when there is an even number of them. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest rank: the smallest value with at least p percent of the values at or below it. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function formatTable(rows: Summary[], names: string[]): string {
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const header = ['call', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const body = rows.map((r, i) => [names[i], String(r.count), String(r.errors), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max)]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}
