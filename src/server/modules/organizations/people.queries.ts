import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pilotEmails, pilots, users } from '../../db/schema';
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
 * An address the person is known to hold: their account's, once confirmed, one the national
 * register gave their record, or one they typed onto it and confirmed by the link mailed to it.
 * An address only typed proves nothing.
 */
const holdsAddress = (address: string) => {
  const wanted = address.toLowerCase();
  return or(
    and(sql`lower(${users.emailAddress}) = ${wanted}`, eq(users.isEmailConfirmed, true)),
    sql`exists (select 1 from ${pilotEmails} where ${pilotEmails.pilotId} = ${pilots.id}
      and (${pilotEmails.isKrr} or ${pilotEmails.confirmedTime} is not null) and lower(${pilotEmails.email}) = ${wanted})`,
  );
};

/**
 * A person of the tenant who has a record in the register, found by an e-mail address they are
 * known to hold, the ID number on their record, or their account; only such a person can be a
 * pilot of an organisation.
 */
export async function findRecruitablePilot(
  db: Db,
  tenantId: number | null,
  by: { emailAddress?: string | undefined; idNumber?: string | undefined; userId?: number },
): Promise<Person | undefined> {
  const match =
    by.userId !== undefined
      ? eq(users.id, by.userId)
      : by.emailAddress !== undefined
        ? holdsAddress(by.emailAddress)
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
