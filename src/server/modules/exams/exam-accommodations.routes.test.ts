import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAccommodations, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { extendedLimitSeconds } from './exam-accommodations.service';
import {
  answer,
  buildBank,
  candidate,
  giveA1A3Certificate,
  openSessionWithPin,
  setSetting,
  startAttempt,
  submit,
  type BuiltBank,
} from './exams.test-support';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/ExamAccommodation';
let t: TestApp;
let clock = new Date();
let tenantId: number;
let foreignTenantId: number;
let bank: BuiltBank;
let manager: string;
let foreignManager: string;
let outsiders: string[];

const grant = (body: Record<string, unknown>, token = manager) => t.call('POST', `${api}/GrantExtraTime`, { token, body });
const pending = (query: Record<string, string | number> = {}, token = manager) =>
  t.call('GET', `${api}/GetPendingExtraTime`, { token, query });
const revoke = (id: number, token = manager) => t.call('POST', `${api}/RevokeExtraTime`, { token, body: { id } });
const attemptRow = async (id: number) => (await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, id)))[0];
const limitOf = (attempt: { startTime: string; deadline: string }) => (Date.parse(attempt.deadline) - Date.parse(attempt.startTime)) / 1000;
/** Runs `work` with the server's clock moved on by `ms`, then puts it back. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const start = clock;
  clock = new Date(start.getTime() + ms);
  try {
    return await work();
  } finally {
    clock = start;
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await setSetting(t, 6, 4);
  tenantId = (await t.tenant()).id;
  foreignTenantId = (await t.tenant()).id;
  bank = await buildBank(t, tenantId, 1, [{ questions: 6 }]);
  manager = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId, fields: { name: 'Gróa', surname: 'Prófstjóri' } })).token;
  foreignManager = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: foreignTenantId })).token;
  outsiders = [
    (await t.userWith([], { tenantId })).token,
    (await t.userWith(['Pages.Examinations', 'Pages.Pilot.Permission'], { tenantId })).token,
  ];
});
afterAll(() => t.close());

describe('the extended time limit', () => {
  it('stretches the base limit by the percent, rounded up to whole seconds', () => {
    expect(extendedLimitSeconds(60, 0)).toBe(3600);
    expect(extendedLimitSeconds(60, 50)).toBe(5400);
    expect(extendedLimitSeconds(75, 25)).toBe(5625);
    expect(extendedLimitSeconds(1, 13)).toBe(68); // 67.8 s
    expect(extendedLimitSeconds(7, 11)).toBe(467); // 466.2 s
  });
});

describe('ExamAccommodation/GrantExtraTime', () => {
  it('grants extra time by user name or e-mail, lists it, and a new grant replaces the pending one', async () => {
    const user = await t.userWith([], { tenantId, fields: { name: 'Ásta', surname: 'Jónsdóttir', userName: `asta.${Date.now()}` } });
    const first = await grant({ userNameOrEmailAddress: ` ${user.userName.toUpperCase()} `, extraTimePercent: 25, note: ' Lesblinda ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({
      userId: user.id,
      userName: user.userName,
      fullName: 'Ásta Jónsdóttir',
      extraTimePercent: 25,
      note: 'Lesblinda',
      grantedByName: 'Gróa Prófstjóri',
    });
    // By e-mail address this time.
    const second = await grant({ userNameOrEmailAddress: first.body.result.emailAddress, extraTimePercent: 50 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.result).toMatchObject({ userId: user.id, extraTimePercent: 50, note: null });

    const mine = await pending({ userId: user.id });
    expect(mine.body.result.items).toEqual([second.body.result]);
    const all = await pending();
    expect(all.body.result.items.map((g: { id: number }) => g.id)).toContain(second.body.result.id);
    expect(all.body.result.items.map((g: { id: number }) => g.id)).not.toContain(first.body.result.id);
    // The replaced grant stays on record as revoked.
    const [replaced] = await t.database.db.select().from(examAccommodations).where(eq(examAccommodations.id, first.body.result.id));
    expect(replaced.revokedTime).not.toBeNull();
  });

  it('refuses a percent out of bounds, a missing or unknown candidate and a note too long with 400', async () => {
    const user = await candidate(t, tenantId);
    const members = async (body: Record<string, unknown>) => {
      const res = await grant(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.error?.validationErrors?.flatMap((v: { members: string[] }) => v.members);
    };
    expect(await members({ userNameOrEmailAddress: user.userName, extraTimePercent: 9 })).toContain('extraTimePercent');
    expect(await members({ userNameOrEmailAddress: user.userName, extraTimePercent: 201 })).toContain('extraTimePercent');
    expect(await members({ userNameOrEmailAddress: user.userName, extraTimePercent: 25.5 })).toContain('extraTimePercent');
    expect(await members({ userNameOrEmailAddress: '  ', extraTimePercent: 25 })).toContain('userNameOrEmailAddress');
    expect(await members({ userNameOrEmailAddress: user.userName, extraTimePercent: 25, note: 'x'.repeat(501) })).toContain('note');
    const unknown = await grant({ userNameOrEmailAddress: 'nobody-here', extraTimePercent: 25 }, manager);
    expect(unknown.status).toBe(400);
    expect(wordsOf(unknown.body)).toEqual([{ message: expect.any(String), members: ['userNameOrEmailAddress'] }]);
    expect((await pending({ userId: user.id })).body.result.items).toEqual([]);
  });

  it('does not find another tenant’s user', async () => {
    const foreign = await candidate(t, foreignTenantId);
    const res = await grant({ userNameOrEmailAddress: foreign.userName, extraTimePercent: 25 });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(['userNameOrEmailAddress']);
  });
});

describe('the guard of the three calls', () => {
  it('answers 401 without a sign-in and 403 without Pages.Exam.ExamResults', async () => {
    const user = await candidate(t, tenantId);
    const calls = [
      (token?: string) =>
        t.call('POST', `${api}/GrantExtraTime`, { token, body: { userNameOrEmailAddress: user.userName, extraTimePercent: 25 } }),
      (token?: string) => t.call('GET', `${api}/GetPendingExtraTime`, { token }),
      (token?: string) => t.call('POST', `${api}/RevokeExtraTime`, { token, body: { id: 1 } }),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.unAuthorizedRequest).toBe(true);
      for (const token of outsiders) expect((await call(token)).status).toBe(403);
    }
    expect((await pending({ userId: user.id })).body.result.items).toEqual([]);
  });

  it('answers another tenant’s grant or candidate as missing (404)', async () => {
    const user = await candidate(t, tenantId);
    const granted = (await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 25 })).body.result;
    expect((await revoke(granted.id, foreignManager)).status).toBe(404);
    expect((await pending({ userId: user.id }, foreignManager)).status).toBe(404);
    expect((await pending({}, foreignManager)).body.result.items).toEqual([]);
    expect((await pending({ userId: user.id })).body.result.items).toHaveLength(1);
  });
});

describe('ExamAccommodation/RevokeExtraTime', () => {
  it('withdraws a pending grant, so the next attempt has the base time; a second revoke answers 404', async () => {
    const user = await candidate(t, tenantId);
    const granted = (await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 100 })).body.result;
    const res = await revoke(granted.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await pending({ userId: user.id })).body.result.items).toEqual([]);
    expect((await revoke(granted.id)).status).toBe(404);
    const attempt = await startAttempt(t, user.token);
    expect(attempt.extraTimePercent).toBe(0);
    expect(limitOf(attempt)).toBe(3600);
  });

  it('refuses a missing id with 400', async () => {
    const res = await t.call('POST', `${api}/RevokeExtraTime`, { token: manager, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(['id']);
  });
});

describe('an attempt with extra time', () => {
  it('starts with the extended limit and uses the grant up, in the same transaction', async () => {
    const user = await candidate(t, tenantId);
    const granted = (await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 50 })).body.result;
    const attempt = await startAttempt(t, user.token);
    expect(attempt.extraTimePercent).toBe(50);
    expect(limitOf(attempt)).toBe(5400);
    expect(attempt.secondsLeft).toBe(5400);
    expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ extraTimePercent: 50 });
    const [used] = await t.database.db.select().from(examAccommodations).where(eq(examAccommodations.id, granted.id));
    expect(used).toMatchObject({ userExaminationId: attempt.userExaminationId, revokedTime: null });
    expect(used.usedTime).not.toBeNull();
    expect((await pending({ userId: user.id })).body.result.items).toEqual([]);
    // The deadline job is queued for the extended deadline.
    const { rows: jobs } = await t.database.pool.query(
      `select start_after from pgboss.job where name = 'exam.auto-submit' and (data->>'userExaminationId')::int = $1`,
      [attempt.userExaminationId],
    );
    expect(jobs.map((j) => new Date(j.start_after).getTime())).toEqual([Date.parse(attempt.deadline)]);
    // Continuing the running attempt does not count the time twice.
    expect(limitOf(await startAttempt(t, user.token))).toBe(5400);
    // The time left by the server's clock, past the base limit.
    const left = await later(61 * 60_000, () => t.call('GET', '/api/services/app/Examination/GetTimeLeft', { token: user.token }));
    expect(left.body.result).toMatchObject({ userExaminationId: attempt.userExaminationId, secondsLeft: 29 * 60 });
  });

  it('accepts answers after the base deadline until the extended one, and refuses them after it', async () => {
    const user = await candidate(t, tenantId);
    await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 50 });
    const attempt = await startAttempt(t, user.token);
    const [q1, q2] = attempt.questions;
    const afterBase = await later(60 * 60_000 + 1000, () =>
      answer(t, user.token, attempt.userExaminationId, q1.questionId, bank.right.get(q1.questionId)!),
    );
    expect(afterBase.status, JSON.stringify(afterBase.body)).toBe(200);
    expect(afterBase.body.result).toMatchObject({ answeredCount: 1, secondsLeft: 30 * 60 - 1 });
    const beforeEnd = await later(90 * 60_000 - 1000, () =>
      answer(t, user.token, attempt.userExaminationId, q2.questionId, bank.right.get(q2.questionId)!),
    );
    expect(beforeEnd.status).toBe(200);
    const afterEnd = await later(90 * 60_000, () => answer(t, user.token, attempt.userExaminationId, q2.questionId, []));
    expect(afterEnd.status).toBe(400);
    expect(afterEnd.body.error?.message).toMatch(/tíminn er liðinn|time is over/i);
    // Refused at the extended deadline, the attempt was submitted as timed out with both answers.
    expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ status: 2, correctCount: 2, extraTimePercent: 50 });
  });

  it('is used once: the result records it, and the attempt after it has the base time', async () => {
    const user = await candidate(t, tenantId);
    await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 25 });
    const first = await startAttempt(t, user.token);
    expect(limitOf(first)).toBe(4500);
    const result = await submit(t, user.token);
    expect(result.status).toBe(200);
    expect(result.body.result).toMatchObject({ userExaminationId: first.userExaminationId, extraTimePercent: 25 });
    const latest = await t.call('GET', '/api/services/app/Examination/GetExaminationResult', { token: user.token, query: { examId: 1 } });
    expect(latest.body.result).toMatchObject({ userExaminationId: first.userExaminationId, extraTimePercent: 25 });

    const second = await startAttempt(t, user.token);
    expect(second.userExaminationId).not.toBe(first.userExaminationId);
    expect(second.extraTimePercent).toBe(0);
    expect(limitOf(second)).toBe(3600);
    expect((await submit(t, user.token)).body.result.extraTimePercent).toBe(0);
  });

  it('extends a supervised A2 attempt too, within the session’s end', async () => {
    const a2Tenant = (await t.tenant()).id;
    await buildBank(t, a2Tenant, 2, [{ questions: 12, minimum: 4 }]);
    const a2Manager = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: a2Tenant })).token;
    const user = await candidate(t, a2Tenant);
    await giveA1A3Certificate(t, a2Tenant, user.id);
    await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 20 }, a2Manager);
    const sessionId = await openSessionWithPin(t, a2Tenant, user.id, { endTime: new Date(clock.getTime() + 4 * 3600_000) });
    const attempt = await startAttempt(t, user.token, { code: 2, examSessionId: sessionId });
    expect(attempt.extraTimePercent).toBe(20);
    expect(limitOf(attempt)).toBe(90 * 60);
    const detail = await t.call('GET', '/api/services/app/Examination/GetExaminationDetail', {
      token: (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: a2Tenant })).token,
      query: { userExamId: attempt.userExaminationId },
    });
    expect(detail.body.result.result.extraTimePercent).toBe(20);
  });

  it('keeps an A2 candidate with extra time working past the session’s timed end, up to the extra time', async () => {
    const a2Tenant = (await t.tenant()).id;
    const a2Bank = await buildBank(t, a2Tenant, 2, [{ questions: 12, minimum: 4 }]);
    const user = await candidate(t, a2Tenant);
    const other = await candidate(t, a2Tenant);
    for (const person of [user, other]) await giveA1A3Certificate(t, a2Tenant, person.id);
    const a2Manager = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: a2Tenant })).token;
    await grant({ userNameOrEmailAddress: user.userName, extraTimePercent: 20 }, a2Manager);
    // The session ends when the base limit (75 minutes) does, so only the extra time goes beyond it.
    const sessionId = await openSessionWithPin(t, a2Tenant, user.id, { endTime: new Date(clock.getTime() + 75 * 60_000) });
    await openSessionWithPin(t, a2Tenant, other.id, { sessionId });
    const attempt = await startAttempt(t, user.token, { code: 2, examSessionId: sessionId });
    const plain = await startAttempt(t, other.token, { code: 2, examSessionId: sessionId });
    expect(limitOf(attempt)).toBe(90 * 60);
    expect(limitOf(plain)).toBe(75 * 60);
    const supervisor = (await t.userWith(['Pages.Examinations'], { tenantId: a2Tenant })).token;
    const [q] = attempt.questions;
    const late = await later(80 * 60_000, async () => {
      // Reading the active sessions ends the expired one, as its scheduled job would.
      const active = await t.call('GET', '/api/services/app/Examination/GetAllActiveExamSessions', { token: supervisor });
      expect(active.body.result.items.map((s: { id: number }) => s.id)).not.toContain(sessionId);
      return answer(t, user.token, attempt.userExaminationId, q.questionId, a2Bank.right.get(q.questionId)!);
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect((await attemptRow(attempt.userExaminationId))?.status).toBe(1);
    expect((await attemptRow(plain.userExaminationId))?.status).not.toBe(1);
  });
});
