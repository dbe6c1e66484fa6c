import type { Logger } from '../kernel/logger';
import type { EmbeddedDatabase } from './embedded';

export interface SupervisedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /** Where a death and each restart are told, at the default level: an operator should know of both. */
  log: Logger;
  /** Called once when the server keeps dying; the portal then exits, for its supervisor to restart. */
  onGiveUp: (message: string) => void;
  /** Restarts allowed within `windowMs` before giving up. */
  maxRestarts?: number;
  windowMs?: number;
  /** The pause before the n-th restart in a row. */
  delayMs?: (attempt: number) => number;
}

/**
 * Keeps the embedded database up while the portal runs. When the server dies (killed, out of
 * memory), it is started again on the same port with the same password, so the connection pools
 * simply reconnect; requests in between fail as "database unavailable". A server that keeps dying
 * is not restarted for ever: after `maxRestarts` within `windowMs` the supervisor gives up.
 */
export async function superviseEmbeddedPostgres(
  start: () => Promise<EmbeddedDatabase>,
  options: SupervisorOptions,
): Promise<SupervisedDatabase> {
  const { log, onGiveUp, maxRestarts = 3, windowMs = 10 * 60_000, delayMs = (n) => 1_000 * 2 ** (n - 1) } = options;
  let current = await start();
  let stopping = false;
  const restarts: number[] = [];

  const recover = async (reason: string) => {
    if (stopping) return;
    log.warn({ reason }, 'the embedded database stopped unexpectedly; starting it again');
    let lastReason = reason;
    for (;;) {
      const now = Date.now();
      while (restarts.length && restarts[0]! < now - windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        onGiveUp(
          `The embedded database stopped and could not be kept running (${lastReason}). ` +
            'The portal stops so that it can be started again; if it happens again, look at the disk space and the memory of the machine.',
        );
        return;
      }
      restarts.push(now);
      await new Promise((resolve) => setTimeout(resolve, delayMs(restarts.length)));
      if (stopping) return;
      try {
        current = await start();
        log.info({ restarts: restarts.length }, 'the embedded database runs again');
        watch(current);
        return;
      } catch (error) {
        lastReason = error instanceof Error ? error.message : String(error);
        log.warn({ reason: lastReason }, 'the embedded database did not start again');
      }
    }
  };
  const watch = (database: EmbeddedDatabase) => void database.exited.then((reason) => (database === current ? recover(reason) : undefined));
  watch(current);

  return {
    url: current.url,
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}
