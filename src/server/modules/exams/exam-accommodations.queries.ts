import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExtraTimeGrantDto } from '../../../shared/contracts/exams';
import type { Db } from '../../db/client';
import { examAccommodations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

const pending = () => and(isNull(examAccommodations.usedTime), isNull(examAccommodations.revokedTime));

/** A user of the tenant, not deleted, by user name or e-mail address (either case), as the sign-in finds them. */
export async function findCandidateByName(db: Db, tenantId: number | null, userNameOrEmailAddress: string) {
  const name = userNameOrEmailAddress.toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        or(sql`lower(${users.userName}) = ${name}`, sql`lower(${users.emailAddress}) = ${name}`),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** Whether the user belongs to the tenant (deleted or not): another tenant's user answers as missing. */
export async function isTenantUser(db: Db, tenantId: number | null, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inTenant(users.tenantId, tenantId)));
  return row !== undefined;
}

/** Revokes the candidate’s pending grant, if any: a new grant replaces it. */
export async function revokePendingOfUser(db: Db, userId: number, revokerUserId: number, now: Date): Promise<void> {
  await db
    .update(examAccommodations)
    .set({ revokedTime: now, revokerUserId })
    .where(and(eq(examAccommodations.userId, userId), pending()));
}

export async function insertGrant(db: Db, grant: typeof examAccommodations.$inferInsert): Promise<number> {
  const [row] = await db.insert(examAccommodations).values(grant).returning({ id: examAccommodations.id });
  return row.id;
}

/** Revokes one pending grant of the tenant; answers false when there is no such pending grant. */
export async function revokeGrant(db: Db, tenantId: number | null, id: number, revokerUserId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(examAccommodations)
    .set({ revokedTime: now, revokerUserId })
    .where(and(eq(examAccommodations.id, id), inTenant(examAccommodations.tenantId, tenantId), pending()))
    .returning({ id: examAccommodations.id });
  return rows.length > 0;
}

const candidates = alias(users, 'candidate');
const grantors = alias(users, 'grantor');

/** The tenant's pending grants, newest first; only the one of `userId` when given. */
export async function findPendingGrants(db: Db, tenantId: number | null, filter: { userId?: number; id?: number } = {}) {
  const rows = await db
    .select({
      id: examAccommodations.id,
      userId: examAccommodations.userId,
      userName: candidates.userName,
      name: candidates.name,
      surname: candidates.surname,
      emailAddress: candidates.emailAddress,
      extraTimePercent: examAccommodations.extraTimePercent,
      note: examAccommodations.note,
      creationTime: examAccommodations.creationTime,
      grantorName: grantors.name,
      grantorSurname: grantors.surname,
    })
    .from(examAccommodations)
    .innerJoin(candidates, eq(candidates.id, examAccommodations.userId))
    .leftJoin(grantors, eq(grantors.id, examAccommodations.creatorUserId))
    .where(
      and(
        inTenant(examAccommodations.tenantId, tenantId),
        pending(),
        filter.userId === undefined ? undefined : eq(examAccommodations.userId, filter.userId),
        filter.id === undefined ? undefined : eq(examAccommodations.id, filter.id),
      ),
    )
    .orderBy(desc(examAccommodations.creationTime), desc(examAccommodations.id))
    .limit(1000);
  return rows.map((r): ExtraTimeGrantDto => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    fullName: `${r.name} ${r.surname}`.trim(),
    emailAddress: r.emailAddress,
    extraTimePercent: r.extraTimePercent,
    note: r.note,
    creationTime: r.creationTime.toISOString(),
    grantedByName: r.grantorName === null ? null : `${r.grantorName} ${r.grantorSurname ?? ''}`.trim(),
  }));
}
