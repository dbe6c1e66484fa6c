import { createRequire } from 'node:module';

/**
 * pg-boss 10.4 marks a worker's job completed or failed without awaiting the query
 * (`manager.js`, `onFetch`): should the database go away at that moment (a restart, a failover),
 * the rejection is unhandled and Node ends the process. Each call's promise gets a handler that
 * reports the error as pg-boss's own, which the job queue logs; the promise itself is returned
 * unchanged, so a caller that awaits it still sees the error. The job stays active and pg-boss
 * runs it again once it expires, as after a worker that crashed.
 */
type Settle = (this: { emit(event: string, error: unknown): boolean }, ...args: unknown[]) => Promise<unknown>;

const require = createRequire(import.meta.url);
const Manager = require('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', Settle> & { settledPatched?: boolean } };

export function settleJobsSafely(): void {
  const proto = Manager.prototype;
  if (proto.settledPatched) return;
  proto.settledPatched = true;
  for (const method of ['complete', 'fail'] as const) {
    const original = proto[method];
    proto[method] = function (this, ...args) {
      const settled = original.apply(this, args);
      settled.catch((error: unknown) => this.emit('error', error));
      return settled;
    };
  }
}
