import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { startRuntime, type Runtime } from './runtime';
import { freePort } from './test/ports';

/**
 * The external PostgreSQL restarts under load, as a managed server does when it fails over or is
 * patched: a PostgreSQL of the test's own is stopped and started again on the same folder and
 * port while registrations stream in. The portal answers 503 meanwhile (never 500, never a
 * crash), serves again without a restart of its own, loses no write it acknowledged, and its job
 * queue goes on: every mail the registrations asked for is handled.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-failover-'));
const clusterDir = path.join(root, 'db', 'postgres');
let port: number;
let server: EmbeddedDatabase;
let runtime: Runtime;
let pool: pg.Pool;

const startServer = () => startEmbeddedPostgres(clusterDir, port);

beforeAll(async () => {
  port = await freePort();
  server = await startServer();
  const config = readConfig({
    DATABASE_URL: server.url,
    DATA_DIR: path.join(root, 'portal'),
    JWT_SECRET: '',
    ADMIN_PASSWORD: 'Failover-Admin-1',
    DEMO_CONTENT: 'false',
  });
  runtime = await startRuntime(config);
  pool = new pg.Pool({ connectionString: server.url, max: 2 });
  // The restart ends this pool's idle connections too; the next query opens new ones.
  pool.on('error', () => {});
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await pool?.end();
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A name may hold no digits: 0 → a, 27 → bb. */
const lettersOf = (n: number): string => (n < 26 ? '' : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

interface Outcome {
  statuses: number[];
  acknowledged: boolean;
  /** The last answer's body when it was neither done nor try again. */
  refusal?: string;
}

/**
 * One person registers as a browser would: on 503 they try again after a moment. Each from an
 * address of their own, as people are, so the sign-up limit per address is not what is tested.
 */
async function register(n: number, deadline: number): Promise<Outcome> {
  const statuses: number[] = [];
  while (Date.now() < deadline) {
    const res = await runtime.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/Register',
      remoteAddress: `10.7.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      payload: {
        emailAddress: `failover${n}@example.com`,
        password: 'Flug-Drauma-2026',
        dateOfBirth: '1990-01-01',
        countryCode: 'is',
        name: 'Jón',
        surname: `Prófari ${lettersOf(n)}`,
      },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 200) return { statuses, acknowledged: true };
    // A retry after a lost reply finds the first attempt's account: it was written, not lost.
    if (res.statusCode === 400 && /already|þegar/i.test(res.body)) return { statuses, acknowledged: true };
    if (res.statusCode !== 503) return { statuses, acknowledged: false, refusal: res.body };
    // As the portal's own client does: again after the Retry-After it named.
    await sleep(Number(res.headers['retry-after']) * 1000);
  }
  return { statuses, acknowledged: false };
}

describe('an external PostgreSQL that restarts under load', () => {
  it('answers 503 while it is away, then serves, with no acknowledged write lost and every job done', async () => {
    const deadline = Date.now() + 60_000;
    const outcomes: Promise<Outcome>[] = [];
    let n = 0;
    let restarted = false;
    // Four registrations in flight at a time, all through the restart and a while after it.
    const load = (async () => {
      while (!restarted || n < 120) {
        const batch = [0, 1, 2, 3].map(() => register(n++, deadline));
        outcomes.push(...batch);
        await Promise.all(batch);
      }
    })();

    await sleep(1500);
    const before = n;
    await server.stop();
    await sleep(2000);
    expect((await runtime.app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    server = await startServer();
    restarted = true;
    await load;

    const results = await Promise.all(outcomes);
    const statuses = results.flatMap((r) => r.statuses);
    console.log(
      `failover: ${results.length} registrations (${before} before the stop), ${statuses.filter((s) => s === 503).length} answers 503 while the database was away`,
    );
    // Only answers a client knows what to do with: done, or try again.
    expect(results.flatMap((r) => r.refusal ?? [])).toEqual([]);
    expect(statuses).toContain(503);
    expect(results.every((r) => r.acknowledged)).toBe(true);
    expect((await runtime.app.inject({ url: '/health/ready' })).statusCode).toBe(200);

    // Every acknowledged registration is in the database, once.
    const { rows } = await pool.query<{ n: number }>(
      `select count(distinct lower(email_address))::int n from users where email_address like 'failover%@example.com'`,
    );
    expect(rows[0]!.n).toBe(results.length);

    // The job queue survived the restart: the confirmation mail of each registration is handled,
    // or, when the restart cut the very moment a worker marked its job done or failed, the job is
    // still held active and pg-boss runs it again once it expires. No mail is without either.
    const unhandled = `select m.id, exists (select 1 from pgboss.job j where j.name = 'send-mail' and (j.data ->> 'mailId')::int = m.id
                         and j.state in ('created', 'retry', 'active')) as held
                         from mail_outbox m where m.to_address like 'failover%@example.com' and m.status = 'queued'`;
    const waitUntil = Date.now() + 30_000;
    let left: { id: number; held: boolean }[] = [];
    while (Date.now() < waitUntil) {
      left = (await pool.query<{ id: number; held: boolean }>(unhandled)).rows;
      if (left.every((mail) => mail.held) && left.length <= 2) break;
      await sleep(500);
    }
    const jobStates = (await pool.query(`select name, state, count(*)::int n from pgboss.job group by 1, 2 order by 1, 2`)).rows;
    expect(
      left.filter((mail) => !mail.held),
      JSON.stringify(jobStates),
    ).toEqual([]);
    // Only the mail job in hand at the cut (one worker, one job at a time), with a margin, waits for expiry.
    expect(left.length, JSON.stringify(jobStates)).toBeLessThanOrEqual(2);
    const { rows: mails } = await pool.query<{ n: number }>(
      `select count(distinct to_address)::int n from mail_outbox where to_address like 'failover%@example.com' and status = 'kept'`,
    );
    expect(mails[0]!.n).toBe(results.length - left.length);
  }, 150_000);
});
