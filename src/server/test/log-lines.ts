import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../kernel/logger';

/** A line the portal logged, as JSON: pino's level number, the message and the fields. */
export type LogLine = { level: number; msg: string } & Record<string, any>;

/** pino's numbers for its levels. */
export const logLevel = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * The portal's logger as `npm start` makes it (the same options and redaction) at `level`, writing
 * into a list that a test reads back: `lines` as they were written, `since(n)` those after the n-th.
 */
export function capturedLog(level = 'info') {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const log: Logger = createLogger(level, stream);
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  return {
    log,
    raw,
    lines,
    /** The lines written after the first `count`, e.g. `since(before)` with `before = raw.length`. */
    since: (count: number) => lines().slice(count),
    /** Waits up to `withinMs` for a line the predicate accepts. */
    async waitFor(accepts: (line: LogLine) => boolean, withinMs = 15_000): Promise<LogLine> {
      const until = Date.now() + withinMs;
      for (;;) {
        const found = lines().find(accepts);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such log line within ${withinMs} ms; logged:\n${raw.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
