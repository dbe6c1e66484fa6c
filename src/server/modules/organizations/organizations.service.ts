import type { CompanyDto, OrganizationDto, OrganizationFields } from '../../../shared/contracts/organizations';
import { OrganizationRole, type Language } from '../../../shared/enums';
import type { CompanyRegistry } from '../../adapters/company-registry/company-registry';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { requireUser, type RequestContext } from '../../kernel/context';
import { AppError, duplicate } from '../../kernel/errors';
import { joinOrganization } from './organization-links';
import { organizationIdsOfUser } from './organization-links.queries';
import { findOrganizationIdByNumber, findOrganizations, insertOrganization } from './organizations.queries';
import { operatorSecretsOf, seesOperatorSecret, type OrganizationReach } from './organizations.policy';

/** The unique index that holds one proved organisation per number and tenant (decision 0023). */
export const numberIndex = 'organizations_number_key';

/** The roles that speak for an organisation. */
export const contactRoles = [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson] as const;

/**
 * Enters an organisation with its main insurance and makes a person its main contact person
 * (section 3, role 4). It enters as a claim to its number (decision 0023), which blocks nobody: only
 * a number another organisation of the tenant has proved is refused, by name. Where the registry
 * knows the number (`company`), its name is the organisation's whatever was typed; where it does
 * not, or could not answer, the registration is by hand and waits for an administrator.
 */
export async function addOrganization(
  db: Db,
  organization: OrganizationFields & { tenantId: number | null; userTypeId: number },
  mainContactUserId: number,
  company: CompanyDto | null,
): Promise<number> {
  const taken = () => duplicate('errors:duplicateOrganizationNumber', { organizationNumber: organization.organizationNumber });
  if ((await findOrganizationIdByNumber(db, organization.tenantId, organization.organizationNumber)) !== null) throw taken();
  const organizationId = await insertOrganization(db, {
    ...organization,
    name: company?.name || organization.name,
    isManualRegistration: company === null,
  });
  await joinOrganization(db, { userId: mainContactUserId, organizationId, organizationRoleId: OrganizationRole.MainContactPerson });
  return organizationId;
}

/**
 * One organisation; `reach`, the caller's, decides whether its operator number's secret part goes
 * with it, and `language` names its country.
 */
export async function getOrganization(
  db: Db,
  tenantId: number | null,
  id: number,
  { reach, language }: { reach?: Pick<OrganizationReach, 'roles'>; language?: Language } = {},
): Promise<OrganizationDto | null> {
  const [organization] = await findOrganizations(db, tenantId, [id], {
    withSecret: reach && seesOperatorSecret(reach) ? [id] : [],
    language,
  });
  return organization ?? null;
}

/** The ids of the organisations a person speaks for, without loading them. */
export const organizationIdsOfContact = (db: Db, userId: number) => organizationIdsOfUser(db, userId, contactRoles);

/** The organisations a person speaks for, as contact or main contact person. */
export async function organizationsOfContact(db: Db, tenantId: number | null, userId: number): Promise<OrganizationDto[]> {
  return findOrganizations(db, tenantId, await organizationIdsOfContact(db, userId));
}

/** Organization/GetByCurrentUser: with the secret parts of the operator numbers the caller may see. */
export async function getByCurrentUser(deps: ServiceDeps, ctx: RequestContext) {
  const actor = requireUser(ctx);
  const { db } = deps.database;
  const ids = await organizationIdsOfContact(db, actor.userId);
  return {
    items: await findOrganizations(db, ctx.tenantId, ids, {
      withSecret: await operatorSecretsOf(db, actor.userId),
      language: ctx.language,
    }),
  };
}

/** A registry that cannot answer must not stop a registration: the caller is told so and can type the details. */
export async function lookupCompany(registry: CompanyRegistry, organizationNumber: string): Promise<CompanyDto | null> {
  try {
    return await registry.lookup(organizationNumber);
  } catch {
    throw new AppError(503, 0, 'errors:companyRegistryUnavailable');
  }
}

/**
 * What the registry says of a number a registration claims: the company, or null when it does not
 * know it or cannot answer now. Either way a registration goes on, as one by hand that an
 * administrator proves, so an outage of the registry never proves anything.
 */
export async function companyOf(registry: CompanyRegistry, organizationNumber: string): Promise<CompanyDto | null> {
  try {
    return await registry.lookup(organizationNumber);
  } catch {
    return null;
  }
}
