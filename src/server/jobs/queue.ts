import PgBoss from 'pg-boss';
import type { Tx } from '../db/transaction';
import { describeError, errorClassOf, silentLogger, type Logger } from '../kernel/logger';
import { settleJobsSafely } from './pg-boss-settled';

settleJobsSafely();

export interface JobHandler<T> {
  name: string;
  /** Runs one job; throwing makes pg-boss retry it with backoff. */
  run(data: T, meta: { retryCount: number; retryLimit: number }): Promise<void>;
  retryLimit?: number;
  /**
   * A cron expression (five fields, UTC, which is Reykjavík time) on which pg-boss sends this job with empty
   * data. The schedule lives in the database, so however many instances keep it, each time fires once.
   */
  schedule?: string;
}

/**
 * Iceland keeps UTC all year, so a schedule in UTC fires at the same Reykjavík time. pg-boss checks
 * every schedule once a minute on the event loop, and its cron parser steps through a named zone's
 * rules at each step: the portal's six schedules took about 60 ms a check in Atlantic/Reykjavik and
 * about 25 ms in UTC, a pause every request in flight waited out.
 */
export const scheduleTimeZone = 'UTC';

export interface JobQueueOptions {
  /** Where failed jobs and the queue's own errors are told; silent when absent. */
  log?: Logger;
  /** How often each worker asks for a job while its queue is empty. */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue on the same PostgreSQL. `send` takes the business transaction, so a job exists
 * exactly when the change that asked for it was committed.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly log: Logger;
  private readonly pollingIntervalSeconds: number;
  private started = false;
  private readonly queueNames = new Set<string>();
  private readonly failed = new Map<string, number>();

  constructor(connectionString: string, options: JobQueueOptions = {}) {
    this.log = options.log ?? silentLogger;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'portal-jobs' });
    this.boss.on('error', (error) => this.tellQueueError(error));
  }

  /**
   * What pg-boss itself reports: a pooled connection that dropped, maintenance or a schedule check
   * that failed. (A worker's failed poll it keeps to itself, so an outage is a few lines, not one a poll.)
   */
  private tellQueueError(error: unknown): void {
    // A worker's error comes as a copy with the queue's name on it.
    const queue = (error as { queue?: unknown }).queue;
    this.log.error({ ...(typeof queue === 'string' ? { queue } : {}), error: describeError(error) }, 'job queue error');
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async register<T>(handler: JobHandler<T>): Promise<void> {
    this.queueNames.add(handler.name);
    await this.boss.createQueue(handler.name, {
      name: handler.name,
      retryLimit: handler.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
    });
  }

  /**
   * Works the queue one job at a time. pg-boss waits its polling interval after every fetch, one
   * that found a job too, so a backlog (a night's reminders, the mail of a busy hour) drained at one
   * job per interval; told at each job's end, the worker fetches the next at once and waits only
   * when the queue is empty.
   */
  async work<T extends object>(handler: JobHandler<T>): Promise<void> {
    const workerId = await this.boss.work<T>(
      handler.name,
      { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        const attempt = { queue: handler.name, jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
        try {
          await handler.run(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
        } catch (error) {
          this.failed.set(handler.name, (this.failed.get(handler.name) ?? 0) + 1);
          // The class and code only: a job's message may quote what it was working on (an address,
          // a name). pg-boss keeps the whole error with the failed job, where administrators read it.
          const willRetry = job.retryCount < job.retryLimit;
          const failure = { ...attempt, ...errorClassOf(error), willRetry };
          if (willRetry) this.log.warn(failure, 'job failed; it will be retried');
          else this.log.error(failure, 'job failed and will not be retried');
          throw error;
        } finally {
          this.boss.notifyWorker(workerId);
        }
        if (job.retryCount > 0) this.log.info(attempt, 'job succeeded on a retry');
      },
    );
  }

  /** Runs of each registered queue's jobs that threw in this process, a retry that failed again counting again (`/metrics`). */
  failures(): Map<string, number> {
    return new Map([...this.queueNames].map((name) => [name, this.failed.get(name) ?? 0]));
  }

  /** How many jobs of each registered queue wait to run: new ones, and failed ones waiting for their retry. */
  async depths(): Promise<Map<string, number>> {
    const names = [...this.queueNames];
    const sizes = await Promise.all(names.map((name) => this.boss.getQueueSize(name)));
    return new Map(names.map((name, i) => [name, sizes[i]!]));
  }

  /** Creates or replaces the job's schedule; the queue must be registered first. */
  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: scheduleTimeZone });
  }

  async unschedule(name: string): Promise<void> {
    await this.boss.unschedule(name);
  }

  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    // pg-boss answers the stored rows, time zone and all, though its types leave that out.
    const rows = (await this.boss.getSchedules()) as (PgBoss.Schedule & { timezone: string })[];
    return rows.map(({ name, cron, timezone }) => ({ name, cron, timezone }));
  }

  async send(tx: Tx, name: string, data: object, options: PgBoss.SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, { ...options, db: { executeSql: (text, values) => tx.executeSql(text, values) } });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
