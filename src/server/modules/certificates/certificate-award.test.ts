import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCertificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addYears } from './certificate-award';
import { award, dayFromToday, today } from './certificates.test-support';

let t: TestApp;
let tenantId: number;

const newUser = async () => (await t.userWith(['Pages.Pilot.Permission'], { tenantId })).id;
const certificatesOf = (userId: number) =>
  t.database.db.select().from(userCertificates).where(eq(userCertificates.userId, userId)).orderBy(userCertificates.id);

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
});
afterAll(() => t.close());

describe('addYears', () => {
  it('adds whole years and lets 29 February fall back to 28 February', () => {
    expect(addYears('2026-05-04', 5)).toBe('2031-05-04');
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-05-04', -5)).toBe('2021-05-04');
  });
});

describe('the award rule (section 4)', () => {
  it('creates a certificate for a user who holds none, valid for the type’s years, with an unguessable token', async () => {
    const userId = await newUser();
    const result = await award(t, { tenantId, userId, certificateType: 1, passedDate: today() });
    expect(result.alreadyCertified).toBe(false);
    const [row] = await certificatesOf(userId);
    expect(row).toMatchObject({
      id: result.userCertificateId,
      tenantId,
      certificateId: 1,
      passedDate: today(),
      expiredDate: dayFromToday(5),
      revokedTime: null,
    });
    expect(row.certificateNumber).toMatch(new RegExp(`^IS-A1A3-${today().slice(0, 4)}-\\d{5}$`));
    // 24 random bytes in base64url: 192 bits, nothing of the user id in it.
    expect(row.verifyToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(row.verifyToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(row.verifyToken).not.toBe(String(userId));
  });

  it('marks a user who still holds a valid certificate of the type as already certified', async () => {
    const userId = await newUser();
    const first = await award(t, { tenantId, userId, certificateType: 2, passedDate: dayFromToday(-1) });
    const second = await award(t, { tenantId, userId, certificateType: 2, passedDate: today() });
    expect(second).toEqual({ userCertificateId: first.userCertificateId, alreadyCertified: true });
    expect(await certificatesOf(userId)).toHaveLength(1);
    // The other type is a certificate of its own.
    expect((await award(t, { tenantId, userId, certificateType: 1, passedDate: today() })).alreadyCertified).toBe(false);
  });

  it('creates a new certificate when the one held has expired', async () => {
    const userId = await newUser();
    const old = await award(t, { tenantId, userId, certificateType: 1, passedDate: dayFromToday(-6) });
    const fresh = await award(t, { tenantId, userId, certificateType: 1, passedDate: today() });
    expect(fresh.alreadyCertified).toBe(false);
    expect(fresh.userCertificateId).not.toBe(old.userCertificateId);
    const rows = await certificatesOf(userId);
    expect(rows.map((r) => r.expiredDate)).toEqual([dayFromToday(-1), dayFromToday(5)]);
    expect(rows[0].certificateNumber).not.toBe(rows[1].certificateNumber);
  });

  it('creates a new certificate when the one held was revoked', async () => {
    const userId = await newUser();
    const revoked = await award(t, { tenantId, userId, certificateType: 1, passedDate: today() });
    await t.database.db
      .update(userCertificates)
      .set({ revokedTime: new Date(), revokedReason: 'Svik' })
      .where(eq(userCertificates.id, revoked.userCertificateId));
    const fresh = await award(t, { tenantId, userId, certificateType: 1, passedDate: today() });
    expect(fresh.alreadyCertified).toBe(false);
    expect(fresh.userCertificateId).not.toBe(revoked.userCertificateId);
  });

  it('counts certificate numbers per type and year, one after another, when many are awarded at once', async () => {
    const users = await Promise.all(Array.from({ length: 24 }, () => newUser()));
    // A year of its own, so no other test's certificate takes a number from it.
    const results = await Promise.all(users.map((userId) => award(t, { tenantId, userId, certificateType: 2, passedDate: '2033-03-01' })));
    expect(results.every((r) => !r.alreadyCertified)).toBe(true);
    const numbers = (await Promise.all(users.map(certificatesOf))).map(([row]) => row.certificateNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => `IS-A2-2033-${String(i + 1).padStart(5, '0')}`));
    // Another type and another year count from one of their own.
    const a1a3 = await award(t, { tenantId, userId: users[0], certificateType: 1, passedDate: '2033-03-01' });
    const nextYear = await award(t, { tenantId, userId: users[1], certificateType: 1, passedDate: '2034-01-02' });
    const numberOf = async (id: number) =>
      (await t.database.db.select().from(userCertificates).where(eq(userCertificates.id, id)))[0].certificateNumber;
    expect(await numberOf(a1a3.userCertificateId)).toBe('IS-A1A3-2033-00001');
    expect(await numberOf(nextYear.userCertificateId)).toBe('IS-A1A3-2034-00001');
  });

  it('issues one certificate when one user’s passes are awarded at once', async () => {
    const userId = await newUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => award(t, { tenantId, userId, certificateType: 1, passedDate: today() })),
    );
    expect(results.filter((r) => !r.alreadyCertified)).toHaveLength(1);
    expect(new Set(results.map((r) => r.userCertificateId)).size).toBe(1);
    expect(await certificatesOf(userId)).toHaveLength(1);
  });
});
