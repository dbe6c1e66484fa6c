import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ContactPersonDto, MemberContactDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pilotPhoneNumbers, pilots, userOrganizations, users } from '../../db/schema';

const contactRoleIds = [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson];

const mainPhone = sql<string | null>`(select ${pilotPhoneNumbers.phoneNumber} from ${pilotPhoneNumbers}
  where ${pilotPhoneNumbers.pilotId} = ${pilots.id} and ${pilotPhoneNumbers.isMain})`;

const fullName = sql`(${users.name} || ' ' || ${users.surname}) collate "is-IS-x-icu"`;

/** Name, e-mail address or ID number, as the organisation's lists are searched. */
export function personMatches(keyword: string | undefined) {
  const pattern = containsPattern(keyword);
  return pattern
    ? or(
        ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
        ilike(users.emailAddress, pattern),
        ilike(pilots.socialSecurityNumber, pattern),
      )
    : undefined;
}

/** The organisation's contact persons (or one of them), each place joined with the person and their main phone. */
function selectContacts(db: Db, organizationId: number, where?: ReturnType<typeof and>) {
  return db
    .select({
      linkId: userOrganizations.id,
      userId: users.id,
      userName: users.userName,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      phoneNumber: mainPhone,
      organizationRoleId: userOrganizations.organizationRoleId,
      department: userOrganizations.department,
      title: userOrganizations.title,
    })
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .leftJoin(pilots, and(eq(pilots.userId, users.id), eq(pilots.isDeleted, false)))
    .where(and(eq(userOrganizations.organizationId, organizationId), inArray(userOrganizations.organizationRoleId, contactRoleIds), where));
}

export type ContactRow = Awaited<ReturnType<typeof selectContacts>>[number];

export const toContactPersonDto = ({ linkId: _linkId, ...row }: ContactRow): ContactPersonDto => ({
  ...row,
  fullName: `${row.name} ${row.surname}`,
});

/** Main contact persons first, then by name as Icelanders sort. */
export async function findContactPersons(db: Db, organizationId: number): Promise<ContactRow[]> {
  return selectContacts(db, organizationId).orderBy(desc(userOrganizations.organizationRoleId), asc(fullName), asc(users.id));
}

/** One person's contact place in the organisation, or undefined when they hold none. */
export async function findContactPerson(db: Db, organizationId: number, userId: number): Promise<ContactRow | undefined> {
  const [row] = await selectContacts(db, organizationId, and(eq(userOrganizations.userId, userId)));
  return row;
}

/** The contact persons, searched and sorted by name, each with every approved role they hold in the organisation. */
export async function findMemberContacts(
  db: Db,
  organizationId: number,
  query: { keyword?: string | undefined; sortDirection: 'asc' | 'desc' },
): Promise<MemberContactDto[]> {
  const order = query.sortDirection === 'desc' ? desc(fullName) : asc(fullName);
  const rows = await selectContacts(db, organizationId, and(personMatches(query.keyword))).orderBy(order, asc(users.id));
  if (rows.length === 0) return [];
  const roles = await db
    .select({ userId: userOrganizations.userId, role: userOrganizations.organizationRoleId })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        eq(userOrganizations.recruitmentStatusId, RecruitmentStatus.Approved),
        inArray(
          userOrganizations.userId,
          rows.map((r) => r.userId),
        ),
      ),
    )
    .orderBy(asc(userOrganizations.organizationRoleId));
  return rows.map((row) => ({
    userId: row.userId,
    fullName: `${row.name} ${row.surname}`,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    organizationRoleIds: roles.filter((r) => r.userId === row.userId).map((r) => r.role),
    department: row.department,
    title: row.title,
  }));
}
