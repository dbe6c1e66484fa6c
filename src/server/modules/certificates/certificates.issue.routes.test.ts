import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCertificateDto } from '../../../shared/contracts/certificates';
import { userCertificates, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addYears } from './certificate-award';
import {
  award,
  certificateApi as api,
  certificateSetup,
  dayFromToday,
  dayOf,
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

const certificatesOf = (userId: number) =>
  t.database.db.select().from(userCertificates).where(eq(userCertificates.userId, userId)).orderBy(userCertificates.id);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A tenant of its own with a manager and candidates in every standing the list must tell apart. */
async function candidates(certificateType = 1) {
  const tenantId = (await t.tenant()).id;
  const manager = await t.userWith(['Pages.Exam.ExamResults'], { tenantId });
  const user = (name: string) => t.userWith([], { tenantId, fields: { name, surname: 'Prófdóttir' } });
  const passed = await user('Ásta');
  const passedAttempt = await submittedAttempt(t, { tenantId, userId: passed.id, certificateType, submitTime: daysAgo(3) });
  const holder = await user('Björk');
  await submittedAttempt(t, { tenantId, userId: holder.id, certificateType });
  await award(t, { tenantId, userId: holder.id, certificateType, passedDate: today() });
  const failed = await user('Dóra');
  await submittedAttempt(t, { tenantId, userId: failed.id, certificateType, isPassed: false });
  const longAgo = await user('Edda');
  await submittedAttempt(t, { tenantId, userId: longAgo.id, certificateType, submitTime: daysAgo(6 * 366) });
  // Held a certificate that has run out, and passed again since.
  const renewed = await user('Æsa');
  await award(t, { tenantId, userId: renewed.id, certificateType, passedDate: dayFromToday(-6) });
  await submittedAttempt(t, { tenantId, userId: renewed.id, certificateType, submitTime: daysAgo(20) });
  const renewedAttempt = await submittedAttempt(t, { tenantId, userId: renewed.id, certificateType, submitTime: daysAgo(2) });
  // Their pass brought a certificate that was revoked: no batch may give it back.
  const revoked = await user('Íris');
  const revokedAttempt = await submittedAttempt(t, { tenantId, userId: revoked.id, certificateType });
  const revokedAward = await award(t, {
    tenantId,
    userId: revoked.id,
    certificateType,
    passedDate: today(),
    userExaminationId: revokedAttempt,
  });
  await t.database.db
    .update(userExaminations)
    .set({ userCertificateId: revokedAward.userCertificateId })
    .where(eq(userExaminations.id, revokedAttempt));
  await t.database.db
    .update(userCertificates)
    .set({ revokedTime: new Date() })
    .where(eq(userCertificates.id, revokedAward.userCertificateId));
  const stranger = await t.userWith([], { tenantId: s.otherTenantId });
  await submittedAttempt(t, { tenantId: s.otherTenantId, userId: stranger.id, certificateType });
  return { tenantId, manager, passed, passedAttempt, renewed, renewedAttempt, holder };
}

describe('Certificate/GetAvailableUsersForCertificateType', () => {
  it('lists the tenant’s users with a recent pass and no valid certificate of the type, with their latest pass', async () => {
    const c = await candidates();
    const res = await t.call('GET', `${api}/GetAvailableUsersForCertificateType`, {
      token: c.manager.token,
      query: { CertificateType: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({
      items: [
        {
          userId: c.passed.id,
          userName: c.passed.userName,
          fullName: 'Ásta Prófdóttir',
          passedDate: dayOf(daysAgo(3)),
          userExaminationId: c.passedAttempt,
        },
        {
          userId: c.renewed.id,
          userName: c.renewed.userName,
          fullName: 'Æsa Prófdóttir',
          passedDate: dayOf(daysAgo(2)),
          userExaminationId: c.renewedAttempt,
        },
      ],
    });
    const a2 = await t.call('GET', `${api}/GetAvailableUsersForCertificateType`, { token: c.manager.token, query: { certificateType: 2 } });
    expect(a2.body.result).toEqual({ items: [] });
  });

  it('answers 400 for a missing or unknown type', async () => {
    for (const query of [{}, { certificateType: 3 }, { certificateType: 'A2' }] as Record<string, string | number>[]) {
      const res = await t.call('GET', `${api}/GetAvailableUsersForCertificateType`, { token: s.manager.token, query });
      expect(res.status).toBe(400);
      expect(invalidMembers(res.body)).toEqual(['certificateType']);
    }
  });

  it('answers 401 and 403', () =>
    expectGuarded(
      t,
      s.outsiders,
      'GET',
      `${api}/GetAvailableUsersForCertificateType`,
      { query: { certificateType: 1 } },
      'Pages.Exam.ExamResults',
    ));
});

describe('Certificate/CreateNewCertificates', () => {
  it('only counts when willBeAdded is false, and issues to exactly those users when true', async () => {
    const c = await candidates();
    const count = await t.call('GET', `${api}/CreateNewCertificates`, {
      token: c.manager.token,
      query: { certificateType: 1, willBeAdded: false },
    });
    expect(count.body.result).toEqual({ count: 2, created: 0 });
    expect(await certificatesOf(c.passed.id)).toHaveLength(0);

    const res = await t.call('GET', `${api}/CreateNewCertificates`, {
      token: c.manager.token,
      query: { CertificateType: 1, WillBeAdded: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ count: 2, created: 2 });
    const [issued] = await certificatesOf(c.passed.id);
    expect(issued).toMatchObject({
      tenantId: c.tenantId,
      certificateId: 1,
      passedDate: dayOf(daysAgo(3)),
      userExaminationId: c.passedAttempt,
      revokedTime: null,
    });
    const [attempt] = await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, c.passedAttempt));
    expect(attempt).toMatchObject({ userCertificateId: issued.id, alreadyCertified: false });
    expect((await certificatesOf(c.renewed.id)).at(-1)).toMatchObject({
      userExaminationId: c.renewedAttempt,
      expiredDate: addYears(dayOf(daysAgo(2)), 5),
    });
    expect(await certificatesOf(c.holder.id)).toHaveLength(1);

    const again = await t.call('GET', `${api}/CreateNewCertificates`, {
      token: c.manager.token,
      query: { certificateType: 1, willBeAdded: true },
    });
    expect(again.body.result).toEqual({ count: 0, created: 0 });
  });

  it('issues each certificate once when two batches and a pass run at once', async () => {
    const c = await candidates();
    const batch = () =>
      t.call('GET', `${api}/CreateNewCertificates`, { token: c.manager.token, query: { certificateType: 1, willBeAdded: true } });
    const [a, b] = await Promise.all([
      batch(),
      batch(),
      award(t, { tenantId: c.tenantId, userId: c.passed.id, certificateType: 1, passedDate: today() }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.result.created + b.body.result.created).toBeLessThanOrEqual(2);
    expect(await certificatesOf(c.passed.id)).toHaveLength(1);
    expect((await certificatesOf(c.renewed.id)).filter((r) => r.expiredDate >= today())).toHaveLength(1);
  });

  it('dates the certificates’ expiry as told', async () => {
    const c = await candidates(2);
    const expiryDate = dayFromToday(1, 10);
    const res = await t.call('GET', `${api}/CreateNewCertificates`, {
      token: c.manager.token,
      query: { certificateType: 2, willBeAdded: true, expiryDate },
    });
    expect(res.body.result).toEqual({ count: 2, created: 2 });
    expect((await certificatesOf(c.passed.id))[0]).toMatchObject({ certificateId: 2, expiredDate: expiryDate });
  });

  it('answers 400 for an unknown type, a malformed date or an expiry already past', async () => {
    for (const [query, members] of [
      [{ certificateType: 3, willBeAdded: true }, ['certificateType']],
      [{ certificateType: 1, willBeAdded: true, expiryDate: '2030-02-30' }, ['expiryDate']],
      [{ certificateType: 1, willBeAdded: true, expiryDate: dayFromToday(0, -1) }, ['expiryDate']],
    ] as const) {
      const res = await t.call('GET', `${api}/CreateNewCertificates`, { token: s.manager.token, query, language: 'en' });
      expect(res.status).toBe(400);
      expect(invalidMembers(res.body)).toEqual(members);
    }
  });

  it('answers 401 and 403', () =>
    expectGuarded(
      t,
      s.outsiders,
      'GET',
      `${api}/CreateNewCertificates`,
      { query: { certificateType: 1, willBeAdded: true } },
      'Pages.Exam.ExamResults',
    ));
});

describe('Certificate/CreateCertificate', () => {
  it('issues one certificate by hand, dated today unless told', async () => {
    const user = await t.userWith([], { tenantId: s.tenantId, fields: { name: 'Örn', surname: 'Þráinsson', dateOfBirth: '2001-12-31' } });
    const res = await t.call('POST', `${api}/CreateCertificate`, { token: s.manager.token, body: { userId: user.id, certificateType: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      userId: user.id,
      certificateId: 2,
      user: { fullName: 'Örn Þráinsson', dateOfBirth: '2001-12-31' },
      passedDate: today(),
      expiredDate: dayFromToday(5),
      state: 'valid',
    });
    const other = await t.userWith([], { tenantId: s.tenantId });
    const dated = await t.call('POST', `${api}/CreateCertificate`, {
      token: s.manager.token,
      body: { userId: other.id, certificateType: 1, passedDate: dayFromToday(-1), expiryDate: dayFromToday(2) },
    });
    expect(dated.body.result).toMatchObject({ passedDate: dayFromToday(-1), expiredDate: dayFromToday(2), examDate: dayFromToday(-1) });
  });

  it('refuses while the user holds a valid certificate of the type, naming it', async () => {
    const user = await t.userWith([], { tenantId: s.tenantId });
    const first = (
      await t.call('POST', `${api}/CreateCertificate`, { token: s.manager.token, body: { userId: user.id, certificateType: 1 } })
    ).body.result as UserCertificateDto;
    const res = await t.call('POST', `${api}/CreateCertificate`, {
      token: s.manager.token,
      body: { userId: user.id, certificateType: 1 },
      language: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 0,
      message: `The user already holds a valid certificate of this type (${first.certificateNumber}).`,
    });
    expect(await certificatesOf(user.id)).toHaveLength(1);
  });

  it('answers 400 naming the members', async () => {
    const user = await t.userWith([], { tenantId: s.tenantId });
    for (const [body, members] of [
      [{ certificateType: 1 }, ['userId']],
      [{ userId: user.id, certificateType: 3 }, ['certificateType']],
      [{ userId: user.id, certificateType: 1, passedDate: dayFromToday(0, 1) }, ['passedDate']],
      [{ userId: user.id, certificateType: 1, passedDate: today(), expiryDate: today() }, ['expiryDate']],
      [{ userId: user.id, certificateType: 1, passedDate: dayFromToday(-6) }, ['expiryDate']],
    ] as const) {
      const res = await t.call('POST', `${api}/CreateCertificate`, { token: s.manager.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(invalidMembers(res.body)).toEqual(members);
    }
    expect(await certificatesOf(user.id)).toHaveLength(0);
  });

  it('answers 404 for another tenant’s user or one who does not exist', async () => {
    const stranger = await t.userWith([], { tenantId: s.otherTenantId });
    for (const userId of [stranger.id, 2_000_000]) {
      const res = await t.call('POST', `${api}/CreateCertificate`, { token: s.manager.token, body: { userId, certificateType: 1 } });
      expect(res.status).toBe(404);
    }
    expect(await certificatesOf(stranger.id)).toHaveLength(0);
  });

  it('answers 401 and 403', () =>
    expectGuarded(
      t,
      s.outsiders,
      'POST',
      `${api}/CreateCertificate`,
      { body: { userId: s.pilot.id, certificateType: 1 } },
      'Pages.Exam.ExamResults',
    ));
});

describe('Certificate/RevokeCertificate', () => {
  it('revokes with a reason; a second revocation keeps the first', async () => {
    const user = await t.userWith([], { tenantId: s.tenantId });
    const { userCertificateId: id } = await award(t, { tenantId: s.tenantId, userId: user.id, certificateType: 1, passedDate: today() });
    const res = await t.call('POST', `${api}/RevokeCertificate`, { token: s.manager.token, body: { id, reason: '  Svik á prófi ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id, state: 'revoked', revokedTime: expect.any(String) });
    const [row] = await certificatesOf(user.id);
    expect(row.revokedReason).toBe('Svik á prófi');
    const again = await t.call('POST', `${api}/RevokeCertificate`, { token: s.manager.token, body: { id, reason: 'Annað' } });
    expect(again.body.result.revokedTime).toBe(res.body.result.revokedTime);
    expect((await certificatesOf(user.id))[0].revokedReason).toBe('Svik á prófi');
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('POST', `${api}/RevokeCertificate`, { token: s.manager.token, body: { reason: ' ' } });
    expect(res.status).toBe(400);
    expect(invalidMembers(res.body)).toEqual(['id', 'reason']);
  });

  it('answers 404 for another tenant’s certificate or one that does not exist', async () => {
    const stranger = await t.userWith([], { tenantId: s.otherTenantId });
    const { userCertificateId } = await award(t, {
      tenantId: s.otherTenantId,
      userId: stranger.id,
      certificateType: 1,
      passedDate: today(),
    });
    for (const id of [userCertificateId, 2_000_000]) {
      const res = await t.call('POST', `${api}/RevokeCertificate`, { token: s.manager.token, body: { id, reason: 'Nei' } });
      expect(res.status).toBe(404);
    }
    expect((await certificatesOf(stranger.id))[0].revokedTime).toBeNull();
  });

  it('answers 401 and 403', () =>
    expectGuarded(t, s.outsiders, 'POST', `${api}/RevokeCertificate`, { body: { id: 1, reason: 'Nei' } }, 'Pages.Exam.ExamResults'));
});
