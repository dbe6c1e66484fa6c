import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamSessionDto } from '../../../shared/contracts/exam-sessions';
import { examPinStates, examSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  allRight,
  attemptRow,
  examBank,
  examinationApi as api,
  expectGuarded,
  expectInvalid,
  insertAttempt,
  type Bank,
} from '../exam-results/exam-results.test-support';
import { examSessionEndHandler } from './session-end';

let t: TestApp;
let clock = new Date();
let tenantId: number;
let supervisor: string;
let otherSupervisor: string;
let outsiders: string[];
let bank: Bank;
const minute = 60_000;

const open = async (lengthMinutes = 120) =>
  (await t.call('PUT', `${api}/UpdateExamSession`, { token: supervisor, body: { lengthMinutes } })).body.result as ExamSessionDto;
const end = (sessionId: number, isClosedManually?: boolean, token = supervisor) =>
  t.call('GET', `${api}/GetEndExamSession`, {
    token,
    query: isClosedManually === undefined ? { sessionId } : { sessionId, isClosedManually },
  });
const activeIds = async () =>
  (await t.call('GET', `${api}/GetAllActiveExamSessions`, { token: supervisor })).body.result.items.map(
    (s: ExamSessionDto) => s.id,
  ) as number[];
const sessionRow = async (id: number) => (await t.database.db.select().from(examSessions).where(eq(examSessions.id, id)))[0];

/** A candidate who proved the session's PIN and is answering in it. */
async function candidateIn(session: ExamSessionDto) {
  const user = await t.userWith([], { tenantId });
  const res = await t.call('GET', `${api}/GetVerifySessionPinResult`, {
    token: user.token,
    query: { pin: session.pin, examCode: session.examCode },
  });
  expect(res.body.result.isPinCorrect).toBe(true);
  const attemptId = await insertAttempt(t, bank, { userId: user.id, examSessionId: session.id, answers: allRight(bank) });
  return { ...user, attemptId };
}
const pinState = async (userId: number) => (await t.database.db.select().from(examPinStates).where(eq(examPinStates.userId, userId)))[0];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
  supervisor = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  otherSupervisor = (await t.userWith(['Pages.Examinations'], { tenantId: (await t.tenant()).id })).token;
  outsiders = [(await t.userWith(['Pages.Pilot.Permission'], { tenantId })).token];
  bank = await examBank(t, tenantId, 2);
});
afterAll(() => t.close());

describe('Examination/GetEndExamSession', () => {
  it('ends a session by hand: Finished, out of the active list, its attempts submitted and its PINs forgotten', async () => {
    const session = await open();
    const a = await candidateIn(session);
    const b = await candidateIn(session);
    clock = new Date(clock.getTime() + 20 * minute);
    const res = await end(session.id, true);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id: session.id,
      status: 3,
      isClosedManually: true,
      closedTime: clock.toISOString(),
      candidateCount: 2,
    });
    expect(await activeIds()).not.toContain(session.id);
    for (const candidate of [a, b]) {
      expect(await attemptRow(t, candidate.attemptId)).toMatchObject({ status: 2, submitTime: clock, isPassed: true, correctCount: 6 });
      expect(await pinState(candidate.id)).toMatchObject({ examSessionId: null, verifiedTime: null });
    }
  });

  it('ends a session as timed out when not closed by hand, and answers an ended session as it stands', async () => {
    const session = await open();
    const first = await end(session.id, false);
    expect(first.body.result).toMatchObject({ status: 2, isClosedManually: false });
    clock = new Date(clock.getTime() + minute);
    const again = await end(session.id, true);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
  });

  it('answers 400, 401, 403 and a foreign tenant’s session 404', async () => {
    const session = await open();
    await expectInvalid(t, supervisor, 'GET', 'GetEndExamSession', { query: { sessionId: -1 } }, 'sessionId');
    await expectGuarded(t, outsiders, 'Pages.Examinations', 'GET', 'GetEndExamSession', { query: { sessionId: session.id } });
    expect((await end(session.id, true, otherSupervisor)).status).toBe(404);
    expect((await sessionRow(session.id)).status).toBe(1);
  });
});

describe('a session past its end time', () => {
  it('ends lazily when read: Timeout at its end time, attempts submitted, listed as previous', async () => {
    const session = await open(30);
    const candidate = await candidateIn(session);
    clock = new Date(clock.getTime() + 31 * minute);
    expect(await activeIds()).not.toContain(session.id);
    const previous = await t.call('GET', `${api}/GetAllPreviousExamSessions`, { token: supervisor, query: { maxResultCount: 100 } });
    expect(previous.body.result.items.find((s: ExamSessionDto) => s.id === session.id)).toMatchObject({
      status: 2,
      isClosedManually: false,
      closedTime: session.endTime,
    });
    expect(await attemptRow(t, candidate.attemptId)).toMatchObject({ status: 2, submitTime: clock });
  });

  it('is ended by its scheduled job, which leaves a session given another end time alone', async () => {
    const session = await open(30);
    const candidate = await candidateIn(session);
    const handler = examSessionEndHandler(t.database, () => clock);
    await expect(handler.run({ sessionId: session.id, endTime: session.endTime }, { retryCount: 0, retryLimit: 5 })).rejects.toThrow(
      /not due/,
    );
    clock = new Date(Date.parse(session.endTime) + 1000);
    await handler.run(
      { sessionId: session.id, endTime: new Date(Date.parse(session.endTime) - minute).toISOString() },
      { retryCount: 0, retryLimit: 5 },
    );
    expect((await sessionRow(session.id)).status).toBe(1);
    await handler.run({ sessionId: session.id, endTime: session.endTime }, { retryCount: 0, retryLimit: 5 });
    expect(await sessionRow(session.id)).toMatchObject({ status: 2, closedTime: new Date(session.endTime), isClosedManually: false });
    expect((await attemptRow(t, candidate.attemptId)).status).toBe(2);
    // A second delivery of the job changes nothing.
    await handler.run({ sessionId: session.id, endTime: session.endTime }, { retryCount: 1, retryLimit: 5 });
  });

  it('is ended through the queue by a running worker', async () => {
    const worked = await createTestApp({ workers: true });
    try {
      const tenant = (await worked.tenant()).id;
      const token = (await worked.userWith(['Pages.Examinations'], { tenantId: tenant })).token;
      const res = await worked.call('PUT', `${api}/UpdateExamSession`, { token, body: { lengthMinutes: 1 } });
      const id = res.body.result.id as number;
      // The job waits for the end time; bring it forward rather than wait a minute.
      await worked.database.pool.query(
        `update exam_sessions set end_time = date_trunc('milliseconds', now()) - interval '1 second' where id = $1`,
        [id],
      );
      await worked.database.pool.query(
        `update pgboss.job set start_after = now(), data = jsonb_set(data, '{endTime}', to_jsonb((select to_char(end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from exam_sessions where id = $1))) where name = 'exam-session.end' and (data->>'sessionId')::int = $1`,
        [id],
      );
      await expect
        .poll(async () => (await worked.database.pool.query(`select status from exam_sessions where id = $1`, [id])).rows[0].status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(2);
    } finally {
      await worked.close();
    }
  });
});
