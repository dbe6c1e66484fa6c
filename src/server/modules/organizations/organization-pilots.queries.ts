import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RecruitmentDto, UserOrganizationRoleDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { organizations, pilotPhoneNumbers, pilots, userCertificates, userOrganizations, users } from '../../db/schema';
import { personMatches } from './contact-persons.queries';

/** An organisation's pilots as it sees them: their places, their certificates, their recruitments. */

const isPilotPlace = eq(userOrganizations.organizationRoleId, OrganizationRole.Pilot);
const fullName = sql`(${users.name} || ' ' || ${users.surname}) collate "is-IS-x-icu"`;

/** A place with the person and the organisation's name, as the recruitment calls answer it. */
const recruitmentColumns = {
  id: userOrganizations.id,
  userId: userOrganizations.userId,
  organizationId: userOrganizations.organizationId,
  organizationName: organizations.name,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  recruitmentStatusId: userOrganizations.recruitmentStatusId,
  creationTime: userOrganizations.creationTime,
};

const selectRecruitments = (db: Db) =>
  db
    .select(recruitmentColumns)
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId));

type RecruitmentRow = Omit<RecruitmentDto, 'fullName' | 'creationTime'> & { name: string; surname: string; creationTime: Date };

const toRecruitment = ({ name, surname, creationTime, ...rest }: RecruitmentRow): RecruitmentDto => ({
  ...rest,
  fullName: `${name} ${surname}`,
  creationTime: creationTime.toISOString(),
});

export async function findRecruitment(db: Db, linkId: number): Promise<RecruitmentDto | undefined> {
  const [row] = await selectRecruitments(db).where(eq(userOrganizations.id, linkId));
  return row && toRecruitment(row);
}

/** Section 4's recruitments still waiting: the pilots who asked to join and wait for the organisation's answer, oldest first. */
export async function findWaitingRecruitments(db: Db, organizationId: number): Promise<RecruitmentDto[]> {
  const rows = await selectRecruitments(db)
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        eq(userOrganizations.organizationRoleId, OrganizationRole.Pilot),
        eq(userOrganizations.recruitmentStatusId, RecruitmentStatus.WaitingForApprove),
      ),
    )
    .orderBy(asc(userOrganizations.creationTime), asc(userOrganizations.id));
  return rows.map(toRecruitment);
}

/** UserOrganization/GetAllPilotByOrganizationId's role list: every pilot place, waiting or approved. */
export async function findPilotRoles(db: Db, organizationId: number): Promise<UserOrganizationRoleDto[]> {
  const rows = await db
    .select({
      userId: userOrganizations.userId,
      name: users.name,
      surname: users.surname,
      organizationRoleId: userOrganizations.organizationRoleId,
      recruitmentStatusId: userOrganizations.recruitmentStatusId,
    })
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .where(and(eq(userOrganizations.organizationId, organizationId), isPilotPlace))
    .orderBy(asc(fullName), asc(users.id));
  return rows.map(({ name, surname, ...row }) => ({ ...row, fullName: `${name} ${surname}` }));
}

export type CertificateRow = typeof userCertificates.$inferSelect;

/** The certificates of the people, each type's newest expiry first. */
export async function findCertificatesOf(db: Db, userIds: readonly number[]): Promise<CertificateRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(userCertificates)
    .where(inArray(userCertificates.userId, [...userIds]))
    .orderBy(asc(userCertificates.certificateId), desc(userCertificates.expiredDate), desc(userCertificates.id));
}

/**
 * The earliest expiry of a valid certificate (passed, not revoked, not expired on `today`). Only
 * an approved pilot's certificates are the organisation's business; a waiting one has none here.
 */
const nextExpiry = (today: string) => sql<string | null>`case when ${userOrganizations.recruitmentStatusId} = ${RecruitmentStatus.Approved}
  then (select min(${userCertificates.expiredDate}) from ${userCertificates}
    where ${userCertificates.userId} = ${users.id} and ${userCertificates.isPassed}
      and ${isNull(userCertificates.revokedTime)} and ${userCertificates.expiredDate} >= ${today}) end`;

/**
 * Organization/GetPilotByOrganizationId's rows: every pilot place, searched by name, e-mail or ID
 * number, sorted by the next expiry in the direction asked, those without one last.
 */
export async function findOrganizationPilots(
  db: Db,
  organizationId: number,
  query: { keyword?: string | undefined; sortDirection: 'asc' | 'desc' },
  today: string,
) {
  const expiry = nextExpiry(today);
  const order: SQL[] = query.sortDirection === 'desc' ? [sql`${expiry} desc nulls last`] : [sql`${expiry} asc nulls last`];
  return db
    .select({
      id: userOrganizations.id,
      userId: users.id,
      pilotId: pilots.id,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      phoneNumber: sql<string | null>`(select ${pilotPhoneNumbers.phoneNumber} from ${pilotPhoneNumbers}
        where ${pilotPhoneNumbers.pilotId} = ${pilots.id} and ${pilotPhoneNumbers.isMain})`,
      recruitmentStatusId: userOrganizations.recruitmentStatusId,
      creationTime: userOrganizations.creationTime,
      nextExpiry: expiry,
    })
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .leftJoin(pilots, and(eq(pilots.userId, users.id), eq(pilots.isDeleted, false)))
    .where(and(eq(userOrganizations.organizationId, organizationId), isPilotPlace, personMatches(query.keyword)))
    .orderBy(...order, asc(fullName), asc(userOrganizations.id));
}

/** The approved pilots of an organisation, by name. */
export async function findApprovedPilots(db: Db, organizationId: number) {
  return db
    .select({ userId: users.id, name: users.name, surname: users.surname })
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        isPilotPlace,
        eq(userOrganizations.recruitmentStatusId, RecruitmentStatus.Approved),
      ),
    )
    .orderBy(asc(fullName), asc(users.id));
}
