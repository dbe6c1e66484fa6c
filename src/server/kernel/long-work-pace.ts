import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Long work shares the portal's one thread with everyone else: an export of the whole register
 * formats hundreds of thousands of rows, and on an exam day each of its slices made the candidates'
 * saves wait (decision 0054). So long work goes at its own pace only while nobody else is being
 * answered; while others are, it leaves them {@link othersShare} of the thread, waiting after each
 * slice for that many times the slice took, and never more than {@link longestPauseMs} at a time,
 * so it always goes on.
 */
export const othersShare = 9;
export const longestPauseMs = 1000;

let answering = 0;
let longWork = 0;

/** Counts the requests being answered, each from its arrival until its answer's socket is done with it, whatever ended it. */
export function installRequestCount(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    answering++;
    reply.raw.once('close', () => answering--);
    done();
  });
}

/** Requests being answered now that are not long work themselves. */
export function othersBeingAnswered(): number {
  return Math.max(0, answering - longWork);
}

/** Marks a piece of long work (its own request is not one of the others it yields to) until the returned function is called. */
export function beginLongWork(): () => void {
  longWork++;
  let ended = false;
  return () => {
    if (!ended) longWork--;
    ended = true;
  };
}

/** After a slice of long work that took `sliceMs`: at once when nobody else is being answered, else a pause that leaves them the thread. */
export async function yieldToOthers(sliceMs: number): Promise<void> {
  if (othersBeingAnswered() === 0) return;
  await sleep(Math.min(longestPauseMs, Math.max(1, sliceMs * othersShare)));
}
