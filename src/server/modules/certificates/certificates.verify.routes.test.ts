import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PilotCompetencyDto } from '../../../shared/contracts/certificates';
import { userCertificates, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowById } from '../../test/rows';
import {
  award,
  certificateSetup,
  dayFromToday,
  expectGuarded,
  invalidMembers,
  pilotApi,
  submittedAttempt,
  today,
  verifyPath,
} from './certificates.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof certificateSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await certificateSetup(t);
});
afterAll(() => t.close());

const verify = (userId: number | string, token: string, headers?: Record<string, string>) =>
  t.call('GET', verifyPath, { query: { token, userId }, headers });

describe('TokenAuth/VerifyQrCodeToken', () => {
  it('shows anyone the certificate’s holder, type, number, dates and state, and nothing that identifies the account', async () => {
    const holder = await t.userWith([], {
      tenantId: s.tenantId,
      fields: { name: 'Sigríður Þöll', surname: 'Ægisdóttir', dateOfBirth: '1985-07-14', customerNumber: '140785-2389' },
    });
    const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 2, passedDate: today() });
    const row = await rowById(t, userCertificates, userCertificateId);
    const res = await verify(holder.id, row.verifyToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byPost = await t.call('POST', verifyPath, { body: { token: row.verifyToken, userId: holder.id } });
    expect(byPost.body.result).toEqual(res.body.result);
    expect(res.body.result).toEqual({
      holderName: 'Sigríður Þöll Ægisdóttir',
      dateOfBirth: '1985-07-14',
      certificateId: 2,
      certificateName: 'Hæfnisskírteini fjarflugmanns A2',
      certificateNameEnglish: 'A2 remote pilot certificate of competency',
      certificateNumber: row.certificateNumber,
      passedDate: today(),
      expiredDate: dayFromToday(5),
      state: 'valid',
      issuer: 'Samgöngustofa — Icelandic Transport Authority',
    });
    expect(Object.keys(res.body.result).sort()).toEqual([
      'certificateId',
      'certificateName',
      'certificateNameEnglish',
      'certificateNumber',
      'dateOfBirth',
      'expiredDate',
      'holderName',
      'issuer',
      'passedDate',
      'state',
    ]);
    const text = JSON.stringify(res.body).toLowerCase();
    for (const secret of [
      holder.userName,
      `${holder.userName}@example.com`,
      '140785-2389',
      'email',
      'username',
      'kennitala',
      'socialsecurity',
    ]) {
      expect(text).not.toContain(secret.toLowerCase());
    }
    // The tenant a visitor names makes no difference: the token is the proof.
    expect((await verify(holder.id, row.verifyToken, { 'abp-tenantid': String(s.otherTenantId) })).status).toBe(200);
  });

  it('shows an expired and a revoked certificate as such', async () => {
    const holder = await t.userWith([], { tenantId: s.tenantId });
    const expired = await rowById(
      t,
      userCertificates,
      (await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: dayFromToday(-6) })).userCertificateId,
    );
    expect((await verify(holder.id, expired.verifyToken)).body.result).toMatchObject({ state: 'expired', expiredDate: dayFromToday(-1) });
    const revoked = await rowById(
      t,
      userCertificates,
      (await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: today() })).userCertificateId,
    );
    const res = await t.call('POST', '/api/services/app/Certificate/RevokeCertificate', {
      token: s.manager.token,
      body: { id: revoked.id, reason: 'Svik' },
    });
    expect(res.status).toBe(200);
    expect((await verify(holder.id, revoked.verifyToken)).body.result).toMatchObject({
      state: 'revoked',
      certificateNumber: revoked.certificateNumber,
    });
  });

  it('answers 404 for a wrong token or the right token with another user id', async () => {
    const holder = await t.userWith([], { tenantId: s.tenantId });
    const row = await rowById(
      t,
      userCertificates,
      (await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: today() })).userCertificateId,
    );
    for (const [userId, token] of [
      [holder.id, `${row.verifyToken.slice(0, -1)}${row.verifyToken.endsWith('A') ? 'B' : 'A'}`],
      [holder.id, String(holder.id)],
      [s.pilot.id, row.verifyToken],
      [holder.id + 1, row.verifyToken],
    ] as const) {
      const res = await verify(userId, token);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers 400 for a missing token or a user id that is not a row id', async () => {
    const missing = await t.call('GET', verifyPath, { query: { userId: 5 } });
    expect(missing.status).toBe(400);
    expect(invalidMembers(missing.body)).toEqual(['token']);
    for (const userId of ['x', 0, 99_999_999_999]) {
      const bad = await t.call('GET', verifyPath, { query: { token: 'abc', userId } });
      expect(bad.status).toBe(400);
      expect(invalidMembers(bad.body)).toEqual(['userId']);
    }
  });

  it('is rate limited per address, since anyone may call it', async () => {
    const limited = await createTestApp({
      rateLimits: { login: { max: 100, timeWindow: 60_000 }, anonymousWrite: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.call('GET', verifyPath, { query: { token: `guess${i}`, userId: 1 } })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Pilot/GetUrlForCertificateQrCode', () => {
  const qrUrl = (token: string | undefined, userId: number | string) =>
    t.call('GET', `${pilotApi}/GetUrlForCertificateQrCode`, { token, query: { UserId: userId }, language: 'en' });

  it('answers the verify address of one’s latest valid certificate, or null without one', async () => {
    const pilot = await t.userWith(['Pages.Pilot.Permission'], { tenantId: s.tenantId });
    expect((await qrUrl(pilot.token, pilot.id)).body.result).toBeNull();
    const revoked = await award(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 2, passedDate: today() });
    await t.database.db.update(userCertificates).set({ revokedTime: new Date() }).where(eq(userCertificates.id, revoked.userCertificateId));
    await award(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 1, passedDate: dayFromToday(-6) });
    expect((await qrUrl(pilot.token, pilot.id)).body.result).toBeNull();
    const valid = await rowById(
      t,
      userCertificates,
      (await award(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 1, passedDate: dayFromToday(0, -3) })).userCertificateId,
    );
    const res = await qrUrl(pilot.token, pilot.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(`http://portal.test/verify-qrcode/${pilot.id}/${valid.verifyToken}`);
    // A results manager of the tenant may ask about anyone in it.
    expect((await qrUrl(s.manager.token, pilot.id)).body.result).toBe(res.body.result);
  });

  it('answers 400, 401, 403 for someone else without Pages.Exam.ExamResults, 404 outside the tenant', async () => {
    expect(invalidMembers((await qrUrl(s.pilot.token, 0)).body)).toEqual(['userId']);
    expect(invalidMembers((await qrUrl(s.pilot.token, 2 ** 31)).body)).toEqual(['userId']);
    expect((await qrUrl(undefined, s.pilot.id)).status).toBe(401);
    const nosy = await qrUrl(s.outsiders[1], s.pilot.id);
    expect(nosy.status).toBe(403);
    expect(nosy.body.error?.details).toBe('The permission Pages.Exam.ExamResults is missing.');
    const stranger = await t.userWith([], { tenantId: s.otherTenantId });
    await award(t, { tenantId: s.otherTenantId, userId: stranger.id, certificateType: 1, passedDate: today() });
    expect((await qrUrl(s.manager.token, stranger.id)).status).toBe(404);
    expect((await qrUrl(s.manager.token, 2_000_000)).status).toBe(404);
    expect((await qrUrl(s.otherManager.token, stranger.id)).body.result).toMatch(/^http:\/\/portal\.test\/verify-qrcode\//);
  });
});

describe('Pilot/GetPilotCompetency', () => {
  it('answers the caller’s certificates and submitted results, newest first, and nobody else’s', async () => {
    const pilot = await t.userWith(['Pages.Pilot.Permission'], { tenantId: s.tenantId });
    const failed = await submittedAttempt(t, {
      tenantId: s.tenantId,
      userId: pilot.id,
      certificateType: 1,
      isPassed: false,
      submitTime: new Date(Date.now() - 86_400_000),
    });
    const passed = await submittedAttempt(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 1 });
    await t.database.db
      .update(userExaminations)
      .set({ status: 1, submitTime: null })
      .where(eq(userExaminations.id, await submittedAttempt(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 2 })));
    const older = await award(t, { tenantId: s.tenantId, userId: pilot.id, certificateType: 1, passedDate: dayFromToday(-6) });
    const newer = await award(t, {
      tenantId: s.tenantId,
      userId: pilot.id,
      certificateType: 1,
      passedDate: today(),
      userExaminationId: passed,
    });
    const neighbour = await t.userWith([], { tenantId: s.tenantId });
    await award(t, { tenantId: s.tenantId, userId: neighbour.id, certificateType: 2, passedDate: today() });
    await submittedAttempt(t, { tenantId: s.tenantId, userId: neighbour.id, certificateType: 2 });

    const res = await t.call('GET', `${pilotApi}/GetPilotCompetency`, { token: pilot.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body.result as PilotCompetencyDto;
    expect(body.certificates.map((c) => [c.id, c.state])).toEqual([
      [newer.userCertificateId, 'valid'],
      [older.userCertificateId, 'expired'],
    ]);
    expect(body.results.map((r) => [r.userExaminationId, r.isPassed, r.score])).toEqual([
      [passed, true, 90],
      [failed, false, 50],
    ]);
    expect(body.results[0]).toMatchObject({
      certificateType: 1,
      status: 3,
      questionCount: 40,
      correctCount: 36,
      percentNeedToPass: 75,
      categories: [],
    });
  });

  it('answers 401 and 403 without the pilot area’s permission', async () => {
    const noPilot = await t.userWith(['Pages.Users'], { tenantId: s.tenantId });
    await expectGuarded(t, [noPilot.token], 'GET', `${pilotApi}/GetPilotCompetency`, {}, 'Pages.Pilot.Permission');
  });
});
