import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrganizationDto, OrganizationFields } from '../../../shared/contracts/organizations';
import type { Db } from '../../db/client';
import { organizationInsurances, organizations, userOrganizations } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

type OrganizationRow = typeof organizations.$inferSelect;

export interface NewOrganization extends OrganizationFields {
  tenantId: number | null;
  userTypeId: number;
}

/** An organisation with its first insurance, which is main. */
export async function insertOrganization(db: Db, organization: NewOrganization): Promise<number> {
  const { insurancePolicyNumber, insuranceCompanyName, ...fields } = organization;
  const [row] = await db.insert(organizations).values(fields).returning({ id: organizations.id });
  await db.insert(organizationInsurances).values({ organizationId: row!.id, insurancePolicyNumber, insuranceCompanyName, isMain: true });
  return row!.id;
}

/** Puts a person in an organisation with a role; a recruited pilot starts WaitingForApprove (1), anyone else approved. */
export async function linkUserToOrganization(
  db: Db,
  link: { userId: number; organizationId: number; organizationRoleId: number; recruitmentStatusId?: number },
) {
  await db.insert(userOrganizations).values(link).onConflictDoNothing();
}

export async function findOrganizationIdByNumber(db: Db, tenantId: number | null, organizationNumber: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        inTenant(organizations.tenantId, tenantId),
        eq(organizations.organizationNumber, organizationNumber),
        eq(organizations.isDeleted, false),
      ),
    );
  return row?.id ?? null;
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

/** The person's role in the organisation, or null when they have none. */
export async function rolesInOrganization(db: Db, userId: number, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ role: userOrganizations.organizationRoleId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
  return rows.map((r) => r.role);
}

export async function findOrganizations(db: Db, tenantId: number | null, ids: readonly number[]): Promise<OrganizationDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(organizations)
    .where(and(inTenant(organizations.tenantId, tenantId), inArray(organizations.id, [...ids]), eq(organizations.isDeleted, false)));
  const insurances = await db
    .select()
    .from(organizationInsurances)
    .where(inArray(organizationInsurances.organizationId, [...ids]))
    .orderBy(asc(organizationInsurances.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toOrganizationDto(
            row,
            insurances.filter((i) => i.organizationId === id),
          ),
        ]
      : [];
  });
}

function toOrganizationDto(row: OrganizationRow, insurance: (typeof organizationInsurances.$inferSelect)[]): OrganizationDto {
  return {
    id: row.id,
    name: row.name,
    organizationNumber: row.organizationNumber,
    address: row.address,
    postCode: row.postCode,
    countryCode: row.countryCode,
    email: row.email,
    phoneNumber: row.phoneNumber,
    operatingNumber: row.operatingNumber,
    operatingNumberExpiry: row.operatingNumberExpiry?.toISOString() ?? null,
    isManualRegistration: row.isManualRegistration,
    userTypeId: row.userTypeId,
    uniqueId: row.uniqueId,
    creationTime: row.creationTime.toISOString(),
    insurance: insurance.map((i) => ({
      id: i.id,
      insurancePolicyNumber: i.insurancePolicyNumber,
      insuranceCompanyName: i.insuranceCompanyName,
      isMain: i.isMain,
    })),
  };
}
