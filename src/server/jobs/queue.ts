import PgBoss from 'pg-boss';
import type { Tx } from '../db/transaction';
import { describeError, errorClassOf, silentLogger, type Logger } from '../kernel/logger';
import { contextOf, currentTraceParent, inSpan, SpanKind } from '../kernel/tracing';
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
/** Where a job's data carries the trace of the request that sent it, taken off before its handler sees the data. */
const traceParentKey = '_traceparent';

/** How long a failed job waits, listed and retryable, before pg-boss archives it. */
export const failedJobsKeptSeconds = 14 * 24 * 3600;

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
    this.boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      max: 4,
      application_name: 'portal-jobs',
      // A failed job stays where the administration's job queues screen lists it and can retry it
      // for two weeks (pg-boss's default archives it after twelve hours, a night's failure gone by morning).
      archiveFailedAfterSeconds: failedJobsKeptSeconds,
    });
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
        const { [traceParentKey]: traceparent, ...data } = job.data as T & { [traceParentKey]?: string };
        try {
          await inSpan(
            `job ${handler.name}`,
            {
              kind: SpanKind.CONSUMER,
              parent: contextOf(traceparent),
              attributes: {
                'messaging.system': 'pg-boss',
                'messaging.destination.name': handler.name,
                'messaging.message.id': job.id,
                'job.retry_count': job.retryCount,
              },
            },
            () => handler.run(data as T, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
          );
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
    // With tracing on, the job's span continues the request that asked for it, however much later it runs.
    const traceparent = currentTraceParent();
    await this.boss.send(name, traceparent ? { ...data, [traceParentKey]: traceparent } : data, {
      ...options,
      db: { executeSql: (text, values) => tx.executeSql(text, values) },
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /** Whether this process registered a queue by that name; every process registers every module's. */
  isRegistered(name: string): boolean {
    return this.queueNames.has(name);
  }

  /**
   * Each registered queue's jobs by state, read from pg-boss's own table. Completed jobs move to
   * its archive after twelve hours, so the last day's are counted in both.
   */
  async queueStates(): Promise<QueueStates[]> {
    const names = [...this.queueNames].sort();
    const { rows } = await this.boss.getDb().executeSql(
      `select name,
          count(*) filter (where state = 'created' and not archived)::int as waiting,
          count(*) filter (where state = 'retry' and not archived)::int as retrying,
          count(*) filter (where state = 'active' and not archived)::int as active,
          count(*) filter (where state = 'failed' and not archived)::int as failed,
          count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int as "completedLastDay"
        from (
          select name, state, completed_on, false as archived from pgboss.job where name = any($1::text[])
          union all
          select name, state, completed_on, true from pgboss.archive
            where archived_on > now() - interval '1 day' and state = 'completed' and name = any($1::text[])
        ) jobs
        group by name`,
      [names],
    );
    const counted = new Map(rows.map((row: QueueStates) => [row.name, row]));
    return names.map((name) => counted.get(name) ?? { name, waiting: 0, retrying: 0, active: 0, failed: 0, completedLastDay: 0 });
  }

  /**
   * A page of the queue's failed jobs, the newest failure first, with the error pg-boss kept: a
   * thrown error's name and message, or the words it wrote itself (a timeout, a shutdown). Never
   * the job's data, which may hold a person's.
   */
  async failedJobs(name: string, skip: number, take: number): Promise<{ items: FailedJob[]; totalCount: number }> {
    const db = this.boss.getDb();
    const [{ rows }, counted] = await Promise.all([
      db.executeSql(
        `select id, created_on, started_on, completed_on, retry_count, retry_limit,
            output->>'name' as error_class,
            left(coalesce(output->>'message', output->'value'->>'message', output->>'value'), $4) as error_message
          from pgboss.job where name = $1 and state = 'failed'
          order by completed_on desc nulls last, created_on desc, id
          offset $2 limit $3`,
        [name, skip, take, maxErrorLength],
      ),
      db.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and state = 'failed'`, [name]),
    ]);
    const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
    return {
      items: rows.map((row) => ({
        id: row.id,
        createdAt: iso(row.created_on)!,
        startedAt: iso(row.started_on),
        failedAt: iso(row.completed_on),
        retryCount: row.retry_count,
        retryLimit: row.retry_limit,
        errorClass: row.error_class ?? null,
        errorMessage: row.error_message ?? null,
      })),
      totalCount: counted.rows[0].n,
    };
  }

  /**
   * Sends a failed job back to its queue for one more try (pg-boss's retry), in the caller's
   * transaction. Answers the job's state before, and changes nothing unless that was `failed`;
   * null when the queue has no job by that id (discarded, or archived with the failed of old).
   */
  async retry(tx: Tx, name: string, id: string): Promise<JobState | null> {
    return this.changeFailedJob(tx, name, id, (db) => this.boss.retry(name, id, { db }));
  }

  /** Deletes a failed job for good (pg-boss's deleteJob), as {@link retry} does: only a failed one. */
  async discard(tx: Tx, name: string, id: string): Promise<JobState | null> {
    return this.changeFailedJob(tx, name, id, (db) => this.boss.deleteJob(name, id, { db }));
  }

  /** The job's row is locked first, so two administrators cannot both act on it, nor a worker meanwhile. */
  private async changeFailedJob(tx: Tx, name: string, id: string, change: (db: PgBoss.Db) => Promise<unknown>): Promise<JobState | null> {
    const { rows } = await tx.executeSql(`select state from pgboss.job where name = $1 and id = $2 for update`, [name, id]);
    const state = (rows[0]?.state ?? null) as JobState | null;
    if (state === 'failed') await change({ executeSql: (text, values) => tx.executeSql(text, values) });
    return state;
  }
}

/** The longest error message a failed job answers; pg-boss keeps whatever the job threw. */
const maxErrorLength = 4000;

/** pg-boss's states of a job. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A queue's jobs by state: `retrying` failed once and wait for their next try; `completedLastDay` ended well in the last 24 hours. */
export interface QueueStates {
  name: string;
  waiting: number;
  retrying: number;
  active: number;
  failed: number;
  completedLastDay: number;
}

/** A failed job as administrators see it: when, how many tries, and its error; `failedAt` is when its last try ended. */
export interface FailedJob {
  id: string;
  createdAt: string;
  startedAt: string | null;
  failedAt: string | null;
  retryCount: number;
  retryLimit: number;
  errorClass: string | null;
  errorMessage: string | null;
}
