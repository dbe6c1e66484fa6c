import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../shared/permissions';
import { allWrong, examBank, insertAttempt, submit } from '../modules/exam-results/exam-results.test-support';
import { createTestApp, type TestApp } from '../test/harness';
import { minimalRequest, readOperations, type Operation } from '../test/openapi-operations';

/**
 * Decision 0027: nobody grants themselves anything. A holder of Pages.Exam.ExamResults could give
 * their own account extra exam time; the same hand could change their own result, issue
 * themselves a certificate, approve their own pilot record or give themselves a role. Each grant
 * is tried on oneself (refused, 403, changing nothing) and on a colleague (allowed), by a user of
 * a tenant who holds every permission.
 */

let t: TestApp;
let operations: Operation[];
let tenantId: number;
let me: { id: number; token: string; userName: string };
let colleague: { id: number; token: string; userName: string };

beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
  tenantId = (await t.tenant()).id;
  me = await t.userWith([...allPermissionNames], { tenantId });
  colleague = await t.userWith([], { tenantId });
});
afterAll(() => t.close());

/** The operation with its smallest valid input and these members, as `me`. */
function call(id: string, overrides: Record<string, unknown>) {
  const op = operations.find((o) => o.id === id)!;
  const request = minimalRequest(op, overrides);
  return t.call(request.method, request.url, { token: me.token, query: request.query, body: request.body, language: 'en' });
}

async function expectSelfRefused(id: string, forMe: Record<string, unknown>, forColleague: Record<string, unknown>) {
  const mine = await call(id, forMe);
  expect(mine.status, `${id} for oneself: ${JSON.stringify(mine.body)}`).toBe(403);
  expect(mine.body.error?.details).toBe('Nobody grants themselves anything: another administrator must do this for your account.');
  const theirs = await call(id, forColleague);
  expect(theirs.status, `${id} for a colleague: ${JSON.stringify(theirs.body)}`).toBe(200);
}

describe('nobody grants themselves anything', () => {
  it('extra exam time', () =>
    expectSelfRefused(
      'ExamAccommodation_GrantExtraTime',
      { userNameOrEmailAddress: me.userName, extraTimePercent: 50 },
      { userNameOrEmailAddress: colleague.userName, extraTimePercent: 50 },
    ));

  it('a changed exam result', async () => {
    const bank = await examBank(t, tenantId, 1);
    const failed = async (userId: number) => {
      const attemptId = await insertAttempt(t, bank, { userId, answers: allWrong(bank) });
      await submit(t, attemptId);
      return attemptId;
    };
    await expectSelfRefused(
      'Examination_ChangeResultExamination',
      { userExaminationId: await failed(me.id), isPassed: true },
      { userExaminationId: await failed(colleague.id), isPassed: true },
    );
  });

  it('a certificate issued by hand', () =>
    expectSelfRefused(
      'Certificate_CreateCertificate',
      { userId: me.id, certificateType: 2 },
      { userId: colleague.id, certificateType: 2 },
    ));

  it('a pilot’s standing', async () => {
    const pilotOf = async (userId: number) => {
      const res = await call('Pilot_Create', { userId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.id as number;
    };
    await expectSelfRefused(
      'Pilot_UpdatePilotStatus',
      { pilotId: await pilotOf(me.id), statusId: 1 },
      { pilotId: await pilotOf(colleague.id), statusId: 1 },
    );
  });

  it('a role, though taking one’s own roles away stays possible', async () => {
    const body = (user: { id: number; userName: string }, roleNames: string[]) => ({
      id: user.id,
      userName: user.userName,
      emailAddress: `${user.userName}@example.com`,
      name: 'Jón',
      surname: 'Jónsson',
      roleNames,
    });
    const current = (await t.call('GET', '/api/services/app/User/Get', { token: me.token, query: { Id: me.id } })).body.result.roleNames;
    await expectSelfRefused('User_Update', body(me, [...current, 'Pilot']), body(colleague, ['Pilot']));
    const kept = await call('User_Update', body(me, current));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});
