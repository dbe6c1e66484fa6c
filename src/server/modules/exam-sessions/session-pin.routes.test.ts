import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamSessionDto } from '../../../shared/contracts/exam-sessions';
import { examPinStates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  examBank,
  examinationApi as api,
  expectInvalid,
  insertAttempt,
  submit,
  type Bank,
} from '../exam-results/exam-results.test-support';

let t: TestApp;
let clock = new Date();
let tenantId: number;
let supervisor: string;
let otherSupervisor: string;
let session: ExamSessionDto;
let bank: Bank;
const minute = 60_000;

const open = async (token = supervisor) =>
  (await t.call('PUT', `${api}/UpdateExamSession`, { token, body: { lengthMinutes: 600 } })).body.result as ExamSessionDto;
const verify = (token: string, pin: string, examCode: string) =>
  t.call('GET', `${api}/GetVerifySessionPinResult`, { token, query: { Pin: pin, ExamCode: examCode }, language: 'en' });
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
const pinState = async (userId: number) => (await t.database.db.select().from(examPinStates).where(eq(examPinStates.userId, userId)))[0];
const candidate = () => t.userWith(['Pages.Pilot.Permission'], { tenantId });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
  supervisor = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  otherSupervisor = (await t.userWith(['Pages.Examinations'], { tenantId: (await t.tenant()).id })).token;
  session = await open();
  bank = await examBank(t, tenantId, 2);
});
afterAll(() => t.close());

describe('Examination/GetVerifySessionPinResult', () => {
  it('accepts the right PIN and code (in any case, with stray spaces) and records the proof', async () => {
    const user = await candidate();
    const res = await verify(user.token, ` ${session.pin} `, session.examCode.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ isPinCorrect: true, examSessionId: session.id });
    expect(await pinState(user.id)).toMatchObject({ examSessionId: session.id, verifiedTime: clock, failedCount: 0, lockedUntil: null });
  });

  it('answers a wrong PIN and a wrong code alike, and counts both as misses', async () => {
    const user = await candidate();
    expect((await verify(user.token, wrongPin(session.pin), session.examCode)).body.result).toEqual({
      isPinCorrect: false,
      examSessionId: 0,
    });
    expect((await verify(user.token, session.pin, 'ZZZZZZ')).body.result).toEqual({ isPinCorrect: false, examSessionId: 0 });
    expect(await pinState(user.id)).toMatchObject({ examSessionId: null, failedCount: 2, firstFailedTime: clock });
  });

  it('does not accept another tenant’s session', async () => {
    const foreign = await open(otherSupervisor);
    const user = await candidate();
    expect((await verify(user.token, foreign.pin, foreign.examCode)).body.result).toEqual({ isPinCorrect: false, examSessionId: 0 });
  });

  it('locks guessing for 15 minutes after five misses, even for the right PIN, and lifts the lock then', async () => {
    const user = await candidate();
    for (let i = 0; i < 4; i++)
      expect((await verify(user.token, wrongPin(session.pin), session.examCode)).body.result.isPinCorrect).toBe(false);
    const fifth = await verify(user.token, wrongPin(session.pin), session.examCode);
    expect(fifth.status).toBe(400);
    expect(fifth.body.error?.message).toBe('Too many wrong exam session codes or PINs. Try again in 15 minutes.');
    clock = new Date(clock.getTime() + 5 * minute);
    const locked = await verify(user.token, session.pin, session.examCode);
    expect(locked.status).toBe(400);
    expect(locked.body.error?.message).toBe('Too many wrong exam session codes or PINs. Try again in 10 minutes.');
    expect((await pinState(user.id)).examSessionId).toBeNull();
    clock = new Date(clock.getTime() + 10 * minute);
    expect((await verify(user.token, session.pin, session.examCode)).body.result).toEqual({
      isPinCorrect: true,
      examSessionId: session.id,
    });
    expect(await pinState(user.id)).toMatchObject({ failedCount: 0, lockedUntil: null, firstFailedTime: null });
  });

  it('forgets misses older than 15 minutes, and a right PIN clears them', async () => {
    const user = await candidate();
    for (let i = 0; i < 4; i++) await verify(user.token, wrongPin(session.pin), session.examCode);
    clock = new Date(clock.getTime() + 16 * minute);
    expect((await verify(user.token, wrongPin(session.pin), session.examCode)).body.result.isPinCorrect).toBe(false);
    expect((await pinState(user.id)).failedCount).toBe(1);
    expect((await verify(user.token, session.pin, session.examCode)).body.result.isPinCorrect).toBe(true);
    expect((await pinState(user.id)).failedCount).toBe(0);
  });

  it('does not accept a session whose time has run out', async () => {
    const short = (await t.call('PUT', `${api}/UpdateExamSession`, { token: supervisor, body: { lengthMinutes: 5 } })).body
      .result as ExamSessionDto;
    clock = new Date(clock.getTime() + 6 * minute);
    const user = await candidate();
    expect((await verify(user.token, short.pin, short.examCode)).body.result).toEqual({ isPinCorrect: false, examSessionId: 0 });
  });

  it('loses the proof when the candidate submits the exam', async () => {
    const user = await candidate();
    await verify(user.token, session.pin, session.examCode);
    const attemptId = await insertAttempt(t, bank, { userId: user.id, examSessionId: session.id });
    await submit(t, attemptId);
    expect(await pinState(user.id)).toMatchObject({ examSessionId: null, verifiedTime: null });
  });

  it('answers 400 for an empty PIN or code without counting a miss, and 401 without a session', async () => {
    const user = await candidate();
    await expectInvalid(t, user.token, 'GET', 'GetVerifySessionPinResult', { query: { pin: ' ', examCode: session.examCode } }, 'pin');
    await expectInvalid(t, user.token, 'GET', 'GetVerifySessionPinResult', { query: { pin: session.pin, examCode: '' } }, 'examCode');
    await expectInvalid(
      t,
      user.token,
      'GET',
      'GetVerifySessionPinResult',
      { query: { pin: '1'.repeat(21), examCode: session.examCode } },
      'pin',
    );
    expect((await pinState(user.id))?.failedCount ?? 0).toBe(0);
    const anonymous = await t.call('GET', `${api}/GetVerifySessionPinResult`, { query: { pin: session.pin, examCode: session.examCode } });
    expect(anonymous.status).toBe(401);
  });
});
