import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { examinationApi, buildBank, candidate, getQuestions, setSetting, startAttempt } from './exams.test-support';

/**
 * A synchronized sitting starts a thousand attempts within two seconds, and every statement is a
 * round trip that wakes a database backend on the same two cores: a start once the bank is in
 * memory is two statements, the candidate's standing and the attempt with its questions and job.
 */

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  await setSetting(t, 6, 4); // NumberQuestion
  tenantId = (await t.tenant()).id;
  await buildBank(t, tenantId, 1, [{ questions: 6 }]);
});
afterAll(() => t.close());

const watched = new WeakSet<pg.PoolClient>();
let seen: string[] | undefined;

/** Records every statement any pooled connection sends, in a transaction or not, while `seen` is set. */
function watch(client: pg.PoolClient) {
  if (watched.has(client)) return;
  watched.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const c = config as { name?: string; text?: string };
    seen?.push(typeof config === 'string' ? config : (c.name ?? String(c.text)));
    return query(config, ...rest);
  }) as typeof client.query;
}

beforeAll(() => {
  const pool = t.database.pool;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then((client) => (watch(client), client));
    return connect((error: Error | undefined, client: pg.PoolClient, done: () => void) => {
      if (client) watch(client);
      callback(error, client, done);
    });
  }) as typeof pool.connect;
});

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  seen = [];
  try {
    await run();
    return seen;
  } finally {
    seen = undefined;
  }
}

/** A candidate whose session the portal already knows, so that only the call itself is counted. */
async function knownCandidate() {
  const user = await candidate(t, tenantId);
  expect((await t.call('GET', `${examinationApi}/GetTimeLeft`, { token: user.token, query: { examType: 1 } })).status).toBe(200);
  return user;
}

describe('the statements of a start', () => {
  it('starts an attempt in two: the standing, then the attempt with its questions and its auto-submit job', async () => {
    await startAttempt(t, (await knownCandidate()).token);
    const user = await knownCandidate();
    const statements = await statementsOf(() => startAttempt(t, user.token));
    expect(statements).toEqual(['exam-start-standing', 'exam-insert-attempt']);
  });

  it('continues the running attempt in two: the standing, then its questions', async () => {
    const user = await knownCandidate();
    const attempt = await startAttempt(t, user.token);
    const statements = await statementsOf(async () =>
      expect((await startAttempt(t, user.token)).userExaminationId).toBe(attempt.userExaminationId),
    );
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe('exam-start-standing');
  });

  it('refuses a start in one, the standing', async () => {
    const user = await t.userWith([], { tenantId, fields: { dateOfBirth: null } });
    await t.call('GET', `${examinationApi}/GetTimeLeft`, { token: user.token, query: { examType: 1 } });
    const statements = await statementsOf(async () => expect((await getQuestions(t, user.token)).data).toBeNull());
    expect(statements).toEqual(['exam-start-standing']);
  });
});
