import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import { userCertificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addYears, awardCertificate } from '../certificates';
import {
  allWrong,
  examBank,
  examinationApi as api,
  expectGuarded,
  expectInvalid,
  insertAttempt,
  submit,
  type Bank,
} from './exam-results.test-support';

let t: TestApp;
let tenantId: number;
let reviewer: string;
let otherReviewer: string;
let outsiders: string[];
let bank: Bank;
const today = new Date().toISOString().slice(0, 10);

const change = (userExaminationId: number, isPassed: boolean, token = reviewer) =>
  t.call('POST', `${api}/ChangeResultExamination`, { token, body: { userExaminationId, isPassed }, language: 'en' });
const certificatesOf = (userId: number) =>
  t.database.db
    .select()
    .from(userCertificates)
    .where(and(eq(userCertificates.userId, userId), eq(userCertificates.certificateId, bank.certificateType)));

/** A candidate whose attempt was submitted and failed. */
async function failedCandidate() {
  const user = await t.userWith([], { tenantId });
  const attemptId = await insertAttempt(t, bank, { userId: user.id, answers: allWrong(bank) });
  await submit(t, attemptId);
  return { ...user, attemptId };
}

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  reviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId })).token;
  otherReviewer = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId: (await t.tenant()).id })).token;
  outsiders = [(await t.userWith(['Pages.Examinations'], { tenantId })).token];
  bank = await examBank(t, tenantId, 1);
});
afterAll(() => t.close());

describe('Examination/ChangeResultExamination', () => {
  it('passes a failed attempt: Finished, and a new certificate for a user who holds none', async () => {
    const candidate = await failedCandidate();
    const res = await change(candidate.attemptId, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result as ExaminationResultDto;
    expect(result).toMatchObject({ userExaminationId: candidate.attemptId, isPassed: true, status: 3, alreadyCertified: false });
    const [certificate] = await certificatesOf(candidate.id);
    expect(certificate).toMatchObject({
      id: result.userCertificateId,
      userExaminationId: candidate.attemptId,
      passedDate: today,
      expiredDate: addYears(today, 5),
    });
    // Passing it again keeps the certificate it already led to.
    const again = await change(candidate.attemptId, true);
    expect(again.body.result).toMatchObject({ userCertificateId: certificate.id, alreadyCertified: false });
    expect(await certificatesOf(candidate.id)).toHaveLength(1);
  });

  it('revokes the certificate a pass created when the pass is changed to a fail, and only that one', async () => {
    const candidate = await failedCandidate();
    const passed = (await change(candidate.attemptId, true)).body.result as ExaminationResultDto;
    expect((await change(candidate.attemptId, false)).status).toBe(200);
    const [revoked] = await certificatesOf(candidate.id);
    expect(revoked).toMatchObject({ id: passed.userCertificateId });
    expect(revoked.revokedTime).not.toBeNull();

    const holder = await failedCandidate();
    const held = await awardCertificate(t.database.db, {
      tenantId,
      userId: holder.id,
      certificateType: 1,
      passedDate: addYears(today, -1),
    });
    await change(holder.attemptId, true);
    await change(holder.attemptId, false);
    const [kept] = await certificatesOf(holder.id);
    expect(kept).toMatchObject({ id: held.userCertificateId, revokedTime: null });
  });

  it('marks a user who still holds a valid certificate as already certified', async () => {
    const candidate = await failedCandidate();
    const held = await awardCertificate(t.database.db, {
      tenantId,
      userId: candidate.id,
      certificateType: 1,
      passedDate: addYears(today, -1),
    });
    const res = await change(candidate.attemptId, true);
    expect(res.body.result).toMatchObject({ isPassed: true, status: 3, alreadyCertified: true, userCertificateId: held.userCertificateId });
    expect(await certificatesOf(candidate.id)).toHaveLength(1);
  });

  it('issues a new certificate when the one held has expired', async () => {
    const candidate = await failedCandidate();
    const expired = await awardCertificate(t.database.db, {
      tenantId,
      userId: candidate.id,
      certificateType: 1,
      passedDate: addYears(today, -6),
      expiredDate: addYears(today, -1),
    });
    const res = await change(candidate.attemptId, true);
    expect(res.body.result).toMatchObject({ isPassed: true, alreadyCertified: false });
    expect(res.body.result.userCertificateId).not.toBe(expired.userCertificateId);
    expect(await certificatesOf(candidate.id)).toHaveLength(2);
  });

  it('fails an attempt as ChangedByAdmin', async () => {
    const candidate = await failedCandidate();
    await change(candidate.attemptId, true);
    const res = await change(candidate.attemptId, false);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isPassed: false, status: 0 });
  });

  it('refuses to judge an attempt still in progress', async () => {
    const user = await t.userWith([], { tenantId });
    const attemptId = await insertAttempt(t, bank, { userId: user.id });
    const res = await change(attemptId, true);
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The exam has not been submitted, so its result cannot be changed.');
  });

  it('answers 400, 401, 403 and a foreign tenant’s attempt 404, and never accepts the cookie on this write', async () => {
    const candidate = await failedCandidate();
    await expectInvalid(t, reviewer, 'POST', 'ChangeResultExamination', { body: { userExaminationId: candidate.attemptId } }, 'isPassed');
    await expectInvalid(
      t,
      reviewer,
      'POST',
      'ChangeResultExamination',
      { body: { userExaminationId: 0, isPassed: true } },
      'userExaminationId',
    );
    await expectGuarded(t, outsiders, 'Pages.Exam.ExamResults', 'POST', 'ChangeResultExamination', {
      body: { userExaminationId: candidate.attemptId, isPassed: true },
    });
    expect((await change(candidate.attemptId, true, otherReviewer)).status).toBe(404);
    const byCookie = await t.call('POST', `${api}/ChangeResultExamination`, {
      headers: { cookie: `Abp.AuthToken=${reviewer}` },
      body: { userExaminationId: candidate.attemptId, isPassed: true },
    });
    expect(byCookie.status).toBe(401);
    expect(await certificatesOf(candidate.id)).toHaveLength(0);
  });
});
