import type { ContactPersonDto, ContactRoleInput } from '../../../shared/contracts/organization-members';
import { NotificationMessage, OrganizationRole } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findContactPerson } from './contact-persons.queries';
import { getContactPerson } from './contact-persons.service';
import { changeLinks } from './organization-links';
import { tellAbout } from './organization-notices';
import { reachOrganization } from './organizations.policy';

/**
 * Section 4's contact person roles, changed by a main contact person or an administrator: a
 * contact person made main, a main one made ordinary, or either losing the role. The one writer
 * of places refuses any change that would leave the organisation without a main contact person.
 */

async function reachContact(tx: Tx, ctx: RequestContext, input: ContactRoleInput) {
  const reach = await reachOrganization(tx.db, ctx, input.organizationId, 'mainContact', { lock: true });
  const contact = await findContactPerson(tx.db, input.organizationId, input.userId);
  if (!contact) throw notFound();
  return { ...reach, contact };
}

async function setContactRole(deps: ServiceDeps, ctx: RequestContext, input: ContactRoleInput, role: number): Promise<ContactPersonDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { contact } = await reachContact(tx, ctx, input);
    if (contact.organizationRoleId !== role) {
      await changeLinks(tx.db, input.organizationId, [{ kind: 'setRole', linkId: contact.linkId, organizationRoleId: role }]);
    }
    return getContactPerson(tx.db, input.organizationId, input.userId);
  });
}

/** UserOrganization/UpdateMainContactPersonRoleByUserID. */
export const makeMainContact = (deps: ServiceDeps, ctx: RequestContext, input: ContactRoleInput) =>
  setContactRole(deps, ctx, input, OrganizationRole.MainContactPerson);

/** UserOrganization/UpdateContactPersonRoleByUserID. */
export const makeOrdinaryContact = (deps: ServiceDeps, ctx: RequestContext, input: ContactRoleInput) =>
  setContactRole(deps, ctx, input, OrganizationRole.ContactPerson);

/** UserOrganization/RemoveContactPersonRoleByUserID: the person is told (message 4), unless they did it themselves. */
export async function removeContactRole(deps: ServiceDeps, ctx: RequestContext, input: ContactRoleInput): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization, contact } = await reachContact(tx, ctx, input);
    await changeLinks(tx.db, input.organizationId, [{ kind: 'remove', linkIds: [contact.linkId] }]);
    if (contact.userId !== actor.userId) {
      await tellAbout(tx.db, organization, NotificationMessage.MessageDisconnectContactPerson, [contact.userId], contact);
    }
  });
  return true;
}
