import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecordDto } from '../../../shared/contracts/users';
import { PaymentStatus } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { moodleCoursePlatform } from '../../adapters/course-platform/moodle';
import { insertPayment } from '../../seed/factories/payments';
import { createTestApp, type TestApp } from '../../test/harness';
import { startFakeMoodle } from '../../test/moodle';
import { award, submittedAttempt, today } from '../certificates/certificates.test-support';
import { createCourse, createPage } from '../courses/courses.test-support';
import {
  organizationWithPeople,
  person,
  tenantWithAdmin,
  type AdminTenant,
  type Person,
} from '../organizations/organizations.test-support';

const api = '/api/services/app/User';
let t: TestApp;
let tenant: AdminTenant;
let subject: Person;
let organizationName: string;
let usersAdmin: { id: number; token: string };
let pilotsAdmin: string;
let foreignAdmin: string;

const getRecord = (token: string | undefined, id: number | string) =>
  t.call<UserRecordDto>('GET', `${api}/GetUserRecord`, { token, query: { Id: id } });

async function ok(token: string, id: number): Promise<UserRecordDto> {
  const res = await getRecord(token, id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await tenantWithAdmin(t);
  const { tenantId, admin } = tenant;
  usersAdmin = await t.userWith([Permission.Users], { tenantId });
  pilotsAdmin = (await t.userWith([Permission.Pilots], { tenantId })).token;
  foreignAdmin = (await t.userWith([Permission.Users, Permission.Pilots], { tenantId: (await t.tenant()).id })).token;

  // An approved pilot of an organisation, who has read one of the course's two pages.
  const world = await organizationWithPeople(t, tenant, { members: ['pilot'], fields: { name: 'Loftmyndir Vestfjarða ehf.' } });
  subject = world.pilot;
  organizationName = 'Loftmyndir Vestfjarða ehf.';
  await createCourse(t, admin, { courseType: 1, name: 'Grunnnámskeið A1/A3', nameEnglish: 'A1/A3 basics' });
  await createPage(t, admin, { courseType: 1 });
  await createPage(t, admin, { courseType: 1 });
  const read = await t.call('GET', '/api/services/app/Page/GetShowPage', { token: subject.token, query: { Rank: 1, CourseType: 1 } });
  expect(read.status, JSON.stringify(read.body)).toBe(200);

  // A failed and then a passed attempt, the certificate it earned, and an A2 certificate revoked since.
  await submittedAttempt(t, {
    tenantId,
    userId: subject.id,
    certificateType: 1,
    isPassed: false,
    submitTime: new Date(Date.now() - 86_400_000),
  });
  const passed = await submittedAttempt(t, { tenantId, userId: subject.id, certificateType: 1 });
  await award(t, { tenantId, userId: subject.id, certificateType: 1, userExaminationId: passed, passedDate: today() });
  const a2 = await award(t, { tenantId, userId: subject.id, certificateType: 2, passedDate: today() });
  const revoked = await t.call('POST', '/api/services/app/Certificate/RevokeCertificate', {
    token: admin,
    body: { id: a2.userCertificateId, reason: 'Rangt útgefið.' },
  });
  expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);

  // A paid fee, a declined card and a checkout the payer cancelled.
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  await insertPayment(t.database.db, { tenantId, userId: subject.id, amount: 5000, creationTime: at(3) });
  await insertPayment(t.database.db, {
    tenantId,
    userId: subject.id,
    status: PaymentStatus.Declined,
    creationTime: at(2),
    error: 'declined',
  });
  await insertPayment(t.database.db, {
    tenantId,
    userId: subject.id,
    status: PaymentStatus.Expired,
    creationTime: at(1),
    error: 'cancelled',
  });

  const note = await t.call('POST', `${api}/CreateUserNote`, {
    token: admin,
    body: { userId: subject.id, description: 'Hringdi vegna skírteinis.' },
  });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
});
afterAll(() => t.close());

describe('User/GetUserRecord', () => {
  it('answers every list of a person in one read', async () => {
    const record = await ok(usersAdmin.token, subject.id);
    expect(record.userId).toBe(subject.id);

    expect(record.certificates.map((c) => [c.certificateId, c.state]).sort()).toEqual([
      [1, 'valid'],
      [2, 'revoked'],
    ]);
    const a1 = record.certificates.find((c) => c.certificateId === 1)!;
    expect(a1).toMatchObject({ passedDate: today(), revokedTime: null, certificateNumber: expect.any(String) });
    expect(record.certificates.find((c) => c.certificateId === 2)!.revokedTime).toEqual(expect.any(String));
    // Only what the record shows leaves the server: no verify address, no holder.
    expect(Object.keys(a1).sort()).toEqual(
      ['certificate', 'certificateId', 'certificateNumber', 'expiredDate', 'id', 'passedDate', 'revokedTime', 'state'].sort(),
    );

    expect(record.courses).toEqual([
      expect.objectContaining({ courseType: 1, courseName: 'Grunnnámskeið A1/A3', totalPages: 2, readPages: 1, isCompleted: false }),
      expect.objectContaining({ courseType: 2, totalPages: 0, readPages: 0 }),
    ]);

    expect(record.examAttempts.totalCount).toBe(2);
    expect(record.examAttempts.items.map((a) => [a.certificateType, a.status, a.isPassed, a.score])).toEqual([
      [1, 3, true, 90],
      [1, 3, false, 50],
    ]);

    expect(record.payments.totalCount).toBe(3);
    expect(record.payments.items.map((p) => [p.status, p.error])).toEqual([
      [PaymentStatus.Expired, 'cancelled'],
      [PaymentStatus.Declined, 'declined'],
      [PaymentStatus.Paid, null],
    ]);
    expect(record.payments.items[2]).toMatchObject({
      amount: 5000,
      currency: 'ISK',
      paidAt: expect.any(String),
      validUntil: expect.any(String),
    });

    expect(record.organizations).toEqual([expect.objectContaining({ organizationName, organizationRoleId: 1, recruitmentStatusId: 2 })]);

    expect(record.notes).toEqual({ totalCount: 1, items: [expect.objectContaining({ description: 'Hringdi vegna skírteinis.' })] });
  });

  it('answers empty lists for a person with no history', async () => {
    const record = await ok(usersAdmin.token, usersAdmin.id);
    expect(record).toMatchObject({
      certificates: [],
      examAttempts: { items: [], totalCount: 0 },
      payments: { items: [], totalCount: 0 },
      organizations: [],
      notes: { items: [], totalCount: 0 },
    });
    expect(record.courses!.map((c) => c.readPages)).toEqual([0, 0]);
  });

  it('carries the latest 50 attempts and payments of a long history, with how many there are', async () => {
    const { tenantId } = tenant;
    const veteran = await person(t, tenantId);
    for (let i = 0; i < 53; i++) {
      await insertPayment(t.database.db, { tenantId, userId: veteran.id, creationTime: new Date(Date.UTC(2020, 0, 1 + i)) });
      await submittedAttempt(t, {
        tenantId,
        userId: veteran.id,
        certificateType: 1,
        isPassed: false,
        submitTime: new Date(Date.UTC(2020, 0, 1 + i)),
      });
    }
    const record = await ok(usersAdmin.token, veteran.id);
    expect(record.payments.totalCount).toBe(53);
    expect(record.payments.items).toHaveLength(50);
    expect(record.payments.items[0].creationTime.slice(0, 10)).toBe('2020-02-22');
    expect(record.examAttempts.totalCount).toBe(53);
    expect(record.examAttempts.items).toHaveLength(50);
  });

  it('lets an administrator of pilots read a registered person’s record, without the user administrators’ notes', async () => {
    const record = await ok(pilotsAdmin, subject.id);
    expect(record.notes).toBeNull();
    expect(record.certificates).toHaveLength(2);
    // Someone outside the register is not theirs to read.
    expect((await getRecord(pilotsAdmin, usersAdmin.id)).status).toBe(404);
  });

  it('answers 400, 401, 403 to a non-administrator and 404 for a missing or another tenant’s person', async () => {
    expect((await getRecord(usersAdmin.token, 'abc')).status).toBe(400);
    expect((await getRecord(usersAdmin.token, 0)).status).toBe(400);
    expect((await getRecord(undefined, subject.id)).status).toBe(401);
    const refused = await getRecord(subject.token, subject.id);
    expect(refused.status).toBe(403);
    expect(refused.body.result).toBeNull();
    const organizer = await t.userWith([Permission.Organizations], { tenantId: tenant.tenantId });
    expect((await getRecord(organizer.token, subject.id)).status).toBe(403);
    expect((await getRecord(foreignAdmin, subject.id)).status).toBe(404);
    expect((await getRecord(usersAdmin.token, 999_999)).status).toBe(404);
  });
});

describe('User/GetUserRecord while the course platform cannot be reached', () => {
  it('leaves the courses unknown and answers the rest of the record', async () => {
    const token = 'moodle-token-42';
    const moodle = await startFakeMoodle({ token, courses: [{ id: 3, fullname: 'Drónanámskeið A1/A3' }] });
    // Closed, its address refuses every connection.
    await moodle.close();
    const down = await createTestApp({
      coursePlatform: moodleCoursePlatform({
        url: moodle.url,
        token,
        courses: [{ courseType: 1, courseId: 3 }],
        roleId: 5,
        auth: 'oauth2',
      }),
    });
    try {
      const { tenantId } = await tenantWithAdmin(down);
      const admin = await down.userWith([Permission.Users], { tenantId });
      const pilot = await person(down, tenantId);
      await down.database.pool.query(`update pilots set course_platform_user_id = '17' where user_id = $1`, [pilot.id]);
      const res = await down.call<UserRecordDto>('GET', `${api}/GetUserRecord`, { token: admin.token, query: { Id: pilot.id } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({ userId: pilot.id, courses: null, certificates: [], notes: { totalCount: 0 } });
    } finally {
      await down.close();
    }
  });
});
