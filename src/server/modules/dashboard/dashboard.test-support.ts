import { eq } from 'drizzle-orm';
import { PaymentStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { insertPayment } from '../../seed/factories/payments';
import { insertUser } from '../../seed/factories/users';
import { loginAttempts, organizations, userCertificates } from '../../db/schema';
import { calendarDay } from '../../kernel/calendar';
import type { TestApp } from '../../test/harness';
import { award } from '../certificates/certificates.test-support';
import { allRight, allWrong, examBank, insertAttempt, submit, type Answer } from '../exam-results/exam-results.test-support';
import { resolvePeriod, type Period } from './period';

export const dashboardApi = '/api/services/app/Dashboard';
export const at = (instant: string) => new Date(instant);
const dayMs = 86_400_000;
export const dayFromToday = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);
export const password = 'Test-Password-1';

export const dayAt = (ms: number) => calendarDay(new Date(ms));
export const periodOf = (from: string, to: string): Period => resolvePeriod({ from, to }, new Date());
const firstChosen = Date.parse('2029-01-01T00:00:00Z');
const chosenSpan = Date.parse('2032-12-31T00:00:00Z') - firstChosen;

/**
 * Days and periods chosen at random by a small generator of its own, so that a failure of the
 * tests that hold the summaries to the register can be run again with the same data and periods.
 */
export function seededChoices(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const randomDay = () => dayAt(firstChosen + Math.floor(random() * (chosenSpan / dayMs)) * dayMs);
  /** Periods a person may choose: random, a day, whole months, a month's edges, a year, five years. */
  const periods = (): Period[] => {
    const chosen: [string, string][] = [
      ['2031-05-01', '2031-05-31'],
      ['2031-05-31', '2031-06-01'],
      ['2030-02-15', '2030-02-15'],
      ['2030-01-01', '2030-12-31'],
      ['2029-01-01', '2032-12-31'],
      ['2030-03-02', '2031-03-30'],
      ['2028-01-01', '2029-01-31'],
    ];
    for (let i = 0; i < 14; i++) {
      const [a, b] = [randomDay(), randomDay()].sort();
      chosen.push([a, b]);
    }
    return chosen.map(([from, to]) => periodOf(from, to));
  };
  return { random, randomDay, periods };
}

let counter = 0;
async function person(t: TestApp, tenantId: number, userTypeId: number, creationTime: string, fields: { isDeleted?: boolean } = {}) {
  const n = ++counter;
  const userName = `dash${n}_${tenantId}`;
  return insertUser(t.database.db, {
    tenantId,
    userName,
    name: 'Anna',
    surname: 'Jónsdóttir',
    emailAddress: `${userName}@example.com`,
    password,
    isEmailConfirmed: true,
    userTypeId,
    creationTime: at(creationTime),
    ...fields,
  });
}

async function organization(t: TestApp, tenantId: number, userTypeId: number, creationTime: string, isDeleted = false) {
  const n = ++counter;
  await t.database.db.insert(organizations).values({
    tenantId,
    userTypeId,
    name: `Flug ${n} ehf.`,
    organizationNumber: `55010${String(n).padStart(5, '0')}`,
    address: 'Aðalgata 1',
    postCode: '101',
    email: `org${n}@example.com`,
    phoneNumber: '5551234',
    creationTime: at(creationTime),
    isDeleted,
  });
}

const signIn = (t: TestApp, tenantId: number | null, userId: number, result: string, creationTime: string) =>
  t.database.db
    .insert(loginAttempts)
    .values({ tenantId, userId, userNameOrEmailAddress: `user ${userId}`, result, creationTime: at(creationTime) });

/**
 * A tenant whose figures are known, nearly all in 2031 so that the test's own sign-ins (today)
 * stay out of them, and another tenant with rows that must never be counted in the first.
 */
export async function seedDashboard(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  const admin = await t.userWith([Permission.Administrator], { tenantId });
  const otherAdmin = await t.userWith([Permission.Administrator], { tenantId: otherTenantId });
  const outsider = await t.userWith([Permission.Pilot, Permission.Users], { tenantId });

  // People: three pilots and a contact person in 2031; one pilot just before; a deleted one; a
  // registration at the last second of 2031 and one at the first of 2032.
  const p0 = await person(t, tenantId, UserType.Pilot, '2030-12-31T23:59:59Z');
  const p1 = await person(t, tenantId, UserType.Pilot, '2031-01-10T09:00:00Z');
  const p2 = await person(t, tenantId, UserType.Pilot, '2031-01-20T09:00:00Z');
  const p3 = await person(t, tenantId, UserType.Pilot, '2031-03-05T09:00:00Z');
  await person(t, tenantId, UserType.Pilot, '2031-02-05T09:00:00Z', { isDeleted: true });
  const contact = await person(t, tenantId, UserType.ContactPerson, '2031-03-15T09:00:00Z');
  const under250 = await person(t, tenantId, UserType.Under250, '2031-12-31T23:59:59Z');
  await person(t, tenantId, UserType.Over250, '2032-01-01T00:00:00Z');
  await person(t, otherTenantId, UserType.Pilot, '2031-01-10T09:00:00Z');

  await organization(t, tenantId, UserType.Under250, '2031-04-01T00:00:00Z');
  await organization(t, tenantId, UserType.Under250, '2031-04-02T00:00:00Z', true);
  await organization(t, tenantId, UserType.Over250, '2029-06-01T00:00:00Z');
  await organization(t, otherTenantId, UserType.Under250, '2031-04-01T00:00:00Z');

  // Exams: an A1/A3 bank of six questions (three a subject) and an A2 bank; 5 of 6 right passes.
  const a1a3 = await examBank(t, tenantId, 1);
  const a2 = await examBank(t, tenantId, 2);
  const sitting = async (bank: typeof a1a3, userId: number, start: string, answers: Answer[], submitted = true) => {
    const id = await insertAttempt(t, bank, { userId, startTime: at(start), answers });
    if (submitted) await submit(t, id, 3, at(start.replace(/T.*/, 'T10:00:00Z')));
    return id;
  };
  await sitting(a1a3, p1, '2031-05-10T09:00:00Z', allRight(a1a3));
  await sitting(a1a3, p2, '2031-05-10T09:00:00Z', ['right', 'right', 'right', 'right', 'wrong', 'wrong']);
  await sitting(a1a3, p3, '2031-05-10T09:00:00Z', ['wrong', 'right', 'right', 'right', 'right', 'right']);
  await sitting(a1a3, p1, '2031-05-11T09:00:00Z', [], false);
  await sitting(a2, contact, '2031-05-12T09:00:00Z', allWrong(a2));
  await sitting(a1a3, p0, '2030-05-10T09:00:00Z', allWrong(a1a3));

  // Certificates besides the two the passes above awarded (p1 and p3, A1/A3, 2031-05-10).
  await award(t, { tenantId, userId: p0, certificateType: 1, passedDate: '2025-01-01', expiredDate: dayFromToday(30) });
  await award(t, { tenantId, userId: p1, certificateType: 2, passedDate: '2031-02-01', expiredDate: dayFromToday(60) });
  await award(t, { tenantId, userId: p2, certificateType: 2, passedDate: '2020-01-01', expiredDate: dayFromToday(-1) });
  await award(t, { tenantId, userId: p3, certificateType: 2, passedDate: '2031-03-01', expiredDate: dayFromToday(61) });
  const revoked = await award(t, { tenantId, userId: contact, certificateType: 2, passedDate: '2031-04-01' });
  await t.database.db.update(userCertificates).set({ revokedTime: new Date() }).where(eq(userCertificates.id, revoked.userCertificateId));

  const db = t.database.db;
  await insertPayment(db, {
    tenantId,
    userId: p1,
    amount: 5000,
    creationTime: at('2031-06-01T10:00:00Z'),
    paidAt: at('2031-06-01T10:01:00Z'),
  });
  await insertPayment(db, {
    tenantId,
    userId: p2,
    amount: 15000,
    creationTime: at('2031-07-01T10:00:00Z'),
    paidAt: at('2031-07-01T10:01:00Z'),
  });
  await insertPayment(db, { tenantId, status: PaymentStatus.Pending, amount: 7000, creationTime: at('2031-07-02T10:00:00Z') });
  await insertPayment(db, { tenantId, amount: 9000, creationTime: at('2030-12-31T23:00:00Z'), paidAt: at('2030-12-31T23:59:59Z') });
  await insertPayment(db, { tenantId: otherTenantId, amount: 11000, paidAt: at('2031-06-01T10:01:00Z') });

  await signIn(t, tenantId, p1, 'Success', '2031-01-05T10:00:00Z');
  await signIn(t, tenantId, p1, 'Success', '2031-01-05T15:00:00Z');
  await signIn(t, tenantId, p2, 'IdLoginSuccess', '2031-01-05T12:00:00Z');
  await signIn(t, tenantId, p3, 'InvalidPassword', '2031-01-05T12:00:00Z');
  await signIn(t, tenantId, p1, 'Success', '2031-01-06T00:00:00Z');
  await signIn(t, tenantId, p2, 'Success', '2030-12-31T23:59:59Z');
  await signIn(t, otherTenantId, p1, 'Success', '2031-01-05T10:00:00Z');

  return { tenantId, otherTenantId, admin, otherAdmin, outsider, a1a3, a2, people: { p0, p1, p2, p3, contact, under250 } };
}
export type Seeded = Awaited<ReturnType<typeof seedDashboard>>;
