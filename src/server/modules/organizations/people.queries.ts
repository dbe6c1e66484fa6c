import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pilots, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** The people an organisation deals with, read by it: names for messages, pilots to recruit. */

const liveUser = (tenantId: number | null) => and(inTenant(users.tenantId, tenantId), eq(users.isDeleted, false));

export interface Person {
  userId: number;
  name: string;
  surname: string;
  userName: string;
  emailAddress: string;
  language: string;
}

const personColumns = {
  userId: users.id,
  name: users.name,
  surname: users.surname,
  userName: users.userName,
  emailAddress: users.emailAddress,
  language: users.language,
};

export const fullNameOf = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;

export async function findPerson(db: Db, tenantId: number | null, userId: number): Promise<Person | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(liveUser(tenantId), eq(users.id, userId)));
  return row;
}

/**
 * A person of the tenant who has a record in the register, found by their account's e-mail
 * address or the ID number on their record; only such a person can be recruited as a pilot.
 */
export async function findRecruitablePilot(
  db: Db,
  tenantId: number | null,
  by: { emailAddress?: string | undefined; idNumber?: string | undefined },
): Promise<Person | undefined> {
  const match =
    by.emailAddress !== undefined
      ? sql`lower(${users.emailAddress}) = ${by.emailAddress.toLowerCase()}`
      : eq(pilots.socialSecurityNumber, by.idNumber ?? '');
  const [row] = await db
    .select(personColumns)
    .from(users)
    .innerJoin(pilots, and(eq(pilots.userId, users.id), eq(pilots.isDeleted, false)))
    .where(and(liveUser(tenantId), match))
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** The sign-in names of a main contact person, as an administrator of organisations corrects them. */
export async function updateSignInNames(db: Db, userId: number, names: { emailAddress: string; userName: string }, at: Date) {
  await db
    .update(users)
    .set({ ...names, lastModificationTime: at })
    .where(eq(users.id, userId));
}

export async function findPeople(db: Db, tenantId: number | null, userIds: readonly number[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(and(liveUser(tenantId), inArray(users.id, [...userIds])));
}

/** The account behind a live record in the register of the tenant. */
export async function findUserIdOfPilot(db: Db, tenantId: number | null, pilotId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: pilots.userId })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(eq(pilots.id, pilotId), inTenant(pilots.tenantId, tenantId), eq(pilots.isDeleted, false), eq(users.isDeleted, false)));
  return row?.userId;
}
