import type { CreateOrganizationAndContactPersonAdminInput, CreateUserContactPersonInput } from '../../../shared/contracts/registration';
import { OrganizationRole, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import type { CompanyRegistry } from '../../adapters/company-registry/company-registry';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { hasPermission, requirePermission, requireUser, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { addOrganization, companyOf, getOrganization, joinOrganization, proveClaim, rolesInOrganization } from '../organizations';
import { addInvitedPerson, asDuplicate } from './admin-registration.service';

/**
 * Organization/CreateOrganizationAndContactPersonAdmin: an administrator of organisations enters
 * one with its main contact person, who is invited to set a password.
 */
export async function createOrganizationAndContactPersonAdmin(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateOrganizationAndContactPersonAdminInput,
  registry: CompanyRegistry,
) {
  requirePermission(ctx, Permission.Organizations);
  const { contactPersonAdminInfo: person, userTypeId, language, ...fields } = input;
  const company = await companyOf(registry, fields.organizationNumber);
  return asDuplicate(person.emailAddress, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const { userId } = await addInvitedPerson(tx, deps, ctx, { ...person, userTypeId: UserType.ContactPerson, language });
      const id = await addOrganization(tx.db, { ...fields, tenantId: ctx.tenantId, userTypeId }, userId, company);
      // An administrator's registration is their proof of the number (decision 0023; the audit log records the call).
      await proveClaim(tx, deps, ctx.tenantId, id, 'administrator');
      return (await getOrganization(tx.db, ctx.tenantId, id, { language: ctx.language }))!;
    }),
  );
}

/**
 * Organization/CreateUserContactPerson: an organisation's main contact person (or an administrator
 * of organisations) adds a contact person, who is invited to set a password. To anyone else the
 * organisation answers as missing, as another tenant's does.
 */
export async function createUserContactPerson(deps: ServiceDeps, ctx: RequestContext, input: CreateUserContactPersonInput) {
  const actor = requireUser(ctx);
  const { organizationId, organizationRoleId, ...person } = input;
  return asDuplicate(person.emailAddress, () =>
    withTransaction(deps.database.pool, async (tx) => {
      const organization = await getOrganization(tx.db, ctx.tenantId, organizationId);
      const speaksForIt = (await rolesInOrganization(tx.db, actor.userId, organizationId)).includes(OrganizationRole.MainContactPerson);
      if (!organization || !(speaksForIt || hasPermission(actor, Permission.Organizations))) throw notFound();
      const { userId } = await addInvitedPerson(tx, deps, ctx, { ...person, userTypeId: UserType.ContactPerson });
      await joinOrganization(tx.db, { userId, organizationId, organizationRoleId });
      return { userId };
    }),
  );
}
