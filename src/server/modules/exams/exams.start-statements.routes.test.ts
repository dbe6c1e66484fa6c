import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { watchStatements } from '../../test/statements';
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

let statementsOf: ReturnType<typeof watchStatements>;
beforeAll(() => {
  statementsOf = watchStatements(t.database.pool);
});

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
