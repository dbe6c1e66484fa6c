import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrganizationRole } from '../../../shared/enums';
import type { Db } from '../../db/client';
import {
  coursePageReads,
  examAccommodations,
  examPinStates,
  idLoginPending,
  idLoginSessions,
  loginAttempts,
  mailingRecipients,
  mailings,
  mailOutbox,
  notifications,
  organizations,
  payments,
  pilotAddresses,
  pilotEmails,
  pilotInsurances,
  pilotNotes,
  pilotPhoneNumbers,
  pilots,
  userCourses,
  userNotes,
  userOrganizations,
  userRoles,
  users,
  userTokens,
  userTotp,
  userPasskeys,
  userRecoveryCodes,
} from '../../db/schema';

/**
 * What an approved erasure writes (docs/personal-data.md, "What erasure removes and keeps").
 * Certificates, exam attempts, payments and the audit log stay, tied to the anonymised account;
 * everything else that names or describes the person is replaced, nulled or deleted.
 */

/** The live organisations of which the person is the only main contact person whose account stands. */
export async function organizationsOnlyMainContactOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(
      and(
        eq(userOrganizations.userId, userId),
        eq(userOrganizations.organizationRoleId, OrganizationRole.MainContactPerson),
        eq(organizations.isDeleted, false),
        sql`not exists (select 1 from ${userOrganizations} other join ${users} u on u.id = other.user_id
              where other.organization_id = ${userOrganizations.organizationId} and other.user_id <> ${userId}
                and other.organization_role_id = ${OrganizationRole.MainContactPerson} and not u.is_deleted)`,
      ),
    )
    .orderBy(organizations.name);
  return rows.map((r) => r.name);
}

export const erasedAddressOf = (userName: string) => `${userName}@erased.invalid`;

/**
 * The account no longer names anyone and can never be signed in to (inactive, a password nobody knows,
 * an address that cannot receive a reset link); its row stays for what the law keeps.
 */
export async function anonymiseAccount(db: Db, userId: number, replacement: { userName: string; passwordHash: string; now: Date }) {
  await db
    .update(users)
    .set({
      userName: replacement.userName,
      name: '—',
      surname: '',
      emailAddress: erasedAddressOf(replacement.userName),
      passwordHash: replacement.passwordHash,
      isActive: false,
      isEmailConfirmed: false,
      // Not deleted: the certificates it holds must still verify, and verification skips deleted accounts.
      country: null,
      countryCode: null,
      dateOfBirth: null,
      customerNumber: null,
      lastLoginTime: null,
      accessFailedCount: 0,
      lockoutEnd: null,
      lastModificationTime: replacement.now,
    })
    .where(eq(users.id, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

/** The pilot record keeps its row (certificates and payments point at the person), with nothing that identifies them. */
export async function anonymisePilotRecords(db: Db, userId: number, now: Date) {
  const records = await db
    .update(pilots)
    .set({
      socialSecurityNumber: null,
      coursePlatformUserId: null,
      operatorRegistrationNumber: null,
      operatorRegistrationNumberExpiry: null,
      isIdLogin: false,
      isDeleted: true,
      lastModificationTime: now,
    })
    .where(eq(pilots.userId, userId))
    .returning({ id: pilots.id });
  const ids = records.map((r) => r.id);
  if (ids.length === 0) return;
  for (const table of [pilotPhoneNumbers, pilotEmails, pilotAddresses, pilotInsurances, pilotNotes]) {
    await db.delete(table).where(inArray(table.pilotId, ids));
  }
}

/** What the person did and read on the portal, which no law asks the authority to keep. */
export async function deleteActivity(db: Db, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(coursePageReads).where(eq(coursePageReads.userId, userId));
  await db.delete(userCourses).where(eq(userCourses.userId, userId));
  await db.delete(examPinStates).where(eq(examPinStates.userId, userId));
  await db.delete(examAccommodations).where(eq(examAccommodations.userId, userId));
  await db.delete(userNotes).where(eq(userNotes.userId, userId));
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
  // The second factors: an anonymised account is never signed in to again.
  for (const table of [userTotp, userPasskeys, userRecoveryCodes]) await db.delete(table).where(eq(table.userId, userId));
  await db.delete(idLoginPending).where(eq(idLoginPending.userId, userId));
  await db.delete(idLoginSessions).where(eq(idLoginSessions.userId, userId));
  await db.delete(loginAttempts).where(eq(loginAttempts.userId, userId));
  // Earlier mail carried the person's name and address; the farewell mail queued just before stays until it is sent.
  await db.delete(mailOutbox).where(and(eq(mailOutbox.userId, userId), sql`${mailOutbox.status} <> 'queued'`));
  await db.update(mailOutbox).set({ userId: null }).where(eq(mailOutbox.userId, userId));
}

/**
 * Payments stay as the accounting record (the receipt as issued, its reference, amount and card
 * facts); the payer's e-mail address was only for sending the receipt, and goes.
 */
export async function anonymisePayments(db: Db, userId: number) {
  await db.update(payments).set({ payerEmail: '' }).where(eq(payments.userId, userId));
}

/** Bulk e-mail keeps its counts and states; the copies of the person's name and address in it go. */
export async function anonymiseMailings(db: Db, userId: number, erasedAddress: string) {
  await db.update(mailingRecipients).set({ emailAddress: erasedAddress, fullName: '—' }).where(eq(mailingRecipients.userId, userId));
  await db.update(mailings).set({ targetName: '—' }).where(eq(mailings.targetUserId, userId));
  await db.update(mailings).set({ creatorName: '—' }).where(eq(mailings.creatorUserId, userId));
}
