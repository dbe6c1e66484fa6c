import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamSessionDto } from '../../../shared/contracts/exam-sessions';
import { examSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  examBank,
  examinationApi as api,
  expectGuarded,
  expectInvalid,
  insertAttempt,
  type Bank,
} from '../exam-results/exam-results.test-support';
import { examCodeAlphabet } from './session-codes';

let t: TestApp;
let clock = new Date();
let tenantId: number;
let supervisor: string;
let otherSupervisor: string;
let outsiders: string[];
let bank: Bank;
const minute = 60_000;

const open = async (body: Record<string, unknown> = {}, token = supervisor) => {
  const res = await t.call('PUT', `${api}/UpdateExamSession`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as ExamSessionDto;
};
const endJobs = async (sessionId: number) =>
  (
    await t.database.pool.query<{ data: { sessionId: number; endTime: string }; start_after: Date }>(
      `select data, start_after from pgboss.job where name = 'exam-session.end' and (data->>'sessionId')::int = $1 order by created_on`,
      [sessionId],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  supervisor = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  otherSupervisor = (await t.userWith(['Pages.Examinations'], { tenantId: otherTenantId })).token;
  outsiders = [
    (await t.userWith([], { tenantId })).token,
    (await t.userWith(['Pages.Exam.ExamResults', 'Pages.Pilot.Permission'], { tenantId })).token,
  ];
  bank = await examBank(t, tenantId, 2);
});
afterAll(() => t.close());

describe('Examination/UpdateExamSession', () => {
  it('opens a session with a readable code, a six-digit PIN, the default length and a scheduled end', async () => {
    const session = await open({ name: 'Prófsalur Reykjavík' });
    expect(session).toMatchObject({ name: 'Prófsalur Reykjavík', status: 1, closedTime: null, isClosedManually: false, candidateCount: 0 });
    expect(session.examCode).toMatch(new RegExp(`^[${examCodeAlphabet}]{6}$`));
    expect(session.examCode).not.toMatch(/[01OI]/);
    expect(session.pin).toMatch(/^\d{6}$/);
    expect(session.startTime).toBe(clock.toISOString());
    expect(session.endTime).toBe(new Date(clock.getTime() + 180 * minute).toISOString());
    const [job] = await endJobs(session.id);
    expect(job.data).toEqual({ sessionId: session.id, endTime: session.endTime });
    expect(job.start_after.toISOString()).toBe(session.endTime);
    const [row] = await t.database.db.select().from(examSessions).where(eq(examSessions.id, session.id));
    expect(row).toMatchObject({ tenantId, certificateType: 2 });
  });

  it('opens a session of the length asked for, each with its own code', async () => {
    const a = await open({ lengthMinutes: 30 });
    const b = await open({ lengthMinutes: 30 });
    expect(a.endTime).toBe(new Date(clock.getTime() + 30 * minute).toISOString());
    expect(a.examCode).not.toBe(b.examCode);
  });

  it('renames a session, draws a new PIN and changes its length from its start, rescheduling the end', async () => {
    const session = await open({ name: 'A', lengthMinutes: 60 });
    clock = new Date(clock.getTime() + 10 * minute);
    const renamed = await open({ id: session.id, name: 'B' });
    expect(renamed).toMatchObject({ name: 'B', pin: session.pin, endTime: session.endTime, examCode: session.examCode });
    const renewed = await open({ id: session.id, renewPin: true });
    expect(renewed.name).toBe('B');
    expect(renewed.pin).toMatch(/^\d{6}$/);
    const longer = await open({ id: session.id, lengthMinutes: 120 });
    expect(longer.endTime).toBe(new Date(Date.parse(session.startTime) + 120 * minute).toISOString());
    expect((await endJobs(session.id)).map((j) => j.data.endTime)).toEqual([session.endTime, longer.endTime]);
  });

  it('refuses a length that has already run out, and changes to an ended session', async () => {
    const session = await open({ lengthMinutes: 60 });
    clock = new Date(clock.getTime() + 20 * minute);
    await expectInvalid(t, supervisor, 'PUT', 'UpdateExamSession', { body: { id: session.id, lengthMinutes: 15 } }, 'lengthMinutes');
    expect((await t.call('GET', `${api}/GetEndExamSession`, { token: supervisor, query: { sessionId: session.id } })).status).toBe(200);
    const res = await t.call('PUT', `${api}/UpdateExamSession`, { token: supervisor, body: { id: session.id, name: 'X' }, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The exam session has ended and can no longer be changed.');
  });

  it('answers 400, 401, 403 and a foreign tenant’s session 404', async () => {
    await expectInvalid(t, supervisor, 'PUT', 'UpdateExamSession', { body: { lengthMinutes: 0 } }, 'lengthMinutes');
    await expectInvalid(t, supervisor, 'PUT', 'UpdateExamSession', { body: { name: 'x'.repeat(201) } }, 'name');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'PUT', 'UpdateExamSession', { body: {} });
    const session = await open();
    const res = await t.call('PUT', `${api}/UpdateExamSession`, { token: otherSupervisor, body: { id: session.id, name: 'Hijack' } });
    expect(res.status).toBe(404);
  });
});

describe('Examination/GetExamSession', () => {
  it('shows the candidates’ live progress: answered questions and seconds left', async () => {
    const session = await open({ lengthMinutes: 90 });
    const candidate = await t.userWith([], { tenantId, fields: { name: 'Guðrún', surname: 'Ólafsdóttir' } });
    const attemptId = await insertAttempt(t, bank, {
      userId: candidate.id,
      examSessionId: session.id,
      minutes: 75,
      answers: ['right', 'wrong'],
    });
    clock = new Date(clock.getTime() + 15 * minute);
    const res = await t.call('GET', `${api}/GetExamSession`, { token: supervisor, query: { SessionId: session.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: session.id, candidateCount: 1, status: 1 });
    expect(res.body.result.candidates).toEqual([
      {
        userExaminationId: attemptId,
        userId: candidate.id,
        fullName: 'Guðrún Ólafsdóttir',
        status: 1,
        answeredCount: 2,
        questionCount: 6,
        secondsLeft: 60 * 60,
        isPassed: null,
        score: null,
      },
    ]);
  });

  it('answers 400, 401, 403 and a foreign tenant’s session 404', async () => {
    const session = await open();
    await expectInvalid(t, supervisor, 'GET', 'GetExamSession', { query: { sessionId: 'abc' } }, 'sessionId');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'GET', 'GetExamSession', { query: { sessionId: session.id } });
    expect((await t.call('GET', `${api}/GetExamSession`, { token: otherSupervisor, query: { sessionId: session.id } })).status).toBe(404);
  });
});

describe('Examination/GetAllActiveExamSessions and GetAllPreviousExamSessions', () => {
  it('lists open sessions as active and ended ones as previous, newest first and paged, each tenant its own', async () => {
    const first = await open({ name: 'Fyrsta' });
    clock = new Date(clock.getTime() + minute);
    const second = await open({ name: 'Önnur' });
    await t.call('GET', `${api}/GetEndExamSession`, { token: supervisor, query: { sessionId: first.id, isClosedManually: true } });
    const active = await t.call('GET', `${api}/GetAllActiveExamSessions`, { token: supervisor });
    expect(active.status).toBe(200);
    const activeIds = active.body.result.items.map((s: ExamSessionDto) => s.id);
    expect(activeIds[0]).toBe(second.id);
    expect(activeIds).not.toContain(first.id);
    const previous = await t.call('GET', `${api}/GetAllPreviousExamSessions`, { token: supervisor, query: { MaxResultCount: 1 } });
    expect(previous.status).toBe(200);
    expect(previous.body.result.items).toHaveLength(1);
    expect(previous.body.result.items[0]).toMatchObject({ id: first.id, status: 3, isClosedManually: true });
    expect(previous.body.result.totalCount).toBeGreaterThanOrEqual(2);
    const searched = await t.call('GET', `${api}/GetAllPreviousExamSessions`, { token: supervisor, query: { Keyword: ' fyrsta ' } });
    expect(searched.body.result.items.map((s: ExamSessionDto) => s.id)).toEqual([first.id]);
    const foreign = await t.call('GET', `${api}/GetAllActiveExamSessions`, { token: otherSupervisor });
    expect(foreign.body.result.items).toEqual([]);
  });

  it('answers 400, 401 and 403', async () => {
    await expectInvalid(t, supervisor, 'GET', 'GetAllPreviousExamSessions', { query: { maxResultCount: 0 } }, 'maxResultCount');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'GET', 'GetAllActiveExamSessions');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'GET', 'GetAllPreviousExamSessions');
  });
});

describe('Examination/DeleteExamSession', () => {
  it('refuses while a candidate is answering; after the session ends it deletes it softly', async () => {
    const session = await open();
    const candidate = await t.userWith([], { tenantId });
    await insertAttempt(t, bank, { userId: candidate.id, examSessionId: session.id });
    const refused = await t.call('DELETE', `${api}/DeleteExamSession`, {
      token: supervisor,
      query: { sessionId: session.id },
      language: 'en',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('1 candidate is still answering in the exam session. End the session first, then delete it.');
    await t.call('GET', `${api}/GetEndExamSession`, { token: supervisor, query: { sessionId: session.id } });
    const res = await t.call('DELETE', `${api}/DeleteExamSession`, { token: supervisor, query: { sessionId: session.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await t.call('GET', `${api}/GetExamSession`, { token: supervisor, query: { sessionId: session.id } })).status).toBe(404);
    const previous = await t.call('GET', `${api}/GetAllPreviousExamSessions`, { token: supervisor, query: { maxResultCount: 1000 } });
    expect(previous.body.result.items.map((s: ExamSessionDto) => s.id)).not.toContain(session.id);
    const [row] = await t.database.db.select().from(examSessions).where(eq(examSessions.id, session.id));
    expect(row.isDeleted).toBe(true);
  });

  it('deletes an open session nobody has started in', async () => {
    const session = await open();
    expect((await t.call('DELETE', `${api}/DeleteExamSession`, { token: supervisor, query: { sessionId: session.id } })).status).toBe(200);
    const active = await t.call('GET', `${api}/GetAllActiveExamSessions`, { token: supervisor });
    expect(active.body.result.items.map((s: ExamSessionDto) => s.id)).not.toContain(session.id);
  });

  it('answers 400, 401, 403 and a foreign tenant’s session 404', async () => {
    const session = await open();
    await expectInvalid(t, supervisor, 'DELETE', 'DeleteExamSession', { query: {} }, 'sessionId');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'DELETE', 'DeleteExamSession', { query: { sessionId: session.id } });
    expect((await t.call('DELETE', `${api}/DeleteExamSession`, { token: otherSupervisor, query: { sessionId: session.id } })).status).toBe(
      404,
    );
  });
});
