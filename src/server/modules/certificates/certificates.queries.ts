import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CertificateState, CertificateTypeDto, UserCertificateDto } from '../../../shared/contracts/certificates';
import type { Db } from '../../db/client';
import { certificates, userCertificates, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** A calendar day in Reykjavík (UTC all year), YYYY-MM-DD. */
export { calendarDay as dayOf } from '../../kernel/calendar';

/** The address a certificate's QR code opens: the user id and the token, nothing else. */
export const verifyUrlOf = (publicUrl: string, userId: number, verifyToken: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify-qrcode/${userId}/${encodeURIComponent(verifyToken)}`;

export function stateOf(row: { revokedTime: Date | null; expiredDate: string }, today: string): CertificateState {
  if (row.revokedTime) return 'revoked';
  return row.expiredDate < today ? 'expired' : 'valid';
}

const certificateColumns = {
  certificate: userCertificates,
  holder: { name: users.name, surname: users.surname, dateOfBirth: users.dateOfBirth, isDeleted: users.isDeleted },
  type: { id: certificates.id, name: certificates.name, nameEnglish: certificates.nameEnglish },
};

export type CertificateRow = {
  certificate: typeof userCertificates.$inferSelect;
  holder: { name: string; surname: string; dateOfBirth: string | null; isDeleted: boolean };
  type: { id: number; name: string; nameEnglish: string };
};

/** Certificates with their holder and type, newest first. */
async function selectCertificates(db: Db, where: SQL | undefined, limit?: number): Promise<CertificateRow[]> {
  const query = db
    .select(certificateColumns)
    .from(userCertificates)
    .innerJoin(users, eq(users.id, userCertificates.userId))
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(where)
    .orderBy(desc(userCertificates.passedDate), desc(userCertificates.id));
  return limit ? query.limit(limit) : query;
}

export const fullNameOf = (holder: { name: string; surname: string }) => `${holder.name} ${holder.surname}`.trim();

export function toCertificateDto(row: CertificateRow, publicUrl: string, today: string): UserCertificateDto {
  const c = row.certificate;
  return {
    id: c.id,
    certificateId: c.certificateId,
    certificate: row.type,
    userId: c.userId,
    user: { fullName: fullNameOf(row.holder), dateOfBirth: row.holder.dateOfBirth },
    isPassed: c.isPassed,
    certificateNumber: c.certificateNumber,
    examDate: c.examDate,
    passedDate: c.passedDate,
    expiredDate: c.expiredDate,
    state: stateOf(c, today),
    revokedTime: c.revokedTime?.toISOString() ?? null,
    verifyUrl: verifyUrlOf(publicUrl, c.userId, c.verifyToken),
  };
}

export async function findCertificateById(db: Db, id: number): Promise<CertificateRow | undefined> {
  return (await selectCertificates(db, eq(userCertificates.id, id), 1))[0];
}

/** A certificate of the tenant, for its administrators. */
export async function findTenantCertificate(db: Db, tenantId: number | null, id: number) {
  return (await selectCertificates(db, and(eq(userCertificates.id, id), inTenant(userCertificates.tenantId, tenantId)), 1))[0];
}

export async function findLatestCertificate(db: Db, userId: number, certificateType: number) {
  const where = and(eq(userCertificates.userId, userId), eq(userCertificates.certificateId, certificateType));
  return (await selectCertificates(db, where, 1))[0];
}

/** The newest certificate of any type that is neither revoked nor expired on the day. */
export async function findLatestValidCertificate(db: Db, userId: number, today: string) {
  const where = and(
    eq(userCertificates.userId, userId),
    sql`"user_certificates"."revoked_time" is null`,
    sql`"user_certificates"."expired_date" >= ${today}`,
  );
  return (await selectCertificates(db, where, 1))[0];
}

export const findUserCertificates = (db: Db, userId: number) => selectCertificates(db, eq(userCertificates.userId, userId), 200);

/** The certificate a QR code names; the token is the proof, so any tenant's certificate answers. */
export async function findCertificateByToken(db: Db, userId: number, verifyToken: string) {
  const where = and(eq(userCertificates.verifyToken, verifyToken), eq(userCertificates.userId, userId), eq(users.isDeleted, false));
  return (await selectCertificates(db, where, 1))[0];
}

export async function findCertificateTypes(db: Db): Promise<CertificateTypeDto[]> {
  return db.select().from(certificates).orderBy(certificates.id);
}

export async function findCertificateType(db: Db, id: number): Promise<CertificateTypeDto | undefined> {
  return (await db.select().from(certificates).where(eq(certificates.id, id)))[0];
}

export async function setValidityYears(db: Db, id: number, validityYears: number): Promise<CertificateTypeDto | undefined> {
  return (await db.update(certificates).set({ validityYears }).where(eq(certificates.id, id)).returning())[0];
}

export async function revoke(db: Db, id: number, reason: string, time: Date) {
  await db
    .update(userCertificates)
    .set({ revokedTime: time, revokedReason: reason })
    .where(and(eq(userCertificates.id, id), sql`"user_certificates"."revoked_time" is null`));
}

/** A live user of the tenant, with what a certificate shows of them. */
export async function findTenantUser(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, id), inTenant(users.tenantId, tenantId), eq(users.isDeleted, false)));
  return row;
}

/** Years in which the tenant's candidates sat an exam or were certified, for the results filters. */
export async function findActivityYears(db: Db, tenantId: number | null): Promise<number[]> {
  const tenant = tenantId === null ? sql`is null` : sql`= ${tenantId}`;
  const { rows } = await db.execute<{ year: number }>(sql`
    select distinct extract(year from start_time at time zone 'UTC')::int as year from user_examinations where tenant_id ${tenant}
    union
    select distinct extract(year from passed_date)::int from user_certificates where tenant_id ${tenant}
  `);
  return rows.map((r) => Number(r.year));
}
