import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `floorMs` after it began, whether it succeeds or throws:
 * an observer who times the reply cannot tell the quick outcome from the slow one, as long as
 * the slow one stays under the floor.
 */
export async function takingAtLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = started + floorMs - performance.now();
    if (left > 0) await sleep(left);
  }
}
