import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrganizationInvitationDto } from '../../../shared/contracts/organization-members';
import type { Db } from '../../db/client';
import { organizationInvitations, organizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** Requests to join organisations (decision 0022): written and read here only. */

export type InvitationRow = typeof organizationInvitations.$inferSelect;

const columns = {
  id: organizationInvitations.id,
  organizationId: organizationInvitations.organizationId,
  organizationName: organizations.name,
  organizationRoleId: organizationInvitations.organizationRoleId,
  invitedAs: organizationInvitations.invitedAs,
  askedByUser: organizationInvitations.askedByUser,
  creationTime: organizationInvitations.creationTime,
};

const toDto = ({ creationTime, ...row }: { creationTime: Date } & Omit<OrganizationInvitationDto, 'creationTime'>) => ({
  ...row,
  creationTime: creationTime.toISOString(),
});

/** A request just written, as the organisation that made it sees it. */
export const invitationDtoOf = (row: InvitationRow, organizationName: string): OrganizationInvitationDto =>
  toDto({
    id: row.id,
    organizationId: row.organizationId,
    organizationName,
    organizationRoleId: row.organizationRoleId,
    invitedAs: row.invitedAs,
    askedByUser: row.askedByUser,
    creationTime: row.creationTime,
  });

/**
 * Records a request, or answers the one the organisation already made for that role and typed
 * name (in any case), so typing a name twice tells nothing either. `created` says which.
 */
export async function insertInvitation(
  db: Db,
  invitation: {
    organizationId: number;
    organizationRoleId: number;
    invitedAs: string;
    userId: number | null;
    invitedByUserId: number;
    askedByUser?: boolean;
  },
): Promise<{ row: InvitationRow; created: boolean }> {
  const [row] = await db.insert(organizationInvitations).values(invitation).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [existing] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, invitation.organizationId),
        eq(organizationInvitations.organizationRoleId, invitation.organizationRoleId),
        sql`lower(${organizationInvitations.invitedAs}) = lower(${invitation.invitedAs})`,
      ),
    );
  return { row: existing!, created: false };
}

export async function findInvitation(db: Db, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(organizationInvitations).where(eq(organizationInvitations.id, id));
  return row;
}

/** The organisation's offer of a role still waiting for the person (not their own request), if any. */
export async function findOfferFor(
  db: Db,
  organizationId: number,
  userId: number,
  organizationRoleId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.userId, userId),
        eq(organizationInvitations.organizationRoleId, organizationRoleId),
        eq(organizationInvitations.askedByUser, false),
      ),
    )
    .orderBy(asc(organizationInvitations.id))
    .limit(1);
  return row;
}

/** The organisation's requests, oldest first, as it sees them; `role` narrows them to one role. */
export async function findInvitationsOfOrganization(db: Db, organizationId: number, role?: number): Promise<OrganizationInvitationDto[]> {
  const rows = await db
    .select(columns)
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        role === undefined ? undefined : eq(organizationInvitations.organizationRoleId, role),
      ),
    )
    .orderBy(asc(organizationInvitations.creationTime), asc(organizationInvitations.id));
  return rows.map(toDto);
}

/** The requests waiting for a person, in the tenant's live organisations, oldest first. */
export async function findInvitationsOfUser(db: Db, tenantId: number | null, userId: number): Promise<OrganizationInvitationDto[]> {
  const rows = await db
    .select(columns)
    .from(organizationInvitations)
    .innerJoin(
      organizations,
      and(
        eq(organizations.id, organizationInvitations.organizationId),
        inTenant(organizations.tenantId, tenantId),
        eq(organizations.isDeleted, false),
      ),
    )
    .innerJoin(users, and(eq(users.id, organizationInvitations.userId), eq(users.isDeleted, false)))
    .where(eq(organizationInvitations.userId, userId))
    .orderBy(asc(organizationInvitations.creationTime), asc(organizationInvitations.id));
  return rows.map(toDto);
}

/** Answering a request ends every request of the organisation for that person in that role. */
/** Deletes the person's requests for a role in the organisation; answers their ids. */
export async function deleteInvitationsFor(db: Db, organizationId: number, userId: number, organizationRoleId: number): Promise<number[]> {
  const rows = await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.userId, userId),
        eq(organizationInvitations.organizationRoleId, organizationRoleId),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.map((r) => r.id);
}

export async function deleteInvitation(db: Db, id: number) {
  await db.delete(organizationInvitations).where(eq(organizationInvitations.id, id));
}
