import type { Measured } from './measure';
import type { SizeRun } from './main';

const ms = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '-' : v >= 100 ? v.toFixed(0) : v.toFixed(1));

interface Row {
  name: string;
  at: (Measured | undefined)[];
}

function rowsOf(sizes: SizeRun[]): Row[] {
  // In the order of the largest size, which has every page the smaller ones have.
  const names = [...new Set([...sizes].reverse().flatMap((s) => s.results.map((r) => r.name)))];
  return names.map((name) => ({ name, at: sizes.map((s) => s.results.find((r) => r.name === name)) }));
}

function cellsOf(row: Row): string[] {
  const last = row.at[row.at.length - 1];
  const times = row.at.map((m) => (m ? ms(m.ms) + (m.failures.length ? ' (failed)' : '') : '-'));
  const first = row.at[0];
  const ratio = row.at.length > 1 && first && last && first.ms > 0 ? `${(last.ms / first.ms).toFixed(1)}×` : '';
  const memory = last?.peakRssMb !== undefined ? `${last.idleRssMb!.toFixed(0)} → ${last.peakRssMb.toFixed(0)} MB` : '';
  const refused = last?.stallRefusals?.length ? `, ${last.stallRefusals.length} refused` : '';
  const stall = last?.stallP99Ms !== undefined ? `${ms(last.stallP99Ms)} (${last.stallCount}${refused})` : '';
  const size = last?.note ?? (last && last.bytes > 100_000 ? `${(last.bytes / 1e6).toFixed(1)} MB` : '');
  return [row.name, ...times, ...(row.at.length > 1 ? [ratio] : []), memory, stall, size];
}

function headerOf(sizes: SizeRun[]): string[] {
  return [
    'call',
    ...sizes.map((s) => `ms at ${s.scale}`),
    ...(sizes.length > 1 ? ['ratio'] : []),
    'portal RSS (idle → peak)',
    'stall p99 ms (probes)',
    'file',
  ];
}

/** Each call's median at each size, the ratio of the last to the first, and for heavy calls the memory and the stall. */
export function formatTable(sizes: SizeRun[]): string {
  const header = headerOf(sizes);
  const body = rowsOf(sizes).map(cellsOf);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}

export function formatReport(sizes: SizeRun[], runs: number): string {
  const header = headerOf(sizes);
  const lines = [
    `Median of ${runs} warm runs per call, in milliseconds; pages of ten. Sizes (scale of issue 39's L):`,
    '',
    ...sizes.map(
      (s) =>
        `- ${s.scale}: ${Object.entries(s.register.size)
          .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
          .join(', ')}; seeded in ${s.register.seconds.toFixed(0)} s`,
    ),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rowsOf(sizes).map((row) => `| ${cellsOf(row).join(' | ')} |`),
    '',
  ];
  return lines.join('\n');
}
