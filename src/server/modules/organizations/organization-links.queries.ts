import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { organizations, userOrganizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type LinkRow = typeof userOrganizations.$inferSelect;

/**
 * Writes to `user_organizations` are for `organization-links.ts` alone, which keeps the
 * last-main-contact rule; everything else here only reads.
 */
export async function insertLink(
  db: Db,
  link: { userId: number; organizationId: number; organizationRoleId: number; recruitmentStatusId: number },
): Promise<number> {
  const [row] = await db.insert(userOrganizations).values(link).onConflictDoNothing().returning({ id: userOrganizations.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.userId, link.userId),
        eq(userOrganizations.organizationId, link.organizationId),
        eq(userOrganizations.organizationRoleId, link.organizationRoleId),
      ),
    );
  return existing!.id;
}

/** Places are changed only within the organisation whose rule is being kept. */
const inOrganization = (organizationId: number, ids: readonly number[]) =>
  and(eq(userOrganizations.organizationId, organizationId), inArray(userOrganizations.id, [...ids]));

export async function updateLink(
  db: Db,
  organizationId: number,
  id: number,
  change: Partial<Pick<LinkRow, 'organizationRoleId' | 'recruitmentStatusId'>>,
) {
  await db
    .update(userOrganizations)
    .set(change)
    .where(inOrganization(organizationId, [id]));
}

export async function deleteLinks(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length) await db.delete(userOrganizations).where(inOrganization(organizationId, ids));
}

/** Department and title belong to a contact person's place, and change nothing else about it. */
export async function updateLinkLabels(db: Db, id: number, labels: { department: string | null; title: string | null }) {
  await db.update(userOrganizations).set(labels).where(eq(userOrganizations.id, id));
}

/** Main contact persons whose account still stands. */
export async function countMainContacts(db: Db, organizationId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        eq(userOrganizations.organizationRoleId, OrganizationRole.MainContactPerson),
        eq(users.isDeleted, false),
      ),
    );
  return total;
}

export async function findLink(db: Db, id: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(userOrganizations).where(eq(userOrganizations.id, id));
  return row;
}

/** The person's places in one organisation, every role. */
export async function findLinksOf(db: Db, userId: number, organizationId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)))
    .orderBy(asc(userOrganizations.id));
}

/** The person's places in the live organisations of a tenant, with the organisations' names. */
export async function findLinksOfUser(db: Db, tenantId: number | null, userId: number) {
  return db
    .select({ link: userOrganizations, organizationName: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(and(eq(userOrganizations.userId, userId), inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false)))
    .orderBy(asc(userOrganizations.creationTime), asc(userOrganizations.id));
}

/** Every place in the organisation, oldest first. */
export async function findLinksOfOrganization(db: Db, organizationId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, organizationId))
    .orderBy(asc(userOrganizations.creationTime), asc(userOrganizations.id));
}

/** The roles a person holds in an organisation for which the organisation may count on them: a waiting pilot holds none yet. */
export async function approvedRolesIn(db: Db, userId: number, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ role: userOrganizations.organizationRoleId })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.userId, userId),
        eq(userOrganizations.organizationId, organizationId),
        eq(userOrganizations.recruitmentStatusId, RecruitmentStatus.Approved),
      ),
    );
  return rows.map((r) => r.role);
}

/** Every role a person holds in an organisation, waiting or not. */
export async function rolesInOrganization(db: Db, userId: number, organizationId: number): Promise<number[]> {
  return (await findLinksOf(db, userId, organizationId)).map((l) => l.organizationRoleId);
}

/** The organisations in which a person holds one of the roles, in the order they joined. */
export async function organizationIdsOfUser(db: Db, userId: number, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: userOrganizations.organizationId, creationTime: userOrganizations.creationTime })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(
      and(
        eq(userOrganizations.userId, userId),
        inArray(userOrganizations.organizationRoleId, [...roles]),
        eq(organizations.isDeleted, false),
      ),
    )
    .orderBy(asc(userOrganizations.creationTime));
  return rows.map((r) => r.id);
}

/** The live contact persons (2 and 4) of an organisation, but the one named: who hears of its pilots. */
export const contactUserIds = (db: Db, organizationId: number, exceptUserId?: number) =>
  peopleInRoles(db, organizationId, [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson], exceptUserId);

/** The live people who hold one of the roles in an organisation, each once, but the one named. */
async function peopleInRoles(db: Db, organizationId: number, roles: readonly number[], exceptUserId?: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        inArray(userOrganizations.organizationRoleId, [...roles]),
        eq(users.isDeleted, false),
        exceptUserId === undefined ? undefined : ne(userOrganizations.userId, exceptUserId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The live main contact persons of an organisation: who answers requests to speak for it. */
export const mainContactUserIds = (db: Db, organizationId: number) =>
  peopleInRoles(db, organizationId, [OrganizationRole.MainContactPerson]);
