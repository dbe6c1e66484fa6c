import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { findValidCertificate, findValidityYears, insertUserCertificate, lockAwardsOf, nextCertificateCount } from './award.queries';

export { findValidCertificate };

export interface Award {
  tenantId: number | null;
  userId: number;
  certificateType: number;
  userExaminationId?: number | null;
  /** The day the exam was passed, YYYY-MM-DD in Reykjavík. */
  passedDate: string;
  examDate?: string | null;
  /** Overrides the type's validity, for certificates an administrator issues by hand. */
  expiredDate?: string;
  /** The day a certificate already held must still be valid on to count; the pass day unless told (issuing late, say). */
  validOn?: string;
}

const prefixes: Record<number, string> = { 1: 'A1A3', 2: 'A2' };

/** Adds whole years to a calendar date; 29 February falls back to 28 February. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Readable and never reused: `IS-A1A3-2026-00042`, counted per type and year. */
async function nextCertificateNumber(db: Db, certificateType: number, year: number): Promise<string> {
  const count = await nextCertificateCount(db, certificateType, year);
  return `IS-${prefixes[certificateType]}-${year}-${String(count).padStart(5, '0')}`;
}

/** 192 random bits, URL-safe: the QR link's proof, unrelated to the user id and never guessable. */
export const newVerifyToken = () => crypto.randomBytes(24).toString('base64url');

/**
 * Section 4: after a pass, a user without a certificate of the type, or whose certificate has
 * expired, gets a new one; a user who still holds a valid one is marked as already holding it.
 * Run it inside the transaction that records the pass (the lock and the counter live until it ends).
 */
export async function awardCertificate(db: Db, award: Award): Promise<{ userCertificateId: number; alreadyCertified: boolean }> {
  // Two passes of one user at once (an A2 session ending while they submit, an administrator
  // issuing by hand) must not both find nothing and both issue: they queue here until commit.
  await lockAwardsOf(db, award.userId, award.certificateType);
  const held = await findValidCertificate(db, award.userId, award.certificateType, award.validOn ?? award.passedDate);
  if (held) return { userCertificateId: held.id, alreadyCertified: true };
  const validityYears = await findValidityYears(db, award.certificateType);
  const certificateNumber = await nextCertificateNumber(db, award.certificateType, Number(award.passedDate.slice(0, 4)));
  const userCertificateId = await insertUserCertificate(db, {
    tenantId: award.tenantId,
    userId: award.userId,
    certificateId: award.certificateType,
    certificateNumber,
    examDate: award.examDate ?? award.passedDate,
    passedDate: award.passedDate,
    expiredDate: award.expiredDate ?? addYears(award.passedDate, validityYears ?? 5),
    userExaminationId: award.userExaminationId ?? null,
    verifyToken: newVerifyToken(),
  });
  return { userCertificateId, alreadyCertified: false };
}
