import type {
  ContactPersonDto,
  OrganizationInvitationDto,
  CreateContactPersonInput,
  UpdateContactPersonDepartmentAndTitleInput,
} from '../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, duplicate, notFound } from '../../kernel/errors';
import { findUserByNameOrEmail } from '../accounts';
import { findContactPerson, findContactPersons, findMemberContacts, toContactPersonDto } from './contact-persons.queries';
import { invite } from './invitations.service';
import { changeLinks } from './organization-links';
import { updateLinkLabels } from './organization-links.queries';
import { reachOrganization } from './organizations.policy';

/** The people who speak for an organisation: who they are, and adding them. */

/** One contact person as the organisation shows them; a person who is none answers as missing. */
export async function getContactPerson(db: Db, organizationId: number, userId: number): Promise<ContactPersonDto> {
  const row = await findContactPerson(db, organizationId, userId);
  if (!row) throw notFound();
  return toContactPersonDto(row);
}

/** Organization/GetContactPersonFromOrganizationId: its approved pilots see whom to ask, too. */
export async function getContactPersons(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'read');
  return { items: (await findContactPersons(db, organizationId)).map(toContactPersonDto) };
}

/** Organization/GetMemberContactByOrganizationId. */
export async function getMemberContacts(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { organizationId: number; keyword?: string | undefined; sortDirection: 'asc' | 'desc' },
) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, input.organizationId, 'contact');
  return { items: await findMemberContacts(db, input.organizationId, input) };
}

/**
 * Organization/CreateContactPerson: a contact person asks an account of the tenant, named by
 * e-mail address or user name, to speak for the organisation as contact person (2) or main
 * contact person (4); only a main contact person asks for a main one. The person joins when they
 * accept (decision 0022); the answer is the request as typed, the same whether or not the name
 * reached an account. A person already speaking for the organisation is refused by name: the
 * organisation sees them already.
 */
export async function inviteContactPerson(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateContactPersonInput,
): Promise<OrganizationInvitationDto> {
  const need = input.organizationRoleId === OrganizationRole.MainContactPerson ? 'mainContact' : 'contact';
  return withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization } = await reachOrganization(tx.db, ctx, input.organizationId, need, { lock: true });
    const invitedAs = (input.emailAddress ?? input.userName)!;
    const user = await findUserByNameOrEmail(tx.db, ctx.tenantId, invitedAs);
    const already = user && (await findContactPerson(tx.db, organization.id, user.id));
    if (already) throw duplicate('errors:organization.alreadyContactPerson', { name: already.name + ' ' + already.surname });
    const request = { organizationRoleId: input.organizationRoleId, invitedAs, userId: user?.id ?? null, invitedByUserId: actor.userId };
    return invite(tx, deps, organization, request, ctx.tenantId);
  });
}

/**
 * Organization/CreateContactPersonAdmin: an administrator of organisations makes an existing
 * account a contact person or main contact person at once; the audit log keeps the call.
 */
export async function createContactPerson(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateContactPersonInput,
): Promise<ContactPersonDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    await reachOrganization(tx.db, ctx, input.organizationId, 'admin', { lock: true });
    const name = input.emailAddress ?? input.userName!;
    const user = await findUserByNameOrEmail(tx.db, ctx.tenantId, name);
    if (!user) throw new AppError(404, 0, 'errors:organization.accountNotFound', { name });
    if (await findContactPerson(tx.db, input.organizationId, user.id)) {
      throw duplicate('errors:organization.alreadyContactPerson', { name: `${user.name} ${user.surname}` });
    }
    await changeLinks(tx.db, input.organizationId, [{ kind: 'add', userId: user.id, organizationRoleId: input.organizationRoleId }]);
    return getContactPerson(tx.db, input.organizationId, user.id);
  });
}

/** Organization/UpdateContactPersonDepartmentAndTitle: any contact person of the organisation, about any of them. */
export async function updateDepartmentAndTitle(deps: ServiceDeps, ctx: RequestContext, input: UpdateContactPersonDepartmentAndTitleInput) {
  return withTransaction(deps.database.pool, async (tx) => {
    await reachOrganization(tx.db, ctx, input.organizationId, 'contact', { lock: true });
    const row = await findContactPerson(tx.db, input.organizationId, input.userId);
    if (!row) throw notFound();
    await updateLinkLabels(tx.db, row.linkId, { department: input.department, title: input.title });
    return getContactPerson(tx.db, input.organizationId, input.userId);
  });
}
