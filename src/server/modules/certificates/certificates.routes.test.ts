import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCertificateDto } from '../../../shared/contracts/certificates';
import { certificates, userCertificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowById } from '../../test/rows';
import {
  award,
  certificateApi as api,
  certificateSetup,
  dayFromToday,
  expectGuarded,
  invalidMembers,
  submittedAttempt,
  today,
} from './certificates.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof certificateSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await certificateSetup(t);
});
afterAll(() => t.close());

describe('Certificate/GetUserCertificate', () => {
  it('answers the caller’s latest certificate of the type with its holder, state and verify address', async () => {
    const { pilot, tenantId } = s;
    await award(t, { tenantId, userId: pilot.id, certificateType: 1, passedDate: dayFromToday(-6) });
    const { userCertificateId } = await award(t, { tenantId, userId: pilot.id, certificateType: 1, passedDate: today() });
    const res = await t.call('GET', `${api}/GetUserCertificate`, { token: pilot.token, query: { Type: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowById(t, userCertificates, userCertificateId);
    expect(res.body.result).toEqual({
      id: userCertificateId,
      certificateId: 1,
      certificate: { id: 1, name: 'Staðfesting á netþjálfun A1/A3', nameEnglish: 'A1/A3 proof of completion of online training' },
      userId: pilot.id,
      user: { fullName: 'Þórdís Ægis Öxndal', dateOfBirth: '1990-02-28' },
      isPassed: true,
      certificateNumber: row.certificateNumber,
      examDate: today(),
      passedDate: today(),
      expiredDate: dayFromToday(5),
      state: 'valid',
      revokedTime: null,
      verifyUrl: `http://portal.test/verify-qrcode/${pilot.id}/${row.verifyToken}`,
    });
  });

  it('shows an expired or revoked latest certificate as such, and null for a type never certified', async () => {
    const user = await t.userWith([], { tenantId: s.tenantId });
    expect((await t.call('GET', `${api}/GetUserCertificate`, { token: user.token, query: { type: 2 } })).body.result).toBeNull();
    await award(t, { tenantId: s.tenantId, userId: user.id, certificateType: 2, passedDate: dayFromToday(-6) });
    const expired = await t.call('GET', `${api}/GetUserCertificate`, { token: user.token, query: { type: 2 } });
    expect(expired.body.result).toMatchObject({ state: 'expired', expiredDate: dayFromToday(-1) });
    const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: user.id, certificateType: 2, passedDate: today() });
    await t.database.db.update(userCertificates).set({ revokedTime: new Date() }).where(eq(userCertificates.id, userCertificateId));
    const revoked = (await t.call('GET', `${api}/GetUserCertificate`, { token: user.token, query: { type: 2 } })).body
      .result as UserCertificateDto;
    expect(revoked).toMatchObject({ id: userCertificateId, state: 'revoked', revokedTime: expect.any(String) });
  });

  it('never answers another user’s certificate, in the tenant or outside it', async () => {
    const other = await t.userWith([], { tenantId: s.otherTenantId });
    const neighbour = await t.userWith([], { tenantId: s.tenantId });
    await award(t, { tenantId: s.otherTenantId, userId: other.id, certificateType: 2, passedDate: today() });
    await award(t, { tenantId: s.tenantId, userId: neighbour.id, certificateType: 2, passedDate: today() });
    const lonely = await t.userWith([], { tenantId: s.tenantId });
    expect((await t.call('GET', `${api}/GetUserCertificate`, { token: lonely.token, query: { type: 2 } })).body.result).toBeNull();
  });

  it('answers 400 for an unknown type and 401 without a session (any signed-in user may ask for their own)', async () => {
    const bad = await t.call('GET', `${api}/GetUserCertificate`, { token: s.pilot.token, query: { type: 3 } });
    expect(bad.status).toBe(400);
    expect(invalidMembers(bad.body)).toEqual(['type']);
    const anonymous = await t.call('GET', `${api}/GetUserCertificate`, { query: { type: 1 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.unAuthorizedRequest).toBe(true);
  });
});

describe('Certificate/GetCertificateOfUser', () => {
  it('shows a results manager a candidate’s latest certificate of the type, null when none', async () => {
    const candidate = await t.userWith([], { tenantId: s.tenantId });
    const query = { UserId: candidate.id, Type: 2 };
    expect((await t.call('GET', `${api}/GetCertificateOfUser`, { token: s.manager.token, query })).body.result).toBeNull();
    const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: candidate.id, certificateType: 2, passedDate: today() });
    const res = await t.call('GET', `${api}/GetCertificateOfUser`, { token: s.manager.token, query });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: userCertificateId, userId: candidate.id, certificateId: 2, state: 'valid' });
  });

  it('answers 400, 401, 403, and 404 for a user of another tenant', async () => {
    const bad = await t.call('GET', `${api}/GetCertificateOfUser`, { token: s.manager.token, query: { UserId: 0 } });
    expect(invalidMembers(bad.body)).toEqual(['userId']);
    await expectGuarded(t, s.outsiders, 'GET', `${api}/GetCertificateOfUser`, { query: { UserId: s.pilot.id } }, 'Pages.Exam.ExamResults');
    const foreign = await t.call('GET', `${api}/GetCertificateOfUser`, { token: s.otherManager.token, query: { UserId: s.pilot.id } });
    expect(foreign.status).toBe(404);
  });
});

describe('Certificate/UpdateCertificateValidity', () => {
  const validityOf = async (id: number) => (await rowById(t, certificates, id)).validityYears;

  it('changes the validity of certificates issued from now on; issued ones keep their expiry date', async () => {
    const host = await t.userWith(['Pages.Exam.GeneralSettings'], { tenantId: null });
    const before = await t.userWith([], { tenantId: s.tenantId });
    const after = await t.userWith([], { tenantId: s.tenantId });
    const old = await award(t, { tenantId: s.tenantId, userId: before.id, certificateType: 1, passedDate: today() });
    try {
      const res = await t.call('PUT', `${api}/UpdateCertificateValidity`, {
        token: host.token,
        body: { certificateType: 1, validityYears: 3 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toEqual({
        id: 1,
        name: 'Staðfesting á netþjálfun A1/A3',
        nameEnglish: 'A1/A3 proof of completion of online training',
        validityYears: 3,
      });
      const fresh = await award(t, { tenantId: s.tenantId, userId: after.id, certificateType: 1, passedDate: today() });
      expect((await rowById(t, userCertificates, old.userCertificateId)).expiredDate).toBe(dayFromToday(5));
      expect((await rowById(t, userCertificates, fresh.userCertificateId)).expiredDate).toBe(dayFromToday(3));
      expect(await validityOf(2)).toBe(5);
    } finally {
      await t.database.db.update(certificates).set({ validityYears: 5 }).where(eq(certificates.id, 1));
    }
  });

  it('answers 400 naming the members', async () => {
    const host = await t.userWith(['Pages.Exam.GeneralSettings'], { tenantId: null });
    for (const [body, members] of [
      [{ certificateType: 1, validityYears: 0 }, ['validityYears']],
      [{ certificateType: 1, validityYears: 21 }, ['validityYears']],
      [{ certificateType: 3, validityYears: 1.5 }, ['certificateType', 'validityYears']],
    ] as const) {
      const res = await t.call('PUT', `${api}/UpdateCertificateValidity`, { token: host.token, body });
      expect(res.status).toBe(400);
      expect(invalidMembers(res.body)).toEqual(members);
    }
    expect(await validityOf(1)).toBe(5);
  });

  it('answers 401, 403 without Pages.Exam.GeneralSettings, and 403 to a tenant’s user, since the types are the portal’s', async () => {
    const body = { certificateType: 2, validityYears: 2 };
    await expectGuarded(
      t,
      [...s.outsiders, s.manager.token],
      'PUT',
      `${api}/UpdateCertificateValidity`,
      { body },
      'Pages.Exam.GeneralSettings',
    );
    const tenantManager = await t.userWith(['Pages.Exam.GeneralSettings'], { tenantId: s.tenantId });
    const res = await t.call('PUT', `${api}/UpdateCertificateValidity`, { token: tenantManager.token, body, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe("Only the portal's own administrators may do this.");
    expect(await validityOf(2)).toBe(5);
  });
});

describe('Certificate/GetFilterData', () => {
  it('lists the types with their validity, the attempt statuses and the tenant’s years with activity', async () => {
    const tenantId = (await t.tenant()).id;
    const manager = await t.userWith(['Pages.Exam.ExamResults'], { tenantId });
    const candidate = await t.userWith([], { tenantId });
    await submittedAttempt(t, { tenantId, userId: candidate.id, certificateType: 1, submitTime: new Date('2029-06-01T12:00:00Z') });
    await award(t, { tenantId, userId: candidate.id, certificateType: 2, passedDate: '2030-01-05' });
    const stranger = await t.userWith([], { tenantId: s.otherTenantId });
    await submittedAttempt(t, {
      tenantId: s.otherTenantId,
      userId: stranger.id,
      certificateType: 1,
      submitTime: new Date('2027-06-01T12:00:00Z'),
    });
    const res = await t.call('GET', `${api}/GetFilterData`, { token: manager.token });
    expect(res.status).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(res.body.result).toEqual({
      certificates: [
        { id: 1, name: 'Staðfesting á netþjálfun A1/A3', nameEnglish: 'A1/A3 proof of completion of online training', validityYears: 5 },
        { id: 2, name: 'Hæfnisskírteini fjarflugmanns A2', nameEnglish: 'A2 remote pilot certificate of competency', validityYears: 5 },
      ],
      statuses: [0, 1, 2, 3],
      years: [...new Set([year, 2030, 2029])].sort((a, b) => b - a),
    });
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/GetFilterData`, {}, 'Pages.Exam.ExamResults'));
});

describe('the certificate calls in the OpenAPI document', () => {
  it('lists each with the verb its clients use', async () => {
    const res = await t.call('GET', '/swagger/v1/swagger.json');
    const paths = (res.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    const verbs = (path: string) => Object.keys(paths[path] ?? {});
    for (const method of [
      'GetUserCertificate',
      'GetAvailableUsersForCertificateType',
      'CreateNewCertificates',
      'CreateUserCertificatePdf',
      'GetFilterData',
    ]) {
      expect(verbs(`${api}/${method}`), method).toEqual(['get']);
    }
    expect(verbs(`${api}/CreateCertificate`)).toEqual(['post']);
    expect(verbs(`${api}/RevokeCertificate`)).toEqual(['post']);
    expect(verbs(`${api}/UpdateCertificateValidity`)).toEqual(['put']);
    expect(verbs('/api/services/app/Pilot/GetUrlForCertificateQrCode')).toEqual(['get']);
    expect(verbs('/api/services/app/Pilot/GetPilotCompetency')).toEqual(['get']);
    // POST by the verb rule; GET stays as an alias for links given out before.
    expect(verbs('/api/TokenAuth/VerifyQrCodeToken').sort()).toEqual(['get', 'post']);
  });
});
