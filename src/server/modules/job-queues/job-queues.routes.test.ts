import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJobDto, JobQueueDto } from '../../../shared/contracts/job-queues';
import { Permission } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { JobHandler } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../test/harness';
import { soon } from '../../test/soon';

/**
 * The job queues as the host's administrators see them, on the test app's own pg-boss: a queue
 * whose jobs fail as a real job does (a handler that throws, with no retries left), and one that
 * no worker works, so its jobs wait.
 */

const api = '/api/services/app/JobQueue';
const failing = 'test.failing';
const idle = 'test.idle';
/** What a job's data may hold, and no answer may show. */
const person = 'Sigurlína Hafsteinsdóttir, 120174-3399';

let t: TestApp;
let admin: string;
let pilot: string;
let tenantAdmin: string;
/** Each job's runs by its key: the first `failures` throw, as a registry that does not answer. */
const runs = new Map<string, number>();

const failingHandler: JobHandler<{ key: string; failures: number; person: string }> = {
  name: failing,
  retryLimit: 0,
  run: async ({ key, failures }) => {
    const run = (runs.get(key) ?? 0) + 1;
    runs.set(key, run);
    if (run <= failures) throw new TypeError(`the registry did not answer (run ${run})`);
  },
};

const getQueues = (token?: string) => t.call<{ items: JobQueueDto[] }>('GET', `${api}/GetQueues`, { token });
const getFailed = (token: string | undefined, query: Record<string, string | number> = { queue: failing }, language?: 'is' | 'en') =>
  t.call<{ items: FailedJobDto[]; totalCount: number }>('GET', `${api}/GetFailedJobs`, { token, query, language });
const retry = (token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('POST', `${api}/Retry`, { token, body, language });
const discard = (token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('POST', `${api}/Discard`, { token, body, language });

const queueOf = async (name: string) => (await getQueues(admin)).body.result.items.find((q) => q.name === name);
const stateOf = async (id: string) =>
  ((await t.database.pool.query(`select state from pgboss.job where id = $1`, [id])).rows[0]?.state as string | undefined) ?? null;

/** Sends a job that fails `failures` times, and answers its id once pg-boss holds it failed. */
async function failedJob(key: string, failures = 1): Promise<string> {
  await withTransaction(t.database.pool, (tx) => t.deps.jobs.send(tx, failing, { key, failures, person }));
  const [row] = await soon(
    async () =>
      (await t.database.pool.query(`select id, state from pgboss.job where name = $1 and data->>'key' = $2`, [failing, key])).rows,
    (rows) => rows[0]?.state === 'failed',
    { withinMs: 10_000, everyMs: 50 },
  );
  expect(row?.state, `job ${key}`).toBe('failed');
  return row.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.jobs.register(failingHandler);
  await t.deps.jobs.work(failingHandler);
  await t.deps.jobs.register({ name: idle, run: async () => undefined });
  admin = await t.loginAsAdmin();
  pilot = (await t.userWith([Permission.Pilot])).token;
  tenantAdmin = (await t.userWith([Permission.Administrator], { tenantId: (await t.tenant()).id })).token;
});
afterAll(async () => {
  await t.close();
});

describe('who may see and act on the job queues', () => {
  it('answers 401 without a session and 403 to anyone but the host’s administrators, and changes nothing', async () => {
    const id = await failedJob('refused');
    const job = { queue: failing, id };
    const calls = [(token?: string) => getQueues(token), (token?: string) => getFailed(token), (token?: string) => retry(token, job)];
    for (const call of [...calls, (token?: string) => discard(token, job)]) {
      expect((await call()).status).toBe(401);
      expect((await call(pilot)).status).toBe(403);
      // A tenant's administrator holds the permission, but the queues hold every tenant's jobs.
      const refused = await call(tenantAdmin);
      expect(refused.status).toBe(403);
      expect(refused.body.unAuthorizedRequest).toBe(false);
    }
    expect(await stateOf(id)).toBe('failed');
    expect((await discard(admin, job)).status).toBe(200);
  });
});

describe('JobQueue/GetQueues', () => {
  it('lists every registered queue by name with its jobs by state', async () => {
    await withTransaction(t.database.pool, async (tx) => {
      await t.deps.jobs.send(tx, idle, {});
      await t.deps.jobs.send(tx, idle, {});
    });
    const res = await getQueues(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.body.result.items.map((q) => q.name);
    // The modules' queues (e-mail among them) and the two of this test, in order of name.
    expect(names).toEqual(expect.arrayContaining(['send-mail', failing, idle]));
    expect(names).toEqual([...names].sort());
    expect(res.body.result.items.find((q) => q.name === idle)).toEqual({
      name: idle,
      waiting: 2,
      retrying: 0,
      active: 0,
      failed: 0,
      completedLastDay: 0,
    });
    expect(res.body.result.items.find((q) => q.name === 'send-mail')).toMatchObject({ failed: 0 });
  });

  it('counts a job that waits for its retry, one running, and those completed in the last 24 hours, archived ones too', async () => {
    const fakeJob = (state: string, completedOn: string | null) =>
      t.database.pool.query(
        `insert into pgboss.job (name, state, started_on, completed_on) values ($1, $2, now(), ${completedOn ?? 'null'})`,
        [idle, state],
      );
    await fakeJob('retry', null);
    await fakeJob('active', null);
    await fakeJob('completed', `now() - interval '1 hour'`);
    // pg-boss moves completed jobs to its archive after twelve hours: one of the last day counts, an older one not.
    const archived = (completedOn: string) =>
      t.database.pool.query(
        `insert into pgboss.archive (id, name, priority, state, retry_limit, retry_count, retry_delay, retry_backoff,
           start_after, expire_in, created_on, completed_on, keep_until)
         values (gen_random_uuid(), $1, 0, 'completed', 0, 0, 0, false, now(), interval '15 minutes', now(), ${completedOn}, now())`,
        [idle],
      );
    await archived(`now() - interval '13 hours'`);
    await archived(`now() - interval '25 hours'`);
    expect(await queueOf(idle)).toEqual({ name: idle, waiting: 2, retrying: 1, active: 1, failed: 0, completedLastDay: 2 });
  });
});

describe('a failed job', () => {
  it('is listed with its times, tries and the error pg-boss kept, newest failure first, never with its data', async () => {
    const first = await failedJob('listed-1');
    const second = await failedJob('listed-2');
    expect(await queueOf(failing)).toMatchObject({ failed: 2, waiting: 0, retrying: 0 });

    const res = await getFailed(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.totalCount).toBe(2);
    expect(res.body.result.items.map((job) => job.id)).toEqual([second, first]);
    expect(res.body.result.items[0]).toEqual({
      id: second,
      createdAt: expect.any(String),
      startedAt: expect.any(String),
      failedAt: expect.any(String),
      retryCount: 0,
      retryLimit: 0,
      errorClass: 'TypeError',
      errorMessage: 'the registry did not answer (run 1)',
    });
    const job = res.body.result.items[0]!;
    expect(Date.parse(job.failedAt!)).toBeGreaterThanOrEqual(Date.parse(job.startedAt!));
    expect(Date.parse(job.startedAt!)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
    expect(JSON.stringify(res.body)).not.toContain('120174-3399');
    expect(JSON.stringify(res.body)).not.toContain('listed-');

    const page = await getFailed(admin, { queue: failing, SkipCount: 1, MaxResultCount: 1 });
    expect(page.body.result).toEqual({ items: [expect.objectContaining({ id: first })], totalCount: 2 });

    for (const id of [first, second]) expect((await discard(admin, { queue: failing, id })).status).toBe(200);
  });

  it('goes back to its queue on JobQueue/Retry and runs, and the audit log records who retried it', async () => {
    const id = await failedJob('retried');
    const res = await retry(admin, { queue: failing, id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toBeNull();
    // Waiting for its try, at once; the worker takes it within its half-second poll, and it succeeds.
    const ran = await soon(
      () => stateOf(id),
      (state) => state === 'completed',
      { withinMs: 10_000, everyMs: 50 },
    );
    expect(ran).toBe('completed');
    expect(runs.get('retried')).toBe(2);
    expect((await getFailed(admin)).body.result).toEqual({ items: [], totalCount: 0 });
    expect(await queueOf(failing)).toMatchObject({ failed: 0, completedLastDay: 1 });

    // Done now: it can be neither retried nor discarded again.
    const again = await retry(admin, { queue: failing, id }, 'is');
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(
      'Verkið hefur ekki mistekist: það bíður, er í vinnslu eða er lokið, svo hvorki er hægt að reyna það aftur né henda því.',
    );
    expect((await discard(admin, { queue: failing, id }, 'en')).body.error?.message).toMatch(/^The job has not failed/);
    expect(await stateOf(id)).toBe('completed');

    const audit = await t.call('GET', '/api/services/app/Audit/GetAll', { token: admin, query: { call: 'JobQueue/Retry' } });
    expect(audit.body.result.items).toEqual([
      expect.objectContaining({ service: 'JobQueue', method: 'Retry', entityType: 'Job', entityId: id, changedFields: ['queue'] }),
    ]);
  });

  it('is deleted on JobQueue/Discard, never to run, and the audit log records who discarded it', async () => {
    const id = await failedJob('discarded');
    const res = await discard(admin, { queue: failing, id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stateOf(id)).toBeNull();
    expect((await getFailed(admin)).body.result.totalCount).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(runs.get('discarded')).toBe(1);
    // Gone: a second discard or a retry finds nothing.
    expect((await discard(admin, { queue: failing, id })).status).toBe(404);
    expect((await retry(admin, { queue: failing, id })).status).toBe(404);

    const audit = await t.call('GET', '/api/services/app/Audit/GetAll', { token: admin, query: { call: 'JobQueue/Discard' } });
    expect(audit.body.result.items.length).toBeGreaterThanOrEqual(1);
    expect(audit.body.result.items[0]).toMatchObject({ service: 'JobQueue', method: 'Discard', entityType: 'Job', entityId: id });
  });

  it('is refused on a queue the portal does not have, in the caller’s language, and a waiting job is left alone', async () => {
    const id = await failedJob('unknown-queue');
    for (const [language, message] of [
      ['is', 'Gáttin hefur enga verkröð sem heitir test.missing.'],
      ['en', 'The portal has no job queue named test.missing.'],
    ] as const) {
      const refused = await retry(admin, { queue: 'test.missing', id }, language);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(message);
      expect((await discard(admin, { queue: 'test.missing', id }, language)).body.error?.message).toBe(message);
      expect((await getFailed(admin, { queue: 'test.missing' }, language)).body.error?.message).toBe(message);
    }
    // The job's id under another queue's name names nothing there.
    expect((await retry(admin, { queue: idle, id })).status).toBe(404);
    expect(await stateOf(id)).toBe('failed');

    const [waiting] = (await t.database.pool.query(`select id from pgboss.job where name = $1 and state = 'created' limit 1`, [idle])).rows;
    expect((await discard(admin, { queue: idle, id: waiting.id })).status).toBe(400);
    expect(await stateOf(waiting.id)).toBe('created');
    expect((await discard(admin, { queue: failing, id })).status).toBe(200);
  });

  it('answers 400 naming the member for an id that is no job id, or no queue', async () => {
    const bad = await retry(admin, { queue: failing, id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.flatMap((v) => v.members)).toEqual(['id']);
    const none = await getFailed(admin, {});
    expect(none.status).toBe(400);
    expect(none.body.error?.validationErrors?.flatMap((v) => v.members)).toEqual(['queue']);
  });
});
