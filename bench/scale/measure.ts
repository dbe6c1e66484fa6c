import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../stats';
import type { Input } from './calls';

export interface Answer {
  status: number;
  ms: number;
  /** From sending to the first byte of the body (a file's first chunk). */
  firstByteMs?: number;
  bytes: number;
  /** Line ends in a CSV: its rows, with its heading. */
  lines?: number;
  body: string;
}

/** One call over fetch, its whole body read (a file is timed until its last byte). */
export async function ask(baseUrl: string, verb: string, path: string, token: string | undefined, input?: Input): Promise<Answer> {
  const defined = Object.entries(input ?? {}).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
  const query = verb === 'GET' && defined.length ? `?${new URLSearchParams(defined.map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (verb !== 'GET') headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}${query}`, {
      method: verb,
      headers,
      body: verb === 'GET' ? undefined : JSON.stringify(Object.fromEntries(defined)),
    });
    const type = res.headers.get('content-type') ?? '';
    const json = type.includes('json');
    const csv = type.includes('csv');
    // Read as it comes, so that a file's first chunk is timed, and kept only when it is JSON.
    const kept: Buffer[] = [];
    let firstByteMs: number | undefined;
    let bytes = 0;
    let lines = 0;
    for await (const piece of res.body ?? []) {
      const chunk = Buffer.from(piece);
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      if (csv) for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (json) kept.push(chunk);
    }
    const ms = performance.now() - started;
    return {
      status: res.status,
      ms,
      firstByteMs,
      bytes,
      ...(csv ? { lines } : {}),
      body: json ? Buffer.concat(kept).toString('utf8') : '',
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, bytes: 0, body: String(error) };
  }
}

/** The process's resident memory in MB, from /proc (Linux); NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The highest RSS seen while `work` runs, sampled every 10 ms. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 10);
  try {
    return { result: await work(), peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** Another user's cheap call every 100 ms while `work` runs; each one's latency, whether or not the previous answered. */
export async function probeDuring<T>(
  probe: () => Promise<Answer>,
  work: () => Promise<T>,
): Promise<{ result: T; latencies: number[]; refusals: string[] }> {
  const latencies: number[] = [];
  const refusals: string[] = [];
  const pending: Promise<void>[] = [];
  const fire = () =>
    pending.push(
      probe().then((a) => {
        latencies.push(a.ms);
        if (a.status !== 200) refusals.push(String(a.status));
      }),
    );
  fire();
  const timer = setInterval(fire, 100);
  try {
    const result = await work();
    return { result, latencies, refusals };
  } finally {
    clearInterval(timer);
    await Promise.all(pending);
  }
}

export interface Measured {
  name: string;
  /** The median of the runs, in ms. */
  ms: number;
  runs: number;
  /** Every status the runs answered, when not all were 200. */
  failures: string[];
  bytes: number;
  /** The median time to the first byte, and the rows a second of a CSV (lines past its heading over the median time). */
  firstByteMs?: number;
  rowsPerSecond?: number;
  idleRssMb?: number;
  peakRssMb?: number;
  stallP99Ms?: number;
  stallCount?: number;
  /** The probes that were not answered 200 (their statuses; 0 for no answer at all). */
  stallRefusals?: string[];
  note?: string;
}

export function summarize(name: string, answers: Answer[], extra: Partial<Measured> & { stall?: number[] } = {}): Measured {
  const failures = answers.filter((a) => a.status < 200 || a.status >= 300).map((a) => `${a.status} ${a.body.slice(0, 160)}`);
  const { stall, ...rest } = extra;
  const sortedStall = stall ? Float64Array.from(stall).sort() : undefined;
  return {
    name,
    ms: median(answers.map((a) => a.ms)),
    runs: answers.length,
    failures: [...new Set(failures)],
    bytes: median(answers.map((a) => a.bytes)),
    ...firstByteAndRows(answers),
    ...(sortedStall ? { stallP99Ms: percentile(sortedStall, 99), stallCount: sortedStall.length } : {}),
    ...rest,
  };
}

function firstByteAndRows(answers: Answer[]): Pick<Measured, 'firstByteMs' | 'rowsPerSecond'> {
  const firstBytes = answers.flatMap((a) => (a.firstByteMs === undefined ? [] : [a.firstByteMs]));
  if (firstBytes.length === 0) return {};
  const ms = median(answers.map((a) => a.ms));
  const rows = median(answers.map((a) => Math.max(0, (a.lines ?? 0) - 1)));
  return { firstByteMs: median(firstBytes), ...(rows > 1 ? { rowsPerSecond: rows / (ms / 1000) } : {}) };
}
