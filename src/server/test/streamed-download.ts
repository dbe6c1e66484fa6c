import v8 from 'node:v8';
import vm from 'node:vm';
import type pg from 'pg';

// The collector, to weigh what stays reachable rather than garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** The heap that stays reachable after a full collection. */
export function liveHeap(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

/**
 * Sessions of the test's database that hold an export's cursor open, fetching or waiting for the
 * reader to ask for more: a file whose cursor is open has not read its last row yet (after it, the
 * session commits and goes idle).
 */
export async function openExportCursors(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state <> 'idle' and query like 'fetch forward % from export_rows'`,
  );
  return rows[0].n as number;
}

/** What a download streamed: its size, and the live heap's growth over it. */
export interface StreamedDownload {
  status: number;
  bytes: number;
  /** Line ends: a CSV's rows with its heading. */
  lines: number;
  /** The largest growth of the live heap over what it was before the request, sampled as the bytes came. */
  peakGrowth: number;
  /** The live heap's growth from a quarter of the file to its end: a file held in memory grows here. */
  lateGrowth: number;
  /** What `atFirstChunk` answered. */
  atFirstChunk: unknown;
  /** The body, when asked to keep it (a small file's, to read it too). */
  body?: Buffer;
}

/**
 * Downloads a file over a real socket as a browser would, throwing each chunk away as it arrives,
 * and weighs the live heap (the server's and this reader's, one process) every `sampleBytes`:
 * a file that streams keeps it flat. `atFirstChunk` runs once the first chunk is here and before
 * any other is read, to look at what the server is doing then (e.g. whether its cursor is still
 * open). Uncompressed, so that the file is larger than the sockets' buffers and the server must
 * wait for the reader.
 */
export async function downloadStreamed(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  options: { atFirstChunk?: () => Promise<unknown>; sampleBytes?: number; keepBody?: boolean } = {},
): Promise<StreamedDownload> {
  const sampleBytes = options.sampleBytes ?? 512 * 1024;
  const baseline = liveHeap();
  const res = await fetch(url, { ...init, headers: { ...init.headers, 'accept-encoding': 'identity' } });
  const samples: { bytes: number; growth: number }[] = [];
  let bytes = 0;
  let lines = 0;
  let nextSample = 0;
  let atFirstChunk: unknown;
  const kept: Buffer[] = [];
  for await (const piece of res.body ?? []) {
    const chunk = Buffer.from(piece);
    if (bytes === 0 && options.atFirstChunk) atFirstChunk = await options.atFirstChunk();
    bytes += chunk.length;
    if (options.keepBody) kept.push(chunk);
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    if (bytes >= nextSample) {
      samples.push({ bytes, growth: liveHeap() - baseline });
      nextSample = bytes + sampleBytes;
    }
  }
  samples.push({ bytes, growth: liveHeap() - baseline });
  const quarter = samples[Math.floor(samples.length / 4)];
  return {
    status: res.status,
    bytes,
    lines,
    peakGrowth: Math.max(...samples.map((s) => s.growth)),
    lateGrowth: samples.at(-1)!.growth - quarter.growth,
    atFirstChunk,
    ...(options.keepBody ? { body: Buffer.concat(kept) } : {}),
  };
}
