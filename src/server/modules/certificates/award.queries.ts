import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateNumberSequences, certificates, userCertificates } from '../../db/schema';

/** The two certificate types of the EU open category (section 9: A1A3 = 1, A2 = 2). */
export const certificateTypes = [
  { id: 1, name: 'Staðfesting á netþjálfun A1/A3', nameEnglish: 'A1/A3 proof of completion of online training', validityYears: 5 },
  { id: 2, name: 'Hæfnisskírteini fjarflugmanns A2', nameEnglish: 'A2 remote pilot certificate of competency', validityYears: 5 },
];

/** Creates the types that are missing; an administrator's change of validity is kept. */
export async function ensureCertificateTypes(db: Db): Promise<void> {
  await db.insert(certificates).values(certificateTypes).onConflictDoNothing({ target: certificates.id }).execute();
}

/** The first key of the advisory lock that serializes awards per user and type ('CER' and the type). */
const awardLockClass = 0x43_45_52_00;

/** Holds the user's awards of the type until the transaction ends. */
export async function lockAwardsOf(db: Db, userId: number, certificateType: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${awardLockClass + certificateType}, ${userId})`);
}

/**
 * The next number of the type's counter for the year. The upsert locks the year's counter row
 * until the transaction ends, so numbers follow one another without repeats.
 */
export async function nextCertificateCount(db: Db, certificateType: number, year: number): Promise<number> {
  const [row] = await db
    .insert(certificateNumberSequences)
    .values({ certificateId: certificateType, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [certificateNumberSequences.certificateId, certificateNumberSequences.year],
      set: { lastNumber: sql`${certificateNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: certificateNumberSequences.lastNumber });
  return row.lastNumber;
}

/** The user's certificate of the type that is neither revoked nor expired on `day`, if any. */
export async function findValidCertificate(db: Db, userId: number, certificateType: number, day: string) {
  const [row] = await db
    .select()
    .from(userCertificates)
    .where(
      and(
        eq(userCertificates.userId, userId),
        eq(userCertificates.certificateId, certificateType),
        isNull(userCertificates.revokedTime),
        gte(userCertificates.expiredDate, day),
      ),
    )
    .orderBy(desc(userCertificates.expiredDate))
    .limit(1);
  return row;
}

/** How many years a certificate of the type is valid, if the type exists. */
export async function findValidityYears(db: Db, certificateType: number): Promise<number | undefined> {
  const [type] = await db
    .select({ validityYears: certificates.validityYears })
    .from(certificates)
    .where(eq(certificates.id, certificateType));
  return type?.validityYears;
}

export async function insertUserCertificate(db: Db, certificate: typeof userCertificates.$inferInsert): Promise<number> {
  const [row] = await db.insert(userCertificates).values(certificate).returning({ id: userCertificates.id });
  return row.id;
}
