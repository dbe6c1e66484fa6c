import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { organizations, userOrganizations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/** Claims to organisation numbers and their proof (decision 0023); Drizzle only. */

export interface Claim {
  id: number;
  tenantId: number | null;
  name: string;
  organizationNumber: string;
  isManualRegistration: boolean;
  proof: 'pending' | 'proved' | 'refused';
  creationTime: Date;
}

const claimColumns = {
  id: organizations.id,
  tenantId: organizations.tenantId,
  name: organizations.name,
  organizationNumber: organizations.organizationNumber,
  isManualRegistration: organizations.isManualRegistration,
  proof: organizations.proof,
  creationTime: organizations.creationTime,
};

const pendingIn = (tenantId: number | null) =>
  and(inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false), eq(organizations.proof, 'pending'));

/** A live organisation of the tenant, held to the end of the transaction, so two proofs of one number take turns. */
export async function lockClaim(db: Db, tenantId: number | null, id: number): Promise<Claim | undefined> {
  const [row] = await db
    .select(claimColumns)
    .from(organizations)
    .where(and(inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false), eq(organizations.id, id)))
    .for('update');
  return row;
}

/** The other claims still waiting for the same number in the tenant, oldest first. */
export async function findRivalClaims(db: Db, claim: Claim): Promise<Claim[]> {
  return db
    .select(claimColumns)
    .from(organizations)
    .where(and(pendingIn(claim.tenantId), eq(organizations.organizationNumber, claim.organizationNumber), ne(organizations.id, claim.id)))
    .orderBy(asc(organizations.creationTime), asc(organizations.id))
    .for('update');
}

export async function markProved(db: Db, id: number, proofMethod: 'idLogin' | 'administrator', at: Date) {
  await db
    .update(organizations)
    .set({ proof: 'proved', proofMethod, proofTime: at, lastModificationTime: at })
    .where(eq(organizations.id, id));
}

/** A refused claim is closed: it holds nothing and is no longer anybody's organisation. */
export async function markRefused(db: Db, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(organizations)
    .set({ proof: 'refused', proofTime: at, isDeleted: true, lastModificationTime: at })
    .where(inArray(organizations.id, [...ids]));
}

/** The claims a person's delegated login may prove: those of the number they registered as main contact person, not by hand. */
export async function findClaimsOfMainContact(db: Db, tenantId: number | null, userId: number, organizationNumber: string) {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(
      userOrganizations,
      and(
        eq(userOrganizations.organizationId, organizations.id),
        eq(userOrganizations.userId, userId),
        eq(userOrganizations.organizationRoleId, OrganizationRole.MainContactPerson),
        eq(userOrganizations.recruitmentStatusId, RecruitmentStatus.Approved),
      ),
    )
    .where(
      and(pendingIn(tenantId), eq(organizations.isManualRegistration, false), eq(organizations.organizationNumber, organizationNumber)),
    )
    .orderBy(asc(organizations.creationTime), asc(organizations.id));
  return rows.map((r) => r.id);
}

/** The people who speak for a claim, with what a mail to them needs. */
export async function findClaimContacts(db: Db, organizationId: number) {
  return db
    .selectDistinct({
      userId: users.id,
      name: users.name,
      emailAddress: users.emailAddress,
      language: users.language,
      organizationRoleId: userOrganizations.organizationRoleId,
    })
    .from(userOrganizations)
    .innerJoin(users, and(eq(users.id, userOrganizations.userId), eq(users.isDeleted, false)))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        inArray(userOrganizations.organizationRoleId, [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson]),
      ),
    );
}

/**
 * The administrators' queue: every claim of the tenant still waiting, oldest first, with its main
 * contact person, how many claims the number has and whether another organisation holds it.
 */
export async function findClaimQueue(db: Db, tenantId: number | null) {
  // Written out with the outer table's name: Drizzle leaves a column unqualified here, and `o` has one of the same name.
  const rivals = sql<number>`(select count(*)::int from organizations o
     where o.organization_number = organizations.organization_number and not o.is_deleted and o.proof = 'pending'
       and coalesce(o.tenant_id, 0) = coalesce(organizations.tenant_id, 0))`;
  const held = sql<boolean>`exists (select 1 from organizations o
     where o.organization_number = organizations.organization_number and not o.is_deleted and o.proof = 'proved'
       and coalesce(o.tenant_id, 0) = coalesce(organizations.tenant_id, 0))`;
  const main = sql<string | null>`(select u.name || ' ' || u.surname from user_organizations l join users u on u.id = l.user_id
     where l.organization_id = organizations.id and l.organization_role_id = ${OrganizationRole.MainContactPerson}
     order by l.id limit 1)`;
  const mainEmail = sql<string | null>`(select u.email_address from user_organizations l join users u on u.id = l.user_id
     where l.organization_id = organizations.id and l.organization_role_id = ${OrganizationRole.MainContactPerson}
     order by l.id limit 1)`;
  return db
    .select({
      ...claimColumns,
      email: organizations.email,
      claimsOfNumber: rivals,
      isNumberHeld: held,
      mainContactName: main,
      mainContactEmailAddress: mainEmail,
    })
    .from(organizations)
    .where(pendingIn(tenantId))
    .orderBy(asc(organizations.creationTime), asc(organizations.id))
    .limit(500);
}
